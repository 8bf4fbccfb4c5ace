//! The "Coming from …" table (`sashite_snn::coming_from`) names real items:
//! every right-hand entry is called here, with the seed's own examples, so
//! a renamed or removed item breaks this test before it breaks a reader.

use sashite_snn::{NameError, PATTERN, ParseError, Side, Style};

fn style(text: &str) -> Style {
    sashite_snn::parse(text).expect("valid SNN")
}

#[test]
fn ruby_gem() {
    assert!(sashite_snn::is_valid("CHESS"));
    assert!(Style::is_valid("chess"));
    assert!(!sashite_snn::is_valid("Chess"));
    assert!(!sashite_snn::is_valid("123"));
    assert_eq!(sashite_snn::parse("CHESS"), Style::parse("CHESS"));
    assert_eq!("CHESS".parse::<Style>(), Ok(style("CHESS")));

    let chess = Style::new("Chess", Side::First).expect("proper name");
    assert_eq!(chess, style("CHESS"));
    assert_eq!(
        Style::new("Shogi", Side::Second)
            .expect("proper name")
            .to_string(),
        "shogi"
    );
    assert_eq!(
        Style::normalized("CHESS960", Side::First).expect("a name"),
        style("CHESS960")
    );
    let err: NameError = Style::new("CHESS", Side::First).unwrap_err();
    assert_eq!(err.offset(), Some(1));

    assert_eq!(chess.name(), "Chess");
    assert_eq!(chess.side(), Side::First);
    assert_eq!(chess.to_string(), "CHESS");
    assert!(chess.is_first_player());
    let black = chess.clone().flip();
    assert_eq!(black.to_string(), "chess");
    assert!(black.is_second_player());
    let shogi = chess.clone().with_name("Shogi").expect("proper name");
    assert_eq!(shogi.to_string(), "SHOGI");
    assert_eq!(chess.clone().with_side(Side::Second), black);
    assert!(chess.same_name(&black));
    assert!(chess.same_side(&shogi));
    assert!(!chess.same_name(&shogi));
    assert!(chess != black);

    // FIRST_PLAYER, SECOND_PLAYER, VALID_SIDES, SNN_PATTERN.
    assert_eq!(Side::ALL, [Side::First, Side::Second]);
    assert_eq!(PATTERN, "^([A-Z][A-Z0-9]*|[a-z][a-z0-9]*)$");

    // The seed's chain: parse("CHESS").with_name(:Shogi).flip → "shogi".
    let chained = style("CHESS")
        .with_name("Shogi")
        .expect("proper name")
        .flip();
    assert_eq!(chained.to_string(), "shogi");

    // ArgumentError on parsing.
    let err: ParseError = sashite_snn::parse("Chess").unwrap_err();
    assert_eq!(err.offset(), Some(1));
}
