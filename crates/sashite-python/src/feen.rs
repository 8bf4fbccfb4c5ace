//! `sashite.feen`: FEEN positions (`K^6k^ / C/c`), strict parsing, the
//! lenient reader (`normalize`, `repair`) and the edits of the owned model.

use pyo3::exceptions::{PyIndexError, PyTypeError};
use pyo3::prelude::*;
use pyo3::types::{PyInt, PyIterator, PyList, PyTuple};
use sashite::feen;

use crate::bulk::{Text, map_many, map_many_text, valid_many};
use crate::enums::{side_from_py, side_to_py};
use crate::errors::{Failure, Raise, encode_error};
use crate::input::{parse_text, type_name, with_text};
use crate::value_class::value_class;
use crate::walker::Walker;
use crate::{epin, sin};

/// An edit's result: the new position, or `sashite.EncodeError`.
fn edited(py: Python<'_>, edit: Result<feen::Position, feen::EncodeError>) -> PyResult<Position> {
    edit.map(Position).map_err(|e| encode_error(py, e))
}

/// Boards larger than this are not turned into nested lists (memory grows
/// with the squares, not with the text): about 16 million squares.
const MAX_NESTED_SQUARES: u128 = 1 << 24;

/// A FEEN position: board, hands, styles and turn. Immutable: every edit
/// returns a new position.
#[pyclass(name = "Position", module = "sashite.feen", frozen, eq, hash)]
#[derive(Clone, PartialEq, Eq, Hash)]
pub(crate) struct Position(pub(crate) feen::Position);

/// The strict parser on bytes.
fn parse_bytes(bytes: &[u8]) -> Result<feen::Position, Failure> {
    feen::Position::try_from(bytes).map_err(Failure::from)
}

/// The strict check on bytes (no allocation).
fn check_bytes(bytes: &[u8]) -> bool {
    core::str::from_utf8(bytes).is_ok_and(feen::is_valid)
}

fn normalize_bytes(bytes: &[u8]) -> Result<String, Failure> {
    sashite_ops::repair::normalize(bytes)
}

/// A piece argument: a `sashite.epin.Identifier` or its string.
fn piece_from_py(piece: &Bound<'_, PyAny>) -> PyResult<feen::sashite_epin::Identifier> {
    if let Ok(id) = piece.cast::<epin::Identifier>() {
        return Ok(id.get().0);
    }
    parse_text(piece, epin::parse_bytes)
}

/// A style argument: a `sashite.sin.Identifier` or its string.
fn style_from_py(style: &Bound<'_, PyAny>) -> PyResult<feen::sashite_sin::Identifier> {
    if let Ok(id) = style.cast::<sin::Identifier>() {
        return Ok(id.get().0);
    }
    parse_text(style, sin::parse_bytes)
}

fn piece_to_py(piece: Option<feen::sashite_epin::Identifier>) -> Option<epin::Identifier> {
    piece.map(epin::Identifier)
}

impl Position {
    /// The flat index of `at`: an `int`, or a sequence of coordinates
    /// (outermost first) on a regular board.
    fn index(&self, at: &Bound<'_, PyAny>) -> PyResult<u128> {
        if at.is_instance_of::<PyInt>() {
            // A negative or huge index is off the board, like any other.
            return at
                .extract::<u128>()
                .map_err(|_| PyIndexError::new_err(format!("square {at} is off the board")));
        }
        let Ok(coordinates) = at.extract::<Vec<u128>>() else {
            return Err(PyTypeError::new_err(format!(
                "expected a square index or a sequence of coordinates, found {}",
                type_name(at)
            )));
        };
        sashite_ops::square::index_of(&self.0, &coordinates).map_err(|failure| {
            if failure.code() == "irregular_board" {
                failure.into_encode_err(at.py())
            } else {
                PyIndexError::new_err(failure.message().to_owned())
            }
        })
    }

    fn hand_list<'py>(&self, py: Python<'py>, side: feen::Side) -> PyResult<Bound<'py, PyList>> {
        let items = self
            .0
            .hand(side)
            .iter()
            .map(|item| (epin::Identifier(item.piece()), item.count()));
        PyList::new(py, items)
    }
}

value_class!(Position, "Position", parse_bytes, {
    /// The canonical FEEN string (same as `str()`).
    fn dump(&self) -> String {
        self.0.dump()
    }

    /// The board's shape, outermost axis first (`(8, 8)`); `None` for an
    /// irregular board.
    #[getter]
    fn shape<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyTuple>>> {
        self.0
            .shape()
            .map(|shape| PyTuple::new(py, shape))
            .transpose()
    }

    #[getter]
    fn dimension_count(&self) -> usize {
        self.0.dimension_count()
    }

    #[getter]
    fn square_count(&self) -> u128 {
        self.0.square_count()
    }

    #[getter]
    fn board_piece_count(&self) -> u128 {
        self.0.board_piece_count()
    }

    #[getter]
    fn hand_piece_count(&self) -> u128 {
        self.0.hand_piece_count()
    }

    #[getter]
    fn piece_count(&self) -> u128 {
        self.0.piece_count()
    }

    /// The piece placement field (`"K^6k^"`).
    #[getter]
    fn placement(&self) -> String {
        self.0.placement().to_string()
    }

    /// The hands field (`"2P/p"`).
    #[getter]
    fn hands(&self) -> String {
        self.0.hands().to_string()
    }

    /// The style-turn field (`"C/c"`).
    #[getter]
    fn style_turn(&self) -> String {
        self.0.styles().to_string()
    }

    /// The side to move.
    #[getter]
    fn active_side<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        side_to_py(py, self.0.active_side())
    }

    #[getter]
    fn inactive_side<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        side_to_py(py, self.0.inactive_side())
    }

    /// The style of the side to move, a `sashite.sin.Identifier`.
    #[getter]
    fn active_style(&self) -> sin::Identifier {
        sin::Identifier(self.0.styles().active())
    }

    #[getter]
    fn inactive_style(&self) -> sin::Identifier {
        sin::Identifier(self.0.styles().inactive())
    }

    #[getter]
    fn first_style(&self) -> sin::Identifier {
        sin::Identifier(self.0.styles().first())
    }

    #[getter]
    fn second_style(&self) -> sin::Identifier {
        sin::Identifier(self.0.styles().second())
    }

    /// The first player's hand: `(piece, count)` pairs in canonical order.
    #[getter]
    fn first_hand<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        self.hand_list(py, feen::Side::First)
    }

    #[getter]
    fn second_hand<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        self.hand_list(py, feen::Side::Second)
    }

    /// One side's hand: `(piece, count)` pairs in canonical order.
    fn hand<'py>(&self, py: Python<'py>, side: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyList>> {
        self.hand_list(py, side_from_py(side)?)
    }

    /// How many copies of `piece` a side holds.
    fn hand_count(&self, side: &Bound<'_, PyAny>, piece: &Bound<'_, PyAny>) -> PyResult<u128> {
        Ok(self
            .0
            .hands()
            .count_of(side_from_py(side)?, piece_from_py(piece)?))
    }

    /// The piece on a square (flat index or coordinates), `None` when empty.
    fn get(&self, at: &Bound<'_, PyAny>) -> PyResult<Option<epin::Identifier>> {
        let index = self.index(at)?;
        match self.0.get(index) {
            Some(piece) => Ok(piece_to_py(piece)),
            None => Err(PyIndexError::new_err(format!(
                "square {index} is off the board, which has {}",
                self.0.square_count()
            ))),
        }
    }

    fn __getitem__(&self, at: &Bound<'_, PyAny>) -> PyResult<Option<epin::Identifier>> {
        self.get(at)
    }

    /// The coordinates of the square at flat `index`, outermost first.
    fn coordinates_of<'py>(&self, py: Python<'py>, index: u128) -> PyResult<Bound<'py, PyTuple>> {
        match self.0.coordinates_of(index) {
            Some(at) => PyTuple::new(py, at.iter()),
            None => Err(PyIndexError::new_err(format!(
                "square {index} is off the board, which has {}",
                self.0.square_count()
            ))),
        }
    }

    /// The flat index of a square given by its coordinates.
    fn index_of(&self, coordinates: &Bound<'_, PyAny>) -> PyResult<u128> {
        self.index(coordinates)
    }

    /// Every square in reading order: `(coordinates, piece or None)`.
    /// Lazy, so that a board of many empty squares costs nothing unread.
    fn squares(slf: &Bound<'_, Self>) -> SquareIterator {
        SquareIterator {
            walker: Walker::new(&slf.get().0),
            position: slf.clone().unbind(),
            next: 0,
        }
    }

    /// The occupied squares: `(coordinates, piece)` in reading order.
    fn pieces<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let list = PyList::empty(py);
        let mut walker = Walker::new(&self.0);
        for (index, piece) in self.0.placement().pieces() {
            let at = walker.coordinates(&self.0, index).unwrap_or_default();
            list.append((PyTuple::new(py, at)?, epin::Identifier(piece)))?;
        }
        Ok(list)
    }

    /// The board as nested lists by its shape (`board[rank][file]`), each
    /// square a piece or `None`.
    fn to_nested<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        if self.0.shape().is_none() {
            return Err(encode_error(py, feen::EncodeError::IrregularBoard));
        }
        if self.0.square_count() > MAX_NESTED_SQUARES {
            let message = format!(
                "cannot build nested lists of {} squares, more than {MAX_NESTED_SQUARES}",
                self.0.square_count()
            );
            return Err(Failure::new("too_many_squares", message, None).into_encode_err(py));
        }
        match self.0.to_nested() {
            Some(nested) => nested_to_py(py, nested),
            None => Err(encode_error(py, feen::EncodeError::IrregularBoard)),
        }
    }

    /// Puts `piece` on a square (flat index or coordinates).
    fn place(
        &self,
        py: Python<'_>,
        at: &Bound<'_, PyAny>,
        piece: &Bound<'_, PyAny>,
    ) -> PyResult<Self> {
        let piece = piece_from_py(piece)?;
        edited(py, self.0.place(self.index(at)?, piece))
    }

    /// Empties a square (flat index or coordinates).
    fn remove(&self, py: Python<'_>, at: &Bound<'_, PyAny>) -> PyResult<Self> {
        edited(py, self.0.remove(self.index(at)?))
    }

    /// Sets many squares at once from a mapping `{at: piece or None}`, all
    /// or nothing (feen.rb's `board_diff`).
    fn board_diff(&self, py: Python<'_>, changes: &Bound<'_, PyAny>) -> PyResult<Self> {
        let mut edits = Vec::new();
        for pair in mapping_items(changes)? {
            let (at, piece): (Bound<'_, PyAny>, Bound<'_, PyAny>) = pair?.extract()?;
            let piece = if piece.is_none() {
                None
            } else {
                Some(piece_from_py(&piece)?)
            };
            edits.push((self.index(&at)?, piece));
        }
        edited(py, self.0.board_diff(edits))
    }

    #[pyo3(signature = (side, piece, count = 1))]
    fn add_to_hand(
        &self,
        py: Python<'_>,
        side: &Bound<'_, PyAny>,
        piece: &Bound<'_, PyAny>,
        count: u128,
    ) -> PyResult<Self> {
        let (side, piece) = (side_from_py(side)?, piece_from_py(piece)?);
        edited(py, self.0.add_to_hand(side, piece, count))
    }

    #[pyo3(signature = (side, piece, count = 1))]
    fn take_from_hand(
        &self,
        py: Python<'_>,
        side: &Bound<'_, PyAny>,
        piece: &Bound<'_, PyAny>,
        count: u128,
    ) -> PyResult<Self> {
        let (side, piece) = (side_from_py(side)?, piece_from_py(piece)?);
        edited(py, self.0.take_from_hand(side, piece, count))
    }

    /// Changes one side's hand by signed counts from a mapping
    /// `{piece: delta}`, all or nothing (feen.rb's `*_hand_diff`).
    fn hand_diff(
        &self,
        py: Python<'_>,
        side: &Bound<'_, PyAny>,
        deltas: &Bound<'_, PyAny>,
    ) -> PyResult<Self> {
        let side = side_from_py(side)?;
        let mut changes = Vec::new();
        for pair in mapping_items(deltas)? {
            let (piece, delta): (Bound<'_, PyAny>, Bound<'_, PyAny>) = pair?.extract()?;
            changes.push((piece_from_py(&piece)?, delta.extract::<i128>()?));
        }
        edited(py, self.0.hand_diff(side, changes))
    }

    /// Sets the styles; `active` is the side to move's.
    fn with_styles(
        &self,
        py: Python<'_>,
        active: &Bound<'_, PyAny>,
        inactive: &Bound<'_, PyAny>,
    ) -> PyResult<Self> {
        let (active, inactive) = (style_from_py(active)?, style_from_py(inactive)?);
        edited(py, self.0.with_styles(active, inactive))
    }

    /// Passes the turn.
    fn toggle_turn(&self) -> Self {
        Self(self.0.toggle_turn())
    }
});

/// The `(key, value)` pairs of a mapping (a `dict` or anything with
/// `items()`).
fn mapping_items<'py>(mapping: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyIterator>> {
    mapping
        .call_method0(pyo3::intern!(mapping.py(), "items"))
        .map_err(|_| {
            PyTypeError::new_err(format!("expected a mapping, found {}", type_name(mapping)))
        })?
        .try_iter()
}

fn nested_to_py(py: Python<'_>, nested: feen::Nested) -> PyResult<Bound<'_, PyAny>> {
    match nested {
        feen::Nested::Square(piece) => Ok(piece_to_py(piece).into_pyobject(py)?.into_any()),
        feen::Nested::Axis(items) => {
            let list = PyList::empty(py);
            for item in items {
                list.append(nested_to_py(py, item)?)?;
            }
            Ok(list.into_any())
        }
    }
}

/// The iterator of [`Position::squares`].
#[pyclass(module = "sashite.feen")]
pub(crate) struct SquareIterator {
    walker: Walker,
    position: Py<Position>,
    next: u128,
}

#[pymethods]
impl SquareIterator {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__<'py>(
        mut slf: PyRefMut<'py, Self>,
        py: Python<'py>,
    ) -> PyResult<Option<(Bound<'py, PyTuple>, Option<epin::Identifier>)>> {
        let index = slf.next;
        let this = &mut *slf;
        let position = &this.position.get().0;
        let (Some(piece), Some(at)) = (
            position.get(index),
            this.walker.coordinates(position, index),
        ) else {
            return Ok(None);
        };
        let item = (PyTuple::new(py, at)?, piece_to_py(piece));
        slf.next = index.saturating_add(1);
        Ok(Some(item))
    }
}

/// The result of `repair`: the canonical string and what was repaired.
#[pyclass(name = "Repaired", module = "sashite.feen", frozen, get_all)]
pub(crate) struct Repaired {
    /// The canonical FEEN string.
    canonical: String,
    /// `(kind, offset, earlier)` for each repair, in input order.
    repairs: Vec<(String, usize, Option<usize>)>,
}

#[pymethods]
impl Repaired {
    /// Whether the input was already canonical (nothing repaired).
    #[getter]
    fn was_canonical(&self) -> bool {
        self.repairs.is_empty()
    }

    fn __repr__(&self) -> String {
        let repairs: Vec<String> = self
            .repairs
            .iter()
            .map(|(kind, offset, earlier)| {
                let earlier = earlier.map_or_else(|| "None".to_owned(), |e| e.to_string());
                format!("('{kind}', {offset}, {earlier})")
            })
            .collect();
        format!(
            "Repaired(canonical='{}', repairs=[{}])",
            self.canonical,
            repairs.join(", ")
        )
    }
}

#[pyfunction]
fn parse(text: &Bound<'_, PyAny>) -> PyResult<Position> {
    Position::py_new(text)
}

#[pyfunction]
fn is_valid(text: &Bound<'_, PyAny>) -> PyResult<bool> {
    with_text(text, check_bytes)
}

/// The canonical form of a FEEN string, repairing what the crate's lenient
/// reader repairs (`1P` → `P`, `PP` → `2P`, unsorted hands).
#[pyfunction]
fn normalize(text: &Bound<'_, PyAny>) -> PyResult<String> {
    parse_text(text, normalize_bytes)
}

#[pyfunction]
fn repair(text: &Bound<'_, PyAny>) -> PyResult<Repaired> {
    let repaired = parse_text(text, sashite_ops::repair::repair)?;
    let repairs = repaired
        .repairs()
        .iter()
        .map(|r| (r.kind().code().to_owned(), r.offset(), r.earlier()))
        .collect();
    Ok(Repaired {
        canonical: repaired.into_canonical(),
        repairs,
    })
}

#[pyfunction]
fn dump(position: &Position) -> String {
    position.0.dump()
}

/// A position from its three fields.
#[pyfunction]
fn build(py: Python<'_>, placement: &str, hands: &str, style_turn: &str) -> PyResult<Position> {
    feen::build(placement, hands, style_turn)
        .map(Position)
        .map_err(|e| Failure::from(e).into_err(py))
}

/// An empty board of a regular shape, first player to move, styles `C/c`.
#[pyfunction]
fn empty(py: Python<'_>, shape: &Bound<'_, PyAny>) -> PyResult<Position> {
    let shape: Vec<u128> = shape.extract()?;
    feen::Position::empty(&shape)
        .map(Position)
        .map_err(|e| encode_error(py, e))
}

#[pyfunction]
#[pyo3(signature = (items, errors = None))]
fn parse_many(
    py: Python<'_>,
    items: &Bound<'_, PyAny>,
    errors: Option<&Bound<'_, PyList>>,
) -> PyResult<Vec<Option<Position>>> {
    let parsed = map_many(py, items, errors, "FEEN", parse_bytes)?;
    Ok(parsed.into_iter().map(|p| p.map(Position)).collect())
}

#[pyfunction]
#[pyo3(signature = (items, errors = None))]
fn is_valid_many(
    py: Python<'_>,
    items: &Bound<'_, PyAny>,
    errors: Option<&Bound<'_, PyList>>,
) -> PyResult<Vec<bool>> {
    valid_many(py, items, errors, "FEEN", check_bytes, |bytes| {
        let text = core::str::from_utf8(bytes).ok();
        match text.map(feen::View::parse) {
            Some(Ok(_)) => Ok(()),
            Some(Err(e)) => Err(Failure::from(e)),
            None => parse_bytes(bytes).map(|_| ()),
        }
    })
}

#[pyfunction]
#[pyo3(signature = (items, errors = None))]
fn normalize_many<'py>(
    py: Python<'py>,
    items: &Bound<'py, PyAny>,
    errors: Option<&Bound<'py, PyList>>,
) -> PyResult<Bound<'py, PyList>> {
    map_many_text(py, items, errors, "FEEN", |bytes| {
        // A valid string is canonical: it is its own normal form.
        if check_bytes(bytes) {
            Ok(Text::Same)
        } else {
            normalize_bytes(bytes).map(Text::New)
        }
    })
}

pub(crate) fn register(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add_class::<Position>()?;
    module.add_class::<Repaired>()?;
    module.add_class::<SquareIterator>()?;
    module.add_function(wrap_pyfunction!(parse, module)?)?;
    module.add_function(wrap_pyfunction!(is_valid, module)?)?;
    module.add_function(wrap_pyfunction!(normalize, module)?)?;
    module.add_function(wrap_pyfunction!(repair, module)?)?;
    module.add_function(wrap_pyfunction!(dump, module)?)?;
    module.add_function(wrap_pyfunction!(build, module)?)?;
    module.add_function(wrap_pyfunction!(empty, module)?)?;
    module.add_function(wrap_pyfunction!(parse_many, module)?)?;
    module.add_function(wrap_pyfunction!(is_valid_many, module)?)?;
    module.add_function(wrap_pyfunction!(normalize_many, module)?)?;
    Ok(())
}
