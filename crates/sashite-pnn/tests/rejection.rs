//! Every kind of PNN rejection: the exact error, offset and message.

use sashite_pnn::{Found, Name, ParseError};

#[track_caller]
fn check(input: &str, expected: ParseError, message: &str) {
    let err = Name::parse(input).expect_err(input);
    assert_eq!(err, expected, "{input:?}");
    assert_eq!(err.to_string(), message, "{input:?}");
    assert_eq!(
        Name::parse_bytes(input.as_bytes()),
        Err(err),
        "{input:?} as bytes"
    );
    assert!(!sashite_pnn::is_valid(input), "{input:?}");
    if let Some(offset) = err.offset() {
        assert_eq!(
            err.found(),
            Some(Found::at(input.as_bytes(), offset)),
            "{input:?}"
        );
    }
}

/// Checks every input of `cases`, whose error is `variant(offset, found)`
/// and whose message is `template` with `{offset}` and `{found}` filled in.
#[track_caller]
fn check_all(cases: &[(&str, usize)], variant: fn(usize, Found) -> ParseError, template: &str) {
    for &(input, offset) in cases {
        let found = Found::at(input.as_bytes(), offset);
        let message = template
            .replace("{offset}", &offset.to_string())
            .replace("{found}", &found.to_string());
        check(input, variant(offset, found), &message);
    }
}

#[test]
fn empty() {
    check("", ParseError::Empty, "invalid PNN: empty input");
    assert_eq!(ParseError::Empty.offset(), None);
    assert_eq!(ParseError::Empty.found(), None);
}

#[test]
fn modifier_without_a_name() {
    check(
        "+",
        ParseError::ExpectedLetter {
            offset: 1,
            found: Found::EndOfInput,
        },
        "invalid PNN: expected an ASCII letter at byte 1, found the end of input",
    );
    check(
        "-",
        ParseError::ExpectedLetter {
            offset: 1,
            found: Found::EndOfInput,
        },
        "invalid PNN: expected an ASCII letter at byte 1, found the end of input",
    );
}

#[test]
fn mixed_case() {
    check(
        "King",
        ParseError::MixedCase {
            offset: 1,
            found: Found::Byte(b'i'),
        },
        "invalid PNN: mixed case: expected an uppercase letter at byte 1, found 'i'",
    );
    check(
        "kiNg",
        ParseError::MixedCase {
            offset: 2,
            found: Found::Byte(b'N'),
        },
        "invalid PNN: mixed case: expected a lowercase letter at byte 2, found 'N'",
    );
    check_all(
        &[("KiNg", 1), ("Pawn", 1), ("+ROOk", 4)],
        |offset, found| ParseError::MixedCase { offset, found },
        "invalid PNN: mixed case: expected an uppercase letter at byte {offset}, found {found}",
    );
    check_all(
        &[("-pawN^", 4), ("qUEEN", 1)],
        |offset, found| ParseError::MixedCase { offset, found },
        "invalid PNN: mixed case: expected a lowercase letter at byte {offset}, found {found}",
    );
}

#[test]
fn digits() {
    check(
        "KING1",
        ParseError::Digit {
            offset: 4,
            found: Found::Byte(b'1'),
        },
        "invalid PNN: unexpected digit at byte 4, found '1'; a name has only ASCII letters",
    );
    check_all(
        &[
            ("1KING", 0),
            ("king1", 4),
            ("K1NG", 1),
            ("+1", 1),
            ("KING^1", 5),
        ],
        |offset, found| ParseError::Digit { offset, found },
        "invalid PNN: unexpected digit at byte {offset}, found {found}; a name has only ASCII letters",
    );
}

#[test]
fn misplaced_modifiers() {
    check(
        "+-KING",
        ParseError::MisplacedModifier {
            offset: 1,
            found: Found::Byte(b'-'),
        },
        "invalid PNN: misplaced state modifier at byte 1, found '-'; '+' or '-' may only come first, once",
    );
    check_all(
        &[
            ("-+KING", 1),
            ("++KING", 1),
            ("--KING", 1),
            ("king-", 4),
            ("KING+", 4),
            ("KI-NG", 2),
            ("KI+NG", 2),
            ("KING^+", 5),
        ],
        |offset, found| ParseError::MisplacedModifier { offset, found },
        "invalid PNN: misplaced state modifier at byte {offset}, found {found}; '+' or '-' may only come first, once",
    );
}

#[test]
fn misplaced_terminal_markers() {
    check(
        "^KING",
        ParseError::MisplacedTerminal {
            offset: 0,
            found: Found::Byte(b'^'),
        },
        "invalid PNN: misplaced terminal marker at byte 0, found '^'; '^' may only come last, once, after the name",
    );
    check_all(
        &[
            ("^king", 0),
            ("KING^^", 5),
            ("+^KING", 1),
            ("-^KING", 1),
            ("^+KING", 0),
            ("KI^NG", 2),
            ("K^ING", 1),
            ("k^ing", 1),
            ("^", 0),
            ("^^", 0),
            ("+^", 1),
            ("KING^k", 4),
        ],
        |offset, found| ParseError::MisplacedTerminal { offset, found },
        "invalid PNN: misplaced terminal marker at byte {offset}, found {found}; '^' may only come last, once, after the name",
    );
}

#[test]
fn whitespace_and_control() {
    check(
        "KING\n",
        ParseError::WhitespaceOrControl {
            offset: 4,
            found: Found::Byte(b'\n'),
        },
        r"invalid PNN: unexpected whitespace or control byte at byte 4, found '\n'",
    );
    check_all(
        &[
            (" KING", 0),
            ("KING ", 4),
            ("KI NG", 2),
            ("KING^ ", 5),
            ("+\t", 1),
            ("k\0", 1),
        ],
        |offset, found| ParseError::WhitespaceOrControl { offset, found },
        "invalid PNN: unexpected whitespace or control byte at byte {offset}, found {found}",
    );
}

#[test]
fn non_ascii() {
    check(
        "\u{738B}",
        ParseError::NonAscii {
            offset: 0,
            found: Found::Byte(0xE7),
        },
        "invalid PNN: expected ASCII at byte 0, found non-ASCII byte 0xE7",
    );
    check(
        "\u{2654}KING",
        ParseError::NonAscii {
            offset: 0,
            found: Found::Byte(0xE2),
        },
        "invalid PNN: expected ASCII at byte 0, found non-ASCII byte 0xE2",
    );
    check(
        "KIN\u{C9}",
        ParseError::NonAscii {
            offset: 3,
            found: Found::Byte(0xC3),
        },
        "invalid PNN: expected ASCII at byte 3, found non-ASCII byte 0xC3",
    );
    assert_eq!(
        Name::parse_bytes(&[b'k', 0xFF]),
        Err(ParseError::NonAscii {
            offset: 1,
            found: Found::Byte(0xFF)
        })
    );
}

#[test]
fn symbols() {
    check(
        "KING'",
        ParseError::UnexpectedSymbol {
            offset: 4,
            found: Found::Byte(b'\''),
        },
        r"invalid PNN: unexpected symbol at byte 4, found '\''; a name has only ASCII letters",
    );
    check_all(
        &[("KI_NG", 2), ("!", 0), ("+_", 1), ("KING^'", 5), ("K.", 1)],
        |offset, found| ParseError::UnexpectedSymbol { offset, found },
        "invalid PNN: unexpected symbol at byte {offset}, found {found}; a name has only ASCII letters",
    );
}

#[test]
fn errors_are_std_errors() {
    fn assert_error<E: std::error::Error + Copy + Send + Sync + 'static>() {}
    assert_error::<ParseError>();
}
