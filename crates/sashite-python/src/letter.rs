//! A piece or style letter given from Python: one ASCII letter, in either
//! case (a `Letter` is case-free; the side gives the case).

use pyo3::prelude::*;
use sashite::Letter;

use crate::errors::Failure;

/// The letter `text` names.
pub(crate) fn letter_from_py(py: Python<'_>, text: &str) -> PyResult<Letter> {
    let mut chars = text.chars();
    match (chars.next().and_then(Letter::from_char), chars.next()) {
        (Some(letter), None) => Ok(letter),
        _ => Err(Failure::new(
            format!("invalid letter: expected one ASCII letter, found {text:?}"),
            None,
            "NotALetter",
        )
        .into_err(py)),
    }
}

/// A letter for Python: the uppercase string.
pub(crate) fn letter_to_py(letter: Letter) -> String {
    letter.to_char().to_string()
}
