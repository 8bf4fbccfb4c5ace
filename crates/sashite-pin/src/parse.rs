//! The byte-level PIN parser: the only code that reads untrusted input.

use sashite_protocol::{Found, Letter, State};

use crate::{Identifier, ParseError};

/// Reads the longest PIN token at the start of `bytes`.
///
/// Returns the identifier and the number of bytes it spans (1 to 3), or
/// `None` when `bytes` does not start with a token. Bytes after the token are
/// not looked at, except the one after the letter (to see whether it is `^`).
///
/// This is what notations that embed PIN (EPIN, FEEN) build on: one pass,
/// nothing read twice.
///
/// # Examples
///
/// ```
/// use sashite_pin::{parse_prefix, Identifier};
///
/// let (id, len) = parse_prefix(b"+K^'/8").expect("a token");
/// assert_eq!((id.to_string().as_str(), len), ("+K^", 3));
/// assert_eq!(parse_prefix(b"-"), None);
/// assert_eq!(parse_prefix(b"8/8"), None);
/// ```
#[must_use]
#[inline]
pub const fn parse_prefix(bytes: &[u8]) -> Option<(Identifier, usize)> {
    let (state, rest) = match bytes {
        [b'+', rest @ ..] => (State::Enhanced, rest),
        [b'-', rest @ ..] => (State::Diminished, rest),
        _ => (State::Normal, bytes),
    };
    let [byte, rest @ ..] = rest else {
        return None;
    };
    let Some((letter, side)) = Letter::from_ascii_with_side(*byte) else {
        return None;
    };
    let terminal = matches!(rest, [b'^', ..]);
    let len = !state.is_normal() as usize + 1 + terminal as usize;
    Some((Identifier::new(letter, side, state, terminal), len))
}

/// Parses `bytes` as exactly one PIN token.
pub(crate) const fn parse_bytes(bytes: &[u8]) -> Result<Identifier, ParseError> {
    match parse_prefix(bytes) {
        Some((identifier, len)) if len == bytes.len() => Ok(identifier),
        _ => Err(diagnose(bytes)),
    }
}

/// Finds the first byte of `bytes` that cannot belong to a PIN token.
///
/// Only called once parsing has failed, so the fast path stays small.
#[cold]
const fn diagnose(bytes: &[u8]) -> ParseError {
    let letter_at = match bytes {
        [] => return ParseError::Empty,
        [b'+' | b'-', ..] => 1,
        [first, ..] if first.is_ascii_alphabetic() => 0,
        [first, ..] => {
            return ParseError::ExpectedModifierOrLetter {
                offset: 0,
                found: Found::Byte(*first),
            };
        }
    };
    let found = Found::at(bytes, letter_at);
    if !matches!(found, Found::Byte(b'A'..=b'Z' | b'a'..=b'z')) {
        return ParseError::ExpectedLetter {
            offset: letter_at,
            found,
        };
    }
    let after_letter = letter_at + 1;
    match Found::at(bytes, after_letter) {
        Found::Byte(b'^') => ParseError::ExpectedEnd {
            offset: after_letter + 1,
            found: Found::at(bytes, after_letter + 1),
        },
        found => ParseError::ExpectedTerminalOrEnd {
            offset: after_letter,
            found,
        },
    }
}
