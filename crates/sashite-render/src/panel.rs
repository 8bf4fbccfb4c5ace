//! A board cut into 2-D grids to draw: one for 1-D and 2-D boards, one
//! per layer beyond, rows of an irregular board as they come.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;

use sashite::Side;
use sashite::epin::Identifier;
use sashite::feen::{Run, View};

use crate::marks::Marks;

/// One square: a piece or nothing.
pub(crate) type Square = Option<Identifier>;

/// One row: its label and squares.
pub(crate) type Row = (String, Vec<Square>);

/// One grid to draw: a title and rows of squares (`None` rows are gaps).
#[derive(Debug)]
pub(crate) struct Panel {
    pub(crate) title: Option<String>,
    /// Top row first; `None` is a gap between groups of an irregular board.
    pub(crate) rows: Vec<Option<Row>>,
    /// Whether file labels are drawn under the grid.
    pub(crate) files: bool,
}

impl Panel {
    /// The widest row's square count.
    pub(crate) fn columns(&self) -> usize {
        self.ranks().map(|(_, row)| row.len()).max().unwrap_or(0)
    }

    /// The rows that hold squares, top first.
    pub(crate) fn ranks(&self) -> impl Iterator<Item = &Row> {
        self.rows.iter().flatten()
    }
}

/// Splits the board into panels: one rank for a 1-D board (unlabelled),
/// ranks for a 2-D board, one panel of ranks per layer beyond.
pub(crate) fn panels(view: &View<'_>) -> Vec<Panel> {
    let Some(shape) = view.shape() else {
        return vec![irregular(view)];
    };
    let squares: Vec<Square> = view.squares().collect();
    let size = |d: u128| usize::try_from(d).unwrap_or(1);
    let (ranks, files) = match *shape {
        [files] => (1, size(files)),
        [.., ranks, files] => (size(ranks), size(files)),
        [] => (1, 1),
    };
    let layers: Vec<&[Square]> = squares.chunks((ranks * files).max(1)).collect();
    let rank = |r: usize| match shape.len() {
        1 => String::new(),
        _ => (ranks - r).to_string(),
    };
    (layers.iter().enumerate())
        .map(|(layer, squares)| Panel {
            title: (layers.len() > 1).then(|| format!("layer {}", layer + 1)),
            rows: (squares.chunks(files.max(1)).enumerate())
                .map(|(r, row)| Some((rank(r), row.to_vec())))
                .collect(),
            files: true,
        })
        .collect()
}

/// An irregular board, row by row, with a gap at each deeper separator.
fn irregular(view: &View<'_>) -> Panel {
    let mut rows = Vec::new();
    let mut row = Vec::new();
    for run in view.runs() {
        match run {
            Run::Piece(piece) => row.push(Some(piece)),
            Run::Empty(n) => row.extend((0..n).map(|_| None)),
            Run::Separator(len) => {
                rows.push(Some((String::new(), core::mem::take(&mut row))));
                if len > 1 {
                    rows.push(None);
                }
            }
        }
    }
    rows.push(Some((String::new(), row)));
    let count = rows.iter().flatten().count();
    for (index, (label, _)) in rows.iter_mut().flatten().enumerate() {
        *label = (count - index).to_string();
    }
    Panel {
        title: None,
        rows,
        files: false,
    }
}

/// The file label of column `i`: `a` … `z`, then `aa`, `ab` … (as
/// spreadsheets count).
pub(crate) fn file_name(i: usize) -> String {
    let letter = char::from(b'a' + u8::try_from(i % 26).unwrap_or(0));
    match i / 26 {
        0 => letter.to_string(),
        n => format!("{}{letter}", file_name(n - 1)),
    }
}

/// The lines under a board, each with its class: side to move and
/// styles (`info`), each hand unless drawn (`info`), the legend of the
/// marks seen (`legend`) and the FEEN string (`feen`).
pub(crate) fn footer_lines(
    view: &View<'_>,
    seen: Marks,
    hands: bool,
) -> Vec<(&'static str, String)> {
    let (side, style) = (view.active_side(), view.active_style());
    let (first, second) = (view.first_style(), view.second_style());
    let to_move = format!("to move: {side} ({style}); styles: first {first}, second {second}");
    let mut lines = vec![("info", to_move)];
    for side in [Side::First, Side::Second].into_iter().filter(|_| hands) {
        lines.push(("info", format!("hand of {side}: {}", hand_text(view, side))));
    }
    let legend = seen.legend();
    if !legend.is_empty() {
        lines.push(("legend", format!("marks: {}", legend.join("   "))));
    }
    lines.push(("feen", format!("FEEN: {}", view.as_str())));
    lines
}

/// One hand as text: `P×2 B`, or `—`.
fn hand_text(view: &View<'_>, side: Side) -> String {
    let items: Vec<String> = (view.hand(side))
        .map(|item| match item.count() {
            1 => format!("{}", item.piece()),
            count => format!("{}×{count}", item.piece()),
        })
        .collect();
    if items.is_empty() {
        return "—".into();
    }
    items.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_continue_past_z() {
        assert_eq!(file_name(0), "a");
        assert_eq!(file_name(25), "z");
        assert_eq!(file_name(26), "aa");
        assert_eq!(file_name(27), "ab");
        assert_eq!(file_name(701), "zz");
        assert_eq!(file_name(702), "aaa");
    }
}
