//! Coming from python-chess, shakmaty, python-shogi or Fairy-Stockfish.
//!
//! Those libraries read a FEN into their own board and write it back; here
//! a FEN becomes a FEEN [`Position`](crate::Position), whose pieces carry
//! what FEN keeps in side fields. The names:
//!
//! | There | Here |
//! |---|---|
//! | python-chess `chess.Board(fen)`, shakmaty `Fen::from_ascii(fen)` | [`chess::from_fen(fen)`](crate::chess::from_fen) |
//! | python-chess `chess.Board(fen, chess960=True)` | [`chess960::from_fen(fen)`](crate::chess960::from_fen) |
//! | python-chess `board.fen()`, shakmaty `Fen::from_position(…).to_string()` | [`chess::to_fen(&position)`](crate::chess::to_fen) |
//! | python-chess `board.fen(shredder=True)` | [`chess::to_fen_with(&position, &Options::new().with_shredder(true))`](crate::chess::to_fen_with) |
//! | python-chess `board.castling_rights` | the `+K^` king and `+R` rooks on the back ranks |
//! | python-chess `board.ep_square` | the square behind the `-P` pawn |
//! | python-chess `board.halfmove_clock`, `board.fullmove_number` | not in FEEN: [`Options::with_counters`](crate::Options::with_counters) when writing |
//! | python-shogi `shogi.Board(sfen)` | [`shogi::from_fen(sfen)`](crate::shogi::from_fen) |
//! | python-shogi `board.sfen()` | [`shogi::to_fen(&position)`](crate::shogi::to_fen) |
//! | python-shogi `board.pieces_in_hand` | [`Position::hand(side)`](crate::Position::hand) |
//! | pyffish `get_fen(variant, fen, [])` | [`Game::from_fen`](crate::Game::from_fen), then [`Game::to_fen`](crate::Game::to_fen) |
//! | pyffish `start_fen("xiangqi")` | [`xiangqi::from_fen`](crate::xiangqi::from_fen) of it: FEEN example F10 |
//! | a variant name (`"chess"`, `"shogi"`, …) | [`Game`](crate::Game) (`"shogi".parse()`) |
//!
//! # Examples
//!
//! ```
//! use sashite_fen::{Game, Side, chess};
//!
//! // python-chess: board.castling_rights, board.ep_square
//! let position = chess::from_fen("4k2r/8/8/3pP3/8/8/8/4K3 w k d6 0 2").expect("valid FEN");
//! let rights: Vec<String> = position
//!     .placement()
//!     .pieces()
//!     .filter(|(_, piece)| piece.is_enhanced())
//!     .map(|(_, piece)| piece.to_string())
//!     .collect();
//! assert_eq!(rights, ["+k^", "+r"]);
//! let en_passant = position.placement().pieces().find(|(_, piece)| piece.is_diminished());
//! assert_eq!(en_passant.map(|(index, _)| index), Some(27)); // d5: row 3, column 3
//!
//! // python-shogi: board.pieces_in_hand
//! let shogi = Game::Shogi.from_fen("4k4/9/9/9/9/9/9/9/4K4 b 2Pp 1").expect("valid SFEN");
//! assert_eq!(shogi.hands().count(Side::First), 2);
//! ```
