//! Conformance with epin.md: every example row, the whole closed domain of
//! 624 tokens, and an exhaustive sweep of short strings against the spec's
//! regular expression.

use std::collections::HashSet;

use regex::bytes::Regex;
use sashite_epin::{Identifier, Letter, Side, State, sashite_pin};
use serde_json::Value;

const VECTORS: &str = include_str!("data/epin.json");

/// The grammar of epin.md §2.1, anchored to the whole input.
const SPEC_REGEX: &str = r"\A[+-]?[A-Za-z]\^?'?\z";

fn all_tokens() -> Vec<Identifier> {
    let mut out = Vec::with_capacity(624);
    for letter in Letter::ALL {
        for side in [Side::First, Side::Second] {
            for state in [State::Normal, State::Enhanced, State::Diminished] {
                for terminal in [false, true] {
                    for derived in [false, true] {
                        out.push(Identifier::new(letter, side, state, terminal, derived));
                    }
                }
            }
        }
    }
    out
}

#[test]
fn every_example_row() {
    let rows: Vec<Value> = serde_json::from_str(VECTORS).expect("valid JSON");
    assert_eq!(rows.len(), 32);
    for row in &rows {
        let id = row["id"].as_str().expect("id");
        let input = row["input"].as_str().expect("input");
        let valid = row["valid"].as_bool().expect("valid");
        let parsed = Identifier::parse(input);
        assert_eq!(parsed.is_ok(), valid, "{id}: {input:?} gave {parsed:?}");
        assert_eq!(Identifier::is_valid(input), valid, "{id}");
        let Ok(parsed) = parsed else { continue };
        assert_eq!(
            parsed.letter().to_string(),
            row["type"].as_str().expect("type"),
            "{id}"
        );
        assert_eq!(
            parsed.side().as_str(),
            row["side"].as_str().expect("side"),
            "{id}"
        );
        assert_eq!(
            parsed.state().as_str(),
            row["state"].as_str().expect("state"),
            "{id}"
        );
        assert_eq!(
            parsed.is_terminal(),
            row["terminal"].as_bool().expect("terminal"),
            "{id}"
        );
        assert_eq!(
            parsed.is_derived(),
            row["derived"].as_bool().expect("derived"),
            "{id}"
        );
        assert_eq!(parsed.to_string(), input, "{id}");
    }
}

#[test]
fn all_624_tokens_parse_and_round_trip() {
    let tokens = all_tokens();
    let spellings: HashSet<String> = tokens.iter().map(ToString::to_string).collect();
    assert_eq!(spellings.len(), 624, "one spelling per value");
    let regex = Regex::new(SPEC_REGEX).expect("regex");
    for id in tokens {
        let s = id.to_string();
        assert!(regex.is_match(s.as_bytes()), "{s:?}");
        assert_eq!(Identifier::parse(&s), Ok(id), "{s:?}");
        assert_eq!(id.encode().as_str(), s);
        assert_eq!(format!("{}{}{}", id.prefix(), id.to_char(), id.suffix()), s);
        // Compositional view (epin.md §4): the PIN part is PIN's parse.
        let pin_part = s.strip_suffix('\'').unwrap_or(&s);
        assert_eq!(sashite_pin::parse(pin_part), Ok(id.pin()), "{s:?}");
        assert_eq!(s.ends_with('\''), id.is_derived(), "{s:?}");
    }
}

/// Every string of up to `max_len` bytes over `alphabet`.
fn sweep(alphabet: &[u8], max_len: usize, mut check: impl FnMut(&[u8])) {
    fn go(alphabet: &[u8], max_len: usize, buf: &mut Vec<u8>, check: &mut dyn FnMut(&[u8])) {
        check(buf);
        if buf.len() == max_len {
            return;
        }
        for &b in alphabet {
            buf.push(b);
            go(alphabet, max_len, buf, check);
            buf.pop();
        }
    }
    let mut buf = Vec::with_capacity(max_len);
    go(alphabet, max_len, &mut buf, &mut check);
}

#[test]
fn exhaustive_sweep_matches_the_spec_regex() {
    let regex = Regex::new(SPEC_REGEX).expect("regex");
    let mut accepted = 0;
    let mut seen = 0;
    sweep(b"+-^'Kkz1 `\n", 5, |bytes| {
        seen += 1;
        let expected = regex.is_match(bytes);
        let parsed = Identifier::parse_bytes(bytes);
        assert_eq!(parsed.is_ok(), expected, "{bytes:?} gave {parsed:?}");
        if let Ok(s) = std::str::from_utf8(bytes) {
            assert_eq!(Identifier::is_valid(s), expected, "{s:?}");
        }
        match parsed {
            Ok(id) => {
                accepted += 1;
                assert_eq!(id.to_string().as_bytes(), bytes);
            }
            Err(err) => {
                let offset = err.offset().unwrap_or(0);
                assert!(offset <= bytes.len(), "{bytes:?}: {err:?}");
                if let Some(found) = err.found() {
                    assert_eq!(found, sashite_epin::Found::at(bytes, offset), "{bytes:?}");
                }
                if let Some(source) = err.pin_error() {
                    assert_eq!(
                        sashite_pin::Identifier::parse_bytes(bytes),
                        Err(source),
                        "{bytes:?}"
                    );
                }
            }
        }
    });
    assert_eq!(seen, (0..=5).map(|n| 11_usize.pow(n)).sum::<usize>());
    // K, k, z: 3 letters × 3 states × 2 terminal × 2 derived.
    assert_eq!(accepted, 36);
}

#[test]
fn every_short_string_over_the_token_bytes_outside_the_domain_is_rejected() {
    let tokens: HashSet<String> = all_tokens().iter().map(ToString::to_string).collect();
    let mut alphabet: Vec<u8> = b"+-^'".to_vec();
    alphabet.extend(b'A'..=b'Z');
    alphabet.extend(b'a'..=b'z');
    let mut accepted = 0;
    // Up to 3 bytes over all 56 token bytes, then up to 5 bytes over a
    // narrower alphabet (every token is at most 4 bytes).
    sweep(&alphabet, 3, |bytes| {
        let s = std::str::from_utf8(bytes).expect("ASCII");
        let valid = Identifier::is_valid(s);
        assert_eq!(valid, tokens.contains(s), "{s:?}");
        accepted += usize::from(valid);
    });
    // Every token but the 104 four-byte ones (`+K^'`, `-k^'`, …).
    assert_eq!(accepted, 624 - 104);
    sweep(b"+-^'Ab", 5, |bytes| {
        let s = std::str::from_utf8(bytes).expect("ASCII");
        assert_eq!(Identifier::is_valid(s), tokens.contains(s), "{s:?}");
    });
}

#[test]
fn every_single_byte_and_pair_of_bytes() {
    let regex = Regex::new(SPEC_REGEX).expect("regex");
    for a in 0..=u8::MAX {
        assert_eq!(
            Identifier::parse_bytes(&[a]).is_ok(),
            regex.is_match(&[a]),
            "{a:#04x}"
        );
        for b in 0..=u8::MAX {
            let bytes = [a, b];
            let expected = bytes.is_ascii() && regex.is_match(&bytes);
            assert_eq!(
                Identifier::parse_bytes(&bytes).is_ok(),
                expected,
                "{bytes:?}"
            );
            let whole = matches!(Identifier::parse_prefix(&bytes), Some((_, 2)));
            assert_eq!(whole, expected, "{bytes:?}");
        }
    }
}

#[test]
fn maximal_munch_for_feen() {
    type Case = (&'static [u8], Option<(&'static str, usize)>);
    let cases: &[Case] = &[
        (b"K'K", Some(("K'", 2))),
        (b"K^'", Some(("K^'", 3))),
        (b"K''", Some(("K'", 2))),
        (b"+K^'/8", Some(("+K^'", 4))),
        (b"k^/", Some(("k^", 2))),
        (b"K'^", Some(("K'", 2))),
        (b"'K", None),
        (b"^K", None),
        (b"", None),
        (b"+", None),
        (b"8", None),
    ];
    for &(bytes, expected) in cases {
        let got = sashite_epin::parse_prefix(bytes).map(|(id, n)| (id.to_string(), n));
        assert_eq!(
            got.as_ref().map(|(s, n)| (s.as_str(), *n)),
            expected,
            "{bytes:?}"
        );
    }
}
