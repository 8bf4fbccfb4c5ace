//! Why a string is not a SIN token, and where.

use sashite_protocol::Found;

/// The error of parsing a string that is not a SIN token.
///
/// Every positional variant carries the byte `offset` of the first bad byte
/// and what was [`Found`] there. A SIN error always lies within the first two
/// bytes, so offsets are stored as `u8`; [`offset`](Self::offset) gives a
/// `usize`.
///
/// # Examples
///
/// ```
/// use sashite_sin::{Found, Identifier, ParseError};
///
/// let err = Identifier::parse("C\n").unwrap_err();
/// assert_eq!(err, ParseError::ExpectedEnd { offset: 1, found: Found::Byte(b'\n') });
/// assert_eq!(err.offset(), Some(1));
/// assert_eq!(err.to_string(), r"invalid SIN: expected the end of input at byte 1, found '\n'");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
// A fixed layout: the tag, then `offset`, then `found`.
#[repr(u8)]
pub enum ParseError {
    /// The input is empty.
    #[error("invalid SIN: empty input")]
    Empty,
    /// The first byte is not an ASCII letter.
    #[error("invalid SIN: expected an ASCII letter at byte {offset}, found {found}")]
    ExpectedLetter {
        /// Byte offset of the bad byte (always 0 for a standalone token).
        offset: u8,
        /// The byte found there.
        found: Found,
    },
    /// The letter is followed by more bytes.
    #[error("invalid SIN: expected the end of input at byte {offset}, found {found}")]
    ExpectedEnd {
        /// Byte offset just after the letter.
        offset: u8,
        /// The byte found there.
        found: Found,
    },
}

impl ParseError {
    /// The byte offset of the first bad byte, `None` for an empty input.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_sin::Identifier;
    ///
    /// assert_eq!(Identifier::parse("CC").unwrap_err().offset(), Some(1));
    /// assert_eq!(Identifier::parse("").unwrap_err().offset(), None);
    /// ```
    #[must_use]
    pub const fn offset(&self) -> Option<usize> {
        match *self {
            Self::Empty => None,
            Self::ExpectedLetter { offset, .. } | Self::ExpectedEnd { offset, .. } => {
                Some(offset as usize)
            }
        }
    }

    /// Every code [`code`](Self::code) returns, in declaration order.
    pub const CODES: &'static [&'static str] = &["empty", "expected_letter", "expected_end"];

    /// The kind of error as a stable snake-case code, for programs: the
    /// same string in the CLI's `--json` records (`kind`), Python's
    /// `ParseError.kind` and JavaScript's `SashiteError.kind`.
    /// Renaming one is a breaking change.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_sin::Identifier;
    ///
    /// assert_eq!(Identifier::parse("CC").unwrap_err().code(), "expected_end");
    /// ```
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            Self::Empty => "empty",
            Self::ExpectedLetter { .. } => "expected_letter",
            Self::ExpectedEnd { .. } => "expected_end",
        }
    }

    /// What was found at [`offset`](Self::offset), `None` for an empty input.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_sin::{Found, Identifier};
    ///
    /// assert_eq!(Identifier::parse("1").unwrap_err().found(), Some(Found::Byte(b'1')));
    /// ```
    #[must_use]
    pub const fn found(&self) -> Option<Found> {
        match *self {
            Self::Empty => None,
            Self::ExpectedLetter { found, .. } | Self::ExpectedEnd { found, .. } => Some(found),
        }
    }
}

/// The SIN reader, for code that handles the token notations alike.
impl sashite_protocol::Token for crate::Identifier {
    const NOTATION: &'static str = "SIN";
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
