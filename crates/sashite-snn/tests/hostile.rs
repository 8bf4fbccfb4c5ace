//! Hostile inputs: a mebibyte of one repeated byte for each byte class
//! (`/`, digit, `+`, `^`, `'`, letter, space, NUL, 0xFF; through the bytes
//! entry point, and through `&str` for the UTF-8 ones), long digit runs,
//! separator ladders and 100,000 hand-like items. Each is accepted with the
//! same bytes written back, or rejected with a typed error whose offset lies
//! in the input and names the byte found there; a counting global allocator
//! checks that a rejection allocates nothing and an acceptance only the name.

use peak_alloc::PeakAlloc;
use sashite_snn::{Found, ParseError, Style};
use sashite_testkit::{MIB, NOISE, ladder, peak_heap, serial};

#[global_allocator]
static ALLOCATOR: PeakAlloc = PeakAlloc;

/// Parses `input` through every entry point and checks the outcome: an
/// accepted name costs its own length in heap and is written back as the
/// input; an error allocates nothing and points at a byte of the input.
/// Returns the error, if any.
#[track_caller]
fn outcome(input: &[u8]) -> Option<ParseError> {
    let (result, peak) = peak_heap(&ALLOCATOR, || Style::parse_bytes(input));
    assert_eq!(Style::try_from(input), result);
    if let Ok(text) = std::str::from_utf8(input) {
        assert_eq!(sashite_snn::parse(text), result);
        assert_eq!(sashite_snn::is_valid(text), result.is_ok());
    }
    match result {
        Ok(style) => {
            assert!(peak <= input.len() + NOISE, "{peak} heap bytes");
            assert_eq!(style.to_string().as_bytes(), input);
            None
        }
        Err(err) => {
            assert!(peak <= NOISE, "{peak} heap bytes for a rejection");
            let offset = err.offset().expect("the input is not empty");
            assert!(offset < input.len(), "{err:?}");
            assert_eq!(err.found(), Some(Found::at(input, offset)), "{err:?}");
            Some(err)
        }
    }
}

const fn symbol(offset: usize, byte: u8) -> ParseError {
    ParseError::UnexpectedSymbol {
        offset,
        found: Found::Byte(byte),
    }
}

const fn leading_digit(byte: u8) -> ParseError {
    ParseError::LeadingDigit {
        offset: 0,
        found: Found::Byte(byte),
    }
}

#[test]
fn a_mebibyte_of_each_byte_class() {
    let _serial = serial();
    let classes = [
        (b'/', Some(symbol(0, b'/'))),
        (b'7', Some(leading_digit(b'7'))),
        (b'+', Some(symbol(0, b'+'))),
        (b'^', Some(symbol(0, b'^'))),
        (b'\'', Some(symbol(0, b'\''))),
        (b'A', None),
        (b'z', None),
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
    let ladder = ladder("C", 1..=1000);
    let long_then_wrong = format!("{}x", "CHESS960".repeat(MIB / 8));
    let cases = [
        (
            format!("{}CHESS", "1".repeat(20)),
            Some(leading_digit(b'1')),
        ),
        (format!("CHESS{}", "9".repeat(4000)), None),
        (format!("C{}", "/".repeat(MIB)), Some(symbol(1, b'/'))),
        (ladder, Some(symbol(1, b'/'))),
        ("2K".repeat(100_000), Some(leading_digit(b'2'))),
        ("K2".repeat(100_000), None),
        (
            long_then_wrong.clone(),
            Some(ParseError::MixedCase {
                offset: long_then_wrong.len() - 1,
                found: Found::Byte(b'x'),
            }),
        ),
    ];
    for (input, expected) in cases {
        assert_eq!(outcome(input.as_bytes()), expected, "{}", &input[..8]);
    }
}

#[test]
fn every_prefix_of_valid_names() {
    let _serial = serial();
    for name in ["CHESS960", "minishogi", "X1"] {
        for end in 0..=name.len() {
            let prefix = &name[..end];
            // Every non-empty prefix of a name is a name.
            if prefix.is_empty() {
                assert_eq!(Style::parse(prefix), Err(ParseError::Empty));
            } else {
                assert_eq!(outcome(prefix.as_bytes()), None, "{prefix:?}");
            }
        }
    }
}
