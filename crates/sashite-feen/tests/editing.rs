//! Editing and building: every edit returns a canonical position or an
//! `EncodeError`, never a string `parse` would reject; shapes FEEN cannot
//! spell are refused.

use proptest::prelude::*;
use sashite_feen::{EncodeError, Position, Side};

fn piece(token: &str) -> sashite_epin::Identifier {
    token.parse().expect("valid EPIN")
}

#[test]
fn unrepresentable_shapes_are_refused() {
    assert_eq!(Position::empty(&[]), Err(EncodeError::EmptyShape));
    assert_eq!(
        Position::empty(&[0]),
        Err(EncodeError::EmptyAxis { axis: 0 })
    );
    assert_eq!(
        Position::empty(&[1, 8]),
        Err(EncodeError::ShapeNotRepresentable { axis: 0 })
    );
    assert_eq!(
        Position::empty(&[2, 1, 3]),
        Err(EncodeError::ShapeNotRepresentable { axis: 1 })
    );
    assert_eq!(
        Position::empty(&[1, 2, 3]),
        Err(EncodeError::ShapeNotRepresentable { axis: 0 })
    );
    assert_eq!(
        Position::empty(&[u128::MAX, 2]),
        Err(EncodeError::CountTooLarge)
    );
    // More text than `parse` accepts: refused before anything is built.
    assert!(matches!(
        Position::empty(&[1 << 30, 2]),
        Err(EncodeError::TooLong { .. })
    ));
    assert_eq!(
        Position::empty(&[2; 65]),
        Err(EncodeError::TooManyDimensions { max: 64 })
    );
    // An innermost axis of size 1 is fine.
    assert_eq!(
        Position::empty(&[3, 1]).expect("fine").to_string(),
        "1/1/1 / C/c"
    );
    assert_eq!(Position::empty(&[1]).expect("fine").to_string(), "1 / C/c");
}

#[test]
fn separators_follow_the_shape() {
    let raumschach = Position::empty(&[5, 5, 5]).expect("fine");
    let layer = "5/5/5/5/5";
    assert_eq!(
        raumschach.to_string(),
        format!("{layer}//{layer}//{layer}//{layer}//{layer} / C/c")
    );
    let four = Position::empty(&[2, 2, 2, 1]).expect("fine");
    assert_eq!(four.to_string(), "1/1//1/1///1/1//1/1 / C/c");
    assert_eq!(Position::parse(&four.to_string()).expect("valid"), four);
}

#[test]
fn placing_and_removing() {
    let position = Position::parse("1 K/ C/c").expect("valid");
    assert_eq!(
        position.place(0, piece("K")),
        Err(EncodeError::TooManyPieces)
    );
    assert_eq!(
        position.remove(0),
        Err(EncodeError::SquareEmpty { index: 0 })
    );
    assert_eq!(
        position.place(1, piece("K")),
        Err(EncodeError::IndexOutOfRange {
            index: 1,
            squares: 1
        })
    );
    let board = Position::parse("K1 / C/c").expect("valid");
    // Placing on an occupied square replaces the piece.
    assert_eq!(
        board.place(0, piece("q")).expect("fine").to_string(),
        "q1 / C/c"
    );
    let irregular = Position::parse("rkr/pp/PPPP / C/c").expect("valid");
    assert_eq!(
        irregular.place_at(&[0, 0], piece("K")),
        Err(EncodeError::IrregularBoard)
    );
    assert_eq!(
        irregular.remove(4).expect("a piece").to_string(),
        "rkr/p1/PPPP / C/c"
    );
    let square = Position::parse("2/2 / C/c").expect("valid");
    assert_eq!(
        square.place_at(&[2, 0], piece("K")),
        Err(EncodeError::BadCoordinates)
    );
    assert_eq!(
        square.place_at(&[1], piece("K")),
        Err(EncodeError::BadCoordinates)
    );
}

#[test]
fn hands_and_styles() {
    let position = Position::parse("4 / C/c").expect("valid");
    let next = position
        .add_to_hand(Side::First, piece("p"), 1)
        .and_then(|p| p.add_to_hand(Side::First, piece("P"), 1))
        .and_then(|p| p.add_to_hand(Side::First, piece("B"), 2))
        .expect("room");
    assert_eq!(next.to_string(), "4 2BPp/ C/c");
    assert_eq!(
        next.add_to_hand(Side::Second, piece("P"), 1),
        Err(EncodeError::TooManyPieces)
    );
    assert_eq!(
        next.add_to_hand(Side::Second, piece("P"), 0),
        Err(EncodeError::ZeroCount)
    );
    assert_eq!(
        next.take_from_hand(Side::Second, piece("P"), 1),
        Err(EncodeError::NotInHand)
    );
    let taken = next
        .take_from_hand(Side::First, piece("B"), 2)
        .expect("held");
    assert_eq!(taken.to_string(), "4 Pp/ C/c");
    assert_eq!(position.toggle_turn().toggle_turn(), position);
    let same = "C".parse().expect("SIN");
    assert_eq!(
        position.with_styles(same, same),
        Err(EncodeError::StylesSameCase)
    );
}

proptest! {
    #[test]
    fn built_shapes_read_back(
        inner in 1u128..6,
        outer in prop::collection::vec(2u128..4, 0..4),
        spots in prop::collection::vec((any::<u64>(), "[+-]?[KkPp]\\^?'?"), 0..6),
    ) {
        let mut shape = outer.clone();
        shape.push(inner);
        let mut position = Position::empty(&shape).expect("representable");
        for (spot, token) in &spots {
            let index = u128::from(*spot) % position.square_count();
            position = position.place(index, piece(token)).expect("in range, room");
        }
        let text = position.to_string();
        let read = Position::parse(&text).map_err(|e| TestCaseError::fail(format!("{text:?}: {e}")))?;
        prop_assert_eq!(read.shape(), Some(shape.as_slice()));
        prop_assert_eq!(&read, &position);
        // Coordinates and flat indices agree.
        let mut coordinates = vec![0u128; shape.len()];
        for index in 0..position.square_count() {
            prop_assert_eq!(position.placement().index_of(&coordinates), Some(index));
            for axis in (0..shape.len()).rev() {
                coordinates[axis] += 1;
                if coordinates[axis] < shape[axis] {
                    break;
                }
                coordinates[axis] = 0;
            }
        }
    }
}

#[test]
fn edits_count_every_piece_exactly() {
    // Replacing a piece on a full board adds none.
    let full = Position::parse("KQ / C/c").expect("valid");
    assert_eq!(
        full.place(0, piece("q"))
            .expect("a replacement")
            .to_string(),
        "qQ / C/c"
    );
    assert_eq!(
        full.place(1, piece("q")).expect("fine").board_piece_count(),
        2
    );
    // Past the last square, removing says so before any emptiness.
    assert_eq!(
        full.remove(2),
        Err(EncodeError::IndexOutOfRange {
            index: 2,
            squares: 2
        })
    );
    // Hands whose sum would pass `u128` are too many, even on the largest board.
    let max = u128::MAX;
    let largest = Position::parse(&format!("{max} {max}P/ C/c")).expect("valid");
    assert_eq!(
        largest.add_to_hand(Side::Second, piece("p"), 1),
        Err(EncodeError::TooManyPieces)
    );
    assert_eq!(
        largest.place(0, piece("K")),
        Err(EncodeError::TooManyPieces)
    );
    let fewer = largest
        .take_from_hand(Side::First, piece("P"), 1)
        .expect("held");
    assert_eq!(
        fewer
            .place(0, piece("K"))
            .expect("room")
            .board_piece_count(),
        1
    );
}
