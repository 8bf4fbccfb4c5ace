//! Xiangqi: UCCI FEN (WXF letters and `r` for red read too) ⇄ FEEN.
//!
//! | UCCI (WXF) | FEEN |
//! |---|---|
//! | `k` | `G^` (general) |
//! | `a` | `A` (advisor) |
//! | `b` (`e`) | `E` (elephant) |
//! | `n` (`h`) | `H` (horse) |
//! | `r` | `R` (chariot) |
//! | `c` | `C` (cannon) |
//! | `p` | `P` (soldier) |
//! | `w` or `r` (red to move) / `b` | `X/x` / `x/X` |
//!
//! Red is the first player (uppercase). Written with UCCI letters and `w`;
//! the castling and en-passant fields are `-`. The start position is the
//! FEEN specification's example F10.
//!
//! # Examples
//!
//! ```
//! use sashite_fen::xiangqi;
//!
//! let fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
//! let start = xiangqi::from_fen(fen).expect("valid UCCI FEN");
//! assert_eq!(
//!     start.to_string(),
//!     "rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x",
//! );
//! assert_eq!(xiangqi::to_fen(&start).expect("expressible"), fen);
//! // WXF letters read the same.
//! assert_eq!(xiangqi::from_fen("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r"), Ok(start));
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
    (b'k', Letter::G, true),
    (b'a', Letter::A, false),
    (b'b', Letter::E, false),
    (b'e', Letter::E, false),
    (b'n', Letter::H, false),
    (b'h', Letter::H, false),
    (b'r', Letter::R, false),
    (b'c', Letter::C, false),
    (b'p', Letter::P, false),
];

static XIANGQI: Plain = Plain {
    game: Game::Xiangqi,
    geometry: Geometry {
        height: 10,
        width: 9,
        naming: Naming::Ucci,
    },
    style: Letter::X,
    first: b"wr",
    second: b"b",
    sides: "'w', 'r' or 'b'",
    letters: Letters::new(SPELLINGS, &[]),
    tokens: Tokens::plain(SPELLINGS),
};

/// Reads a UCCI FEN (`board side [- -] [counters]`; WXF letters `e`, `h`
/// and `r` for red read too) as a FEEN position.
///
/// # Errors
///
/// An [`Error`] with the byte offset of what is wrong: the placement, the
/// side, a castling or en-passant field that is not `-`, a counter.
pub fn from_fen(fen: &str) -> Result<Position, Error> {
    XIANGQI.read(fen)
}

/// Writes a position as UCCI FEN, counters `0 1`.
///
/// # Errors
///
/// An [`Error`] naming what UCCI FEN cannot express, with its offset in the
/// FEEN string: another style, hands, another board, a piece or state
/// xiangqi does not have.
pub fn to_fen(position: &Position) -> Result<String, Error> {
    XIANGQI.write(position, &Options::DEFAULT)
}

/// As [`to_fen`], with the counters of `options`.
///
/// # Errors
///
/// As [`to_fen`].
pub fn to_fen_with(position: &Position, options: &Options) -> Result<String, Error> {
    XIANGQI.write(position, options)
}
