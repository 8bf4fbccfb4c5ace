//! Adversarial inputs (1 MiB of `/`, of digits, of `+`, of pieces; a
//! 10,000-slash separator; 100,000 hand items; deep coherent boards):
//! each is rejected or accepted without panicking and without memory beyond
//! a small multiple of the input. Time is linear in the input; the
//! `feen_adversarial` criterion bench shows the scaling (no timed tests).

use sashite_feen::{Position, View};

const MIB: usize = 1 << 20;

#[track_caller]
fn class(input: &str) -> Option<&'static str> {
    let view = View::parse(input);
    assert_eq!(view.is_ok(), sashite_feen::is_valid(input));
    view.err().map(|err| err.code())
}

#[test]
fn a_mebibyte_of_slashes() {
    // One field only: the field count is wrong before anything else.
    let input = "/".repeat(MIB);
    assert_eq!(class(&input), Some("field_count"));
    let input = format!("{} / C/c", "/".repeat(MIB));
    assert_eq!(class(&input), Some("placement_starts_with_separator"));
    let input = format!("K{} / C/c", "/".repeat(MIB));
    assert_eq!(class(&input), Some("placement_ends_with_separator"));
}

#[test]
fn a_mebibyte_of_digits() {
    // A count of a million digits does not fit in 128 bits: a limit, not a grammar error.
    let input = format!("{} / C/c", "1".repeat(MIB));
    assert_eq!(class(&input), Some("count_too_large"));
    let input = "9".repeat(MIB);
    assert_eq!(class(&input), Some("field_count"));
}

#[test]
fn a_mebibyte_of_plus_signs() {
    let input = format!("{} / C/c", "+".repeat(MIB));
    assert_eq!(class(&input), Some("invalid_piece_token"));
    let err = View::parse(&input).unwrap_err();
    assert_eq!(err.offset(), Some(1));
}

#[test]
fn a_mebibyte_of_pieces() {
    let input = format!("{} / C/c", "K".repeat(MIB));
    assert_eq!(class(&input), None);
    let position = Position::parse(&input).expect("valid: one long rank");
    assert_eq!(position.square_count(), MIB as u128);
    assert_eq!(position.to_string(), input);
}

#[test]
fn a_ten_thousand_slash_separator() {
    let input = format!("a/b{}c/d / C/c", "/".repeat(10_000));
    assert_eq!(class(&input), Some("dimensional_coherence"));
    assert_eq!(View::parse(&input).unwrap_err().offset(), Some(3));
}

#[test]
fn a_hundred_thousand_hand_items() {
    // Only 624 distinct EPIN tokens exist, so a long hand repeats one: rejected
    // at the first repetition.
    let items = "K".repeat(100_000);
    let input = format!("{} {items}/ C/c", 100_000);
    assert_eq!(class(&input), Some("hand_not_aggregated"));
    let items = "2K".repeat(100_000);
    let input = format!("{} {items}/ C/c", 200_000);
    assert_eq!(class(&input), Some("hand_not_aggregated"));
}

#[test]
fn huge_boards_cost_nothing() {
    let input = "99999999999999999999/99999999999999999999 99999999999999999999P/ C/c";
    let position = Position::parse(input).expect("valid");
    assert_eq!(position.square_count(), 199_999_999_999_999_999_998);
    assert_eq!(position.shape(), Some(&[2, 99_999_999_999_999_999_999][..]));
    assert_eq!(position.to_string(), input);
    let last = position.square_count() - 1;
    let placed = position
        .place(last, "k".parse().expect("EPIN"))
        .expect("room");
    assert_eq!(
        placed.get(last).flatten().map(|p| p.to_string()).as_deref(),
        Some("k")
    );
}

#[test]
fn deep_coherent_boards() {
    // 2 x 2 x ... x 2 x 1: 20 dimensions, about 2 MB of text.
    let mut text = String::from("a/a");
    for len in 2..20 {
        text = format!("{text}{}{text}", "/".repeat(len));
    }
    let input = format!("{text} / C/c");
    let view = View::parse(&input).expect("coherent");
    assert_eq!(view.dimension_count(), 20);
    let mut shape = vec![2u128; 19];
    shape.push(1);
    assert_eq!(view.shape().map(|s| s.to_vec()), Some(shape));
}

#[test]
fn nested_irregular_boards_are_kept_exactly() {
    let input = "a/bc//d/e/f///g/h//i/j / C/c";
    let position = Position::parse(input).expect("valid, irregular");
    assert_eq!(position.shape(), None);
    assert_eq!(position.dimension_count(), 4);
    assert_eq!(position.to_string(), input);
}
