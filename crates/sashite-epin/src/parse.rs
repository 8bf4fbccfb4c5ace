//! The byte-level EPIN parser: the only code that reads untrusted input.

use sashite_pin::{Found, Letter, Side, State};

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
/// the pass learnt, so nothing is read twice. A token that starts with its
/// letter and one that starts with a state modifier go through separate
/// arms, so that every offset is a constant.
#[inline]
pub(crate) const fn parse_bytes(bytes: &[u8]) -> Result<Identifier, ParseError> {
    let [first, rest @ ..] = bytes else {
        return Err(ParseError::Empty);
    };
    if let Some((letter, side)) = Letter::from_ascii_with_side(*first) {
        return after_letter(letter, side, State::Normal, rest, 1);
    }
    let state = match *first {
        b'+' => State::Enhanced,
        b'-' => State::Diminished,
        found => return Err(bad_letter(found, 0)),
    };
    let [letter, rest @ ..] = rest else {
        return Err(ParseError::Pin(sashite_pin::ParseError::ExpectedLetter {
            offset: 1,
            found: Found::EndOfInput,
        }));
    };
    let Some((letter, side)) = Letter::from_ascii_with_side(*letter) else {
        return Err(bad_letter(*letter, 1));
    };
    after_letter(letter, side, state, rest, 2)
}

/// The outcome of a token whose letter is followed by `tail`, which starts
/// at byte `at` (1 or 2).
#[inline]
const fn after_letter(
    letter: Letter,
    side: Side,
    state: State,
    tail: &[u8],
    at: u8,
) -> Result<Identifier, ParseError> {
    let (terminal, derived) = match tail {
        [] => (false, false),
        [b'^'] => (true, false),
        [MARKER] => (false, true),
        [b'^', MARKER] => (true, true),
        _ => return Err(bad_ending(tail, at)),
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
/// Kept out of line, so the hot loop of a caller that parses many tokens
/// stays short (measured: no faster inlined). Not `#[cold]`: rejections are
/// common.
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

/// The error when the bytes after the letter, `tail`, starting at byte
/// `at` (1 or 2), are none of the four endings: each shape matched
/// directly, so the error costs no more than the match that found it
/// (measured: about a fifth less time on rejected tokens than reading
/// the bytes again by offset).
#[inline]
const fn bad_ending(tail: &[u8], at: u8) -> ParseError {
    use sashite_pin::ParseError as Pin;
    // `at` ≤ 2, so every offset below is at most 4: no overflow.
    #[allow(clippy::arithmetic_side_effects)]
    match *tail {
        [MARKER, MARKER, ..] => ParseError::DoubledDerivationMarker { offset: at + 1 },
        [MARKER, b'^', ..] => ParseError::MisplacedDerivationMarker { offset: at },
        [MARKER, found, ..] => ParseError::ExpectedEnd {
            offset: at + 1,
            found: Found::Byte(found),
        },
        [b'^', MARKER, MARKER, ..] => ParseError::DoubledDerivationMarker { offset: at + 2 },
        [b'^', MARKER, found, ..] => ParseError::ExpectedEnd {
            offset: at + 2,
            found: Found::Byte(found),
        },
        // The PIN part goes on past its end (`K^^`, `K+'`, `KK'`): PIN's
        // own error for that byte.
        [b'^', found, ..] => ParseError::Pin(Pin::ExpectedEnd {
            offset: at + 1,
            found: Found::Byte(found),
        }),
        [found, ..] => ParseError::Pin(Pin::ExpectedTerminalOrEnd {
            offset: at,
            found: Found::Byte(found),
        }),
        // Unreachable: an empty tail is a valid ending. The end of the PIN
        // part is the honest answer if it ever were not.
        [] => ParseError::Pin(Pin::ExpectedTerminalOrEnd {
            offset: at,
            found: Found::EndOfInput,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sashite_pin::ParseError as Pin;

    #[test]
    fn every_bad_ending_shape_names_its_byte() {
        let cases: [(&[u8], u8, ParseError); 8] = [
            (b"''", 1, ParseError::DoubledDerivationMarker { offset: 2 }),
            (
                b"'^",
                2,
                ParseError::MisplacedDerivationMarker { offset: 2 },
            ),
            (
                b"'x",
                1,
                ParseError::ExpectedEnd {
                    offset: 2,
                    found: Found::Byte(b'x'),
                },
            ),
            (b"^''", 1, ParseError::DoubledDerivationMarker { offset: 3 }),
            (
                b"^'^",
                2,
                ParseError::ExpectedEnd {
                    offset: 4,
                    found: Found::Byte(b'^'),
                },
            ),
            (
                b"^^",
                1,
                ParseError::Pin(Pin::ExpectedEnd {
                    offset: 2,
                    found: Found::Byte(b'^'),
                }),
            ),
            (
                b"+'",
                2,
                ParseError::Pin(Pin::ExpectedTerminalOrEnd {
                    offset: 2,
                    found: Found::Byte(b'+'),
                }),
            ),
            (
                b"",
                1,
                ParseError::Pin(Pin::ExpectedTerminalOrEnd {
                    offset: 1,
                    found: Found::EndOfInput,
                }),
            ),
        ];
        for (tail, at, expected) in cases {
            assert_eq!(bad_ending(tail, at), expected, "tail {tail:?} at {at}");
        }
    }

    #[test]
    fn bad_ending_agrees_with_the_whole_parse() {
        for (input, tail, at) in [
            (&b"K''"[..], &b"''"[..], 1),
            (b"+k'^", b"'^", 2),
            (b"-K^'x", b"^'x", 2),
            (b"k^^", b"^^", 1),
        ] {
            assert_eq!(parse_bytes(input), Err(bad_ending(tail, at)));
        }
    }
}
