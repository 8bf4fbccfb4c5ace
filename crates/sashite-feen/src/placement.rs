//! [`Placement`]: the board of an owned position.

use alloc::vec::Vec;
use core::fmt;

use sashite_epin::Identifier;

use crate::view::{Run, Tokens};

/// The board of a [`Position`](crate::Position): its squares, in reading
/// order, and the separators between its segments.
///
/// Memory is proportional to the FEEN text, never to the board: only the
/// pieces (with their flat index) and the separators (with the index of the
/// square they follow) are stored, so `99999999999999999999 / C/c` costs a
/// few bytes, and irregular or N-dimensional boards are kept exactly.
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
    pub(crate) pieces: Vec<(u128, Identifier)>,
    /// The separators, by strictly increasing position, as runs of equal,
    /// evenly spaced separators (built only by [`push_separator`]).
    pub(crate) separators: Vec<SeparatorRun>,
    pub(crate) dimensions: usize,
    pub(crate) shape: Option<Vec<u128>>,
}

/// `count` separators of `len` slashes: the first after `at` squares, each
/// next one `stride` squares after the previous one (`stride` is 0 when
/// `count` is 1). The separators of a board are mostly such runs (every
/// rank of a chess board ends with a `/`, 8 squares after the previous
/// one), so a 255×255 board stores one run instead of 254 separators.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct SeparatorRun {
    pub(crate) at: u128,
    pub(crate) stride: u128,
    pub(crate) count: usize,
    pub(crate) len: usize,
}

impl SeparatorRun {
    /// The position of the last separator of the run.
    // A run holds at least one separator, and the position of each is a
    // square index of the board: no overflow.
    #[allow(clippy::arithmetic_side_effects)]
    const fn last(&self) -> u128 {
        self.at + self.stride * (self.count - 1) as u128
    }

    /// The separators of the run: (position, length).
    // Each position is a square index of the board: no overflow.
    #[allow(clippy::arithmetic_side_effects)]
    fn iter(self) -> impl Iterator<Item = (u128, usize)> {
        (0..self.count).map(move |k| (self.at + self.stride * k as u128, self.len))
    }
}

/// Appends the separator of `len` slashes after `at` squares (after every
/// separator already there), extending the last run when it continues it.
/// Every placement is built through here, so equal boards have equal runs.
pub(crate) fn push_separator(runs: &mut Vec<SeparatorRun>, at: u128, len: usize) {
    if let Some(last) = runs.last_mut()
        && last.len == len
    {
        // Positions increase, so the differences exist; a run too long to
        // count (it cannot be) would simply end.
        if last.count == 1
            && let Some(stride) = at.checked_sub(last.at)
        {
            last.stride = stride;
            last.count = 2;
            return;
        }
        if at.checked_sub(last.last()) == Some(last.stride)
            && let Some(count) = last.count.checked_add(1)
        {
            last.count = count;
            return;
        }
    }
    runs.push(SeparatorRun {
        at,
        stride: 0,
        count: 1,
        len,
    });
}

/// Appends `count` separators of `len` slashes, the first after `at`
/// squares, each next one `stride` squares further: the same runs as
/// `count` calls to [`push_separator`], in constant time.
pub(crate) fn push_separators(
    runs: &mut Vec<SeparatorRun>,
    at: u128,
    len: usize,
    stride: u128,
    count: usize,
) {
    let mut square = at;
    for k in 0..count {
        if k > 0
            && let Some(last) = runs.last_mut()
            && last.len == len
            && last.count >= 2
            && last.stride == stride
            && let Some(total) = last.count.checked_add(count.saturating_sub(k))
        {
            // The run ends with the separator just pushed, one stride
            // before the next: it takes all the remaining ones.
            last.count = total;
            return;
        }
        push_separator(runs, square, len);
        // The position of the next separator, if any: a square index.
        square = square.saturating_add(stride);
    }
}

/// The shape of a board given by its separator runs and square count,
/// `None` when irregular (FEEN v1.0.0 §7, *Field 1 — Piece Placement*).
pub(crate) fn shape_of(
    runs: &[SeparatorRun],
    squares: u128,
    dimensions: usize,
) -> Option<Vec<u128>> {
    let levels = dimensions.saturating_sub(1);
    // Every segment has as many cells as the first one.
    let cells = runs.first().map_or(squares, |run| run.at);
    // first[k]: children of the first structure of dimension k + 2;
    // children[k]: separators of length k + 1 in the current one. One
    // allocation, which becomes the shape. (The checked operations below
    // cannot fail on a valid board: sizes and counts are at most its
    // squares.)
    let mut buffer = alloc::vec![0u128; levels.checked_mul(2)?.checked_add(1)?];
    let (first, children) = buffer.split_at_mut(levels);
    let close = |upto: usize, children: &mut [u128], first: &mut [u128]| -> bool {
        for (child, first) in children.iter_mut().zip(first.iter_mut()).take(upto) {
            let Some(count) = child.checked_add(1) else {
                return false;
            };
            *child = 0;
            if *first == 0 {
                *first = count;
            } else if *first != count {
                return false;
            }
        }
        true
    };
    let mut last: u128 = 0;
    for run in runs {
        if run.at.checked_sub(last)? != cells || (run.count > 1 && run.stride != cells) {
            return None;
        }
        last = run.last();
        if run.len == 1 {
            // The common case: more segments in the current rank group.
            if let Some(count) = children.first_mut() {
                *count = count.checked_add(run.count as u128)?;
            }
            continue;
        }
        if run.len > levels {
            return None;
        }
        let level = run.len.checked_sub(1)?;
        for _ in 0..run.count {
            if !close(level, children, first) {
                return None;
            }
            let count = children.get_mut(level)?;
            *count = count.checked_add(1)?;
        }
    }
    if squares.checked_sub(last)? != cells || !close(levels, children, first) {
        return None;
    }
    buffer.truncate(levels);
    buffer.reverse();
    buffer.push(cells);
    Some(buffer)
}

impl Placement {
    /// Reads a valid placement field.
    pub(crate) fn from_valid(field: &[u8], pieces: usize, dimensions: usize) -> Self {
        let mut placed = Vec::with_capacity(pieces);
        let mut breaks = Vec::new();
        let mut index: u128 = 0;
        for run in Tokens::new(field) {
            match run {
                // A validated placement has at most u128::MAX squares: the
                // sums are exact.
                Run::Piece(piece) => {
                    placed.push((index, piece));
                    index = index.saturating_add(1);
                }
                Run::Empty(n) => index = index.saturating_add(n),
                Run::Separator(len) => push_separator(&mut breaks, index, len),
            }
        }
        let shape = shape_of(&breaks, index, dimensions);
        Self {
            squares: index,
            pieces: placed,
            separators: breaks,
            dimensions,
            shape,
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
        self.shape.as_deref()
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
        Some(
            self.pieces
                .binary_search_by_key(&index, |&(i, _)| i)
                .ok()
                .and_then(|found| self.pieces.get(found))
                .map(|&(_, piece)| piece),
        )
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
        let shape = self.shape.as_deref()?;
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
        self.pieces.iter().copied()
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
        self.separators.iter().flat_map(|run| run.iter())
    }

    /// Writes the placement field.
    pub(crate) fn write(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut at: u128 = 0;
        let mut pieces = self.pieces.iter().peekable();
        let ends = self.separators().chain(core::iter::once((self.squares, 0)));
        for (end, len) in ends {
            while let Some(&&(index, piece)) = pieces.peek() {
                if index >= end {
                    break;
                }
                if let Some(gap) = index.checked_sub(at).filter(|&gap| gap > 0) {
                    write!(f, "{gap}")?;
                }
                f.write_str(piece.encode().as_str())?;
                // `index` is a square of the board: `index + 1` fits.
                at = index.saturating_add(1);
                pieces.next();
            }
            if let Some(gap) = end.checked_sub(at).filter(|&gap| gap > 0) {
                write!(f, "{gap}")?;
            }
            at = end;
            for _ in 0..len {
                f.write_str("/")?;
            }
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
        self.write(f)
    }
}
