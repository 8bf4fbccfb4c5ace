//! The one tokenizer of validated FEEN text: pieces, runs of empty squares,
//! separators and hand items, read without checks (the text was
//! validated). [`View`](crate::View), the lenient reader and the renderer
//! read the placement through it, and [`Position`](crate::Position) the
//! hands ([`Position::parse`](crate::Position::parse) builds its board in
//! the validating pass).

use core::ops::Range;

use sashite_epin::Identifier;
use sashite_epin::KeyShare;

use crate::decimal;
use crate::limits::MAX_DIMENSIONS;
use crate::shape::{Shape, ShapeFinder};

/// One token of a piece placement: a piece, a run of empty squares or a
/// separator (its number of `/`).
///
/// # Examples
///
/// ```
/// use sashite_feen::{Run, View};
///
/// let view = View::parse("a/b//c/d / C/c").expect("valid");
/// assert!(view.runs().any(|run| run == Run::Separator(2)));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Run {
    /// One square holding this piece.
    Piece(Identifier),
    /// This many empty squares (at least 1).
    Empty(u128),
    /// A separator of this many `/` (at least 1).
    Separator(usize),
}

/// The tokens of a piece placement, in reading order; see
/// [`View::runs`](crate::View::runs). [`Tokens::offset`] gives the byte
/// offset of the next token, so that a caller can take the span of each.
///
/// # Examples
///
/// ```
/// let view = sashite_feen::View::parse("8 / C/c").expect("valid");
/// assert_eq!(view.runs().count(), 1);
/// ```
#[derive(Debug, Clone)]
pub struct Tokens<'a> {
    /// The field's length, for offsets.
    len: usize,
    /// The bytes not read yet.
    rest: &'a [u8],
}

/// A token of a placement as the crate's readers take it: a piece as its
/// [`key`](Identifier::key).
pub(crate) enum Token {
    Piece(u16),
    Empty(u128),
    Separator(usize),
}

impl<'a> Tokens<'a> {
    /// The tokens of a validated placement field.
    pub(crate) const fn new(bytes: &'a [u8]) -> Self {
        Self {
            len: bytes.len(),
            rest: bytes,
        }
    }

    /// The offset, in the placement field, of the next token (the field's
    /// length once every token is read).
    ///
    /// # Examples
    ///
    /// ```
    /// let view = sashite_feen::View::parse("+K^12 / C/c").expect("valid");
    /// let mut runs = view.runs();
    /// runs.next();
    /// assert_eq!(runs.offset(), 3);
    /// ```
    #[must_use]
    pub const fn offset(&self) -> usize {
        // `rest` is a tail of the field.
        self.len.wrapping_sub(self.rest.len())
    }

    /// The next token.
    #[inline(always)]
    #[allow(clippy::inline_always)] // every reader of validated text calls it per token
    pub(crate) fn next_token(&mut self) -> Option<Token> {
        let rest = self.rest;
        let (token, len) = match rest {
            // Pieces first: they are most of a board's tokens.
            [first, ..] if !matches!(KeyShare::of(*first), KeyShare::Other) => {
                let Some((key, len)) = piece_key(rest) else {
                    not_validated();
                };
                (Token::Piece(key), len)
            }
            [b'/', ..] => {
                let len = rest.iter().take_while(|&&byte| byte == b'/').count();
                (Token::Separator(len), len)
            }
            [b'0'..=b'9', ..] => {
                let mut len = 0;
                let Some(count) = decimal::read(rest, &mut len) else {
                    count_past_u128();
                };
                (Token::Empty(count), len)
            }
            [] => return None,
            [_, ..] => not_validated(),
        };
        // Each length counts bytes of `rest`: the split is inside it.
        self.rest = rest.split_at(len.min(rest.len())).1;
        Some(token)
    }
}

impl Iterator for Tokens<'_> {
    type Item = Run;

    #[inline]
    fn next(&mut self) -> Option<Run> {
        Some(match self.next_token()? {
            Token::Piece(key) => Run::Piece(piece_of(key)),
            Token::Empty(n) => Run::Empty(n),
            Token::Separator(len) => Run::Separator(len),
        })
    }
}

/// The pieces of a placement in reading order; see
/// [`View::board_pieces`](crate::View::board_pieces). After each piece,
/// [`coordinates`](Self::coordinates) gives its coordinates: outermost
/// first, 0-based in reading order, a separator of `k` slashes moving the
/// axis `k` levels out from the innermost one and restarting those inside
/// it (on irregular boards too). [`for_each_placed`](Self::for_each_placed)
/// reads them all with their coordinates, then gives the shape.
#[derive(Debug, Clone)]
pub struct BoardPieces<'a> {
    walk: Walk<'a>,
    /// The coordinates of the last piece read.
    at: [u128; MAX_DIMENSIONS],
    shape: ShapeFinder,
}

/// The counters of a [`BoardPieces`] walk, apart from its arrays: small
/// enough for a walk to run on a local copy.
#[derive(Debug, Clone)]
struct Walk<'a> {
    tokens: Tokens<'a>,
    /// The innermost axis, below `MAX_DIMENSIONS` (indexes take it modulo
    /// that, which proves the bound without a check).
    last: usize,
    /// The squares before the current segment.
    row_start: u128,
    /// Whether a separator came since the last piece read.
    row: bool,
    /// The squares read so far, for the shape.
    squares: u128,
}

/// A piece of a [`BoardPieces`] walk.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct BoardPiece {
    piece: Identifier,
    span: Range<usize>,
    new_row: bool,
}

impl BoardPiece {
    /// The piece.
    ///
    /// # Examples
    ///
    /// ```
    /// let view = sashite_feen::View::parse("1K / C/c").expect("valid");
    /// assert_eq!(view.board_pieces().next().expect("a piece").piece().to_string(), "K");
    /// ```
    #[must_use]
    pub const fn piece(&self) -> Identifier {
        self.piece
    }

    /// The byte range of its token in the FEEN string.
    ///
    /// # Examples
    ///
    /// ```
    /// let view = sashite_feen::View::parse("1-k' / C/c").expect("valid");
    /// assert_eq!(view.board_pieces().next().expect("a piece").span(), 1..4);
    /// ```
    #[must_use]
    #[inline]
    pub fn span(&self) -> Range<usize> {
        self.span.clone()
    }

    /// Whether it is the first piece read since a separator (or the first
    /// piece): the coordinates but the last may have changed.
    ///
    /// # Examples
    ///
    /// ```
    /// let view = sashite_feen::View::parse("KQ/R1 / C/c").expect("valid");
    /// let rows: Vec<bool> = view.board_pieces().map(|p| p.is_new_row()).collect();
    /// assert_eq!(rows, [true, false, true]);
    /// ```
    #[must_use]
    pub const fn is_new_row(&self) -> bool {
        self.new_row
    }
}

impl<'a> BoardPieces<'a> {
    pub(crate) fn new(placement: &'a [u8], dimensions: usize) -> Self {
        Self {
            walk: Walk {
                tokens: Tokens::new(placement),
                last: dimensions.saturating_sub(1).min(MAX_DIMENSIONS - 1),
                row_start: 0,
                row: true,
                squares: 0,
            },
            at: [0; MAX_DIMENSIONS],
            shape: ShapeFinder::new(dimensions),
        }
    }

    /// The coordinates of the last piece returned (before the first, those
    /// of the first square), outermost first.
    ///
    /// # Examples
    ///
    /// ```
    /// let view = sashite_feen::View::parse("2/1K / C/c").expect("valid");
    /// let mut pieces = view.board_pieces();
    /// pieces.next();
    /// assert_eq!(pieces.coordinates(), [1, 1]);
    /// ```
    #[must_use]
    #[inline]
    pub fn coordinates(&self) -> &[u128] {
        self.walk.coordinates(&self.at)
    }

    /// The board's shape, as [`View::shape`](crate::View::shape) gives it,
    /// from this walk (the pieces left are read).
    ///
    /// # Examples
    ///
    /// ```
    /// let view = sashite_feen::View::parse("K^1/2//1+p/2 / C/c").expect("valid");
    /// let mut pieces = view.board_pieces();
    /// let king = pieces.next().expect("a piece");
    /// assert_eq!((king.span(), pieces.coordinates()), (0..2, &[0, 0, 0][..]));
    /// assert_eq!(pieces.into_shape().as_deref(), Some(&[2, 2, 2][..]));
    /// ```
    #[must_use]
    pub fn into_shape(self) -> Option<Shape> {
        self.for_each_placed(|_, _| {})
    }

    /// Hands each piece left to `f` with its coordinates, then returns the
    /// board's shape as [`into_shape`](Self::into_shape) does: one walk,
    /// faster than [`next`](Iterator::next) and
    /// [`coordinates`](Self::coordinates) in a loop.
    ///
    /// # Examples
    ///
    /// ```
    /// let view = sashite_feen::View::parse("K^1/2//1+p/2 / C/c").expect("valid");
    /// let mut found = Vec::new();
    /// let shape = view.board_pieces().for_each_placed(|piece, at| {
    ///     found.push((piece.span(), at.to_vec()));
    /// });
    /// assert_eq!(found, [(0..2, vec![0, 0, 0]), (8..10, vec![1, 0, 1])]);
    /// assert_eq!(shape.as_deref(), Some(&[2, 2, 2][..]));
    /// ```
    #[inline]
    pub fn for_each_placed(mut self, mut f: impl FnMut(BoardPiece, &[u128])) -> Option<Shape> {
        // The counters in a local: out of reach of `f`'s writes.
        let mut walk = self.walk;
        while let Some(placed) = walk.step(&mut self.at, &mut self.shape) {
            f(placed, walk.coordinates(&self.at));
        }
        self.shape.finish(walk.squares)
    }
}

impl Iterator for BoardPieces<'_> {
    type Item = BoardPiece;

    #[inline]
    fn next(&mut self) -> Option<BoardPiece> {
        self.walk.step(&mut self.at, &mut self.shape)
    }
}

impl Walk<'_> {
    /// The coordinates of the last piece read, kept in `at`.
    #[inline]
    fn coordinates<'c>(&self, at: &'c [u128; MAX_DIMENSIONS]) -> &'c [u128] {
        // Below the array's length: the compiler drops the check.
        let (coordinates, _) = at.split_at((self.last % MAX_DIMENSIONS).wrapping_add(1));
        coordinates
    }

    /// Reads up to the next piece: its coordinates go to `at`, the
    /// separators on the way to `shape`.
    #[inline]
    fn step(
        &mut self,
        at: &mut [u128; MAX_DIMENSIONS],
        shape: &mut ShapeFinder,
    ) -> Option<BoardPiece> {
        loop {
            let start = self.tokens.offset();
            // Valid boards count their squares in `u128`.
            match self.tokens.next()? {
                Run::Piece(piece) => {
                    if let Some(slot) = at.get_mut(self.last % MAX_DIMENSIONS) {
                        *slot = self.squares.wrapping_sub(self.row_start);
                    }
                    self.squares = self.squares.wrapping_add(1);
                    return Some(BoardPiece {
                        piece,
                        span: start..self.tokens.offset(),
                        new_row: core::mem::replace(&mut self.row, false),
                    });
                }
                Run::Empty(n) => self.squares = self.squares.wrapping_add(n),
                Run::Separator(len) => {
                    shape.separator(self.squares, len);
                    // A valid separator is shorter than the dimensions:
                    // it moves an outer axis and restarts those inside.
                    let axis = self.last.saturating_sub(len);
                    if let Some([moved, inner @ ..]) = at.get_mut(axis..=self.last) {
                        *moved = moved.wrapping_add(1);
                        // Nothing inside a one-slash separator but the column.
                        if len > 1 {
                            inner.fill(0);
                        }
                    }
                    self.row_start = self.squares;
                    self.row = true;
                }
            }
        }
    }
}

/// The key of the validated piece token at the start of `bytes`, and its
/// length: the sum of its bytes' [`KeyShare`]s, a prefix and a letter then
/// markers.
#[inline]
fn piece_key(bytes: &[u8]) -> Option<(u16, usize)> {
    let share = |at: usize| bytes.get(at).copied().map_or(KeyShare::Other, KeyShare::of);
    let (mut key, mut len) = match share(0) {
        KeyShare::Letter(key) => (key, 1),
        KeyShare::Prefix(state) => match share(1) {
            KeyShare::Letter(key) => (key.wrapping_add(state), 2),
            _ => return None,
        },
        _ => return None,
    };
    while let KeyShare::Marker(marker) = share(len) {
        key = key.wrapping_add(marker);
        // Inside `bytes`: no overflow.
        len = len.wrapping_add(1);
    }
    Some((key, len))
}

// The panics of a broken invariant, out of line: the hot paths only jump
// to them (a message set up in place cost an instruction per piece).

/// Text handed to the tokenizer as validated that is not.
#[cold]
#[inline(never)]
fn not_validated() -> ! {
    unreachable!("a validated placement holds whole piece tokens, counts and separators");
}

/// A count of validated text past `u128`.
#[cold]
#[inline(never)]
fn count_past_u128() -> ! {
    unreachable!("a validated count fits in u128");
}

/// A key read from validated text that is no piece's.
#[cold]
#[inline(never)]
fn not_a_key() -> ! {
    unreachable!("the key of a validated piece token is a piece's");
}

/// The piece of a key that [`piece_key`] read from validated text.
#[inline]
pub(crate) fn piece_of(key: u16) -> Identifier {
    let Some(piece) = Identifier::from_key(key) else {
        not_a_key();
    };
    piece
}

/// A hand handed to the reader as validated that is not.
#[cold]
#[inline(never)]
fn not_a_hand_item() -> ! {
    unreachable!("a validated hand item ends with a piece token");
}

/// The item of a valid hand starting at `hand[*i]`, inside it: its
/// multiplicity (implicit 1, or the digits), then its piece; `*i` moves
/// past it.
#[inline]
pub(crate) fn hand_item(hand: &[u8], i: &mut usize) -> HandItem {
    let count = if hand.get(*i).is_some_and(u8::is_ascii_digit) {
        let Some(count) = decimal::read(hand, i) else {
            count_past_u128();
        };
        count
    } else {
        1
    };
    let token = hand.get(*i..).and_then(piece_key);
    let Some((key, len)) = token else {
        not_a_hand_item();
    };
    *i = i.saturating_add(len);
    HandItem {
        piece: piece_of(key),
        count,
    }
}

/// One item of a hand: a piece and how many copies are held.
///
/// # Examples
///
/// ```
/// use sashite_feen::{Side, View};
///
/// let view = View::parse("8 2P/ C/c").expect("valid");
/// let item = view.hand(Side::First).next().expect("one item");
/// assert_eq!((item.piece().to_string().as_str(), item.count()), ("P", 2));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct HandItem {
    pub(crate) piece: Identifier,
    pub(crate) count: u128,
}

impl HandItem {
    /// The piece held.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::{Side, View};
    ///
    /// let view = View::parse("8 +K^'/ C/c").expect("valid");
    /// assert!(view.hand(Side::First).next().expect("item").piece().is_derived());
    /// ```
    #[must_use]
    pub const fn piece(&self) -> Identifier {
        self.piece
    }

    /// How many copies are held (at least 1).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::{Side, View};
    ///
    /// let view = View::parse("20 10P9Q/ C/c").expect("valid");
    /// assert_eq!(view.hand(Side::First).map(|i| i.count()).sum::<u128>(), 19);
    /// ```
    #[must_use]
    pub const fn count(&self) -> u128 {
        self.count
    }
}

/// The items of a hand in canonical order; see [`View::hand`](crate::View::hand).
///
/// # Examples
///
/// ```
/// use sashite_feen::{Side, View};
///
/// assert_eq!(View::parse("8 / C/c").expect("valid").hand(Side::Second).count(), 0);
/// ```
#[derive(Debug, Clone)]
pub struct HandItems<'a> {
    bytes: &'a [u8],
    i: usize,
}

impl<'a> HandItems<'a> {
    /// The items of one validated hand.
    pub(crate) const fn new(bytes: &'a [u8]) -> Self {
        Self { bytes, i: 0 }
    }
}

impl Iterator for HandItems<'_> {
    type Item = HandItem;

    #[inline]
    fn next(&mut self) -> Option<HandItem> {
        if self.i >= self.bytes.len() {
            return None;
        }
        Some(hand_item(self.bytes, &mut self.i))
    }
}

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

    use super::*;

    #[test]
    fn a_walk_of_the_pieces_finds_the_shape_view_finds() {
        for input in [
            "8 / C/c",
            "K^1/2//1+p/2 / C/c",
            "rkr/pp//2P1/a / C/c",
            "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c",
            "a/b//c/d///e/f//g/h / C/c",
            "ab/cd//AB/CD//ef/gh / C/c",
            "99999999999999999999K / C/c",
        ] {
            let view = crate::View::parse(input).expect("valid");
            assert_eq!(view.board_pieces().into_shape(), view.shape(), "{input}");
            let mut partial = view.board_pieces();
            partial.next();
            assert_eq!(partial.into_shape(), view.shape(), "{input}");
            // One walk handing out what `next` and `coordinates` give.
            let mut stepped = Vec::new();
            let mut pieces = view.board_pieces();
            while let Some(piece) = pieces.next() {
                stepped.push((piece, pieces.coordinates().to_vec()));
            }
            let mut handed = Vec::new();
            let shape = view
                .board_pieces()
                .for_each_placed(|piece, at| handed.push((piece, at.to_vec())));
            assert_eq!((handed, shape), (stepped, view.shape()), "{input}");
        }
    }

    // Text that was not validated is a bug of the caller: the tokenizer
    // stops it loudly instead of ending early (a board cut short).
    #[test]
    #[should_panic(
        expected = "a validated placement holds whole piece tokens, counts and separators"
    )]
    fn a_byte_no_token_starts_with_is_a_loud_bug() {
        let _: Vec<Run> = Tokens::new(b"K1?2").collect();
    }

    #[test]
    #[should_panic(expected = "a validated placement holds whole piece tokens")]
    fn a_prefix_without_its_letter_is_a_loud_bug() {
        let _: Vec<Run> = Tokens::new(b"K+").collect();
    }

    #[test]
    #[should_panic(expected = "a validated hand item ends with a piece token")]
    fn a_multiplicity_without_its_piece_is_a_loud_bug() {
        let _: Vec<HandItem> = HandItems::new(b"2P3").collect();
    }

    #[test]
    #[should_panic(expected = "a validated count fits in u128")]
    fn a_count_past_u128_is_a_loud_bug() {
        let _: Vec<Run> = Tokens::new(b"340282366920938463463374607431768211456").collect();
    }

    #[test]
    fn every_token_reads_as_epin_reads_it() {
        for piece in Identifier::all() {
            let token = piece.encode();
            let text = alloc::format!("12{token}/3");
            let runs: Vec<Run> = Tokens::new(text.as_bytes()).collect();
            assert_eq!(
                runs,
                [
                    Run::Empty(12),
                    Run::Piece(piece),
                    Run::Separator(1),
                    Run::Empty(3)
                ]
            );
            let hand = alloc::format!("3{token}{token}");
            let items: Vec<HandItem> = HandItems::new(hand.as_bytes()).collect();
            assert_eq!(
                items,
                [HandItem { piece, count: 3 }, HandItem { piece, count: 1 }]
            );
        }
    }
}
