//! The value class of a PIN-shaped piece token (PIN's and EPIN's
//! `Identifier`, which have the same attributes and operations on the
//! letter, side, state and terminal marker), on top of `value_class!`.

/// `value_class!` for `$ty`, with the PIN attributes and operations, and
/// the methods in the braces.
macro_rules! piece_class {
    ($ty:ident, $name:literal, $parse:path, { $($methods:tt)* }) => {
        crate::value_class::value_class!($ty, $name, $parse, {
            /// The piece type: the letter, case-free, as an uppercase `str`.
            ///
            /// Example:
            ///
            ///     >>> Identifier("+k^").letter
            ///     'K'
            #[getter]
            fn letter(&self) -> String {
                crate::letter::letter_to_py(self.0.letter())
            }

            /// The letter as written: in the side's case (`"K"` or `"k"`).
            ///
            /// Example:
            ///
            ///     >>> Identifier("+k^").char
            ///     'k'
            #[getter]
            fn char(&self) -> String {
                self.0.to_char().to_string()
            }

            /// The side: first for an uppercase letter, second for a lowercase one
            /// (a `sashite.Side`).
            ///
            /// Example:
            ///
            ///     >>> Identifier("k").side
            ///     <Side.SECOND: 'second'>
            #[getter]
            fn side<'py>(&self, py: pyo3::Python<'py>) -> pyo3::PyResult<pyo3::Bound<'py, pyo3::PyAny>> {
                crate::enums::side_to_py(py, self.0.side())
            }

            /// The state: normal, enhanced (`+`) or diminished (`-`), a
            /// `sashite.State`.
            ///
            /// Example:
            ///
            ///     >>> Identifier("+K").state
            ///     <State.ENHANCED: 'enhanced'>
            #[getter]
            fn state<'py>(&self, py: pyo3::Python<'py>) -> pyo3::PyResult<pyo3::Bound<'py, pyo3::PyAny>> {
                crate::enums::state_to_py(py, self.0.state())
            }

            /// `True` when the piece is terminal (`^`), such as a king.
            #[getter]
            fn terminal(&self) -> bool {
                self.0.is_terminal()
            }

            /// The state modifier as written: `"+"`, `"-"` or `""`.
            #[getter]
            fn prefix(&self) -> &'static str {
                self.0.prefix()
            }

            /// Everything after the letter as written: the terminal marker `^`
            /// (then, in EPIN, the derivation marker `'`), so that the token is
            /// `prefix + char + suffix`.
            ///
            /// Example:
            ///
            ///     >>> Identifier("+K^").suffix
            ///     '^'
            #[getter]
            fn suffix(&self) -> &'static str {
                self.0.suffix()
            }

            /// `True` when the state is normal (no modifier).
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

            /// Sets the state to enhanced, whatever it was; a new identifier.
            ///
            /// Example:
            ///
            ///     >>> Identifier("-K").enhance()
            ///     Identifier('+K')
            fn enhance(&self) -> Self {
                Self(self.0.enhance())
            }

            /// Sets an enhanced state back to normal; other states are unchanged.
            fn unenhance(&self) -> Self {
                Self(self.0.unenhance())
            }

            /// Sets the state to diminished, whatever it was.
            fn diminish(&self) -> Self {
                Self(self.0.diminish())
            }

            /// Sets a diminished state back to normal; other states are unchanged.
            fn undiminish(&self) -> Self {
                Self(self.0.undiminish())
            }

            /// Sets the state to normal, whatever it was.
            ///
            /// Example:
            ///
            ///     >>> Identifier("+K^").normalize()
            ///     Identifier('K^')
            fn normalize(&self) -> Self {
                Self(self.0.normalize())
            }

            /// Gives the piece to the other side; nothing else changes.
            ///
            /// Example:
            ///
            ///     >>> Identifier("+K^").flip()
            ///     Identifier('+k^')
            fn flip(&self) -> Self {
                Self(self.0.flip())
            }

            /// Marks the piece as terminal (`^`).
            fn mark_terminal(&self) -> Self {
                Self(self.0.mark_terminal())
            }

            /// Removes the terminal mark.
            fn unmark_terminal(&self) -> Self {
                Self(self.0.unmark_terminal())
            }

            /// Replaces the letter, keeping the side (and so the case).
            ///
            /// Args:
            ///     letter: one ASCII letter, in either case.
            ///
            /// Raises:
            ///     `sashite.ParseError`: `letter` is not one ASCII letter.
            ///
            /// Example:
            ///
            ///     >>> Identifier("+k").with_letter("R")
            ///     Identifier('+r')
            fn with_letter(&self, py: pyo3::Python<'_>, letter: &str) -> pyo3::PyResult<Self> {
                Ok(Self(self.0.with_letter(crate::letter::letter_from_py(py, letter)?)))
            }

            /// Replaces the side.
            ///
            /// Args:
            ///     side: a `sashite.Side`, or its value (`"first"`, `"second"`).
            ///
            /// Raises:
            ///     `ValueError`: `side` is a string that names no side.
            ///     `TypeError`: `side` is neither a `sashite.Side` nor a `str`.
            fn with_side(&self, side: &pyo3::Bound<'_, pyo3::PyAny>) -> pyo3::PyResult<Self> {
                Ok(Self(self.0.with_side(crate::enums::side_from_py(side)?)))
            }

            /// Replaces the state.
            ///
            /// Args:
            ///     state: a `sashite.State`, or its value (`"normal"`,
            ///         `"enhanced"`, `"diminished"`).
            ///
            /// Raises:
            ///     `ValueError`: `state` is a string that names no state.
            ///     `TypeError`: `state` is neither a `sashite.State` nor a `str`.
            fn with_state(&self, state: &pyo3::Bound<'_, pyo3::PyAny>) -> pyo3::PyResult<Self> {
                Ok(Self(self.0.with_state(crate::enums::state_from_py(state)?)))
            }

            /// Replaces the terminal flag.
            ///
            /// Args:
            ///     terminal: `True` for a terminal piece (`^`).
            fn with_terminal(&self, terminal: bool) -> Self {
                Self(self.0.with_terminal(terminal))
            }

            /// `True` when both have the same letter, whatever the case.
            ///
            /// Args:
            ///     other: an identifier of the same class.
            ///
            /// Raises:
            ///     `TypeError`: `other` is not an identifier of this class.
            fn same_letter(&self, other: &Self) -> bool {
                self.0.same_letter(&other.0)
            }

            /// `True` when both belong to the same side.
            ///
            /// Args:
            ///     other: an identifier of the same class.
            ///
            /// Raises:
            ///     `TypeError`: `other` is not an identifier of this class.
            fn same_side(&self, other: &Self) -> bool {
                self.0.same_side(&other.0)
            }

            /// `True` when both are in the same state.
            ///
            /// Args:
            ///     other: an identifier of the same class.
            ///
            /// Raises:
            ///     `TypeError`: `other` is not an identifier of this class.
            fn same_state(&self, other: &Self) -> bool {
                self.0.same_state(&other.0)
            }

            /// `True` when both are terminal or both are not.
            ///
            /// Args:
            ///     other: an identifier of the same class.
            ///
            /// Raises:
            ///     `TypeError`: `other` is not an identifier of this class.
            fn same_terminal(&self, other: &Self) -> bool {
                self.0.same_terminal(&other.0)
            }

            $($methods)*
        });
    };
}

pub(crate) use piece_class;
