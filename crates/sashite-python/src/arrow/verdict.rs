//! The verdict of each row (`validate`, and the first fields of
//! `inspect`): `valid`, and the failure's `kind` (its code) and `offset`,
//! null when the row is valid. A null row is a null verdict.

use std::sync::Arc;

use arrow_array::ArrayRef;
use arrow_array::builder::{BooleanBuilder, StringBuilder, UInt64Builder};
use arrow_schema::{DataType, Field};

use crate::errors::Failure;

/// The verdict's fields, in order.
pub(crate) fn fields() -> [Field; 3] {
    [
        Field::new("valid", DataType::Boolean, true),
        Field::new("kind", DataType::Utf8, true),
        Field::new("offset", DataType::UInt64, true),
    ]
}

/// The verdicts of a chunk being built.
pub(crate) struct VerdictBuilder {
    valid: BooleanBuilder,
    kind: StringBuilder,
    offset: UInt64Builder,
}

impl VerdictBuilder {
    pub(crate) fn new(rows: usize) -> Self {
        Self {
            valid: BooleanBuilder::with_capacity(rows),
            kind: StringBuilder::with_capacity(rows, 0),
            offset: UInt64Builder::with_capacity(rows),
        }
    }

    /// A row, valid without a failure, and why not with one.
    pub(crate) fn append(&mut self, failure: Option<&Failure>) {
        self.valid.append_value(failure.is_none());
        self.kind.append_option(failure.map(Failure::code));
        self.offset.append_option(
            failure
                .and_then(Failure::offset)
                .and_then(|at| u64::try_from(at).ok()),
        );
    }

    /// A null row (its fields are null too).
    pub(crate) fn append_null(&mut self) {
        self.valid.append_null();
        self.kind.append_null();
        self.offset.append_null();
    }

    /// The three columns, in the order of [`fields`].
    pub(crate) fn finish(mut self) -> [ArrayRef; 3] {
        [
            Arc::new(self.valid.finish()),
            Arc::new(self.kind.finish()),
            Arc::new(self.offset.finish()),
        ]
    }
}
