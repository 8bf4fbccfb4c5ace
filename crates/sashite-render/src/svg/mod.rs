//! The board as an SVG picture: chess, shogi, xiangqi or the generic grid,
//! with a footer (side to move, hands, the marks' legend, the FEEN string).

mod glyphs;
mod grid;
mod number;
mod shogi;
mod xiangqi;

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;
use core::fmt::Write as _;

use sashite::Side;
use sashite::epin::Identifier;
use sashite::feen::View;

use self::glyphs::Paint;
use self::number::Num;
use crate::kind::{Kind, resolve};
use crate::marks::{Mark, Marks};
use crate::panel::footer_lines;
use crate::{Options, RenderError};

/// Draws `view` as a standalone SVG document, in the picture chosen by
/// [`Options::board`].
///
/// Every square (or intersection) is one element with class `square`, its
/// address in `data-square` (coordinates outermost first, 0-based in
/// reading order, `"7,0"`; the flat index on an irregular board) and its
/// name as players say it in `data-name` (`"a1"`); every piece a
/// `<g class="piece …">` with its token in `data-token`, and for a piece on
/// the board also in `data-piece` (a hand piece drawn as a tile has
/// `data-hand`, its side, instead); second-player shogi tiles are turned with
/// `rotate(180 …)`; states are marks explained by a legend (class
/// `legend`) above the FEEN string; the lines under the board (side to
/// move, hands, legend, FEEN) also have class `footer`.
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
/// assert_eq!(svg.matches("class=\"square").count(), 3);
/// ```
pub fn svg(view: &View<'_>, options: &Options) -> Result<String, RenderError> {
    crate::check_size(view)?;
    let mut canvas = Canvas {
        // An irregular board is addressed as one axis of all its squares.
        axes: (view.shape()).map_or_else(|| vec![view.square_count()], |shape| shape.to_vec()),
        ..Canvas::default()
    };
    let kind = resolve(view, options.board());
    match kind {
        Kind::Chess | Kind::Grid => grid::draw(&mut canvas, view, kind == Kind::Chess),
        Kind::Shogi => shogi::draw(&mut canvas, view),
        Kind::Xiangqi => xiangqi::draw(&mut canvas, view),
    }
    // Shogi draws the hands as pieces on its stands.
    footer(&mut canvas, view, kind != Kind::Shogi);
    Ok(canvas.document(view.as_str()))
}

/// An SVG body being drawn, and the extent it covers.
#[derive(Debug, Default)]
pub(crate) struct Canvas {
    body: String,
    width: f64,
    height: f64,
    /// The marks drawn, for the legend.
    seen: Marks,
    /// The board's axes, outermost first, for square addresses.
    axes: Vec<u128>,
    /// The flat index of the next square drawn (squares are drawn in
    /// reading order).
    next_square: u128,
    /// The outlines drawn (bit `i`: the `i`-th outline), defined once in
    /// the document.
    glyphs: u64,
}

impl Canvas {
    /// The attributes of the next square drawn (squares are drawn in
    /// reading order): ` class="square<class>" data-square="<address>"
    /// data-name="<name>"`.
    fn square(&mut self, class: &str, name: &str) -> String {
        let mut rest = self.next_square;
        self.next_square += 1;
        // Coordinates outermost first: the innermost axis varies fastest.
        let mut address = Vec::new();
        for &size in self.axes.iter().rev() {
            address.push((rest % size.max(1)).to_string());
            rest /= size.max(1);
        }
        address.reverse();
        let (address, name) = (address.join(","), escape_xml(name));
        format!(r#" class="square{class}" data-square="{address}" data-name="{name}""#)
    }

    /// Grows the extent to include `(x, y)`.
    fn extend(&mut self, x: f64, y: f64) {
        self.width = self.width.max(x);
        self.height = self.height.max(y);
    }

    /// `<rect{head} x y width height{tail}/>`.
    fn rect(&mut self, head: &str, (x, y): (f64, f64), (width, height): (f64, f64), tail: &str) {
        let (x, y, width, height) = (Num(x), Num(y), Num(width), Num(height));
        let _ = writeln!(
            self.body,
            r#"<rect{head} x="{x}" y="{y}" width="{width}" height="{height}"{tail}/>"#
        );
    }

    /// `<circle{head} cx cy r{tail}/>`.
    fn circle(&mut self, head: &str, (cx, cy): (f64, f64), r: f64, tail: &str) {
        let (cx, cy, r) = (Num(cx), Num(cy), Num(r));
        let _ = writeln!(
            self.body,
            r#"<circle{head} cx="{cx}" cy="{cy}" r="{r}"{tail}/>"#
        );
    }

    /// A text element of class `class` at `(x, y)`, with the attributes
    /// `rest` (its start is at `x` unless they say otherwise).
    fn text_left(&mut self, x: f64, y: f64, class: &str, rest: &str, content: &str) {
        let (x, y, content) = (Num(x), Num(y), escape_xml(content));
        let _ = writeln!(
            self.body,
            r#"<text x="{x}" y="{y}" class="{class}"{rest}>{content}</text>"#
        );
    }

    /// A text element, centred on `x`; drawn as outlines (painted as the
    /// class paints text) when it is made of them, as the kanji numerals and
    /// the river's words are.
    fn text(&mut self, x: f64, y: f64, class: &str, content: &str) {
        if !content.is_ascii() && glyphs::covers(content) {
            let (size, fill) = match class {
                "river" => (22.0, "#6b3e1e"),
                _ => (13.0, "#555"),
            };
            self.outlines(x, y, size, class, Paint::fill(fill), content);
            return;
        }
        self.text_left(x, y, class, r#" text-anchor="middle""#, content);
    }

    /// A piece's letter centred on `x`, in `ink`, with `style` attributes.
    fn letter(&mut self, x: f64, y: f64, ink: &str, style: &str, letter: &str) {
        let rest = format!(r#" text-anchor="middle" fill="{ink}"{style}"#);
        self.text_left(x, y, "letter", &rest, letter);
    }

    /// A piece's group: `face` draws it, then its marks go around the cell
    /// centred on `(cx, cy)` whose half size is `half` (state top left,
    /// terminal top right, derived bottom right). `hand`: the side whose
    /// hand holds it (`data-hand`), `None` for a piece on the board
    /// (`data-piece`); `promoted_face`: see [`Marks::of`].
    fn piece(
        &mut self,
        piece: Identifier,
        hand: Option<Side>,
        (cx, cy): (f64, f64),
        half: f64,
        promoted_face: bool,
        face: impl FnOnce(&mut Self),
    ) {
        let token = escape_xml(&format!("{piece}"));
        let side = piece.side().as_str();
        let data = match hand {
            None => format!(r#" data-piece="{token}""#),
            Some(hand) => format!(r#" data-hand="{hand}""#),
        };
        let _ = writeln!(
            self.body,
            r#"<g class="piece {side}" data-token="{token}"{data}>"#
        );
        face(self);
        let marks = Marks::of(piece, promoted_face);
        for mark in marks.iter() {
            // A real minus (the hyphen is too short to read); the apostrophe
            // is a speck at the marks' size: drawn larger.
            let (dx, dy, symbol, class) = match mark {
                Mark::Enhanced => (-half + 6.0, -half + 12.0, mark.symbol(), "mark"),
                Mark::Diminished => (-half + 6.0, -half + 12.0, "\u{2212}", "mark"),
                Mark::Terminal => (half - 6.0, -half + 13.0, mark.symbol(), "mark"),
                Mark::Derived => (half - 6.0, half - 2.0, mark.symbol(), "mark derived"),
            };
            self.text(cx + dx, cy + dy, class, symbol);
        }
        self.seen.add(marks);
        self.body.push_str("</g>\n");
    }

    /// A disc with the piece's letter: white for the first player, black for
    /// the second (pieces no game table names).
    fn letter_disc(&mut self, piece: Identifier, (cx, cy): (f64, f64), radius: f64) {
        let (fill, ink) = match piece.side() {
            Side::First => ("#fff", "#000"),
            Side::Second => ("#222", "#fff"),
        };
        let tail = format!(r##" fill="{fill}" stroke="#000" stroke-width="1.5""##);
        self.circle("", (cx, cy), radius, &tail);
        self.letter(cx, cy + 7.0, ink, "", &piece.letter().to_string());
    }

    /// The whole document.
    fn document(&self, title: &str) -> String {
        // Whole pixels, rounded up by the extra margin (no `ceil` in core).
        let width = Num(self.width + 12.5);
        let height = Num(self.height + 12.5);
        format!(
            r##"<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0}" height="{height:.0}" viewBox="0 0 {width:.0} {height:.0}">
<title>{}</title>
<style>
text {{ font-family: "DejaVu Sans", "Noto Sans", "Helvetica Neue", Arial, sans-serif; }}
.label {{ font-size: 13px; fill: #555; }}
.info {{ font-size: 14px; fill: #222; }}
.legend {{ font-size: 13px; fill: #444; }}
.feen {{ font-family: "DejaVu Sans Mono", "Noto Sans Mono", Menlo, Consolas, monospace; font-size: 12px; fill: #222; }}
.mark {{ font-size: 13px; font-weight: bold; fill: #b00; stroke: #fff; stroke-width: 3px; paint-order: stroke; }}
.derived {{ font-size: 22px; }}
.letter {{ font-size: 20px; font-weight: bold; }}
</style>
{}<rect width="100%" height="100%" fill="#fff"/>
{}</svg>
"##,
            escape_xml(title),
            glyphs::defs(self.glyphs),
            self.body
        )
    }
}

/// Side to move, hands (when `hands`), the legend of the marks seen, and
/// the FEEN string, under the board.
fn footer(canvas: &mut Canvas, view: &View<'_>, hands: bool) {
    let x = 12.0;
    let mut y = canvas.height + 26.0;
    for (class, line) in footer_lines(view, canvas.seen, hands) {
        // `footer`: the page drops these lines (it shows the same beside).
        canvas.text_left(x, y, &format!("{class} footer"), "", &line);
        // A rough width (about 0.62 em per character), to size the page.
        let per_char = if class == "feen" { 7.3 } else { 7.6 };
        let width = x + per_char * px(line.chars().count());
        canvas.extend(width, y + 4.0);
        y += 20.0;
    }
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

/// A count as a coordinate.
#[allow(clippy::cast_precision_loss)] // squares and characters: far below 2^53
pub(crate) const fn px(n: usize) -> f64 {
    n as f64
}
