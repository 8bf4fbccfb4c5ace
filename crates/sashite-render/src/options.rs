//! How a board is drawn: the picture style and the terminal settings.

/// Which game's picture a board is drawn as.
///
/// [`Board::Auto`] chooses from the two styles of the position (SIN
/// letters, by the convention of the specification's examples): both `C`
/// (chess) or `M` (makruk) draw a chess board, both `S` a shogi board, both
/// `X` a xiangqi board; anything else, irregular or not two-dimensional,
/// draws the generic grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Board {
    /// Chosen from the position's styles.
    #[default]
    Auto,
    /// A checkered board with chess glyphs.
    Chess,
    /// A plain board of tiles with kanji.
    Shogi,
    /// Pieces on the intersections, with river and palaces.
    Xiangqi,
    /// A generic grid with letters.
    Grid,
}

impl Board {
    /// Every choice, in the order the command lists them.
    pub const ALL: [Self; 5] = [
        Self::Auto,
        Self::Chess,
        Self::Shogi,
        Self::Xiangqi,
        Self::Grid,
    ];

    /// The choice's name, as the command spells it (`"auto"`).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Auto => "auto",
            Self::Chess => "chess",
            Self::Shogi => "shogi",
            Self::Xiangqi => "xiangqi",
            Self::Grid => "grid",
        }
    }
}

/// Drawing options.
///
/// # Examples
///
/// ```
/// use sashite_render::{Board, Options};
///
/// let options = Options::new().with_board(Board::Grid).with_ascii(true);
/// assert_eq!(options.board(), Board::Grid);
/// assert!(options.ascii() && !options.color());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Options {
    board: Board,
    ascii: bool,
    color: bool,
}

impl Options {
    /// The defaults: [`Board::Auto`], glyphs allowed, no colour.
    #[must_use]
    pub const fn new() -> Self {
        Self {
            board: Board::Auto,
            ascii: false,
            color: false,
        }
    }

    /// With this picture style.
    #[must_use]
    pub const fn with_board(self, board: Board) -> Self {
        Self { board, ..self }
    }

    /// With letters only in the terminal drawing (no glyphs, no box lines).
    #[must_use]
    pub const fn with_ascii(self, ascii: bool) -> Self {
        Self { ascii, ..self }
    }

    /// With ANSI colours in the terminal drawing.
    #[must_use]
    pub const fn with_color(self, color: bool) -> Self {
        Self { color, ..self }
    }

    /// The picture style.
    #[must_use]
    pub const fn board(&self) -> Board {
        self.board
    }

    /// Whether the terminal drawing uses letters only.
    #[must_use]
    pub const fn ascii(&self) -> bool {
        self.ascii
    }

    /// Whether the terminal drawing uses ANSI colours.
    #[must_use]
    pub const fn color(&self) -> bool {
        self.color
    }
}
