//! What the bindings accept as text: `str` (lone surrogates included) or
//! `bytes`, turned into the bytes the crates' byte-level parsers read.

use std::borrow::Cow;

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyBytes, PyString};

/// The bytes of `text`: UTF-8 for a `str`, as is for `bytes`/`bytearray`.
///
/// A `str` holding lone surrogates has no UTF-8 form; it is encoded with
/// `surrogatepass`, which gives bytes no notation accepts, so the parser
/// reports the surrogate's first byte instead of Python raising
/// `UnicodeEncodeError`. Every notation is ASCII and stops at the first
/// non-ASCII byte, so the offsets it reports count bytes and characters
/// alike.
pub(crate) fn bytes_of<'a>(text: &'a Bound<'_, PyAny>) -> PyResult<Cow<'a, [u8]>> {
    match as_bytes(text) {
        Some(bytes) => bytes,
        None => Err(PyTypeError::new_err(format!(
            "expected str or bytes, found {}",
            type_name(text)
        ))),
    }
}

/// [`bytes_of`], or `None` when `text` is neither `str` nor bytes.
pub(crate) fn as_bytes<'a>(text: &'a Bound<'_, PyAny>) -> Option<PyResult<Cow<'a, [u8]>>> {
    if let Ok(string) = text.cast::<PyString>() {
        return Some(match string.to_cow() {
            Ok(Cow::Borrowed(s)) => Ok(Cow::Borrowed(s.as_bytes())),
            Ok(Cow::Owned(s)) => Ok(Cow::Owned(s.into_bytes())),
            Err(_) => surrogate_pass(string).map(Cow::Owned),
        });
    }
    if let Ok(bytes) = text.cast::<PyBytes>() {
        return Some(Ok(Cow::Borrowed(bytes.as_bytes())));
    }
    if let Ok(array) = text.cast::<PyByteArray>() {
        return Some(Ok(Cow::Owned(array.to_vec())));
    }
    None
}

fn surrogate_pass(string: &Bound<'_, PyString>) -> PyResult<Vec<u8>> {
    let encoded = string.call_method1("encode", ("utf-8", "surrogatepass"))?;
    Ok(encoded.cast::<PyBytes>()?.as_bytes().to_vec())
}

/// The name of `value`'s type, for messages.
pub(crate) fn type_name(value: &Bound<'_, PyAny>) -> String {
    value
        .get_type()
        .name()
        .map_or_else(|_| "object".to_owned(), |name| name.to_string())
}

/// `parse` on the bytes of `text`, its failure raised as
/// `sashite.ParseError`.
pub(crate) fn parse_text<T>(
    text: &Bound<'_, PyAny>,
    parse: impl FnOnce(&[u8]) -> Result<T, crate::errors::Failure>,
) -> PyResult<T> {
    let bytes = bytes_of(text)?;
    parse(&bytes).map_err(|failure| failure.into_err(text.py()))
}
