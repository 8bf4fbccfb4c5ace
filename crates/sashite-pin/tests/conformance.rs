//! Conformance with pin.md: every example row of §6 (by id), the 312 tokens
//! of the closed domain, and an exhaustive sweep of short strings checked
//! against the specification's regular expression.

use regex::Regex;
use sashite_pin::{Identifier, Letter, Side, State};
use serde_json::Value;

const VECTORS: &str = include_str!("data/pin.json");

fn rows() -> Vec<Value> {
    serde_json::from_str(VECTORS).expect("valid JSON")
}

/// Checks one row of pin.md §6 against the parser.
fn check_row(id: &str) {
    let row = rows()
        .into_iter()
        .find(|row| row["id"] == id)
        .expect("row exists");
    let input = row["input"].as_str().expect("input");
    let valid = row["valid"].as_bool().expect("valid");
    let parsed = sashite_pin::parse(input);
    assert_eq!(parsed.is_ok(), valid, "{id}: verdict for {input:?}");
    assert_eq!(
        sashite_pin::is_valid(input),
        valid,
        "{id}: is_valid({input:?})"
    );
    match parsed {
        Ok(pin) => {
            assert_eq!(pin.to_string(), input, "{id}: round trip");
            assert_eq!(
                pin.letter().to_string(),
                row["type"].as_str().expect("type"),
                "{id}: type"
            );
            assert_eq!(
                pin.side().as_str(),
                row["side"].as_str().expect("side"),
                "{id}: side"
            );
            assert_eq!(
                pin.state().as_str(),
                row["state"].as_str().expect("state"),
                "{id}: state"
            );
            assert_eq!(
                Some(pin.is_terminal()),
                row["terminal"].as_bool(),
                "{id}: terminal"
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

rows!(
    P1 P2 P3 P4 P5 P6 P7 P8 P9 P10 P11 P12 P13 P14 P15 P16 P17 P18 P19 P20 P21
    P22 P23 P24 P25 P26 P27 P28 P29 P30 P31 P32 P33 P34 P35 P36 P37 P38 P39 P40 P41
);

fn all_tokens() -> impl Iterator<Item = Identifier> {
    Letter::ALL.into_iter().flat_map(|letter| {
        Side::ALL.into_iter().flat_map(move |side| {
            State::ALL.into_iter().flat_map(move |state| {
                [false, true]
                    .into_iter()
                    .map(move |terminal| Identifier::new(letter, side, state, terminal))
            })
        })
    })
}

#[test]
fn all_312_tokens_parse_and_round_trip() {
    let mut seen = std::collections::HashSet::new();
    for id in all_tokens() {
        let text = id.to_string();
        assert_eq!(sashite_pin::parse(&text), Ok(id), "{text}");
        assert_eq!(Identifier::parse_bytes(text.as_bytes()), Ok(id), "{text}");
        assert_eq!(id.encode().as_str(), text);
        assert!(seen.insert(text));
    }
    assert_eq!(seen.len(), 312);
}

/// Every string of up to four bytes over the grammar's bytes and their
/// neighbours is accepted exactly when the specification's regex matches.
#[test]
fn exhaustive_sweep_agrees_with_the_regex() {
    let oracle = Regex::new(r"^[+-]?[A-Za-z]\^?$").expect("valid regex");
    let alphabet: &[u8] = b"+-^'KkAz019 \n\0@[`{\xC3";
    let mut accepted = 0;
    let mut checked = 0;
    let mut input = Vec::with_capacity(4);
    sweep(alphabet, 4, &mut input, &mut |bytes| {
        checked += 1;
        let result = Identifier::parse_bytes(bytes);
        let expected = std::str::from_utf8(bytes).is_ok_and(|s| oracle.is_match(s));
        assert_eq!(result.is_ok(), expected, "{bytes:?}");
        if let Ok(text) = std::str::from_utf8(bytes) {
            assert_eq!(sashite_pin::is_valid(text), expected, "{text:?}");
        }
        match result {
            Ok(id) => {
                accepted += 1;
                assert_eq!(id.encode().as_bytes(), bytes);
            }
            Err(err) => {
                let offset = err.offset().unwrap_or(0);
                assert!(offset <= bytes.len(), "{bytes:?}: offset {offset}");
                // The bytes before the offset are a valid start of a token.
                let head = &bytes[..offset];
                assert!(
                    head.is_empty()
                        || sashite_pin::parse_prefix(head).is_some()
                        || head == b"+"
                        || head == b"-",
                    "{bytes:?}: offset {offset} is not the first bad byte",
                );
            }
        }
    });
    assert_eq!(
        checked,
        (0..=4).map(|n| alphabet.len().pow(n)).sum::<usize>()
    );
    // 4 letters × 3 states × 2 terminal flags.
    assert_eq!(accepted, 24);
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
fn prefix_parser_reads_the_longest_token() {
    type Case = (&'static [u8], Option<(&'static str, usize)>);
    let cases: &[Case] = &[
        (b"K", Some(("K", 1))),
        (b"K^", Some(("K^", 2))),
        (b"+K^'", Some(("+K^", 3))),
        (b"-k/8", Some(("-k", 2))),
        (b"k^^", Some(("k^", 2))),
        (b"Kk", Some(("K", 1))),
        (b"", None),
        (b"+", None),
        (b"+^K", None),
        (b"^K", None),
        (b"8", None),
    ];
    for &(bytes, expected) in cases {
        let got = sashite_pin::parse_prefix(bytes).map(|(id, len)| (id.to_string(), len));
        assert_eq!(
            got.as_ref().map(|(s, n)| (s.as_str(), *n)),
            expected,
            "{bytes:?}"
        );
    }
}

#[test]
fn identifier_is_three_bytes_and_a_parse_result_four() {
    assert_eq!(size_of::<Identifier>(), 3);
    assert_eq!(size_of::<Option<Identifier>>(), 3);
    // One register: what keeps `parse` cheap (see the benches).
    assert_eq!(size_of::<Result<Identifier, sashite_pin::ParseError>>(), 4);
}
