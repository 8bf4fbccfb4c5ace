//! [`Game`]'s entry points, one each way, handing the FEN or the position
//! to the game's module. Apart from the enum, so the game modules that name
//! `Game` do not import their caller.

use alloc::string::String;

use sashite_feen::Position;

use crate::error::Error;
use crate::game::Game;
use crate::options::Options;
use crate::{chess, chess960, makruk, shogi, xiangqi};

impl Game {
    /// Reads a FEN of this game as a FEEN position; the move counters are
    /// checked, then dropped.
    ///
    /// # Errors
    ///
    /// An [`Error`] with the byte offset in `fen` of what is wrong.
    pub fn from_fen(self, fen: &str) -> Result<Position, Error> {
        match self {
            Self::Chess => chess::from_fen(fen),
            Self::Chess960 => chess960::from_fen(fen),
            Self::Shogi => shogi::from_fen(fen),
            Self::Xiangqi => xiangqi::from_fen(fen),
            Self::Makruk => makruk::from_fen(fen),
        }
    }

    /// Writes `position` as this game's FEN, with counters `0 1` (SFEN: `1`).
    ///
    /// # Errors
    ///
    /// An [`Error`] naming what the dialect cannot express, with its byte
    /// offset in the position's FEEN string.
    pub fn to_fen(self, position: &Position) -> Result<String, Error> {
        self.to_fen_with(position, &Options::DEFAULT)
    }

    /// Writes `position` as this game's FEN, with these [`Options`].
    ///
    /// # Errors
    ///
    /// As [`Game::to_fen`].
    pub fn to_fen_with(self, position: &Position, options: &Options) -> Result<String, Error> {
        match self {
            Self::Chess => chess::to_fen_with(position, options),
            Self::Chess960 => chess960::to_fen_with(position, options),
            Self::Shogi => shogi::to_fen_with(position, options),
            Self::Xiangqi => xiangqi::to_fen_with(position, options),
            Self::Makruk => makruk::to_fen_with(position, options),
        }
    }

    /// The game a FEN most likely belongs to, or `None` when the text is
    /// not shaped like a FEN (a board, a side to move `w`, `b` or xiangqi's
    /// `r`, and at least one more field: FEEN, whose second field holds a
    /// `/`, never is) or looks like no game's. Letters only one game uses
    /// decide first (xiangqi's `a`, `c`, `e`, `h` and side `r`; shogi's
    /// `l`, `g` and `+`; chess's `q`; makruk's `m`), so that a board with a
    /// rank missing still names its game; then the number of ranks: ten
    /// are xiangqi, nine shogi, eight makruk when an `s` is there, else
    /// chess, or Chess960 when chess cannot read it but Chess960 can.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_fen::Game;
    ///
    /// assert_eq!(Game::detect("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"), Some(Game::Shogi));
    /// assert_eq!(Game::detect("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1"), Some(Game::Makruk));
    /// assert_eq!(Game::detect("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1"), Some(Game::Chess960));
    /// // A xiangqi FEN with a rank missing is still xiangqi's.
    /// assert_eq!(Game::detect("rnbakabnr/9/1c5c1/p1p1p1p1p/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"), Some(Game::Xiangqi));
    /// assert_eq!(Game::detect("8/8 w - - 0 1"), None);
    /// assert_eq!(Game::detect("8/8/8/8/8/8/8/8 / C/c"), None);
    /// ```
    #[must_use]
    pub fn detect(fen: &str) -> Option<Self> {
        let mut fields = fen.split(' ').filter(|field| !field.is_empty());
        let board = fields.next()?.split('[').next().unwrap_or("");
        let side = fields.next()?;
        if !matches!(side, "w" | "b" | "r") || fields.next().is_none() {
            return None;
        }
        let has = |letters: &[u8]| {
            board
                .bytes()
                .any(|b| letters.contains(&b.to_ascii_lowercase()))
        };
        let ranks = board.bytes().filter(|&b| b == b'/').count() + 1;
        if side == "r" || has(b"aceh") {
            return Some(Self::Xiangqi);
        }
        if has(b"lg+") {
            return Some(Self::Shogi);
        }
        if has(b"m") || (ranks == 8 && has(b"s")) {
            return Some(Self::Makruk);
        }
        match ranks {
            10 => Some(Self::Xiangqi),
            9 if !has(b"q") => Some(Self::Shogi),
            _ if ranks != 8 && !has(b"q") => None,
            _ if chess::from_fen(fen).is_err() && chess960::from_fen(fen).is_ok() => {
                Some(Self::Chess960)
            }
            _ => Some(Self::Chess),
        }
    }
}
