//! [`Placement`]: the board of an owned position.

use core::fmt;

use sashite_epin::Identifier;

use crate::geometry::{Geometry, RegularSeparators, Separators, SeparatorsIter, ShapeTracker};
use crate::pieces::Pieces;
use crate::text::Text;
use crate::view::{Run, Tokens};

/// The board of a [`Position`](crate::Position): its squares, in reading
/// order, and the separators between its segments.
///
/// Memory is proportional to the FEEN text, never to the board: only the
/// pieces (8 bytes each: the square and the piece, packed) and, for an
/// irregular board, the separators (8 bytes each) are stored; a regular
/// board keeps its shape, from which its separators follow. So
/// `99999999999999999999 / C/c` costs a few bytes, and irregular or
/// N-dimensional boards are kept exactly.
///
/// # Examples
///
/// ```
/// use sashite_feen::Position;
///
/// let position = Position::parse("K^6k^ / C/c").expect("valid");
/// let board = position.placement();
/// assert_eq!(board.square_count(), 8);
/// assert_eq!(board.piece_count(), 2);
/// assert_eq!(board.get(7).flatten().map(|p| p.to_string()), Some("k^".to_string()));
/// assert_eq!(board.get(1), Some(None));
/// assert_eq!(board.get(8), None);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Placement {
    pub(crate) squares: u128,
    /// The pieces, by strictly increasing flat index.
    pub(crate) pieces: Pieces,
    pub(crate) geometry: Geometry,
    pub(crate) dimensions: usize,
}

/// The separators of a [`Placement`], in order. (On the stack, for one
/// walk: the size of the regular variant does not matter.)
#[derive(Debug, Clone)]
#[allow(clippy::large_enum_variant)]
pub(crate) enum SeparatorIter<'a> {
    Regular(RegularSeparators<'a>),
    Irregular(SeparatorsIter<'a>),
}

impl Iterator for SeparatorIter<'_> {
    type Item = (u128, usize);

    #[inline]
    fn next(&mut self) -> Option<(u128, usize)> {
        match self {
            Self::Regular(separators) => separators.next(),
            Self::Irregular(separators) => separators.next(),
        }
    }
}

impl Placement {
    /// Reads a valid placement field of `pieces` pieces and `dimensions`
    /// dimensions: one pass over its bytes (they are valid, so only read,
    /// not checked), the pieces stored as they come (their vector sized
    /// once), the separators only followed to find the shape. An
    /// irregular board's separators are then read again, to be kept.
    pub(crate) fn from_valid(
        field: &[u8],
        squares: u128,
        pieces: usize,
        dimensions: usize,
    ) -> Self {
        let mut shape = ShapeTracker::new();
        let placed = match u64::try_from(squares) {
            Ok(squares) if u128::from(squares) < Pieces::SPAN => {
                Pieces::of_small_board(field, pieces, &mut shape)
            }
            _ => {
                let mut placed = Pieces::with_capacity(pieces);
                let mut square: u128 = 0;
                for run in Tokens::new(field) {
                    // A valid placement has at most u128::MAX squares:
                    // the sums are exact.
                    match run {
                        Run::Piece(piece) => {
                            placed.push(square, piece);
                            square = square.saturating_add(1);
                        }
                        Run::Empty(n) => square = square.saturating_add(n),
                        Run::Separator(len) => shape.separators(square, len, 0, 1),
                    }
                }
                placed
            }
        };
        let geometry = match shape.finish(squares, dimensions, field) {
            Some(shape) => Geometry::Regular(shape),
            None => Geometry::Irregular(Separators::of(field)),
        };
        Self {
            squares,
            pieces: placed,
            geometry,
            dimensions,
        }
    }

    /// The number of squares.
    ///
    /// # Examples
    ///
    /// ```
    /// let position = sashite_feen::Position::parse("rkr/pp/PPPP / C/c").expect("valid");
    /// assert_eq!(position.placement().square_count(), 9);
    /// ```
    #[must_use]
    pub const fn square_count(&self) -> u128 {
        self.squares
    }

    /// The number of pieces on the board.
    ///
    /// # Examples
    ///
    /// ```
    /// let position = sashite_feen::Position::parse("rkr/pp/PPPP / C/c").expect("valid");
    /// assert_eq!(position.placement().piece_count(), 9);
    /// ```
    #[must_use]
    pub fn piece_count(&self) -> u128 {
        self.pieces.len() as u128
    }

    /// The number of dimensions.
    ///
    /// # Examples
    ///
    /// ```
    /// let position = sashite_feen::Position::parse("a/b//c/d / C/c").expect("valid");
    /// assert_eq!(position.placement().dimension_count(), 3);
    /// ```
    #[must_use]
    pub const fn dimension_count(&self) -> usize {
        self.dimensions
    }

    /// The shape, outermost dimension first; `None` for an irregular board.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::Position;
    ///
    /// let position = Position::parse("a/b//c/d///e/f//g/h / C/c").expect("valid");
    /// assert_eq!(position.placement().shape(), Some(&[2, 2, 2, 1][..]));
    /// let irregular = Position::parse("a/b//c/d/e / C/c").expect("valid");
    /// assert_eq!(irregular.placement().shape(), None);
    /// ```
    #[must_use]
    pub fn shape(&self) -> Option<&[u128]> {
        match &self.geometry {
            Geometry::Regular(shape) => Some(shape),
            Geometry::Irregular(_) => None,
        }
    }

    /// The square at flat index `index` (reading order): `Some(Some(piece))`,
    /// `Some(None)` when empty, `None` past the last square.
    ///
    /// # Examples
    ///
    /// ```
    /// let position = sashite_feen::Position::parse("1K / C/c").expect("valid");
    /// assert_eq!(position.placement().get(0), Some(None));
    /// assert!(position.placement().get(1).flatten().is_some());
    /// ```
    #[must_use]
    pub fn get(&self, index: u128) -> Option<Option<Identifier>> {
        if index >= self.squares {
            return None;
        }
        Some(self.pieces.get(index))
    }

    /// The flat index of the square at `coordinates` (outermost first,
    /// 0-based) of a regular board; `None` when the board is irregular or
    /// the coordinates do not fit its shape.
    ///
    /// # Examples
    ///
    /// ```
    /// let position = sashite_feen::Position::parse("ab/cd//AB/CD / G/g").expect("valid");
    /// assert_eq!(position.placement().index_of(&[1, 0, 1]), Some(5));
    /// assert_eq!(position.placement().index_of(&[2, 0, 0]), None);
    /// ```
    #[must_use]
    pub fn index_of(&self, coordinates: &[u128]) -> Option<u128> {
        let shape = self.shape()?;
        if coordinates.len() != shape.len() {
            return None;
        }
        let mut index: u128 = 0;
        for (&coordinate, &size) in coordinates.iter().zip(shape) {
            if coordinate >= size {
                return None;
            }
            // Below the square count, which fits: never `None`.
            index = index.checked_mul(size)?.checked_add(coordinate)?;
        }
        Some(index)
    }

    /// The square at `coordinates` of a regular board, as [`get`](Self::get).
    ///
    /// # Examples
    ///
    /// ```
    /// let position = sashite_feen::Position::parse("ab/cd//AB/CD / G/g").expect("valid");
    /// let piece = position.placement().get_at(&[1, 0, 1]).flatten().expect("a piece");
    /// assert_eq!(piece.to_string(), "B");
    /// ```
    #[must_use]
    pub fn get_at(&self, coordinates: &[u128]) -> Option<Option<Identifier>> {
        self.get(self.index_of(coordinates)?)
    }

    /// The pieces on the board with their flat index, in reading order.
    ///
    /// # Examples
    ///
    /// ```
    /// let position = sashite_feen::Position::parse("K6k / C/c").expect("valid");
    /// let indices: Vec<u128> = position.placement().pieces().map(|(i, _)| i).collect();
    /// assert_eq!(indices, [0, 7]);
    /// ```
    #[must_use]
    pub fn pieces(&self) -> impl ExactSizeIterator<Item = (u128, Identifier)> + '_ {
        self.pieces.iter()
    }

    /// The separators, in order: for each, the number of squares before it
    /// and its number of `/`.
    ///
    /// # Examples
    ///
    /// ```
    /// let position = sashite_feen::Position::parse("a/b//c/d / C/c").expect("valid");
    /// let separators: Vec<(u128, usize)> = position.placement().separators().collect();
    /// assert_eq!(separators, [(1, 1), (2, 2), (3, 1)]);
    /// ```
    pub fn separators(&self) -> impl Iterator<Item = (u128, usize)> + '_ {
        self.separator_iter()
    }

    /// The separators, as a named type.
    pub(crate) fn separator_iter(&self) -> SeparatorIter<'_> {
        match &self.geometry {
            Geometry::Regular(shape) => SeparatorIter::Regular(RegularSeparators::new(shape)),
            Geometry::Irregular(separators) => SeparatorIter::Irregular(separators.iter()),
        }
    }

    /// Writes the placement field.
    pub(crate) fn write_text<W: fmt::Write>(&self, out: &mut Text<'_, W>) -> fmt::Result {
        if let (Some(words), Ok(squares)) =
            (self.pieces.single_segment(), u64::try_from(self.squares))
        {
            return self.write_small(words, squares, out);
        }
        let mut at: u128 = 0;
        let mut pieces = self.pieces.iter();
        let mut next = pieces.next();
        let ends = self
            .separator_iter()
            .chain(core::iter::once((self.squares, 0)));
        for (end, len) in ends {
            while let Some((index, piece)) = next.filter(|&(index, _)| index < end) {
                // `at <= index`: a gap of zero squares is not written.
                out.count(index.wrapping_sub(at))?;
                out.piece(piece)?;
                // `index` is a square of the board: `index + 1` fits.
                at = index.saturating_add(1);
                next = pieces.next();
            }
            out.count(end.wrapping_sub(at))?;
            at = end;
            out.slashes(len)?;
        }
        Ok(())
    }
}

impl Placement {
    /// [`write_text`](Self::write_text) for a board of fewer than 2^64
    /// squares whose pieces are in one segment: squares in machine words,
    /// pieces written from their packed bits.
    fn write_small<W: fmt::Write>(
        &self,
        words: &[u64],
        squares: u64,
        out: &mut Text<'_, W>,
    ) -> fmt::Result {
        let mut at: u64 = 0;
        let mut words = words.iter().copied().peekable();
        // Separators lie inside the board: below `squares`.
        #[allow(clippy::cast_possible_truncation)]
        let ends = self
            .separator_iter()
            .map(|(end, len)| (end as u64, len))
            .chain(core::iter::once((squares, 0)));
        for (end, len) in ends {
            while let Some(word) = words.next_if(|&word| crate::pieces::square_of(word) < end) {
                let index = crate::pieces::square_of(word);
                // `at <= index < end <= squares`: no overflow.
                out.count(u128::from(index.wrapping_sub(at)))?;
                crate::pieces::write_piece(word, out)?;
                at = index.wrapping_add(1);
            }
            out.count(u128::from(end.wrapping_sub(at)))?;
            at = end;
            out.slashes(len)?;
        }
        Ok(())
    }
}

/// The placement field, as in the position's FEEN string.
///
/// # Examples
///
/// ```
/// let position = sashite_feen::Position::parse("1a/b1//c1/1d 2P/ C/c").expect("valid");
/// assert_eq!(position.placement().to_string(), "1a/b1//c1/1d");
/// ```
impl fmt::Display for Placement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = Text::new(f);
        self.write_text(&mut out)?;
        out.flush()
    }
}
