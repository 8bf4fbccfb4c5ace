//! [`Ascii`]: a short ASCII text written on the stack, so that a
//! conversion writes its FEN or FEEN string without growing a `String`
//! byte by byte.

use core::fmt;

/// Room for the longest text of the family: a xiangqi FEEN placement of 90
/// three-byte tokens, or an SFEN with every hand count at `u32::MAX`, is
/// well under it.
const CAPACITY: usize = 640;

/// ASCII bytes written one after another.
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

    /// Appends an ASCII byte.
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

    /// Appends ASCII text.
    pub(crate) fn push_str(&mut self, text: &str) {
        for byte in text.bytes() {
            self.push(byte);
        }
    }

    /// Appends a count of empty squares (1 to 99).
    pub(crate) fn push_count(&mut self, count: u8) {
        if count >= 10 {
            self.push(b'0' + count / 10);
        }
        self.push(b'0' + count % 10);
    }

    /// Appends a decimal number.
    pub(crate) fn push_decimal(&mut self, mut n: u64) {
        let mut digits = [0u8; 20];
        let mut start = digits.len();
        loop {
            start -= 1;
            if let Some(digit) = digits.get_mut(start) {
                *digit = b'0' + (n % 10) as u8;
            }
            n /= 10;
            if n == 0 {
                break;
            }
        }
        for &digit in digits.get(start..).unwrap_or_default() {
            self.push(digit);
        }
    }

    pub(crate) const fn len(&self) -> usize {
        self.len
    }

    pub(crate) fn as_bytes(&self) -> &[u8] {
        self.bytes.get(..self.len).unwrap_or_default()
    }

    /// The text (only ASCII is ever pushed).
    pub(crate) fn as_str(&self) -> &str {
        core::str::from_utf8(self.as_bytes()).unwrap_or_default()
    }
}

impl fmt::Write for Ascii {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        self.push_str(text);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::Ascii;

    #[test]
    fn writes_bytes_counts_and_text() {
        let mut text = Ascii::new();
        text.push(b'K');
        text.push_count(9);
        text.push_count(10);
        text.push_str(" w ");
        text.push_decimal(0);
        text.push(b' ');
        text.push_decimal(u64::MAX);
        assert_eq!(text.as_str(), "K910 w 0 18446744073709551615");
        assert_eq!(text.len(), 29);
    }
}
