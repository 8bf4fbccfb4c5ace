//! `sashite.Side` and `sashite.State`, the `enum.Enum` classes of
//! `sashite/_enums.py`, to and from the protocol's `Side` and `State`.

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyType;
use sashite::{Side, State};

use crate::input::type_name;

static SIDE: PyOnceLock<Py<PyType>> = PyOnceLock::new();
static STATE: PyOnceLock<Py<PyType>> = PyOnceLock::new();

fn enum_class<'py>(
    py: Python<'py>,
    cell: &PyOnceLock<Py<PyType>>,
    name: &str,
) -> PyResult<Bound<'py, PyType>> {
    cell.import(py, "sashite._enums", name).cloned()
}

/// The `sashite.Side` member of `side`.
pub(crate) fn side_to_py(py: Python<'_>, side: Side) -> PyResult<Bound<'_, PyAny>> {
    let member = match side {
        Side::First => "FIRST",
        Side::Second => "SECOND",
    };
    enum_class(py, &SIDE, "Side")?.getattr(member)
}

/// The `sashite.State` member of `state`.
pub(crate) fn state_to_py(py: Python<'_>, state: State) -> PyResult<Bound<'_, PyAny>> {
    let member = match state {
        State::Diminished => "DIMINISHED",
        State::Normal => "NORMAL",
        State::Enhanced => "ENHANCED",
    };
    enum_class(py, &STATE, "State")?.getattr(member)
}

/// A `sashite.Side` argument (a member, or its value `"first"`/`"second"`).
pub(crate) fn side_from_py(value: &Bound<'_, PyAny>) -> PyResult<Side> {
    let py = value.py();
    let value = member_value(value, &enum_class(py, &SIDE, "Side")?)?;
    match value.as_deref() {
        Some("first") => Ok(Side::First),
        Some("second") => Ok(Side::Second),
        _ => Err(PyValueError::new_err(format!(
            "expected a sashite.Side, found {}",
            type_name_or_repr(value.as_deref())
        ))),
    }
}

/// A `sashite.State` argument (a member, or its value).
pub(crate) fn state_from_py(value: &Bound<'_, PyAny>) -> PyResult<State> {
    let py = value.py();
    let value = member_value(value, &enum_class(py, &STATE, "State")?)?;
    match value.as_deref() {
        Some("diminished") => Ok(State::Diminished),
        Some("normal") => Ok(State::Normal),
        Some("enhanced") => Ok(State::Enhanced),
        _ => Err(PyValueError::new_err(format!(
            "expected a sashite.State, found {}",
            type_name_or_repr(value.as_deref())
        ))),
    }
}

/// The string value of a member of `class`, or the string itself; `Err`
/// naming the type for anything else.
fn member_value(value: &Bound<'_, PyAny>, class: &Bound<'_, PyType>) -> PyResult<Option<String>> {
    if value.is_instance(class)? {
        return Ok(Some(value.getattr("value")?.extract()?));
    }
    match value.extract::<String>() {
        Ok(text) => Ok(Some(text)),
        Err(_) => Err(PyTypeError::new_err(format!(
            "expected a sashite.{}, found {}",
            class.name()?,
            type_name(value)
        ))),
    }
}

fn type_name_or_repr(value: Option<&str>) -> String {
    value.map_or_else(|| "nothing".to_owned(), |text| format!("{text:?}"))
}
