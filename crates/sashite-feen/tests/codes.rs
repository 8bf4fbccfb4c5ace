//! Every error code, reached from an input, and nothing else: the list in
//! `ParseError::CODES` is what `code()` can return, and `EncodeError::CODES`
//! likewise.

use std::collections::BTreeSet;

use sashite_feen::{EncodeError, Limits, ParseError, Position, View};
use sashite_protocol::NotationError;

/// What every surface reads through the trait is what the error says.
fn assert_trait_agrees(err: &ParseError) {
    assert_eq!(NotationError::code(err), err.code(), "{err}");
    assert_eq!(NotationError::offset(err), err.offset(), "{err}");
}

const CASES: &[(&str, &str)] = &[
    ("", "empty"),
    ("8 / C/\u{e9}", "non_ascii"),
    ("8 /", "field_count"),
    (" / C/c", "placement_empty"),
    ("/8 / C/c", "placement_starts_with_separator"),
    ("8/ / C/c", "placement_ends_with_separator"),
    ("8 P C/c", "invalid_hands_delimiter"),
    ("8 / Cc", "invalid_style_turn_delimiter"),
    ("k$k / C/c", "invalid_piece_token"),
    ("8 / 1/c", "invalid_style_token"),
    ("8 / C/C", "styles_same_case"),
    ("08 / C/c", "invalid_empty_count"),
    ("8 1P/ C/c", "invalid_hand_count"),
    ("a//b / C/c", "dimensional_coherence"),
    ("8 P2P/ C/c", "hand_not_aggregated"),
    ("8 QP/ C/c", "hand_not_canonical"),
    ("K^ K/ J/j", "too_many_pieces"),
    (
        "999999999999999999999999999999999999999999 / C/c",
        "count_too_large",
    ),
];

#[test]
fn every_parse_code_is_reached_and_listed() {
    let mut seen = BTreeSet::new();
    for &(input, code) in CASES {
        let err = View::parse(input).expect_err(input);
        assert_eq!(err.code(), code, "{input:?}: {err}");
        assert_trait_agrees(&err);
        seen.insert(code);
    }
    let limits = [
        (
            Limits::DEFAULT.with_max_bytes(4),
            "8/8 / C/c",
            "input_too_long",
        ),
        (
            Limits::DEFAULT.with_max_dimensions(1),
            "8/8 / C/c",
            "too_many_dimensions",
        ),
        (
            Limits::DEFAULT.with_max_squares(8),
            "9 / C/c",
            "too_many_squares",
        ),
    ];
    for (limits, input, code) in limits {
        let err = View::parse_with(input, &limits).expect_err(input);
        assert_eq!(err.code(), code, "{input:?}: {err}");
        assert_trait_agrees(&err);
        assert!(err.is_limit());
        seen.insert(code);
    }
    let listed: BTreeSet<&str> = ParseError::CODES.iter().copied().collect();
    assert_eq!(seen, listed, "every listed code is reached, and only those");
    assert_eq!(
        listed.len(),
        ParseError::CODES.len(),
        "no code listed twice"
    );
}

#[test]
fn encode_codes_are_distinct_and_named_by_code() {
    let listed: BTreeSet<&str> = EncodeError::CODES.iter().copied().collect();
    assert_eq!(
        listed.len(),
        EncodeError::CODES.len(),
        "no code listed twice"
    );
    let reached = [
        Position::builder(&[]).unwrap_err(),
        Position::builder(&[8, 0]).unwrap_err(),
        Position::builder(&[1, 8]).unwrap_err(),
    ];
    let codes: Vec<&str> = reached.iter().map(EncodeError::code).collect();
    assert_eq!(
        codes,
        ["empty_shape", "empty_axis", "shape_not_representable"]
    );
    for code in codes {
        assert!(listed.contains(code), "{code}");
    }
    for err in &reached {
        // An edit's fault has no place in a text.
        assert_eq!(NotationError::code(err), err.code());
        assert_eq!(NotationError::offset(err), None);
    }
}

#[test]
fn a_repair_kind_displays_its_code() {
    use sashite_feen::RepairKind;
    let kinds = [
        (RepairKind::SeedEraEmptyRun, "seed_era_empty_run"),
        (RepairKind::ExplicitOne, "explicit_one"),
        (RepairKind::RepeatedItem, "repeated_item"),
        (RepairKind::OutOfOrder, "out_of_order"),
    ];
    for (kind, code) in kinds {
        assert_eq!(kind.code(), code);
        assert_eq!(kind.to_string(), code);
        // Display pads as a string does.
        assert_eq!(format!("{kind:>20}"), format!("{code:>20}"));
    }
}
