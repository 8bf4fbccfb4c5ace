//! Runs of identical empty ranks are read at once (`8/8/8/…`, `255/255/…`):
//! the board they end is regular only when every rank, before and after the
//! run, is as wide as the first (`cargo mutants` found a lost irregularity
//! unpinned).

use proptest::prelude::*;
use sashite_feen::Position;

/// The shape of an empty two-dimensional board of ranks `widths`, as the
/// specification defines it: regular when every rank is as wide.
fn expected_shape(widths: &[u128]) -> Option<Vec<u128>> {
    let first = *widths.first()?;
    widths
        .iter()
        .all(|&width| width == first)
        .then(|| vec![widths.len() as u128, first])
}

fn board(widths: &[u128]) -> String {
    let ranks: Vec<String> = widths.iter().map(u128::to_string).collect();
    format!("{} / C/c", ranks.join("/"))
}

fn shape_of(widths: &[u128]) -> Option<Vec<u128>> {
    let position = Position::parse(&board(widths)).expect("empty ranks are valid");
    position.shape().map(<[u128]>::to_vec)
}

#[test]
fn an_irregular_rank_before_a_run_keeps_the_board_irregular() {
    for widths in [
        &[8, 7, 8, 8, 8, 8][..],
        &[7, 8, 8, 8, 8],
        &[8, 8, 7, 8, 8, 8],
        &[255, 254, 255, 255, 255],
        &[10, 9, 10, 10, 10],
    ] {
        assert_eq!(shape_of(widths), None, "{}", board(widths));
    }
}

#[test]
fn runs_of_equal_ranks_are_regular() {
    assert_eq!(shape_of(&[8; 8]), Some(vec![8, 8]));
    assert_eq!(shape_of(&[255; 5]), Some(vec![5, 255]));
    assert_eq!(shape_of(&[3, 3, 3]), Some(vec![3, 3]));
}

proptest! {
    /// Ranks of one-digit and longer counts, mostly equal so that runs form.
    #[test]
    fn the_shape_of_empty_ranks_is_regular_exactly_when_all_are_equal(
        widths in prop::collection::vec(prop_oneof![4 => Just(8_u128), 1 => Just(7_u128),
            3 => Just(12_u128), 1 => Just(255_u128)], 2..12),
    ) {
        prop_assert_eq!(shape_of(&widths), expected_shape(&widths));
    }
}
