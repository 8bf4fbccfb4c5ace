//! Which picture a position is drawn as: from the [`Board`] option, or
//! from its two styles.

use sashite::feen::View;

use crate::Board;

/// The picture drawn (a [`Board`] with `Auto` resolved).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    /// Chess or makruk: a checkered board with glyphs.
    Chess,
    /// Shogi: a plain board of tiles with kanji.
    Shogi,
    /// Xiangqi: pieces on intersections.
    Xiangqi,
    /// Anything else: a grid of letters, 2-D slices beyond two dimensions.
    Grid,
}

/// The picture for `view`: game pictures need a regular 2-D board; `Auto`
/// needs both styles of one family (C and M chess, S shogi, X xiangqi).
pub(crate) fn resolve(view: &View<'_>, board: Board) -> Kind {
    if view.shape().is_none_or(|shape| shape.len() != 2) {
        return Kind::Grid;
    }
    match board {
        Board::Chess => Kind::Chess,
        Board::Shogi => Kind::Shogi,
        Board::Xiangqi => Kind::Xiangqi,
        Board::Grid => Kind::Grid,
        Board::Auto => {
            let family = |c: char| match c.to_ascii_uppercase() {
                'C' | 'M' => Kind::Chess,
                'S' => Kind::Shogi,
                'X' => Kind::Xiangqi,
                _ => Kind::Grid,
            };
            let first = family(view.first_style().to_char());
            if first == family(view.second_style().to_char()) {
                first
            } else {
                Kind::Grid
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kind(feen: &str, board: Board) -> Kind {
        resolve(&View::parse(feen).expect("valid"), board)
    }

    #[test]
    fn styles_choose_the_picture_and_the_option_overrides_it() {
        assert_eq!(kind("8/8 / C/c", Board::Auto), Kind::Chess);
        assert_eq!(kind("8/8 / m/M", Board::Auto), Kind::Chess);
        assert_eq!(kind("8/8 / C/m", Board::Auto), Kind::Chess);
        assert_eq!(kind("9/9 / S/s", Board::Auto), Kind::Shogi);
        assert_eq!(kind("9/9 / X/x", Board::Auto), Kind::Xiangqi);
        assert_eq!(kind("9/9 / S/c", Board::Auto), Kind::Grid);
        assert_eq!(kind("9/9 / G/g", Board::Auto), Kind::Grid);
        assert_eq!(kind("9/9 / G/g", Board::Shogi), Kind::Shogi);
        assert_eq!(kind("9/9 / S/s", Board::Grid), Kind::Grid);
        // Not two-dimensional: always the grid.
        assert_eq!(kind("9 / S/s", Board::Shogi), Kind::Grid);
        assert_eq!(kind("a/b//c/d / C/c", Board::Chess), Kind::Grid);
        assert_eq!(kind("ab/c / C/c", Board::Auto), Kind::Grid);
    }
}
