//! Every error code, reached from an input, and nothing else: the list in
//! `ParseError::CODES` is what `code()` can return.

use std::collections::BTreeSet;

use sashite_snn::{NameError, ParseError, Side, Style, parse};

const LISTED: &[&str] = ParseError::CODES;

const CASES: &[(&str, &str)] = &[
    ("", "empty"),
    ("1CHESS", "leading_digit"),
    ("Chess", "mixed_case"),
    ("CHESS\n", "whitespace_or_control"),
    ("CH\u{c9}SS", "non_ascii"),
    ("CHESS-960", "unexpected_symbol"),
];

#[test]
fn every_name_code_is_reached_and_listed() {
    let cases: [(Result<Style, NameError>, &str); 5] = [
        (Style::new("", Side::First), "empty"),
        (Style::new("chess", Side::First), "expected_uppercase"),
        (
            Style::new("CHESS", Side::First),
            "expected_lowercase_or_digit",
        ),
        (Style::normalized("1chess", Side::First), "expected_letter"),
        (
            Style::normalized("Ch-ess", Side::First),
            "expected_letter_or_digit",
        ),
    ];
    let mut seen = BTreeSet::new();
    for (result, code) in cases {
        assert_eq!(result.expect_err(code).code(), code);
        seen.insert(code);
    }
    assert_eq!(seen, NameError::CODES.iter().copied().collect());
}

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
