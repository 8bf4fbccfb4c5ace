//! serde: an identifier is its token string; deserializing parses one.
#![cfg(feature = "serde")]

use sashite_epin::Identifier;
use serde_test::{Token, assert_de_tokens_error, assert_tokens};

#[test]
fn identifiers_are_token_strings() {
    for s in ["K", "k'", "+R'", "-p", "K^'", "+K^'"] {
        let id = Identifier::parse(s).expect("valid");
        assert_tokens(&id, &[Token::Str(s)]);
        assert_tokens(&id, &[Token::BorrowedStr(s)]);
        let json = serde_json::to_string(&id).expect("serialize");
        assert_eq!(json, serde_json::to_string(s).expect("serialize"));
        assert_eq!(
            serde_json::from_str::<Identifier>(&json).expect("deserialize"),
            id
        );
    }
}

#[test]
fn invalid_strings_are_rejected_with_the_parse_error() {
    assert_de_tokens_error::<Identifier>(
        &[Token::Str("K''")],
        "invalid EPIN: doubled derivation marker at byte 2",
    );
    assert_de_tokens_error::<Identifier>(&[Token::Str("")], "invalid EPIN: empty input");
    assert_de_tokens_error::<Identifier>(
        &[Token::I32(1)],
        "invalid type: integer `1`, expected an EPIN token",
    );
}
