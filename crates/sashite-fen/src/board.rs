//! The FEN piece placement, shared by every dialect: one reader from FEN
//! text, one writer to FEN text, and the bridge to and from FEEN's board.

use alloc::vec::Vec;

use sashite_feen::sashite_epin::Key;
use sashite_feen::{Found, Position};

use crate::error::{Error, ErrorKind};
use crate::game::Game;
use crate::letters::Letters;
use crate::square::{Naming, Square};

/// The largest board of the family: xiangqi's 10 ranks of 9 files.
const MAX_SQUARES: usize = 90;

/// The squares of an empty board: one constant, copied whole, rather than
/// a store of `None` a square.
const EMPTY_SQUARES: [Option<Key>; MAX_SQUARES] = [None; MAX_SQUARES];

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

    /// The writer of `position`'s placement as FEN, when its board is this
    /// one.
    pub(crate) fn ranks(self, game: Game, position: &Position) -> Result<Ranks, Error> {
        let shape = [u128::from(self.height), u128::from(self.width)];
        if position.shape() == Some(&shape[..]) {
            Ok(Ranks {
                geometry: self,
                row_start: 0,
                row: 0,
                next: 0,
            })
        } else {
            Err(Error::new(game, ErrorKind::Board, 0))
        }
    }
}

/// The one writer of a FEN placement, fed a position's pieces in order
/// (`Placement::pieces`): it writes the ranks' separators and the counts
/// of empty squares between them, the dialect writes each piece.
#[derive(Debug)]
pub(crate) struct Ranks {
    geometry: Geometry,
    /// The first square of the rank being written, and its row.
    row_start: usize,
    row: u8,
    /// The first square not yet written.
    next: usize,
}

impl Ranks {
    /// Moves to the square at flat `index`, past the empty squares and
    /// rank ends before it, written to `out`: its row and column, where the
    /// dialect writes its piece.
    #[inline]
    pub(crate) fn advance(&mut self, out: &mut Vec<u8>, index: u128) -> (u8, u8) {
        let width = usize::from(self.geometry.width);
        let square = match usize::try_from(index) {
            Ok(square) if square >= self.next && square < self.geometry.len() => square,
            _ => out_of_order(index),
        };
        while square >= self.row_start + width {
            push_count(out, self.row_start + width - self.next);
            out.push(b'/');
            self.row_start += width;
            self.row += 1;
            self.next = self.row_start;
        }
        push_count(out, square - self.next);
        self.next = square + 1;
        #[expect(clippy::cast_possible_truncation, reason = "below the width, a u8")]
        let column = (square - self.row_start) as u8;
        (self.row, column)
    }

    /// Writes the empty squares and ranks after the last piece.
    pub(crate) fn finish(self, out: &mut Vec<u8>) {
        let Geometry { height, width, .. } = self.geometry;
        push_count(out, self.row_start + usize::from(width) - self.next);
        for _ in self.row + 1..height {
            out.push(b'/');
            push_count(out, usize::from(width));
        }
    }
}

/// A piece the position holds past its checked shape, or out of order: a
/// broken invariant of sashite-feen's `Placement::pieces`, which must be
/// loud.
#[cold]
fn out_of_order(index: u128) -> ! {
    panic!("a piece at index {index}, out of order or past the board whose shape was checked")
}

/// The squares of a board, row by row from the first rank written, each
/// piece as its key (two bytes a square: the board is 180 bytes, and FEEN
/// packs a key without computing it).
#[derive(Debug, Clone)]
pub(crate) struct Board {
    pub(crate) geometry: Geometry,
    squares: [Option<Key>; MAX_SQUARES],
}

impl Board {
    pub(crate) const fn empty(geometry: Geometry) -> Self {
        Self {
            geometry,
            squares: EMPTY_SQUARES,
        }
    }

    pub(crate) fn get(&self, row: u8, column: u8) -> Option<Key> {
        self.squares.get(self.index(row, column)).copied().flatten()
    }

    pub(crate) fn set(&mut self, row: u8, column: u8, piece: Option<Key>) {
        let index = self.index(row, column);
        if let Some(square) = self.squares.get_mut(index) {
            *square = piece;
        }
    }

    /// The squares of one row.
    pub(crate) fn row_mut(&mut self, row: u8) -> &mut [Option<Key>] {
        let width = usize::from(self.geometry.width);
        let start = usize::from(row) * width;
        self.squares
            .get_mut(start..start + width)
            .unwrap_or(&mut [])
    }

    /// The squares, row by row from the first rank written.
    pub(crate) fn squares(&self) -> &[Option<Key>] {
        self.squares.get(..self.geometry.len()).unwrap_or(&[])
    }

    const fn index(&self, row: u8, column: u8) -> usize {
        row as usize * self.geometry.width as usize + column as usize
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
            // A piece, the common byte, takes the short way.
            if let Some(piece) = letters.get(byte, false) {
                if square == rank_end {
                    let kind = ErrorKind::RankTooLong {
                        width: geometry.width,
                    };
                    return Err(Error::new(game, kind, start + i));
                }
                if let Some(slot) = self.squares.get_mut(square) {
                    *slot = Some(piece);
                }
                square += 1;
                after_count = false;
                i += 1;
                continue;
            }
            let fault = {
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
    fn place(&mut self, square: &mut usize, rank_end: usize, piece: Key) -> Option<ErrorKind> {
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
}

/// The error for a rank `missing` squares short.
fn short(geometry: Geometry, missing: usize) -> ErrorKind {
    let found = usize::from(geometry.width).saturating_sub(missing);
    ErrorKind::RankTooShort {
        width: geometry.width,
        found: u8::try_from(found).unwrap_or(0),
    }
}

/// Writes a count of empty squares, if any: at most a rank's width, 10 at
/// the widest.
fn push_count(out: &mut Vec<u8>, empty: usize) {
    debug_assert!(empty <= 10, "{empty} empty squares in a rank");
    match u8::try_from(empty) {
        Ok(0) => {}
        Ok(digit @ 1..=9) => out.push(b'0' + digit),
        _ => out.extend_from_slice(b"10"),
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::String;
    use alloc::vec::Vec;

    use sashite_feen::Position;

    use super::Geometry;
    use crate::game::Game;
    use crate::square::Naming;

    /// The placement of `feen` as `Ranks` writes it on a board of
    /// `height` × `width`, each piece as its letter.
    fn ranks(feen: &str, height: u8, width: u8) -> String {
        let position = Position::parse(feen).expect("FEEN");
        let geometry = Geometry {
            height,
            width,
            naming: Naming::Chess,
        };
        let mut out = Vec::new();
        let mut ranks = geometry.ranks(Game::Chess, &position).expect("its shape");
        for (index, piece) in position.placement().pieces() {
            ranks.advance(&mut out, index);
            out.push(piece.letter().to_ascii_cased(piece.side()));
        }
        ranks.finish(&mut out);
        String::from_utf8(out).expect("ASCII")
    }

    #[test]
    fn empty_squares_and_ranks_are_counted_between_the_pieces() {
        assert_eq!(ranks("10/10/10 / C/c", 3, 10), "10/10/10");
        assert_eq!(ranks("K9/10/9k / C/c", 3, 10), "K9/10/9k");
        assert_eq!(ranks("1K7/9/8k / C/c", 3, 9), "1K7/9/8k");
        assert_eq!(ranks("KQ/qk / C/c", 2, 2), "KQ/qk");
        assert_eq!(ranks("2/K1 / C/c", 2, 2), "2/K1");
    }

    #[test]
    fn another_shape_is_refused() {
        let position = Position::parse("8/8 / C/c").expect("FEEN");
        let geometry = Geometry {
            height: 8,
            width: 8,
            naming: Naming::Chess,
        };
        assert!(geometry.ranks(Game::Chess, &position).is_err());
    }

    /// `Ranks` on a 2 × 2 board, after the piece at index `after`, then
    /// the one at `index`: a broken invariant of the position's pieces.
    fn advance_past(after: u128, index: u128) {
        let position = Position::parse("2/2 / C/c").expect("FEEN");
        let geometry = Geometry {
            height: 2,
            width: 2,
            naming: Naming::Chess,
        };
        let mut ranks = geometry.ranks(Game::Chess, &position).expect("its shape");
        let mut out = Vec::new();
        ranks.advance(&mut out, after);
        ranks.advance(&mut out, index);
    }

    #[test]
    #[should_panic(expected = "out of order")]
    fn a_piece_before_the_last_one_is_a_loud_bug() {
        advance_past(2, 1);
    }

    #[test]
    #[should_panic(expected = "out of order")]
    fn a_piece_on_the_last_square_again_is_a_loud_bug() {
        advance_past(3, 3);
    }

    #[test]
    #[should_panic(expected = "out of order")]
    fn a_piece_past_the_board_is_a_loud_bug() {
        advance_past(0, 4);
    }
}
