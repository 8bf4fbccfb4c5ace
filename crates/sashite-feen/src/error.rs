//! Why a string is not FEEN, and where; why a position cannot be written.

use core::fmt;

use sashite_epin::Found;

/// The error of reading a string that is not a FEEN position.
///
/// The variants are the categories of the FEEN seed (`Syntax`, `Piece`,
/// `Style`, `Count`, `Bounds`, `Validation`); each carries a precise detail,
/// the byte `offset` of the offending token in the whole string and, where an
/// EPIN or SIN token failed, that crate's error as the [`source`]
/// (its offsets counted from the start of the token; its message is not
/// repeated). [`code`](Self::code) names the rule of the specification
/// that was broken.
///
/// [`source`]: core::error::Error::source
///
/// # Examples
///
/// ```
/// use sashite_feen::{ParseError, ValidationError};
///
/// let err = sashite_feen::parse("a//b / C/c").unwrap_err();
/// assert_eq!(
///     err,
///     ParseError::Validation { detail: ValidationError::DimensionalCoherence, offset: 1 },
/// );
/// assert_eq!(err.offset(), Some(1));
/// assert_eq!(err.code(), "dimensional_coherence");
/// assert_eq!(
///     err.to_string(),
///     "invalid FEEN: separator breaks dimensional coherence at byte 1",
/// );
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum ParseError {
    /// The string is empty (as every other notation says it; the rule
    /// broken is the field count).
    #[error("invalid FEEN: empty input")]
    Empty,
    /// The string is not split into the three fields correctly, or a field
    /// lacks its structure (non-ASCII byte, field count, separators,
    /// delimiters).
    #[error("invalid FEEN: {detail} at byte {offset}, found {found}")]
    Syntax {
        /// What is wrong.
        detail: SyntaxError,
        /// Byte offset of the offending byte.
        offset: usize,
        /// The byte found there, or the end of input.
        found: Found,
    },
    /// A piece is required but the bytes there are not an EPIN token.
    #[error("invalid FEEN: expected a piece token at byte {offset}, found {found}")]
    Piece {
        /// Byte offset of the first byte that cannot belong to a token.
        offset: usize,
        /// The byte found there, or the end of input.
        found: Found,
        /// EPIN's diagnosis, with offsets counted from the start of the token.
        source: Option<sashite_epin::ParseError>,
    },
    /// The style–turn field is wrong.
    #[error("invalid FEEN: {detail} at byte {offset}, found {found}")]
    Style {
        /// What is wrong.
        detail: StyleError,
        /// Byte offset of the offending byte.
        offset: usize,
        /// The byte found there, or the end of input.
        found: Found,
        /// SIN's diagnosis, with offsets in the whole string.
        source: Option<sashite_sin::ParseError>,
    },
    /// An empty-square count or a hand multiplicity is spelled wrongly.
    #[error("invalid FEEN: {detail} at byte {offset}, found {found}")]
    Count {
        /// What is wrong.
        detail: CountError,
        /// Byte offset of the first digit of the count.
        offset: usize,
        /// The byte found there.
        found: Found,
    },
    /// The string exceeds a resource limit of this implementation (see
    /// [`Limits`](crate::Limits)); it may be valid FEEN.
    #[error("invalid FEEN: implementation limit: {detail} at byte {offset}")]
    Bounds {
        /// Which limit.
        detail: BoundsError,
        /// Byte offset where the limit was exceeded.
        offset: usize,
    },
    /// The tokens are well formed but break a rule of the specification
    /// about their meaning.
    #[error("invalid FEEN: {detail} at byte {offset}")]
    Validation {
        /// Which rule.
        detail: ValidationError,
        /// Byte offset of the offending token.
        offset: usize,
    },
}

impl ParseError {
    /// The byte offset of the offending token in the whole string.
    ///
    /// `None` only for an empty input ([`ParseError::Empty`]), as in the
    /// other notations.
    ///
    /// # Examples
    ///
    /// ```
    /// let err = sashite_feen::parse("8/8 PP/ W/w").unwrap_err();
    /// assert_eq!(err.offset(), Some(5));
    /// assert_eq!(sashite_feen::parse("").unwrap_err().offset(), None);
    /// ```
    #[must_use]
    pub const fn offset(&self) -> Option<usize> {
        let mut err = *self;
        err.offset_mut().copied()
    }

    /// Where the offset of every variant but [`Empty`](Self::Empty) is.
    const fn offset_mut(&mut self) -> Option<&mut usize> {
        match self {
            Self::Empty => None,
            Self::Syntax { offset, .. }
            | Self::Piece { offset, .. }
            | Self::Style { offset, .. }
            | Self::Count { offset, .. }
            | Self::Bounds { offset, .. }
            | Self::Validation { offset, .. } => Some(offset),
        }
    }

    /// The same error at another offset (the lenient reader maps offsets
    /// of a rewritten string back to the input).
    #[cfg(feature = "alloc")]
    pub(crate) fn moved(mut self, to: impl FnOnce(usize) -> usize) -> Self {
        if let Some(offset) = self.offset_mut() {
            *offset = to(*offset);
        }
        self
    }

    /// The kind of error as a stable snake-case code, for programs: the
    /// same string in the CLI's `--json` records (`kind`), Python's
    /// `ParseError.kind` and JavaScript's `SashiteError.kind`. It is the
    /// name of the rule broken in the specification's rejection table, in
    /// snake case (`"field_count"`, `"invalid_piece_token"`,
    /// `"too_many_pieces"`, …), `"empty"` for an empty string (as in the
    /// other notations; the table files it under `FieldCount`), and for
    /// limits `"input_too_long"`, `"too_many_dimensions"`,
    /// `"too_many_squares"` and `"count_too_large"`. [`CODES`](Self::CODES)
    /// lists them all. Renaming one is a breaking change.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(sashite_feen::parse("8 / C/C").unwrap_err().code(), "styles_same_case");
    /// assert_eq!(sashite_feen::parse("k$k / C/c").unwrap_err().code(), "invalid_piece_token");
    /// assert_eq!(sashite_feen::parse("").unwrap_err().code(), "empty");
    /// ```
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match *self {
            Self::Empty => "empty",
            Self::Syntax { detail, .. } => detail.code(),
            Self::Piece { .. } => "invalid_piece_token",
            Self::Style { detail, .. } => detail.code(),
            Self::Count { detail, .. } => detail.code(),
            Self::Bounds { detail, .. } => detail.code(),
            Self::Validation { detail, .. } => detail.code(),
        }
    }

    /// Every code [`code`](Self::code) returns.
    pub const CODES: &'static [&'static str] = &[
        "empty",
        "non_ascii",
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
    ];

    /// Returns `true` when the string was rejected only because of an
    /// implementation limit ([`ParseError::Bounds`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::{Limits, View};
    ///
    /// let err = View::parse_with("256 / C/c", &Limits::UPSTREAM.with_max_squares(255)).unwrap_err();
    /// assert!(err.is_limit());
    /// ```
    #[must_use]
    pub const fn is_limit(&self) -> bool {
        matches!(self, Self::Bounds { .. })
    }
}

macro_rules! detail_enum {
    (
        $(#[$meta:meta])*
        $name:ident { $( $(#[$vmeta:meta])* $variant:ident => $code:literal, $text:literal; )* }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        #[non_exhaustive]
        pub enum $name {
            $( $(#[$vmeta])* $variant, )*
        }

        impl $name {
            /// The rule broken as a stable snake-case code: the rule's name
            /// in the specification's rejection table, in snake case.
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("use sashite_feen::", stringify!($name), ";")]
            #[doc = concat!("assert!(!", stringify!($name), "::ALL[0].code().is_empty());")]
            /// ```
            #[must_use]
            pub const fn code(self) -> &'static str {
                match self { $( Self::$variant => $code, )* }
            }

            /// Every variant, in declaration order.
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("assert!(!sashite_feen::", stringify!($name), "::ALL.is_empty());")]
            /// ```
            pub const ALL: &'static [Self] = &[ $( Self::$variant, )* ];
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(match self { $( Self::$variant => $text, )* })
            }
        }
    };
}

detail_enum! {
    /// The detail of a [`ParseError::Syntax`].
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::{ParseError, SyntaxError};
    ///
    /// let err = sashite_feen::parse("8/8 /").unwrap_err();
    /// assert!(matches!(err, ParseError::Syntax { detail: SyntaxError::FieldCount, .. }));
    /// ```
    SyntaxError {
        /// A byte is not ASCII.
        NonAscii => "non_ascii", "expected ASCII";
        /// Not exactly three fields separated by single spaces.
        FieldCount => "field_count", "expected three fields separated by single spaces";
        /// The piece placement field is empty.
        PlacementEmpty => "placement_empty", "expected a piece placement";
        /// The piece placement starts with `/`.
        PlacementStartsWithSeparator => "placement_starts_with_separator", "piece placement starts with a separator";
        /// The piece placement ends with `/`.
        PlacementEndsWithSeparator => "placement_ends_with_separator", "piece placement ends with a separator";
        /// The hands field does not contain exactly one `/`.
        HandsDelimiter => "invalid_hands_delimiter", "expected exactly one '/' in the hands field";
        /// The style–turn field does not contain exactly one `/`.
        StyleTurnDelimiter => "invalid_style_turn_delimiter", "expected exactly one '/' in the style-turn field";
    }
}

detail_enum! {
    /// The detail of a [`ParseError::Style`].
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::{ParseError, StyleError};
    ///
    /// let err = sashite_feen::parse("8 / c/c").unwrap_err();
    /// assert!(matches!(err, ParseError::Style { detail: StyleError::SameCase, offset: 6, .. }));
    /// ```
    StyleError {
        /// A side of the field is not exactly one ASCII letter.
        InvalidToken => "invalid_style_token", "expected a one-letter SIN style";
        /// Both styles have the same case.
        SameCase => "styles_same_case", "expected a style of the opposite case";
    }
}

detail_enum! {
    /// The detail of a [`ParseError::Count`].
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::{CountError, ParseError};
    ///
    /// let err = sashite_feen::parse("8 1P/ C/c").unwrap_err();
    /// assert!(matches!(err, ParseError::Count { detail: CountError::HandCount, offset: 2, .. }));
    /// ```
    CountError {
        /// An empty-square count is `0` or has a leading zero.
        EmptyCount => "invalid_empty_count", "empty-square count is zero or has a leading zero";
        /// A hand multiplicity is `0`, `1` or has a leading zero.
        HandCount => "invalid_hand_count", "hand multiplicity is 0, 1 or has a leading zero";
    }
}

detail_enum! {
    /// The detail of a [`ParseError::Validation`].
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::{ParseError, ValidationError};
    ///
    /// let err = sashite_feen::parse("K^ K/ J/j").unwrap_err();
    /// assert!(matches!(err, ParseError::Validation { detail: ValidationError::TooManyPieces, .. }));
    /// ```
    ValidationError {
        /// A separator's neighbouring structures lack separators one level
        /// shorter ([FEEN v1.0.0](https://sashite.dev/specs/feen/1.0.0/) §7.4,
        /// dimensional coherence).
        DimensionalCoherence => "dimensional_coherence", "separator breaks dimensional coherence";
        /// A piece appears twice in one hand.
        HandNotAggregated => "hand_not_aggregated", "piece repeated in a hand";
        /// Hand items are not in canonical order.
        HandNotCanonical => "hand_not_canonical", "hand item out of canonical order";
        /// More pieces (board and hands) than squares.
        TooManyPieces => "too_many_pieces", "more pieces than squares";
    }
}

/// The detail of a [`ParseError::Bounds`]: which implementation limit was
/// exceeded.
///
/// # Examples
///
/// ```
/// use sashite_feen::{BoundsError, Limits, ParseError, View};
///
/// let err = View::parse_with("8/8 / C/c", &Limits::DEFAULT.with_max_bytes(4)).unwrap_err();
/// assert_eq!(err, ParseError::Bounds { detail: BoundsError::InputTooLong { len: 9, max: 4 }, offset: 4 });
/// assert_eq!(err.to_string(), "invalid FEEN: implementation limit: input of 9 bytes, more than 4 at byte 4");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum BoundsError {
    /// The input is longer than [`Limits::max_bytes`](crate::Limits::max_bytes).
    InputTooLong {
        /// The input's length in bytes.
        len: usize,
        /// The limit.
        max: usize,
    },
    /// More dimensions than [`Limits::max_dimensions`](crate::Limits::max_dimensions).
    TooManyDimensions {
        /// The limit.
        max: usize,
    },
    /// More squares than [`Limits::max_squares`](crate::Limits::max_squares).
    TooManySquares {
        /// The limit.
        max: u128,
    },
    /// A count (or a sum of counts) does not fit in 128 bits.
    CountTooLarge,
}

impl BoundsError {
    /// Every code [`code`](Self::code) returns.
    pub const CODES: &'static [&'static str] = &[
        "input_too_long",
        "too_many_dimensions",
        "too_many_squares",
        "count_too_large",
    ];

    /// The limit as a stable snake-case code: `"input_too_long"`,
    /// `"too_many_dimensions"`, `"too_many_squares"` or `"count_too_large"`.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(sashite_feen::BoundsError::CountTooLarge.code(), "count_too_large");
    /// ```
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Self::InputTooLong { .. } => "input_too_long",
            Self::TooManyDimensions { .. } => "too_many_dimensions",
            Self::TooManySquares { .. } => "too_many_squares",
            Self::CountTooLarge => "count_too_large",
        }
    }
}

impl fmt::Display for BoundsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::InputTooLong { len, max } => write!(f, "input of {len} bytes, more than {max}"),
            Self::TooManyDimensions { max } => write!(f, "more than {max} dimensions"),
            Self::TooManySquares { max } => write!(f, "more than {max} squares"),
            Self::CountTooLarge => f.write_str("count does not fit in 128 bits"),
        }
    }
}

/// Why a position cannot be built, edited or written as FEEN.
///
/// The encoder never produces a string that `parse` would reject: every
/// edit that would break a rule of the specification (or a shape FEEN cannot
/// spell, by §7.4, dimensional coherence) returns one of these instead.
///
/// # Examples
///
/// ```
/// use sashite_feen::{EncodeError, Position};
///
/// assert_eq!(
///     Position::builder(&[1, 8]).unwrap_err(),
///     EncodeError::ShapeNotRepresentable { axis: 0 },
/// );
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum EncodeError {
    /// A shape with no dimension.
    #[error("cannot encode FEEN: empty shape")]
    EmptyShape,
    /// An axis of size 0.
    #[error("cannot encode FEEN: axis {axis} has size 0")]
    EmptyAxis {
        /// The axis, 0 for the outermost.
        axis: usize,
    },
    /// An axis other than the innermost has size 1: no separator can spell
    /// it ([FEEN v1.0.0](https://sashite.dev/specs/feen/1.0.0/) §7.4, dimensional
    /// coherence).
    #[error("cannot encode FEEN: axis {axis} of size 1 is not representable")]
    ShapeNotRepresentable {
        /// The axis, 0 for the outermost.
        axis: usize,
    },
    /// More dimensions than [`MAX_DIMENSIONS`](crate::MAX_DIMENSIONS).
    #[error("cannot encode FEEN: more than {max} dimensions")]
    TooManyDimensions {
        /// The limit.
        max: usize,
    },
    /// A count does not fit in 128 bits.
    #[error("cannot encode FEEN: count does not fit in 128 bits")]
    CountTooLarge,
    /// A flat index past the last square.
    #[error("cannot encode FEEN: square {index} out of range, the board has {squares}")]
    IndexOutOfRange {
        /// The index asked for.
        index: u128,
        /// The number of squares.
        squares: u128,
    },
    /// A board given square by square holds another number of squares
    /// than its shape.
    #[error("cannot encode FEEN: {found} squares given for a board of {expected}")]
    SquareCount {
        /// The shape's square count.
        expected: u128,
        /// The squares given.
        found: usize,
    },
    /// Coordinates that do not fit the board's shape (wrong number, or one
    /// too large).
    #[error("cannot encode FEEN: coordinates do not fit the board's shape")]
    BadCoordinates,
    /// Coordinates used on an irregular board, which has no shape.
    #[error("cannot encode FEEN: an irregular board has no coordinates")]
    IrregularBoard,
    /// No piece on the square to remove.
    #[error("cannot encode FEEN: square {index} is empty")]
    SquareEmpty {
        /// The square's flat index.
        index: u128,
    },
    /// Not enough copies of the piece in the hand.
    #[error("cannot encode FEEN: not enough copies of the piece in the hand")]
    NotInHand,
    /// A hand count of zero.
    #[error("cannot encode FEEN: count of zero")]
    ZeroCount,
    /// More pieces (board and hands) than squares.
    #[error("cannot encode FEEN: more pieces than squares")]
    TooManyPieces,
    /// Active and inactive styles of the same case.
    #[error("cannot encode FEEN: styles of the same case")]
    StylesSameCase,
    /// The string would be longer than `parse` accepts with the default
    /// [`Limits`](crate::Limits) (an implementation limit, not a FEEN
    /// rule).
    #[error("cannot encode FEEN: a string of {len} bytes, more than the {max} that parse accepts")]
    TooLong {
        /// The length the string would have, in bytes.
        len: u128,
        /// The limit.
        max: usize,
    },
}

impl EncodeError {
    /// Every code [`code`](Self::code) returns.
    pub const CODES: &'static [&'static str] = &[
        "empty_shape",
        "empty_axis",
        "shape_not_representable",
        "too_many_dimensions",
        "count_too_large",
        "index_out_of_range",
        "square_count",
        "bad_coordinates",
        "irregular_board",
        "square_empty",
        "not_in_hand",
        "zero_count",
        "too_many_pieces",
        "styles_same_case",
        "too_long",
    ];

    /// The kind of error as a stable snake-case code, for programs: the
    /// same string in the CLI's `--json` records (`kind`), Python's
    /// `EncodeError.kind` and JavaScript's `SashiteError.kind`. Renaming
    /// one is a breaking change.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::Position;
    ///
    /// assert_eq!(Position::builder(&[1, 8]).unwrap_err().code(), "shape_not_representable");
    /// ```
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            Self::EmptyShape => "empty_shape",
            Self::EmptyAxis { .. } => "empty_axis",
            Self::ShapeNotRepresentable { .. } => "shape_not_representable",
            Self::TooManyDimensions { .. } => "too_many_dimensions",
            Self::CountTooLarge => "count_too_large",
            Self::IndexOutOfRange { .. } => "index_out_of_range",
            Self::SquareCount { .. } => "square_count",
            Self::BadCoordinates => "bad_coordinates",
            Self::IrregularBoard => "irregular_board",
            Self::SquareEmpty { .. } => "square_empty",
            Self::NotInHand => "not_in_hand",
            Self::ZeroCount => "zero_count",
            Self::TooManyPieces => "too_many_pieces",
            Self::StylesSameCase => "styles_same_case",
            Self::TooLong { .. } => "too_long",
        }
    }
}

impl sashite_protocol::NotationError for ParseError {
    fn code(&self) -> &'static str {
        Self::code(self)
    }

    fn offset(&self) -> Option<usize> {
        Self::offset(self)
    }
}

impl sashite_protocol::NotationError for EncodeError {
    fn code(&self) -> &'static str {
        Self::code(self)
    }

    /// `None`: the fault is in the edit asked for, not in a text.
    fn offset(&self) -> Option<usize> {
        None
    }
}
