//! Hostile inputs: a mebibyte of one repeated byte for each byte class
//! (`/`, digit, `+`, `^`, `'`, letter, space, NUL, 0xFF; through the bytes
//! entry point, and through `&str` for the UTF-8 ones), long digit runs,
//! separator ladders and 100,000 hand-like items. Each is accepted with the
//! same bytes written back, or rejected with a typed error whose offset lies
//! in the input and names the byte found there; a counting global allocator
//! checks that a rejection allocates nothing and an acceptance only the name.
//! Every prefix of a valid name is a name or fails at its end.

use peak_alloc::PeakAlloc;
use sashite_pnn::{Found, Name, ParseError};
use sashite_testkit::{MIB, NOISE, ladder, peak_heap, serial};

#[global_allocator]
static ALLOCATOR: PeakAlloc = PeakAlloc;

/// Parses `input` through every entry point and checks the outcome: an
/// accepted name costs its own length in heap and is written back as the
/// input; an error allocates nothing and points at a byte of the input.
/// Returns the error, if any.
#[track_caller]
fn outcome(input: &[u8]) -> Option<ParseError> {
    let (result, peak) = peak_heap(&ALLOCATOR, || Name::parse_bytes(input));
    assert_eq!(Name::try_from(input), result);
    if let Ok(text) = std::str::from_utf8(input) {
        assert_eq!(sashite_pnn::parse(text), result);
        assert_eq!(sashite_pnn::is_valid(text), result.is_ok());
    }
    match result {
        Ok(name) => {
            assert!(peak <= input.len() + NOISE, "{peak} heap bytes");
            assert_eq!(name.to_string().as_bytes(), input);
            None
        }
        Err(err) => {
            assert!(peak <= NOISE, "{peak} heap bytes for a rejection");
            let offset = err.offset().expect("the input is not empty");
            assert!(offset <= input.len(), "{err:?}");
            assert_eq!(err.found(), Some(Found::at(input, offset)), "{err:?}");
            Some(err)
        }
    }
}

#[test]
fn a_mebibyte_of_each_byte_class() {
    let _serial = serial();
    let classes = [
        (
            b'/',
            Some(ParseError::UnexpectedSymbol {
                offset: 0,
                found: Found::Byte(b'/'),
            }),
        ),
        (
            b'7',
            Some(ParseError::Digit {
                offset: 0,
                found: Found::Byte(b'7'),
            }),
        ),
        (
            b'+',
            Some(ParseError::MisplacedModifier {
                offset: 1,
                found: Found::Byte(b'+'),
            }),
        ),
        (
            b'^',
            Some(ParseError::MisplacedTerminal {
                offset: 0,
                found: Found::Byte(b'^'),
            }),
        ),
        (
            b'\'',
            Some(ParseError::UnexpectedSymbol {
                offset: 0,
                found: Found::Byte(b'\''),
            }),
        ),
        (b'K', None),
        (b'k', None),
        (
            b' ',
            Some(ParseError::WhitespaceOrControl {
                offset: 0,
                found: Found::Byte(b' '),
            }),
        ),
        (
            0,
            Some(ParseError::WhitespaceOrControl {
                offset: 0,
                found: Found::Byte(0),
            }),
        ),
        (
            0xFF,
            Some(ParseError::NonAscii {
                offset: 0,
                found: Found::Byte(0xFF),
            }),
        ),
    ];
    for (byte, expected) in classes {
        assert_eq!(outcome(&vec![byte; MIB]), expected, "{byte:#04x}");
    }
    // 0xFF is not UTF-8; its lossy replacement is, and fails at its first byte.
    let lossy = "\u{FFFD}".repeat(MIB / 3);
    assert_eq!(
        outcome(lossy.as_bytes()),
        Some(ParseError::NonAscii {
            offset: 0,
            found: Found::Byte(0xEF),
        })
    );
}

#[test]
fn counts_separators_and_hand_items() {
    let _serial = serial();
    let ladder = ladder("K", 1..=1000);
    let digit = |offset, byte| {
        Some(ParseError::Digit {
            offset,
            found: Found::Byte(byte),
        })
    };
    let symbol = |offset, byte| {
        Some(ParseError::UnexpectedSymbol {
            offset,
            found: Found::Byte(byte),
        })
    };
    let terminal = |offset| {
        Some(ParseError::MisplacedTerminal {
            offset,
            found: Found::Byte(b'^'),
        })
    };
    let cases = [
        (format!("{}KING", "1".repeat(20)), digit(0, b'1')),
        (format!("KING{}", "9".repeat(4000)), digit(4, b'9')),
        (format!("K{}", "/".repeat(MIB)), symbol(1, b'/')),
        (ladder, symbol(1, b'/')),
        ("2K".repeat(100_000), digit(0, b'2')),
        // A second marker right after the first is reported where it stands;
        // a marker followed by letters is inside the name.
        (format!("+KING^{}", "^".repeat(MIB)), terminal(6)),
        (format!("KING^{}", "K".repeat(MIB)), terminal(4)),
        (format!("-{}^", "k".repeat(MIB)), None),
    ];
    for (input, expected) in cases {
        assert_eq!(outcome(input.as_bytes()), expected, "{}", &input[..8]);
    }
}

#[test]
fn every_prefix_of_valid_names() {
    let _serial = serial();
    for name in ["+ROOK^", "-pawn", "king^", "Q"] {
        for end in 1..=name.len() {
            let prefix = &name[..end];
            match outcome(prefix.as_bytes()) {
                None => {}
                // A prefix of a name has no bad byte: only its end can be wrong.
                Some(err) => {
                    assert!(matches!(prefix, "+" | "-"), "{prefix:?}: {err:?}");
                    assert_eq!(
                        err,
                        ParseError::ExpectedLetter {
                            offset: 1,
                            found: Found::EndOfInput,
                        }
                    );
                }
            }
        }
    }
    assert_eq!(Name::parse(""), Err(ParseError::Empty));
}
