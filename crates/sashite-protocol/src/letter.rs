//! A case-free ASCII letter.

use crate::Side;

/// A case-free ASCII letter, `A` to `Z`.
///
/// It is the identity part of a token: the piece type of a PIN or EPIN token,
/// the style family of a SIN token. The case the letter is written in is not
/// part of it; that case is the [`Side`]. A `Letter` is stored uppercase.
///
/// # Total ordering
///
/// Alphabetical: `A < B < … < Z`.
///
/// # Examples
///
/// ```
/// use sashite_protocol::{Letter, Side};
///
/// assert_eq!(Letter::from_ascii(b'k'), Some(Letter::K));
/// assert_eq!(Letter::K.to_char(), 'K');
/// assert_eq!(Letter::K.to_char_cased(Side::Second), 'k');
///
/// // `Debug` shows the letter, so failed assertions read `K`, not a byte.
/// assert_eq!(format!("{:?}", Letter::K), "K");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Letter(u8);

/// The bit that sets an ASCII letter's case apart: clear in uppercase, set
/// in lowercase.
const CASE_BIT: u8 = 0x20;

impl Letter {
    /// The letter `A`.
    pub const A: Self = Self(b'A');
    /// The letter `B`.
    pub const B: Self = Self(b'B');
    /// The letter `C`.
    pub const C: Self = Self(b'C');
    /// The letter `D`.
    pub const D: Self = Self(b'D');
    /// The letter `E`.
    pub const E: Self = Self(b'E');
    /// The letter `F`.
    pub const F: Self = Self(b'F');
    /// The letter `G`.
    pub const G: Self = Self(b'G');
    /// The letter `H`.
    pub const H: Self = Self(b'H');
    /// The letter `I`.
    pub const I: Self = Self(b'I');
    /// The letter `J`.
    pub const J: Self = Self(b'J');
    /// The letter `K`.
    pub const K: Self = Self(b'K');
    /// The letter `L`.
    pub const L: Self = Self(b'L');
    /// The letter `M`.
    pub const M: Self = Self(b'M');
    /// The letter `N`.
    pub const N: Self = Self(b'N');
    /// The letter `O`.
    pub const O: Self = Self(b'O');
    /// The letter `P`.
    pub const P: Self = Self(b'P');
    /// The letter `Q`.
    pub const Q: Self = Self(b'Q');
    /// The letter `R`.
    pub const R: Self = Self(b'R');
    /// The letter `S`.
    pub const S: Self = Self(b'S');
    /// The letter `T`.
    pub const T: Self = Self(b'T');
    /// The letter `U`.
    pub const U: Self = Self(b'U');
    /// The letter `V`.
    pub const V: Self = Self(b'V');
    /// The letter `W`.
    pub const W: Self = Self(b'W');
    /// The letter `X`.
    pub const X: Self = Self(b'X');
    /// The letter `Y`.
    pub const Y: Self = Self(b'Y');
    /// The letter `Z`.
    pub const Z: Self = Self(b'Z');

    /// The 26 letters, in alphabetical order.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_protocol::Letter;
    ///
    /// assert_eq!(Letter::ALL.len(), 26);
    /// assert_eq!(Letter::ALL[0], Letter::A);
    /// ```
    pub const ALL: [Self; 26] = [
        Self::A,
        Self::B,
        Self::C,
        Self::D,
        Self::E,
        Self::F,
        Self::G,
        Self::H,
        Self::I,
        Self::J,
        Self::K,
        Self::L,
        Self::M,
        Self::N,
        Self::O,
        Self::P,
        Self::Q,
        Self::R,
        Self::S,
        Self::T,
        Self::U,
        Self::V,
        Self::W,
        Self::X,
        Self::Y,
        Self::Z,
    ];

    /// The letter an ASCII letter byte spells, in either case; `None` for
    /// every other byte.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_protocol::Letter;
    ///
    /// assert_eq!(Letter::from_ascii(b'q'), Some(Letter::Q));
    /// assert_eq!(Letter::from_ascii(b'Q'), Some(Letter::Q));
    /// assert_eq!(Letter::from_ascii(b'@'), None);
    /// ```
    #[must_use]
    #[inline]
    pub const fn from_ascii(byte: u8) -> Option<Self> {
        match Self::from_ascii_with_side(byte) {
            Some((letter, _)) => Some(letter),
            None => None,
        }
    }

    /// The letter and the side an ASCII letter byte spells (its case);
    /// `None` for every other byte. This is the decoder every token parser
    /// uses.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_protocol::{Letter, Side};
    ///
    /// assert_eq!(Letter::from_ascii_with_side(b'c'), Some((Letter::C, Side::Second)));
    /// assert_eq!(Letter::from_ascii_with_side(b'C'), Some((Letter::C, Side::First)));
    /// assert_eq!(Letter::from_ascii_with_side(b'['), None);
    /// ```
    #[must_use]
    #[inline]
    pub const fn from_ascii_with_side(byte: u8) -> Option<(Self, Side)> {
        // One range check for both cases: clearing the case bit maps `a..=z`
        // onto `A..=Z`, and no other byte lands there (the subtraction
        // wraps below `A`).
        let upper = byte & !CASE_BIT;
        if upper.wrapping_sub(b'A') >= 26 {
            return None;
        }
        let side = if byte & CASE_BIT == 0 {
            Side::First
        } else {
            Side::Second
        };
        Some((Self(upper), side))
    }

    /// The letter a character spells, in either case; only ASCII letters
    /// qualify (no Unicode case folding).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_protocol::Letter;
    ///
    /// assert_eq!(Letter::from_char('r'), Some(Letter::R));
    /// assert_eq!(Letter::from_char('\u{212A}'), None); // Kelvin sign
    /// ```
    #[must_use]
    pub const fn from_char(c: char) -> Option<Self> {
        if c.is_ascii() {
            #[allow(clippy::cast_possible_truncation)] // ASCII fits in a byte
            Self::from_ascii(c as u8)
        } else {
            None
        }
    }

    /// The letter at a zero-based alphabetical index (`0` is `A`, `25` is
    /// `Z`); `None` from 26 on.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_protocol::Letter;
    ///
    /// assert_eq!(Letter::from_index(10), Some(Letter::K));
    /// assert_eq!(Letter::from_index(26), None);
    /// ```
    #[must_use]
    pub const fn from_index(index: u8) -> Option<Self> {
        if index < 26 {
            // `index < 26`: the sum stays within `A..=Z`, it never wraps.
            Some(Self(b'A'.wrapping_add(index)))
        } else {
            None
        }
    }

    /// The zero-based alphabetical index of the letter (`A` is `0`).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_protocol::Letter;
    ///
    /// assert_eq!(Letter::A.index(), 0);
    /// assert_eq!(Letter::Z.index(), 25);
    /// ```
    #[must_use]
    pub const fn index(self) -> u8 {
        // A `Letter` always holds a byte in `A..=Z`: this never wraps.
        self.0.wrapping_sub(b'A')
    }

    /// The letter as an uppercase ASCII byte.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_protocol::Letter;
    ///
    /// assert_eq!(Letter::K.to_ascii(), b'K');
    /// ```
    #[must_use]
    pub const fn to_ascii(self) -> u8 {
        self.0
    }

    /// The letter as an uppercase `char`.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_protocol::Letter;
    ///
    /// assert_eq!(Letter::K.to_char(), 'K');
    /// ```
    #[must_use]
    pub const fn to_char(self) -> char {
        self.0 as char
    }

    /// The letter as an ASCII byte in the case of `side`: uppercase for the
    /// first side, lowercase for the second.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_protocol::{Letter, Side};
    ///
    /// assert_eq!(Letter::K.to_ascii_cased(Side::First), b'K');
    /// assert_eq!(Letter::K.to_ascii_cased(Side::Second), b'k');
    /// ```
    #[must_use]
    #[inline]
    pub const fn to_ascii_cased(self, side: Side) -> u8 {
        // A `Letter` is stored uppercase: the second side sets the case bit.
        match side {
            Side::First => self.0,
            Side::Second => self.0 | CASE_BIT,
        }
    }

    /// The letter as a `char` in the case of `side`.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_protocol::{Letter, Side};
    ///
    /// assert_eq!(Letter::R.to_char_cased(Side::Second), 'r');
    /// ```
    #[must_use]
    pub const fn to_char_cased(self, side: Side) -> char {
        self.to_ascii_cased(side) as char
    }
}

/// Writes the uppercase letter, honouring width and fill.
impl core::fmt::Display for Letter {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let buf = [self.0];
        // The byte is an ASCII letter, so the slice is always UTF-8.
        f.pad(core::str::from_utf8(&buf).map_err(|_| core::fmt::Error)?)
    }
}

/// Writes the uppercase letter alone (`K`, not `Letter(75)`), so that a
/// failed `assert_eq!` on letters, identifiers or errors reads as the token.
///
/// # Examples
///
/// ```
/// use sashite_protocol::Letter;
///
/// assert_eq!(format!("{:?}", Letter::Q), "Q");
/// assert_eq!(format!("{:?}", Some(Letter::A)), "Some(A)");
/// ```
impl core::fmt::Debug for Letter {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        core::fmt::Display::fmt(self, f)
    }
}

/// Converts an ASCII letter of either case.
///
/// # Examples
///
/// ```
/// use sashite_protocol::Letter;
///
/// assert_eq!(Letter::try_from('k'), Ok(Letter::K));
/// assert!(Letter::try_from('1').is_err());
/// ```
impl TryFrom<char> for Letter {
    type Error = NotALetter;

    fn try_from(c: char) -> Result<Self, Self::Error> {
        Self::from_char(c).ok_or(NotALetter)
    }
}

/// Converts an ASCII letter byte of either case.
///
/// # Examples
///
/// ```
/// use sashite_protocol::Letter;
///
/// assert_eq!(Letter::try_from(b'z'), Ok(Letter::Z));
/// assert!(Letter::try_from(b'{').is_err());
/// ```
impl TryFrom<u8> for Letter {
    type Error = NotALetter;

    fn try_from(byte: u8) -> Result<Self, Self::Error> {
        Self::from_ascii(byte).ok_or(NotALetter)
    }
}

/// The error of converting something that is not an ASCII letter into a
/// [`Letter`].
///
/// # Examples
///
/// ```
/// use sashite_protocol::{Letter, NotALetter};
///
/// let err = Letter::try_from('é').unwrap_err();
/// assert_eq!(err, NotALetter);
/// assert_eq!(err.to_string(), "not an ASCII letter");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct NotALetter;

impl core::fmt::Display for NotALetter {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.pad("not an ASCII letter")
    }
}

impl core::error::Error for NotALetter {}
