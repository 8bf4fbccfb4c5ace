//! The byte-level PNN parser: the only code that reads untrusted input.

use alloc::boxed::Box;

use sashite_protocol::{Found, Side, State};

use crate::ParseError;

/// What a valid PNN string spells besides its base name.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Parts {
    pub(crate) side: Side,
    pub(crate) state: State,
    pub(crate) terminal: bool,
}

/// Checks that `bytes` is exactly one PNN name and returns what it spells.
///
/// One left-to-right pass; the error detail is built (out of line) only at
/// the first bad byte. Every entry point goes through here.
pub(crate) const fn check(bytes: &[u8]) -> Result<Parts, ParseError> {
    let (state, start) = match bytes {
        [] => return Err(ParseError::Empty),
        [b'+', ..] => (State::Enhanced, 1),
        [b'-', ..] => (State::Diminished, 1),
        _ => (State::Normal, 0),
    };
    if start == bytes.len() {
        return Err(ParseError::ExpectedLetter {
            offset: start,
            found: Found::EndOfInput,
        });
    }
    let side = match bytes[start] {
        b'A'..=b'Z' => Side::First,
        b'a'..=b'z' => Side::Second,
        byte => return Err(classify(start, byte)),
    };
    let mut i = start + 1;
    while i < bytes.len() {
        let byte = bytes[i];
        let same_case = match side {
            Side::First => byte.is_ascii_uppercase(),
            Side::Second => byte.is_ascii_lowercase(),
        };
        if !same_case {
            if byte != b'^' {
                return Err(classify(i, byte));
            }
            if i + 1 == bytes.len() {
                return Ok(Parts {
                    side,
                    state,
                    terminal: true,
                });
            }
            return Err(after_terminal(i, bytes[i + 1]));
        }
        i += 1;
    }
    Ok(Parts {
        side,
        state,
        terminal: false,
    })
}

/// The fault of a byte following a `^` at `caret`: letters there mean the
/// marker sits inside the name (`"K^ING"`), so the marker is reported;
/// anything else is reported where it stands.
#[cold]
const fn after_terminal(caret: usize, next: u8) -> ParseError {
    if next.is_ascii_alphabetic() {
        ParseError::MisplacedTerminal {
            offset: caret,
            found: Found::Byte(b'^'),
        }
    } else {
        classify(caret + 1, next)
    }
}

/// Names the fault of a byte that cannot appear at `offset`.
#[cold]
const fn classify(offset: usize, byte: u8) -> ParseError {
    let found = Found::Byte(byte);
    match byte {
        b'A'..=b'Z' | b'a'..=b'z' => ParseError::MixedCase { offset, found },
        b'0'..=b'9' => ParseError::Digit { offset, found },
        b'+' | b'-' => ParseError::MisplacedModifier { offset, found },
        b'^' => ParseError::MisplacedTerminal { offset, found },
        0x80..=0xFF => ParseError::NonAscii { offset, found },
        0x00..=0x20 | 0x7F => ParseError::WhitespaceOrControl { offset, found },
        _ => ParseError::UnexpectedSymbol { offset, found },
    }
}

/// Parses `bytes` as exactly one PNN name: one allocation, the string.
pub(crate) fn parse_bytes(bytes: &[u8]) -> Result<(Box<str>, Parts), ParseError> {
    let parts = check(bytes)?;
    // `check` accepted only ASCII, so this cannot fail; the error arm keeps
    // the function total without a panic path.
    let Ok(text) = core::str::from_utf8(bytes) else {
        return Err(ParseError::NonAscii {
            offset: 0,
            found: Found::at(bytes, 0),
        });
    };
    Ok((Box::from(text), parts))
}
