//! The cold diagnostic: explains why the validating readers refused an
//! input (the kind of error, its byte offset and the byte found there, in
//! the specification's diagnostic order). It never decides acceptance:
//! it runs only after a refusal, reading the input again token by token.

use sashite_epin::{Found, Identifier};

use crate::board_field::{SeparatorFault, coherent, long_separator};
use crate::decimal;
use crate::error::{BoundsError, CountError, ParseError, StyleError, SyntaxError, ValidationError};
use crate::limits::MAX_DIMENSIONS;

pub(crate) const fn count_too_large(offset: usize) -> ParseError {
    ParseError::Bounds {
        detail: BoundsError::CountTooLarge,
        offset,
    }
}

pub(crate) const fn syntax(detail: SyntaxError, bytes: &[u8], offset: usize) -> ParseError {
    ParseError::Syntax {
        detail,
        offset,
        found: Found::at(bytes, offset),
    }
}

/// The error of an input whose placement field the table refused.
#[cold]
#[inline(never)]
pub(crate) fn placement_error(bytes: &[u8]) -> ParseError {
    let err = placement(bytes).err().unwrap_or_else(|| {
        // Only an input longer than the table reads (2^59 bytes) gets here.
        debug_assert!(
            false,
            "the diagnostic accepts a placement the table refused"
        );
        ParseError::Bounds {
            detail: BoundsError::InputTooLong {
                len: bytes.len(),
                max: bytes.len().saturating_sub(1),
            },
            offset: 0,
        }
    });
    reclassify(bytes, err)
}

/// Reads the placement field token by token, checking every rule; the
/// first error found.
fn placement(bytes: &[u8]) -> Result<(), ParseError> {
    match bytes.first() {
        Some(b' ') => return Err(syntax(SyntaxError::PlacementEmpty, bytes, 0)),
        Some(b'/') => return Err(syntax(SyntaxError::PlacementStartsWithSeparator, bytes, 0)),
        _ => {}
    }
    let mut i = 0;
    let mut empties: u128 = 0;
    let (mut seen, mut pending) = (0u64, 0u64);
    loop {
        let Some(&byte) = bytes.get(i) else {
            return Err(syntax(SyntaxError::FieldCount, bytes, i));
        };
        match byte {
            b'1'..=b'9' => {
                let start = i;
                empties = decimal::read(bytes, &mut i)
                    .and_then(|n| empties.checked_add(n))
                    .ok_or_else(|| count_too_large(start))?;
            }
            b'0' => {
                return Err(ParseError::Count {
                    detail: CountError::EmptyCount,
                    offset: i,
                    found: Found::Byte(b'0'),
                });
            }
            b'/' if matches!(bytes.get(i.saturating_add(1)), None | Some(b' ')) => {
                return Err(syntax(SyntaxError::PlacementEndsWithSeparator, bytes, i));
            }
            b'/' if bytes.get(i.saturating_add(1)) == Some(&b'/') => {
                i = match long_separator(bytes, i, &mut seen, &mut pending) {
                    Ok((end, _)) => end,
                    Err(SeparatorFault::EndsField) => {
                        return Err(syntax(SyntaxError::PlacementEndsWithSeparator, bytes, i));
                    }
                    Err(SeparatorFault::Incoherent) => return Err(coherence(bytes, i)),
                };
            }
            b'/' => {
                // A single `/` needs nothing below it and opens the first level.
                seen |= 1;
                pending |= 1;
                i = i.saturating_add(1);
            }
            b' ' => break,
            _ => match sashite_epin::parse_prefix(bytes.get(i..).unwrap_or_default()) {
                Some((_, len)) => i = i.saturating_add(len),
                None => return Err(piece_error(bytes, i)),
            },
        }
    }
    if !coherent(seen, pending) {
        return Err(coherence(bytes, i));
    }
    Ok(())
}

/// The end of the field holding `offset`: the next space or the end.
fn field_end(bytes: &[u8], offset: usize) -> usize {
    bytes
        .get(offset..)
        .and_then(|rest| rest.iter().position(|&b| b == b' '))
        // Inside `bytes`: no overflow.
        .map_or(bytes.len(), |p| offset.saturating_add(p))
}

/// A piece was required at `offset`; asks EPIN why the bytes there are not
/// a token. EPIN's error keeps its token-relative offsets, as SIN's does;
/// the FEEN error's own offset is absolute.
#[cold]
pub(crate) fn piece_error(bytes: &[u8], offset: usize) -> ParseError {
    let end = field_end(bytes, offset);
    let source = Identifier::parse_bytes(bytes.get(offset..end).unwrap_or_default()).err();
    // An EPIN offset is at most 4: the sum stays inside the input.
    let at = offset.saturating_add(source.and_then(|e| e.offset()).unwrap_or(0));
    ParseError::Piece {
        offset: at,
        found: Found::at(bytes, at),
        source,
    }
}

/// Counts the `/` of `bytes[start..end]`; returns the count (capped at 2)
/// and the offset of the second one.
fn slashes(bytes: &[u8], start: usize, end: usize) -> (usize, usize) {
    let mut found = bytes
        .iter()
        .enumerate()
        .take(end)
        .skip(start)
        .filter(|&(_, &b)| b == b'/');
    match (found.next(), found.next()) {
        (None, _) => (0, end),
        (Some(_), None) => (1, end),
        (Some(_), Some((second, _))) => (2, second),
    }
}

/// Diagnoses a style–turn field that is not `<letter>/<letter>` of opposite
/// cases.
#[cold]
pub(crate) fn style_error(bytes: &[u8], start: usize) -> ParseError {
    let end = field_end(bytes, start);
    let (count, at) = slashes(bytes, start, end);
    if count != 1 {
        return syntax(SyntaxError::StyleTurnDelimiter, bytes, at);
    }
    // Offsets inside `bytes`: the sums below do not saturate.
    let field = bytes.get(start..end).unwrap_or_default();
    let split = start.saturating_add(field.iter().position(|&b| b == b'/').unwrap_or(0));
    let after = split.saturating_add(1);
    for (from, to) in [(start, split), (after, end)] {
        if let Err(source) =
            sashite_sin::Identifier::parse_bytes(bytes.get(from..to).unwrap_or_default())
        {
            // SIN's offsets are token-relative (`u8`); the FEEN offset is absolute.
            let at = source.offset().map_or(to, |o| from.saturating_add(o));
            return ParseError::Style {
                detail: StyleError::InvalidToken,
                offset: at,
                found: Found::at(bytes, at),
                source: Some(source),
            };
        }
    }
    ParseError::Style {
        detail: StyleError::SameCase,
        offset: after,
        found: Found::at(bytes, after),
        source: None,
    }
}

/// The runs of `/` in `field`: (offset, length), in order.
fn separator_runs(field: &[u8]) -> impl Iterator<Item = (usize, usize)> + '_ {
    let mut from = 0;
    core::iter::from_fn(move || {
        let rest = field.get(from..)?;
        // Offsets inside `field`: the sums do not saturate.
        let start = from.saturating_add(rest.iter().position(|&b| b == b'/')?);
        let len = field
            .get(start..)?
            .iter()
            .take_while(|&&b| b == b'/')
            .count();
        from = start.saturating_add(len);
        Some((start, len))
    })
}

/// Finds the separator that breaks dimensional coherence, re-running the
/// check of [`placement`] with the offsets kept. `hint` is where the fast
/// pass stopped (used when nothing better is found).
#[cold]
fn coherence(bytes: &[u8], hint: usize) -> ParseError {
    let field = bytes.get(..field_end(bytes, 0)).unwrap_or_default();
    // at[k]: the offset of the last separator of length k + 1.
    let mut at = [0usize; MAX_DIMENSIONS];
    let mut seen: u64 = 0;
    let mut pending: u64 = 0;
    let failure = |need: u64, seen: u64, at: &[usize; MAX_DIMENSIONS]| -> Option<usize> {
        let bad = (need >> 1) & !seen;
        if bad == 0 {
            return None;
        }
        // The lowest failing level `k` belongs to a separator of length k + 1.
        at.get((bad.trailing_zeros() as usize).saturating_add(1))
            .copied()
    };
    let mut violation = None;
    for (start, len) in separator_runs(field) {
        if len > MAX_DIMENSIONS {
            violation = Some(start);
            break;
        }
        let level = len.saturating_sub(1);
        let bit = 1u64 << level;
        let below = bit.wrapping_sub(1);
        let upto = bit | below;
        if let Some(slot) = at.get_mut(level) {
            *slot = start;
        }
        let need = ((pending & upto) | bit) & !1;
        if (need >> 1) & !seen & (bit >> 1) != 0 {
            violation = Some(start);
            break;
        }
        if let Some(offset) = failure(need, seen, &at) {
            violation = Some(offset);
            break;
        }
        seen = (seen & !below) | bit;
        pending = (pending & !upto) | bit;
    }
    let violation = violation.or_else(|| failure(pending & !1, seen, &at));
    ParseError::Validation {
        detail: ValidationError::DimensionalCoherence,
        offset: violation.unwrap_or(hint),
    }
}

/// The offset of the first longest separator.
#[cold]
pub(crate) fn longest_separator(bytes: &[u8]) -> usize {
    let field = bytes.get(..field_end(bytes, 0)).unwrap_or_default();
    let (best, _) = separator_runs(field).fold((0, 0), |(best, longest), (start, len)| {
        if len > longest {
            (start, len)
        } else {
            (best, longest)
        }
    });
    best
}

/// Turns the first error of the fast pass into the one the diagnostic order
/// of the specification asks for: non-ASCII first, then the field count,
/// then the delimiter of the field the error lies in.
#[cold]
pub(crate) fn reclassify(bytes: &[u8], err: ParseError) -> ParseError {
    if bytes.is_empty() {
        return ParseError::Empty;
    }
    if !bytes.is_ascii()
        && let Some(offset) = bytes.iter().position(|b| !b.is_ascii())
    {
        return syntax(SyntaxError::NonAscii, bytes, offset);
    }
    #[allow(clippy::naive_bytecount)] // cold path; no dependency for it
    let spaces = bytes.iter().filter(|&&b| b == b' ').count();
    if spaces != 2 {
        let offset = if spaces < 2 {
            bytes.len()
        } else {
            bytes
                .iter()
                .enumerate()
                .filter(|&(_, &b)| b == b' ')
                .nth(2)
                .map_or(bytes.len(), |(i, _)| i)
        };
        return syntax(SyntaxError::FieldCount, bytes, offset);
    }
    // Two spaces: the hands field starts after the first, inside `bytes`.
    let first = field_end(bytes, 0);
    let hands = first.saturating_add(1);
    let second = field_end(bytes, hands);
    let at = err.offset().unwrap_or(0);
    if at > first && at <= second {
        let (count, offset) = slashes(bytes, hands, second);
        if count != 1 {
            return syntax(SyntaxError::HandsDelimiter, bytes, offset);
        }
    }
    err
}

#[cfg(test)]
pub(crate) mod tests {
    use super::ParseError;

    /// The token-by-token reader of the placement, for the agreement tests.
    pub(crate) fn placement(bytes: &[u8]) -> Result<(), ParseError> {
        super::placement(bytes)
    }
}
