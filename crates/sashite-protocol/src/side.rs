//! The two sides of a match.

/// One of the two sides of a match.
///
/// Every Sashité notation spells the side by letter case: uppercase is
/// [`Side::First`], lowercase is [`Side::Second`].
///
/// # Total ordering
///
/// `First < Second`.
///
/// # Examples
///
/// ```
/// use sashite_protocol::Side;
///
/// assert_eq!(Side::from_ascii_case(b'K'), Some(Side::First));
/// assert_eq!(Side::First.flip(), Side::Second);
/// assert_eq!(Side::Second.to_ascii_case(b'Q'), b'q');
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Side {
    /// The first side, spelled in uppercase.
    First = 0,
    /// The second side, spelled in lowercase.
    Second = 1,
}

impl Side {
    /// Both sides, first then second.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_protocol::Side;
    ///
    /// assert_eq!(Side::ALL, [Side::First, Side::Second]);
    /// ```
    pub const ALL: [Self; 2] = [Self::First, Self::Second];

    /// Returns the other side.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_protocol::Side;
    ///
    /// assert_eq!(Side::First.flip(), Side::Second);
    /// assert_eq!(Side::Second.flip(), Side::First);
    /// ```
    #[must_use]
    pub const fn flip(self) -> Self {
        match self {
            Self::First => Self::Second,
            Self::Second => Self::First,
        }
    }

    /// Returns `true` for [`Side::First`].
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_protocol::Side;
    ///
    /// assert!(Side::First.is_first());
    /// assert!(!Side::Second.is_first());
    /// ```
    #[must_use]
    pub const fn is_first(self) -> bool {
        matches!(self, Self::First)
    }

    /// Returns `true` for [`Side::Second`].
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_protocol::Side;
    ///
    /// assert!(Side::Second.is_second());
    /// assert!(!Side::First.is_second());
    /// ```
    #[must_use]
    pub const fn is_second(self) -> bool {
        matches!(self, Self::Second)
    }

    /// The side an ASCII letter's case denotes: uppercase is first, lowercase
    /// is second, anything else is `None`.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_protocol::Side;
    ///
    /// assert_eq!(Side::from_ascii_case(b'C'), Some(Side::First));
    /// assert_eq!(Side::from_ascii_case(b'c'), Some(Side::Second));
    /// assert_eq!(Side::from_ascii_case(b'1'), None);
    /// ```
    #[must_use]
    pub const fn from_ascii_case(byte: u8) -> Option<Self> {
        match byte {
            b'A'..=b'Z' => Some(Self::First),
            b'a'..=b'z' => Some(Self::Second),
            _ => None,
        }
    }

    /// The side a character's case denotes; only ASCII letters have one (no
    /// Unicode case folding: `'é'` and the Kelvin sign give `None`).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_protocol::Side;
    ///
    /// assert_eq!(Side::from_char_case('s'), Some(Side::Second));
    /// assert_eq!(Side::from_char_case('\u{212A}'), None);
    /// ```
    #[must_use]
    pub const fn from_char_case(c: char) -> Option<Self> {
        if c.is_ascii() {
            #[allow(clippy::cast_possible_truncation)] // ASCII fits in a byte
            Self::from_ascii_case(c as u8)
        } else {
            None
        }
    }

    /// Rewrites an ASCII letter in this side's case; other bytes are returned
    /// unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_protocol::Side;
    ///
    /// assert_eq!(Side::First.to_ascii_case(b'k'), b'K');
    /// assert_eq!(Side::Second.to_ascii_case(b'K'), b'k');
    /// assert_eq!(Side::Second.to_ascii_case(b'+'), b'+');
    /// ```
    #[must_use]
    pub const fn to_ascii_case(self, byte: u8) -> u8 {
        match self {
            Self::First => byte.to_ascii_uppercase(),
            Self::Second => byte.to_ascii_lowercase(),
        }
    }

    /// Rewrites a character in this side's case (ASCII letters only; other
    /// characters are returned unchanged).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_protocol::Side;
    ///
    /// assert_eq!(Side::First.to_char_case('r'), 'R');
    /// assert_eq!(Side::Second.to_char_case('é'), 'é');
    /// ```
    #[must_use]
    pub const fn to_char_case(self, c: char) -> char {
        match self {
            Self::First => c.to_ascii_uppercase(),
            Self::Second => c.to_ascii_lowercase(),
        }
    }

    /// The side's name as the specifications write it: `"first"` or
    /// `"second"`.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_protocol::Side;
    ///
    /// assert_eq!(Side::First.as_str(), "first");
    /// assert_eq!(Side::Second.to_string(), "second");
    /// ```
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::First => "first",
            Self::Second => "second",
        }
    }
}

/// Writes `first` or `second`, honouring width and fill.
impl core::fmt::Display for Side {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.pad(self.as_str())
    }
}
