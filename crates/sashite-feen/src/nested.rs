//! The board of a regular [`Position`] as nested arrays by its shape, the
//! `to_nested` of the Ruby gem (feen.rb 0.5).

use alloc::vec::Vec;

use sashite_epin::Identifier;

use crate::position::Position;

/// One level of a board as nested arrays: a square, or the list of what
/// one axis holds (outermost first); see [`Position::to_nested`].
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Nested {
    /// A square: its piece, `None` when empty.
    Square(Option<Identifier>),
    /// The items along one axis.
    Axis(Vec<Nested>),
}

impl Position {
    /// The board as nested arrays by [`shape`](Self::shape): the outermost
    /// axis holds the next one's arrays, and so on down to the squares.
    /// `None` for an irregular board, which has no shape.
    ///
    /// Memory is proportional to the number of squares (not to the text,
    /// as for the position itself): check [`square_count`](Self::square_count)
    /// before calling it on a board from untrusted input.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::{Nested, Position};
    ///
    /// let position = Position::parse("K^1/2 / C/c").expect("valid");
    /// let king = "K^".parse().expect("EPIN");
    /// assert_eq!(
    ///     position.to_nested(),
    ///     Some(Nested::Axis(vec![
    ///         Nested::Axis(vec![Nested::Square(Some(king)), Nested::Square(None)]),
    ///         Nested::Axis(vec![Nested::Square(None), Nested::Square(None)]),
    ///     ])),
    /// );
    /// assert_eq!(Position::parse("K^1/3 / C/c").expect("irregular").to_nested(), None);
    /// ```
    #[must_use]
    pub fn to_nested(&self) -> Option<Nested> {
        let shape = self.shape()?;
        let mut level: Vec<Nested> = self
            .squares()
            .map(|(_, piece)| Nested::Square(piece))
            .collect();
        // Group the innermost axis first; the outermost ends as one list.
        for &size in shape.iter().skip(1).rev() {
            let size = usize::try_from(size).ok()?;
            let mut grouped = Vec::with_capacity(level.len().checked_div(size).unwrap_or(0));
            let mut items = level.into_iter();
            loop {
                let group: Vec<Nested> = items.by_ref().take(size).collect();
                if group.is_empty() {
                    break;
                }
                grouped.push(Nested::Axis(group));
            }
            level = grouped;
        }
        Some(Nested::Axis(level))
    }
}
