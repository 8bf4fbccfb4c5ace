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
pub const fn parse_prefix(bytes: &[u8]) -> Option<(Identifier, usize)> {
    let Some((pin, len)) = sashite_pin::parse_prefix(bytes) else {
        return None;
    };
    let derived = len < bytes.len() && bytes[len] == MARKER;
    Some((Identifier::from_pin(pin, derived), len + derived as usize))
}

/// Parses `bytes` as exactly one EPIN token.
pub(crate) const fn parse_bytes(bytes: &[u8]) -> Result<Identifier, ParseError> {
    match parse_prefix(bytes) {
        Some((identifier, len)) if len == bytes.len() => Ok(identifier),
        _ => Err(diagnose(bytes)),
    }
}

/// Returns `true` when `bytes` is exactly one EPIN token.
pub(crate) const fn is_valid(bytes: &[u8]) -> bool {
    matches!(parse_prefix(bytes), Some((_, len)) if len == bytes.len())
}

/// Finds the first byte of `bytes` that cannot belong to an EPIN token.
///
/// Only called once parsing has failed, so the fast path stays small.
#[cold]
const fn diagnose(bytes: &[u8]) -> ParseError {
    if bytes.is_empty() {
        return ParseError::Empty;
    }
    let Some((pin, len)) = sashite_pin::parse_prefix(bytes) else {
        // The state modifier or the letter is bad: PIN knows where.
        return pin_part(bytes);
    };
    match Found::at(bytes, len) {
        Found::Byte(MARKER) => {}
        // The PIN part goes on past its end (`K+'`, `K^^`, `KK'`).
        _ => return pin_part(bytes),
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

/// The error for a PIN part that fails where PIN's own grammar fails.
///
/// The PIN part starts at byte 0 of the EPIN input, so the PIN offset is
/// the EPIN offset; a derivation marker found there is misplaced.
#[cold]
const fn pin_part(bytes: &[u8]) -> ParseError {
    /// Where the PIN part starts in the EPIN input.
    const PIN_START: usize = 0;
    let source = match sashite_pin::Identifier::parse_bytes(bytes) {
        Err(source) => source,
        // Unreachable: only called on bytes that are not a PIN token.
        Ok(_) => sashite_pin::ParseError::Empty,
    };
    let offset = match source.offset() {
        Some(offset) => PIN_START + offset,
        None => PIN_START,
    };
    match source.found() {
        Some(Found::Byte(MARKER)) => ParseError::MisplacedDerivationMarker { offset },
        _ => ParseError::Pin { offset, source },
    }
}
