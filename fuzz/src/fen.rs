//! Checks of the FEN family targets (`fen_from_fen`, `fen_to_fen`): every
//! game reads any text without a panic, an accepted FEN writes back and
//! reads again as the same position, a written FEN reads back as the
//! position it came from, and every error points inside its input and names
//! the byte there.

use core::num::NonZeroU64;

use sashite_feen::Found;
use sashite_fen::{Error, Game, Options, Position};

/// The options every write is tried with: the defaults, Shredder-FEN, and
/// counters at the edges.
const OPTIONS: [Options; 3] = [
    Options::DEFAULT,
    Options::DEFAULT.with_shredder(true),
    Options::DEFAULT.with_counters(u64::MAX, NonZeroU64::MAX),
];

/// `data` as a FEN of every game.
pub fn check_from_fen(data: &[u8]) {
    let Ok(text) = core::str::from_utf8(data) else {
        return;
    };
    for game in Game::ALL {
        match game.from_fen(text) {
            Ok(position) => check_written(game, &position, true),
            Err(err) => check_read_error(game, text, &err),
        }
    }
    // Must not panic, whatever it answers.
    let _ = Game::detect(text);
}

/// `data` as a FEEN position (when it is one), then as the recipe of a
/// position on each game's board (so that most inputs give a position
/// shaped like the game's), written as every game's FEN.
pub fn check_to_fen(data: &[u8]) {
    if let Ok(position) = Position::try_from(data) {
        for game in Game::ALL {
            check_to(game, &position);
        }
    }
    if let Some((&first, rest)) = data.split_first() {
        let game = Game::ALL[usize::from(first) % Game::ALL.len()];
        if let Ok(position) = sashite_feen::parse(&recipe(game, rest)) {
            for game in Game::ALL {
                check_to(game, &position);
            }
        }
    }
}

fn check_to(game: Game, position: &Position) {
    match game.to_fen(position) {
        Ok(_) => check_written(game, position, false),
        Err(err) => {
            let feen = position.to_string();
            assert!(err.is_unexpressible(), "{game}: {err:?} writing {feen}");
            assert!(
                err.offset() < feen.len(),
                "{game}: {err:?} past the end of {feen}"
            );
            assert!(!err.to_string().is_empty());
            for options in OPTIONS {
                assert_eq!(
                    game.to_fen_with(position, &options),
                    Err(err),
                    "{game}: {feen}"
                );
            }
        }
    }
}

/// A position that `game` can write (it came from its FEN, or `to_fen`
/// accepted it): with every option, the FEN reads back as `position`, and
/// writes again the same.
fn check_written(game: Game, position: &Position, read: bool) {
    for options in OPTIONS {
        let fen = game.to_fen_with(position, &options).unwrap_or_else(|err| {
            panic!("{game}: {position} (read: {read}) cannot be written: {err}")
        });
        let again = game.from_fen(&fen).unwrap_or_else(|err| {
            panic!("{game}: {fen:?}, written from {position}, cannot be read: {err}")
        });
        assert_eq!(&again, position, "{game}: {fen:?}");
        assert_eq!(
            game.to_fen_with(&again, &options).as_deref(),
            Ok(fen.as_str())
        );
    }
    assert_eq!(
        sashite_feen::parse(&position.to_string()).as_ref(),
        Ok(position)
    );
}

fn check_read_error(game: Game, text: &str, err: &Error) {
    assert!(!err.is_unexpressible(), "{game}: {err:?} reading {text:?}");
    assert_eq!(err.game(), game);
    assert!(
        err.offset() <= text.len(),
        "{game}: {err:?} for {} bytes",
        text.len()
    );
    if let Some(found) = err.kind().found() {
        assert_eq!(
            found,
            Found::at(text.as_bytes(), err.offset()),
            "{game}: {err:?} reading {text:?}"
        );
    }
    assert!(!err.to_string().is_empty());
    assert!(!err.kind().code().is_empty());
}

/// Tokens a square may hold: the game's pieces in each state, then a few
/// that no game of the family has.
const TOKENS: [&str; 40] = [
    "K^", "k^", "+K^", "+k^", "Q", "q", "R", "r", "+R", "+r", "B", "b", "N", "n", "P", "p", "+P",
    "+p", "-P", "-p", "G^", "g^", "A", "a", "E", "e", "H", "h", "C", "c", "G", "g", "S", "s", "M",
    "m", "L", "+S", "-R", "K^'",
];

/// A FEEN string on `game`'s board from bytes: per square, a byte below
/// 128 leaves it empty, others pick a token; then hands and the side.
fn recipe(game: Game, bytes: &[u8]) -> String {
    let (height, width, style) = match game {
        Game::Chess | Game::Chess960 => (8, 8, 'c'),
        Game::Shogi => (9, 9, 's'),
        Game::Xiangqi => (10, 9, 'x'),
        Game::Makruk => (8, 8, 'm'),
    };
    let mut bytes = bytes.iter().copied();
    let mut feen = String::new();
    for row in 0..height {
        if row > 0 {
            feen.push('/');
        }
        let mut empty = 0;
        for _ in 0..width {
            match bytes.next().unwrap_or(0) {
                byte if byte < 128 => empty += 1,
                byte => {
                    if empty > 0 {
                        feen.push_str(&empty.to_string());
                        empty = 0;
                    }
                    feen.push_str(TOKENS[usize::from(byte - 128) % TOKENS.len()]);
                }
            }
        }
        if empty > 0 {
            feen.push_str(&empty.to_string());
        }
    }
    let flags = bytes.next().unwrap_or(0);
    let hands = match flags & 3 {
        0 | 1 => "/",
        2 => "2P/bs",
        _ => "R/p",
    };
    let style = if flags & 4 == 0 { style } else { 'c' };
    let upper = style.to_ascii_uppercase();
    if flags & 8 == 0 {
        format!("{feen} {hands} {upper}/{style}")
    } else {
        format!("{feen} {hands} {style}/{upper}")
    }
}
