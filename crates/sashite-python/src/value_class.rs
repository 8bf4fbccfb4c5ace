//! What every value class shares: built from its string, printed as its
//! canonical string, `Name('…')` as its repr, pickled as its string, and
//! returned as is by `copy` (values are immutable).

/// A `#[pymethods]` block for the wrapper `$ty` of a Rust value with
/// `Display`, shown in Python as `$name`, built by `$parse` (bytes to
/// `Result<_, Failure>`), with the methods in the braces.
macro_rules! value_class {
    ($ty:ident, $name:literal, $parse:path, { $($methods:tt)* }) => {
        #[pyo3::pymethods]
        impl $ty {
            #[new]
            fn py_new(text: &pyo3::Bound<'_, pyo3::PyAny>) -> pyo3::PyResult<Self> {
                crate::input::parse_text(text, $parse).map(Self)
            }

            fn __str__(&self) -> String {
                self.0.to_string()
            }

            fn __repr__(&self) -> String {
                format!(concat!($name, "('{}')"), self.0)
            }

            fn __reduce__<'py>(
                slf: &pyo3::Bound<'py, Self>,
            ) -> (pyo3::Bound<'py, pyo3::types::PyType>, (String,)) {
                (slf.get_type(), (slf.get().0.to_string(),))
            }

            fn __copy__(slf: pyo3::Bound<'_, Self>) -> pyo3::Bound<'_, Self> {
                slf
            }

            fn __deepcopy__<'py>(
                slf: pyo3::Bound<'py, Self>,
                _memo: &pyo3::Bound<'py, pyo3::PyAny>,
            ) -> pyo3::Bound<'py, Self> {
                slf
            }

            $($methods)*
        }
    };
}

pub(crate) use value_class;
