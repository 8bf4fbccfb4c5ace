//! Every kind of bad input gets its own error, at the right offset, with the
//! exact message.

use sashite_sin::{Found, Identifier, ParseError};

use ParseError::{Empty, ExpectedEnd, ExpectedLetter};

/// (input, error, message)
const CASES: &[(&str, ParseError, &str)] = &[
    ("", Empty, "invalid SIN: empty input"),
    (
        " ",
        ExpectedLetter {
            offset: 0,
            found: Found::Byte(b' '),
        },
        "invalid SIN: expected an ASCII letter at byte 0, found ' '",
    ),
    (
        "\r",
        ExpectedLetter {
            offset: 0,
            found: Found::Byte(b'\r'),
        },
        r"invalid SIN: expected an ASCII letter at byte 0, found '\r'",
    ),
    (
        "\0",
        ExpectedLetter {
            offset: 0,
            found: Found::Byte(0),
        },
        r"invalid SIN: expected an ASCII letter at byte 0, found '\0'",
    ),
    (
        "@",
        ExpectedLetter {
            offset: 0,
            found: Found::Byte(b'@'),
        },
        "invalid SIN: expected an ASCII letter at byte 0, found '@'",
    ),
    (
        "+C",
        ExpectedLetter {
            offset: 0,
            found: Found::Byte(b'+'),
        },
        "invalid SIN: expected an ASCII letter at byte 0, found '+'",
    ),
    (
        "\u{212A}",
        ExpectedLetter {
            offset: 0,
            found: Found::Byte(0xE2),
        },
        "invalid SIN: expected an ASCII letter at byte 0, found non-ASCII byte 0xE2",
    ),
    (
        "\u{FEFF}W",
        ExpectedLetter {
            offset: 0,
            found: Found::Byte(0xEF),
        },
        "invalid SIN: expected an ASCII letter at byte 0, found non-ASCII byte 0xEF",
    ),
    (
        "CC",
        ExpectedEnd {
            offset: 1,
            found: Found::Byte(b'C'),
        },
        "invalid SIN: expected the end of input at byte 1, found 'C'",
    ),
    (
        "C\n",
        ExpectedEnd {
            offset: 1,
            found: Found::Byte(b'\n'),
        },
        r"invalid SIN: expected the end of input at byte 1, found '\n'",
    ),
    (
        "C'",
        ExpectedEnd {
            offset: 1,
            found: Found::Byte(b'\''),
        },
        r"invalid SIN: expected the end of input at byte 1, found '\''",
    ),
    (
        "CHESS",
        ExpectedEnd {
            offset: 1,
            found: Found::Byte(b'H'),
        },
        "invalid SIN: expected the end of input at byte 1, found 'H'",
    ),
    (
        "c\u{E9}",
        ExpectedEnd {
            offset: 1,
            found: Found::Byte(0xC3),
        },
        "invalid SIN: expected the end of input at byte 1, found non-ASCII byte 0xC3",
    ),
];

#[test]
fn errors_and_messages_are_exact() {
    for &(input, expected, message) in CASES {
        let err = sashite_sin::parse(input).expect_err(input);
        assert_eq!(err, expected, "{input:?}");
        assert_eq!(err.to_string(), message, "{input:?}");
        assert_eq!(input.parse::<Identifier>(), Err(expected));
        assert_eq!(Identifier::try_from(input.as_bytes()), Err(expected));
        match (err.offset(), err.found()) {
            (None, None) => assert!(input.is_empty()),
            (Some(offset), Some(found)) => {
                assert_eq!(found, Found::at(input.as_bytes(), offset));
            }
            other => panic!("{input:?}: inconsistent {other:?}"),
        }
    }
}

#[test]
fn error_is_a_std_error() {
    fn assert_error<E: std::error::Error + Copy + Send + Sync + 'static>(_: E) {}
    assert_error(Empty);
}
