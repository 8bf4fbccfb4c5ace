//! The module functions every token notation shares: `parse`, `is_valid`,
//! `parse_many`, `is_valid_many`, and their registration with `PATTERN`.

/// Defines the four functions for the value class `$ty` wrapping the crate
/// type `$rust` (which has `parse_bytes`), whose errors `$parse` turns into
/// failures, and `add_token_functions`, which registers them, the class and
/// the crate's `PATTERN` (`$pattern`).
macro_rules! token_functions {
    ($ty:ident, $rust:ty, $parse:path, $notation:literal, $pattern:path) => {
        #[doc = concat!("Parses one ", $notation, " token; the whole string must be the token.")]
        ///
        /// Args:
        ///     text: a `str`, or `bytes` read as UTF-8.
        ///
        #[doc = concat!("Returns:\n    The `", stringify!($ty), "`; the same as `", stringify!($ty), "(text)`.")]
        ///
        /// Raises:
        #[doc = concat!("    `sashite.ParseError`: `text` is not one ", $notation, " token; its")]
        ///         `offset` is the first bad byte, its `kind` the rule broken.
        ///     `TypeError`: `text` is neither `str` nor bytes.
        #[pyo3::pyfunction]
        fn parse(text: &pyo3::Bound<'_, pyo3::PyAny>) -> pyo3::PyResult<$ty> {
            crate::input::parse_text(text, $parse).map($ty)
        }

        #[doc = concat!("`True` when `text` is exactly one ", $notation, " token.")]
        ///
        /// Args:
        ///     text: a `str`, or `bytes` read as UTF-8.
        ///
        /// Raises:
        ///     `TypeError`: `text` is neither `str` nor bytes (any text gives a
        ///         `bool`).
        #[pyo3::pyfunction]
        fn is_valid(text: &pyo3::Bound<'_, pyo3::PyAny>) -> pyo3::PyResult<bool> {
            crate::input::with_text(text, |bytes| <$rust>::parse_bytes(bytes).is_ok())
        }

        #[doc = concat!("Parses every item of an iterable as ", $notation, ", with the GIL released.")]
        ///
        /// Never raises for a bad item: it gives `None`. Items that are neither
        /// `str` nor bytes (a missing value in a column) are bad items of kind
        /// `not_text`.
        ///
        /// Args:
        ///     items: any iterable (a list, a pandas or polars column).
        ///     errors: a list that receives `(index, sashite.ParseError)` for
        ///         each bad item, when given.
        ///
        /// Returns:
        #[doc = concat!("    A list with one `", stringify!($ty), "` or `None` per item.")]
        ///
        /// Raises:
        ///     `TypeError`: `items` is not iterable, or `errors` not a list.
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

        #[doc = concat!("`is_valid` on every item of an iterable (", $notation, "), with the GIL released.")]
        ///
        /// Items that are neither `str` nor bytes are `False`.
        ///
        /// Args:
        ///     items: any iterable (a list, a pandas or polars column).
        ///     errors: a list that receives `(index, sashite.ParseError)` for
        ///         each invalid item, saying why, when given.
        ///
        /// Returns:
        ///     A list with one `bool` per item.
        ///
        /// Raises:
        ///     `TypeError`: `items` is not iterable, or `errors` not a list.
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
