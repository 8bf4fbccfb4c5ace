//! The SNN style: a proper-capitalized name and a side.

use core::fmt::{self, Write as _};
use core::str::FromStr;

use sashite_protocol::Side;

use crate::error::{NameError, ParseError};
use crate::parse;
use crate::storage::Storage;

/// A style name as SNN spells it: a name (`Chess`, `Chess960`) and the side
/// that uses it.
///
/// # Syntax
///
/// `[A-Z][A-Z0-9]*` or `[a-z][a-z0-9]*`: a letter, then letters and digits,
/// every letter in one case. Uppercase is the first side, lowercase the
/// second. The whole input must match; nothing is trimmed or re-cased.
///
/// The name is stored proper-capitalized (`CHESS960` and `chess960` both
/// have the name `Chess960`); [`Display`](fmt::Display) writes it back in
/// the side's case, so `parse(s)?.to_string() == s` for every valid `s`.
///
/// # Total ordering
///
/// By name, in byte order of the proper-capitalized names (`Chess` <
/// `Chess960` < `Shogi`), then by side (first < second). Equality is on
/// both: `CHESS` and `chess` have the same name but are different values
/// (see [`same_name`](Self::same_name)).
///
/// # Examples
///
/// ```
/// use sashite_snn::{Side, Style};
///
/// let style = Style::parse("CHESS960").expect("valid SNN");
/// assert_eq!(style.name(), "Chess960");
/// assert_eq!(style.side(), Side::First);
/// assert_eq!(style.to_string(), "CHESS960");
/// assert_eq!(style.flip().to_string(), "chess960");
///
/// assert_eq!(Style::new("Shogi", Side::Second).expect("proper name").to_string(), "shogi");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Style {
    name: Storage,
    side: Side,
}

impl Style {
    /// Builds a style from a proper-capitalized name (`Chess`, `Chess960`,
    /// `A`) and a side, as the Ruby gem's constructor takes them (the side
    /// is valid by construction).
    ///
    /// The name is taken as the attribute, not as SNN text: `"CHESS"` and
    /// `"chess"` are refused here (parse them with [`Style::parse`]).
    ///
    /// # Errors
    ///
    /// A [`NameError`] when `name` does not match `^[A-Z][a-z0-9]*$`, naming
    /// the first bad byte.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_snn::{Side, Style};
    ///
    /// let style = Style::new("Chess960", Side::First).expect("proper name");
    /// assert_eq!(style.to_string(), "CHESS960");
    /// assert!(Style::new("ChEss", Side::First).is_err());
    /// assert!(Style::new("chess", Side::Second).is_err());
    /// ```
    pub fn new(name: &str, side: Side) -> Result<Self, NameError> {
        parse::check_name(name.as_bytes())?;
        Ok(Self {
            name: Storage::proper_case(name.as_bytes()),
            side,
        })
    }

    /// Builds a style from a name in any case (`CHESS960`, `chess960`,
    /// `cHeSs960`) and a side: the name is normalized to its proper
    /// capitalization (`Chess960`). For a name taken from elsewhere, when
    /// [`Style::new`]'s strict form is too strict.
    ///
    /// # Errors
    ///
    /// A [`NameError`] when `name` does not match `^[A-Za-z][A-Za-z0-9]*$`,
    /// naming the first bad byte.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_snn::{NameError, Side, Style};
    ///
    /// let style = Style::normalized("chess960", Side::First).expect("a name");
    /// assert_eq!(style.name(), "Chess960");
    /// assert_eq!(style, Style::new("Chess960", Side::First).expect("proper name"));
    /// assert_eq!(Style::normalized("XiAnGqI", Side::Second).expect("a name").to_string(), "xiangqi");
    ///
    /// let err = Style::normalized("Chess-960", Side::First).unwrap_err();
    /// assert_eq!(err.offset(), Some(5));
    /// assert_eq!(
    ///     err.to_string(),
    ///     "invalid SNN: expected a letter or a digit in the name at byte 5, found '-'"
    /// );
    /// assert!(matches!(
    ///     Style::normalized("960chess", Side::First),
    ///     Err(NameError::ExpectedLetter { offset: 0, .. })
    /// ));
    /// ```
    pub fn normalized(name: &str, side: Side) -> Result<Self, NameError> {
        parse::check_name_in_any_case(name.as_bytes())?;
        Ok(Self {
            name: Storage::proper_case(name.as_bytes()),
            side,
        })
    }

    /// Parses one SNN name; the whole string must be the name.
    ///
    /// Allocates only for a name longer than 16 bytes.
    ///
    /// # Errors
    ///
    /// A [`ParseError`] naming the first byte that cannot belong to a name
    /// and its offset.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_snn::{ParseError, Side, Style};
    ///
    /// let style = Style::parse("chess").expect("valid SNN");
    /// assert_eq!((style.name(), style.side()), ("Chess", Side::Second));
    /// assert_eq!(Style::parse(""), Err(ParseError::Empty));
    /// assert_eq!(Style::parse("CHESS ").unwrap_err().offset(), Some(5));
    /// ```
    #[inline]
    pub fn parse(input: &str) -> Result<Self, ParseError> {
        Self::parse_bytes(input.as_bytes())
    }

    /// Parses one SNN name from bytes; the whole slice must be the name.
    ///
    /// # Errors
    ///
    /// As [`Style::parse`]; non-ASCII bytes are reported like any other bad
    /// byte.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_snn::Style;
    ///
    /// assert_eq!(Style::parse_bytes(b"XIANGQI").expect("valid").name(), "Xiangqi");
    /// assert!(Style::parse_bytes(&[b'C', 0xFF]).is_err());
    /// ```
    #[inline]
    pub fn parse_bytes(input: &[u8]) -> Result<Self, ParseError> {
        let (name, side) = parse::parse_bytes(input)?;
        Ok(Self { name, side })
    }

    /// Returns `true` when `input` is exactly one SNN name. Never allocates.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_snn::Style;
    ///
    /// assert!(Style::is_valid("CHESS"));
    /// assert!(Style::is_valid("chess960"));
    /// assert!(!Style::is_valid("Chess"));
    /// assert!(!Style::is_valid("CHESS\n"));
    /// ```
    #[must_use]
    pub const fn is_valid(input: &str) -> bool {
        parse::check(input.as_bytes()).is_ok()
    }

    /// The proper-capitalized name: first letter uppercase, other letters
    /// lowercase, digits kept (`Chess960`), whatever the side.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_snn::Style;
    ///
    /// assert_eq!(Style::parse("SHOGI").expect("valid").name(), "Shogi");
    /// assert_eq!(Style::parse("a1b2c3").expect("valid").name(), "A1b2c3");
    /// ```
    #[must_use]
    pub fn name(&self) -> &str {
        self.name.as_str()
    }

    /// The side: first for an uppercase name, second for a lowercase one.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_snn::{Side, Style};
    ///
    /// assert_eq!(Style::parse("shogi").expect("valid").side(), Side::Second);
    /// ```
    #[must_use]
    pub const fn side(&self) -> Side {
        self.side
    }

    /// Returns `true` when the style belongs to the first side (uppercase).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_snn::Style;
    ///
    /// assert!(Style::parse("CHESS").expect("valid").is_first_player());
    /// assert!(!Style::parse("chess").expect("valid").is_first_player());
    /// ```
    #[must_use]
    pub const fn is_first_player(&self) -> bool {
        self.side.is_first()
    }

    /// Returns `true` when the style belongs to the second side (lowercase).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_snn::Style;
    ///
    /// assert!(Style::parse("chess").expect("valid").is_second_player());
    /// assert!(!Style::parse("CHESS").expect("valid").is_second_player());
    /// ```
    #[must_use]
    pub const fn is_second_player(&self) -> bool {
        self.side.is_second()
    }

    /// The same name for the other side. Does not allocate.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_snn::Style;
    ///
    /// assert_eq!(Style::parse("CHESS").expect("valid").flip().to_string(), "chess");
    /// assert_eq!(Style::parse("chess").expect("valid").flip().to_string(), "CHESS");
    /// ```
    #[must_use]
    pub fn flip(self) -> Self {
        let side = self.side.flip();
        self.with_side(side)
    }

    /// The same side with another proper-capitalized name (`^[A-Z][a-z0-9]*$`,
    /// as for [`Style::new`]).
    ///
    /// # Errors
    ///
    /// A [`NameError`] when `name` does not match `^[A-Z][a-z0-9]*$`.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_snn::Style;
    ///
    /// let chess = Style::parse("CHESS").expect("valid");
    /// assert_eq!(chess.clone().with_name("Shogi").expect("proper name").to_string(), "SHOGI");
    /// assert!(chess.with_name("SHOGI").is_err());
    ///
    /// // Chaining, as in the specification.
    /// let style = Style::parse("CHESS").expect("valid").with_name("Shogi").expect("proper").flip();
    /// assert_eq!(style.to_string(), "shogi");
    /// ```
    pub fn with_name(self, name: &str) -> Result<Self, NameError> {
        if self.name.as_bytes() == name.as_bytes() {
            return Ok(self);
        }
        Self::new(name, self.side)
    }

    /// The same name with the given side. Does not allocate.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_snn::{Side, Style};
    ///
    /// let chess = Style::parse("CHESS").expect("valid");
    /// assert_eq!(chess.clone().with_side(Side::Second).to_string(), "chess");
    /// assert_eq!(chess.with_side(Side::First).to_string(), "CHESS");
    /// ```
    #[must_use]
    pub fn with_side(self, side: Side) -> Self {
        Self {
            name: self.name,
            side,
        }
    }

    /// Returns `true` when both styles have the same name, whatever their
    /// sides (names equal ignoring case).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_snn::Style;
    ///
    /// let style = |s| Style::parse(s).expect("valid");
    /// assert!(style("CHESS").same_name(&style("chess")));
    /// assert!(!style("CHESS").same_name(&style("SHOGI")));
    /// ```
    #[must_use]
    pub fn same_name(&self, other: &Self) -> bool {
        self.name == other.name
    }

    /// Returns `true` when both styles belong to the same side.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_snn::Style;
    ///
    /// let style = |s| Style::parse(s).expect("valid");
    /// assert!(style("CHESS").same_side(&style("SHOGI")));
    /// assert!(!style("CHESS").same_side(&style("chess")));
    /// ```
    #[must_use]
    pub const fn same_side(&self, other: &Self) -> bool {
        self.side as u8 == other.side as u8
    }
}

/// Writes the name in the side's case (`CHESS960`, `chess960`), without
/// allocating; width, fill, alignment and precision work as for a `str`.
///
/// # Examples
///
/// ```
/// use sashite_snn::Style;
///
/// let style = Style::parse("shogi").expect("valid");
/// assert_eq!(style.to_string(), "shogi");
/// assert_eq!(format!("[{style:>7}]"), "[  shogi]");
/// assert_eq!(format!("[{style:-^9.3}]"), "[---sho---]");
/// ```
impl fmt::Display for Style {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Names are ASCII: bytes are characters.
        let name = self.name.as_bytes();
        // `precision` keeps a prefix (bytes are characters), at most all.
        let shown = f
            .precision()
            .map_or(name, |max| name.get(..max).unwrap_or(name));
        let padding = f
            .width()
            .map_or(0, |width| width.saturating_sub(shown.len()));
        let (before, after) = match f.align() {
            Some(fmt::Alignment::Right) => (padding, 0),
            Some(fmt::Alignment::Center) => (padding / 2, padding.div_ceil(2)),
            Some(fmt::Alignment::Left) | None => (0, padding),
        };
        let fill = f.fill();
        for _ in 0..before {
            f.write_char(fill)?;
        }
        let mut buf = [0_u8; 64];
        for chunk in shown.chunks(buf.len()) {
            // Chunks are at most as long as `buf`: the fallback is never taken.
            let out = buf.get_mut(..chunk.len()).unwrap_or_default();
            for (dst, &src) in out.iter_mut().zip(chunk) {
                *dst = self.side.to_ascii_case(src);
            }
            f.write_str(core::str::from_utf8(out).map_err(|_| fmt::Error)?)?;
        }
        for _ in 0..after {
            f.write_char(fill)?;
        }
        Ok(())
    }
}

/// Parses a whole string as one name, like [`Style::parse`].
impl FromStr for Style {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Self::parse(s)
    }
}

/// Parses a whole string as one name, like [`Style::parse`].
impl TryFrom<&str> for Style {
    type Error = ParseError;

    fn try_from(s: &str) -> Result<Self, Self::Error> {
        Self::parse(s)
    }
}

/// Parses a whole byte slice as one name, like [`Style::parse_bytes`].
impl TryFrom<&[u8]> for Style {
    type Error = ParseError;

    fn try_from(bytes: &[u8]) -> Result<Self, Self::Error> {
        Self::parse_bytes(bytes)
    }
}
