//! Where a style's name lives: inline when it is short, so that parsing a
//! realistic name never allocates, and boxed beyond.
//!
//! `sashite-pnn` holds its names in a `compact_str::CompactString`; this
//! crate cannot: a style's name is stored in proper case (`Chess`), not as
//! parsed (`CHESS`), and re-casing it costs a store-forwarding stall when
//! the bytes are set one by one (in the string, or in a buffer it copies),
//! which measured twice the time of the whole `parse` on the names bench.
//! Here the case is set on two words in registers, stored whole.

use alloc::boxed::Box;
use alloc::string::String;
use core::cmp::Ordering;
use core::fmt;
use core::hash::{Hash, Hasher};
use core::num::NonZeroU64;

/// The longest name held inline: 16 bytes, two 64-bit words, hold every
/// style name in use (the specification's longest example, `THREECHECK`,
/// has 10) and keep [`Storage`] at 24 bytes on 64-bit targets, a
/// `String`'s size. Parsing builds the words in registers and stores each
/// in one go; a 23-byte buffer, the most 24 bytes can hold, ends in a
/// 7-byte piece that the compiler writes in three stores and moves with one
/// load, which has to wait for them.
pub(crate) const INLINE: usize = 16;

/// An ASCII string, held inline up to [`INLINE`] bytes and boxed beyond.
///
/// Invariant: the text is ASCII (constructors are given checked bytes), so
/// its bytes are its characters and the inline bytes are UTF-8.
///
/// Equality, order and hash are those of the text, as for the `Box<str>`
/// this replaces, whichever form holds it; `Debug` shows the text.
#[derive(Clone)]
pub(crate) enum Storage {
    /// A text of 1 to [`INLINE`] bytes.
    Inline(Inline),
    /// Any other text (the empty text, which no name is, takes no
    /// allocation).
    Boxed(Box<str>),
}

/// The inline form: the text is the first `len` bytes, the rest are 0.
///
/// `len` is never 0, which leaves 0 to tell [`Storage`]'s variants apart:
/// no separate tag. `repr(C)` keeps the bytes first and `len` last, where
/// the boxed form does not reach. `len` is a whole word, not a byte: the
/// inline form is then two words of text and one of length, each written
/// by one store, and a move reads back each with one load (a byte `len`
/// was moved with the padding after it, in one load that had to wait for
/// the store of the byte).
#[derive(Clone)]
#[repr(C)]
pub(crate) struct Inline {
    bytes: [u8; INLINE],
    len: NonZeroU64,
}

impl Storage {
    /// A name in proper case, from `name`, which the caller has checked is
    /// ASCII letters and digits, a letter first: letters lowercased, then
    /// the first one uppercased. Inline when it fits: read as two words
    /// (see [`load`]), re-cased on the words and stored a word at a time;
    /// otherwise the one allocation.
    ///
    /// Measured on the names bench: `parse` as the byte-class check then
    /// this takes 94 ns, against 172 ns when the bytes were written one by
    /// one (then reread as words to be moved).
    #[allow(clippy::inline_always)] // inlined, the `Result` is built in the caller
    #[inline(always)]
    pub(crate) fn proper_case(name: &[u8]) -> Self {
        if let Some((low, high)) = load(name)
            && let Some(len) = inline_len(name.len())
        {
            // Letters and digits only: setting bit 5 lowercases a letter
            // and keeps a digit (only within the name: the bytes past its
            // end stay 0). The first byte is a letter: clearing its bit 5
            // uppercases it.
            let count = name.len();
            let low = (low | LOWERCASE_BITS & byte_mask(count)) & !0x20;
            let high = high | LOWERCASE_BITS & byte_mask(count.saturating_sub(8));
            return Self::Inline(Inline::from_words(low, high, len));
        }
        Self::proper_case_boxed(name)
    }

    /// [`proper_case`](Self::proper_case) for a name too long to be inline.
    #[inline]
    fn proper_case_boxed(name: &[u8]) -> Self {
        let mut name = name.to_ascii_lowercase();
        if let Some(first) = name.first_mut() {
            first.make_ascii_uppercase();
        }
        // ASCII is UTF-8, so the fallback is never taken.
        let name = String::from_utf8(name).unwrap_or_default();
        Self::Boxed(name.into_boxed_str())
    }

    pub(crate) fn as_bytes(&self) -> &[u8] {
        match self {
            Self::Inline(Inline { bytes, len }) => {
                // `len` ≤ 16: it converts.
                let len = usize::try_from(len.get()).unwrap_or(INLINE);
                bytes.get(..len).unwrap_or_default()
            }
            Self::Boxed(text) => text.as_bytes(),
        }
    }

    /// The text.
    pub(crate) fn as_str(&self) -> &str {
        match self {
            // ASCII is UTF-8, so the fallback is never taken.
            Self::Inline(_) => core::str::from_utf8(self.as_bytes()).unwrap_or_default(),
            Self::Boxed(text) => text,
        }
    }
}

/// The bytes of a 1- to 16-byte input as two little-endian words, 0 past
/// the end; `None` for any other length. Whole-word and half-word reads
/// that overlap, never one read per byte.
#[allow(clippy::inline_always)] // inlined, the `Result` is built in the caller
#[inline(always)]
fn load(bytes: &[u8]) -> Option<(u64, u64)> {
    let len = bytes.len();
    if len > INLINE {
        return None;
    }
    if let (Some(first), Some(last)) = (bytes.first_chunk::<8>(), bytes.last_chunk::<8>()) {
        // 8 to 16 bytes: the last eight, moved down over the bytes that
        // `low` already holds (all of them when there are exactly eight).
        #[allow(clippy::arithmetic_side_effects, clippy::cast_possible_truncation)]
        let shift = (8 * (2 * 8 - len)) as u32;
        let high = u64::from_le_bytes(*last).checked_shr(shift).unwrap_or(0);
        return Some((u64::from_le_bytes(*first), high));
    }
    if let (Some(first), Some(last)) = (bytes.first_chunk::<4>(), bytes.last_chunk::<4>()) {
        // 4 to 7 bytes: the first four and the last four, which overlap on
        // equal bytes.
        #[allow(clippy::arithmetic_side_effects)]
        let shift = 8 * (len - 4);
        let low =
            u64::from(u32::from_le_bytes(*first)) | u64::from(u32::from_le_bytes(*last)) << shift;
        return Some((low, 0));
    }
    let low = match *bytes {
        [a] => u64::from(a),
        [a, b] => u64::from(u16::from_le_bytes([a, b])),
        [a, b, c] => u64::from(u32::from_le_bytes([a, b, c, 0])),
        _ => return None,
    };
    Some((low, 0))
}

/// Bit 5 of every byte of a word.
const LOWERCASE_BITS: u64 = u64::from_ne_bytes([0x20; 8]);

/// The bits of the first `len` bytes (at most 8) of a little-endian word.
#[inline]
const fn byte_mask(len: usize) -> u64 {
    match len {
        // `len` < 8 here: the shift is less than 64.
        #[allow(clippy::arithmetic_side_effects)]
        0..8 => (1 << (8 * len)) - 1,
        _ => u64::MAX,
    }
}

/// `len` as an inline length, when a text that long is held inline.
#[inline]
const fn inline_len(len: usize) -> Option<NonZeroU64> {
    if len > INLINE {
        return None;
    }
    NonZeroU64::new(len as u64)
}

impl Inline {
    /// The inline text whose bytes are `words`, little-endian, `len` long.
    #[allow(clippy::inline_always)] // inlined, the `Result` is built in the caller
    #[inline(always)]
    fn from_words(low: u64, high: u64, len: NonZeroU64) -> Self {
        let mut bytes = [0; INLINE];
        let (first, second) = bytes.split_at_mut(8);
        first.copy_from_slice(&low.to_le_bytes());
        second.copy_from_slice(&high.to_le_bytes());
        Self { bytes, len }
    }
}

impl PartialEq for Storage {
    fn eq(&self, other: &Self) -> bool {
        self.as_bytes() == other.as_bytes()
    }
}

impl Eq for Storage {}

impl PartialOrd for Storage {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// Byte order of the texts, which is `str`'s order.
impl Ord for Storage {
    fn cmp(&self, other: &Self) -> Ordering {
        self.as_bytes().cmp(other.as_bytes())
    }
}

/// Hashes as the text's `str` does, so the hash is the one a `Box<str>`
/// gave.
impl Hash for Storage {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.as_str().hash(state);
    }
}

impl fmt::Debug for Storage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

#[cfg(test)]
mod tests {
    extern crate std;

    use alloc::string::ToString;
    use alloc::vec::Vec;
    use core::hash::BuildHasher;
    use std::hash::RandomState;

    use super::*;

    /// `len` bytes of proper-case name text: `N`, `Na`, `Na9`, `Na9a`, …
    fn text(len: usize) -> Vec<u8> {
        (0..len)
            .map(|i| match i {
                0 => b'N',
                _ if i % 2 == 0 => b'9',
                _ => b'a',
            })
            .collect()
    }

    fn boxed(text: &str) -> Storage {
        Storage::Boxed(Box::from(text))
    }

    fn hash(storage: &Storage, state: &RandomState) -> u64 {
        state.hash_one(storage)
    }

    #[test]
    fn the_boundary_round_trips() {
        for len in [1, INLINE - 1, INLINE, INLINE + 1, 4 * INLINE] {
            let bytes = text(len);
            let storage = Storage::proper_case(&bytes);
            assert_eq!(storage.as_bytes(), &bytes[..], "len {len}");
            assert_eq!(storage.as_str().as_bytes(), &bytes[..], "len {len}");
            assert_eq!(
                matches!(storage, Storage::Inline(_)),
                len <= INLINE,
                "len {len}"
            );
            assert_eq!(storage.clone(), storage, "len {len}");
        }
    }

    #[test]
    fn the_empty_text_is_boxed() {
        let storage = Storage::proper_case(b"");
        assert!(matches!(storage, Storage::Boxed(_)));
        assert_eq!(storage.as_str(), "");
    }

    #[test]
    fn proper_case_sets_the_case_of_every_length() {
        for len in [1, 2, 3, 4, 7, 8, 9, 15, 16, 17, 3 * INLINE] {
            let upper: Vec<u8> = b"QZ09AM".iter().copied().cycle().take(len).collect();
            let lower = upper.to_ascii_lowercase();
            let expected = text_in_proper_case(&upper);
            for input in [&upper, &lower] {
                let storage = Storage::proper_case(input);
                assert_eq!(storage.as_bytes(), &expected[..], "len {len}");
                assert_eq!(
                    matches!(storage, Storage::Inline(_)),
                    len <= INLINE,
                    "len {len}"
                );
            }
        }
    }

    fn text_in_proper_case(text: &[u8]) -> Vec<u8> {
        let mut out = text.to_ascii_lowercase();
        if let Some(first) = out.first_mut() {
            first.make_ascii_uppercase();
        }
        out
    }

    #[test]
    fn equality_and_hash_ignore_the_representation() {
        let state = RandomState::new();
        for len in [1, INLINE - 1, INLINE] {
            let bytes = text(len);
            let inline = Storage::proper_case(&bytes);
            let other = boxed(inline.as_str());
            assert!(matches!(inline, Storage::Inline(_)));
            assert_eq!(inline, other, "len {len}");
            assert_eq!(inline.cmp(&other), Ordering::Equal, "len {len}");
            assert_eq!(hash(&inline, &state), hash(&other, &state), "len {len}");
            // The hash is the text's, as with the `Box<str>` of old.
            assert_eq!(hash(&inline, &state), state.hash_one(inline.as_str()));
        }
    }

    #[test]
    fn order_is_the_texts_across_representations() {
        let long = alloc::format!("A{}", "a".repeat(INLINE));
        let mut mixed = [
            Storage::proper_case(b"B"),
            boxed("Ab"),
            Storage::proper_case(long.as_bytes()),
            Storage::proper_case(b"A"),
            boxed("A9"),
            Storage::proper_case(&text(INLINE)),
            boxed(&long[..INLINE]),
        ];
        mixed.sort();
        let sorted: Vec<&str> = mixed.iter().map(Storage::as_str).collect();
        let mut expected = sorted.clone();
        expected.sort_unstable();
        assert_eq!(sorted, expected);
        assert!(boxed("A") < Storage::proper_case(b"Aa"));
        assert!(Storage::proper_case(b"B") > boxed(&long));
        assert_ne!(Storage::proper_case(b"Ab"), boxed("Ac"));
    }

    #[test]
    fn debug_shows_the_text() {
        let inline = Storage::proper_case(b"Chess");
        assert_eq!(alloc::format!("{inline:?}"), "\"Chess\"");
        assert_eq!(alloc::format!("{:?}", boxed("Chess")), "\"Chess\"");
        assert_eq!(inline.as_str().to_string(), "Chess");
    }

    #[test]
    #[cfg(target_pointer_width = "64")]
    fn it_is_as_small_as_a_string() {
        assert_eq!(size_of::<Storage>(), 24);
    }

    fn words_of(bytes: &[u8]) -> (u64, u64) {
        let mut padded = [0; 16];
        for (dst, &src) in padded.iter_mut().zip(bytes) {
            *dst = src;
        }
        let (low, high) = padded.split_at(8);
        let word = |half: &[u8]| {
            half.iter()
                .rev()
                .fold(0, |word, &byte| word << 8 | u64::from(byte))
        };
        (word(low), word(high))
    }

    #[test]
    fn load_reads_every_length_exactly() {
        for len in 0..=INLINE + 1 {
            let bytes: Vec<u8> = (1..).take(len).collect();
            let loaded = load(&bytes);
            if (1..=INLINE).contains(&len) {
                assert_eq!(loaded, Some(words_of(&bytes)), "len {len}");
            } else {
                assert_eq!(loaded, None, "len {len}");
            }
        }
    }
}
