//! `sashite.epin`: EPIN tokens (`+K^'`), a PIN token and a derivation marker.

use pyo3::prelude::*;
use sashite::epin;

use crate::enums::{side_from_py, state_from_py};
use crate::errors::Failure;
use crate::letter::letter_from_py;
use crate::piece_class::piece_class;
use crate::token_functions::token_functions;

/// An EPIN token: a PIN token and whether its style is derived (`'`).
#[pyclass(name = "Identifier", module = "sashite.epin", frozen, eq, ord, hash)]
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct Identifier(pub(crate) epin::Identifier);

/// The crate's parser on bytes, its error as a [`Failure`].
pub(crate) fn parse_bytes(bytes: &[u8]) -> Result<epin::Identifier, Failure> {
    epin::Identifier::parse_bytes(bytes).map_err(Failure::from)
}

piece_class!(Identifier, "Identifier", parse_bytes, {
    /// Whether the style is derived (the `'` marker).
    #[getter]
    fn derived(&self) -> bool {
        self.0.is_derived()
    }

    #[getter]
    fn is_native(&self) -> bool {
        self.0.is_native()
    }

    #[getter]
    fn is_foreign(&self) -> bool {
        self.0.is_foreign()
    }

    /// The PIN part, a `sashite.pin.Identifier`.
    #[getter]
    fn pin(&self) -> crate::pin::Identifier {
        crate::pin::Identifier(self.0.pin())
    }

    fn with_pin(&self, pin: &crate::pin::Identifier) -> Self {
        Self(self.0.with_pin(pin.0))
    }

    fn derive(&self) -> Self {
        Self(self.0.derive())
    }

    fn underive(&self) -> Self {
        Self(self.0.underive())
    }

    fn with_derived(&self, derived: bool) -> Self {
        Self(self.0.with_derived(derived))
    }

    /// Both native or both derived.
    fn same_style(&self, other: &Self) -> bool {
        self.0.same_style(&other.0)
    }
});

token_functions!(
    Identifier,
    epin::Identifier,
    parse_bytes,
    "EPIN",
    epin::PATTERN
);

#[pyfunction]
#[pyo3(signature = (letter, side, state = None, terminal = false, derived = false))]
fn identifier(
    py: Python<'_>,
    letter: &str,
    side: &Bound<'_, PyAny>,
    state: Option<&Bound<'_, PyAny>>,
    terminal: bool,
    derived: bool,
) -> PyResult<Identifier> {
    let state = state.map(state_from_py).transpose()?.unwrap_or_default();
    Ok(Identifier(epin::Identifier::new(
        letter_from_py(py, letter)?,
        side_from_py(side)?,
        state,
        terminal,
        derived,
    )))
}

pub(crate) fn register(module: &Bound<'_, PyModule>) -> PyResult<()> {
    add_token_functions(module)?;
    module.add_function(wrap_pyfunction!(identifier, module)?)?;
    Ok(())
}
