//! Edges that `cargo mutants` found unpinned: each state answers exactly
//! one of its predicates, `-` reads as a prefix, and an `InlineStr` takes
//! exactly `N` bytes (at most 255) and shows them through every view.

use sashite_protocol::{InlineStr, State};

#[test]
fn each_state_answers_exactly_its_own_predicate() {
    for state in State::ALL {
        let answers = [
            state.is_normal(),
            state.is_enhanced(),
            state.is_diminished(),
        ];
        let expected = [
            state == State::Normal,
            state == State::Enhanced,
            state == State::Diminished,
        ];
        assert_eq!(answers, expected, "{state:?}");
    }
}

#[test]
fn every_prefix_splits_off() {
    assert_eq!(State::split_prefix(b"-p"), (State::Diminished, &b"p"[..]));
    assert_eq!(State::split_prefix(b"+p"), (State::Enhanced, &b"p"[..]));
    assert_eq!(State::split_prefix(b"p-"), (State::Normal, &b"p-"[..]));
}

#[test]
fn an_inline_str_takes_exactly_its_capacity() {
    assert_eq!(InlineStr::<3>::from_ascii(b"abc").map(|s| s.len()), Some(3));
    assert!(InlineStr::<3>::from_ascii(b"abcd").is_none());
    assert_eq!(InlineStr::<3>::from_ascii(b"").map(|s| s.len()), Some(0));
    // Its length is a byte: past 255, a larger capacity does not help.
    let long = [b'a'; 256];
    assert_eq!(
        InlineStr::<300>::from_ascii(&long[..255]).map(|s| s.len()),
        Some(255)
    );
    assert!(InlineStr::<300>::from_ascii(&long).is_none());
}

#[test]
fn an_inline_str_shows_its_text_through_every_view() {
    let text = InlineStr::<4>::from_ascii(b"+K^").expect("ASCII");
    let as_str: &str = text.as_ref();
    assert_eq!(as_str, "+K^");
    assert!(text == *"+K^");
    assert!(text != *"+K");
    assert_eq!(format!("{text:?}"), "\"+K^\"");
    assert_eq!(format!("{text}"), "+K^");
    assert_eq!(format!("{text:>5}"), "  +K^");
}
