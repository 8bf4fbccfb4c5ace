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
#[inline]
pub(crate) const fn parse_bytes(bytes: &[u8]) -> Result<Identifier, ParseError> {
    match bytes {
        [] => Err(ParseError::Empty),
        [byte, rest @ ..] => match Letter::from_ascii_with_side(*byte) {
            None => Err(ParseError::ExpectedLetter {
                offset: 0,
                found: Found::Byte(*byte),
            }),
            Some((letter, side)) => match rest {
                [] => Ok(Identifier::new(letter, side)),
                [next, ..] => Err(ParseError::ExpectedEnd {
                    offset: 1,
                    found: Found::Byte(*next),
                }),
            },
        },
    }
}
