//! The byte-level SNN parser: the only code that reads untrusted input.

use sashite_protocol::{Found, Side};

use crate::storage::Storage;
use crate::{NameError, ParseError};

/// The class of a byte that may follow a name's first letter: it may follow
/// an uppercase one ([`UPPER`]), a lowercase one ([`LOWER`]) or either
/// ([`DIGIT`]).
const UPPER: u8 = 0b01;
/// See [`UPPER`].
const LOWER: u8 = 0b10;
/// See [`UPPER`].
const DIGIT: u8 = UPPER | LOWER;

/// Every byte's class, 0 for the bytes no name has: one load and one test
/// per byte in the loops below.
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
                b'0'..=b'9' => DIGIT,
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

/// The side a name's first byte gives, and the class bit every later byte
/// must have; the error when that byte cannot start a name.
#[inline]
const fn leading(first: u8) -> Result<(Side, u8), ParseError> {
    match class(first) {
        UPPER => Ok((Side::First, UPPER)),
        LOWER => Ok((Side::Second, LOWER)),
        DIGIT => Err(ParseError::LeadingDigit {
            offset: 0,
            found: Found::Byte(first),
        }),
        _ => Err(classify(0, first)),
    }
}

/// Checks that `bytes` is exactly one SNN name and returns its side.
///
/// One left-to-right pass; the error detail is built (out of line) only at
/// the first bad byte. [`is_valid`](crate::is_valid) is this; [`parse_bytes`]
/// runs it first.
pub(crate) const fn check(bytes: &[u8]) -> Result<Side, ParseError> {
    let [first, rest @ ..] = bytes else {
        return Err(ParseError::Empty);
    };
    let (side, case) = match leading(*first) {
        Ok(found) => found,
        Err(err) => return Err(err),
    };
    let mut rest = rest;
    while let [byte, tail @ ..] = rest {
        if class(*byte) & case == 0 {
            // `rest` is a suffix of `bytes`: no overflow.
            #[allow(clippy::arithmetic_side_effects)]
            let offset = bytes.len() - rest.len();
            return Err(classify(offset, *byte));
        }
        rest = tail;
    }
    Ok(side)
}

/// Names the fault of a byte that cannot appear at `offset`: a letter there
/// is in the wrong case, digits are only refused at byte 0 (handled by
/// [`leading`]).
#[cold]
const fn classify(offset: usize, byte: u8) -> ParseError {
    let found = Found::Byte(byte);
    match byte {
        b'A'..=b'Z' | b'a'..=b'z' => ParseError::MixedCase { offset, found },
        0x80..=0xFF => ParseError::NonAscii { offset, found },
        0x00..=0x20 | 0x7F => ParseError::WhitespaceOrControl { offset, found },
        _ => ParseError::UnexpectedSymbol { offset, found },
    }
}

/// Parses `bytes` as exactly one SNN name: its proper-capitalized name and
/// its side. [`check`] (the one set of byte rules, which also finds the
/// error), then one copy re-cased a word at a time; no allocation for a
/// name held inline.
#[allow(clippy::inline_always)] // inlined, the `Result` is built in the caller
#[inline(always)]
pub(crate) fn parse_bytes(bytes: &[u8]) -> Result<(Storage, Side), ParseError> {
    let side = check(bytes)?;
    Ok((Storage::proper_case(bytes), side))
}

/// Checks a proper-capitalized name (`^[A-Z][a-z0-9]*$`), as constructors
/// take it.
pub(crate) const fn check_name(bytes: &[u8]) -> Result<(), NameError> {
    let [first, rest @ ..] = bytes else {
        return Err(NameError::Empty);
    };
    if !first.is_ascii_uppercase() {
        return Err(NameError::ExpectedUppercase {
            offset: 0,
            found: Found::Byte(*first),
        });
    }
    let mut rest = rest;
    while let [byte, tail @ ..] = rest {
        // The bytes that may follow a lowercase letter: `[a-z0-9]`.
        if class(*byte) & LOWER == 0 {
            // `rest` is a suffix of `bytes`: no overflow.
            #[allow(clippy::arithmetic_side_effects)]
            let offset = bytes.len() - rest.len();
            return Err(NameError::ExpectedLowercaseOrDigit {
                offset,
                found: Found::Byte(*byte),
            });
        }
        rest = tail;
    }
    Ok(())
}

/// Checks a name in any case (`^[A-Za-z][A-Za-z0-9]*$`), as
/// [`Style::normalized`](crate::Style::normalized) takes it.
pub(crate) const fn check_name_in_any_case(bytes: &[u8]) -> Result<(), NameError> {
    let [first, rest @ ..] = bytes else {
        return Err(NameError::Empty);
    };
    if !first.is_ascii_alphabetic() {
        return Err(NameError::ExpectedLetter {
            offset: 0,
            found: Found::Byte(*first),
        });
    }
    let mut rest = rest;
    while let [byte, tail @ ..] = rest {
        if !byte.is_ascii_alphanumeric() {
            // `rest` is a suffix of `bytes`: no overflow.
            #[allow(clippy::arithmetic_side_effects)]
            let offset = bytes.len() - rest.len();
            return Err(NameError::ExpectedLetterOrDigit {
                offset,
                found: Found::Byte(*byte),
            });
        }
        rest = tail;
    }
    Ok(())
}
