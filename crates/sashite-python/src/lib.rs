//! The native module of the `sashite` Python package (`sashite._native`).
//!
//! Each submodule wraps one notation crate of the facade; the Python files
//! in `python/sashite/` re-export them under `sashite.pin`, `sashite.feen`, …
//! and hold what is better written in Python (the `Side` and `State` enums,
//! the exception classes). Nothing here re-implements a notation: every
//! parse, check and edit is the crates' own.

// pyo3 methods take `&self` (the object stays in Python's heap), even for
// the four-byte tokens.
#![allow(clippy::trivially_copy_pass_by_ref)]

mod arrow;
mod bulk;
mod enums;
mod epin;
mod errors;
mod feen;
mod fen;
mod input;
mod letter;
mod piece_class;
mod pin;
mod pnn;
mod sin;
mod snn;
mod token_functions;
mod value_class;
mod walker;

use pyo3::prelude::*;

/// The native module, `sashite._native`.
#[pymodule]
fn _native(module: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = module.py();
    for (name, register) in [
        (
            "pin",
            pin::register as fn(&Bound<'_, PyModule>) -> PyResult<()>,
        ),
        ("epin", epin::register),
        ("sin", sin::register),
        ("snn", snn::register),
        ("pnn", pnn::register),
        ("feen", feen::register),
        ("fen", fen::register),
        ("arrow", arrow::register),
    ] {
        let submodule = PyModule::new(py, name)?;
        register(&submodule)?;
        module.add_submodule(&submodule)?;
    }
    module.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
