//! Every error code of the workspace, with its meaning: the `kind` of the
//! CLI's `--json` records, of Python's `ParseError` and `EncodeError`, of
//! JavaScript's `SashiteError`.
//!
//! Each error type defines its own codes (`code()`, and `CODES` listing
//! them); this module gathers them with the operations' own codes, and
//! `ERROR_CODES.md` is the same table for readers (a test checks that the
//! two agree, and another pins the list: renaming a code is a breaking
//! change).
//!
//! # Examples
//!
//! ```
//! use sashite_ops::codes;
//!
//! assert!(codes::ALL.iter().any(|code| code.code == "styles_same_case"));
//! assert_eq!(codes::meaning("unused_option"), Some("an option the game's FEN does not use was given"));
//! ```

/// One error code and what it means.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Code {
    /// The code, as every surface shows it.
    pub code: &'static str,
    /// What it means, in a few words.
    pub meaning: &'static str,
}

const fn code(code: &'static str, meaning: &'static str) -> Code {
    Code { code, meaning }
}

/// Every code, each once, in the order of `ERROR_CODES.md`: the token
/// notations, FEEN (reading, then writing and editing), the FEN bridge
/// (reading, then writing), the pictures, then the operations' own codes.
pub const ALL: &[Code] = &[
    // The token notations (PIN, EPIN, SIN, SNN, PNN) and FEEN.
    code("empty", "the input (or name) is empty"),
    code(
        "expected_modifier_or_letter",
        "PIN/EPIN: the first byte is neither '+', '-' nor a letter",
    ),
    code("expected_letter", "a letter is required here"),
    code(
        "expected_terminal_or_end",
        "PIN/EPIN: the letter is followed by something other than '^'",
    ),
    code("expected_end", "the token is complete; more bytes follow"),
    code(
        "misplaced_derivation_marker",
        "EPIN: the derivation marker ' is not last",
    ),
    code("doubled_derivation_marker", "EPIN: two derivation markers"),
    code("leading_digit", "SNN: the name starts with a digit"),
    code("mixed_case", "SNN/PNN: the name mixes upper and lower case"),
    code("whitespace_or_control", "SNN/PNN: a space or control byte"),
    code("non_ascii", "a byte that is not ASCII"),
    code(
        "unexpected_symbol",
        "SNN/PNN: a symbol the notation does not use",
    ),
    code("digit", "PNN: a digit in a piece name"),
    code(
        "misplaced_modifier",
        "PNN: a state modifier that is not first",
    ),
    code(
        "misplaced_terminal",
        "PNN: a terminal marker that is not last",
    ),
    code(
        "expected_uppercase",
        "SNN name: the first byte is not an uppercase letter",
    ),
    code(
        "expected_lowercase_or_digit",
        "SNN name: a byte after the first is not a lowercase letter or digit",
    ),
    code(
        "expected_letter_or_digit",
        "SNN name: a byte that is neither a letter nor a digit",
    ),
    code(
        "field_count",
        "FEEN: not three fields separated by single spaces",
    ),
    code("placement_empty", "FEEN: the piece placement is empty"),
    code(
        "placement_starts_with_separator",
        "FEEN: the piece placement starts with '/'",
    ),
    code(
        "placement_ends_with_separator",
        "FEEN: the piece placement ends with '/'",
    ),
    code(
        "invalid_hands_delimiter",
        "FEEN: the hands field lacks its one '/'",
    ),
    code(
        "invalid_style_turn_delimiter",
        "FEEN: the style-turn field lacks its one '/'",
    ),
    code("invalid_piece_token", "FEEN: a piece is not an EPIN token"),
    code(
        "invalid_style_token",
        "FEEN: a style is not a one-letter SIN token",
    ),
    code("styles_same_case", "FEEN: both styles have the same case"),
    code(
        "invalid_empty_count",
        "FEEN: an empty-square count is 0 or has a leading zero",
    ),
    code(
        "invalid_hand_count",
        "FEEN: a hand multiplicity is 0, 1 or has a leading zero",
    ),
    code(
        "input_too_long",
        "FEEN limit: the input is longer than the limit",
    ),
    code(
        "too_many_dimensions",
        "a board with more dimensions than the limit",
    ),
    code(
        "too_many_squares",
        "FEEN limit: more squares than the limit",
    ),
    code("count_too_large", "a count that does not fit in 128 bits"),
    code(
        "dimensional_coherence",
        "FEEN: a separator breaks dimensional coherence",
    ),
    code("hand_not_aggregated", "FEEN: a piece repeated in a hand"),
    code(
        "hand_not_canonical",
        "FEEN: hand items out of canonical order",
    ),
    code(
        "too_many_pieces",
        "more pieces (board and hands) than squares",
    ),
    // FEEN positions built, edited and written.
    code("empty_shape", "a board shape with no dimension"),
    code("empty_axis", "a board axis of size 0"),
    code(
        "shape_not_representable",
        "an axis of size 1 FEEN cannot spell",
    ),
    code("index_out_of_range", "a square index past the last square"),
    code(
        "square_count",
        "a board given square by square with the wrong number of squares",
    ),
    code("bad_coordinates", "coordinates off the board"),
    code(
        "irregular_board",
        "coordinates on an irregular board, which has none",
    ),
    code("square_empty", "no piece on the square"),
    code("not_in_hand", "not enough copies of the piece in the hand"),
    code("zero_count", "a hand count of zero"),
    code("too_long", "a FEEN string longer than the position's limit"),
    // The FEN bridge: reading a FEN.
    code("missing_field", "FEN: the record ends before a field"),
    code(
        "extra_field",
        "FEN: a field after the last, or fields not split by one space",
    ),
    code("rank_too_long", "FEN: a rank longer than the board is wide"),
    code(
        "rank_too_short",
        "FEN: a rank shorter than the board is wide",
    ),
    code(
        "rank_count",
        "FEN: another number of ranks than the board has",
    ),
    code("piece", "FEN: a byte that is no piece letter, digit or '/'"),
    code(
        "adjacent_empty_counts",
        "FEN: two counts of empty squares in a row",
    ),
    code(
        "side",
        "FEN: the side to move is not one of the dialect's letters",
    ),
    code(
        "not_empty",
        "FEN: a field the dialect keeps '-' holds something else",
    ),
    code("castling", "FEN: a castling field byte that names no right"),
    code(
        "repeated_castling",
        "FEN: a castling right twice, or two on one side",
    ),
    code(
        "castling_without_king",
        "FEN: a castling right without its king on the back rank",
    ),
    code(
        "castling_without_rook",
        "FEN: a castling right naming a rook that is not there",
    ),
    code(
        "en_passant",
        "FEN: the en-passant field is not '-' nor a square",
    ),
    code(
        "en_passant_rank",
        "FEN: the en-passant square is not on the rank the side that just moved crosses",
    ),
    code(
        "en_passant_without_pawn",
        "FEN: no pawn could have just passed the en-passant square",
    ),
    code("counter", "FEN: a move counter is not a decimal number"),
    code("hand_piece", "SFEN: a piece in hand the game cannot drop"),
    code("hand_count", "SFEN: a count in hand that is not 2 or more"),
    code(
        "repeated_hand_piece",
        "SFEN: the same piece twice in one hand",
    ),
    // The FEN bridge: writing a position as FEN.
    code("style", "the position's styles are not the game's"),
    code("board", "the board is not the game's board"),
    code("hands", "pieces in hand, in a game without hands"),
    code("unknown_piece", "a piece the dialect has no letter for"),
    code("state", "a piece in a state the game does not give it"),
    code(
        "derived",
        "a derived piece (') in a dialect of the game's own pieces",
    ),
    code("pawn_state", "a pawn whose state does not match its square"),
    code("castling_state", "castling states FEN cannot write"),
    code(
        "en_passant_state",
        "more than one pawn marked as just advanced two squares",
    ),
    code(
        "hand_item",
        "a piece in hand the game cannot hold, or held by the other side",
    ),
    // Pictures.
    code("too_large", "a board too large to draw"),
    // The operations' own.
    code(
        "unknown_notation",
        "a notation name other than pin, epin, sin, snn, pnn, feen",
    ),
    code(
        "unknown_game",
        "a game name other than chess, chess960, shogi, xiangqi, makruk",
    ),
    code(
        "unused_option",
        "an option the game's FEN does not use was given",
    ),
    code("negative_counter", "a move counter option below zero"),
    code(
        "counter_too_large",
        "a move counter above 18446744073709551615 (read in a FEN, or given)",
    ),
    code(
        "move_number_zero",
        "a move number of 0 (read in a FEN, or given): FEN move numbers start at 1",
    ),
    code(
        "bad_argument",
        "an argument of a type or value no operation accepts",
    ),
    code(
        "no_such_square",
        "a square address that is not numbers separated by commas",
    ),
    code(
        "coordinate_count",
        "another number of coordinates than the board has dimensions",
    ),
    code("not_text", "an item that is neither str nor bytes (Python)"),
];

/// What `code` means, or `None` for a string that is no code.
#[must_use]
pub fn meaning(code: &str) -> Option<&'static str> {
    ALL.iter()
        .find(|entry| entry.code == code)
        .map(|entry| entry.meaning)
}

/// The codes the operations define themselves (`counter_too_large` and
/// `move_number_zero` are the FEN reader's too).
pub const OWN: &[&str] = &[
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
    "non_ascii",
];
