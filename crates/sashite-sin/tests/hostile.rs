//! Hostile inputs: a mebibyte of one repeated byte for each byte class
//! (`/`, digit, `+`, `^`, `'`, letter, space, NUL, 0xFF; through the bytes
//! entry point, and through `&str` for the UTF-8 ones), long digit runs,
//! separator ladders and 100,000 hand-like items. Each gets a typed error whose offset lies in the input and names
//! the byte found there, and nothing is allocated: a counting global
//! allocator watches the heap while parsing.

use peak_alloc::PeakAlloc;
use sashite_sin::{Found, Identifier, ParseError};
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
    let err = result.expect_err("not a SIN token");
    assert_eq!(Identifier::try_from(input), Err(err));
    if let Ok(text) = std::str::from_utf8(input) {
        assert_eq!(sashite_sin::parse(text), Err(err));
        assert!(!sashite_sin::is_valid(text));
    }
    let offset = err.offset().expect("the input is not empty");
    assert!(
        offset <= input.len().min(Identifier::MAX_LEN + 1),
        "{err:?}"
    );
    assert_eq!(err.found(), Some(Found::at(input, offset)), "{err:?}");
    err
}

const fn start(byte: u8) -> ParseError {
    ParseError::ExpectedLetter {
        offset: 0,
        found: Found::Byte(byte),
    }
}

const fn after_letter(byte: u8) -> ParseError {
    ParseError::ExpectedEnd {
        offset: 1,
        found: Found::Byte(byte),
    }
}

#[test]
fn a_mebibyte_of_each_byte_class() {
    let _serial = serial();
    for byte in [b'/', b'7', b'+', b'^', b'\'', b' ', 0, 0xFF] {
        assert_eq!(rejected(&vec![byte; MIB]), start(byte), "{byte:#04x}");
    }
    for letter in [b'C', b'c'] {
        assert_eq!(rejected(&vec![letter; MIB]), after_letter(letter));
    }
    // 0xFF is not UTF-8; its lossy replacement is, and fails at its first byte.
    let lossy = "\u{FFFD}".repeat(MIB / 3);
    assert_eq!(rejected(lossy.as_bytes()), start(0xEF));
}

#[test]
fn counts_separators_and_hand_items() {
    let _serial = serial();
    let ladder = ladder("C", 1..=1000);
    let cases = [
        (format!("{}C", "1".repeat(20)), start(b'1')),
        (format!("{}C", "9".repeat(4000)), start(b'9')),
        (format!("C{}", "/".repeat(MIB)), after_letter(b'/')),
        (ladder, after_letter(b'/')),
        ("2K".repeat(100_000), start(b'2')),
        ("Kk".repeat(MIB / 2), after_letter(b'k')),
        (format!("C/c{}", " ".repeat(MIB)), after_letter(b'/')),
    ];
    for (input, expected) in cases {
        assert_eq!(rejected(input.as_bytes()), expected, "{}", &input[..8]);
    }
}

#[test]
fn a_token_before_a_mebibyte_is_read_alone() {
    let _serial = serial();
    let mut input = b"c".to_vec();
    input.resize(1 + MIB, b'c');
    let (read, peak) = peak_heap(&ALLOCATOR, || sashite_sin::parse_prefix(&input));
    assert!(peak <= NOISE, "{peak} heap bytes");
    let (id, len) = read.expect("a token first");
    assert_eq!((id.to_char(), len), ('c', 1));
    // The only prefixes of a token: the empty string and the token.
    assert_eq!(sashite_sin::parse(""), Err(ParseError::Empty));
}
