//! Games whose FEN pieces are letters alone, with no states and no hands:
//! xiangqi and makruk. A table of letters drives both directions.

use alloc::string::String;

use sashite_feen::sashite_epin::Identifier;
use sashite_feen::{Letter, Position, Side, State};

use crate::ascii::Ascii;
use crate::board::{Board, Geometry};
use crate::chess::push_counters;
use crate::error::{Error, Field};
use crate::feen;
use crate::game::Game;
use crate::options::Options;
use crate::record::Record;

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
    /// FEN letter (lowercase) → FEEN letter; the first pair of each FEEN
    /// letter is the one written.
    pub(crate) letters: &'static [(u8, Letter)],
    /// The terminal piece.
    pub(crate) king: Letter,
}

impl Plain {
    fn piece(&self, byte: u8, promoted: bool) -> Option<Identifier> {
        let side = if byte.is_ascii_uppercase() {
            Side::First
        } else {
            Side::Second
        };
        let lower = byte.to_ascii_lowercase();
        let &(_, letter) = self.letters.iter().find(|(fen, _)| *fen == lower)?;
        (!promoted)
            .then(|| Identifier::new(letter, side, State::Normal, letter == self.king, false))
    }

    /// The FEN letter of a FEEN letter.
    fn fen_letter(&self, letter: Letter) -> Option<u8> {
        self.letters
            .iter()
            .find(|(_, l)| *l == letter)
            .map(|(fen, _)| *fen)
    }

    pub(crate) fn read(&self, fen: &str) -> Result<Position, Error> {
        let mut record = Record::new(self.game, fen);
        let placement = record.field(Field::Board)?;
        let board = Board::read(
            self.game,
            self.geometry,
            fen,
            placement.offset,
            placement.end(),
            |b, p| self.piece(b, p),
        )?;
        let side = record.field(Field::Side)?;
        let active = record.side(side, self.sides, self.first, self.second)?;
        record.dashes_and_counters()?;
        feen::position(self.game, &board, "/", active, self.style, 0)
    }

    pub(crate) fn write(&self, position: &Position, options: &Options) -> Result<String, Error> {
        let active = feen::active_side(self.game, position, self.style)?;
        feen::no_hands(self.game, position)?;
        let board =
            Board::of_position(self.game, self.geometry, position, |row, column, piece| {
                let known = self.fen_letter(piece.letter()).is_some()
                    && piece.is_terminal() == (piece.letter() == self.king);
                if piece.is_derived() || !known || !piece.is_normal() {
                    let kind = feen::piece_error(self.geometry, row, column, piece, known);
                    let width = self.geometry.width;
                    return Err(feen::square_error(
                        self.game, position, width, row, column, kind,
                    ));
                }
                Ok(())
            })?;
        let mut fen = Ascii::new();
        board.write_fen(&mut fen, |out, piece| {
            let letter = self.fen_letter(piece.letter()).unwrap_or(b'?');
            let letter = if piece.side() == Side::First {
                letter.to_ascii_uppercase()
            } else {
                letter
            };
            out.push(letter);
        });
        fen.push_str(if active == Side::First {
            " w - -"
        } else {
            " b - -"
        });
        push_counters(&mut fen, options.halfmove_clock(), options.move_number());
        Ok(String::from(fen.as_str()))
    }
}
