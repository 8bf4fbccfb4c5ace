//! `From<sashite_pin::ParseError>`: a PIN error converts to the very error
//! EPIN reports for the same input, so `?` keeps offsets and sources.

use core::error::Error as _;

use sashite_epin::{ParseError, sashite_pin};

#[test]
fn every_pin_error_converts_to_what_epin_reports_for_the_same_input() {
    // Every string of up to four bytes over PIN's bytes and its near
    // misses; the derivation marker is left out, so EPIN fails exactly
    // where PIN does.
    const ALPHABET: [char; 8] = ['+', '-', '^', 'K', 'k', '1', ' ', '\n'];
    let mut checked = 0_usize;
    for text in sashite_testkit::every_string(&ALPHABET, 4) {
        if let Err(pin) = sashite_pin::parse(&text) {
            let converted = ParseError::from(pin);
            assert_eq!(Err(converted), sashite_epin::parse(&text), "{text:?}");
            assert_eq!(converted.offset(), pin.offset(), "{text:?}");
            checked += 1;
        }
    }
    assert!(checked > 1000);
}

#[test]
fn empty_stays_empty_and_others_keep_pin_as_their_source() {
    assert_eq!(
        ParseError::from(sashite_pin::ParseError::Empty),
        ParseError::Empty
    );
    let pin = sashite_pin::parse("+").unwrap_err();
    let epin = ParseError::from(pin);
    assert_eq!(epin.pin_error(), Some(pin));
    assert_eq!(
        epin.source().map(ToString::to_string),
        Some(pin.to_string())
    );
}

#[test]
fn question_mark_converts() {
    fn native(text: &str) -> Result<sashite_epin::Identifier, ParseError> {
        Ok(sashite_epin::Identifier::from_pin(
            sashite_pin::parse(text)?,
            false,
        ))
    }
    assert_eq!(native("-p").map(|id| id.to_string()), Ok("-p".to_owned()));
    assert_eq!(native("p-").unwrap_err().offset(), Some(1));
}
