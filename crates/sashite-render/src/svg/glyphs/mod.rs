//! Characters drawn as outlines: the kanji, hanzi, chess pieces and shogi
//! players' signs, so that a picture looks the same on a machine with no
//! CJK or symbol font (most servers, containers and CI machines).
//!
//! The outlines come from [`table`], generated once by `generate.py` from
//! Noto Serif CJK and `DejaVu` Sans (their licences are beside it). A picture
//! defines each outline it uses once (`<path id>` in `<defs>`) and draws it
//! with `<use>`.

mod table;

use alloc::string::String;
use core::fmt::Write as _;

use super::Num;

// A picture's outlines are a set of table indices in one `u64`.
const _: () = assert!(table::TABLE.len() <= 64, "Glyphs::used holds 64 outlines");

/// The index in the table of `c`, when it is drawn as an outline.
fn index(c: char) -> Option<usize> {
    table::TABLE
        .binary_search_by_key(&c, |&(key, _, _)| key)
        .ok()
}

/// The advance and path data of `c`, when it is drawn as an outline.
pub(super) fn find(c: char) -> Option<(u16, &'static str)> {
    index(c)
        .and_then(|i| table::TABLE.get(i))
        .map(|&(_, advance, path)| (advance, path))
}

/// Whether every character of `text` is an outline or a space.
pub(super) fn covers(text: &str) -> bool {
    text.chars().all(|c| c == ' ' || find(c).is_some())
}

/// The `id` of the outline of `c`.
fn id(c: char) -> String {
    alloc::format!("sashite-glyph-{:x}", u32::from(c))
}

/// How a run of outlines is painted: its fill, and an outline stroke (its
/// colour and width in pixels) or none.
#[derive(Debug, Clone, Copy)]
pub(super) struct Paint<'a> {
    pub(super) fill: &'a str,
    pub(super) stroke: Option<(&'a str, f64)>,
}

impl<'a> Paint<'a> {
    /// A plain fill.
    pub(super) const fn fill(fill: &'a str) -> Self {
        Self { fill, stroke: None }
    }
}

/// The outlines used by a picture, and the drawing of runs of them.
#[derive(Debug, Default)]
pub(super) struct Glyphs {
    /// Bit `i`: the table's outline `i` is drawn (a set without the
    /// B-tree's code, which costs 5 KB of WebAssembly).
    used: u64,
}

impl Glyphs {
    /// Writes to `out` the run `text` (outlines and spaces; a space is half
    /// an em) of `size` pixels, centred on `x`, on the baseline `y`.
    /// Characters without an outline are skipped: callers check
    /// [`covers`] first.
    #[allow(clippy::too_many_arguments)] // a run: where, how large, how painted
    pub(super) fn draw(
        &mut self,
        out: &mut String,
        class: &str,
        x: f64,
        y: f64,
        size: f64,
        paint: Paint<'_>,
        text: &str,
    ) {
        let units = f64::from(table::UNITS);
        let advance = |c: char| find(c).map_or(units / 2.0, |(advance, _)| f64::from(advance));
        let width: f64 = text.chars().map(advance).sum();
        let scale = size / units;
        let left = x - width * scale / 2.0;
        let _ = write!(
            out,
            r#"<g class="{class}" data-text="{text}" transform="translate({} {}) scale({})" fill="{}""#,
            Num(left),
            Num(y),
            Num::exact(scale),
            paint.fill
        );
        if let Some((colour, width)) = paint.stroke {
            // The stroke is drawn in the outline's units.
            let _ = write!(
                out,
                r#" stroke="{colour}" stroke-width="{}" stroke-linejoin="round""#,
                Num(width / scale)
            );
        }
        out.push('>');
        let mut pen = 0.0;
        for c in text.chars() {
            if let Some(i) = index(c) {
                self.used |= 1 << i;
                let _ = write!(out, r##"<use href="#{}""##, id(c));
                if pen > 0.0 {
                    let _ = write!(out, r#" x="{}""#, Num(pen));
                }
                out.push_str("/>");
            }
            pen += advance(c);
        }
        out.push_str("</g>\n");
    }

    /// The `<defs>` of the outlines drawn, or nothing when none was.
    pub(super) fn defs(&self) -> String {
        let mut out = String::new();
        if self.used == 0 {
            return out;
        }
        out.push_str("<defs>\n");
        for (i, &(c, _, path)) in table::TABLE.iter().enumerate() {
            if self.used & (1 << i) != 0 {
                let _ = writeln!(out, r#"<path id="{}" d="{path}"/>"#, id(c));
            }
        }
        out.push_str("</defs>\n");
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pieces::{chess_body, kanji_number, shogi_kanji, xiangqi_char};
    use sashite::epin::Identifier;

    #[test]
    fn the_table_is_sorted_and_unique() {
        assert!(table::TABLE.windows(2).all(|pair| pair[0].0 < pair[1].0));
    }

    #[test]
    fn every_face_the_pictures_draw_has_an_outline() {
        for letter in 'A'..='Z' {
            for side in ["", "+", "-"] {
                for case in [letter, letter.to_ascii_lowercase()] {
                    let piece = Identifier::parse(&alloc::format!("{side}{case}")).expect("token");
                    if let Some((face, _)) = shogi_kanji(piece) {
                        assert!(covers(face), "{face}");
                    }
                    if let Some(face) = xiangqi_char(piece) {
                        assert!(covers(face), "{face}");
                    }
                    if let Some(body) = chess_body(piece) {
                        assert!(find(body).is_some(), "{body}");
                    }
                }
            }
        }
        for n in 1..=19 {
            assert!(covers(&kanji_number(n)), "{n}");
        }
        for text in ["楚 河", "漢 界", "☗", "☖"] {
            assert!(covers(text), "{text}");
        }
        assert!(!covers("K"));
    }

    #[test]
    fn a_run_is_centred_and_its_outlines_defined_once() {
        let mut glyphs = Glyphs::default();
        let mut out = String::new();
        glyphs.draw(
            &mut out,
            "label",
            100.0,
            50.0,
            20.0,
            Paint::fill("#111"),
            "十二",
        );
        glyphs.draw(
            &mut out,
            "label",
            100.0,
            80.0,
            20.0,
            Paint::fill("#111"),
            "二",
        );
        // Two ems of 20 px, centred on 100.
        assert!(out.starts_with(r##"<g class="label" data-text="十二" transform="translate(80 50) scale(0.02)" fill="#111"><use href="#sashite-glyph-5341"/><use href="#sashite-glyph-4e8c" x="1000"/></g>"##), "{out}");
        let defs = glyphs.defs();
        assert_eq!(defs.matches("<path id=").count(), 2, "{defs}");
        assert_eq!(Glyphs::default().defs(), "");
    }
}
