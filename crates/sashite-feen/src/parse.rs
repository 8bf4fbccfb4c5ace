//! The token-by-token FEEN reader, and the checks of the hands and
//! style–turn fields.
//!
//! [`scan`] reads the placement with the fast state machine of
//! [`machine`](crate::machine), then the other fields here. When the state
//! machine refuses the placement, the token-by-token reader of this module
//! reads the input again to name the error: it checks every rule in one
//! left-to-right pass, without allocating. Each token is read in constant
//! time: pieces by EPIN's prefix parser ([`token_at`]), short counts
//! without a loop, and a run of identical empty ranks (`8/8/8/8/`) 16
//! bytes at a time ([`empty_ranks`]), so every byte is looked at a
//! bounded number of times. When that pass fails, the cold [`reclassify`]
//! re-reads the input to report the error the specification's diagnostic
//! order asks for (non-ASCII, then the field count, then the field
//! delimiters), so the fast path never pays for those checks.

use sashite_epin::{Found, Identifier, State};
use sashite_sin::Identifier as Style;

use crate::error::{BoundsError, CountError, ParseError, StyleError, SyntaxError, ValidationError};
use crate::limits::{Limits, MAX_DIMENSIONS};

/// Says how a pass reads ([`EMPTY_RANKS_AT_ONCE`](Self::EMPTY_RANKS_AT_ONCE),
/// [`LENIENT_HANDS`](Self::LENIENT_HANDS)) and receives what the
/// token-by-token reader reads, in order (the fast reader of
/// [`machine`](crate::machine) hands nothing over; an owned position is
/// built by its own pass over the valid string). The validator uses
/// [`NoSink`], whose empty methods compile away.
///
/// The sink hears of the board before the pass has checked all of it, so
/// a sink must not panic on anything it is handed, and what it builds is
/// dropped when the pass fails. Every square position handed over is
/// exact: the pass checks that it fits in `u128` first. A position that
/// does not fit belongs to a board of more than `u128::MAX` squares, which
/// the pass is bound to reject (its square count only grows, and is
/// checked at the end), so the sink is simply not told of it.
pub(crate) trait Sink {
    /// Whether a run of identical empty ranks may be read at once
    /// ([`empty_ranks`]); only the unit tests that check that shortcut
    /// against the plain loop turn it off.
    const EMPTY_RANKS_AT_ONCE: bool = true;

    /// Whether the hands may break the canonical-form rules (a repeated
    /// item, an explicit multiplicity `1`, items out of order): the
    /// lenient reader ([`crate::lenient`]) repairs them afterwards. Every
    /// other rule is checked as in strict parsing.
    const LENIENT_HANDS: bool = false;

    /// A piece, on square `square` (from the token-by-token reader only).
    fn piece(&mut self, piece: Identifier, square: u128);
    /// `count` separators of `len` slashes: the first after `square`
    /// squares, each next one `stride` squares after the previous one.
    fn separators(&mut self, square: u128, len: usize, stride: u128, count: usize);
    /// A hand item.
    fn hand_item(&mut self, first: bool, piece: Identifier, count: u128);
    /// Forgets everything received (the input is read again).
    fn clear(&mut self) {}
}

/// The sink of the validator: ignores everything.
pub(crate) struct NoSink;

impl Sink for NoSink {
    #[inline(always)]
    fn piece(&mut self, _: Identifier, _: u128) {}
    #[inline(always)]
    fn separators(&mut self, _: u128, _: usize, _: u128, _: usize) {}
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
    /// Number of squares.
    pub(crate) squares: u128,
    /// Number of pieces on the board.
    pub(crate) board_pieces: u128,
    /// Sum of the multiplicities of the first hand.
    pub(crate) first_hand: u128,
    /// Sum of the multiplicities of the second hand.
    pub(crate) second_hand: u128,
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

/// Validates `input` against every rule of the specification and the
/// `limits`.
///
/// The fast reader ([`machine`](crate::machine)) reads the placement; when
/// it fails, the token-by-token reader of this module reads the input again
/// to name the error.
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
    let result = match crate::machine::placement::<S>(input) {
        Some(placement) => other_fields(input, placement, limits, sink),
        None => return diagnose(input, limits, sink),
    };
    result.map_err(|err| reclassify(input, err))
}

/// The error of an input the fast reader refused: the token-by-token
/// reader's, as the diagnostic order of the specification asks.
#[cold]
#[inline(never)]
fn diagnose<S: Sink>(input: &[u8], limits: &Limits, sink: &mut S) -> Result<Scan, ParseError> {
    // Only the placement was refused: the other fields are read as the
    // sink reads them, below, if ever.
    if let Err(err) = placement(input, &mut NoSink) {
        return Err(reclassify(input, err));
    }
    // The readers disagree: a bug, which the tests look for. The
    // token-by-token reader's verdict stands; the sink starts over.
    debug_assert!(false, "the two FEEN readers disagree on {input:?}");
    sink.clear();
    scan_fields(input, limits, sink).map_err(|err| reclassify(input, err))
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
    tail_ok
        && input.len() <= limits.max_bytes()
        && crate::machine::placement::<NoSink>(input).is_some_and(|placement| {
            // Empty hands (` / ` then the style–turn field the tail check
            // read): only the cardinality and the limits are left.
            if input.len().checked_sub(placement.end) == Some(6)
                && input.get(placement.end..placement.end.saturating_add(3)) == Some(b" / ")
            {
                return placement
                    .empties
                    .checked_add(placement.pieces)
                    .is_some_and(|squares| squares <= limits.max_squares())
                    && placement.longest < limits.max_dimensions();
            }
            other_fields(input, placement, limits, &mut NoSink).is_ok()
        })
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
/// Up to 19 digits are accumulated in a `u64`, which they cannot overflow;
/// longer numbers continue in checked `u128` arithmetic.
#[inline]
pub(crate) fn number(bytes: &[u8], i: &mut usize) -> Result<u128, ParseError> {
    let start = *i;
    let rest = bytes.get(start..).unwrap_or_default();
    let len = rest
        .iter()
        .position(|b| !b.is_ascii_digit())
        .unwrap_or(rest.len());
    let digits = rest.get(..len).unwrap_or_default();
    let (head, tail) = digits.split_at_checked(19).unwrap_or((digits, &[]));
    // At most 19 digits: below 10^19 < 2^64, so nothing wraps.
    let small = head.iter().fold(0u64, |n, &digit| {
        n.wrapping_mul(10)
            .wrapping_add(u64::from(digit.wrapping_sub(b'0')))
    });
    let mut n = u128::from(small);
    for &digit in tail {
        n = n
            .checked_mul(10)
            .and_then(|n| n.checked_add(u128::from(digit.wrapping_sub(b'0'))))
            .ok_or(count_too_large(start))?;
    }
    // The digits lie inside `bytes`: no overflow.
    *i = start.saturating_add(len);
    Ok(n)
}

/// Reads the empty-count starting at `*i` (its first byte is `1`–`9`).
///
/// Counts of one to three digits (nearly all of them) are read from a
/// four-byte window without a loop; longer ones, and counts near the end
/// of the input, go through [`number`].
#[inline(always)]
#[allow(clippy::inline_always)] // measured: a call per count costs more than the body
#[allow(clippy::arithmetic_side_effects)] // offsets below `bytes.len()` plus at most 3; values below 1000
pub(crate) fn empty_count(bytes: &[u8], i: &mut usize) -> Result<u128, ParseError> {
    let start = *i;
    if let Some(&[a, b, c, d]) = bytes.get(start..start + 4) {
        let a = u16::from(a.wrapping_sub(b'0'));
        let b = b.wrapping_sub(b'0');
        if b > 9 {
            *i = start + 1;
            return Ok(u128::from(a));
        }
        let ab = a * 10 + u16::from(b);
        let c = c.wrapping_sub(b'0');
        if c > 9 {
            *i = start + 2;
            return Ok(u128::from(ab));
        }
        if d.wrapping_sub(b'0') > 9 {
            *i = start + 3;
            return Ok(u128::from(ab * 10 + u16::from(c)));
        }
    }
    number(bytes, i)
}

/// Reads the EPIN token starting at `bytes[i]` with EPIN's own prefix
/// parser (maximal munch, each byte read once): its length and value, or
/// `None` when no token starts there (the error is then diagnosed by
/// [`piece_error`]).
#[inline]
fn token_at(bytes: &[u8], i: usize) -> Option<(Identifier, usize)> {
    sashite_epin::parse_prefix(bytes.get(i..).unwrap_or_default())
}

/// The position of a token in the canonical hand order (FEEN v1.0.0 §8.4),
/// for a fixed multiplicity: letter, then case, then state (`-`, `+`,
/// none), then `^`, then `'`. Also a unique index below [`TOKEN_KEYS`].
#[inline]
pub(crate) const fn token_key(id: Identifier) -> u16 {
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

/// Reads the EPIN token starting at `bytes[at]` as [`token_at`] does
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

/// What the pass over the placement field learned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct PlacementScan {
    /// Offset of the space that ends the field.
    pub(crate) end: usize,
    pub(crate) empties: u128,
    pub(crate) pieces: u128,
    /// Length of the longest separator.
    pub(crate) longest: usize,
}

/// Hands the sink the piece read after `empties` empty squares and
/// `pieces` pieces. Checked: a square that does not fit in `u128` is not
/// handed over (see [`Sink`]).
#[inline(always)]
#[allow(clippy::inline_always)] // a branch and a call; the sink's body is inlined too
fn tell_piece<S: Sink>(sink: &mut S, piece: Identifier, empties: u128, pieces: usize) {
    // `usize` to `u128` is lossless.
    if let Some(square) = empties.checked_add(pieces as u128) {
        sink.piece(piece, square);
    }
}

/// Hands the sink `count` separators of `len` slashes, `stride` squares
/// apart, after `pieces` pieces: the first after `empties.0` empty squares,
/// the last after `empties.1`. Checked: both positions must fit in `u128`
/// (the ones between lie between); otherwise nothing is handed over (see
/// [`Sink`]). Issue 13: the empty squares alone fitted, the pieces did not.
#[inline(always)]
#[allow(clippy::inline_always)] // as `tell_piece`
fn tell_separators<S: Sink>(
    sink: &mut S,
    empties: (u128, u128),
    pieces: usize,
    len: usize,
    stride: u128,
    count: usize,
) {
    // `usize` to `u128` is lossless.
    let pieces = pieces as u128;
    if let (Some(first), Some(_last)) =
        (empties.0.checked_add(pieces), empties.1.checked_add(pieces))
    {
        sink.separators(first, len, stride, count);
    }
}

/// Reads the placement field (field 1), checking its tokens and dimensional
/// coherence.
#[inline]
// Offsets stay below `bytes.len()` plus a token's length (at most 4), and
// `pieces` counts tokens of the input: neither comes near `usize::MAX`.
// Square counts are checked (`checked_add`), and so is every square
// position handed to the sink (`tell_piece`, `tell_separators`).
#[allow(clippy::arithmetic_side_effects)]
fn placement<S: Sink>(bytes: &[u8], sink: &mut S) -> Result<PlacementScan, ParseError> {
    match bytes.first() {
        Some(b' ') => return Err(syntax(SyntaxError::PlacementEmpty, bytes, 0)),
        Some(b'/') => return Err(syntax(SyntaxError::PlacementStartsWithSeparator, bytes, 0)),
        _ => {}
    }
    let mut i = 0;
    // Where the current segment starts.
    let mut segment = 0;
    let mut empties: u128 = 0;
    let mut pieces: usize = 0;
    // Bit `k - 1` of `seen`: a separator of length exactly `k` appeared since
    // the last separator longer than `k`. Bit `k - 1` of `pending`: the right
    // stretch of the last separator of length `k` is still open. A
    // separator clears only the bits below its own, so the highest bit of
    // `pending` is the longest separator.
    let mut seen: u64 = 0;
    let mut pending: u64 = 0;
    loop {
        let Some(&byte) = bytes.get(i) else {
            return Err(syntax(SyntaxError::FieldCount, bytes, i));
        };
        // Tried in this order: letters and signs first, as most tokens are
        // pieces. Bytes that cannot start a piece go to the piece reader
        // too, which rejects them.
        #[allow(clippy::match_same_arms)]
        let class = match byte {
            _ if byte.is_ascii_alphabetic() => PIECE,
            b'+' | b'-' => PIECE,
            b'1'..=b'9' => DIGIT,
            b'/' => SLASH,
            b' ' => SPACE,
            b'0' => ZERO,
            _ => PIECE,
        };
        match class {
            PIECE => {
                let Some((token, n)) = token_at(bytes, i) else {
                    return Err(piece_error(bytes, i));
                };
                tell_piece(sink, token, empties, pieces);
                pieces += 1;
                i += n;
            }
            DIGIT => {
                let start = i;
                let n = empty_count(bytes, &mut i)?;
                empties = empties
                    .checked_add(n)
                    .ok_or_else(|| count_too_large(start))?;
                // A segment made of this one count and closed by a single
                // `/` (an empty rank): it and the identical ranks after it
                // are read at once.
                if S::EMPTY_RANKS_AT_ONCE
                    && start == segment
                    && bytes.get(i) == Some(&b'/')
                    && let Some((repeats, end, total)) = empty_ranks(bytes, start, i, n, empties)
                {
                    // The last separator comes after the `total` empty
                    // squares (checked by `empty_ranks`) and the pieces.
                    tell_separators(sink, (empties, total), pieces, 1, n, repeats);
                    empties = total;
                    seen |= 1;
                    pending |= 1;
                    i = end;
                    segment = end;
                }
            }
            SLASH => {
                let start = i;
                i += 1;
                let len = match bytes.get(i) {
                    None | Some(b' ') => {
                        return Err(syntax(
                            SyntaxError::PlacementEndsWithSeparator,
                            bytes,
                            start,
                        ));
                    }
                    Some(b'/') => {
                        let run;
                        (i, run) = long_separator(bytes, start, &mut seen, &mut pending)?;
                        run
                    }
                    Some(_) => {
                        // A single `/`: it needs nothing below it, and
                        // opens the first level.
                        seen |= 1;
                        pending |= 1;
                        1
                    }
                };
                tell_separators(sink, (empties, empties), pieces, len, 0, 1);
                segment = i;
            }
            SPACE => break,
            _ => {
                return Err(ParseError::Count {
                    detail: CountError::EmptyCount,
                    offset: i,
                    found: Found::Byte(b'0'),
                });
            }
        }
    }
    if i == 0 {
        return Err(syntax(SyntaxError::PlacementEmpty, bytes, 0));
    }
    if ((pending & !1) >> 1) & !seen != 0 {
        return Err(coherence(bytes, i));
    }
    Ok(PlacementScan {
        end: i,
        empties,
        pieces: pieces as u128,
        // `leading_zeros` is at most 64.
        longest: (u64::BITS - pending.leading_zeros()) as usize,
    })
}

/// Reads the separator of two or more `/` at `start` and checks that it
/// keeps the board coherent (`seen` and `pending` as in [`placement`]).
/// Returns the offset after it and its length.
#[inline]
// Offsets: `i` stops at the end of `bytes`; `run` is at least 2 and `bit`
// at least 1, so nothing goes below zero.
#[allow(clippy::arithmetic_side_effects)]
pub(crate) fn long_separator(
    bytes: &[u8],
    start: usize,
    seen: &mut u64,
    pending: &mut u64,
) -> Result<(usize, usize), ParseError> {
    let mut i = start;
    while bytes.get(i) == Some(&b'/') {
        i += 1;
    }
    if matches!(bytes.get(i), None | Some(b' ')) {
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
    let need = ((*pending & upto) | bit) & !1;
    if (need >> 1) & !*seen != 0 {
        return Err(coherence(bytes, start));
    }
    *seen = (*seen & !(bit - 1)) | bit;
    *pending = (*pending & !upto) | bit;
    Ok((i, run))
}

/// The byte classes of the placement loop.
const PIECE: u8 = 0;
const DIGIT: u8 = 1;
const SLASH: u8 = 2;
const SPACE: u8 = 3;
const ZERO: u8 = 4;

/// An empty rank: the count `n` at `bytes[start..slash]`, alone in its
/// segment, and a `/` at `slash`. When that `/` is a single separator
/// followed by a segment, reads it and every identical rank-and-`/` after
/// it: returns how many separators were read, the offset after the last
/// one and `empties` plus their squares. `None` when the `/` is not single
/// or the squares overflow (the main loop then reads on, and reports).
#[inline(never)]
// `slash` is an offset of `bytes`; `repeats` counts chunks of the input.
#[allow(clippy::arithmetic_side_effects)]
pub(crate) fn empty_ranks(
    bytes: &[u8],
    start: usize,
    slash: usize,
    n: u128,
    empties: u128,
) -> Option<(usize, usize, u128)> {
    if matches!(bytes.get(slash + 1), None | Some(b'/' | b' ')) {
        return None;
    }
    let (repeats, end) = repeated_ranks(bytes, start, slash + 1);
    let total = n
        .checked_mul(repeats as u128)
        .and_then(|squares| empties.checked_add(squares))?;
    Some((repeats + 1, end, total))
}

/// After an empty rank `bytes[start..next]` (one count, then a single
/// `/`), counts how many identical rank-and-`/` chunks follow, each of
/// whose `/` is also a single separator followed by a segment. Returns
/// that number and the offset after the last of them.
///
/// A chunk of `k` bytes repeats as long as every byte equals the one `k`
/// bytes before it, so the run is the common prefix of `bytes[start..]`
/// and `bytes[next..]`, found 16 bytes at a time ([`common_prefix`]),
/// whatever the length of the count.
#[inline]
// `next > start` (the `/` is in the chunk); the run lies inside `bytes`,
// and `at -= k` undoes the last whole chunk.
#[allow(clippy::arithmetic_side_effects)]
fn repeated_ranks(bytes: &[u8], start: usize, next: usize) -> (usize, usize) {
    // A lone rank (`9/1c5c1`), the common case, is told by its first byte.
    if bytes.get(next) != bytes.get(start) {
        return (0, next);
    }
    let k = next - start;
    let mut repeats = common_prefix(bytes, start, next) / k;
    let mut at = next + repeats * k;
    // The `/` of the last chunk must not start a longer separator or end
    // the field: then that chunk is left to the main loop.
    if repeats > 0 && matches!(bytes.get(at), None | Some(b'/' | b' ')) {
        repeats -= 1;
        at -= k;
    }
    (repeats, at)
}

/// The length of the common prefix of `bytes[first..]` and `bytes[second..]`,
/// compared 16 bytes at a time (two machine words, no dependent loads).
#[inline]
// `n` counts bytes of the shorter slice.
#[allow(clippy::arithmetic_side_effects)]
pub(crate) fn common_prefix(bytes: &[u8], first: usize, second: usize) -> usize {
    let left = bytes.get(first..).unwrap_or_default();
    let right = bytes.get(second..).unwrap_or_default();
    let word = |chunk: &[u8]| <[u8; 16]>::try_from(chunk).map_or(0, u128::from_le_bytes);
    let mut len = 0;
    for (p, q) in left.chunks_exact(16).zip(right.chunks_exact(16)) {
        let diff = word(p) ^ word(q);
        if diff != 0 {
            // The first differing byte: the lowest set bit's byte.
            return len + (diff.trailing_zeros() / 8) as usize;
        }
        len += 16;
    }
    let left = left.get(len..).unwrap_or_default();
    let right = right.get(len..).unwrap_or_default();
    len + left.iter().zip(right).take_while(|(p, q)| p == q).count()
}

/// The token-by-token reader of the whole input.
fn scan_fields<S: Sink>(bytes: &[u8], limits: &Limits, sink: &mut S) -> Result<Scan, ParseError> {
    let placement = placement(bytes, sink)?;
    other_fields(bytes, placement, limits, sink)
}

/// Reads the hands and style–turn fields after a valid placement, and
/// checks the rules that span the fields.
// Offsets: each `+ 1` steps over one byte that the field readers found
// inside `bytes`; `longest` is at most 64.
#[allow(clippy::arithmetic_side_effects)]
#[inline]
fn other_fields<S: Sink>(
    bytes: &[u8],
    placement: PlacementScan,
    limits: &Limits,
    sink: &mut S,
) -> Result<Scan, ParseError> {
    let PlacementScan {
        end: placement_end,
        empties,
        pieces: board_pieces,
        longest,
    } = placement;

    // ---- Field 2: hands -------------------------------------------------
    let hands_start = placement_end + 1;
    let mut i = hands_start;
    // Empty hands (the common case) need no reader.
    let ((first_hand, first_items), hands_split, (second_hand, second_items)) =
        if bytes.get(i..i + 2) == Some(b"/ ") {
            i += 1;
            ((0, 0), hands_start, (0, 0))
        } else {
            hands(bytes, &mut i, sink)?
        };

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
    let hand_pieces = first_hand.checked_add(second_hand);
    let pieces = hand_pieces.and_then(|hands| hands.checked_add(board_pieces));
    // A sum past u128::MAX is certainly more than the squares.
    // (The View adds the sums again, knowing they fit.)
    let (Some(_), Some(_)) = (hand_pieces, pieces.filter(|&p| p <= squares)) else {
        return Err(ParseError::Validation {
            detail: ValidationError::TooManyPieces,
            offset: hands_start,
        });
    };
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
        squares,
        board_pieces,
        first_hand,
        second_hand,
        first_items,
        second_items,
        dimensions,
        active,
        inactive,
    })
}

/// What [`hands`] read of one hand: the sum of its multiplicities and its
/// number of items.
type HandSums = (u128, usize);

/// Reads both hands starting at `*i`: the first up to its `/`, the second
/// up to the space after it, in one loop (one call, one set of registers).
/// Returns each hand's sums and the offset of the `/` between them; `*i`
/// is left on the space.
#[inline]
// `*i` moves over tokens found inside `bytes`; `items` counts them.
#[allow(clippy::arithmetic_side_effects)]
fn hands<S: Sink>(
    bytes: &[u8],
    i: &mut usize,
    sink: &mut S,
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
                let count = number(bytes, i)?;
                // An explicit `1` (value 1, no leading zero) is only a
                // non-canonical spelling of the implicit 1.
                let explicit_one = S::LENIENT_HANDS && count == 1 && byte == b'1';
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
            if *word & bit != 0 && !S::LENIENT_HANDS {
                return Err(ParseError::Validation {
                    detail: ValidationError::HandNotAggregated,
                    offset: start,
                });
            }
            *word |= bit;
        }
        let in_order = last_count > count || (last_count == count && last_next <= key);
        if !S::LENIENT_HANDS && !in_order {
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
        // The identifier only for a sink that keeps it (the validator's
        // ignores it, and this compiles away).
        if let Some((piece, _)) = token_at(bytes, token) {
            sink.hand_item(first, piece, count);
        }
        items += 1;
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

/// A piece was required at `offset`; asks EPIN why the bytes there are not
/// a token. EPIN's error keeps its token-relative offsets, as SIN's does;
/// the FEEN error's own offset is absolute.
#[cold]
fn piece_error(bytes: &[u8], offset: usize) -> ParseError {
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
fn style_error(bytes: &[u8], start: usize) -> ParseError {
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
// A run has at least one `/` (`len >= 1`, so `bit >= 1`), and a failing
// level is below 63.
#[allow(clippy::arithmetic_side_effects)]
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
        at.get(bad.trailing_zeros() as usize + 1).copied()
    };
    let mut violation = None;
    for (start, len) in separator_runs(field) {
        if len > MAX_DIMENSIONS {
            violation = Some(start);
            break;
        }
        let bit = 1u64 << (len - 1);
        let upto = bit | (bit - 1);
        if let Some(slot) = at.get_mut(len - 1) {
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
        seen = (seen & !(bit - 1)) | bit;
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
fn longest_separator(bytes: &[u8]) -> usize {
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
fn reclassify(bytes: &[u8], err: ParseError) -> ParseError {
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
mod tests {
    use alloc::format;

    use super::*;

    /// A sink that reads every empty rank with the plain loop.
    struct Plain;

    impl Sink for Plain {
        const EMPTY_RANKS_AT_ONCE: bool = false;
        fn piece(&mut self, _: Identifier, _: u128) {}
        fn separators(&mut self, _: u128, _: usize, _: u128, _: usize) {}
        fn hand_item(&mut self, _: bool, _: Identifier, _: u128) {}
    }

    #[track_caller]
    fn same_as_plain(input: &str) {
        let bytes = input.as_bytes();
        let limits = Limits::DEFAULT;
        assert_eq!(
            scan(bytes, &limits, &mut NoSink),
            scan(bytes, &limits, &mut Plain),
            "{input:?}"
        );
        assert_eq!(
            is_valid(bytes, &limits),
            scan(bytes, &limits, &mut Plain).is_ok(),
            "{input:?}"
        );
    }

    /// A sink that records everything, separator runs spelled out one by
    /// one.
    #[derive(Debug, Default, PartialEq, Eq)]
    struct Record {
        pieces: alloc::vec::Vec<(u128, Identifier)>,
        separators: alloc::vec::Vec<(u128, usize)>,
        hands: alloc::vec::Vec<(bool, Identifier, u128)>,
    }

    impl Sink for Record {
        fn piece(&mut self, piece: Identifier, square: u128) {
            self.pieces.push((square, piece));
        }
        fn separators(&mut self, square: u128, len: usize, stride: u128, count: usize) {
            for k in 0..count {
                self.separators.push((square + stride * k as u128, len));
            }
        }
        fn hand_item(&mut self, first: bool, piece: Identifier, count: u128) {
            self.hands.push((first, piece, count));
        }
        fn clear(&mut self) {
            *self = Self::default();
        }
    }

    /// The fast reader (`scan`, `is_valid`) and the token-by-token one
    /// agree on the verdict, the error, the counts and what the sink gets.
    #[track_caller]
    pub(super) fn same_as_reference(input: &str) {
        let bytes = input.as_bytes();
        let limits = Limits::DEFAULT;
        let mut reference = Record::default();
        let expected =
            scan_fields(bytes, &limits, &mut reference).map_err(|e| reclassify(bytes, e));
        assert_eq!(scan(bytes, &limits, &mut NoSink), expected, "{input:?}");
        assert_eq!(is_valid(bytes, &limits), expected.is_ok(), "{input:?}");
        assert_eq!(
            crate::machine::placement::<NoSink>(bytes),
            placement(bytes, &mut NoSink).ok(),
            "{input:?}"
        );
        // The owned position, built by its own pass over the valid
        // string, holds what the token-by-token reader read.
        #[cfg(feature = "alloc")]
        if expected.is_ok() {
            let position = crate::Position::parse(input).expect("valid");
            let board = position.placement();
            assert_eq!(
                board.pieces().collect::<alloc::vec::Vec<_>>(),
                reference.pieces,
                "{input:?}"
            );
            assert_eq!(
                board.separators().collect::<alloc::vec::Vec<_>>(),
                reference.separators,
                "{input:?}"
            );
            let hands: alloc::vec::Vec<_> = [true, false]
                .into_iter()
                .flat_map(|first| {
                    let side = if first {
                        sashite_epin::Side::First
                    } else {
                        sashite_epin::Side::Second
                    };
                    position
                        .hand(side)
                        .iter()
                        .map(move |item| (first, item.piece(), item.count()))
                })
                .collect();
            assert_eq!(hands, reference.hands, "{input:?}");
        }
    }

    #[test]
    fn the_fast_reader_reads_as_the_token_by_token_one() {
        let max = u128::MAX;
        for input in [
            "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c",
            "ln1g1k^1nl/1r1s1g1b1/p1pppp1pp/6p2/1p7/2P6/PP1PPPPPP/1BG4R1/LN1GK^1SNL 2PS/p s/S",
            "rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x",
            "8/8/8/8/8/8/8/8//8/8/8/8/8/8/8/8 / C/c",
            "255/255/255/255 / C/c",
            "a/b//c/d///e/f//g/h / C/c",
            "a//b / C/c",
            "a/b//c / C/c",
            "+K^'-k'K^ / C/c",
            "10/10/10K / C/c",
            "12/12//12/12 / C/c",
            "K10 / C/c",
            "K01 / C/c",
            "K/ / C/c",
            "/K / C/c",
            " / C/c",
            "K^^ / C/c",
            "K'^ / C/c",
            "+/K / C/c",
            "K+ / C/c",
            "99999999999999999999/99999999999999999999 / C/c",
            "9/1c5c1/9/9/K / C/c",
            "8/8/8/8//8/8 / C/c",
            "8/8/8/8/// / C/c",
            "8/8/8/8/ / C/c",
            "8/8/8/8 / C/c",
            "8/8/8/80/8 / C/c",
            "8/8/8/8K/8 / C/c",
            "1/2/2/2/1 / C/c",
            "8/8/8//8/8/8///8/8 / C/c",
            "8//8/8 / C/c",
            "K/8/8/8 2P/p C/c",
        ] {
            same_as_reference(input);
        }
        let count = format!("{max}");
        same_as_reference(&format!("{count} / C/c"));
        same_as_reference(&format!("{count}1 / C/c"));
        same_as_reference(&format!("{count}/1 / C/c"));
        // Hands: the first item of each hand passes the order check
        // whatever its count; later ones are checked against it.
        same_as_reference(&format!("K{count} {count}P/{count}p C/c"));
        same_as_reference(&format!("K{count} {count}P{count}B/p C/c"));
        same_as_reference(&format!("K{count} {count}B{count}P/p C/c"));
        for hands in [
            "BP/p", "PB/p", "2PP/p", "P2B/p", "PP^P'/p", "P'P^/p", "+PP/p", "P+P/p", "-PP/p",
            "P-P/p", "Pp/pP", "pP/Pp", "BP/bp", "3P2B/2p", "P^/p'", "P/p^'", "P^'P/p",
        ] {
            same_as_reference(&format!("K8 {hands} C/c"));
        }
        same_as_reference(&format!("1/{count} / C/c"));
        same_as_reference(&format!("K{count} / C/c"));
        same_as_reference(&format!("{}K / C/c", max - 1));
        same_as_reference(&format!("{}KK / C/c", max - 1));
        same_as_reference(&format!("{}/{}/{} / C/c", max / 3, max / 3, max / 3));
        same_as_reference(&format!("{}/{}/{}/1 / C/c", max / 3, max / 3, max / 3));
        // A longer count after an empty rank, left to the table by the
        // run reader (its run overflows, or its `/` is not single).
        same_as_reference(&format!("8/{}/{}/8/8 / C/c", max / 2, max / 2));
        same_as_reference(&format!("8/{}/{}/0/0 / C/c", max / 2 + 10, max / 2 + 10));
        for input in [
            "8/10//8/8 / C/c",
            "8/10/ / C/c",
            "8/10/0/0 / C/c",
            "8/10/8/8 / C/c",
        ] {
            same_as_reference(input);
        }
        for k in 0..70 {
            same_as_reference(&format!("a{}b / C/c", "/".repeat(k)));
        }
    }

    #[test]
    fn empty_ranks_read_at_once_read_as_the_plain_loop() {
        let max = u128::MAX;
        for input in [
            "8/8/8/8/8/8/8/8 / C/c",
            "8/8/8/8//8/8/8/8 / C/c",
            "8/8/8/8/ / C/c",
            "8/8/8/8// / C/c",
            "8/8/8/08 / C/c",
            "8/8/8/80 / C/c",
            "8/8/8/8K / C/c",
            "8/8/8/8/K / C/c",
            "12/12/12/12/12/12/12/12/12/12 / C/c",
            "1234567/1234567/1234567/1234567 / C/c",
            "12345678/12345678/12345678 / C/c",
            "123456789/123456789/123456789/1234567890 / C/c",
            "1234567890123/1234567890123/1234567890123 / C/c",
            "2/2/2/2/2/2/2/2/2/2/2/2/2/2/2/2/2/2/2/22 / C/c",
            "3/3/3/3/3/3/3/3/3/3/3/3/3/3/3/3/3/3/3/3 / C/c",
            "3/3/3/3/3/3/3/3/3/3/3/3/3/3/3/3/3/3/3/3 3K/ C/c",
            "1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1///1 / C/c",
            "1/1/1/1/1/1/1/1//1/1/1/1/1/1/1/1 / C/c",
            "1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1 / C/c",
            "1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1",
            "1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/",
            "1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1 / C",
            "K/8/8/8/8/8/8/8/8/8 / C/c",
            "8K/8/8/8/8/8/8/8/8 / C/c",
        ] {
            same_as_plain(input);
        }
        // Squares past u128::MAX inside a run of ranks: the plain loop
        // names the count that overflows.
        for spare in 0..12 {
            let input = format!("{}/{} / C/c", max - spare, ["1"; 12].join("/"));
            same_as_plain(&input);
        }
    }

    #[test]
    fn hand_token_reads_as_epin_and_keys_as_token_key() {
        let endings: [&[u8]; 6] = [b"", b"^", b"'", b"^'", b"'^", b"^^"];
        for prefix in [&b""[..], b"+", b"-", b"++", b"'"] {
            for letter in (0..=255u8).filter(|b| !b.is_ascii_digit()) {
                for ending in endings {
                    for tail in [&b""[..], b"/", b"K", b" ", b"'"] {
                        let bytes = [prefix, &[letter], ending, tail].concat();
                        let expected =
                            token_at(&bytes, 0).map(|(piece, len)| (token_key(piece), len));
                        assert_eq!(hand_token(&bytes, 0), expected, "{bytes:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn common_prefix_compares_past_every_word_boundary() {
        let bytes = [b'8'; 40];
        for first in 0..40 {
            for second in first..40 {
                assert_eq!(common_prefix(&bytes, first, second), 40 - second);
                let mut changed = bytes;
                for at in (second..40).filter(|_| second > first) {
                    changed[at] = b'/';
                    assert_eq!(common_prefix(&changed, first, second), at - second);
                    changed[at] = b'8';
                }
            }
        }
        assert_eq!(common_prefix(b"8/8/", 9, 10), 0);
    }

    mod properties {
        use proptest::prelude::*;

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(2048))]

            #[test]
            fn empty_ranks_read_at_once_read_as_the_plain_loop(
                parts in prop::collection::vec(
                    prop::sample::select(&[
                        "8/", "8/", "8/", "8//", "8///", "12/", "255/", "1/", "1/",
                        "1234567/", "12345678/", "8", "0", "/", " ", "K", "+p/",
                        " / C/c", " / C/c", " P/ c/C", "/ ", "//",
                    ][..]),
                    0..40,
                ),
            ) {
                super::same_as_plain(&parts.concat());
            }

            #[test]
            fn the_fast_reader_reads_as_the_token_by_token_one(
                placement in prop::collection::vec(
                    prop::sample::select(&[
                        "K", "k", "+p", "-R", "K^", "k'", "+K^'", "-q^", "P", "p",
                        "1", "2", "8", "9", "10", "12", "255", "0", "99999999999999999999",
                        "/", "/", "/", "//", "///", "+", "^", "'", "a", "Z",
                    ][..]),
                    0..24,
                ),
                rest in prop::sample::select(&[
                    " / C/c", " / C/c", " / c/C", " P/p S/s", " 2P/ C/c", " 3P2B/2p C/c",
                    " P2B/ C/c", " PP/ C/c", " /", " / C/C", "", " ", " / C/c ",
                ][..]),
            ) {
                super::same_as_reference(&(placement.concat() + rest));
            }
        }
    }
}
