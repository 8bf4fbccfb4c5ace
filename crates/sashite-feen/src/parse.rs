//! The byte-level FEEN reader: the only code that reads untrusted input.
//!
//! [`scan`] checks every rule in one left-to-right pass over the bytes,
//! without allocating. Pieces are read with EPIN's prefix parser
//! ([`sashite_epin::parse_prefix`]) at each token start, so every byte is
//! looked at a bounded number of times and never re-parsed per candidate
//! length. When
//! the pass fails, the cold [`reclassify`] re-reads the input to report the
//! error the specification's diagnostic order asks for (non-ASCII, then the
//! field count, then the field delimiters), so the fast path never pays for
//! those checks.

use sashite_epin::{Found, Identifier, State};
use sashite_sin::Identifier as Style;

use crate::error::{BoundsError, CountError, ParseError, StyleError, SyntaxError, ValidationError};
use crate::limits::{Limits, MAX_DIMENSIONS};

/// Receives what the pass reads, in order, so that an owned position can
/// be built in the same pass. The validator uses [`NoSink`], whose empty
/// methods compile away.
pub(crate) trait Sink {
    /// A piece token at `bytes[at..]`, on square `square`.
    fn piece(&mut self, bytes: &[u8], at: usize, square: u128);
    /// A separator of `len` slashes after `square` squares.
    fn separator(&mut self, square: u128, len: usize);
    /// A hand item.
    fn hand_item(&mut self, first: bool, piece: Identifier, count: u128);
}

/// The sink of the validator: ignores everything.
pub(crate) struct NoSink;

impl Sink for NoSink {
    #[inline(always)]
    fn piece(&mut self, _: &[u8], _: usize, _: u128) {}
    #[inline(always)]
    fn separator(&mut self, _: u128, _: usize) {}
    #[inline(always)]
    fn hand_item(&mut self, _: bool, _: Identifier, _: u128) {}
}

/// What one successful pass learned about a valid FEEN string.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Scan {
    /// Offset of the first byte of the hands field (the placement ends at
    /// the space just before it).
    pub(crate) hands_start: usize,
    /// Offset of the `/` between the two hands.
    pub(crate) hands_split: usize,
    /// Offset of the first byte of the style–turn field.
    pub(crate) style_start: usize,
    /// Number of empty squares.
    pub(crate) empties: u128,
    /// Number of pieces on the board.
    pub(crate) board_pieces: u128,
    /// Sum of the multiplicities of the first hand.
    pub(crate) first_hand: u128,
    /// Sum of the multiplicities of the second hand.
    pub(crate) second_hand: u128,
    /// Number of separators in the placement.
    pub(crate) separators: usize,
    /// Number of distinct items in the first hand.
    pub(crate) first_items: usize,
    /// Number of distinct items in the second hand.
    pub(crate) second_items: usize,
    /// Number of dimensions (1 + the longest separator).
    pub(crate) dimensions: usize,
    /// The active style.
    pub(crate) active: Style,
    /// The inactive style.
    pub(crate) inactive: Style,
}

impl Scan {
    /// Number of squares (checked when the scan succeeded).
    pub(crate) const fn squares(&self) -> u128 {
        self.empties + self.board_pieces
    }
}

/// Validates `input` against every rule of the specification and the
/// `limits`.
pub(crate) fn scan<S: Sink>(
    input: &[u8],
    limits: &Limits,
    sink: &mut S,
) -> Result<Scan, ParseError> {
    if input.len() > limits.max_bytes() {
        return Err(ParseError::Bounds {
            detail: BoundsError::InputTooLong {
                len: input.len(),
                max: limits.max_bytes(),
            },
            offset: limits.max_bytes(),
        });
    }
    match scan_fields(input, limits, sink) {
        Ok(scan) => Ok(scan),
        Err(err) => Err(reclassify(input, err)),
    }
}

/// Returns `true` when `input` is valid: [`scan`] without the work of
/// choosing which error to report.
///
/// The verdict does not depend on the order of the checks, so the
/// style–turn field, always the last 4 bytes (` X/y`), is checked first.
pub(crate) fn is_valid(input: &[u8], limits: &Limits) -> bool {
    let tail_ok = match input {
        [.., b' ', a, b'/', b] => {
            a.is_ascii_alphabetic() && b.is_ascii_alphabetic() && (a ^ b) & 0x20 != 0
        }
        _ => false,
    };
    tail_ok && input.len() <= limits.max_bytes() && scan_fields(input, limits, &mut NoSink).is_ok()
}

const fn count_too_large(offset: usize) -> ParseError {
    ParseError::Bounds {
        detail: BoundsError::CountTooLarge,
        offset,
    }
}

const fn syntax(detail: SyntaxError, bytes: &[u8], offset: usize) -> ParseError {
    ParseError::Syntax {
        detail,
        offset,
        found: Found::at(bytes, offset),
    }
}

/// Reads the decimal number starting at `*i` (its first byte is a digit).
///
/// Up to 19 digits are accumulated in a `u64` (no overflow possible); longer
/// numbers continue in checked `u128` arithmetic.
#[inline]
fn number(bytes: &[u8], i: &mut usize) -> Result<u128, ParseError> {
    let start = *i;
    let mut small: u64 = 0;
    let mut j = start;
    while j < bytes.len() && j - start < 19 {
        let d = bytes[j].wrapping_sub(b'0');
        if d > 9 {
            *i = j;
            return Ok(u128::from(small));
        }
        small = small * 10 + u64::from(d);
        j += 1;
    }
    let mut n = u128::from(small);
    while let Some(&byte) = bytes.get(j) {
        let d = byte.wrapping_sub(b'0');
        if d > 9 {
            break;
        }
        n = match n.checked_mul(10) {
            Some(n) => match n.checked_add(u128::from(d)) {
                Some(n) => n,
                None => return Err(count_too_large(start)),
            },
            None => return Err(count_too_large(start)),
        };
        j += 1;
    }
    *i = j;
    Ok(n)
}

/// Reads the empty-count starting at `*i` (its first byte is `1`–`9`):
/// short ones in a `u64`, long ones in [`number`].
#[inline(always)]
#[allow(clippy::inline_always)] // measured: a call per count costs more than the body
fn empty_count(bytes: &[u8], i: &mut usize) -> Result<u128, ParseError> {
    let len = bytes.len();
    let start = *i;
    let mut n = u64::from(bytes[start] - b'0');
    let mut j = start + 1;
    while j < len {
        let d = bytes[j].wrapping_sub(b'0');
        if d > 9 {
            *i = j;
            return Ok(u128::from(n));
        }
        if j - start >= 18 {
            return number(bytes, i);
        }
        n = n * 10 + u64::from(d);
        j += 1;
    }
    *i = j;
    Ok(u128::from(n))
}

/// The position of a token in the canonical hand order (§5.4), for a fixed
/// multiplicity: letter, then case, then state (`-`, `+`, none), then `^`,
/// then `'`. Also a unique index below [`TOKEN_KEYS`].
#[inline]
pub(crate) const fn token_key(id: Identifier) -> u16 {
    let letter = id.letter().index() as u16;
    let case = id.side().is_second() as u16;
    let state = match id.state() {
        State::Diminished => 0,
        State::Enhanced => 1,
        State::Normal => 2,
    };
    ((letter * 2 + case) * 3 + state) * 4 + (id.is_terminal() as u16) * 2 + id.is_derived() as u16
}

/// The number of distinct EPIN tokens.
pub(crate) const TOKEN_KEYS: usize = 26 * 2 * 3 * 4;

/// What the pass over the placement field learned.
struct Placement {
    /// Offset of the space that ends the field.
    end: usize,
    empties: u128,
    pieces: u128,
    separators: usize,
    longest: usize,
}

/// Reads the placement field (field 1), checking its tokens and dimensional
/// coherence.
#[inline]
fn placement<S: Sink>(bytes: &[u8], sink: &mut S) -> Result<Placement, ParseError> {
    // ---- Field 1: piece placement -------------------------------------
    match bytes.first() {
        Some(b' ') => return Err(syntax(SyntaxError::PlacementEmpty, bytes, 0)),
        Some(b'/') => return Err(syntax(SyntaxError::PlacementStartsWithSeparator, bytes, 0)),
        _ => {}
    }
    let mut i = 0;
    let mut empties: u128 = 0;
    let mut pieces: usize = 0;
    let mut separators: usize = 0;
    let mut longest: usize = 0;
    // Bit `k - 1` of `seen`: a separator of length exactly `k` appeared since
    // the last separator longer than `k`. Bit `k - 1` of `pending`: the right
    // stretch of the last separator of length `k` is still open.
    let mut seen: u64 = 0;
    let mut pending: u64 = 0;
    let len = bytes.len();
    loop {
        if i >= len {
            return Err(syntax(SyntaxError::FieldCount, bytes, i));
        }
        let byte = bytes[i];
        if byte.wrapping_sub(b'1') < 9 {
            let start = i;
            // One digit (the usual case) needs no loop.
            let n = if i + 1 < len && bytes[i + 1].wrapping_sub(b'0') > 9 {
                i += 1;
                u128::from(byte - b'0')
            } else {
                empty_count(bytes, &mut i)?
            };
            empties = match empties.checked_add(n) {
                Some(total) => total,
                None => return Err(count_too_large(start)),
            };
        } else if byte == b'/' {
            let start = i;
            i += 1;
            if i < len && bytes[i] != b'/' && bytes[i] != b' ' {
                // A single `/`: it needs nothing below it, and opens the
                // first level.
                seen |= 1;
                pending |= 1;
                sink.separator(empties.wrapping_add(pieces as u128), 1);
                separators += 1;
                longest = longest.max(1);
                continue;
            }
            while i < len && bytes[i] == b'/' {
                i += 1;
            }
            if i >= len || bytes[i] == b' ' {
                return Err(syntax(
                    SyntaxError::PlacementEndsWithSeparator,
                    bytes,
                    start,
                ));
            }
            let run = i - start;
            if run > MAX_DIMENSIONS {
                return Err(coherence(bytes, start));
            }
            let bit = 1u64 << (run - 1);
            let upto = bit | (bit - 1);
            let need = ((pending & upto) | bit) & !1;
            if (need >> 1) & !seen != 0 {
                return Err(coherence(bytes, start));
            }
            seen = (seen & !(bit - 1)) | bit;
            pending = (pending & !upto) | bit;
            sink.separator(empties.wrapping_add(pieces as u128), run);
            separators += 1;
            longest = longest.max(run);
        } else if byte == b' ' {
            break;
        } else if byte == b'0' {
            return Err(ParseError::Count {
                detail: CountError::EmptyCount,
                offset: i,
                found: Found::Byte(b'0'),
            });
        } else {
            // Anything else must be a piece: EPIN's prefix parser reads the
            // longest token (maximal munch) in one look at each byte.
            match sashite_epin::parse_prefix(&bytes[i..]) {
                None => return Err(piece_error(bytes, i)),
                Some((_, n)) => {
                    sink.piece(bytes, i, empties.wrapping_add(pieces as u128));
                    pieces += 1;
                    i += n;
                }
            }
        }
    }
    if i == 0 {
        return Err(syntax(SyntaxError::PlacementEmpty, bytes, 0));
    }
    if ((pending & !1) >> 1) & !seen != 0 {
        return Err(coherence(bytes, i));
    }
    Ok(Placement {
        end: i,
        empties,
        pieces: pieces as u128,
        separators,
        longest,
    })
}

fn scan_fields<S: Sink>(bytes: &[u8], limits: &Limits, sink: &mut S) -> Result<Scan, ParseError> {
    let Placement {
        end: placement_end,
        empties,
        pieces: board_pieces,
        separators,
        longest,
    } = placement(bytes, sink)?;

    // ---- Field 2: hands -------------------------------------------------
    let hands_start = placement_end + 1;
    let mut i = hands_start;
    let (first_hand, first_items) = hand(bytes, &mut i, true, sink)?;
    let hands_split = i;
    i += 1;
    let (second_hand, second_items) = hand(bytes, &mut i, false, sink)?;

    // ---- Field 3: style–turn --------------------------------------------
    let style_start = i + 1;
    let (active, inactive) = match bytes.get(style_start..) {
        Some(&[a, b'/', b]) => match (
            sashite_sin::parse_prefix(&[a]),
            sashite_sin::parse_prefix(&[b]),
        ) {
            (Some((active, _)), Some((inactive, _)))
                if active.side() as u8 != inactive.side() as u8 =>
            {
                (active, inactive)
            }
            _ => return Err(style_error(bytes, style_start)),
        },
        _ => return Err(style_error(bytes, style_start)),
    };

    // ---- Cardinality and limits ----------------------------------------
    let Some(squares) = empties.checked_add(board_pieces) else {
        return Err(count_too_large(0));
    };
    let total = board_pieces
        .checked_add(first_hand)
        .and_then(|p| p.checked_add(second_hand));
    // A sum past u128::MAX is certainly more than the squares.
    if total.is_none_or(|p| p > squares) {
        return Err(ParseError::Validation {
            detail: ValidationError::TooManyPieces,
            offset: hands_start,
        });
    }
    let dimensions = longest + 1;
    if dimensions > limits.max_dimensions() {
        return Err(ParseError::Bounds {
            detail: BoundsError::TooManyDimensions {
                max: limits.max_dimensions(),
            },
            offset: longest_separator(bytes),
        });
    }
    if squares > limits.max_squares() {
        return Err(ParseError::Bounds {
            detail: BoundsError::TooManySquares {
                max: limits.max_squares(),
            },
            offset: 0,
        });
    }
    Ok(Scan {
        hands_start,
        hands_split,
        style_start,
        empties,
        board_pieces,
        first_hand,
        second_hand,
        separators,
        first_items,
        second_items,
        dimensions,
        active,
        inactive,
    })
}

/// Reads one hand starting at `*i`, up to its terminator (`/` for the first
/// hand, a space for the second). Returns the sum of its multiplicities and
/// its number of items; `*i` is left on the terminator.
#[inline]
fn hand<S: Sink>(
    bytes: &[u8],
    i: &mut usize,
    first: bool,
    sink: &mut S,
) -> Result<(u128, usize), ParseError> {
    // An empty hand (the common case) needs no bookkeeping.
    match (bytes.get(*i), first) {
        (Some(b'/'), true) | (Some(b' '), false) => return Ok((0, 0)),
        _ => {}
    }
    let mut held = [0u64; TOKEN_KEYS.div_ceil(64)];
    let mut previous: Option<(u128, u16)> = None;
    let mut total: u128 = 0;
    let mut items = 0;
    loop {
        let start = *i;
        let Some(&byte) = bytes.get(start) else {
            return Err(syntax(SyntaxError::FieldCount, bytes, start));
        };
        match (byte, first) {
            (b'/', true) | (b' ', false) => return Ok((total, items)),
            (b'/', false) | (b' ', true) => {
                return Err(syntax(SyntaxError::HandsDelimiter, bytes, start));
            }
            _ => {}
        }
        let count = if byte.is_ascii_digit() {
            let count = number(bytes, i)?;
            if count < 2 || byte == b'0' {
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
        let Some((piece, len)) = sashite_epin::parse_prefix(&bytes[*i..]) else {
            return Err(piece_error(bytes, *i));
        };
        *i += len;
        let key = token_key(piece);
        let (word, bit) = (usize::from(key / 64), 1u64 << (key % 64));
        if held[word] & bit != 0 {
            return Err(ParseError::Validation {
                detail: ValidationError::HandNotAggregated,
                offset: start,
            });
        }
        held[word] |= bit;
        if let Some((last_count, last_key)) = previous
            && !(last_count > count || (last_count == count && last_key < key))
        {
            return Err(ParseError::Validation {
                detail: ValidationError::HandNotCanonical,
                offset: start,
            });
        }
        previous = Some((count, key));
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
        sink.hand_item(first, piece, count);
        items += 1;
    }
}

/// The end of the field holding `offset`: the next space or the end.
fn field_end(bytes: &[u8], offset: usize) -> usize {
    bytes[offset.min(bytes.len())..]
        .iter()
        .position(|&b| b == b' ')
        .map_or(bytes.len(), |p| offset + p)
}

/// A piece was required at `offset`; asks EPIN why the bytes there are not
/// a token. EPIN's error keeps its token-relative offsets, as SIN's does;
/// the FEEN error's own offset is absolute.
#[cold]
fn piece_error(bytes: &[u8], offset: usize) -> ParseError {
    let end = field_end(bytes, offset);
    let source = Identifier::parse_bytes(&bytes[offset..end]).err();
    let at = offset + source.and_then(|e| e.offset()).unwrap_or(0);
    ParseError::Piece {
        offset: at,
        found: Found::at(bytes, at),
        source,
    }
}

/// Counts the `/` of `bytes[start..end]`; returns the count (capped at 2)
/// and the offset of the second one.
fn slashes(bytes: &[u8], start: usize, end: usize) -> (usize, usize) {
    let mut count = 0;
    for (offset, &b) in bytes.iter().enumerate().take(end).skip(start) {
        if b == b'/' {
            count += 1;
            if count == 2 {
                return (2, offset);
            }
        }
    }
    (count, end)
}

/// Diagnoses a style–turn field that is not `<letter>/<letter>` of opposite
/// cases.
#[cold]
fn style_error(bytes: &[u8], start: usize) -> ParseError {
    let end = field_end(bytes, start);
    let (count, at) = slashes(bytes, start, end);
    if count != 1 {
        return syntax(SyntaxError::StyleTurnDelimiter, bytes, at);
    }
    let split = start
        + bytes[start..end]
            .iter()
            .position(|&b| b == b'/')
            .unwrap_or(0);
    let mut tokens = [None, None];
    for (slot, (from, to)) in tokens.iter_mut().zip([(start, split), (split + 1, end)]) {
        match sashite_sin::Identifier::parse_bytes(&bytes[from..to]) {
            Ok(id) => *slot = Some(id),
            Err(err) => {
                // SIN's offsets are token-relative (`u8`); the FEEN offset is absolute.
                let source = err;
                let at = source.offset().map_or(to, |o| from + o);
                return ParseError::Style {
                    detail: StyleError::InvalidToken,
                    offset: at,
                    found: Found::at(bytes, at),
                    source: Some(source),
                };
            }
        }
    }
    ParseError::Style {
        detail: StyleError::SameCase,
        offset: split + 1,
        found: Found::at(bytes, split + 1),
        source: None,
    }
}

/// Finds the separator that breaks dimensional coherence, re-running the
/// check of [`scan_fields`] with the offsets kept. `hint` is where the fast
/// pass stopped (used when nothing better is found).
#[cold]
fn coherence(bytes: &[u8], hint: usize) -> ParseError {
    let mut at = [0usize; MAX_DIMENSIONS];
    let mut seen: u64 = 0;
    let mut pending: u64 = 0;
    let end = field_end(bytes, 0);
    let mut i = 0;
    let failure = |need: u64, seen: u64, at: &[usize; MAX_DIMENSIONS]| -> Option<usize> {
        let bad = (need >> 1) & !seen;
        if bad == 0 {
            return None;
        }
        // The lowest failing level `k` belongs to a separator of length k + 1.
        let level = bad.trailing_zeros() as usize + 1;
        Some(at[level])
    };
    let violation = loop {
        if i >= end {
            break failure(pending & !1, seen, &at);
        }
        if bytes[i] != b'/' {
            i += 1;
            continue;
        }
        let start = i;
        while i < end && bytes[i] == b'/' {
            i += 1;
        }
        let len = i - start;
        if len > MAX_DIMENSIONS {
            break Some(start);
        }
        let bit = 1u64 << (len - 1);
        let upto = bit | (bit - 1);
        at[len - 1] = start;
        let need = ((pending & upto) | bit) & !1;
        if (need >> 1) & !seen & (bit >> 1) != 0 {
            break Some(start);
        }
        if let Some(offset) = failure(need, seen, &at) {
            break Some(offset);
        }
        seen = (seen & !(bit - 1)) | bit;
        pending = (pending & !upto) | bit;
    };
    ParseError::Validation {
        detail: ValidationError::DimensionalCoherence,
        offset: violation.unwrap_or(hint),
    }
}

/// The offset of the first longest separator.
#[cold]
fn longest_separator(bytes: &[u8]) -> usize {
    let end = field_end(bytes, 0);
    let (mut best, mut best_len, mut i) = (0, 0, 0);
    while i < end {
        let start = i;
        while i < end && bytes[i] == b'/' {
            i += 1;
        }
        if i - start > best_len {
            (best, best_len) = (start, i - start);
        }
        i += 1;
    }
    best
}

/// Turns the first error of the fast pass into the one the diagnostic order
/// of the specification asks for: non-ASCII first, then the field count,
/// then the delimiter of the field the error lies in.
#[cold]
fn reclassify(bytes: &[u8], err: ParseError) -> ParseError {
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
    let first = field_end(bytes, 0);
    let second = field_end(bytes, first + 1);
    let at = err.offset().unwrap_or(0);
    if at > first && at <= second {
        let (count, offset) = slashes(bytes, first + 1, second);
        if count != 1 {
            return syntax(SyntaxError::HandsDelimiter, bytes, offset);
        }
    }
    err
}
