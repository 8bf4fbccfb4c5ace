//! [`Key`]: an identifier's dense key as a type, for boards that store
//! pieces by key.

use core::num::NonZeroU16;

use crate::Identifier;
use crate::key::IDENTIFIERS;

/// The dense [`key`](Identifier::key) of an identifier, as a value that is
/// always below [`Identifier::KEYS`]: a board that stores `Option<Key>`
/// holds each square in two bytes, and one that packs pieces by key takes
/// [`get`](Self::get) without computing it again.
///
/// Keys order as [`Identifier::key`] does: FEEN's canonical hand order
/// (letter, then uppercase first, then state `-`, `+`, none, then without
/// `^` first, then without `'` first).
///
/// # Examples
///
/// ```
/// use sashite_epin::{Identifier, Key};
///
/// let king: Identifier = "+K^".parse().expect("EPIN");
/// let key = Key::of(king);
/// assert_eq!(key.get(), king.key());
/// assert_eq!(key.identifier(), king);
/// assert_eq!(Key::new(key.get()), Some(key));
/// assert_eq!(Key::new(624), None);
/// // Stored as the key plus one, so `None` costs nothing.
/// assert_eq!(size_of::<Option<Key>>(), 2);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Key(NonZeroU16);

impl Key {
    /// The key of `piece`.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::{Identifier, Key};
    ///
    /// let pawn: Identifier = "-p'".parse().expect("EPIN");
    /// assert_eq!(Key::of(pawn).get(), pawn.key());
    /// ```
    #[must_use]
    #[inline]
    pub const fn of(piece: Identifier) -> Self {
        // A key is below 624: one more neither saturates nor is zero.
        Self(NonZeroU16::MIN.saturating_add(piece.key()))
    }

    /// The key `key`, when it is one: below [`Identifier::KEYS`].
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::{Identifier, Key};
    ///
    /// assert_eq!(Key::new(0).map(Key::identifier), Identifier::from_key(0));
    /// assert_eq!(Key::new(623).map(Key::get), Some(623));
    /// assert_eq!(Key::new(624), None);
    /// ```
    #[must_use]
    #[inline]
    pub const fn new(key: u16) -> Option<Self> {
        if (key as usize) < Identifier::KEYS {
            Some(Self(NonZeroU16::MIN.saturating_add(key)))
        } else {
            None
        }
    }

    /// The key, below [`Identifier::KEYS`].
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::{Identifier, Key};
    ///
    /// let king: Identifier = "K^".parse().expect("EPIN");
    /// assert_eq!(Key::of(king).get(), king.key());
    /// ```
    #[must_use]
    #[inline]
    pub const fn get(self) -> u16 {
        // Stored plus one: never zero, so no wrap.
        self.0.get().wrapping_sub(1)
    }

    /// The identifier of this key (as [`Identifier::from_key`], with no
    /// `None` to handle).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::{Identifier, Key};
    ///
    /// let rook: Identifier = "+r'".parse().expect("EPIN");
    /// assert_eq!(Key::of(rook).identifier(), rook);
    /// ```
    #[must_use]
    #[inline]
    pub const fn identifier(self) -> Identifier {
        // The mask keeps every key (below `KEYS`, so below 2^KEY_BITS) and
        // proves the index inside the padded table.
        #[allow(clippy::indexing_slicing)]
        IDENTIFIERS[self.get() as usize & ((1 << Identifier::KEY_BITS) - 1)]
    }
}

impl Identifier {
    /// This identifier's [`Key`]: [`key`](Self::key) as a type.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::{Identifier, Key};
    ///
    /// let king: Identifier = "k^".parse().expect("EPIN");
    /// assert_eq!(king.to_key(), Key::of(king));
    /// assert_eq!(king.to_key().identifier(), king);
    /// ```
    #[must_use]
    #[inline]
    pub const fn to_key(self) -> Key {
        Key::of(self)
    }
}

impl From<Identifier> for Key {
    /// As [`Key::of`].
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::{Identifier, Key};
    ///
    /// let king: Identifier = "K".parse().expect("EPIN");
    /// assert_eq!(Key::from(king).get(), king.key());
    /// ```
    #[inline]
    fn from(piece: Identifier) -> Self {
        Self::of(piece)
    }
}

impl From<Key> for Identifier {
    /// As [`Key::identifier`].
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::{Identifier, Key};
    ///
    /// let king: Identifier = "K".parse().expect("EPIN");
    /// assert_eq!(Identifier::from(Key::of(king)), king);
    /// ```
    #[inline]
    fn from(key: Key) -> Self {
        key.identifier()
    }
}

impl From<Key> for u16 {
    /// As [`Key::get`].
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::{Identifier, Key};
    ///
    /// let king: Identifier = "K".parse().expect("EPIN");
    /// assert_eq!(u16::from(Key::of(king)), king.key());
    /// ```
    #[inline]
    fn from(key: Key) -> Self {
        key.get()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_round_trips() {
        let mut count = 0_usize;
        for key in 0..=u16::MAX {
            let Some(typed) = Key::new(key) else {
                assert!(usize::from(key) >= Identifier::KEYS, "{key}");
                continue;
            };
            let piece = typed.identifier();
            assert_eq!(typed.get(), key);
            assert_eq!(Identifier::from_key(key), Some(piece));
            assert_eq!(piece.key(), key);
            assert_eq!(Key::of(piece), typed);
            assert_eq!(piece.to_key(), typed);
            assert_eq!(Identifier::from(typed), piece);
            assert_eq!(Key::from(piece), typed);
            assert_eq!(u16::from(typed), key);
            count = count.wrapping_add(1);
        }
        assert_eq!(count, Identifier::KEYS);
    }

    #[test]
    fn keys_order_as_identifier_keys() {
        for a in Identifier::all() {
            let b = Identifier::from_key(623_u16.wrapping_sub(a.key())).unwrap_or(a);
            assert_eq!(Key::of(a).cmp(&Key::of(b)), a.key().cmp(&b.key()));
        }
    }

    #[test]
    fn an_empty_square_costs_nothing() {
        const { assert!(size_of::<Option<Key>>() == 2) };
        const { assert!(size_of::<Key>() == 2) };
    }
}
