//! The FEN family and FEEN: positions from chess FEN (X-FEN and
//! Shredder-FEN castling), Chess960, shogi SFEN (and Fairy-Stockfish's
//! bracket form), xiangqi UCCI FEN and makruk FEN, read as
//! [`sashite_feen::Position`]s, and written back, exact in both directions.
//!
//! One module per game, each with `from_fen`, `to_fen` and `to_fen_with`;
//! [`Game`] names them for programs that choose at run time. The mappings
//! follow the Sashité rule systems and the FEEN specification's examples:
//!
//! | game | style | start position (FEEN) |
//! |---|---|---|
//! | [`chess`], [`chess960`] | `C/c` | `+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c` |
//! | [`shogi`] | `S/s` | `lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s` |
//! | [`xiangqi`] | `X/x` | `rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x` |
//! | [`makruk`] | `M/m` | `rnsmk^snr/8/pppppppp/8/8/PPPPPPPP/8/RNSK^MSNR / M/m` |
//!
//! FEEN carries in its pieces what FEN keeps in side fields: a chess king
//! that may still castle is `+K^`, a rook the castling field names `+R`, a
//! pawn on its starting rank `+P`, the pawn that just advanced two squares
//! `-P`. The chess rule system defines these states; where the FEEN
//! specification's example F2 writes the start position otherwise
//! (`-r`, `K^`), the rule system wins.
//!
//! The move counters (halfmove clock, move number) have no place in FEEN:
//! reading checks and drops them; writing puts `0 1` (SFEN: `1`), or what
//! [`Options`] says.
//!
//! # Example
//!
//! ```
//! use sashite_fen::{Game, chess};
//!
//! let position = chess::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w Qk - 12 40").expect("valid FEN");
//! assert_eq!(position.to_string(), "r3+k^2+r/8/8/8/8/8/8/+R3+K^2R / C/c");
//! assert_eq!(chess::to_fen(&position).expect("expressible"), "r3k2r/8/8/8/8/8/8/R3K2R w Qk - 0 1");
//!
//! // Errors say what is wrong and where.
//! let err = Game::Shogi.from_fen("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b 1P 1").unwrap_err();
//! assert_eq!(err.offset(), 60);
//! assert_eq!(err.to_string(), "invalid SFEN: expected a count of 2 or more at byte 60, found '1'");
//!
//! // A position the dialect cannot express is an error too.
//! let shogi = sashite_feen::parse("lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s").expect("FEEN");
//! let err = chess::to_fen(&shogi).unwrap_err();
//! assert_eq!(err.to_string(), "chess FEN cannot express the style 'S' (expected 'C') at FEEN byte 62");
//! ```
//!
//! # What is checked
//!
//! Reading checks the form of every field (rank widths and count, the
//! game's letters, side, castling, en passant, hands, counters: decimal,
//! at most [`u64::MAX`], a move number of 1 or more) and that the castling
//! rights name a king and rook that are there and the en-passant square,
//! on the rank the side that just moved crosses, a pawn that just
//! advanced past it. It does not check
//! legality (check, piece counts): positions are data. Writing refuses
//! what the dialect cannot say: another game's style, a mixed-style match,
//! hands where the game has none, another board, a piece or state the game
//! does not have, a derived (`'`) piece.
//!
//! # Coming from python-chess, shakmaty, python-shogi or Fairy-Stockfish
//!
//! [`coming_from`] maps their names to this crate's.
//!
//! # Cargo features
//!
//! - `serde` (off by default): forwards FEEN's, so positions (de)serialize
//!   as their FEEN string.
#![no_std]
#![forbid(unsafe_code)]

extern crate alloc;

mod board;
pub mod chess;
pub mod chess960;
pub mod coming_from;
mod error;
mod feen;
mod game;
mod game_conversions;
mod letters;
pub mod makruk;
mod options;
mod plain;
mod record;
pub mod shogi;
mod square;
mod tokens;
pub mod xiangqi;

pub use sashite_feen;
pub use sashite_feen::{Position, Side};

pub use crate::error::{Error, ErrorKind, Field};
pub use crate::game::{Game, UnknownGame};
pub use crate::options::Options;
pub use crate::square::Square;

#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
