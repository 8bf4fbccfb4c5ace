//! The byte-level EPIN parser: the only code that reads untrusted input.

use sashite_pin::{Found, Letter, State};

use crate::{Identifier, ParseError};

/// The derivation marker, U+0027 APOSTROPHE.
const MARKER: u8 = b'\'';

/// Reads the longest EPIN token at the start of `bytes`.
///
/// Returns the identifier and the number of bytes it spans (1 to 4), or
/// `None` when `bytes` does not start with a token. One pass: the state
/// modifier, the letter, then the two bytes after it matched together
/// against the markers (`^'`, `^`, `'`). Bytes after the token are not
/// looked at, so FEEN reads its pieces out of a longer string with this
/// (maximal munch).
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
    let (state, rest) = State::split_prefix(bytes);
    let [byte, tail @ ..] = rest else {
        return None;
    };
    let Some((letter, side)) = Letter::from_ascii_with_side(*byte) else {
        return None;
    };
    // The markers after the letter, matched together: `^'`, `^`, `'`.
    let (terminal, derived, marks) = match tail {
        [b'^', MARKER, ..] => (true, true, 2),
        [b'^', ..] => (true, false, 1),
        [MARKER, ..] => (false, true, 1),
        _ => (false, false, 0),
    };
    #[allow(clippy::arithmetic_side_effects)] // at most 1 + 1 + 2
    let len = !state.is_normal() as usize + 1 + marks;
    Some((Identifier::new(letter, side, state, terminal, derived), len))
}

/// Parses `bytes` as exactly one EPIN token.
///
/// One left-to-right pass, the same as PIN's: the state modifier, the
/// letter, then the whole remainder matched against the four endings a
/// token can have (nothing, `^`, `'`, `^'`). A rejection is built from what
/// the pass learnt, so nothing is read twice.
#[inline]
pub(crate) const fn parse_bytes(bytes: &[u8]) -> Result<Identifier, ParseError> {
    if bytes.is_empty() {
        return Err(ParseError::Empty);
    }
    let (state, rest) = State::split_prefix(bytes);
    let letter_at = !state.is_normal() as u8;
    let [byte, tail @ ..] = rest else {
        return Err(ParseError::Pin(sashite_pin::ParseError::ExpectedLetter {
            offset: 1,
            found: Found::EndOfInput,
        }));
    };
    let Some((letter, side)) = Letter::from_ascii_with_side(*byte) else {
        return Err(bad_letter(*byte, letter_at));
    };
    let (terminal, derived) = match tail {
        [] => (false, false),
        [b'^'] => (true, false),
        [MARKER] => (false, true),
        [b'^', MARKER] => (true, true),
        [after, ..] => {
            let terminal = *after == b'^';
            // `tail` is a suffix of `bytes`, and the PIN part is at most 3
            // bytes: neither operation can overflow.
            #[allow(clippy::arithmetic_side_effects)]
            let len = bytes.len() - tail.len() + terminal as usize;
            return Err(bad_end(bytes, terminal, len));
        }
    };
    Ok(Identifier::new(letter, side, state, terminal, derived))
}

/// Returns `true` when `bytes` is exactly one EPIN token.
#[inline]
pub(crate) const fn is_valid(bytes: &[u8]) -> bool {
    matches!(parse_prefix(bytes), Some((_, len)) if len == bytes.len())
}

/// The error when the byte where the letter belongs, at `offset` (0, or 1
/// after a state modifier), is not a letter: PIN's own error (the PIN part
/// starts at byte 0, so its offsets need no rebasing), or a misplaced
/// derivation marker.
///
/// Kept out of line, as is [`bad_end`]: inlined, the error paths crowd the
/// hot loop of a caller that parses many tokens (measured: about 8% slower
/// on the bench's mix of tokens). Not `#[cold]`: rejections are common.
#[inline(never)]
const fn bad_letter(byte: u8, offset: u8) -> ParseError {
    if byte == MARKER {
        return ParseError::MisplacedDerivationMarker { offset };
    }
    let found = Found::Byte(byte);
    let source = if offset == 0 {
        sashite_pin::ParseError::ExpectedModifierOrLetter { offset, found }
    } else {
        sashite_pin::ParseError::ExpectedLetter { offset, found }
    };
    ParseError::Pin(source)
}

/// The error when a PIN token, `len` bytes long (1 to 3) and `terminal` or
/// not, starts `bytes` but is followed by something other than one final
/// derivation marker.
#[inline(never)]
const fn bad_end(bytes: &[u8], terminal: bool, len: usize) -> ParseError {
    #[allow(clippy::cast_possible_truncation)] // a PIN token is at most 3 bytes
    let end = len as u8;
    match Found::at(bytes, len) {
        Found::Byte(MARKER) => {}
        // The PIN part goes on past its end (`K+'`, `K^^`, `KK'`): PIN's
        // own error for those bytes.
        found => {
            let source = if terminal {
                sashite_pin::ParseError::ExpectedEnd { offset: end, found }
            } else {
                sashite_pin::ParseError::ExpectedTerminalOrEnd { offset: end, found }
            };
            return ParseError::Pin(source);
        }
    }
    #[allow(clippy::arithmetic_side_effects)] // `len` ≤ 3
    let (after_marker, after_marker_at) = (end + 1, len + 1);
    match Found::at(bytes, after_marker_at) {
        Found::Byte(MARKER) => ParseError::DoubledDerivationMarker {
            offset: after_marker,
        },
        Found::Byte(b'^') if !terminal => ParseError::MisplacedDerivationMarker { offset: end },
        found => ParseError::ExpectedEnd {
            offset: after_marker,
            found,
        },
    }
}
