//! The error codes: every error type's codes are in [`codes::ALL`], and
//! nothing else is; `ERROR_CODES.md` is the same table; and the list is
//! pinned (renaming a code is a breaking change: change this test with a
//! CHANGELOG entry under "Changed").

use std::collections::BTreeSet;

use sashite::{epin, feen, fen, pin, pnn, sin, snn};
use sashite_ops::codes;

/// Every code, in the order of `codes::ALL`.
const PINNED: &[&str] = &[
    "empty",
    "expected_modifier_or_letter",
    "expected_letter",
    "expected_terminal_or_end",
    "expected_end",
    "misplaced_derivation_marker",
    "doubled_derivation_marker",
    "leading_digit",
    "mixed_case",
    "whitespace_or_control",
    "non_ascii",
    "unexpected_symbol",
    "digit",
    "misplaced_modifier",
    "misplaced_terminal",
    "expected_uppercase",
    "expected_lowercase_or_digit",
    "expected_letter_or_digit",
    "field_count",
    "placement_empty",
    "placement_starts_with_separator",
    "placement_ends_with_separator",
    "invalid_hands_delimiter",
    "invalid_style_turn_delimiter",
    "invalid_piece_token",
    "invalid_style_token",
    "styles_same_case",
    "invalid_empty_count",
    "invalid_hand_count",
    "input_too_long",
    "too_many_dimensions",
    "too_many_squares",
    "count_too_large",
    "dimensional_coherence",
    "hand_not_aggregated",
    "hand_not_canonical",
    "too_many_pieces",
    "empty_shape",
    "empty_axis",
    "shape_not_representable",
    "index_out_of_range",
    "square_count",
    "bad_coordinates",
    "irregular_board",
    "square_empty",
    "not_in_hand",
    "zero_count",
    "too_long",
    "missing_field",
    "extra_field",
    "rank_too_long",
    "rank_too_short",
    "rank_count",
    "piece",
    "adjacent_empty_counts",
    "side",
    "not_empty",
    "castling",
    "repeated_castling",
    "castling_without_king",
    "castling_without_rook",
    "en_passant",
    "en_passant_rank",
    "en_passant_without_pawn",
    "counter",
    "hand_piece",
    "hand_count",
    "repeated_hand_piece",
    "style",
    "board",
    "hands",
    "unknown_piece",
    "state",
    "derived",
    "pawn_state",
    "castling_state",
    "en_passant_state",
    "hand_item",
    "too_large",
    "unknown_notation",
    "unknown_game",
    "unused_option",
    "negative_counter",
    "counter_too_large",
    "move_number_zero",
    "bad_argument",
    "no_such_square",
    "coordinate_count",
    "not_text",
];

#[test]
fn the_list_is_pinned() {
    let all: Vec<&str> = codes::ALL.iter().map(|entry| entry.code).collect();
    assert_eq!(all, PINNED);
}

#[test]
fn every_code_of_every_error_type_is_listed_and_no_other() {
    let mut defined = BTreeSet::new();
    for list in [
        pin::ParseError::CODES,
        epin::ParseError::CODES,
        sin::ParseError::CODES,
        snn::ParseError::CODES,
        snn::NameError::CODES,
        pnn::ParseError::CODES,
        feen::ParseError::CODES,
        feen::EncodeError::CODES,
        fen::ErrorKind::CODES,
        sashite_render::RenderError::CODES,
        codes::OWN,
    ] {
        defined.extend(list.iter().copied());
    }
    let listed: BTreeSet<&str> = codes::ALL.iter().map(|entry| entry.code).collect();
    assert_eq!(listed.len(), codes::ALL.len(), "a code listed twice");
    assert_eq!(defined, listed);
    for entry in codes::ALL {
        assert!(
            entry
                .code
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b == b'_'),
            "{} is not snake_case",
            entry.code
        );
        assert!(!entry.meaning.is_empty(), "{} has no meaning", entry.code);
        assert_eq!(codes::meaning(entry.code), Some(entry.meaning));
    }
}

#[test]
fn the_table_in_the_docs_is_the_list() {
    let table = include_str!("../ERROR_CODES.md");
    let rows: Vec<(String, String)> = table
        .lines()
        .filter_map(|line| line.strip_prefix("| `"))
        .map(|row| {
            let (code, meaning) = row.split_once("` | ").expect("| `code` | meaning |");
            let meaning = meaning.strip_suffix(" |").expect("a closing bar");
            (code.to_owned(), meaning.replace("\\|", "|"))
        })
        .collect();
    let expected: Vec<(String, String)> = codes::ALL
        .iter()
        .map(|entry| (entry.code.to_owned(), entry.meaning.to_owned()))
        .collect();
    assert_eq!(rows, expected, "ERROR_CODES.md differs from codes::ALL");
}
