//! Every kind of SNN rejection: the exact error, offset and message.

use sashite_snn::{Found, NameError, ParseError, Side, Style};

const fn byte(offset: usize, b: u8) -> (usize, Found) {
    (offset, Found::Byte(b))
}

#[track_caller]
fn check(input: &str, expected: ParseError, message: &str) {
    let err = Style::parse(input).expect_err(input);
    assert_eq!(err, expected, "{input:?}");
    assert_eq!(err.to_string(), message, "{input:?}");
    assert_eq!(
        Style::parse_bytes(input.as_bytes()),
        Err(err),
        "{input:?} as bytes"
    );
    assert!(!sashite_snn::is_valid(input), "{input:?}");
    if let Some(offset) = err.offset() {
        assert_eq!(
            err.found(),
            Some(Found::at(input.as_bytes(), offset)),
            "{input:?}"
        );
        assert!(
            sashite_snn::is_valid(&input[..offset]) || offset == 0,
            "{input:?}"
        );
    }
}

#[test]
fn empty() {
    check("", ParseError::Empty, "invalid SNN: empty input");
    assert_eq!(ParseError::Empty.offset(), None);
    assert_eq!(ParseError::Empty.found(), None);
}

#[test]
fn leading_digit() {
    for input in ["123", "1CHESS", "123CHESS", "9a"] {
        let (offset, found) = byte(0, input.as_bytes()[0]);
        check(
            input,
            ParseError::LeadingDigit { offset, found },
            &format!(
                "invalid SNN: leading digit at byte 0, found {found}; a name starts with a letter"
            ),
        );
    }
    check(
        "1CHESS",
        ParseError::LeadingDigit {
            offset: 0,
            found: Found::Byte(b'1'),
        },
        "invalid SNN: leading digit at byte 0, found '1'; a name starts with a letter",
    );
}

#[test]
fn mixed_case() {
    let upper = |offset, b| {
        let (offset, found) = byte(offset, b);
        ParseError::MixedCase { offset, found }
    };
    check(
        "Chess",
        upper(1, b'h'),
        "invalid SNN: mixed case: expected an uppercase letter or a digit at byte 1, found 'h'",
    );
    check("ChEsS", upper(1, b'h'), &upper(1, b'h').to_string());
    check(
        "chESs",
        upper(2, b'E'),
        "invalid SNN: mixed case: expected a lowercase letter or a digit at byte 2, found 'E'",
    );
    check(
        "c9X",
        upper(2, b'X'),
        "invalid SNN: mixed case: expected a lowercase letter or a digit at byte 2, found 'X'",
    );
    check("CHESS960x", upper(8, b'x'), &upper(8, b'x').to_string());
}

#[test]
fn whitespace_and_control() {
    for (input, offset, b, shown) in [
        (" CHESS", 0, b' ', "' '"),
        ("CHESS ", 5, b' ', "' '"),
        ("CHESS\n", 5, b'\n', r"'\n'"),
        ("CHESS chess", 5, b' ', "' '"),
        ("CHESS\0", 5, b'\0', r"'\0'"),
        ("chess\t", 5, b'\t', r"'\t'"),
        ("CH\u{7F}", 2, 0x7F, r"'\u{7f}'"),
    ] {
        check(
            input,
            ParseError::WhitespaceOrControl {
                offset,
                found: Found::Byte(b),
            },
            &format!(
                "invalid SNN: unexpected whitespace or control byte at byte {offset}, found {shown}"
            ),
        );
    }
    // Mixed case comes first here.
    check(
        "Che ss",
        ParseError::MixedCase {
            offset: 1,
            found: Found::Byte(b'h'),
        },
        "invalid SNN: mixed case: expected an uppercase letter or a digit at byte 1, found 'h'",
    );
}

#[test]
fn non_ascii() {
    check(
        "\u{C9}CHECS",
        ParseError::NonAscii {
            offset: 0,
            found: Found::Byte(0xC3),
        },
        "invalid SNN: expected ASCII at byte 0, found non-ASCII byte 0xC3",
    );
    check(
        "CHE\u{212A}",
        ParseError::NonAscii {
            offset: 3,
            found: Found::Byte(0xE2),
        },
        "invalid SNN: expected ASCII at byte 3, found non-ASCII byte 0xE2",
    );
    assert_eq!(
        Style::parse_bytes(&[b'c', 0xFF]),
        Err(ParseError::NonAscii {
            offset: 1,
            found: Found::Byte(0xFF)
        })
    );
}

#[test]
fn symbols() {
    for (input, offset, b) in [
        ("!", 0, b'!'),
        ("+chess", 0, b'+'),
        ("-chess", 0, b'-'),
        ("CHE-SS", 3, b'-'),
        ("CHE_SS", 3, b'_'),
        ("CHESS-960", 5, b'-'),
        ("chess+", 5, b'+'),
        ("CHESS^", 5, b'^'),
        ("CHESS'", 5, b'\''),
    ] {
        let found = Found::Byte(b);
        check(
            input,
            ParseError::UnexpectedSymbol { offset, found },
            &format!(
                "invalid SNN: unexpected symbol at byte {offset}, found {found}; a name has only ASCII letters and digits"
            ),
        );
    }
    check(
        "CHESS^",
        ParseError::UnexpectedSymbol {
            offset: 5,
            found: Found::Byte(b'^'),
        },
        "invalid SNN: unexpected symbol at byte 5, found '^'; a name has only ASCII letters and digits",
    );
}

#[test]
fn name_errors() {
    let cases: [(&str, NameError, &str); 6] = [
        ("", NameError::Empty, "invalid SNN: empty name"),
        (
            "chess",
            NameError::ExpectedUppercase {
                offset: 0,
                found: Found::Byte(b'c'),
            },
            "invalid SNN: expected an uppercase letter to start the name at byte 0, found 'c'",
        ),
        (
            "1Chess",
            NameError::ExpectedUppercase {
                offset: 0,
                found: Found::Byte(b'1'),
            },
            "invalid SNN: expected an uppercase letter to start the name at byte 0, found '1'",
        ),
        (
            "CHESS",
            NameError::ExpectedLowercaseOrDigit {
                offset: 1,
                found: Found::Byte(b'H'),
            },
            "invalid SNN: expected a lowercase letter or a digit in the name at byte 1, found 'H'",
        ),
        (
            "ChEss",
            NameError::ExpectedLowercaseOrDigit {
                offset: 2,
                found: Found::Byte(b'E'),
            },
            "invalid SNN: expected a lowercase letter or a digit in the name at byte 2, found 'E'",
        ),
        (
            "Chess-960",
            NameError::ExpectedLowercaseOrDigit {
                offset: 5,
                found: Found::Byte(b'-'),
            },
            "invalid SNN: expected a lowercase letter or a digit in the name at byte 5, found '-'",
        ),
    ];
    for (name, expected, message) in cases {
        let err = Style::new(name, Side::Second).expect_err(name);
        assert_eq!(err, expected, "{name:?}");
        assert_eq!(err.to_string(), message, "{name:?}");
        assert_eq!(err.offset(), expected.offset(), "{name:?}");
        assert_eq!(err.found(), expected.found(), "{name:?}");
    }
    assert_eq!(NameError::Empty.offset(), None);
    assert_eq!(NameError::Empty.found(), None);
}

#[test]
fn errors_are_std_errors() {
    fn assert_error<E: std::error::Error + Copy + Send + Sync + 'static>() {}
    assert_error::<ParseError>();
    assert_error::<NameError>();
}

#[test]
fn normalized_name_errors() {
    let cases: [(&str, NameError, &str); 5] = [
        ("", NameError::Empty, "invalid SNN: empty name"),
        (
            "1chess",
            NameError::ExpectedLetter {
                offset: 0,
                found: Found::Byte(b'1'),
            },
            "invalid SNN: expected a letter to start the name at byte 0, found '1'",
        ),
        (
            "\u{C9}checs",
            NameError::ExpectedLetter {
                offset: 0,
                found: Found::Byte(0xC3),
            },
            "invalid SNN: expected a letter to start the name at byte 0, found non-ASCII byte 0xC3",
        ),
        (
            "CHESS-960",
            NameError::ExpectedLetterOrDigit {
                offset: 5,
                found: Found::Byte(b'-'),
            },
            "invalid SNN: expected a letter or a digit in the name at byte 5, found '-'",
        ),
        (
            "chess\n",
            NameError::ExpectedLetterOrDigit {
                offset: 5,
                found: Found::Byte(b'\n'),
            },
            "invalid SNN: expected a letter or a digit in the name at byte 5, found '\\n'",
        ),
    ];
    for (name, expected, message) in cases {
        let err = Style::normalized(name, Side::First).expect_err(name);
        assert_eq!(err, expected, "{name:?}");
        assert_eq!(err.to_string(), message, "{name:?}");
        assert_eq!(err.offset(), expected.offset(), "{name:?}");
        assert_eq!(err.found(), expected.found(), "{name:?}");
    }
}

#[test]
fn normalized_accepts_every_case_and_agrees_with_parse() {
    for (name, proper) in [
        ("CHESS960", "Chess960"),
        ("chess960", "Chess960"),
        ("cHeSs960", "Chess960"),
        ("Chess960", "Chess960"),
        ("x", "X"),
        ("THREECHECKVARIANTNAME", "Threecheckvariantname"),
    ] {
        for side in [Side::First, Side::Second] {
            let style = Style::normalized(name, side).expect(name);
            assert_eq!(style.name(), proper, "{name:?}");
            assert_eq!(style.side(), side, "{name:?}");
            assert_eq!(Style::new(proper, side), Ok(style.clone()), "{name:?}");
            assert_eq!(Style::parse(&style.to_string()), Ok(style), "{name:?}");
        }
    }
}
