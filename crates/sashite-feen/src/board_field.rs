//! The validating reader of the placement field (field 1): a state machine
//! driven by a table indexed by (state, byte), with the rules that span
//! tokens (long counts, separators and dimensional coherence, runs of
//! identical empty ranks) read whole by the helpers below. It only says
//! whether the field is valid; [`diagnosis`](crate::diagnosis) explains a
//! rejection.

use sashite_epin::{SUFFIX_STATES, TokenStart, suffix_step, token_start};

use crate::decimal;
use crate::limits::MAX_DIMENSIONS;

// States: what the last byte read was, and whether a single `/` was read
// since the last longer separator. Each is the first index of its row:
// (state × 2 + flag) × 256; pieces are counted as outcomes in `LETTER`'s
// row, digits as outcomes from `COUNT` on.
/// A piece's letter: a marker (EPIN's [`suffix_step`]) or the next token
/// follows. The markers' states follow it ([`suffix_row`]).
const LETTER: u16 = 0;
/// The start of a segment (of the field, or after a separator read whole):
/// a token must follow.
const SEGMENT: u16 = suffix_row(SUFFIX_STATES);
/// A `/` after a token: a token follows (the `/` was a single separator),
/// or more `/` (a longer separator).
const SLASHED: u16 = SEGMENT + (1 << 9);
/// A `/` after an empty rank of one digit (`8/`): as `SLASHED`, but a
/// second such rank leaves the table, so that a lone one (`9/1c5c1`) stays
/// in it.
const RANK_SLASHED: u16 = SEGMENT + (2 << 9);
/// A `+` or `-`: a letter must follow.
const MODIFIER: u16 = SEGMENT + (3 << 9);
/// The first digit of a count after a piece.
const COUNT: u16 = SEGMENT + (4 << 9);
/// The first digit of a count that starts its segment.
const COUNT_ALONE: u16 = COUNT + (1 << 9);
/// As `COUNT_ALONE`, right after an empty rank of one digit.
const COUNT_RANK: u16 = COUNT + (2 << 9);
/// The flag: a single `/` was read since the last longer separator.
const FLAG: u16 = 1 << 8;
/// Rows of the table: each state with and without the flag, and unused
/// rows up to a power of two (the index is masked, not checked).
const ROW_COUNT: u16 = ((COUNT_RANK >> 8) + 2).next_power_of_two();
const ROWS: usize = ROW_COUNT as usize;

// Special outcomes, from `SPECIAL` on: the byte leaves the table.
const SPECIAL: u16 = ROW_COUNT << 8;
/// A digit after the first digit of a count: the count is read whole.
const MORE_DIGITS: u16 = SPECIAL;
/// A second `/`: a separator of two or more.
const LONG: u16 = SPECIAL + 1;
/// ` ` where the field may end.
const END: u16 = SPECIAL + 2;
/// Any byte that cannot come next.
const FAIL: u16 = SPECIAL + 3;
/// A `/` closing the second of two empty ranks of one digit in a row (as
/// in `8/8/8/8/`): identical ranks after it are read at once.
const RANK: u16 = SPECIAL + 4;

/// The longest input this reader takes, far beyond any memory (the
/// token-by-token reader takes longer ones): below it, 9 per byte fits in
/// a `u64`.
const MAX_LEN: u64 = 1 << 59;

/// The state after the markers of EPIN's suffix state `suffix` (0: right
/// after the letter).
const fn suffix_row(suffix: u8) -> u16 {
    (suffix as u16) << 9
}

/// The EPIN suffix state of a piece's state (without the flag), if it is one.
const fn suffix_of(state: u16) -> Option<u8> {
    // Below `SEGMENT`, the row is a suffix state: below `SUFFIX_STATES`.
    #[allow(clippy::cast_possible_truncation)]
    let suffix = (state >> 9) as u8;
    if state < SEGMENT { Some(suffix) } else { None }
}

/// What a byte the table read is, for a [`BoardSink`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Read {
    /// A piece's letter: a piece starts (after its prefix, if any).
    Letter,
    /// A marker after a piece's letter.
    Marker,
    /// A state prefix (`+`, `-`): a piece's letter follows.
    Prefix,
    /// A digit of a count.
    Digit,
    /// A `/` after a token: a single separator, unless a longer
    /// [`separator`](BoardSink::separator) starts with it.
    Slash,
}

impl Read {
    /// Whether a piece's letter read in the state `from` follows its
    /// state prefix.
    #[inline(always)]
    #[allow(clippy::inline_always)] // a comparison, per piece
    pub(crate) const fn after_prefix(from: usize) -> bool {
        from & !(FLAG as usize) == MODIFIER as usize
    }

    /// What the table's `outcome` (neither special nor a segment's start)
    /// says the byte was.
    #[inline(always)]
    #[allow(clippy::inline_always)] // a comparison or two per byte of the board
    pub(crate) const fn of(outcome: usize) -> Self {
        // Letters and digits first: the table's loop tells them apart too.
        // Flagged markers stay below `SEGMENT`: the flag is below a row.
        if outcome <= (LETTER | FLAG) as usize {
            Self::Letter
        } else if outcome >= COUNT as usize {
            Self::Digit
        } else if outcome < SEGMENT as usize {
            Self::Marker
        } else if outcome & !(FLAG as usize) == MODIFIER as usize {
            Self::Prefix
        } else {
            Self::Slash
        }
    }
}

/// What the validating reader hands on as it reads a placement, so that
/// one pass can both check it and build from it (as serde's `Visitor`):
/// every byte the table reads, then what the helpers read whole. The
/// reader is monomorphised per sink; `()` takes nothing, for a verdict
/// alone. Events come in reading order, each with the squares read
/// before it; those of an invalid field are meaningless, and a sink must
/// take them without panicking.
pub(crate) trait BoardSink {
    /// Whether the reader's loop reads four bytes a step (the fastest), or
    /// one (the smallest code).
    const FOUR_A_STEP: bool = true;

    /// `byte`, at `offset`, which the table read as `outcome` (see
    /// [`Read::of`]) in the state `from` (see [`Read::after_prefix`]), after
    /// `pieces` pieces and `small` squares of one-digit counts (and the
    /// squares of the last [`large`](Self::large)).
    #[inline(always)]
    #[allow(clippy::inline_always)] // nothing, for the verdict alone
    fn byte(
        &mut self,
        outcome: usize,
        from: usize,
        byte: u8,
        offset: usize,
        pieces: usize,
        small: u64,
    ) {
        let _ = (outcome, from, byte, offset, pieces, small);
    }

    /// The squares of the counts read whole so far (longer than a digit,
    /// or repeated ranks of them).
    #[inline(always)]
    #[allow(clippy::inline_always)]
    fn large(&mut self, squares: u128) {
        let _ = squares;
    }

    /// A separator of `len` slashes after `square` squares, read whole;
    /// its first `/` came as a [`Read::Slash`] byte when `told`.
    #[inline(always)]
    #[allow(clippy::inline_always)]
    fn separator(&mut self, square: u128, len: usize, told: bool) {
        let _ = (square, len, told);
    }

    /// A single `/` after `square` squares, read whole, then `repeats`
    /// empty ranks of `cells` squares, each closed by a single `/`, up to
    /// `end` (the last `/` may start a longer [`separator`](Self::separator),
    /// at `end - 1`).
    #[inline(always)]
    #[allow(clippy::inline_always)]
    fn ranks(&mut self, square: u128, cells: u128, repeats: usize, end: usize) {
        let _ = (square, cells, repeats, end);
    }
}

/// The verdict alone.
impl BoardSink for () {}

/// The outcome of reading `byte` in `row` (a state and its flag).
const fn next(row: u16, byte: u8) -> u16 {
    let state = row & !FLAG;
    let slashed = matches!(state, SLASHED | RANK_SLASHED);
    // A token after `/` makes it a single separator: the flag is set.
    let flag = if slashed { FLAG } else { row & FLAG };
    let counting = matches!(state, COUNT | COUNT_ALONE | COUNT_RANK);
    let suffix = suffix_of(state);
    let after_token = counting || suffix.is_some();
    let token_may_start = after_token || slashed || state == SEGMENT;
    if let Some(suffix) = suffix
        && let Some(next) = suffix_step(suffix, byte)
    {
        return suffix_row(next) | flag;
    }
    match token_start(byte) {
        Some(TokenStart::Letter) if token_may_start || state == MODIFIER => return LETTER | flag,
        Some(TokenStart::Modifier) if token_may_start => return MODIFIER | flag,
        _ => {}
    }
    match byte {
        b'0'..=b'9' if counting => MORE_DIGITS,
        b'1'..=b'9' if state == RANK_SLASHED => COUNT_RANK | flag,
        b'1'..=b'9' if state == SEGMENT || state == SLASHED => COUNT_ALONE | flag,
        b'1'..=b'9' if after_token => COUNT | flag,
        b'/' if state == COUNT_ALONE => RANK_SLASHED | flag,
        b'/' if state == COUNT_RANK => RANK,
        b'/' if after_token => SLASHED | flag,
        b'/' if slashed => LONG,
        b' ' if after_token => END,
        _ => FAIL,
    }
}

/// [`next`] for every row and byte, at `row + byte`.
static TABLE: [u16; ROWS * 256] = {
    let mut table = [FAIL; ROWS * 256];
    let mut at = 0;
    while at < table.len() {
        // `at` is below the table's length: a row below `ROWS << 8`, a byte.
        #[allow(clippy::cast_possible_truncation, clippy::indexing_slicing)]
        {
            table[at] = next((at & !0xFF) as u16, at as u8);
        }
        at += 1;
    }
    table
};

/// Reads pieces and one-digit counts from `bytes[*i..]` with the table,
/// until a byte that leaves it: returns that byte's outcome, with `*i` on
/// it, `*state` the state before it, `*pieces` the letters counted and
/// `*small` the digits added (the first digit of a longer count too).
/// `None` when the input ends first.
// `k` is an offset of `rest`; `count` counts bytes of it, and `empties`
// adds at most 9 per byte, for fewer than `MAX_LEN` bytes: no sum wraps.
#[inline(always)]
#[allow(clippy::inline_always)] // one call per placement, not per run
fn table_run<K: BoardSink>(
    bytes: &[u8],
    i: &mut usize,
    state: &mut u16,
    pieces: &mut usize,
    small: &mut u64,
    sink: &mut K,
) -> Option<u16> {
    let start = *i;
    let rest = bytes.get(start..)?;
    // Rows and outcomes held as `usize`: no narrowing between the steps.
    let mut current = usize::from(*state);
    let mut count = *pieces;
    let mut empties = *small;
    // One byte: its outcome, and out of the loop when it leaves the table.
    macro_rules! step {
        ($byte:expr, $at:expr) => {
            let byte: u8 = $byte;
            // `current` is a row: the index is below the table's length.
            let outcome = usize::from(
                TABLE
                    .get((current | usize::from(byte)) & (ROWS * 256 - 1))
                    .copied()
                    .unwrap_or(FAIL),
            );
            // Count rows and special outcomes are the highest.
            if outcome >= usize::from(COUNT) {
                if outcome >= usize::from(SPECIAL) {
                    *i = start.wrapping_add($at);
                    // A row and an outcome, both below `1 << 16`.
                    #[allow(clippy::cast_possible_truncation)]
                    {
                        *state = current as u16;
                        *pieces = count;
                        *small = empties;
                        return Some(outcome as u16);
                    }
                }
                empties = empties.wrapping_add(u64::from(byte.wrapping_sub(b'0')));
            }
            sink.byte(
                outcome,
                current,
                byte,
                start.wrapping_add($at),
                count,
                empties,
            );
            count = count.wrapping_add(usize::from(outcome <= usize::from(LETTER | FLAG)));
            current = outcome;
        };
    }
    // Four bytes at a time, then the last few.
    let mut k: usize = 0;
    while K::FOUR_A_STEP
        && let Some(&[a, b, c, d]) = rest.get(k..k.wrapping_add(4))
    {
        step!(a, k);
        step!(b, k.wrapping_add(1));
        step!(c, k.wrapping_add(2));
        step!(d, k.wrapping_add(3));
        k = k.wrapping_add(4);
    }
    while let Some(&byte) = rest.get(k) {
        step!(byte, k);
        k = k.wrapping_add(1);
    }
    None
}

/// Reads the placement field (field 1) of `bytes`, telling `sink` what it
/// reads; `None` when the field breaks any rule.
// Offsets stay below `bytes.len()` plus a token's length; `pieces` counts
// bytes of the input, and a digit already added is at most 9: the
// wrapping operations never wrap. Square counts are checked.
// Out of line: inlined into its callers, its helpers were not (measured
// in `instructions_feen`).
#[inline(never)]
pub(crate) fn placement<K: BoardSink>(bytes: &[u8], sink: &mut K) -> Option<PlacementScan> {
    if u64::try_from(bytes.len()).map_or(true, |len| len >= MAX_LEN) {
        return None;
    }
    let mut i = 0;
    let mut state = SEGMENT;
    // The empty squares: longer counts in `large`, one-digit ones in `empties`.
    let mut large: u128 = 0;
    let mut empties: u64 = 0;
    let mut pieces: usize = 0;
    // As in the token-by-token reader: bit `k - 1` of `seen` and `pending`.
    let mut seen: u64 = 0;
    let mut pending: u64 = 0;
    loop {
        let outcome = table_run(bytes, &mut i, &mut state, &mut pieces, &mut empties, sink)?;
        // Bit 0 of `seen` is the flag: the table does not keep it there.
        seen = (seen & !1) | u64::from(state & FLAG != 0);
        match outcome {
            MORE_DIGITS => {
                // The count started one byte back: its first digit, added, is taken back.
                let start = i.wrapping_sub(1);
                let first = bytes.get(start)?.wrapping_sub(b'0');
                empties = empties.wrapping_sub(u64::from(first));
                i = start;
                let n = decimal::read(bytes, &mut i)?;
                large = large.checked_add(n)?;
                sink.large(large);
                // Identical ranks after a count alone in its segment (`255/255/…`): read at once.
                if matches!(state & !FLAG, COUNT_ALONE | COUNT_RANK)
                    && let Some((end, repeats)) = repeated_ranks(bytes, start, i)
                {
                    let square = squares_read(large, empties, pieces);
                    large = large.checked_add(n.checked_mul(repeats as u128)?)?;
                    sink.large(large);
                    sink.ranks(square, n, repeats, end);
                    i = end;
                    state = SEGMENT | FLAG;
                }
            }
            // `i` is on the first `/` of a longer separator after an empty rank.
            RANK if bytes.get(i.wrapping_add(1)) == Some(&b'/') => {
                let run;
                (i, run) = separator(bytes, i, &mut seen, &mut pending).ok()?;
                sink.separator(squares_read(large, empties, pieces), run, false);
                state = SEGMENT;
            }
            RANK => {
                // A single `/` after two one-digit ranks: the same `d/` after it, read at once.
                // (After a longer count left to the table, the next rank has two digits: no `d/`.)
                let repeats = common_prefix(bytes, i.wrapping_sub(1), i.wrapping_add(1)) / 2;
                let digit = u64::from(bytes.get(i.wrapping_sub(1))?.wrapping_sub(b'0'));
                let end = i.wrapping_add(repeats.wrapping_mul(2)).wrapping_add(1);
                sink.ranks(
                    squares_read(large, empties, pieces),
                    u128::from(digit),
                    repeats,
                    end,
                );
                empties = empties.wrapping_add(digit.wrapping_mul(repeats as u64));
                i = end;
                // The `/` is single when a rank followed it.
                state = RANK_SLASHED | if repeats > 0 { FLAG } else { state & FLAG };
            }
            LONG => {
                let run;
                (i, run) = separator(bytes, i.wrapping_sub(1), &mut seen, &mut pending).ok()?;
                sink.separator(squares_read(large, empties, pieces), run, true);
                state = SEGMENT;
            }
            END => break,
            _ => return None,
        }
    }
    if open_levels(seen, pending) != 0 {
        return None;
    }
    // Only single separators: one level, when there is any (the flag is
    // never cleared without a longer separator).
    let longest =
        (u64::BITS.wrapping_sub(pending.leading_zeros()) as usize).max(usize::from(seen & 1 != 0));
    Some(PlacementScan {
        end: i,
        empties: large.checked_add(u128::from(empties))?,
        pieces: pieces as u128,
        longest,
    })
}

/// The squares read: those of long counts, of one-digit counts, and the
/// pieces (for a sink: meaningless, and no panic, past `u128`).
#[inline(always)]
#[allow(clippy::inline_always)] // dead for the verdict alone
fn squares_read(large: u128, small: u64, pieces: usize) -> u128 {
    large
        .wrapping_add(u128::from(small))
        .wrapping_add(pieces as u128)
}

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

/// Why a separator of two or more `/` is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum SeparatorFault {
    /// It ends the field.
    EndsField,
    /// It breaks dimensional coherence; `run` is its number of `/`.
    Incoherent { run: usize },
}

/// The levels that the separators read, summed up in `seen` and `pending`
/// (see [`separator`]), leave open: bit `k - 1` for a structure of
/// dimension `k + 1` that lacks a separator of length `k`. 0 when every
/// structure is closed.
pub(crate) const fn open_levels(seen: u64, pending: u64) -> u64 {
    ((pending & !1) >> 1) & !seen
}

/// The levels a separator of `run` slashes (2 to 64) would leave open
/// (see [`open_levels`]); 0 when it keeps the board coherent.
pub(crate) const fn separator_gaps(seen: u64, pending: u64, run: usize) -> u64 {
    let bit = 1u64 << run.wrapping_sub(1);
    open_levels(seen, (pending & (bit | bit.wrapping_sub(1))) | bit)
}

/// Reads the separator (one or more `/`) at `start` and checks that it
/// keeps the board coherent. Bit `k - 1` of `seen`: a separator of length
/// exactly `k` appeared since the last longer one; bit `k - 1` of
/// `pending`: the last separator of length `k` still waits for its right
/// stretch. Returns the offset after it and its length.
// `i` stops at the end of `bytes`; `run` is at least 1: nothing wraps.
#[inline]
pub(crate) fn separator(
    bytes: &[u8],
    start: usize,
    seen: &mut u64,
    pending: &mut u64,
) -> Result<(usize, usize), SeparatorFault> {
    let mut i = start;
    while bytes.get(i) == Some(&b'/') {
        i = i.wrapping_add(1);
    }
    if matches!(bytes.get(i), None | Some(b' ')) {
        return Err(SeparatorFault::EndsField);
    }
    let run = i.wrapping_sub(start);
    if run > MAX_DIMENSIONS || separator_gaps(*seen, *pending, run) != 0 {
        return Err(SeparatorFault::Incoherent { run });
    }
    let bit = 1u64 << run.wrapping_sub(1);
    let below = bit.wrapping_sub(1);
    *seen = (*seen & !below) | bit;
    *pending = (*pending & !(bit | below)) | bit;
    Ok((i, run))
}

/// An empty rank: the count at `bytes[start..slash]`, alone in its
/// segment. When a single `/` at `slash` closes it, reads it and every
/// identical rank-and-`/` after it: returns the offset after them and the
/// number of ranks after the first. `None` leaves the rest to the table.
// `slash` is an offset of `bytes`; `repeats` counts chunks of the input.
#[inline(never)]
fn repeated_ranks(bytes: &[u8], start: usize, slash: usize) -> Option<(usize, usize)> {
    let next = slash.wrapping_add(1);
    if bytes.get(slash) != Some(&b'/') || matches!(bytes.get(next), None | Some(b'/' | b' ')) {
        return None;
    }
    // A lone rank (`9/1c5c1`), the common case, is told by its first byte.
    if bytes.get(next) != bytes.get(start) {
        return Some((next, 0));
    }
    let k = next.wrapping_sub(start);
    debug_assert!(k >= 2, "a rank is a count and a `/`");
    let mut repeats = common_prefix(bytes, start, next)
        .checked_div(k)
        .unwrap_or(0);
    let mut end = next.wrapping_add(repeats.wrapping_mul(k));
    // A last `/` that starts a longer separator or ends the field is left to the table.
    if repeats > 0 && matches!(bytes.get(end), None | Some(b'/' | b' ')) {
        repeats = repeats.wrapping_sub(1);
        end = end.wrapping_sub(k);
    }
    Some((end, repeats))
}

/// The length of the common prefix of `bytes[first..]` and
/// `bytes[second..]`, compared 16 bytes at a time.
// `len` counts bytes of the shorter slice: it never wraps.
#[inline]
fn common_prefix(bytes: &[u8], first: usize, second: usize) -> usize {
    // Past the end, nothing: no common prefix (the test below pins it).
    let left = bytes.get(first..).unwrap_or_default();
    let right = bytes.get(second..).unwrap_or_default();
    let word = |chunk: &[u8]| <[u8; 16]>::try_from(chunk).map_or(0, u128::from_le_bytes);
    let mut len: usize = 0;
    for (p, q) in left.chunks_exact(16).zip(right.chunks_exact(16)) {
        let diff = word(p) ^ word(q);
        if diff != 0 {
            // The first differing byte: the lowest set bit's byte.
            return len.wrapping_add((diff.trailing_zeros() / 8) as usize);
        }
        len = len.wrapping_add(16);
    }
    // `len` counts whole words of both: their tails start there. An empty
    // tail would only shorten the prefix, which callers then read through
    // the table: never a wrong count (and no branch here).
    let (left, right) = (
        left.get(len..).unwrap_or_default(),
        right.get(len..).unwrap_or_default(),
    );
    len.wrapping_add(left.iter().zip(right).take_while(|(p, q)| p == q).count())
}

#[cfg(test)]
mod tests {
    use super::*;

    const TERMINAL: u16 = suffix_row(1);
    const DERIVED: u16 = suffix_row(2);

    #[test]
    fn every_byte_in_every_state_has_its_outcome_in_the_table() {
        for row in 0..ROW_COUNT {
            for byte in 0..=255u8 {
                let at = usize::from(row) << 8 | usize::from(byte);
                assert_eq!(TABLE[at], next(row << 8, byte), "{row} {byte:#04x}");
            }
        }
        assert_eq!(next(SEGMENT, b' '), FAIL);
        assert_eq!(next(SEGMENT, b'/'), FAIL);
        assert_eq!(next(SEGMENT, b'0'), FAIL);
        assert_eq!(next(SEGMENT, b'7'), COUNT_ALONE);
        assert_eq!(next(LETTER | FLAG, b'7'), COUNT | FLAG);
        assert_eq!(next(COUNT, b'0'), MORE_DIGITS);
        assert_eq!(next(COUNT_ALONE, b'/'), RANK_SLASHED);
        assert_eq!(next(COUNT_ALONE | FLAG, b'/'), RANK_SLASHED | FLAG);
        assert_eq!(next(RANK_SLASHED, b'8'), COUNT_RANK | FLAG);
        assert_eq!(next(RANK_SLASHED, b'K'), LETTER | FLAG);
        assert_eq!(next(RANK_SLASHED, b'/'), LONG);
        assert_eq!(next(RANK_SLASHED, b' '), FAIL);
        assert_eq!(next(RANK_SLASHED, b'0'), FAIL);
        assert_eq!(next(COUNT_RANK | FLAG, b'/'), RANK);
        assert_eq!(next(COUNT_RANK, b'0'), MORE_DIGITS);
        assert_eq!(next(COUNT_RANK, b'K'), LETTER);
        assert_eq!(next(COUNT_RANK, b' '), END);
        assert_eq!(next(COUNT, b'/'), SLASHED);
        assert_eq!(next(SLASHED, b'/'), LONG);
        assert_eq!(next(SLASHED, b'K'), LETTER | FLAG);
        assert_eq!(next(SLASHED, b' '), FAIL);
        assert_eq!(next(MODIFIER, b'+'), FAIL);
        assert_eq!(next(LETTER, b'0'), FAIL);
        assert_eq!(next(DERIVED, b'^'), FAIL);
        assert_eq!(next(TERMINAL, b'\''), DERIVED);
        assert_eq!(next(MODIFIER | FLAG, b'k'), LETTER | FLAG);
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
}
