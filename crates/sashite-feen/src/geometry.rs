//! [`Geometry`]: how the squares of an owned board are cut into segments
//! and structures. A regular board keeps its shape alone (every separator
//! follows from it); an irregular board keeps its separators, 8 bytes each.

use alloc::vec::Vec;

use crate::limits::MAX_DIMENSIONS;
use crate::square::low_u64;
use crate::tokens::{Run, Tokens};

/// The segments of a board: its shape when regular, its separators
/// otherwise. Built by [`regular`](Self::regular) or
/// [`Irregular`](Self::Irregular) only, so that each shape has one form
/// and equal boards compare equal.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) enum Geometry {
    /// The shape of a board of one dimension, inline (no allocation).
    Line([u128; 1]),
    /// The shape of a board of two dimensions (nearly all of them),
    /// outermost axis first, inline.
    Plane([u128; 2]),
    /// The shape of a board of more dimensions, outermost axis first.
    Regular(Vec<u128>),
    /// The separators, in order.
    Irregular(Separators),
}

impl Geometry {
    /// The geometry of a regular board of `shape` (outermost axis first).
    pub(crate) fn regular(shape: &[u128]) -> Self {
        match shape {
            [cells] => Self::Line([*cells]),
            [rows, cells] => Self::Plane([*rows, *cells]),
            _ => Self::Regular(shape.to_vec()),
        }
    }

    /// The shape; `None` when the board is irregular.
    pub(crate) fn shape(&self) -> Option<&[u128]> {
        self.shape_or_separators().ok()
    }

    /// The shape of a regular board, the separators of an irregular one.
    pub(crate) fn shape_or_separators(&self) -> Result<&[u128], &Separators> {
        match self {
            Self::Line(shape) => Ok(shape),
            Self::Plane(shape) => Ok(shape),
            Self::Regular(shape) => Ok(shape),
            Self::Irregular(separators) => Err(separators),
        }
    }
}

/// Bits of a separator word that hold its length (1 to 64).
const LEN_BITS: u32 = 7;

/// Squares between two separators that fit in a word.
const GAP_SPAN: u128 = 1 << (u64::BITS - LEN_BITS);

/// The separators of an irregular board, each one `u64`: the squares since
/// the previous one (or since the start) and its number of `/`. A gap of
/// 2^57 squares or more (at least 18 digits of text) takes two more words.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub(crate) struct Separators {
    words: Vec<u64>,
}

impl Separators {
    /// The separators of a valid placement field.
    pub(crate) fn of(field: &[u8]) -> Self {
        let count = Tokens::new(field)
            .filter(|run| matches!(run, Run::Separator(_)))
            .count();
        let mut separators = Self {
            words: Vec::with_capacity(count),
        };
        let mut gap: u128 = 0;
        for run in Tokens::new(field) {
            // A valid placement has at most u128::MAX squares: exact sums.
            match run {
                Run::Piece(_) => gap = gap.saturating_add(1),
                Run::Empty(n) => gap = gap.saturating_add(n),
                Run::Separator(len) => separators.push(core::mem::take(&mut gap), len),
            }
        }
        separators
    }

    /// Appends a separator of `len` slashes, `gap` squares after the
    /// previous one.
    fn push(&mut self, gap: u128, len: usize) {
        let len = len as u64 & ((1 << LEN_BITS) - 1);
        if gap < GAP_SPAN {
            // `gap < 2^57`: it fits above the length bits.
            self.words.push(low_u64(gap) << LEN_BITS | len);
        } else {
            // A word of gap 0 and no length announces the two words of a
            // wide gap; the length follows them.
            self.words
                .extend([0, low_u64(gap), low_u64(gap >> 64), len]);
        }
    }

    /// The separators: (squares before it, number of `/`).
    pub(crate) fn iter(&self) -> SeparatorsIter<'_> {
        SeparatorsIter {
            words: self.words.iter(),
            square: 0,
        }
    }
}

/// The separators of [`Separators`], in order.
#[derive(Debug, Clone)]
pub(crate) struct SeparatorsIter<'a> {
    words: core::slice::Iter<'a, u64>,
    square: u128,
}

impl Iterator for SeparatorsIter<'_> {
    type Item = (u128, usize);

    fn next(&mut self) -> Option<(u128, usize)> {
        let word = *self.words.next()?;
        let (gap, len) = if word == 0 {
            let mut next = || {
                *self
                    .words
                    .next()
                    .expect("a wide gap's three words follow it")
            };
            let (low, high) = (u128::from(next()), u128::from(next()));
            (high << 64 | low, next())
        } else {
            (u128::from(word >> LEN_BITS), word & ((1 << LEN_BITS) - 1))
        };
        // Squares of the board: no overflow.
        self.square = self.square.saturating_add(gap);
        // A length is at most 64 (`LEN_BITS` of a word, or a wide gap's
        // last word): exact.
        #[allow(clippy::cast_possible_truncation)]
        Some((self.square, len as usize))
    }
}

/// The separators of a regular board, computed from its shape: one after
/// each segment but the last, as long as the structures it closes.
#[derive(Debug, Clone)]
pub(crate) struct RegularSeparators<'a> {
    /// The axes above the segments, innermost first.
    axes: &'a [u128],
    cells: u128,
    /// Segments passed in each structure, innermost first (an axis of a
    /// parsed board counts segments of its text; of a built one, at most
    /// 2^24).
    counters: [u64; MAX_DIMENSIONS],
    /// Segments left to close.
    left: u128,
    square: u128,
}

impl<'a> RegularSeparators<'a> {
    /// The separators of the board of `shape` (outermost first).
    pub(crate) fn new(shape: &'a [u128]) -> Self {
        let (cells, outer) = shape.split_last().map_or((0, &[][..]), |(&c, o)| (c, o));
        // At most the square count, which fits.
        let segments = outer.iter().try_fold(1u128, |n, &axis| n.checked_mul(axis));
        let segments = segments.expect("the outer axes multiply to at most the square count");
        Self {
            axes: outer,
            cells,
            counters: [0; MAX_DIMENSIONS],
            left: segments.saturating_sub(1),
            square: 0,
        }
    }
}

impl Iterator for RegularSeparators<'_> {
    type Item = (u128, usize);

    #[inline]
    fn next(&mut self) -> Option<(u128, usize)> {
        self.left = self.left.checked_sub(1)?;
        // A square of the board: no overflow.
        self.square = self.square.wrapping_add(self.cells);
        // Count the segment in its structure; a full structure is closed
        // (its counter restarts) and counted in the next one out. Most
        // separators close no structure: the innermost counter alone.
        if let ([counter, ..], [.., axis]) = (&mut self.counters, self.axes) {
            let next = counter.saturating_add(1);
            if u128::from(next) < *axis {
                *counter = next;
                return Some((self.square, 1));
            }
        }
        let mut len: usize = 1;
        for (counter, &axis) in self.counters.iter_mut().zip(self.axes.iter().rev()) {
            *counter = counter.saturating_add(1);
            if u128::from(*counter) < axis {
                break;
            }
            *counter = 0;
            len = len.saturating_add(1);
        }
        Some((self.square, len))
    }
}

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

    use super::*;

    #[test]
    fn every_regular_shape_reads_back_whole() {
        for shape in [&[8][..], &[8, 8], &[2, 3, 4], &[2, 2, 2, 2, 2]] {
            let geometry = Geometry::regular(shape);
            assert_eq!(geometry.shape(), Some(shape));
            assert!(geometry.shape_or_separators().is_ok());
        }
        let irregular = Geometry::Irregular(Separators::default());
        assert_eq!(irregular.shape(), None);
    }

    #[test]
    #[should_panic(expected = "a wide gap's three words follow it")]
    fn a_wide_gap_cut_short_is_a_loud_bug() {
        let separators = Separators {
            words: alloc::vec![0, 5],
        };
        let _: Vec<(u128, usize)> = separators.iter().collect();
    }

    #[test]
    fn wide_gaps_take_three_more_words() {
        let mut separators = Separators::default();
        separators.push(3, 1);
        separators.push(GAP_SPAN, 2);
        separators.push(u128::MAX - GAP_SPAN - 3, 64);
        let read: Vec<(u128, usize)> = separators.iter().collect();
        assert_eq!(read, [(3, 1), (3 + GAP_SPAN, 2), (u128::MAX, 64)]);
        assert_eq!(separators.words.len(), 1 + 4 + 4);
    }

    #[test]
    fn regular_separators_close_their_structures() {
        let read: Vec<(u128, usize)> = RegularSeparators::new(&[2, 2, 3]).collect();
        assert_eq!(read, [(3, 1), (6, 2), (9, 1)]);
        assert_eq!(RegularSeparators::new(&[5]).count(), 0);
        assert_eq!(RegularSeparators::new(&[8, 8]).count(), 7);
    }
}
