//! Hostile inputs: a mebibyte of one repeated byte for each byte class
//! (`/`, digit, `+`, `^`, `'`, letter, space, NUL, 0xFF; through the bytes
//! entry point, and through `&str` for the UTF-8 ones), long digit runs,
//! separator ladders, 100,000 hand-like items and every prefix of valid
//! tokens. Each gets a typed error whose offset lies in the input and names
//! the byte found there, and nothing is allocated: a counting global
//! allocator watches the heap while parsing.

use peak_alloc::PeakAlloc;
use sashite_epin::{Found, Identifier, ParseError};
use sashite_testkit::{MIB, NOISE, ladder, peak_heap, serial};

#[global_allocator]
static ALLOCATOR: PeakAlloc = PeakAlloc;

/// Parses `input` through every entry point, checks that the error is
/// sensible and that nothing was allocated, and returns the error.
#[track_caller]
fn rejected(input: &[u8]) -> ParseError {
    let (result, peak) = peak_heap(&ALLOCATOR, || Identifier::parse_bytes(input));
    assert!(
        peak <= NOISE,
        "{peak} heap bytes for {} input bytes",
        input.len()
    );
    let err = result.expect_err("not an EPIN token");
    assert_eq!(Identifier::try_from(input), Err(err));
    if let Ok(text) = std::str::from_utf8(input) {
        assert_eq!(sashite_epin::parse(text), Err(err));
        assert!(!sashite_epin::is_valid(text));
    }
    let offset = err.offset().expect("the input is not empty");
    assert!(
        offset <= input.len().min(Identifier::MAX_LEN + 1),
        "{err:?}"
    );
    assert_eq!(err.found(), Some(Found::at(input, offset)), "{err:?}");
    err
}

/// EPIN's error for a PIN part that fails at `offset`.
const fn pin(offset: u8, source: sashite_pin::ParseError) -> ParseError {
    // The PIN part starts at byte 0: PIN's offset is the EPIN offset.
    match source.offset() {
        Some(at) if at == offset as usize => ParseError::Pin(source),
        _ => panic!("the PIN error's offset is not the expected one"),
    }
}

/// The error for an input whose first byte cannot start a token.
const fn start(byte: u8) -> ParseError {
    pin(
        0,
        sashite_pin::ParseError::ExpectedModifierOrLetter {
            offset: 0,
            found: Found::Byte(byte),
        },
    )
}

/// The error for a letter followed by `byte` (neither `^` nor `'`).
const fn after_letter(byte: u8) -> ParseError {
    pin(
        1,
        sashite_pin::ParseError::ExpectedTerminalOrEnd {
            offset: 1,
            found: Found::Byte(byte),
        },
    )
}

#[test]
fn a_mebibyte_of_each_byte_class() {
    let _serial = serial();
    let classes = [
        (b'/', start(b'/')),
        (b'7', start(b'7')),
        (
            b'+',
            pin(
                1,
                sashite_pin::ParseError::ExpectedLetter {
                    offset: 1,
                    found: Found::Byte(b'+'),
                },
            ),
        ),
        (b'^', start(b'^')),
        (b'\'', ParseError::MisplacedDerivationMarker { offset: 0 }),
        (b'K', after_letter(b'K')),
        (b' ', start(b' ')),
        (0, start(0)),
        (0xFF, start(0xFF)),
    ];
    for (byte, expected) in classes {
        assert_eq!(rejected(&vec![byte; MIB]), expected, "{byte:#04x}");
    }
    // 0xFF is not UTF-8; its lossy replacement is, and fails at its first byte.
    let lossy = "\u{FFFD}".repeat(MIB / 3);
    assert_eq!(rejected(lossy.as_bytes()), start(0xEF));
}

#[test]
fn counts_separators_and_hand_items() {
    let _serial = serial();
    let ladder = ladder("a", 1..=1000);
    let cases = [
        (format!("{}K", "1".repeat(20)), start(b'1')),
        (format!("{}K", "9".repeat(4000)), start(b'9')),
        (format!("K{}", "/".repeat(MIB)), after_letter(b'/')),
        (ladder, after_letter(b'/')),
        ("2K".repeat(100_000), start(b'2')),
        (
            format!("+K^{}", "'".repeat(MIB)),
            ParseError::DoubledDerivationMarker { offset: 4 },
        ),
        (
            format!("K'{}", "K".repeat(MIB)),
            ParseError::ExpectedEnd {
                offset: 2,
                found: Found::Byte(b'K'),
            },
        ),
    ];
    for (input, expected) in cases {
        assert_eq!(rejected(input.as_bytes()), expected, "{}", &input[..8]);
    }
}

#[test]
fn every_prefix_of_valid_tokens() {
    let _serial = serial();
    for token in ["+K^'", "-z'", "K^'", "+a", "Q"] {
        for end in 0..=token.len() {
            let prefix = &token[..end];
            match Identifier::parse(prefix) {
                Ok(id) => assert_eq!(id.to_string(), prefix),
                // A prefix of a token has no bad byte: only its end can be wrong.
                Err(ParseError::Empty) => assert!(prefix.is_empty()),
                Err(err) => {
                    assert_eq!(err.offset(), Some(end), "{prefix:?}");
                    assert_eq!(err.found(), Some(Found::EndOfInput), "{prefix:?}");
                }
            }
            // Every prefix that ends after the letter is a token itself.
            let ends_after_letter =
                prefix.ends_with(|c: char| c.is_ascii_alphabetic() || c == '^' || c == '\'');
            assert_eq!(
                Identifier::parse(prefix).is_ok(),
                ends_after_letter,
                "{prefix:?}"
            );
        }
    }
}

#[test]
fn a_token_before_a_mebibyte_is_read_alone() {
    let _serial = serial();
    let mut input = b"+K^'".to_vec();
    input.resize(4 + MIB, b'K');
    let (read, peak) = peak_heap(&ALLOCATOR, || sashite_epin::parse_prefix(&input));
    assert!(peak <= NOISE, "{peak} heap bytes");
    let (id, len) = read.expect("a token first");
    assert_eq!((id.to_string().as_str(), len), ("+K^'", 4));
}
