//! `sashite.fen` (native part): the FEN family read as FEEN positions and
//! written back, through `sashite-fen`; the per-game modules
//! (`sashite.fen.chess`, …) are thin Python wrappers naming the game.

use std::num::NonZeroU64;

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyList;
use sashite::fen::{Error, Game, Options};

use crate::bulk::map_many;
use crate::errors::{Failure, encode_error_at, variant_name};
use crate::feen::Position;
use crate::input::{parse_text, read_utf8};

/// The game named `name` (`"chess"`, `"shogi"`, …).
fn game_by_name(name: &str) -> PyResult<Game> {
    name.parse().map_err(|e: sashite::fen::UnknownGame| {
        PyValueError::new_err(format!("{e}, found {name:?}"))
    })
}

fn failure(error: &Error) -> Failure {
    Failure::new(
        error.to_string(),
        Some(error.offset()),
        &variant_name(&error.kind()),
    )
}

/// Reads `bytes` as `game`'s FEN (see [`read_utf8`]).
fn read(game: Game, bytes: &[u8]) -> Result<sashite::feen::Position, Failure> {
    read_utf8(
        bytes,
        |text| game.from_fen(text),
        |e: &Error| Some(e.offset()),
        failure,
        |bad| {
            let found = bytes.get(bad).copied().unwrap_or(0);
            Failure::new(
                format!(
                    "invalid {}: expected ASCII at byte {bad}, found non-ASCII byte 0x{found:02X}",
                    game.dialect()
                ),
                Some(bad),
                "NonAscii",
            )
        },
    )
}

/// A FEN of `game` as a `sashite.feen.Position`.
#[pyfunction]
fn from_fen(text: &Bound<'_, PyAny>, game: &str) -> PyResult<Position> {
    let game = game_by_name(game)?;
    parse_text(text, |bytes| read(game, bytes)).map(Position)
}

/// The FEN of `position` in `game`'s dialect; `EncodeError` when the
/// dialect cannot express it (offset in the FEEN string), or for a move
/// number of 0 (kind `move_number_zero`, no offset).
#[pyfunction]
#[pyo3(signature = (position, game, halfmove_clock = 0, move_number = 1, shredder = false))]
fn to_fen(
    py: Python<'_>,
    position: &Position,
    game: &str,
    halfmove_clock: u64,
    move_number: u64,
    shredder: bool,
) -> PyResult<String> {
    let Some(move_number) = NonZeroU64::new(move_number) else {
        return Err(encode_error_at(
            py,
            "move_number must be 1 or more: FEN move numbers start at 1",
            "move_number_zero",
            None,
        ));
    };
    let options = Options::new()
        .with_counters(halfmove_clock, move_number)
        .with_shredder(shredder);
    game_by_name(game)?
        .to_fen_with(&position.0, &options)
        .map_err(|e| {
            encode_error_at(
                py,
                &e.to_string(),
                &variant_name(&e.kind()),
                Some(e.offset()),
            )
        })
}

/// The game whose FEN `text` looks like, or `None`.
#[pyfunction]
fn detect(text: &str) -> Option<&'static str> {
    Game::detect(text).map(Game::name)
}

#[pyfunction]
#[pyo3(signature = (items, game, errors = None))]
fn from_fen_many(
    py: Python<'_>,
    items: &Bound<'_, PyAny>,
    game: &str,
    errors: Option<&Bound<'_, PyList>>,
) -> PyResult<Vec<Option<Position>>> {
    let game = game_by_name(game)?;
    let parsed = map_many(py, items, errors, game.dialect(), |bytes| read(game, bytes))?;
    Ok(parsed.into_iter().map(|p| p.map(Position)).collect())
}

pub(crate) fn register(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add_function(wrap_pyfunction!(from_fen, module)?)?;
    module.add_function(wrap_pyfunction!(to_fen, module)?)?;
    module.add_function(wrap_pyfunction!(detect, module)?)?;
    module.add_function(wrap_pyfunction!(from_fen_many, module)?)?;
    module.add("GAMES", Game::ALL.map(Game::name))?;
    Ok(())
}
