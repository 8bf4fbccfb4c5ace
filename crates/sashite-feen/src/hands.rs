//! [`Hands`]: the pieces each player holds off the board.

use alloc::vec::Vec;
use core::cmp::Ordering;
use core::fmt;

use sashite_epin::{Identifier, Side};

use crate::parse::token_key;
use crate::view::HandItem;

/// The two hands of a [`Position`](crate::Position), each a multiset of EPIN
/// pieces kept in canonical order
/// ([FEEN v1.0.0](https://sashite.dev/specs/feen/1.0.0/) §8.4): larger
/// multiplicities first, then letter, uppercase before lowercase, state
/// `-` < `+` < none, `^` absent first, `'` absent first.
///
/// # Examples
///
/// ```
/// use sashite_feen::{Position, Side};
///
/// let position = Position::parse("30 12P3B2pK^+P/ C/c").expect("valid");
/// let hands = position.hands();
/// assert_eq!(hands.count(Side::First), 19);
/// assert_eq!(hands.items(Side::First).len(), 5);
/// assert_eq!(hands.count_of(Side::First, "B".parse().expect("EPIN")), 3);
/// assert!(hands.items(Side::Second).is_empty());
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct Hands {
    pub(crate) first: Vec<HandItem>,
    pub(crate) second: Vec<HandItem>,
}

/// The canonical order of hand items.
pub(crate) fn canonical(a: &HandItem, b: &HandItem) -> Ordering {
    b.count
        .cmp(&a.count)
        .then_with(|| token_key(a.piece).cmp(&token_key(b.piece)))
}

impl Hands {
    /// The items of one side's hand, in canonical order.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::{Position, Side};
    ///
    /// let position = Position::parse("8 P/2p C/c").expect("valid");
    /// assert_eq!(position.hands().items(Side::Second)[0].count(), 2);
    /// ```
    #[must_use]
    pub fn items(&self, side: Side) -> &[HandItem] {
        match side {
            Side::First => &self.first,
            Side::Second => &self.second,
        }
    }

    /// The number of pieces in one side's hand.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::{Position, Side};
    ///
    /// let position = Position::parse("8 3P2B/p C/c").expect("valid");
    /// assert_eq!(position.hands().count(Side::First), 5);
    /// ```
    #[must_use]
    pub fn count(&self, side: Side) -> u128 {
        // At most the square count (parsing and editing check it): exact.
        self.items(side)
            .iter()
            .fold(0, |total: u128, item| total.saturating_add(item.count))
    }

    /// The number of pieces in both hands.
    ///
    /// # Examples
    ///
    /// ```
    /// let position = sashite_feen::Position::parse("8 3P2B/p C/c").expect("valid");
    /// assert_eq!(position.hands().piece_count(), 6);
    /// ```
    #[must_use]
    pub fn piece_count(&self) -> u128 {
        // At most the square count: exact.
        self.count(Side::First)
            .saturating_add(self.count(Side::Second))
    }

    /// How many copies of `piece` one side holds.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::{Position, Side};
    ///
    /// let position = Position::parse("8 3P/ C/c").expect("valid");
    /// assert_eq!(position.hands().count_of(Side::First, "P".parse().expect("EPIN")), 3);
    /// assert_eq!(position.hands().count_of(Side::First, "p".parse().expect("EPIN")), 0);
    /// ```
    #[must_use]
    pub fn count_of(&self, side: Side, piece: Identifier) -> u128 {
        self.items(side)
            .iter()
            .find(|item| item.piece == piece)
            .map_or(0, |item| item.count)
    }

    pub(crate) fn items_mut(&mut self, side: Side) -> &mut Vec<HandItem> {
        match side {
            Side::First => &mut self.first,
            Side::Second => &mut self.second,
        }
    }

    /// Sets the count of `piece` in one hand (0 removes it), keeping the
    /// canonical order.
    pub(crate) fn set(&mut self, side: Side, piece: Identifier, count: u128) {
        let items = self.items_mut(side);
        items.retain(|item| item.piece != piece);
        if count > 0 {
            let item = HandItem { piece, count };
            let at = items.partition_point(|other| canonical(other, &item) == Ordering::Less);
            items.insert(at, item);
        }
    }

    pub(crate) fn write(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, items) in [&self.first, &self.second].into_iter().enumerate() {
            if i == 1 {
                f.write_str("/")?;
            }
            for item in items {
                if item.count > 1 {
                    write!(f, "{}", item.count)?;
                }
                f.write_str(item.piece.encode().as_str())?;
            }
        }
        Ok(())
    }
}

/// The hands field, as in the position's FEEN string: the first hand, `/`,
/// the second.
///
/// # Examples
///
/// ```
/// let position = sashite_feen::Position::parse("8 3P2B/p C/c").expect("valid");
/// assert_eq!(position.hands().to_string(), "3P2B/p");
/// ```
impl fmt::Display for Hands {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write(f)
    }
}
