//! `sashite.arrow` (native part): the operations on whole Arrow columns.
//!
//! A column comes in through the Arrow `PyCapsule` interface (see
//! [`column`]), its chunks are read where they are with the GIL released,
//! and the results go back as Arrow arrays of pyo3-arrow's classes, which
//! `sashite/arrow.py` hands to pyarrow and `sashite/polars.py` to Polars.
//! What each row's operation does, checks and reports is
//! `sashite_ops`'s; this module only converts columns.

mod attributes;
mod column;
mod text_builder;
mod verdict;

use std::fmt::Write as _;
use std::sync::Arc;

use arrow_array::ArrayRef;
use arrow_array::builder::BooleanBuilder;
use arrow_schema::DataType;
use pyo3::prelude::*;
use sashite::fen::Game;
use sashite_ops::fen as ops;
use sashite_ops::notation::{self, Notation};

use self::attributes::RecordBuilder;
use self::column::{Chunk, Column, TextType};
use self::text_builder::TextBuilder;
use self::verdict::VerdictBuilder;
use crate::errors::{Failure, Raise};
use crate::fen::{fen_options, game_by_name};

/// The notation called `name`; `ArgumentError` (`unknown_notation`) for
/// any other name.
fn notation_by_name(py: Python<'_>, name: &str) -> PyResult<Notation> {
    notation::by_name(name).map_err(|failure| failure.into_argument_err(py))
}

/// `each` on every chunk of `column` with the GIL released; the results
/// (of `data_type`) as the Python object to return.
fn map_chunks<'py, F>(
    py: Python<'py>,
    column: &Column,
    data_type: DataType,
    each: F,
) -> PyResult<Bound<'py, PyAny>>
where
    F: Fn(&Chunk) -> Result<ArrayRef, Failure> + Send + Sync,
{
    let arrays = py
        .detach(|| {
            column
                .chunks
                .iter()
                .map(&each)
                .collect::<Result<Vec<_>, _>>()
        })
        .map_err(|failure| failure.into_argument_err(py))?;
    column.results(py, data_type, arrays)
}

/// Strings of `text_type` from each row: `work` writes a row's result in
/// the buffer it is given and says whether there is one (null if not; a
/// null row is null).
fn map_text<'py, F>(
    py: Python<'py>,
    column: &Column,
    text_type: TextType,
    work: F,
) -> PyResult<Bound<'py, PyAny>>
where
    F: Fn(&[u8], &mut String) -> bool + Send + Sync,
{
    map_chunks(py, column, text_type.data_type(), |chunk| {
        let mut out = TextBuilder::new(text_type, chunk.len(), chunk.text_len());
        // One buffer for the chunk: no allocation per row for the result.
        let mut buffer = String::new();
        for row in chunk.rows() {
            buffer.clear();
            let done = row.is_some_and(|bytes| work(bytes, &mut buffer));
            out.append_option(done.then_some(buffer.as_str()))?;
        }
        Ok(out.finish())
    })
}

/// Whether each row is valid `notation` (`"pin"` … `"feen"`, any case):
/// a boolean column, null for a null row.
#[pyfunction]
fn is_valid<'py>(column: &Bound<'py, PyAny>, notation: &str) -> PyResult<Bound<'py, PyAny>> {
    let py = column.py();
    let notation = notation_by_name(py, notation)?;
    let column = Column::read(column)?;
    map_chunks(py, &column, DataType::Boolean, |chunk| {
        let mut out = BooleanBuilder::with_capacity(chunk.len());
        for row in chunk.rows() {
            out.append_option(row.map(|bytes| notation.is_valid(bytes)));
        }
        Ok(Arc::new(out.finish()))
    })
}

/// What `validate` reads each row as: a notation, or the FEN of a game.
#[derive(Debug, Clone, Copy)]
enum Grammar {
    Notation(Notation),
    Fen(Game),
}

impl Grammar {
    /// The notation or game called `name` (any case); `ArgumentError`
    /// (`unknown_notation`) for any other name.
    fn by_name(py: Python<'_>, name: &str) -> PyResult<Self> {
        if let Ok(notation) = notation::by_name(name) {
            return Ok(Self::Notation(notation));
        }
        ops::game(name).map(Self::Fen).map_err(|_| {
            Failure::new(
                "unknown_notation",
                format!(
                    "no notation or game {name:?}: expected pin, epin, sin, snn, pnn, feen, \
                     chess, chess960, shogi, xiangqi or makruk"
                ),
                None,
            )
            .into_argument_err(py)
        })
    }

    /// The verdict on `bytes`, appended to `out`: the failure every other
    /// surface reports for it, if any.
    fn append_verdict(self, bytes: &[u8], out: &mut VerdictBuilder) {
        match self {
            Self::Notation(notation) => {
                out.append(notation::Record::new(notation, bytes).failure());
            }
            Self::Fen(game) => {
                out.append(ops::from_fen(game, bytes).err().as_ref());
            }
        }
    }
}

/// The verdict on each row as `notation` (a notation, or a game's FEN): a
/// struct column of `valid`, `kind` and `offset`.
#[pyfunction]
fn validate<'py>(column: &Bound<'py, PyAny>, notation: &str) -> PyResult<Bound<'py, PyAny>> {
    let py = column.py();
    let grammar = Grammar::by_name(py, notation)?;
    let column = Column::read(column)?;
    let fields: arrow_schema::Fields = verdict::fields().into_iter().collect();
    map_chunks(py, &column, DataType::Struct(fields.clone()), |chunk| {
        let mut out = VerdictBuilder::new(chunk.len());
        let mut nulls = arrow_buffer::NullBufferBuilder::new(chunk.len());
        for row in chunk.rows() {
            let Some(bytes) = row else {
                out.append_null();
                nulls.append_null();
                continue;
            };
            nulls.append_non_null();
            grammar.append_verdict(bytes, &mut out);
        }
        let array = arrow_array::StructArray::try_new(
            fields.clone(),
            out.finish().to_vec(),
            nulls.finish(),
        )
        .map_err(|error| Failure::new("bad_argument", error.to_string(), None))?;
        Ok(Arc::new(array))
    })
}

/// The record of each row as `notation`, as a struct column.
#[pyfunction]
fn inspect<'py>(column: &Bound<'py, PyAny>, notation: &str) -> PyResult<Bound<'py, PyAny>> {
    let py = column.py();
    let notation = notation_by_name(py, notation)?;
    let column = Column::read(column)?;
    let text_type = column.text_type;
    let fields = attributes::fields(notation, text_type);
    map_chunks(py, &column, DataType::Struct(fields), |chunk| {
        let mut out = RecordBuilder::new(notation, text_type, chunk.len(), chunk.text_len());
        for row in chunk.rows() {
            out.append(row)?;
        }
        out.finish()
    })
}

/// The canonical FEEN of each row, repaired where it can be (as
/// `sashite.feen.normalize`); null when it cannot.
#[pyfunction]
fn normalize<'py>(column: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
    let py = column.py();
    let column = Column::read(column)?;
    map_text(py, &column, column.text_type, |bytes, out| {
        sashite_ops::repair::normalize(bytes).is_ok_and(|canonical| {
            out.push_str(&canonical);
            true
        })
    })
}

/// The FEEN of each row, a FEN of `game`; null when it is none.
#[pyfunction]
fn from_fen<'py>(column: &Bound<'py, PyAny>, game: &str) -> PyResult<Bound<'py, PyAny>> {
    let py = column.py();
    let game = game_by_name(py, game)?;
    let column = Column::read(column)?;
    map_text(py, &column, column.text_type, |bytes, out| {
        ops::from_fen(game, bytes).is_ok_and(|position| write!(out, "{position}").is_ok())
    })
}

/// The FEN of `game` of each row, a FEEN position; null when it is none
/// or the FEN cannot express it. The options are checked against the game
/// before any row is read.
#[pyfunction]
#[pyo3(signature = (column, game, *, halfmove_clock = None, move_number = None, shredder = None))]
fn to_fen<'py>(
    column: &Bound<'py, PyAny>,
    game: &str,
    halfmove_clock: Option<&Bound<'py, PyAny>>,
    move_number: Option<&Bound<'py, PyAny>>,
    shredder: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    let py = column.py();
    let game = game_by_name(py, game)?;
    let options = fen_options(py, halfmove_clock, move_number, shredder)?;
    options
        .for_game(game)
        .map_err(|failure| failure.into_encode_err(py))?;
    let column = Column::read(column)?;
    map_text(py, &column, column.text_type, |bytes, out| {
        ops::to_fen(game, bytes, &options).is_ok_and(|fen| {
            out.push_str(&fen);
            true
        })
    })
}

/// The game whose FEN each row looks like (as `sashite.fen.detect`): a
/// `string` column of game names, null for none.
#[pyfunction]
fn detect<'py>(column: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
    let py = column.py();
    let column = Column::read(column)?;
    map_text(py, &column, TextType::Utf8, |bytes, out| {
        ops::detect(bytes).map(Game::name).is_some_and(|name| {
            out.push_str(name);
            true
        })
    })
}

pub(crate) fn register(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add_function(wrap_pyfunction!(is_valid, module)?)?;
    module.add_function(wrap_pyfunction!(validate, module)?)?;
    module.add_function(wrap_pyfunction!(inspect, module)?)?;
    module.add_function(wrap_pyfunction!(normalize, module)?)?;
    module.add_function(wrap_pyfunction!(from_fen, module)?)?;
    module.add_function(wrap_pyfunction!(to_fen, module)?)?;
    module.add_function(wrap_pyfunction!(detect, module)?)?;
    Ok(())
}
