//! The byte-level PNN parser: the only code that reads untrusted input.

use compact_str::CompactString;
use sashite_protocol::{Found, Side, State};

use crate::ParseError;

/// What a valid PNN string spells besides its base name.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Parts {
    pub(crate) side: Side,
    pub(crate) state: State,
    pub(crate) terminal: bool,
}

/// The class of an uppercase letter.
const UPPER: u8 = 0b001;
/// The class of a lowercase letter.
const LOWER: u8 = 0b010;
/// The class of a state modifier, `+` or `-`.
const MODIFIER: u8 = 0b100;

/// Every byte's class, 0 for the bytes that are neither letters nor
/// modifiers: one load and one test per byte in the loops below.
const CLASSES: [u8; 256] = {
    let mut table = [0; 256];
    let mut byte: u8 = 0;
    loop {
        // `byte as usize` < 256: the index is in bounds.
        #[allow(clippy::indexing_slicing)]
        {
            table[byte as usize] = match byte {
                b'A'..=b'Z' => UPPER,
                b'a'..=b'z' => LOWER,
                b'+' | b'-' => MODIFIER,
                _ => 0,
            };
        }
        if byte == u8::MAX {
            break table;
        }
        byte = byte.wrapping_add(1); // < 255 here: never wraps
    }
};

/// The class of `byte` (see [`CLASSES`]).
const fn class(byte: u8) -> u8 {
    // A `u8` indexes a 256-entry table: always in bounds.
    #[allow(clippy::indexing_slicing)]
    CLASSES[byte as usize]
}

/// What the start of a name spells: the state, the side and the class
/// every letter must have.
#[derive(Clone, Copy)]
struct Head {
    state: State,
    side: Side,
    case: u8,
}

impl Head {
    /// The parts of a name with this head.
    const fn parts(self, terminal: bool) -> Parts {
        Parts {
            side: self.side,
            state: self.state,
            terminal,
        }
    }
}

/// Reads the optional modifier and the first letter, and returns the bytes
/// after that letter; the error when they are not there.
#[inline]
const fn head(bytes: &[u8]) -> Result<(Head, &[u8]), ParseError> {
    let (state, start, letter, rest) = match bytes {
        [] => return Err(ParseError::Empty),
        [b'+' | b'-'] => {
            return Err(ParseError::ExpectedLetter {
                offset: 1,
                found: Found::EndOfInput,
            });
        }
        [b'+', letter, rest @ ..] => (State::Enhanced, 1, *letter, rest),
        [b'-', letter, rest @ ..] => (State::Diminished, 1, *letter, rest),
        [letter, rest @ ..] => (State::Normal, 0, *letter, rest),
    };
    let (side, case) = match class(letter) {
        UPPER => (Side::First, UPPER),
        LOWER => (Side::Second, LOWER),
        _ => return Err(classify(start, letter)),
    };
    let head = Head { state, side, case };
    Ok((head, rest))
}

/// What a byte after the first letter but not of its case means, at
/// `offset` and followed by `tail`: `Ok` for the terminal marker (a last
/// `^`), the error otherwise.
#[inline]
const fn off_case(offset: usize, byte: u8, tail: &[u8]) -> Result<(), ParseError> {
    match (byte, tail) {
        (b'^', []) => Ok(()),
        (b'^', [next, ..]) => Err(after_terminal(offset, *next)),
        _ => Err(classify(offset, byte)),
    }
}

/// Checks that `bytes` is exactly one PNN name and returns what it spells.
///
/// One left-to-right pass; the error detail is built (out of line) only at
/// the first bad byte. [`is_valid`](crate::is_valid) is this; [`parse_bytes`]
/// runs it first.
#[inline]
pub(crate) const fn check(bytes: &[u8]) -> Result<Parts, ParseError> {
    let (head, mut rest) = match head(bytes) {
        Ok(found) => found,
        Err(err) => return Err(err),
    };
    while let [byte, tail @ ..] = rest {
        if class(*byte) & head.case == 0 {
            // `rest` is a suffix of `bytes`: no overflow.
            #[allow(clippy::arithmetic_side_effects)]
            let offset = bytes.len() - rest.len();
            return match off_case(offset, *byte, tail) {
                Ok(()) => Ok(head.parts(true)),
                Err(err) => Err(err),
            };
        }
        rest = tail;
    }
    Ok(head.parts(false))
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
        // `next` follows the `^` at `caret`, so `caret + 1` is its offset,
        // within the input: no overflow.
        #[allow(clippy::arithmetic_side_effects)]
        let offset = caret + 1;
        classify(offset, next)
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

/// Parses `bytes` as exactly one PNN name: the string and what it spells.
/// [`check`] (the one set of byte rules, which also finds the error), then
/// one copy; no allocation for a name held inline.
#[allow(clippy::inline_always)] // see `Name::parse_bytes`
#[inline(always)]
pub(crate) fn parse_bytes(bytes: &[u8]) -> Result<(CompactString, Parts), ParseError> {
    let parts = check(bytes)?;
    // Checked, so ASCII, which is UTF-8: the fallback is never taken.
    let text = core::str::from_utf8(bytes).unwrap_or_default();
    Ok((CompactString::new(text), parts))
}

/// [`parse_bytes`] for a `str`, which needs no UTF-8 check after [`check`].
#[allow(clippy::inline_always)] // see `Name::parse_bytes`
#[inline(always)]
pub(crate) fn parse_str(text: &str) -> Result<(CompactString, Parts), ParseError> {
    let parts = check(text.as_bytes())?;
    Ok((CompactString::new(text), parts))
}
