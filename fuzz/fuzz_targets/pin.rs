//! PIN: arbitrary bytes through every entry point. Nothing panics; the
//! entry points agree; an accepted token re-encodes to the same bytes and
//! reparses to the same value; an error points at the byte it names; the
//! spec author's crate gives the same verdict.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sashite_pin::{Found, Identifier};

fuzz_target!(|data: &[u8]| {
    let parsed = Identifier::parse_bytes(data);
    assert_eq!(Identifier::try_from(data), parsed);
    if let Ok(text) = core::str::from_utf8(data) {
        assert_eq!(sashite_pin::parse(text), parsed);
        assert_eq!(text.parse::<Identifier>(), parsed);
        assert_eq!(sashite_pin::is_valid(text), parsed.is_ok());
        assert_eq!(
            upstream_pin::Identifier::is_valid(text),
            parsed.is_ok(),
            "{text:?}"
        );
    }
    match parsed {
        Ok(id) => {
            let text = id.to_string();
            assert_eq!(text.as_bytes(), data);
            assert_eq!(&*id.encode(), text);
            assert_eq!(sashite_pin::parse(&text), Ok(id));
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
    // The prefix reader agrees with the whole-token parser on what it read.
    if let Some((id, len)) = sashite_pin::parse_prefix(data) {
        assert!((1..=Identifier::MAX_LEN).contains(&len) && len <= data.len());
        assert_eq!(data.get(..len).map(Identifier::parse_bytes), Some(Ok(id)));
    }
});
