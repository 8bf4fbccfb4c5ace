//! A record as one JSON object (a line of the command's `--json` output).

use alloc::string::String;
use alloc::vec;
use core::fmt::Write as _;

use sashite::Side;
use sashite::feen::{Run, View};

use crate::{Parsed, Record, Value, Window};

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
    /// [`Detail::Attributes`]) or `error` and `offset`.
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
    ///     r#"{"input":"CC","line":7,"valid":false,"error":"invalid SIN: expected the end of input at byte 1, found 'C'","offset":1}"#
    /// );
    /// ```
    #[must_use]
    pub fn to_json(&self, line: Option<u64>, detail: Detail) -> String {
        let mut out = String::new();
        self.write_json(&mut out, line, detail);
        out
    }

    /// Appends [`to_json`](Self::to_json)'s object to `out`.
    ///
    /// An invalid input longer than [`WINDOW_BYTES`](crate::WINDOW_BYTES)
    /// is shown as a [`Window`] around its offset, `…` marking the cuts
    /// (`offset` stays an offset in the whole input). A FEEN position
    /// also lists its `pieces`, `[coordinates, token]` with coordinates
    /// outermost first, 0-based in reading order, and its `hands`,
    /// `{"first": [[count, token], …], "second": […]}`.
    pub fn write_json(&self, out: &mut String, line: Option<u64>, detail: Detail) {
        out.push_str("{\"input\":");
        match self.failure() {
            Some(failure) => {
                let window = Window::around(self.input(), failure.offset());
                out.push('"');
                if window.cut_before() {
                    out.push('…');
                }
                push_escaped_bytes(out, window.bytes());
                if window.cut_after() {
                    out.push('…');
                }
                out.push('"');
            }
            None => push_json_bytes(out, self.input()),
        }
        if let Some(line) = line {
            out.push_str(",\"line\":");
            push_uint(out, line.into());
        }
        if let Some(failure) = self.failure() {
            out.push_str(",\"valid\":false,\"error\":");
            push_json_str(out, failure.message());
            match failure.offset() {
                Some(offset) => {
                    out.push_str(",\"offset\":");
                    push_uint(out, offset as u128);
                }
                None => out.push_str(",\"offset\":null"),
            }
            if let Some(hint) = failure.hint() {
                out.push_str(",\"hint\":");
                push_json_str(out, hint);
            }
            out.push('}');
            return;
        }
        out.push_str(",\"valid\":true");
        if detail == Detail::Attributes {
            match self.parsed() {
                Some(Parsed::Feen(view)) => push_feen(out, view),
                _ => {
                    for (key, value) in self.attributes() {
                        let _ = write!(out, ",\"{key}\":");
                        push_json_value(out, &value);
                    }
                }
            }
        }
        out.push('}');
    }
}

/// A position's attributes (the keys of [`Record::attributes`]), then its
/// pieces and hands, written straight from the view.
fn push_feen(out: &mut String, view: &View<'_>) {
    out.push_str(",\"canonical\":");
    push_json_str(out, view.as_str());
    out.push_str(",\"squares\":");
    push_uint(out, view.square_count());
    out.push_str(",\"board_pieces\":");
    push_uint(out, view.board_piece_count());
    out.push_str(",\"hand_pieces\":");
    push_uint(out, view.hand_piece_count());
    out.push_str(",\"dimensions\":");
    match view.shape() {
        Some(shape) => push_uints(out, &shape),
        None => out.push_str("null"),
    }
    out.push_str(",\"active_side\":\"");
    out.push_str(view.active_side().as_str());
    out.push_str("\",\"active_style\":\"");
    out.push(view.active_style().to_char());
    out.push_str("\",\"inactive_style\":\"");
    out.push(view.inactive_style().to_char());
    out.push_str("\",\"pieces\":[");
    push_pieces(out, view);
    out.push_str("],\"hands\":{\"first\":[");
    push_hand(out, view, Side::First);
    out.push_str("],\"second\":[");
    push_hand(out, view, Side::Second);
    out.push_str("]}");
}

/// `[[coordinates], "token"]` per piece, separated by commas.
fn push_pieces(out: &mut String, view: &View<'_>) {
    let dims = view.dimension_count().max(1);
    // Coordinates outermost first; a separator of `len` slashes moves the
    // axis `len` levels out from the innermost one and resets those inside.
    let mut coords = vec![0u128; dims];
    let mut first = true;
    for run in view.runs() {
        match run {
            Run::Piece(piece) => {
                if !first {
                    out.push(',');
                }
                first = false;
                out.push('[');
                push_uints(out, &coords);
                out.push_str(",\"");
                out.push_str(&piece.encode());
                out.push_str("\"]");
                if let Some(last) = coords.last_mut() {
                    *last = last.saturating_add(1);
                }
            }
            Run::Empty(n) => {
                if let Some(last) = coords.last_mut() {
                    *last = last.saturating_add(n);
                }
            }
            Run::Separator(len) => {
                let axis = dims.saturating_sub(len + 1);
                if let Some(coord) = coords.get_mut(axis) {
                    *coord = coord.saturating_add(1);
                }
                for coord in coords.iter_mut().skip(axis + 1) {
                    *coord = 0;
                }
            }
        }
    }
}

/// `[count, "token"]` per item of one hand, separated by commas.
fn push_hand(out: &mut String, view: &View<'_>, side: Side) {
    for (i, item) in view.hand(side).enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push('[');
        push_uint(out, item.count());
        out.push_str(",\"");
        out.push_str(&item.piece().encode());
        out.push_str("\"]");
    }
}

/// `[a,b,…]`.
fn push_uints(out: &mut String, values: &[u128]) {
    out.push('[');
    for (i, &value) in values.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        push_uint(out, value);
    }
    out.push(']');
}

/// A decimal integer, exact (no float rounding).
fn push_uint(out: &mut String, value: u128) {
    let mut digits = [0u8; 39];
    let mut at = digits.len();
    let mut rest = value;
    loop {
        at -= 1;
        // `rest % 10` is a digit.
        digits[at] = b'0' + (rest % 10) as u8;
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    for &digit in &digits[at..] {
        out.push(char::from(digit));
    }
}

fn push_json_value(out: &mut String, value: &Value) {
    match value {
        Value::Str(s) => push_json_str(out, s),
        Value::Bool(b) => {
            let _ = write!(out, "{b}");
        }
        Value::Int(n) => {
            let _ = write!(out, "{n}");
        }
        Value::Ints(None) => out.push_str("null"),
        Value::Ints(Some(dims)) => {
            out.push('[');
            for (i, dim) in dims.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                let _ = write!(out, "{dim}");
            }
            out.push(']');
        }
    }
}

/// Appends `bytes` to `out` as a JSON string literal (quoted, escaped;
/// invalid UTF-8 becomes U+FFFD).
///
/// # Examples
///
/// ```
/// let mut out = String::new();
/// sashite_render::push_json_bytes(&mut out, b"a\"b\n");
/// assert_eq!(out, r#""a\"b\n""#);
/// ```
pub fn push_json_bytes(out: &mut String, bytes: &[u8]) {
    out.push('"');
    push_escaped_bytes(out, bytes);
    out.push('"');
}

/// Bytes escaped for a JSON string; invalid UTF-8 becomes U+FFFD.
fn push_escaped_bytes(out: &mut String, bytes: &[u8]) {
    for chunk in bytes.utf8_chunks() {
        push_escaped(out, chunk.valid());
        if !chunk.invalid().is_empty() {
            out.push('\u{FFFD}');
        }
    }
}

/// A JSON string literal.
pub(crate) fn push_json_str(out: &mut String, s: &str) {
    out.push('"');
    push_escaped(out, s);
    out.push('"');
}

/// `s` with JSON's mandatory escapes (quote, backslash, control bytes).
fn push_escaped(out: &mut String, s: &str) {
    let mut start = 0;
    for (i, byte) in s.bytes().enumerate() {
        let escape = match byte {
            b'"' => "\\\"",
            b'\\' => "\\\\",
            b'\n' => "\\n",
            b'\r' => "\\r",
            b'\t' => "\\t",
            0x08 => "\\b",
            0x0C => "\\f",
            0x00..=0x1F => "",
            _ => continue,
        };
        out.push_str(s.get(start..i).unwrap_or_default());
        if escape.is_empty() {
            let _ = write!(out, "\\u{byte:04x}");
        } else {
            out.push_str(escape);
        }
        start = i + 1;
    }
    out.push_str(s.get(start..).unwrap_or_default());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_what_json_requires_and_nothing_else() {
        let mut out = String::new();
        push_json_bytes(&mut out, b"a\"\\\n\x01\x7f\xC3\xA9\xFFz");
        assert_eq!(out, "\"a\\\"\\\\\\n\\u0001\x7f\u{e9}\u{FFFD}z\"");
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
            let mut text = alloc::string::String::new();
            super::push_json_value(&mut text, &value);
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
