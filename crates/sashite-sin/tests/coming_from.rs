//! The "Coming from …" tables (`sashite_sin::coming_from`) name real items:
//! every right-hand entry is called here, so a renamed or removed item
//! breaks this test before it breaks a reader.

use core::str::FromStr;

use sashite_sin::{EncodedSin, Identifier, Letter, PATTERN, ParseError, Side};

fn id(text: &str) -> Identifier {
    sashite_sin::parse(text).expect("valid SIN")
}

#[test]
fn ruby_gem() {
    assert!(sashite_sin::is_valid("S"));
    assert!(!Identifier::is_valid("WW"));
    assert_eq!(sashite_sin::parse("c"), Identifier::parse("c"));
    assert_eq!(Identifier::new(Letter::J, Side::Second), id("j"));
    let chess = id("c");
    assert_eq!(chess.letter(), Letter::C); // family
    assert_eq!(chess.side(), Side::Second);
    assert_eq!(chess.to_char(), 'c'); // letter
    assert_eq!(chess.to_ascii(), b'c');
    assert_eq!(chess.to_string(), "c");
    assert_eq!(chess.encode(), "c");
    assert!(id("W").is_first_player());
    assert!(id("w").is_second_player());
    assert_eq!(id("W").flip(), id("w"));
    assert_eq!(id("w").with_letter(Letter::C), id("c")); // with_family
    assert_eq!(id("C").with_side(Side::Second), id("c"));
    assert!(id("C").same_letter(&id("c"))); // same_family?
    assert!(id("C").same_side(&id("W")));
    assert!(id("C") != id("c"));
    assert_eq!(PATTERN, "^[A-Za-z]$");
}

#[test]
fn upstream_crate() {
    let style = Identifier::new(Letter::C, Side::First);
    assert_eq!(Identifier::parse("C"), Ok(style));
    assert!(Identifier::is_valid("C"));
    assert_eq!(Identifier::parse_bytes(b"C"), Ok(style));
    assert_eq!(sashite_sin::parse_prefix(b"C/c"), Some((style, 1)));
    let encoded: EncodedSin = style.encode();
    assert!(encoded == "C");
    assert!("C" == encoded);
    assert_eq!(style.to_char(), 'C');
    assert!(style.is_first_player()); // is_first
    assert!(!style.is_second_player()); // is_second
    assert_eq!(style.flip(), id("c")); // flipped
    assert_eq!(Identifier::from_str("c"), Identifier::try_from("c"));
    assert_eq!(Identifier::try_from(&b"c"[..]), Ok(id("c")));
    assert_eq!(
        Letter::from_ascii_with_side(b'c'),
        Some((Letter::C, Side::Second))
    );
    assert_eq!(Letter::C.to_char(), 'C');
    assert_eq!(Letter::C.to_ascii(), b'C');
    assert_eq!(Letter::ALL.len(), 26);
    assert_eq!(Letter::from_ascii(b'c'), Some(Letter::C));
    assert_eq!(Letter::try_from('c'), Ok(Letter::C));
    assert_eq!(Letter::try_from('1'), Err(sashite_sin::NotALetter));
    assert_eq!(Letter::from_char('c'), Some(Letter::C));
    assert_eq!(Side::Second.flip(), Side::First);
}

#[test]
fn upstream_errors() {
    assert_eq!(Identifier::parse(""), Err(ParseError::Empty));
    assert!(matches!(
        Identifier::parse("1"),
        Err(ParseError::ExpectedLetter { offset: 0, .. })
    )); // InvalidLetter
    assert!(matches!(
        Identifier::parse("CC"),
        Err(ParseError::ExpectedEnd { offset: 1, .. })
    )); // TooLong
}
