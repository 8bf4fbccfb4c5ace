//! `sashite feen render`: a FEEN position as a terminal picture or an SVG.

use std::ffi::OsString;
use std::fmt::Write as _;
use std::io::{self, BufRead, BufWriter, Write};
use std::path::Path;
use std::process::ExitCode;

use anstyle::{Ansi256Color, AnsiColor, Color, Style};
use sashite::Side;
use sashite::epin::Identifier;
use sashite::feen::{Run, View};

use crate::inspect::{paint, write_diagnostic};

/// The position rendered when no input is given: the chess start position.
pub(crate) const EXAMPLE: &str =
    "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c";

/// The largest board drawn, in squares.
const MAX_SQUARES: u128 = 4096;

/// One grid to draw: a title and rows of squares (`None` rows are gaps).
#[derive(Debug)]
struct Panel {
    title: Option<String>,
    /// Row label and squares, top row first; `None` is a gap between groups.
    rows: Vec<Option<(String, Vec<Option<Identifier>>)>>,
    /// Whether file letters are drawn under the grid.
    files: bool,
}

/// Renders `input` (or the example) to stdout and, with `svg`, to a file.
pub(crate) fn run(
    input: Option<OsString>,
    svg: Option<&Path>,
    color: bool,
) -> io::Result<ExitCode> {
    let bytes: Vec<u8> = match input {
        None => EXAMPLE.as_bytes().to_vec(),
        Some(arg) if arg == "-" => {
            let mut line = Vec::new();
            io::stdin().lock().read_until(b'\n', &mut line)?;
            crate::strip_line_ending(&line).to_vec()
        }
        Some(arg) => arg.into_encoded_bytes(),
    };
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let report = crate::inspect::inspect(crate::Notation::Feen, &bytes);
    if let Err((message, offset)) = &report.result {
        write_diagnostic(&mut out, color, message, &bytes, *offset)?;
        out.flush()?;
        return Ok(ExitCode::from(1));
    }
    let text = std::str::from_utf8(&bytes).map_err(io::Error::other)?;
    let view = View::parse(text).map_err(io::Error::other)?;
    if view.square_count() > MAX_SQUARES {
        return Err(io::Error::other(format!(
            "the board has {} squares; render draws at most {MAX_SQUARES}",
            view.square_count()
        )));
    }
    let panels = panels(&view);
    write_terminal(&mut out, &view, &panels, color)?;
    out.flush()?;
    if let Some(path) = svg {
        std::fs::write(path, svg_document(&view, &panels)).map_err(|e| {
            io::Error::new(e.kind(), format!("cannot write {}: {e}", path.display()))
        })?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Splits the board into panels: 1-D a strip, 2-D one grid, more
/// dimensions one grid per layer, irregular boards row by row.
fn panels(view: &View<'_>) -> Vec<Panel> {
    let squares: Vec<Option<Identifier>> = view.squares().collect();
    let Some(shape) = view.shape() else {
        let mut rows = Vec::new();
        let mut row = Vec::new();
        for run in view.runs() {
            match run {
                Run::Piece(piece) => row.push(Some(piece)),
                Run::Empty(n) => row.extend((0..n).map(|_| None)),
                Run::Separator(len) => {
                    rows.push(Some((String::new(), std::mem::take(&mut row))));
                    if len > 1 {
                        rows.push(None);
                    }
                }
            }
        }
        rows.push(Some((String::new(), row)));
        let count = rows.iter().flatten().count();
        for (index, (label, _)) in rows.iter_mut().flatten().enumerate() {
            *label = (count - index).to_string();
        }
        return vec![Panel {
            title: None,
            rows,
            files: false,
        }];
    };
    let dims: Vec<usize> = shape
        .iter()
        .map(|&d| usize::try_from(d).unwrap_or(usize::MAX))
        .collect();
    if dims.len() == 1 {
        return vec![Panel {
            title: None,
            rows: vec![Some((String::new(), squares))],
            files: true,
        }];
    }
    let files = dims[dims.len() - 1].max(1);
    let ranks = dims[dims.len() - 2].max(1);
    let layer_size = files * ranks;
    let layers = squares.len() / layer_size;
    (0..layers)
        .map(|layer| {
            let start = layer * layer_size;
            let rows = (0..ranks)
                .map(|r| {
                    let from = start + r * files;
                    Some((
                        (ranks - r).to_string(),
                        squares[from..from + files].to_vec(),
                    ))
                })
                .collect();
            Panel {
                title: (layers > 1).then(|| format!("layer {}", layer + 1)),
                rows,
                files: true,
            }
        })
        .collect()
}

/// The file label of column `i`: `a`…`z`, then numbers.
fn file_label(i: usize) -> String {
    u8::try_from(i)
        .ok()
        .filter(|&i| i < 26)
        .map_or_else(|| (i + 1).to_string(), |i| char::from(b'a' + i).to_string())
}

/// A token split around its letter: modifier, letter, suffixes.
fn split_token(piece: Identifier) -> (String, String, String) {
    let token = piece.to_string();
    let at = token.find(|c: char| c.is_ascii_alphabetic()).unwrap_or(0);
    let (prefix, rest) = token.split_at(at);
    let (letter, suffix) = rest.split_at(rest.len().min(1));
    (prefix.to_owned(), letter.to_owned(), suffix.to_owned())
}

/// The widest modifier and suffix on the board, so letters line up.
fn cell_layout(panels: &[Panel]) -> (usize, usize) {
    panels
        .iter()
        .flat_map(|p| p.rows.iter().flatten())
        .flat_map(|(_, row)| row.iter().flatten())
        .map(|&piece| {
            let (prefix, _, suffix) = split_token(piece);
            (prefix.len(), suffix.len())
        })
        .fold((0, 0), |(p, s), (p2, s2)| (p.max(p2), s.max(s2)))
}

/// One square's text, `prefix + 1 + suffix + 2` columns wide.
fn cell_text(square: Option<Identifier>, (pw, sw): (usize, usize)) -> String {
    match square {
        None => format!(" {:pw$}·{:sw$} ", "", ""),
        Some(piece) => {
            let (prefix, letter, suffix) = split_token(piece);
            format!(" {prefix:>pw$}{letter}{suffix:<sw$} ")
        }
    }
}

const LIGHT: Color = Color::Ansi256(Ansi256Color(180));
const DARK: Color = Color::Ansi256(Ansi256Color(137));

/// One line of text and its width in columns.
type Line = (String, usize);

fn piece_style(piece: Identifier) -> Style {
    match piece.side() {
        Side::First => Style::new()
            .fg_color(Some(Color::Ansi(AnsiColor::BrightWhite)))
            .bold(),
        Side::Second => Style::new()
            .fg_color(Some(Color::Ansi(AnsiColor::Black)))
            .bold(),
    }
}

/// Draws one panel as lines of text.
fn panel_lines(panel: &Panel, layout: (usize, usize), color: bool) -> Vec<Line> {
    let width = layout.0 + layout.1 + 3;
    let label_width = panel
        .rows
        .iter()
        .flatten()
        .map(|(label, _)| label.len())
        .max()
        .unwrap_or(0);
    let columns = panel
        .rows
        .iter()
        .flatten()
        .map(|(_, row)| row.len())
        .max()
        .unwrap_or(0);
    let mut lines = Vec::new();
    if let Some(title) = &panel.title {
        lines.push((title.clone(), title.chars().count()));
    }
    let pad = if label_width > 0 { label_width + 1 } else { 0 };
    for (r, row) in panel.rows.iter().enumerate() {
        let Some((label, squares)) = row else {
            lines.push((String::new(), 0));
            continue;
        };
        let mut line = String::new();
        if label_width > 0 {
            let _ = write!(line, "{label:>label_width$} ");
        }
        for (c, square) in squares.iter().enumerate() {
            let cell = cell_text(*square, layout);
            if color {
                let background = if (r + c) % 2 == 0 { LIGHT } else { DARK };
                let style = square
                    .map_or_else(Style::new, piece_style)
                    .bg_color(Some(background));
                let _ = write!(line, "{style}{cell}{style:#}");
            } else {
                line.push_str(&cell);
            }
        }
        lines.push((line, pad + squares.len() * width));
    }
    if panel.files && columns > 0 {
        let mut line = " ".repeat(pad);
        for c in 0..columns {
            let _ = write!(
                line,
                " {:pw$}{:<w$} ",
                "",
                file_label(c),
                pw = layout.0,
                w = layout.1 + 1
            );
        }
        let len = line.chars().count();
        lines.push((line, len));
    }
    lines
}

/// The text beside the board: turn, styles, hands.
fn side_lines(view: &View<'_>) -> Vec<String> {
    let hand = |side: Side| {
        let items: Vec<String> = view
            .hand(side)
            .map(|item| {
                if item.count() > 1 {
                    format!("{}×{}", item.piece(), item.count())
                } else {
                    item.piece().to_string()
                }
            })
            .collect();
        if items.is_empty() {
            "—".to_owned()
        } else {
            items.join(" ")
        }
    };
    vec![
        format!("to move: {} ({})", view.active_side(), view.active_style()),
        format!(
            "first:   style {}  hand {}",
            view.first_style(),
            hand(Side::First)
        ),
        format!(
            "second:  style {}  hand {}",
            view.second_style(),
            hand(Side::Second)
        ),
    ]
}

fn write_terminal(
    out: &mut impl Write,
    view: &View<'_>,
    panels: &[Panel],
    color: bool,
) -> io::Result<()> {
    let layout = cell_layout(panels);
    let blocks: Vec<Vec<Line>> = panels
        .iter()
        .map(|p| panel_lines(p, layout, color))
        .collect();
    let height = blocks.iter().map(Vec::len).max().unwrap_or(0);
    let info = side_lines(view);
    for i in 0..height.max(info.len()) {
        let mut line = String::new();
        for (b, block) in blocks.iter().enumerate() {
            let block_width = block.iter().map(|(_, w)| *w).max().unwrap_or(0);
            let (text, w) = block.get(i).map_or(("", 0), |(t, w)| (t.as_str(), *w));
            line.push_str(text);
            line.push_str(&" ".repeat(block_width - w));
            if b + 1 < blocks.len() {
                line.push_str("   ");
            }
        }
        out.write_all(line.as_bytes())?;
        if let Some(text) = info.get(i) {
            out.write_all(b"   ")?;
            let bold = Style::new().bold();
            paint(out, color, if i == 0 { bold } else { Style::new() }, text)?;
        }
        out.write_all(b"\n")?;
    }
    Ok(())
}

fn escape_xml(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&apos;")
}

/// An SVG diagram of the same picture.
#[allow(clippy::too_many_lines)]
fn svg_document(view: &View<'_>, panels: &[Panel]) -> String {
    const CELL: usize = 40;
    const LABEL: usize = 24;
    const GAP: usize = 32;
    let mut body = String::new();
    let mut x0 = 8;
    let mut height = 0;
    for panel in panels {
        let columns = panel
            .rows
            .iter()
            .flatten()
            .map(|(_, r)| r.len())
            .max()
            .unwrap_or(0);
        let mut y = 8;
        if let Some(title) = &panel.title {
            let _ = writeln!(
                body,
                r#"<text x="{}" y="{}" class="label">{}</text>"#,
                x0 + LABEL,
                y + 14,
                escape_xml(title)
            );
            y += 24;
        }
        for (r, row) in panel.rows.iter().enumerate() {
            let Some((label, squares)) = row else {
                y += CELL / 2;
                continue;
            };
            let _ = writeln!(
                body,
                r#"<text x="{}" y="{}" class="label" text-anchor="middle">{}</text>"#,
                x0 + LABEL / 2,
                y + CELL / 2 + 5,
                escape_xml(label)
            );
            for (c, square) in squares.iter().enumerate() {
                let x = x0 + LABEL + c * CELL;
                let fill = if (r + c) % 2 == 0 {
                    "#f0d9b5"
                } else {
                    "#b58863"
                };
                let _ = writeln!(
                    body,
                    r#"<rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="{fill}"/>"#
                );
                if let Some(piece) = square {
                    let class = match piece.side() {
                        Side::First => "first",
                        Side::Second => "second",
                    };
                    let _ = writeln!(
                        body,
                        r#"<text x="{}" y="{}" class="piece {class}" text-anchor="middle">{}</text>"#,
                        x + CELL / 2,
                        y + CELL / 2 + 7,
                        escape_xml(&piece.to_string())
                    );
                }
            }
            y += CELL;
        }
        if panel.files {
            for c in 0..columns {
                let _ = writeln!(
                    body,
                    r#"<text x="{}" y="{}" class="label" text-anchor="middle">{}</text>"#,
                    x0 + LABEL + c * CELL + CELL / 2,
                    y + 16,
                    file_label(c)
                );
            }
            y += 24;
        }
        height = height.max(y);
        x0 += LABEL + columns * CELL + GAP;
    }
    let info = side_lines(view);
    for (i, line) in info.iter().enumerate() {
        let _ = writeln!(
            body,
            r#"<text x="{x0}" y="{}" class="info">{}</text>"#,
            28 + i * 22,
            escape_xml(line)
        );
    }
    let width = x0 + 320;
    let height = height.max(28 + info.len() * 22) + 8;
    format!(
        r##"<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}">
<title>{}</title>
<style>
.label {{ font: 14px sans-serif; fill: #555; }}
.info {{ font: 15px sans-serif; fill: #222; }}
.piece {{ font: bold 20px sans-serif; }}
.first {{ fill: #fff; stroke: #000; stroke-width: 1; }}
.second {{ fill: #000; }}
</style>
<rect width="100%" height="100%" fill="#fff"/>
{body}</svg>
"##,
        escape_xml(view.as_str())
    )
}
