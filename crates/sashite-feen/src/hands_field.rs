//! The validating reader of the hands field (field 2), strict or lenient
//! (the canonical-form rules waived, for [`Lenient`](crate::Lenient)).
//! Items are ordered by EPIN's [`Identifier::key`].

use sashite_epin::Identifier;

use crate::decimal;
use crate::diagnosis::{count_error, count_too_large, piece_error, syntax, validation};
use crate::error::{CountError, ParseError, SyntaxError, ValidationError};

/// What [`hands`] read of one hand: the sum of its multiplicities and its
/// number of items.
pub(crate) type HandSums = (u128, usize);

/// Reads both hands starting at `*i`: the first up to its `/`, the second
/// up to the space after it.
/// Returns each hand's sums and the offset of the `/` between them; `*i`
/// is left on the space.
#[inline]
pub(crate) fn hands<const LENIENT: bool>(
    bytes: &[u8],
    i: &mut usize,
) -> Result<(HandSums, usize, HandSums), ParseError> {
    let first = hand::<LENIENT>(bytes, i, b'/')?;
    let split = *i;
    *i = split.saturating_add(1);
    Ok((first, split, hand::<LENIENT>(bytes, i, b' ')?))
}

/// Reads one hand from `*i` up to `end` (its delimiter: `/` or ` `), and
/// leaves `*i` on it.
#[inline(always)]
#[allow(clippy::inline_always)] // two calls per hands field
fn hand<const LENIENT: bool>(bytes: &[u8], i: &mut usize, end: u8) -> Result<HandSums, ParseError> {
    // The tokens held: bit `key`.
    let mut held = [0u64; Identifier::KEYS.div_ceil(64)];
    // The previous item: its count and its key plus one (0 sorts before
    // every key, so the first item passes).
    let (mut last_count, mut last_next) = (u128::MAX, 0u16);
    let (mut total, mut items) = (0u128, 0usize);
    loop {
        let start = *i;
        let byte = match bytes.get(start) {
            None => return Err(syntax(SyntaxError::FieldCount, bytes, start)),
            Some(&byte) if byte == end => return Ok((total, items)),
            Some(b'/' | b' ') => return Err(syntax(SyntaxError::HandsDelimiter, bytes, start)),
            Some(&byte) => byte,
        };
        let count = if byte.is_ascii_digit() {
            let count = decimal::read(bytes, i).ok_or(count_too_large(start))?;
            // Lenient reading takes an explicit `1` as the implicit one.
            if byte == b'0' || (count == 1 && !LENIENT) {
                return Err(count_error(CountError::HandCount, bytes, start));
            }
            count
        } else {
            1
        };
        let token = *i;
        let Some((piece, len)) = bytes.get(token..).and_then(sashite_epin::parse_prefix) else {
            return Err(piece_error(bytes, token));
        };
        *i = token.saturating_add(len);
        let key = piece.key();
        // `key < Identifier::KEYS`: its word is always in `held`.
        let (word, bit) = (usize::from(key / 64), 1u64 << (key % 64));
        if let Some(word) = held.get_mut(word) {
            if *word & bit != 0 && !LENIENT {
                return Err(validation(ValidationError::HandNotAggregated, start));
            }
            *word |= bit;
        }
        let in_order = last_count > count || (last_count == count && last_next <= key);
        if !LENIENT && !in_order {
            return Err(validation(ValidationError::HandNotCanonical, start));
        }
        (last_count, last_next) = (count, key.saturating_add(1));
        // The hand alone may hold more pieces than any board can have.
        total = total
            .checked_add(count)
            .ok_or(validation(ValidationError::TooManyPieces, start))?;
        items = items.saturating_add(1);
    }
}
