//! `sashite.snn`: SNN style names (`CHESS`, `shogi`), a name and its side.

use pyo3::prelude::*;
use sashite::snn;

use crate::enums::{side_from_py, side_to_py};
use crate::errors::{Failure, Raise};
use crate::token_functions::token_functions;
use crate::value_class::value_class;

/// An SNN style name: the name in proper case (`Chess960`) and its side.
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
    /// The name in proper case (`"Chess960"`); `str()` gives it in the
    /// side's case.
    #[getter]
    fn name(&self) -> &str {
        self.0.name()
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
        Self(self.0.clone().flip())
    }

    /// The same side with another name, in proper case (`"Shogi"`).
    fn with_name(&self, py: Python<'_>, name: &str) -> PyResult<Self> {
        self.0
            .clone()
            .with_name(name)
            .map(Self)
            .map_err(|e| name_error(py, &e))
    }

    fn with_side(&self, side: &Bound<'_, PyAny>) -> PyResult<Self> {
        Ok(Self(self.0.clone().with_side(side_from_py(side)?)))
    }

    fn same_name(&self, other: &Self) -> bool {
        self.0.same_name(&other.0)
    }

    fn same_side(&self, other: &Self) -> bool {
        self.0.same_side(&other.0)
    }
});

token_functions!(Style, snn::Style, parse_bytes, "SNN", snn::PATTERN);

/// A style from a name in proper case (`"Chess960"`) and a side; with
/// `normalize=True`, from a name in any case.
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
