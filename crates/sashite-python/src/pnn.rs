//! `sashite.pnn`: PNN piece names (`+ROOK^`, `-pawn`).

use pyo3::prelude::*;
use sashite::pnn;

use crate::enums::{side_from_py, side_to_py, state_from_py, state_to_py};
use crate::errors::Failure;
use crate::token_functions::token_functions;
use crate::value_class::value_class;

/// One piece name as PNN spells it: a base name (letters) whose case is the
/// side (`ROOK` first, `rook` second), an optional state modifier (`+`
/// enhanced, `-` diminished) and terminal marker (`^`).
///
/// `Name(text)` parses `text` as `parse` does. Immutable, hashable,
/// ordered, picklable; `str()` is the name.
///
/// Args:
///     text: a `str`, or `bytes` read as UTF-8.
///
/// Raises:
///     `sashite.ParseError`: `text` is not one PNN name.
///     `TypeError`: `text` is neither `str` nor bytes.
///
/// Example:
///
///     >>> rook = Name("+ROOK^")
///     >>> rook.base_name, rook.state, rook.terminal
///     ('ROOK', <State.ENHANCED: 'enhanced'>, True)
///     >>> rook.flip().normalize()
///     Name('rook^')
#[pyclass(name = "Name", module = "sashite.pnn", frozen, eq, ord, hash)]
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct Name(pub(crate) pnn::Name);

/// The crate's parser on bytes, its error as a [`Failure`].
pub(crate) fn parse_bytes(bytes: &[u8]) -> Result<pnn::Name, Failure> {
    pnn::Name::parse_bytes(bytes).map_err(Failure::from)
}

value_class!(Name, "Name", parse_bytes, {
    /// The whole string, exactly as parsed: the canonical form (`"+ROOK^"`),
    /// the same as `str()`.
    #[getter]
    fn value(&self) -> &str {
        self.0.value()
    }

    /// The base name: the letters, in the side's case, without the state
    /// modifier or the terminal marker (`"ROOK"`).
    #[getter]
    fn base_name(&self) -> &str {
        self.0.base_name()
    }

    /// The side: first for an uppercase base name, second for a lowercase one
    /// (a `sashite.Side`).
    #[getter]
    fn side<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        side_to_py(py, self.0.side())
    }

    /// The state: normal, enhanced (`+`) or diminished (`-`), a
    /// `sashite.State`.
    #[getter]
    fn state<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        state_to_py(py, self.0.state())
    }

    /// `True` when the name ends with the terminal marker `^`.
    #[getter]
    fn terminal(&self) -> bool {
        self.0.is_terminal()
    }

    /// The state modifier as written: `"+"`, `"-"` or `""`.
    #[getter]
    fn prefix(&self) -> &'static str {
        self.0.prefix()
    }

    /// The terminal marker as written: `"^"` or `""`.
    #[getter]
    fn suffix(&self) -> &'static str {
        self.0.suffix()
    }

    /// `True` when there is no state modifier (the terminal marker does not
    /// matter).
    #[getter]
    fn is_normal(&self) -> bool {
        self.0.is_normal()
    }

    /// `True` when the state is enhanced (`+`).
    #[getter]
    fn is_enhanced(&self) -> bool {
        self.0.is_enhanced()
    }

    /// `True` when the state is diminished (`-`).
    #[getter]
    fn is_diminished(&self) -> bool {
        self.0.is_diminished()
    }

    /// `True` when the piece belongs to the first side (uppercase).
    #[getter]
    fn is_first_player(&self) -> bool {
        self.0.is_first_player()
    }

    /// `True` when the piece belongs to the second side (lowercase).
    #[getter]
    fn is_second_player(&self) -> bool {
        self.0.is_second_player()
    }

    /// Sets the state to enhanced, whatever it was.
    ///
    /// Example:
    ///
    ///     >>> Name("-pawn").enhance()
    ///     Name('+pawn')
    fn enhance(&self) -> Self {
        Self(self.0.clone().enhance())
    }

    /// Sets an enhanced state back to normal; other states are unchanged.
    fn unenhance(&self) -> Self {
        Self(self.0.clone().unenhance())
    }

    /// Sets the state to diminished, whatever it was.
    fn diminish(&self) -> Self {
        Self(self.0.clone().diminish())
    }

    /// Sets a diminished state back to normal; other states are unchanged.
    fn undiminish(&self) -> Self {
        Self(self.0.clone().undiminish())
    }

    /// Sets the state to normal (drops the modifier); the terminal marker is
    /// kept.
    fn normalize(&self) -> Self {
        Self(self.0.clone().normalize())
    }

    /// The same piece for the other side: the base name changes case.
    fn flip(&self) -> Self {
        Self(self.0.clone().flip())
    }

    /// Adds the terminal marker `^` (unchanged if already there).
    fn mark_terminal(&self) -> Self {
        Self(self.0.clone().mark_terminal())
    }

    /// Removes the terminal marker `^` (unchanged if absent).
    fn unmark_terminal(&self) -> Self {
        Self(self.0.clone().unmark_terminal())
    }

    /// The same name for the given side: the base name in that side's case.
    ///
    /// Args:
    ///     side: a `sashite.Side`, or its value (`"first"`, `"second"`).
    ///
    /// Raises:
    ///     `ValueError`: `side` is a string that names no side.
    ///     `TypeError`: `side` is neither a `sashite.Side` nor a `str`.
    fn with_side(&self, side: &Bound<'_, PyAny>) -> PyResult<Self> {
        Ok(Self(self.0.clone().with_side(side_from_py(side)?)))
    }

    /// The same name with the given state.
    ///
    /// Args:
    ///     state: a `sashite.State`, or its value (`"normal"`, `"enhanced"`,
    ///         `"diminished"`).
    ///
    /// Raises:
    ///     `ValueError`: `state` is a string that names no state.
    ///     `TypeError`: `state` is neither a `sashite.State` nor a `str`.
    fn with_state(&self, state: &Bound<'_, PyAny>) -> PyResult<Self> {
        Ok(Self(self.0.clone().with_state(state_from_py(state)?)))
    }

    /// The same name with or without the terminal marker.
    ///
    /// Args:
    ///     terminal: `True` for the marker `^`.
    fn with_terminal(&self, terminal: bool) -> Self {
        Self(self.0.clone().with_terminal(terminal))
    }

    /// `True` when both base names are equal ignoring case: the same piece,
    /// whatever the side, state and terminal marker.
    ///
    /// Args:
    ///     other: a `sashite.pnn.Name`.
    ///
    /// Raises:
    ///     `TypeError`: `other` is not a `sashite.pnn.Name`.
    fn same_base_name(&self, other: &Self) -> bool {
        self.0.same_base_name(&other.0)
    }

    /// `True` when both pieces belong to the same side.
    ///
    /// Args:
    ///     other: a `sashite.pnn.Name`.
    ///
    /// Raises:
    ///     `TypeError`: `other` is not a `sashite.pnn.Name`.
    fn same_side(&self, other: &Self) -> bool {
        self.0.same_side(&other.0)
    }

    /// `True` when both pieces are in the same state.
    ///
    /// Args:
    ///     other: a `sashite.pnn.Name`.
    ///
    /// Raises:
    ///     `TypeError`: `other` is not a `sashite.pnn.Name`.
    fn same_state(&self, other: &Self) -> bool {
        self.0.same_state(&other.0)
    }

    /// `True` when both pieces are terminal, or neither is.
    ///
    /// Args:
    ///     other: a `sashite.pnn.Name`.
    ///
    /// Raises:
    ///     `TypeError`: `other` is not a `sashite.pnn.Name`.
    fn same_terminal(&self, other: &Self) -> bool {
        self.0.same_terminal(&other.0)
    }
});

token_functions!(Name, pnn::Name, parse_bytes, "PNN", pnn::PATTERN);

pub(crate) fn register(module: &Bound<'_, PyModule>) -> PyResult<()> {
    add_token_functions(module)?;
    Ok(())
}
