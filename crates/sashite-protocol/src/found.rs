//! What a parser found where it expected something else.

/// What a parser found at the position it reports in an error: a byte, or
/// the end of the input.
///
/// Every notation's `ParseError` carries one, so messages quote the bad byte
/// the same way everywhere: an ASCII byte in Rust's character-literal form
/// (`'+'`, `'\n'`, `'\0'`), any other byte in hexadecimal (the notations are
/// ASCII-only, so a byte of a multi-byte character is reported as such).
///
/// # Examples
///
/// ```
/// use sashite_protocol::Found;
///
/// assert_eq!(Found::Byte(b'+').to_string(), "'+'");
/// assert_eq!(Found::Byte(b'\n').to_string(), r"'\n'");
/// assert_eq!(Found::Byte(0xE2).to_string(), "non-ASCII byte 0xE2");
/// assert_eq!(Found::EndOfInput.to_string(), "the end of input");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
// A fixed layout, the tag then the byte: token parsers lay their results
// out so that the byte found and the letter read share a byte.
#[repr(u8)]
pub enum Found {
    /// A byte that is not allowed at that position.
    Byte(u8),
    /// The input ended where more was required.
    EndOfInput,
}

impl Found {
    /// The byte at `offset` in `bytes`, or [`Found::EndOfInput`] past the end.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_protocol::Found;
    ///
    /// assert_eq!(Found::at(b"+K", 1), Found::Byte(b'K'));
    /// assert_eq!(Found::at(b"+", 1), Found::EndOfInput);
    /// ```
    #[must_use]
    pub const fn at(bytes: &[u8], offset: usize) -> Self {
        match bytes.split_at_checked(offset) {
            Some((_, [byte, ..])) => Self::Byte(*byte),
            _ => Self::EndOfInput,
        }
    }

    /// The byte found, `None` at the end of the input.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_protocol::Found;
    ///
    /// assert_eq!(Found::Byte(b'x').byte(), Some(b'x'));
    /// assert_eq!(Found::EndOfInput.byte(), None);
    /// ```
    #[must_use]
    pub const fn byte(self) -> Option<u8> {
        match self {
            Self::Byte(byte) => Some(byte),
            Self::EndOfInput => None,
        }
    }
}

impl core::fmt::Display for Found {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match *self {
            Self::Byte(byte) if byte.is_ascii() => write!(f, "{:?}", char::from(byte)),
            Self::Byte(byte) => write!(f, "non-ASCII byte {byte:#04X}"),
            Self::EndOfInput => f.write_str("the end of input"),
        }
    }
}
