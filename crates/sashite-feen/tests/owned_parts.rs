//! The owned position, complete: `Display` of its parts, every square with
//! its coordinates, index ↔ coordinates, the inactive side, and editing
//! that never writes a string `parse` rejects under the default limits.

use proptest::prelude::*;
use sashite_feen::{EncodeError, Limits, Position, Side};

fn piece(token: &str) -> sashite_epin::Identifier {
    token.parse().expect("valid EPIN")
}

#[test]
fn the_parts_display_as_their_fields() {
    for input in [
        "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c",
        "lnsgk^gsnl/1r5b1/pppp1pppp/9/9/9/PPPP1PPPP/1B5R1/LNSGK^GSNL P/p S/s",
        "a/b//c/d///e/f//g/h / C/c",
        "rkr/pp/PPPP / c/W",
        "9 3P/2p c/W",
        "99999999999999999999 12P3B2pK^+P/ C/c",
    ] {
        let position = Position::parse(input).expect("valid");
        let view = sashite_feen::View::parse(input).expect("valid");
        assert_eq!(position.placement().to_string(), view.placement());
        assert_eq!(position.hands().to_string(), view.hands());
        assert_eq!(position.styles().to_string(), view.style_turn());
        assert_eq!(
            format!(
                "{} {} {}",
                position.placement(),
                position.hands(),
                position.styles()
            ),
            input
        );
    }
}

#[test]
fn inactive_side() {
    let position = Position::parse("8 / C/c").expect("valid");
    assert_eq!(position.inactive_side(), Side::Second);
    assert_eq!(position.toggle_turn().inactive_side(), Side::First);
}

#[test]
fn every_square_with_its_coordinates() {
    let position = Position::parse("ab/cd//AB/CD / G/g").expect("valid");
    let squares: Vec<(Vec<u128>, String)> = position
        .squares()
        .map(|(at, piece)| (at.to_vec(), piece.expect("full").to_string()))
        .collect();
    assert_eq!(
        squares,
        [
            (vec![0, 0, 0], "a".to_string()),
            (vec![0, 0, 1], "b".to_string()),
            (vec![0, 1, 0], "c".to_string()),
            (vec![0, 1, 1], "d".to_string()),
            (vec![1, 0, 0], "A".to_string()),
            (vec![1, 0, 1], "B".to_string()),
            (vec![1, 1, 0], "C".to_string()),
            (vec![1, 1, 1], "D".to_string()),
        ]
    );
    // Irregular boards: the place of each square in the hierarchy.
    let irregular = Position::parse("rkr/pp/PPPP / C/c").expect("valid");
    let at: Vec<Vec<u128>> = irregular.squares().map(|(at, _)| at.to_vec()).collect();
    assert_eq!(
        at,
        [
            [0, 0],
            [0, 1],
            [0, 2],
            [1, 0],
            [1, 1],
            [2, 0],
            [2, 1],
            [2, 2],
            [2, 3]
        ]
    );
    // Beyond 4 dimensions, and lazily over a huge board.
    let five = Position::parse("a/b//c/d///e/f//g/h////i/j//k/l///m/n//o/p / C/c").expect("valid");
    let last = five.squares().last().expect("16 squares");
    assert_eq!(last.0, [1, 1, 1, 1, 0]);
    let huge = Position::parse("K99999999999999999998k / C/c").expect("valid");
    assert_eq!(huge.squares().size_hint(), (usize::MAX, None));
    assert_eq!(
        huge.squares().take(3).filter(|(_, p)| p.is_some()).count(),
        1
    );
    assert_eq!(
        huge.coordinates_of(99_999_999_999_999_999_999)
            .expect("last"),
        [99_999_999_999_999_999_999]
    );
}

#[test]
fn coordinates_need_a_regular_board() {
    let irregular = Position::parse("rkr/pp/PPPP / C/c").expect("valid");
    assert_eq!(irregular.coordinates_of(0), None);
    assert_eq!(irregular.index_of(&[0, 0]), None);
    let chess = Position::parse("8/8/8/8/8/8/8/8 / C/c").expect("valid");
    assert_eq!(chess.coordinates_of(64), None);
    assert_eq!(chess.index_of(&[8, 0]), None);
    assert_eq!(chess.index_of(&[0, 8]), None);
    assert_eq!(chess.index_of(&[7, 7]), Some(63));
    assert_eq!(chess.index_of(&[0]), None);
}

#[test]
fn editing_never_writes_what_parse_rejects() {
    // The example: 2^24 ranks of one square are 32 MiB of text.
    assert_eq!(
        Position::empty(&[1 << 24, 1]),
        Err(EncodeError::TooLong {
            len: (1 << 24) * 2 - 1 + 6,
            max: Limits::DEFAULT.max_bytes()
        })
    );
    // The largest such board: exactly at the limit once a token grows.
    let max = Limits::DEFAULT.max_bytes() as u128;
    // `1/1/…/1 / C/c`: 2 * ranks - 1 + 6 bytes.
    let ranks = (max - 5) / 2;
    let board = Position::empty(&[ranks, 1]).expect("fits");
    assert!(board.place(0, piece("K")).is_ok());
    assert!(matches!(
        board.place(0, piece("+K^'")),
        Err(EncodeError::TooLong { .. })
    ));
    assert!(matches!(
        board.add_to_hand(Side::First, piece("+K^'"), 2),
        Err(EncodeError::TooLong { .. })
    ));
    let placed = board.place(0, piece("K")).expect("fits");
    assert!(sashite_feen::is_valid(&placed.to_string()));
}

fn shape() -> impl Strategy<Value = Vec<u128>> {
    (prop::collection::vec(2u128..5, 0..4), 1u128..6).prop_map(|(mut outer, inner)| {
        outer.push(inner);
        outer
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn index_and_coordinates_are_inverse(shape in shape(), seed in any::<u64>()) {
        let position = Position::empty(&shape).expect("representable");
        let squares = position.square_count();
        // The iterator, the index and the coordinates agree everywhere.
        for (index, (at, piece)) in position.squares().enumerate() {
            let index = index as u128;
            prop_assert_eq!(piece, None);
            prop_assert_eq!(position.index_of(&at), Some(index));
            prop_assert_eq!(position.coordinates_of(index), Some(at));
        }
        prop_assert_eq!(position.squares().count() as u128, squares);
        // A piece placed by coordinates is found there by the iterator.
        let index = u128::from(seed) % squares;
        let at = position.coordinates_of(index).expect("a square");
        let placed = position.place_at(&at, piece("K")).expect("room");
        let found: Vec<_> = placed.squares().filter(|(_, p)| p.is_some()).map(|(at, _)| at).collect();
        prop_assert_eq!(found, vec![at]);
    }
}
