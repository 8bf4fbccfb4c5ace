//! Chess960: chess with any back rank. The castling field names a rook by
//! its file when it is not the outermost on its side of the king (X-FEN),
//! or always (Shredder-FEN, read always, written on request).
//!
//! The mapping is chess's ([`crate::chess`]): `+K^` while its side keeps a
//! castling right, `+R` for each rook the castling field names, `+P` on the
//! starting rank, `-P` for the pawn that just advanced two squares.
//!
//! # Examples
//!
//! ```
//! use sashite_fen::{Options, chess960};
//!
//! let fen = "nrkbbqrn/pppppppp/8/8/8/8/PPPPPPPP/NRKBBQRN w KQkq - 0 1";
//! let position = chess960::from_fen(fen).expect("valid X-FEN");
//! assert_eq!(
//!     position.to_string(),
//!     "n+r+k^bbq+rn/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/N+R+K^BBQ+RN / C/c",
//! );
//! assert_eq!(chess960::to_fen(&position).expect("expressible"), fen);
//! let shredder = Options::new().with_shredder(true);
//! assert_eq!(
//!     chess960::to_fen_with(&position, &shredder).expect("expressible"),
//!     "nrkbbqrn/pppppppp/8/8/8/8/PPPPPPPP/NRKBBQRN w GBgb - 0 1",
//! );
//! ```

use alloc::string::String;

use sashite_feen::Position;

use crate::error::Error;
use crate::game::Game;
use crate::options::Options;

/// Reads a Chess960 FEN (castling as X-FEN or Shredder-FEN) as a FEEN
/// position.
///
/// # Errors
///
/// As [`chess::from_fen`](crate::chess::from_fen), with the king and rooks
/// anywhere on the back rank.
pub fn from_fen(fen: &str) -> Result<Position, Error> {
    crate::chess::read(Game::Chess960, fen)
}

/// Writes a position as Chess960 X-FEN, counters `0 1`.
///
/// # Errors
///
/// As [`chess::to_fen`](crate::chess::to_fen), with castling states
/// anywhere on the back rank (one castling rook on each side of the king
/// at most).
pub fn to_fen(position: &Position) -> Result<String, Error> {
    crate::chess::write(Game::Chess960, position, &Options::DEFAULT)
}

/// As [`to_fen`], with the counters and the castling notation of `options`.
///
/// # Errors
///
/// As [`to_fen`].
pub fn to_fen_with(position: &Position, options: &Options) -> Result<String, Error> {
    crate::chess::write(Game::Chess960, position, options)
}
