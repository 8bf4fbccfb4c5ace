//! The Python exceptions raised for a [`Failure`] of the operations:
//! `sashite.ParseError` and `sashite.EncodeError` (both `ValueError`s,
//! defined in `sashite/_errors.py`), with the failure's message, byte
//! offset and code (`kind`, the same snake-case string on every surface).

use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyType;
pub(crate) use sashite_ops::Failure;

static PARSE_ERROR: PyOnceLock<Py<PyType>> = PyOnceLock::new();
static ENCODE_ERROR: PyOnceLock<Py<PyType>> = PyOnceLock::new();

/// A failure as the Python exception of each kind.
pub(crate) trait Raise {
    /// The `sashite.ParseError` instance.
    fn to_object<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>>;

    /// `sashite.ParseError`, to raise.
    fn into_err(self, py: Python<'_>) -> PyErr;

    /// `sashite.EncodeError`, to raise (an edit or a conversion refused).
    fn into_encode_err(self, py: Python<'_>) -> PyErr;
}

impl Raise for Failure {
    fn to_object<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        class(py, &PARSE_ERROR, "ParseError")?.call1((self.message(), self.offset(), self.code()))
    }

    fn into_err(self, py: Python<'_>) -> PyErr {
        match self.to_object(py) {
            Ok(value) => PyErr::from_value(value),
            Err(err) => err,
        }
    }

    fn into_encode_err(self, py: Python<'_>) -> PyErr {
        match class(py, &ENCODE_ERROR, "EncodeError")
            .and_then(|class| class.call1((self.message(), self.code(), self.offset())))
        {
            Ok(value) => PyErr::from_value(value),
            Err(err) => err,
        }
    }
}

/// `sashite.EncodeError` for an error the crates refused an edit with.
pub(crate) fn encode_error(py: Python<'_>, error: impl Into<Failure>) -> PyErr {
    error.into().into_encode_err(py)
}

fn class<'py>(
    py: Python<'py>,
    cell: &PyOnceLock<Py<PyType>>,
    name: &str,
) -> PyResult<Bound<'py, PyType>> {
    cell.import(py, "sashite._errors", name).cloned()
}
