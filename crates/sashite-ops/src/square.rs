//! Square addresses as the board picture writes them in `data-square`:
//! coordinates outermost first, joined by commas (`"0,4"`); on an
//! irregular board, which has no coordinates, the flat index (`"17"`).

use sashite::feen::{EncodeError, Position};

use crate::Failure;

/// The flat index of the square at `address` on `position`'s board.
///
/// # Errors
///
/// A [`Failure`] when the address is not a list of decimal numbers, or
/// names no square of the board.
pub fn index(position: &Position, address: &str) -> Result<u128, Failure> {
    let bad = || {
        Failure::new(
            "no_such_square",
            format!("no square {address:?} on this board"),
            None,
        )
    };
    let coordinates = address
        .split(',')
        .map(|part| part.trim().parse::<u128>())
        .collect::<Result<Vec<u128>, _>>()
        .map_err(|_| bad())?;
    match position.shape() {
        Some(_) => index_of(position, &coordinates).map_err(|_| bad()),
        None => match coordinates[..] {
            [flat] => Some(flat).filter(|&flat| flat < position.square_count()),
            _ => None,
        }
        .ok_or_else(bad),
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
        assert!(index(&board, "5").is_err());
        assert!(index(&board, "1,1").is_err());
    }

    #[test]
    fn bad_addresses_fail() {
        let board = position("3/3 / C/c");
        for address in ["", "a", "0,3", "2,0", "0", "0,0,0", "-1,0"] {
            let failure = index(&board, address).expect_err(address);
            assert!(
                failure.message().contains("no square"),
                "{address}: {failure}"
            );
        }
    }
}
