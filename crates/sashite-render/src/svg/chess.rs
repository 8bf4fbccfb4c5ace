//! Chess and makruk: a checkered board, glyphs for K Q R B N P, letters in
//! discs for other pieces, files a… under the board and ranks 1… beside.

use alloc::format;
use alloc::string::ToString;

use sashite::Side;
use sashite::feen::View;

use super::{Canvas, Paint, file_name, px};
use crate::panel::{Planar, planar};
use crate::pieces::{chess_body, chess_glyph};

const SQUARE: f64 = 50.0;
const LEFT: f64 = 30.0;
const TOP: f64 = 12.0;

/// Draws the board.
pub(super) fn draw(canvas: &mut Canvas, view: &View<'_>) {
    let Some(Planar { rows, ranks, files }) = planar(view) else {
        return;
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
            let address = canvas.square_attributes(&format!("{}{label}", file_name(c)));
            let head = format!(r#" class="square {class}"{address}"#);
            canvas.rect(
                &head,
                (x, y),
                (SQUARE, SQUARE),
                &format!(r#" fill="{fill}""#),
            );
            let Some(piece) = *square else { continue };
            let centre = (x + SQUARE / 2.0, y + SQUARE / 2.0);
            canvas.piece(piece, None, centre, SQUARE / 2.0, false, |canvas| {
                match (chess_glyph(piece), chess_body(piece)) {
                    (Some(_), Some(body)) => {
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
                        let (cx, baseline) = (centre.0, centre.1 + 14.0);
                        canvas.outlines(cx, baseline, 40.0, "glyph", paint, &body.to_string());
                    }
                    _ => canvas.letter_disc(piece, centre, SQUARE * 0.36),
                }
            });
        }
    }
    let bottom = TOP + px(ranks) * SQUARE;
    let size = (px(files) * SQUARE, px(ranks) * SQUARE);
    let tail = r##" fill="none" stroke="#6b4a2f" stroke-width="1.5""##;
    canvas.rect("", (LEFT, TOP), size, tail);
    for c in 0..files {
        let x = LEFT + px(c) * SQUARE + SQUARE / 2.0;
        canvas.text(x, bottom + 17.0, "label", &file_name(c));
    }
    canvas.extend(LEFT + px(files) * SQUARE, bottom + 20.0);
}
