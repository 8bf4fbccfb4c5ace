//! [`Tokens`]: what a game's FEN writes for each piece, in a table indexed
//! by the piece's attributes (built at compile time, one load a piece).
//!
//! The table is the writer's check that FEN can spell a piece whole: only
//! the identifiers rebuilt from a token's attributes (letter, side, state,
//! terminal, not derived) have an entry. Any other piece, one with an
//! attribute FEN has no way to write included, finds none and is refused.

use sashite_feen::sashite_epin::Identifier;
use sashite_feen::{Letter, Side, State};

use crate::letters::Spelling;

// FEN spells an EPIN piece by its five attributes (letter, side, state,
// terminal, derived), all that a table slot tells apart. An attribute EPIN
// gains changes this count: give it a place in the slot, and spell it or
// refuse it in every dialect, before changing the count here.
const _: () = assert!(Identifier::KEYS == 26 * 2 * 3 * 2 * 2);

/// What the writer checks of a piece, beyond its letter, before writing it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Role {
    /// Written as its letter, wherever it stands.
    Piece,
    /// Written `+` then its letter (shogi's promoted pieces).
    Promoted,
    /// A king that may not castle (chess).
    King,
    /// A king that may castle: on its back rank (chess).
    CastlingKing,
    /// A rook without a castling right (chess).
    Rook,
    /// A rook a castling right names: on its back rank (chess).
    CastlingRook,
    /// A pawn that has moved: off its starting rank (chess).
    Pawn,
    /// A pawn that has not moved: on its starting rank (chess).
    StartPawn,
    /// The pawn that just advanced two squares (chess).
    PassedPawn,
}

/// The token of a piece: its FEN letter, in its side's case, and its role.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Token {
    pub(crate) letter: u8,
    pub(crate) role: Role,
}

/// One token of a game, for both sides: the FEN letter (lowercase), the
/// FEEN letter, state and terminal marker of the piece it writes, its role.
pub(crate) type Written = (u8, Letter, State, bool, Role);

/// The table's slots: one per letter byte from `A` to `z`, state,
/// terminal marker and derivation flag (a few byte values between the
/// cases stay empty).
const SLOTS: usize = (b'z' - b'A' + 1) as usize * 3 * 2 * 2;

/// The slot of `piece`: its attributes packed, the letter and side as the
/// letter's byte (no decoding, unlike the EPIN key).
#[inline]
const fn slot(piece: Identifier) -> usize {
    let byte = piece.to_char() as usize - b'A' as usize;
    ((byte * 3 + piece.state() as usize) * 2 + piece.is_terminal() as usize) * 2
        + piece.is_derived() as usize
}

/// The token of every piece a game's FEN can spell, by slot.
#[derive(Debug)]
pub(crate) struct Tokens {
    table: [Option<Token>; SLOTS],
}

impl Tokens {
    /// The table of `written`, both sides of each; when two tokens write
    /// the same piece, the first is kept.
    pub(crate) const fn new(written: &[Written]) -> Self {
        let mut tokens = Self {
            table: [None; SLOTS],
        };
        let mut i = 0;
        while i < written.len() {
            tokens = tokens.with(written[i]);
            i += 1;
        }
        tokens
    }

    /// The table of a game whose pieces are letters alone: each of
    /// `spellings` writes a normal piece.
    pub(crate) const fn plain(spellings: &[Spelling]) -> Self {
        let mut tokens = Self {
            table: [None; SLOTS],
        };
        let mut i = 0;
        while i < spellings.len() {
            let (lower, letter, terminal) = spellings[i];
            tokens = tokens.with((lower, letter, State::Normal, terminal, Role::Piece));
            i += 1;
        }
        tokens
    }

    /// This table and `written`, both sides, unless a token already
    /// writes its pieces.
    const fn with(mut self, written: Written) -> Self {
        let (lower, letter, state, terminal, role) = written;
        let mut sides = [Side::First, Side::Second].as_slice();
        while let [side, rest @ ..] = sides {
            let piece = Identifier::new(letter, *side, state, terminal, false);
            let slot = slot(piece);
            if self.table[slot].is_none() {
                let letter = match side {
                    Side::First => lower.to_ascii_uppercase(),
                    Side::Second => lower,
                };
                self.table[slot] = Some(Token { letter, role });
            }
            sides = rest;
        }
        self
    }

    /// The token of `piece`, if the game's FEN can spell it.
    #[inline]
    pub(crate) fn get(&self, piece: Identifier) -> Option<Token> {
        self.table.get(slot(piece)).copied().flatten()
    }

    /// Whether the game has `piece`'s letter, side and terminal marker in
    /// some state (it is then refused for its state), derived or not.
    pub(crate) fn knows(&self, piece: Identifier) -> bool {
        [State::Normal, State::Enhanced, State::Diminished]
            .into_iter()
            .any(|state| {
                let native = Identifier::new(
                    piece.letter(),
                    piece.side(),
                    state,
                    piece.is_terminal(),
                    false,
                );
                self.get(native).is_some()
            })
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::{String, ToString};
    use alloc::vec::Vec;

    use super::{Role, Token, Tokens};
    use sashite_feen::sashite_epin::Identifier;
    use sashite_feen::{Letter, State};

    const TOKENS: Tokens = Tokens::new(&[
        (b'k', Letter::K, State::Normal, true, Role::King),
        (b'p', Letter::P, State::Enhanced, false, Role::StartPawn),
        (b'q', Letter::K, State::Normal, true, Role::Piece),
    ]);

    #[test]
    fn only_the_pieces_written_have_a_token_the_first_written_kept() {
        let spelled: Vec<(String, Token)> = Identifier::all()
            .filter_map(|piece| Some((piece.to_string(), TOKENS.get(piece)?)))
            .collect();
        let token = |letter, role| Token { letter, role };
        assert_eq!(
            spelled,
            [
                ("K^".into(), token(b'K', Role::King)),
                ("k^".into(), token(b'k', Role::King)),
                ("+P".into(), token(b'P', Role::StartPawn)),
                ("+p".into(), token(b'p', Role::StartPawn)),
            ]
        );
    }

    #[test]
    fn a_known_letter_in_another_state_is_known() {
        let known = |token: &str| TOKENS.knows(token.parse().expect("EPIN"));
        assert!(known("-K^") && known("+k^'") && known("P") && known("-p"));
        assert!(!known("K") && !known("P^") && !known("Q"));
    }
}
