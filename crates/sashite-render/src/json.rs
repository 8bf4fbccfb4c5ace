//! A record as one JSON object (a line of the command's `--json` output).

use alloc::string::String;
use core::fmt::Write as _;

use crate::{Record, Value};

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
    pub fn write_json(&self, out: &mut String, line: Option<u64>, detail: Detail) {
        out.push_str("{\"input\":");
        push_json_bytes(out, self.input());
        if let Some(line) = line {
            let _ = write!(out, ",\"line\":{line}");
        }
        if let Some(failure) = self.failure() {
            out.push_str(",\"valid\":false,\"error\":");
            push_json_str(out, failure.message());
            match failure.offset() {
                Some(offset) => {
                    let _ = write!(out, ",\"offset\":{offset}");
                }
                None => out.push_str(",\"offset\":null"),
            }
            out.push('}');
            return;
        }
        out.push_str(",\"valid\":true");
        if detail == Detail::Attributes {
            for (key, value) in self.attributes() {
                let _ = write!(out, ",\"{key}\":");
                push_json_value(out, &value);
            }
        }
        out.push('}');
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

/// Bytes as a JSON string; invalid UTF-8 becomes U+FFFD.
fn push_json_bytes(out: &mut String, bytes: &[u8]) {
    out.push('"');
    for chunk in bytes.utf8_chunks() {
        push_escaped(out, chunk.valid());
        if !chunk.invalid().is_empty() {
            out.push('\u{FFFD}');
        }
    }
    out.push('"');
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
