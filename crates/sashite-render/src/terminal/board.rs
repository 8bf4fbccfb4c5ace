//! One panel (a 2-D grid) as lines of terminal text, in the chosen look.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt::Write as _;
use core::iter::repeat_n;

use anstyle::{Ansi256Color, AnsiColor, Color, Style};
use sashite::Side;
use sashite::epin::Identifier;

use crate::kind::Kind;
use crate::marks::Marks;
use crate::panel::{Panel, file_name};
use crate::pieces::{chess_glyph, has_palaces, kanji_number, river, shogi_kanji, xiangqi_char};

/// One line of text and its width in columns.
pub(super) type Line = (String, usize);

const LIGHT: Color = Color::Ansi256(Ansi256Color(180));
const DARK: Color = Color::Ansi256(Ansi256Color(137));
const RED: Color = Color::Ansi(AnsiColor::Red);

/// A piece's face: its text, its width in columns, and whether it is a
/// promoted face (red).
fn face(piece: Identifier, kind: Kind) -> (String, usize, bool) {
    match kind {
        Kind::Grid => None,
        Kind::Chess => chess_glyph(piece).map(|g| (g.to_string(), 1, false)),
        Kind::Shogi => shogi_kanji(piece).map(|(k, p)| (k.to_string(), 2, p)),
        Kind::Xiangqi => xiangqi_char(piece).map(|h| (h.to_string(), 2, false)),
    }
    // Letters keep their case: it is the side.
    .unwrap_or_else(|| (piece.to_char().to_string(), 1, false))
}

/// The text drawn before and after a piece's face: its EPIN token's own
/// (`+K^'`: `+` and `^'`), so that every attribute the token writes is
/// drawn, one EPIN gains later too. A promoted face (a red kanji) shows
/// the enhanced state itself: its `+` is not drawn.
fn mark_text(piece: Identifier, promoted_face: bool) -> (String, String) {
    let token = piece.encode();
    // The token holds its letter once; were it not there, the whole token
    // would be drawn before the face rather than lost.
    let (prefix, suffix) = token
        .as_str()
        .split_once(piece.to_char())
        .unwrap_or((token.as_str(), ""));
    let prefix = if promoted_face && piece.is_enhanced() {
        ""
    } else {
        prefix
    };
    (prefix.into(), suffix.into())
}

/// How the cells of one panel are laid out.
#[derive(Debug, Clone, Copy)]
struct Layout {
    kind: Kind,
    color: bool,
    /// Widest state mark, widest suffix marks, face width.
    pw: usize,
    sw: usize,
    fw: usize,
    /// Shogi's column for `v` (second player).
    marker: usize,
}

impl Layout {
    /// Columns of one cell: its face with its marks, and its padding.
    const fn cell_width(self) -> usize {
        self.marker + self.pw + self.fw + self.sw + 2 * self.padded() as usize
    }

    /// Whether cells have a space on each side (chess and grid).
    const fn padded(self) -> bool {
        matches!(self.kind, Kind::Grid | Kind::Chess)
    }

    /// One cell's text (coloured) and its width in columns: shogi's side
    /// column, the state mark, the face, the suffix marks. Empty squares
    /// are a dot, or a crossing on xiangqi's lines, which run on past a
    /// piece.
    fn cell(self, square: Option<Identifier>, dark: bool) -> String {
        let line = if self.kind == Kind::Xiangqi {
            '─'
        } else {
            ' '
        };
        let (side, lead, (prefix, suffix), (face, face_width, _)) = match square {
            None => {
                let dot = match self.kind {
                    Kind::Xiangqi => "┼─",
                    Kind::Shogi => "・",
                    Kind::Grid | Kind::Chess => "·",
                };
                (" ", line, Default::default(), (dot.into(), self.fw, false))
            }
            Some(piece) => {
                let face = face(piece, self.kind);
                let side = match piece.side() {
                    Side::First => " ",
                    Side::Second => "v",
                };
                (side, ' ', mark_text(piece, face.2), face)
            }
        };
        let side = if self.marker == 1 { side } else { "" };
        let pad = if self.padded() { " " } else { "" };
        let lead: String = repeat_n(lead, self.pw - prefix.len()).collect();
        let trail: String = repeat_n(line, self.sw - suffix.len()).collect();
        let gap = self.fw - face_width;
        let text = format!(
            "{pad}{side}{lead}{prefix}{face}{:gap$}{suffix}{trail}{pad}",
            ""
        );
        self.paint(&text, square, dark)
    }

    /// A cell's text with its colours: the square (chess and grid) and the
    /// piece (side, promotion).
    fn paint(self, text: &str, piece: Option<Identifier>, dark: bool) -> String {
        if !self.color {
            return text.to_string();
        }
        let mut style = Style::new();
        if self.padded() {
            style = style.bg_color(Some(if dark { DARK } else { LIGHT }));
        }
        if let Some(piece) = piece {
            let fg = match (self.kind, piece.side()) {
                (Kind::Xiangqi, Side::First) => RED,
                (Kind::Shogi, _) if face(piece, self.kind).2 => RED,
                (Kind::Chess | Kind::Grid, Side::First) => Color::Ansi(AnsiColor::BrightWhite),
                (Kind::Chess | Kind::Grid, Side::Second) => Color::Ansi(AnsiColor::Black),
                _ => return text.to_string(),
            };
            style = style.fg_color(Some(fg)).bold();
        }
        format!("{style}{text}{style:#}")
    }
}

/// The lines of one panel; adds the marks drawn to `seen`.
pub(super) fn lines(panel: &Panel, kind: Kind, color: bool, seen: &mut Marks) -> Vec<Line> {
    // Widest prefix and suffix, so faces line up.
    let (mut pw, mut sw) = (0, 0);
    for piece in panel.ranks().flat_map(|(_, row)| row.iter().flatten()) {
        let promoted_face = face(*piece, kind).2;
        seen.add(Marks::of(*piece, promoted_face));
        let (prefix, suffix) = mark_text(*piece, promoted_face);
        pw = pw.max(prefix.len());
        sw = sw.max(suffix.len());
    }
    let columns = panel.columns();
    if matches!(kind, Kind::Grid | Kind::Chess) && panel.files && columns > 0 {
        // Labels past `z` are longer than a face: widen every cell so
        // that they stay aligned.
        sw = sw.max(file_name(columns - 1).len() - 1);
    }
    let layout = Layout {
        kind,
        color,
        pw,
        sw,
        fw: 1 + usize::from(matches!(kind, Kind::Shogi | Kind::Xiangqi)),
        marker: usize::from(kind == Kind::Shogi),
    };
    let mut lines: Vec<Line> = Vec::new();
    if let Some(title) = &panel.title {
        lines.push((title.clone(), title.chars().count()));
    }
    match kind {
        Kind::Shogi => shogi_lines(&mut lines, panel, layout),
        Kind::Xiangqi => xiangqi_lines(&mut lines, panel, layout),
        Kind::Grid | Kind::Chess => grid_lines(&mut lines, panel, layout),
    }
    lines
}

/// Files 9 … 1 above (full-width digits), ranks 一 … 九 on the right.
fn shogi_lines(lines: &mut Vec<Line>, panel: &Panel, layout: Layout) {
    let columns = panel.columns();
    let (lead, sw) = (layout.marker + layout.pw, layout.sw);
    let mut top = String::new();
    for n in (1..=columns).rev() {
        // Full-width digits, as wide as a kanji.
        let digit = "０１２３４５６７８９".chars().nth(n);
        let label = digit.map_or_else(|| format!("{n:>2}"), String::from);
        let _ = write!(top, "{:lead$}{label}{:sw$}", "", "");
    }
    lines.push((top, columns * layout.cell_width()));
    for (r, (_, squares)) in panel.ranks().enumerate() {
        let mut line: String = squares.iter().map(|&s| layout.cell(s, false)).collect();
        let _ = write!(line, " {}", kanji_number(r + 1));
        lines.push((line, columns * layout.cell_width() + 3));
    }
}

/// Pieces on the lines, the river between the middle ranks, the palaces'
/// diagonals; files 1 … 9 above (black's), 九 … 一 below (red's).
fn xiangqi_lines(lines: &mut Vec<Line>, panel: &Panel, layout: Layout) {
    let Layout { pw, .. } = layout;
    let columns = panel.columns();
    let ranks = panel.ranks().count();
    let step = layout.cell_width() + 1;
    let width = columns * step - 1;
    let mut top = String::new();
    for n in 1..=columns {
        let _ = write!(top, "{:pw$}{n:<w$}", "", w = step - pw);
    }
    lines.push((top.trim_end().to_string(), width));
    let river = river(ranks);
    for (r, (_, squares)) in panel.ranks().enumerate() {
        let cells: Vec<String> = squares.iter().map(|&s| layout.cell(s, false)).collect();
        // The line stops at the last intersection.
        let line = cells.join("─").trim_end_matches(['─', ' ']).to_string();
        lines.push((line, width));
        if r + 1 == ranks {
            break;
        }
        let between = if river == Some(r) {
            river_line(pw, (columns - 1) * step)
        } else {
            let mut between = alloc::vec![' '; (columns - 1) * step + pw + 1];
            for bar in between.iter_mut().skip(pw).step_by(step) {
                *bar = '│';
            }
            // The palaces' diagonals cross at the middle file, in the
            // three ranks at each end.
            let diagonals = match r {
                _ if r == 0 || r + 3 == ranks => Some(['╲', '╱']),
                _ if r == 1 || r + 2 == ranks => Some(['╱', '╲']),
                _ => None,
            };
            if let Some(diagonals) = diagonals.filter(|_| has_palaces(columns, ranks)) {
                let at = (columns / 2 - 1) * step + pw + step / 2;
                for (slot, diagonal) in between.iter_mut().skip(at).step_by(step).zip(diagonals) {
                    *slot = diagonal;
                }
            }
            between.into_iter().collect()
        };
        lines.push((between, width));
    }
    let mut bottom = String::new();
    for label in (1..=columns).rev().map(kanji_number) {
        // Numerals are two columns wide each.
        let gap = step.saturating_sub(pw + 2 * label.chars().count());
        let _ = write!(bottom, "{:pw$}{label}{:gap$}", "", "");
    }
    lines.push((bottom.trim_end().to_string(), width));
}

/// Ranks on the left, files `a` … under the board, checkered squares.
fn grid_lines(lines: &mut Vec<Line>, panel: &Panel, layout: Layout) {
    let columns = panel.columns();
    let ranks = panel.ranks().count();
    let label_width = panel
        .ranks()
        .map(|(label, _)| label.len())
        .max()
        .unwrap_or(0);
    let pad = if label_width > 0 { label_width + 1 } else { 0 };
    let mut r = 0;
    for row in &panel.rows {
        let Some((label, squares)) = row else {
            lines.push((String::new(), 0));
            continue;
        };
        let mut line = String::new();
        if label_width > 0 {
            let _ = write!(line, "{label:>label_width$} ");
        }
        for (c, square) in squares.iter().enumerate() {
            // a1 (bottom left) is dark.
            let dark = (ranks.saturating_sub(r + 1) + c).is_multiple_of(2);
            line.push_str(&layout.cell(*square, dark));
        }
        lines.push((line, pad + squares.len() * layout.cell_width()));
        r += 1;
    }
    if panel.files && columns > 0 {
        let mut line = " ".repeat(pad);
        for c in 0..columns {
            let (pw, w) = (layout.pw, 1 + layout.sw);
            let _ = write!(line, " {:pw$}{:<w$} ", "", file_name(c));
        }
        let len = line.chars().count();
        lines.push((line, len));
    }
}

/// The river row: the two edges (`span` columns apart, after `pw`
/// columns) with `楚 河` and `漢 界` between them.
fn river_line(pw: usize, span: usize) -> String {
    // Each pair of words is 5 columns wide (two ideographs and a space).
    let inner = span.saturating_sub(1);
    let side = inner.saturating_sub(10) / 4;
    let middle = inner.saturating_sub(2 * side + 10);
    let end = inner.saturating_sub(side + 10 + middle);
    format!(
        "{:pw$}│{:side$}楚 河{:middle$}漢 界{:end$}│",
        "", "", "", ""
    )
}
