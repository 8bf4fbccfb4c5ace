//! The text results of a chunk (FEEN, FEN, canonical forms), built as an
//! array of the column's own string type.

use std::sync::Arc;

use arrow_array::ArrayRef;
use arrow_array::builder::{LargeStringBuilder, StringBuilder, StringViewBuilder};

use super::column::TextType;
use crate::errors::Failure;

/// An array of strings being built.
pub(crate) enum TextBuilder {
    Utf8(StringBuilder),
    LargeUtf8(LargeStringBuilder),
    Utf8View(StringViewBuilder),
}

impl TextBuilder {
    /// Room for `rows` strings of `bytes` bytes in all (a hint).
    pub(crate) fn new(text_type: TextType, rows: usize, bytes: usize) -> Self {
        match text_type {
            TextType::Utf8 => Self::Utf8(StringBuilder::with_capacity(
                rows,
                bytes.min(i32::MAX as usize),
            )),
            TextType::LargeUtf8 => Self::LargeUtf8(LargeStringBuilder::with_capacity(rows, bytes)),
            TextType::Utf8View => Self::Utf8View(StringViewBuilder::with_capacity(rows)),
        }
    }

    /// Appends `value`.
    ///
    /// # Errors
    ///
    /// `bad_argument` when a `string` array (32-bit offsets) cannot hold
    /// it: the chunk's results would pass 2 GiB.
    pub(crate) fn append(&mut self, value: &str) -> Result<(), Failure> {
        match self {
            Self::Utf8(builder) => {
                // The builder panics past its offsets' range: refuse first.
                let end = builder.values_slice().len().saturating_add(value.len());
                if i32::try_from(end).is_err() {
                    return Err(Failure::new(
                        "bad_argument",
                        "the results of one chunk pass 2 GiB, the most a string array \
                         holds: cast the column to large_string",
                        None,
                    ));
                }
                builder.append_value(value);
            }
            Self::LargeUtf8(builder) => builder.append_value(value),
            Self::Utf8View(builder) => builder.append_value(value),
        }
        Ok(())
    }

    /// Appends a null.
    pub(crate) fn append_null(&mut self) {
        match self {
            Self::Utf8(builder) => builder.append_null(),
            Self::LargeUtf8(builder) => builder.append_null(),
            Self::Utf8View(builder) => builder.append_null(),
        }
    }

    /// Appends `value`, or a null.
    pub(crate) fn append_option(&mut self, value: Option<&str>) -> Result<(), Failure> {
        if let Some(value) = value {
            self.append(value)
        } else {
            self.append_null();
            Ok(())
        }
    }

    /// The array.
    pub(crate) fn finish(self) -> ArrayRef {
        match self {
            Self::Utf8(mut builder) => Arc::new(builder.finish()),
            Self::LargeUtf8(mut builder) => Arc::new(builder.finish()),
            Self::Utf8View(mut builder) => Arc::new(builder.finish()),
        }
    }
}
