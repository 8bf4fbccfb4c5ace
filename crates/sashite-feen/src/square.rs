//! [`Square`]: the integer a board's reader and writer count squares in.

/// An unsigned integer that counts the squares of a board being read or
/// written: `u64` on every board of at most [`Pieces::SPAN`](crate::pieces::Pieces::SPAN)
/// squares, `u128` on the others.
// Without `alloc`, only the shape finder counts squares, with few of these.
#[cfg_attr(not(feature = "alloc"), expect(dead_code))]
pub(crate) trait Square: Copy + PartialOrd + Into<u128> {
    /// Whether a board counted in this type may have more than
    /// [`Pieces::SPAN`](crate::pieces::Pieces::SPAN) squares (and so more
    /// than one segment of pieces): only the wider type counts them.
    const PAST_SPAN: bool = size_of::<Self>() > size_of::<u64>();
    /// `square`, which the caller knows fits.
    fn of(square: u128) -> Self;
    /// The low bits of `square` that this type holds.
    fn wrap(square: u128) -> Self;
    /// The sum, which the caller knows fits.
    #[must_use]
    fn plus(self, other: Self) -> Self {
        // Computed in `u128`; the compiler narrows it back to `Self`.
        Self::of(self.into().wrapping_add(other.into()))
    }
    /// The difference, which the caller knows is not negative.
    #[must_use]
    fn minus(self, other: Self) -> Self {
        Self::of(self.into().wrapping_sub(other.into()))
    }
}

impl Square for u64 {
    fn of(square: u128) -> Self {
        debug_assert!(Self::try_from(square).is_ok(), "a square that fits");
        low_u64(square)
    }

    fn wrap(square: u128) -> Self {
        low_u64(square)
    }
}

impl Square for u128 {
    fn of(square: u128) -> Self {
        square
    }

    fn wrap(square: u128) -> Self {
        square
    }
}

/// The low 64 bits of `value` (the caller knows the rest are 0, or
/// stores them apart).
pub(crate) fn low_u64(value: u128) -> u64 {
    // Dropping the high bits is the point.
    #[allow(clippy::cast_possible_truncation)]
    let low = value as u64;
    low
}
