//! Decimal numbers, the one reader and writer of the workspace: FEEN's
//! counts of empty squares and hand multiplicities, FEN's counters, the
//! renderer's JSON numbers. Unsigned, exact, without allocation.
//!
//! # Examples
//!
//! ```
//! use sashite_protocol::decimal;
//!
//! let mut at = 1;
//! assert_eq!(decimal::read(b"K12P", &mut at), Some(12));
//! assert_eq!(at, 3);
//!
//! let (buffer, start) = decimal::digits(2048);
//! assert_eq!(&buffer[start..], b"2048");
//! assert_eq!(decimal::len(2048), 4);
//! ```

/// The most digits a `u128` has.
pub const MAX_DIGITS: usize = 39;

/// Reads the decimal number starting at `bytes[*i]` and moves `*i` past
/// its digits; `None` when it does not fit in `u128` (`*i` unmoved). No
/// digit there (another byte, the end, or `*i` past the end) reads as 0
/// and leaves `*i` where it is: callers that need a number check for a
/// digit first.
///
/// # Examples
///
/// ```
/// use sashite_protocol::decimal;
///
/// let mut at = 0;
/// assert_eq!(decimal::read(b"340282366920938463463374607431768211455 ", &mut at), Some(u128::MAX));
/// assert_eq!(at, 39);
/// assert_eq!(decimal::read(b"340282366920938463463374607431768211456", &mut 0), None);
///
/// let mut at = 0;
/// assert_eq!(decimal::read(b"K12P", &mut at), Some(0));
/// assert_eq!(at, 0);
/// ```
#[inline]
pub fn read(bytes: &[u8], i: &mut usize) -> Option<u128> {
    let start = *i;
    // One digit (most counts) first.
    if let Some([digit @ b'0'..=b'9', rest @ ..]) = bytes.get(start..)
        && !rest.first().is_some_and(u8::is_ascii_digit)
    {
        *i = start.saturating_add(1);
        return Some(u128::from(digit.wrapping_sub(b'0')));
    }
    // Counts of one to three digits (nearly all) without a loop.
    if let Some(&[a, b, c, d]) = bytes.get(start..start.saturating_add(4)) {
        let digit = |byte: u8| u16::from(byte.wrapping_sub(b'0'));
        let (a, b, c) = (digit(a), digit(b), digit(c));
        // A digit here is followed by one (a lone digit returned above):
        // the first byte alone tells a number from none.
        let (value, len) = match (a > 9, c > 9, digit(d) > 9) {
            (true, ..) => (0, 0),
            (false, true, _) => (a.wrapping_mul(10).wrapping_add(b), 2),
            (false, false, true) => (
                a.wrapping_mul(100)
                    .wrapping_add(b.wrapping_mul(10))
                    .wrapping_add(c),
                3,
            ),
            _ => return read_long(bytes, i),
        };
        *i = start.saturating_add(len);
        return Some(u128::from(value));
    }
    read_long(bytes, i)
}

/// [`read`] for any number of digits.
fn read_long(bytes: &[u8], i: &mut usize) -> Option<u128> {
    let start = *i;
    // Past the end: no digit.
    let Some(rest) = bytes.get(start..) else {
        return Some(0);
    };
    let len = rest
        .iter()
        .position(|b| !b.is_ascii_digit())
        .unwrap_or(rest.len());
    let digits = rest.get(..len)?;
    let (head, tail) = digits.split_at_checked(19).unwrap_or((digits, &[]));
    // At most 19 digits: below 10^19 < 2^64, so nothing wraps.
    let small = head.iter().fold(0u64, |n, &digit| {
        n.wrapping_mul(10)
            .wrapping_add(u64::from(digit.wrapping_sub(b'0')))
    });
    let mut n = u128::from(small);
    for &digit in tail {
        n = n
            .checked_mul(10)?
            .checked_add(u128::from(digit.wrapping_sub(b'0')))?;
    }
    *i = start.saturating_add(len);
    Some(n)
}

/// The pairs of decimal digits from `00` to `99`.
const PAIRS: &[u8; 200] = b"\
    0001020304050607080910111213141516171819\
    2021222324252627282930313233343536373839\
    4041424344454647484950515253545556575859\
    6061626364656667686970717273747576777879\
    8081828384858687888990919293949596979899";

/// The digits of `n`, right-aligned in a buffer (one byte longer than
/// [`MAX_DIGITS`], for the pairs), and where they start (`0` is one
/// digit).
///
/// # Examples
///
/// ```
/// use sashite_protocol::decimal;
///
/// for n in [0, 7, 10, 99, 100, u128::MAX] {
///     let (buffer, start) = decimal::digits(n);
///     assert_eq!(&buffer[start..], n.to_string().as_bytes());
/// }
/// ```
#[must_use]
pub fn digits(n: u128) -> ([u8; MAX_DIGITS + 1], usize) {
    let mut buffer = [b'0'; MAX_DIGITS + 1];
    let mut at = buffer.len();
    // `u64` division by a constant is a multiply, `u128` division a call:
    // one digit at a time while the value is wide, then pairs.
    let mut wide = n;
    let mut rest = loop {
        if let Ok(small) = u64::try_from(wide) {
            break small;
        }
        at = at.saturating_sub(1);
        if let Some(slot) = buffer.get_mut(at) {
            *slot = ascii_digit(wide % 10);
        }
        wide /= 10;
    };
    while rest > 0 {
        // Below 100: the cast and the index are exact.
        #[allow(clippy::cast_possible_truncation)]
        let pair = (rest % 100) as usize;
        rest /= 100;
        at = at.saturating_sub(2);
        if let (Some(slot), Some(pair)) = (
            buffer.get_mut(at..at.saturating_add(2)),
            PAIRS.get(pair.saturating_mul(2)..pair.saturating_mul(2).saturating_add(2)),
        ) {
            slot.copy_from_slice(pair);
        }
    }
    // No leading zero (the last pair may have brought one); 0 keeps one.
    let first = if buffer.get(at) == Some(&b'0') {
        at.saturating_add(1)
    } else {
        at
    };
    (buffer, first.min(MAX_DIGITS))
}

/// The digits of `n` below 100 in the first one or two bytes, and how
/// many; `None` from 100 on.
///
/// # Examples
///
/// ```
/// use sashite_protocol::decimal;
///
/// assert_eq!(decimal::small(7), Some(([b'7', b'0'], 1)));
/// assert_eq!(decimal::small(42), Some((*b"42", 2)));
/// assert_eq!(decimal::small(100), None);
/// ```
#[must_use]
#[inline]
pub const fn small(n: u128) -> Option<([u8; 2], usize)> {
    if n >= 100 {
        return None;
    }
    // Below 100: the cast is exact, and `u8` arithmetic the cheapest.
    #[allow(clippy::cast_possible_truncation)]
    let n = n as u8;
    let (tens, units) = (n / 10, n % 10);
    Some(if tens == 0 {
        ([b'0'.wrapping_add(units), b'0'], 1)
    } else {
        ([b'0'.wrapping_add(tens), b'0'.wrapping_add(units)], 2)
    })
}

/// The digits of `n` below 10,000, left-aligned in four bytes and padded
/// with zero bytes (as EPIN pads its tokens); `None` from 10,000 on.
///
/// # Examples
///
/// ```
/// use sashite_protocol::decimal;
///
/// assert_eq!(decimal::short(0), Some(*b"0\0\0\0"));
/// assert_eq!(decimal::short(255), Some(*b"255\0"));
/// assert_eq!(decimal::short(9999), Some(*b"9999"));
/// assert_eq!(decimal::short(10_000), None);
/// ```
#[must_use]
#[inline]
pub fn short(n: u128) -> Option<[u8; 4]> {
    let n = u16::try_from(n).ok().filter(|&n| n < 10_000)?;
    let pair = |k: u16| {
        let at = usize::from(k).saturating_mul(2);
        let pair = PAIRS.get(at..).and_then(<[u8]>::first_chunk::<2>);
        pair.copied().unwrap_or_default()
    };
    let ([thousands, hundreds], [tens, units]) = (pair(n / 100), pair(n % 100));
    // The four digits, then their leading zeros dropped (0 keeps one).
    let digits = u32::from_le_bytes([thousands, hundreds, tens, units]);
    let zeros = u32::from(n < 10)
        .wrapping_add(u32::from(n < 100))
        .wrapping_add(u32::from(n < 1000));
    Some((digits >> zeros.wrapping_mul(8)).to_le_bytes())
}

/// The ASCII digit of a remainder of a division by 10.
///
/// # Examples
///
/// ```
/// assert_eq!(sashite_protocol::decimal::ascii_digit(7), b'7');
/// ```
#[must_use]
pub const fn ascii_digit(remainder: u128) -> u8 {
    debug_assert!(remainder < 10);
    #[allow(clippy::cast_possible_truncation)] // below 10
    b'0'.wrapping_add(remainder as u8)
}

/// The number of digits [`digits`] writes for `n`.
///
/// # Examples
///
/// ```
/// use sashite_protocol::decimal;
///
/// assert_eq!((decimal::len(0), decimal::len(9), decimal::len(10)), (1, 1, 2));
/// assert_eq!(decimal::len(u128::MAX), 39);
/// ```
#[must_use]
pub const fn len(n: u128) -> usize {
    match n.checked_ilog10() {
        // At most 38.
        Some(log) => (log as usize).saturating_add(1),
        None => 1,
    }
}

#[cfg(test)]
mod tests {
    extern crate alloc;

    use alloc::format;

    use super::*;

    #[test]
    fn every_width_reads_and_writes_as_core() {
        let edges = [u128::from(u64::MAX), u128::from(u64::MAX) + 1, u128::MAX];
        for n in (0..=2000).chain(edges) {
            let text = format!("{n}");
            for tail in ["", " ", "/", "K", "/8 / C/c"] {
                let bytes = format!("{text}{tail}");
                let mut i = 0;
                assert_eq!(read(bytes.as_bytes(), &mut i), Some(n), "{bytes}");
                assert_eq!(i, text.len());
            }
            let (buffer, at) = digits(n);
            assert_eq!(buffer.get(at..), Some(text.as_bytes()));
            assert_eq!(len(n), text.len());
            if let Some((pair, width)) = small(n) {
                assert_eq!(pair.get(..width), Some(text.as_bytes()));
            }
        }
        for n in (0..=10_001).chain(edges) {
            let text = format!("{n}");
            match short(n) {
                Some(token) => {
                    let (digits, padding) = token.split_at(text.len());
                    assert_eq!(
                        (digits, padding.iter().all(|&b| b == 0)),
                        (text.as_bytes(), true)
                    );
                }
                None => assert!(n >= 10_000, "{n}"),
            }
        }
        let mut i = 0;
        assert_eq!(read(format!("{}0", u128::MAX).as_bytes(), &mut i), None);
        assert_eq!(read(b"007 ", &mut i), Some(7));
    }
}
