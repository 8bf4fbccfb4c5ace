//! The board as text for a terminal.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Write as _;

use anstyle::{Ansi256Color, AnsiColor, Color, Style};
use sashite::Side;
use sashite::epin::Identifier;
use sashite::feen::View;

use crate::panel::{Panel, file_label, panels, side_lines};
use crate::{Options, RenderError};

const LIGHT: Color = Color::Ansi256(Ansi256Color(180));
const DARK: Color = Color::Ansi256(Ansi256Color(137));

/// One line of text and its width in columns.
type Line = (String, usize);

/// Draws `view` as lines of text (ANSI colours with
/// [`Options::with_color`]), each ending in `\n`.
///
/// # Errors
///
/// [`RenderError::TooLarge`] for a board of more than
/// [`MAX_SQUARES`](crate::MAX_SQUARES) squares.
///
/// # Examples
///
/// ```
/// use sashite::feen::View;
/// use sashite_render::Options;
///
/// let view = View::parse("k^/1/K^ / C/c").expect("valid");
/// let text = sashite_render::terminal(&view, &Options::new()).expect("small");
/// assert!(text.contains("to move: first"));
/// ```
pub fn terminal(view: &View<'_>, options: &Options) -> Result<String, RenderError> {
    crate::check_size(view)?;
    let color = options.color();
    let panels = panels(view);
    let layout = cell_layout(&panels);
    let blocks: Vec<Vec<Line>> = panels
        .iter()
        .map(|p| panel_lines(p, layout, color))
        .collect();
    let height = blocks.iter().map(Vec::len).max().unwrap_or(0);
    let info = side_lines(view);
    let mut out = String::new();
    for i in 0..height.max(info.len()) {
        for (b, block) in blocks.iter().enumerate() {
            let block_width = block.iter().map(|(_, w)| *w).max().unwrap_or(0);
            let (text, w) = block.get(i).map_or(("", 0), |(t, w)| (t.as_str(), *w));
            out.push_str(text);
            push_spaces(&mut out, block_width - w);
            if b + 1 < blocks.len() {
                out.push_str("   ");
            }
        }
        if let Some(text) = info.get(i) {
            out.push_str("   ");
            let style = if i == 0 {
                Style::new().bold()
            } else {
                Style::new()
            };
            paint(&mut out, color, style, text);
        }
        out.push('\n');
    }
    Ok(out)
}

fn push_spaces(out: &mut String, n: usize) {
    out.extend(core::iter::repeat_n(' ', n));
}

/// Appends `text` in `style` when colour is on.
fn paint(out: &mut String, color: bool, style: Style, text: &str) {
    if color {
        let _ = write!(out, "{style}{text}{style:#}");
    } else {
        out.push_str(text);
    }
}

/// A token split around its letter: modifier, letter, suffixes.
fn split_token(piece: Identifier) -> (String, String, String) {
    let token = format!("{piece}");
    let at = token.find(|c: char| c.is_ascii_alphabetic()).unwrap_or(0);
    let (prefix, rest) = token.split_at(at);
    let (letter, suffix) = rest.split_at(rest.len().min(1));
    (prefix.into(), letter.into(), suffix.into())
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
    let columns = panel.columns();
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
        let mut line = String::new();
        push_spaces(&mut line, pad);
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
