//! Where a name's string lives: inline when it is short, so that parsing a
//! realistic name never allocates, and boxed beyond.
//!
//! `sashite-snn` has a private twin of this type; see the notes there for
//! why it is not shared through `sashite-protocol`.

use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec;
use core::cmp::Ordering;
use core::fmt;
use core::hash::{Hash, Hasher};
use core::num::NonZeroU64;

use crate::words::load;

/// The longest name held inline: 16 bytes, two 64-bit words, hold every
/// piece name in use with both marks (the specification's longest example,
/// `+general^`, has 9) and keep [`Storage`] at 24 bytes on 64-bit targets,
/// a `String`'s size. Why two words and not the 23 bytes that would fit:
/// see the twin in `sashite-snn`.
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
/// the boxed form does not reach. `len` is a whole word so that each word
/// is written by one store and moved by one load (see `sashite-snn`).
#[derive(Clone)]
#[repr(C)]
pub(crate) struct Inline {
    bytes: [u8; INLINE],
    len: NonZeroU64,
}

impl Storage {
    /// Builds a text of `len` bytes: `fill` is given them (all 0) to write,
    /// and must write ASCII only. Inline when `len` fits; otherwise the one
    /// allocation. The error and the value of `fill` are passed on.
    #[allow(clippy::inline_always)] // see `Name::parse_bytes`
    #[inline(always)]
    pub(crate) fn build<T, E>(
        len: usize,
        fill: impl FnOnce(&mut [u8]) -> Result<T, E>,
    ) -> Result<(Self, T), E> {
        let mut bytes = [0; INLINE];
        let (Some(text), Some(short)) = (bytes.get_mut(..len), inline_len(len)) else {
            return Self::build_boxed(len, fill);
        };
        let value = fill(text)?;
        debug_assert!(text.is_ascii(), "`fill` writes ASCII only");
        Ok((Self::Inline(Inline { bytes, len: short }), value))
    }

    /// [`build`](Self::build) for a text too long to be inline; out of line,
    /// so that the inline path stays small.
    #[cold]
    #[inline(never)]
    fn build_boxed<T, E>(
        len: usize,
        fill: impl FnOnce(&mut [u8]) -> Result<T, E>,
    ) -> Result<(Self, T), E> {
        let mut text = vec![0; len];
        let value = fill(&mut text)?;
        // ASCII is UTF-8, so the fallback is never taken.
        let text = String::from_utf8(text).unwrap_or_default();
        Ok((Self::Boxed(text.into_boxed_str()), value))
    }

    /// Copies `text`, which the caller has checked is ASCII: inline when
    /// it fits, read as two words (see [`load`]) and stored a word at a
    /// time; otherwise the one allocation.
    #[allow(clippy::inline_always)] // see `Name::parse_bytes`
    #[inline(always)]
    pub(crate) fn from_checked(text: &[u8]) -> Self {
        if let Some((low, high)) = load(text)
            && let Some(len) = inline_len(text.len())
        {
            return Self::Inline(Inline::from_words(low, high, len));
        }
        Self::boxed(text)
    }

    /// A boxed copy of `text`, which the caller has checked is ASCII. Not
    /// `#[cold]`: measured, that made `parse` 25% slower (the inline path
    /// was laid out worse).
    #[inline]
    fn boxed(text: &[u8]) -> Self {
        // ASCII is UTF-8: the fallback is never taken.
        Self::Boxed(Box::from(core::str::from_utf8(text).unwrap_or_default()))
    }

    /// The text's bytes.
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

    /// Uppercases the text's letters in place.
    pub(crate) fn make_ascii_uppercase(&mut self) {
        match self {
            Self::Inline(Inline { bytes, .. }) => bytes.make_ascii_uppercase(),
            Self::Boxed(text) => text.make_ascii_uppercase(),
        }
    }

    /// Lowercases the text's letters in place.
    pub(crate) fn make_ascii_lowercase(&mut self) {
        match self {
            Self::Inline(Inline { bytes, .. }) => bytes.make_ascii_lowercase(),
            Self::Boxed(text) => text.make_ascii_lowercase(),
        }
    }
}

impl Inline {
    /// The inline text whose bytes are `low` and `high`, little-endian.
    #[allow(clippy::inline_always)] // part of `Name::parse_bytes`
    #[inline(always)]
    fn from_words(low: u64, high: u64, len: NonZeroU64) -> Self {
        let mut bytes = [0; INLINE];
        let (first, second) = bytes.split_at_mut(8);
        first.copy_from_slice(&low.to_le_bytes());
        second.copy_from_slice(&high.to_le_bytes());
        Self { bytes, len }
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

    /// `len` bytes of name text: `N`, `NA`, `NAA`, …
    fn text(len: usize) -> Vec<u8> {
        (0..len).map(|i| if i == 0 { b'N' } else { b'A' }).collect()
    }

    fn from_ascii(text: &[u8]) -> Storage {
        let built = Storage::build(text.len(), |out| {
            out.copy_from_slice(text);
            Ok::<_, ()>(())
        });
        built.expect("fill succeeds").0
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
            let storage = from_ascii(&bytes);
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
        let storage = from_ascii(b"");
        assert!(matches!(storage, Storage::Boxed(_)));
        assert_eq!(storage.as_str(), "");
    }

    #[test]
    fn build_passes_the_value_and_the_error_on() {
        for len in [INLINE, INLINE + 1] {
            let (storage, value) = Storage::build(len, |out| {
                out.fill(b'z');
                Ok::<_, ()>(out.len())
            })
            .expect("fill succeeds");
            assert_eq!((storage.as_bytes().len(), value), (len, len));
            assert!(storage.as_bytes().iter().all(|&b| b == b'z'));
            let failed = Storage::build(len, |out| Err::<(), _>(out.len()));
            assert_eq!(failed.err(), Some(len));
        }
    }

    #[test]
    fn from_checked_copies_every_length() {
        for len in [0, 1, 2, 3, 4, 7, 8, 9, 15, 16, 17, 3 * INLINE] {
            let input: Vec<u8> = b"+KING^".iter().copied().cycle().take(len).collect();
            let storage = Storage::from_checked(&input);
            assert_eq!(storage.as_bytes(), &input[..], "len {len}");
            assert_eq!(
                matches!(storage, Storage::Inline(_)),
                (1..=INLINE).contains(&len),
                "len {len}"
            );
        }
    }

    #[test]
    fn equality_and_hash_ignore_the_representation() {
        let state = RandomState::new();
        for len in [1, INLINE - 1, INLINE] {
            let bytes = text(len);
            let inline = from_ascii(&bytes);
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
        let long = "A".repeat(INLINE + 1);
        let mut mixed = [
            from_ascii(b"B"),
            boxed("AB"),
            from_ascii(long.as_bytes()),
            from_ascii(b"A"),
            boxed("A9"),
            from_ascii(&text(INLINE)),
            boxed(&long[..INLINE]),
        ];
        mixed.sort();
        let sorted: Vec<&str> = mixed.iter().map(Storage::as_str).collect();
        let mut expected = sorted.clone();
        expected.sort_unstable();
        assert_eq!(sorted, expected);
        assert!(boxed("A") < from_ascii(b"AA"));
        assert!(from_ascii(b"B") > boxed(&long));
        assert_ne!(from_ascii(b"AB"), boxed("AC"));
    }

    #[test]
    fn case_changes_keep_the_form_and_the_marks() {
        for len in [INLINE - 1, INLINE, INLINE + 1] {
            let lower: Vec<u8> = (0..len).map(|i| if i == 0 { b'+' } else { b'k' }).collect();
            let mut storage = from_ascii(&lower);
            let inline = matches!(storage, Storage::Inline(_));
            storage.make_ascii_uppercase();
            assert_eq!(
                storage.as_bytes(),
                &lower.to_ascii_uppercase()[..],
                "len {len}"
            );
            assert_eq!(matches!(storage, Storage::Inline(_)), inline, "len {len}");
            storage.make_ascii_lowercase();
            assert_eq!(storage.as_bytes(), &lower[..], "len {len}");
        }
    }

    #[test]
    fn debug_shows_the_text() {
        let inline = from_ascii(b"-pawn^");
        assert_eq!(alloc::format!("{inline:?}"), "\"-pawn^\"");
        assert_eq!(alloc::format!("{:?}", boxed("-pawn^")), "\"-pawn^\"");
        assert_eq!(inline.as_str().to_string(), "-pawn^");
    }

    #[test]
    #[cfg(target_pointer_width = "64")]
    fn it_is_as_small_as_a_string() {
        assert_eq!(size_of::<Storage>(), 24);
    }
}
