//! [`Hands`]: the pieces each player holds off the board.

use alloc::vec::Vec;
use core::cmp::Ordering;
use core::fmt;

use sashite_epin::{Identifier, Side};

use crate::tokens::HandItem;
use crate::view::View;
use crate::writer::Text;

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
#[derive(Clone, Default, PartialEq, Eq, Hash)]
pub struct Hands {
    /// The first hand's items, then the second's: one vector for both.
    items: Vec<HandItem>,
    /// The number of items of the first hand.
    split: usize,
}

impl fmt::Debug for Hands {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Hands")
            .field("first", &self.items(Side::First))
            .field("second", &self.items(Side::Second))
            .finish()
    }
}

/// The canonical order of hand items.
pub(crate) fn canonical(a: &HandItem, b: &HandItem) -> Ordering {
    b.count
        .cmp(&a.count)
        .then_with(|| a.piece.key().cmp(&b.piece.key()))
}

impl Hands {
    /// The hands of a valid position, their vector sized once.
    #[inline]
    pub(crate) fn of_valid(view: &View<'_>) -> Self {
        let scan = view.scan();
        // Empty hands (the common case) are not read.
        if scan.first_items == 0 && scan.second_items == 0 {
            return Self::default();
        }
        let mut items = Vec::with_capacity(scan.first_items.saturating_add(scan.second_items));
        let mut split = 0;
        for side in [Side::First, Side::Second] {
            // Left at where the second hand starts.
            split = items.len();
            // Not `extend`: more instructions in `instructions_feen`.
            for item in view.hand(side) {
                items.push(item);
            }
        }
        Self { items, split }
    }

    /// The hands of the first hand's `items` and the `second` hand's, each
    /// aggregated and in canonical order.
    pub(crate) fn of_sorted(mut items: Vec<HandItem>, second: Vec<HandItem>) -> Self {
        let split = items.len();
        items.extend(second);
        Self { items, split }
    }

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
    // Cannot panic: every constructor splits the items inside them.
    #[allow(clippy::missing_panics_doc)]
    pub fn items(&self, side: Side) -> &[HandItem] {
        let halves = self.items.split_at_checked(self.split);
        let (first, second) = halves.expect("the split between the hands is inside the items");
        match side {
            Side::First => first,
            Side::Second => second,
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
    // Cannot panic: parsing and editing keep the pieces below the square count.
    #[allow(clippy::missing_panics_doc)]
    pub fn piece_count(&self) -> u128 {
        // At most the square count (parsing and editing check it): exact.
        let total = self.total();
        total.expect("the hands hold at most the square count, a u128")
    }

    /// The number of pieces in both hands; `None` past `u128`.
    pub(crate) fn total(&self) -> Option<u128> {
        self.items
            .iter()
            .try_fold(0, |total: u128, item| total.checked_add(item.count))
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

    /// Sets the count of `piece` in one hand (0 removes it), keeping the
    /// canonical order.
    pub(crate) fn set(&mut self, side: Side, piece: Identifier, count: u128) {
        // The split moves with the first hand's length.
        let first = usize::from(side == Side::First);
        let start = if side == Side::First { 0 } else { self.split };
        // Offsets inside the vector: the sums stay below its length.
        if let Some(at) = self.items(side).iter().position(|item| item.piece == piece) {
            self.items.remove(start.saturating_add(at));
            self.split = self.split.saturating_sub(first);
        }
        if count > 0 {
            let item = HandItem { piece, count };
            let at = self
                .items(side)
                .partition_point(|other| canonical(other, &item).is_lt());
            self.items.insert(start.saturating_add(at), item);
            self.split = self.split.saturating_add(first);
        }
    }

    /// Writes the hands field.
    pub(crate) fn write_text<W: fmt::Write>(&self, out: &mut Text<'_, W>) -> fmt::Result {
        // The `/` goes before the second hand's first item, or last if it has none.
        for (i, item) in self.items.iter().enumerate() {
            if i == self.split {
                out.byte(b'/')?;
            }
            if item.count > 1 {
                out.count(item.count)?;
            }
            out.piece(item.piece)?;
        }
        if self.split == self.items.len() {
            out.byte(b'/')?;
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
        let mut out = Text::new(f);
        self.write_text(&mut out)?;
        out.flush()
    }
}

#[cfg(test)]
mod tests {
    use alloc::format;
    use alloc::string::ToString;
    use alloc::vec::Vec;

    use super::*;
    use crate::View;

    /// The hands of `input` as the view reads them.
    fn from_view(input: &str) -> (Vec<HandItem>, Vec<HandItem>) {
        let view = View::parse(input).unwrap();
        (
            view.hand(Side::First).collect(),
            view.hand(Side::Second).collect(),
        )
    }

    #[test]
    fn hands_read_as_the_view_reads_them() {
        for hands in [
            "/",
            "P/",
            "/p",
            "2PS/p",
            "12P3B2pK^+P/",
            "3P2B/2p+k^'-r'",
            "-K^'+K^'K^'/-k^'+k^'k^'",
            "99P9Q2R/10p",
            "340282366920938463463374607431768211454P/",
            "Z'/-a",
        ] {
            let input = format!("340282366920938463463374607431768211455 {hands} C/c");
            let position = crate::Position::parse(&input).unwrap();
            let (first, second) = from_view(&input);
            assert_eq!(position.hands().items(Side::First), &first[..], "{hands}");
            assert_eq!(position.hands().items(Side::Second), &second[..], "{hands}");
            assert_eq!(position.hands().to_string(), hands);
        }
    }

    #[test]
    fn editing_one_hand_keeps_the_other() {
        let pawn: Identifier = "P".parse().unwrap();
        let rival: Identifier = "p".parse().unwrap();
        let bishop: Identifier = "B".parse().unwrap();
        let mut hands = Hands::default();
        hands.set(Side::Second, rival, 2);
        hands.set(Side::First, pawn, 1);
        hands.set(Side::First, bishop, 3);
        assert_eq!(hands.to_string(), "3BP/2p");
        hands.set(Side::First, pawn, 4);
        assert_eq!(hands.to_string(), "4P3B/2p");
        hands.set(Side::Second, rival, 0);
        assert_eq!(hands.to_string(), "4P3B/");
        hands.set(Side::First, bishop, 0);
        hands.set(Side::Second, bishop, 1);
        assert_eq!(hands.to_string(), "4P/B");
        hands.set(Side::First, pawn, 0);
        assert_eq!(hands.to_string(), "/B");
        assert_eq!(hands.items(Side::First), &[]);
        assert_eq!(
            format!("{hands:?}"),
            format!(
                "Hands {{ first: [], second: {:?} }}",
                hands.items(Side::Second)
            )
        );
        // Equal hands, however they were reached.
        let mut other = Hands::default();
        other.set(Side::Second, bishop, 1);
        assert_eq!(hands, other);
    }
}
