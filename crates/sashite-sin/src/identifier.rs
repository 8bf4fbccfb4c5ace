//! The SIN identifier: a player's style family and side.

use core::fmt;
use core::str::FromStr;

use sashite_protocol::{Letter, Side};

use crate::encode::EncodedSin;
use crate::error::ParseError;
use crate::parse;

/// A player's style as SIN spells it: a style family (a letter) and a side
/// (the letter's case).
///
/// # Syntax
///
/// `[A-Za-z]`: exactly one ASCII letter; uppercase is the first side,
/// lowercase the second. There are 52 tokens.
///
/// # Total ordering
///
/// By letter (`A` < … < `Z`), then side (first < second).
///
/// # Examples
///
/// ```
/// use sashite_sin::{Identifier, Letter, Side};
///
/// let style = Identifier::parse("c").expect("valid SIN");
/// assert_eq!(style.letter(), Letter::C);
/// assert_eq!(style.side(), Side::Second);
/// assert_eq!(style.flip().to_string(), "C");
/// assert_eq!(style, Identifier::new(Letter::C, Side::Second));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Identifier {
    letter: Letter,
    side: Side,
}

impl Identifier {
    /// The length of every token, in bytes.
    pub const MAX_LEN: usize = 1;

    /// Builds an identifier from a style family and a side. Every
    /// combination is a valid token, so this cannot fail.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_sin::{Identifier, Letter, Side};
    ///
    /// assert_eq!(Identifier::new(Letter::J, Side::Second).to_string(), "j");
    /// ```
    #[must_use]
    pub const fn new(letter: Letter, side: Side) -> Self {
        Self { letter, side }
    }

    /// Parses one SIN token; the whole string must be the token.
    ///
    /// # Errors
    ///
    /// A [`ParseError`] naming the first bad byte and its offset.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_sin::{Identifier, ParseError};
    ///
    /// assert_eq!(Identifier::parse("S").expect("valid").to_string(), "S");
    /// assert_eq!(Identifier::parse(""), Err(ParseError::Empty));
    /// assert_eq!(Identifier::parse("CHESS").unwrap_err().offset(), Some(1));
    /// ```
    #[inline]
    pub const fn parse(input: &str) -> Result<Self, ParseError> {
        parse::parse_bytes(input.as_bytes())
    }

    /// Parses one SIN token from bytes; the whole slice must be the token.
    ///
    /// # Errors
    ///
    /// As [`Identifier::parse`].
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_sin::Identifier;
    ///
    /// assert!(Identifier::parse_bytes(b"x").is_ok());
    /// assert!(Identifier::parse_bytes(&[0xC3, 0xA9]).is_err());
    /// ```
    #[inline]
    pub const fn parse_bytes(input: &[u8]) -> Result<Self, ParseError> {
        parse::parse_bytes(input)
    }

    /// Reads the token at the start of `bytes`; see
    /// [`parse_prefix`](crate::parse_prefix).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_sin::Identifier;
    ///
    /// assert_eq!(Identifier::parse_prefix(b"s/C").map(|(id, len)| (id.to_char(), len)), Some(('s', 1)));
    /// ```
    #[inline]
    #[must_use]
    pub const fn parse_prefix(bytes: &[u8]) -> Option<(Self, usize)> {
        parse::parse_prefix(bytes)
    }

    /// Returns `true` when `input` is exactly one SIN token.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_sin::Identifier;
    ///
    /// assert!(Identifier::is_valid("S"));
    /// assert!(!Identifier::is_valid("WW"));
    /// assert!(!Identifier::is_valid("C\n"));
    /// ```
    #[inline]
    #[must_use]
    pub const fn is_valid(input: &str) -> bool {
        matches!(input.as_bytes(), [byte] if Letter::from_ascii_with_side(*byte).is_some())
    }

    /// The canonical token in an inline buffer (no allocation).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_sin::{Identifier, Letter, Side};
    ///
    /// assert_eq!(Identifier::new(Letter::X, Side::First).encode().as_str(), "X");
    /// ```
    #[must_use]
    pub const fn encode(self) -> EncodedSin {
        crate::encode::encode(self)
    }

    /// The style family: the letter, case-free.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_sin::{Identifier, Letter};
    ///
    /// assert_eq!(Identifier::parse("c").expect("valid").letter(), Letter::C);
    /// ```
    #[must_use]
    pub const fn letter(self) -> Letter {
        self.letter
    }

    /// The side: first for an uppercase letter, second for a lowercase one.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_sin::{Identifier, Side};
    ///
    /// assert_eq!(Identifier::parse("c").expect("valid").side(), Side::Second);
    /// ```
    #[must_use]
    pub const fn side(self) -> Side {
        self.side
    }

    /// The letter as written: in the side's case.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_sin::Identifier;
    ///
    /// assert_eq!(Identifier::parse("c").expect("valid").to_char(), 'c');
    /// ```
    #[must_use]
    pub const fn to_char(self) -> char {
        self.letter.to_char_cased(self.side)
    }

    /// The letter as written, as an ASCII byte.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_sin::Identifier;
    ///
    /// assert_eq!(Identifier::parse("W").expect("valid").to_ascii(), b'W');
    /// ```
    #[must_use]
    pub const fn to_ascii(self) -> u8 {
        self.letter.to_ascii_cased(self.side)
    }

    /// Returns `true` for the first side (uppercase).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_sin::Identifier;
    ///
    /// assert!(Identifier::parse("W").expect("valid").is_first_player());
    /// ```
    #[must_use]
    pub const fn is_first_player(self) -> bool {
        self.side.is_first()
    }

    /// Returns `true` for the second side (lowercase).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_sin::Identifier;
    ///
    /// assert!(Identifier::parse("w").expect("valid").is_second_player());
    /// ```
    #[must_use]
    pub const fn is_second_player(self) -> bool {
        self.side.is_second()
    }

    /// Switches to the other side, keeping the family.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_sin::Identifier;
    ///
    /// let id = |s| Identifier::parse(s).expect("valid");
    /// assert_eq!(id("W").flip(), id("w"));
    /// assert_eq!(id("w").flip().flip(), id("w"));
    /// ```
    #[must_use]
    pub const fn flip(self) -> Self {
        self.with_side(self.side.flip())
    }

    /// Replaces the style family, keeping the side (and so the case).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_sin::{Identifier, Letter};
    ///
    /// let id = |s| Identifier::parse(s).expect("valid");
    /// assert_eq!(id("W").with_letter(Letter::C), id("C"));
    /// assert_eq!(id("w").with_letter(Letter::C), id("c"));
    /// ```
    #[must_use]
    pub const fn with_letter(self, letter: Letter) -> Self {
        Self { letter, ..self }
    }

    /// Replaces the side.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_sin::{Identifier, Side};
    ///
    /// let id = |s| Identifier::parse(s).expect("valid");
    /// assert_eq!(id("C").with_side(Side::Second), id("c"));
    /// ```
    #[must_use]
    pub const fn with_side(self, side: Side) -> Self {
        Self { side, ..self }
    }

    /// Returns `true` when both have the same style family, whatever the
    /// case.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_sin::Identifier;
    ///
    /// let id = |s| Identifier::parse(s).expect("valid");
    /// assert!(id("C").same_letter(&id("c")));
    /// assert!(!id("C").same_letter(&id("S")));
    /// ```
    #[must_use]
    pub const fn same_letter(&self, other: &Self) -> bool {
        self.letter.to_ascii() == other.letter.to_ascii()
    }

    /// Returns `true` when both are the same side.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_sin::Identifier;
    ///
    /// let id = |s| Identifier::parse(s).expect("valid");
    /// assert!(id("C").same_side(&id("W")));
    /// assert!(!id("C").same_side(&id("c")));
    /// ```
    #[must_use]
    pub const fn same_side(&self, other: &Self) -> bool {
        self.side as u8 == other.side as u8
    }
}

/// Writes the canonical token, honouring width and fill.
///
/// # Examples
///
/// ```
/// use sashite_sin::Identifier;
///
/// let id = Identifier::parse("C").expect("valid");
/// assert_eq!(format!("[{id:^3}]"), "[ C ]");
/// ```
impl fmt::Display for Identifier {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.encode().as_str())
    }
}

/// Parses a whole string as one token, like [`Identifier::parse`].
impl FromStr for Identifier {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Self::parse(s)
    }
}

/// Parses a whole string as one token, like [`Identifier::parse`].
impl TryFrom<&str> for Identifier {
    type Error = ParseError;

    fn try_from(s: &str) -> Result<Self, Self::Error> {
        Self::parse(s)
    }
}

/// Parses a whole byte slice as one token, like [`Identifier::parse_bytes`].
impl TryFrom<&[u8]> for Identifier {
    type Error = ParseError;

    fn try_from(bytes: &[u8]) -> Result<Self, Self::Error> {
        Self::parse_bytes(bytes)
    }
}
