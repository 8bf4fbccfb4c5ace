//! `serde`: an identifier is its token string; a bad string is an error
//! naming the notation.
#![cfg(feature = "serde")]

use sashite_sin::Identifier;
use serde_test::{Token, assert_de_tokens_error, assert_tokens};

#[test]
fn identifiers_are_token_strings() {
    for token in ["C", "c", "S", "x"] {
        let id = Identifier::parse(token).expect("valid");
        assert_tokens(&id, &[Token::Str(token)]);
    }
}

#[test]
fn json_round_trip() {
    let ids: Vec<Identifier> = ["C", "s"]
        .iter()
        .map(|s| s.parse().expect("valid"))
        .collect();
    let json = serde_json::to_string(&ids).expect("serializes");
    assert_eq!(json, r#"["C","s"]"#);
    assert_eq!(
        serde_json::from_str::<Vec<Identifier>>(&json).expect("deserializes"),
        ids
    );
}

#[test]
fn bad_strings_are_errors() {
    assert_de_tokens_error::<Identifier>(
        &[Token::Str("C+")],
        "invalid SIN: expected the end of input at byte 1, found '+'",
    );
    let err = serde_json::from_str::<Identifier>(r#""""#).expect_err("empty");
    assert!(
        err.to_string().starts_with("invalid SIN: empty input"),
        "{err}"
    );
    assert_de_tokens_error::<Identifier>(
        &[Token::I32(1)],
        "invalid type: integer `1`, expected a SIN token",
    );
}
