//! A short ASCII string held inline, for allocation-free encoding.

use core::fmt;
use core::ops::Deref;

/// An ASCII string of at most `N` bytes, held inline (no allocation).
///
/// Token crates return it from `encode()` (as `EncodedPin`, `EncodedSin`,
/// …), so a token can be written out in `no_std` code without a heap. It
/// dereferences to `str`, and compares with `str` and `&str` either way
/// round. A `String` compares through its slice (`encoded == string.as_str()`):
/// this crate never links `alloc`, so it has no `String` impls.
///
/// # Examples
///
/// ```
/// use sashite_protocol::InlineStr;
///
/// let text = InlineStr::<3>::from_ascii(b"+K^").expect("ASCII, 3 bytes");
/// assert_eq!(text.as_str(), "+K^");
/// assert_eq!(text.len(), 3); // through `Deref<Target = str>`
/// assert_eq!(text, "+K^");
/// assert_eq!("+K^", text);
/// let owned = String::from("+K^");
/// assert!(text == owned.as_str() && owned.as_str() == text);
/// assert!(InlineStr::<3>::from_ascii(b"+K^'").is_none());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct InlineStr<const N: usize> {
    bytes: [u8; N],
    len: u8,
}

impl<const N: usize> InlineStr<N> {
    /// The empty string.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_protocol::InlineStr;
    ///
    /// assert_eq!(InlineStr::<4>::new().as_str(), "");
    /// ```
    #[must_use]
    pub const fn new() -> Self {
        Self {
            bytes: [0; N],
            len: 0,
        }
    }

    /// Copies `text` in; `None` when it is longer than `N` (or than 255)
    /// bytes or is not all ASCII.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_protocol::InlineStr;
    ///
    /// assert!(InlineStr::<2>::from_ascii(b"k^").is_some());
    /// assert!(InlineStr::<2>::from_ascii("é".as_bytes()).is_none());
    /// ```
    #[must_use]
    pub const fn from_ascii(text: &[u8]) -> Option<Self> {
        if text.len() > N || text.len() > u8::MAX as usize || !text.is_ascii() {
            return None;
        }
        let mut bytes = [0; N];
        let (head, _) = bytes.split_at_mut(text.len()); // cannot panic: checked above, len ≤ N
        head.copy_from_slice(text);
        #[allow(clippy::cast_possible_truncation)] // checked above: len ≤ 255
        Some(Self {
            bytes,
            len: text.len() as u8,
        })
    }

    /// The string slice.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_protocol::InlineStr;
    ///
    /// let text = InlineStr::<4>::from_ascii(b"-p'").expect("ASCII");
    /// assert_eq!(text.as_str(), "-p'");
    /// ```
    #[must_use]
    pub const fn as_str(&self) -> &str {
        match core::str::from_utf8(self.as_bytes()) {
            Ok(text) => text,
            // Unreachable: `from_ascii` only ever stores ASCII.
            Err(_) => "",
        }
    }

    /// The bytes.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_protocol::InlineStr;
    ///
    /// let text = InlineStr::<3>::from_ascii(b"K^").expect("ASCII");
    /// assert_eq!(text.as_bytes(), b"K^");
    /// ```
    #[must_use]
    pub const fn as_bytes(&self) -> &[u8] {
        // `len ≤ N` by construction, so the split cannot fail.
        self.bytes.split_at(self.len as usize).0
    }
}

impl<const N: usize> Default for InlineStr<N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const N: usize> Deref for InlineStr<N> {
    type Target = str;

    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl<const N: usize> AsRef<str> for InlineStr<N> {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl<const N: usize> AsRef<[u8]> for InlineStr<N> {
    fn as_ref(&self) -> &[u8] {
        self.as_bytes()
    }
}

impl<const N: usize> PartialEq<str> for InlineStr<N> {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl<const N: usize> PartialEq<&str> for InlineStr<N> {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

/// `"K" == encoded`, the mirror of `encoded == "K"`.
///
/// # Examples
///
/// ```
/// use sashite_protocol::InlineStr;
///
/// let text = InlineStr::<3>::from_ascii(b"+K^").expect("ASCII");
/// assert!(*"+K^" == text);
/// assert!("+K^" == text);
/// assert!("K" != text);
/// ```
impl<const N: usize> PartialEq<InlineStr<N>> for str {
    fn eq(&self, other: &InlineStr<N>) -> bool {
        self == other.as_str()
    }
}

/// `"K" == encoded`, the mirror of `encoded == "K"`.
impl<const N: usize> PartialEq<InlineStr<N>> for &str {
    fn eq(&self, other: &InlineStr<N>) -> bool {
        *self == other.as_str()
    }
}

impl<const N: usize> fmt::Debug for InlineStr<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

/// Writes the string, honouring width and fill.
impl<const N: usize> fmt::Display for InlineStr<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}
