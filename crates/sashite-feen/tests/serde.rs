//! `serde` (feature): a position is its FEEN string; invalid strings are
//! rejected while deserializing; a view serializes as its string.
#![cfg(feature = "serde")]

use sashite_feen::{Position, View};
use serde_test::{Token, assert_de_tokens_error, assert_tokens};

#[test]
fn position_is_its_string() {
    let text = "3/1K^1/3 2PB/p S/s";
    let position = Position::parse(text).expect("valid");
    assert_tokens(&position, &[Token::Str(text)]);
    let json = serde_json::to_string(&position).expect("serializes");
    assert_eq!(json, format!("\"{text}\""));
    assert_eq!(
        serde_json::from_str::<Position>(&json).expect("deserializes"),
        position
    );
}

#[test]
fn invalid_strings_are_rejected() {
    assert_de_tokens_error::<Position>(
        &[Token::Str("8 PP/ C/c")],
        "invalid FEEN: piece repeated in a hand at byte 3",
    );
    let err = serde_json::from_str::<Position>("42").unwrap_err();
    assert!(err.to_string().contains("a FEEN string"), "{err}");
}

#[test]
fn view_serializes_as_its_string() {
    let view = View::parse("k^ / S/s").expect("valid");
    assert_eq!(
        serde_json::to_string(&view).expect("serializes"),
        "\"k^ / S/s\""
    );
}
