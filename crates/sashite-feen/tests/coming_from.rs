//! The "Coming from …" tables (`sashite_feen::coming_from`) name real items:
//! every right-hand entry is called here, so a renamed or removed item
//! breaks this test before it breaks a reader.

use core::fmt::Write as _;

use sashite_feen::{
    BoundsError, CountError, EncodeError, HandItem, HandItems, Hands, Limits, MAX_DIMENSIONS,
    ParseError, Placement, Position, Shape, Side, Squares, StyleError, Styles, SyntaxError,
    ValidationError, View, sashite_epin, sashite_sin,
};

const SHOGI: &str = "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL 2P/p S/s";

#[test]
fn ruby_gem() {
    let position: Position = sashite_feen::parse(SHOGI).expect("valid");
    assert!(View::parse(SHOGI).is_ok());
    assert!(sashite_feen::is_valid(SHOGI));
    assert_eq!(sashite_feen::dump(&position), SHOGI);
    assert_eq!(position.to_string(), SHOGI);
    assert_eq!(sashite_feen::normalize(SHOGI).as_deref(), Ok(SHOGI));
    let built = sashite_feen::build("8", "/", "C/c").expect("valid");
    assert_eq!(built, Position::build("8", "/", "C/c").expect("valid"));
    assert_eq!(built.to_string(), "8 / C/c");

    let placement: &Placement = position.placement();
    let hands: &Hands = position.hands();
    let styles: &Styles = position.styles();
    assert_eq!(placement.square_count(), 81);
    assert_eq!(hands.count(Side::First), 2);
    assert_eq!(styles.active_side(), Side::First);

    let err = sashite_feen::parse("8 / C").unwrap_err();
    assert!(matches!(err, ParseError::Syntax { .. }));
    assert_eq!(
        (err.offset(), err.code()),
        (Some(5), "invalid_style_turn_delimiter")
    );
    assert!(matches!(
        sashite_feen::parse("8$ / C/c"),
        Err(ParseError::Piece { .. })
    ));
    assert!(matches!(
        sashite_feen::parse("8 / C/C"),
        Err(ParseError::Style { .. })
    ));
    assert!(matches!(
        sashite_feen::parse("08 / C/c"),
        Err(ParseError::Count { .. })
    ));
    assert!(matches!(
        sashite_feen::parse("8 BA/ C/c"),
        Err(ParseError::Validation { .. })
    ));
    let limited = Position::parse_with("65026 / C/c", &Limits::UPSTREAM).unwrap_err();
    assert!(matches!(limited, ParseError::Bounds { .. }) && limited.is_limit());
}

#[test]
fn newer_ruby_gem() {
    let position: Position = sashite_feen::parse("K^1/2 B/ C/c").expect("valid");
    let king: sashite_epin::Identifier = "K^".parse().expect("EPIN");
    let pawn: sashite_epin::Identifier = "P".parse().expect("EPIN");
    let bishop: sashite_epin::Identifier = "B".parse().expect("EPIN");
    let nested: Option<sashite_feen::Nested> = position.to_nested();
    assert!(nested.is_some());
    let moved = position
        .board_diff([(0, None), (3, Some(king))])
        .expect("in range");
    assert_eq!(moved.to_string(), "2/1K^ B/ C/c");
    let hands = position
        .hand_diff(Side::First, [(pawn, 1), (bishop, -1)])
        .expect("held");
    assert_eq!(hands.to_string(), "K^1/2 P/ C/c");
}

#[test]
fn upstream_view() {
    let view: View<'_> = View::parse(SHOGI).expect("valid"); // Feen::parse
    assert!(View::is_valid(SHOGI));
    assert!(View::parse_with(SHOGI, &Limits::DEFAULT).is_ok());
    assert_eq!(view.to_string(), SHOGI);
    assert_eq!(view.as_str(), SHOGI);
    let shape: Shape = view.shape().expect("regular");
    assert_eq!(&*shape, &[9, 9]); // dimensions()
    assert_eq!(shape.len(), 2); // dimension_count()
    assert_eq!(shape.iter().product::<u128>(), 81); // square_count()
    assert_eq!(view.dimension_count(), 2);
    assert_eq!(view.square_count(), 81);
    assert_eq!(view.piece_count(), 43);
    assert_eq!(view.board_piece_count(), 40);
    assert_eq!(view.hand_piece_count(), 3);
    assert_eq!(view.hand_count(Side::First), 2);
    assert_eq!(view.active_side(), Side::First);
    assert_eq!(view.inactive_side(), Side::Second);
    assert_eq!(view.active_style().to_char(), 'S');
    assert_eq!(view.inactive_style().to_char(), 's');
    assert_eq!(view.first_style().to_char(), 'S');
    assert_eq!(view.second_style().to_char(), 's');
    let squares: Squares<'_> = view.squares();
    // Bounded: an iterator that never ends fails here instead of hanging.
    assert_eq!(squares.take(82).count(), 81);
    assert!(view.runs().count() > 0);
    let first: HandItems<'_> = view.hand(Side::First); // first_hand()
    let items: Vec<HandItem> = first.collect();
    assert_eq!(items.len(), 1);
    assert_eq!(items[0].piece().to_string(), "P");
    assert_eq!(items[0].count(), 2);
    assert_eq!(view.hand(Side::Second).count(), 1); // second_hand()
    assert!(
        View::parse("3/2 / C/c")
            .expect("irregular")
            .shape()
            .is_none()
    );
}

#[test]
fn upstream_owned_model_limits_and_reexports() {
    let view = View::parse(SHOGI).expect("valid");
    let position = Position::from_view(&view); // to_qi()
    assert_eq!(position, sashite_feen::parse(SHOGI).expect("valid"));
    assert_eq!(position.to_string(), SHOGI); // encode()
    let mut sink = String::new();
    write!(sink, "{position}").expect("a String never fails"); // write_feen()
    assert_eq!(sink, SHOGI);

    assert_eq!(
        Position::builder(&[1, 8]).unwrap_err(),
        EncodeError::ShapeNotRepresentable { axis: 0 }
    );
    assert_eq!(
        Position::empty(&[1, 8]).unwrap_err(),
        EncodeError::ShapeNotRepresentable { axis: 0 }
    );
    assert_eq!(
        Position::empty(&[9, 9]).expect("a shape").square_count(),
        81
    ); // Shape::new

    assert_eq!(Limits::UPSTREAM.max_bytes(), 4096); // MAX_STRING_LENGTH
    assert_eq!(Limits::UPSTREAM.max_dimensions(), 3); // MAX_DIMENSIONS
    assert_eq!(Limits::UPSTREAM.max_squares(), 65_025); // MAX_SQUARE_COUNT
    assert_eq!(MAX_DIMENSIONS, 64);
    assert_eq!(Limits::DEFAULT.max_bytes(), 16 * 1024 * 1024);
    // MAX_DIMENSION_SIZE: none; an axis of 256 cells is fine.
    assert!(View::parse_with("256 / C/c", &Limits::UPSTREAM).is_ok());

    let piece: sashite_epin::Identifier = sashite_epin::parse("K^").expect("valid");
    let style: sashite_sin::Identifier = sashite_sin::parse("C").expect("valid");
    assert_eq!((piece.side(), style.side()), (Side::First, Side::First));
}

/// Each 0.2 error variant, by an input that 0.2 rejects with it, is the
/// class and the detail the table names: the syntax and the tokens.
#[test]
fn upstream_parse_error_variants_of_syntax_and_tokens() {
    fn class(input: &str) -> &'static str {
        View::parse(input).unwrap_err().code()
    }
    let syntax = |input: &str, detail: SyntaxError| {
        let err = View::parse(input).unwrap_err();
        assert!(
            matches!(err, ParseError::Syntax { detail: d, .. } if d == detail),
            "{input:?}"
        );
        class(input)
    };
    assert_eq!(syntax("8 / C/c\u{e9}", SyntaxError::NonAscii), "non_ascii");
    assert_eq!(syntax("nope", SyntaxError::FieldCount), "field_count");
    assert_eq!(
        syntax(" / C/c", SyntaxError::PlacementEmpty),
        "placement_empty"
    );
    assert_eq!(
        syntax("/8 / C/c", SyntaxError::PlacementStartsWithSeparator),
        "placement_starts_with_separator"
    );
    assert_eq!(
        syntax("8/ / C/c", SyntaxError::PlacementEndsWithSeparator),
        "placement_ends_with_separator"
    );
    assert_eq!(
        syntax("8 P C/c", SyntaxError::HandsDelimiter),
        "invalid_hands_delimiter"
    );
    assert_eq!(
        syntax("8 / C", SyntaxError::StyleTurnDelimiter),
        "invalid_style_turn_delimiter"
    );
    let piece = View::parse("8$ / C/c").unwrap_err();
    assert!(matches!(piece, ParseError::Piece { offset: 1, .. }));
    assert_eq!(piece.code(), "invalid_piece_token");

    let style = |input: &str, detail: StyleError| {
        let err = View::parse(input).unwrap_err();
        assert!(
            matches!(err, ParseError::Style { detail: d, .. } if d == detail),
            "{input:?}"
        );
        class(input)
    };
    assert_eq!(
        style("8 / CC/c", StyleError::InvalidToken),
        "invalid_style_token"
    );
    assert_eq!(style("8 / C/C", StyleError::SameCase), "styles_same_case");

    let count = |input: &str, detail: CountError| {
        let err = View::parse(input).unwrap_err();
        assert!(
            matches!(err, ParseError::Count { detail: d, .. } if d == detail),
            "{input:?}"
        );
        class(input)
    };
    assert_eq!(
        count("08 / C/c", CountError::EmptyCount),
        "invalid_empty_count"
    );
    assert_eq!(
        count("8 1P/ C/c", CountError::HandCount),
        "invalid_hand_count"
    );
}

/// The same, for the rules about meaning and the limits.
#[test]
fn upstream_parse_error_variants_of_meaning_and_limits() {
    fn class(input: &str) -> &'static str {
        View::parse(input).unwrap_err().code()
    }
    let validation = |input: &str, detail: ValidationError| {
        let err = View::parse(input).unwrap_err();
        assert!(
            matches!(err, ParseError::Validation { detail: d, .. } if d == detail),
            "{input:?}"
        );
        class(input)
    };
    assert_eq!(
        validation("8//8 / C/c", ValidationError::DimensionalCoherence),
        "dimensional_coherence"
    );
    assert_eq!(
        validation("8 PP/ C/c", ValidationError::HandNotAggregated),
        "hand_not_aggregated"
    );
    assert_eq!(
        validation("8 BA/ C/c", ValidationError::HandNotCanonical),
        "hand_not_canonical"
    );
    assert_eq!(
        validation("1 2P/ C/c", ValidationError::TooManyPieces),
        "too_many_pieces"
    );

    let bounds = |input: &str| match View::parse_with(input, &Limits::UPSTREAM).unwrap_err() {
        ParseError::Bounds { detail, .. } => detail,
        other => panic!("{input:?}: {other:?}"),
    };
    let long = format!("{} / C/c", "8/".repeat(2100).trim_end_matches('/'));
    assert!(matches!(bounds(&long), BoundsError::InputTooLong { .. }));
    assert!(matches!(
        bounds("1/1//1/1///1/1//1/1 / C/c"),
        BoundsError::TooManyDimensions { .. }
    ));
    assert!(matches!(
        bounds("65026 / C/c"),
        BoundsError::TooManySquares { .. }
    ));

    // BoardNotRegular: accepted here.
    assert!(View::parse("3/2 / C/c").is_ok());
}

/// 0.2's `feen_string` module: here a `Position` (and a `View`) serializes
/// as its FEEN string on its own.
#[cfg(feature = "serde")]
#[test]
fn upstream_feen_string() {
    let position = sashite_feen::parse(SHOGI).expect("valid");
    let json = serde_json::to_string(&position).expect("serializes");
    assert_eq!(json, format!("\"{SHOGI}\""));
    assert_eq!(
        serde_json::from_str::<Position>(&json).expect("deserializes"),
        position
    );
    let view = View::parse(SHOGI).expect("valid");
    assert_eq!(serde_json::to_string(&view).expect("serializes"), json);
}
