//! The cold diagnostic: explains why the validating readers refused an
//! input (the kind of error, its byte offset and the byte found there, in
//! the specification's diagnostic order). It never decides acceptance:
//! it runs only after a refusal, reading the input again token by token.

use sashite_epin::{Found, Identifier};

use crate::board_field::{SeparatorFault, open_levels, separator, separator_gaps};
use crate::decimal;
use crate::error::{BoundsError, CountError, ParseError, StyleError, SyntaxError, ValidationError};
use crate::limits::MAX_DIMENSIONS;
use crate::tokens::{Run, Tokens};

pub(crate) const fn syntax(detail: SyntaxError, bytes: &[u8], offset: usize) -> ParseError {
    ParseError::Syntax {
        detail,
        offset,
        found: Found::at(bytes, offset),
    }
}

pub(crate) const fn count_error(detail: CountError, bytes: &[u8], offset: usize) -> ParseError {
    ParseError::Count {
        detail,
        offset,
        found: Found::at(bytes, offset),
    }
}

pub(crate) const fn validation(detail: ValidationError, offset: usize) -> ParseError {
    ParseError::Validation { detail, offset }
}

pub(crate) const fn bounds(detail: BoundsError, offset: usize) -> ParseError {
    ParseError::Bounds { detail, offset }
}

pub(crate) const fn count_too_large(offset: usize) -> ParseError {
    bounds(BoundsError::CountTooLarge, offset)
}

/// The error of an input whose placement field the table refused.
#[cold]
#[inline(never)]
pub(crate) fn placement_error(bytes: &[u8]) -> ParseError {
    let err = placement(bytes).err();
    // The table alone refuses inputs of 2^59 bytes, more than any memory.
    debug_assert!(err.is_some(), "a placement only the table refuses");
    let (len, max) = (bytes.len(), bytes.len().saturating_sub(1));
    let too_long = bounds(BoundsError::InputTooLong { len, max }, 0);
    reclassify(bytes, err.unwrap_or(too_long))
}

/// Reads the placement field token by token, checking every rule; the
/// first error found.
fn placement(bytes: &[u8]) -> Result<(), ParseError> {
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
            b' ' if i == 0 => return Err(syntax(SyntaxError::PlacementEmpty, bytes, 0)),
            b'/' if i == 0 => {
                return Err(syntax(SyntaxError::PlacementStartsWithSeparator, bytes, 0));
            }
            b'1'..=b'9' => {
                let start = i;
                empties = decimal::read(bytes, &mut i)
                    .and_then(|n| empties.checked_add(n))
                    .ok_or_else(|| count_too_large(start))?;
            }
            b'0' => return Err(count_error(CountError::EmptyCount, bytes, i)),
            b'/' => {
                let read = separator(bytes, i, &mut seen, &mut pending);
                let (Ok((_, run)) | Err(SeparatorFault::Incoherent { run })) = read else {
                    return Err(syntax(SyntaxError::PlacementEndsWithSeparator, bytes, i));
                };
                // Noted in `at`; one longer than any board is to blame itself.
                let Some(last) = at.get_mut(run.wrapping_sub(1)) else {
                    return Err(coherence(i));
                };
                *last = i;
                let Ok((end, _)) = read else {
                    let open = separator_gaps(seen, pending, run);
                    // The level just below its own is open: this separator.
                    let own = open & (1 << run.wrapping_sub(2)) != 0;
                    return Err(coherence(if own { i } else { blame(open, &at) }));
                };
                i = end;
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
        open => Err(coherence(blame(open, &at))),
    }
}

const fn coherence(offset: usize) -> ParseError {
    validation(ValidationError::DimensionalCoherence, offset)
}

/// The separator to blame for the `open` levels (not 0, see
/// [`open_levels`]): the last one (in `at`) of the lowest.
fn blame(open: u64, at: &[usize; MAX_DIMENSIONS]) -> usize {
    // Level `k` (bit `k - 1`) lacks a separator of length `k`; the last
    // one of length `k + 1` closed it. Open levels are below 63.
    let lowest = open.trailing_zeros() as usize;
    let last = at.get(lowest.saturating_add(1)).copied();
    last.expect("a separator one level above an open one closed it")
}

/// The offsets of `byte` in `bytes[from..to]`, a range inside `bytes`.
fn positions(bytes: &[u8], from: usize, to: usize, byte: u8) -> impl Iterator<Item = usize> {
    (from..to).filter(move |&k| bytes.get(k) == Some(&byte))
}

/// The end of the field holding `offset`: the next space or the end.
fn field_end(bytes: &[u8], offset: usize) -> usize {
    let len = bytes.len();
    positions(bytes, offset, len, b' ').next().unwrap_or(len)
}

/// A piece was required at `offset`; asks EPIN why the bytes there are not
/// a token. EPIN's error keeps its token-relative offsets, as SIN's does;
/// the FEEN error's own offset is absolute.
#[cold]
pub(crate) fn piece_error(bytes: &[u8], offset: usize) -> ParseError {
    let token = bytes.get(offset..field_end(bytes, offset));
    let token = token.expect("a piece is required at a byte of the input");
    let source = Identifier::parse_bytes(token).err();
    // An EPIN offset is at most 4: the sum stays inside the input.
    let at = offset.saturating_add(source.and_then(|e| e.offset()).unwrap_or(0));
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
    let mut found = positions(bytes, start, end, b'/');
    match (found.next(), found.next()) {
        (Some(split), None) => Ok(split),
        (_, second) => Err(second.unwrap_or(end)),
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
    // Offsets inside `bytes`: the sums do not saturate.
    let after = split.saturating_add(1);
    // SIN's offsets are token-relative (`u8`); the FEEN offset is absolute.
    let invalid = |from: usize, to: usize| {
        let token = bytes
            .get(from..to)
            .expect("a style token lies inside its field");
        let source = sashite_sin::Identifier::parse_bytes(token).err()?;
        let at = source.offset().map_or(to, |o| from.saturating_add(o));
        Some((at, source))
    };
    let (detail, offset, source) = match invalid(start, split).or_else(|| invalid(after, end)) {
        Some((at, source)) => (StyleError::InvalidToken, at, Some(source)),
        None => (StyleError::SameCase, after, None),
    };
    ParseError::Style {
        detail,
        offset,
        found: Found::at(bytes, offset),
        source,
    }
}

/// The offset of the first longest separator of a valid placement.
#[cold]
pub(crate) fn longest_separator(bytes: &[u8]) -> usize {
    let (placement, _) = bytes.split_at(field_end(bytes, 0));
    let mut tokens = Tokens::new(placement);
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
    if let Some(offset) = bytes.iter().position(|b| !b.is_ascii()) {
        return syntax(SyntaxError::NonAscii, bytes, offset);
    }
    let mut spaces = positions(bytes, 0, bytes.len(), b' ');
    let (first, second) = match (spaces.next(), spaces.next(), spaces.next()) {
        (Some(first), Some(second), None) => (first, second),
        // Fewer than two spaces: the end is to blame; more: the third.
        (.., third) => {
            return syntax(SyntaxError::FieldCount, bytes, third.unwrap_or(bytes.len()));
        }
    };
    if let Some(at) = err.offset()
        && at > first
        && at <= second
        && let Err(offset) = one_slash(bytes, first.saturating_add(1), second)
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
