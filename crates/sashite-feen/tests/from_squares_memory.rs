//! A position built square by square holds its pieces in one allocation of
//! their size, 8 bytes a piece, however many squares are empty: the pieces
//! are counted before the words are packed (`cargo mutants` found the count
//! unpinned). One test in this binary: the heap peak is measured
//! process-wide.

use peak_alloc::PeakAlloc;
use sashite_feen::sashite_epin::{Identifier, Key};
use sashite_feen::{Position, sashite_sin};
use sashite_testkit::{NOISE, peak_heap};

#[global_allocator]
static ALLOCATOR: PeakAlloc = PeakAlloc;

#[test]
fn a_board_given_square_by_square_takes_eight_bytes_a_piece() {
    let (side, pieces) = (1_000_usize, 100_000_usize);
    let rook: Identifier = "R".parse().expect("EPIN");
    let squares: Vec<Option<Identifier>> = (0..side * side)
        .map(|index| (index % 10 == 0).then_some(rook))
        .collect();
    let keys: Vec<Option<Key>> = squares.iter().map(|square| square.map(Key::of)).collect();
    let active: sashite_sin::Identifier = "C".parse().expect("SIN");
    let shape = [side as u128, side as u128];
    let built = |position: Result<Position, _>| {
        let position = position.expect("a valid board");
        assert_eq!(position.board_piece_count(), pieces as u128);
        position
    };
    let (by_squares, peak) = peak_heap(&ALLOCATOR, || {
        built(Position::from_squares(
            &shape,
            &squares,
            active,
            active.flip(),
        ))
    });
    assert!(
        peak <= 8 * pieces + NOISE,
        "from_squares: {peak} heap bytes"
    );
    let (by_keys, peak) = peak_heap(&ALLOCATOR, || {
        built(Position::from_keys(&shape, &keys, active, active.flip()))
    });
    assert!(peak <= 8 * pieces + NOISE, "from_keys: {peak} heap bytes");
    assert_eq!(by_squares, by_keys);
}
