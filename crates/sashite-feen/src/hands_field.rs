//! The validating reader of the hands field (field 2), strict or lenient
//! (the canonical-form rules waived, for [`Lenient`](crate::Lenient)),
//! and the canonical order of hand items.

use sashite_epin::Found;

use crate::decimal;
use crate::diagnosis::{count_too_large, piece_error, syntax};
use crate::error::{CountError, ParseError, SyntaxError, ValidationError};

#[cfg(any(feature = "alloc", test))]
/// The position of a token in the canonical hand order (FEEN v1.0.0 §8.4),
/// for a fixed multiplicity: letter, then case, then state (`-`, `+`,
/// none), then `^`, then `'`. Also a unique index below [`TOKEN_KEYS`].
#[inline]
pub(crate) const fn token_key(id: sashite_epin::Identifier) -> u16 {
    use sashite_epin::State;

    let letter = id.letter().index() as u16;
    let case = id.side().is_second() as u16;
    let state = match id.state() {
        State::Diminished => 0,
        State::Enhanced => 1,
        State::Normal => 2,
    };
    // At most ((25 * 2 + 1) * 3 + 2) * 4 + 3 = 623.
    #[allow(clippy::arithmetic_side_effects)]
    let key = ((letter * 2 + case) * 3 + state) * 4
        + (id.is_terminal() as u16) * 2
        + id.is_derived() as u16;
    key
}

/// Reads the EPIN token starting at `bytes[at]` as EPIN's `parse_prefix` does
/// (maximal munch), but returns its [`token_key`] and length, computed from
/// the bytes: the hands reader needs only the key. `None` when no token
/// starts there.
#[inline(always)]
#[allow(clippy::inline_always)]
// once per hand item, in the hands loop
// Offsets inside `bytes` plus at most 4; the key is at most 623.
#[allow(clippy::arithmetic_side_effects)]
fn hand_token(bytes: &[u8], at: usize) -> Option<(u16, usize)> {
    // A bare letter (most items): state none, no marks.
    if let Some(&[letter, next]) = bytes.get(at..at + 2)
        && letter.is_ascii_alphabetic()
        && next != b'^'
        && next != b'\''
    {
        return Some((letter_key(letter) * 12 + 8, 1));
    }
    // The state, in `token_key`'s order: `-`, `+`, none.
    let (state, letter_at) = match bytes.get(at) {
        Some(b'-') => (0, at + 1),
        Some(b'+') => (1, at + 1),
        _ => (2, at),
    };
    let letter = *bytes.get(letter_at).filter(|b| b.is_ascii_alphabetic())?;
    let (marks, len) = match bytes.get(letter_at + 1..) {
        Some([b'^', b'\'', ..]) => (3, 2),
        Some([b'^', ..]) => (2, 1),
        Some([b'\'', ..]) => (1, 1),
        _ => (0, 0),
    };
    Some((
        (letter_key(letter) * 3 + state) * 4 + marks,
        letter_at - at + 1 + len,
    ))
}

/// The first two parts of [`token_key`], from an ASCII letter: its index,
/// then its case (lowercase: second player, bit 5 set).
#[inline(always)]
#[allow(clippy::inline_always)] // a few instructions, once per hand item
// An ASCII letter: `(letter | 0x20) - b'a'` is below 26.
#[allow(clippy::arithmetic_side_effects)]
const fn letter_key(letter: u8) -> u16 {
    ((letter | 0x20) - b'a') as u16 * 2 + ((letter >> 5) & 1) as u16
}

/// The number of distinct EPIN tokens.
pub(crate) const TOKEN_KEYS: usize = 26 * 2 * 3 * 4;

/// What [`hands`] read of one hand: the sum of its multiplicities and its
/// number of items.
pub(crate) type HandSums = (u128, usize);

/// Reads both hands starting at `*i`: the first up to its `/`, the second
/// up to the space after it, in one loop (one call, one set of registers).
/// Returns each hand's sums and the offset of the `/` between them; `*i`
/// is left on the space.
#[inline]
// `*i` moves over tokens found inside `bytes`; `items` counts them.
#[allow(clippy::arithmetic_side_effects)]
pub(crate) fn hands<const LENIENT: bool>(
    bytes: &[u8],
    i: &mut usize,
) -> Result<(HandSums, usize, HandSums), ParseError> {
    let mut first = true;
    let mut first_sums = (0, 0);
    let mut split = 0;
    // Per hand: the tokens held (bit `token_key`), the previous item, the
    // sum of the multiplicities and the number of items.
    let mut held = [0u64; TOKEN_KEYS.div_ceil(64)];
    // The previous item: its count and its key plus one (0 sorts before
    // every key, so the first item passes).
    let (mut last_count, mut last_next) = (u128::MAX, 0u16);
    let mut total: u128 = 0;
    let mut items = 0;
    loop {
        let start = *i;
        let Some(&byte) = bytes.get(start) else {
            return Err(syntax(SyntaxError::FieldCount, bytes, start));
        };
        match (byte, first) {
            (b'/', true) => {
                first_sums = (total, items);
                split = start;
                first = false;
                held = [0; TOKEN_KEYS.div_ceil(64)];
                (last_count, last_next) = (u128::MAX, 0);
                total = 0;
                items = 0;
                *i += 1;
                continue;
            }
            (b' ', false) => return Ok((first_sums, split, (total, items))),
            (b'/', false) | (b' ', true) => {
                return Err(syntax(SyntaxError::HandsDelimiter, bytes, start));
            }
            _ => {}
        }
        let count = match (byte, bytes.get(start + 1)) {
            // A letter: the implicit 1 (most items), tested first
            // (measured: fewer instructions than through the digit arms).
            #[allow(clippy::match_same_arms)]
            (b'A'..=b'Z' | b'a'..=b'z', _) => 1,
            // One digit from 2 to 9 (nearly every multiplicity): no loop.
            (b'2'..=b'9', next) if !next.is_some_and(u8::is_ascii_digit) => {
                *i += 1;
                u128::from(byte - b'0')
            }
            (b'0'..=b'9', _) => {
                let count = decimal::read(bytes, i).ok_or(count_too_large(start))?;
                // An explicit `1` (value 1, no leading zero) is only a
                // non-canonical spelling of the implicit 1.
                let explicit_one = LENIENT && count == 1 && byte == b'1';
                if (count < 2 && !explicit_one) || byte == b'0' {
                    return Err(ParseError::Count {
                        detail: CountError::HandCount,
                        offset: start,
                        found: Found::Byte(byte),
                    });
                }
                count
            }
            _ => 1,
        };
        let token = *i;
        let Some((key, len)) = hand_token(bytes, token) else {
            return Err(piece_error(bytes, token));
        };
        *i += len;
        // `key < TOKEN_KEYS`: its word is always in `held`.
        let (word, bit) = (usize::from(key / 64), 1u64 << (key % 64));
        if let Some(word) = held.get_mut(word) {
            if *word & bit != 0 && !LENIENT {
                return Err(ParseError::Validation {
                    detail: ValidationError::HandNotAggregated,
                    offset: start,
                });
            }
            *word |= bit;
        }
        let in_order = last_count > count || (last_count == count && last_next <= key);
        if !LENIENT && !in_order {
            return Err(ParseError::Validation {
                detail: ValidationError::HandNotCanonical,
                offset: start,
            });
        }
        (last_count, last_next) = (count, key + 1);
        total = match total.checked_add(count) {
            Some(total) => total,
            // The hand alone holds more pieces than any board can have.
            None => {
                return Err(ParseError::Validation {
                    detail: ValidationError::TooManyPieces,
                    offset: start,
                });
            }
        };
        items += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hand_token_reads_as_epin_and_keys_as_token_key() {
        let endings: [&[u8]; 6] = [b"", b"^", b"'", b"^'", b"'^", b"^^"];
        for prefix in [&b""[..], b"+", b"-", b"++", b"'"] {
            for letter in (0..=255u8).filter(|b| !b.is_ascii_digit()) {
                for ending in endings {
                    for tail in [&b""[..], b"/", b"K", b" ", b"'"] {
                        let bytes = [prefix, &[letter], ending, tail].concat();
                        let expected = sashite_epin::parse_prefix(&bytes)
                            .map(|(piece, len)| (token_key(piece), len));
                        assert_eq!(hand_token(&bytes, 0), expected, "{bytes:?}");
                    }
                }
            }
        }
    }
}
