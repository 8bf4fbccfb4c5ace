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
use sashite::feen::{BoardPieces, Shape, View};
use sashite_protocol::decimal;

use crate::json_value::{push_fields, push_json_value, push_uint};
use crate::record::feen_fields;
use crate::value::Field;

/// `,"canonical":…` through `,"hands":{…}`: the FEEN attributes (the
/// list [`Record::attributes`](crate::Record::attributes) gives), then
/// `pieces` and `hands`. `entries` is a working buffer kept from one
/// position to the next.
pub(crate) fn push_feen(out: &mut Vec<u8>, entries: &mut Vec<u8>, view: &View<'_>) {
    // The pieces first, aside: their walk finds the shape that the
    // attributes before them give.
    let (len, shape) = write_entries(entries, view.board_pieces(), view.as_str().as_bytes());
    push_fields(out, &feen_fields(view, shape.as_deref()));
    out.extend_from_slice(b",\"pieces\":[");
    // Each entry starts with a comma; the first one's is left out.
    out.extend_from_slice(entries.get(1..len).unwrap_or_default());
    out.extend_from_slice(b"],\"hands\":{\"first\":[");
    push_hand(out, view, Side::First);
    out.extend_from_slice(b"],\"second\":[");
    push_hand(out, view, Side::Second);
    out.extend_from_slice(b"]}");
}

/// The longest row prefix (`,[[` and the coordinates but the last) kept
/// as one block of bytes.
const BLOCK: usize = 16;

/// The longest piece token.
const TOKEN: usize = sashite::epin::Identifier::MAX_LEN;

/// The room an entry is written in: a power of two above its longest (a
/// row prefix, two digits, `],"`, a token and `"]`), so that offsets taken
/// modulo it need no bounds check.
const ROOM: usize = 32;

const _: () = assert!(BLOCK + 2 + 3 + TOKEN + 2 <= ROOM);

/// Writes `,[[coordinates],"token"]` for each of the `pieces` of the
/// FEEN string `text` at the start of `entries` (kept from one position to
/// the next, so that its bytes are seldom zeroed); returns the length
/// written and the board's shape.
fn write_entries(
    entries: &mut Vec<u8>,
    pieces: BoardPieces<'_>,
    text: &[u8],
) -> (usize, Option<Shape>) {
    let mut len = 0;
    let (mut prefix, mut prefix_len) = ([0; BLOCK], 0);
    let shape = pieces.for_each_placed(|placed, coordinates| {
        let span = placed.span();
        let (&column, outer) = coordinates.split_last().unwrap_or((&0, &[]));
        if placed.is_new_row() {
            (prefix, prefix_len) = row_prefix(outer);
        }
        // Valid FEEN has more than a token's bytes after the board.
        let token: Option<[u8; TOKEN]> = text
            .get(span.start..span.start + TOKEN)
            .and_then(|block| block.try_into().ok());
        if entries.len() < len + 2 * ROOM {
            entries.resize(2 * len + 1024, 0);
        }
        let room: Option<&mut [u8; 2 * ROOM]> = entries
            .get_mut(len..len + 2 * ROOM)
            .and_then(|room| room.try_into().ok());
        match (decimal::small(column), token, room) {
            (Some((digits, width)), Some(token), Some(room)) if prefix_len > 0 => {
                // Each offset is below `ROOM`: the modulo only proves it.
                let at = (prefix_len + width) % ROOM;
                let end = (at + 3 + span.len()) % ROOM;
                put(room, 0, &prefix);
                put(room, prefix_len % ROOM, &digits);
                put(room, at, b"],\"");
                put(room, at + 3, &token);
                put(room, end, b"\"]");
                len += end + 2;
            }
            _ => {
                // Coordinates too long for a block: written in full.
                entries.truncate(len);
                entries.extend_from_slice(b",[");
                push_json_value(entries, Field::Ints(Some(coordinates)));
                entries.extend_from_slice(b",\"");
                entries.extend_from_slice(text.get(span).unwrap_or_default());
                entries.extend_from_slice(b"\"]");
                len = entries.len();
            }
        }
    });
    (len, shape)
}

/// Copies `bytes` into `room` at `at`: a copy of a fixed size.
#[inline]
fn put<const N: usize, const R: usize>(room: &mut [u8; R], at: usize, bytes: &[u8; N]) {
    if let Some(slot) = room.get_mut(at..at + N) {
        slot.copy_from_slice(bytes);
    }
}

/// `,[[` and the `outer` coordinates, each followed by a comma, as a
/// block, and its length; 0 when longer than a block.
fn row_prefix(outer: &[u128]) -> ([u8; BLOCK], usize) {
    let mut block = [0; BLOCK];
    put(&mut block, 0, b",[[");
    let mut len = 3;
    for &coordinate in outer {
        match decimal::small(coordinate) {
            Some((digits, width)) if len + width < BLOCK => {
                put(&mut block, len, &digits);
                put(&mut block, len + width, b",");
                len += width + 1;
            }
            _ => return ([0; BLOCK], 0),
        }
    }
    (block, len)
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
