//! The Python exceptions raised for a [`Failure`] of the operations:
//! `sashite.ParseError`, `sashite.EncodeError`, `sashite.SquareError` and
//! `sashite.ArgumentError` (all `ValueError`s, defined in
//! `sashite/_errors.py`), with the failure's message, byte offset and code
//! (`kind`, the same snake-case string on every surface).

use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyType;
pub(crate) use sashite_ops::Failure;

static PARSE_ERROR: PyOnceLock<Py<PyType>> = PyOnceLock::new();
static ENCODE_ERROR: PyOnceLock<Py<PyType>> = PyOnceLock::new();
static SQUARE_ERROR: PyOnceLock<Py<PyType>> = PyOnceLock::new();
static ARGUMENT_ERROR: PyOnceLock<Py<PyType>> = PyOnceLock::new();

/// A failure as the Python exception of each kind.
pub(crate) trait Raise {
    /// The `sashite.ParseError` instance.
    fn to_object<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>>;

    /// `sashite.ParseError`, to raise.
    fn into_err(self, py: Python<'_>) -> PyErr;

    /// `sashite.EncodeError`, to raise (an edit or a conversion refused).
    fn into_encode_err(self, py: Python<'_>) -> PyErr;

    /// `sashite.SquareError` (an `EncodeError` and an `IndexError`), to
    /// raise: a square the board does not have.
    fn into_square_err(self, py: Python<'_>) -> PyErr;

    /// `sashite.ArgumentError` (a `sashite.Error` and a `TypeError`), to
    /// raise: an argument of a type or value no function takes.
    fn into_argument_err(self, py: Python<'_>) -> PyErr;
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
        raise(py, &ENCODE_ERROR, "EncodeError", &self)
    }

    fn into_square_err(self, py: Python<'_>) -> PyErr {
        raise(py, &SQUARE_ERROR, "SquareError", &self)
    }

    fn into_argument_err(self, py: Python<'_>) -> PyErr {
        raise(py, &ARGUMENT_ERROR, "ArgumentError", &self)
    }
}

/// An exception of the class `name`, built `(message, kind, offset)`.
fn raise(py: Python<'_>, cell: &PyOnceLock<Py<PyType>>, name: &str, failure: &Failure) -> PyErr {
    match class(py, cell, name)
        .and_then(|class| class.call1((failure.message(), failure.code(), failure.offset())))
    {
        Ok(value) => PyErr::from_value(value),
        Err(err) => err,
    }
}

/// `sashite.ArgumentError` with kind `bad_argument` and this message.
pub(crate) fn bad_argument(py: Python<'_>, message: String) -> PyErr {
    Failure::new("bad_argument", message, None).into_argument_err(py)
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
