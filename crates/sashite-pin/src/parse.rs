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
    let [letter, rest @ ..] = rest else {
        return None;
    };
    if Letter::from_ascii(*letter).is_none() {
        return None;
    }
    let terminal = matches!(rest, [b'^', ..]);
    #[allow(clippy::arithmetic_side_effects)] // at most 1 + 1 + 1
    let len = !state.is_normal() as usize + 1 + terminal as usize;
    Some((Identifier::from_cased(*letter, state, terminal), len))
}

/// Parses `bytes` as exactly one PIN token.
///
/// One left-to-right pass: each byte is read once, and the error, when there
/// is one, is built where the pass stops, so invalid input costs no more
/// than valid input. A token that starts with its letter (the common case)
/// and one that starts with a state modifier are read by separate arms, so
/// that every offset is a constant: each outcome is then one constant and
/// at most one input byte (see [`Identifier`]'s layout).
#[inline]
pub(crate) const fn parse_bytes(bytes: &[u8]) -> Result<Identifier, ParseError> {
    let [first, rest @ ..] = bytes else {
        return Err(ParseError::Empty);
    };
    if Letter::from_ascii(*first).is_some() {
        return after_letter(*first, State::Normal, rest, 1);
    }
    let state = match *first {
        b'+' => State::Enhanced,
        b'-' => State::Diminished,
        found => {
            return Err(ParseError::ExpectedModifierOrLetter {
                offset: 0,
                found: Found::Byte(found),
            });
        }
    };
    let [letter, rest @ ..] = rest else {
        return Err(ParseError::ExpectedLetter {
            offset: 1,
            found: Found::EndOfInput,
        });
    };
    if Letter::from_ascii(*letter).is_none() {
        return Err(ParseError::ExpectedLetter {
            offset: 1,
            found: Found::Byte(*letter),
        });
    }
    after_letter(*letter, state, rest, 2)
}

/// The outcome of a token whose letter `cased` (checked) is followed by
/// `rest`, which starts at byte `at` (1 or 2): nothing or `^` ends the
/// token, anything else is an error there or just after the `^`.
#[inline]
const fn after_letter(
    cased: u8,
    state: State,
    rest: &[u8],
    at: u8,
) -> Result<Identifier, ParseError> {
    match *rest {
        [] => Ok(Identifier::from_cased(cased, state, false)),
        [b'^'] => Ok(Identifier::from_cased(cased, state, true)),
        [b'^', next, ..] => Err(ParseError::ExpectedEnd {
            // `at` is at most 2: no overflow.
            #[allow(clippy::arithmetic_side_effects)]
            offset: at + 1,
            found: Found::Byte(next),
        }),
        [next, ..] => Err(ParseError::ExpectedTerminalOrEnd {
            offset: at,
            found: Found::Byte(next),
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
