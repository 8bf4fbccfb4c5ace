//! `serde` round trips of the protocol types through their written names.
#![cfg(feature = "serde")]

use sashite_protocol::{Letter, Side, State};
use serde_test::{Token, assert_de_tokens_error, assert_tokens};

#[test]
fn sides_are_names() {
    assert_tokens(&Side::First, &[Token::Str("first")]);
    assert_tokens(&Side::Second, &[Token::Str("second")]);
}

#[test]
fn states_are_names() {
    assert_tokens(&State::Normal, &[Token::Str("normal")]);
    assert_tokens(&State::Enhanced, &[Token::Str("enhanced")]);
    assert_tokens(&State::Diminished, &[Token::Str("diminished")]);
}

#[test]
fn letters_are_uppercase_letters() {
    for letter in Letter::ALL {
        let text = letter.to_string();
        let name: &'static str = Box::leak(text.into_boxed_str());
        assert_tokens(&letter, &[Token::Str(name)]);
    }
}

#[test]
fn bad_names_are_errors() {
    assert_de_tokens_error::<Side>(
        &[Token::Str("third")],
        "invalid value: string \"third\", expected a side, \"first\" or \"second\"",
    );
    assert_de_tokens_error::<State>(
        &[Token::Str("Normal")],
        "invalid value: string \"Normal\", expected a state, \"normal\", \"enhanced\" or \"diminished\"",
    );
    assert_de_tokens_error::<Letter>(
        &[Token::Str("k")],
        "invalid value: string \"k\", expected an uppercase ASCII letter",
    );
}
