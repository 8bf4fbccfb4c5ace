//! Every error code, reached from an input, and nothing else: the list in
//! `ParseError::CODES` is what `code()` can return.

use std::collections::BTreeSet;

use sashite_pnn::{ParseError, parse};

const LISTED: &[&str] = ParseError::CODES;

const CASES: &[(&str, &str)] = &[
    ("", "empty"),
    ("+", "expected_letter"),
    ("King", "mixed_case"),
    ("KING1", "digit"),
    ("K+ING", "misplaced_modifier"),
    ("KING^^", "misplaced_terminal"),
    ("KING\n", "whitespace_or_control"),
    ("K\u{e9}NG", "non_ascii"),
    ("KI$NG", "unexpected_symbol"),
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
