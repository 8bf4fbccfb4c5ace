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
/// `count` is 1), the last after `last` squares. The separators of a board
/// are mostly such runs (every rank of a chess board ends with a `/`, 8
/// squares after the previous one), so a 255×255 board stores one run
/// instead of 254 separators.
///
/// Built only by [`push_separator`] and [`push_separators`], which keep
/// `last == at + stride * (count - 1)` (`last` is stored so that extending
/// a run needs no multiplication) and store no position past `u128::MAX`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct SeparatorRun {
    pub(crate) at: u128,
    pub(crate) stride: u128,
    pub(crate) count: usize,
    pub(crate) len: usize,
    pub(crate) last: u128,
}

impl SeparatorRun {
    /// The separators of the run: (position, length).
    fn iter(self) -> impl Iterator<Item = (u128, usize)> {
        // Checked, and never short: no position of a run passes its `last`,
        // which fits.
        core::iter::successors(Some(self.at), move |at| at.checked_add(self.stride))
            .take(self.count)
            .map(move |at| (at, self.len))
    }
}

/// Appends the separator of `len` slashes after `at` squares (after every
/// separator already there), extending the last run when it continues it.
/// Every placement is built through here, so equal boards have equal runs.
///
/// Total on any input: the scanner may hand over positions of a board that
/// it is about to reject (the result is then dropped), so nothing here
/// assumes that positions increase; every operation is checked. The run
/// that takes `at` ends at `at`, so its `last` fits.
pub(crate) fn push_separator(runs: &mut Vec<SeparatorRun>, at: u128, len: usize) {
    if let Some(last) = runs.last_mut()
        && last.len == len
    {
        // Checked: positions increase on a valid board, so the difference
        // exists there; elsewhere a new run starts.
        if last.count == 1
            && let Some(stride) = at.checked_sub(last.at)
        {
            last.stride = stride;
            last.count = 2;
            last.last = at;
            return;
        }
        // Checked: as above; a count past `usize::MAX` (which the input
        // cannot make) starts a new run.
        if at.checked_sub(last.last) == Some(last.stride)
            && let Some(count) = last.count.checked_add(1)
        {
            last.count = count;
            last.last = at;
            return;
        }
    }
    runs.push(SeparatorRun {
        at,
        stride: 0,
        count: 1,
        len,
        last: at,
    });
}

/// Appends `count` separators of `len` slashes, the first after `at`
/// squares, each next one `stride` squares further: the same runs as
/// `count` calls to [`push_separator`], in constant time.
///
/// Total on any input, as [`push_separator`]: separators whose position
/// would pass `u128::MAX` are not stored (the board they belong to has
/// more squares than any count, so the scan rejects it and drops this).
pub(crate) fn push_separators(
    runs: &mut Vec<SeparatorRun>,
    at: u128,
    len: usize,
    stride: u128,
    count: usize,
) {
    // The position of the next separator; `None` once past `u128::MAX`.
    let mut square = Some(at);
    for k in 0..count {
        if k > 0
            && let Some(last) = runs.last_mut()
            && last.len == len
            && last.count >= 2
            && last.stride == stride
            // Checked (`k < count`, so the subtraction cannot fail).
            && let Some(left) = count.checked_sub(k)
            && let Some(total) = last.count.checked_add(left)
            // Checked: the run takes the remaining separators only when the
            // last of them fits (issue 13: a run extended past `u128::MAX`).
            && let Some(end) = stride
                .checked_mul(left as u128)
                .and_then(|span| last.last.checked_add(span))
        {
            // The run ends with the separator just pushed, one stride
            // before the next: it takes all the remaining ones.
            last.count = total;
            last.last = end;
            return;
        }
        let Some(position) = square else {
            return;
        };
        push_separator(runs, position, len);
        // Checked: the position of the next separator, if any.
        square = position.checked_add(stride);
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
        last = run.last;
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

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

    use super::*;

    const MAX: u128 = u128::MAX;

    fn positions(runs: &[SeparatorRun]) -> Vec<u128> {
        runs.iter()
            .flat_map(|run| run.iter())
            .map(|(at, _)| at)
            .collect()
    }

    #[test]
    fn a_run_past_u128_max_is_cut_where_positions_stop_fitting() {
        // Issue 13: the collector extended this run to `MAX + 1`, and the
        // next separator computed its last position with an unchecked add.
        let mut runs = Vec::new();
        push_separator(&mut runs, MAX - 9, 1);
        push_separators(&mut runs, MAX - 4, 1, 5, 3);
        assert_eq!(positions(&runs), [MAX - 9, MAX - 4]);
        push_separator(&mut runs, MAX - 2, 1);
        push_separator(&mut runs, MAX, 1);
        assert_eq!(positions(&runs), [MAX - 9, MAX - 4, MAX - 2, MAX]);
        assert!(
            runs.iter()
                .all(|run| run.iter().last() == Some((run.last, 1)))
        );
    }

    #[test]
    fn runs_ending_at_u128_max_are_kept_whole() {
        let mut runs = Vec::new();
        push_separator(&mut runs, MAX - 6, 1);
        push_separators(&mut runs, MAX - 4, 1, 2, 3);
        assert_eq!(positions(&runs), [MAX - 6, MAX - 4, MAX - 2, MAX]);
        assert_eq!(runs.len(), 1);
        assert_eq!(runs.first().map(|run| run.last), Some(MAX));
    }

    #[test]
    fn positions_out_of_order_start_new_runs_without_panicking() {
        // Only a board the scan rejects can hand these over; nothing panics.
        let mut runs = Vec::new();
        for at in [MAX, 0, MAX, 5, 3, 3] {
            push_separator(&mut runs, at, 1);
        }
        push_separators(&mut runs, MAX, 1, MAX, usize::MAX);
        push_separators(&mut runs, 0, 1, 0, 4);
        assert_eq!(positions(&runs), [MAX, 0, MAX, 5, 3, 3, MAX, 0, 0, 0, 0]);
        assert_eq!(shape_of(&runs, MAX, 2), None);
    }
}
