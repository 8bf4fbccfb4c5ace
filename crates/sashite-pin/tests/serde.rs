//! `serde`: an identifier is its token string; a bad string is an error
//! naming the notation.
#![cfg(feature = "serde")]

use sashite_pin::Identifier;
use serde_test::{Token, assert_de_tokens_error, assert_tokens};

#[test]
fn identifiers_are_token_strings() {
    for token in ["K", "+r", "-p^", "k^"] {
        let id = Identifier::parse(token).expect("valid");
        assert_tokens(&id, &[Token::Str(token)]);
    }
}

#[test]
fn json_round_trip() {
    let ids: Vec<Identifier> = ["+K^", "p"]
        .iter()
        .map(|s| s.parse().expect("valid"))
        .collect();
    let json = serde_json::to_string(&ids).expect("serializes");
    assert_eq!(json, r#"["+K^","p"]"#);
    assert_eq!(
        serde_json::from_str::<Vec<Identifier>>(&json).expect("deserializes"),
        ids
    );
}

#[test]
fn bad_strings_are_errors() {
    assert_de_tokens_error::<Identifier>(
        &[Token::Str("K+")],
        "invalid PIN: expected '^' or the end of input at byte 1, found '+'",
    );
    let err = serde_json::from_str::<Identifier>(r#""""#).expect_err("empty");
    assert!(
        err.to_string().starts_with("invalid PIN: empty input"),
        "{err}"
    );
    assert_de_tokens_error::<Identifier>(
        &[Token::I32(1)],
        "invalid type: integer `1`, expected a PIN token",
    );
}
