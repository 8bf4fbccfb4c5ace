//! The board as text for a terminal, making the picture's choices where a
//! terminal can: chess glyphs, shogi kanji (the second player's marked
//! `v`, as in KIF diagrams) with files 9 … 1 and ranks 一 … 九, xiangqi
//! characters on the lines with the river, letters otherwise (and with
//! [`Options::with_ascii`]).

mod board;

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Write as _;

use anstyle::Style;
use sashite::feen::View;

use crate::kind::resolve;
use crate::marks::Marks;
use crate::panel::{footer_lines, panels};
use crate::{Board, Options, RenderError};

/// Draws `view` as lines of text, each ending in `\n` (ANSI colours with
/// [`Options::with_color`]): the board (2-D slices side by side beyond two
/// dimensions), then the side to move, the hands, the legend of the marks
/// and the FEEN string.
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
/// let text = sashite_render::terminal(&view, &Options::new()).expect("small");
/// assert!(text.starts_with("3  ♚^"));
/// assert!(text.contains("to move: first (C)"));
/// let ascii = sashite_render::terminal(&view, &Options::new().with_ascii(true)).expect("small");
/// assert!(ascii.starts_with("3  k^"));
/// ```
pub fn terminal(view: &View<'_>, options: &Options) -> Result<String, RenderError> {
    crate::check_size(view)?;
    // Letters only: the grid's look.
    let board = if options.ascii() {
        Board::Grid
    } else {
        options.board()
    };
    let kind = resolve(view, board);
    let color = options.color();
    let mut seen = Marks::default();
    let blocks: Vec<Vec<board::Line>> = panels(view)
        .iter()
        .map(|panel| board::lines(panel, kind, color, &mut seen))
        .collect();
    let mut out = String::new();
    let height = blocks.iter().map(Vec::len).max().unwrap_or(0);
    for i in 0..height {
        let mut line = String::new();
        for block in &blocks {
            let block_width = block.iter().map(|(_, w)| *w).max().unwrap_or(0);
            let (text, w) = block.get(i).map_or(("", 0), |(t, w)| (t.as_str(), *w));
            let _ = write!(line, "{text}{:gap$}", "", gap = block_width - w + 3);
        }
        let _ = writeln!(out, "{}", line.trim_end_matches(' '));
    }
    out.push('\n');
    // Side to move (in bold), hands, the legend of the marks seen and the
    // FEEN string.
    let bold = Style::new().bold();
    for (i, (_, line)) in footer_lines(view, seen, true).iter().enumerate() {
        let _ = match line.split_once("; ") {
            Some((to_move, styles)) if i == 0 && color => {
                writeln!(out, "{bold}{to_move}{bold:#}; {styles}")
            }
            _ => writeln!(out, "{line}"),
        };
    }
    Ok(out)
}
