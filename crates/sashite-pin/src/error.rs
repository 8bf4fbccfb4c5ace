//! Why a string is not a PIN token, and where.

use sashite_protocol::Found;

/// The error of parsing a string that is not a PIN token.
///
/// Every positional variant carries the byte `offset` of the first byte that
/// cannot belong to a token (or the input's length when the input ends too
/// soon) and what was [`Found`] there. The variants name what the grammar
/// expected at that position. A PIN error always lies within the first four
/// bytes, so offsets are stored as `u8`, which keeps `Result<Identifier,
/// ParseError>` four bytes, returned in one register;
/// [`offset`](Self::offset) gives a `usize`.
///
/// # Examples
///
/// ```
/// use sashite_pin::{Found, Identifier, ParseError};
///
/// let err = Identifier::parse("++K").unwrap_err();
/// assert_eq!(err, ParseError::ExpectedLetter { offset: 1, found: Found::Byte(b'+') });
/// assert_eq!(err.offset(), Some(1));
/// assert_eq!(err.to_string(), "invalid PIN: expected an ASCII letter at byte 1, found '+'");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
// A fixed layout (the tag, then `offset`, then `found`), which the layout
// of `Identifier` matches (see there).
#[repr(u8)]
pub enum ParseError {
    /// The input is empty.
    #[error("invalid PIN: empty input")]
    Empty,
    /// The first byte is neither a state modifier (`+`, `-`) nor a letter.
    #[error("invalid PIN: expected '+', '-' or an ASCII letter at byte {offset}, found {found}")]
    ExpectedModifierOrLetter {
        /// Byte offset of the bad byte (always 0 for a standalone token).
        offset: u8,
        /// The byte found there.
        found: Found,
    },
    /// A state modifier is not followed by a letter.
    #[error("invalid PIN: expected an ASCII letter at byte {offset}, found {found}")]
    ExpectedLetter {
        /// Byte offset just after the modifier.
        offset: u8,
        /// The byte found there, or the end of the input.
        found: Found,
    },
    /// The letter is followed by something other than `^`.
    #[error("invalid PIN: expected '^' or the end of input at byte {offset}, found {found}")]
    ExpectedTerminalOrEnd {
        /// Byte offset just after the letter.
        offset: u8,
        /// The byte found there.
        found: Found,
    },
    /// The terminal marker is followed by more bytes.
    #[error("invalid PIN: expected the end of input at byte {offset}, found {found}")]
    ExpectedEnd {
        /// Byte offset just after the terminal marker.
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
    /// use sashite_pin::Identifier;
    ///
    /// assert_eq!(Identifier::parse("K^^").unwrap_err().offset(), Some(2));
    /// assert_eq!(Identifier::parse("").unwrap_err().offset(), None);
    /// ```
    #[must_use]
    pub const fn offset(&self) -> Option<usize> {
        match *self {
            Self::Empty => None,
            Self::ExpectedModifierOrLetter { offset, .. }
            | Self::ExpectedLetter { offset, .. }
            | Self::ExpectedTerminalOrEnd { offset, .. }
            | Self::ExpectedEnd { offset, .. } => Some(offset as usize),
        }
    }

    /// Every code [`code`](Self::code) returns, in declaration order.
    pub const CODES: &'static [&'static str] = &[
        "empty",
        "expected_modifier_or_letter",
        "expected_letter",
        "expected_terminal_or_end",
        "expected_end",
    ];

    /// The kind of error as a stable snake-case code, for programs: the
    /// same string in the CLI's `--json` records (`kind`), Python's
    /// `ParseError.kind` and JavaScript's `SashiteError.kind`. Renaming
    /// one is a breaking change.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pin::Identifier;
    ///
    /// assert_eq!(Identifier::parse("++K").unwrap_err().code(), "expected_letter");
    /// assert_eq!(Identifier::parse("").unwrap_err().code(), "empty");
    /// ```
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            Self::Empty => "empty",
            Self::ExpectedModifierOrLetter { .. } => "expected_modifier_or_letter",
            Self::ExpectedLetter { .. } => "expected_letter",
            Self::ExpectedTerminalOrEnd { .. } => "expected_terminal_or_end",
            Self::ExpectedEnd { .. } => "expected_end",
        }
    }

    /// What was found at [`offset`](Self::offset), `None` for an empty input.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pin::{Found, Identifier};
    ///
    /// assert_eq!(Identifier::parse("K\n").unwrap_err().found(), Some(Found::Byte(b'\n')));
    /// assert_eq!(Identifier::parse("+").unwrap_err().found(), Some(Found::EndOfInput));
    /// ```
    #[must_use]
    pub const fn found(&self) -> Option<Found> {
        match *self {
            Self::Empty => None,
            Self::ExpectedModifierOrLetter { found, .. }
            | Self::ExpectedLetter { found, .. }
            | Self::ExpectedTerminalOrEnd { found, .. }
            | Self::ExpectedEnd { found, .. } => Some(found),
        }
    }
}

/// The PIN reader, for code that handles the token notations alike.
impl sashite_protocol::Token for crate::Identifier {
    const NOTATION: &'static str = "PIN";
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
