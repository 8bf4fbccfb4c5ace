//! The generic picture: a grid of squares with each piece as a disc with
//! its letter; irregular boards row by row; three or more dimensions as a
//! row of 2-D slices.

use alloc::format;
use alloc::string::String;

use sashite::feen::View;

use super::{Canvas, file_name, px};
use crate::panel::panels;

const CELL: f64 = 44.0;
const LABEL: f64 = 28.0;
const GAP: f64 = 30.0;

/// Draws every panel side by side.
pub(super) fn draw(canvas: &mut Canvas, view: &View<'_>) {
    let mut x0 = 8.0;
    for (p, panel) in panels(view).iter().enumerate() {
        let mut y = 10.0;
        if let Some(title) = &panel.title {
            canvas.text_left(x0 + LABEL, y + 14.0, "label", title);
            y += 24.0;
        }
        // Squares named by their panel (beyond one), file (or column) and
        // rank.
        let layer = match panel.title {
            Some(_) => format!("{}:", p + 1),
            None => String::new(),
        };
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
                let column = if panel.files {
                    file_name(c)
                } else {
                    format!("{}.", c + 1)
                };
                let address = canvas.square_attributes(&format!("{layer}{column}{label}"));
                let head = format!(r#" class="square"{address}"#);
                let tail = format!(r##" fill="{fill}" stroke="#aaa" stroke-width="0.6""##);
                canvas.rect(&head, (x, y), (CELL, CELL), &tail);
                if let Some(piece) = *square {
                    let centre = (x + CELL / 2.0, y + CELL / 2.0);
                    canvas.piece(piece, None, centre, CELL / 2.0, false, |canvas| {
                        canvas.letter_disc(piece, centre, CELL * 0.34);
                    });
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
}
