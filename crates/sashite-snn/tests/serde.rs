//! serde: a style (de)serializes as its SNN string.
#![cfg(feature = "serde")]

use sashite_snn::Style;
use serde_test::{Token, assert_de_tokens_error, assert_tokens};

#[test]
fn round_trip_as_string() {
    for s in ["CHESS", "chess960", "a"] {
        let style = Style::parse(s).expect("valid");
        assert_tokens(&style, &[Token::Str(s)]);
        let json = serde_json::to_string(&style).expect("serialize");
        assert_eq!(json, format!("\"{s}\""));
        assert_eq!(
            serde_json::from_str::<Style>(&json).expect("deserialize"),
            style
        );
    }
}

#[test]
fn rejects_invalid_strings() {
    assert_de_tokens_error::<Style>(
        &[Token::Str("Chess")],
        "invalid SNN: mixed case: expected an uppercase letter or a digit at byte 1, found 'h'",
    );
    assert_de_tokens_error::<Style>(
        &[Token::I32(1)],
        "invalid type: integer `1`, expected an SNN style name",
    );
}
