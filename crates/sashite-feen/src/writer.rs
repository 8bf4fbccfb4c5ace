//! The one writer of FEEN text: pieces, counts and separators, through a
//! stack buffer so that the sink sees a few large writes; and [`Length`],
//! the sink that counts what it writes.

use core::fmt;

use sashite_epin::Identifier;

use crate::decimal;
use crate::square::Square;

/// The bytes gathered before a write to the sink: a whole real position
/// (chess, shogi, xiangqi) fits, so `to_string` allocates once.
const CHUNK: usize = 256;

/// A writer of ASCII text to a [`fmt::Write`] sink, through a buffer of
/// [`CHUNK`] bytes. Call [`flush`](Self::flush) at the end.
pub(crate) struct Text<'w, W: fmt::Write> {
    sink: &'w mut W,
    buffer: [u8; CHUNK],
    len: usize,
}

impl<'w, W: fmt::Write> Text<'w, W> {
    pub(crate) const fn new(sink: &'w mut W) -> Self {
        Self {
            sink,
            buffer: [0; CHUNK],
            len: 0,
        }
    }

    /// Writes the buffered bytes to the sink.
    pub(crate) fn flush(&mut self) -> fmt::Result {
        let bytes = self.buffer.get(..self.len);
        let bytes = bytes.expect("the buffered length is at most CHUNK");
        self.len = 0;
        // Only ASCII is ever buffered: always UTF-8.
        let text = core::str::from_utf8(bytes).map_err(|_| fmt::Error)?;
        self.sink.write_str(text)
    }

    /// Appends ASCII bytes (short runs: tokens and counts).
    fn bytes(&mut self, bytes: &[u8]) -> fmt::Result {
        bytes.iter().try_for_each(|&byte| self.byte(byte))
    }

    /// Appends one ASCII byte.
    #[inline]
    pub(crate) fn byte(&mut self, byte: u8) -> fmt::Result {
        if self.len >= CHUNK {
            self.flush()?;
        }
        if let Some(slot) = self.buffer.get_mut(self.len) {
            *slot = byte;
            // Inside the buffer: no overflow.
            self.len = self.len.wrapping_add(1);
        }
        Ok(())
    }

    /// Appends a piece's token, as EPIN writes it.
    pub(crate) fn piece(&mut self, piece: Identifier) -> fmt::Result {
        self.token(piece.to_bytes().0)
    }

    /// Appends a token (or a short count), padded with zeros to EPIN's
    /// longest.
    #[inline]
    pub(crate) fn token(&mut self, token: [u8; Identifier::MAX_LEN]) -> fmt::Result {
        // Left-aligned and padded with zeros: the zeros end the word.
        let padding = u32::from_le_bytes(token).leading_zeros() / 8;
        let len = token.len().wrapping_sub(padding as usize);
        if let Some(slot) = self
            .buffer
            .get_mut(self.len..)
            .and_then(<[u8]>::first_chunk_mut)
        {
            *slot = token;
            // Inside the buffer: no overflow.
            self.len = self.len.wrapping_add(len);
            return Ok(());
        }
        // At most 4 bytes of padding: the length is inside the token.
        self.bytes(token.get(..len).expect("a token's length is inside it"))
    }

    /// Appends `n` in decimal; nothing for 0 (a gap of no squares). Taken
    /// in the caller's width: a `u64` is compared as one.
    #[inline]
    pub(crate) fn count<N: Square>(&mut self, n: N) -> fmt::Result {
        let n: u128 = n.into();
        match n {
            0 => Ok(()),
            // One digit (most counts).
            1..=9 => self.byte(decimal::ascii_digit(n)),
            _ => self.long_count(n),
        }
    }

    /// Appends `n` of two digits or more.
    fn long_count(&mut self, n: u128) -> fmt::Result {
        if let Some(digits) = decimal::short(n) {
            return self.token(digits);
        }
        let (digits, start) = decimal::digits(n);
        self.bytes(
            digits
                .get(start..)
                .expect("the digits start inside their buffer"),
        )
    }

    /// Appends `len` slashes.
    pub(crate) fn slashes(&mut self, len: usize) -> fmt::Result {
        (0..len).try_for_each(|_| self.byte(b'/'))
    }
}

/// A [`fmt::Write`] sink that only counts the bytes written (saturating),
/// so that a length is that of the one writer's output.
#[derive(Debug, Default)]
pub(crate) struct Length(pub(crate) u128);

impl fmt::Write for Length {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        self.0 = self.0.saturating_add(text.len() as u128);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::String;

    use super::*;

    #[test]
    fn counts_pieces_and_slashes_read_back() {
        let mut out = String::new();
        let mut text = Text::new(&mut out);
        for n in [0, 1, 9, 10, 99, 100, 255, u128::MAX] {
            text.count(n).unwrap();
            text.byte(b' ').unwrap();
        }
        text.piece("+K^'".parse().unwrap()).unwrap();
        text.slashes(3).unwrap();
        text.flush().unwrap();
        assert_eq!(
            out,
            alloc::format!(" 1 9 10 99 100 255 {} +K^'///", u128::MAX)
        );
    }

    #[test]
    fn counts_at_each_width_boundary_match_core_formatting() {
        let edges = [
            10,
            99,
            100,
            999,
            1000,
            u128::from(u16::MAX),
            u128::from(u16::MAX) + 1,
            u128::from(u64::MAX),
            u128::from(u64::MAX) + 1,
            u128::MAX,
        ];
        for n in edges.into_iter().chain(10..=2000) {
            let mut out = String::new();
            let mut text = Text::new(&mut out);
            text.count(n).unwrap();
            text.flush().unwrap();
            assert_eq!(out, alloc::format!("{n}"));
        }
    }

    #[test]
    fn long_texts_go_out_in_chunks() {
        let mut out = String::new();
        let mut text = Text::new(&mut out);
        for _ in 0..1000 {
            text.byte(b'K').unwrap();
            text.slashes(2).unwrap();
        }
        text.flush().unwrap();
        assert_eq!(out, "K//".repeat(1000));
    }
}
