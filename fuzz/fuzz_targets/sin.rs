//! SIN: arbitrary bytes through every entry point. Nothing panics; the
//! entry points agree; an accepted token re-encodes to the same bytes and
//! reparses to the same value; an error points at the byte it names; the
//! spec author's crate gives the same verdict.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sashite_sin::{Found, Identifier};

fuzz_target!(|data: &[u8]| {
    let parsed = Identifier::parse_bytes(data);
    assert_eq!(Identifier::try_from(data), parsed);
    if let Ok(text) = core::str::from_utf8(data) {
        assert_eq!(sashite_sin::parse(text), parsed);
        assert_eq!(text.parse::<Identifier>(), parsed);
        assert_eq!(sashite_sin::is_valid(text), parsed.is_ok());
        assert_eq!(
            upstream_sin::Identifier::is_valid(text),
            parsed.is_ok(),
            "{text:?}"
        );
    }
    match parsed {
        Ok(id) => {
            let text = id.to_string();
            assert_eq!(text.as_bytes(), data);
            assert_eq!(&*id.encode(), text);
            assert_eq!([id.to_ascii()], data);
            assert_eq!(sashite_sin::parse(&text), Ok(id));
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
    if let Some((id, len)) = sashite_sin::parse_prefix(data) {
        assert_eq!(len, 1);
        assert_eq!(data.get(..1).map(Identifier::parse_bytes), Some(Ok(id)));
    }
});
