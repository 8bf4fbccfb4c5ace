//! Rejections: the exact message (hence class and byte offset) of every
//! rejected string, and the EPIN/SIN errors exposed as `source`.

use std::error::Error as _;

use sashite_feen::{
    BoundsError, CountError, Found, Limits, ParseError, Position, StyleError, SyntaxError,
    ValidationError, View,
};

/// Input and the exact message of its error.
const MESSAGES: &[(&str, &str)] = &[
    ("", "invalid FEEN: empty input"),
    (
        "nonsense",
        "invalid FEEN: expected three fields separated by single spaces at byte 8, found the end of input",
    ),
    (
        "8/8 /",
        "invalid FEEN: expected three fields separated by single spaces at byte 5, found the end of input",
    ),
    (
        "8 / W/w extra",
        "invalid FEEN: expected three fields separated by single spaces at byte 7, found ' '",
    ),
    (
        " 8 / W/w",
        "invalid FEEN: expected three fields separated by single spaces at byte 4, found ' '",
    ),
    (
        "8  / W/w",
        "invalid FEEN: expected three fields separated by single spaces at byte 4, found ' '",
    ),
    (
        "8\t/ W/w",
        "invalid FEEN: expected three fields separated by single spaces at byte 7, found the end of input",
    ),
    (
        "8 / W/é",
        "invalid FEEN: expected ASCII at byte 6, found non-ASCII byte 0xC3",
    ),
    (
        " / W/w",
        "invalid FEEN: expected a piece placement at byte 0, found ' '",
    ),
    (
        "/8 / C/c",
        "invalid FEEN: piece placement starts with a separator at byte 0, found '/'",
    ),
    (
        "8// / C/c",
        "invalid FEEN: piece placement ends with a separator at byte 1, found '/'",
    ),
    (
        "08 / C/c",
        "invalid FEEN: empty-square count is zero or has a leading zero at byte 0, found '0'",
    ),
    (
        "4/04 / C/c",
        "invalid FEEN: empty-square count is zero or has a leading zero at byte 2, found '0'",
    ),
    (
        "k$k / C/c",
        "invalid FEEN: expected a piece token at byte 1, found '$'",
    ),
    (
        "K'' / C/c",
        "invalid FEEN: expected a piece token at byte 2, found '\\''",
    ),
    (
        "K'^ / C/c",
        "invalid FEEN: expected a piece token at byte 2, found '^'",
    ),
    (
        "++K / C/c",
        "invalid FEEN: expected a piece token at byte 1, found '+'",
    ),
    (
        "^K / C/c",
        "invalid FEEN: expected a piece token at byte 0, found '^'",
    ),
    (
        "a//b / C/c",
        "invalid FEEN: separator breaks dimensional coherence at byte 1",
    ),
    (
        "a/b//c / C/c",
        "invalid FEEN: separator breaks dimensional coherence at byte 3",
    ),
    (
        "a//b/c / C/c",
        "invalid FEEN: separator breaks dimensional coherence at byte 1",
    ),
    (
        "a/b///c/d / C/c",
        "invalid FEEN: separator breaks dimensional coherence at byte 3",
    ),
    (
        "a/b//c/d///e/f / C/c",
        "invalid FEEN: separator breaks dimensional coherence at byte 8",
    ),
    (
        "8/8 PP/ W/w",
        "invalid FEEN: piece repeated in a hand at byte 5",
    ),
    (
        "8 3P3Q2P/ C/c",
        "invalid FEEN: piece repeated in a hand at byte 6",
    ),
    (
        "8 1P/ C/c",
        "invalid FEEN: hand multiplicity is 0, 1 or has a leading zero at byte 2, found '1'",
    ),
    (
        "8 0P/ C/c",
        "invalid FEEN: hand multiplicity is 0, 1 or has a leading zero at byte 2, found '0'",
    ),
    (
        "8 02P/ C/c",
        "invalid FEEN: hand multiplicity is 0, 1 or has a leading zero at byte 2, found '0'",
    ),
    (
        "8 2/ C/c",
        "invalid FEEN: expected a piece token at byte 3, found '/'",
    ),
    (
        "8 P2/ C/c",
        "invalid FEEN: expected a piece token at byte 4, found '/'",
    ),
    (
        "8 QP/ C/c",
        "invalid FEEN: hand item out of canonical order at byte 3",
    ),
    (
        "20 9Q10P/ C/c",
        "invalid FEEN: hand item out of canonical order at byte 5",
    ),
    (
        "8 P/p/ C/c",
        "invalid FEEN: expected exactly one '/' in the hands field at byte 5, found '/'",
    ),
    (
        "8 PP C/c",
        "invalid FEEN: expected exactly one '/' in the hands field at byte 4, found ' '",
    ),
    (
        "8 - C/c",
        "invalid FEEN: expected exactly one '/' in the hands field at byte 3, found ' '",
    ),
    (
        "8 / C/C",
        "invalid FEEN: expected a style of the opposite case at byte 6, found 'C'",
    ),
    (
        "8 / C",
        "invalid FEEN: expected exactly one '/' in the style-turn field at byte 5, found the end of input",
    ),
    (
        "8 / C/c/W",
        "invalid FEEN: expected exactly one '/' in the style-turn field at byte 7, found '/'",
    ),
    (
        "8 / CC/c",
        "invalid FEEN: expected a one-letter SIN style at byte 5, found 'C'",
    ),
    (
        "8 / C/",
        "invalid FEEN: expected a one-letter SIN style at byte 6, found the end of input",
    ),
    (
        "8 / /c",
        "invalid FEEN: expected a one-letter SIN style at byte 4, found '/'",
    ),
    (
        "8 / 1/c",
        "invalid FEEN: expected a one-letter SIN style at byte 4, found '1'",
    ),
    (
        "8 / W/w\n",
        "invalid FEEN: expected a one-letter SIN style at byte 7, found '\\n'",
    ),
    (
        "K^ K/ J/j",
        "invalid FEEN: more pieces than squares at byte 3",
    ),
    (
        "K 99999999999999999999P/ C/c",
        "invalid FEEN: more pieces than squares at byte 2",
    ),
    (
        "8/8/8/8/8/8/8/8  W/w",
        "invalid FEEN: expected exactly one '/' in the hands field at byte 16, found ' '",
    ),
    (
        "8/8 / ",
        "invalid FEEN: expected exactly one '/' in the style-turn field at byte 6, found the end of input",
    ),
    (
        "1111111111111111111111111111111111111111 / C/c",
        "invalid FEEN: implementation limit: count does not fit in 128 bits at byte 0",
    ),
    (
        "a/b",
        "invalid FEEN: expected three fields separated by single spaces at byte 3, found the end of input",
    ),
    (
        "+/ / C/c",
        "invalid FEEN: expected a piece token at byte 1, found '/'",
    ),
];

#[test]
fn messages_are_exact() {
    for &(input, message) in MESSAGES {
        let err = View::parse(input).expect_err(input);
        assert_eq!(err.to_string(), message, "{input:?}");
        assert_eq!(
            Position::parse(input).unwrap_err(),
            err,
            "{input:?}: same error"
        );
        assert!(!sashite_feen::is_valid(input), "{input:?}");
    }
}

#[test]
fn offsets_point_into_the_input() {
    for &(input, _) in MESSAGES {
        let err = View::parse(input).expect_err(input);
        let Some(offset) = err.offset() else {
            // Only an empty input has no offset, as in the other notations.
            assert_eq!((input, err), ("", ParseError::Empty));
            continue;
        };
        assert!(offset <= input.len(), "{input:?}: {offset}");
    }
}

#[test]
fn structured_errors() {
    assert_eq!(
        View::parse("4/04 / C/c").unwrap_err(),
        ParseError::Count {
            detail: CountError::EmptyCount,
            offset: 2,
            found: Found::Byte(b'0')
        }
    );
    assert_eq!(
        View::parse("8 P/p/ C/c").unwrap_err(),
        ParseError::Syntax {
            detail: SyntaxError::HandsDelimiter,
            offset: 5,
            found: Found::Byte(b'/')
        }
    );
    assert_eq!(
        View::parse("a/b//c / C/c").unwrap_err(),
        ParseError::Validation {
            detail: ValidationError::DimensionalCoherence,
            offset: 3
        }
    );
    assert!(matches!(
        View::parse("8 / c/c").unwrap_err(),
        ParseError::Style {
            detail: StyleError::SameCase,
            offset: 6,
            source: None,
            ..
        }
    ));
}

#[test]
fn piece_errors_carry_the_epin_error() {
    let err = View::parse("8/8 2P+/ C/c").unwrap_err();
    assert_eq!(
        err.to_string(),
        "invalid FEEN: expected a piece token at byte 7, found '/'"
    );
    let source = err.source().expect("EPIN's error");
    let epin = source
        .downcast_ref::<sashite_epin::ParseError>()
        .expect("an EPIN error");
    // EPIN's offsets are token-relative (`u8`), like SIN's and PIN's: the
    // token starts at byte 6.
    assert_eq!(epin.offset(), Some(1));
    // The inner message is not repeated in the outer one.
    assert!(!err.to_string().contains("EPIN"));
    // The PIN error under it keeps PIN's token-relative (`u8`) offset.
    let pin = epin.source().expect("PIN's error");
    assert!(pin.to_string().contains("at byte 1"), "{pin}");
}

#[test]
fn style_errors_carry_the_sin_error() {
    let err = View::parse("8 / W/w\n").unwrap_err();
    let source = err.source().expect("SIN's error");
    let sin = source
        .downcast_ref::<sashite_sin::ParseError>()
        .expect("a SIN error");
    // SIN's offsets are token-relative (`u8`); FEEN's own offset is absolute.
    assert_eq!(sin.offset(), Some(1));
    assert_eq!(err.offset(), Some(7));
}

#[test]
fn limits_are_bounds_errors() {
    let limits = Limits::UPSTREAM;
    let squares = format!("{} / C/c", vec!["255"; 256].join("/"));
    for (input, class) in [
        (squares.as_str(), "too_many_squares"),
        ("a/b//c/d///e/f//g/h / C/c", "too_many_dimensions"),
    ] {
        let err = View::parse_with(input, &limits).unwrap_err();
        assert!(err.is_limit(), "{input:?}");
        assert_eq!(err.code(), class);
        assert!(
            err.to_string()
                .starts_with("invalid FEEN: implementation limit: "),
            "{err}"
        );
        assert!(View::parse(input).is_ok(), "{input:?} is valid FEEN");
    }
    let long = format!("{} / C/c", "8/".repeat(3000) + "8");
    assert_eq!(
        View::parse_with(&long, &limits).unwrap_err(),
        ParseError::Bounds {
            detail: BoundsError::InputTooLong {
                len: long.len(),
                max: 4096
            },
            offset: 4096
        }
    );
    // A spec violation is reported as such even when a limit is also exceeded.
    assert_eq!(
        View::parse_with("a/b///c/d / C/c", &limits)
            .unwrap_err()
            .code(),
        "dimensional_coherence"
    );
}

#[test]
fn counts_never_overflow_silently() {
    // 10^39 does not fit in u128: an implementation limit, not a grammar error.
    let big = format!("1{} / C/c", "0".repeat(39));
    let err = View::parse(&big).unwrap_err();
    assert_eq!(
        err,
        ParseError::Bounds {
            detail: BoundsError::CountTooLarge,
            offset: 0
        }
    );
    // Two runs whose sum overflows.
    let sum = format!("{m}K{m} / C/c", m = u128::MAX);
    assert_eq!(View::parse(&sum).unwrap_err().code(), "count_too_large");
    // u128::MAX squares exactly is fine.
    let max = format!("{} / C/c", u128::MAX);
    assert_eq!(View::parse(&max).expect("fits").square_count(), u128::MAX);
    // Hand counts summing past u128::MAX: certainly more pieces than squares.
    let hands = format!("8 {m}P/{m}p C/c", m = u128::MAX);
    assert_eq!(View::parse(&hands).unwrap_err().code(), "too_many_pieces");
}

#[test]
fn bytes_entry_points() {
    let err = View::try_from(&b"8 / C/\xff"[..]).unwrap_err();
    assert_eq!(err.code(), "non_ascii");
    assert_eq!(err.offset(), Some(6));
    assert_eq!(Position::try_from(&b"8 / C/\xff"[..]).unwrap_err(), err);
    let position = Position::try_from(&b"K^ / J/j"[..]).expect("valid");
    assert_eq!(position.to_string(), "K^ / J/j");
    assert_eq!(
        View::try_from(&b"K^ / J/j"[..]).expect("valid").as_str(),
        "K^ / J/j"
    );
}

#[test]
fn coherence_errors_name_the_separator_that_left_a_structure_open() {
    // The separator blamed is the last one of the lowest level left open,
    // not always the one where reading stopped (the second offset).
    for (placement, offset, stopped) in [
        ("1/1//1///a//a///1/a/a/a/a///1/a//a/a//1", 3, 6),
        ("a/1//a///a//a////1/a//a/a/1", 3, 6),
        ("a/a/a//a/a//a///1//a", 10, 13),
        ("a/1/1/1/a/a/a/a//a///a////a/a", 15, 18),
        ("a/a/a//a///a///a////a/a//a/1//1/1/a", 5, 8),
        ("a/a/a//1", 5, 8),
        ("a/1//1/a///a", 8, 12),
        ("1/a//a", 3, 6),
    ] {
        let err = View::parse(&format!("{placement} / C/c")).unwrap_err();
        assert_eq!(
            err,
            ParseError::Validation {
                detail: ValidationError::DimensionalCoherence,
                offset
            },
            "{placement} (stopped at {stopped})"
        );
    }
}
