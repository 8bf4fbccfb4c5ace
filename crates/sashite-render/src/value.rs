//! An attribute value, as written in both the human and the JSON output.

use alloc::string::String;
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
