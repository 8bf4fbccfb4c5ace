//! Why a string is not an SNN name, and where.

use sashite_protocol::Found;

/// The error of parsing a string that is not an SNN style name.
///
/// Every positional variant carries the byte `offset` of the first byte that
/// cannot belong to a name and what was [`Found`] there. The variant names
/// what is wrong with that byte, so each class of mistake has its own
/// message.
///
/// # Examples
///
/// ```
/// use sashite_snn::{Found, ParseError, Style};
///
/// let err = Style::parse("Chess").unwrap_err();
/// assert_eq!(err, ParseError::MixedCase { offset: 1, found: Found::Byte(b'h') });
/// assert_eq!(err.offset(), Some(1));
/// assert_eq!(
///     err.to_string(),
///     "invalid SNN: mixed case: expected an uppercase letter or a digit at byte 1, found 'h'"
/// );
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum ParseError {
    /// The input is empty.
    #[error("invalid SNN: empty input")]
    Empty,
    /// The first byte is a digit (`"960CHESS"`): a name starts with a letter.
    #[error(
        "invalid SNN: leading digit at byte {offset}, found {found}; a name starts with a letter"
    )]
    LeadingDigit {
        /// Byte offset of the digit (always 0).
        offset: usize,
        /// The digit found there.
        found: Found,
    },
    /// A letter whose case differs from the first letter's (`"Chess"`,
    /// `"c9X"`): the case is the side, so a name is written in one case.
    #[error(
        "invalid SNN: mixed case: expected {} letter or a digit at byte {offset}, found {found}",
        expected_case(*.found)
    )]
    MixedCase {
        /// Byte offset of the first letter whose case breaks the run.
        offset: usize,
        /// The letter found there.
        found: Found,
    },
    /// A space, a line break or another control byte (`"CHESS\n"`).
    #[error("invalid SNN: unexpected whitespace or control byte at byte {offset}, found {found}")]
    WhitespaceOrControl {
        /// Byte offset of the whitespace or control byte.
        offset: usize,
        /// The byte found there.
        found: Found,
    },
    /// A byte of a non-ASCII character (`"ÉCHECS"`): names are ASCII.
    #[error("invalid SNN: expected ASCII at byte {offset}, found {found}")]
    NonAscii {
        /// Byte offset of the first byte of the character.
        offset: usize,
        /// The byte found there.
        found: Found,
    },
    /// Any other ASCII symbol (`-`, `_`, `+`, `^`, `'`, …): a name has only
    /// letters and digits.
    #[error(
        "invalid SNN: unexpected symbol at byte {offset}, found {found}; a name has only ASCII letters and digits"
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
    /// use sashite_snn::Style;
    ///
    /// assert_eq!(Style::parse("CHESS-960").unwrap_err().offset(), Some(5));
    /// assert_eq!(Style::parse("").unwrap_err().offset(), None);
    /// ```
    #[must_use]
    pub const fn offset(&self) -> Option<usize> {
        match *self {
            Self::Empty => None,
            Self::LeadingDigit { offset, .. }
            | Self::MixedCase { offset, .. }
            | Self::WhitespaceOrControl { offset, .. }
            | Self::NonAscii { offset, .. }
            | Self::UnexpectedSymbol { offset, .. } => Some(offset),
        }
    }

    /// Every code [`code`](Self::code) returns, in declaration order.
    pub const CODES: &'static [&'static str] = &[
        "empty",
        "leading_digit",
        "mixed_case",
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
    /// use sashite_snn::Style;
    ///
    /// assert_eq!(Style::parse("CHESS-960").unwrap_err().code(), "unexpected_symbol");
    /// ```
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            Self::Empty => "empty",
            Self::LeadingDigit { .. } => "leading_digit",
            Self::MixedCase { .. } => "mixed_case",
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
    /// use sashite_snn::{Found, Style};
    ///
    /// assert_eq!(Style::parse("CHESS\n").unwrap_err().found(), Some(Found::Byte(b'\n')));
    /// assert_eq!(Style::parse("").unwrap_err().found(), None);
    /// ```
    #[must_use]
    pub const fn found(&self) -> Option<Found> {
        match *self {
            Self::Empty => None,
            Self::LeadingDigit { found, .. }
            | Self::MixedCase { found, .. }
            | Self::WhitespaceOrControl { found, .. }
            | Self::NonAscii { found, .. }
            | Self::UnexpectedSymbol { found, .. } => Some(found),
        }
    }
}

/// The error of building a [`Style`](crate::Style) from a name that is not
/// proper-capitalized (`^[A-Z][a-z0-9]*$`, such as `Chess960`: the form the
/// Ruby gem's constructor requires, which this crate keeps).
///
/// # Examples
///
/// ```
/// use sashite_snn::{Found, NameError, Side, Style};
///
/// let err = Style::new("CHESS", Side::First).unwrap_err();
/// assert_eq!(err, NameError::ExpectedLowercaseOrDigit { offset: 1, found: Found::Byte(b'H') });
/// assert_eq!(
///     err.to_string(),
///     "invalid SNN: expected a lowercase letter or a digit in the name at byte 1, found 'H'"
/// );
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum NameError {
    /// The name is empty.
    #[error("invalid SNN: empty name")]
    Empty,
    /// The name does not start with an uppercase ASCII letter.
    #[error(
        "invalid SNN: expected an uppercase letter to start the name at byte {offset}, found {found}"
    )]
    ExpectedUppercase {
        /// Byte offset of the first byte (always 0).
        offset: usize,
        /// The byte found there.
        found: Found,
    },
    /// A byte after the first is neither a lowercase ASCII letter nor a
    /// digit.
    #[error(
        "invalid SNN: expected a lowercase letter or a digit in the name at byte {offset}, found {found}"
    )]
    ExpectedLowercaseOrDigit {
        /// Byte offset of the bad byte.
        offset: usize,
        /// The byte found there.
        found: Found,
    },
    /// The name given to [`Style::normalized`](crate::Style::normalized)
    /// does not start with an ASCII letter, of either case.
    #[error("invalid SNN: expected a letter to start the name at byte {offset}, found {found}")]
    ExpectedLetter {
        /// Byte offset of the first byte (always 0).
        offset: usize,
        /// The byte found there.
        found: Found,
    },
    /// A byte after the first of a name given to
    /// [`Style::normalized`](crate::Style::normalized) is neither an ASCII
    /// letter nor a digit.
    #[error(
        "invalid SNN: expected a letter or a digit in the name at byte {offset}, found {found}"
    )]
    ExpectedLetterOrDigit {
        /// Byte offset of the bad byte.
        offset: usize,
        /// The byte found there.
        found: Found,
    },
}

impl NameError {
    /// The byte offset of the bad byte, `None` for an empty name.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_snn::{Side, Style};
    ///
    /// assert_eq!(Style::new("Chess-960", Side::First).unwrap_err().offset(), Some(5));
    /// assert_eq!(Style::new("", Side::First).unwrap_err().offset(), None);
    /// ```
    #[must_use]
    pub const fn offset(&self) -> Option<usize> {
        match *self {
            Self::Empty => None,
            Self::ExpectedUppercase { offset, .. }
            | Self::ExpectedLowercaseOrDigit { offset, .. }
            | Self::ExpectedLetter { offset, .. }
            | Self::ExpectedLetterOrDigit { offset, .. } => Some(offset),
        }
    }

    /// Every code [`code`](Self::code) returns, in declaration order.
    pub const CODES: &'static [&'static str] = &[
        "empty",
        "expected_uppercase",
        "expected_lowercase_or_digit",
        "expected_letter",
        "expected_letter_or_digit",
    ];

    /// The kind of error as a stable snake-case code, for programs: the
    /// same string in the CLI's `--json` records (`kind`), Python's
    /// `ParseError.kind` and JavaScript's `SashiteError.kind`.
    /// Renaming one is a breaking change.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_snn::{Side, Style};
    ///
    /// assert_eq!(Style::new("CHESS", Side::First).unwrap_err().code(), "expected_lowercase_or_digit");
    /// ```
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            Self::Empty => "empty",
            Self::ExpectedUppercase { .. } => "expected_uppercase",
            Self::ExpectedLowercaseOrDigit { .. } => "expected_lowercase_or_digit",
            Self::ExpectedLetter { .. } => "expected_letter",
            Self::ExpectedLetterOrDigit { .. } => "expected_letter_or_digit",
        }
    }

    /// What was found at [`offset`](Self::offset), `None` for an empty name.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_snn::{Found, Side, Style};
    ///
    /// assert_eq!(Style::new("chess", Side::First).unwrap_err().found(), Some(Found::Byte(b'c')));
    /// ```
    #[must_use]
    pub const fn found(&self) -> Option<Found> {
        match *self {
            Self::Empty => None,
            Self::ExpectedUppercase { found, .. }
            | Self::ExpectedLowercaseOrDigit { found, .. }
            | Self::ExpectedLetter { found, .. }
            | Self::ExpectedLetterOrDigit { found, .. } => Some(found),
        }
    }
}

/// The SNN reader, for code that handles the token notations alike.
impl sashite_protocol::Token for crate::Style {
    const NOTATION: &'static str = "SNN";
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

impl sashite_protocol::NotationError for NameError {
    fn code(&self) -> &'static str {
        Self::code(self)
    }

    fn offset(&self) -> Option<usize> {
        Self::offset(self)
    }
}
