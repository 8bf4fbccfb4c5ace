//! The cold diagnostic: explains why the validating readers refused an
//! input (the kind of error, its byte offset and the byte found there, in
//! the specification's diagnostic order). It never decides acceptance:
//! it runs only after a refusal, reading the input again token by token.

use sashite_epin::{Found, Identifier};

use crate::board_field::{SeparatorFault, long_separator, open_levels, separator_gaps};
use crate::decimal;
use crate::error::{BoundsError, CountError, ParseError, StyleError, SyntaxError, ValidationError};
use crate::invariant::expected;
use crate::limits::MAX_DIMENSIONS;
use crate::tokens::{Run, Tokens};

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
    // at[k]: the offset of the last separator of length k + 1.
    let mut at = [0usize; MAX_DIMENSIONS];
    loop {
        let Some(rest @ &[byte, ..]) = bytes.get(i..) else {
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
            b'/' if matches!(rest, [_] | [_, b' ', ..]) => {
                return Err(syntax(SyntaxError::PlacementEndsWithSeparator, bytes, i));
            }
            b'/' if matches!(rest, [_, b'/', ..]) => {
                match long_separator(bytes, i, &mut seen, &mut pending) {
                    Ok((end, run)) => {
                        note(&mut at, run, i);
                        i = end;
                    }
                    Err(SeparatorFault::EndsField) => {
                        return Err(syntax(SyntaxError::PlacementEndsWithSeparator, bytes, i));
                    }
                    Err(SeparatorFault::Incoherent { run }) if run > MAX_DIMENSIONS => {
                        return Err(coherence(i));
                    }
                    Err(SeparatorFault::Incoherent { run }) => {
                        note(&mut at, run, i);
                        let open = separator_gaps(seen, pending, run);
                        // The level just below its own is open: this separator.
                        let own = 1u64 << run.wrapping_sub(2);
                        let offset = if open & own == 0 {
                            blame(open, &at, i)
                        } else {
                            i
                        };
                        return Err(coherence(offset));
                    }
                }
            }
            b'/' => {
                // A single `/` needs nothing below it and opens the first level.
                seen |= 1;
                pending |= 1;
                note(&mut at, 1, i);
                i = i.saturating_add(1);
            }
            b' ' => break,
            _ => match sashite_epin::parse_prefix(rest) {
                Some((_, len)) => i = i.saturating_add(len),
                None => return Err(piece_error(bytes, i)),
            },
        }
    }
    match open_levels(seen, pending) {
        0 => Ok(()),
        open => Err(coherence(blame(open, &at, i))),
    }
}

/// Notes the separator of `run` slashes (1 to 64) at `offset` in `at`.
fn note(at: &mut [usize; MAX_DIMENSIONS], run: usize, offset: usize) {
    if let Some(slot) = at.get_mut(run.wrapping_sub(1)) {
        *slot = offset;
    }
}

/// The separator to blame for the `open` levels (not 0, see
/// [`open_levels`]): the last one (in `at`, see [`note`]) of the lowest.
fn blame(open: u64, at: &[usize; MAX_DIMENSIONS], hint: usize) -> usize {
    // Level `k` (bit `k - 1`) lacks a separator of length `k`; the last
    // one of length `k + 1` closed it.
    let slot = at.get((open.trailing_zeros() as usize).saturating_add(1));
    debug_assert!(slot.is_some(), "open levels are below 63");
    slot.copied().unwrap_or(hint)
}

const fn coherence(offset: usize) -> ParseError {
    ParseError::Validation {
        detail: ValidationError::DimensionalCoherence,
        offset,
    }
}

/// The end of the field holding `offset`: the next space or the end.
fn field_end(bytes: &[u8], offset: usize) -> usize {
    bytes
        .get(offset..)
        .and_then(|rest| rest.iter().position(|&b| b == b' '))
        // Inside `bytes`: no overflow.
        .map_or(bytes.len(), |p| offset.saturating_add(p))
}

/// `bytes[from..to]`, a range found inside `bytes`.
#[track_caller]
fn span(bytes: &[u8], from: usize, to: usize) -> &[u8] {
    expected(bytes.get(from..to))
}

/// A piece was required at `offset`; asks EPIN why the bytes there are not
/// a token. EPIN's error keeps its token-relative offsets, as SIN's does;
/// the FEEN error's own offset is absolute.
#[cold]
pub(crate) fn piece_error(bytes: &[u8], offset: usize) -> ParseError {
    let token = span(bytes, offset, field_end(bytes, offset));
    let source = Identifier::parse_bytes(token).err();
    // An EPIN offset is at most 4: the sum stays inside the input.
    let at = source
        .and_then(|e| e.offset())
        .map_or(offset, |o| offset.saturating_add(o));
    ParseError::Piece {
        offset: at,
        found: Found::at(bytes, at),
        source,
    }
}

/// The offset of the one `/` of `bytes[start..end]`; otherwise `Err` with
/// the offset of the delimiter error: `end` when there is none, the second
/// `/` when there are more.
fn one_slash(bytes: &[u8], start: usize, end: usize) -> Result<usize, usize> {
    let mut found = span(bytes, start, end)
        .iter()
        .enumerate()
        .filter(|&(_, &b)| b == b'/')
        // Inside `bytes`: no overflow.
        .map(|(k, _)| start.saturating_add(k));
    match (found.next(), found.next()) {
        (Some(split), None) => Ok(split),
        (None, _) => Err(end),
        (Some(_), Some(second)) => Err(second),
    }
}

/// Diagnoses a style–turn field that is not `<letter>/<letter>` of opposite
/// cases.
#[cold]
pub(crate) fn style_error(bytes: &[u8], start: usize) -> ParseError {
    let end = field_end(bytes, start);
    let split = match one_slash(bytes, start, end) {
        Ok(split) => split,
        Err(at) => return syntax(SyntaxError::StyleTurnDelimiter, bytes, at),
    };
    // Offsets inside `bytes`: the sum does not saturate.
    let after = split.saturating_add(1);
    for (from, to) in [(start, split), (after, end)] {
        if let Err(source) = sashite_sin::Identifier::parse_bytes(span(bytes, from, to)) {
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

/// The offset of the first longest separator of a valid placement.
#[cold]
pub(crate) fn longest_separator(bytes: &[u8]) -> usize {
    let mut tokens = Tokens::new(span(bytes, 0, field_end(bytes, 0)));
    let (mut best, mut longest) = (0, 0);
    loop {
        let start = tokens.offset();
        match tokens.next() {
            Some(Run::Separator(len)) if len > longest => (best, longest) = (start, len),
            Some(_) => {}
            None => return best,
        }
    }
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
    if let Some(at) = err.offset()
        && at > first
        && at <= second
        && let Err(offset) = one_slash(bytes, hands, second)
    {
        return syntax(SyntaxError::HandsDelimiter, bytes, offset);
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
