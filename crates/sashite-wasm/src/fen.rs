//! The FEN family on the page: a FEN, SFEN or UCCI FEN typed in the input
//! (which game it is, and its FEEN), and the FEN of a position, through
//! `sashite::fen`.
//!
//! ```
//! use sashite_wasm::fen;
//!
//! let fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
//! let game = fen::detect(fen).expect("a xiangqi FEN");
//! let feen = fen::from_fen(game.name(), fen).expect("valid");
//! assert_eq!(feen, "rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x");
//! assert_eq!(fen::expressed(&feen).map(|(game, _)| game.dialect()), Some("xiangqi FEN"));
//! ```

use sashite::feen::Position;
use sashite::fen::{Game, Options};

use crate::Failure;

/// The game called `name`: `"chess"`, `"chess960"`, `"shogi"`,
/// `"xiangqi"` or `"makruk"`.
///
/// # Errors
///
/// A [`Failure`] naming the five games for any other name.
pub fn game(name: &str) -> Result<Game, Failure> {
    name.parse().map_err(|_| {
        Failure::new(
            "unknown_game",
            format!("no game {name:?}: expected chess, chess960, shogi, xiangqi or makruk"),
        )
    })
}

/// The canonical FEEN of `fen`, a FEN of the game called `game`.
///
/// # Errors
///
/// An unknown game, or the FEN's error (with its `offset` in `fen` and
/// its `kind`).
pub fn from_fen(game: &str, fen: &str) -> Result<String, Failure> {
    Ok(self::game(game)?.from_fen(fen)?.to_string())
}

/// The position `feen` written as a FEN of the game called `game`.
///
/// # Errors
///
/// An unknown game; a `feen` that is not FEEN (kind `invalid_feen`, the
/// offset in `feen`); a position the game's FEN cannot express (the FEN
/// bridge's kind, the offset in `feen`, which is canonical).
pub fn to_fen(game: &str, feen: &str, options: &Options) -> Result<String, Failure> {
    let game = self::game(game)?;
    let position = Position::parse(feen).map_err(|error| Failure {
        kind: "invalid_feen".to_owned(),
        ..Failure::from(error)
    })?;
    Ok(game.to_fen_with(&position, options)?)
}

/// The game whose FEN `input` looks like (a board, a side to move and
/// more fields; see `sashite_render::fen_game`), or `None`.
#[must_use]
pub fn detect(input: &str) -> Option<Game> {
    sashite_render::fen_game(input.as_bytes())
}

/// The first game (in [`Game::ALL`]'s order: chess before Chess960) whose
/// FEN can express the position `feen`, and that FEN; `None` when none can
/// (a mixed-style match, a 3-D board…) or `feen` is not FEEN.
#[must_use]
pub fn expressed(feen: &str) -> Option<(Game, String)> {
    let position = Position::parse(feen).ok()?;
    Game::ALL
        .into_iter()
        .find_map(|game| game.to_fen(&position).ok().map(|fen| (game, fen)))
}

/// A move counter given by the page: `default` when absent, else a whole
/// number from 0 to 2^53 (the integers a JavaScript number holds exactly).
///
/// # Errors
///
/// A [`Failure`] naming `name` for a negative, fractional or larger number.
pub fn counter(name: &str, value: Option<f64>, default: u64) -> Result<u64, Failure> {
    const MAX: f64 = 9_007_199_254_740_992.0;
    match value {
        None => Ok(default),
        // In range and whole: the conversion is exact.
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        Some(number) if (0.0..=MAX).contains(&number) && number.fract() == 0.0 => Ok(number as u64),
        // No number in the message: formatting a float would add 17 KB of
        // code to the module.
        Some(_) => Err(Failure::new(
            "bad_argument",
            format!("{name} must be a whole number from 0 to 2^53"),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CHESS: &str = "+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c";

    #[test]
    fn games_by_name() {
        assert_eq!(game("chess960"), Ok(Game::Chess960));
        let err = game("go").unwrap_err();
        assert_eq!((err.offset, err.kind.as_str()), (None, "unknown_game"));
        assert!(err.message.contains("expected chess, chess960"), "{err}");
    }

    #[test]
    fn errors_carry_their_offset_and_kind() {
        let err = from_fen(
            "chess",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
        )
        .unwrap_err();
        assert_eq!((err.offset, err.kind.as_str()), (Some(44), "side"));
        let err = to_fen("chess", "8 / C/C", &Options::new()).unwrap_err();
        assert_eq!((err.offset, err.kind.as_str()), (Some(6), "invalid_feen"));
        let err = to_fen("xiangqi", CHESS, &Options::new()).unwrap_err();
        assert_eq!(err.kind, "style");
        assert_eq!(err.offset, Some(CHESS.len() - 3));
    }

    #[test]
    fn both_ways_with_options() {
        let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assert_eq!(from_fen("chess", fen).as_deref(), Ok(CHESS));
        let twenty = core::num::NonZeroU64::new(20).expect("not 0");
        let options = Options::new().with_shredder(true).with_counters(3, twenty);
        assert_eq!(
            to_fen("chess", CHESS, &options).as_deref(),
            Ok("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 3 20")
        );
    }

    #[test]
    fn detection_and_the_first_dialect_that_expresses_a_position() {
        assert_eq!(
            detect("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"),
            Some(Game::Shogi)
        );
        assert_eq!(detect(CHESS), None);
        assert_eq!(expressed(CHESS).map(|(game, _)| game), Some(Game::Chess));
        let chess960 = "bbqnn+r+k^+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/BBQNN+R+K^+R / C/c";
        assert_eq!(
            expressed(chess960).map(|(game, _)| game),
            Some(Game::Chess960)
        );
        assert_eq!(
            expressed("rnsmk^snr/8/pppppppp/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/m"),
            None
        );
        assert_eq!(expressed("8 / C/C"), None);
    }

    #[test]
    fn counters_are_whole_numbers_in_range() {
        assert_eq!(counter("moveNumber", None, 1), Ok(1));
        assert_eq!(counter("moveNumber", Some(40.0), 1), Ok(40));
        for bad in [-1.0, 0.5, f64::NAN, f64::INFINITY, 1e300] {
            assert!(counter("halfmoveClock", Some(bad), 0).is_err(), "{bad}");
        }
    }
}
