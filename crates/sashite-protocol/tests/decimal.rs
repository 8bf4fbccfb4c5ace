//! `decimal::read` against a reference reader written the plain way: on
//! every short string of digits and other bytes, from every start index
//! (past the end too), the same value and the same index after it.

use proptest::prelude::*;
use sashite_protocol::decimal;

/// The contract of `decimal::read`, one byte at a time: no digit at `*i`
/// reads 0 and leaves `*i`; otherwise every digit there, or `None` (and
/// `*i` left) past `u128`.
fn reference(bytes: &[u8], i: &mut usize) -> Option<u128> {
    let digits: Vec<u8> = bytes
        .iter()
        .skip(*i)
        .take_while(|byte| byte.is_ascii_digit())
        .copied()
        .collect();
    let mut n: u128 = 0;
    for digit in &digits {
        n = n.checked_mul(10)?.checked_add(u128::from(digit - b'0'))?;
    }
    *i += digits.len();
    Some(n)
}

#[track_caller]
fn agree(bytes: &[u8], start: usize) {
    let (mut ours, mut theirs) = (start, start);
    let read = decimal::read(bytes, &mut ours);
    let expected = reference(bytes, &mut theirs);
    assert_eq!(
        (read, ours),
        (expected, theirs),
        "{:?} from {start}",
        String::from_utf8_lossy(bytes)
    );
}

/// Short strings over digits and a few other bytes (the FEEN neighbours of
/// a count, a letter, and the bytes just outside `0..=9`).
fn short_bytes() -> impl Strategy<Value = Vec<u8>> {
    let byte = prop::sample::select(b"0123456789012345678900000009K/ P:/".to_vec());
    prop::collection::vec(byte, 0..12)
}

/// Long runs of digits around the width of `u128`, with a tail.
fn long_bytes() -> impl Strategy<Value = Vec<u8>> {
    let digit = prop::sample::select(b"0123456789".to_vec());
    let tail = prop::sample::select(b"0123456789K/ ".to_vec());
    (
        prop::collection::vec(digit, 30..45),
        prop::collection::vec(tail, 0..3),
    )
        .prop_map(|(mut digits, tail)| {
            digits.extend(tail);
            digits
        })
}

proptest! {
    // 10,000 cases each, or PROPTEST_CASES (fewer under `cargo mutants`).
    #![proptest_config(ProptestConfig {
        cases: std::env::var("PROPTEST_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(10_000),
        ..ProptestConfig::default()
    })]

    #[test]
    fn short_strings_read_as_the_reference(bytes in short_bytes(), start in 0usize..14) {
        agree(&bytes, start);
    }

    #[test]
    fn long_numbers_read_as_the_reference(bytes in long_bytes(), start in 0usize..8) {
        agree(&bytes, start);
    }
}

#[test]
fn no_digit_at_the_start_reads_zero_in_place() {
    for (bytes, start) in [
        (&b"K12P"[..], 0),
        (b"K12P", 3),
        (b"K12P", 4),
        (b"K12P", 5),
        (b"K12P", usize::MAX),
        (b"/123", 0),
        (b":999", 0),
        (b"", 0),
        (b" 1234567", 0),
    ] {
        let mut at = start;
        assert_eq!(
            decimal::read(bytes, &mut at),
            Some(0),
            "{bytes:?} at {start}"
        );
        assert_eq!(at, start);
    }
}

#[test]
fn every_width_up_to_five_digits_from_any_start() {
    for text in [
        "7", "12", "345", "6789", "10234", "K7", "/12/", " 345 ", "x6789y",
    ] {
        for tail in ["", "K", "/", "12", "K3"] {
            let bytes = format!("{text}{tail}");
            for start in 0..=bytes.len() + 1 {
                agree(bytes.as_bytes(), start);
            }
        }
    }
}
