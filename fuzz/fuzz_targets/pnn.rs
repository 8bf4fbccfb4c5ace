//! PNN: arbitrary bytes through every entry point. Nothing panics; the
//! entry points agree with each other and with the specification's regular
//! expression; an accepted name re-encodes to the same bytes and reparses to
//! the same value; an error points at the byte it names.
#![no_main]

use std::sync::LazyLock;

use libfuzzer_sys::fuzz_target;
use regex::bytes::Regex;
use sashite_pnn::{Found, Name};

static ORACLE: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(sashite_pnn::PATTERN).expect("the specification's pattern"));

fuzz_target!(|data: &[u8]| {
    let parsed = Name::parse_bytes(data);
    assert_eq!(Name::try_from(data), parsed);
    assert_eq!(ORACLE.is_match(data), parsed.is_ok(), "{data:?}");
    if let Ok(text) = core::str::from_utf8(data) {
        assert_eq!(sashite_pnn::parse(text), parsed);
        assert_eq!(text.parse::<Name>(), parsed);
        assert_eq!(Name::new(text), parsed);
        assert_eq!(sashite_pnn::is_valid(text), parsed.is_ok());
    }
    match parsed {
        Ok(name) => {
            let text = name.to_string();
            assert_eq!(text.as_bytes(), data);
            assert_eq!(name.as_str(), text);
            assert_eq!(sashite_pnn::parse(&text).as_ref(), Ok(&name));
            // Prefix, base name and suffix spell the whole string.
            assert_eq!(
                format!("{}{}{}", name.prefix(), name.base_name(), name.suffix()),
                text
            );
            let flipped = name.clone().flip();
            assert_ne!(flipped.side(), name.side());
            assert!(flipped.same_base_name(&name));
            assert!(sashite_pnn::is_valid(flipped.as_str()));
            assert_eq!(flipped.flip(), name);
            let plain = name.clone().normalize().unmark_terminal();
            assert_eq!(plain.as_str(), name.base_name());
        }
        Err(err) => {
            if let Some(offset) = err.offset() {
                assert!(offset <= data.len(), "{err:?}");
                assert_eq!(err.found(), Some(Found::at(data, offset)), "{err:?}");
            } else {
                assert!(data.is_empty(), "{err:?}");
            }
        }
    }
});
