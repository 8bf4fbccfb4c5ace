//! SNN: arbitrary bytes through every entry point. Nothing panics; the
//! entry points agree with each other and with the specification's regular
//! expression; an accepted name re-encodes to the same bytes and reparses to
//! the same value; an error points at the byte it names.
#![no_main]

use std::sync::LazyLock;

use libfuzzer_sys::fuzz_target;
use regex::bytes::Regex;
use sashite_snn::{Found, Side, Style};

static ORACLE: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(sashite_snn::PATTERN).expect("the specification's pattern"));

fuzz_target!(|data: &[u8]| {
    let parsed = Style::parse_bytes(data);
    assert_eq!(Style::try_from(data), parsed);
    assert_eq!(ORACLE.is_match(data), parsed.is_ok(), "{data:?}");
    if let Ok(text) = core::str::from_utf8(data) {
        assert_eq!(sashite_snn::parse(text), parsed);
        assert_eq!(text.parse::<Style>(), parsed);
        assert_eq!(sashite_snn::is_valid(text), parsed.is_ok());
    }
    match parsed {
        Ok(style) => {
            let text = style.to_string();
            assert_eq!(text.as_bytes(), data);
            assert_eq!(sashite_snn::parse(&text).as_ref(), Ok(&style));
            // The name is the input in proper capitalization; the case was the side.
            assert!(style.name().eq_ignore_ascii_case(&text));
            assert_eq!(Style::new(style.name(), style.side()).as_ref(), Ok(&style));
            let flipped = style.clone().flip();
            assert_ne!(flipped.side(), style.side());
            assert!(flipped.same_name(&style));
            let expected = match flipped.side() {
                Side::First => text.to_ascii_uppercase(),
                Side::Second => text.to_ascii_lowercase(),
            };
            assert_eq!(flipped.to_string(), expected);
            assert_eq!(flipped.flip(), style);
        }
        Err(err) => {
            if let Some(offset) = err.offset() {
                assert!(offset < data.len(), "{err:?}");
                assert_eq!(err.found(), Some(Found::at(data, offset)), "{err:?}");
            } else {
                assert!(data.is_empty(), "{err:?}");
            }
        }
    }
});
