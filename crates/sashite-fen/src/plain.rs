//! Games whose FEN pieces are letters alone, with no states and no hands:
//! xiangqi and makruk. A table of letters drives both directions.

use alloc::string::String;
use alloc::vec::Vec;

use sashite_feen::sashite_epin::Identifier;
use sashite_feen::{Letter, Position, Side, State};

use crate::board::{Board, Geometry};
use crate::error::{Error, Field};
use crate::feen::{self, Unspelled};
use crate::game::Game;
use crate::letters::{Letters, Spelling};
use crate::options::Options;
use crate::record::{self, Record, push_counters};

/// One such game.
#[derive(Debug)]
pub(crate) struct Plain {
    pub(crate) game: Game,
    pub(crate) geometry: Geometry,
    /// The style letter of both sides.
    pub(crate) style: Letter,
    /// The side-to-move letters read: the first player's, the second's,
    /// and how an error names them.
    pub(crate) first: &'static [u8],
    pub(crate) second: &'static [u8],
    pub(crate) sides: &'static str,
    /// FEN letter (lowercase) → FEEN letter, terminal; the first spelling
    /// of each FEEN letter is the one written.
    pub(crate) spellings: &'static [Spelling],
    /// The same, as tables.
    pub(crate) letters: Letters,
}

impl Plain {
    /// The FEN letter (lowercase) whose piece is `piece` itself, if the
    /// game has one: a letter stands for a normal, native piece of its
    /// side, terminal or not as the table says.
    fn spelling(&self, piece: Identifier) -> Option<u8> {
        self.spellings
            .iter()
            .find(|(_, letter, terminal)| {
                Identifier::new(*letter, piece.side(), State::Normal, *terminal, false) == piece
            })
            .map(|(fen, _, _)| *fen)
    }

    /// Whether the game has a letter for `piece` in some state.
    fn knows_letter(&self, piece: Identifier) -> bool {
        self.spellings.iter().any(|(_, letter, terminal)| {
            *letter == piece.letter() && *terminal == piece.is_terminal()
        })
    }

    pub(crate) fn read(&self, fen: &str) -> Result<Position, Error> {
        let mut record = Record::new(self.game, fen);
        let placement = record.field(Field::Board)?;
        let mut board = Board::empty(self.geometry);
        board.read(
            self.game,
            fen,
            placement.offset,
            placement.end(),
            &self.letters,
        )?;
        let side = record.field(Field::Side)?;
        let active = record.side(side, self.sides, self.first, self.second)?;
        record.dashes_and_counters()?;
        feen::position(self.game, &board, &[], active, self.style, 0)
    }

    pub(crate) fn write(&self, position: &Position, options: &Options) -> Result<String, Error> {
        let active = feen::active_side(self.game, position, self.style)?;
        feen::no_hands(self.game, position)?;
        let mut board = Board::empty(self.geometry);
        board.load(self.game, position)?;
        let mut fen = Vec::with_capacity(feen::FEN_CAPACITY);
        board
            .write_fen(&mut fen, |out, row, column, piece| {
                let Some(letter) = self.spelling(piece) else {
                    return Err(Unspelled { row, column, piece });
                };
                out.push(match piece.side() {
                    Side::First => letter.to_ascii_uppercase(),
                    Side::Second => letter,
                });
                Ok(())
            })
            .map_err(|unspelled| {
                // The game's letter in another state; else no such piece.
                let piece = unspelled.piece;
                let known = self.knows_letter(piece) && !piece.is_normal();
                feen::unspelled_error(self.game, position, &board, unspelled, known)
            })?;
        let side = match active {
            Side::First => b" w - -",
            Side::Second => b" b - -",
        };
        fen.extend_from_slice(side);
        push_counters(&mut fen, options);
        Ok(record::into_text(fen))
    }
}
