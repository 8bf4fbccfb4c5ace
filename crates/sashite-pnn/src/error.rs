//! Why a string is not a PNN name, and where.

use sashite_protocol::Found;

/// The error of parsing a string that is not a PNN piece name.
///
/// Every positional variant carries the byte `offset` of the first byte that
/// cannot belong to a name (or the input's length when the input ends too
/// soon) and what was [`Found`] there. The variant names what is wrong with
/// that byte, so each class of mistake has its own message. One refinement:
/// a `^` followed by letters (`"K^ING"`) is reported at the `^`, the byte
/// that is out of place.
///
/// # Examples
///
/// ```
/// use sashite_pnn::{Found, Name, ParseError};
///
/// let err = Name::parse("King").unwrap_err();
/// assert_eq!(err, ParseError::MixedCase { offset: 1, found: Found::Byte(b'i') });
/// assert_eq!(err.offset(), Some(1));
/// assert_eq!(
///     err.to_string(),
///     "invalid PNN: mixed case: expected an uppercase letter at byte 1, found 'i'"
/// );
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum ParseError {
    /// The input is empty.
    #[error("invalid PNN: empty input")]
    Empty,
    /// A state modifier with no name after it (`"+"`, `"-"`).
    #[error("invalid PNN: expected an ASCII letter at byte {offset}, found {found}")]
    ExpectedLetter {
        /// Byte offset just after the modifier.
        offset: usize,
        /// What was found there (the end of the input).
        found: Found,
    },
    /// A letter whose case differs from the name's first letter (`"King"`):
    /// the case is the side, so a name is written in one case.
    #[error(
        "invalid PNN: mixed case: expected {} letter at byte {offset}, found {found}",
        expected_case(*.found)
    )]
    MixedCase {
        /// Byte offset of the first letter whose case breaks the run.
        offset: usize,
        /// The letter found there.
        found: Found,
    },
    /// A digit (`"KING1"`, `"1KING"`): a name has only letters.
    #[error(
        "invalid PNN: unexpected digit at byte {offset}, found {found}; a name has only ASCII letters"
    )]
    Digit {
        /// Byte offset of the digit.
        offset: usize,
        /// The digit found there.
        found: Found,
    },
    /// A `+` or `-` anywhere but first, or a second one (`"+-KING"`,
    /// `"king-"`, `"KI+NG"`).
    #[error(
        "invalid PNN: misplaced state modifier at byte {offset}, found {found}; '+' or '-' may only come first, once"
    )]
    MisplacedModifier {
        /// Byte offset of the modifier.
        offset: usize,
        /// The modifier found there.
        found: Found,
    },
    /// A `^` anywhere but last after the name, or a second one (`"^KING"`,
    /// `"KI^NG"`, `"KING^^"`, `"+^KING"`).
    #[error(
        "invalid PNN: misplaced terminal marker at byte {offset}, found {found}; '^' may only come last, once, after the name"
    )]
    MisplacedTerminal {
        /// Byte offset of the marker.
        offset: usize,
        /// The marker found there.
        found: Found,
    },
    /// A space, a line break or another control byte (`"KING\n"`).
    #[error("invalid PNN: unexpected whitespace or control byte at byte {offset}, found {found}")]
    WhitespaceOrControl {
        /// Byte offset of the whitespace or control byte.
        offset: usize,
        /// The byte found there.
        found: Found,
    },
    /// A byte of a non-ASCII character (`"王"`, `"♔KING"`): names are ASCII.
    #[error("invalid PNN: expected ASCII at byte {offset}, found {found}")]
    NonAscii {
        /// Byte offset of the first byte of the character.
        offset: usize,
        /// The byte found there.
        found: Found,
    },
    /// Any other ASCII symbol (`_`, `'`, `!`, …).
    #[error(
        "invalid PNN: unexpected symbol at byte {offset}, found {found}; a name has only ASCII letters"
    )]
    UnexpectedSymbol {
        /// Byte offset of the symbol.
        offset: usize,
        /// The symbol found there.
        found: Found,
    },
}

/// The case a mixed-case name expected: the other one than `found`'s.
const fn expected_case(found: Found) -> &'static str {
    match found {
        Found::Byte(b'a'..=b'z') => "an uppercase",
        Found::Byte(b'A'..=b'Z') => "a lowercase",
        _ => "a same-case",
    }
}

impl ParseError {
    /// The byte offset of the first bad byte, `None` for an empty input.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pnn::Name;
    ///
    /// assert_eq!(Name::parse("KING^^").unwrap_err().offset(), Some(5));
    /// assert_eq!(Name::parse("+").unwrap_err().offset(), Some(1));
    /// assert_eq!(Name::parse("").unwrap_err().offset(), None);
    /// ```
    #[must_use]
    pub const fn offset(&self) -> Option<usize> {
        match *self {
            Self::Empty => None,
            Self::ExpectedLetter { offset, .. }
            | Self::MixedCase { offset, .. }
            | Self::Digit { offset, .. }
            | Self::MisplacedModifier { offset, .. }
            | Self::MisplacedTerminal { offset, .. }
            | Self::WhitespaceOrControl { offset, .. }
            | Self::NonAscii { offset, .. }
            | Self::UnexpectedSymbol { offset, .. } => Some(offset),
        }
    }

    /// Every code [`code`](Self::code) returns, in declaration order.
    pub const CODES: &'static [&'static str] = &[
        "empty",
        "expected_letter",
        "mixed_case",
        "digit",
        "misplaced_modifier",
        "misplaced_terminal",
        "whitespace_or_control",
        "non_ascii",
        "unexpected_symbol",
    ];

    /// The kind of error as a stable snake-case code, for programs: the
    /// same string in the CLI's `--json` records (`kind`), Python's
    /// `ParseError.kind` and JavaScript's `SashiteError.kind`.
    /// Renaming one is a breaking change.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pnn::Name;
    ///
    /// assert_eq!(Name::parse("KING^^").unwrap_err().code(), "misplaced_terminal");
    /// ```
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            Self::Empty => "empty",
            Self::ExpectedLetter { .. } => "expected_letter",
            Self::MixedCase { .. } => "mixed_case",
            Self::Digit { .. } => "digit",
            Self::MisplacedModifier { .. } => "misplaced_modifier",
            Self::MisplacedTerminal { .. } => "misplaced_terminal",
            Self::WhitespaceOrControl { .. } => "whitespace_or_control",
            Self::NonAscii { .. } => "non_ascii",
            Self::UnexpectedSymbol { .. } => "unexpected_symbol",
        }
    }

    /// What was found at [`offset`](Self::offset), `None` for an empty
    /// input.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pnn::{Found, Name};
    ///
    /// assert_eq!(Name::parse("KING1").unwrap_err().found(), Some(Found::Byte(b'1')));
    /// assert_eq!(Name::parse("-").unwrap_err().found(), Some(Found::EndOfInput));
    /// ```
    #[must_use]
    pub const fn found(&self) -> Option<Found> {
        match *self {
            Self::Empty => None,
            Self::ExpectedLetter { found, .. }
            | Self::MixedCase { found, .. }
            | Self::Digit { found, .. }
            | Self::MisplacedModifier { found, .. }
            | Self::MisplacedTerminal { found, .. }
            | Self::WhitespaceOrControl { found, .. }
            | Self::NonAscii { found, .. }
            | Self::UnexpectedSymbol { found, .. } => Some(found),
        }
    }
}

/// The PNN reader, for code that handles the token notations alike.
impl sashite_protocol::Token for crate::Name {
    const NOTATION: &'static str = "PNN";
    type Error = ParseError;

    fn parse_bytes(input: &[u8]) -> Result<Self, ParseError> {
        Self::parse_bytes(input)
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
