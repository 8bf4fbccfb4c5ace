//! Batch edits of a [`Position`]: many squares at once ([`Position::board_diff`])
//! and signed hand deltas ([`Position::hand_diff`]), the `board_diff` and
//! `*_hand_diff` of the Ruby gem (feen.rb 0.5). A batch checks and gives
//! what its edits one at a time would, so it keeps the value canonical
//! exactly as they do.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use sashite_epin::Identifier;

use crate::Side;
use crate::draft::Draft;
use crate::error::EncodeError;
use crate::position::Position;

impl Position {
    /// Sets many squares at once: each `(index, piece)` puts `piece` on the
    /// square at flat `index`, or empties it when `piece` is `None` (an
    /// empty square stays empty). When an index comes twice, the last
    /// change wins. All or nothing: on an error, no change is made.
    ///
    /// Squares are emptied before pieces are placed, so a batch that moves
    /// pieces never counts more pieces than it ends with. The result, or
    /// the error, is that of these edits one at a time, in order of index:
    /// [`remove`](Self::remove) for each emptied square that holds a piece,
    /// then [`place`](Self::place) for each piece.
    ///
    /// # Complexity
    ///
    /// O(n + k log(n + k)) for n pieces on the board and k changes: each
    /// change costs O(log(n + k)), and the pieces are packed once. (The
    /// same k edits one at a time would cost O(k n).)
    ///
    /// # Errors
    ///
    /// [`EncodeError::IndexOutOfRange`] past the last square, and the
    /// errors of [`place`](Self::place).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::Position;
    ///
    /// let position = Position::parse("K^2k^ / C/c").expect("valid");
    /// let king = "K^".parse().expect("EPIN");
    /// let moved = position.board_diff([(0, None), (1, Some(king))]).expect("in range");
    /// assert_eq!(moved.to_string(), "1K^1k^ / C/c");
    /// assert!(position.board_diff([(4, None)]).is_err());
    /// ```
    pub fn board_diff<I>(&self, changes: I) -> Result<Self, EncodeError>
    where
        I: IntoIterator<Item = (u128, Option<Identifier>)>,
    {
        // The last change of each index, in order of index (the sort is
        // stable: the changes of an index stay in the order given).
        let mut changes: Vec<(u128, Option<Identifier>)> = changes.into_iter().collect();
        changes.sort_by_key(|&(index, _)| index);
        changes.dedup_by(|later, kept| {
            let same = later.0 == kept.0;
            if same {
                *kept = *later;
            }
            same
        });
        let mut next = Draft::new(self.clone(), self.text_len());
        for &(index, _) in changes.iter().filter(|(_, piece)| piece.is_none()) {
            // An empty square stays empty; an index out of range is refused.
            next.clear(index)?;
        }
        for &(index, piece) in &changes {
            if let Some(piece) = piece {
                next.place(index, piece)?;
            }
        }
        Ok(next.finish())
    }

    /// Changes one side's hand by signed counts: `(piece, delta)` adds
    /// `delta` copies of `piece` when positive, takes `-delta` when
    /// negative; zero changes nothing. Deltas of the same piece add up.
    /// All or nothing: on an error, no change is made.
    ///
    /// Each distinct piece is one single edit: O(d n) for d distinct pieces
    /// and n pieces on the board.
    ///
    /// # Errors
    ///
    /// [`EncodeError::NotInHand`] when a hand would hold fewer than zero
    /// copies, [`EncodeError::CountTooLarge`] when the deltas of a piece
    /// overflow, and the errors of [`add_to_hand`](Self::add_to_hand).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::{Position, Side};
    ///
    /// let position = Position::parse("8 B/ C/c").expect("valid");
    /// let pawn = "P".parse().expect("EPIN");
    /// let bishop = "B".parse().expect("EPIN");
    /// let next = position.hand_diff(Side::First, [(pawn, 2), (bishop, -1)]).expect("held");
    /// assert_eq!(next.to_string(), "8 2P/ C/c");
    /// assert!(position.hand_diff(Side::Second, [(pawn, -1)]).is_err());
    /// ```
    pub fn hand_diff<I>(&self, side: Side, deltas: I) -> Result<Self, EncodeError>
    where
        I: IntoIterator<Item = (Identifier, i128)>,
    {
        let mut merged: BTreeMap<Identifier, i128> = BTreeMap::new();
        for (piece, delta) in deltas {
            let sum = merged.entry(piece).or_insert(0);
            *sum = sum.checked_add(delta).ok_or(EncodeError::CountTooLarge)?;
        }
        let mut next = self.clone();
        // Takes first, so that the count checks see the smallest hands.
        for (&piece, &delta) in merged.iter().filter(|(_, delta)| **delta < 0) {
            next = next.take_from_hand(side, piece, delta.unsigned_abs())?;
        }
        for (&piece, &delta) in merged.iter().filter(|(_, delta)| **delta > 0) {
            next = next.add_to_hand(side, piece, delta.unsigned_abs())?;
        }
        Ok(next)
    }
}
