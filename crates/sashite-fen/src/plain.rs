//! Games whose FEN pieces are letters alone, with no states and no hands:
//! xiangqi and makruk. A table of letters drives both directions.

use alloc::string::String;
use alloc::vec::Vec;

use sashite_feen::{Letter, Position, Side};

use crate::board::{Board, Geometry};
use crate::error::{Error, Field};
use crate::feen;
use crate::game::Game;
use crate::letters::Letters;
use crate::options::Options;
use crate::record::{self, Record, push_counters};
use crate::tokens::Tokens;

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
    /// What each FEN letter reads as.
    pub(crate) letters: Letters,
    /// What each piece writes as.
    pub(crate) tokens: Tokens,
}

impl Plain {
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
        let mut fen = Vec::with_capacity(feen::FEN_CAPACITY);
        let mut ranks = self.geometry.ranks(self.game, position)?;
        for (index, piece) in position.placement().pieces() {
            let (row, column) = ranks.advance(&mut fen, index);
            let Some(token) = self.tokens.get(piece) else {
                let known = self.tokens.knows(piece);
                let kind = feen::piece_error(self.geometry, row, column, piece, known);
                return Err(feen::square_error(self.game, position, row, column, kind));
            };
            fen.push(token.letter);
        }
        ranks.finish(&mut fen);
        let side = match active {
            Side::First => b" w - -",
            Side::Second => b" b - -",
        };
        fen.extend_from_slice(side);
        push_counters(&mut fen, options);
        Ok(record::into_text(fen))
    }
}
