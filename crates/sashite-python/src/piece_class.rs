//! The value class of a PIN-shaped piece token (PIN's and EPIN's
//! `Identifier`, which have the same attributes and operations on the
//! letter, side, state and terminal marker), on top of `value_class!`.

/// `value_class!` for `$ty`, with the PIN attributes and operations, and
/// the methods in the braces.
macro_rules! piece_class {
    ($ty:ident, $name:literal, $parse:path, { $($methods:tt)* }) => {
        crate::value_class::value_class!($ty, $name, $parse, {
            /// The piece type, a case-free letter (`"K"`).
            #[getter]
            fn letter(&self) -> String {
                crate::letter::letter_to_py(self.0.letter())
            }

            /// The letter in the side's case (`"K"` or `"k"`).
            #[getter]
            fn char(&self) -> String {
                self.0.to_char().to_string()
            }

            #[getter]
            fn side<'py>(&self, py: pyo3::Python<'py>) -> pyo3::PyResult<pyo3::Bound<'py, pyo3::PyAny>> {
                crate::enums::side_to_py(py, self.0.side())
            }

            #[getter]
            fn state<'py>(&self, py: pyo3::Python<'py>) -> pyo3::PyResult<pyo3::Bound<'py, pyo3::PyAny>> {
                crate::enums::state_to_py(py, self.0.state())
            }

            #[getter]
            fn terminal(&self) -> bool {
                self.0.is_terminal()
            }

            #[getter]
            fn prefix(&self) -> &'static str {
                self.0.prefix()
            }

            #[getter]
            fn suffix(&self) -> &'static str {
                self.0.suffix()
            }

            #[getter]
            fn is_normal(&self) -> bool {
                self.0.is_normal()
            }

            #[getter]
            fn is_enhanced(&self) -> bool {
                self.0.is_enhanced()
            }

            #[getter]
            fn is_diminished(&self) -> bool {
                self.0.is_diminished()
            }

            #[getter]
            fn is_first_player(&self) -> bool {
                self.0.is_first_player()
            }

            #[getter]
            fn is_second_player(&self) -> bool {
                self.0.is_second_player()
            }

            fn enhance(&self) -> Self {
                Self(self.0.enhance())
            }

            fn unenhance(&self) -> Self {
                Self(self.0.unenhance())
            }

            fn diminish(&self) -> Self {
                Self(self.0.diminish())
            }

            fn undiminish(&self) -> Self {
                Self(self.0.undiminish())
            }

            fn normalize(&self) -> Self {
                Self(self.0.normalize())
            }

            fn flip(&self) -> Self {
                Self(self.0.flip())
            }

            fn mark_terminal(&self) -> Self {
                Self(self.0.mark_terminal())
            }

            fn unmark_terminal(&self) -> Self {
                Self(self.0.unmark_terminal())
            }

            fn with_letter(&self, py: pyo3::Python<'_>, letter: &str) -> pyo3::PyResult<Self> {
                Ok(Self(self.0.with_letter(crate::letter::letter_from_py(py, letter)?)))
            }

            fn with_side(&self, side: &pyo3::Bound<'_, pyo3::PyAny>) -> pyo3::PyResult<Self> {
                Ok(Self(self.0.with_side(crate::enums::side_from_py(side)?)))
            }

            fn with_state(&self, state: &pyo3::Bound<'_, pyo3::PyAny>) -> pyo3::PyResult<Self> {
                Ok(Self(self.0.with_state(crate::enums::state_from_py(state)?)))
            }

            fn with_terminal(&self, terminal: bool) -> Self {
                Self(self.0.with_terminal(terminal))
            }

            fn same_letter(&self, other: &Self) -> bool {
                self.0.same_letter(&other.0)
            }

            fn same_side(&self, other: &Self) -> bool {
                self.0.same_side(&other.0)
            }

            fn same_state(&self, other: &Self) -> bool {
                self.0.same_state(&other.0)
            }

            fn same_terminal(&self, other: &Self) -> bool {
                self.0.same_terminal(&other.0)
            }

            $($methods)*
        });
    };
}

pub(crate) use piece_class;
