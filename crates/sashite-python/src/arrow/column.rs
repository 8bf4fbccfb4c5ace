//! A column of text from Python: any object exporting the Arrow `PyCapsule`
//! interface (`__arrow_c_array__` or `__arrow_c_stream__`), its chunks
//! imported through the C data interface, so their buffers are read where
//! the producer (pyarrow, Polars, pandas, `DuckDB`) keeps them.

use std::sync::Arc;

use arrow_array::cast::AsArray;
use arrow_array::{Array, ArrayRef, LargeStringArray, StringArray, StringViewArray};
use arrow_buffer::NullBuffer;
use arrow_schema::{ArrowError, DataType, Field, FieldRef};
use pyo3::intern;
use pyo3::prelude::*;
use pyo3_arrow::{PyArray, PyArrayReader, PyChunkedArray};

use crate::errors::bad_argument;
use crate::input::type_name;

/// The three Arrow string types a column may have; the text results of a
/// function are of the column's own type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum TextType {
    /// `string` (`utf8`): 32-bit offsets.
    Utf8,
    /// `large_string`: 64-bit offsets.
    LargeUtf8,
    /// `string_view`: Polars' strings.
    Utf8View,
}

impl TextType {
    fn of(data_type: &DataType) -> Option<Self> {
        match data_type {
            DataType::Utf8 => Some(Self::Utf8),
            DataType::LargeUtf8 => Some(Self::LargeUtf8),
            DataType::Utf8View => Some(Self::Utf8View),
            _ => None,
        }
    }

    /// The Arrow type.
    pub(crate) const fn data_type(self) -> DataType {
        match self {
            Self::Utf8 => DataType::Utf8,
            Self::LargeUtf8 => DataType::LargeUtf8,
            Self::Utf8View => DataType::Utf8View,
        }
    }
}

/// One chunk of strings.
enum Strings {
    Utf8(StringArray),
    LargeUtf8(LargeStringArray),
    Utf8View(StringViewArray),
}

/// One chunk of a column: its strings, and the nulls of the one-column
/// table they came in, if any.
pub(crate) struct Chunk {
    strings: Strings,
    outer_nulls: Option<NullBuffer>,
}

impl Chunk {
    /// The number of rows.
    pub(crate) fn len(&self) -> usize {
        match &self.strings {
            Strings::Utf8(array) => array.len(),
            Strings::LargeUtf8(array) => array.len(),
            Strings::Utf8View(array) => array.len(),
        }
    }

    /// The bytes of row `index`, `None` when it is null.
    pub(crate) fn get(&self, index: usize) -> Option<&[u8]> {
        if self
            .outer_nulls
            .as_ref()
            .is_some_and(|nulls| nulls.is_null(index))
        {
            return None;
        }
        match &self.strings {
            Strings::Utf8(array) => array.is_valid(index).then(|| array.value(index).as_bytes()),
            Strings::LargeUtf8(array) => {
                array.is_valid(index).then(|| array.value(index).as_bytes())
            }
            Strings::Utf8View(array) => {
                array.is_valid(index).then(|| array.value(index).as_bytes())
            }
        }
    }

    /// Every row, in order.
    pub(crate) fn rows(&self) -> impl Iterator<Item = Option<&[u8]>> {
        (0..self.len()).map(|index| self.get(index))
    }

    /// The bytes of every row together: the room a text result may need.
    pub(crate) fn text_len(&self) -> usize {
        match &self.strings {
            Strings::Utf8(array) => array.values().len(),
            Strings::LargeUtf8(array) => array.values().len(),
            Strings::Utf8View(array) => array.total_buffer_bytes_used(),
        }
    }
}

/// A column of strings: its chunks, and whether it came as a stream (the
/// results are then a chunked array, one chunk per chunk).
pub(crate) struct Column {
    pub(crate) chunks: Vec<Chunk>,
    pub(crate) chunked: bool,
    pub(crate) text_type: TextType,
    /// The column's name, which the results keep.
    pub(crate) name: String,
}

impl Column {
    /// Imports `column`: an array (`__arrow_c_array__`) or a stream of
    /// arrays (`__arrow_c_stream__`: a chunked array, a Polars or pandas
    /// series, a one-column table), of strings.
    ///
    /// # Errors
    ///
    /// `sashite.ArgumentError` (a `TypeError`) for an object that exports
    /// neither, or a column of another type.
    pub(crate) fn read(column: &Bound<'_, PyAny>) -> PyResult<Self> {
        let py = column.py();
        let (arrays, field, chunked) = if column.hasattr(intern!(py, "__arrow_c_array__"))? {
            let (array, field) = column.extract::<PyArray>()?.into_inner();
            (vec![array], field, false)
        } else if column.hasattr(intern!(py, "__arrow_c_stream__"))? {
            let reader = column.extract::<PyArrayReader>()?.into_reader()?;
            let field = reader.field();
            let arrays = reader
                .collect::<Result<Vec<_>, ArrowError>>()
                .map_err(pyo3_arrow::error::PyArrowError::from)?;
            (arrays, field, true)
        } else {
            return Err(bad_argument(
                py,
                format!(
                    "expected an Arrow column (an object with __arrow_c_array__ or \
                     __arrow_c_stream__: a pyarrow array, a Polars or pandas series...), \
                     found {}",
                    type_name(column)
                ),
            ));
        };
        let (field, unwrap) = text_field(&field).ok_or_else(|| {
            bad_argument(
                py,
                format!(
                    "expected a column of strings (string, large_string or string_view), \
                     found {}",
                    field.data_type()
                ),
            )
        })?;
        let text_type = TextType::of(field.data_type()).unwrap_or(TextType::Utf8);
        let chunks = arrays
            .iter()
            .map(|array| chunk(array, unwrap))
            .collect::<Option<Vec<_>>>()
            .ok_or_else(|| bad_argument(py, "a chunk of the column is not of its type".into()))?;
        Ok(Self {
            chunks,
            chunked,
            text_type,
            name: field.name().clone(),
        })
    }

    /// The results, one array per chunk, as the Python object to return:
    /// an array, or a chunked array when the column came as a stream.
    pub(crate) fn results<'py>(
        &self,
        py: Python<'py>,
        data_type: DataType,
        arrays: Vec<ArrayRef>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let field: FieldRef = Arc::new(Field::new(&self.name, data_type, true));
        if self.chunked {
            return PyChunkedArray::try_new(arrays, field)?
                .into_pyobject(py)
                .map(Bound::into_any);
        }
        let array = arrays
            .into_iter()
            .next()
            .ok_or_else(|| bad_argument(py, "an array without its chunk".into()))?;
        Ok(PyArray::try_new(array, field)
            .map_err(pyo3_arrow::error::PyArrowError::from)?
            .into_pyobject(py)?
            .into_any())
    }
}

/// The field of the strings in a column of `field`: itself when it holds
/// strings, or its one child when it is a table of one column of strings
/// (a `DuckDB` result, a one-column `DataFrame`); `true` in the second case.
fn text_field(field: &FieldRef) -> Option<(FieldRef, bool)> {
    if TextType::of(field.data_type()).is_some() {
        return Some((field.clone(), false));
    }
    match field.data_type() {
        DataType::Struct(children) if children.len() == 1 => {
            let child = children.first()?;
            TextType::of(child.data_type()).map(|_| (child.clone(), true))
        }
        _ => None,
    }
}

/// The strings of `array` (its one child when `unwrap`).
fn chunk(array: &ArrayRef, unwrap: bool) -> Option<Chunk> {
    let (array, outer_nulls) = if unwrap {
        let table = array.as_struct_opt()?;
        (table.columns().first()?.clone(), table.nulls().cloned())
    } else {
        (array.clone(), None)
    };
    let strings = match array.data_type() {
        DataType::Utf8 => Strings::Utf8(array.as_string::<i32>().clone()),
        DataType::LargeUtf8 => Strings::LargeUtf8(array.as_string::<i64>().clone()),
        DataType::Utf8View => Strings::Utf8View(array.as_string_view().clone()),
        _ => return None,
    };
    Some(Chunk {
        strings,
        outer_nulls,
    })
}
