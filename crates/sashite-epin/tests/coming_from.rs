//! The "Coming from …" tables (`sashite_epin::coming_from`) name real
//! items: every right-hand entry is called here, so a renamed or removed
//! item breaks this test before it breaks a reader.

use core::str::FromStr;

use sashite_epin::{
    EncodedEpin, Identifier, Letter, PATTERN, ParseError, Side, State, sashite_pin,
};

fn id(text: &str) -> Identifier {
    sashite_epin::parse(text).expect("valid EPIN")
}

#[test]
fn ruby_gem() {
    assert!(sashite_epin::is_valid("+R'"));
    assert!(Identifier::is_valid("+R'"));
    assert_eq!(sashite_epin::parse("K'"), Identifier::parse("K'"));
    assert_eq!(Identifier::normal(Letter::K, Side::First), id("K"));
    // Ruby identifier(:K, :first, :normal, false): native false → derived.
    assert_eq!(
        Identifier::new(Letter::K, Side::First, State::Normal, false, true),
        id("K'")
    );
    let pin = sashite_pin::parse("K^").expect("valid PIN");
    assert_eq!(Identifier::from_pin(pin, true), id("K^'"));
    assert!(id("K").is_native());
    assert!(id("K'").is_derived());
    assert!(id("k'").is_foreign());
    assert_eq!(id("+K^'").pin(), sashite_pin::parse("+K^").expect("valid"));
    assert_eq!(id("+r'").to_char(), 'r');
    assert_eq!(id("+r'").prefix(), "+");
    assert_eq!(id("K^'").suffix(), "^'");
    assert_eq!(id("K^'").to_string(), "K^'");
    assert_eq!(id("K^'").encode(), "K^'");
    assert_eq!(id("K").derive(), id("K'"));
    assert_eq!(id("K'").underive(), id("K"));
    assert_eq!(id("K'").native(), id("K"));
    assert_eq!(id("K").with_derived(true), id("K'"));
    let pawn = sashite_pin::parse("k").expect("valid PIN");
    assert_eq!(id("+K^'").with_pin(pawn), id("k'"));
    assert!(id("K'").same_style(&id("q'")));
    assert!(id("K'").same_letter(&id("k")));
    assert!(id("K'").same_side(&id("Q")));
    assert!(id("K'").same_state(&id("q")));
    assert!(id("K'").same_terminal(&id("q")));
    assert!(id("K") != id("K'"));
    // The spec's chains.
    assert_eq!(id("P").flip().derive().enhance().to_string(), "+p'");
    assert_eq!(
        id("q'")
            .flip()
            .with_letter(Letter::P)
            .underive()
            .to_string(),
        "P"
    );
    assert_eq!(PATTERN, r"^[+-]?[A-Za-z]\^?'?$");
}

#[test]
fn upstream_crate() {
    let pin = sashite_pin::parse("+K^").expect("valid PIN");
    let king = Identifier::from_pin(pin, true); // new(pin, derived)
    assert_eq!(Identifier::parse("+K^'"), Ok(king));
    assert!(Identifier::is_valid("+K^'"));
    assert_eq!(Identifier::parse_bytes(b"+K^'"), Ok(king));
    assert_eq!(sashite_epin::parse_prefix(b"+K^'x"), Some((king, 4)));
    let encoded: EncodedEpin = king.encode();
    assert!(encoded == "+K^'");
    assert!("+K^'" == encoded);
    assert_eq!(king.pin(), pin);
    assert_eq!(king.with_pin(pin.flip()), id("+k^'"));
    assert_eq!(
        (king.letter(), king.side(), king.state(), king.is_terminal()),
        (Letter::K, Side::First, State::Enhanced, true)
    );
    assert!(king.is_first_player()); // is_first
    assert!(!king.is_second_player()); // is_second
    assert!(king.is_derived() && !king.is_native());
    assert_eq!(king.native(), id("+K^"));
    assert_eq!(king.native().derive(), king);
    assert_eq!(Identifier::from_str("k'"), Identifier::try_from("k'"));
    assert_eq!(Identifier::try_from(&b"k'"[..]), Ok(id("k'")));
}

#[test]
fn upstream_errors() {
    assert_eq!(Identifier::parse(""), Err(ParseError::Empty));
    let pin_error = sashite_pin::parse("K+").unwrap_err();
    assert_eq!(Identifier::parse("K+'"), Err(ParseError::Pin(pin_error)));
    assert_eq!(ParseError::from(pin_error), ParseError::Pin(pin_error));
    assert_eq!(
        Identifier::parse("K'^"),
        Err(ParseError::MisplacedDerivationMarker { offset: 1 })
    );
    assert_eq!(
        Identifier::parse("K''"),
        Err(ParseError::DoubledDerivationMarker { offset: 2 })
    );
    assert!(matches!(
        Identifier::parse("K'x"),
        Err(ParseError::ExpectedEnd { offset: 2, .. })
    ));
}
