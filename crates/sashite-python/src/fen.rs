//! `sashite.fen` (native part): the FEN family read as FEEN positions and
//! written back, through `sashite-fen`; the per-game modules
//! (`sashite.fen.chess`, …) are thin Python wrappers naming the game.

use pyo3::prelude::*;
use pyo3::types::{PyBool, PyInt, PyList};
use sashite::fen::Game;
use sashite_ops::fen::{self as ops, Counter, FenOptions};

use crate::bulk::map_many;
use crate::errors::{Raise, bad_argument};
use crate::feen::Position;
use crate::input::{parse_text, type_name, with_text};

/// The game named `name` (`"chess"`, `"shogi"`, …); `ParseError` with
/// kind `unknown_game` for any other name.
pub(crate) fn game_by_name(py: Python<'_>, name: &str) -> PyResult<Game> {
    ops::game(name).map_err(|failure| failure.into_err(py))
}

/// The position of `text`, a FEN of `game`, as a `sashite.feen.Position`
/// (the native function behind `sashite.fen.from_fen`).
#[pyfunction]
fn from_fen(text: &Bound<'_, PyAny>, game: &str) -> PyResult<Position> {
    let game = game_by_name(text.py(), game)?;
    parse_text(text, |bytes| ops::from_fen(game, bytes)).map(Position)
}

/// A counter option from Python: `None` when not given, else an `int`
/// checked by the operation layer (any size: a huge one is named too
/// large, a huge negative one negative).
fn counter(counter: Counter, value: Option<&Bound<'_, PyAny>>) -> PyResult<Option<u64>> {
    let Some(value) = value.filter(|value| !value.is_none()) else {
        return Ok(None);
    };
    if !value.is_instance_of::<PyInt>() {
        return Err(bad_argument(
            value.py(),
            format!(
                "the {} must be an int, found {}",
                counter.name(),
                type_name(value)
            ),
        ));
    }
    let number = match value.extract::<i128>() {
        Ok(number) => number,
        // Beyond i128: its sign is all that matters.
        Err(_) if value.lt(0)? => i128::MIN,
        Err(_) => i128::MAX,
    };
    counter
        .check(number)
        .map(Some)
        .map_err(|failure| failure.into_encode_err(value.py()))
}

/// The FEN of `position` in `game`'s dialect (the native function behind
/// `sashite.fen.to_fen`); `EncodeError` when the dialect cannot express it
/// (offset in the FEEN string) or for an option refused (`unused_option`,
/// `negative_counter`, `counter_too_large`, `move_number_zero`).
#[pyfunction]
#[pyo3(signature = (position, game, halfmove_clock = None, move_number = None, shredder = None))]
fn to_fen(
    py: Python<'_>,
    position: &Position,
    game: &str,
    halfmove_clock: Option<&Bound<'_, PyAny>>,
    move_number: Option<&Bound<'_, PyAny>>,
    shredder: Option<&Bound<'_, PyAny>>,
) -> PyResult<String> {
    let game = game_by_name(py, game)?;
    let options = fen_options(py, halfmove_clock, move_number, shredder)?;
    ops::position_to_fen(game, &position.0, &options).map_err(|failure| failure.into_encode_err(py))
}

/// `to_fen`'s options from Python, each `None` when not given; the
/// counters checked (`EncodeError`), `shredder` a `bool` or
/// `ArgumentError`. Whether the game uses them is checked with the game.
pub(crate) fn fen_options(
    py: Python<'_>,
    halfmove_clock: Option<&Bound<'_, PyAny>>,
    move_number: Option<&Bound<'_, PyAny>>,
    shredder: Option<&Bound<'_, PyAny>>,
) -> PyResult<FenOptions> {
    let shredder = match shredder.filter(|value| !value.is_none()) {
        None => None,
        Some(value) if value.is_instance_of::<PyBool>() => Some(value.is_truthy()?),
        Some(value) => {
            return Err(bad_argument(
                py,
                format!("shredder must be a bool, found {}", type_name(value)),
            ));
        }
    };
    Ok(FenOptions {
        halfmove_clock: counter(Counter::HalfmoveClock, halfmove_clock)?,
        move_number: counter(Counter::MoveNumber, move_number)?,
        shredder,
    })
}

/// The game whose FEN `text` (str or bytes) looks like, or `None` (the
/// native function behind `sashite.fen.detect`).
#[pyfunction]
fn detect(text: &Bound<'_, PyAny>) -> PyResult<Option<&'static str>> {
    with_text(text, |bytes| ops::detect(bytes).map(Game::name))
}

/// `from_fen` on every item, with the GIL released (the native function
/// behind `sashite.fen.from_fen_many`).
#[pyfunction]
#[pyo3(signature = (items, game, errors = None))]
fn from_fen_many(
    py: Python<'_>,
    items: &Bound<'_, PyAny>,
    game: &str,
    errors: Option<&Bound<'_, PyList>>,
) -> PyResult<Vec<Option<Position>>> {
    let game = game_by_name(py, game)?;
    let parsed = map_many(py, items, errors, game.dialect(), |bytes| {
        ops::from_fen(game, bytes)
    })?;
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
