//! Every rejected input gets the exact error, offset, found byte and message
//! listed here.

use core::error::Error as _;

use sashite_epin::{Found, Identifier, ParseError, sashite_pin};

use ParseError::{DoubledDerivationMarker, Empty, ExpectedEnd, MisplacedDerivationMarker};
use sashite_pin::ParseError as Pin;

const fn pin(offset: u8, source: Pin) -> ParseError {
    // The PIN part starts at byte 0: PIN's offset is the EPIN offset.
    match source.offset() {
        Some(at) if at == offset as usize => ParseError::Pin(source),
        _ => panic!("the PIN error's offset is not the expected one"),
    }
}

const fn byte(b: u8) -> Found {
    Found::Byte(b)
}

const MISPLACED: &str = "must be last, after the letter and any '^'";

/// Input, error, message (with `MISPLACED` standing for the end of the
/// misplaced-marker message).
#[rustfmt::skip]
const CASES: &[(&str, ParseError, &str)] = &[
    ("", Empty, "invalid EPIN: empty input"),
    // The derivation marker before the letter (EPIN-R1).
    ("'", MisplacedDerivationMarker { offset: 0 }, "invalid EPIN: derivation marker at byte 0 MISPLACED"),
    ("''", MisplacedDerivationMarker { offset: 0 }, "invalid EPIN: derivation marker at byte 0 MISPLACED"),
    ("'K", MisplacedDerivationMarker { offset: 0 }, "invalid EPIN: derivation marker at byte 0 MISPLACED"),
    ("+'K", MisplacedDerivationMarker { offset: 1 }, "invalid EPIN: derivation marker at byte 1 MISPLACED"),
    ("+'", MisplacedDerivationMarker { offset: 1 }, "invalid EPIN: derivation marker at byte 1 MISPLACED"),
    ("-'", MisplacedDerivationMarker { offset: 1 }, "invalid EPIN: derivation marker at byte 1 MISPLACED"),
    // The derivation marker before the terminal marker (EPIN-R1).
    ("K'^", MisplacedDerivationMarker { offset: 1 }, "invalid EPIN: derivation marker at byte 1 MISPLACED"),
    ("+K'^", MisplacedDerivationMarker { offset: 2 }, "invalid EPIN: derivation marker at byte 2 MISPLACED"),
    ("K'^'", MisplacedDerivationMarker { offset: 1 }, "invalid EPIN: derivation marker at byte 1 MISPLACED"),
    // Two derivation markers (EPIN-R1).
    ("K''", DoubledDerivationMarker { offset: 2 }, "invalid EPIN: doubled derivation marker at byte 2"),
    ("K^''", DoubledDerivationMarker { offset: 3 }, "invalid EPIN: doubled derivation marker at byte 3"),
    ("+K^''", DoubledDerivationMarker { offset: 4 }, "invalid EPIN: doubled derivation marker at byte 4"),
    // Bytes after the derivation marker (EPIN-R1).
    ("K'\n", ExpectedEnd { offset: 2, found: byte(b'\n') }, r"invalid EPIN: expected the end of input at byte 2, found '\n'"),
    ("K' ", ExpectedEnd { offset: 2, found: byte(b' ') }, "invalid EPIN: expected the end of input at byte 2, found ' '"),
    ("K'x", ExpectedEnd { offset: 2, found: byte(b'x') }, "invalid EPIN: expected the end of input at byte 2, found 'x'"),
    ("K'K", ExpectedEnd { offset: 2, found: byte(b'K') }, "invalid EPIN: expected the end of input at byte 2, found 'K'"),
    ("K^'^", ExpectedEnd { offset: 3, found: byte(b'^') }, "invalid EPIN: expected the end of input at byte 3, found '^'"),
    ("k^'x", ExpectedEnd { offset: 3, found: byte(b'x') }, "invalid EPIN: expected the end of input at byte 3, found 'x'"),
    // A bad PIN part (EPIN-R2, EPIN-R3).
    ("K+'", pin(1, Pin::ExpectedTerminalOrEnd { offset: 1, found: byte(b'+') }), "invalid EPIN: bad PIN part at byte 1"),
    ("++K'", pin(1, Pin::ExpectedLetter { offset: 1, found: byte(b'+') }), "invalid EPIN: bad PIN part at byte 1"),
    ("K^^", pin(2, Pin::ExpectedEnd { offset: 2, found: byte(b'^') }), "invalid EPIN: bad PIN part at byte 2"),
    ("K^^'", pin(2, Pin::ExpectedEnd { offset: 2, found: byte(b'^') }), "invalid EPIN: bad PIN part at byte 2"),
    ("\"K\"", pin(0, Pin::ExpectedModifierOrLetter { offset: 0, found: byte(b'"') }), "invalid EPIN: bad PIN part at byte 0"),
    ("K`", pin(1, Pin::ExpectedTerminalOrEnd { offset: 1, found: byte(b'`') }), "invalid EPIN: bad PIN part at byte 1"),
    ("K\u{2019}", pin(1, Pin::ExpectedTerminalOrEnd { offset: 1, found: byte(0xE2) }), "invalid EPIN: bad PIN part at byte 1"),
    ("K\u{2032}", pin(1, Pin::ExpectedTerminalOrEnd { offset: 1, found: byte(0xE2) }), "invalid EPIN: bad PIN part at byte 1"),
    ("+K^x'", pin(3, Pin::ExpectedEnd { offset: 3, found: byte(b'x') }), "invalid EPIN: bad PIN part at byte 3"),
    ("KK'", pin(1, Pin::ExpectedTerminalOrEnd { offset: 1, found: byte(b'K') }), "invalid EPIN: bad PIN part at byte 1"),
    ("1'", pin(0, Pin::ExpectedModifierOrLetter { offset: 0, found: byte(b'1') }), "invalid EPIN: bad PIN part at byte 0"),
    ("\0'", pin(0, Pin::ExpectedModifierOrLetter { offset: 0, found: byte(0) }), "invalid EPIN: bad PIN part at byte 0"),
    ("\u{E9}'", pin(0, Pin::ExpectedModifierOrLetter { offset: 0, found: byte(0xC3) }), "invalid EPIN: bad PIN part at byte 0"),
    ("+", pin(1, Pin::ExpectedLetter { offset: 1, found: Found::EndOfInput }), "invalid EPIN: bad PIN part at byte 1"),
    ("-", pin(1, Pin::ExpectedLetter { offset: 1, found: Found::EndOfInput }), "invalid EPIN: bad PIN part at byte 1"),
    ("^K", pin(0, Pin::ExpectedModifierOrLetter { offset: 0, found: byte(b'^') }), "invalid EPIN: bad PIN part at byte 0"),
    ("^", pin(0, Pin::ExpectedModifierOrLetter { offset: 0, found: byte(b'^') }), "invalid EPIN: bad PIN part at byte 0"),
    ("++K", pin(1, Pin::ExpectedLetter { offset: 1, found: byte(b'+') }), "invalid EPIN: bad PIN part at byte 1"),
    ("K+", pin(1, Pin::ExpectedTerminalOrEnd { offset: 1, found: byte(b'+') }), "invalid EPIN: bad PIN part at byte 1"),
    ("K\n", pin(1, Pin::ExpectedTerminalOrEnd { offset: 1, found: byte(b'\n') }), "invalid EPIN: bad PIN part at byte 1"),
    ("K ", pin(1, Pin::ExpectedTerminalOrEnd { offset: 1, found: byte(b' ') }), "invalid EPIN: bad PIN part at byte 1"),
    ("1", pin(0, Pin::ExpectedModifierOrLetter { offset: 0, found: byte(b'1') }), "invalid EPIN: bad PIN part at byte 0"),
    ("KKKKKKKK", pin(1, Pin::ExpectedTerminalOrEnd { offset: 1, found: byte(b'K') }), "invalid EPIN: bad PIN part at byte 1"),
];

#[test]
fn every_rejection_is_exact() {
    for &(input, expected, message) in CASES {
        let message = message.replace("MISPLACED", MISPLACED);
        let err = Identifier::parse(input).expect_err(input);
        assert_eq!(err, expected, "{input:?}");
        assert_eq!(err.to_string(), message, "{input:?}");
        assert_eq!(sashite_epin::parse(input), Err(expected), "{input:?}");
        assert_eq!(
            Identifier::parse_bytes(input.as_bytes()),
            Err(expected),
            "{input:?}"
        );
        assert_eq!(input.parse::<Identifier>(), Err(expected), "{input:?}");
        assert_eq!(Identifier::try_from(input), Err(expected), "{input:?}");
        assert_eq!(
            Identifier::try_from(input.as_bytes()),
            Err(expected),
            "{input:?}"
        );
        assert!(!Identifier::is_valid(input), "{input:?}");
        assert!(!sashite_epin::is_valid(input), "{input:?}");
    }
}

#[test]
fn offset_and_found_point_at_the_bad_byte() {
    for &(input, err, _) in CASES {
        let bytes = input.as_bytes();
        match (err.offset(), err.found()) {
            (None, None) => assert!(input.is_empty(), "{input:?}"),
            (Some(offset), Some(found)) => {
                assert!(offset <= bytes.len(), "{input:?}");
                assert_eq!(found, Found::at(bytes, offset), "{input:?}");
            }
            other => panic!("{input:?}: offset and found disagree: {other:?}"),
        }
    }
}

#[test]
fn the_pin_error_is_the_source_and_is_not_repeated() {
    for &(input, err, _) in CASES {
        let message = err.to_string();
        if let ParseError::Pin(source) = err {
            assert_eq!(err.pin_error(), Some(source), "{input:?}");
            assert_eq!(
                source.offset(),
                err.offset(),
                "{input:?}: the PIN part starts at 0"
            );
            assert_eq!(err.found(), source.found(), "{input:?}");
            let chained = err.source().expect("a source").to_string();
            assert_eq!(chained, source.to_string(), "{input:?}");
            assert!(chained.starts_with("invalid PIN: "), "{input:?}");
            assert!(!message.contains("invalid PIN"), "{input:?}: {message}");
            assert!(!message.contains("expected"), "{input:?}: {message}");
            // What PIN says about the same bytes.
            assert_eq!(sashite_pin::parse(input), Err(source), "{input:?}");
        } else {
            assert_eq!(err.pin_error(), None, "{input:?}");
            assert!(err.source().is_none(), "{input:?}");
        }
    }
}

#[test]
fn messages_are_lower_case_and_never_echo_the_input() {
    for &(input, err, _) in CASES {
        let message = err.to_string();
        assert!(message.starts_with("invalid EPIN: "), "{message}");
        assert!(!message.ends_with('.'), "{message}");
        if input.len() > 1 {
            assert!(!message.contains(input), "{input:?} echoed in {message}");
        }
    }
}
