//! The module functions every token notation shares: `parse`, `is_valid`,
//! `parse_many`, `is_valid_many`, and their registration with `PATTERN`.

/// Defines the four functions for the value class `$ty` wrapping the crate
/// type `$rust` (which has `parse_bytes`), whose errors `$parse` turns into
/// failures, and `add_token_functions`, which registers them, the class and
/// the crate's `PATTERN` (`$pattern`).
macro_rules! token_functions {
    ($ty:ident, $rust:ty, $parse:path, $notation:literal, $pattern:path) => {
        #[pyo3::pyfunction]
        fn parse(text: &pyo3::Bound<'_, pyo3::PyAny>) -> pyo3::PyResult<$ty> {
            crate::input::parse_text(text, $parse).map($ty)
        }

        #[pyo3::pyfunction]
        fn is_valid(text: &pyo3::Bound<'_, pyo3::PyAny>) -> pyo3::PyResult<bool> {
            crate::input::with_text(text, |bytes| <$rust>::parse_bytes(bytes).is_ok())
        }

        #[pyo3::pyfunction]
        #[pyo3(signature = (items, errors = None))]
        fn parse_many(
            py: pyo3::Python<'_>,
            items: &pyo3::Bound<'_, pyo3::PyAny>,
            errors: Option<&pyo3::Bound<'_, pyo3::types::PyList>>,
        ) -> pyo3::PyResult<Vec<Option<$ty>>> {
            let parsed = crate::bulk::map_many(py, items, errors, $notation, $parse)?;
            Ok(parsed.into_iter().map(|value| value.map($ty)).collect())
        }

        #[pyo3::pyfunction]
        #[pyo3(signature = (items, errors = None))]
        fn is_valid_many(
            py: pyo3::Python<'_>,
            items: &pyo3::Bound<'_, pyo3::PyAny>,
            errors: Option<&pyo3::Bound<'_, pyo3::types::PyList>>,
        ) -> pyo3::PyResult<Vec<bool>> {
            crate::bulk::valid_many(
                py,
                items,
                errors,
                $notation,
                |bytes| <$rust>::parse_bytes(bytes).is_ok(),
                $parse,
            )
        }

        /// Registers the class, the four functions and `PATTERN`.
        fn add_token_functions(
            module: &pyo3::Bound<'_, pyo3::types::PyModule>,
        ) -> pyo3::PyResult<()> {
            use pyo3::types::PyModuleMethods as _;
            module.add_class::<$ty>()?;
            module.add_function(pyo3::wrap_pyfunction!(parse, module)?)?;
            module.add_function(pyo3::wrap_pyfunction!(is_valid, module)?)?;
            module.add_function(pyo3::wrap_pyfunction!(parse_many, module)?)?;
            module.add_function(pyo3::wrap_pyfunction!(is_valid_many, module)?)?;
            module.add("PATTERN", $pattern)?;
            Ok(())
        }
    };
}

pub(crate) use token_functions;
