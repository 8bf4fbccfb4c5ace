//! [`BoardSquares`]: every square of an owned board with its coordinates,
//! and the conversions between flat indices and coordinates.

use core::fmt;
use core::iter::Peekable;

use sashite_epin::Identifier;

use crate::coordinates::Coordinates;
use crate::pieces;
use crate::placement::{Placement, SeparatorIter};
use crate::position::Position;

/// Every square of a board in reading order, with its coordinates
/// (outermost first) and its piece, `None` when empty; see
/// [`Position::squares`]. Lazy: a run of empty squares costs nothing
/// until read.
///
/// On a regular board the coordinates are those of
/// [`Placement::index_of`]. On an irregular board they are the square's
/// place in the board's hierarchy: its cell in its segment (innermost),
/// the segment's place in its 2D structure, and so on outwards.
///
/// # Examples
///
/// ```
/// let position = sashite_feen::Position::parse("K1/2 / C/c").expect("valid");
/// let squares: Vec<(Vec<u128>, Option<String>)> = position
///     .squares()
///     .map(|(at, piece)| (at.to_vec(), piece.map(|p| p.to_string())))
///     .collect();
/// assert_eq!(squares, [
///     (vec![0, 0], Some("K".to_string())),
///     (vec![0, 1], None),
///     (vec![1, 0], None),
///     (vec![1, 1], None),
/// ]);
/// ```
pub struct BoardSquares<'a> {
    pieces: Peekable<pieces::Iter<'a>>,
    separators: Peekable<SeparatorIter<'a>>,
    /// The flat index of the next square.
    index: u128,
    squares: u128,
    /// The coordinates of the next square.
    at: Coordinates,
}

impl fmt::Debug for BoardSquares<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("BoardSquares")
            .field("index", &self.index)
            .field("squares", &self.squares)
            .field("at", &self.at)
            .finish_non_exhaustive()
    }
}

impl Iterator for BoardSquares<'_> {
    type Item = (Coordinates, Option<Identifier>);

    fn next(&mut self) -> Option<Self::Item> {
        if self.index >= self.squares {
            return None;
        }
        let axes = self.at.as_mut_slice();
        // A separator of `len` slashes moves the axis `len` levels out; those inside restart.
        while let Some((_, len)) = self.separators.next_if(|&(at, _)| at == self.index) {
            let level = axes.len().saturating_sub(len.saturating_add(1));
            if let Some((moved, inner)) = axes.get_mut(level..).and_then(<[_]>::split_first_mut) {
                // A coordinate is below the square count: no overflow.
                *moved = moved.saturating_add(1);
                inner.fill(0);
            }
        }
        let piece = self
            .pieces
            .next_if(|&(at, _)| at == self.index)
            .map(|(_, piece)| piece);
        let at = self.at.clone();
        if let Some(cell) = self.at.as_mut_slice().last_mut() {
            *cell = cell.saturating_add(1);
        }
        // Below the square count: no overflow.
        self.index = self.index.saturating_add(1);
        Some((at, piece))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = usize::try_from(self.squares.saturating_sub(self.index)).ok();
        (left.unwrap_or(usize::MAX), left)
    }
}

impl Placement {
    /// Every square in reading order with its coordinates and its piece;
    /// see [`BoardSquares`].
    ///
    /// # Examples
    ///
    /// ```
    /// let position = sashite_feen::Position::parse("a/b//c/d/e / C/c").expect("valid");
    /// let last = position.placement().squares().last().expect("5 squares");
    /// assert_eq!(&*last.0, &[1, 2, 0]);
    /// ```
    #[must_use]
    pub fn squares(&self) -> BoardSquares<'_> {
        BoardSquares {
            pieces: self.pieces.iter().peekable(),
            separators: self.separator_iter().peekable(),
            index: 0,
            squares: self.square_count(),
            at: Coordinates::zeros(self.dimension_count()),
        }
    }

    /// The coordinates (outermost first) of the square at flat `index` of
    /// a regular board; `None` when the board is irregular or `index` is
    /// past the last square. The inverse of [`index_of`](Self::index_of).
    ///
    /// # Examples
    ///
    /// ```
    /// let position = sashite_feen::Position::parse("8/8/8/8/8/8/8/8 / C/c").expect("valid");
    /// let at = position.placement().coordinates_of(12).expect("a square");
    /// assert_eq!(&*at, &[1, 4]);
    /// assert_eq!(position.placement().coordinates_of(64), None);
    /// ```
    #[must_use]
    pub fn coordinates_of(&self, index: u128) -> Option<Coordinates> {
        let shape = self.shape()?;
        if index >= self.square_count() {
            return None;
        }
        let mut at = Coordinates::zeros(shape.len());
        let mut rest = index;
        for (axis, &size) in at.as_mut_slice().iter_mut().zip(shape).rev() {
            // Sizes of a valid shape are at least 1.
            *axis = rest.checked_rem(size)?;
            rest = rest.checked_div(size)?;
        }
        Some(at)
    }
}

impl Position {
    /// Every square in reading order with its coordinates (outermost first)
    /// and its piece, `None` when empty; see [`BoardSquares`].
    ///
    /// # Examples
    ///
    /// ```
    /// let position = sashite_feen::Position::parse("3/1K^1/3 / S/s").expect("valid");
    /// let king = position
    ///     .squares()
    ///     .find_map(|(at, piece)| piece.map(|_| at))
    ///     .expect("a king");
    /// assert_eq!(king, [1, 1]);
    /// ```
    #[must_use]
    pub fn squares(&self) -> BoardSquares<'_> {
        self.placement.squares()
    }

    /// The coordinates of the square at flat `index` of a regular board;
    /// see [`Placement::coordinates_of`].
    ///
    /// # Examples
    ///
    /// ```
    /// let position = sashite_feen::Position::parse("3/3/3 / C/c").expect("valid");
    /// assert_eq!(position.coordinates_of(5).expect("a square"), [1, 2]);
    /// ```
    #[must_use]
    pub fn coordinates_of(&self, index: u128) -> Option<Coordinates> {
        self.placement.coordinates_of(index)
    }

    /// The flat index of the square at `coordinates` of a regular board;
    /// see [`Placement::index_of`].
    ///
    /// # Examples
    ///
    /// ```
    /// let position = sashite_feen::Position::parse("3/3/3 / C/c").expect("valid");
    /// assert_eq!(position.index_of(&[1, 2]), Some(5));
    /// assert_eq!(position.index_of(&[3, 0]), None);
    /// ```
    #[must_use]
    pub fn index_of(&self, coordinates: &[u128]) -> Option<u128> {
        self.placement.index_of(coordinates)
    }
}
