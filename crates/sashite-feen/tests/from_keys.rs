//! `Position::from_keys` is `Position::from_squares` on the squares' keys:
//! the same position, or the same error, on random boards and shapes.

use proptest::prelude::*;
use sashite_feen::Position;
use sashite_feen::sashite_epin::{Identifier, Key};
use sashite_feen::sashite_sin::Identifier as Style;

fn any_piece() -> impl Strategy<Value = Identifier> {
    prop::sample::select(Identifier::all().collect::<Vec<_>>())
}

fn any_style() -> impl Strategy<Value = Style> {
    prop::sample::select(vec!["C", "c", "S", "s", "X"])
        .prop_map(|token| token.parse().expect("SIN"))
}

/// Both constructors on `squares`, which must agree.
fn check(shape: &[u128], squares: &[Option<Identifier>], active: Style, inactive: Style) {
    let keys: Vec<Option<Key>> = squares.iter().map(|square| square.map(Key::of)).collect();
    let from_squares = Position::from_squares(shape, squares, active, inactive);
    let from_keys = Position::from_keys(shape, &keys, active, inactive);
    assert_eq!(from_keys, from_squares, "{shape:?}");
    if let Ok(position) = from_keys {
        let back: Vec<_> = position.squares().map(|(_, square)| square).collect();
        assert_eq!(back, squares);
    }
}

proptest! {
    #[test]
    fn keys_build_what_their_identifiers_build(
        shape in prop::collection::vec(0_u128..12, 0..4),
        squares in prop::collection::vec(prop::option::of(any_piece()), 0..400),
        active in any_style(),
        inactive in any_style(),
    ) {
        check(&shape, &squares, active, inactive);
        // The board of the shape, filled from `squares` as far as they go.
        let len = shape.iter().product::<u128>().min(4_000) as usize;
        let board: Vec<_> = squares.iter().copied().chain(std::iter::repeat(None)).take(len).collect();
        check(&shape, &board, active, inactive);
    }
}

#[test]
fn every_error_of_from_squares_is_kept() {
    let (c, s) = ("C".parse().expect("SIN"), "c".parse().expect("SIN"));
    let king = Some("K^".parse().expect("EPIN"));
    check(&[], &[], c, s); // no shape
    check(&[2, 0], &[], c, s); // an empty axis
    check(&[2, 1, 3], &[None; 6], c, s); // not representable
    check(&[3, 3], &[king; 8], c, s); // a square short
    check(&[3, 3], &[king; 9], c, c); // styles of one case
    check(&[2; 65], &[], c, s); // too many dimensions
    check(&[3, 3], &[king; 9], c, s); // and one that builds
}
