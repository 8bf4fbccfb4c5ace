//! `sashite.epin`: EPIN tokens (`+K^'`), a PIN token and a derivation marker.

use pyo3::prelude::*;
use sashite::epin;

use crate::enums::{side_from_py, state_from_py};
use crate::errors::Failure;
use crate::letter::letter_from_py;
use crate::piece_class::piece_class;
use crate::token_functions::token_functions;

/// One piece as EPIN spells it: a PIN token and a derivation marker (`'`),
/// present when the piece plays a style other than its side's own.
///
/// `Identifier(text)` parses `text` as `parse` does. Immutable, hashable,
/// ordered, picklable; `str()` is the token. It has every attribute and
/// operation of `sashite.pin.Identifier`, plus those of the marker.
///
/// Args:
///     text: a `str`, or `bytes` read as UTF-8.
///
/// Raises:
///     `sashite.ParseError`: `text` is not one EPIN token.
///     `TypeError`: `text` is neither `str` nor bytes.
///
/// Example:
///
///     >>> piece = Identifier("+K^'")
///     >>> piece.derived, piece.pin, piece.suffix
///     (True, Identifier('+K^'), "^'")
///     >>> piece.underive()
///     Identifier('+K^')
#[pyclass(name = "Identifier", module = "sashite.epin", frozen, eq, ord, hash)]
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct Identifier(pub(crate) epin::Identifier);

/// The crate's parser on bytes, its error as a [`Failure`].
pub(crate) fn parse_bytes(bytes: &[u8]) -> Result<epin::Identifier, Failure> {
    epin::Identifier::parse_bytes(bytes).map_err(Failure::from)
}

piece_class!(Identifier, "Identifier", parse_bytes, {
    /// `True` when the piece is derived (marked with `'`): it uses the style of
    /// the other side.
    #[getter]
    fn derived(&self) -> bool {
        self.0.is_derived()
    }

    /// `True` when the piece is native (no `'`).
    #[getter]
    fn is_native(&self) -> bool {
        self.0.is_native()
    }

    /// The same as `derived`: the piece uses a foreign style.
    #[getter]
    fn is_foreign(&self) -> bool {
        self.0.is_foreign()
    }

    /// The PIN part: the identifier without the derivation marker, a
    /// `sashite.pin.Identifier`.
    #[getter]
    fn pin(&self) -> crate::pin::Identifier {
        crate::pin::Identifier(self.0.pin())
    }

    /// Replaces the PIN part, keeping the derivation flag.
    ///
    /// Args:
    ///     pin: a `sashite.pin.Identifier`.
    ///
    /// Raises:
    ///     `TypeError`: `pin` is not a `sashite.pin.Identifier`.
    ///
    /// Example:
    ///
    ///     >>> str(Identifier("K'").with_pin(sashite.pin.parse("-r")))
    ///     "-r'"
    fn with_pin(&self, pin: &crate::pin::Identifier) -> Self {
        Self(self.0.with_pin(pin.0))
    }

    /// Marks the piece as derived (adds the `'`).
    fn derive(&self) -> Self {
        Self(self.0.derive())
    }

    /// Marks the piece as native (drops the `'`).
    fn underive(&self) -> Self {
        Self(self.0.underive())
    }

    /// Sets the derivation flag: `True` for derived (`'`), `False` for native.
    ///
    /// Args:
    ///     derived: the new flag.
    fn with_derived(&self, derived: bool) -> Self {
        Self(self.0.with_derived(derived))
    }

    /// `True` when both have the same derivation flag (both native or both
    /// derived).
    ///
    /// Args:
    ///     other: a `sashite.epin.Identifier`.
    ///
    /// Raises:
    ///     `TypeError`: `other` is not a `sashite.epin.Identifier`.
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

/// Builds an identifier from its five attributes. Every combination is a
/// valid EPIN token.
///
/// Args:
///     letter: one ASCII letter, in either case (the side gives the case).
///     side: a `sashite.Side`, or its value (`"first"`, `"second"`).
///     state: a `sashite.State` or its value; `None` (the default) is normal.
///     terminal: `True` for a terminal piece (`^`).
///     derived: `True` for a derived piece (`'`).
///
/// Raises:
///     `sashite.ParseError`: `letter` is not one ASCII letter.
///     `ValueError`: `side` or `state` is a string that names none.
///     `TypeError`: `side` or `state` has another type.
///
/// Example:
///
///     >>> str(identifier("K", Side.FIRST, terminal=True, derived=True))
///     "K^'"
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
