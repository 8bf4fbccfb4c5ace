//! Chess: FEN (castling as X-FEN or Shredder-FEN) ⇄ FEEN, by the Sashité
//! chess rule system.
//!
//! | FEN | FEEN | when |
//! |---|---|---|
//! | `K` | `+K^` | its side keeps a castling right |
//! | `K` | `K^` | otherwise |
//! | `R` | `+R` | named by the castling field |
//! | `P` | `+P` | on its starting rank (two-square advance available) |
//! | `P` | `-P` | the pawn that just advanced two squares past the en-passant square |
//! | `Q`, `R`, `B`, `N`, `P` | the same letter | otherwise |
//!
//! Style `C/c`; the side to move comes first in the style–turn field. The
//! start position is
//! `+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c`.
//! The FEEN specification's example F2 writes it `-rnbqk^bn-r/…/-RNBQK^BN-R`;
//! the chess rule system, which defines these states, wins.
//!
//! # Examples
//!
//! ```
//! use sashite_fen::chess;
//!
//! let start = chess::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
//!     .expect("valid FEN");
//! assert_eq!(
//!     start.to_string(),
//!     "+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c",
//! );
//!
//! let after_e4 = chess::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")
//!     .expect("valid FEN");
//! assert_eq!(
//!     after_e4.to_string(),
//!     "+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/4-P3/8/+P+P+P+P1+P+P+P/+RNBQ+K^BN+R / c/C",
//! );
//! assert_eq!(
//!     chess::to_fen(&after_e4).expect("expressible"),
//!     "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
//! );
//! ```

use alloc::string::String;
use alloc::vec::Vec;

use sashite_feen::sashite_epin::{Identifier, Key};
use sashite_feen::{Letter, Position, Side, State};

use crate::board::{Board, Geometry};
use crate::error::{Error, ErrorKind, Field};
use crate::feen;
use crate::game::Game;
use crate::letters::Letters;
use crate::options::Options;
use crate::record::{self, Part, Record, push_counters};
use crate::square::Naming;
use crate::tokens::{Role, Token, Tokens};

const GEOMETRY: Geometry = Geometry {
    height: 8,
    width: 8,
    naming: Naming::Chess,
};

/// Reads a chess FEN (castling as X-FEN or Shredder-FEN; the counters
/// may be left out) as a FEEN position.
///
/// # Errors
///
/// An [`Error`] with the byte offset of what is wrong: the placement, the
/// side, a castling right without its king on the e-file or its rook on the
/// a- or h-file, an en-passant square with no pawn that just advanced past
/// it, a counter.
pub fn from_fen(fen: &str) -> Result<Position, Error> {
    read(Game::Chess, fen)
}

/// Writes a position as chess FEN, castling as X-FEN (`KQkq`), counters
/// `0 1`.
///
/// # Errors
///
/// An [`Error`] naming what chess FEN cannot express, with its offset in the
/// FEEN string: another style, hands, another board, a piece or state chess
/// does not have, castling states away from the standard squares.
pub fn to_fen(position: &Position) -> Result<String, Error> {
    write(Game::Chess, position, &Options::DEFAULT)
}

/// As [`to_fen`], with the counters and the castling notation of `options`.
///
/// # Errors
///
/// As [`to_fen`].
pub fn to_fen_with(position: &Position, options: &Options) -> Result<String, Error> {
    write(Game::Chess, position, options)
}

/// The back row (from the top) of `side`.
const fn back_row(side: Side) -> u8 {
    match side {
        Side::First => 7,
        Side::Second => 0,
    }
}

/// The row where `side`'s pawns start.
const fn pawn_row(side: Side) -> u8 {
    match side {
        Side::First => 6,
        Side::Second => 1,
    }
}

/// The rows a pawn of `side` leaves, crosses and reaches on its two-square
/// advance.
const fn advance_rows(side: Side) -> (u8, u8, u8) {
    match side {
        Side::First => (6, 5, 4),
        Side::Second => (1, 2, 3),
    }
}

const LETTERS: Letters = Letters::new(
    &[
        (b'k', Letter::K, true),
        (b'q', Letter::Q, false),
        (b'r', Letter::R, false),
        (b'b', Letter::B, false),
        (b'n', Letter::N, false),
        (b'p', Letter::P, false),
    ],
    &[],
);

pub(crate) fn read(game: Game, fen: &str) -> Result<Position, Error> {
    let mut record = Record::new(game, fen);
    let placement = record.field(Field::Board)?;
    let mut board = Board::empty(GEOMETRY);
    board.read(game, fen, placement.offset, placement.end(), &LETTERS)?;
    let side = record.field(Field::Side)?;
    let active = record.side(side, "'w' or 'b'", b"w", b"b")?;
    let castling = record.field(Field::Castling)?;
    read_castling(&record, &mut board, castling)?;
    let en_passant = record.field(Field::EnPassant)?;
    read_en_passant(&record, &mut board, en_passant, active.flip())?;
    record.counters()?;
    for side in [Side::First, Side::Second] {
        // Every pawn read there is still normal: castling and en passant
        // change other pieces, on other ranks.
        let (pawn, start) = (Some(PAWNS[side as usize]), Some(START_PAWNS[side as usize]));
        for square in board.row_mut(pawn_row(side)) {
            if *square == pawn {
                *square = start;
            }
        }
    }
    feen::position(game, &board, &[], active, Letter::C, 0)
}

/// The key of a chess piece, not derived, of each side (by index).
const fn keys(letter: Letter, state: State, terminal: bool) -> [Key; 2] {
    let piece = Identifier::new(letter, Side::First, state, terminal, false);
    [Key::of(piece), Key::of(piece.flip())]
}

/// The pieces as FEN reads them (normal), and as castling, en passant and
/// the pawn rows mark them (enhanced, diminished), per side: a mark is a
/// store of a constant, on a square whose piece was checked.
const KINGS: [Key; 2] = keys(Letter::K, State::Normal, true);
const CASTLING_KINGS: [Key; 2] = keys(Letter::K, State::Enhanced, true);
const ROOKS: [Key; 2] = keys(Letter::R, State::Normal, false);
const CASTLING_ROOKS: [Key; 2] = keys(Letter::R, State::Enhanced, false);
const PAWNS: [Key; 2] = keys(Letter::P, State::Normal, false);
const START_PAWNS: [Key; 2] = keys(Letter::P, State::Enhanced, false);
const PASSED_PAWNS: [Key; 2] = keys(Letter::P, State::Diminished, false);

/// Whether `piece` is one of `pieces` (a piece and its marked state: of
/// its letter and side, whatever castling made of it).
fn is(piece: Option<Key>, pieces: [[Key; 2]; 2], side: Side) -> bool {
    let at = side as usize;
    piece.is_some_and(|piece| piece == pieces[0][at] || piece == pieces[1][at])
}

/// Marks the king and the rook of each castling right: `+K^`, `+R`.
fn read_castling(record: &Record<'_>, board: &mut Board, part: Part<'_>) -> Result<(), Error> {
    if part.text == "-" {
        return Ok(());
    }
    let standard = record.game() == Game::Chess;
    // Per side: whether a right on the queen's side, the king's side is read.
    let mut taken = [[false; 2]; 2];
    // Per side: the column of its one king on its back rank (`None`: no
    // king there, or more than one), found at its first right.
    let mut kings: [Option<Option<u8>>; 2] = [None; 2];
    for (i, right) in part.text.bytes().enumerate() {
        let offset = part.offset + i;
        let error = |kind| record.error(kind, offset);
        let side = match right {
            b'K' | b'Q' | b'A'..=b'H' => Side::First,
            b'k' | b'q' | b'a'..=b'h' => Side::Second,
            _ => {
                return Err(error(ErrorKind::Castling {
                    found: part.found(i),
                }));
            }
        };
        let row = back_row(side);
        let lone_king = *kings[side as usize].get_or_insert_with(|| {
            let mut kings =
                (0..8).filter(|&c| is(board.get(row, c), [KINGS, CASTLING_KINGS], side));
            match (kings.next(), kings.next()) {
                (Some(king), None) => Some(king),
                _ => None,
            }
        });
        let king = match lone_king {
            Some(king) if !standard || king == 4 => king,
            _ => return Err(error(ErrorKind::CastlingWithoutKing { side })),
        };
        let is_rook = |c: &u8| is(board.get(row, *c), [ROOKS, CASTLING_ROOKS], side);
        let rook = match right.to_ascii_lowercase() {
            b'k' if standard => Some(7).filter(is_rook),
            b'q' if standard => Some(0).filter(is_rook),
            b'k' => (king + 1..8).rev().find(is_rook),
            b'q' => (0..king).find(is_rook),
            file => Some(file - b'a')
                .filter(|c| *c != king && (!standard || *c % 7 == 0))
                .filter(is_rook),
        };
        let Some(rook) = rook else {
            return Err(error(ErrorKind::CastlingWithoutRook { right }));
        };
        let wing = &mut taken[side as usize][usize::from(rook > king)];
        if *wing {
            return Err(error(ErrorKind::RepeatedCastling {
                found: part.found(i),
            }));
        }
        *wing = true;
        // Both checked above: this side's king, and its rook.
        board.set(row, king, Some(CASTLING_KINGS[side as usize]));
        board.set(row, rook, Some(CASTLING_ROOKS[side as usize]));
    }
    Ok(())
}

/// Marks the pawn that just advanced past the en-passant square: `-P`.
fn read_en_passant(
    record: &Record<'_>,
    board: &mut Board,
    part: Part<'_>,
    mover: Side,
) -> Result<(), Error> {
    if part.text == "-" {
        return Ok(());
    }
    let (from, over, to) = advance_rows(mover);
    let rank = b'0' + 8 - over;
    let bytes = part.text.as_bytes();
    // The byte at fault, and what was expected there.
    let bad = match bytes {
        [b'a'..=b'h', r] if *r == rank => None,
        [b'a'..=b'h', ..] if bytes.get(1) != Some(&rank) => Some((
            1,
            ErrorKind::EnPassantRank {
                expected_rank: 8 - over,
                found: part.found(1),
            },
        )),
        [b'a'..=b'h', _, ..] => Some((
            2,
            ErrorKind::EnPassant {
                found: part.found(2),
            },
        )),
        _ => Some((
            0,
            ErrorKind::EnPassant {
                found: part.found(0),
            },
        )),
    };
    if let Some((i, kind)) = bad {
        return Err(record.error(kind, part.offset + i));
    }
    let column = bytes.first().map_or(0, |file| file - b'a');
    let at = mover as usize;
    match board.get(to, column) {
        Some(pawn)
            if pawn == PAWNS[at]
                && board.get(over, column).is_none()
                && board.get(from, column).is_none() =>
        {
            board.set(to, column, Some(PASSED_PAWNS[at]));
            Ok(())
        }
        _ => {
            let square = GEOMETRY.square(over, column);
            Err(record.error(ErrorKind::EnPassantWithoutPawn { square }, part.offset))
        }
    }
}

/// The pieces chess FEN writes, with what is checked of each.
static TOKENS: Tokens = Tokens::new(&[
    (b'k', Letter::K, State::Normal, true, Role::King),
    (b'k', Letter::K, State::Enhanced, true, Role::CastlingKing),
    (b'q', Letter::Q, State::Normal, false, Role::Piece),
    (b'r', Letter::R, State::Normal, false, Role::Rook),
    (b'r', Letter::R, State::Enhanced, false, Role::CastlingRook),
    (b'b', Letter::B, State::Normal, false, Role::Piece),
    (b'n', Letter::N, State::Normal, false, Role::Piece),
    (b'p', Letter::P, State::Normal, false, Role::Pawn),
    (b'p', Letter::P, State::Enhanced, false, Role::StartPawn),
    (b'p', Letter::P, State::Diminished, false, Role::PassedPawn),
]);

/// What the board says about castling and en passant, gathered square by
/// square.
#[derive(Debug, Default)]
struct States {
    /// Per side: the column of its `+K^`, if any.
    kings: [Option<u8>; 2],
    /// Per side: the columns of its `+R` on its back rank, one bit each.
    castling_rooks: [u8; 2],
    /// Per side: the columns of all its rooks on its back rank.
    rooks: [u8; 2],
    /// The square of the `-P`, if any.
    en_passant: Option<(u8, u8)>,
    /// Per side: how many kings stand on its back rank (a castling right
    /// needs exactly one there, or FEN could not tell which king castles).
    back_rank_kings: [u8; 2],
}

impl States {
    /// Takes in `piece`, of role `role`, on the square at `row`, `column`,
    /// with `active` to move; `Err` with the reason when its state is not
    /// what chess FEN can say there. (The writer checks the most common
    /// pieces inline, with the same result.)
    fn check(
        &mut self,
        position: &Position,
        active: Side,
        (row, column): (u8, u8),
        piece: Identifier,
        role: Role,
    ) -> Result<(), ErrorKind> {
        let side = piece.side();
        let at = side as usize;
        let square = || GEOMETRY.square(row, column);
        let back_rank = row == back_row(side);
        match role {
            Role::King | Role::CastlingKing if back_rank => {
                self.back_rank_kings[at] += 1;
            }
            Role::Rook | Role::CastlingRook if back_rank => self.rooks[at] |= 1 << column,
            _ => {}
        }
        match role {
            Role::Piece | Role::King | Role::Rook => Ok(()),
            // Chess writes no `+`: a promoted token would lose its state.
            Role::Promoted => Err(ErrorKind::State { square: square() }),
            Role::CastlingKing if back_rank && self.kings[at].is_none() => {
                self.kings[at] = Some(column);
                Ok(())
            }
            Role::CastlingRook if back_rank => {
                self.castling_rooks[at] |= 1 << column;
                Ok(())
            }
            Role::CastlingKing | Role::CastlingRook => {
                Err(ErrorKind::CastlingState { square: square() })
            }
            Role::Pawn | Role::StartPawn
                if (row == pawn_row(side)) == (role == Role::StartPawn) =>
            {
                Ok(())
            }
            Role::PassedPawn if side != active && row == advance_rows(side).2 => {
                let (from, over, _) = advance_rows(side);
                let occupied = |row: u8| {
                    let index = u128::from(row) * 8 + u128::from(column);
                    matches!(position.placement().get(index), Some(Some(_)))
                };
                if occupied(over) || occupied(from) {
                    Err(ErrorKind::PawnState { square: square() })
                } else if self.en_passant.replace((row, column)).is_some() {
                    Err(ErrorKind::EnPassantState { square: square() })
                } else {
                    Ok(())
                }
            }
            Role::Pawn | Role::StartPawn | Role::PassedPawn => {
                Err(ErrorKind::PawnState { square: square() })
            }
        }
    }
}

pub(crate) fn write(game: Game, position: &Position, options: &Options) -> Result<String, Error> {
    let active = feen::active_side(game, position, Letter::C)?;
    feen::no_hands(game, position)?;
    let mut states = States::default();
    let mut fen = Vec::with_capacity(feen::FEN_CAPACITY);
    let mut ranks = GEOMETRY.ranks(game, position)?;
    for (index, piece) in position.placement().pieces() {
        let (row, column) = ranks.advance(&mut fen, index);
        let checked = match TOKENS.get(piece) {
            // Most pieces, checked inline as `check` would.
            Some(Token {
                letter,
                role: Role::Piece,
            }) => Ok(letter),
            Some(Token {
                letter,
                role: Role::King | Role::Rook,
            }) if row != back_row(piece.side()) => Ok(letter),
            Some(Token {
                letter,
                role: role @ (Role::Pawn | Role::StartPawn),
            }) if (row == pawn_row(piece.side())) == (role == Role::StartPawn) => Ok(letter),
            Some(token) => states
                .check(position, active, (row, column), piece, token.role)
                .map(|()| token.letter),
            None => Err(feen::piece_error(
                GEOMETRY,
                row,
                column,
                piece,
                TOKENS.knows(piece),
            )),
        };
        match checked {
            Ok(letter) => fen.push(letter),
            Err(kind) => return Err(feen::square_error(game, position, row, column, kind)),
        }
    }
    ranks.finish(&mut fen);
    fen.extend_from_slice(if active == Side::First {
        b" w "
    } else {
        b" b "
    });
    let rights = fen.len();
    for side in [Side::First, Side::Second] {
        write_castling(game, position, &states, side, options.shredder(), &mut fen)?;
    }
    if fen.len() == rights {
        fen.push(b'-');
    }
    fen.push(b' ');
    match states.en_passant {
        Some((_, column)) => {
            let over = advance_rows(active.flip()).1;
            fen.extend_from_slice(GEOMETRY.square(over, column).name().as_bytes());
        }
        None => fen.push(b'-'),
    }
    push_counters(&mut fen, options);
    Ok(record::into_text(fen))
}

/// Appends `side`'s castling rights, the king's side first.
fn write_castling(
    game: Game,
    position: &Position,
    states: &States,
    side: Side,
    shredder: bool,
    fen: &mut Vec<u8>,
) -> Result<(), Error> {
    let row = back_row(side);
    let fail = |column, kind| Err(feen::square_error(game, position, row, column, kind));
    let rooks = states.castling_rooks[side as usize];
    let mut columns = (0..8u8).rev().filter(|c| rooks & (1 << c) != 0);
    let Some(king) = states.kings[side as usize] else {
        return match columns.next() {
            Some(rook) => fail(
                rook,
                ErrorKind::CastlingState {
                    square: GEOMETRY.square(row, rook),
                },
            ),
            None => Ok(()),
        };
    };
    let standard = game == Game::Chess;
    if (standard && king != 4) || states.back_rank_kings[side as usize] > 1 {
        return fail(
            king,
            ErrorKind::CastlingState {
                square: GEOMETRY.square(row, king),
            },
        );
    }
    let (mut count, mut wings) = (0, [false; 2]);
    for rook in columns {
        let square = GEOMETRY.square(row, rook);
        let king_side = rook > king;
        let wing = &mut wings[usize::from(king_side)];
        if *wing || (standard && rook % 7 != 0) {
            return fail(rook, ErrorKind::CastlingState { square });
        }
        *wing = true;
        count += 1;
        let is_rook = |c: u8| states.rooks[side as usize] & (1 << c) != 0;
        let outermost = if king_side {
            !(rook + 1..8).any(is_rook)
        } else {
            !(0..rook).any(is_rook)
        };
        let letter = match (shredder || !outermost, king_side) {
            (true, _) => b'a' + rook,
            (false, true) => b'k',
            (false, false) => b'q',
        };
        let letter = if side == Side::First {
            letter.to_ascii_uppercase()
        } else {
            letter
        };
        fen.push(letter);
    }
    if count == 0 {
        return fail(
            king,
            ErrorKind::CastlingState {
                square: GEOMETRY.square(row, king),
            },
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each mark is what the piece's state change makes of it.
    #[test]
    fn marks_are_the_state_changes_of_the_pieces_read() {
        for at in 0..2 {
            let marked = |keys: [Key; 2], change: fn(Identifier) -> Identifier| {
                change(keys[at].identifier()).to_key()
            };
            assert_eq!(marked(KINGS, Identifier::enhance), CASTLING_KINGS[at]);
            assert_eq!(marked(ROOKS, Identifier::enhance), CASTLING_ROOKS[at]);
            assert_eq!(marked(PAWNS, Identifier::enhance), START_PAWNS[at]);
            assert_eq!(marked(PAWNS, Identifier::diminish), PASSED_PAWNS[at]);
            for (keys, letter) in [(KINGS, b'k'), (ROOKS, b'r'), (PAWNS, b'p')] {
                let side = if at == 0 { Side::First } else { Side::Second };
                let byte = if side == Side::First {
                    letter.to_ascii_uppercase()
                } else {
                    letter
                };
                assert_eq!(
                    LETTERS.get(byte, false),
                    Some(keys[at]),
                    "{}",
                    char::from(byte)
                );
                assert_eq!(keys[at].identifier().side(), side);
            }
        }
    }
}
