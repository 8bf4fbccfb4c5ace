//! Checks shared by the property tests and the fuzz regression inputs: the
//! same contract as the fuzz targets (`fuzz/src/fen.rs`).

use std::num::NonZeroU64;

use sashite_fen::sashite_feen::{self, Found, Position};
use sashite_fen::{Game, Options};

/// The options every write is tried with.
pub(crate) const OPTIONS: [Options; 3] = [
    Options::DEFAULT,
    Options::DEFAULT.with_shredder(true),
    Options::DEFAULT.with_counters(u64::MAX, NonZeroU64::MAX),
];

/// `text` as the FEN of every game: an accepted FEN writes back and reads
/// again as the same position; an error points inside the text and names
/// the byte there.
pub(crate) fn check_fen_text(text: &str) {
    for game in Game::ALL {
        match game.from_fen(text) {
            Ok(position) => check_writable(game, &position),
            Err(err) => {
                assert!(!err.is_unexpressible(), "{game}: {err:?} reading {text:?}");
                assert!(
                    err.offset() <= text.len(),
                    "{game}: {err:?} reading {text:?}"
                );
                if let Some(found) = err.kind().found() {
                    assert_eq!(
                        found,
                        Found::at(text.as_bytes(), err.offset()),
                        "{game}: {err:?} reading {text:?}"
                    );
                }
                assert!(!err.to_string().is_empty());
            }
        }
    }
    let _ = Game::detect(text);
}

/// `position` written as the FEN of every game: written, it reads back as
/// itself; refused, the error is a writing one inside the FEEN string.
pub(crate) fn check_position(position: &Position) {
    for game in Game::ALL {
        match game.to_fen(position) {
            Ok(_) => check_writable(game, position),
            Err(err) => {
                let feen = position.to_string();
                assert!(err.is_unexpressible(), "{game}: {err:?} writing {feen}");
                assert!(err.offset() < feen.len(), "{game}: {err:?} writing {feen}");
                for options in OPTIONS {
                    assert_eq!(game.to_fen_with(position, &options), Err(err));
                }
            }
        }
    }
}

/// A position `game` can write, with every option: it reads back as itself
/// and writes again the same.
pub(crate) fn check_writable(game: Game, position: &Position) {
    for options in OPTIONS {
        let fen = game
            .to_fen_with(position, &options)
            .unwrap_or_else(|err| panic!("{game}: {position} cannot be written: {err}"));
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
