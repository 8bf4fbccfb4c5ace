//! `sashite.snn`: SNN style names (`CHESS`, `shogi`), a name and its side.

use pyo3::prelude::*;
use sashite::snn;

use crate::enums::{side_from_py, side_to_py};
use crate::errors::{Failure, Raise};
use crate::token_functions::token_functions;
use crate::value_class::value_class;

/// One style as SNN spells it: a name (letters and digits, a letter first)
/// and the side that plays it (its case: `CHESS` first, `chess` second).
///
/// `Style(text)` parses `text` as `parse` does. The name is kept in proper
/// case (`Chess960`). Immutable, hashable, ordered, picklable; `str()` is
/// the name in the side's case.
///
/// Args:
///     text: a `str`, or `bytes` read as UTF-8.
///
/// Raises:
///     `sashite.ParseError`: `text` is not one SNN name.
///     `TypeError`: `text` is neither `str` nor bytes.
///
/// Example:
///
///     >>> style = Style("CHESS960")
///     >>> style.name, style.side, str(style.flip())
///     ('Chess960', <Side.FIRST: 'first'>, 'chess960')
#[pyclass(name = "Style", module = "sashite.snn", frozen, eq, ord, hash)]
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct Style(pub(crate) snn::Style);

/// The crate's parser on bytes, its error as a [`Failure`].
pub(crate) fn parse_bytes(bytes: &[u8]) -> Result<snn::Style, Failure> {
    snn::Style::parse_bytes(bytes).map_err(Failure::from)
}

fn name_error(py: Python<'_>, error: &snn::NameError) -> PyErr {
    Failure::from(*error).into_err(py)
}

value_class!(Style, "Style", parse_bytes, {
    /// The proper-capitalized name: first letter uppercase, other letters
    /// lowercase, digits kept (`"Chess960"`), whatever the side; `str()` gives
    /// it in the side's case.
    #[getter]
    fn name(&self) -> &str {
        self.0.name()
    }

    /// The side: first for an uppercase name, second for a lowercase one (a
    /// `sashite.Side`).
    #[getter]
    fn side<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        side_to_py(py, self.0.side())
    }

    /// `True` when the style belongs to the first side (uppercase).
    #[getter]
    fn is_first_player(&self) -> bool {
        self.0.is_first_player()
    }

    /// `True` when the style belongs to the second side (lowercase).
    #[getter]
    fn is_second_player(&self) -> bool {
        self.0.is_second_player()
    }

    /// The same name for the other side.
    fn flip(&self) -> Self {
        Self(self.0.clone().flip())
    }

    /// The same side with another proper-capitalized name.
    ///
    /// Args:
    ///     name: a name matching `^[A-Z][a-z0-9]*$` (`"Shogi"`, `"Chess960"`).
    ///
    /// Raises:
    ///     `sashite.ParseError`: `name` is not in proper case, or not letters
    ///         and digits; its `offset` is the first bad byte of `name`.
    ///
    /// Example:
    ///
    ///     >>> Style("chess").with_name("Shogi")
    ///     Style('shogi')
    fn with_name(&self, py: Python<'_>, name: &str) -> PyResult<Self> {
        self.0
            .clone()
            .with_name(name)
            .map(Self)
            .map_err(|e| name_error(py, &e))
    }

    /// The same name with the given side.
    ///
    /// Args:
    ///     side: a `sashite.Side`, or its value (`"first"`, `"second"`).
    ///
    /// Raises:
    ///     `ValueError`: `side` is a string that names no side.
    ///     `TypeError`: `side` is neither a `sashite.Side` nor a `str`.
    fn with_side(&self, side: &Bound<'_, PyAny>) -> PyResult<Self> {
        Ok(Self(self.0.clone().with_side(side_from_py(side)?)))
    }

    /// `True` when both styles have the same name, whatever their sides.
    ///
    /// Args:
    ///     other: a `sashite.snn.Style`.
    ///
    /// Raises:
    ///     `TypeError`: `other` is not a `sashite.snn.Style`.
    fn same_name(&self, other: &Self) -> bool {
        self.0.same_name(&other.0)
    }

    /// `True` when both styles belong to the same side.
    ///
    /// Args:
    ///     other: a `sashite.snn.Style`.
    ///
    /// Raises:
    ///     `TypeError`: `other` is not a `sashite.snn.Style`.
    fn same_side(&self, other: &Self) -> bool {
        self.0.same_side(&other.0)
    }
});

token_functions!(Style, snn::Style, parse_bytes, "SNN", snn::PATTERN);

/// Builds a style from a name in proper case (`"Chess960"`) and a side;
/// with `normalize=True`, from a name in any case (`"CHESS960"`).
///
/// The name is taken as the attribute, not as SNN text: without
/// `normalize`, `"CHESS"` and `"chess"` are refused (parse them with
/// `parse`).
///
/// Args:
///     name: the name, `^[A-Z][a-z0-9]*$` (any case with `normalize`).
///     side: a `sashite.Side`, or its value (`"first"`, `"second"`).
///     normalize: accept the name in any case.
///
/// Raises:
///     `sashite.ParseError`: the name does not match, naming the first bad
///         byte.
///     `ValueError`: `side` is a string that names no side.
///     `TypeError`: `side` is neither a `sashite.Side` nor a `str`.
///
/// Example:
///
///     >>> style("Shogi", Side.SECOND)
///     Style('shogi')
///     >>> style("XIANGQI", "first", normalize=True).name
///     'Xiangqi'
#[pyfunction]
#[pyo3(signature = (name, side, normalize = false))]
fn style(py: Python<'_>, name: &str, side: &Bound<'_, PyAny>, normalize: bool) -> PyResult<Style> {
    let side = side_from_py(side)?;
    let style = if normalize {
        snn::Style::normalized(name, side)
    } else {
        snn::Style::new(name, side)
    };
    style.map(Style).map_err(|e| name_error(py, &e))
}

pub(crate) fn register(module: &Bound<'_, PyModule>) -> PyResult<()> {
    add_token_functions(module)?;
    module.add_function(wrap_pyfunction!(style, module)?)?;
    Ok(())
}
