//! [`Styles`]: the style–turn field of an owned position.

use core::fmt;

use sashite_epin::Side;
use sashite_sin::Identifier as Style;

/// The styles of both players and whose turn it is.
///
/// The two styles always have opposite cases: the uppercase one is the first
/// player's, the lowercase one the second player's.
///
/// # Examples
///
/// ```
/// use sashite_feen::{Position, Side};
///
/// let position = Position::parse("8 / c/W").expect("valid");
/// let styles = position.styles();
/// assert_eq!(styles.active().to_char(), 'c');
/// assert_eq!(styles.first().to_char(), 'W');
/// assert_eq!(styles.active_side(), Side::Second);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Styles {
    pub(crate) active: Style,
    pub(crate) inactive: Style,
}

impl Styles {
    /// The style of the side to move.
    ///
    /// # Examples
    ///
    /// ```
    /// let position = sashite_feen::Position::parse("8 / C/m").expect("valid");
    /// assert_eq!(position.styles().active().to_char(), 'C');
    /// ```
    #[must_use]
    pub const fn active(&self) -> Style {
        self.active
    }

    /// The style of the side not to move.
    ///
    /// # Examples
    ///
    /// ```
    /// let position = sashite_feen::Position::parse("8 / C/m").expect("valid");
    /// assert_eq!(position.styles().inactive().to_char(), 'm');
    /// ```
    #[must_use]
    pub const fn inactive(&self) -> Style {
        self.inactive
    }

    /// The first player's style (uppercase).
    ///
    /// # Examples
    ///
    /// ```
    /// let position = sashite_feen::Position::parse("8 / m/C").expect("valid");
    /// assert_eq!(position.styles().first().to_char(), 'C');
    /// ```
    #[must_use]
    pub const fn first(&self) -> Style {
        match self.active.side() {
            Side::First => self.active,
            Side::Second => self.inactive,
        }
    }

    /// The second player's style (lowercase).
    ///
    /// # Examples
    ///
    /// ```
    /// let position = sashite_feen::Position::parse("8 / m/C").expect("valid");
    /// assert_eq!(position.styles().second().to_char(), 'm');
    /// ```
    #[must_use]
    pub const fn second(&self) -> Style {
        match self.active.side() {
            Side::First => self.inactive,
            Side::Second => self.active,
        }
    }

    /// The side to move.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::{Position, Side};
    ///
    /// assert_eq!(Position::parse("8 / m/C").expect("valid").styles().active_side(), Side::Second);
    /// ```
    #[must_use]
    pub const fn active_side(&self) -> Side {
        self.active.side()
    }

    /// The side not to move.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::{Position, Side};
    ///
    /// assert_eq!(Position::parse("8 / m/C").expect("valid").styles().inactive_side(), Side::First);
    /// ```
    #[must_use]
    pub const fn inactive_side(&self) -> Side {
        self.inactive.side()
    }
}

/// The style–turn field, as in the position's FEEN string: the active
/// style, `/`, the inactive one.
///
/// # Examples
///
/// ```
/// let position = sashite_feen::Position::parse("8 / c/W").expect("valid");
/// assert_eq!(position.styles().to_string(), "c/W");
/// ```
impl fmt::Display for Styles {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.active.to_char(), self.inactive.to_char())
    }
}
