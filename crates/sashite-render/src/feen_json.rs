//! A FEEN position's JSON attributes, pieces and hands. The pieces are
//! written as the one validating reader tells them
//! ([`View::parse_visiting`]), in the pass that checks the string: the
//! renderer reads no FEEN itself, and walks the text once.
//!
//! The pieces are a million-line batch's bulk (`sashite feen inspect
//! --json`): each entry is written as a few copies of fixed sizes (a copy
//! of unknown length is a call), the coordinates but the last kept as one
//! block for a whole row.

use alloc::vec::Vec;
use core::ops::Range;

use sashite::Side;
use sashite::feen::{Limits, MAX_DIMENSIONS, ParseError, PlacementVisitor, View};
use sashite_protocol::decimal;

use crate::json_value::{push_json_value, push_uint};
use crate::value::Field;

/// The pieces and shape of the last FEEN position read, as JSON, and the
/// room they are written in, kept from one position to the next.
#[derive(Debug, Clone)]
pub(crate) struct FeenJson {
    /// The `pieces` entries, each starting with a comma; only
    /// `entries[..len]` (or `long`) is written.
    entries: Vec<u8>,
    len: usize,
    /// The entries, when one's coordinates do not fit a block (rare: no
    /// allocation otherwise), from the first such entry on.
    long: Option<Vec<u8>>,
    /// The levels known: 1 + the longest separator so far, and 2 before
    /// any (most boards have two dimensions: their entries are written
    /// with a row from the first on).
    known: usize,
    /// Where the levels known grew (an offset of the entries, and the
    /// number known before): the entries before it lack the new levels'
    /// coordinates, which are 0.
    growths: Vec<(usize, usize)>,
    /// The `dimensions` value.
    dimensions: Vec<u8>,
    /// `levels[k]`: the coordinate `k` levels out from the innermost one,
    /// for `k` below the levels known (`levels[0]`, the column, unused).
    levels: Vec<u128>,
}

impl Default for FeenJson {
    fn default() -> Self {
        Self::new()
    }
}

impl FeenJson {
    /// No position read yet.
    pub(crate) const fn new() -> Self {
        Self {
            entries: Vec::new(),
            len: 0,
            long: None,
            known: 2,
            growths: Vec::new(),
            dimensions: Vec::new(),
            levels: Vec::new(),
        }
    }

    /// Reads `input` as FEEN (default limits), its pieces and shape
    /// written as JSON as the reader tells them.
    ///
    /// # Errors
    ///
    /// The [`ParseError`] of [`View::try_from`]; the JSON kept is then
    /// meaningless.
    pub(crate) fn read<'a>(&mut self, input: &'a [u8]) -> Result<View<'a>, ParseError> {
        self.len = 0;
        self.long = None;
        self.growths.clear();
        self.dimensions.clear();
        // Each level is cleared when it becomes known.
        self.levels.resize(MAX_DIMENSIONS, 0);
        // Room for the entries of boards of up to 4,096 bytes (one per
        // byte at most), made before the pass; past it, entries are
        // written in full (`put_slow`).
        let room = input.len().min(4096).saturating_add(1).saturating_mul(ROOM);
        if self.entries.len() < room {
            self.entries.resize(room, 0);
        }
        self.known = 2;
        // Resized to MAX_DIMENSIONS (64) just above.
        let rows = self.levels.get_mut(1);
        *rows.expect("the levels are MAX_DIMENSIONS long") = 0;
        let mut entries = Entries {
            json: self,
            text: input,
            row_start: 0,
            row: Row::TOO_LONG,
            new_row: true,
        };
        View::parse_visiting(input, &Limits::DEFAULT, &mut entries)
    }

    /// [`read`](Self::read) for the view of a [`Record`](crate::Record),
    /// read with the default limits too.
    pub(crate) fn read_record(&mut self, view: &View<'_>) {
        // A record's view comes from `Record::new` or `JsonWriter::write_input`,
        // both with the default limits: the same string reads again.
        let read = self.read(view.as_str().as_bytes());
        read.expect("a record's view is valid FEEN under the default limits");
    }

    /// `,"canonical":…` through `,"hands":{…}`: the FEEN attributes (the
    /// list [`Record::attributes`](crate::Record::attributes) gives), then
    /// `pieces` and `hands`, of the position that [`read`](Self::read)
    /// read last, `view`.
    pub(crate) fn push(&self, out: &mut Vec<u8>, view: &View<'_>) {
        push_attributes(out, view, &self.dimensions);
        out.extend_from_slice(b",\"pieces\":");
        // Each entry starts with a comma: the first one's becomes the `[`.
        let start = out.len();
        let written = self
            .long
            .as_deref()
            .or_else(|| self.entries.get(..self.len));
        let written = written.expect("`len` counts the bytes written into the buffer");
        self.push_entries(out, written, view.dimension_count());
        match out.get_mut(start) {
            Some(comma) => *comma = b'[',
            None => out.push(b'['),
        }
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

    /// Copies the `written` entries to `out`, each with the coordinates of
    /// the board's `dimensions`: those of the levels found after it was
    /// written are 0, and a board of one dimension has no row.
    fn push_entries(&self, out: &mut Vec<u8>, written: &[u8], dimensions: usize) {
        let mut from = 0;
        let last = (written.len(), self.known);
        for &(until, known) in self.growths.iter().chain([&last]) {
            let segment = written.get(from..until);
            let segment = segment.expect("the levels grew at an offset of the entries, in order");
            if known == dimensions {
                out.extend_from_slice(segment);
            } else {
                push_resized(out, segment, known, dimensions);
            }
            from = until;
        }
    }
}

/// Copies the entries of `segment`, written with the coordinates of
/// `known` levels, to `out`, with those of `dimensions` levels: the
/// outermost ones, missing, are 0; a row of one dimension, 0, is left out.
#[cold]
fn push_resized(out: &mut Vec<u8>, mut segment: &[u8], known: usize, dimensions: usize) {
    let zeros = ZEROS.get(..dimensions.saturating_sub(known).saturating_mul(2));
    let zeros = zeros.expect("a valid board has at most MAX_DIMENSIONS dimensions");
    // Only a board of one dimension has fewer levels than its entries: `0,`.
    let extra = known.saturating_sub(dimensions).saturating_mul(2);
    // An entry is `,[[`, its coordinates, `],"`, its token and `"]`: the
    // next `[` is the next entry's.
    while let Some(entry) = segment.strip_prefix(b",[[") {
        out.extend_from_slice(b",[[");
        out.extend_from_slice(zeros);
        let end = entry.iter().position(|&byte| byte == b'[');
        let end = end.map_or(entry.len(), |next| next.saturating_sub(1));
        let (this, next) = entry.split_at(end);
        let kept = this.get(extra..);
        out.extend_from_slice(kept.expect("an entry written with a row holds its `0,`"));
        segment = next;
    }
    debug_assert!(segment.is_empty(), "the segment holds whole entries");
}

/// `0,` for each level of the largest board.
const ZEROS: [u8; 2 * MAX_DIMENSIONS] = {
    let mut zeros = [b','; 2 * MAX_DIMENSIONS];
    let mut k = 0;
    while k < MAX_DIMENSIONS {
        // `2 * k` is below the array's length.
        #[allow(clippy::indexing_slicing)]
        {
            zeros[2 * k] = b'0';
        }
        k += 1;
    }
    zeros
};

/// The visitor that writes each piece's entry as the reader tells it.
struct Entries<'j, 't> {
    json: &'j mut FeenJson,
    /// The FEEN string read.
    text: &'t [u8],
    /// The squares before the current segment.
    row_start: u128,
    /// The prefix of the current row's entries, when not `new_row`.
    row: Row,
    /// No piece was told since the last separator.
    new_row: bool,
}

/// Why the levels known fit the array: [`Entries::grow`] only grows them
/// inside it.
const LEVELS_FIT: &str = "the levels known fit the array of MAX_DIMENSIONS";

impl Entries<'_, '_> {
    /// The coordinates of the levels known but the innermost, innermost
    /// first.
    fn outer(&self) -> &[u128] {
        self.json.levels.get(1..self.json.known).expect(LEVELS_FIT)
    }

    /// The length of the entries written so far.
    fn written(&self) -> usize {
        self.json.long.as_ref().map_or(self.json.len, Vec::len)
    }

    /// Levels up to `len` out from the innermost one are known, from the
    /// entries written so far on.
    #[cold]
    fn grow(&mut self, len: usize) {
        // Past the array, the string is invalid: its events are ignored.
        let known = self.json.known;
        if let Some(new) = self.json.levels.get_mut(known..=len) {
            new.fill(0);
            let written = self.written();
            self.json.growths.push((written, known));
            self.json.known = len.saturating_add(1);
        }
    }

    /// The prefix of the entries of the row that starts; too long, once
    /// the entries are written in full.
    #[inline(never)]
    fn start_row(&mut self) {
        self.row = match (self.json.long.is_none(), self.outer()) {
            // A board of two dimensions (most): its row's prefix, looked up.
            (true, &[row]) => Row::of_row(row),
            (true, outer) => Row::of(outer.iter().rev()),
            (false, _) => Row::TOO_LONG,
        };
    }

    /// The entry of a piece at `column`, its token at `span`, that
    /// [`put_entry`] did not write, in full: its coordinates do not fit a
    /// block, or the room made before the pass is full (boards of more
    /// than 4,096 bytes). The entries after it are written in full too.
    #[cold]
    #[inline(never)]
    fn put_slow(&mut self, column: u128, span: &Range<usize>) {
        let mut coordinates = [0; MAX_DIMENSIONS];
        let outer = self.outer().iter().rev().chain([&column]);
        for (slot, &coordinate) in coordinates.iter_mut().zip(outer) {
            *slot = coordinate;
        }
        let coordinates = coordinates.get(..self.json.known).expect(LEVELS_FIT);
        let json = &mut *self.json;
        let written = json.entries.get(..json.len);
        let written = written.expect("`len` counts the bytes written into the buffer");
        let token = self.text.get(span.clone());
        let token = token.expect("a piece's span lies in the text it was read from");
        push_long_entry(&mut json.long, written, coordinates, token);
        self.row = Row::TOO_LONG;
    }
}

impl PlacementVisitor for Entries<'_, '_> {
    // In the reader's loop: a piece's entry is a few stores.
    #[inline(always)]
    #[allow(clippy::inline_always)]
    fn piece(&mut self, square: u128, span: Range<usize>) {
        if core::mem::take(&mut self.new_row) {
            self.start_row();
        }
        // Wrapping: an invalid string's events are only not to panic.
        let column = square.wrapping_sub(self.row_start);
        let json = &mut *self.json;
        // `row` is too long once the entries are written in full.
        if let Some(end) = put_entry(
            &mut json.entries,
            json.len,
            self.row,
            column,
            &span,
            self.text,
        ) {
            json.len = end;
        } else {
            self.put_slow(column, &span);
        }
    }

    fn separator(&mut self, square: u128, len: usize) {
        if len >= self.json.known {
            self.grow(len);
        }
        if let Some((moved, inside)) = self
            .json
            .levels
            .get_mut(1..=len)
            .and_then(<[u128]>::split_last_mut)
        {
            *moved = moved.wrapping_add(1);
            inside.fill(0);
        }
        self.row_start = square;
        self.new_row = true;
    }

    fn single_separators(&mut self, square: u128, cells: u128, count: usize) {
        let Some(more) = count.checked_sub(1) else {
            return;
        };
        if let Some(rows) = self.json.levels.get_mut(1) {
            *rows = rows.wrapping_add(count as u128);
        }
        self.row_start = square.wrapping_add(cells.wrapping_mul(more as u128));
        self.new_row = true;
    }

    fn shape(&mut self, shape: Option<&[u128]>) {
        let dimensions = &mut self.json.dimensions;
        // Two axes below 100 (most boards): two copies.
        if let Some(&[rows, columns]) = shape
            && let (Some((rows, rows_width)), Some((columns, columns_width))) =
                (followed_by(rows, COMMA), followed_by(columns, COMMA))
        {
            // `[`, then each axis and a comma (at most seven bytes), the last
            // comma turned into `]`.
            let len = 1 + rows_width + columns_width;
            let axes = u64::from(b'[') | rows << 8 | columns << (8 * (1 + rows_width));
            let closed = axes + (u64::from(b']' - b',') << (8 * (len - 1)));
            let bytes = closed.to_le_bytes();
            dimensions
                .extend_from_slice(bytes.get(..len).expect("two axes below 100 take 7 bytes"));
            return;
        }
        push_json_value(dimensions, Field::Ints(shape));
    }
}

/// The attributes of [`feen_fields`](crate::record::feen_fields), in its
/// order, their keys written as constants (a loop over the list copied
/// each key at its run-time length: a tenth of the whole object's cost).
/// `feen_objects_list_the_attributes_in_order_then_pieces_and_hands` pins
/// them to the list.
fn push_attributes(out: &mut Vec<u8>, view: &View<'_>, dimensions: &[u8]) {
    out.extend_from_slice(b",\"canonical\":\"");
    out.extend_from_slice(view.as_str().as_bytes());
    out.extend_from_slice(b"\",\"squares\":");
    push_uint(out, view.square_count());
    out.extend_from_slice(b",\"board_pieces\":");
    push_uint(out, view.board_piece_count());
    out.extend_from_slice(b",\"hand_pieces\":");
    push_uint(out, view.hand_piece_count());
    out.extend_from_slice(b",\"dimensions\":");
    out.extend_from_slice(dimensions);
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

/// The room an entry is written in: each part is copied at an offset
/// taken modulo [`HALF`], a power of two above the longest entry (a row
/// prefix, two digits, `],"`, a token and `"]`), so that every copy, of 8
/// bytes at most, stays inside it without a check.
const ROOM: usize = 2 * HALF;

/// See [`ROOM`].
const HALF: usize = 32;

const _: () = assert!(Row::BLOCK + 5 + TOKEN + 2 <= HALF);

/// Writes `,[[coordinates],"token"]` for the piece of the FEEN string
/// `text` at `span`, in the row `row` and at `column`, at `buffer[len..]`,
/// as four copies of fixed sizes; returns the length written so far, or
/// `None` for coordinates too long for a block (or entries written in
/// full, or a buffer too short).
#[inline(always)]
#[allow(clippy::inline_always)] // a few stores, per piece
fn put_entry(
    buffer: &mut [u8],
    len: usize,
    row: Row,
    column: u128,
    span: &Range<usize>,
    text: &[u8],
) -> Option<usize> {
    // Valid FEEN has more than a token's bytes after the board.
    let token = text
        .get(span.start..)
        .and_then(<[u8]>::first_chunk::<TOKEN>)?;
    let room = buffer
        .get_mut(len..)
        .and_then(<[u8]>::first_chunk_mut::<ROOM>)?;
    let (tail, width) = column_tail(column)?;
    if row.len == 0 {
        return None;
    }
    // Each offset is below `HALF`: the modulo only proves it.
    let at = row.len % HALF;
    let token_at = (at + width) % HALF;
    let end = (token_at + span.len()) % HALF;
    put(room, 0, &row.bytes.to_le_bytes());
    put(room, at, &tail.to_le_bytes());
    put(room, token_at, token);
    put(room, end, b"\"]");
    Some(len + end + 2)
}

/// The digits of each number below 100, from [`decimal::small`],
/// little-endian in the low 16 bits, and their number above: one table for
/// columns and outer coordinates (see [`followed_by`]), a load instead of a
/// division per piece.
const DIGITS: [u32; 100] = {
    let mut table = [0; 100];
    let mut n = 0;
    while n < table.len() {
        if let Some(([tens_or_unit, unit], width)) = decimal::small(n as u128) {
            // One or two digits: the cast is exact.
            #[allow(clippy::cast_possible_truncation)]
            let width = width as u32;
            let digits = if width == 1 {
                tens_or_unit as u32
            } else {
                tens_or_unit as u32 | (unit as u32) << 8
            };
            table[n] = digits | width << 16;
        }
        n += 1;
    }
    table
};

/// Each column below 100: its digits and `],"`, little-endian, their
/// number in the top byte. Natively, one load per piece; WebAssembly
/// computes it ([`followed_by`]) and is 800 bytes smaller.
#[cfg(not(target_arch = "wasm32"))]
static COLUMN_TAILS: [u64; 100] = {
    let mut table = [0; 100];
    let mut n = 0;
    while n < table.len() {
        let digits = DIGITS[n];
        let width = (digits >> 16) as usize;
        let tail = (digits & 0xFFFF) as u64 | CLOSE.0 << (8 * width);
        table[n] = tail | ((width + CLOSE.1) as u64) << 56;
        n += 1;
    }
    table
};

/// [`followed_by`]`(column, CLOSE)`: the bytes of a column in an entry up
/// to its token, and their number.
#[inline(always)]
#[allow(clippy::inline_always)] // a load, per piece
fn column_tail(column: u128) -> Option<(u64, usize)> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        let entry = *usize::try_from(column)
            .ok()
            .and_then(|n| COLUMN_TAILS.get(n))?;
        // The top byte holds at most 5.
        #[allow(clippy::cast_possible_truncation)]
        Some((entry & ((1 << 56) - 1), (entry >> 56) as usize))
    }
    #[cfg(target_arch = "wasm32")]
    {
        followed_by(column, CLOSE)
    }
}

/// What follows a column's digits in an entry: `],"`, little-endian, and
/// its length.
const CLOSE: (u64, usize) = (u32::from_le_bytes(*b"],\"\0") as u64, 3);

/// What follows a coordinate's digits but the last, or an axis's: `,`.
const COMMA: (u64, usize) = (b',' as u64, 1);

/// The digits of `n` (below 100), then the bytes `after` (as [`CLOSE`]
/// and [`COMMA`] give them), little-endian, and their number; `None` from
/// 100 on.
#[inline]
fn followed_by(n: u128, (after, after_len): (u64, usize)) -> Option<(u64, usize)> {
    let entry = usize::try_from(n).ok().and_then(|n| DIGITS.get(n))?;
    let width = (entry >> 16) as usize;
    Some((
        u64::from(entry & 0xFFFF) | after << (8 * width),
        width + after_len,
    ))
}

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

    /// The prefix of the rows of a board of two dimensions: [`Row::of`]
    /// for `[row]`.
    #[inline]
    fn of_row(row: u128) -> Self {
        match followed_by(row, COMMA) {
            Some((digits, width)) => Self {
                bytes: u128::from(u32::from_le_bytes(*b",[[\0")) | u128::from(digits) << 24,
                len: 3 + width,
            },
            None => Self::TOO_LONG,
        }
    }

    /// The prefix of the row at the `outer` coordinates, outermost first.
    fn of<'c>(outer: impl Iterator<Item = &'c u128>) -> Self {
        let mut bytes = u128::from(u32::from_le_bytes(*b",[[\0"));
        let mut len = 3;
        for &coordinate in outer {
            match followed_by(coordinate, COMMA) {
                Some((digits, width)) if len + width < Self::BLOCK => {
                    // Below 16 bytes in all: the shift stays in the block.
                    bytes |= u128::from(digits) << (8 * len);
                    len += width;
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

#[cfg(test)]
mod tests {
    use alloc::format;
    use alloc::vec;

    use super::*;

    /// The entries `read` wrote, and whether it wrote them all in full.
    fn entries(input: &str) -> (Vec<u8>, bool) {
        let mut json = FeenJson::new();
        json.read(input.as_bytes()).expect("valid FEEN");
        let written = json
            .long
            .as_deref()
            .or_else(|| json.entries.get(..json.len));
        let written = written.expect("written").to_vec();
        (written, json.long.is_some())
    }

    #[test]
    fn boards_of_small_coordinates_take_the_fixed_size_copies() {
        // The output alone cannot tell the copies from the entries written
        // in full: the copies must be taken where they fit.
        // Written with the levels known so far: the first entry gets its
        // plane when copied out (`push_entries`).
        let (written, in_full) = entries("k^1/2//1+P/2 / C/c");
        assert!(!in_full);
        assert_eq!(written, b",[[0,0],\"k^\"],[[1,0,1],\"+P\"]");
        let (written, in_full) = entries("K99/99k / C/c");
        assert!(!in_full);
        assert_eq!(written, b",[[0,0],\"K\"],[[1,99],\"k\"]");
        let (_, in_full) = entries("100K / C/c");
        assert!(in_full, "a column of three digits");
        // Two planes of 99 × 99 pieces: small coordinates, but more
        // entries than the room made for 4,096 bytes of board.
        let plane = [&*"K".repeat(99); 99].join("/");
        let (written, in_full) = entries(&format!("{plane}//{plane} / C/c"));
        assert!(in_full, "past the room made before the pass");
        assert!(written.starts_with(b",[[0,0],\"K\"],[[0,1],\"K\"]"));
        assert!(written.ends_with(b",[[1,98,97],\"K\"],[[1,98,98],\"K\"]"));
    }

    #[test]
    fn a_row_prefix_is_one_block_up_to_fifteen_bytes() {
        // `,[[` and the outer coordinates, each with its comma.
        let row = Row::of([10u128, 20, 30].iter());
        assert_eq!(
            (row.len, &row.bytes.to_le_bytes()[..row.len]),
            (12, &b",[[10,20,30,"[..])
        );
        let row = Row::of([10u128, 20, 30, 4].iter());
        assert_eq!(
            (row.len, &row.bytes.to_le_bytes()[..row.len]),
            (14, &b",[[10,20,30,4,"[..])
        );
        // Up to fifteen bytes, the 16 of a block with room to spare.
        let row = Row::of([10u128, 20, 30, 40].iter());
        assert_eq!(
            (row.len, &row.bytes.to_le_bytes()[..row.len]),
            (15, &b",[[10,20,30,40,"[..])
        );
        assert_eq!(Row::of([10u128, 20, 30, 40, 5].iter()).len, 0);
        assert_eq!(Row::of([100u128].iter()).len, 0);
        let row = Row::of_row(42);
        assert_eq!(
            (row.len, &row.bytes.to_le_bytes()[..row.len]),
            (6, &b",[[42,"[..])
        );
        assert_eq!(Row::of_row(100).len, 0);
        assert_eq!(
            followed_by(7, CLOSE),
            Some((u64::from_le_bytes(*b"7],\"\0\0\0\0"), 4))
        );
        assert_eq!(
            followed_by(99, COMMA),
            Some((u64::from_le_bytes(*b"99,\0\0\0\0\0"), 3))
        );
        assert_eq!(followed_by(100, COMMA), None);
        assert_eq!(vec![ZEROS[0], ZEROS[1], ZEROS[127]], [b'0', b',', b',']);
    }
}
