//! Conformance with sin.md: every example row of §6 (one test per id), the
//! 52 tokens of the closed domain, and an exhaustive sweep of short strings
//! checked against the specification's regular expression.

use regex::Regex;
use sashite_sin::{Identifier, Letter, Side};
use serde_json::Value;

const VECTORS: &str = include_str!("data/sin.json");

fn rows() -> Vec<Value> {
    serde_json::from_str(VECTORS).expect("valid JSON")
}

/// Checks one row of sin.md §6 against the parser.
fn check_row(id: &str) {
    let row = rows()
        .into_iter()
        .find(|row| row["id"] == id)
        .expect("row exists");
    let input = row["input"].as_str().expect("input");
    let valid = row["valid"].as_bool().expect("valid");
    let parsed = sashite_sin::parse(input);
    assert_eq!(parsed.is_ok(), valid, "{id}: verdict for {input:?}");
    assert_eq!(
        sashite_sin::is_valid(input),
        valid,
        "{id}: is_valid({input:?})"
    );
    match parsed {
        Ok(sin) => {
            assert_eq!(sin.to_string(), input, "{id}: round trip");
            assert_eq!(
                sin.letter().to_string(),
                row["family"].as_str().expect("family"),
                "{id}: family"
            );
            assert_eq!(
                sin.side().as_str(),
                row["side"].as_str().expect("side"),
                "{id}: side"
            );
        }
        Err(err) => {
            let offset = err.offset().unwrap_or(0);
            assert!(offset <= input.len(), "{id}: offset {offset} in range");
        }
    }
}

/// One test per example row, named by the row's id.
macro_rules! rows {
    ($($id:ident)*) => {
        $(
            #[test]
            #[allow(non_snake_case)]
            fn $id() {
                check_row(stringify!($id));
            }
        )*

        #[test]
        fn every_row_has_a_test() {
            let ids: Vec<String> = rows().iter().map(|row| row["id"].as_str().expect("id").to_owned()).collect();
            assert_eq!(ids, [$(stringify!($id)),*]);
        }
    };
}

rows!(S1 S2 S3 S4 S5 S6 S7 S8 S9 S10 S11 S12 S13 S14 S15 S16 S17 S18 S19 S20 S21 S22 S23 S24 S25 S26 S27 S28 S29 S30 S31 S32);

#[test]
fn all_52_tokens_parse_and_round_trip() {
    let mut seen = std::collections::HashSet::new();
    for letter in Letter::ALL {
        for side in Side::ALL {
            let id = Identifier::new(letter, side);
            let text = id.to_string();
            assert_eq!(sashite_sin::parse(&text), Ok(id), "{text}");
            assert_eq!(Identifier::parse_bytes(text.as_bytes()), Ok(id), "{text}");
            assert_eq!(id.encode().as_str(), text);
            assert!(seen.insert(text));
        }
    }
    assert_eq!(seen.len(), 52);
}

/// Every single byte, and every string of up to four bytes over letters and
/// their neighbours, is accepted exactly when the specification's regex
/// matches.
#[test]
fn exhaustive_sweep_agrees_with_the_regex() {
    let oracle = Regex::new(r"^[A-Za-z]$").expect("valid regex");
    for byte in 0..=u8::MAX {
        let bytes = [byte];
        let expected = byte.is_ascii_alphabetic();
        assert_eq!(
            Identifier::parse_bytes(&bytes).is_ok(),
            expected,
            "{byte:#04x}"
        );
        assert_eq!(
            sashite_sin::parse_prefix(&bytes).is_some(),
            expected,
            "{byte:#04x}"
        );
    }
    let alphabet: &[u8] = b"Cc@[`{+^'1 \n\0\xC3";
    let mut checked = 0;
    let mut input = Vec::with_capacity(4);
    sweep(alphabet, 4, &mut input, &mut |bytes| {
        checked += 1;
        let result = Identifier::parse_bytes(bytes);
        let expected = std::str::from_utf8(bytes).is_ok_and(|s| oracle.is_match(s));
        assert_eq!(result.is_ok(), expected, "{bytes:?}");
        if let Ok(text) = std::str::from_utf8(bytes) {
            assert_eq!(sashite_sin::is_valid(text), expected, "{text:?}");
        }
        if let Err(err) = result {
            // The first bad byte: byte 0 unless it is a letter, else byte 1.
            let first_bad = usize::from(bytes.first().is_some_and(u8::is_ascii_alphabetic));
            assert_eq!(
                err.offset(),
                (!bytes.is_empty()).then_some(first_bad),
                "{bytes:?}"
            );
        }
    });
    assert_eq!(
        checked,
        (0..=4).map(|n| alphabet.len().pow(n)).sum::<usize>()
    );
}

fn sweep(alphabet: &[u8], depth: usize, input: &mut Vec<u8>, check: &mut impl FnMut(&[u8])) {
    check(input);
    if depth == 0 {
        return;
    }
    for &byte in alphabet {
        input.push(byte);
        sweep(alphabet, depth - 1, input, check);
        input.pop();
    }
}

#[test]
fn identifier_is_two_bytes_and_a_parse_result_four() {
    assert_eq!(size_of::<Identifier>(), 2);
    // One register: what keeps `parse` cheap (see the benches).
    assert_eq!(size_of::<Result<Identifier, sashite_sin::ParseError>>(), 4);
}
