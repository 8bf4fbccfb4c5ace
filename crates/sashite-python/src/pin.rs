//! `sashite.pin`: PIN tokens (`+K^`).

use pyo3::prelude::*;
use pyo3::types::PyList;
use sashite::pin;

use crate::bulk::{map_many, valid_many};
use crate::enums::{side_from_py, side_to_py, state_from_py, state_to_py};
use crate::errors::Failure;
use crate::input::with_text;
use crate::letter::{letter_from_py, letter_to_py};
use crate::value_class::value_class;

/// A PIN token: letter, side, state and terminal marker.
#[pyclass(name = "Identifier", module = "sashite.pin", frozen, eq, ord, hash)]
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct Identifier(pub(crate) pin::Identifier);

/// The crate's parser on bytes, its error as a [`Failure`].
pub(crate) fn parse_bytes(bytes: &[u8]) -> Result<pin::Identifier, Failure> {
    pin::Identifier::parse_bytes(bytes).map_err(|e| Failure::of(&e, e.offset()))
}

value_class!(Identifier, "Identifier", parse_bytes, {
    /// The piece type, a case-free letter (`"K"`).
    #[getter]
    fn letter(&self) -> String {
        letter_to_py(self.0.letter())
    }

    /// The letter in the side's case (`"K"` or `"k"`).
    #[getter]
    fn char(&self) -> String {
        self.0.to_char().to_string()
    }

    #[getter]
    fn side<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        side_to_py(py, self.0.side())
    }

    #[getter]
    fn state<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        state_to_py(py, self.0.state())
    }

    #[getter]
    fn terminal(&self) -> bool {
        self.0.is_terminal()
    }

    #[getter]
    fn prefix(&self) -> &'static str {
        self.0.prefix()
    }

    #[getter]
    fn suffix(&self) -> &'static str {
        self.0.suffix()
    }

    #[getter]
    fn is_normal(&self) -> bool {
        self.0.is_normal()
    }

    #[getter]
    fn is_enhanced(&self) -> bool {
        self.0.is_enhanced()
    }

    #[getter]
    fn is_diminished(&self) -> bool {
        self.0.is_diminished()
    }

    #[getter]
    fn is_first_player(&self) -> bool {
        self.0.is_first_player()
    }

    #[getter]
    fn is_second_player(&self) -> bool {
        self.0.is_second_player()
    }

    fn enhance(&self) -> Self {
        Self(self.0.enhance())
    }

    fn unenhance(&self) -> Self {
        Self(self.0.unenhance())
    }

    fn diminish(&self) -> Self {
        Self(self.0.diminish())
    }

    fn undiminish(&self) -> Self {
        Self(self.0.undiminish())
    }

    fn normalize(&self) -> Self {
        Self(self.0.normalize())
    }

    fn flip(&self) -> Self {
        Self(self.0.flip())
    }

    fn mark_terminal(&self) -> Self {
        Self(self.0.mark_terminal())
    }

    fn unmark_terminal(&self) -> Self {
        Self(self.0.unmark_terminal())
    }

    fn with_letter(&self, py: Python<'_>, letter: &str) -> PyResult<Self> {
        Ok(Self(self.0.with_letter(letter_from_py(py, letter)?)))
    }

    fn with_side(&self, side: &Bound<'_, PyAny>) -> PyResult<Self> {
        Ok(Self(self.0.with_side(side_from_py(side)?)))
    }

    fn with_state(&self, state: &Bound<'_, PyAny>) -> PyResult<Self> {
        Ok(Self(self.0.with_state(state_from_py(state)?)))
    }

    fn with_terminal(&self, terminal: bool) -> Self {
        Self(self.0.with_terminal(terminal))
    }

    fn same_letter(&self, other: &Self) -> bool {
        self.0.same_letter(&other.0)
    }

    fn same_side(&self, other: &Self) -> bool {
        self.0.same_side(&other.0)
    }

    fn same_state(&self, other: &Self) -> bool {
        self.0.same_state(&other.0)
    }

    fn same_terminal(&self, other: &Self) -> bool {
        self.0.same_terminal(&other.0)
    }
});

#[pyfunction]
fn parse(text: &Bound<'_, PyAny>) -> PyResult<Identifier> {
    Identifier::py_new(text)
}

#[pyfunction]
fn is_valid(text: &Bound<'_, PyAny>) -> PyResult<bool> {
    with_text(text, |bytes| pin::Identifier::parse_bytes(bytes).is_ok())
}

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

#[pyfunction]
#[pyo3(signature = (items, errors = None))]
fn parse_many(
    py: Python<'_>,
    items: &Bound<'_, PyAny>,
    errors: Option<&Bound<'_, PyList>>,
) -> PyResult<Vec<Option<Identifier>>> {
    let parsed = map_many(py, items, errors, "PIN", parse_bytes)?;
    Ok(parsed.into_iter().map(|id| id.map(Identifier)).collect())
}

#[pyfunction]
#[pyo3(signature = (items, errors = None))]
fn is_valid_many(
    py: Python<'_>,
    items: &Bound<'_, PyAny>,
    errors: Option<&Bound<'_, PyList>>,
) -> PyResult<Vec<bool>> {
    valid_many(
        py,
        items,
        errors,
        "PIN",
        |b| pin::Identifier::parse_bytes(b).is_ok(),
        parse_bytes,
    )
}

pub(crate) fn register(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add_class::<Identifier>()?;
    module.add_function(wrap_pyfunction!(parse, module)?)?;
    module.add_function(wrap_pyfunction!(is_valid, module)?)?;
    module.add_function(wrap_pyfunction!(identifier, module)?)?;
    module.add_function(wrap_pyfunction!(parse_many, module)?)?;
    module.add_function(wrap_pyfunction!(is_valid_many, module)?)?;
    module.add("PATTERN", pin::PATTERN)?;
    Ok(())
}
