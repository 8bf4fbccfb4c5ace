//! The FEN piece placement, shared by every dialect: one reader from FEN
//! text, one writer to FEN text, and the bridge to and from FEEN's board.

use sashite_feen::sashite_epin::Identifier;
use sashite_feen::{Found, Position, State};

use crate::ascii::Ascii;
use crate::error::{Error, ErrorKind};
use crate::game::Game;
use crate::square::{Naming, Square};

/// The largest board of the family: xiangqi's 10 ranks of 9 files.
const MAX_SQUARES: usize = 90;

/// A board's size and how its squares are named.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Geometry {
    pub(crate) height: u8,
    pub(crate) width: u8,
    pub(crate) naming: Naming,
}

impl Geometry {
    pub(crate) const fn square(self, row: u8, column: u8) -> Square {
        Square::new(self.naming, self.height, self.width, row, column)
    }

    const fn len(self) -> usize {
        self.height as usize * self.width as usize
    }
}

/// The squares of a board, row by row from the first rank written.
#[derive(Debug, Clone)]
pub(crate) struct Board {
    pub(crate) geometry: Geometry,
    squares: [Option<Identifier>; MAX_SQUARES],
}

impl Board {
    pub(crate) const fn empty(geometry: Geometry) -> Self {
        Self {
            geometry,
            squares: [None; MAX_SQUARES],
        }
    }

    pub(crate) fn get(&self, row: u8, column: u8) -> Option<Identifier> {
        self.squares.get(self.index(row, column)).copied().flatten()
    }

    pub(crate) fn set(&mut self, row: u8, column: u8, piece: Option<Identifier>) {
        let index = self.index(row, column);
        if let Some(square) = self.squares.get_mut(index) {
            *square = piece;
        }
    }

    const fn index(&self, row: u8, column: u8) -> usize {
        row as usize * self.geometry.width as usize + column as usize
    }

    /// The ranks, from the first written.
    fn rows(&self) -> core::slice::ChunksExact<'_, Option<Identifier>> {
        let squares = self.squares.get(..self.geometry.len()).unwrap_or_default();
        squares.chunks_exact(usize::from(self.geometry.width).max(1))
    }

    /// Reads the placement field `text[start..end]`. `piece` maps a letter
    /// (and whether a `+` came before it) to the game's piece.
    pub(crate) fn read(
        game: Game,
        geometry: Geometry,
        text: &str,
        start: usize,
        end: usize,
        piece: impl Fn(u8, bool) -> Option<Identifier>,
    ) -> Result<Self, Error> {
        let error = |kind, offset| Error::new(game, kind, offset);
        let bytes = text.as_bytes();
        let mut board = Self::empty(geometry);
        let (mut row, mut column, mut after_count) = (0u8, 0u8, false);
        let mut i = start;
        while i < end {
            let byte = bytes.get(i).copied().unwrap_or(0);
            match byte {
                b'/' => {
                    if column < geometry.width {
                        return Err(error(
                            ErrorKind::RankTooShort {
                                width: geometry.width,
                                found: column,
                            },
                            i,
                        ));
                    }
                    row += 1;
                    if row == geometry.height {
                        return Err(error(
                            ErrorKind::RankCount {
                                expected: geometry.height,
                            },
                            i,
                        ));
                    }
                    column = 0;
                    after_count = false;
                }
                b'1'..=b'9' => {
                    if after_count {
                        return Err(error(ErrorKind::AdjacentEmptyCounts, i));
                    }
                    column += byte - b'0';
                    if column > geometry.width {
                        return Err(error(
                            ErrorKind::RankTooLong {
                                width: geometry.width,
                            },
                            i,
                        ));
                    }
                    after_count = true;
                }
                _ => {
                    let promoted = byte == b'+';
                    let letter_at = if promoted { i + 1 } else { i };
                    let letter = if letter_at < end {
                        bytes.get(letter_at).copied()
                    } else {
                        None
                    };
                    let Some(found) = letter.and_then(|letter| piece(letter, promoted)) else {
                        // The `+` is the fault unless an unknown letter follows it:
                        // before a piece with no promoted form, or before no letter.
                        let unknown = letter
                            .is_some_and(|l| l.is_ascii_alphabetic() && piece(l, false).is_none());
                        let bad = if promoted && !unknown { i } else { letter_at };
                        return Err(error(
                            ErrorKind::Piece {
                                found: Found::at(bytes, bad),
                            },
                            bad,
                        ));
                    };
                    if column == geometry.width {
                        return Err(error(
                            ErrorKind::RankTooLong {
                                width: geometry.width,
                            },
                            i,
                        ));
                    }
                    board.set(row, column, Some(found));
                    column += 1;
                    after_count = false;
                    i = letter_at;
                }
            }
            i += 1;
        }
        if column < geometry.width {
            return Err(error(
                ErrorKind::RankTooShort {
                    width: geometry.width,
                    found: column,
                },
                end,
            ));
        }
        if row + 1 < geometry.height {
            return Err(error(
                ErrorKind::RankCount {
                    expected: geometry.height,
                },
                end,
            ));
        }
        Ok(board)
    }

    /// Writes the placement as FEN, each piece as `piece` spells it (the
    /// caller has checked that every piece has a spelling).
    pub(crate) fn write_fen(&self, out: &mut Ascii, piece: impl FnMut(&mut Ascii, Identifier)) {
        self.write(out, piece);
    }

    /// Writes the placement as FEEN's placement field.
    pub(crate) fn write_feen(&self, out: &mut Ascii) {
        self.write(out, |out, piece| {
            match piece.state() {
                State::Enhanced => out.push(b'+'),
                State::Diminished => out.push(b'-'),
                State::Normal => {}
            }
            out.push(ascii_letter(piece));
            if piece.is_terminal() {
                out.push(b'^');
            }
            if piece.is_derived() {
                out.push(b'\'');
            }
        });
    }

    fn write(&self, out: &mut Ascii, mut piece: impl FnMut(&mut Ascii, Identifier)) {
        for (row, rank) in self.rows().enumerate() {
            if row > 0 {
                out.push(b'/');
            }
            let mut empty = 0u8;
            for square in rank {
                match *square {
                    Some(found) => {
                        if empty > 0 {
                            out.push_count(empty);
                            empty = 0;
                        }
                        piece(out, found);
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                out.push_count(empty);
            }
        }
    }

    /// The board of `position`, when its shape is this geometry's; `visit`
    /// sees each piece as it is placed, in the FEEN string's order (the
    /// squares after it still empty), and may refuse it.
    pub(crate) fn of_position(
        game: Game,
        geometry: Geometry,
        position: &Position,
        mut visit: impl FnMut(u8, u8, Identifier) -> Result<(), Error>,
    ) -> Result<Self, Error> {
        let shape = [u128::from(geometry.height), u128::from(geometry.width)];
        if position.shape() != Some(&shape[..]) {
            return Err(Error::new(game, ErrorKind::Board, 0));
        }
        let mut board = Self::empty(geometry);
        let width = usize::from(geometry.width);
        for (index, piece) in position.placement().pieces() {
            // The shape check bounds every index below 90.
            let index = usize::try_from(index).unwrap_or(usize::MAX);
            let row = u8::try_from(index / width).unwrap_or(u8::MAX);
            let column = u8::try_from(index % width).unwrap_or(u8::MAX);
            visit(row, column, piece)?;
            if let Some(square) = board.squares.get_mut(index) {
                *square = Some(piece);
            }
        }
        Ok(board)
    }
}

/// The piece's letter as an ASCII byte (EPIN letters are ASCII).
pub(crate) fn ascii_letter(piece: Identifier) -> u8 {
    u8::try_from(piece.to_char()).unwrap_or(b'?')
}

#[cfg(test)]
mod tests {
    use super::{Board, Geometry};
    use crate::ascii::Ascii;
    use crate::error::ErrorKind;
    use crate::game::Game;
    use crate::square::Naming;

    const XIANGQI: Geometry = Geometry {
        height: 10,
        width: 9,
        naming: Naming::Ucci,
    };

    #[test]
    fn reads_and_writes_back_a_placement() {
        let text = "9/9/9/9/4k4/9/9/9/9/K8";
        let piece = |byte: u8, promoted: bool| {
            let (letter, side) = sashite_feen::Letter::from_ascii_with_side(byte)?;
            (!promoted).then(|| sashite_feen::sashite_epin::Identifier::normal(letter, side))
        };
        let board =
            Board::read(Game::Xiangqi, XIANGQI, text, 0, text.len(), piece).expect("a placement");
        assert!(board.get(4, 4).is_some() && board.get(9, 0).is_some());
        assert_eq!(
            board
                .rows()
                .flatten()
                .filter(|piece| piece.is_some())
                .count(),
            2
        );
        let mut out = Ascii::new();
        board.write_fen(&mut out, |out, piece| out.push(super::ascii_letter(piece)));
        assert_eq!(out.as_str(), text);
        let err = Board::read(Game::Xiangqi, XIANGQI, "9/9", 0, 3, piece).unwrap_err();
        assert_eq!(
            (err.kind(), err.offset()),
            (ErrorKind::RankCount { expected: 10 }, 3)
        );
    }
}
