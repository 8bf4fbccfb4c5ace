//! A record as one JSON object (a line of the command's `--json` output).

use alloc::string::String;
use alloc::vec::Vec;

use crate::feen_json::FeenJson;
use crate::json_value::{
    push_escaped_bytes, push_fields, push_json_string, push_json_value, push_uint,
};
use crate::value::Field;
use sashite::feen::View;

use crate::{Notation, Parsed, Record, Window};

/// How much of a valid input a JSON object holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Detail {
    /// `input`, `valid` and every attribute (`inspect`).
    #[default]
    Attributes,
    /// `input` and `valid` only (`validate`).
    Verdict,
}

impl Record<'_> {
    /// The record as one JSON object, without a line ending: `input`,
    /// `line` (when given, 1-based), `valid`, then the attributes (with
    /// [`Detail::Attributes`]) or `error`, `offset` and `kind` (the
    /// error's code), and `hint` when there is one.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_render::{Detail, Notation, Record};
    ///
    /// let json = Record::new(Notation::Sin, b"C").to_json(None, Detail::Attributes);
    /// assert_eq!(json, r#"{"input":"C","valid":true,"canonical":"C","letter":"C","side":"first"}"#);
    ///
    /// let json = Record::new(Notation::Sin, b"CC").to_json(Some(7), Detail::Verdict);
    /// assert_eq!(
    ///     json,
    ///     r#"{"input":"CC","line":7,"valid":false,"error":"invalid SIN: expected the end of input at byte 1, found 'C'","offset":1,"kind":"expected_end"}"#
    /// );
    /// ```
    #[must_use]
    pub fn to_json(&self, line: Option<u64>, detail: Detail) -> String {
        let mut bytes = Vec::new();
        JsonWriter::new().write(self, &mut bytes, line, detail);
        // Only UTF-8 is written: the conversion cannot fail.
        String::from_utf8(bytes).unwrap_or_default()
    }

    /// Appends [`to_json`](Self::to_json)'s object to `out`.
    ///
    /// A writer of many records uses a [`JsonWriter`] instead: this one
    /// gathers the object in a buffer first.
    pub fn write_json(&self, out: &mut String, line: Option<u64>, detail: Detail) {
        out.push_str(&self.to_json(line, detail));
    }
}

/// Writes records as JSON objects, as UTF-8 bytes, keeping its working
/// buffer from one object to the next: the form `sashite … --json` writes
/// a million of.
///
/// # Examples
///
/// ```
/// use sashite_render::{Detail, JsonWriter, Notation, Record};
///
/// let mut writer = JsonWriter::new();
/// let mut lines = Vec::new();
/// for input in ["K^ / C/c", "K^ / C/C"] {
///     let record = Record::new(Notation::Feen, input.as_bytes());
///     writer.write(&record, &mut lines, None, Detail::Verdict);
///     lines.push(b'\n');
/// }
/// assert!(lines.starts_with(br#"{"input":"K^ / C/c","valid":true}"#));
/// ```
#[derive(Debug, Clone, Default)]
pub struct JsonWriter {
    /// The pieces and shape of a FEEN position, written as it is read.
    feen: FeenJson,
}

impl JsonWriter {
    /// A writer.
    #[must_use]
    pub const fn new() -> Self {
        Self {
            feen: FeenJson::new(),
        }
    }

    /// Reads `input` as `notation`, as [`Record::new`] does, and appends
    /// the object of its record to `out`, as [`write`](Self::write) does;
    /// returns whether the input is valid. A FEEN position's pieces are
    /// written as the validating reader reads them, in the pass that
    /// checks the string, and no record is made for a valid one: the form
    /// of a batch (`sashite feen inspect --json`).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_render::{Detail, JsonWriter, Notation, Record};
    ///
    /// let mut writer = JsonWriter::new();
    /// let mut lines = Vec::new();
    /// let input = b"K^1/2//1+p/2 / C/c";
    /// assert!(writer.write_input(Notation::Feen, input, &mut lines, Some(1), Detail::Attributes));
    /// let json = String::from_utf8(lines).expect("UTF-8");
    /// assert!(json.ends_with(r#""pieces":[[[0,0,0],"K^"],[[1,0,1],"+p"]],"hands":{"first":[],"second":[]}}"#));
    /// let record = Record::new(Notation::Feen, input);
    /// assert_eq!(json, record.to_json(Some(1), Detail::Attributes));
    /// ```
    pub fn write_input(
        &mut self,
        notation: Notation,
        input: &[u8],
        out: &mut Vec<u8>,
        line: Option<u64>,
        detail: Detail,
    ) -> bool {
        if (notation, detail) == (Notation::Feen, Detail::Attributes) {
            return match self.feen.read(input) {
                Ok(view) => {
                    self.write_feen(&view, out, line);
                    true
                }
                Err(err) => {
                    let record = Record::of_feen(input, Err(err));
                    Self::write_object(&record, out, line, detail);
                    false
                }
            };
        }
        let record = Record::new(notation, input);
        Self::write_object(&record, out, line, detail);
        record.is_valid()
    }

    /// Appends `record`'s object, as [`Record::to_json`] gives it, to
    /// `out`.
    ///
    /// An invalid input longer than [`WINDOW_BYTES`](crate::WINDOW_BYTES)
    /// is shown as a [`Window`] around its offset, `…` marking the cuts
    /// (`offset` stays an offset in the whole input). A FEEN position
    /// also lists its `pieces`, `[coordinates, token]` with coordinates
    /// outermost first, 0-based in reading order, and its `hands`,
    /// `{"first": [[count, token], …], "second": […]}`.
    pub fn write(
        &mut self,
        record: &Record<'_>,
        out: &mut Vec<u8>,
        line: Option<u64>,
        detail: Detail,
    ) {
        // A FEEN position's pieces are written as the string is read.
        if let (Detail::Attributes, Some(Parsed::Feen(view))) = (detail, record.parsed()) {
            self.feen.read_record(view);
            self.write_feen(view, out, line);
        } else {
            Self::write_object(record, out, line, detail);
        }
    }

    /// [`write`](Self::write) for any record but a valid FEEN position with
    /// its attributes ([`write_feen`](Self::write_feen)).
    fn write_object(record: &Record<'_>, out: &mut Vec<u8>, line: Option<u64>, detail: Detail) {
        out.extend_from_slice(b"{\"input\":");
        match (record.failure(), record.parsed()) {
            (Some(failure), _) => {
                let window = Window::around(record.input(), failure.offset());
                let cut = |cut: bool| if cut { "…".as_bytes() } else { b"" };
                out.push(b'"');
                out.extend_from_slice(cut(window.cut_before()));
                push_escaped_bytes(out, window.bytes());
                out.extend_from_slice(cut(window.cut_after()));
                out.push(b'"');
            }
            // Valid FEEN is printable ASCII without `"` or `\`: as is.
            (None, Some(Parsed::Feen(view))) => push_json_value(out, Field::Plain(view.as_str())),
            _ => push_json_string(out, record.input()),
        }
        push_line(out, line);
        match (record.failure(), record.parsed()) {
            (Some(failure), _) => {
                out.extend_from_slice(b",\"valid\":false");
                push_fields(out, &[("error", Field::Str(failure.message()))]);
                match failure.offset() {
                    Some(offset) => push_fields(out, &[("offset", Field::Int(offset as u128))]),
                    None => out.extend_from_slice(b",\"offset\":null"),
                }
                push_fields(out, &[("kind", Field::Plain(failure.code()))]);
                if let Some(hint) = failure.hint() {
                    push_fields(out, &[("hint", Field::Str(hint))]);
                }
            }
            (None, parsed) => {
                out.extend_from_slice(b",\"valid\":true");
                match (detail, parsed) {
                    (Detail::Verdict, _) => {}
                    (Detail::Attributes, _) => {
                        for (key, value) in &record.attributes() {
                            push_fields(out, &[(key, value.as_field())]);
                        }
                    }
                }
            }
        }
        out.push(b'}');
    }

    /// The object of the valid FEEN position `view`, with its attributes,
    /// whose pieces [`FeenJson::read`] read last.
    fn write_feen(&self, view: &View<'_>, out: &mut Vec<u8>, line: Option<u64>) {
        // Valid FEEN is printable ASCII without `"` or `\`: as is.
        out.extend_from_slice(b"{\"input\":");
        push_json_value(out, Field::Plain(view.as_str()));
        push_line(out, line);
        out.extend_from_slice(b",\"valid\":true");
        self.feen.push(out, view);
        out.push(b'}');
    }
}

/// `,"line":…`, when there is a line number.
fn push_line(out: &mut Vec<u8>, line: Option<u64>) {
    if let Some(line) = line {
        out.extend_from_slice(b",\"line\":");
        push_uint(out, line.into());
    }
}

#[cfg(test)]
mod feen_tests {
    use alloc::string::ToString;
    use alloc::vec::Vec;
    use core::fmt::Write as _;

    use crate::{Detail, Notation, Record, Value};

    #[test]
    fn feen_objects_list_the_attributes_in_order_then_pieces_and_hands() {
        let record = Record::new(Notation::Feen, b"ab/cd//AB/C1 P/ G/g");
        let json = record.to_json(None, Detail::Attributes);
        let mut expected = "{\"input\":\"ab/cd//AB/C1 P/ G/g\",\"valid\":true".to_string();
        for (key, value) in record.attributes() {
            let mut text = Vec::new();
            crate::json_value::push_json_value(&mut text, value.as_field());
            let text = core::str::from_utf8(&text).expect("UTF-8");
            let _ = write!(expected, ",\"{key}\":{text}");
        }
        expected.push_str(
            ",\"pieces\":[[[0,0,0],\"a\"],[[0,0,1],\"b\"],[[0,1,0],\"c\"],[[0,1,1],\"d\"],\
             [[1,0,0],\"A\"],[[1,0,1],\"B\"],[[1,1,0],\"C\"]],\
             \"hands\":{\"first\":[[1,\"P\"]],\"second\":[]}}",
        );
        assert_eq!(json, expected);
        let keys: Vec<&str> = record.attributes().iter().map(|(k, _)| *k).collect();
        assert_eq!(keys[0], "canonical");
        assert_eq!(
            record.attributes()[4].1,
            Value::Ints(Some(alloc::vec![2, 2, 2]))
        );
    }

    #[test]
    fn irregular_boards_count_coordinates_by_separators() {
        let record = Record::new(Notation::Feen, b"rkr/pp//2P1/a / C/c");
        let json = record.to_json(None, Detail::Attributes);
        assert!(
            json.contains(
                "\"pieces\":[[[0,0,0],\"r\"],[[0,0,1],\"k\"],[[0,0,2],\"r\"],[[0,1,0],\"p\"],\
                 [[0,1,1],\"p\"],[[1,0,2],\"P\"],[[1,1,0],\"a\"]]"
            ),
            "{json}"
        );
        assert!(json.contains("\"dimensions\":null"), "{json}");
    }

    #[test]
    fn coordinates_past_two_digits_are_written_whole() {
        let tall = alloc::format!("{}K / C/c", "1/".repeat(100));
        for (input, pieces) in [
            ("101K/1k100 / C/c", "[[[0,101],\"K\"],[[1,1],\"k\"]]"),
            (tall.as_str(), "[[[100,0],\"K\"]]"),
        ] {
            let record = Record::new(Notation::Feen, input.as_bytes());
            let json = record.to_json(None, Detail::Attributes);
            let expected = alloc::format!(",\"pieces\":{pieces},");
            assert!(json.contains(&expected), "{json}");
        }
    }

    #[test]
    fn long_invalid_inputs_are_windows_and_hints_follow_the_offset() {
        let mut input = b"1/".repeat(150);
        input.extend_from_slice(b"1$ / C/c");
        let json = Record::new(Notation::Feen, &input).to_json(Some(3), Detail::Verdict);
        assert!(json.starts_with("{\"input\":\"…1/1/"), "{json}");
        assert!(json.contains("1$ / C/c\",\"line"), "{json}");
        assert!(json.contains(",\"line\":3,\"valid\":false"), "{json}");
        assert!(json.find(",\"line").expect("a line") < 140, "{json}");
        let fen = b"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        let json = Record::new(Notation::Feen, fen).to_json(None, Detail::Verdict);
        assert!(
            json.contains(",\"hint\":\"this looks like a chess FEN"),
            "{json}"
        );
    }
}
