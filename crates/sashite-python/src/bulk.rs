//! The `*_many` functions: a whole iterable in one call, parsed with the GIL
//! released, one result per item (`None` or `False` for a bad one) and the
//! failures, when asked, appended to an `errors` list as `(index, error)`.

use std::ops::Range;

use pyo3::prelude::*;
use pyo3::types::{PyList, PyString, PyTuple};

use crate::errors::Failure;
use crate::input::{type_name, with_bytes};

/// The items of an iterable, copied into one buffer while the GIL is held,
/// so that the work can run without it.
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
    fn collect(items: &Bound<'_, PyAny>) -> PyResult<Self> {
        Self::collect_keeping(items, |_| {})
    }

    /// [`collect`](Self::collect), handing each item to `keep`.
    fn collect_keeping<'py>(
        items: &Bound<'py, PyAny>,
        mut keep: impl FnMut(Bound<'py, PyAny>),
    ) -> PyResult<Self> {
        let mut batch = Self {
            text: Vec::new(),
            items: Vec::with_capacity(items.len().unwrap_or(0)),
        };
        for item in items.try_iter()? {
            let item = item?;
            let text = &mut batch.text;
            let start = text.len();
            match with_bytes(&item, |bytes| text.extend_from_slice(bytes)) {
                Some(copied) => {
                    copied?;
                    batch.items.push(Item::Text(start..batch.text.len()));
                }
                None => batch.items.push(Item::NotText(type_name(&item))),
            }
            keep(item);
        }
        Ok(batch)
    }

    fn run<T, F>(&self, notation: &str, work: F) -> Vec<Result<T, Failure>>
    where
        F: Fn(&[u8]) -> Result<T, Failure>,
    {
        self.items
            .iter()
            .map(|item| match item {
                Item::Text(range) => work(self.text.get(range.clone()).unwrap_or_default()),
                Item::NotText(type_name) => Err(Failure::new(
                    format!("invalid {notation}: expected str or bytes, found {type_name}"),
                    None,
                    "NotText",
                )),
            })
            .collect()
    }
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
    let batch = Batch::collect(items)?;
    let results = py.detach(|| batch.run(notation, &work));
    let mut out = Vec::with_capacity(results.len());
    for (index, result) in results.into_iter().enumerate() {
        match result {
            Ok(value) => out.push(Some(value)),
            Err(failure) => {
                record(py, errors, index, &failure)?;
                out.push(None);
            }
        }
    }
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
    let mut objects = Vec::with_capacity(items.len().unwrap_or(0));
    let batch = Batch::collect_keeping(items, |item| objects.push(item))?;
    let results = py.detach(|| batch.run(notation, &work));
    let out = PyList::empty(py);
    for (index, ((result, object), item)) in results
        .into_iter()
        .zip(objects)
        .zip(&batch.items)
        .enumerate()
    {
        match (result, item) {
            (Ok(Text::Same), _) if object.is_instance_of::<PyString>() => out.append(object)?,
            (Ok(Text::Same), Item::Text(range)) => {
                let bytes = batch.text.get(range.clone()).unwrap_or_default();
                out.append(PyString::new(py, &String::from_utf8_lossy(bytes)))?;
            }
            (Ok(Text::New(text)), _) => out.append(PyString::new(py, &text))?,
            (Ok(Text::Same), Item::NotText(_)) => out.append(py.None())?,
            (Err(failure), _) => {
                record(py, errors, index, &failure)?;
                out.append(py.None())?;
            }
        }
    }
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
    let batch = Batch::collect(items)?;
    Ok(py.detach(|| {
        batch
            .items
            .iter()
            .map(|item| match item {
                Item::Text(range) => check(batch.text.get(range.clone()).unwrap_or_default()),
                Item::NotText(_) => false,
            })
            .collect()
    }))
}
