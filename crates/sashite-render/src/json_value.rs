//! The one writer of JSON values: fields, integers, strings (escaped, or
//! copied when nothing needs escaping), shapes.

use alloc::string::String;
use alloc::vec::Vec;

use sashite_protocol::decimal;

use crate::value::Field;

/// `,"key":value` for each field.
pub(crate) fn push_fields(out: &mut Vec<u8>, fields: &[(&str, Field<'_>)]) {
    for &(key, field) in fields {
        out.extend_from_slice(b",\"");
        out.extend_from_slice(key.as_bytes());
        out.extend_from_slice(b"\":");
        push_json_value(out, field);
    }
}

/// A decimal integer, exact (no float rounding).
#[inline]
pub(crate) fn push_uint(out: &mut Vec<u8>, value: u128) {
    // Most values are one or two digits (coordinates, counts): kept
    // inline, as copies of a constant length.
    match decimal::small(value) {
        Some(([digit, _], 1)) => out.push(digit),
        Some((pair, _)) => out.extend_from_slice(&pair),
        None => push_long_uint(out, value),
    }
}

/// [`push_uint`] for values of three digits or more.
#[inline(never)]
fn push_long_uint(out: &mut Vec<u8>, value: u128) {
    let (digits, at) = decimal::digits(value);
    out.extend_from_slice(digits.get(at..).unwrap_or_default());
}

/// One value.
pub(crate) fn push_json_value(out: &mut Vec<u8>, value: Field<'_>) {
    match value {
        Field::Str(s) => push_json_string(out, s.as_bytes()),
        Field::Plain(s) => push_plain(out, s),
        Field::Letter(c) => push_plain(out, c.encode_utf8(&mut [0; 4])),
        Field::Bool(true) => out.extend_from_slice(b"true"),
        Field::Bool(false) => out.extend_from_slice(b"false"),
        Field::Int(n) => push_uint(out, n),
        Field::Ints(None) => out.extend_from_slice(b"null"),
        Field::Ints(Some(dims)) => {
            out.push(b'[');
            for (i, &dim) in dims.iter().enumerate() {
                if i > 0 {
                    out.push(b',');
                }
                push_uint(out, dim);
            }
            out.push(b']');
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
    let mut literal = Vec::with_capacity(bytes.len() + 2);
    push_json_string(&mut literal, bytes);
    // Only UTF-8 is written: the conversion cannot fail.
    out.push_str(core::str::from_utf8(&literal).unwrap_or_default());
}

/// A string with nothing to escape, quoted.
fn push_plain(out: &mut Vec<u8>, text: &str) {
    out.push(b'"');
    out.extend_from_slice(text.as_bytes());
    out.push(b'"');
}

/// [`push_json_bytes`] into bytes.
pub(crate) fn push_json_string(out: &mut Vec<u8>, bytes: &[u8]) {
    out.push(b'"');
    push_escaped_bytes(out, bytes);
    out.push(b'"');
}

/// Bytes escaped for a JSON string; invalid UTF-8 becomes U+FFFD.
pub(crate) fn push_escaped_bytes(out: &mut Vec<u8>, bytes: &[u8]) {
    for chunk in bytes.utf8_chunks() {
        push_escaped(out, chunk.valid().as_bytes());
        if !chunk.invalid().is_empty() {
            out.extend_from_slice("\u{FFFD}".as_bytes());
        }
    }
}

/// UTF-8 text with JSON's mandatory escapes (quote, backslash, control
/// bytes); the bytes of other characters are copied.
fn push_escaped(out: &mut Vec<u8>, text: &[u8]) {
    let mut start = 0;
    for (i, &byte) in text.iter().enumerate() {
        let escape: &[u8] = match byte {
            b'"' => b"\\\"",
            b'\\' => b"\\\\",
            b'\n' => b"\\n",
            b'\r' => b"\\r",
            b'\t' => b"\\t",
            0x08 => b"\\b",
            0x0C => b"\\f",
            0x00..=0x1F => b"",
            _ => continue,
        };
        out.extend_from_slice(text.get(start..i).unwrap_or_default());
        if escape.is_empty() {
            const HEX: &[u8; 16] = b"0123456789abcdef";
            out.extend_from_slice(b"\\u00");
            out.push(HEX[usize::from(byte >> 4)]);
            out.push(HEX[usize::from(byte & 15)]);
        } else {
            out.extend_from_slice(escape);
        }
        start = i + 1;
    }
    out.extend_from_slice(text.get(start..).unwrap_or_default());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimals_are_exact_from_zero_to_the_largest_count() {
        for value in [
            0,
            7,
            10,
            99,
            100,
            101,
            1_000,
            12_345,
            9_007_199_254_740_993,
            18_446_744_073_709_551_615,
            18_446_744_073_709_551_616,
            u128::MAX,
        ] {
            let mut out = Vec::new();
            push_uint(&mut out, value);
            assert_eq!(out, alloc::format!("{value}").as_bytes());
        }
    }

    #[test]
    fn escapes_what_json_requires_and_nothing_else() {
        let mut out = String::new();
        push_json_bytes(&mut out, b"a\"\\\n\x01\x7f\xC3\xA9\xFFz");
        assert_eq!(out, "\"a\\\"\\\\\\n\\u0001\x7f\u{e9}\u{FFFD}z\"");
    }
}
