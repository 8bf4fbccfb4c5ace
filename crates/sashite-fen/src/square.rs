//! [`Square`]: a square named as the game names it, for error messages.

use core::fmt;

/// A square of a FEN board: its place in the FEN text (row from the first
/// rank written, column from the left) and its name in the game's own
/// coordinates: `e4` in chess and makruk, `7f` in shogi (USI), `e0` in
/// xiangqi (UCCI).
///
/// # Examples
///
/// ```
/// use sashite_fen::{ErrorKind, chess};
///
/// let err = chess::from_fen("8/8/8/8/8/8/8/8 b - e3 0 1").unwrap_err();
/// let ErrorKind::EnPassantWithoutPawn { square } = err.kind() else { panic!() };
/// assert_eq!(square.to_string(), "e3");
/// assert_eq!((square.row(), square.column()), (5, 4));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Square {
    row: u8,
    column: u8,
    name: [u8; 2],
}

/// How a game names its squares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Naming {
    /// File letter from `a`, rank number from 1 at the bottom (chess).
    Chess,
    /// File number from 1 at the right, rank letter from `a` at the top (USI).
    Usi,
    /// File letter from `a`, rank digit from 0 at the bottom (UCCI).
    Ucci,
}

impl Square {
    /// The square at `row` (from the top) and `column` (from the left) of a
    /// board of `height` × `width` (both at most 10, so names are two bytes).
    pub(crate) const fn new(naming: Naming, height: u8, width: u8, row: u8, column: u8) -> Self {
        let name = match naming {
            Naming::Chess => [b'a' + column, b'0' + (height - row)],
            Naming::Usi => [b'0' + (width - column), b'a' + row],
            Naming::Ucci => [b'a' + column, b'0' + (height - 1 - row)],
        };
        Self { row, column, name }
    }

    /// The row, counted from 0 at the first rank the FEN writes (the top).
    #[must_use]
    pub const fn row(&self) -> u8 {
        self.row
    }

    /// The column, counted from 0 at the left of the FEN's ranks.
    #[must_use]
    pub const fn column(&self) -> u8 {
        self.column
    }

    /// The name, as the game writes it (`"e4"`, `"7f"`, `"e0"`).
    #[must_use]
    pub fn name(&self) -> &str {
        // Names are built from ASCII digits and letters only.
        core::str::from_utf8(&self.name).unwrap_or("??")
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;

    use super::{Naming, Square};

    #[test]
    fn corners_in_each_naming() {
        let name = |naming, height, width, row, column| {
            Square::new(naming, height, width, row, column).to_string()
        };
        assert_eq!(name(Naming::Chess, 8, 8, 0, 0), "a8");
        assert_eq!(name(Naming::Chess, 8, 8, 7, 7), "h1");
        assert_eq!(name(Naming::Usi, 9, 9, 0, 0), "9a");
        assert_eq!(name(Naming::Usi, 9, 9, 8, 8), "1i");
        assert_eq!(name(Naming::Ucci, 10, 9, 0, 0), "a9");
        assert_eq!(name(Naming::Ucci, 10, 9, 9, 8), "i0");
    }
}
