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
        nest(self.shape()?, &mut self.squares().map(|(_, piece)| piece))
    }
}

/// The next `shape` (outermost axis first) of `squares` as nested arrays;
/// `None` when an axis does not fit in memory.
fn nest(shape: &[u128], squares: &mut impl Iterator<Item = Option<Identifier>>) -> Option<Nested> {
    let Some((&size, inner)) = shape.split_first() else {
        return Some(Nested::Square(squares.next().flatten()));
    };
    let items = (0..usize::try_from(size).ok()?).map(|_| nest(inner, squares));
    items.collect::<Option<_>>().map(Nested::Axis)
}
