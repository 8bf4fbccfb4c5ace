//! The validating reader of the hands field (field 2), strict or lenient
//! (the canonical-form rules waived, for [`Lenient`](crate::Lenient)).
//! Items are ordered by EPIN's [`Identifier::key`].

use sashite_epin::{Found, Identifier};

use crate::decimal;
use crate::diagnosis::{count_too_large, piece_error, syntax};
use crate::error::{CountError, ParseError, SyntaxError, ValidationError};

/// What [`hands`] read of one hand: the sum of its multiplicities and its
/// number of items.
pub(crate) type HandSums = (u128, usize);

/// Reads both hands starting at `*i`: the first up to its `/`, the second
/// up to the space after it, in one loop.
/// Returns each hand's sums and the offset of the `/` between them; `*i`
/// is left on the space.
#[inline]
pub(crate) fn hands<const LENIENT: bool>(
    bytes: &[u8],
    i: &mut usize,
) -> Result<(HandSums, usize, HandSums), ParseError> {
    let mut first = true;
    let mut first_sums = (0, 0);
    let mut split = 0;
    // Per hand: the tokens held (bit `key`), the previous item, the
    // sum of the multiplicities and the number of items.
    let mut held = [0u64; Identifier::KEYS.div_ceil(64)];
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
                held = [0; Identifier::KEYS.div_ceil(64)];
                (last_count, last_next) = (u128::MAX, 0);
                total = 0;
                items = 0;
                *i = start.saturating_add(1);
                continue;
            }
            (b' ', false) => return Ok((first_sums, split, (total, items))),
            (b'/', false) | (b' ', true) => {
                return Err(syntax(SyntaxError::HandsDelimiter, bytes, start));
            }
            _ => {}
        }
        let count = if byte.is_ascii_digit() {
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
        (last_count, last_next) = (count, key.saturating_add(1));
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
        items = items.saturating_add(1);
    }
}
