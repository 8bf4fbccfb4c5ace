//! Reading one input as a notation, and writing what was found (human or
//! JSON Lines).

use std::borrow::Cow;
use std::io::{self, Write};

use anstyle::{AnsiColor, Style};
use sashite::{epin, feen, pin, pnn, sin, snn};

use crate::{Notation, Output};

/// An attribute value, as written in both outputs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Value {
    /// A string.
    Str(String),
    /// A boolean.
    Bool(bool),
    /// A non-negative integer.
    Int(u128),
    /// A list of integers, or `null`.
    Ints(Option<Vec<u128>>),
}

/// The attributes of a valid input, in output order.
pub(crate) type Attributes = Vec<(&'static str, Value)>;

/// The message and byte offset of an invalid input.
pub(crate) type Failure = (String, Option<usize>);

/// What was found in one input.
#[derive(Debug)]
pub(crate) struct Report<'a> {
    /// The raw input bytes (a line without its ending, or an argument).
    pub(crate) input: &'a [u8],
    /// The attributes, in output order, or the error message and offset.
    pub(crate) result: Result<Attributes, Failure>,
}

impl Report<'_> {
    /// `true` when the input is valid.
    pub(crate) const fn is_valid(&self) -> bool {
        self.result.is_ok()
    }
}

fn err<E: std::fmt::Display>(e: &E, offset: Option<usize>) -> Failure {
    (e.to_string(), offset)
}

fn side(side: sashite::Side) -> Value {
    Value::Str(side.as_str().to_owned())
}

fn state(state: sashite::State) -> Value {
    Value::Str(state.as_str().to_owned())
}

fn text(value: impl std::fmt::Display) -> Value {
    Value::Str(value.to_string())
}

/// The attributes of a PIN identifier, canonical form first.
fn pin_fields(id: pin::Identifier) -> Vec<(&'static str, Value)> {
    vec![
        ("canonical", text(id)),
        ("letter", text(id.letter())),
        ("side", side(id.side())),
        ("state", state(id.state())),
        ("terminal", Value::Bool(id.is_terminal())),
    ]
}

/// Reads `input` as `notation`.
pub(crate) fn inspect(notation: Notation, input: &[u8]) -> Report<'_> {
    let result = match notation {
        Notation::Pin => pin::Identifier::parse_bytes(input)
            .map(pin_fields)
            .map_err(|e| err(&e, e.offset())),
        Notation::Epin => epin::Identifier::parse_bytes(input)
            .map(|id| {
                // The PIN keys, with the EPIN token as the canonical form.
                let mut fields = pin_fields(id.pin());
                fields[0] = ("canonical", text(id));
                fields.push(("derived", Value::Bool(id.is_derived())));
                fields
            })
            .map_err(|e| err(&e, e.offset())),
        Notation::Sin => sin::Identifier::parse_bytes(input)
            .map(|id| {
                vec![
                    ("canonical", text(id)),
                    ("letter", text(id.letter())),
                    ("side", side(id.side())),
                ]
            })
            .map_err(|e| err(&e, e.offset())),
        Notation::Snn => snn::Style::parse_bytes(input)
            .map(|style| {
                vec![
                    ("canonical", text(&style)),
                    ("name", text(style.name())),
                    ("side", side(style.side())),
                ]
            })
            .map_err(|e| err(&e, e.offset())),
        Notation::Pnn => pnn::Name::parse_bytes(input)
            .map(|name| {
                vec![
                    ("canonical", text(&name)),
                    ("base_name", text(name.base_name())),
                    ("side", side(name.side())),
                    ("state", state(name.state())),
                    ("terminal", Value::Bool(name.is_terminal())),
                ]
            })
            .map_err(|e| err(&e, e.offset())),
        Notation::Feen => inspect_feen(input),
    };
    Report { input, result }
}

fn inspect_feen(input: &[u8]) -> Result<Attributes, Failure> {
    let text_input = std::str::from_utf8(input).map_err(|e| {
        (
            format!("invalid FEEN: not valid UTF-8 at byte {}", e.valid_up_to()),
            Some(e.valid_up_to()),
        )
    })?;
    let view = feen::View::parse(text_input).map_err(|e| err(&e, e.offset()))?;
    Ok(vec![
        ("canonical", text(view.as_str())),
        ("squares", Value::Int(view.square_count())),
        ("board_pieces", Value::Int(view.board_piece_count())),
        ("hand_pieces", Value::Int(view.hand_piece_count())),
        (
            "dimensions",
            Value::Ints(view.shape().map(|shape| shape.to_vec())),
        ),
        ("active_side", side(view.active_side())),
        ("active_style", text(view.active_style())),
        ("inactive_style", text(view.inactive_style())),
    ])
}

const ERROR: Style = AnsiColor::Red.on_default().bold();
const VALID: Style = AnsiColor::Green.on_default().bold();
const KEY: Style = AnsiColor::Cyan.on_default();

/// Writes `text` in `style` when colour is on.
pub(crate) fn paint(out: &mut impl Write, color: bool, style: Style, text: &str) -> io::Result<()> {
    if color {
        write!(out, "{style}{text}{style:#}")
    } else {
        out.write_all(text.as_bytes())
    }
}

/// Writes one report: JSON Lines, or human text (`attributes`: whether the
/// attributes of a valid input are listed).
pub(crate) fn write_report(
    out: &mut impl Write,
    report: &Report<'_>,
    output: Output,
    attributes: bool,
) -> io::Result<()> {
    if output.json {
        return write_json(out, report, attributes);
    }
    match &report.result {
        Ok(attrs) if attributes => {
            let width = attrs.iter().map(|(k, _)| k.len()).max().unwrap_or(0);
            for (key, value) in attrs {
                let key = key.replace('_', " ");
                paint(out, output.color, KEY, &format!("{key:<width$}"))?;
                out.write_all(b"  ")?;
                write_human_value(out, value)?;
                out.write_all(b"\n")?;
            }
            out.write_all(b"\n")
        }
        Ok(_) => {
            paint(out, output.color, VALID, "valid")?;
            writeln!(out, "    {}", quoted(report.input).0)
        }
        Err((message, offset)) => {
            write_diagnostic(out, output.color, message, report.input, *offset)
        }
    }
}

/// Writes a valid input's canonical form to `out`, an invalid one's
/// diagnostic to stderr.
pub(crate) fn write_normalized(
    out: &mut impl Write,
    report: &Report<'_>,
    _output: Output,
) -> io::Result<()> {
    match &report.result {
        Ok(attrs) => {
            if let Some((_, Value::Str(canonical))) = attrs.iter().find(|(k, _)| *k == "canonical")
            {
                writeln!(out, "{canonical}")?;
            }
            Ok(())
        }
        Err((message, offset)) => {
            // Keep stdout and stderr in input order.
            out.flush()?;
            let stderr = io::stderr();
            let mut err = stderr.lock();
            write_diagnostic(&mut err, false, message, report.input, *offset)
        }
    }
}

fn write_human_value(out: &mut impl Write, value: &Value) -> io::Result<()> {
    match value {
        Value::Str(s) => out.write_all(s.as_bytes()),
        Value::Bool(b) => write!(out, "{b}"),
        Value::Int(n) => write!(out, "{n}"),
        Value::Ints(None) => out.write_all(b"irregular"),
        Value::Ints(Some(dims)) => {
            let parts: Vec<String> = dims.iter().map(u128::to_string).collect();
            out.write_all(parts.join(" x ").as_bytes())
        }
    }
}

/// Writes the message, the quoted input, and a caret under the bad byte.
pub(crate) fn write_diagnostic(
    out: &mut impl Write,
    color: bool,
    message: &str,
    input: &[u8],
    offset: Option<usize>,
) -> io::Result<()> {
    paint(out, color, ERROR, "error")?;
    writeln!(out, ": {message}")?;
    let (shown, columns) = quoted(input);
    writeln!(out, "  {shown}")?;
    if let Some(offset) = offset {
        let column = columns
            .iter()
            .rev()
            .find(|(byte, _)| *byte <= offset)
            .map_or(0, |&(_, column)| column);
        write!(out, "  {}", " ".repeat(column))?;
        paint(out, color, ERROR, "^")?;
        out.write_all(b"\n")?;
    }
    out.write_all(b"\n")
}

/// The input between double quotes with control characters, quotes,
/// backslashes and non-UTF-8 bytes escaped, plus the column at which each
/// input byte offset starts (the last entry is the end of input).
fn quoted(input: &[u8]) -> (String, Vec<(usize, usize)>) {
    let mut shown = String::from("\"");
    let mut columns = Vec::new();
    let mut column = 1;
    let mut offset = 0;
    let mut push = |piece: &str, len: usize, shown: &mut String| {
        columns.push((offset, column));
        shown.push_str(piece);
        column += piece.chars().count();
        offset += len;
    };
    for chunk in input.utf8_chunks() {
        for c in chunk.valid().chars() {
            let piece: Cow<'_, str> = match c {
                '"' => "\\\"".into(),
                '\\' => "\\\\".into(),
                c if c.is_control() => c.escape_default().to_string().into(),
                c => c.to_string().into(),
            };
            push(&piece, c.len_utf8(), &mut shown);
        }
        for byte in chunk.invalid() {
            push(&format!("\\x{byte:02X}"), 1, &mut shown);
        }
    }
    columns.push((offset, column));
    shown.push('"');
    (shown, columns)
}

fn write_json(out: &mut impl Write, report: &Report<'_>, attributes: bool) -> io::Result<()> {
    out.write_all(b"{\"input\":")?;
    json_str(out, &String::from_utf8_lossy(report.input))?;
    match &report.result {
        Ok(attrs) => {
            out.write_all(b",\"valid\":true")?;
            if attributes {
                for (key, value) in attrs {
                    write!(out, ",\"{key}\":")?;
                    match value {
                        Value::Str(s) => json_str(out, s)?,
                        Value::Bool(b) => write!(out, "{b}")?,
                        Value::Int(n) => write!(out, "{n}")?,
                        Value::Ints(None) => out.write_all(b"null")?,
                        Value::Ints(Some(dims)) => {
                            let parts: Vec<String> = dims.iter().map(u128::to_string).collect();
                            write!(out, "[{}]", parts.join(","))?;
                        }
                    }
                }
            }
        }
        Err((message, offset)) => {
            out.write_all(b",\"valid\":false,\"error\":")?;
            json_str(out, message)?;
            match offset {
                Some(offset) => write!(out, ",\"offset\":{offset}")?,
                None => out.write_all(b",\"offset\":null")?,
            }
        }
    }
    out.write_all(b"}\n")
}

fn json_str(out: &mut impl Write, s: &str) -> io::Result<()> {
    serde_json::to_writer(&mut *out, s).map_err(io::Error::from)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoted_escapes_and_maps_columns() {
        let (shown, columns) = quoted(b"a\t\xFFb");
        assert_eq!(shown, "\"a\\t\\xFFb\"");
        assert_eq!(columns, [(0, 1), (1, 2), (2, 4), (3, 8), (4, 9)]);
    }
}
