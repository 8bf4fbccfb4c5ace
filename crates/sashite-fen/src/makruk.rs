//! Makruk: Fairy-Stockfish's FEN ⇄ FEEN.
//!
//! | FEN | FEEN |
//! |---|---|
//! | `k` | `K^` (khun) |
//! | `m` | `M` (met; a promoted pawn is a met) |
//! | `s` | `S` (khon) |
//! | `n` | `N` (ma) |
//! | `r` | `R` (rua) |
//! | `p` | `P` (bia) |
//! | `w` / `b` | `M/m` / `m/M` |
//!
//! White is the first player (uppercase). The castling and en-passant
//! fields are `-`. The start position is the FEEN specification's example
//! F11.
//!
//! # Examples
//!
//! ```
//! use sashite_fen::makruk;
//!
//! let fen = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1";
//! let start = makruk::from_fen(fen).expect("valid FEN");
//! assert_eq!(start.to_string(), "rnsmk^snr/8/pppppppp/8/8/PPPPPPPP/8/RNSK^MSNR / M/m");
//! assert_eq!(makruk::to_fen(&start).expect("expressible"), fen);
//! ```

use alloc::string::String;

use sashite_feen::{Letter, Position};

use crate::board::Geometry;
use crate::error::Error;
use crate::game::Game;
use crate::letters::{Letters, Spelling};
use crate::options::Options;
use crate::plain::Plain;
use crate::square::Naming;
use crate::tokens::Tokens;

const SPELLINGS: &[Spelling] = &[
    (b'k', Letter::K, true),
    (b'm', Letter::M, false),
    (b's', Letter::S, false),
    (b'n', Letter::N, false),
    (b'r', Letter::R, false),
    (b'p', Letter::P, false),
];

static MAKRUK: Plain = Plain {
    game: Game::Makruk,
    geometry: Geometry {
        height: 8,
        width: 8,
        naming: Naming::Chess,
    },
    style: Letter::M,
    first: b"w",
    second: b"b",
    sides: "'w' or 'b'",
    letters: Letters::new(SPELLINGS, &[]),
    tokens: Tokens::plain(SPELLINGS),
};

/// Reads a makruk FEN (`board side [- -] [counters]`) as a FEEN position.
///
/// # Errors
///
/// An [`Error`] with the byte offset of what is wrong: the placement, the
/// side, a castling or en-passant field that is not `-`, a counter.
pub fn from_fen(fen: &str) -> Result<Position, Error> {
    MAKRUK.read(fen)
}

/// Writes a position as makruk FEN, counters `0 1`.
///
/// # Errors
///
/// An [`Error`] naming what makruk FEN cannot express, with its offset in
/// the FEEN string: another style, hands, another board, a piece or state
/// makruk does not have.
pub fn to_fen(position: &Position) -> Result<String, Error> {
    MAKRUK.write(position, &Options::DEFAULT)
}

/// As [`to_fen`], with the counters of `options`.
///
/// # Errors
///
/// As [`to_fen`].
pub fn to_fen_with(position: &Position, options: &Options) -> Result<String, Error> {
    MAKRUK.write(position, options)
}
