//! `sashite.sin`: SIN tokens (`C`, `c`), a style and its side.

use pyo3::prelude::*;
use sashite::sin;

use crate::enums::{side_from_py, side_to_py};
use crate::errors::Failure;
use crate::letter::{letter_from_py, letter_to_py};
use crate::token_functions::token_functions;
use crate::value_class::value_class;

/// A SIN token: a style letter and the side it plays.
#[pyclass(name = "Identifier", module = "sashite.sin", frozen, eq, ord, hash)]
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct Identifier(pub(crate) sin::Identifier);

/// The crate's parser on bytes, its error as a [`Failure`].
pub(crate) fn parse_bytes(bytes: &[u8]) -> Result<sin::Identifier, Failure> {
    sin::Identifier::parse_bytes(bytes).map_err(Failure::from)
}

value_class!(Identifier, "Identifier", parse_bytes, {
    /// The style, a case-free letter (`"C"`).
    #[getter]
    fn letter(&self) -> String {
        letter_to_py(self.0.letter())
    }

    /// The letter in the side's case (`"C"` or `"c"`).
    #[getter]
    fn char(&self) -> String {
        self.0.to_char().to_string()
    }

    #[getter]
    fn side<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        side_to_py(py, self.0.side())
    }

    #[getter]
    fn is_first_player(&self) -> bool {
        self.0.is_first_player()
    }

    #[getter]
    fn is_second_player(&self) -> bool {
        self.0.is_second_player()
    }

    fn flip(&self) -> Self {
        Self(self.0.flip())
    }

    fn with_letter(&self, py: Python<'_>, letter: &str) -> PyResult<Self> {
        Ok(Self(self.0.with_letter(letter_from_py(py, letter)?)))
    }

    fn with_side(&self, side: &Bound<'_, PyAny>) -> PyResult<Self> {
        Ok(Self(self.0.with_side(side_from_py(side)?)))
    }

    fn same_letter(&self, other: &Self) -> bool {
        self.0.same_letter(&other.0)
    }

    fn same_side(&self, other: &Self) -> bool {
        self.0.same_side(&other.0)
    }
});

token_functions!(
    Identifier,
    sin::Identifier,
    parse_bytes,
    "SIN",
    sin::PATTERN
);

#[pyfunction]
fn identifier(py: Python<'_>, letter: &str, side: &Bound<'_, PyAny>) -> PyResult<Identifier> {
    Ok(Identifier(sin::Identifier::new(
        letter_from_py(py, letter)?,
        side_from_py(side)?,
    )))
}

pub(crate) fn register(module: &Bound<'_, PyModule>) -> PyResult<()> {
    add_token_functions(module)?;
    module.add_function(wrap_pyfunction!(identifier, module)?)?;
    Ok(())
}
