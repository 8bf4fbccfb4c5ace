//! [`Square`]: the integer a board's reader and writer count squares in.

use crate::geometry::low_u64;

/// An unsigned integer that counts the squares of a board being read or
/// written: `u64` on every board it can count, `u128` on the others.
pub(crate) trait Square: Copy + PartialOrd + Into<u128> {
    const ZERO: Self;
    const ONE: Self;
    const MAX: Self;
    /// `square`, which the caller knows fits.
    fn of(square: u128) -> Self;
    /// The sum, which the caller knows fits.
    #[must_use]
    fn plus(self, other: Self) -> Self;
    /// The difference, which the caller knows is not negative.
    #[must_use]
    fn minus(self, other: Self) -> Self;
}

impl Square for u64 {
    const ZERO: Self = 0;
    const ONE: Self = 1;
    const MAX: Self = Self::MAX;
    fn of(square: u128) -> Self {
        debug_assert!(Self::try_from(square).is_ok(), "a square that fits");
        low_u64(square)
    }
    fn plus(self, other: Self) -> Self {
        self.wrapping_add(other)
    }
    fn minus(self, other: Self) -> Self {
        self.wrapping_sub(other)
    }
}

impl Square for u128 {
    const ZERO: Self = 0;
    const ONE: Self = 1;
    const MAX: Self = Self::MAX;
    fn of(square: u128) -> Self {
        square
    }
    fn plus(self, other: Self) -> Self {
        self.wrapping_add(other)
    }
    fn minus(self, other: Self) -> Self {
        self.wrapping_sub(other)
    }
}
