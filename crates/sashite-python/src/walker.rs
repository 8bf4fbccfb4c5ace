//! Coordinates of squares in reading order, for `squares()` and `pieces()`
//! from Python, where an iterator cannot borrow the position. Regular
//! boards compute them from the shape; irregular boards (no shape) follow
//! the separators, which the text holds, so memory stays proportional to it.

use sashite::feen::Position;

/// Walks a board's squares forwards, jumping over gaps in one step.
pub(crate) struct Walker {
    /// Irregular boards only: the separators `(before square, slashes)`.
    separators: Option<Vec<(u128, usize)>>,
    next_separator: usize,
    /// The coordinates of square `index` (irregular boards).
    at: Vec<u128>,
    index: u128,
}

impl Walker {
    pub(crate) fn new(position: &Position) -> Self {
        let separators = position
            .shape()
            .is_none()
            .then(|| position.placement().separators().collect());
        Self {
            separators,
            next_separator: 0,
            at: vec![0; position.dimension_count()],
            index: 0,
        }
    }

    /// The coordinates (outermost first) of square `target`, which must
    /// not be before the square of the previous call.
    pub(crate) fn coordinates(&mut self, position: &Position, target: u128) -> Option<Vec<u128>> {
        let Some(separators) = &self.separators else {
            return position.coordinates_of(target).map(|at| at.to_vec());
        };
        if target >= position.square_count() || target < self.index {
            return None;
        }
        // A separator of `len` slashes before square `p`: the coordinate
        // `len` axes out moves on, the ones inside it start again.
        while let Some(&(p, len)) = separators.get(self.next_separator) {
            if p > target {
                break;
            }
            let outer = self.at.len().saturating_sub(len.saturating_add(1));
            for (axis, value) in self.at.iter_mut().enumerate().skip(outer) {
                *value = if axis == outer {
                    value.saturating_add(1)
                } else {
                    0
                };
            }
            self.index = p;
            self.next_separator = self.next_separator.saturating_add(1);
        }
        if let Some(cell) = self.at.last_mut() {
            *cell = cell.saturating_add(target.saturating_sub(self.index));
        }
        self.index = target;
        Some(self.at.clone())
    }
}
