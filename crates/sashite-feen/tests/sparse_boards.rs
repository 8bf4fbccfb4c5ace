//! The owned board's storage on sparse boards: a piece takes 8 bytes
//! wherever it lies (`Placement`'s "Memory"), so pieces far apart do not
//! each open a segment of their own (`cargo mutants` found it unpinned).
//! One test in this binary: the heap peak is measured process-wide.

use peak_alloc::PeakAlloc;
use sashite_feen::Position;
use sashite_testkit::{NOISE, peak_heap};

#[global_allocator]
static ALLOCATOR: PeakAlloc = PeakAlloc;

#[test]
fn pieces_far_apart_take_eight_bytes_each() {
    let pieces = 100_000;
    for gap in [99, 99_999, 99_999_999_999] {
        let input = format!("{} / C/c", format!("K{gap}").repeat(pieces));
        let (position, peak) = peak_heap(&ALLOCATOR, || Position::parse(&input));
        let position = position.expect("valid");
        assert_eq!(position.placement().piece_count(), pieces as u128);
        let last = (pieces as u128 - 1) * (gap + 1);
        assert!(position.placement().get(last).flatten().is_some());
        assert!(
            peak <= 8 * pieces + NOISE,
            "{peak} heap bytes for {pieces} pieces {gap} squares apart"
        );
    }
}
