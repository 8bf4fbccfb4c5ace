//! What the bindings accept as text: `str` (lone surrogates included),
//! `bytes` or `bytearray`, read as the bytes the crates' byte-level parsers
//! take.
//!
//! A `str` holding lone surrogates has no UTF-8 form; it is encoded with
//! `surrogatepass`, which gives bytes no notation accepts, so the parser
//! reports the surrogate's first byte instead of Python raising
//! `UnicodeEncodeError`. Every notation is ASCII and stops at the first
//! non-ASCII byte at the latest, so the offsets it reports count bytes and
//! characters alike.

use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyBytes, PyString};

use crate::errors::{Failure, Raise, bad_argument};

/// `f` on the bytes of `text`, or `None` when `text` is neither `str` nor
/// bytes.
pub(crate) fn with_bytes<R>(
    text: &Bound<'_, PyAny>,
    f: impl FnOnce(&[u8]) -> R,
) -> Option<PyResult<R>> {
    if let Ok(string) = text.cast::<PyString>() {
        return Some(utf8(string).map(|bytes| f(bytes.as_bytes())));
    }
    if let Ok(bytes) = text.cast::<PyBytes>() {
        return Some(Ok(f(bytes.as_bytes())));
    }
    if let Ok(array) = text.cast::<PyByteArray>() {
        return Some(Ok(f(&array.to_vec())));
    }
    None
}

/// `f` on the bytes of `text`; `TypeError` when it is not text.
pub(crate) fn with_text<R>(text: &Bound<'_, PyAny>, f: impl FnOnce(&[u8]) -> R) -> PyResult<R> {
    with_bytes(text, f).unwrap_or_else(|| {
        Err(bad_argument(
            text.py(),
            format!("expected str or bytes, found {}", type_name(text)),
        ))
    })
}

/// `parse` on the bytes of `text`, its failure raised as
/// `sashite.ParseError`.
pub(crate) fn parse_text<T>(
    text: &Bound<'_, PyAny>,
    parse: impl FnOnce(&[u8]) -> Result<T, Failure>,
) -> PyResult<T> {
    with_text(text, parse)?.map_err(|failure| failure.into_err(text.py()))
}

/// The UTF-8 form of a `str` as a `bytes` object (the stable ABI of 3.9
/// cannot borrow a `str`'s UTF-8), with `surrogatepass` for lone
/// surrogates.
fn utf8<'py>(string: &Bound<'py, PyString>) -> PyResult<Bound<'py, PyBytes>> {
    match string.encode_utf8() {
        Ok(bytes) => Ok(bytes),
        Err(_) => Ok(string
            .call_method1("encode", ("utf-8", "surrogatepass"))?
            .cast_into::<PyBytes>()?),
    }
}

/// The name of `value`'s type, for messages.
pub(crate) fn type_name(value: &Bound<'_, PyAny>) -> String {
    value
        .get_type()
        .name()
        .map_or_else(|_| "object".to_owned(), |name| name.to_string())
}
