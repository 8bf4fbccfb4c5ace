//! [`Builder`]: a position from a shape and a list of pieces.

use alloc::boxed::Box;
use alloc::vec::Vec;

use sashite_epin::{Identifier, Key, Side};
use sashite_sin::Identifier as Style;

use crate::decimal;
use crate::draft::Draft;
use crate::error::EncodeError;
use crate::geometry::Geometry;
use crate::hands::Hands;
use crate::limits::{Limits, MAX_DIMENSIONS};
use crate::pieces::{Pieces, PiecesWriter, word};
use crate::placement::Placement;
use crate::position::{Position, check_len};
use crate::styles::Styles;

/// Positions built without limits keep to the default ones.
const DEFAULT_MAX: usize = Limits::DEFAULT.max_bytes();

/// Builds a [`Position`] from a regular shape, pieces at coordinates, hands
/// and styles. Errors are kept until [`build`](Self::build). Started by
/// [`Position::builder`] (default [`Limits`]) or
/// [`Position::builder_with`], whose limits the built position keeps.
///
/// # Complexity
///
/// Each edit costs O(log n) for the n pieces placed so far (the pieces are
/// kept by square, and the length of the text is updated from the squares
/// around the edit); [`build`](Self::build) packs them once, in O(n). A
/// board of n pieces is built in O(n log n). Every edit is checked as
/// [`Position::place_at`], [`Position::add_to_hand`] and
/// [`Position::with_styles`] check it, and the first error is kept.
///
/// # Examples
///
/// ```
/// use sashite_feen::Position;
///
/// let king = "K^".parse().expect("EPIN");
/// let rival = "k^".parse().expect("EPIN");
/// let position = Position::builder(&[3, 3])
///     .expect("representable shape")
///     .piece(&[2, 1], king)
///     .piece(&[0, 1], rival)
///     .styles("S".parse().expect("SIN"), "s".parse().expect("SIN"))
///     .build()
///     .expect("valid position");
/// assert_eq!(position.to_string(), "1k^1/3/1K^1 / S/s");
/// ```
#[derive(Debug, Clone)]
pub struct Builder {
    /// Boxed: each edit moves the builder, a pointer and not the draft.
    draft: Result<Box<Draft>, EncodeError>,
}

/// Checks that FEEN can spell `shape` (every axis but the innermost holds at
/// least two elements: FEEN v1.0.0 §7.4, dimensional coherence) and returns
/// its square count.
fn check_shape(shape: &[u128]) -> Result<u128, EncodeError> {
    let (_, outer) = shape.split_last().ok_or(EncodeError::EmptyShape)?;
    if shape.len() > MAX_DIMENSIONS {
        return Err(EncodeError::TooManyDimensions {
            max: MAX_DIMENSIONS,
        });
    }
    shape
        .iter()
        .enumerate()
        .try_fold(1, |squares: u128, (axis, &size)| match size {
            0 => Err(EncodeError::EmptyAxis { axis }),
            1 if axis < outer.len() => Err(EncodeError::ShapeNotRepresentable { axis }),
            _ => squares.checked_mul(size).ok_or(EncodeError::CountTooLarge),
        })
}

impl Position {
    /// An empty board of the given regular `shape` (outermost first), first
    /// player to move with styles `C`/`c`, empty hands.
    ///
    /// # Errors
    ///
    /// [`EncodeError::ShapeNotRepresentable`] for a shape FEEN cannot spell
    /// (an axis of size 1 other than the innermost), [`EncodeError::EmptyShape`],
    /// [`EncodeError::EmptyAxis`], [`EncodeError::TooManyDimensions`],
    /// [`EncodeError::CountTooLarge`] past 2^128 squares,
    /// [`EncodeError::TooLong`] when its string would be longer than
    /// [`parse`](Self::parse) accepts (16 MiB, the default
    /// [`Limits`](crate::Limits)).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::{EncodeError, Position};
    ///
    /// assert_eq!(Position::empty(&[3, 2, 2]).expect("fine").to_string(), "2/2//2/2//2/2 / C/c");
    /// assert_eq!(Position::empty(&[3, 1]).expect("fine").to_string(), "1/1/1 / C/c");
    /// assert_eq!(Position::empty(&[2, 1, 3]), Err(EncodeError::ShapeNotRepresentable { axis: 1 }));
    /// // 2^24 ranks of one square: 32 MiB of text, which `parse` would refuse.
    /// assert!(matches!(Position::empty(&[1 << 24, 1]), Err(EncodeError::TooLong { .. })));
    /// ```
    pub fn empty(shape: &[u128]) -> Result<Self, EncodeError> {
        Self::empty_within(shape, DEFAULT_MAX)
    }

    /// [`empty`](Self::empty), its string and its edits kept to `max_bytes`.
    fn empty_within(shape: &[u128], max_bytes: usize) -> Result<Self, EncodeError> {
        let squares = check_shape(shape)?;
        // Refused before anything is built: the text of a huge board.
        check_len(empty_board_len(shape).unwrap_or(u128::MAX), max_bytes)?;
        let styles = Styles {
            active: Style::new(sashite_sin::Letter::C, Side::First),
            inactive: Style::new(sashite_sin::Letter::C, Side::Second),
        };
        let position = Self::regular(shape, squares, Pieces::default(), styles);
        Ok(Self {
            max_bytes,
            ..position
        })
    }

    /// A regular board of `shape` (`squares` squares) holding `pieces`,
    /// empty hands, under the default limits. It keeps its shape; its
    /// separators follow from it.
    fn regular(shape: &[u128], squares: u128, pieces: Pieces, styles: Styles) -> Self {
        Self {
            placement: Placement {
                squares,
                pieces,
                geometry: Geometry::regular(shape),
                dimensions: shape.len(),
            },
            hands: Hands::default(),
            styles,
            max_bytes: DEFAULT_MAX,
        }
    }

    /// A position from a regular board given square by square, in the
    /// order FEEN writes them (outermost axis first, as
    /// [`Position::squares`] yields them), `active`'s turn, empty hands.
    /// One pass and one allocation: the way to build a position from a
    /// board array (an engine's, a FEN's).
    ///
    /// # Errors
    ///
    /// As [`Position::empty`] for the shape; [`EncodeError::SquareCount`]
    /// when `squares` does not hold exactly the shape's square count;
    /// [`EncodeError::StylesSameCase`]; [`EncodeError::TooLong`] when the
    /// string would be longer than [`parse`](Self::parse) accepts.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::{EncodeError, Position};
    ///
    /// let king = Some("K^".parse().expect("EPIN"));
    /// let rival = Some("k^".parse().expect("EPIN"));
    /// let (active, inactive) = ("s".parse().expect("SIN"), "S".parse().expect("SIN"));
    /// let squares = [None, rival, None, None, None, None, None, king, None];
    /// let position = Position::from_squares(&[3, 3], &squares, active, inactive).expect("valid");
    /// assert_eq!(position.to_string(), "1k^1/3/1K^1 / s/S");
    /// assert_eq!(
    ///     Position::from_squares(&[3, 3], &squares[1..], active, inactive),
    ///     Err(EncodeError::SquareCount { expected: 9, found: 8 }),
    /// );
    /// ```
    pub fn from_squares(
        shape: &[u128],
        squares: &[Option<Identifier>],
        active: Style,
        inactive: Style,
    ) -> Result<Self, EncodeError> {
        Self::from_board(shape, squares, active, inactive)
    }

    /// [`from_squares`](Self::from_squares) from each square's
    /// [`Key`](sashite_epin::Key) instead of its identifier: the same
    /// checks and errors, and nothing to compute a piece, for a board that
    /// stores keys (two bytes a square).
    ///
    /// # Errors
    ///
    /// As [`from_squares`](Self::from_squares).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::sashite_epin::Key;
    /// use sashite_feen::{EncodeError, Position};
    ///
    /// let king = Some(Key::of("K^".parse().expect("EPIN")));
    /// let rival = Some(Key::of("k^".parse().expect("EPIN")));
    /// let (active, inactive) = ("s".parse().expect("SIN"), "S".parse().expect("SIN"));
    /// let squares = [None, rival, None, None, None, None, None, king, None];
    /// let position = Position::from_keys(&[3, 3], &squares, active, inactive).expect("valid");
    /// assert_eq!(position.to_string(), "1k^1/3/1K^1 / s/S");
    /// assert_eq!(
    ///     Position::from_keys(&[3, 3], &squares[1..], active, inactive),
    ///     Err(EncodeError::SquareCount { expected: 9, found: 8 }),
    /// );
    /// ```
    pub fn from_keys(
        shape: &[u128],
        squares: &[Option<Key>],
        active: Style,
        inactive: Style,
    ) -> Result<Self, EncodeError> {
        Self::from_board(shape, squares, active, inactive)
    }

    /// [`from_squares`](Self::from_squares) and
    /// [`from_keys`](Self::from_keys): one body, monomorphised per square
    /// type.
    fn from_board<S: SquareKey>(
        shape: &[u128],
        squares: &[S],
        active: Style,
        inactive: Style,
    ) -> Result<Self, EncodeError> {
        let expected = check_shape(shape)?;
        let found = squares.len();
        if u128::try_from(found).ok() != Some(expected) {
            return Err(EncodeError::SquareCount { expected, found });
        }
        if active.side() == inactive.side() {
            return Err(EncodeError::StylesSameCase);
        }
        let styles = Styles { active, inactive };
        let position = Self::regular(shape, expected, pieces_of_squares(squares), styles);
        // Up to 2^20 squares, the string (at most 4 bytes a square, fewer
        // separators than squares) is far below the limit.
        if found > 1 << 20 {
            check_len(position.text_len(), DEFAULT_MAX)?;
        }
        Ok(position)
    }

    /// Starts a [`Builder`] on an empty board of the given `shape`.
    ///
    /// # Errors
    ///
    /// As [`Position::empty`].
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::Position;
    ///
    /// let built = Position::builder(&[8]).expect("fine").build().expect("valid");
    /// assert_eq!(built.to_string(), "8 / C/c");
    /// ```
    pub fn builder(shape: &[u128]) -> Result<Builder, EncodeError> {
        Self::builder_with(shape, &Limits::DEFAULT)
    }

    /// Starts a [`Builder`] on an empty board of the given `shape`, under
    /// `limits`: the position it builds keeps their
    /// [`max_bytes`](Limits::max_bytes), as one read with
    /// [`parse_with`](Self::parse_with) does (see
    /// [`max_bytes`](Self::max_bytes)). The empty board, every edit of the
    /// builder and every later edit of the position are refused past it.
    /// (The other limits bound what a reader takes from unknown text; a
    /// shape given in code is checked as [`Position::empty`] checks it.)
    ///
    /// # Errors
    ///
    /// As [`Position::empty`], [`EncodeError::TooLong`] against
    /// `limits.max_bytes()`.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::{EncodeError, Limits, Position};
    ///
    /// let king = "K^".parse().expect("EPIN");
    /// // "K^1 / C/c" is 9 bytes; "K^K^ / C/c" would be 10.
    /// let limits = Limits::DEFAULT.with_max_bytes(9);
    /// let built = Position::builder_with(&[2], &limits).expect("7 bytes")
    ///     .piece(&[0], king)
    ///     .build()
    ///     .expect("9 bytes");
    /// assert_eq!(built.max_bytes(), 9);
    /// assert_eq!(built.place(1, king), Err(EncodeError::TooLong { len: 10, max: 9 }));
    /// let refused = Position::builder_with(&[2], &limits).expect("7 bytes")
    ///     .piece(&[0], king)
    ///     .piece(&[1], king)
    ///     .build();
    /// assert_eq!(refused, Err(EncodeError::TooLong { len: 10, max: 9 }));
    /// ```
    pub fn builder_with(shape: &[u128], limits: &Limits) -> Result<Builder, EncodeError> {
        let empty = Self::empty_within(shape, limits.max_bytes())?;
        let len = empty.text_len();
        Ok(Builder {
            draft: Ok(Box::new(Draft::new(empty, len))),
        })
    }
}

/// A square of a board given square by square: empty, or a piece whose
/// key it gives.
trait SquareKey: Copy {
    /// Whether counting the pieces first, to allocate their number, is
    /// cheaper than gathering their words on the stack: so for a two-byte
    /// key, counted eight squares a step, and not for an identifier.
    const COUNTS_FAST: bool;

    /// The key of the piece on the square, if any.
    fn key(self) -> Option<u16>;

    /// Whether a piece is on the square (its key not computed).
    fn is_piece(self) -> bool;
}

impl SquareKey for Option<Identifier> {
    const COUNTS_FAST: bool = false;

    #[inline]
    fn key(self) -> Option<u16> {
        self.map(Identifier::key)
    }

    #[inline]
    fn is_piece(self) -> bool {
        self.is_some()
    }
}

impl SquareKey for Option<Key> {
    const COUNTS_FAST: bool = true;

    #[inline]
    fn key(self) -> Option<u16> {
        self.map(Key::get)
    }

    #[inline]
    fn is_piece(self) -> bool {
        self.is_some()
    }
}

/// Boards of up to this many squares, given as identifiers, gather their
/// words on the stack.
const INLINE_SQUARES: usize = 128;

/// The pieces of a board given square by square: one word a piece, its
/// index packed with its key, allocated once at their number. Keys are
/// counted first (vectorised, no buffer to zero and copy); identifiers on
/// small boards (every game's) are gathered on the stack first. While the
/// indices fit in one segment, as they do on every board that fits in
/// memory, no writer and no `u128` arithmetic.
fn pieces_of_squares<S: SquareKey>(squares: &[S]) -> Pieces {
    if !u128::try_from(squares.len()).is_ok_and(|len| len <= Pieces::SPAN) {
        let mut pieces = PiecesWriter::<u128>::with_capacity(count_pieces(squares));
        for square in squares {
            match square.key() {
                Some(key) => pieces.push(key),
                None => pieces.skip(1),
            }
        }
        return pieces.finish();
    }
    if !S::COUNTS_FAST && squares.len() <= INLINE_SQUARES {
        let mut inline = [0; INLINE_SQUARES];
        let mut len = 0;
        for_each_word(squares, |word| {
            if let Some(slot) = inline.get_mut(len) {
                *slot = word;
                // Below the number of squares, at most 128.
                len = len.wrapping_add(1);
            }
        });
        // At most one word a square, and at most `INLINE_SQUARES` squares.
        let words = inline.get(..len).expect("no more words than squares");
        return Pieces::of_words(words.to_vec());
    }
    let mut words = Vec::with_capacity(count_pieces(squares));
    for_each_word(squares, |word| words.push(word));
    Pieces::of_words(words)
}

/// Feeds `sink` the [`word`] of each piece of `squares`, in order (one
/// segment: the caller checked the squares fit in its span).
#[inline]
fn for_each_word<S: SquareKey>(squares: &[S], mut sink: impl FnMut(u64)) {
    for (index, square) in (0_u64..).zip(squares) {
        if let Some(key) = square.key() {
            sink(word(index, key));
        }
    }
}

/// The number of pieces among `squares`: counted in blocks, each in a
/// `u16`, which vectorises eight two-byte squares a step.
fn count_pieces<S: SquareKey>(squares: &[S]) -> usize {
    squares
        .chunks(usize::from(u16::MAX))
        .map(|block| {
            let pieces: u16 = block
                .iter()
                .map(|square| u16::from(square.is_piece()))
                .fold(0, u16::wrapping_add);
            usize::from(pieces)
        })
        .sum()
}

impl Builder {
    /// Applies `edit`, unless an earlier one failed.
    fn then(self, edit: impl FnOnce(&mut Draft) -> Result<(), EncodeError>) -> Self {
        Self {
            draft: self
                .draft
                .and_then(|mut draft| edit(&mut draft).map(|()| draft)),
        }
    }

    /// Puts `piece` at `coordinates` (outermost first).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::Position;
    ///
    /// let built = Position::builder(&[2]).expect("fine")
    ///     .piece(&[1], "K".parse().expect("EPIN"))
    ///     .build()
    ///     .expect("valid");
    /// assert_eq!(built.to_string(), "1K / C/c");
    /// ```
    #[must_use]
    pub fn piece(self, coordinates: &[u128], piece: Identifier) -> Self {
        self.then(|draft| draft.place_at(coordinates, piece))
    }

    /// Adds `count` copies of `piece` to one side's hand.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::{Position, Side};
    ///
    /// let built = Position::builder(&[2]).expect("fine")
    ///     .hand(Side::Second, "P".parse().expect("EPIN"), 2)
    ///     .build()
    ///     .expect("valid");
    /// assert_eq!(built.to_string(), "2 /2P C/c");
    /// ```
    #[must_use]
    pub fn hand(self, side: Side, piece: Identifier, count: u128) -> Self {
        self.then(|draft| draft.add_to_hand(side, piece, count))
    }

    /// Sets the styles; `active` moves first.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::Position;
    ///
    /// let built = Position::builder(&[2]).expect("fine")
    ///     .styles("x".parse().expect("SIN"), "X".parse().expect("SIN"))
    ///     .build()
    ///     .expect("valid");
    /// assert_eq!(built.to_string(), "2 / x/X");
    /// ```
    #[must_use]
    pub fn styles(self, active: Style, inactive: Style) -> Self {
        self.then(|draft| draft.set_styles(active, inactive))
    }

    /// The position, or the first error met.
    ///
    /// # Errors
    ///
    /// The first [`EncodeError`] of the edits.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::{EncodeError, Position};
    ///
    /// let err = Position::builder(&[2, 2]).expect("fine")
    ///     .piece(&[2, 0], "K".parse().expect("EPIN"))
    ///     .build();
    /// assert_eq!(err, Err(EncodeError::BadCoordinates));
    /// ```
    pub fn build(self) -> Result<Position, EncodeError> {
        self.draft.map(|draft| draft.finish())
    }
}

/// The length of the string of an empty board of `shape` (outermost axis
/// first, none empty); `None` past `u128`.
fn empty_board_len(shape: &[u128]) -> Option<u128> {
    let (&cells, outer) = shape.split_last()?;
    // Each axis above the segments adds one `/` between its structures.
    let mut structures: u128 = 1;
    let mut slashes: u128 = 0;
    for &size in outer {
        structures = structures.checked_mul(size)?;
        slashes = slashes.checked_add(structures.checked_sub(1)?)?;
    }
    // `structures` ends as the segments, each `cells` in digits; then ` / C/c`.
    structures
        .checked_mul(decimal::len(cells) as u128)?
        .checked_add(slashes)?
        .checked_add(6)
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;

    use super::*;

    #[test]
    fn empty_boards() {
        for shape in [&[8u128, 8][..], &[5, 5, 5], &[2, 2, 2, 1], &[12], &[3, 1]] {
            let position = Position::empty(shape).expect("fine");
            let text = position.to_string();
            assert_eq!(
                empty_board_len(shape),
                Some(text.len() as u128),
                "{shape:?}"
            );
        }
    }
}
