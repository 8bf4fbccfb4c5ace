//! A piece or style letter given from Python: one ASCII letter, in either
//! case (a `Letter` is case-free; the side gives the case).

use pyo3::prelude::*;
use sashite::Letter;

use crate::errors::Raise;

/// The letter `text` names (`sashite_ops::piece::letter`).
pub(crate) fn letter_from_py(py: Python<'_>, text: &str) -> PyResult<Letter> {
    sashite_ops::piece::letter(text).map_err(|failure| failure.into_err(py))
}

/// A letter for Python: the uppercase string.
pub(crate) fn letter_to_py(letter: Letter) -> String {
    letter.to_char().to_string()
}
