//! [`BoardBuilder`]: the owned board, built from what the validating
//! reader tells as it reads the placement (its [`BoardSink`]), in the
//! same pass: the text is read by one reader, and only once for most
//! boards.

use sashite_epin::KeyShare;

use crate::board_field::{BoardSink, Read};
use crate::geometry::{Geometry, Separators};
use crate::pieces::{Pieces, PiecesWriter, word};
use crate::placement::Placement;
use crate::shape::ShapeFinder;
use crate::square::{Square, low_u64};

/// Each byte's share of the key of the piece it is part of (see
/// [`KeyShare`]); 0 for a byte of no piece.
static SHARES: [u16; 256] = {
    let mut shares = [0; 256];
    let mut byte = 0;
    while byte < 256 {
        // `byte < 256`: it fits and indexes the table.
        #[allow(clippy::cast_possible_truncation, clippy::indexing_slicing)]
        {
            shares[byte] = match KeyShare::of(byte as u8) {
                KeyShare::Prefix(share) | KeyShare::Letter(share) | KeyShare::Marker(share) => {
                    share
                }
                KeyShare::Other => 0,
            };
        }
        byte += 1;
    }
    shares
};

/// A placement being read: its pieces and separators as the validating
/// reader tells them. Squares are counted in `S`; the shape is followed
/// for boards of up to `LEVELS + 1` dimensions.
///
/// With `INLINE > 0`, the pieces are kept inline, up to `INLINE` of them,
/// and the vector is allocated once, at its size, when the board is read
/// (the one pass of [`Position::parse`](crate::Position::parse)); with
/// `INLINE == 0`, they go to a vector allocated beforehand, at the size
/// the reader found. A board that does not [`fit`](Self::fits) is read
/// again, by a builder that fits it.
pub(crate) struct BoardBuilder<S: Square, const LEVELS: usize, const INLINE: usize> {
    /// The squares of the counts read whole so far.
    large: u128,
    inline: [u64; INLINE],
    inline_len: usize,
    /// The pieces, without `INLINE`.
    pieces: PiecesWriter<S>,
    shape: ShapeFinder<S, LEVELS>,
    /// The share of the prefix of the piece being read.
    prefix: u16,
    /// The board holds more pieces than `INLINE`, or more squares than
    /// `S` counts in one segment of words: this builder cannot finish it.
    overflow: bool,
}

/// The builder of the one pass: on the stack, for boards of up to 64
/// pieces, 2^54 squares and 3 dimensions.
pub(crate) type FirstPass = BoardBuilder<u64, 2, 64>;

impl<S: Square, const LEVELS: usize, const INLINE: usize> BoardBuilder<S, LEVELS, INLINE> {
    /// A builder for a board of `pieces` pieces (ignored with `INLINE`).
    pub(crate) fn new(pieces: usize) -> Self {
        Self {
            large: 0,
            inline: [0; INLINE],
            inline_len: 0,
            pieces: PiecesWriter::with_capacity(if INLINE > 0 { 0 } else { pieces }),
            shape: ShapeFinder::new(1),
            prefix: 0,
            overflow: false,
        }
    }

    /// Whether this builder read the whole valid board of `squares`
    /// squares and `dimensions` dimensions it was told.
    pub(crate) fn fits(&self, squares: u128, dimensions: usize) -> bool {
        !self.overflow && Self::fits_shape(squares, dimensions)
    }

    /// Whether a builder of this type counts `squares` squares and follows
    /// the shape of `dimensions` dimensions.
    pub(crate) const fn fits_shape(squares: u128, dimensions: usize) -> bool {
        (S::PAST_SPAN || squares <= Pieces::SPAN) && dimensions <= LEVELS.saturating_add(1)
    }

    /// The board read from the valid placement `field`, of `squares`
    /// squares and `dimensions` dimensions, which it [`fits`](Self::fits).
    pub(crate) fn finish(&mut self, field: &[u8], squares: u128, dimensions: usize) -> Placement {
        debug_assert!(self.fits(squares, dimensions), "a board the builder fits");
        self.shape.set_dimensions(dimensions);
        let geometry = self.shape.finish_with(S::of(squares), Geometry::regular);
        // An irregular board keeps its separators: read from the field.
        let geometry = geometry.unwrap_or_else(|| Geometry::Irregular(Separators::of(field)));
        let pieces = if INLINE > 0 {
            // One allocation, at its size (none without pieces).
            // `byte` stores at most `INLINE` words and counts what it stores.
            let inline = self.inline.get(..self.inline_len);
            let inline = inline.expect("the inline count is at most the inline capacity");
            Pieces::of_words(inline.to_vec())
        } else {
            core::mem::replace(&mut self.pieces, PiecesWriter::with_capacity(0)).finish()
        };
        Placement {
            squares,
            pieces,
            geometry,
            dimensions,
        }
    }
}

impl<S: Square, const LEVELS: usize, const INLINE: usize> BoardSink
    for BoardBuilder<S, LEVELS, INLINE>
{
    #[inline]
    fn byte(&mut self, outcome: usize, _: usize, byte: u8, _: usize, pieces: usize, small: u64) {
        let share = || SHARES.get(usize::from(byte)).copied().unwrap_or(0);
        // Past `S` (or past `u128`), the board overflows: no panic.
        let square = || {
            if S::PAST_SPAN {
                self.large
                    .wrapping_add(u128::from(small))
                    .wrapping_add(pieces as u128)
            } else {
                // The low bits alone, in one word.
                let low = low_u64(self.large).wrapping_add(small);
                u128::from(low.wrapping_add(pieces as u64))
            }
        };
        match Read::of(outcome) {
            Read::Letter => {
                let key = self.prefix.wrapping_add(share());
                self.prefix = 0;
                let square = square();
                if INLINE == 0 {
                    self.pieces.push_at(square, key);
                } else if let Some(slot) = self.inline.get_mut(self.inline_len) {
                    *slot = word(low_u64(square), key);
                    self.inline_len = self.inline_len.wrapping_add(1);
                } else {
                    self.overflow = true;
                }
            }
            Read::Digit => {}
            Read::Marker => {
                if INLINE == 0 {
                    self.pieces.mark_last(share());
                } else if let Some(word) = self.inline.get_mut(self.inline_len.wrapping_sub(1)) {
                    *word = word.wrapping_add(u64::from(share()));
                }
            }
            Read::Prefix => self.prefix = share(),
            Read::Slash => {
                if !self.overflow {
                    let square = S::wrap(square());
                    self.shape.separator(square, 1);
                }
            }
        }
    }

    fn large(&mut self, squares: u128) {
        self.large = squares;
        self.overflow |= !S::PAST_SPAN && squares > Pieces::SPAN;
    }

    fn separator(&mut self, square: u128, len: usize, told: bool) {
        if self.overflow {
            return;
        }
        if told {
            self.shape.lengthen(len);
        } else {
            self.shape.separator(S::wrap(square), len);
        }
    }

    fn ranks(&mut self, square: u128, cells: u128, repeats: usize, _: usize) {
        if self.overflow {
            return;
        }
        self.shape.separator(S::wrap(square), 1);
        // Squares of the board, below the span (else `large` overflowed).
        self.shape.ranks(S::wrap(square), S::wrap(cells), repeats);
    }
}
