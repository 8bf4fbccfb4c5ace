//! Every error code, reached from an input, and nothing else: the list in
//! `ParseError::CODES` is what `code()` can return.

use std::collections::BTreeSet;

use sashite_pin::{ParseError, parse};

const LISTED: &[&str] = ParseError::CODES;

const CASES: &[(&str, &str)] = &[
    ("", "empty"),
    ("1", "expected_modifier_or_letter"),
    ("+1", "expected_letter"),
    ("K1", "expected_terminal_or_end"),
    ("K^1", "expected_end"),
];

#[test]
fn every_code_is_reached_and_listed() {
    let mut seen = BTreeSet::new();
    for &(input, code) in CASES {
        let err = parse(input).expect_err(input);
        assert_eq!(err.code(), code, "{input:?}: {err}");
        seen.insert(code);
    }
    let listed: BTreeSet<&str> = LISTED.iter().copied().collect();
    assert_eq!(seen, listed, "every listed code is reached, and only those");
    assert_eq!(listed.len(), LISTED.len(), "no code listed twice");
}
