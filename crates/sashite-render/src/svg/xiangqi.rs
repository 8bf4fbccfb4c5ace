//! Xiangqi: pieces on the intersections of the lines, the river across
//! the middle and the palaces' diagonals; red and black discs with their
//! characters; files 1 … 9 above (black's) and 九 … 一 below (red's).

use alloc::format;
use alloc::string::ToString;
use core::fmt::Write as _;

use sashite::Side;
use sashite::feen::View;

use super::{Canvas, Num, Paint, px};
use crate::panel::{file_name, panels};
use crate::pieces::{has_palaces, kanji_number, river, xiangqi_char};

const STEP: f64 = 54.0;
const LEFT: f64 = 40.0;
const TOP: f64 = 54.0;
const RADIUS: f64 = 23.0;

/// Draws the board.
pub(super) fn draw(canvas: &mut Canvas, view: &View<'_>) {
    let Some(panel) = panels(view).into_iter().next() else {
        return;
    };
    let (ranks, files) = (panel.ranks().count(), panel.columns());
    let (right, bottom) = point(files.saturating_sub(1), ranks.saturating_sub(1));
    let size = (right - LEFT + 64.0, bottom - TOP + 92.0);
    let tail = r##" fill="#f1d49b" stroke="#8a5a2b" stroke-width="1.5" rx="4""##;
    canvas.rect("", (LEFT - 32.0, TOP - 46.0), size, tail);
    lines(canvas, files, ranks);
    for c in 0..files {
        let (x, _) = point(c, 0);
        canvas.text(x, TOP - RADIUS - 6.0, "label", &(c + 1).to_string());
        canvas.text(x, bottom + RADIUS + 15.0, "label", &kanji_number(files - c));
    }
    for (r, (label, squares)) in panel.ranks().enumerate() {
        for (c, square) in squares.iter().enumerate() {
            let (cx, cy) = point(c, r);
            let head = canvas.square("", &format!("{}{label}", file_name(c)));
            canvas.circle(&head, (cx, cy), 4.0, r#" fill="none""#);
            let Some(piece) = *square else { continue };
            let ink = match piece.side() {
                Side::First => "#b8211b",
                Side::Second => "#1a1a1a",
            };
            canvas.piece(piece, None, (cx, cy), RADIUS + 2.0, false, |canvas| {
                let tail = format!(r##" fill="#fbecc9" stroke="{ink}" stroke-width="2""##);
                canvas.circle("", (cx, cy), RADIUS, &tail);
                let tail = format!(r#" fill="none" stroke="{ink}" stroke-width="0.8""#);
                canvas.circle("", (cx, cy), RADIUS - 4.0, &tail);
                let paint = Paint::fill(ink);
                match xiangqi_char(piece) {
                    Some(face) => canvas.outlines(cx, cy + 9.0, 25.0, "hanzi", paint, face),
                    None => canvas.letter(cx, cy + 9.0, ink, "", &piece.letter().to_string()),
                }
            });
        }
    }
    canvas.extend(right + 32.0, bottom + 46.0);
}

/// The centre of the intersection of file `c` and rank `r`.
fn point(c: usize, r: usize) -> (f64, f64) {
    (LEFT + px(c) * STEP, TOP + px(r) * STEP)
}

/// The lines: ranks across, files broken by the river (between the two
/// middle ranks of an even board) except at the edges, the frame, the
/// palaces' diagonals and the river's words.
fn lines(canvas: &mut Canvas, files: usize, ranks: usize) {
    let (right, bottom) = point(files.saturating_sub(1), ranks.saturating_sub(1));
    let river = river(ranks);
    let line = |canvas: &mut Canvas, (x1, y1): (f64, f64), (x2, y2): (f64, f64), width: f64| {
        let (x1, y1, x2, y2, width) = (Num(x1), Num(y1), Num(x2), Num(y2), Num(width));
        let _ = writeln!(
            canvas.body,
            r##"<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="#5a3416" stroke-width="{width}"/>"##
        );
    };
    for r in 0..ranks {
        line(canvas, point(0, r), point(files - 1, r), 1.2);
    }
    for c in 0..files {
        let edge = c == 0 || c + 1 == files;
        match river {
            Some(above) if !edge => {
                line(canvas, point(c, 0), point(c, above), 1.2);
                line(canvas, point(c, above + 1), point(c, ranks - 1), 1.2);
            }
            _ => line(canvas, point(c, 0), point(c, ranks - 1), 1.2),
        }
    }
    line(canvas, (LEFT, TOP), (right, TOP), 2.2);
    line(canvas, (LEFT, bottom), (right, bottom), 2.2);
    line(canvas, (LEFT, TOP), (LEFT, bottom), 2.2);
    line(canvas, (right, TOP), (right, bottom), 2.2);
    // Palaces: the middle three files of the three ranks at each end.
    if has_palaces(files, ranks) {
        let (a, b) = (files / 2 - 1, files / 2 + 1);
        for (top, bottom) in [(0, 2), (ranks - 3, ranks - 1)] {
            line(canvas, point(a, top), point(b, bottom), 1.2);
            line(canvas, point(b, top), point(a, bottom), 1.2);
        }
    }
    if let Some(above) = river {
        let y = TOP + (px(above) + 0.5) * STEP + 8.0;
        let quarter = (right - LEFT) / 4.0;
        canvas.text(LEFT + quarter, y, "river", "楚 河");
        canvas.text(right - quarter, y, "river", "漢 界");
    }
}
