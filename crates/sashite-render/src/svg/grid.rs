//! Checkered boards, ranks beside and files under: chess and makruk
//! (glyphs for K Q R B N P, letters in discs for other pieces), and the
//! generic picture (a disc with its letter for each piece; irregular boards
//! row by row; three or more dimensions as a row of 2-D slices).

use alloc::format;
use alloc::string::{String, ToString};

use sashite::Side;
use sashite::epin::Identifier;
use sashite::feen::View;

use super::{Canvas, Paint, px};
use crate::panel::{file_name, panels};
use crate::pieces::chess_body;

/// Gap between two panels.
const GAP: f64 = 30.0;

/// Draws every panel side by side, as a chess board or the generic grid.
pub(super) fn draw(canvas: &mut Canvas, view: &View<'_>, chess: bool) {
    // Left margin, rank labels' column, top margin, square side, room for
    // the file labels.
    let (mut x0, label_width, top, cell, files) = if chess {
        (0.0, 30.0, 12.0, 50.0, 20.0)
    } else {
        (8.0, 28.0, 10.0, 44.0, 24.0)
    };
    for (p, panel) in panels(view).iter().enumerate() {
        let mut y = top;
        if let Some(title) = &panel.title {
            canvas.text_left(x0 + label_width, y + 14.0, "label", "", title);
            y += 24.0;
        }
        // Squares named by their panel (beyond one), file (or column) and
        // rank.
        let layer = (panel.title.as_ref()).map_or_else(String::new, |_| format!("{}:", p + 1));
        let ranks = panel.ranks().count();
        let left = x0 + label_width;
        for (r, row) in panel.rows.iter().enumerate() {
            let Some((label, squares)) = row else {
                y += cell / 2.0;
                continue;
            };
            canvas.text(x0 + label_width / 2.0, y + cell / 2.0 + 5.0, "label", label);
            for (c, square) in squares.iter().enumerate() {
                let x = left + px(c) * cell;
                let column = if panel.files {
                    file_name(c)
                } else {
                    format!("{}.", c + 1)
                };
                let (class, tail) = if chess {
                    // a1, the bottom left square, is dark.
                    match (ranks - 1 - r + c) % 2 {
                        0 => (" dark", r##" fill="#b58863""##),
                        _ => (" light", r##" fill="#f0d9b5""##),
                    }
                } else {
                    match (r + c) % 2 {
                        0 => ("", r##" fill="#f4f1ea" stroke="#aaa" stroke-width="0.6""##),
                        _ => ("", r##" fill="#e2dccd" stroke="#aaa" stroke-width="0.6""##),
                    }
                };
                let head = canvas.square(class, &format!("{layer}{column}{label}"));
                canvas.rect(&head, (x, y), (cell, cell), tail);
                if let Some(piece) = *square {
                    let centre = (x + cell / 2.0, y + cell / 2.0);
                    canvas.piece(piece, None, centre, cell / 2.0, false, |canvas| {
                        face(canvas, piece, centre, chess, cell);
                    });
                }
            }
            y += cell;
        }
        let columns = panel.columns();
        if chess {
            let size = (px(columns) * cell, px(ranks) * cell);
            let tail = r##" fill="none" stroke="#6b4a2f" stroke-width="1.5""##;
            canvas.rect("", (left, top), size, tail);
        }
        if panel.files {
            for c in 0..columns {
                let x = left + px(c) * cell + cell / 2.0;
                canvas.text(x, y + 17.0, "label", &file_name(c));
            }
            y += files;
        }
        canvas.extend(left + px(columns) * cell, y);
        x0 = left + px(columns) * cell + GAP;
    }
}

/// A piece's face: a chess glyph (on the chess board) or a disc with its
/// letter, in a square of side `cell`.
fn face(canvas: &mut Canvas, piece: Identifier, centre: (f64, f64), chess: bool, cell: f64) {
    let Some(body) = chess_body(piece).filter(|_| chess) else {
        let radius = cell * if chess { 0.36 } else { 0.34 };
        return canvas.letter_disc(piece, centre, radius);
    };
    // Both sides draw the filled glyph: the first player's white with a
    // dark outline. The outline glyphs differ too much between fonts
    // (DejaVu Sans hatches its white king, which then reads as a black
    // one).
    let paint = if piece.side() == Side::First {
        Paint {
            fill: "#fff",
            stroke: Some(("#000", 1.2)),
        }
    } else {
        Paint::fill("#000")
    };
    let (cx, baseline) = (centre.0, centre.1 + 14.0);
    canvas.outlines(cx, baseline, 40.0, "glyph", paint, &body.to_string());
}
