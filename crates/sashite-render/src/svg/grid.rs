//! The generic picture: a grid of squares with each piece as a disc with
//! its letter; irregular boards row by row; three or more dimensions as a
//! row of 2-D slices.

use core::fmt::Write as _;

use sashite::feen::View;

use super::{Canvas, Num, board_piece_open, file_name, letter_disc, px};
use crate::marks::Marks;
use crate::panel::panels;

const CELL: f64 = 44.0;
const LABEL: f64 = 28.0;
const GAP: f64 = 30.0;

/// Draws every panel side by side; returns the marks drawn.
pub(super) fn draw(canvas: &mut Canvas, view: &View<'_>) -> Marks {
    let mut seen = Marks::default();
    let mut x0 = 8.0;
    for (p, panel) in panels(view).iter().enumerate() {
        let mut y = 10.0;
        if let Some(title) = &panel.title {
            canvas.text_left(x0 + LABEL, y + 14.0, "label", title);
            y += 24.0;
        }
        for (r, row) in panel.rows.iter().enumerate() {
            let Some((label, squares)) = row else {
                y += CELL / 2.0;
                continue;
            };
            canvas.text(x0 + LABEL / 2.0, y + CELL / 2.0 + 5.0, "label", label);
            for (c, square) in squares.iter().enumerate() {
                let x = x0 + LABEL + px(c) * CELL;
                let fill = if (r + c) % 2 == 0 {
                    "#f4f1ea"
                } else {
                    "#e2dccd"
                };
                let name = alloc::format!(
                    "{}{}{}",
                    if panel.title.is_some() {
                        alloc::format!("{}:", p + 1)
                    } else {
                        alloc::string::String::new()
                    },
                    if panel.files {
                        file_name(c)
                    } else {
                        alloc::format!("{}.", c + 1)
                    },
                    label
                );
                let square_attributes = canvas.square_attributes(&name);
                let _ = writeln!(
                    canvas.body,
                    r##"<rect class="square"{square_attributes} x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="{fill}" stroke="#aaa" stroke-width="0.6"/>"##,
                    x = Num(x),
                    y = Num(y),
                    CELL = Num(CELL),
                );
                if let Some(piece) = square {
                    let (cx, cy) = (x + CELL / 2.0, y + CELL / 2.0);
                    board_piece_open(canvas, *piece);
                    letter_disc(canvas, *piece, cx, cy, CELL * 0.34);
                    let marks = Marks::of(*piece, false);
                    canvas.marks(marks, cx, cy, CELL / 2.0);
                    seen.add(marks);
                    canvas.raw("</g>");
                }
            }
            y += CELL;
        }
        let columns = panel.columns();
        if panel.files {
            for c in 0..columns {
                let x = x0 + LABEL + px(c) * CELL + CELL / 2.0;
                canvas.text(x, y + 17.0, "label", &file_name(c));
            }
            y += 24.0;
        }
        canvas.extend(x0 + LABEL + px(columns) * CELL, y);
        x0 += LABEL + px(columns) * CELL + GAP;
    }
    seen
}
