//! An attribute value, as written in both the human and the JSON output.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

/// One attribute of a valid input (see [`Record::attributes`](crate::Record::attributes)).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Value {
    /// A string (a canonical form, a letter, a side …).
    Str(String),
    /// A boolean flag.
    Bool(bool),
    /// A non-negative count, exact (JSON readers limited to 2^53 need a
    /// big-number mode for larger values).
    Int(u128),
    /// A board's shape, outermost dimension first, or `None` when the
    /// board is irregular (JSON `null`).
    Ints(Option<Vec<u128>>),
}

/// An attribute's value, borrowed from what was read: the form of the
/// FEEN attributes, which the JSON writer writes without copies.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Field<'a> {
    /// A string.
    Str(&'a str),
    /// A string with nothing to escape in JSON (valid FEEN: printable
    /// ASCII without `"` or `\\`), copied as is.
    Plain(&'a str),
    /// A string of one ASCII letter (a style), copied as is.
    Letter(char),
    /// A boolean flag.
    Bool(bool),
    /// A count.
    Int(u128),
    /// A shape, or `None` (irregular).
    Ints(Option<&'a [u128]>),
}

impl Field<'_> {
    /// The owned value.
    pub(crate) fn to_value(self) -> Value {
        match self {
            Self::Str(s) | Self::Plain(s) => Value::Str(s.to_string()),
            Self::Letter(c) => Value::Str(c.to_string()),
            Self::Bool(b) => Value::Bool(b),
            Self::Int(n) => Value::Int(n),
            Self::Ints(shape) => Value::Ints(shape.map(<[u128]>::to_vec)),
        }
    }
}

impl Value {
    /// The value, borrowed.
    pub(crate) fn as_field(&self) -> Field<'_> {
        match self {
            Self::Str(s) => Field::Str(s),
            Self::Bool(b) => Field::Bool(*b),
            Self::Int(n) => Field::Int(*n),
            Self::Ints(shape) => Field::Ints(shape.as_deref()),
        }
    }
}
