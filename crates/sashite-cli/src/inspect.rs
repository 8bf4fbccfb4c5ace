//! Writing what was found in one input (human text or JSON Lines).

use std::borrow::Cow;
use std::io::{self, Write};

use anstyle::{AnsiColor, Style};
use sashite_render::{Detail, Record, Value};

use crate::Output;

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
    report: &Record<'_>,
    output: Output,
    attributes: bool,
) -> io::Result<()> {
    if output.json {
        let detail = if attributes {
            Detail::Attributes
        } else {
            Detail::Verdict
        };
        let mut line = report.to_json(None, detail);
        line.push('\n');
        return out.write_all(line.as_bytes());
    }
    match report.failure() {
        None if attributes => {
            let attrs = report.attributes();
            let width = attrs.iter().map(|(k, _)| k.len()).max().unwrap_or(0);
            for (key, value) in &attrs {
                let key = key.replace('_', " ");
                paint(out, output.color, KEY, &format!("{key:<width$}"))?;
                out.write_all(b"  ")?;
                write_human_value(out, value)?;
                out.write_all(b"\n")?;
            }
            out.write_all(b"\n")
        }
        None => {
            paint(out, output.color, VALID, "valid")?;
            writeln!(out, "    {}", quoted(report.input()).0)
        }
        Some(failure) => write_diagnostic(
            out,
            output.color,
            failure.message(),
            report.input(),
            failure.offset(),
        ),
    }
}

/// Writes a valid input's canonical form to `out`, an invalid one's
/// diagnostic to stderr.
pub(crate) fn write_normalized(
    out: &mut impl Write,
    report: &Record<'_>,
    _output: Output,
) -> io::Result<()> {
    match report.failure() {
        None => {
            if let Some((_, Value::Str(canonical))) = report.attributes().first() {
                writeln!(out, "{canonical}")?;
            }
            Ok(())
        }
        Some(failure) => {
            // Keep stdout and stderr in input order.
            out.flush()?;
            let stderr = io::stderr();
            let mut err = stderr.lock();
            write_diagnostic(
                &mut err,
                false,
                failure.message(),
                report.input(),
                failure.offset(),
            )
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
