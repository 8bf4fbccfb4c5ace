//! Shogi: a plain wooden board, files numbered 9 … 1 from the left above
//! it and ranks 一 … 九 on its right; pieces as pentagon tiles with their
//! kanji (promoted faces in red), the second player's tiles turned 180°;
//! each hand as tiles with counts on its player's stand (the second's at
//! the top left, the first's at the bottom right).

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt::Write as _;

use sashite::Side;
use sashite::epin::Identifier;
use sashite::feen::View;

use super::{Canvas, Num, Paint, px};
use crate::panel::panels;
use crate::pieces::{kanji_number, shogi_kanji};

const CELL_W: f64 = 46.0;
const CELL_H: f64 = 50.0;
const STAND_W: f64 = 70.0;
const TOP: f64 = 34.0;
const PAD: f64 = 10.0;
/// The size of a hand's tiles, and the room each takes on a stand.
const HAND_SCALE: f64 = 0.85;
const HAND_STEP: f64 = CELL_H * HAND_SCALE + 6.0;

/// Draws the board and both stands.
pub(super) fn draw(canvas: &mut Canvas, view: &View<'_>) {
    let Some(panel) = panels(view).into_iter().next() else {
        return;
    };
    let (ranks, files) = (panel.ranks().count(), panel.columns());
    let left = 12.0 + STAND_W + 16.0 + PAD;
    let width = px(files) * CELL_W;
    let height = px(ranks) * CELL_H;
    let size = (width + 2.0 * PAD, height + 2.0 * PAD);
    let tail = r##" fill="#e6bf78" stroke="#8a6a3a" stroke-width="1.5" rx="3""##;
    canvas.rect("", (left - PAD, TOP - PAD), size, tail);
    for r in 0..ranks {
        for c in 0..files {
            let at = (left + px(c) * CELL_W, TOP + px(r) * CELL_H);
            // Squares named as shogi players do: file (from the right), rank.
            let head = canvas.square("", &format!("{}{}", files - c, r + 1));
            let tail = r##" fill="none" stroke="#333" stroke-width="0.8""##;
            canvas.rect(&head, at, (CELL_W, CELL_H), tail);
        }
    }
    let tail = r##" fill="none" stroke="#222" stroke-width="1.8""##;
    canvas.rect("", (left, TOP), (width, height), tail);
    if files == 9 && ranks == 9 {
        for (i, j) in [(3, 3), (3, 6), (6, 3), (6, 6)] {
            let at = (left + px(i) * CELL_W, TOP + px(j) * CELL_H);
            canvas.circle("", at, 2.8, r##" fill="#222""##);
        }
    }
    for c in 0..files {
        let x = left + px(c) * CELL_W + CELL_W / 2.0;
        canvas.text(x, TOP - PAD - 6.0, "label", &(files - c).to_string());
    }
    for r in 0..ranks {
        let y = TOP + px(r) * CELL_H + CELL_H / 2.0 + 5.0;
        canvas.text(left + width + PAD + 12.0, y, "label", &kanji_number(r + 1));
    }
    for (r, (_, squares)) in panel.ranks().enumerate() {
        for (c, square) in squares.iter().enumerate() {
            let Some(piece) = *square else { continue };
            let cx = left + px(c) * CELL_W + CELL_W / 2.0;
            let cy = TOP + px(r) * CELL_H + CELL_H / 2.0;
            tile(canvas, piece, (cx, cy), None);
        }
    }
    // The stands: the second player's at the top left, the first's at the
    // bottom right, each with its player's sign.
    let bottom = TOP + height;
    let right = left + width + PAD + 28.0;
    stand(canvas, view, Side::Second, 12.0, TOP - PAD);
    let first_top = bottom + PAD - stand_height(view.hand(Side::First).count());
    stand(canvas, view, Side::First, right, first_top.max(TOP));
    canvas.extend(right + STAND_W, bottom + PAD);
}

/// One player's stand at `(x, y)`: its sign and name, then each hand
/// item as a tile with its count.
fn stand(canvas: &mut Canvas, view: &View<'_>, side: Side, x: f64, y: f64) {
    let (sign, name) = match side {
        Side::First => ("☗", "first"),
        Side::Second => ("☖", "second"),
    };
    let items: Vec<_> = view.hand(side).collect();
    let height = stand_height(items.len());
    let head = format!(r#" class="stand {name}""#);
    let tail = r##" fill="#d9ad62" stroke="#8a6a3a" rx="3""##;
    canvas.rect(&head, (x, y), (STAND_W, height), tail);
    // The sign as an outline (few fonts have it), the name as text.
    canvas.outlines(x + 12.0, y + 17.0, 13.0, "sign", Paint::fill("#555"), sign);
    canvas.text_left(x + 21.0, y + 17.0, "label", "", name);
    for (i, item) in items.iter().enumerate() {
        let cy = y + 26.0 + px(i) * HAND_STEP + HAND_STEP / 2.0;
        let cx = x + 24.0;
        tile(canvas, item.piece(), (cx, cy), Some(side));
        if item.count() > 1 {
            let count = format!("×{}", item.count());
            canvas.text_left(cx + 20.0, cy + 6.0, "info", "", &count);
        }
    }
    canvas.extend(x + STAND_W, y + height);
}

/// The height of a stand of `items` hand items (room for one at least).
fn stand_height(items: usize) -> f64 {
    26.0 + px(items.max(1)) * HAND_STEP
}

/// A tile centred on `(cx, cy)`, pointing at the opponent (the second
/// player's turned 180°); `hand`: the side whose hand holds it (a smaller
/// tile), `None` for a piece on the board.
fn tile(canvas: &mut Canvas, piece: Identifier, (cx, cy): (f64, f64), hand: Option<Side>) {
    let scale = if hand.is_some() { HAND_SCALE } else { 1.0 };
    let w = CELL_W * 0.84 * scale;
    let h = CELL_H * 0.88 * scale;
    let kanji = shogi_kanji(piece);
    let promoted = kanji.is_some_and(|(_, promoted)| promoted);
    let half = CELL_W * scale / 2.0;
    canvas.piece(piece, hand, (cx, cy), half, promoted, |canvas| {
        let turn = match piece.side() {
            Side::First => String::new(),
            Side::Second => format!(r#" transform="rotate(180 {} {})""#, Num(cx), Num(cy)),
        };
        let _ = writeln!(canvas.body, r#"<g class="face"{turn}>"#);
        let corners = [
            (cx, cy - h / 2.0),
            (cx + w * 0.40, cy - h * 0.30),
            (cx + w / 2.0, cy + h / 2.0),
            (cx - w / 2.0, cy + h / 2.0),
            (cx - w * 0.40, cy - h * 0.30),
        ];
        let path: Vec<String> = (corners.iter())
            .map(|&(x, y)| format!("{},{}", Num(x), Num(y)))
            .collect();
        let _ = writeln!(
            canvas.body,
            r##"<path class="tile" d="M{} Z" fill="#f7dfa8" stroke="#6b5331" stroke-width="1.2"/>"##,
            path.join(" L")
        );
        let size = 23.0 * scale;
        let ink = if promoted { "#c00" } else { "#111" };
        let baseline = cy + size * 0.45;
        if let Some((face, _)) = kanji {
            canvas.outlines(cx, baseline, size, "kanji", Paint::fill(ink), face);
        } else {
            let style = format!(r#" style="font-size:{}px""#, Num(size));
            canvas.letter(cx, baseline, ink, &style, &piece.letter().to_string());
        }
        canvas.body.push_str("</g>\n");
    });
}
