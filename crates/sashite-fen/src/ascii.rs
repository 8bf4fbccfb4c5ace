//! [`Ascii`]: the text being written, on the stack.

use alloc::string::String;
use core::fmt;

/// Longer than any text this crate writes: a FEN of at most 90 squares
/// (two bytes each at most), its separators, fields and two 20-digit
/// counters, and hands that never hold more pieces than the 81 squares of
/// shogi, stays under 320 bytes.
const CAPACITY: usize = 512;

/// An ASCII string built byte by byte, without allocating.
pub(crate) struct Ascii {
    bytes: [u8; CAPACITY],
    len: usize,
}

impl Ascii {
    pub(crate) const fn new() -> Self {
        Self {
            bytes: [0; CAPACITY],
            len: 0,
        }
    }

    pub(crate) const fn len(&self) -> usize {
        self.len
    }

    pub(crate) fn push(&mut self, byte: u8) {
        debug_assert!(
            byte.is_ascii() && self.len < CAPACITY,
            "{byte} at {}",
            self.len
        );
        if let Some(slot) = self.bytes.get_mut(self.len) {
            *slot = byte;
            self.len += 1;
        }
    }

    pub(crate) fn push_str(&mut self, text: &str) {
        for byte in text.bytes() {
            self.push(byte);
        }
    }

    /// Appends `n` in decimal.
    pub(crate) fn push_decimal(&mut self, n: u64) {
        let (digits, start) = sashite_protocol::decimal::digits(n.into());
        for &digit in digits.get(start..).unwrap_or(&[]) {
            self.push(digit);
        }
    }

    pub(crate) fn as_bytes(&self) -> &[u8] {
        self.bytes.get(..self.len).unwrap_or(&[])
    }

    pub(crate) fn as_str(&self) -> &str {
        // Only ASCII bytes are pushed.
        core::str::from_utf8(self.as_bytes()).unwrap_or_default()
    }

    /// The text, as an owned string.
    pub(crate) fn to_owned_string(&self) -> String {
        String::from(self.as_str())
    }
}

impl fmt::Write for Ascii {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        self.push_str(text);
        Ok(())
    }
}
