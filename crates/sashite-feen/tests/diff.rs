//! Batch edits (`board_diff`, `hand_diff`) and the board as nested arrays
//! (`to_nested`): the feen.rb 0.5 operations.

use proptest::prelude::*;
use sashite_feen::{EncodeError, Nested, Position, Side};

fn pos(text: &str) -> Position {
    Position::parse(text).expect("valid FEEN")
}

fn piece(text: &str) -> sashite_epin::Identifier {
    text.parse().expect("EPIN")
}

#[test]
fn board_diff_moves_captures_and_keeps_empty_squares_empty() {
    let start = pos("K^2k^ / C/c");
    let moved = start
        .board_diff([(0, None), (3, Some(piece("K^"))), (1, None)])
        .expect("in range");
    assert_eq!(moved.to_string(), "3K^ / C/c");
    // The last change of an index wins.
    let twice = start
        .board_diff([(1, Some(piece("Q"))), (1, None)])
        .expect("in range");
    assert_eq!(twice, start);
}

#[test]
fn board_diff_is_all_or_nothing() {
    let start = pos("K^2k^ / C/c");
    assert_eq!(
        start.board_diff([(1, Some(piece("Q"))), (9, None)]),
        Err(EncodeError::IndexOutOfRange {
            index: 9,
            squares: 4
        })
    );
    // Full board: removing first makes room for the placement.
    let full = pos("K^k^ / C/c");
    let swapped = full
        .board_diff([(0, Some(piece("k^"))), (1, Some(piece("K^")))])
        .expect("two pieces, two squares");
    assert_eq!(swapped.to_string(), "k^K^ / C/c");
    assert_eq!(
        pos("K^1 P/ C/c").board_diff([(1, Some(piece("Q")))]),
        Err(EncodeError::TooManyPieces)
    );
}

#[test]
fn hand_diff_adds_takes_and_merges() {
    let start = pos("8 B/ C/c");
    let next = start
        .hand_diff(
            Side::First,
            [(piece("P"), 2), (piece("B"), -1), (piece("P"), 1)],
        )
        .expect("held");
    assert_eq!(next.to_string(), "8 3P/ C/c");
    assert_eq!(
        start
            .hand_diff(Side::First, [(piece("Q"), 0)])
            .expect("no-op"),
        start
    );
    assert_eq!(
        start.hand_diff(Side::Second, [(piece("p"), -1)]),
        Err(EncodeError::NotInHand)
    );
    assert_eq!(
        start.hand_diff(Side::First, [(piece("P"), i128::MAX), (piece("P"), 1)]),
        Err(EncodeError::CountTooLarge)
    );
    assert_eq!(
        start.hand_diff(Side::First, [(piece("P"), 8)]),
        Err(EncodeError::TooManyPieces)
    );
}

#[test]
fn nested_boards_follow_the_shape() {
    let three_d = pos("K^1/2//2/1k^ / C/c");
    let sq = |p: Option<&str>| Nested::Square(p.map(piece));
    assert_eq!(
        three_d.to_nested(),
        Some(Nested::Axis(vec![
            Nested::Axis(vec![
                Nested::Axis(vec![sq(Some("K^")), sq(None)]),
                Nested::Axis(vec![sq(None), sq(None)]),
            ]),
            Nested::Axis(vec![
                Nested::Axis(vec![sq(None), sq(None)]),
                Nested::Axis(vec![sq(None), sq(Some("k^"))]),
            ]),
        ]))
    );
    assert_eq!(
        pos("3 / C/c").to_nested(),
        Some(Nested::Axis(vec![sq(None), sq(None), sq(None)]))
    );
    assert_eq!(pos("K^/2 / C/c").to_nested(), None);
}

proptest! {
    /// A batch is the same as its edits one at a time (removals first).
    #[test]
    fn board_diff_agrees_with_single_edits(
        edits in proptest::collection::vec((0u128..9, proptest::option::of(0usize..3)), 0..6)
    ) {
        let pieces = [piece("K^"), piece("+p"), piece("S'")];
        let start = pos("K^8 / C/c");
        let changes: Vec<_> = edits.iter().map(|&(i, p)| (i, p.map(|k| pieces[k]))).collect();
        let mut last = std::collections::BTreeMap::new();
        for &(i, p) in &changes {
            last.insert(i, p);
        }
        let mut expected = start.clone();
        for (&i, _) in last.iter().filter(|(_, p)| p.is_none()) {
            if expected.get(i) != Some(None) {
                expected = expected.remove(i).expect("a piece there");
            }
        }
        for (&i, p) in &last {
            if let Some(p) = p {
                expected = expected.place(i, *p).expect("room");
            }
        }
        prop_assert_eq!(start.board_diff(changes).expect("in range"), expected);
    }
}
