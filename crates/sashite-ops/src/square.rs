//! Square addresses as the board picture writes them in `data-square`:
//! coordinates outermost first, joined by commas (`"0,4"`); on an
//! irregular board, which has no coordinates, the flat index (`"17"`).

use sashite::feen::{EncodeError, Position};

use crate::Failure;

/// The flat index of the square at `address` on `position`'s board: the
/// same checks, and the same codes, as coordinates ([`index_of`]) or a flat
/// index ([`flat`]) given as numbers.
///
/// # Errors
///
/// `no_such_square` when the address is not a list of decimal numbers;
/// else as [`index_of`] on a regular board, as [`flat`] on an irregular
/// one (`irregular_board` for more than one number there).
///
/// # Examples
///
/// ```
/// use sashite::feen::Position;
/// use sashite_ops::square;
///
/// let board = Position::parse("3/3 / C/c").expect("valid");
/// assert_eq!(square::index(&board, "1,2"), Ok(5));
/// assert_eq!(square::index(&board, "0,9").unwrap_err().code(), "bad_coordinates");
/// assert_eq!(square::index(&board, "0").unwrap_err().code(), "coordinate_count");
/// assert_eq!(square::index(&board, "a").unwrap_err().code(), "no_such_square");
/// ```
pub fn index(position: &Position, address: &str) -> Result<u128, Failure> {
    let coordinates = address
        .split(',')
        .map(|part| part.trim().parse::<u128>())
        .collect::<Result<Vec<u128>, _>>()
        .map_err(|_| {
            Failure::new(
                "no_such_square",
                format!("no square {address:?}: expected numbers separated by commas"),
                None,
            )
        })?;
    match (position.shape(), &coordinates[..]) {
        (None, &[index]) => flat(position, index),
        _ => index_of(position, &coordinates),
    }
}

/// The flat index `index`, checked against `position`'s board.
///
/// # Errors
///
/// `index_out_of_range` for an index past the last square.
pub fn flat(position: &Position, index: u128) -> Result<u128, Failure> {
    let squares = position.square_count();
    if index < squares {
        Ok(index)
    } else {
        Err(Failure::from(EncodeError::IndexOutOfRange {
            index,
            squares,
        }))
    }
}

/// The flat index of the square at `coordinates` (outermost first) on a
/// regular board.
///
/// # Errors
///
/// `irregular_board` when the board has no shape, `coordinate_count` for
/// another number of coordinates than the board has dimensions,
/// `bad_coordinates` for coordinates off the board.
///
/// # Examples
///
/// ```
/// use sashite::feen::Position;
///
/// let board = Position::parse("3/3 / C/c").expect("valid");
/// assert_eq!(sashite_ops::square::index_of(&board, &[1, 2]), Ok(5));
/// let err = sashite_ops::square::index_of(&board, &[0]).unwrap_err();
/// assert_eq!(err.code(), "coordinate_count");
/// assert_eq!(err.message(), "expected 2 coordinates for a board of 2 dimensions, found 1");
/// ```
pub fn index_of(position: &Position, coordinates: &[u128]) -> Result<u128, Failure> {
    let shape = position
        .shape()
        .ok_or(Failure::from(EncodeError::IrregularBoard))?;
    if coordinates.len() != shape.len() {
        return Err(Failure::new(
            "coordinate_count",
            format!(
                "expected {} coordinates for a board of {} dimensions, found {}",
                shape.len(),
                shape.len(),
                coordinates.len()
            ),
            None,
        ));
    }
    position.placement().index_of(coordinates).ok_or_else(|| {
        Failure::new(
            "bad_coordinates",
            format!("coordinates {coordinates:?} are off the board of shape {shape:?}"),
            None,
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(feen: &str) -> Position {
        Position::parse(feen).expect("valid FEEN")
    }

    #[test]
    fn coordinates_are_outermost_first() {
        let board = position("3/3 / C/c");
        assert_eq!(index(&board, "0,0"), Ok(0));
        assert_eq!(index(&board, "1,2"), Ok(5));
        assert_eq!(index(&board, " 1 , 0 "), Ok(3));
    }

    #[test]
    fn three_dimensions() {
        let board = position("2/2//2/2 / C/c");
        assert_eq!(index(&board, "1,1,0"), Ok(6));
    }

    #[test]
    fn irregular_boards_use_the_flat_index() {
        let board = position("3/2 / C/c");
        assert_eq!(index(&board, "4"), Ok(4));
        let code = |address| index(&board, address).expect_err(address).code();
        assert_eq!(code("5"), "index_out_of_range");
        assert_eq!(code("1,1"), "irregular_board");
    }

    #[test]
    fn bad_addresses_fail_with_the_code_of_what_is_wrong() {
        let board = position("3/3 / C/c");
        for (address, code) in [
            ("", "no_such_square"),
            ("a", "no_such_square"),
            ("-1,0", "no_such_square"),
            ("0,3", "bad_coordinates"),
            ("3,0", "bad_coordinates"),
            ("0", "coordinate_count"),
            ("0,0,0", "coordinate_count"),
        ] {
            assert_eq!(
                index(&board, address).expect_err(address).code(),
                code,
                "{address}"
            );
        }
    }
}
