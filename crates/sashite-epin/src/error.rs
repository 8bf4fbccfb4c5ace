//! Why a string is not an EPIN token, and where.

use sashite_pin::Found;

/// The error of parsing a string that is not an EPIN token.
///
/// Every variant but [`Empty`](Self::Empty) carries the byte `offset` of the
/// first byte that cannot belong to a token (or the input's length when the
/// input ends too soon), counted in the EPIN input. An EPIN error always
/// lies within the first five bytes, so offsets are stored as `u8`, as in
/// PIN: the whole `Result` stays small enough to return in registers.
/// [`offset`](Self::offset) gives a `usize`.
///
/// A bad PIN part is reported as [`Pin`](Self::Pin), which keeps PIN's
/// error as its [`source`](core::error::Error::source) and does not repeat
/// its message; a derivation marker in the wrong place has variants of its
/// own, whatever PIN would have said.
///
/// # Examples
///
/// ```
/// use core::error::Error as _;
/// use sashite_epin::{Found, Identifier, ParseError};
///
/// let err = Identifier::parse("K''").unwrap_err();
/// assert_eq!(err, ParseError::DoubledDerivationMarker { offset: 2 });
/// assert_eq!(err.to_string(), "invalid EPIN: doubled derivation marker at byte 2");
///
/// let err = Identifier::parse("++K'").unwrap_err();
/// assert_eq!(err.offset(), Some(1));
/// assert_eq!(err.found(), Some(Found::Byte(b'+')));
/// assert_eq!(err.to_string(), "invalid EPIN: bad PIN part at byte 1");
/// let source = err.source().expect("the PIN error");
/// assert_eq!(source.to_string(), "invalid PIN: expected an ASCII letter at byte 1, found '+'");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum ParseError {
    /// The input is empty.
    #[error("invalid EPIN: empty input")]
    Empty,
    /// The PIN part (everything before the derivation marker) is not a PIN
    /// token; PIN's own error, the [`source`](core::error::Error::source),
    /// says why, in PIN's terms. Its offset is the EPIN input's too: the
    /// PIN part starts at byte 0, so no offset is stored twice (measured:
    /// the smaller error makes `parse` about 8% faster on a mix of tokens).
    // PIN's `Empty` has no offset, and never stands under `Pin` (EPIN reports
    // its own `Empty`): 0, the start of the PIN part, if it ever did.
    #[error("invalid EPIN: bad PIN part at byte {}", .0.offset().unwrap_or(0))]
    Pin(#[source] sashite_pin::ParseError),
    /// A derivation marker stands before the letter (`'K`, `+'K`, `'`) or
    /// before the terminal marker (`K'^`).
    #[error(
        "invalid EPIN: derivation marker at byte {offset} must be last, after the letter and any '^'"
    )]
    MisplacedDerivationMarker {
        /// Byte offset of the misplaced marker.
        offset: u8,
    },
    /// A second derivation marker follows the first (`K''`).
    #[error("invalid EPIN: doubled derivation marker at byte {offset}")]
    DoubledDerivationMarker {
        /// Byte offset of the second marker.
        offset: u8,
    },
    /// The derivation marker is followed by more bytes (`K'x`, `K'\n`).
    #[error("invalid EPIN: expected the end of input at byte {offset}, found {found}")]
    ExpectedEnd {
        /// Byte offset just after the derivation marker.
        offset: u8,
        /// The byte found there.
        found: Found,
    },
}

impl ParseError {
    /// The byte offset of the first bad byte in the EPIN input, `None` for
    /// an empty input.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::Identifier;
    ///
    /// assert_eq!(Identifier::parse("K^^").unwrap_err().offset(), Some(2));
    /// assert_eq!(Identifier::parse("K'^").unwrap_err().offset(), Some(1));
    /// assert_eq!(Identifier::parse("").unwrap_err().offset(), None);
    /// ```
    #[must_use]
    pub const fn offset(&self) -> Option<usize> {
        match *self {
            Self::Empty => None,
            Self::Pin(source) => source.offset(),
            Self::MisplacedDerivationMarker { offset }
            | Self::DoubledDerivationMarker { offset }
            | Self::ExpectedEnd { offset, .. } => Some(offset as usize),
        }
    }

    /// Every code [`code`](Self::code) returns: EPIN's own and, for a bad
    /// PIN part, PIN's ([`sashite_pin::ParseError::CODES`] but `empty`).
    pub const CODES: &'static [&'static str] = &[
        "empty",
        "expected_modifier_or_letter",
        "expected_letter",
        "expected_terminal_or_end",
        "expected_end",
        "misplaced_derivation_marker",
        "doubled_derivation_marker",
    ];

    /// The kind of error as a stable snake-case code, for programs: the
    /// same string in the CLI's `--json` records (`kind`), Python's
    /// `ParseError.kind` and JavaScript's `SashiteError.kind`. A bad PIN
    /// part has PIN's code. Renaming one is a breaking change.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::Identifier;
    ///
    /// assert_eq!(Identifier::parse("K''").unwrap_err().code(), "doubled_derivation_marker");
    /// assert_eq!(Identifier::parse("++K").unwrap_err().code(), "expected_letter");
    /// ```
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            Self::Empty => "empty",
            Self::Pin(source) => source.code(),
            Self::MisplacedDerivationMarker { .. } => "misplaced_derivation_marker",
            Self::DoubledDerivationMarker { .. } => "doubled_derivation_marker",
            Self::ExpectedEnd { .. } => "expected_end",
        }
    }

    /// What was found at [`offset`](Self::offset), `None` for an empty input.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::{Found, Identifier};
    ///
    /// assert_eq!(Identifier::parse("K'\n").unwrap_err().found(), Some(Found::Byte(b'\n')));
    /// assert_eq!(Identifier::parse("'K").unwrap_err().found(), Some(Found::Byte(b'\'')));
    /// assert_eq!(Identifier::parse("+").unwrap_err().found(), Some(Found::EndOfInput));
    /// ```
    #[must_use]
    pub const fn found(&self) -> Option<Found> {
        match *self {
            Self::Empty => None,
            Self::Pin(source) => source.found(),
            Self::MisplacedDerivationMarker { .. } | Self::DoubledDerivationMarker { .. } => {
                Some(Found::Byte(b'\''))
            }
            Self::ExpectedEnd { found, .. } => Some(found),
        }
    }

    /// PIN's error for the PIN part, when that is what failed.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::{sashite_pin, Found, Identifier};
    ///
    /// let err = Identifier::parse("K+'").unwrap_err();
    /// assert_eq!(
    ///     err.pin_error(),
    ///     Some(sashite_pin::ParseError::ExpectedTerminalOrEnd { offset: 1, found: Found::Byte(b'+') })
    /// );
    /// assert_eq!(Identifier::parse("K''").unwrap_err().pin_error(), None);
    /// ```
    #[must_use]
    pub const fn pin_error(&self) -> Option<sashite_pin::ParseError> {
        match *self {
            Self::Pin(source) => Some(source),
            _ => None,
        }
    }
}

/// Wraps PIN's error as EPIN's: the PIN part of an EPIN token starts at
/// byte 0, so the offset stays right. PIN's [`Empty`](sashite_pin::ParseError::Empty)
/// becomes EPIN's own [`Empty`](ParseError::Empty), as [`parse`](crate::parse)
/// reports it; every other error becomes [`Pin`](ParseError::Pin). This lets
/// `?` carry a PIN error out of a function that returns EPIN's.
///
/// # Examples
///
/// ```
/// use sashite_epin::{sashite_pin, Identifier, ParseError};
///
/// fn native(text: &str) -> Result<Identifier, ParseError> {
///     Ok(Identifier::from_pin(sashite_pin::parse(text)?, false))
/// }
///
/// assert_eq!(native("+K^").expect("valid").to_string(), "+K^");
/// assert_eq!(native(""), Err(ParseError::Empty));
/// let err = native("K^^").unwrap_err();
/// assert_eq!(err, sashite_epin::parse("K^^").unwrap_err());
/// assert_eq!(err.offset(), Some(2));
/// ```
impl From<sashite_pin::ParseError> for ParseError {
    #[inline]
    fn from(error: sashite_pin::ParseError) -> Self {
        match error {
            sashite_pin::ParseError::Empty => Self::Empty,
            other => Self::Pin(other),
        }
    }
}

/// The EPIN reader, for code that handles the token notations alike.
impl sashite_protocol::Token for crate::Identifier {
    const NOTATION: &'static str = "EPIN";
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
