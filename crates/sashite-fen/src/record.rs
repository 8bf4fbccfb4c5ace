//! The fields of a FEN record: split on single spaces, each with its byte
//! offset; the counters; the fields a dialect keeps empty.

use alloc::string::String;
use alloc::vec::Vec;

use sashite_feen::Found;
use sashite_protocol::decimal;

use crate::error::{Error, ErrorKind, Field};
use crate::game::Game;
use crate::options::Options;

/// One field: its text and the offset of its first byte in the record.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Part<'a> {
    pub(crate) offset: usize,
    pub(crate) text: &'a str,
    /// The whole record, so that a fault at the field's end names the byte
    /// that follows it (a space, a bracket), not the end of the input.
    pub(crate) record: &'a str,
}

impl Part<'_> {
    pub(crate) const fn end(&self) -> usize {
        self.offset + self.text.len()
    }

    /// The byte at `i` in the field (or just after it), as found.
    pub(crate) fn found(&self, i: usize) -> Found {
        Found::at(self.record.as_bytes(), self.offset + i)
    }
}

/// The fields of a record, read left to right.
#[derive(Debug)]
pub(crate) struct Record<'a> {
    game: Game,
    text: &'a str,
    /// Where the next field starts; past the end when none is left.
    next: usize,
}

impl<'a> Record<'a> {
    pub(crate) const fn new(game: Game, text: &'a str) -> Self {
        Self {
            game,
            text,
            next: 0,
        }
    }

    pub(crate) const fn game(&self) -> Game {
        self.game
    }

    pub(crate) const fn error(&self, kind: ErrorKind, offset: usize) -> Error {
        Error::new(self.game, kind, offset)
    }

    const fn has_more(&self) -> bool {
        self.next <= self.text.len()
    }

    /// The next field, which must be there and not be empty.
    pub(crate) fn field(&mut self, field: Field) -> Result<Part<'a>, Error> {
        match self.optional() {
            Some(part) if !part.text.is_empty() => Ok(part),
            Some(part) => Err(self.error(ErrorKind::MissingField { field }, part.offset)),
            None => Err(self.error(ErrorKind::MissingField { field }, self.text.len())),
        }
    }

    /// The next field, if the record goes on.
    pub(crate) fn optional(&mut self) -> Option<Part<'a>> {
        if !self.has_more() {
            return None;
        }
        let offset = self.next;
        let rest = self.text.get(offset..).unwrap_or("");
        let len = rest.bytes().position(|b| b == b' ').unwrap_or(rest.len());
        self.next = offset + len + 1;
        Some(Part {
            offset,
            text: rest.get(..len).unwrap_or(""),
            record: self.text,
        })
    }

    /// The field `field` if the record goes on; an empty one is an error.
    pub(crate) fn optional_field(&mut self, field: Field) -> Result<Option<Part<'a>>, Error> {
        if self.has_more() {
            self.field(field).map(Some)
        } else {
            Ok(None)
        }
    }

    /// The end of the record: nothing may follow.
    pub(crate) fn finish(&self) -> Result<(), Error> {
        if self.has_more() {
            let found = Found::at(self.text.as_bytes(), self.next);
            // The space before the extra field is the fault when the field is
            // empty (a trailing or doubled space).
            let offset = if matches!(found, Found::Byte(b' ') | Found::EndOfInput) {
                self.next - 1
            } else {
                self.next
            };
            let found = Found::at(self.text.as_bytes(), offset);
            return Err(self.error(ErrorKind::ExtraField { found }, offset));
        }
        Ok(())
    }

    /// A field the dialect keeps empty: `-`.
    pub(crate) fn dash(&self, part: Part<'_>, field: Field) -> Result<(), Error> {
        if part.text == "-" {
            return Ok(());
        }
        let i = usize::from(part.text.starts_with('-'));
        Err(self.error(
            ErrorKind::NotEmpty {
                field,
                found: part.found(i),
            },
            part.offset + i,
        ))
    }

    /// The counters that may end a record: `[halfmove-clock [move-number]]`,
    /// both read to check them, then dropped (FEEN has no place for them).
    pub(crate) fn counters(&mut self) -> Result<(), Error> {
        if let Some(part) = self.optional_field(Field::HalfmoveClock)? {
            self.counter(part, Field::HalfmoveClock)?;
            if let Some(part) = self.optional_field(Field::MoveNumber)? {
                self.counter(part, Field::MoveNumber)?;
            }
        }
        self.finish()
    }

    /// The end of a Fairy-Stockfish record: an optional castling and
    /// en-passant field, both `-`, then the counters.
    pub(crate) fn dashes_and_counters(&mut self) -> Result<(), Error> {
        let start = self.next;
        match self.optional() {
            Some(part) if !part.text.bytes().next().is_some_and(|b| b.is_ascii_digit()) => {
                self.dash(part, Field::Castling)?;
                let en_passant = self.field(Field::EnPassant)?;
                self.dash(en_passant, Field::EnPassant)?;
            }
            _ => self.next = start,
        }
        self.counters()
    }

    /// A decimal counter of at most 64 bits; a move number is 1 or more.
    /// The offset of a number too large or zero is the number's own.
    pub(crate) fn counter(&self, part: Part<'_>, field: Field) -> Result<u64, Error> {
        let bytes = part.text.as_bytes();
        if let Some(i) = bytes.iter().position(|byte| !byte.is_ascii_digit()) {
            let found = part.found(i);
            return Err(self.error(ErrorKind::Counter { field, found }, part.offset + i));
        }
        let value = bytes.iter().try_fold(0u64, |value, &digit| {
            value.checked_mul(10)?.checked_add(u64::from(digit - b'0'))
        });
        match value {
            None => Err(self.error(ErrorKind::CounterTooLarge { field }, part.offset)),
            Some(0) if field == Field::MoveNumber => {
                let found = part.found(0);
                Err(self.error(ErrorKind::MoveNumberZero { found }, part.offset))
            }
            Some(value) => Ok(value),
        }
    }
}

impl Record<'_> {
    /// The side to move: one byte, from `first` or `second`.
    pub(crate) fn side(
        &self,
        part: Part<'_>,
        expected: &'static str,
        first: &[u8],
        second: &[u8],
    ) -> Result<sashite_feen::Side, Error> {
        let bytes = part.text.as_bytes();
        let side = match bytes.first() {
            Some(b) if first.contains(b) => sashite_feen::Side::First,
            Some(b) if second.contains(b) => sashite_feen::Side::Second,
            _ => {
                return Err(self.error(
                    ErrorKind::Side {
                        expected,
                        found: part.found(0),
                    },
                    part.offset,
                ));
            }
        };
        if bytes.len() > 1 {
            return Err(self.error(
                ErrorKind::Side {
                    expected,
                    found: part.found(1),
                },
                part.offset + 1,
            ));
        }
        Ok(side)
    }
}

/// Appends ` halfmove-clock move-number`.
pub(crate) fn push_counters(out: &mut Vec<u8>, options: &Options) {
    out.push(b' ');
    push_decimal(out, options.halfmove_clock().into());
    out.push(b' ');
    push_decimal(out, options.move_number().get().into());
}

/// Appends `n` in decimal, through the workspace's one decimal writer.
pub(crate) fn push_decimal(out: &mut Vec<u8>, n: u128) {
    // Counters are mostly below 100: the writer's short path. Both
    // lengths are inside their buffers by the writer's contract.
    if let Some((digits, len)) = decimal::small(n) {
        out.extend_from_slice(&digits[..len]);
    } else {
        let (digits, start) = decimal::digits(n);
        out.extend_from_slice(&digits[start..]);
    }
}

/// The text of a record written byte by byte.
pub(crate) fn into_text(bytes: Vec<u8>) -> String {
    match String::from_utf8(bytes) {
        Ok(text) => text,
        // The writers push ASCII bytes only: a bug, which must be loud.
        Err(err) => panic!("a FEN writer wrote a byte that is not ASCII: {err}"),
    }
}
