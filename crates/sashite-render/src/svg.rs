//! The board as an SVG picture.

use alloc::format;
use alloc::string::String;
use core::fmt::Write as _;

use sashite::Side;
use sashite::feen::View;

use crate::panel::{file_label, panels, side_lines};
use crate::{Options, RenderError};

/// Draws `view` as a standalone SVG document.
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
/// let svg = sashite_render::svg(&view, &Options::new()).expect("small");
/// assert!(svg.starts_with("<?xml") && svg.trim_end().ends_with("</svg>"));
/// ```
// Rewritten per picture style next; kept whole while it moves.
#[allow(clippy::too_many_lines)]
pub fn svg(view: &View<'_>, _options: &Options) -> Result<String, RenderError> {
    const CELL: usize = 40;
    const LABEL: usize = 24;
    const GAP: usize = 32;
    crate::check_size(view)?;
    let mut body = String::new();
    let mut x0 = 8;
    let mut height = 0;
    for panel in panels(view) {
        let columns = panel.columns();
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
                        escape_xml(&format!("{piece}"))
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
    Ok(format!(
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
    ))
}

/// `text` with XML's five special characters escaped.
pub(crate) fn escape_xml(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c => out.push(c),
        }
    }
    out
}
