//! [`Error`]: why a FEN cannot be read, or a position cannot be written as FEN.

use core::fmt;

use sashite_feen::{Found, Side};

use crate::game::Game;
use crate::square::Square;

/// Why a conversion failed: the game, what is wrong, and where.
///
/// Reading ([`Game::from_fen`]) reports the byte offset in the FEN text;
/// writing ([`Game::to_fen`]) reports the byte offset in the position's
/// canonical FEEN string, and names the square when one is to blame.
///
/// # Examples
///
/// ```
/// use sashite_fen::{ErrorKind, chess};
///
/// let err = chess::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1").unwrap_err();
/// assert_eq!(err.offset(), 44);
/// assert!(matches!(err.kind(), ErrorKind::Side { .. }));
/// assert_eq!(
///     err.to_string(),
///     "invalid chess FEN: expected 'w' or 'b' for the side to move at byte 44, found 'x'",
/// );
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Error {
    game: Game,
    kind: ErrorKind,
    offset: usize,
}

impl Error {
    pub(crate) const fn new(game: Game, kind: ErrorKind, offset: usize) -> Self {
        Self { game, kind, offset }
    }

    /// The game (dialect) of the conversion.
    #[must_use]
    pub const fn game(&self) -> Game {
        self.game
    }

    /// What is wrong.
    #[must_use]
    pub const fn kind(&self) -> ErrorKind {
        self.kind
    }

    /// The kind's stable snake-case code ([`ErrorKind::code`]).
    ///
    /// # Examples
    ///
    /// ```
    /// let err = sashite_fen::chess::from_fen("8/8/8/8/8/8/8/8 x - - 0 1").unwrap_err();
    /// assert_eq!(err.code(), "side");
    /// ```
    #[must_use]
    pub const fn code(&self) -> &'static str {
        self.kind.code()
    }

    /// The byte offset of the fault: in the FEN text when reading, in the
    /// canonical FEEN string of the position when writing.
    #[must_use]
    pub const fn offset(&self) -> usize {
        self.offset
    }

    /// `true` when the error comes from writing a position as FEN (the
    /// offset is then in the FEEN string), `false` when reading a FEN.
    #[must_use]
    pub const fn is_unexpressible(&self) -> bool {
        self.kind.is_unexpressible()
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let dialect = self.game.dialect();
        if self.kind.is_unexpressible() {
            write!(
                f,
                "{dialect} cannot express {} at FEEN byte {}",
                self.kind, self.offset
            )
        } else {
            write!(
                f,
                "invalid {dialect}: {} at byte {}",
                self.kind, self.offset
            )?;
            if let Some(found) = self.kind.found() {
                write!(f, ", found {found}")?;
            }
            Ok(())
        }
    }
}

impl core::error::Error for Error {}

/// A field of a FEN record.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Field {
    /// The piece placement.
    Board,
    /// The side to move.
    Side,
    /// The castling rights (chess).
    Castling,
    /// The en-passant target square (chess).
    EnPassant,
    /// The pieces in hand (shogi).
    Hands,
    /// The halfmove clock.
    HalfmoveClock,
    /// The move number (fullmove number; SFEN's move count).
    MoveNumber,
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Board => "piece placement",
            Self::Side => "side to move",
            Self::Castling => "castling",
            Self::EnPassant => "en-passant",
            Self::Hands => "pieces in hand",
            Self::HalfmoveClock => "halfmove clock",
            Self::MoveNumber => "move number",
        })
    }
}

/// What is wrong, in words a reader of the FEN or FEEN understands.
///
/// The first group comes from reading a FEN; the second (from
/// [`ErrorKind::Style`] on) from writing a position that the dialect
/// cannot express.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ErrorKind {
    /// A field is missing: the record ends early.
    MissingField {
        /// The field expected there.
        field: Field,
    },
    /// A field follows the last one the dialect has, or fields are not
    /// separated by exactly one space.
    ExtraField {
        /// The byte found.
        found: Found,
    },
    /// A rank holds more squares than the board is wide.
    RankTooLong {
        /// The board's width.
        width: u8,
    },
    /// A rank holds fewer squares than the board is wide.
    RankTooShort {
        /// The board's width.
        width: u8,
        /// The squares the rank holds.
        found: u8,
    },
    /// The placement has another number of ranks.
    RankCount {
        /// The board's number of ranks.
        expected: u8,
    },
    /// A byte that is neither a piece letter of the game, a digit `1`–`9`
    /// nor `/` (nor `+` before a promotable shogi piece).
    Piece {
        /// The byte found.
        found: Found,
    },
    /// Two counts of empty squares in a row (`44`), which a FEN writes as one.
    AdjacentEmptyCounts,
    /// The side-to-move field is not one of the dialect's letters.
    Side {
        /// The letters the dialect accepts.
        expected: &'static str,
        /// The byte found.
        found: Found,
    },
    /// A field the dialect keeps empty (`-`) holds something else.
    NotEmpty {
        /// The field.
        field: Field,
        /// The byte found.
        found: Found,
    },
    /// The castling field holds a byte that names no castling right.
    Castling {
        /// The byte found.
        found: Found,
    },
    /// The same castling right twice, or two rights on one side of a king.
    RepeatedCastling {
        /// The byte found.
        found: Found,
    },
    /// A castling right whose side has no king on its back rank, or more
    /// than one (standard chess: not on the e-file).
    CastlingWithoutKing {
        /// The side of the right.
        side: Side,
    },
    /// A castling right naming a rook that is not there.
    CastlingWithoutRook {
        /// The right as written.
        right: u8,
    },
    /// The en-passant field is not `-` nor a square (a file, then a rank),
    /// or goes on after the square.
    EnPassant {
        /// The byte found.
        found: Found,
    },
    /// The en-passant square is not on the rank a pawn of the side that
    /// just moved crosses on its two-square advance (6 when white is to
    /// move, 3 when black is).
    EnPassantRank {
        /// The rank the square must be on.
        expected_rank: u8,
        /// The byte found where that rank's digit belongs.
        found: Found,
    },
    /// The en-passant square has no pawn that could have just advanced two
    /// squares past it.
    EnPassantWithoutPawn {
        /// The en-passant square.
        square: Square,
    },
    /// A counter is not a decimal number.
    Counter {
        /// The counter.
        field: Field,
        /// The byte found.
        found: Found,
    },
    /// A counter larger than [`u64::MAX`], the largest one read or written.
    CounterTooLarge {
        /// The counter.
        field: Field,
    },
    /// A move number of 0: FEN move numbers start at 1.
    MoveNumberZero {
        /// The byte found.
        found: Found,
    },
    /// A piece in hand that is not a droppable piece of the game.
    HandPiece {
        /// The byte found.
        found: Found,
    },
    /// A count in hand that is not 2 or more (a count too large for any
    /// board is [`ErrorKind::TooManyPieces`]).
    HandCount {
        /// The byte found.
        found: Found,
    },
    /// The same piece twice in one player's hand (SFEN counts it once).
    RepeatedHandPiece {
        /// The byte found.
        found: Found,
    },
    /// More pieces than squares: FEEN has no such position.
    TooManyPieces,

    /// The position's styles are not this game's.
    Style {
        /// The game's style letter.
        expected: char,
        /// The style letter found.
        found: char,
    },
    /// The board is not the game's board.
    Board,
    /// A piece in hand, in a game without hands.
    Hands,
    /// A piece the dialect has no letter for.
    UnknownPiece {
        /// Where.
        square: Square,
    },
    /// A piece in a state the game does not give that piece.
    State {
        /// Where.
        square: Square,
    },
    /// A derived piece (`'`): the dialect has only the game's own pieces.
    Derived {
        /// Where, or `None` in a hand.
        square: Option<Square>,
    },
    /// A pawn's state does not match its square: `+P` off its starting rank,
    /// `P` on it, or `-P` where no pawn can just have advanced two squares.
    PawnState {
        /// Where.
        square: Square,
    },
    /// Castling states that FEN cannot write: a `+R` without a `+K^` on its
    /// back rank (or the converse), two on one side of a king, a `+K^`
    /// beside another king of its side on that rank, or off the standard
    /// squares in standard chess.
    CastlingState {
        /// Where.
        square: Square,
    },
    /// More than one pawn marked `-P`.
    EnPassantState {
        /// Where.
        square: Square,
    },
    /// A piece in hand that the game cannot hold, or held by the other side.
    HandItem,
}

impl ErrorKind {
    /// `true` for the kinds that come from writing a position as FEN.
    #[must_use]
    pub const fn is_unexpressible(&self) -> bool {
        matches!(
            self,
            Self::Style { .. }
                | Self::Board
                | Self::Hands
                | Self::UnknownPiece { .. }
                | Self::State { .. }
                | Self::Derived { .. }
                | Self::PawnState { .. }
                | Self::CastlingState { .. }
                | Self::EnPassantState { .. }
                | Self::HandItem
        )
    }

    /// Every code [`code`](Self::code) returns, in declaration order.
    pub const CODES: &'static [&'static str] = &[
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
        "counter_too_large",
        "move_number_zero",
        "hand_piece",
        "hand_count",
        "repeated_hand_piece",
        "too_many_pieces",
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
    ];

    /// A short, stable, snake-case name of the kind, for programs: the
    /// `kind` of the CLI's `--json` records, Python's `ParseError.kind` and
    /// `EncodeError.kind`, JavaScript's `SashiteError.kind`
    /// (`"rank_too_long"`, `"castling_without_rook"`, …). Renaming one is a
    /// breaking change.
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            Self::MissingField { .. } => "missing_field",
            Self::ExtraField { .. } => "extra_field",
            Self::RankTooLong { .. } => "rank_too_long",
            Self::RankTooShort { .. } => "rank_too_short",
            Self::RankCount { .. } => "rank_count",
            Self::Piece { .. } => "piece",
            Self::AdjacentEmptyCounts => "adjacent_empty_counts",
            Self::Side { .. } => "side",
            Self::NotEmpty { .. } => "not_empty",
            Self::Castling { .. } => "castling",
            Self::RepeatedCastling { .. } => "repeated_castling",
            Self::CastlingWithoutKing { .. } => "castling_without_king",
            Self::CastlingWithoutRook { .. } => "castling_without_rook",
            Self::EnPassant { .. } => "en_passant",
            Self::EnPassantRank { .. } => "en_passant_rank",
            Self::EnPassantWithoutPawn { .. } => "en_passant_without_pawn",
            Self::Counter { .. } => "counter",
            Self::CounterTooLarge { .. } => "counter_too_large",
            Self::MoveNumberZero { .. } => "move_number_zero",
            Self::HandPiece { .. } => "hand_piece",
            Self::HandCount { .. } => "hand_count",
            Self::RepeatedHandPiece { .. } => "repeated_hand_piece",
            Self::TooManyPieces => "too_many_pieces",
            Self::Style { .. } => "style",
            Self::Board => "board",
            Self::Hands => "hands",
            Self::UnknownPiece { .. } => "unknown_piece",
            Self::State { .. } => "state",
            Self::Derived { .. } => "derived",
            Self::PawnState { .. } => "pawn_state",
            Self::CastlingState { .. } => "castling_state",
            Self::EnPassantState { .. } => "en_passant_state",
            Self::HandItem => "hand_item",
        }
    }
}

impl ErrorKind {
    /// The byte found at the offset, for the kinds that name one.
    #[must_use]
    pub const fn found(&self) -> Option<Found> {
        match *self {
            Self::ExtraField { found }
            | Self::Piece { found }
            | Self::Side { found, .. }
            | Self::NotEmpty { found, .. }
            | Self::Castling { found }
            | Self::RepeatedCastling { found }
            | Self::EnPassant { found }
            | Self::EnPassantRank { found, .. }
            | Self::Counter { found, .. }
            | Self::MoveNumberZero { found }
            | Self::HandPiece { found }
            | Self::HandCount { found }
            | Self::RepeatedHandPiece { found } => Some(found),
            _ => None,
        }
    }
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::MissingField { field } => write!(f, "expected the {field} field"),
            Self::ExtraField { .. } => f.write_str("expected the end of the record"),
            Self::RankTooLong { width } => write!(f, "rank longer than {width} squares"),
            Self::RankTooShort { width, found } => {
                write!(f, "rank of {found} squares, expected {width}")
            }
            Self::RankCount { expected } => write!(f, "expected {expected} ranks"),
            Self::Piece { .. } => f.write_str("expected a piece letter, a digit 1-9 or '/'"),
            Self::AdjacentEmptyCounts => f.write_str("two counts of empty squares in a row"),
            Self::Side { expected, .. } => write!(f, "expected {expected} for the side to move"),
            Self::NotEmpty { field, .. } => write!(f, "expected '-' for the {field} field"),
            Self::Castling { .. } => f.write_str("expected '-' or castling rights (KQkq or files)"),
            Self::RepeatedCastling { .. } => {
                f.write_str("castling right repeated, or a second one on the same side")
            }
            Self::CastlingWithoutKing { side } => {
                write!(
                    f,
                    "castling right without a king on {} back rank",
                    side_name(side)
                )
            }
            Self::CastlingWithoutRook { right } => {
                write!(f, "castling right '{}' names no rook", char::from(right))
            }
            Self::EnPassant { .. } => f.write_str("expected '-' or an en-passant square"),
            Self::EnPassantRank { expected_rank, .. } => {
                write!(f, "expected an en-passant square on rank {expected_rank}")
            }
            Self::EnPassantWithoutPawn { square } => {
                write!(
                    f,
                    "en-passant square {square} has no pawn that just advanced past it"
                )
            }
            Self::Counter { field, .. } => write!(f, "expected a decimal {field}"),
            Self::CounterTooLarge { field } => {
                write!(f, "expected a {field} of at most {}", u64::MAX)
            }
            Self::MoveNumberZero { .. } => f.write_str("expected a move number of 1 or more"),
            Self::HandPiece { .. } => f.write_str("expected a piece in hand"),
            Self::HandCount { .. } => f.write_str("expected a count of 2 or more"),
            Self::RepeatedHandPiece { .. } => f.write_str("piece in hand repeated"),
            Self::TooManyPieces => f.write_str("more pieces than squares"),
            Self::Style { expected, found } => {
                write!(f, "the style '{found}' (expected '{expected}')")
            }
            Self::Board => f.write_str("this board (another shape)"),
            Self::Hands => f.write_str("pieces in hand"),
            Self::UnknownPiece { square } => write!(f, "the piece on {square}"),
            Self::State { square } => write!(f, "the state of the piece on {square}"),
            Self::Derived {
                square: Some(square),
            } => write!(f, "the derived piece on {square}"),
            Self::Derived { square: None } => f.write_str("a derived piece in hand"),
            Self::PawnState { square } => {
                write!(f, "the state of the pawn on {square} (on that rank)")
            }
            Self::CastlingState { square } => {
                write!(f, "the castling state of the piece on {square}")
            }
            Self::EnPassantState { square } => {
                write!(f, "a second pawn open to en passant, on {square}")
            }
            Self::HandItem => f.write_str("this piece in hand"),
        }
    }
}

const fn side_name(side: Side) -> &'static str {
    match side {
        Side::First => "the first player's",
        Side::Second => "the second player's",
    }
}

/// The offset is in the FEN text when reading, in the position's FEEN
/// string when writing.
impl sashite_protocol::NotationError for Error {
    fn code(&self) -> &'static str {
        Self::code(self)
    }

    fn offset(&self) -> Option<usize> {
        Some(Self::offset(self))
    }
}
