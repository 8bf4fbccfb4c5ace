//! The one shape finder: follows the squares and separators of a board as
//! the tokenizer reads them, and says whether the board is regular and
//! its shape. [`View::shape`](crate::View::shape), the owned
//! [`Placement`](crate::Placement) and the renderer all use it.

use core::fmt;
use core::ops::Deref;

use crate::limits::MAX_DIMENSIONS;
use crate::square::Square;

/// Why a shape's axes fit in its array: a valid board, and a shape built
/// from one, has at most [`MAX_DIMENSIONS`] dimensions.
const AT_MOST_64: &str = "a board has at most MAX_DIMENSIONS dimensions";

/// The shape of a regular board, outermost dimension first, stored inline
/// (no allocation). Dereferences to `[u128]`.
///
/// # Examples
///
/// ```
/// let view = sashite_feen::View::parse("rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x")
///     .expect("valid");
/// let shape = view.shape().expect("regular");
/// assert_eq!(&*shape, &[10, 9]);
/// assert_eq!(shape.iter().product::<u128>(), view.square_count());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Shape {
    len: usize,
    axes: [u128; MAX_DIMENSIONS],
}

/// Finds the shape of a board from its separators, told in order with the
/// number of squares before each.
/// Boards of up to `LEVELS + 1` dimensions; the owned board's reader sizes
/// it to the board, so that most boards do not clear 64 levels.
#[derive(Debug, Clone)]
pub(crate) struct ShapeFinder<S: Square = u128, const LEVELS: usize = MAX_DIMENSIONS> {
    dimensions: usize,
    regular: bool,
    /// The square of the last separator, and the squares of the first
    /// segment (0 while unknown: a segment holds at least one square).
    last: S,
    first_cells: S,
    /// `children[k]`: separators of length k + 1 in the current structure
    /// of dimension k + 2; `first[k]`: that count in the first such
    /// structure (0 while unknown). They count separators of the text, a
    /// byte each at least: they never wrap.
    children: [u64; LEVELS],
    first: [u64; LEVELS],
}

impl<S: Square, const LEVELS: usize> ShapeFinder<S, LEVELS> {
    pub(crate) fn new(dimensions: usize) -> Self {
        debug_assert!(dimensions <= LEVELS.saturating_add(1), "levels fit");
        Self {
            dimensions: if dimensions == 0 { 1 } else { dimensions },
            regular: true,
            last: S::of(0),
            first_cells: S::of(0),
            children: [0; LEVELS],
            first: [0; LEVELS],
        }
    }

    /// A separator of `len` slashes after `square` squares: it ends a
    /// segment and closes the structures of the `len - 1` levels inside it.
    #[inline]
    pub(crate) fn separator(&mut self, square: S, len: usize) {
        match (len, self.children.first_mut()) {
            (1, Some(rows)) => {
                *rows = rows.wrapping_add(1);
                self.end_segment(square);
            }
            _ => self.long_separator(square, len),
        }
    }

    /// `count` separators of one `/`, the first `cells` squares after
    /// `square`, each of the others `cells` squares after the one before:
    /// as many calls of [`separator`](Self::separator), at once.
    pub(crate) fn ranks(&mut self, square: S, cells: S, count: usize) {
        let Some(more) = count.checked_sub(1) else {
            return;
        };
        self.separator(square.plus(cells), 1);
        if let (Some(rows), 1..) = (self.children.first_mut(), more) {
            *rows = rows.wrapping_add(more as u64);
            self.regular &= self.first_cells == cells;
            // Squares of the board: the product fits.
            let ahead = cells.into().wrapping_mul(more as u128);
            self.last = self.last.plus(S::of(ahead));
        }
    }

    /// The separator just told with [`separator`](Self::separator) as a
    /// single `/` is `len` slashes long.
    #[cfg(feature = "alloc")]
    pub(crate) fn lengthen(&mut self, len: usize) {
        if let Some(rows) = self.children.first_mut() {
            *rows = rows.wrapping_sub(1);
        }
        // Its segment ended there: only the structures it closes are left.
        let level = len.saturating_sub(1);
        self.close(level);
        if let Some(count) = self.children.get_mut(level) {
            *count = count.wrapping_add(1);
        }
    }

    /// The board has `dimensions` dimensions (at most `LEVELS + 1`), found
    /// once it was read.
    pub(crate) fn set_dimensions(&mut self, dimensions: usize) {
        debug_assert!(dimensions <= LEVELS.saturating_add(1), "levels fit");
        self.dimensions = dimensions.max(1);
    }

    /// [`separator`](Self::separator), for one of two `/` or more.
    // Out of line: they are rare beside pieces, and the board readers'
    // loops are faster without it (measured in `instructions_feen`).
    #[inline(never)]
    fn long_separator(&mut self, square: S, len: usize) {
        self.end_segment(square);
        let level = len.saturating_sub(1);
        self.close(level);
        if let Some(count) = self.children.get_mut(level) {
            *count = count.wrapping_add(1);
        }
    }

    /// Ends the segment before `square`: it must hold as many squares as
    /// the first.
    #[inline]
    fn end_segment(&mut self, square: S) {
        let cells = square.minus(self.last);
        if self.first_cells == S::of(0) {
            self.first_cells = cells;
        }
        self.regular &= self.first_cells == cells;
        self.last = square;
    }

    /// Closes the structures of the `levels` innermost levels: each must
    /// have as many children as the first of its level.
    #[inline]
    fn close(&mut self, levels: usize) {
        // One level (`//` on a board of three dimensions, the most common
        // longer separator) without the loop.
        if let (1, Some(child), Some(first)) =
            (levels, self.children.first_mut(), self.first.first_mut())
        {
            self.regular &= Self::close_one(child, first);
            return;
        }
        for (child, first) in self.children.iter_mut().zip(&mut self.first).take(levels) {
            self.regular &= Self::close_one(child, first);
        }
    }

    /// Closes one structure, whose level has `first` children in its first
    /// one (0 while unknown) and `child` in this one: whether they agree.
    #[inline]
    fn close_one(child: &mut u64, first: &mut u64) -> bool {
        let count = core::mem::take(child).wrapping_add(1);
        if *first == 0 {
            *first = count;
        }
        *first == count
    }

    /// The shape of the board of `squares` squares, outermost axis first;
    /// `None` for an irregular board.
    pub(crate) fn finish(&mut self, squares: S) -> Option<Shape> {
        self.finish_with(squares, |axes| {
            let mut shape = Shape {
                len: axes.len(),
                axes: [0; MAX_DIMENSIONS],
            };
            let slots = shape.axes.get_mut(..axes.len());
            slots.expect(AT_MOST_64).copy_from_slice(axes);
            shape
        })
    }

    /// [`finish`](Self::finish), the shape handed to `make` as a slice.
    #[inline]
    pub(crate) fn finish_with<T>(
        &mut self,
        squares: S,
        make: impl FnOnce(&[u128]) -> T,
    ) -> Option<T> {
        self.end_segment(squares);
        let levels = self.dimensions.saturating_sub(1);
        self.close(levels);
        if !self.regular {
            return None;
        }
        // Two and three dimensions (nearly every board) without the loop
        // and the clearing of a shape of 64 axes.
        let cells = self.first_cells.into();
        match self
            .first
            .get(..levels)
            .expect("the finder has a level below each dimension")
        {
            [rows] => return Some(make(&[u128::from(*rows), cells])),
            [rows, planes] => {
                return Some(make(&[u128::from(*planes), u128::from(*rows), cells]));
            }
            _ => {}
        }
        let mut axes = [0u128; MAX_DIMENSIONS];
        let outer = self.first.iter().take(levels).rev().map(|&n| u128::from(n));
        for (slot, axis) in axes.iter_mut().zip(outer.chain([cells])) {
            *slot = axis;
        }
        Some(make(axes.get(..self.dimensions).expect(AT_MOST_64)))
    }
}

impl Deref for Shape {
    type Target = [u128];

    fn deref(&self) -> &[u128] {
        self.axes.get(..self.len).expect(AT_MOST_64)
    }
}

impl fmt::Debug for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&**self, f)
    }
}
