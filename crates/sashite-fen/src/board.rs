//! The FEN piece placement, shared by every dialect: one reader from FEN
//! text, one writer to FEN text, and the bridge to and from FEEN's board.

use alloc::vec::Vec;

use sashite_feen::sashite_epin::Identifier;
use sashite_feen::{Found, Position};

use crate::error::{Error, ErrorKind};
use crate::game::Game;
use crate::letters::Letters;
use crate::square::{Naming, Square};

// FEN spells an EPIN piece by its five attributes (letter, side, state,
// terminal, derived). An attribute EPIN gains changes this count: spell it
// or refuse it in every dialect before changing the count here.
const _: () = assert!(Identifier::KEYS == 26 * 2 * 3 * 2 * 2);

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

    /// The squares of one row.
    pub(crate) fn row_mut(&mut self, row: u8) -> &mut [Option<Identifier>] {
        let width = usize::from(self.geometry.width);
        let start = usize::from(row) * width;
        self.squares
            .get_mut(start..start + width)
            .unwrap_or(&mut [])
    }

    /// The squares, row by row from the first rank written.
    pub(crate) fn squares(&self) -> &[Option<Identifier>] {
        self.squares.get(..self.geometry.len()).unwrap_or(&[])
    }

    const fn index(&self, row: u8, column: u8) -> usize {
        row as usize * self.geometry.width as usize + column as usize
    }

    /// Every piece with its row and column, row by row.
    pub(crate) fn pieces(&self) -> impl Iterator<Item = (u8, u8, Identifier)> + '_ {
        let width = usize::from(self.geometry.width).max(1);
        self.squares()
            .iter()
            .enumerate()
            .filter_map(move |(i, square)| {
                #[expect(clippy::cast_possible_truncation, reason = "at most 90 squares")]
                let (row, column) = ((i / width) as u8, (i % width) as u8);
                square.map(|piece| (row, column, piece))
            })
    }

    /// Reads the placement field `text[start..end]` onto this empty board,
    /// each piece as `letters` reads it.
    pub(crate) fn read(
        &mut self,
        game: Game,
        text: &str,
        start: usize,
        end: usize,
        letters: &Letters,
    ) -> Result<(), Error> {
        let geometry = self.geometry;
        let field = text.as_bytes().get(start..end).unwrap_or(&[]);
        let width = usize::from(geometry.width);
        let (mut square, mut rank_end, mut after_count) = (0, width, false);
        let mut i = 0;
        while let Some(&byte) = field.get(i) {
            let fault = if let Some(piece) = letters.get(byte, false) {
                self.place(&mut square, rank_end, piece)
            } else {
                match byte {
                    b'1'..=b'9' if after_count => Some(ErrorKind::AdjacentEmptyCounts),
                    b'1'..=b'9' => {
                        square += usize::from(byte - b'0');
                        (square > rank_end).then_some(ErrorKind::RankTooLong {
                            width: geometry.width,
                        })
                    }
                    b'/' if square < rank_end => Some(short(geometry, rank_end - square)),
                    b'/' if rank_end == geometry.len() => Some(ErrorKind::RankCount {
                        expected: geometry.height,
                    }),
                    b'/' => {
                        rank_end += width;
                        None
                    }
                    _ => {
                        // A piece after `+`; else the `+` is the fault, unless
                        // an unknown letter follows it.
                        let letter = field.get(i + 1).copied().unwrap_or(0);
                        match letters.get(letter, true) {
                            Some(piece) if byte == b'+' => {
                                i += 1;
                                self.place(&mut square, rank_end, piece)
                            }
                            _ => {
                                if byte == b'+'
                                    && letter.is_ascii_alphabetic()
                                    && letters.get(letter, false).is_none()
                                {
                                    i += 1;
                                }
                                Some(ErrorKind::Piece {
                                    found: Found::at(text.as_bytes(), start + i),
                                })
                            }
                        }
                    }
                }
            };
            if let Some(kind) = fault {
                return Err(Error::new(game, kind, start + i));
            }
            after_count = byte.is_ascii_digit();
            i += 1;
        }
        let fault = if square < rank_end {
            Some(short(geometry, rank_end - square))
        } else if rank_end < geometry.len() {
            Some(ErrorKind::RankCount {
                expected: geometry.height,
            })
        } else {
            None
        };
        match fault {
            Some(kind) => Err(Error::new(game, kind, end)),
            None => Ok(()),
        }
    }

    /// Puts `piece` on `square`, the next one, unless the rank is full.
    fn place(
        &mut self,
        square: &mut usize,
        rank_end: usize,
        piece: Identifier,
    ) -> Option<ErrorKind> {
        if *square == rank_end {
            return Some(ErrorKind::RankTooLong {
                width: self.geometry.width,
            });
        }
        if let Some(slot) = self.squares.get_mut(*square) {
            *slot = Some(piece);
        }
        *square += 1;
        None
    }

    /// Writes the placement as FEN, each piece as `piece` spells it, with
    /// its row and column; the first error `piece` returns stops the write.
    pub(crate) fn write_fen<E>(
        &self,
        out: &mut Vec<u8>,
        mut piece: impl FnMut(&mut Vec<u8>, u8, u8, Identifier) -> Result<(), E>,
    ) -> Result<(), E> {
        let width = usize::from(self.geometry.width);
        let len = self.geometry.len();
        let squares = self.squares.get(..len).unwrap_or(&[]);
        for (row, rank) in (0u8..).zip(squares.chunks(width)) {
            if row > 0 {
                out.push(b'/');
            }
            // At most ten empty squares in a row: one or two digits.
            let mut empty = 0u8;
            for (column, square) in (0u8..).zip(rank) {
                match square {
                    Some(found) => {
                        push_count(out, empty);
                        empty = 0;
                        piece(out, row, column, *found)?;
                    }
                    None => empty += 1,
                }
            }
            push_count(out, empty);
        }
        Ok(())
    }

    /// Puts the pieces of `position` on this empty board, when its shape is
    /// this geometry's.
    pub(crate) fn load(&mut self, game: Game, position: &Position) -> Result<(), Error> {
        let geometry = self.geometry;
        let shape = [u128::from(geometry.height), u128::from(geometry.width)];
        if position.shape() != Some(&shape[..]) {
            return Err(Error::new(game, ErrorKind::Board, 0));
        }
        for (index, piece) in position.placement().pieces() {
            // The shape check bounds every index below the square count.
            let square = usize::try_from(index)
                .ok()
                .and_then(|i| self.squares.get_mut(i));
            debug_assert!(square.is_some(), "index {index} off a {shape:?} board");
            if let Some(square) = square {
                *square = Some(piece);
            }
        }
        Ok(())
    }
}

/// The error for a rank `missing` squares short.
fn short(geometry: Geometry, missing: usize) -> ErrorKind {
    let found = usize::from(geometry.width).saturating_sub(missing);
    ErrorKind::RankTooShort {
        width: geometry.width,
        found: u8::try_from(found).unwrap_or(0),
    }
}

/// Writes a count of empty squares (at most 10), if any.
fn push_count(out: &mut Vec<u8>, empty: u8) {
    if empty >= 10 {
        out.push(b'0' + empty / 10);
    }
    if empty > 0 {
        out.push(b'0' + empty % 10);
    }
}
