//! A FEEN position's JSON attributes, pieces and hands, written from the
//! view's accessors: its pieces come with their coordinates and token
//! spans from [`View::board_pieces`], so the renderer reads no FEEN itself.
//!
//! The pieces are a million-line batch's bulk (`sashite feen inspect
//! --json`): each entry is written as a few copies of fixed sizes (a copy
//! of unknown length is a call), the coordinates but the last kept as one
//! block for a whole row.

use alloc::vec::Vec;
use core::ops::Range;

use sashite::Side;
use sashite::feen::View;
use sashite_protocol::decimal;

use crate::json_value::{push_json_value, push_uint};
use crate::value::Field;

/// `,"canonical":…` through `,"hands":{…}`: the FEEN attributes (the
/// list [`Record::attributes`](crate::Record::attributes) gives), then
/// `pieces` and `hands`. `entries` is a working buffer kept from one
/// position to the next.
pub(crate) fn push_feen(out: &mut Vec<u8>, entries: &mut Vec<u8>, view: &View<'_>) {
    // The pieces first, aside: their walk finds the shape that the
    // attributes before them give. The walk and the shape stay in this
    // frame (moving them copies kilobytes).
    let text = view.as_str().as_bytes();
    // Room for every entry, made before the walk: the entries are then
    // written into a slice, whose bounds stay in registers (a vector's
    // length is read again after each byte written).
    let pieces = usize::try_from(view.board_piece_count()).unwrap_or(usize::MAX);
    let room = pieces.saturating_add(1).saturating_mul(ROOM);
    if entries.len() < room {
        entries.resize(room, 0);
    }
    let (mut len, mut row) = (0, Row::TOO_LONG);
    // The entries of a board whose coordinates do not all fit a block,
    // from the first that does not on (rare: no allocation otherwise).
    let mut long: Option<Vec<u8>> = None;
    let buffer = entries.as_mut_slice();
    let shape = view.board_pieces().for_each_placed(|placed, coordinates| {
        let split = coordinates.split_last();
        let (&column, outer) = split.expect("a board has one dimension or more");
        if placed.is_new_row() {
            row = Row::of(outer);
        }
        let span = placed.span();
        if long.is_none()
            && let Some(end) = put_entry(buffer, len, row, column, span.clone(), text)
        {
            len = end;
        } else {
            let written = buffer.get(..len);
            let written = written.expect("`len` counts the bytes written into the buffer");
            let token = text.get(span);
            let token = token.expect("a piece's span lies in the text it was read from");
            push_long_entry(&mut long, written, coordinates, token);
        }
    });
    let entries = long.as_deref().unwrap_or_else(|| {
        let written = entries.get(..len);
        written.expect("`len` counts the bytes written into the buffer")
    });
    push_attributes(out, view, shape.as_deref());
    out.extend_from_slice(b",\"pieces\":[");
    // Each entry starts with a comma; the first one's is left out.
    let listed = match entries {
        [] => entries,
        [b',', rest @ ..] => rest,
        _ => unreachable!("each entry starts with a comma"),
    };
    out.extend_from_slice(listed);
    out.extend_from_slice(b"],\"hands\":{\"first\":[");
    // Most hands are empty: the view counts them without a read.
    if view.hand_count(Side::First) > 0 {
        push_hand(out, view, Side::First);
    }
    out.extend_from_slice(b"],\"second\":[");
    if view.hand_count(Side::Second) > 0 {
        push_hand(out, view, Side::Second);
    }
    out.extend_from_slice(b"]}");
}

/// The attributes of [`feen_fields`](crate::record::feen_fields), in its
/// order, their keys written as constants (a loop over the list copied
/// each key at its run-time length: a tenth of the whole object's cost).
/// `feen_objects_list_the_attributes_in_order_then_pieces_and_hands` pins
/// them to the list.
fn push_attributes(out: &mut Vec<u8>, view: &View<'_>, shape: Option<&[u128]>) {
    out.extend_from_slice(b",\"canonical\":\"");
    out.extend_from_slice(view.as_str().as_bytes());
    out.extend_from_slice(b"\",\"squares\":");
    push_uint(out, view.square_count());
    out.extend_from_slice(b",\"board_pieces\":");
    push_uint(out, view.board_piece_count());
    out.extend_from_slice(b",\"hand_pieces\":");
    push_uint(out, view.hand_piece_count());
    out.extend_from_slice(b",\"dimensions\":");
    push_json_value(out, Field::Ints(shape));
    let side: &[u8] = match view.active_side() {
        Side::First => b",\"active_side\":\"first\",\"active_style\":\"",
        Side::Second => b",\"active_side\":\"second\",\"active_style\":\"",
    };
    out.extend_from_slice(side);
    out.push(view.active_style().to_ascii());
    out.extend_from_slice(b"\",\"inactive_style\":\"");
    out.push(view.inactive_style().to_ascii());
    out.push(b'"');
}

/// The longest piece token.
const TOKEN: usize = sashite::epin::Identifier::MAX_LEN;

/// The room an entry is written in: a power of two above its longest (a
/// row prefix, two digits, `],"`, a token and `"]`), so that offsets taken
/// modulo it need no bounds check.
const ROOM: usize = 32;

const _: () = assert!(Row::BLOCK + 2 + 3 + TOKEN + 2 <= ROOM);

/// Writes `,[[coordinates],"token"]` for the piece of the FEEN string
/// `text` at `span`, in the row `row` and at `column`, at `buffer[len..]`,
/// as a few copies of fixed sizes; returns the length written so far, or
/// `None` for coordinates too long for a block (or a buffer too short).
#[inline]
fn put_entry(
    buffer: &mut [u8],
    len: usize,
    row: Row,
    column: u128,
    span: Range<usize>,
    text: &[u8],
) -> Option<usize> {
    // Valid FEEN has more than a token's bytes after the board.
    let token = text
        .get(span.start..)
        .and_then(<[u8]>::first_chunk::<TOKEN>)?;
    let room = buffer
        .get_mut(len..)
        .and_then(<[u8]>::first_chunk_mut::<ROOM>)?;
    let &(digits, width) = COLUMNS.get(usize::try_from(column).ok()?)?;
    if row.len == 0 {
        return None;
    }
    // Each offset is below `ROOM`: the modulo only proves it.
    let at = (row.len + usize::from(width)) % ROOM;
    let end = (at + 3 + span.len()) % ROOM;
    put(room, 0, &row.bytes.to_le_bytes());
    put(room, row.len % ROOM, &digits);
    put(room, at, b"],\"");
    put(room, at + 3, token);
    put(room, end, b"\"]");
    Some(len + end + 2)
}

/// The digits of each column below 100 and their number, as
/// [`decimal::small`] gives them: a load instead of a division per piece.
const COLUMNS: [([u8; 2], u8); 100] = {
    let mut columns = [([0; 2], 0); 100];
    let mut n = 0;
    while n < columns.len() {
        if let Some((digits, width)) = decimal::small(n as u128) {
            // One or two digits: the cast is exact.
            #[allow(clippy::cast_possible_truncation)]
            let width = width as u8;
            columns[n] = (digits, width);
        }
        n += 1;
    }
    columns
};

/// Writes an entry in full, its coordinates too long for a block, in
/// `long`: made at the first such entry, from the entries `written`
/// before it.
#[cold]
#[inline(never)]
fn push_long_entry(long: &mut Option<Vec<u8>>, written: &[u8], coordinates: &[u128], token: &[u8]) {
    let long = long.get_or_insert_with(|| written.to_vec());
    long.extend_from_slice(b",[");
    push_json_value(long, Field::Ints(Some(coordinates)));
    long.extend_from_slice(b",\"");
    long.extend_from_slice(token);
    long.extend_from_slice(b"\"]");
}

/// Copies `bytes` into `room` at `at`: a copy of a fixed size.
#[inline]
fn put<const N: usize, const R: usize>(room: &mut [u8; R], at: usize, bytes: &[u8; N]) {
    if let Some(slot) = room.get_mut(at..at + N) {
        slot.copy_from_slice(bytes);
    }
}

/// What the entries of one row start with: `,[[` and the coordinates but
/// the last, each followed by a comma.
#[derive(Debug, Clone, Copy)]
struct Row {
    /// The bytes, little-endian: built in a register, since a block
    /// written byte by byte and then read whole waits for the stores.
    bytes: u128,
    /// Their number; 0 when longer than [`Row::BLOCK`].
    len: usize,
}

impl Row {
    /// The longest prefix kept as one block.
    const BLOCK: usize = 16;

    /// A prefix too long for a block: its entries are written in full.
    const TOO_LONG: Self = Self { bytes: 0, len: 0 };

    /// The prefix of the row at the `outer` coordinates.
    fn of(outer: &[u128]) -> Self {
        let mut bytes = u128::from(u32::from_le_bytes(*b",[[\0"));
        let mut len = 3;
        for &coordinate in outer {
            match decimal::small(coordinate) {
                Some(([tens_or_unit, unit], width)) if len + width < Self::BLOCK => {
                    let digits = if width == 1 {
                        u128::from(tens_or_unit)
                    } else {
                        u128::from(u16::from_le_bytes([tens_or_unit, unit]))
                    };
                    // `len + width` is below 16: the shifts stay in the block.
                    bytes |= (digits | u128::from(b',') << (8 * width)) << (8 * len);
                    len += width + 1;
                }
                _ => return Self::TOO_LONG,
            }
        }
        Self { bytes, len }
    }
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
