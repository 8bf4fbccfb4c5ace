//! A FEEN position's JSON attributes, pieces and hands, written straight
//! from its validated text in one walk: tokens and counts are copied as
//! written (the text is canonical), never parsed into values and encoded
//! again, and the shape is found on the way.

use alloc::string::String;
use alloc::vec::Vec;

use sashite::feen::View;

use crate::json::{decimal, push_uint};

/// Boards of up to this many dimensions keep the walk's counters on the
/// stack.
const INLINE_DIMENSIONS: usize = 8;

/// `,"canonical":…` through `,"hands":{…}` (the keys of
/// [`Record::attributes`](crate::Record::attributes), then `pieces` and
/// `hands`).
pub(crate) fn push_feen(out: &mut String, view: &View<'_>) {
    // Valid FEEN is printable ASCII without `"` or `\`: no escapes.
    out.push_str(",\"canonical\":\"");
    out.push_str(view.as_str());
    out.push_str("\",\"squares\":");
    push_uint(out, view.square_count());
    out.push_str(",\"board_pieces\":");
    push_uint(out, view.board_piece_count());
    out.push_str(",\"hand_pieces\":");
    push_uint(out, view.hand_piece_count());
    // The pieces first: the walk that writes them finds the shape, which
    // is then written before them.
    let at = out.len();
    out.push_str(",\"pieces\":[");
    let dims = view.dimension_count().max(1);
    let mut stack = [0u128; 3 * INLINE_DIMENSIONS];
    let mut heap = Vec::new();
    let counters: &mut [u128] = if let Some(counters) = stack.get_mut(..3 * dims) {
        counters
    } else {
        heap.resize(3 * dims, 0);
        &mut heap
    };
    let mut staging = Staging::new();
    let cells = walk(out, view.placement(), counters, &mut staging);
    out.push_str("],\"hands\":{\"first\":[");
    let (first, second) = view.hands().split_once('/').unwrap_or_default();
    push_hand(out, first);
    out.push_str("],\"second\":[");
    push_hand(out, second);
    out.push_str("]}");
    // The middle attributes: staged when they fit (the walk left the
    // buffer empty), else gathered in a string.
    let levels = dims - 1;
    let firsts = counters.get(2 * levels..3 * levels).unwrap_or_default();
    if 90 + 40 * dims <= STAGING {
        middle(view, firsts, cells, &mut |bytes| staging.put_all(bytes));
        out.insert_str(at, staging.as_str());
    } else {
        let mut text = String::new();
        middle(view, firsts, cells, &mut |bytes| {
            text.push_str(core::str::from_utf8(bytes).unwrap_or_default());
        });
        out.insert_str(at, &text);
    }
}

/// `,"dimensions":…` through `,"inactive_style":"…"`, in ASCII pieces;
/// `firsts` and `cells`: what [`walk`] found (`None`: irregular).
fn middle(view: &View<'_>, firsts: &[u128], cells: Option<u128>, put: &mut dyn FnMut(&[u8])) {
    put(b",\"dimensions\":");
    match cells {
        Some(cells) => {
            // The first structure's counts, outermost first, then the
            // squares of a row.
            let mut separator = b'[';
            for &axis in firsts.iter().rev().chain([&cells]) {
                put(&[separator]);
                separator = b',';
                let (digits, at) = decimal(axis);
                put(digits.get(at..).unwrap_or_default());
            }
            put(b"]");
        }
        None => put(b"null"),
    }
    put(b",\"active_side\":\"");
    put(view.active_side().as_str().as_bytes());
    put(b"\",\"active_style\":\"");
    put(&[view.active_style().to_char() as u8]);
    put(b"\",\"inactive_style\":\"");
    put(&[view.inactive_style().to_char() as u8]);
    put(b"\"");
}

/// Writes `[[coordinates],"token"]` per piece of a valid placement,
/// separated by commas; returns the squares of a row when the board is
/// regular (its other axes are then the `first` counts, the last third of
/// `counters`, innermost first), `None` when irregular. `counters`:
/// `3 × dimensions` zeros.
///
/// Coordinates are outermost first, 0-based in reading order: a separator
/// of `len` slashes moves the axis `len` levels out from the innermost one
/// and resets those inside it. The board is regular when every row holds
/// the same number of squares and every structure of a level the same
/// number of children (as [`View::shape`] says).
fn walk(
    out: &mut String,
    placement: &str,
    counters: &mut [u128],
    staging: &mut Staging,
) -> Option<u128> {
    let bytes = placement.as_bytes();
    let dims = counters.len() / 3;
    let levels = dims - 1;
    // outer: the coordinates but the last; children[k]: separators of
    // k + 1 slashes in the current structure of level k + 1; first[k]: the
    // count in the first such structure (0 while unknown).
    let (outer, rest) = counters.split_at_mut(levels);
    let (children, rest) = rest.split_at_mut(levels);
    let first = rest.get_mut(..levels).unwrap_or_default();
    let mut last = 0u128;
    let mut first_cells = None;
    let mut regular = true;
    let mut written = false;
    // The longest entry: `,[[` + (39 digits and a comma) per coordinate +
    // `],"` + a token of at most 4 bytes + `"]`.
    let entry = 3 + 40 * dims + 3 + 4 + 2;
    let mut at = 0;
    while let Some(&byte) = bytes.get(at) {
        if byte.is_ascii_digit() {
            let end = run_end(bytes, at, true);
            last = last.saturating_add(count(bytes.get(at..end).unwrap_or_default()));
            at = end;
        } else if byte == b'/' {
            let end = run_end(bytes, at, false);
            let level = end - at - 1;
            regular &= *first_cells.get_or_insert(last) == last
                && close(level, children, first)
                && children.get(level).is_some();
            if let Some(count) = children.get_mut(level) {
                *count += 1;
            }
            // `len` slashes: the axis `len` levels out moves on, the ones
            // inside it start again.
            let axis = levels.saturating_sub(level + 1);
            if let Some(coord) = outer.get_mut(axis) {
                *coord = coord.saturating_add(1);
            }
            for coord in outer.iter_mut().skip(axis + 1) {
                *coord = 0;
            }
            last = 0;
            at = end;
        } else if entry > STAGING {
            // Too many dimensions to stage an entry: written directly.
            let end = token_end(bytes, at);
            out.push_str(if written { ",[[" } else { "[[" });
            written = true;
            for &coord in outer.iter() {
                push_uint(out, coord);
                out.push(',');
            }
            push_uint(out, last);
            out.push_str("],\"");
            out.push_str(placement.get(at..end).unwrap_or_default());
            out.push_str("\"]");
            last += 1;
            at = end;
        } else {
            let end = token_end(bytes, at);
            staging.make_room(out, entry);
            staging.put_all(if written { b",[[" } else { b"[[" });
            written = true;
            for &coord in outer.iter() {
                staging.put_uint(coord);
                staging.put(b',');
            }
            staging.put_uint(last);
            staging.put_all(b"],\"");
            // A token is one to four bytes: stored one by one (a slice
            // copy of unknown length is a call).
            for &byte in bytes.get(at..end).unwrap_or_default() {
                staging.put(byte);
            }
            staging.put_all(b"\"]");
            last += 1;
            at = end;
        }
    }
    staging.flush(out);
    regular &= first_cells.is_none_or(|first| first == last) && close(levels, children, first);
    regular.then_some(last)
}

/// ASCII output gathered on the stack and copied to the string in blocks:
/// a byte stored at a register-held index is cheaper than a `String::push`
/// (which reloads the string's length and capacity every time).
struct Staging {
    bytes: [u8; STAGING],
    len: usize,
}

/// The staging buffer's size.
const STAGING: usize = 512;

impl Staging {
    const fn new() -> Self {
        Self {
            bytes: [0; STAGING],
            len: 0,
        }
    }

    /// Copies the gathered bytes to `out` when fewer than `room` are free.
    fn make_room(&mut self, out: &mut String, room: usize) {
        if self.len + room > STAGING {
            self.flush(out);
        }
    }

    fn flush(&mut self, out: &mut String) {
        out.push_str(self.as_str());
        self.len = 0;
    }

    /// The gathered bytes (only ASCII is staged).
    fn as_str(&self) -> &str {
        core::str::from_utf8(self.bytes.get(..self.len).unwrap_or_default()).unwrap_or_default()
    }

    /// One byte; the caller made room.
    #[inline]
    fn put(&mut self, byte: u8) {
        if let Some(slot) = self.bytes.get_mut(self.len) {
            *slot = byte;
            self.len += 1;
        }
    }

    /// Several bytes; the caller made room. One slice copy: constant
    /// pieces (`"],\""`) become a few stores once inlined.
    #[inline]
    fn put_all(&mut self, bytes: &[u8]) {
        let end = self.len + bytes.len();
        if let Some(slot) = self.bytes.get_mut(self.len..end) {
            slot.copy_from_slice(bytes);
            self.len = end;
        }
    }

    /// A decimal integer (at most 39 digits; the caller made room).
    #[inline]
    fn put_uint(&mut self, value: u128) {
        if let Ok(digit @ 0..=9) = u8::try_from(value) {
            self.put(b'0' + digit);
        } else {
            let (digits, at) = decimal(value);
            self.put_all(digits.get(at..).unwrap_or_default());
        }
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

/// A token (one to four ASCII bytes), byte by byte: cheaper than a call
/// to copy so few.
#[inline]
fn push_token(out: &mut String, token: &str) {
    for c in token.chars() {
        out.push(c);
    }
}

/// A run of decimal digits (valid, so it fits).
fn count(digits: &[u8]) -> u128 {
    digits.iter().fold(0u128, |n, d| {
        n.saturating_mul(10).saturating_add(u128::from(d - b'0'))
    })
}

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
fn push_hand(out: &mut String, hand: &str) {
    let bytes = hand.as_bytes();
    let mut at = 0;
    while at < bytes.len() {
        if at > 0 {
            out.push(',');
        }
        out.push('[');
        let digits = run_end(bytes, at, true);
        if digits == at {
            out.push('1');
        } else {
            out.push_str(hand.get(at..digits).unwrap_or_default());
        }
        let end = token_end(bytes, digits);
        out.push_str(",\"");
        push_token(out, hand.get(digits..end).unwrap_or_default());
        out.push_str("\"]");
        at = end;
    }
}

#[cfg(test)]
mod tests {
    use alloc::format;
    use alloc::string::ToString;
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
            let mut pieces = String::new();
            let mut counters = vec![0; 3 * dims];
            let shape = walk(
                &mut pieces,
                view.placement(),
                &mut counters,
                &mut Staging::new(),
            )
            .map(|cells| {
                let mut axes: Vec<u128> = counters[2 * (dims - 1)..3 * (dims - 1)]
                    .iter()
                    .rev()
                    .copied()
                    .collect();
                axes.push(cells);
                axes
            });
            let (first, second) = view.hands().split_once('/').expect("two hands");
            let mut hands = String::new();
            push_hand(&mut hands, first);
            hands.push('|');
            push_hand(&mut hands, second);
            assert_eq!((pieces, hands), from_view(&view), "{feen}");
            assert_eq!(shape, view.shape().map(|shape| shape.to_vec()), "{feen}");
        }
    }
}
