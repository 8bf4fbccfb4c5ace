//! `PATTERN`, the specification's regular expression, agrees with the
//! table of examples and with the parser on every short string.

use regex::Regex;
use serde_json::Value;

const VECTORS: &str = include_str!("data/epin.json");

fn pattern() -> Regex {
    Regex::new(sashite_epin::PATTERN).expect("PATTERN compiles")
}

#[test]
fn pattern_agrees_with_every_example_row() {
    let regex = pattern();
    let rows: Vec<Value> = serde_json::from_str(VECTORS).expect("valid JSON");
    assert!(!rows.is_empty());
    for row in rows {
        let id = row["id"].as_str().expect("id");
        let input = row["input"].as_str().expect("input");
        let valid = row["valid"].as_bool().expect("valid");
        assert_eq!(regex.is_match(input), valid, "{id}: PATTERN on {input:?}");
        assert_eq!(
            sashite_epin::is_valid(input),
            valid,
            "{id}: is_valid({input:?})"
        );
    }
}

#[test]
fn pattern_agrees_with_is_valid_on_every_short_string() {
    // The token bytes, their near misses, and bytes a regex handles apart
    // (a newline before the end, a multi-byte character).
    const ALPHABET: [char; 13] = [
        '+', '-', '^', '\'', 'K', 'k', 'z', 'A', '1', ' ', '\n', 'é', '/',
    ];
    let regex = pattern();
    let mut accepted = 0_usize;
    for text in sashite_testkit::every_string(&ALPHABET, 5) {
        let valid = sashite_epin::is_valid(&text);
        assert_eq!(regex.is_match(&text), valid, "{text:?}");
        accepted += usize::from(valid);
    }
    assert!(accepted > 0, "the sweep reaches valid tokens");
}

#[test]
fn pattern_matches_every_token_of_the_closed_domain() {
    let regex = pattern();
    let tokens = all_tokens();
    assert_eq!(tokens.len(), 624);
    for token in tokens {
        assert!(regex.is_match(&token), "{token:?}");
    }
}

fn all_tokens() -> Vec<String> {
    use sashite_epin::{Identifier, Letter, Side, State};
    let mut tokens = Vec::new();
    for letter in Letter::ALL {
        for side in Side::ALL {
            for state in State::ALL {
                for terminal in [false, true] {
                    for derived in [false, true] {
                        let id = Identifier::new(letter, side, state, terminal, derived);
                        tokens.push(id.to_string());
                    }
                }
            }
        }
    }
    tokens
}
