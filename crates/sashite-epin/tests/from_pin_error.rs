//! `From<sashite_pin::ParseError>`: a PIN error converts to the very error
//! EPIN reports for the same input, so `?` keeps offsets and sources.

use core::error::Error as _;

use sashite_epin::{ParseError, sashite_pin};

#[test]
fn every_pin_error_converts_to_what_epin_reports_for_the_same_input() {
    // Every string of up to four bytes over PIN's bytes and its near
    // misses; the derivation marker is left out, so EPIN fails exactly
    // where PIN does.
    const ALPHABET: [u8; 8] = [b'+', b'-', b'^', b'K', b'k', b'1', b' ', b'\n'];
    let mut strings = vec![Vec::new()];
    let mut shorter = vec![Vec::new()];
    for _ in 0..4 {
        shorter = shorter
            .iter()
            .flat_map(|text: &Vec<u8>| {
                ALPHABET
                    .iter()
                    .map(move |&byte| [text.as_slice(), &[byte]].concat())
            })
            .collect();
        strings.extend(shorter.iter().cloned());
    }
    let mut checked = 0_usize;
    for text in &strings {
        let text = core::str::from_utf8(text).expect("ASCII");
        if let Err(pin) = sashite_pin::parse(text) {
            let converted = ParseError::from(pin);
            assert_eq!(Err(converted), sashite_epin::parse(text), "{text:?}");
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
