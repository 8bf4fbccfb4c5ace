//! Every kind of bad input gets its own error, at the right offset, with the
//! exact message.

use sashite_pin::{Found, ParseError};

use ParseError::{
    Empty, ExpectedEnd, ExpectedLetter, ExpectedModifierOrLetter, ExpectedTerminalOrEnd,
};

const fn byte(b: u8) -> Found {
    Found::Byte(b)
}

/// (input, error, message)
const CASES: &[(&str, ParseError, &str)] = &[
    ("", Empty, "invalid PIN: empty input"),
    (
        " ",
        ExpectedModifierOrLetter {
            offset: 0,
            found: byte(b' '),
        },
        "invalid PIN: expected '+', '-' or an ASCII letter at byte 0, found ' '",
    ),
    (
        "^K",
        ExpectedModifierOrLetter {
            offset: 0,
            found: byte(b'^'),
        },
        "invalid PIN: expected '+', '-' or an ASCII letter at byte 0, found '^'",
    ),
    (
        "\nK",
        ExpectedModifierOrLetter {
            offset: 0,
            found: byte(b'\n'),
        },
        r"invalid PIN: expected '+', '-' or an ASCII letter at byte 0, found '\n'",
    ),
    (
        "\0",
        ExpectedModifierOrLetter {
            offset: 0,
            found: byte(0),
        },
        r"invalid PIN: expected '+', '-' or an ASCII letter at byte 0, found '\0'",
    ),
    (
        "\u{212A}",
        ExpectedModifierOrLetter {
            offset: 0,
            found: byte(0xE2),
        },
        "invalid PIN: expected '+', '-' or an ASCII letter at byte 0, found non-ASCII byte 0xE2",
    ),
    (
        "\u{E9}",
        ExpectedModifierOrLetter {
            offset: 0,
            found: byte(0xC3),
        },
        "invalid PIN: expected '+', '-' or an ASCII letter at byte 0, found non-ASCII byte 0xC3",
    ),
    (
        "1",
        ExpectedModifierOrLetter {
            offset: 0,
            found: byte(b'1'),
        },
        "invalid PIN: expected '+', '-' or an ASCII letter at byte 0, found '1'",
    ),
    (
        "+",
        ExpectedLetter {
            offset: 1,
            found: Found::EndOfInput,
        },
        "invalid PIN: expected an ASCII letter at byte 1, found the end of input",
    ),
    (
        "++K",
        ExpectedLetter {
            offset: 1,
            found: byte(b'+'),
        },
        "invalid PIN: expected an ASCII letter at byte 1, found '+'",
    ),
    (
        "+^K",
        ExpectedLetter {
            offset: 1,
            found: byte(b'^'),
        },
        "invalid PIN: expected an ASCII letter at byte 1, found '^'",
    ),
    (
        "-\u{2212}",
        ExpectedLetter {
            offset: 1,
            found: byte(0xE2),
        },
        "invalid PIN: expected an ASCII letter at byte 1, found non-ASCII byte 0xE2",
    ),
    (
        "K\n",
        ExpectedTerminalOrEnd {
            offset: 1,
            found: byte(b'\n'),
        },
        r"invalid PIN: expected '^' or the end of input at byte 1, found '\n'",
    ),
    (
        "K+",
        ExpectedTerminalOrEnd {
            offset: 1,
            found: byte(b'+'),
        },
        "invalid PIN: expected '^' or the end of input at byte 1, found '+'",
    ),
    (
        "K'",
        ExpectedTerminalOrEnd {
            offset: 1,
            found: byte(b'\''),
        },
        r"invalid PIN: expected '^' or the end of input at byte 1, found '\''",
    ),
    (
        "KKKK",
        ExpectedTerminalOrEnd {
            offset: 1,
            found: byte(b'K'),
        },
        "invalid PIN: expected '^' or the end of input at byte 1, found 'K'",
    ),
    (
        "+k\t",
        ExpectedTerminalOrEnd {
            offset: 2,
            found: byte(b'\t'),
        },
        r"invalid PIN: expected '^' or the end of input at byte 2, found '\t'",
    ),
    (
        "K^^",
        ExpectedEnd {
            offset: 2,
            found: byte(b'^'),
        },
        "invalid PIN: expected the end of input at byte 2, found '^'",
    ),
    (
        "+K^x",
        ExpectedEnd {
            offset: 3,
            found: byte(b'x'),
        },
        "invalid PIN: expected the end of input at byte 3, found 'x'",
    ),
    (
        "k^\u{2654}",
        ExpectedEnd {
            offset: 2,
            found: byte(0xE2),
        },
        "invalid PIN: expected the end of input at byte 2, found non-ASCII byte 0xE2",
    ),
];

#[test]
fn errors_and_messages_are_exact() {
    for &(input, expected, message) in CASES {
        let err = sashite_pin::parse(input).expect_err(input);
        assert_eq!(err, expected, "{input:?}");
        assert_eq!(err.to_string(), message, "{input:?}");
        assert_eq!(input.parse::<sashite_pin::Identifier>(), Err(expected));
        assert_eq!(
            sashite_pin::Identifier::try_from(input.as_bytes()),
            Err(expected)
        );
    }
}

#[test]
fn offsets_and_found_match_the_input() {
    for &(input, err, _) in CASES {
        match (err.offset(), err.found()) {
            (None, None) => assert!(input.is_empty()),
            (Some(offset), Some(found)) => {
                assert_eq!(found, Found::at(input.as_bytes(), offset), "{input:?}");
            }
            other => panic!("{input:?}: inconsistent {other:?}"),
        }
    }
}

#[test]
fn error_is_a_std_error() {
    fn assert_error<E: std::error::Error + Copy + Send + Sync + 'static>(_: E) {}
    assert_error(Empty);
    assert!(std::error::Error::source(&Empty).is_none());
}
