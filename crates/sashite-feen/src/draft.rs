//! [`Draft`]: a position under many edits, each in O(log n), its packed
//! pieces written once at the end. Behind [`Builder`](crate::Builder) and
//! [`Position::board_diff`].

use alloc::collections::BTreeMap;
use alloc::vec::Vec;
use core::ops::Bound;

use sashite_epin::{Identifier, Side};
use sashite_sin::Identifier as Style;

use crate::decimal;
use crate::error::EncodeError;
use crate::hands::Hands;
use crate::pieces::PiecesWriter;
use crate::placement::Placement;
use crate::position::Position;
use crate::writer::{Length, Text};

/// A position being edited. Its pieces stay in a map by flat index, so an
/// edit costs O(log n) instead of a rebuild of the packed vector; the
/// length of its text is kept up to date from the empty runs around each
/// edited square, so every edit is checked as the single edits of
/// [`Position`] are (same errors, in the same order) without writing the
/// text again. [`finish`](Self::finish) packs the pieces once.
#[derive(Debug, Clone)]
pub(crate) struct Draft {
    /// The position without its pieces: shape, hands, styles.
    frame: Position,
    pieces: BTreeMap<u128, Identifier>,
    segments: Segments,
    /// The length of the draft's whole FEEN text.
    len: u128,
}

/// Where the segment of a square starts and ends.
#[derive(Debug, Clone)]
enum Segments {
    /// Every segment holds `cells` squares: a regular board, its innermost
    /// axis.
    Regular { cells: u128 },
    /// The first square of each segment after the first: an irregular
    /// board, its separators (which it stores anyway).
    Irregular(Vec<u128>),
}

impl Segments {
    fn of(placement: &Placement) -> Self {
        match placement.shape().and_then(<[u128]>::last) {
            Some(&cells) => Self::Regular { cells },
            None => Self::Irregular(placement.separator_iter().map(|(at, _)| at).collect()),
        }
    }

    /// The first square of the segment of `square`, and the square past its
    /// last, on a board of `squares` squares.
    fn around(&self, square: u128, squares: u128) -> (u128, u128) {
        match self {
            Self::Regular { cells } => {
                // `cells > 0` and the segment lies inside the board.
                let start = square.wrapping_sub(square.checked_rem(*cells).unwrap_or(0));
                (start, start.saturating_add(*cells))
            }
            Self::Irregular(starts) => {
                let next = starts.partition_point(|&at| at <= square);
                let start = next.checked_sub(1).and_then(|k| starts.get(k));
                (
                    start.copied().unwrap_or(0),
                    starts.get(next).copied().unwrap_or(squares),
                )
            }
        }
    }
}

/// The length of a run of `n` empty squares as FEEN writes it (none for 0).
fn run_len(n: u128) -> u128 {
    // Most runs are short: `decimal::len` on `u128` costs a few dozen
    // instructions.
    match n {
        0 => 0,
        1..=9 => 1,
        10..=99 => 2,
        _ => decimal::len(n) as u128,
    }
}

/// The length of a piece's token.
fn token_len(piece: Identifier) -> u128 {
    piece.to_bytes().1 as u128
}

/// The length of the hands field, as the writer writes it.
fn hands_len(hands: &Hands) -> u128 {
    let mut length = Length::default();
    let mut text = Text::new(&mut length);
    // A `Length` takes any text: writing cannot fail.
    let _ = hands.write_text(&mut text).and_then(|()| text.flush());
    length.0
}

impl Draft {
    /// A draft of `position`, whose text is `len` bytes long. O(n) for its
    /// n pieces (they come in order).
    pub(crate) fn new(mut position: Position, len: u128) -> Self {
        let pieces = core::mem::take(&mut position.placement.pieces);
        Self {
            segments: Segments::of(&position.placement),
            pieces: pieces.iter().collect(),
            frame: position,
            len,
        }
    }

    /// Refuses an index past the last square.
    fn check_index(&self, index: u128) -> Result<(), EncodeError> {
        let squares = self.frame.square_count();
        if index >= squares {
            return Err(EncodeError::IndexOutOfRange { index, squares });
        }
        Ok(())
    }

    /// Puts `piece` (`Some`) on `square` or empties it (`None`), keeping
    /// the text length; the piece that was there.
    fn set(&mut self, square: u128, piece: Option<Identifier>) -> Option<Identifier> {
        let (start, end) = self.segments.around(square, self.frame.square_count());
        // The empty squares on each side of `square`, up to the nearest
        // piece or the end of its segment.
        let before = self
            .pieces
            .range(..square)
            .next_back()
            .map_or(start, |(&at, _)| at.saturating_add(1).max(start));
        let after = self
            .pieces
            .range((Bound::Excluded(square), Bound::Unbounded))
            .next()
            .map_or(end, |(&at, _)| at.min(end));
        // `before <= square < after`: no wrap.
        let (left, right) = (
            square.wrapping_sub(before),
            after.wrapping_sub(square).wrapping_sub(1),
        );
        // Empty, the square is one run with its neighbours; holding a
        // piece, it splits them in two runs around its token.
        let merged = run_len(left.saturating_add(right).saturating_add(1));
        let split = run_len(left).saturating_add(run_len(right));
        let text = |piece: Option<Identifier>| {
            piece.map_or(merged, |p| split.saturating_add(token_len(p)))
        };
        let old = match piece {
            Some(piece) => self.pieces.insert(square, piece),
            None => self.pieces.remove(&square),
        };
        // The text of the rest is unchanged.
        self.len = self
            .len
            .saturating_add(text(piece))
            .saturating_sub(text(old));
        old
    }

    /// The pieces on the board.
    fn board_pieces(&self) -> u128 {
        self.pieces.len() as u128
    }

    /// As [`Position::place`].
    pub(crate) fn place(&mut self, index: u128, piece: Identifier) -> Result<(), EncodeError> {
        self.check_index(index)?;
        let added = self.set(index, Some(piece)).is_none();
        self.frame.check_edit(self.board_pieces(), self.len, added)
    }

    /// As [`Position::place_at`].
    pub(crate) fn place_at(
        &mut self,
        coordinates: &[u128],
        piece: Identifier,
    ) -> Result<(), EncodeError> {
        let index = self.frame.index_at(coordinates)?;
        self.place(index, piece)
    }

    /// Empties the square at `index`, if a piece stands there (unlike
    /// [`Position::remove`], an empty square is no error).
    pub(crate) fn clear(&mut self, index: u128) -> Result<(), EncodeError> {
        self.check_index(index)?;
        self.set(index, None);
        Ok(())
    }

    /// As [`Position::add_to_hand`].
    pub(crate) fn add_to_hand(
        &mut self,
        side: Side,
        piece: Identifier,
        count: u128,
    ) -> Result<(), EncodeError> {
        if count == 0 {
            return Err(EncodeError::ZeroCount);
        }
        let hands = &mut self.frame.hands;
        let total = hands
            .count_of(side, piece)
            .checked_add(count)
            .ok_or(EncodeError::TooManyPieces)?;
        // Hands hold at most a few hundred items: measured whole.
        let before = hands_len(hands);
        hands.set(side, piece, total);
        self.len = self
            .len
            .saturating_add(hands_len(hands))
            .saturating_sub(before);
        self.frame.check_edit(self.board_pieces(), self.len, true)
    }

    /// As [`Position::with_styles`].
    pub(crate) fn set_styles(&mut self, active: Style, inactive: Style) -> Result<(), EncodeError> {
        // The frame holds no pieces: a cheap copy.
        self.frame = self.frame.with_styles(active, inactive)?;
        Ok(())
    }

    /// The position, its pieces packed in one pass.
    pub(crate) fn finish(self) -> Position {
        let mut pieces = PiecesWriter::<u128>::with_capacity(self.pieces.len());
        for (square, piece) in self.pieces {
            pieces.push_at(square, piece.key());
        }
        let mut position = self.frame;
        position.placement.pieces = pieces.finish();
        debug_assert_eq!(
            position.text_len(),
            self.len,
            "the length the writer writes"
        );
        position
    }
}
