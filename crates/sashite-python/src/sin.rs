//! `sashite.sin`: SIN tokens (`C`, `c`), a style and its side.

use pyo3::prelude::*;
use sashite::sin;

use crate::enums::{side_from_py, side_to_py};
use crate::errors::Failure;
use crate::letter::{letter_from_py, letter_to_py};
use crate::token_functions::token_functions;
use crate::value_class::value_class;

/// One style as SIN spells it: a style family (a letter) and the side that
/// plays it (its case: uppercase first, lowercase second).
///
/// `Identifier(text)` parses `text` as `parse` does. Immutable, hashable,
/// ordered, picklable; `str()` is the token.
///
/// Args:
///     text: a `str`, or `bytes` read as UTF-8.
///
/// Raises:
///     `sashite.ParseError`: `text` is not one SIN token.
///     `TypeError`: `text` is neither `str` nor bytes.
///
/// Example:
///
///     >>> style = Identifier("s")
///     >>> style.letter, style.side
///     ('S', <Side.SECOND: 'second'>)
///     >>> style.flip()
///     Identifier('S')
#[pyclass(name = "Identifier", module = "sashite.sin", frozen, eq, ord, hash)]
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct Identifier(pub(crate) sin::Identifier);

/// The crate's parser on bytes, its error as a [`Failure`].
pub(crate) fn parse_bytes(bytes: &[u8]) -> Result<sin::Identifier, Failure> {
    sin::Identifier::parse_bytes(bytes).map_err(Failure::from)
}

value_class!(Identifier, "Identifier", parse_bytes, {
    /// The style family: the letter, case-free, as an uppercase `str`.
    #[getter]
    fn letter(&self) -> String {
        letter_to_py(self.0.letter())
    }

    /// The letter as written: in the side's case (`"C"` or `"c"`).
    #[getter]
    fn char(&self) -> String {
        self.0.to_char().to_string()
    }

    /// The side: first for an uppercase letter, second for a lowercase one (a
    /// `sashite.Side`).
    #[getter]
    fn side<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        side_to_py(py, self.0.side())
    }

    /// `True` for the first side (uppercase).
    #[getter]
    fn is_first_player(&self) -> bool {
        self.0.is_first_player()
    }

    /// `True` for the second side (lowercase).
    #[getter]
    fn is_second_player(&self) -> bool {
        self.0.is_second_player()
    }

    /// Switches to the other side, keeping the family.
    fn flip(&self) -> Self {
        Self(self.0.flip())
    }

    /// Replaces the style family, keeping the side (and so the case).
    ///
    /// Args:
    ///     letter: one ASCII letter, in either case.
    ///
    /// Raises:
    ///     `sashite.ParseError`: `letter` is not one ASCII letter.
    ///
    /// Example:
    ///
    ///     >>> Identifier("c").with_letter("S")
    ///     Identifier('s')
    fn with_letter(&self, py: Python<'_>, letter: &str) -> PyResult<Self> {
        Ok(Self(self.0.with_letter(letter_from_py(py, letter)?)))
    }

    /// Replaces the side.
    ///
    /// Args:
    ///     side: a `sashite.Side`, or its value (`"first"`, `"second"`).
    ///
    /// Raises:
    ///     `ValueError`: `side` is a string that names no side.
    ///     `TypeError`: `side` is neither a `sashite.Side` nor a `str`.
    fn with_side(&self, side: &Bound<'_, PyAny>) -> PyResult<Self> {
        Ok(Self(self.0.with_side(side_from_py(side)?)))
    }

    /// `True` when both have the same style family, whatever the case.
    ///
    /// Args:
    ///     other: a `sashite.sin.Identifier`.
    ///
    /// Raises:
    ///     `TypeError`: `other` is not a `sashite.sin.Identifier`.
    fn same_letter(&self, other: &Self) -> bool {
        self.0.same_letter(&other.0)
    }

    /// `True` when both are the same side.
    ///
    /// Args:
    ///     other: a `sashite.sin.Identifier`.
    ///
    /// Raises:
    ///     `TypeError`: `other` is not a `sashite.sin.Identifier`.
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

/// Builds an identifier from a style family and a side. Every combination is
/// a valid SIN token.
///
/// Args:
///     letter: one ASCII letter, in either case (the side gives the case).
///     side: a `sashite.Side`, or its value (`"first"`, `"second"`).
///
/// Raises:
///     `sashite.ParseError`: `letter` is not one ASCII letter.
///     `ValueError`: `side` is a string that names no side.
///     `TypeError`: `side` is neither a `sashite.Side` nor a `str`.
///
/// Example:
///
///     >>> identifier("x", Side.FIRST)
///     Identifier('X')
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
