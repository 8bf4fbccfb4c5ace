//! `sashite.pin`: PIN tokens (`+K^`).

use pyo3::prelude::*;
use sashite::pin;

use crate::enums::{side_from_py, state_from_py};
use crate::errors::Failure;
use crate::letter::letter_from_py;
use crate::piece_class::piece_class;
use crate::token_functions::token_functions;

/// One piece as PIN spells it: a letter, a side, a state and a terminal flag.
///
/// `Identifier(text)` parses `text` as `parse` does. Syntax: an optional
/// state modifier (`+` enhanced, `-` diminished), one ASCII letter whose
/// case is the side (uppercase first, lowercase second), an optional
/// terminal marker `^`. Immutable, hashable, ordered (by letter, then side,
/// then state, then terminal), picklable; `str()` is the token.
///
/// Args:
///     text: a `str`, or `bytes` read as UTF-8.
///
/// Raises:
///     `sashite.ParseError`: `text` is not one PIN token.
///     `TypeError`: `text` is neither `str` nor bytes.
///
/// Example:
///
///     >>> king = Identifier("+K^")
///     >>> king.letter, king.side, king.state, king.terminal
///     ('K', <Side.FIRST: 'first'>, <State.ENHANCED: 'enhanced'>, True)
///     >>> str(king.flip())
///     '+k^'
#[pyclass(name = "Identifier", module = "sashite.pin", frozen, eq, ord, hash)]
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct Identifier(pub(crate) pin::Identifier);

/// The crate's parser on bytes, its error as a [`Failure`].
pub(crate) fn parse_bytes(bytes: &[u8]) -> Result<pin::Identifier, Failure> {
    pin::Identifier::parse_bytes(bytes).map_err(Failure::from)
}

piece_class!(Identifier, "Identifier", parse_bytes, {});

token_functions!(
    Identifier,
    pin::Identifier,
    parse_bytes,
    "PIN",
    pin::PATTERN
);

/// Builds an identifier from its four attributes. Every combination is a
/// valid PIN token.
///
/// Args:
///     letter: one ASCII letter, in either case (the side gives the case).
///     side: a `sashite.Side`, or its value (`"first"`, `"second"`).
///     state: a `sashite.State` or its value; `None` (the default) is normal.
///     terminal: `True` for a terminal piece (`^`).
///
/// Raises:
///     `sashite.ParseError`: `letter` is not one ASCII letter.
///     `ValueError`: `side` or `state` is a string that names none.
///     `TypeError`: `side` or `state` has another type.
///
/// Example:
///
///     >>> identifier("r", Side.SECOND, State.ENHANCED)
///     Identifier('+r')
///     >>> identifier("K", "first", terminal=True)
///     Identifier('K^')
#[pyfunction]
#[pyo3(signature = (letter, side, state = None, terminal = false))]
fn identifier(
    py: Python<'_>,
    letter: &str,
    side: &Bound<'_, PyAny>,
    state: Option<&Bound<'_, PyAny>>,
    terminal: bool,
) -> PyResult<Identifier> {
    let state = state.map(state_from_py).transpose()?.unwrap_or_default();
    Ok(Identifier(pin::Identifier::new(
        letter_from_py(py, letter)?,
        side_from_py(side)?,
        state,
        terminal,
    )))
}

pub(crate) fn register(module: &Bound<'_, PyModule>) -> PyResult<()> {
    add_token_functions(module)?;
    module.add_function(wrap_pyfunction!(identifier, module)?)?;
    Ok(())
}
