//! [`Options`]: what a FEN holds that FEEN does not.

use core::num::NonZeroU64;

/// How [`Game::to_fen_with`](crate::Game::to_fen_with) writes what FEEN does
/// not carry: the move counters, and the castling notation.
///
/// # Examples
///
/// ```
/// use sashite_fen::{Options, chess960};
///
/// let position = chess960::from_fen("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9")
///     .expect("valid Shredder-FEN");
/// use core::num::NonZeroU64;
///
/// let move_number = NonZeroU64::new(9).expect("FEN move numbers start at 1");
/// let options = Options::new().with_counters(2, move_number).with_shredder(true);
/// assert_eq!(
///     chess960::to_fen_with(&position, &options).expect("expressible"),
///     "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
/// );
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Options {
    halfmove_clock: u64,
    move_number: NonZeroU64,
    shredder: bool,
}

impl Options {
    /// Counters `0 1` (SFEN: `1`), X-FEN castling.
    pub const DEFAULT: Self = Self {
        halfmove_clock: 0,
        move_number: NonZeroU64::MIN,
        shredder: false,
    };

    /// The default options.
    #[must_use]
    pub const fn new() -> Self {
        Self::DEFAULT
    }

    /// The halfmove clock and the move number to write (SFEN writes the
    /// move number alone; xiangqi and makruk write both). FEN move numbers
    /// start at 1, which the type says: a move number of 0 cannot be
    /// written, as it cannot be read
    /// ([`ErrorKind::MoveNumberZero`](crate::ErrorKind::MoveNumberZero)).
    #[must_use]
    pub const fn with_counters(self, halfmove_clock: u64, move_number: NonZeroU64) -> Self {
        Self {
            halfmove_clock,
            move_number,
            ..self
        }
    }

    /// Castling rights by file letter always (Shredder-FEN, `HAha`) instead
    /// of X-FEN (`KQkq`, files only for a rook that is not the outermost).
    #[must_use]
    pub const fn with_shredder(self, shredder: bool) -> Self {
        Self { shredder, ..self }
    }

    /// The halfmove clock written.
    #[must_use]
    pub const fn halfmove_clock(&self) -> u64 {
        self.halfmove_clock
    }

    /// The move number written.
    #[must_use]
    pub const fn move_number(&self) -> NonZeroU64 {
        self.move_number
    }

    /// Whether castling rights are written as Shredder-FEN.
    #[must_use]
    pub const fn shredder(&self) -> bool {
        self.shredder
    }
}

impl Default for Options {
    fn default() -> Self {
        Self::DEFAULT
    }
}
