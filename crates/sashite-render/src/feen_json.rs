//! A FEEN position's JSON attributes, pieces and hands, written from the
//! view's accessors: its pieces come with their coordinates and token
//! spans from [`View::board_pieces`], so the renderer reads no FEEN
//! itself.
//!
//! The pieces are a million-line batch's bulk (`sashite feen inspect
//! --json`): each entry is a few fixed-size copies (the coordinates but
//! the last are the same for a whole row and kept as one block).

use alloc::vec::Vec;

use sashite::Side;
use sashite::feen::View;

use crate::number::{PAIRS, decimal, push_uint, two_digits};

/// `,"canonical":…` through `,"hands":{…}`: the keys of
/// [`Record::attributes`](crate::Record::attributes), then `pieces` and
/// `hands`.
pub(crate) fn push_feen(out: &mut Vec<u8>, view: &View<'_>) {
    // Valid FEEN is printable ASCII without `"` or `\`: no escapes.
    out.extend_from_slice(b",\"canonical\":\"");
    out.extend_from_slice(view.as_str().as_bytes());
    out.extend_from_slice(b"\",\"squares\":");
    push_uint(out, view.square_count());
    out.extend_from_slice(b",\"board_pieces\":");
    push_uint(out, view.board_piece_count());
    out.extend_from_slice(b",\"hand_pieces\":");
    push_uint(out, view.hand_piece_count());
    out.extend_from_slice(b",\"dimensions\":");
    match view.shape() {
        Some(shape) => {
            let mut separator = b'[';
            for &axis in shape.iter() {
                out.push(separator);
                separator = b',';
                push_uint(out, axis);
            }
            out.push(b']');
        }
        None => out.extend_from_slice(b"null"),
    }
    // Constant-length copies (a copy of unknown length is a call).
    out.extend_from_slice(match view.active_side() {
        Side::First => b",\"active_side\":\"first\",\"active_style\":\"",
        Side::Second => b",\"active_side\":\"second\",\"active_style\":\"",
    });
    out.push(view.active_style().to_char() as u8);
    out.extend_from_slice(b"\",\"inactive_style\":\"");
    out.push(view.inactive_style().to_char() as u8);
    out.extend_from_slice(b"\",\"pieces\":[");
    push_pieces(out, view);
    out.extend_from_slice(b"],\"hands\":{\"first\":[");
    push_hand(out, view, Side::First);
    out.extend_from_slice(b"],\"second\":[");
    push_hand(out, view, Side::Second);
    out.extend_from_slice(b"]}");
}

/// The longest row prefix (`,[[` and the coordinates but the last) kept
/// as one block of bytes.
const BLOCK: usize = 16;

/// The room a fast entry writes in: a row prefix, two digits, `],"`, a
/// token block and `"]` (with the bytes past each piece's
/// end that fixed-size writes overwrite).
const FAST: usize = BLOCK + 2 + 5 + TOKEN;

/// The longest piece token.
const TOKEN: usize = sashite::epin::Identifier::MAX_LEN;

/// Writes `[[coordinates],"token"]` for each piece, separated by commas.
fn push_pieces(out: &mut Vec<u8>, view: &View<'_>) {
    let text = view.as_str().as_bytes();
    let mut pieces = view.board_pieces();
    // The longest entry: `,[[` + (39 digits and a comma) per coordinate +
    // `],"` + a token block + `"]`, and the bytes the fixed-
    // size writes overwrite.
    let room = 3 + 40 * view.dimension_count().max(1) + 5 + TOKEN + FAST;
    // The entries each start with a comma: the first one's is written over
    // the list's bracket, then put back.
    let start = out.len();
    let mut pos = start.saturating_sub(1);
    let (mut prefix, mut prefix_len) = ([0; BLOCK], 0);
    while let Some(placed) = pieces.next() {
        let coordinates = pieces.coordinates();
        let (&column, outer) = coordinates.split_last().unwrap_or((&0, &[]));
        if placed.is_new_row() {
            (prefix, prefix_len) = row_prefix(outer);
        }
        if pos + room > out.len() {
            // The pieces' region doubles (the buffer before it is kept).
            let len = (pos + room)
                .max((2 * pos).saturating_sub(start))
                .max(start + 1024);
            out.resize(len, 0);
        }
        match usize::try_from(column).ok().filter(|&small| small < 100) {
            Some(small) if prefix_len > 0 => {
                if let Some(entry) = out.get_mut(pos..pos + FAST) {
                    pos += coordinates_block(entry, &prefix, prefix_len, small);
                }
            }
            _ => pos = push_coordinates(out, pos, outer, column),
        }
        // `],"`, a block of the longest token's length from the token on,
        // then `"]` over the bytes after the token.
        let span = placed.span();
        let token_len = span.len();
        let block = text
            .get(span.start..(span.start + TOKEN).min(text.len()))
            .unwrap_or_default();
        if let Some(entry) = out.get_mut(pos..pos + 5 + TOKEN) {
            put(entry, 0, b"],\"");
            put(entry, 3, block);
            put(entry, 3 + token_len, b"\"]");
        }
        pos += 3 + token_len + 2;
    }
    out.truncate(pos.max(start));
    if let Some(bracket) = out.get_mut(start.saturating_sub(1)) {
        *bracket = b'[';
    }
}

/// Writes an entry's `,[[` and coordinates at the start of `entry`: the
/// row's prefix as a block and the last coordinate, `small` (below 100),
/// as two digits from the table (one: the second digit of `0d`); returns
/// their length.
#[inline]
fn coordinates_block(
    entry: &mut [u8],
    prefix: &[u8; BLOCK],
    prefix_len: usize,
    small: usize,
) -> usize {
    let wide = usize::from(small >= 10);
    let from = 2 * small + 1 - wide;
    put(entry, 0, prefix);
    put(
        entry,
        prefix_len,
        PAIRS.get(from..from + 2).unwrap_or(b"00"),
    );
    prefix_len + 1 + wide
}

/// Copies `bytes` into `entry` at `at` (the caller made room).
#[inline]
fn put(entry: &mut [u8], at: usize, bytes: &[u8]) {
    if let Some(slot) = entry.get_mut(at..at + bytes.len()) {
        slot.copy_from_slice(bytes);
    }
}

/// Writes `,[[`, the `outer` coordinates each followed by a comma, and
/// `last` at `pos` (room was made); returns the end.
#[inline(never)]
fn push_coordinates(out: &mut [u8], mut pos: usize, outer: &[u128], last: u128) -> usize {
    if let Some(slot) = out.get_mut(pos..pos + 3) {
        slot.copy_from_slice(b",[[");
    }
    pos += 3;
    for &coord in outer {
        pos = put_decimal(out, pos, coord);
        if let Some(comma) = out.get_mut(pos) {
            *comma = b',';
        }
        pos += 1;
    }
    put_decimal(out, pos, last)
}

/// Writes `value` in decimal at `pos` (room was made); returns the end.
fn put_decimal(out: &mut [u8], pos: usize, value: u128) -> usize {
    let long;
    let digits = if let Some(digits) = two_digits(value) {
        digits
    } else {
        long = decimal(value);
        long.0.get(long.1..).unwrap_or_default()
    };
    if let Some(slot) = out.get_mut(pos..pos + digits.len()) {
        slot.copy_from_slice(digits);
    }
    pos + digits.len()
}

/// `,[[` and the `outer` coordinates, each followed by a comma, as a
/// block, and its length; 0 when longer than a block.
///
/// The block is built as two integers in registers: bytes stored one by
/// one and read back at once would wait for the stores to land (a stall
/// on every row).
fn row_prefix(outer: &[u128]) -> ([u8; BLOCK], usize) {
    // Two dimensions, below 100 rows: most boards, without a loop.
    if let &[row] = outer
        && let Ok(row @ 0..100) = u8::try_from(row)
    {
        let start = u64::from_le_bytes(*b",[[\0\0\0\0\0");
        let (digits, len) = if row < 10 {
            (u64::from(b'0' + row) | u64::from(b',') << 8, 5)
        } else {
            let tens = u64::from(b'0' + row / 10);
            let units = u64::from(b'0' + row % 10);
            (tens | units << 8 | u64::from(b',') << 16, 6)
        };
        return (u128::from(start | digits << 24).to_le_bytes(), len);
    }
    let mut low = u64::from_le_bytes(*b",[[\0\0\0\0\0");
    let mut high = 0u64;
    let mut len = 3;
    for &coord in outer {
        match two_digits(coord) {
            Some(digits) if len + digits.len() < BLOCK => {
                for &byte in digits.iter().chain(b",") {
                    if len < 8 {
                        low |= u64::from(byte) << (8 * len);
                    } else {
                        high |= u64::from(byte) << (8 * (len - 8));
                    }
                    len += 1;
                }
            }
            _ => return ([0; BLOCK], 0),
        }
    }
    (
        (u128::from(low) | (u128::from(high) << 64)).to_le_bytes(),
        len,
    )
}

/// `[count,"token"]` per item of one hand, separated by commas.
fn push_hand(out: &mut Vec<u8>, view: &View<'_>, side: Side) {
    for (k, item) in view.hand(side).enumerate() {
        if k > 0 {
            out.push(b',');
        }
        out.push(b'[');
        push_uint(out, item.count());
        out.extend_from_slice(b",\"");
        out.extend_from_slice(item.piece().encode().as_str().as_bytes());
        out.extend_from_slice(b"\"]");
    }
}
