//! Chess and makruk: a checkered board, glyphs for K Q R B N P, letters in
//! discs for other pieces, files a… under the board and ranks 1… beside.

use core::fmt::Write as _;

use sashite::Side;
use sashite::feen::View;

use super::{Canvas, file_name, letter_disc, piece_open, px};
use crate::marks::Marks;
use crate::panel::panels;
use crate::pieces::{chess_body, chess_glyph};

const SQUARE: f64 = 50.0;
const LEFT: f64 = 30.0;
const TOP: f64 = 12.0;

/// Draws the board; returns the marks drawn.
pub(super) fn draw(canvas: &mut Canvas, view: &View<'_>) -> Marks {
    let mut seen = Marks::default();
    let panels = panels(view);
    let Some(panel) = panels.first() else {
        return seen;
    };
    let rows: alloc::vec::Vec<_> = panel.rows.iter().flatten().collect();
    let ranks = rows.len();
    let files = panel.columns();
    for (r, (label, squares)) in rows.iter().enumerate() {
        let y = TOP + px(r) * SQUARE;
        canvas.text(LEFT / 2.0, y + SQUARE / 2.0 + 5.0, "label", label);
        for (c, square) in squares.iter().enumerate() {
            let x = LEFT + px(c) * SQUARE;
            // a1 is dark: the bottom-left square.
            let dark = (ranks - 1 - r + c) % 2 == 0;
            let (class, fill) = if dark {
                ("dark", "#b58863")
            } else {
                ("light", "#f0d9b5")
            };
            let _ = writeln!(
                canvas.body,
                r#"<rect class="square {class}" data-square="{}{label}" x="{x}" y="{y}" width="{SQUARE}" height="{SQUARE}" fill="{fill}"/>"#,
                file_name(c)
            );
            let Some(piece) = square else { continue };
            let (cx, cy) = (x + SQUARE / 2.0, y + SQUARE / 2.0);
            piece_open(canvas, *piece, "");
            match (chess_glyph(*piece), chess_body(*piece)) {
                (Some(glyph), Some(body)) => {
                    let baseline = cy + 14.0;
                    if piece.side() == Side::First {
                        // A white body under the outline glyph.
                        let _ = writeln!(
                            canvas.body,
                            r##"<text x="{cx}" y="{baseline}" class="glyph" text-anchor="middle" fill="#fff">{body}</text>"##
                        );
                    }
                    let _ = writeln!(
                        canvas.body,
                        r##"<text x="{cx}" y="{baseline}" class="glyph" text-anchor="middle" fill="#000">{glyph}</text>"##
                    );
                }
                _ => letter_disc(canvas, *piece, cx, cy, SQUARE * 0.36),
            }
            let marks = Marks::of(*piece, false);
            canvas.marks(marks, cx, cy, SQUARE / 2.0);
            seen.add(marks);
            canvas.raw("</g>");
        }
    }
    let bottom = TOP + px(ranks) * SQUARE;
    let _ = writeln!(
        canvas.body,
        r##"<rect x="{LEFT}" y="{TOP}" width="{}" height="{}" fill="none" stroke="#6b4a2f" stroke-width="1.5"/>"##,
        px(files) * SQUARE,
        px(ranks) * SQUARE
    );
    for c in 0..files {
        let x = LEFT + px(c) * SQUARE + SQUARE / 2.0;
        canvas.text(x, bottom + 17.0, "label", &file_name(c));
    }
    canvas.extend(LEFT + px(files) * SQUARE, bottom + 20.0);
    seen
}
