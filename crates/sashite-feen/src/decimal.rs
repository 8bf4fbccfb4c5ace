//! Decimal numbers: the one reader (checked, and trusted for validated
//! text) and the one writer of counts, with the writer's length beside it.

/// Reads the decimal number starting at `*i` (its first byte is a digit)
/// and moves `*i` past it; `None` when it does not fit in `u128`.
#[inline]
pub(crate) fn read(bytes: &[u8], i: &mut usize) -> Option<u128> {
    let start = *i;
    // Counts of one to three digits (nearly all) without a loop.
    if let Some(&[a, b, c, d]) = bytes.get(start..start.saturating_add(4)) {
        let digit = |byte: u8| u16::from(byte.wrapping_sub(b'0'));
        let (a, b, c) = (digit(a), digit(b), digit(c));
        let (value, len) = match (b > 9, c > 9, digit(d) > 9) {
            (true, ..) => (a, 1),
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
    let rest = bytes.get(start..)?;
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

/// [`read`] on validated text, where every count fits.
#[inline]
pub(crate) fn read_trusted(bytes: &[u8], i: &mut usize) -> Option<u128> {
    let value = read(bytes, i);
    debug_assert!(value.is_some(), "a validated count fits");
    value
}

#[cfg(feature = "alloc")]
/// The digits of `n` (none for 0: a gap of no squares is not written),
/// right-aligned in a buffer, and where they start.
pub(crate) fn digits(n: u128) -> ([u8; 39], usize) {
    let mut buffer = [0u8; 39];
    let mut at = buffer.len();
    let mut push = |remainder: u128| {
        at = at.saturating_sub(1);
        if let Some(slot) = buffer.get_mut(at) {
            *slot = ascii_digit(remainder);
        }
    };
    // `u64` arithmetic as soon as the value fits (most counts).
    let mut wide = n;
    let mut small = loop {
        if let Ok(small) = u64::try_from(wide) {
            break small;
        }
        push(wide % 10);
        wide /= 10;
    };
    while small > 0 {
        push(u128::from(small % 10));
        small /= 10;
    }
    (buffer, at)
}

#[cfg(feature = "alloc")]
/// The ASCII digit of a remainder of a division by 10.
pub(crate) const fn ascii_digit(remainder: u128) -> u8 {
    debug_assert!(remainder < 10);
    #[allow(clippy::cast_possible_truncation)] // below 10
    b'0'.wrapping_add(remainder as u8)
}

#[cfg(feature = "alloc")]
/// The length of what [`digits`] writes for `n`.
pub(crate) const fn len(n: u128) -> usize {
    match n.checked_ilog10() {
        // At most 38.
        Some(log) => (log as usize).saturating_add(1),
        None => 0,
    }
}

#[cfg(test)]
mod tests {
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
            #[cfg(feature = "alloc")]
            {
                let (buffer, at) = digits(n);
                let written = if n == 0 { "" } else { text.as_str() };
                assert_eq!(&buffer[at..], written.as_bytes());
                assert_eq!(len(n), written.len());
            }
        }
        let mut i = 0;
        assert_eq!(read(format!("{}0", u128::MAX).as_bytes(), &mut i), None);
        assert_eq!(read(b"007 ", &mut i), Some(7));
    }
}
