//! The `*_many` functions: a whole iterable in one call, parsed with the GIL
//! released, one result per item (`None` or `False` for a bad one) and the
//! failures, when asked, appended to an `errors` list as `(index, error)`.
//!
//! Items go through in chunks: each chunk's text is copied into one buffer
//! (reused from chunk to chunk) while the GIL is held, then read without
//! it. Small buffers stay in cache; one buffer for a million lines would
//! cost more in fresh memory than the parsing itself.

use std::ops::Range;

use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyList, PyString, PyTuple};

use crate::errors::{Failure, Raise, bad_argument};
use crate::input::{type_name, with_bytes};

/// Items per chunk.
const CHUNK: usize = 4096;

/// The text of one chunk of items.
#[derive(Default)]
struct Batch {
    text: Vec<u8>,
    items: Vec<Item>,
}

enum Item {
    /// A `str` or `bytes` item: its bytes in `Batch::text`.
    Text(Range<usize>),
    /// Anything else (`None`, a float `NaN` from a `DataFrame`, …): its type name.
    NotText(String),
}

impl Batch {
    /// Takes in the items of `chunk`, replacing the previous chunk's.
    fn fill(&mut self, chunk: &Bound<'_, PyList>) -> PyResult<()> {
        self.text.clear();
        self.items.clear();
        if !self.ascii_strings(chunk)? {
            self.text.clear();
            self.items.clear();
            self.one_by_one(chunk)?;
        }
        Ok(())
    }

    /// The common case, in a few calls instead of one per item: when every
    /// item is a `str` and their concatenation is ASCII, one join and one
    /// encoding give the buffer, and the items' lengths (in characters,
    /// here bytes) split it. `false` when the chunk is not such a case.
    fn ascii_strings(&mut self, chunk: &Bound<'_, PyList>) -> PyResult<bool> {
        let py = chunk.py();
        let mut end = 0_usize;
        for item in chunk.iter() {
            if !item.is_instance_of::<PyString>() {
                return Ok(false);
            }
            let start = end;
            end = end.saturating_add(item.len()?);
            self.items.push(Item::Text(start..end));
        }
        let joined = PyString::new(py, "").call_method1(intern!(py, "join"), (chunk,))?;
        if !joined.call_method0(intern!(py, "isascii"))?.is_truthy()? {
            return Ok(false);
        }
        let encoded = joined.cast_into::<PyString>()?.encode_utf8()?;
        self.text.extend_from_slice(encoded.as_bytes());
        Ok(true)
    }

    /// Each item's bytes in turn: any mix of `str`, `bytes` and other
    /// values, non-ASCII text and lone surrogates included.
    fn one_by_one(&mut self, chunk: &Bound<'_, PyList>) -> PyResult<()> {
        for item in chunk.iter() {
            let text = &mut self.text;
            let start = text.len();
            match with_bytes(&item, |bytes| text.extend_from_slice(bytes)) {
                Some(copied) => {
                    copied?;
                    self.items.push(Item::Text(start..self.text.len()));
                }
                None => self.items.push(Item::NotText(type_name(&item))),
            }
        }
        Ok(())
    }

    fn bytes(&self, range: &Range<usize>) -> &[u8] {
        self.text.get(range.clone()).unwrap_or_default()
    }

    fn run<T, F>(&self, notation: &str, work: F) -> Vec<Result<T, Failure>>
    where
        F: Fn(&[u8]) -> Result<T, Failure>,
    {
        self.items
            .iter()
            .map(|item| match item {
                Item::Text(range) => work(self.bytes(range)),
                Item::NotText(type_name) => Err(Failure::new(
                    "not_text",
                    format!("invalid {notation}: expected str or bytes, found {type_name}"),
                    None,
                )),
            })
            .collect()
    }
}

/// `each` on every chunk of `items` (as a list) and the index of its first
/// item, with a [`Batch`] holding its text.
fn for_each_chunk<'py>(
    items: &Bound<'py, PyAny>,
    mut each: impl FnMut(&Batch, &Bound<'py, PyList>, usize) -> PyResult<()>,
) -> PyResult<()> {
    let py = items.py();
    // One text is not an iterable of texts (its characters would each be
    // read as an input).
    if with_bytes(items, |_| ()).is_some() {
        return Err(bad_argument(
            py,
            format!(
                "expected an iterable of str or bytes, found one {}: put it in a list",
                type_name(items)
            ),
        ));
    }
    let list = match items.cast::<PyList>() {
        Ok(list) => list.clone(),
        Err(_) => PyList::new(py, items.try_iter()?.collect::<PyResult<Vec<_>>>()?)?,
    };
    let mut batch = Batch::default();
    let mut start = 0;
    while start < list.len() {
        let end = start.saturating_add(CHUNK).min(list.len());
        let chunk = list.get_slice(start, end);
        batch.fill(&chunk)?;
        each(&batch, &chunk, start)?;
        start = end;
    }
    Ok(())
}

/// `work` on every item of `items` with the GIL released; failures become
/// `None`, and `(index, ParseError)` pairs in `errors` when given.
pub(crate) fn map_many<T, F>(
    py: Python<'_>,
    items: &Bound<'_, PyAny>,
    errors: Option<&Bound<'_, PyList>>,
    notation: &str,
    work: F,
) -> PyResult<Vec<Option<T>>>
where
    T: Send,
    F: Fn(&[u8]) -> Result<T, Failure> + Send + Sync,
{
    let mut out = Vec::with_capacity(items.len().unwrap_or(0));
    for_each_chunk(items, |batch, _, first| {
        let results = py.detach(|| batch.run(notation, &work));
        for (index, result) in (first..).zip(results) {
            match result {
                Ok(value) => out.push(Some(value)),
                Err(failure) => {
                    record(py, errors, index, &failure)?;
                    out.push(None);
                }
            }
        }
        Ok(())
    })?;
    Ok(out)
}

/// Appends `(index, ParseError)` to `errors`, when given.
fn record(
    py: Python<'_>,
    errors: Option<&Bound<'_, PyList>>,
    index: usize,
    failure: &Failure,
) -> PyResult<()> {
    if let Some(errors) = errors {
        let pair = PyTuple::new(
            py,
            [index.into_pyobject(py)?.into_any(), failure.to_object(py)?],
        )?;
        errors.append(pair)?;
    }
    Ok(())
}

/// A string result of a bulk pass: the item's own text, or a new string.
pub(crate) enum Text {
    /// The item itself (a valid FEEN string is its own canonical form), so
    /// a `str` item is returned as is, without a copy.
    Same,
    /// A new string.
    New(String),
}

/// [`map_many`] for passes that give strings: a [`Text::Same`] result
/// returns the item itself when it is a `str`.
pub(crate) fn map_many_text<'py, F>(
    py: Python<'py>,
    items: &Bound<'py, PyAny>,
    errors: Option<&Bound<'py, PyList>>,
    notation: &str,
    work: F,
) -> PyResult<Bound<'py, PyList>>
where
    F: Fn(&[u8]) -> Result<Text, Failure> + Send + Sync,
{
    let out = PyList::empty(py);
    for_each_chunk(items, |batch, chunk, first| {
        let results = py.detach(|| batch.run(notation, &work));
        for (index, ((result, object), item)) in
            (first..).zip(results.into_iter().zip(chunk.iter()).zip(&batch.items))
        {
            match (result, item) {
                (Ok(Text::Same), _) if object.is_instance_of::<PyString>() => {
                    out.append(object)?;
                }
                (Ok(Text::Same), Item::Text(range)) => {
                    let text = String::from_utf8_lossy(batch.bytes(range));
                    out.append(PyString::new(py, &text))?;
                }
                (Ok(Text::New(text)), _) => out.append(PyString::new(py, &text))?,
                (Ok(Text::Same), Item::NotText(_)) => out.append(py.None())?,
                (Err(failure), _) => {
                    record(py, errors, index, &failure)?;
                    out.append(py.None())?;
                }
            }
        }
        Ok(())
    })?;
    Ok(out)
}

/// `is_valid_many`: `check` on every item with the GIL released; with an
/// `errors` list, `explain` (the parser) says why each bad item is bad.
pub(crate) fn valid_many<C, E, T>(
    py: Python<'_>,
    items: &Bound<'_, PyAny>,
    errors: Option<&Bound<'_, PyList>>,
    notation: &str,
    check: C,
    explain: E,
) -> PyResult<Vec<bool>>
where
    C: Fn(&[u8]) -> bool + Send + Sync,
    E: Fn(&[u8]) -> Result<T, Failure> + Send + Sync,
{
    if errors.is_some() {
        let results = map_many(py, items, errors, notation, |bytes| {
            explain(bytes).map(|_| ())
        })?;
        return Ok(results.iter().map(Option::is_some).collect());
    }
    let mut out = Vec::with_capacity(items.len().unwrap_or(0));
    for_each_chunk(items, |batch, _, _| {
        py.detach(|| {
            out.extend(batch.items.iter().map(|item| match item {
                Item::Text(range) => check(batch.bytes(range)),
                Item::NotText(_) => false,
            }));
        });
        Ok(())
    })?;
    Ok(out)
}
