//! Human output: aligned attributes, `valid` lines, and diagnostics with
//! the input (a window of it when long) and a caret under the bad byte.

use std::borrow::Cow;
use std::io::{self, Write};

use anstyle::{AnsiColor, Style};
use sashite_render::{Failure, Record, Value, Window};

use crate::sources::Origin;

const ERROR: Style = AnsiColor::Red.on_default().bold();
const VALID: Style = AnsiColor::Green.on_default().bold();
const KEY: Style = AnsiColor::Cyan.on_default();
const HINT: Style = AnsiColor::Yellow.on_default().bold();
const NOTE: Style = AnsiColor::Cyan.on_default().bold();

/// Writes `text` in `style` when colour is on.
pub(crate) fn paint(out: &mut impl Write, color: bool, style: Style, text: &str) -> io::Result<()> {
    if color {
        write!(out, "{style}{text}{style:#}")
    } else {
        out.write_all(text.as_bytes())
    }
}

/// A valid input's attributes, one per line, keys aligned, then a blank
/// line.
pub(crate) fn write_attributes(
    out: &mut impl Write,
    record: &Record<'_>,
    color: bool,
) -> io::Result<()> {
    let attributes = record.attributes();
    let width = attributes.iter().map(|(k, _)| k.len()).max().unwrap_or(0);
    for (key, value) in &attributes {
        let key = key.replace('_', " ");
        paint(out, color, KEY, &format!("{key:<width$}"))?;
        out.write_all(b"  ")?;
        match value {
            Value::Str(s) => out.write_all(s.as_bytes())?,
            Value::Bool(b) => write!(out, "{b}")?,
            Value::Int(n) => write!(out, "{n}")?,
            Value::Ints(None) => out.write_all(b"irregular")?,
            Value::Ints(Some(dims)) => {
                let parts: Vec<String> = dims.iter().map(u128::to_string).collect();
                out.write_all(parts.join(" x ").as_bytes())?;
            }
        }
        out.write_all(b"\n")?;
    }
    out.write_all(b"\n")
}

/// `valid    "input"` (a window of a long input).
pub(crate) fn write_valid(out: &mut impl Write, input: &[u8], color: bool) -> io::Result<()> {
    paint(out, color, VALID, "valid")?;
    writeln!(out, "    {}", quoted(Window::around(input, None)).0)
}

/// Where an input was found, as a message prefix (`line 3: `).
pub(crate) fn origin_prefix(origin: Origin<'_>) -> String {
    match origin {
        Origin::Arg => String::new(),
        Origin::Stdin(line) => format!("line {line}: "),
        Origin::File(path, line) => format!("{}, line {line}: ", path.display()),
    }
}

/// `error: MESSAGE` and a newline: the one prefix of everything the
/// command reports as an error (as clap's usage errors), from an invalid
/// input to a file that cannot be read or a board too large to draw.
pub(crate) fn write_error(
    out: &mut impl Write,
    color: bool,
    message: impl std::fmt::Display,
) -> io::Result<()> {
    paint(out, color, ERROR, "error")?;
    writeln!(out, ": {message}")
}

/// `note: MESSAGE` and a newline.
pub(crate) fn write_note(
    out: &mut impl Write,
    color: bool,
    message: impl std::fmt::Display,
) -> io::Result<()> {
    paint(out, color, NOTE, "note")?;
    writeln!(out, ": {message}")
}

/// Writes the message, the quoted input, a caret under the bad byte and
/// the hint, if any.
pub(crate) fn write_diagnostic(
    out: &mut impl Write,
    color: bool,
    failure: &Failure,
    input: &[u8],
    origin: Origin<'_>,
) -> io::Result<()> {
    write_error(
        out,
        color,
        format_args!("{}{}", origin_prefix(origin), failure.message()),
    )?;
    let window = Window::around(input, failure.offset());
    let (shown, columns) = quoted(window);
    writeln!(out, "  {shown}")?;
    if let Some(offset) = failure.offset() {
        let column = columns
            .iter()
            .rev()
            .find(|(byte, _)| *byte <= offset)
            .map_or(0, |&(_, column)| column);
        write!(out, "  {}", " ".repeat(column))?;
        paint(out, color, ERROR, "^")?;
        out.write_all(b"\n")?;
    }
    if let Some(hint) = failure.hint() {
        out.write_all(b"  ")?;
        paint(out, color, HINT, "hint")?;
        writeln!(out, ": {hint}")?;
    }
    out.write_all(b"\n")
}

/// The window between double quotes (`…` where cut), with control
/// characters, quotes, backslashes and non-UTF-8 bytes escaped, plus the
/// column at which each input byte offset starts (the last entry is the
/// end of the window).
fn quoted(window: Window<'_>) -> (String, Vec<(usize, usize)>) {
    let mut shown = String::from("\"");
    let mut columns = Vec::new();
    let mut column = 1;
    if window.cut_before() {
        shown.push('…');
        column += 1;
    }
    let mut offset = window.start();
    let mut push = |piece: &str, len: usize, shown: &mut String| {
        columns.push((offset, column));
        shown.push_str(piece);
        column += piece.chars().count();
        offset += len;
    };
    for chunk in window.bytes().utf8_chunks() {
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
    if window.cut_after() {
        shown.push('…');
    }
    shown.push('"');
    (shown, columns)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoted_escapes_and_maps_columns() {
        let (shown, columns) = quoted(Window::around(b"a\t\xFFb", None));
        assert_eq!(shown, "\"a\\t\\xFFb\"");
        assert_eq!(columns, [(0, 1), (1, 2), (2, 4), (3, 8), (4, 9)]);
    }

    #[test]
    fn long_inputs_are_quoted_as_a_window_with_the_caret_inside() {
        let mut input = b"1/".repeat(250);
        input.extend_from_slice(b"1 / C/c");
        input[300] = b'$';
        let failure = Record::new(sashite_render::Notation::Feen, &input)
            .failure()
            .cloned()
            .expect("invalid");
        let mut out = Vec::new();
        write_diagnostic(&mut out, false, &failure, &input, Origin::Stdin(7)).expect("written");
        let text = String::from_utf8(out).expect("UTF-8");
        let lines: Vec<&str> = text.lines().collect();
        assert!(
            lines[0].starts_with("error: line 7: invalid FEEN"),
            "{text}"
        );
        assert!(
            lines[1].starts_with("  \"…1/1/") && lines[1].ends_with("/1/…\""),
            "{text}"
        );
        assert!(lines[1].chars().count() < 130, "{text}");
        let caret = lines[2].chars().count() - 1;
        assert_eq!(lines[1].chars().nth(caret), Some('$'), "{text}");
    }
}
