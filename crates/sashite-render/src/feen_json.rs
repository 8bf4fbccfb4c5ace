//! A FEEN position's JSON attributes, pieces and hands, written from the
//! view's accessors: its pieces come with their coordinates and token
//! spans from [`View::board_pieces`], so the renderer reads no FEEN itself.
//!
//! The pieces are a million-line batch's bulk (`sashite feen inspect
//! --json`): each entry is written as a few copies of fixed sizes (a copy
//! of unknown length is a call), the coordinates but the last kept as one
//! block for a whole row.

use alloc::vec::Vec;

use sashite::Side;
use sashite::feen::{Shape, View};
use sashite_protocol::decimal;

use crate::json_value::{push_fields, push_json_value, push_uint};
use crate::record::feen_fields;
use crate::value::Field;

/// `,"canonical":…` through `,"hands":{…}`: the FEEN attributes (the
/// list [`Record::attributes`](crate::Record::attributes) gives), then
/// `pieces` and `hands`.
pub(crate) fn push_feen(out: &mut Vec<u8>, view: &View<'_>) {
    // The pieces first: their walk finds the shape that the attributes
    // before them give, which are then moved into place.
    let head = out.len();
    out.extend_from_slice(b",\"pieces\":[");
    let shape = push_pieces(out, view);
    out.extend_from_slice(b"],\"hands\":{\"first\":[");
    push_hand(out, view, Side::First);
    out.extend_from_slice(b"],\"second\":[");
    push_hand(out, view, Side::Second);
    out.extend_from_slice(b"]}");
    let attributes = out.len();
    push_fields(out, &feen_fields(view, shape.as_deref()));
    if let Some(moved) = out.get_mut(head..) {
        moved.rotate_right(moved.len() - (attributes - head));
    }
}

/// The longest row prefix (`,[[` and the coordinates but the last) kept
/// as one block of bytes.
const BLOCK: usize = 16;

/// The longest piece token.
const TOKEN: usize = sashite::epin::Identifier::MAX_LEN;

/// The room a fast entry writes in: a row prefix, two digits, `],"`, a
/// token block and `"]` (with the bytes past the entry's end that the
/// fixed-size copies overwrite).
const FAST: usize = BLOCK + 2 + 3 + TOKEN + 2;

/// Writes `[[coordinates],"token"]` for each piece, separated by commas;
/// returns the board's shape.
fn push_pieces(out: &mut Vec<u8>, view: &View<'_>) -> Option<Shape> {
    let text = view.as_str().as_bytes();
    let mut pieces = view.board_pieces();
    // The entries each start with a comma: the first one's is written over
    // the list's bracket, then put back.
    let start = out.len();
    let mut pos = start.saturating_sub(1);
    let (mut prefix, mut prefix_len) = ([0; BLOCK], 0);
    while let Some(placed) = pieces.next() {
        let span = placed.span();
        let coordinates = pieces.coordinates();
        let (&column, outer) = coordinates.split_last().unwrap_or((&0, &[]));
        if placed.is_new_row() {
            (prefix, prefix_len) = row_prefix(outer);
        }
        // Valid FEEN has more than a token's bytes after the board.
        let token: Option<[u8; TOKEN]> = text
            .get(span.start..span.start + TOKEN)
            .and_then(|block| block.try_into().ok());
        match (decimal::small(column), token) {
            (Some((digits, width)), Some(token)) if prefix_len > 0 => {
                if pos + FAST > out.len() {
                    // The pieces' region doubles (the buffer before it is kept).
                    let len = (pos + FAST).max((2 * pos).saturating_sub(start));
                    out.resize(len.max(start + 1024), 0);
                }
                if let Some(entry) = out.get_mut(pos..pos + FAST) {
                    let mut at = prefix_len + width;
                    put(entry, 0, &prefix);
                    put(entry, prefix_len, &digits);
                    put(entry, at, b"],\"");
                    put(entry, at + 3, &token);
                    at += 3 + span.len();
                    put(entry, at, b"\"]");
                    pos += at + 2;
                }
            }
            _ => {
                out.truncate(pos);
                out.extend_from_slice(b",[");
                push_json_value(out, Field::Ints(Some(coordinates)));
                out.extend_from_slice(b",\"");
                out.extend_from_slice(text.get(span).unwrap_or_default());
                out.extend_from_slice(b"\"]");
                pos = out.len();
            }
        }
    }
    out.truncate(pos.max(start));
    if let Some(bracket) = out.get_mut(start.saturating_sub(1)) {
        *bracket = b'[';
    }
    pieces.into_shape()
}

/// Copies `bytes` into `entry` at `at` (the caller made room): a copy of
/// a fixed size.
#[inline]
fn put<const N: usize>(entry: &mut [u8], at: usize, bytes: &[u8; N]) {
    if let Some(slot) = entry.get_mut(at..at + N) {
        slot.copy_from_slice(bytes);
    }
}

/// `,[[` and the `outer` coordinates, each followed by a comma, as a
/// block, and its length; 0 when longer than a block.
///
/// The block is built in two integers: bytes stored one by one and read
/// back at once would wait for the stores to land (a stall on every row).
fn row_prefix(outer: &[u128]) -> ([u8; BLOCK], usize) {
    let (mut low, mut high) = (u64::from_le_bytes(*b",[[\0\0\0\0\0"), 0u64);
    let mut len = 3;
    for &coordinate in outer {
        match decimal::small(coordinate) {
            Some((digits, width)) if len + width < BLOCK => {
                for &byte in digits.iter().take(width).chain(b",") {
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
