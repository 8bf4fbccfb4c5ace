//! `cargo run --example tour` prints what a person reads: no Rust debug
//! output (`Some([8])`) for the FEEN positions.

#[path = "../examples/tour.rs"]
#[allow(dead_code)] // the example's `main`
mod tour;

#[test]
fn the_tour_prints_no_debug_output() {
    let text = tour::tour();
    for debug in ["Some(", "None", "[", "]"] {
        assert!(!text.contains(debug), "{debug} in\n{text}");
    }
    assert!(text.contains("squares 8  pieces 2  shape 8 "), "{text}");
    assert!(text.contains("shape 2 × 2 × 1 "), "{text}");
    assert!(text.contains("shape irregular"), "{text}");
}
