//! The "Coming from …" tables (`sashite_pin::coming_from`) name real items:
//! every right-hand entry is called here, with the seeds' own examples, so
//! a renamed or removed item breaks this test before it breaks a reader.

use core::str::FromStr;

use sashite_pin::{EncodedPin, Identifier, Letter, NotALetter, PATTERN, ParseError, Side, State};

fn id(text: &str) -> Identifier {
    sashite_pin::parse(text).expect("valid PIN")
}

#[test]
fn ruby_and_elixir_module_functions_and_constructors() {
    // valid?
    assert!(sashite_pin::is_valid("K^"));
    assert!(Identifier::is_valid("+R"));
    assert!(!sashite_pin::is_valid("invalid"));
    // parse, parse!
    assert_eq!(sashite_pin::parse("K"), Identifier::parse("K"));
    assert_eq!("K".parse::<Identifier>(), Ok(id("K")));
    let bang = || -> Result<Identifier, ParseError> { Identifier::parse("K") };
    assert_eq!(bang(), Ok(id("K")));
    // identifier(type, side) / Identifier.new(type, side)
    assert_eq!(Identifier::normal(Letter::K, Side::First), id("K"));
    // identifier(type, side, state), Pin.piece(…)
    assert_eq!(
        Identifier::new(Letter::R, Side::Second, State::Enhanced, false),
        id("+r")
    );
    // Elixir new(type, side, state, terminal: true)
    assert_eq!(
        Identifier::new(Letter::K, Side::First, State::Normal, true),
        id("K^")
    );
    // PIN_PATTERN
    assert_eq!(PATTERN, r"^[+-]?[A-Za-z]\^?$");
    // ArgumentError / {:error, reason}
    let err: ParseError = Identifier::parse("K+").unwrap_err();
    assert_eq!(err.offset(), Some(1));
}

#[test]
fn ruby_and_elixir_accessors_and_queries() {
    let rook = id("+r^");
    assert_eq!(rook.letter(), Letter::R); // type
    assert_eq!(rook.side(), Side::Second); // side
    assert_eq!(rook.state(), State::Enhanced); // state
    assert!(rook.is_terminal()); // terminal, terminal?
    assert_eq!(rook.to_char(), 'r'); // letter
    assert_eq!(rook.prefix(), "+"); // prefix
    assert_eq!(rook.suffix(), "^"); // suffix
    assert_eq!(rook.to_string(), "+r^"); // to_s, to_string
    assert_eq!(rook.encode(), "+r^");
    assert!(id("K").is_normal());
    assert!(id("+K").is_enhanced());
    assert!(id("-K").is_diminished());
    assert!(id("K").is_first_player());
    assert!(id("k").is_second_player());
}

#[test]
fn ruby_and_elixir_transformations_and_comparisons() {
    let king = id("K");
    assert_eq!(king.enhance(), id("+K"));
    assert_eq!(id("+K").unenhance(), king);
    assert_eq!(king.diminish(), id("-K"));
    assert_eq!(id("-K").undiminish(), king);
    assert_eq!(id("+K").normalize(), king);
    assert_eq!(king.flip(), id("k"));
    assert_eq!(king.mark_terminal(), id("K^"));
    assert_eq!(id("K^").unmark_terminal(), king);
    assert_eq!(king.with_letter(Letter::Q), id("Q")); // with_type
    assert_eq!(king.with_side(Side::Second), id("k"));
    assert_eq!(king.with_state(State::Diminished), id("-K"));
    assert_eq!(king.with_terminal(true), id("K^"));
    assert!(king.same_letter(&id("k"))); // same_type?
    assert!(king.same_side(&id("Q")));
    assert!(king.same_state(&id("q")));
    assert!(king.same_terminal(&id("q")));
    assert!(king == id("K"));
    // The seed's chain: pawn.flip.enhance → "+p".
    assert_eq!(id("P").flip().enhance().to_string(), "+p");
}

#[test]
fn upstream_identifier() {
    let king = Identifier::new(Letter::K, Side::First, State::Enhanced, true);
    assert_eq!(Identifier::parse("+K^"), Ok(king));
    assert!(Identifier::is_valid("+K^"));
    assert_eq!(Identifier::parse_bytes(b"+K^"), Ok(king));
    assert_eq!(sashite_pin::parse_prefix(b"+K^x"), Some((king, 3)));
    let encoded: EncodedPin = king.encode();
    assert_eq!(encoded.as_str(), "+K^");
    assert_eq!(
        (king.letter(), king.side(), king.state(), king.is_terminal()),
        (Letter::K, Side::First, State::Enhanced, true)
    );
    assert!(!king.is_normal() && king.is_enhanced() && !king.is_diminished());
    assert!(king.is_first_player()); // is_first
    assert!(!king.is_second_player()); // is_second
    assert_eq!(king.with_letter(Letter::Q).letter(), Letter::Q);
    assert_eq!(king.with_side(Side::Second).side(), Side::Second);
    assert_eq!(king.with_state(State::Normal).state(), State::Normal);
    assert!(!king.with_terminal(false).is_terminal());
    assert_eq!(id("K").enhance(), id("+K")); // enhanced
    assert_eq!(id("K").diminish(), id("-K")); // diminished
    assert_eq!(king.normalize(), id("K^")); // normalized
    assert_eq!(king.flip(), id("+k^")); // flipped
    assert_eq!(Identifier::from_str("k"), Identifier::try_from("k"));
    assert_eq!(Identifier::try_from(&b"k"[..]), Ok(id("k")));
}

#[test]
fn upstream_encoded_pin() {
    let encoded = id("-k^").encode();
    assert_eq!(encoded.as_str(), "-k^");
    assert_eq!(&*encoded, "-k^"); // Deref<Target = str>
    assert_eq!(AsRef::<str>::as_ref(&encoded), "-k^");
    assert_eq!(encoded.as_bytes(), b"-k^");
    assert_eq!(format!("{encoded}"), "-k^");
    assert_eq!(format!("{encoded:?}"), "\"-k^\"");
    assert!(encoded == "-k^");
    assert!("-k^" == encoded);
    assert!(id("K").encode() < id("K^").encode());
}

#[test]
fn upstream_letter_side_state() {
    assert_eq!(Letter::ALL.len(), 26);
    assert_eq!(
        Letter::from_ascii_with_side(b'k'),
        Some((Letter::K, Side::Second))
    );
    assert_eq!(Letter::from_ascii(b'k'), Some(Letter::K));
    assert_eq!(Letter::try_from('q'), Ok(Letter::Q)); // try_from_char
    assert_eq!(Letter::try_from('+'), Err(NotALetter));
    assert_eq!(Letter::from_char('q'), Some(Letter::Q));
    assert_eq!(Letter::try_from(b'q'), Ok(Letter::Q));
    assert_eq!(Letter::K.to_char(), 'K'); // as_char
    assert_eq!(Letter::K.to_ascii(), b'K'); // as_ascii
    assert_eq!(format!("{:?}", Letter::K), "K");
    assert_eq!(Side::First.flip(), Side::Second);
    assert_eq!(State::default(), State::Normal);
    assert!(State::Diminished < State::Normal && State::Normal < State::Enhanced);
}

#[test]
fn upstream_parse_errors() {
    assert_eq!(Identifier::parse(""), Err(ParseError::Empty));
    assert!(matches!(
        Identifier::parse("*K"),
        Err(ParseError::ExpectedModifierOrLetter { offset: 0, .. })
    )); // InvalidStateModifier
    assert!(matches!(
        Identifier::parse("++K"),
        Err(ParseError::ExpectedLetter { offset: 1, .. })
    )); // InvalidLetter
    assert!(matches!(
        Identifier::parse("K+"),
        Err(ParseError::ExpectedTerminalOrEnd { offset: 1, .. })
    )); // InvalidTerminalMarker
    assert!(matches!(
        Identifier::parse("K^^"),
        Err(ParseError::ExpectedEnd { offset: 2, .. })
    )); // TooLong
    let err = Identifier::parse("K^^").unwrap_err();
    assert_eq!((err.offset(), err.found().is_some()), (Some(2), true));
    assert!(err.to_string().starts_with("invalid PIN"));
}

/// 1.1's `serde` feature: the same token string.
#[cfg(feature = "serde")]
#[test]
fn upstream_serde() {
    let king = id("+K^");
    assert_eq!(serde_json::to_string(&king).expect("serializes"), "\"+K^\"");
    assert_eq!(
        serde_json::from_str::<Identifier>("\"+K^\"").expect("deserializes"),
        king
    );
}
