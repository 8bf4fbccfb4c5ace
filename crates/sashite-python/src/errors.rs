//! The Python exceptions raised for the crates' errors: `sashite.ParseError`
//! and `sashite.EncodeError` (both `ValueError`s, defined in
//! `sashite/_errors.py`), with the Rust error's message, byte offset and
//! rule name (`kind`).

use core::fmt::{Debug, Display};

use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyType;

static PARSE_ERROR: PyOnceLock<Py<PyType>> = PyOnceLock::new();
static ENCODE_ERROR: PyOnceLock<Py<PyType>> = PyOnceLock::new();

/// A parse failure held without the GIL: what `sashite.ParseError` carries.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Failure {
    pub(crate) message: String,
    pub(crate) offset: Option<usize>,
    pub(crate) kind: String,
}

impl Failure {
    /// The failure of a token crate's error: its message, offset and
    /// variant name.
    pub(crate) fn of<E: Display + Debug>(error: &E, offset: Option<usize>) -> Self {
        Self {
            message: error.to_string(),
            offset,
            kind: variant_name(error),
        }
    }

    /// A failure from its parts (a rule name the crate gives, or one of
    /// the bindings' own, such as `NotText`).
    pub(crate) fn new(message: String, offset: Option<usize>, kind: &str) -> Self {
        Self {
            message,
            offset,
            kind: kind.to_owned(),
        }
    }

    /// The `sashite.ParseError` instance.
    pub(crate) fn to_object<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        class(py, &PARSE_ERROR, "ParseError")?.call1((
            self.message.as_str(),
            self.offset,
            self.kind.as_str(),
        ))
    }

    /// The exception to raise.
    pub(crate) fn into_err(self, py: Python<'_>) -> PyErr {
        match self.to_object(py) {
            Ok(value) => PyErr::from_value(value),
            Err(err) => err,
        }
    }
}

/// `sashite.EncodeError` for an edit the crate refused.
pub(crate) fn encode_error<E: Display + Debug>(py: Python<'_>, error: &E) -> PyErr {
    encode_error_at(py, &error.to_string(), &variant_name(error), None)
}

/// `sashite.EncodeError` with a message, kind and offset (in the FEEN
/// string) of the bindings' choosing.
pub(crate) fn encode_error_at(
    py: Python<'_>,
    message: &str,
    kind: &str,
    offset: Option<usize>,
) -> PyErr {
    match class(py, &ENCODE_ERROR, "EncodeError")
        .and_then(|class| class.call1((message, kind, offset)))
    {
        Ok(value) => PyErr::from_value(value),
        Err(err) => err,
    }
}

/// The name of `value`'s variant, from its `Debug` form.
pub(crate) fn variant_name<D: Debug>(value: &D) -> String {
    kind_of(&format!("{value:?}"))
}

fn class<'py>(
    py: Python<'py>,
    cell: &PyOnceLock<Py<PyType>>,
    name: &str,
) -> PyResult<Bound<'py, PyType>> {
    cell.import(py, "sashite._errors", name).cloned()
}

/// The rule an error names: its variant, from its `Debug` form. A variant
/// that only wraps another crate's error (EPIN's `Pin(…)`) names the inner
/// one.
fn kind_of(debug: &str) -> String {
    let mut rest = debug;
    loop {
        let end = rest
            .find(|c: char| !c.is_ascii_alphanumeric() && c != '_')
            .unwrap_or(rest.len());
        let (name, after) = rest.split_at(end);
        match after.strip_prefix('(') {
            Some(inner) if inner.starts_with(|c: char| c.is_ascii_uppercase()) => rest = inner,
            _ => return name.to_owned(),
        }
    }
}
