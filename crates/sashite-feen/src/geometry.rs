//! [`Geometry`]: how the squares of an owned board are cut into segments
//! and structures. A regular board keeps its shape alone (every separator
//! follows from it); an irregular board keeps its separators, 8 bytes each.

use alloc::vec::Vec;

use crate::decimal;
use crate::limits::MAX_DIMENSIONS;
use crate::tokens::{Run, Tokens};

/// The segments of a board: its shape when regular, its separators
/// otherwise. Built by [`regular`](Self::regular) or
/// [`Irregular`](Self::Irregular) only, so that each shape has one form
/// and equal boards compare equal.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) enum Geometry {
    /// The shape of a board of at most [`INLINE_AXES`] dimensions,
    /// outermost axis first, inline (no allocation): the number of axes,
    /// then the axes, unused ones 0.
    Inline(u8, [u128; INLINE_AXES]),
    /// The shape of a board of more dimensions, outermost axis first.
    Regular(Vec<u128>),
    /// The separators, in order.
    Irregular(Separators),
}

/// The most dimensions whose shape is kept inline: boards of one and two
/// dimensions, nearly all of them, allocate nothing for their shape.
pub(crate) const INLINE_AXES: usize = 2;

impl Geometry {
    /// The geometry of a regular board of `shape` (outermost axis first).
    pub(crate) fn regular(shape: &[u128]) -> Self {
        match shape {
            [cells] => Self::Inline(1, [*cells, 0]),
            [rows, cells] => Self::Inline(2, [*rows, *cells]),
            _ => Self::Regular(shape.to_vec()),
        }
    }

    /// The geometry of a valid placement `field` of `dimensions`
    /// dimensions, read from its text: its shape, or its separators.
    pub(crate) fn of_text(field: &[u8], dimensions: usize) -> Self {
        match crate::view::Shape::of(field, dimensions) {
            Some(shape) => Self::regular(&shape),
            None => Self::Irregular(Separators::of(field)),
        }
    }

    /// The shape; `None` when the board is irregular.
    pub(crate) fn shape(&self) -> Option<&[u128]> {
        match self {
            Self::Inline(len, axes) => axes.get(..usize::from(*len)),
            Self::Regular(shape) => Some(shape),
            Self::Irregular(_) => None,
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
        let mut square: u128 = 0;
        let mut last: u128 = 0;
        for run in Tokens::new(field) {
            // A valid placement has at most u128::MAX squares: exact sums.
            match run {
                Run::Piece(_) => square = square.saturating_add(1),
                Run::Empty(n) => square = square.saturating_add(n),
                Run::Separator(len) => {
                    separators.push(square.saturating_sub(last), len);
                    last = square;
                }
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
            #[allow(clippy::cast_possible_truncation)]
            self.words.push((gap as u64) << LEN_BITS | len);
        } else {
            // A word of gap 0 and no length announces the two words of a
            // wide gap; the length follows them.
            #[allow(clippy::cast_possible_truncation)] // the halves of a u128
            self.words.extend([0, gap as u64, (gap >> 64) as u64, len]);
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
            let low = u128::from(*self.words.next()?);
            let high = u128::from(*self.words.next()?);
            (high << 64 | low, *self.words.next()?)
        } else {
            (u128::from(word >> LEN_BITS), word & ((1 << LEN_BITS) - 1))
        };
        // Squares of the board: no overflow.
        self.square = self.square.saturating_add(gap);
        #[allow(clippy::cast_possible_truncation)] // at most 64
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
        let segments = outer
            .iter()
            .try_fold(1u128, |n, &axis| n.checked_mul(axis))
            .unwrap_or(0);
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
        self.square = self.square.saturating_add(self.cells);
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

/// Follows the separators of a board as the tokenizer reads them, to find
/// its shape.
pub(crate) trait Segments: Default {
    /// A separator of one `/` after `square` squares.
    fn single(&mut self, square: u128);
    /// A separator of `len` slashes (at least 2) after `square` squares.
    fn longer(&mut self, square: u128, len: usize);
    /// The geometry of the board of `squares` squares, `dimensions`
    /// dimensions and placement `field`, once every separator is told.
    fn finish(self, squares: u128, dimensions: usize, field: &[u8]) -> Geometry;
}

/// The [`Segments`] of a board of one or two dimensions, which has only
/// single separators: it is regular when every segment has the size of
/// the first. Small enough to live in registers during the walk.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Plane {
    /// The square of the last separator.
    last: u128,
    /// The size of the first segment; 0 while unknown (a segment holds at
    /// least one square).
    cells: u128,
    /// The number of separators.
    separators: u128,
    irregular: bool,
}

impl Segments for Plane {
    #[inline]
    fn single(&mut self, square: u128) {
        let size = square.wrapping_sub(self.last);
        if size != self.cells {
            self.irregular |= self.cells != 0;
            self.cells = size;
        }
        self.last = square;
        // Separators of the text: the count fits.
        self.separators = self.separators.wrapping_add(1);
    }

    #[inline]
    fn longer(&mut self, _: u128, _: usize) {
        // Not on a board of two dimensions: measured from the text.
        self.irregular = true;
    }

    fn finish(self, squares: u128, dimensions: usize, field: &[u8]) -> Geometry {
        if self.separators == 0 && dimensions <= 1 {
            return Geometry::Inline(1, [squares, 0]);
        }
        if self.irregular || dimensions != 2 || squares.wrapping_sub(self.last) != self.cells {
            return Geometry::of_text(field, dimensions);
        }
        // Separators of the text: the count fits.
        let rows = self.separators.wrapping_add(1);
        Geometry::Inline(2, [rows, self.cells])
    }
}

impl Segments for ShapeTracker {
    #[inline]
    fn single(&mut self, square: u128) {
        Self::single(self, square);
    }

    #[inline]
    fn longer(&mut self, square: u128, len: usize) {
        Self::longer(self, square, len);
    }

    fn finish(self, squares: u128, dimensions: usize, field: &[u8]) -> Geometry {
        Self::finish(self, squares, dimensions, field)
    }
}

impl Default for ShapeTracker {
    fn default() -> Self {
        Self::new()
    }
}

/// The levels a [`ShapeTracker`] follows: boards of up to this many
/// dimensions plus one; deeper boards are measured from their text.
const TRACKED: usize = 8;

/// Finds the shape of a board from its separators as they are read, with
/// nothing stored (as [`crate::view::Shape`] does from the text).
#[derive(Debug, Clone)]
pub(crate) struct ShapeTracker {
    regular: bool,
    /// A separator longer than [`TRACKED`]: measured later.
    deep: bool,
    /// The size of the first segment; 0 while unknown (a segment holds at
    /// least one square).
    cells: u128,
    /// The square of the last separator.
    last: u128,
    /// `first[k]`: children of the first structure of dimension k + 2
    /// (0 while unknown); `children[k]`: separators of length k + 1 in the
    /// current one. Both count separators of the text: they fit.
    first: [u64; TRACKED],
    children: [u64; TRACKED],
}

impl ShapeTracker {
    pub(crate) const fn new() -> Self {
        Self {
            regular: true,
            deep: false,
            cells: 0,
            last: 0,
            first: [0; TRACKED],
            children: [0; TRACKED],
        }
    }

    /// Closes the structures of dimension 2 to `level + 1`.
    fn close(&mut self, level: usize) {
        for (child, first) in self.children.iter_mut().zip(&mut self.first).take(level) {
            let count = child.saturating_add(1);
            *child = 0;
            if *first == 0 {
                *first = count;
            } else if *first != count {
                self.regular = false;
                return;
            }
        }
    }

    /// The segment that ends at `square`.
    #[inline]
    fn segment(&mut self, square: u128) {
        let size = square.wrapping_sub(self.last);
        if size != self.cells {
            if self.cells == 0 {
                self.cells = size;
            } else {
                self.regular = false;
            }
        }
        self.last = square;
    }

    /// A separator of one `/` after `square` squares: the common case,
    /// which closes a segment and no structure.
    #[inline]
    pub(crate) fn single(&mut self, square: u128) {
        self.segment(square);
        // Separators of the text: the count fits.
        let [children, ..] = &mut self.children;
        *children = children.wrapping_add(1);
    }

    /// A separator of `len` slashes after `square` squares.
    pub(crate) fn longer(&mut self, square: u128, len: usize) {
        if !self.regular || self.deep {
            return;
        }
        if len > TRACKED {
            self.deep = true;
            return;
        }
        self.segment(square);
        let level = len.saturating_sub(1);
        self.close(level);
        if let Some(children) = self.children.get_mut(level) {
            *children = children.saturating_add(1);
        }
    }

    /// The geometry of the board of `squares` squares, `dimensions`
    /// dimensions and placement `field`: its shape when regular (the text
    /// is read again only for boards deeper than [`TRACKED`] levels), its
    /// separators otherwise (read again from the text).
    pub(crate) fn finish(mut self, squares: u128, dimensions: usize, field: &[u8]) -> Geometry {
        if self.deep {
            return Geometry::of_text(field, dimensions);
        }
        self.segment(squares);
        let levels = dimensions.saturating_sub(1);
        self.close(levels);
        if !self.regular {
            return Geometry::Irregular(Separators::of(field));
        }
        let cells = if self.cells == 0 { squares } else { self.cells };
        match self.first.get(..levels) {
            Some([]) => Geometry::Inline(1, [cells, 0]),
            Some(&[rows]) => Geometry::Inline(2, [u128::from(rows), cells]),
            _ => {
                let mut shape = Vec::with_capacity(dimensions);
                shape.extend(
                    self.first
                        .iter()
                        .take(levels)
                        .rev()
                        .map(|&count| u128::from(count)),
                );
                shape.push(cells);
                Geometry::Regular(shape)
            }
        }
    }
}

/// The shape of a valid placement `field` of `dimensions` dimensions (at
/// least 2) that holds no piece, when its board is regular; `None` when it
/// is irregular, or when this reader cannot tell (the caller then walks the
/// field).
///
/// Without pieces, every segment is one count, and a count has one
/// spelling: the board is regular exactly when each structure repeats the
/// first one of its dimension. So, from the innermost level out, the first
/// structure of dimension `k + 1` must be the first structure of dimension
/// `k` and `k` slashes, repeated: the text is periodic, which one slice
/// comparison checks. Each level reads only the text of its first
/// structure, and the comparisons run a word at a time: an empty 255×255
/// board (1,019 bytes) costs one comparison of 1,015 bytes.
// Offsets are inside `field` (or its length); `k` is at most `dimensions`.
#[allow(clippy::arithmetic_side_effects)]
pub(crate) fn empty_shape(field: &[u8], dimensions: usize) -> Option<Geometry> {
    let levels = dimensions
        .checked_sub(1)
        .filter(|&l| l > 0 && l < MAX_DIMENSIONS)?;
    // The next run of `/` from `at`: its offset and length.
    let run_from = |at: usize| -> Option<(usize, usize)> {
        let rest = field.get(at..)?;
        let start = rest.iter().position(|&b| b == b'/')?;
        let len = rest
            .get(start..)?
            .iter()
            .take_while(|&&b| b == b'/')
            .count();
        Some((at + start, len))
    };
    // The end of the first structure of dimension k (its first separator
    // longer than k - 1), and that separator's length.
    let (mut inner, mut run) = run_from(0)?;
    // The innermost axis: the count of the first segment.
    let cells = decimal::read_trusted(field, &mut 0)?;
    // The other axes, innermost first (beyond two dimensions).
    let mut axes = Vec::new();
    let mut rows: u128 = 0;
    for k in 1..=levels {
        // The end of the first structure of dimension k + 1.
        let (outer, next) = if k == levels {
            (field.len(), 0)
        } else {
            let (mut at, mut len) = (inner, run);
            while len <= k {
                (at, len) = run_from(at + len)?;
            }
            (at, len)
        };
        // One structure of dimension k and its separator of k slashes,
        // repeated.
        let period = inner + k;
        let whole = outer + k;
        (inner, run) = (outer, next);
        if period >= whole || whole % period != 0 {
            return None;
        }
        if field.get(period..outer)? != field.get(..outer - period)? {
            return None;
        }
        rows = (whole / period) as u128;
        if levels > 1 {
            if axes.is_empty() {
                axes.reserve_exact(dimensions);
            }
            axes.push(rows);
        }
    }
    if levels == 1 {
        return Some(Geometry::Inline(2, [rows, cells]));
    }
    axes.reverse();
    axes.push(cells);
    Some(Geometry::Regular(axes))
}

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

    use super::*;

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
