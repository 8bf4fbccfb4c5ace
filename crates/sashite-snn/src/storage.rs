//! Where a style's name lives: inline when it is short, so that parsing a
//! realistic name never allocates, and boxed beyond.
//!
//! `sashite-pnn` keeps a private twin of this type (the same core, each with
//! the operations its crate needs). It is not shared through
//! `sashite-protocol` on purpose: that crate promises no allocation, and
//! this type falls back to a `Box<str>`; sharing it would also make public,
//! and bind to semver, what is an implementation detail of two crates.

use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec;
use core::cmp::Ordering;
use core::convert::Infallible;
use core::fmt;
use core::hash::{Hash, Hasher};
use core::num::NonZeroU8;

/// The longest name held inline: 23 bytes keep [`Storage`] at 24 bytes on
/// 64-bit targets (a `String`'s size) and hold every style name in use; the
/// specification's longest example, `THREECHECK`, has 10.
pub(crate) const INLINE: usize = 23;

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
/// the boxed form does not reach (measured: the shortest parse code).
#[derive(Clone)]
#[repr(C)]
pub(crate) struct Inline {
    bytes: [u8; INLINE],
    len: NonZeroU8,
}

impl Storage {
    /// Builds a text of `len` bytes: `fill` is given them (all 0) to write,
    /// and must write ASCII only. Inline when `len` fits; otherwise the one
    /// allocation. The error and the value of `fill` are passed on.
    #[inline]
    pub(crate) fn build<T, E>(
        len: usize,
        fill: impl FnOnce(&mut [u8]) -> Result<T, E>,
    ) -> Result<(Self, T), E> {
        let mut bytes = [0; INLINE];
        let (Some(text), Some(short)) = (
            bytes.get_mut(..len),
            u8::try_from(len).ok().and_then(NonZeroU8::new),
        ) else {
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

    /// Copies `text`, which the caller has checked is ASCII.
    pub(crate) fn from_ascii(text: &[u8]) -> Self {
        let Ok((storage, ())) = Self::build(text.len(), |out| {
            // `out` is as long as `text`.
            for (dst, &byte) in out.iter_mut().zip(text) {
                *dst = byte;
            }
            Ok::<_, Infallible>(())
        });
        storage
    }

    /// The text's bytes.
    pub(crate) fn as_bytes(&self) -> &[u8] {
        match self {
            Self::Inline(Inline { bytes, len }) => {
                bytes.get(..usize::from(len.get())).unwrap_or_default()
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
            let storage = Storage::from_ascii(&bytes);
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
        let storage = Storage::from_ascii(b"");
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
    fn equality_and_hash_ignore_the_representation() {
        let state = RandomState::new();
        for len in [1, INLINE - 1, INLINE] {
            let bytes = text(len);
            let inline = Storage::from_ascii(&bytes);
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
            Storage::from_ascii(b"B"),
            boxed("AB"),
            Storage::from_ascii(long.as_bytes()),
            Storage::from_ascii(b"A"),
            boxed("A9"),
            Storage::from_ascii(&text(INLINE)),
            boxed(&long[..INLINE]),
        ];
        mixed.sort();
        let sorted: Vec<&str> = mixed.iter().map(Storage::as_str).collect();
        let mut expected = sorted.clone();
        expected.sort_unstable();
        assert_eq!(sorted, expected);
        assert!(boxed("A") < Storage::from_ascii(b"AA"));
        assert!(Storage::from_ascii(b"B") > boxed(&long));
        assert_ne!(Storage::from_ascii(b"AB"), boxed("AC"));
    }

    #[test]
    fn debug_shows_the_text() {
        let inline = Storage::from_ascii(b"Chess");
        assert_eq!(alloc::format!("{inline:?}"), "\"Chess\"");
        assert_eq!(alloc::format!("{:?}", boxed("Chess")), "\"Chess\"");
        assert_eq!(inline.as_str().to_string(), "Chess");
    }

    #[test]
    #[cfg(target_pointer_width = "64")]
    fn it_is_as_small_as_a_string() {
        assert_eq!(size_of::<Storage>(), 24);
    }
}
