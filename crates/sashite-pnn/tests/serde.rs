//! serde: a name (de)serializes as its PNN string.
#![cfg(feature = "serde")]

use sashite_pnn::Name;
use serde_test::{Token, assert_de_tokens_error, assert_tokens};

#[test]
fn round_trip_as_string() {
    for s in ["KING", "+ROOK^", "-pawn", "k^"] {
        let name = Name::parse(s).expect("valid");
        assert_tokens(&name, &[Token::Str(s)]);
        let json = serde_json::to_string(&name).expect("serialize");
        assert_eq!(json, format!("\"{s}\""));
        assert_eq!(
            serde_json::from_str::<Name>(&json).expect("deserialize"),
            name
        );
    }
}

#[test]
fn rejects_invalid_strings() {
    assert_de_tokens_error::<Name>(
        &[Token::Str("King")],
        "invalid PNN: mixed case: expected an uppercase letter at byte 1, found 'i'",
    );
    assert_de_tokens_error::<Name>(
        &[Token::Bool(true)],
        "invalid type: boolean `true`, expected a PNN piece name",
    );
}
