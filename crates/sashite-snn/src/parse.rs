//! The byte-level SNN parser: the only code that reads untrusted input.

use alloc::boxed::Box;

use sashite_protocol::{Found, Side};

use crate::{NameError, ParseError};

/// Checks that `bytes` is exactly one SNN name and returns its side.
///
/// One left-to-right pass; the error detail is built (out of line) only at
/// the first bad byte. Every entry point goes through here.
pub(crate) const fn check(bytes: &[u8]) -> Result<Side, ParseError> {
    let [first, rest @ ..] = bytes else {
        return Err(ParseError::Empty);
    };
    let side = match *first {
        b'A'..=b'Z' => Side::First,
        b'a'..=b'z' => Side::Second,
        b'0'..=b'9' => {
            return Err(ParseError::LeadingDigit {
                offset: 0,
                found: Found::Byte(*first),
            });
        }
        byte => return Err(classify(0, byte)),
    };
    let mut i = 0;
    while i < rest.len() {
        let byte = rest[i];
        let ok = match side {
            Side::First => matches!(byte, b'A'..=b'Z' | b'0'..=b'9'),
            Side::Second => matches!(byte, b'a'..=b'z' | b'0'..=b'9'),
        };
        if !ok {
            return Err(classify(i + 1, byte));
        }
        i += 1;
    }
    Ok(side)
}

/// Names the fault of a byte that cannot appear at `offset`: a letter there
/// is in the wrong case, digits are only refused at byte 0 (handled by the
/// caller).
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

/// Parses `bytes` as exactly one SNN name: one allocation, the normalized
/// name.
pub(crate) fn parse_bytes(bytes: &[u8]) -> Result<(Box<str>, Side), ParseError> {
    let side = check(bytes)?;
    // `check` accepted only ASCII letters and digits, so this cannot fail;
    // the error arm keeps the function total without a panic path.
    let Ok(text) = core::str::from_utf8(bytes) else {
        return Err(ParseError::NonAscii {
            offset: 0,
            found: Found::at(bytes, 0),
        });
    };
    Ok((normalize(text), side))
}

/// Copies a name written in one case into its proper-capitalized form
/// (`CHESS960` → `Chess960`), in one allocation.
pub(crate) fn normalize(text: &str) -> Box<str> {
    let mut name: Box<str> = Box::from(text);
    name.make_ascii_lowercase();
    if let Some(first) = name.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    name
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
    let mut i = 0;
    while i < rest.len() {
        if !matches!(rest[i], b'a'..=b'z' | b'0'..=b'9') {
            return Err(NameError::ExpectedLowercaseOrDigit {
                offset: i + 1,
                found: Found::Byte(rest[i]),
            });
        }
        i += 1;
    }
    Ok(())
}
