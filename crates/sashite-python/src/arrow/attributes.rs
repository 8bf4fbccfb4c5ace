//! `inspect`'s struct: the verdict, then the attributes of the record
//! `sashite <notation> inspect --json` prints (`Record::attributes`, the
//! one list), each a column of a fixed Arrow type. A FEEN record's
//! `pieces` and `hands` (lists of mixed items) are left out.

use std::sync::Arc;

use arrow_array::ArrayRef;
use arrow_array::builder::{BooleanBuilder, ListBuilder, StringBuilder, UInt64Builder};
use arrow_buffer::NullBufferBuilder;
use arrow_schema::{DataType, Field, Fields};
use sashite_ops::notation::{Notation, Record, Value};

use super::column::TextType;
use super::text_builder::TextBuilder;
use super::verdict::{self, VerdictBuilder};
use crate::errors::Failure;

/// The Arrow form of an attribute.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Form {
    /// The canonical form: a string of the column's own type.
    Text,
    /// A short string (a letter, a side, a name): `string`.
    Label,
    /// A flag: `bool`.
    Flag,
    /// A count: `uint64`, null past 2^64 - 1 (the JSON record has it exactly).
    Count,
    /// A board's shape: `list<uint64>`, null when the board is irregular.
    Shape,
}

/// The attributes of `notation`'s records, in the record's order.
fn attributes(notation: Notation) -> &'static [(&'static str, Form)] {
    use Form::{Count, Flag, Label, Shape, Text};
    const PIN: &[(&str, Form)] = &[
        ("canonical", Text),
        ("letter", Label),
        ("side", Label),
        ("state", Label),
        ("terminal", Flag),
    ];
    match notation {
        Notation::Pin => PIN,
        Notation::Epin => &[
            ("canonical", Text),
            ("letter", Label),
            ("side", Label),
            ("state", Label),
            ("terminal", Flag),
            ("derived", Flag),
        ],
        Notation::Sin => &[("canonical", Text), ("letter", Label), ("side", Label)],
        Notation::Snn => &[("canonical", Text), ("name", Label), ("side", Label)],
        Notation::Pnn => &[
            ("canonical", Text),
            ("base_name", Label),
            ("side", Label),
            ("state", Label),
            ("terminal", Flag),
        ],
        Notation::Feen => &[
            ("canonical", Text),
            ("squares", Count),
            ("board_pieces", Count),
            ("hand_pieces", Count),
            ("dimensions", Shape),
            ("active_side", Label),
            ("active_style", Label),
            ("inactive_style", Label),
        ],
    }
}

fn shape_item() -> Arc<Field> {
    Arc::new(Field::new("item", DataType::UInt64, true))
}

/// The struct's fields for `notation`: `valid`, `kind`, `offset`, then
/// the attributes.
pub(crate) fn fields(notation: Notation, text_type: TextType) -> Fields {
    let attributes = attributes(notation).iter().map(|&(name, form)| {
        let data_type = match form {
            Form::Text => text_type.data_type(),
            Form::Label => DataType::Utf8,
            Form::Flag => DataType::Boolean,
            Form::Count => DataType::UInt64,
            Form::Shape => DataType::List(shape_item()),
        };
        Field::new(name, data_type, true)
    });
    verdict::fields().into_iter().chain(attributes).collect()
}

/// One attribute's column being built.
enum Builder {
    Text(TextBuilder),
    Label(StringBuilder),
    Flag(BooleanBuilder),
    Count(UInt64Builder),
    Shape(ListBuilder<UInt64Builder>),
}

impl Builder {
    fn append_null(&mut self) {
        match self {
            Self::Text(builder) => builder.append_null(),
            Self::Label(builder) => builder.append_null(),
            Self::Flag(builder) => builder.append_null(),
            Self::Count(builder) => builder.append_null(),
            Self::Shape(builder) => builder.append_null(),
        }
    }

    /// Appends `value`, or a null when it is not of this column's form.
    fn append(&mut self, value: &Value) -> Result<(), Failure> {
        match (self, value) {
            (Self::Text(builder), Value::Str(text)) => builder.append(text)?,
            (Self::Label(builder), Value::Str(text)) => builder.append_value(text),
            (Self::Flag(builder), Value::Bool(flag)) => builder.append_value(*flag),
            (Self::Count(builder), Value::Int(count)) => {
                builder.append_option(u64::try_from(*count).ok());
            }
            (Self::Shape(builder), Value::Ints(Some(shape))) => {
                for &size in shape {
                    builder.values().append_option(u64::try_from(size).ok());
                }
                builder.append(true);
            }
            (builder, _) => builder.append_null(),
        }
        Ok(())
    }

    fn finish(self) -> ArrayRef {
        match self {
            Self::Text(builder) => builder.finish(),
            Self::Label(mut builder) => Arc::new(builder.finish()),
            Self::Flag(mut builder) => Arc::new(builder.finish()),
            Self::Count(mut builder) => Arc::new(builder.finish()),
            Self::Shape(mut builder) => Arc::new(builder.finish()),
        }
    }
}

/// The records of a chunk being built.
pub(crate) struct RecordBuilder {
    notation: Notation,
    fields: Fields,
    verdict: VerdictBuilder,
    attributes: Vec<Builder>,
    nulls: NullBufferBuilder,
}

impl RecordBuilder {
    pub(crate) fn new(notation: Notation, text_type: TextType, rows: usize, bytes: usize) -> Self {
        let attributes = attributes(notation)
            .iter()
            .map(|&(_, form)| match form {
                Form::Text => Builder::Text(TextBuilder::new(text_type, rows, bytes)),
                Form::Label => Builder::Label(StringBuilder::with_capacity(rows, rows)),
                Form::Flag => Builder::Flag(BooleanBuilder::with_capacity(rows)),
                Form::Count => Builder::Count(UInt64Builder::with_capacity(rows)),
                Form::Shape => Builder::Shape(
                    ListBuilder::with_capacity(UInt64Builder::with_capacity(rows * 2), rows)
                        .with_field(shape_item()),
                ),
            })
            .collect();
        Self {
            notation,
            fields: fields(notation, text_type),
            verdict: VerdictBuilder::new(rows),
            attributes,
            nulls: NullBufferBuilder::new(rows),
        }
    }

    /// The record of `input`, or a null record.
    pub(crate) fn append(&mut self, input: Option<&[u8]>) -> Result<(), Failure> {
        let Some(input) = input else {
            self.verdict.append_null();
            self.attributes.iter_mut().for_each(Builder::append_null);
            self.nulls.append_null();
            return Ok(());
        };
        self.nulls.append_non_null();
        let record = Record::new(self.notation, input);
        self.verdict.append(record.failure());
        if record.failure().is_some() {
            self.attributes.iter_mut().for_each(Builder::append_null);
            return Ok(());
        }
        let values = record.attributes();
        for (builder, &(name, _)) in self.attributes.iter_mut().zip(attributes(self.notation)) {
            match values.iter().find(|(key, _)| *key == name) {
                Some((_, value)) => builder.append(value)?,
                None => builder.append_null(),
            }
        }
        Ok(())
    }

    /// The struct array.
    pub(crate) fn finish(mut self) -> Result<ArrayRef, Failure> {
        let columns: Vec<ArrayRef> = self
            .verdict
            .finish()
            .into_iter()
            .chain(self.attributes.into_iter().map(Builder::finish))
            .collect();
        arrow_array::StructArray::try_new(self.fields, columns, self.nulls.finish())
            .map(|array| Arc::new(array) as ArrayRef)
            .map_err(|error| Failure::new("bad_argument", error.to_string(), None))
    }
}
