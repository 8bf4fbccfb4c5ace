//! Shogi: USI SFEN (and Fairy-Stockfish's FEN, hands in brackets) ⇄ FEEN.
//!
//! | SFEN | FEEN |
//! |---|---|
//! | `K` / `k` | `K^` / `k^` |
//! | `R B G S N L P` | the same letters |
//! | `+R +B +S +N +L +P` | the same, promoted pieces are enhanced |
//! | `b` (sente to move) / `w` | `S/s` / `s/S` |
//! | hands `2Pb` | `2P/b` (FEEN's canonical order) |
//!
//! Sente is the first player (uppercase). Written hands follow the USI
//! order (R, B, G, S, N, L, P; sente's first). Fairy-Stockfish writes the
//! hands in brackets after the board (`…/LNSGKGSNL[Pp] w - - 0 1`) and its
//! `w` is sente: both forms are read; SFEN is written. The start position
//! is the FEEN specification's example F6.
//!
//! # Examples
//!
//! ```
//! use core::num::NonZeroU64;
//!
//! use sashite_fen::{Options, shogi};
//!
//! let sfen = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
//! let start = shogi::from_fen(sfen).expect("valid SFEN");
//! assert_eq!(
//!     start.to_string(),
//!     "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s",
//! );
//! assert_eq!(shogi::to_fen(&start).expect("expressible"), sfen);
//!
//! let fairy = shogi::from_fen("8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L[Sbgnppp] w - - 0 62")
//!     .expect("Fairy-Stockfish FEN");
//! assert_eq!(
//!     shogi::to_fen_with(&fairy, &Options::new().with_counters(0, NonZeroU64::new(124).expect("not 0")))
//!         .expect("expressible"),
//!     "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L b Sbgn3p 124",
//! );
//! ```

use alloc::string::String;
use alloc::vec::Vec;

use sashite_feen::sashite_epin::Identifier;
use sashite_feen::{Found, Letter, Position, Side, State};

use crate::board::{Board, Geometry};
use crate::error::{Error, ErrorKind, Field};
use crate::feen;
use crate::game::Game;
use crate::letters::Letters;
use crate::options::Options;
use crate::record::{self, Part, Record, push_decimal};
use crate::square::Naming;
use crate::tokens::{Role, Tokens};

const GAME: Game = Game::Shogi;
const GEOMETRY: Geometry = Geometry {
    height: 9,
    width: 9,
    naming: Naming::Usi,
};
/// The pieces a hand may hold, in USI order.
const LETTERS: Letters = Letters::new(
    &[
        (b'k', Letter::K, true),
        (b'r', Letter::R, false),
        (b'b', Letter::B, false),
        (b'g', Letter::G, false),
        (b's', Letter::S, false),
        (b'n', Letter::N, false),
        (b'l', Letter::L, false),
        (b'p', Letter::P, false),
    ],
    &[
        (b'r', Letter::R, false),
        (b'b', Letter::B, false),
        (b's', Letter::S, false),
        (b'n', Letter::N, false),
        (b'l', Letter::L, false),
        (b'p', Letter::P, false),
    ],
);
/// The pieces SFEN writes: `+` before a promoted one.
static TOKENS: Tokens = Tokens::new(&[
    (b'k', Letter::K, State::Normal, true, Role::Piece),
    (b'r', Letter::R, State::Normal, false, Role::Piece),
    (b'b', Letter::B, State::Normal, false, Role::Piece),
    (b'g', Letter::G, State::Normal, false, Role::Piece),
    (b's', Letter::S, State::Normal, false, Role::Piece),
    (b'n', Letter::N, State::Normal, false, Role::Piece),
    (b'l', Letter::L, State::Normal, false, Role::Piece),
    (b'p', Letter::P, State::Normal, false, Role::Piece),
    (b'r', Letter::R, State::Enhanced, false, Role::Promoted),
    (b'b', Letter::B, State::Enhanced, false, Role::Promoted),
    (b's', Letter::S, State::Enhanced, false, Role::Promoted),
    (b'n', Letter::N, State::Enhanced, false, Role::Promoted),
    (b'l', Letter::L, State::Enhanced, false, Role::Promoted),
    (b'p', Letter::P, State::Enhanced, false, Role::Promoted),
]);
const HAND_ORDER: [Letter; 7] = [
    Letter::R,
    Letter::B,
    Letter::G,
    Letter::S,
    Letter::N,
    Letter::L,
    Letter::P,
];

/// Reads a USI SFEN (`board side hands [move-number]`) or a
/// Fairy-Stockfish shogi FEN (`board[hands] side [- -] [counters]`) as a
/// FEEN position.
///
/// # Errors
///
/// An [`Error`] with the byte offset of what is wrong: the placement, the
/// side, a piece in hand (not droppable, repeated, a count below 2), more
/// pieces than squares, a counter.
pub fn from_fen(fen: &str) -> Result<Position, Error> {
    let mut record = Record::new(GAME, fen);
    let first = record.field(Field::Board)?;
    let bracket = first.text.find('[');
    let board_end = bracket.map_or(first.end(), |i| first.offset + i);
    let mut board = Board::empty(GEOMETRY);
    board.read(GAME, fen, first.offset, board_end, &LETTERS)?;
    let side = record.field(Field::Side)?;
    let mut hands = [[0u32; 7]; 2];
    let (active, hands_offset) = if let Some(open) = bracket {
        let active = record.side(side, "'w' or 'b'", b"w", b"b")?;
        let inner = first.text.get(open + 1..).unwrap_or("");
        let Some(inner) = inner.strip_suffix(']') else {
            let end = first.end();
            let found = Found::at(fen.as_bytes(), end);
            return Err(record.error(ErrorKind::HandPiece { found }, end));
        };
        let part = Part {
            offset: first.offset + open + 1,
            text: inner,
            record: fen,
        };
        read_fairy_hands(&record, part, &mut hands)?;
        record.dashes_and_counters()?;
        (active, part.offset)
    } else {
        let active = record.side(side, "'b' or 'w'", b"b", b"w")?;
        let part = record.field(Field::Hands)?;
        read_hands(&record, part, &mut hands)?;
        if let Some(number) = record.optional_field(Field::MoveNumber)? {
            record.counter(number, Field::MoveNumber)?;
        }
        record.finish()?;
        (active, part.offset)
    };
    let mut items = [(0, Identifier::normal(Letter::P, Side::First)); 14];
    let mut len = 0;
    for side in [Side::First, Side::Second] {
        for (letter, &count) in HAND_ORDER.iter().zip(&hands[side as usize]) {
            if let Some(item) = items.get_mut(len).filter(|_| count > 0) {
                *item = (count, Identifier::normal(*letter, side));
                len += 1;
            }
        }
    }
    let items = items.get(..len).unwrap_or(&[]);
    feen::position(GAME, &board, items, active, Letter::S, hands_offset)
}

/// Writes a position as USI SFEN, move number 1.
///
/// # Errors
///
/// An [`Error`] naming what SFEN cannot express, with its offset in the
/// FEEN string: another style, another board, a piece or state shogi does
/// not have (`+G`, `-P`, a derived piece), a piece in the wrong hand.
pub fn to_fen(position: &Position) -> Result<String, Error> {
    to_fen_with(position, &Options::DEFAULT)
}

/// As [`to_fen`], with the move number of `options`.
///
/// # Errors
///
/// As [`to_fen`].
pub fn to_fen_with(position: &Position, options: &Options) -> Result<String, Error> {
    let active = feen::active_side(GAME, position, Letter::S)?;
    let mut fen = Vec::with_capacity(feen::FEN_CAPACITY);
    let mut ranks = GEOMETRY.ranks(GAME, position)?;
    for (index, piece) in position.placement().pieces() {
        let (row, column) = ranks.advance(&mut fen, index);
        let Some(token) = TOKENS.get(piece) else {
            let kind = feen::piece_error(GEOMETRY, row, column, piece, TOKENS.knows(piece));
            return Err(feen::square_error(GAME, position, row, column, kind));
        };
        if token.role == Role::Promoted {
            fen.push(b'+');
        }
        fen.push(token.letter);
    }
    ranks.finish(&mut fen);
    fen.extend_from_slice(if active == Side::First {
        b" b "
    } else {
        b" w "
    });
    let hands_start = fen.len();
    let mut counts = [[0u128; 7]; 2];
    for side in [Side::First, Side::Second] {
        for item in position.hand(side) {
            let piece = item.piece();
            // The slot of a letter written alone: a normal, native piece
            // of this side, and nothing more.
            let slot = HAND_ORDER
                .iter()
                .position(|&letter| Identifier::normal(letter, side) == piece);
            let Some(count) = slot.and_then(|slot| counts[side as usize].get_mut(slot)) else {
                let kind = if piece.is_derived() {
                    ErrorKind::Derived { square: None }
                } else {
                    ErrorKind::HandItem
                };
                return Err(Error::new(GAME, kind, feen::field_offsets(position).0));
            };
            *count = item.count();
        }
        for (letter, &count) in HAND_ORDER.iter().zip(&counts[side as usize]) {
            if count > 1 {
                push_decimal(&mut fen, count);
            }
            if count > 0 {
                fen.push(letter.to_ascii_cased(side));
            }
        }
    }
    if fen.len() == hands_start {
        fen.push(b'-');
    }
    fen.push(b' ');
    push_decimal(&mut fen, options.move_number().get().into());
    Ok(record::into_text(fen))
}

/// The hand slot of a droppable piece letter: its side and USI rank.
fn hand_slot(byte: u8) -> Option<(Side, usize)> {
    let (letter, side) = Letter::from_ascii_with_side(byte)?;
    Some((side, HAND_ORDER.iter().position(|l| *l == letter)?))
}

/// USI hands: `-`, or items `[count]letter`, a count being 2 or more, each
/// piece once per side.
fn read_hands(record: &Record<'_>, part: Part<'_>, hands: &mut [[u32; 7]; 2]) -> Result<(), Error> {
    if part.text == "-" {
        return Ok(());
    }
    let bytes = part.text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let start = i;
        let mut count = 0u32;
        while let Some(digit) = bytes.get(i).filter(|b| b.is_ascii_digit()) {
            if i == start && *digit == b'0' {
                return Err(record.error(
                    ErrorKind::HandCount {
                        found: part.found(i),
                    },
                    part.offset + i,
                ));
            }
            // A count past u32::MAX stays there: it is more pieces than
            // squares all the same, and refused as such.
            count = count
                .saturating_mul(10)
                .saturating_add(u32::from(digit - b'0'));
            i += 1;
        }
        if i > start && count < 2 {
            return Err(record.error(
                ErrorKind::HandCount {
                    found: part.found(start),
                },
                part.offset + start,
            ));
        }
        let Some((side, kind)) = bytes.get(i).and_then(|b| hand_slot(*b)) else {
            return Err(record.error(
                ErrorKind::HandPiece {
                    found: part.found(i),
                },
                part.offset + i,
            ));
        };
        let slot = &mut hands[side as usize][kind];
        if *slot > 0 {
            return Err(record.error(
                ErrorKind::RepeatedHandPiece {
                    found: part.found(i),
                },
                part.offset + i,
            ));
        }
        *slot = count.max(1);
        i += 1;
    }
    Ok(())
}

/// Fairy-Stockfish hands: `-` or nothing, or one letter per piece.
fn read_fairy_hands(
    record: &Record<'_>,
    part: Part<'_>,
    hands: &mut [[u32; 7]; 2],
) -> Result<(), Error> {
    if part.text == "-" {
        return Ok(());
    }
    for (i, byte) in part.text.bytes().enumerate() {
        let Some((side, kind)) = hand_slot(byte) else {
            return Err(record.error(
                ErrorKind::HandPiece {
                    found: part.found(i),
                },
                part.offset + i,
            ));
        };
        let slot = &mut hands[side as usize][kind];
        *slot = slot.saturating_add(1);
    }
    Ok(())
}
