//! The byte-level EPIN parser: the only code that reads untrusted input.

use sashite_pin::Found;

use crate::{Identifier, ParseError};

/// The derivation marker, U+0027 APOSTROPHE.
const MARKER: u8 = b'\'';

/// Reads the longest EPIN token at the start of `bytes`.
///
/// Returns the identifier and the number of bytes it spans (1 to 4), or
/// `None` when `bytes` does not start with a token. The PIN part is read by
/// [`sashite_pin::parse_prefix`]; then one more byte is looked at, to see
/// whether it is the derivation marker. Bytes after the token are not looked
/// at, so FEEN can read tokens out of a longer string (maximal munch).
///
/// # Examples
///
/// ```
/// use sashite_epin::parse_prefix;
///
/// let (id, len) = parse_prefix(b"+K^'/8").expect("a token");
/// assert_eq!((id.to_string().as_str(), len), ("+K^'", 4));
///
/// // `K'K` is the token `K'` followed by the token `K`.
/// let (id, len) = parse_prefix(b"K'K").expect("a token");
/// assert_eq!((id.to_string().as_str(), len), ("K'", 2));
///
/// assert_eq!(parse_prefix(b"'K"), None);
/// assert_eq!(parse_prefix(b"8/8"), None);
/// ```
#[must_use]
#[inline]
pub const fn parse_prefix(bytes: &[u8]) -> Option<(Identifier, usize)> {
    let Some((pin, len)) = sashite_pin::parse_prefix(bytes) else {
        return None;
    };
    let derived = len < bytes.len() && bytes[len] == MARKER;
    Some((Identifier::from_pin(pin, derived), len + derived as usize))
}

/// Parses `bytes` as exactly one EPIN token.
///
/// The same single pass as [`parse_prefix`]; what it learnt is handed to the
/// error path, so a rejection does not read the PIN part again.
#[inline]
pub(crate) const fn parse_bytes(bytes: &[u8]) -> Result<Identifier, ParseError> {
    let Some((pin, len)) = sashite_pin::parse_prefix(bytes) else {
        return Err(bad_start(bytes));
    };
    if len == bytes.len() {
        return Ok(Identifier::from_pin(pin, false));
    }
    if bytes[len] == MARKER && len + 1 == bytes.len() {
        return Ok(Identifier::from_pin(pin, true));
    }
    Err(bad_end(bytes, pin, len))
}

/// Returns `true` when `bytes` is exactly one EPIN token.
#[inline]
pub(crate) const fn is_valid(bytes: &[u8]) -> bool {
    matches!(parse_prefix(bytes), Some((_, len)) if len == bytes.len())
}

/// Where the PIN part starts in the EPIN input: PIN offsets are rebased by
/// this much.
const PIN_START: usize = 0;

/// The error when `bytes` does not even start with a PIN token: the state
/// modifier or the letter is bad. The error is PIN's own for those bytes,
/// rebased; a derivation marker found there is misplaced instead.
#[cold]
#[inline(never)]
const fn bad_start(bytes: &[u8]) -> ParseError {
    let (offset, source) = match bytes {
        [] => return ParseError::Empty,
        [b'+' | b'-', ..] => {
            let found = Found::at(bytes, 1);
            (
                1,
                sashite_pin::ParseError::ExpectedLetter { offset: 1, found },
            )
        }
        [first, ..] => {
            let found = Found::Byte(*first);
            let source = sashite_pin::ParseError::ExpectedModifierOrLetter { offset: 0, found };
            (0, source)
        }
    };
    match source.found() {
        Some(Found::Byte(MARKER)) => ParseError::MisplacedDerivationMarker {
            offset: PIN_START + offset,
        },
        _ => ParseError::Pin {
            offset: PIN_START + offset,
            source,
        },
    }
}

/// The error when the PIN token `pin`, `len` bytes long, starts `bytes` but
/// is followed by something other than one final derivation marker.
#[cold]
#[inline(never)]
const fn bad_end(bytes: &[u8], pin: sashite_pin::Identifier, len: usize) -> ParseError {
    match Found::at(bytes, len) {
        Found::Byte(MARKER) => {}
        // The PIN part goes on past its end (`K+'`, `K^^`, `KK'`): PIN's
        // own error for those bytes, rebased.
        found => {
            let source = if pin.is_terminal() {
                sashite_pin::ParseError::ExpectedEnd { offset: len, found }
            } else {
                sashite_pin::ParseError::ExpectedTerminalOrEnd { offset: len, found }
            };
            return ParseError::Pin {
                offset: PIN_START + len,
                source,
            };
        }
    }
    let after_marker = len + 1;
    match Found::at(bytes, after_marker) {
        Found::Byte(MARKER) => ParseError::DoubledDerivationMarker {
            offset: after_marker,
        },
        Found::Byte(b'^') if !pin.is_terminal() => {
            ParseError::MisplacedDerivationMarker { offset: len }
        }
        found => ParseError::ExpectedEnd {
            offset: after_marker,
            found,
        },
    }
}
