//! The FEN family (chess, Chess960, shogi SFEN, xiangqi, makruk) to FEEN
//! and back, through `sashite::fen`, with the options every surface
//! offers: which game, the move counters, Shredder-FEN castling.
//!
//! The rules, the same everywhere:
//! - an option the game's FEN does not use (`shredder` outside chess and
//!   Chess960, the halfmove clock in shogi) is refused when given, whatever
//!   its value (`unused_option`);
//! - a counter below zero is `negative_counter`, one above `u64::MAX`
//!   `counter_too_large`, a move number of 0 `move_number_zero`;
//! - a FEN's fault is the bridge's code and offset; a byte that is not
//!   ASCII (UTF-8 or not) is `non_ascii`, at the first one, unless the FEN
//!   is wrong before it.
//!
//! ```
//! use sashite_ops::fen;
//!
//! let fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
//! let game = fen::detect(fen.as_bytes()).expect("a xiangqi FEN");
//! let feen = fen::from_fen(game, fen.as_bytes()).expect("valid").to_string();
//! assert_eq!(feen, "rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x");
//! assert_eq!(fen::expressed(&feen).map(|(game, _)| game.dialect()), Some("xiangqi FEN"));
//! ```

use core::num::NonZeroU64;

use sashite::feen::Position;
use sashite::fen::{Game, Options};

use crate::Failure;
use crate::text::read_ascii;

/// The game called `name`: `"chess"`, `"chess960"`, `"shogi"`,
/// `"xiangqi"` or `"makruk"`.
///
/// # Errors
///
/// `unknown_game`, naming the five games, for any other name.
pub fn game(name: &str) -> Result<Game, Failure> {
    name.parse().map_err(|_| {
        Failure::new(
            "unknown_game",
            format!("no game {name:?}: expected chess, chess960, shogi, xiangqi or makruk"),
            None,
        )
    })
}

/// The position a FEN of `game` describes (the move counters are dropped).
///
/// # Errors
///
/// The FEN's fault, with the bridge's code and the offset in `fen`;
/// `non_ascii` at the first byte that is not ASCII when nothing before it
/// is wrong. A failure may carry a hint: the game the FEN looks like, or
/// that it is FEEN already.
pub fn from_fen(game: Game, fen: &[u8]) -> Result<Position, Failure> {
    read_ascii(fen, game.dialect(), |text| {
        game.from_fen(text).map_err(|error| {
            let failure = Failure::from(error);
            match read_hint(game, fen) {
                Some(hint) => failure.with_hint(hint),
                None => failure,
            }
        })
    })
}

/// [`from_fen`] with the game by name.
///
/// # Errors
///
/// `unknown_game`, or as [`from_fen`].
pub fn from_fen_named(game: &str, fen: &[u8]) -> Result<Position, Failure> {
    from_fen(self::game(game)?, fen)
}

/// What to do instead when `input` is no FEN of `game`: the game it looks
/// like, or `to-fen` when it is FEEN already.
fn read_hint(game: Game, input: &[u8]) -> Option<&'static str> {
    if Position::try_from(input).is_ok() {
        return Some("this is FEEN already: `sashite feen to-fen --game GAME` writes it as a FEN");
    }
    let seen = detect(input)?;
    if seen == game {
        return None;
    }
    Some(match seen {
        Game::Chess => "this looks like a chess FEN: use `--game chess`",
        Game::Chess960 => "this looks like a Chess960 FEN: use `--game chess960`",
        Game::Shogi => "this looks like a shogi SFEN: use `--game shogi`",
        Game::Xiangqi => "this looks like a xiangqi FEN: use `--game xiangqi`",
        Game::Makruk => "this looks like a makruk FEN: use `--game makruk`",
    })
}

/// The position `feen` (FEEN text) written as a FEN of `game`.
///
/// # Errors
///
/// `feen`'s FEEN fault (its code and offset); an option `game` does not use
/// (`unused_option`); a position the game's FEN cannot express (the
/// bridge's code, the offset in `feen`, which is then canonical).
pub fn to_fen(game: Game, feen: &[u8], options: &FenOptions) -> Result<String, Failure> {
    let options = options.for_game(game)?;
    let position = Position::try_from(feen).map_err(|error| Failure::feen(&error, feen))?;
    Ok(game.to_fen_with(&position, &options)?)
}

/// [`to_fen`] with the game by name.
///
/// # Errors
///
/// `unknown_game`, or as [`to_fen`].
pub fn to_fen_named(game: &str, feen: &[u8], options: &FenOptions) -> Result<String, Failure> {
    to_fen(self::game(game)?, feen, options)
}

/// The position written as a FEN of `game`.
///
/// # Errors
///
/// An option `game` does not use (`unused_option`), or a position the
/// game's FEN cannot express (the bridge's code, the offset in the
/// position's FEEN string).
pub fn position_to_fen(
    game: Game,
    position: &Position,
    options: &FenOptions,
) -> Result<String, Failure> {
    Ok(game.to_fen_with(position, &options.for_game(game)?)?)
}

/// The game whose FEN `input` looks like, or `None` when it looks like
/// none (FEEN included): see [`Game::detect`].
#[must_use]
pub fn detect(input: &[u8]) -> Option<Game> {
    sashite_render::fen_game(input)
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

/// A move counter of a FEN.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Counter {
    /// The halfmove clock (default 0).
    HalfmoveClock,
    /// The move number (default 1; never 0).
    MoveNumber,
}

impl Counter {
    /// The counter's name in messages.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::HalfmoveClock => "halfmove clock",
            Self::MoveNumber => "move number",
        }
    }

    /// `value` as this counter, checked.
    ///
    /// # Errors
    ///
    /// `negative_counter`, `counter_too_large` (above `u64::MAX`), or
    /// `move_number_zero`.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_ops::fen::Counter;
    ///
    /// assert_eq!(Counter::MoveNumber.check(40), Ok(40));
    /// assert_eq!(Counter::MoveNumber.check(0).unwrap_err().code(), "move_number_zero");
    /// assert_eq!(Counter::HalfmoveClock.check(-1).unwrap_err().code(), "negative_counter");
    /// ```
    pub fn check(self, value: i128) -> Result<u64, Failure> {
        let name = self.name();
        if value < 0 {
            return Err(Failure::new(
                "negative_counter",
                // No number in the message: a 128-bit integer's formatting
                // would weigh on the WebAssembly module.
                format!("the {name} cannot be negative"),
                None,
            ));
        }
        let value = u64::try_from(value).map_err(|_| self.too_large())?;
        if value == 0 && self == Self::MoveNumber {
            return Err(move_number_zero());
        }
        Ok(value)
    }

    /// A counter given as text (the command line's argument): a decimal
    /// integer, with a sign if negative.
    ///
    /// # Errors
    ///
    /// `bad_argument` for text that is not an integer, else as
    /// [`check`](Self::check).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_ops::fen::Counter;
    ///
    /// assert_eq!(Counter::HalfmoveClock.check_text("12"), Ok(12));
    /// assert_eq!(Counter::HalfmoveClock.check_text("-1").unwrap_err().code(), "negative_counter");
    /// assert_eq!(
    ///     Counter::MoveNumber.check_text("99999999999999999999999").unwrap_err().code(),
    ///     "counter_too_large",
    /// );
    /// ```
    pub fn check_text(self, text: &str) -> Result<u64, Failure> {
        let digits = text.strip_prefix(['-', '+']).unwrap_or(text);
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(Failure::new(
                "bad_argument",
                format!("the {} must be a whole number, found {text:?}", self.name()),
                None,
            ));
        }
        match text.parse::<i128>() {
            Ok(value) => self.check(value),
            // Digits only, yet no i128: a huge number, of either sign.
            Err(_) if text.starts_with('-') => self.check(-1),
            Err(_) => Err(self.too_large()),
        }
    }

    /// A counter given as a floating-point number (JavaScript's numbers):
    /// whole numbers only.
    ///
    /// # Errors
    ///
    /// `bad_argument` for a fraction, an infinity or NaN, else as
    /// [`check`](Self::check).
    pub fn check_float(self, value: f64) -> Result<u64, Failure> {
        // 2^127: the first float past every i128.
        const LIMIT: f64 = 170_141_183_460_469_231_731_687_303_715_884_105_728.0;
        if !value.is_finite() || value.fract() != 0.0 {
            return Err(Failure::new(
                "bad_argument",
                format!("the {} must be a whole number", self.name()),
                None,
            ));
        }
        if value >= LIMIT {
            return Err(self.too_large());
        }
        // Whole and below 2^127 in magnitude (or negative): exact, or
        // saturating for the negatives, which fail alike.
        #[allow(clippy::cast_possible_truncation)]
        self.check(value as i128)
    }

    #[cold]
    fn too_large(self) -> Failure {
        Failure::new(
            "counter_too_large",
            format!(
                "the {} is too large: at most 18446744073709551615 is written",
                self.name()
            ),
            None,
        )
    }
}

/// The failure for a move number of 0.
#[cold]
fn move_number_zero() -> Failure {
    Failure::new(
        "move_number_zero",
        "the move number cannot be 0: FEN move numbers start at 1",
        None,
    )
}

/// The options of a FEN written from a position: each `None` until given.
/// Given options are checked against the game by [`to_fen`]; the defaults
/// are those of [`Options::DEFAULT`] (counters `0 1`, X-FEN castling).
///
/// # Examples
///
/// ```
/// use sashite_ops::fen::{self, FenOptions};
///
/// let chess = "+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c";
/// let options = FenOptions::new().with_shredder(true).with_move_number(20);
/// assert_eq!(
///     fen::to_fen_named("chess", chess.as_bytes(), &options).as_deref(),
///     Ok("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 20"),
/// );
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct FenOptions {
    /// The halfmove clock, when given.
    pub halfmove_clock: Option<u64>,
    /// The move number, when given (checked: not 0).
    pub move_number: Option<u64>,
    /// Shredder-FEN castling (`HAha`) or not, when given.
    pub shredder: Option<bool>,
}

impl FenOptions {
    /// No option given.
    #[must_use]
    pub const fn new() -> Self {
        Self {
            halfmove_clock: None,
            move_number: None,
            shredder: None,
        }
    }

    /// With the halfmove clock given.
    #[must_use]
    pub const fn with_halfmove_clock(self, value: u64) -> Self {
        Self {
            halfmove_clock: Some(value),
            ..self
        }
    }

    /// With the move number given.
    #[must_use]
    pub const fn with_move_number(self, value: u64) -> Self {
        Self {
            move_number: Some(value),
            ..self
        }
    }

    /// With Shredder-FEN castling given (on or off).
    #[must_use]
    pub const fn with_shredder(self, shredder: bool) -> Self {
        Self {
            shredder: Some(shredder),
            ..self
        }
    }

    /// The bridge's options for `game`, defaults filled in.
    ///
    /// # Errors
    ///
    /// `unused_option` for an option given that `game`'s FEN does not use,
    /// `move_number_zero` for a move number of 0.
    pub fn for_game(&self, game: Game) -> Result<Options, Failure> {
        let unused = |option: &str, why: &str| {
            Err(Failure::new(
                "unused_option",
                format!("{why}: the {option} option does not apply to {game}"),
                None,
            ))
        };
        if self.shredder.is_some() && !matches!(game, Game::Chess | Game::Chess960) {
            return unused("shredder", "only chess and Chess960 write castling rights");
        }
        if self.halfmove_clock.is_some() && game == Game::Shogi {
            return unused("halfmove clock", "SFEN has no halfmove clock");
        }
        let defaults = Options::DEFAULT;
        let move_number = match self.move_number {
            Some(number) => {
                let number = Counter::MoveNumber.check(i128::from(number))?;
                NonZeroU64::new(number).ok_or_else(move_number_zero)?
            }
            None => defaults.move_number(),
        };
        Ok(defaults
            .with_counters(
                self.halfmove_clock.unwrap_or(defaults.halfmove_clock()),
                move_number,
            )
            .with_shredder(self.shredder.unwrap_or(defaults.shredder())))
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
        assert_eq!((err.offset(), err.code()), (None, "unknown_game"));
        assert!(err.message().contains("expected chess, chess960"), "{err}");
    }

    #[test]
    fn errors_carry_their_offset_and_code() {
        let fen = b"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1";
        let err = from_fen(Game::Chess, fen).unwrap_err();
        assert_eq!((err.offset(), err.code()), (Some(44), "side"));
        let err = to_fen(Game::Chess, b"8 / C/C", &FenOptions::new()).unwrap_err();
        assert_eq!((err.offset(), err.code()), (Some(6), "styles_same_case"));
        let err = to_fen(Game::Xiangqi, CHESS.as_bytes(), &FenOptions::new()).unwrap_err();
        assert_eq!(err.code(), "style");
        assert_eq!(err.offset(), Some(CHESS.len() - 3));
        let err = from_fen(Game::Chess, b"rnbqkbnr/pppp\xFF").unwrap_err();
        assert_eq!((err.offset(), err.code()), (Some(13), "non_ascii"));
    }

    #[test]
    fn both_ways_with_options() {
        let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        let position = from_fen(Game::Chess, fen.as_bytes()).expect("valid");
        assert_eq!(position.to_string(), CHESS);
        let options = FenOptions::new()
            .with_shredder(true)
            .with_halfmove_clock(3)
            .with_move_number(20);
        assert_eq!(
            to_fen(Game::Chess, CHESS.as_bytes(), &options).as_deref(),
            Ok("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 3 20")
        );
    }

    #[test]
    fn options_a_game_does_not_use_are_refused_whatever_their_value() {
        let shogi = "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s";
        for options in [
            FenOptions::new().with_halfmove_clock(0),
            FenOptions::new().with_shredder(false),
        ] {
            let err = to_fen(Game::Shogi, shogi.as_bytes(), &options).unwrap_err();
            assert_eq!(err.code(), "unused_option", "{options:?}");
        }
        let options = FenOptions::new().with_move_number(7);
        assert!(to_fen(Game::Shogi, shogi.as_bytes(), &options).is_ok());
        let err = FenOptions::new()
            .with_shredder(true)
            .for_game(Game::Xiangqi)
            .unwrap_err();
        assert_eq!(err.code(), "unused_option");
    }

    #[test]
    fn counters_are_checked_one_way_from_every_type() {
        assert_eq!(Counter::MoveNumber.check_float(40.0), Ok(40));
        for (value, code) in [
            (-1.0, "negative_counter"),
            (0.5, "bad_argument"),
            (f64::NAN, "bad_argument"),
            (f64::INFINITY, "bad_argument"),
            (1e300, "counter_too_large"),
            (0.0, "move_number_zero"),
        ] {
            let err = Counter::MoveNumber.check_float(value).unwrap_err();
            assert_eq!(err.code(), code, "{value}");
        }
        assert_eq!(Counter::HalfmoveClock.check_text("0"), Ok(0));
        assert_eq!(
            Counter::HalfmoveClock.check_text("18446744073709551615"),
            Ok(u64::MAX)
        );
        for (text, code) in [
            ("18446744073709551616", "counter_too_large"),
            (
                "-99999999999999999999999999999999999999999",
                "negative_counter",
            ),
            ("", "bad_argument"),
            ("1.5", "bad_argument"),
            ("ten", "bad_argument"),
        ] {
            let err = Counter::HalfmoveClock.check_text(text).unwrap_err();
            assert_eq!(err.code(), code, "{text}");
        }
        let err = FenOptions::new()
            .with_move_number(0)
            .for_game(Game::Chess)
            .unwrap_err();
        assert_eq!(err.code(), "move_number_zero");
    }

    #[test]
    fn detection_and_the_first_dialect_that_expresses_a_position() {
        assert_eq!(
            detect(b"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"),
            Some(Game::Shogi)
        );
        assert_eq!(detect(CHESS.as_bytes()), None);
        assert_eq!(detect(b"8/8/8/8/8/8/8/8 / C/c"), None);
        assert_eq!(expressed(CHESS).map(|(game, _)| game), Some(Game::Chess));
        let chess960 = "bbqnn+r+k^+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/BBQNN+R+K^+R / C/c";
        assert_eq!(
            expressed(chess960).map(|(game, _)| game),
            Some(Game::Chess960)
        );
        assert_eq!(expressed("8 / C/C"), None);
    }
}
