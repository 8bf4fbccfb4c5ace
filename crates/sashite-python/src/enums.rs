//! `sashite.Side` and `sashite.State`, the `enum.Enum` classes of
//! `sashite/_enums.py`, to and from the protocol's `Side` and `State`.

use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyType;
use sashite::{Side, State};

use crate::errors::{Raise, bad_argument};
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
    sashite_ops::piece::side(&value).map_err(|failure| failure.into_argument_err(py))
}

/// A `sashite.State` argument (a member, or its value).
pub(crate) fn state_from_py(value: &Bound<'_, PyAny>) -> PyResult<State> {
    let py = value.py();
    let value = member_value(value, &enum_class(py, &STATE, "State")?)?;
    sashite_ops::piece::state(&value).map_err(|failure| failure.into_argument_err(py))
}

/// The string value of a member of `class`, or the string itself;
/// `sashite.ArgumentError` naming the type for anything else.
fn member_value(value: &Bound<'_, PyAny>, class: &Bound<'_, PyType>) -> PyResult<String> {
    if value.is_instance(class)? {
        return value.getattr("value")?.extract();
    }
    value.extract::<String>().map_err(|_| match class.name() {
        Ok(name) => bad_argument(
            value.py(),
            format!("expected a sashite.{name}, found {}", type_name(value)),
        ),
        Err(err) => err,
    })
}
