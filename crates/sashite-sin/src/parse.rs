//! The byte-level SIN parser: the only code that reads untrusted input.

use sashite_protocol::{Found, Letter};

use crate::{Identifier, ParseError};

/// Reads the SIN token at the start of `bytes`: its first byte, when that
/// byte is an ASCII letter. Returns the identifier and its length (always 1).
///
/// FEEN's style–turn field builds on this.
///
/// # Examples
///
/// ```
/// use sashite_sin::parse_prefix;
///
/// let (id, len) = parse_prefix(b"C/c").expect("a token");
/// assert_eq!((id.to_char(), len), ('C', 1));
/// assert_eq!(parse_prefix(b"/c"), None);
/// ```
#[inline]
#[must_use]
pub const fn parse_prefix(bytes: &[u8]) -> Option<(Identifier, usize)> {
    let [byte, ..] = bytes else {
        return None;
    };
    match Letter::from_ascii_with_side(*byte) {
        Some((letter, side)) => Some((Identifier::new(letter, side), 1)),
        None => None,
    }
}

/// Parses `bytes` as exactly one SIN token.
///
/// A one-byte input, the only kind that can be valid, is looked up whole
/// in [`ONE_BYTE`]; a longer one is rejected at its first byte when that is
/// not a letter, else at its second. Nothing past the second byte is read.
#[inline]
pub(crate) const fn parse_bytes(bytes: &[u8]) -> Result<Identifier, ParseError> {
    match *bytes {
        // A `u8` indexes the 256 entries: always in bounds.
        #[allow(clippy::indexing_slicing)]
        [byte] => ONE_BYTE[byte as usize],
        [] => Err(ParseError::Empty),
        [first, next, ..] => {
            if first.is_ascii_alphabetic() {
                Err(ParseError::ExpectedEnd {
                    offset: 1,
                    found: Found::Byte(next),
                })
            } else {
                Err(ParseError::ExpectedLetter {
                    offset: 0,
                    found: Found::Byte(first),
                })
            }
        }
    }
}

/// The result of parsing each one-byte input, by byte, built at compile
/// time by [`parse_one`]: a valid token then costs one load instead of
/// decoding its letter and side and packing them with the result's tag
/// (measured: a third fewer instructions per token).
const ONE_BYTE: [Result<Identifier, ParseError>; 256] = {
    let mut table = [Err(ParseError::Empty); 256];
    let mut byte = 0;
    while byte < table.len() {
        // `byte` is below 256: the index is in bounds, the cast exact.
        #[allow(clippy::indexing_slicing, clippy::cast_possible_truncation)]
        {
            table[byte] = parse_one(byte as u8);
        }
        byte = byte.wrapping_add(1);
    }
    table
};

/// Parses the one-byte input `[byte]`.
const fn parse_one(byte: u8) -> Result<Identifier, ParseError> {
    match Letter::from_ascii_with_side(byte) {
        Some((letter, side)) => Ok(Identifier::new(letter, side)),
        None => Err(ParseError::ExpectedLetter {
            offset: 0,
            found: Found::Byte(byte),
        }),
    }
}
