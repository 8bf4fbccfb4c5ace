//! Chess and makruk: a checkered board, glyphs for K Q R B N P, letters in
//! discs for other pieces, files a… under the board and ranks 1… beside.

use core::fmt::Write as _;

use sashite::Side;
use sashite::feen::View;

use alloc::format;
use alloc::string::ToString;

use super::{Canvas, Num, Paint, board_piece_open, file_name, letter_disc, px};
use crate::marks::Marks;
use crate::panel::{Planar, planar};
use crate::pieces::{chess_body, chess_glyph};

const SQUARE: f64 = 50.0;
const LEFT: f64 = 30.0;
const TOP: f64 = 12.0;

/// Draws the board; returns the marks drawn.
pub(super) fn draw(canvas: &mut Canvas, view: &View<'_>) -> Marks {
    let mut seen = Marks::default();
    let Some(Planar { rows, ranks, files }) = planar(view) else {
        return seen;
    };
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
            let square_attributes = canvas.square_attributes(&format!("{}{label}", file_name(c)));
            let _ = writeln!(
                canvas.body,
                r#"<rect class="square {class}"{square_attributes} x="{x}" y="{y}" width="{SQUARE}" height="{SQUARE}" fill="{fill}"/>"#,
                x = Num(x),
                y = Num(y),
                SQUARE = Num(SQUARE),
            );
            let Some(piece) = square else { continue };
            let (cx, cy) = (x + SQUARE / 2.0, y + SQUARE / 2.0);
            board_piece_open(canvas, *piece);
            match (chess_glyph(*piece), chess_body(*piece)) {
                (Some(_), Some(body)) => {
                    let baseline = cy + 14.0;
                    // Both sides draw the filled glyph: the first player's
                    // white with a dark outline. The outline glyphs differ
                    // too much between fonts (DejaVu Sans hatches its white
                    // king, which then reads as a black one).
                    let paint = if piece.side() == Side::First {
                        Paint {
                            fill: "#fff",
                            stroke: Some(("#000", 1.2)),
                        }
                    } else {
                        Paint::fill("#000")
                    };
                    canvas.outlines(cx, baseline, 40.0, "glyph", paint, &body.to_string());
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
        Num(px(files) * SQUARE),
        Num(px(ranks) * SQUARE),
        LEFT = Num(LEFT),
        TOP = Num(TOP),
    );
    for c in 0..files {
        let x = LEFT + px(c) * SQUARE + SQUARE / 2.0;
        canvas.text(x, bottom + 17.0, "label", &file_name(c));
    }
    canvas.extend(LEFT + px(files) * SQUARE, bottom + 20.0);
    seen
}
