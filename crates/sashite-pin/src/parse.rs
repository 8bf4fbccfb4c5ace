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
#[inline]
#[must_use]
pub const fn parse_prefix(bytes: &[u8]) -> Option<(Identifier, usize)> {
    let (state, rest) = State::split_prefix(bytes);
    let [byte, rest @ ..] = rest else {
        return None;
    };
    let Some((letter, side)) = Letter::from_ascii_with_side(*byte) else {
        return None;
    };
    let terminal = matches!(rest, [b'^', ..]);
    #[allow(clippy::arithmetic_side_effects)] // at most 1 + 1 + 1
    let len = !state.is_normal() as usize + 1 + terminal as usize;
    Some((Identifier::new(letter, side, state, terminal), len))
}

/// Parses `bytes` as exactly one PIN token.
///
/// One left-to-right pass: each byte is read once, and the error, when there
/// is one, is built where the pass stops, so invalid input costs no more
/// than valid input.
#[inline]
pub(crate) const fn parse_bytes(bytes: &[u8]) -> Result<Identifier, ParseError> {
    if bytes.is_empty() {
        return Err(ParseError::Empty);
    }
    let (state, rest) = State::split_prefix(bytes);
    let letter_at = !state.is_normal() as u8;
    let [byte, rest @ ..] = rest else {
        return Err(ParseError::ExpectedLetter {
            offset: letter_at,
            found: Found::EndOfInput,
        });
    };
    let Some((letter, side)) = Letter::from_ascii_with_side(*byte) else {
        let found = Found::Byte(*byte);
        return Err(if letter_at == 0 {
            ParseError::ExpectedModifierOrLetter { offset: 0, found }
        } else {
            ParseError::ExpectedLetter { offset: 1, found }
        });
    };
    // `letter_at` is 0 or 1, so these offsets are at most 3: no overflow.
    #[allow(clippy::arithmetic_side_effects)]
    let (after_letter, after_terminal) = (letter_at + 1, letter_at + 2);
    match rest {
        [] => Ok(Identifier::new(letter, side, state, false)),
        [b'^'] => Ok(Identifier::new(letter, side, state, true)),
        [b'^', next, ..] => Err(ParseError::ExpectedEnd {
            offset: after_terminal,
            found: Found::Byte(*next),
        }),
        [next, ..] => Err(ParseError::ExpectedTerminalOrEnd {
            offset: after_letter,
            found: Found::Byte(*next),
        }),
    }
}

/// Returns `true` when `bytes` is exactly one PIN token.
#[inline]
pub(crate) const fn is_valid_bytes(bytes: &[u8]) -> bool {
    matches!(split(bytes), Some((_, byte, _)) if byte.is_ascii_alphabetic())
}

/// Splits a whole token into its state, its letter byte (not yet checked)
/// and its terminal flag, by its shape alone; the length is matched first,
/// so over-long input is rejected before any byte is read.
#[inline]
const fn split(bytes: &[u8]) -> Option<(State, u8, bool)> {
    Some(match *bytes {
        [letter] => (State::Normal, letter, false),
        [letter, b'^'] => (State::Normal, letter, true),
        [b'+', letter] => (State::Enhanced, letter, false),
        [b'-', letter] => (State::Diminished, letter, false),
        [b'+', letter, b'^'] => (State::Enhanced, letter, true),
        [b'-', letter, b'^'] => (State::Diminished, letter, true),
        _ => return None,
    })
}
