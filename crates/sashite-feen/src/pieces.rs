//! [`Pieces`]: the pieces of an owned board, 8 bytes each.

use alloc::vec::Vec;
use core::fmt;

use sashite_epin::Identifier;

use crate::square::{Square, low_u64};

/// Bits of a word that hold the piece (its EPIN key); the others hold the
/// square, counted from the segment's base.
const PIECE_BITS: u32 = Identifier::KEY_BITS;

/// The pieces of a board by strictly increasing square, each one `u64`:
/// the square (as an offset from its segment's base) and the piece,
/// packed. Boards of fewer than 2^54 squares (every real one) have one
/// segment, based at square 0; a later segment starts where a piece lies
/// 2^54 squares or more past the current base, which takes at least 17
/// digits of text. Built only by [`PiecesWriter::push`], so equal boards
/// have equal words.
#[derive(Clone, Default, PartialEq, Eq, Hash)]
pub(crate) struct Pieces {
    words: Vec<u64>,
    /// The segments after the first: (index of the first word, base).
    bases: Vec<(usize, u128)>,
}

/// The word of the piece of `key` on `square`, from its segment's base
/// (below [`Pieces::SPAN`]; higher bits are lost).
#[inline]
pub(crate) const fn word(square: u64, key: u16) -> u64 {
    square << PIECE_BITS | key as u64
}

/// The piece of a word's low bits.
fn unpack(word: u64) -> Identifier {
    let Some(piece) = Identifier::from_key(Pieces::split_word(word).1) else {
        unreachable!("a word packs a piece's key: the reader's or an edit's");
    };
    piece
}

// A key fits in the `u16` that `split_word` reads it into.
const _: () = assert!(PIECE_BITS <= u16::BITS);

impl Pieces {
    /// Squares from a base that a word can hold: a piece further away
    /// starts a new segment of words, with its own base.
    pub(crate) const SPAN: u128 = 1 << (u64::BITS - PIECE_BITS);

    /// The pieces of `words`, each [`word`] of a square below
    /// [`SPAN`](Self::SPAN) and a key, by strictly increasing square (so
    /// one segment, as [`PiecesWriter::push`] would write them).
    pub(crate) fn of_words(words: Vec<u64>) -> Self {
        Self {
            words,
            bases: Vec::new(),
        }
    }

    /// The number of pieces.
    pub(crate) fn len(&self) -> usize {
        self.words.len()
    }

    /// The pieces with their squares, in order.
    pub(crate) fn iter(&self) -> Iter<'_> {
        Iter {
            words: self.words.iter(),
            at: 0,
            bases: &self.bases,
            base: 0,
        }
    }

    /// The segments of words, each with its base, in square order.
    pub(crate) fn segments(&self) -> impl Iterator<Item = (u128, &[u64])> + '_ {
        let starts = core::iter::once((0, 0)).chain(self.bases.iter().copied());
        let ends = self
            .bases
            .iter()
            .map(|&(first, _)| first)
            .chain([self.words.len()]);
        starts.zip(ends).map(|((first, base), end)| {
            let words = self.words.get(first..end);
            (
                base,
                words.expect("the segments start in order inside the words"),
            )
        })
    }

    /// Segment `k` (0 to `bases.len()`): the index of its first word, its
    /// base and its words.
    fn segment(&self, k: usize) -> (usize, u128, &[u64]) {
        let (first, base) = match k.checked_sub(1) {
            None => (0, 0),
            Some(before) => *self
                .bases
                .get(before)
                .expect("segment k is below bases.len() + 1"),
        };
        let end = self.bases.get(k).map_or(self.words.len(), |&(end, _)| end);
        let words = self.words.get(first..end);
        (
            first,
            base,
            words.expect("the segments start in order inside the words"),
        )
    }

    /// A word's square from its segment's base, and its key.
    #[inline]
    pub(crate) fn split_word(word: u64) -> (u128, u16) {
        // Below 2^PIECE_BITS, which `u16` holds (checked above): exact.
        #[allow(clippy::cast_possible_truncation)]
        let key = (word & ((1 << PIECE_BITS) - 1)) as u16;
        (u128::from(word >> PIECE_BITS), key)
    }

    /// The index (in reading order) of the piece on `square`, or where one
    /// would be inserted.
    pub(crate) fn search(&self, square: u128) -> Result<usize, usize> {
        // The segment holding `square`: the last whose base is at most it.
        let (start, base, words) =
            self.segment(self.bases.partition_point(|&(_, base)| base <= square));
        let offset = square.wrapping_sub(base);
        // A square past the segment's span has no word of its own there.
        let found = if offset >= Self::SPAN {
            Err(words.len())
        } else {
            // Below 2^54.
            words.binary_search_by_key(&low_u64(offset), |word| word >> PIECE_BITS)
        };
        // Indices inside `words`: the sums do not overflow.
        found
            .map(|k| start.saturating_add(k))
            .map_err(|k| start.saturating_add(k))
    }

    /// The piece on `square`.
    pub(crate) fn get(&self, square: u128) -> Option<Identifier> {
        let at = self.search(square).ok()?;
        self.words.get(at).map(|&word| unpack(word))
    }

    /// The same pieces with `square` set to `piece` (`Some`) or emptied
    /// (`None`). Rebuilt whole, so that the segments stay those
    /// [`PiecesWriter::push`] makes.
    pub(crate) fn with(&self, square: u128, piece: Option<Identifier>) -> Self {
        let (before, after) = match self.search(square) {
            Ok(k) => (k, k.saturating_add(1)),
            Err(k) => (k, k),
        };
        let mut next = PiecesWriter::<u128>::with_capacity(self.len().saturating_add(1));
        let new = piece.map(|piece| (square, piece));
        let rest = self.iter().skip(after);
        for (square, piece) in self.iter().take(before).chain(new).chain(rest) {
            next.push_at(square, piece.key());
        }
        next.finish()
    }
}

/// Writes [`Pieces`] square by square, in order: the one way boards are
/// built, by the reader and by edits. Squares are counted in `S`, which
/// holds every square of the board.
#[derive(Debug)]
pub(crate) struct PiecesWriter<S: Square = u128> {
    pieces: Pieces,
    /// The first square of the current segment.
    base: u128,
    /// The next square, from `base`.
    offset: S,
}

impl<S: Square> PiecesWriter<S> {
    /// No pieces, room for `capacity` without allocating again.
    pub(crate) fn with_capacity(capacity: usize) -> Self {
        Self {
            pieces: Pieces {
                words: Vec::with_capacity(capacity),
                bases: Vec::new(),
            },
            base: 0,
            offset: S::of(0),
        }
    }

    /// The next square.
    pub(crate) fn square(&self) -> u128 {
        // A square of the board: no overflow.
        self.base.wrapping_add(self.offset.into())
    }

    /// Passes over `squares` empty squares.
    pub(crate) fn skip(&mut self, squares: u128) {
        self.offset = self.offset.plus(S::of(squares));
    }

    /// Places the piece of `key` on the next square.
    #[inline]
    pub(crate) fn push(&mut self, key: u16) {
        let mut offset: u128 = self.offset.into();
        debug_assert!(S::PAST_SPAN || offset < Pieces::SPAN, "one segment");
        if S::PAST_SPAN && offset >= Pieces::SPAN {
            self.new_segment();
            offset = 0;
        }
        // `offset < 2^54`: it fits above the piece bits.
        self.pieces.words.push(word(low_u64(offset), key));
        self.offset = self.offset.plus(S::of(1));
    }

    /// Adds `share` to the key of the last piece placed (a marker read after
    /// its letter); nothing before the first.
    pub(crate) fn mark_last(&mut self, share: u16) {
        if let Some(word) = self.pieces.words.last_mut() {
            *word = word.wrapping_add(u64::from(share));
        }
    }

    /// Places the piece of `key` on `square`, at or past the next one.
    pub(crate) fn push_at(&mut self, square: u128, key: u16) {
        debug_assert!(square >= self.square(), "squares in order");
        self.skip(square.wrapping_sub(self.square()));
        self.push(key);
    }

    #[cold]
    fn new_segment(&mut self) {
        self.base = self.square();
        self.offset = S::of(0);
        self.pieces.bases.push((self.pieces.words.len(), self.base));
    }

    /// The pieces written.
    pub(crate) fn finish(self) -> Pieces {
        self.pieces
    }
}

#[cfg(test)]
impl Default for PiecesWriter {
    fn default() -> Self {
        Self::with_capacity(0)
    }
}

impl fmt::Debug for Pieces {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// The pieces of a [`Pieces`] with their squares, in order.
#[derive(Debug, Clone)]
pub(crate) struct Iter<'a> {
    words: core::slice::Iter<'a, u64>,
    /// The index of the next word.
    at: usize,
    /// The segments not yet reached.
    bases: &'a [(usize, u128)],
    base: u128,
}

impl Iterator for Iter<'_> {
    type Item = (u128, Identifier);

    #[inline]
    fn next(&mut self) -> Option<(u128, Identifier)> {
        let word = *self.words.next()?;
        if let Some((&(first, base), rest)) = self.bases.split_first()
            && first == self.at
        {
            self.base = base;
            self.bases = rest;
        }
        // An index of `words` and a square of the board: no overflow.
        self.at = self.at.wrapping_add(1);
        let square = self.base.wrapping_add(u128::from(word >> PIECE_BITS));
        Some((square, unpack(word)))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.words.size_hint()
    }
}

impl ExactSizeIterator for Iter<'_> {}

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

    use super::*;

    #[test]
    fn every_piece_packs_into_its_bits_and_back() {
        for piece in Identifier::all() {
            assert!(u64::from(piece.key()) < 1 << PIECE_BITS);
            assert_eq!(unpack(u64::from(piece.key())), piece);
        }
    }

    #[test]
    #[should_panic(expected = "a word packs a piece's key")]
    fn a_word_without_a_piece_is_a_loud_bug() {
        let key = (0..=u16::MAX).find(|&key| Identifier::from_key(key).is_none());
        unpack(u64::from(key.unwrap()));
    }

    #[test]
    fn far_squares_start_segments_and_read_back() {
        let king: Identifier = "K^".parse().unwrap();
        let squares = [
            0,
            5,
            Pieces::SPAN - 1,
            Pieces::SPAN,
            Pieces::SPAN + 1,
            3 * Pieces::SPAN,
            u128::MAX - 1,
            u128::MAX,
        ];
        let mut writer = PiecesWriter::default();
        for &square in &squares {
            writer.push_at(square, king.key());
        }
        let pieces = writer.finish();
        assert_eq!(pieces.bases.len(), 3);
        let read: Vec<u128> = pieces.iter().map(|(square, _)| square).collect();
        assert_eq!(read, squares);
        for (k, &square) in squares.iter().enumerate() {
            assert_eq!(pieces.search(square), Ok(k));
            assert_eq!(pieces.get(square), Some(king));
        }
        assert_eq!(pieces.search(1), Err(1));
        assert_eq!(pieces.search(Pieces::SPAN + 2), Err(5));
        assert_eq!(pieces.search(2 * Pieces::SPAN), Err(5));
        assert_eq!(pieces.get(7), None);
        // Edits rebuild the same segments as pushing the result would.
        let without = pieces.with(Pieces::SPAN, None);
        let mut expected = PiecesWriter::default();
        for &square in squares.iter().filter(|&&s| s != Pieces::SPAN) {
            expected.push_at(square, king.key());
        }
        let expected = expected.finish();
        assert_eq!(without, expected);
        assert_eq!(without.with(Pieces::SPAN, Some(king)), pieces);
    }
}
