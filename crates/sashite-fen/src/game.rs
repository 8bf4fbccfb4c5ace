//! [`Game`]: the dialects, by name. Its entry points each way (`from_fen`,
//! `to_fen`, `detect`) are in `game_conversions.rs`.

use core::fmt;
use core::str::FromStr;

/// A game of the FEN family, and so a FEN dialect.
///
/// # Examples
///
/// ```
/// use sashite_fen::Game;
///
/// let game: Game = "xiangqi".parse().expect("a known game");
/// let position = game
///     .from_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1")
///     .expect("valid UCCI FEN");
/// assert_eq!(
///     position.to_string(),
///     "rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x",
/// );
/// assert_eq!(
///     game.to_fen(&position).expect("expressible"),
///     "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
/// );
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Game {
    /// Chess: FEN, castling read as X-FEN or Shredder-FEN.
    Chess,
    /// Chess960: the same, with any back rank.
    Chess960,
    /// Shogi: USI SFEN (and Fairy-Stockfish's FEN with hands in brackets).
    Shogi,
    /// Xiangqi: UCCI FEN (WXF letters read too).
    Xiangqi,
    /// Makruk: Fairy-Stockfish's FEN.
    Makruk,
}

impl Game {
    /// Every game, in the order of the list above.
    pub const ALL: [Self; 5] = [
        Self::Chess,
        Self::Chess960,
        Self::Shogi,
        Self::Xiangqi,
        Self::Makruk,
    ];

    /// The name used on command lines: `chess`, `chess960`, `shogi`,
    /// `xiangqi`, `makruk`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Chess => "chess",
            Self::Chess960 => "chess960",
            Self::Shogi => "shogi",
            Self::Xiangqi => "xiangqi",
            Self::Makruk => "makruk",
        }
    }

    /// The dialect's name, as error messages say it (`chess FEN`, `SFEN`…).
    #[must_use]
    pub const fn dialect(self) -> &'static str {
        match self {
            Self::Chess => "chess FEN",
            Self::Chess960 => "Chess960 FEN",
            Self::Shogi => "SFEN",
            Self::Xiangqi => "xiangqi FEN",
            Self::Makruk => "makruk FEN",
        }
    }
}

impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

/// The name is not one of [`Game::name`]'s.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[error("unknown game: expected chess, chess960, shogi, xiangqi or makruk")]
#[non_exhaustive]
pub struct UnknownGame;

impl FromStr for Game {
    type Err = UnknownGame;

    fn from_str(name: &str) -> Result<Self, Self::Err> {
        Self::ALL
            .into_iter()
            .find(|game| game.name() == name)
            .ok_or(UnknownGame)
    }
}
