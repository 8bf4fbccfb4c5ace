//! A FEEN position's JSON attributes, pieces and hands, written straight
//! from its validated text in one walk: tokens and counts are copied as
//! written (the text is canonical), never parsed into values and encoded
//! again, and the shape is found on the way.
//!
//! The pieces are a million-line batch's bulk (`sashite feen inspect
//! --json`): they are written into a scratch buffer that a
//! [`JsonWriter`](crate::JsonWriter) keeps from one object to the next, a
//! few fixed-size copies per piece (the coordinates but the last are the
//! same for a whole row and kept as one block), then copied after the
//! attributes, which the walk finds (the shape).

use alloc::vec::Vec;

use sashite::Side;
use sashite::feen::View;

use crate::json::{PAIRS, decimal, push_uint, two_digits};

/// Boards of up to this many dimensions keep the walk's counters on the
/// stack.
const INLINE_DIMENSIONS: usize = 4;

/// `,"canonical":…` through `,"hands":{…}` (the keys of
/// [`Record::attributes`](crate::Record::attributes), then `pieces` and
/// `hands`); `scratch`: the pieces' buffer, reused (its contents do not
/// matter).
pub(crate) fn push_feen(out: &mut Vec<u8>, view: &View<'_>, scratch: &mut Vec<u8>) {
    // Valid FEEN is printable ASCII without `"` or `\`: no escapes.
    out.extend_from_slice(b",\"canonical\":\"");
    out.extend_from_slice(view.as_str().as_bytes());
    out.extend_from_slice(b"\",\"squares\":");
    push_uint(out, view.square_count());
    out.extend_from_slice(b",\"board_pieces\":");
    push_uint(out, view.board_piece_count());
    out.extend_from_slice(b",\"hand_pieces\":");
    push_uint(out, view.hand_piece_count());
    let dims = view.dimension_count().max(1);
    let mut stack = [0u128; 3 * INLINE_DIMENSIONS];
    let mut heap = Vec::new();
    let counters: &mut [u128] = if let Some(counters) = stack.get_mut(..3 * dims) {
        counters
    } else {
        heap.resize(3 * dims, 0);
        &mut heap
    };
    // The pieces first: the walk that writes them finds the shape.
    // Counted in 64 bits when the squares fit (kept in registers).
    let (written, cells) = if u64::try_from(view.square_count()).is_ok() {
        walk::<u64>(scratch, view, counters)
    } else {
        walk::<u128>(scratch, view, counters)
    };
    let levels = dims - 1;
    let firsts = counters.get(2 * levels..3 * levels).unwrap_or_default();
    middle(out, view, firsts, cells);
    // The entries each start with a comma: the list's bracket replaces
    // the first.
    out.extend_from_slice(b",\"pieces\":[");
    out.extend_from_slice(scratch.get(1..written).unwrap_or_default());
    out.extend_from_slice(b"],\"hands\":{\"first\":[");
    let (first, second) = view.hands().split_once('/').unwrap_or_default();
    push_hand(out, first);
    out.extend_from_slice(b"],\"second\":[");
    push_hand(out, second);
    out.extend_from_slice(b"]}");
}

/// `,"dimensions":…` through `,"inactive_style":"…"`; `firsts` and
/// `cells`: what [`walk`] found (`None`: irregular).
fn middle(out: &mut Vec<u8>, view: &View<'_>, firsts: &[u128], cells: Option<u128>) {
    out.extend_from_slice(b",\"dimensions\":");
    match cells {
        Some(cells) => {
            // The first structure's counts, outermost first, then the
            // squares of a row.
            let mut separator = b'[';
            for &axis in firsts.iter().rev().chain([&cells]) {
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
    out.push(b'"');
}

/// The longest row prefix (`,[[` and the coordinates but the last) kept
/// as one block of bytes.
const BLOCK: usize = 16;

/// The room a fast entry writes in: a row prefix, two digits, `],"`, a
/// token block of four bytes and `"]` (with the bytes past each piece's
/// end that fixed-size writes overwrite).
const FAST: usize = BLOCK + 2 + 8 + 2;

/// Writes `,[[coordinates],"token"]` for each piece of the placement at
/// the start of `scratch` (lengthened as needed; its contents do not
/// matter); returns the bytes written and, when the board is regular, the
/// squares of a row (its other axes are then the `first` counts, the last
/// third of `counters`, innermost first), `None` when irregular.
/// `counters`: `3 × dimensions` zeros.
///
/// Coordinates are outermost first, 0-based in reading order: a separator
/// of `len` slashes moves the axis `len` levels out from the innermost one
/// and resets those inside it.
#[inline(never)]
fn walk<C: Squares>(
    scratch: &mut Vec<u8>,
    view: &View<'_>,
    counters: &mut [u128],
) -> (usize, Option<u128>) {
    // The placement, followed in `text` by at least six bytes.
    let text = view.as_str().as_bytes();
    let bytes = text.get(..view.placement().len()).unwrap_or_default();
    let mut axes = Axes::new(counters);
    // The longest entry: `,[[` + (39 digits and a comma) per coordinate +
    // `],"` + a token block of four bytes + `"]`, and the bytes the fixed-
    // size writes overwrite.
    let room = 3 + 40 * axes.dims + 3 + 4 + 2 + FAST;
    let mut last = C::from(0);
    // The current row's prefix and its length (0: longer than a block).
    let (mut prefix, mut prefix_len) = row_prefix(axes.outer());
    let mut pos = 0;
    let mut at = 0;
    // The buffer is taken as a slice (its length stays in a register),
    // lengthened and taken again when an entry might not fit.
    loop {
        let buf = scratch.as_mut_slice();
        let len = buf.len();
        while let Some(&byte) = bytes.get(at) {
            if byte.is_ascii_digit() {
                // Mostly one digit.
                if bytes.get(at + 1).is_some_and(u8::is_ascii_digit) {
                    let end = run_end(bytes, at, true);
                    last = last.plus(C::parse(bytes.get(at..end).unwrap_or_default()));
                    at = end;
                } else {
                    last = last.plus(C::from(byte - b'0'));
                    at += 1;
                }
                continue;
            }
            if byte == b'/' {
                let end = run_end(bytes, at, false);
                if end == at + 1 {
                    axes.next_row(last.into());
                } else {
                    axes.separator(end - at, last.into());
                }
                (prefix, prefix_len) = row_prefix(axes.outer());
                last = C::from(0);
                at = end;
                continue;
            }
            if pos + room > len {
                break;
            }
            // Most pieces: a bare letter in a row with a short prefix,
            // at a column below 100.
            let next = bytes.get(at + 1).copied().unwrap_or(b' ');
            if let Some(small) = last.small()
                && prefix_len > 0
                && byte.is_ascii_alphabetic()
                && next != b'^'
                && next != b'\''
            {
                if let Some(entry) = buf.get_mut(pos..pos + FAST) {
                    let end = coordinates(entry, &prefix, prefix_len, small);
                    put(entry, end, &[b']', b',', b'"', byte, b'"', b']', 0, 0]);
                    pos += end + 6;
                }
                last = last.plus(C::from(1));
                at += 1;
                continue;
            }
            // The token, `[+-]? letter ^? '?`, read as a block of four
            // bytes.
            let token = if let Some(&[a, b, c, d]) = text.get(at..at + 4) {
                u32::from_le_bytes([a, b, c, d])
            } else {
                // Not in valid FEEN (the placement is followed by at
                // least six bytes): padded.
                let mut block = [b' '; 4];
                for (slot, &byte) in block.iter_mut().zip(bytes.get(at..).unwrap_or_default()) {
                    *slot = byte;
                }
                u32::from_le_bytes(block)
            };
            let token_len = token_len(token);
            match last.small() {
                Some(small) if prefix_len > 0 => {
                    if let Some(entry) = buf.get_mut(pos..pos + FAST) {
                        pos += coordinates(entry, &prefix, prefix_len, small);
                    }
                }
                _ => pos = push_coordinates(buf, pos, axes.outer(), last.into()),
            }
            // `],"`, the token block and `"`, then `"]` after the token.
            if let Some(entry) = buf.get_mut(pos..pos + 10) {
                let tail = u64::from_le_bytes(*b"],\"\0\0\0\0\"") | (u64::from(token) << 24);
                put(entry, 0, &tail.to_le_bytes());
                put(entry, 3 + token_len, b"\"]");
            }
            pos += 3 + token_len + 2;
            last = last.plus(C::from(1));
            at += token_len;
        }
        if at >= bytes.len() {
            return (pos, axes.end(last.into()));
        }
        let len = (2 * scratch.len()).max(pos + room).max(1024);
        scratch.resize(len, 0);
    }
}

/// Writes an entry's `,[[` and coordinates at the start of `entry`: the
/// row's prefix as a block and the last coordinate, `small` (below 100),
/// as two digits from the table (one: the second digit of `0d`); returns
/// their length.
#[inline]
fn coordinates(entry: &mut [u8], prefix: &[u8; BLOCK], prefix_len: usize, small: usize) -> usize {
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

/// The length of the piece token at the start of a block of four bytes
/// of valid FEEN (little-endian): `[+-]? letter ^? '?`.
#[inline]
const fn token_len(token: u32) -> usize {
    let [a, b, c, d] = token.to_le_bytes();
    let signed = a == b'+' || a == b'-';
    let (next, after) = if signed { (c, d) } else { (b, c) };
    let len = 1 + signed as usize;
    if next == b'^' {
        len + 1 + (after == b'\'') as usize
    } else {
        len + (next == b'\'') as usize
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

/// The axes a [`walk`] has crossed: the coordinates but the last, and
/// whether the board is regular so far.
///
/// The board is regular when every row holds the same number of squares
/// and every structure of a level the same number of children (as
/// [`View::shape`] says).
struct Axes<'a> {
    dims: usize,
    /// The coordinates but the last, outermost first.
    outer: &'a mut [u128],
    /// `children[k]`: separators of `k + 1` slashes in the current
    /// structure of level `k + 1`.
    children: &'a mut [u128],
    /// `first[k]`: the count in the first such structure (0 while
    /// unknown).
    first: &'a mut [u128],
    /// The squares of the first row, once ended.
    first_cells: Option<u128>,
    regular: bool,
}

impl<'a> Axes<'a> {
    /// `counters`: `3 × dimensions` zeros.
    fn new(counters: &'a mut [u128]) -> Self {
        let dims = (counters.len() / 3).max(1);
        let levels = dims - 1;
        let (outer, rest) = counters.split_at_mut(levels);
        let (children, rest) = rest.split_at_mut(levels);
        let first = rest.get_mut(..levels).unwrap_or_default();
        Self {
            dims,
            outer,
            children,
            first,
            first_cells: None,
            regular: true,
        }
    }

    fn outer(&self) -> &[u128] {
        self.outer
    }

    /// A separator of one slash after a row of `cells` squares: the
    /// [`separator`](Self::separator) met most, kept inline.
    #[inline]
    fn next_row(&mut self, cells: u128) {
        self.regular &= *self.first_cells.get_or_insert(cells) == cells;
        if let Some(count) = self.children.first_mut() {
            *count += 1;
        }
        if let Some(coord) = self.outer.last_mut() {
            *coord = coord.saturating_add(1);
        }
    }

    /// A separator of `len` slashes after a row of `cells` squares: the
    /// axis `len` levels out moves on, the ones inside it start again.
    #[inline(never)]
    fn separator(&mut self, len: usize, cells: u128) {
        let level = len - 1;
        self.regular &= *self.first_cells.get_or_insert(cells) == cells
            && close(level, self.children, self.first)
            && self.children.get(level).is_some();
        if let Some(count) = self.children.get_mut(level) {
            *count += 1;
        }
        let axis = (self.dims - 1).saturating_sub(len);
        if let Some(coord) = self.outer.get_mut(axis) {
            *coord = coord.saturating_add(1);
        }
        for coord in self.outer.iter_mut().skip(axis + 1) {
            *coord = 0;
        }
    }

    /// The squares of a row when the board, whose last row holds
    /// `cells`, is regular.
    fn end(self, cells: u128) -> Option<u128> {
        let regular = self.regular
            && self.first_cells.is_none_or(|first| first == cells)
            && close(self.dims - 1, self.children, self.first);
        regular.then_some(cells)
    }
}

/// Ends the structures of the `below` innermost levels: each must have as
/// many children as the first of its level.
fn close(below: usize, children: &mut [u128], first: &mut [u128]) -> bool {
    let mut same = true;
    for (child, first) in children.iter_mut().zip(first.iter_mut()).take(below) {
        let count = *child + 1;
        *child = 0;
        if *first == 0 {
            *first = count;
        } else {
            same &= *first == count;
        }
    }
    same
}

/// A count of squares along a row: `u64` when the board's squares fit
/// in it (most boards), `u128` for every board.
trait Squares: Copy + From<u8> + Into<u128> {
    /// `self + other` (saturating: valid counts fit).
    fn plus(self, other: Self) -> Self;

    /// A run of decimal digits (saturating: valid runs fit).
    fn parse(digits: &[u8]) -> Self;

    /// The value when below 100.
    fn small(self) -> Option<usize>;
}

macro_rules! squares {
    ($($int:ty),*) => {$(
        impl Squares for $int {
            #[inline]
            fn plus(self, other: Self) -> Self {
                self.saturating_add(other)
            }

            fn parse(digits: &[u8]) -> Self {
                digits.iter().fold(0, |n: Self, d| {
                    n.saturating_mul(10).saturating_add(Self::from(d - b'0'))
                })
            }

            #[inline]
            fn small(self) -> Option<usize> {
                usize::try_from(self).ok().filter(|&small| small < 100)
            }
        }
    )*};
}

squares!(u64, u128);

/// The end of the piece token starting at `start` in valid text:
/// `[+-]? letter ^? '?`.
fn token_end(bytes: &[u8], start: usize) -> usize {
    let mut end = start;
    if matches!(bytes.get(end), Some(b'+' | b'-')) {
        end += 1;
    }
    end += 1;
    if bytes.get(end) == Some(&b'^') {
        end += 1;
    }
    if bytes.get(end) == Some(&b'\'') {
        end += 1;
    }
    end
}

/// The end of the run of digits (or of slashes) from `start`.
fn run_end(bytes: &[u8], start: usize, digits: bool) -> usize {
    let mut end = start;
    while bytes.get(end).is_some_and(|b| {
        if digits {
            b.is_ascii_digit()
        } else {
            *b == b'/'
        }
    }) {
        end += 1;
    }
    end
}

/// `[count,"token"]` per item of one valid hand (`2PB`), separated by
/// commas; the count is copied as written, 1 when absent.
fn push_hand(out: &mut Vec<u8>, hand: &str) {
    let bytes = hand.as_bytes();
    let mut at = 0;
    while at < bytes.len() {
        if at > 0 {
            out.push(b',');
        }
        out.push(b'[');
        let digits = run_end(bytes, at, true);
        if digits == at {
            out.push(b'1');
        } else {
            out.extend_from_slice(bytes.get(at..digits).unwrap_or_default());
        }
        let end = token_end(bytes, digits);
        out.extend_from_slice(b",\"");
        out.extend_from_slice(bytes.get(digits..end).unwrap_or_default());
        out.extend_from_slice(b"\"]");
        at = end;
    }
}

#[cfg(test)]
mod tests {
    use alloc::format;
    use alloc::string::{String, ToString};
    use alloc::vec;
    use alloc::vec::Vec;

    use sashite::Side;
    use sashite::feen::{Run, View};

    use super::*;

    /// The same lists, built from the parsed view (runs, hand items).
    fn from_view(view: &View<'_>) -> (String, String) {
        let dims = view.dimension_count().max(1);
        let mut coords = vec![0u128; dims];
        let mut pieces = Vec::new();
        for run in view.runs() {
            match run {
                Run::Piece(piece) => {
                    let coords_text: Vec<String> = coords.iter().map(ToString::to_string).collect();
                    pieces.push(format!("[[{}],\"{piece}\"]", coords_text.join(",")));
                    *coords.last_mut().expect("a dimension") += 1;
                }
                Run::Empty(n) => *coords.last_mut().expect("a dimension") += n,
                Run::Separator(len) => {
                    let axis = dims - len - 1;
                    coords[axis] += 1;
                    coords[axis + 1..].fill(0);
                }
            }
        }
        let hand = |side| {
            let items: Vec<String> = view
                .hand(side)
                .map(|item| format!("[{},\"{}\"]", item.count(), item.piece()))
                .collect();
            items.join(",")
        };
        (
            pieces.join(","),
            format!("{}|{}", hand(Side::First), hand(Side::Second)),
        )
    }

    /// A 2 × 2 × … board of `dims` dimensions (entries too long to stage
    /// beyond 11), a piece on every other square.
    fn deep(dims: usize) -> String {
        let mut placement = "K1".to_string();
        for level in 1..dims {
            let slashes = "/".repeat(level);
            placement = format!("{placement}{slashes}{placement}");
        }
        format!("{placement} / C/c")
    }

    /// Valid positions from random placements of a few parts (regular
    /// and irregular boards, up to four dimensions).
    fn generated() -> Vec<String> {
        const PARTS: [&str; 10] = ["a", "B", "+c", "-D^'", "2", "1", "/", "//", "///", "K^"];
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        let mut valid = Vec::new();
        while valid.len() < 400 {
            let mut placement = String::new();
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let len = 1 + state % 14;
            for i in 0..len {
                let part = PARTS[usize::try_from((state >> (4 * i)) % 10).expect("small")];
                placement.push_str(part);
            }
            let feen = format!("{placement} / C/c");
            if View::parse(&feen).is_ok() {
                valid.push(feen);
            }
        }
        // Regular boards of 2 to 4 dimensions, squares filled at random.
        for n in 0..200u64 {
            let mut bits = n.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
            let dims = 2 + usize::try_from(n % 3).expect("small");
            let shape: Vec<usize> = (0..dims)
                .map(|k| 2 + (usize::try_from(n).expect("small") >> k) % 2)
                .collect();
            let mut placement = String::new();
            let total: usize = shape.iter().product();
            let mut empty = 0;
            for index in 0..total {
                if index > 0 {
                    // Slashes: one per axis whose index rolls over here.
                    let mut slashes = 0;
                    let mut stride = 1;
                    for &size in shape.iter().rev().take(dims - 1) {
                        stride *= size;
                        if index % stride == 0 {
                            slashes += 1;
                        }
                    }
                    if slashes > 0 {
                        if empty > 0 {
                            placement.push_str(&empty.to_string());
                            empty = 0;
                        }
                        placement.push_str(&"/".repeat(slashes));
                    }
                }
                bits = bits.rotate_left(7);
                if bits.trailing_zeros() >= 2 {
                    if empty > 0 {
                        placement.push_str(&empty.to_string());
                        empty = 0;
                    }
                    placement.push(if bits & 4 == 0 { 'p' } else { 'Q' });
                } else {
                    empty += 1;
                }
            }
            if empty > 0 {
                placement.push_str(&empty.to_string());
            }
            let feen = format!("{placement} / C/c");
            assert!(View::parse(&feen).is_ok(), "{feen}");
            valid.push(feen);
        }
        valid
    }

    #[test]
    fn the_generated_positions_cover_irregular_and_deep_boards() {
        let views: Vec<String> = generated();
        let views: Vec<View<'_>> = views
            .iter()
            .map(|f| View::parse(f).expect("valid"))
            .collect();
        assert!(views.iter().filter(|v| v.shape().is_none()).count() > 20);
        assert!(
            views
                .iter()
                .filter(|v| v.shape().is_some_and(|s| s.len() >= 3))
                .count()
                > 20
        );
    }

    #[test]
    fn the_text_walk_agrees_with_the_parsed_view() {
        // One scratch buffer for all: it keeps the earlier positions' bytes.
        let mut scratch = b"earlier bytes".to_vec();
        for feen in [
            "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c",
            "lnsgk^'gsnl/1r5b1/pppp1pp+Pp/9/9/9/PPPP1PP1P/1B5R1/LNSGK^GSNL 2P/p s/S",
            "ab/cd//AB/C1 P/ G/g",
            "rkr/pp//2P1/-K'a k/ S/s",
            "a/b//c/d///e/f//g/h / C/c",
            "99999999999999999999K 18446744073709551617P/ C/c",
            "K^ / C/c",
            "9/9/9/1K^7 10P2B+B-b'/2p S/s",
        ]
        .into_iter()
        .map(ToString::to_string)
        .chain(generated())
        .chain([deep(13)])
        {
            let feen = feen.as_str();
            let view = View::parse(feen).expect("valid");
            let dims = view.dimension_count().max(1);
            let shape_of = |counters: &[u128], cells: Option<u128>| {
                cells.map(|cells| {
                    let mut axes: Vec<u128> = counters[2 * (dims - 1)..3 * (dims - 1)]
                        .iter()
                        .rev()
                        .copied()
                        .collect();
                    axes.push(cells);
                    axes
                })
            };
            // The scratch buffer keeps earlier bytes.
            let mut counters = vec![0; 3 * dims];
            let (written, cells) = walk::<u128>(&mut scratch, &view, &mut counters);
            let shape = shape_of(&counters, cells);
            let pieces = String::from_utf8(scratch[..written].to_vec()).expect("UTF-8");
            let pieces = pieces.strip_prefix(',').unwrap_or_default().to_string();
            if u64::try_from(view.square_count()).is_ok() {
                let mut counters = vec![0; 3 * dims];
                let (written, cells) = walk::<u64>(&mut scratch, &view, &mut counters);
                assert_eq!(shape_of(&counters, cells), shape, "{feen}");
                assert_eq!(
                    scratch[..written].get(1..).unwrap_or_default(),
                    pieces.as_bytes(),
                    "{feen}"
                );
            }
            let (first, second) = view.hands().split_once('/').expect("two hands");
            let mut hands = Vec::new();
            push_hand(&mut hands, first);
            hands.push(b'|');
            push_hand(&mut hands, second);
            let hands = String::from_utf8(hands).expect("UTF-8");
            assert_eq!((pieces, hands), from_view(&view), "{feen}");
            assert_eq!(shape, view.shape().map(|shape| shape.to_vec()), "{feen}");
        }
    }
}
