//! Characters drawn as outlines: the kanji, hanzi, chess pieces and shogi
//! players' signs, so that a picture looks the same on a machine with no
//! CJK or symbol font (most servers, containers and CI machines).
//!
//! The outlines are data: `outlines.bin`, written once by `generate.py`
//! from Noto Serif CJK Bold (SIL Open Font License 1.1) and `DejaVu` Sans
//! (Bitstream Vera licence), their licences beside it. A picture defines
//! each outline it uses once (`<path id>` in `<defs>`) and draws it with
//! `<use>`.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Write as _;

use super::{Canvas, Num};

/// Every outline, in code point order: its code point (`u32`), advance
/// (`u16`) and data length (`u16`), little-endian, then its path data,
/// encoded (see [`write_path`]). At most 64: a picture's outlines are a set
/// of their indices in one `u64` (a set without the B-tree's code, which
/// costs 5 KB of WebAssembly).
static OUTLINES: &[u8] = include_bytes!("outlines.bin");

/// Units per em of the outlines (`generate.py`'s `UNITS`).
const UNITS: u16 = 500;

/// Every outline: its character, advance and encoded path data.
fn outlines() -> impl Iterator<Item = (char, u16, &'static [u8])> {
    let mut rest = OUTLINES;
    core::iter::from_fn(move || {
        let (&[c0, c1, c2, c3, a0, a1, n0, n1], tail) = rest.split_first_chunk()?;
        let c = char::from_u32(u32::from_le_bytes([c0, c1, c2, c3]))?;
        let (path, next) = tail.split_at_checked(usize::from(u16::from_le_bytes([n0, n1])))?;
        rest = next;
        Some((c, u16::from_le_bytes([a0, a1]), path))
    })
}

/// The index and the advance of `c`, when it is drawn as an outline.
fn find(c: char) -> Option<(usize, u16)> {
    let (i, (_, advance, _)) = outlines().enumerate().find(|&(_, (key, _, _))| key == c)?;
    Some((i, advance))
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

impl Canvas {
    /// Draws the run `text` (outlines and spaces; a space is half an em)
    /// of `size` pixels centred on `x`, on the baseline `y`, in a group of
    /// class `class` whose `data-text` is `text`. Characters without an
    /// outline are skipped: callers check [`covers`] first.
    pub(super) fn outlines(
        &mut self,
        x: f64,
        y: f64,
        size: f64,
        class: &str,
        paint: Paint<'_>,
        text: &str,
    ) {
        let out = &mut self.body;
        let units = f64::from(UNITS);
        // Each character looked up once: its outline and advance, if any.
        let run: Vec<(char, Option<(usize, u16)>)> = text.chars().map(|c| (c, find(c))).collect();
        let advance =
            |found: Option<(usize, u16)>| found.map_or(units / 2.0, |(_, a)| f64::from(a));
        let width: f64 = run.iter().map(|&(_, found)| advance(found)).sum();
        let scale = size / units;
        let (left, y, fill) = (Num(x - width * scale / 2.0), Num(y), paint.fill);
        let scale_text = Num(scale);
        let _ = write!(
            out,
            r#"<g class="{class}" data-text="{text}" transform="translate({left} {y}) scale({scale_text:.5})" fill="{fill}""#
        );
        if let Some((colour, width)) = paint.stroke {
            // The stroke is drawn in the outline's units.
            let width = Num(width / scale);
            let _ = write!(
                out,
                r#" stroke="{colour}" stroke-width="{width}" stroke-linejoin="round""#
            );
        }
        out.push('>');
        let mut pen = 0.0;
        for (c, found) in run {
            if let Some((i, _)) = found {
                self.glyphs |= 1 << i;
                let _ = write!(out, r##"<use href="#{}""##, id(c));
                if pen > 0.0 {
                    let _ = write!(out, r#" x="{}""#, Num(pen));
                }
                out.push_str("/>");
            }
            pen += advance(found);
        }
        out.push_str("</g>\n");
    }
}

/// The `<defs>` of the outlines `used` (bit `i`: the `i`-th outline), or
/// nothing when none was drawn.
pub(super) fn defs(used: u64) -> String {
    if used == 0 {
        return String::new();
    }
    let mut out = String::from("<defs>\n");
    for (i, (c, _, path)) in outlines().enumerate() {
        if used & (1 << i) != 0 {
            let _ = write!(out, r#"<path id="{}" d=""#, id(c));
            write_path(&mut out, path);
            out.push_str("\"/>\n");
        }
    }
    out.push_str("</defs>\n");
    out
}

/// Writes the SVG path data `data` encodes: each command's letter (ASCII),
/// then its numbers as zigzag LEB128 varints (`generate.py`'s `encode`).
/// A letter that repeats the previous command's is left out, as SVG allows.
fn write_path(out: &mut String, data: &[u8]) {
    let mut bytes = data.iter().copied();
    let mut last = 0;
    while let Some(letter) = bytes.next() {
        let count = match letter {
            b'm' | b'l' => 2,
            b'h' | b'v' => 1,
            b'c' => 6,
            b'q' => 4,
            _ => 0,
        };
        // Pairs after an `m` would be lines: an `m` is always written.
        let repeated = letter == last && letter != b'm' && count > 0;
        if !repeated {
            out.push(char::from(letter));
        }
        for k in 0..count {
            let n = varint(&mut bytes);
            // A minus sign or a letter separates numbers by itself.
            if (k > 0 || repeated) && n >= 0 {
                out.push(' ');
            }
            let _ = write!(out, "{n}");
        }
        last = letter;
    }
}

/// The next zigzag LEB128 number of `bytes`.
fn varint(bytes: &mut impl Iterator<Item = u8>) -> i32 {
    let mut value: u32 = 0;
    // At most five bytes: 35 bits hold any `u32`.
    for (shift, byte) in (0..32).step_by(7).zip(bytes) {
        value |= u32::from(byte & 0x7F) << shift;
        if byte & 0x80 == 0 {
            break;
        }
    }
    // Zigzag: even values are the non-negative numbers, odd the negative
    // (`!n` is `-n - 1`).
    let magnitude = i32::try_from(value >> 1).unwrap_or(i32::MAX);
    if value & 1 == 0 {
        magnitude
    } else {
        !magnitude
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pieces::{chess_body, kanji_number, shogi_kanji, xiangqi_char};
    use sashite::epin::Identifier;

    #[test]
    fn paths_decode_to_svg_path_data() {
        // m 2,-1 l 1,2 l -3,0 (repeated: no letter) h 5 z; zigzag: 2 → 4,
        // -1 → 1, 1 → 2, -3 → 5, 0 → 0, 200 → 400 = 0x90 0x03.
        let data = b"m\x04\x01l\x02\x04l\x05\x00h\x90\x03z";
        let mut out = String::new();
        write_path(&mut out, data);
        assert_eq!(out, "m2-1l1 2-3 0h200z");
        for (c, _, path) in outlines() {
            let mut out = String::new();
            write_path(&mut out, path);
            assert!(out.starts_with('m') && out.ends_with('z'), "{c}");
            assert!(
                out.bytes().all(|b| b"mlhvcqz -0123456789".contains(&b)),
                "{c}: {out}"
            );
        }
    }

    #[test]
    fn the_outlines_are_sorted_unique_and_read_whole() {
        let keys: Vec<char> = outlines().map(|(c, _, _)| c).collect();
        assert!(keys.windows(2).all(|pair| pair[0] < pair[1]));
        // Every byte read, and few enough outlines for a picture's set.
        let read: usize = outlines().map(|(_, _, path)| 8 + path.len()).sum();
        assert_eq!(read, OUTLINES.len());
        assert!((40..=64).contains(&keys.len()), "{}", keys.len());
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
        let mut canvas = Canvas::default();
        canvas.outlines(100.0, 50.0, 20.0, "label", Paint::fill("#111"), "十二");
        canvas.outlines(100.0, 80.0, 20.0, "label", Paint::fill("#111"), "二");
        let out = &canvas.body;
        // Two ems of 20 px, centred on 100.
        assert!(out.starts_with(r##"<g class="label" data-text="十二" transform="translate(80 50) scale(0.04)" fill="#111"><use href="#sashite-glyph-5341"/><use href="#sashite-glyph-4e8c" x="500"/></g>"##), "{out}");
        let defs = defs(canvas.glyphs);
        assert_eq!(defs.matches("<path id=").count(), 2, "{defs}");
        assert_eq!(super::defs(0), "");
    }
}
