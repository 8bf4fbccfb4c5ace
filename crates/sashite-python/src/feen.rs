//! `sashite.feen`: FEEN positions (`K^6k^ / C/c`), strict parsing, the
//! lenient reader (`normalize`, `repair`) and the edits of the owned model.

use pyo3::exceptions::{PyIndexError, PyTypeError};
use pyo3::prelude::*;
use pyo3::types::{PyInt, PyIterator, PyList, PyTuple};
use sashite::feen;

use crate::bulk::{Text, map_many, map_many_text, valid_many};
use crate::enums::{side_from_py, side_to_py};
use crate::errors::{Failure, Raise, bad_argument, encode_error};
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

/// A FEEN position: board, hands, styles and turn.
///
/// `Position(text)` parses `text` as `parse` does. Immutable, hashable,
/// picklable; `str()` is the canonical FEEN string. Squares are given by
/// flat index (reading order) or by coordinates, outermost first; every edit
/// returns a new position.
///
/// Args:
///     text: a FEEN string, `str` or `bytes` read as UTF-8.
///
/// Raises:
///     `sashite.ParseError`: `text` is not valid FEEN; its `offset` is the
///         first bad byte, its `kind` the rule broken.
///     `TypeError`: `text` is neither `str` nor bytes.
///
/// Example:
///
///     >>> p = Position("+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c")
///     >>> p.shape, p.square_count, p.active_side
///     ((8, 8), 64, <Side.FIRST: 'first'>)
///     >>> p[(7, 4)], p[0]
///     (Identifier('+K^'), Identifier('+r'))
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
        let py = at.py();
        if at.is_instance_of::<PyInt>() {
            // A negative or huge index is off the board, like any other.
            let index = at.extract::<u128>().unwrap_or(u128::MAX);
            return sashite_ops::square::flat(&self.0, index).map_err(|failure| {
                let message = format!(
                    "square {at} is off the board, which has {}",
                    self.0.square_count()
                );
                Failure::new(failure.code(), message, None).into_square_err(py)
            });
        }
        let Ok(coordinates) = at.extract::<Vec<u128>>() else {
            return Err(bad_argument(
                py,
                format!(
                    "expected a square index or a sequence of coordinates, found {}",
                    type_name(at)
                ),
            ));
        };
        sashite_ops::square::index_of(&self.0, &coordinates)
            .map_err(|failure| failure.into_square_err(py))
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
    /// The canonical FEEN string, the same as `str()`.
    fn dump(&self) -> String {
        self.0.dump()
    }

    /// The shape of a regular board, outermost axis first (`(8, 8)`); `None`
    /// for an irregular board.
    #[getter]
    fn shape<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyTuple>>> {
        self.0
            .shape()
            .map(|shape| PyTuple::new(py, shape))
            .transpose()
    }

    /// The number of dimensions of the board.
    #[getter]
    fn dimension_count(&self) -> usize {
        self.0.dimension_count()
    }

    /// The number of squares (an `int` of any size).
    #[getter]
    fn square_count(&self) -> u128 {
        self.0.square_count()
    }

    /// The number of pieces on the board.
    #[getter]
    fn board_piece_count(&self) -> u128 {
        self.0.board_piece_count()
    }

    /// The number of pieces in both hands.
    #[getter]
    fn hand_piece_count(&self) -> u128 {
        self.0.hand_piece_count()
    }

    /// The number of pieces, on the board and in both hands.
    #[getter]
    fn piece_count(&self) -> u128 {
        self.0.piece_count()
    }

    /// The piece placement field, as written (`"K^6k^"`).
    #[getter]
    fn placement(&self) -> String {
        self.0.placement().to_string()
    }

    /// The hands field, as written (`"2P/p"`).
    #[getter]
    fn hands(&self) -> String {
        self.0.hands().to_string()
    }

    /// The style-turn field, as written (`"C/c"`): the side to move's style first.
    #[getter]
    fn style_turn(&self) -> String {
        self.0.styles().to_string()
    }

    /// The side to move, a `sashite.Side`.
    #[getter]
    fn active_side<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        side_to_py(py, self.0.active_side())
    }

    /// The side not to move, a `sashite.Side`.
    #[getter]
    fn inactive_side<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        side_to_py(py, self.0.inactive_side())
    }

    /// The style of the side to move, a `sashite.sin.Identifier`.
    #[getter]
    fn active_style(&self) -> sin::Identifier {
        sin::Identifier(self.0.styles().active())
    }

    /// The style of the side not to move, a `sashite.sin.Identifier`.
    #[getter]
    fn inactive_style(&self) -> sin::Identifier {
        sin::Identifier(self.0.styles().inactive())
    }

    /// The first side's style (uppercase), a `sashite.sin.Identifier`.
    #[getter]
    fn first_style(&self) -> sin::Identifier {
        sin::Identifier(self.0.styles().first())
    }

    /// The second side's style (lowercase), a `sashite.sin.Identifier`.
    #[getter]
    fn second_style(&self) -> sin::Identifier {
        sin::Identifier(self.0.styles().second())
    }

    /// The first side's hand: `(piece, count)` pairs in canonical order, each
    /// piece a `sashite.epin.Identifier`.
    ///
    /// Example:
    ///
    ///     >>> Position("8 2P/p C/c").first_hand
    ///     [(Identifier('P'), 2)]
    #[getter]
    fn first_hand<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        self.hand_list(py, feen::Side::First)
    }

    /// The second side's hand: `(piece, count)` pairs in canonical order.
    #[getter]
    fn second_hand<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        self.hand_list(py, feen::Side::Second)
    }

    /// One side's hand: `(piece, count)` pairs in canonical order.
    ///
    /// Args:
    ///     side: a `sashite.Side`, or its value (`"first"`, `"second"`).
    ///
    /// Raises:
    ///     `ValueError`, `TypeError`: `side` is not a side.
    fn hand<'py>(&self, py: Python<'py>, side: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyList>> {
        self.hand_list(py, side_from_py(side)?)
    }

    /// How many copies of `piece` a side holds (0 when none).
    ///
    /// Args:
    ///     side: a `sashite.Side`, or its value (`"first"`, `"second"`).
    ///     piece: a `sashite.epin.Identifier`, or its token (`"+P"`).
    ///
    /// Raises:
    ///     `sashite.ParseError`: `piece` is a string that is not an EPIN token.
    ///     `ValueError`, `TypeError`: `side` or `piece` is not one.
    ///
    /// Example:
    ///
    ///     >>> Position("8 2P/p C/c").hand_count(Side.FIRST, "P")
    ///     2
    fn hand_count(&self, side: &Bound<'_, PyAny>, piece: &Bound<'_, PyAny>) -> PyResult<u128> {
        Ok(self
            .0
            .hands()
            .count_of(side_from_py(side)?, piece_from_py(piece)?))
    }

    /// The piece on a square, `None` when the square is empty.
    ///
    /// Args:
    ///     at: a flat index (`int`, reading order), or a sequence of
    ///         coordinates, outermost first, on a regular board.
    ///
    /// Returns:
    ///     A `sashite.epin.Identifier`, or `None`.
    ///
    /// Raises:
    ///     `IndexError`: `at` is off the board (or has the wrong number of
    ///         coordinates).
    ///     `TypeError`: `at` is neither an `int` nor a sequence of `int`s.
    ///     `sashite.EncodeError`: coordinates on an irregular board (kind
    ///         `irregular_board`).
    ///
    /// Example:
    ///
    ///     >>> p = Position("K^6k^ / C/c")
    ///     >>> p.get(0), p.get((1,))
    ///     (Identifier('K^'), None)
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
    ///
    /// Args:
    ///     index: a flat index, in reading order.
    ///
    /// Raises:
    ///     `IndexError`: `index` is off the board.
    ///     `OverflowError`: `index` is negative.
    ///
    /// Example:
    ///
    ///     >>> Position("3/3/3 / C/c").coordinates_of(5)
    ///     (1, 2)
    fn coordinates_of<'py>(&self, py: Python<'py>, index: u128) -> PyResult<Bound<'py, PyTuple>> {
        match self.0.coordinates_of(index) {
            Some(at) => PyTuple::new(py, at.iter()),
            None => Err(PyIndexError::new_err(format!(
                "square {index} is off the board, which has {}",
                self.0.square_count()
            ))),
        }
    }

    /// The flat index (reading order) of a square given by its coordinates.
    ///
    /// Args:
    ///     coordinates: a sequence of coordinates, outermost first (an `int` is
    ///         taken as the index itself).
    ///
    /// Raises:
    ///     `IndexError`: the coordinates are off the board.
    ///     `TypeError`: `coordinates` is not a sequence of `int`s.
    ///     `sashite.EncodeError`: the board is irregular (kind
    ///         `irregular_board`).
    ///
    /// Example:
    ///
    ///     >>> Position("3/3/3 / C/c").index_of((1, 2))
    ///     5
    fn index_of(&self, coordinates: &Bound<'_, PyAny>) -> PyResult<u128> {
        self.index(coordinates)
    }

    /// Every square in reading order: `(coordinates, piece or None)`.
    ///
    /// Lazy, so that a board of many empty squares costs nothing unread.
    ///
    /// Example:
    ///
    ///     >>> next(iter(Position("K^6k^ / C/c").squares()))
    ///     ((0,), Identifier('K^'))
    fn squares(slf: &Bound<'_, Self>) -> SquareIterator {
        SquareIterator {
            walker: Walker::new(&slf.get().0),
            position: slf.clone().unbind(),
            next: 0,
        }
    }

    /// The occupied squares: a list of `(coordinates, piece)` in reading order.
    ///
    /// Example:
    ///
    ///     >>> Position("K^6k^ / C/c").pieces()
    ///     [((0,), Identifier('K^')), ((7,), Identifier('k^'))]
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
    /// square a `sashite.epin.Identifier` or `None`.
    ///
    /// Raises:
    ///     `sashite.EncodeError`: the board is irregular (kind
    ///         `irregular_board`), or has more than 2**24 squares (kind
    ///         `too_many_squares`).
    ///
    /// Example:
    ///
    ///     >>> Position("K1/2 / C/c").to_nested()
    ///     [[Identifier('K'), None], [None, None]]
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

    /// Puts `piece` on a square, replacing any piece there.
    ///
    /// Args:
    ///     at: a flat index (`int`, reading order), or a sequence of
    ///         coordinates, outermost first, on a regular board.
    ///     piece: a `sashite.epin.Identifier`, or its token (`"+P"`).
    ///
    /// Returns:
    ///     The new position.
    ///
    /// Raises:
    ///     `sashite.EncodeError`: an index past the last square
    ///         (`index_out_of_range`), more pieces than squares
    ///         (`too_many_pieces`), or a string longer than `parse` accepts
    ///         (`too_long`).
    ///     `sashite.ParseError`: `piece` is a string that is not an EPIN token.
    ///     `IndexError`: coordinates off the board.
    ///     `TypeError`: `at` is neither an `int` nor a sequence of `int`s.
    ///
    /// Example:
    ///
    ///     >>> str(Position("3 / C/c").place(1, "K^"))
    ///     '1K^1 / C/c'
    fn place(
        &self,
        py: Python<'_>,
        at: &Bound<'_, PyAny>,
        piece: &Bound<'_, PyAny>,
    ) -> PyResult<Self> {
        let piece = piece_from_py(piece)?;
        edited(py, self.0.place(self.index(at)?, piece))
    }

    /// Empties a square.
    ///
    /// Args:
    ///     at: a flat index (`int`, reading order), or a sequence of
    ///         coordinates, outermost first, on a regular board.
    ///
    /// Returns:
    ///     The new position.
    ///
    /// Raises:
    ///     `sashite.EncodeError`: an index past the last square
    ///         (`index_out_of_range`), or no piece there (`square_empty`).
    ///     `IndexError`: coordinates off the board.
    ///     `TypeError`: `at` is neither an `int` nor a sequence of `int`s.
    ///
    /// Example:
    ///
    ///     >>> str(Position("K^6k^ / C/c").remove(7))
    ///     'K^7 / C/c'
    fn remove(&self, py: Python<'_>, at: &Bound<'_, PyAny>) -> PyResult<Self> {
        edited(py, self.0.remove(self.index(at)?))
    }

    /// Sets many squares at once, all or nothing (feen.rb's `board_diff`).
    ///
    /// Squares are emptied before pieces are placed, so a batch that moves
    /// pieces around never counts a piece twice.
    ///
    /// Args:
    ///     changes: a mapping `{at: piece or None}`; `at` is a flat index or
    ///         coordinates, `piece` a `sashite.epin.Identifier` or its token,
    ///         `None` to empty the square.
    ///
    /// Returns:
    ///     The new position.
    ///
    /// Raises:
    ///     `sashite.EncodeError`: as `place` and `remove`; no change is made.
    ///     `sashite.ParseError`: a piece is a string that is not an EPIN token.
    ///     `IndexError`, `TypeError`: a square is off the board or not a square;
    ///         `changes` is not a mapping.
    ///
    /// Example:
    ///
    ///     >>> str(Position("K^6k^ / C/c").board_diff({0: None, 1: "K^"}))
    ///     '1K^5k^ / C/c'
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

    /// Adds `count` copies of `piece` to one side's hand.
    ///
    /// Args:
    ///     side: a `sashite.Side`, or its value (`"first"`, `"second"`).
    ///     piece: a `sashite.epin.Identifier`, or its token (`"+P"`).
    ///     count: how many copies (at least 1).
    ///
    /// Returns:
    ///     The new position.
    ///
    /// Raises:
    ///     `sashite.EncodeError`: a count of zero (`zero_count`), more pieces
    ///         than squares (`too_many_pieces`), or a string longer than `parse`
    ///         accepts (`too_long`).
    ///     `sashite.ParseError`: `piece` is a string that is not an EPIN token.
    ///     `ValueError`, `TypeError`: `side` or `piece` is not one.
    ///     `OverflowError`: `count` is negative.
    ///
    /// Example:
    ///
    ///     >>> str(Position("8 P/ C/c").add_to_hand(Side.FIRST, "P", 2))
    ///     '8 3P/ C/c'
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

    /// Takes `count` copies of `piece` from one side's hand.
    ///
    /// Args:
    ///     side: a `sashite.Side`, or its value (`"first"`, `"second"`).
    ///     piece: a `sashite.epin.Identifier`, or its token (`"+P"`).
    ///     count: how many copies (at least 1).
    ///
    /// Returns:
    ///     The new position.
    ///
    /// Raises:
    ///     `sashite.EncodeError`: a count of zero (`zero_count`), or fewer
    ///         copies held (`not_in_hand`).
    ///     `sashite.ParseError`: `piece` is a string that is not an EPIN token.
    ///     `ValueError`, `TypeError`: `side` or `piece` is not one.
    ///     `OverflowError`: `count` is negative.
    ///
    /// Example:
    ///
    ///     >>> str(Position("8 3P/ C/c").take_from_hand("first", "P"))
    ///     '8 2P/ C/c'
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

    /// Changes one side's hand by signed counts, all or nothing (feen.rb's
    /// `first_player_hand_diff` and `second_player_hand_diff`).
    ///
    /// Args:
    ///     side: a `sashite.Side`, or its value (`"first"`, `"second"`).
    ///     deltas: a mapping `{piece: delta}`: a positive delta adds copies, a
    ///         negative one takes them.
    ///
    /// Returns:
    ///     The new position.
    ///
    /// Raises:
    ///     `sashite.EncodeError`: as `add_to_hand` and `take_from_hand`; no
    ///         change is made.
    ///     `sashite.ParseError`: a piece is a string that is not an EPIN token.
    ///     `ValueError`, `TypeError`: `side` is not a side, `deltas` not a mapping
    ///         of pieces to `int`s.
    ///
    /// Example:
    ///
    ///     >>> Position("9/9/9/9/9/9/9/9/9 P/p S/s").hand_diff(Side.FIRST, {"P": 2, "B": 1}).first_hand
    ///     [(Identifier('P'), 3), (Identifier('B'), 1)]
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

    /// Sets the styles: `active` is the side to move's.
    ///
    /// Args:
    ///     active: a `sashite.sin.Identifier` or its token (`"C"`).
    ///     inactive: the other side's, of the other case.
    ///
    /// Returns:
    ///     The new position.
    ///
    /// Raises:
    ///     `sashite.EncodeError`: both styles have the same case
    ///         (`styles_same_case`).
    ///     `sashite.ParseError`: a style is a string that is not a SIN token.
    ///
    /// Example:
    ///
    ///     >>> str(Position("8 / C/c").with_styles("m", "W"))
    ///     '8 / m/W'
    fn with_styles(
        &self,
        py: Python<'_>,
        active: &Bound<'_, PyAny>,
        inactive: &Bound<'_, PyAny>,
    ) -> PyResult<Self> {
        let (active, inactive) = (style_from_py(active)?, style_from_py(inactive)?);
        edited(py, self.0.with_styles(active, inactive))
    }

    /// Passes the turn: the inactive style becomes the active one.
    ///
    /// Example:
    ///
    ///     >>> str(Position("8 / C/c").toggle_turn())
    ///     '8 / c/C'
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

/// The iterator of `Position.squares()`: `(coordinates, piece or None)` for
/// each square in reading order.
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

/// What `repair` returns: the canonical FEEN string of the input, and the
/// repairs made to reach it.
#[pyclass(name = "Repaired", module = "sashite.feen", frozen, get_all)]
pub(crate) struct Repaired {
    /// The canonical FEEN string of the input.
    canonical: String,
    /// The repairs, by increasing offset, as `(kind, offset, earlier)`: the
    /// kind's code (`"explicit_one"`, `"repeated_item"` or `"out_of_order"`),
    /// the byte offset in the input of what was repaired,
    /// and, when the repair joins two items, the offset of the earlier one (else
    /// `None`).
    repairs: Vec<(String, usize, Option<usize>)>,
}

#[pymethods]
impl Repaired {
    /// `True` when nothing was repaired: the input was valid FEEN.
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

/// Parses a FEEN string: the strict reader, which accepts only canonical
/// FEEN.
///
/// Args:
///     text: a `str`, or `bytes` read as UTF-8.
///
/// Returns:
///     The `Position`; the same as `Position(text)`.
///
/// Raises:
///     `sashite.ParseError`: `text` is not valid FEEN; its `offset` is the
///         first bad byte, its `kind` the rule broken.
///     `TypeError`: `text` is neither `str` nor bytes.
///
/// Example:
///
///     >>> parse("K^6k^ / C/c").piece_count
///     2
#[pyfunction]
fn parse(text: &Bound<'_, PyAny>) -> PyResult<Position> {
    Position::py_new(text)
}

/// `True` when `text` is valid FEEN (what `parse` accepts), without
/// building the position.
///
/// Args:
///     text: a `str`, or `bytes` read as UTF-8.
///
/// Raises:
///     `TypeError`: `text` is neither `str` nor bytes.
///
/// Example:
///
///     >>> is_valid("K^6k^ / C/c"), is_valid("8 / C/C")
///     (True, False)
#[pyfunction]
fn is_valid(text: &Bound<'_, PyAny>) -> PyResult<bool> {
    with_text(text, check_bytes)
}

/// The canonical FEEN string of `text`, repairing what the crate's lenient
/// reader repairs: an explicit count of one (`1P` to `P`), a piece repeated
/// in a hand (`PP` to `2P`), hand items out of order.
///
/// Args:
///     text: a `str`, or `bytes` read as UTF-8.
///
/// Raises:
///     `sashite.ParseError`: `text` breaks a rule that is not a repair (the
///         same error, at the same offset, as `parse`).
///     `TypeError`: `text` is neither `str` nor bytes.
///
/// Example:
///
///     >>> normalize("8 1PP/ C/c")
///     '8 2P/ C/c'
#[pyfunction]
fn normalize(text: &Bound<'_, PyAny>) -> PyResult<String> {
    parse_text(text, normalize_bytes)
}

/// The canonical FEEN string of `text` and the repairs made (see
/// `normalize`).
///
/// Args:
///     text: a `str`, or `bytes` read as UTF-8.
///
/// Returns:
///     A `Repaired`: `canonical`, `repairs` and `was_canonical`.
///
/// Raises:
///     `sashite.ParseError`: as `normalize`.
///     `TypeError`: `text` is neither `str` nor bytes.
///
/// Example:
///
///     >>> fixed = repair("8 1PP/ C/c")
///     >>> fixed.canonical, len(fixed.repairs), fixed.was_canonical
///     ('8 2P/ C/c', 2, False)
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

/// The canonical FEEN string of `position`, the same as `str(position)`.
///
/// Args:
///     position: a `Position`.
///
/// Raises:
///     `TypeError`: `position` is not a `Position`.
#[pyfunction]
fn dump(position: &Position) -> String {
    position.0.dump()
}

/// Builds a position from its three fields, as the FEEN seed's `build` did:
/// `placement + " " + hands + " " + style_turn` read by the lenient reader,
/// so the hands field may be in any order.
///
/// Args:
///     placement: the piece placement field (`"K^6k^"`).
///     hands: the hands field (`"2P/p"`, `"/"` when both are empty).
///     `style_turn`: the style-turn field (`"C/c"`).
///
/// Raises:
///     `sashite.ParseError`: the joined string is not valid FEEN.
///
/// Example:
///
///     >>> str(build("K^6k^", "P1P/", "C/c"))
///     'K^6k^ 2P/ C/c'
#[pyfunction]
fn build(py: Python<'_>, placement: &str, hands: &str, style_turn: &str) -> PyResult<Position> {
    feen::build(placement, hands, style_turn)
        .map(Position)
        .map_err(|e| Failure::from(e).into_err(py))
}

/// An empty board of a regular shape, with empty hands, the first side to
/// move and styles `C/c`.
///
/// Args:
///     shape: the size of each axis, outermost first (`(8, 8)`).
///
/// Raises:
///     `sashite.EncodeError`: an empty shape (`empty_shape`), an axis of
///         size 0 (`empty_axis`), or a board FEEN cannot hold.
///     `TypeError`, `OverflowError`: `shape` is not a sequence of sizes.
///
/// Example:
///
///     >>> str(empty((3, 2)))
///     '2/2/2 / C/c'
#[pyfunction]
fn empty(py: Python<'_>, shape: &Bound<'_, PyAny>) -> PyResult<Position> {
    let shape: Vec<u128> = shape.extract()?;
    feen::Position::empty(&shape)
        .map(Position)
        .map_err(|e| encode_error(py, e))
}

/// Parses every item of an iterable as FEEN, with the GIL released.
///
/// Never raises for a bad item: it gives `None`. Items that are neither
/// `str` nor bytes (a missing value in a column) are bad items of kind
/// `not_text`.
///
/// Args:
///     items: any iterable (a list, a pandas or polars column).
///     errors: a list that receives `(index, sashite.ParseError)` for each
///         bad item, when given.
///
/// Returns:
///     A list with one `Position` or `None` per item.
///
/// Raises:
///     `TypeError`: `items` is not iterable, or `errors` not a list.
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

/// `is_valid` on every item of an iterable, with the GIL released.
///
/// Items that are neither `str` nor bytes are `False`.
///
/// Args:
///     items: any iterable (a list, a pandas or polars column).
///     errors: a list that receives `(index, sashite.ParseError)` for each
///         invalid item, saying why, when given.
///
/// Returns:
///     A list with one `bool` per item.
///
/// Raises:
///     `TypeError`: `items` is not iterable, or `errors` not a list.
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

/// `normalize` on every item of an iterable, with the GIL released.
///
/// Never raises for a bad item: it gives `None`.
///
/// Args:
///     items: any iterable (a list, a pandas or polars column).
///     errors: a list that receives `(index, sashite.ParseError)` for each
///         bad item, when given.
///
/// Returns:
///     A list with one canonical string or `None` per item.
///
/// Raises:
///     `TypeError`: `items` is not iterable, or `errors` not a list.
///
/// Example:
///
///     >>> normalize_many(["8 PP/ C/c", "nonsense", None])
///     ['8 2P/ C/c', None, None]
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
