//! `sashite.pnn`: PNN piece names (`+ROOK^`, `-pawn`).

use pyo3::prelude::*;
use sashite::pnn;

use crate::enums::{side_from_py, side_to_py, state_from_py, state_to_py};
use crate::errors::Failure;
use crate::token_functions::token_functions;
use crate::value_class::value_class;

/// A PNN piece name: base name, side (its case), state and terminal marker.
#[pyclass(name = "Name", module = "sashite.pnn", frozen, eq, ord, hash)]
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct Name(pub(crate) pnn::Name);

/// The crate's parser on bytes, its error as a [`Failure`].
pub(crate) fn parse_bytes(bytes: &[u8]) -> Result<pnn::Name, Failure> {
    pnn::Name::parse_bytes(bytes).map_err(Failure::from)
}

value_class!(Name, "Name", parse_bytes, {
    /// The whole name (`"+ROOK^"`), as `str()`.
    #[getter]
    fn value(&self) -> &str {
        self.0.value()
    }

    /// The name without state prefix or terminal suffix, in the side's
    /// case (`"ROOK"`).
    #[getter]
    fn base_name(&self) -> &str {
        self.0.base_name()
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
        Self(self.0.clone().enhance())
    }

    fn unenhance(&self) -> Self {
        Self(self.0.clone().unenhance())
    }

    fn diminish(&self) -> Self {
        Self(self.0.clone().diminish())
    }

    fn undiminish(&self) -> Self {
        Self(self.0.clone().undiminish())
    }

    fn normalize(&self) -> Self {
        Self(self.0.clone().normalize())
    }

    fn flip(&self) -> Self {
        Self(self.0.clone().flip())
    }

    fn mark_terminal(&self) -> Self {
        Self(self.0.clone().mark_terminal())
    }

    fn unmark_terminal(&self) -> Self {
        Self(self.0.clone().unmark_terminal())
    }

    fn with_side(&self, side: &Bound<'_, PyAny>) -> PyResult<Self> {
        Ok(Self(self.0.clone().with_side(side_from_py(side)?)))
    }

    fn with_state(&self, state: &Bound<'_, PyAny>) -> PyResult<Self> {
        Ok(Self(self.0.clone().with_state(state_from_py(state)?)))
    }

    fn with_terminal(&self, terminal: bool) -> Self {
        Self(self.0.clone().with_terminal(terminal))
    }

    fn same_base_name(&self, other: &Self) -> bool {
        self.0.same_base_name(&other.0)
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

token_functions!(Name, pnn::Name, parse_bytes, "PNN", pnn::PATTERN);

pub(crate) fn register(module: &Bound<'_, PyModule>) -> PyResult<()> {
    add_token_functions(module)?;
    Ok(())
}
