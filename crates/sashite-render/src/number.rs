//! Decimal integers in JSON: exact, the short ones (coordinates, counts)
//! from a table of digit pairs.

use alloc::vec::Vec;

/// A decimal integer, exact (no float rounding).
#[inline]
pub(crate) fn push_uint(out: &mut Vec<u8>, value: u128) {
    // Most values are one or two digits (coordinates, counts): kept
    // inline, as constant-length copies.
    match u8::try_from(value) {
        Ok(digit @ 0..10) => out.push(b'0' + digit),
        Ok(pair @ 10..100) => out.extend_from_slice(&[b'0' + pair / 10, b'0' + pair % 10]),
        _ => push_long_uint(out, value),
    }
}

/// [`push_uint`] for values of three digits or more.
#[inline(never)]
fn push_long_uint(out: &mut Vec<u8>, value: u128) {
    let (digits, at) = decimal(value);
    out.extend_from_slice(digits.get(at..).unwrap_or_default());
}

/// The pairs of decimal digits from `00` to `99`.
pub(crate) const PAIRS: &[u8; 200] = b"\
    0001020304050607080910111213141516171819\
    2021222324252627282930313233343536373839\
    4041424344454647484950515253545556575859\
    6061626364656667686970717273747576777879\
    8081828384858687888990919293949596979899";

/// The digits of `value` when below 100, from [`PAIRS`] (one digit: the
/// second of `0d`).
#[inline]
pub(crate) fn two_digits(value: u128) -> Option<&'static [u8]> {
    let small = usize::try_from(value).ok().filter(|&small| small < 100)?;
    let wide = usize::from(small >= 10);
    PAIRS.get(2 * small + 1 - wide..2 * small + 2)
}

/// The decimal digits of `value`: a buffer and where they start in it.
pub(crate) fn decimal(value: u128) -> ([u8; 40], usize) {
    let mut digits = [b'0'; 40];
    let mut at = digits.len();
    // 64-bit division by a constant is a multiply, 128-bit division a
    // library call: most values fit in 64 bits.
    if let Ok(mut rest) = u64::try_from(value) {
        // Two digits at a time, from the table.
        while rest > 0 {
            let pair = usize::try_from(rest % 100).unwrap_or_default();
            rest /= 100;
            at -= 2;
            if let (Some(slot), Some(pair)) = (
                digits.get_mut(at..at + 2),
                PAIRS.get(2 * pair..2 * pair + 2),
            ) {
                slot.copy_from_slice(pair);
            }
        }
        // No leading zero (the last pair may have brought one).
        if digits.get(at) == Some(&b'0') {
            at += 1;
        }
    } else {
        let mut rest = value;
        while rest > 0 {
            at -= 1;
            digits[at] = b'0' + (rest % 10) as u8;
            rest /= 10;
        }
    }
    // Zero keeps one digit.
    (digits, at.min(digits.len() - 1))
}
