//! `sashite.pin`: PIN tokens (`+K^`).

use pyo3::prelude::*;
use sashite::pin;

use crate::enums::{side_from_py, state_from_py};
use crate::errors::Failure;
use crate::letter::letter_from_py;
use crate::piece_class::piece_class;
use crate::token_functions::token_functions;

/// A PIN token: letter, side, state and terminal marker.
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
