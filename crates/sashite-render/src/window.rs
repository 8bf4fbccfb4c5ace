//! The part of a long input shown back to the user: a window around the
//! offending byte, so a bad 10 MB line is never echoed whole.

/// Inputs up to this many bytes are shown whole; longer ones as a window
/// of about this many bytes.
pub const WINDOW_BYTES: usize = 120;

/// A slice of an input to show, and whether it was cut at either end
/// (where `…` is written).
///
/// # Examples
///
/// ```
/// use sashite_render::Window;
///
/// let input = [b'8'; 1000];
/// let window = Window::around(&input, Some(500));
/// assert!(window.cut_before() && window.cut_after());
/// assert!(window.start() <= 500 && 500 < window.start() + window.bytes().len());
/// assert_eq!(Window::around(b"K", Some(0)).bytes(), b"K");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Window<'a> {
    bytes: &'a [u8],
    start: usize,
    cut_after: bool,
}

impl<'a> Window<'a> {
    /// The window of `input` around `offset` (its start when `None`):
    /// the whole input up to [`WINDOW_BYTES`], otherwise that many bytes
    /// with the offset a third of the way in, moved to UTF-8 boundaries.
    #[must_use]
    pub fn around(input: &'a [u8], offset: Option<usize>) -> Self {
        let (mut start, mut end) = (0, input.len());
        if input.len() > WINDOW_BYTES {
            let at = offset.unwrap_or(0).min(input.len());
            start = (at.saturating_sub(WINDOW_BYTES / 3)).min(input.len() - WINDOW_BYTES);
            end = start + WINDOW_BYTES;
            // Never split a UTF-8 sequence: skip continuation bytes.
            while start < at && input.get(start).is_some_and(|&b| is_continuation(b)) {
                start += 1;
            }
            while end > at + 1 && input.get(end).is_some_and(|&b| is_continuation(b)) {
                end -= 1;
            }
        }
        Self {
            bytes: input.get(start..end).unwrap_or_default(),
            start,
            cut_after: end < input.len(),
        }
    }

    /// The bytes shown.
    #[must_use]
    pub const fn bytes(&self) -> &'a [u8] {
        self.bytes
    }

    /// The input offset of the first byte shown.
    #[must_use]
    pub const fn start(&self) -> usize {
        self.start
    }

    /// Whether bytes before the window were left out.
    #[must_use]
    pub const fn cut_before(&self) -> bool {
        self.start > 0
    }

    /// Whether bytes after the window were left out.
    #[must_use]
    pub const fn cut_after(&self) -> bool {
        self.cut_after
    }
}

const fn is_continuation(byte: u8) -> bool {
    byte & 0xC0 == 0x80
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_inputs_are_whole() {
        let input = [b'a'; WINDOW_BYTES];
        let window = Window::around(&input, Some(119));
        assert_eq!(window.bytes().len(), WINDOW_BYTES);
        assert!(!window.cut_before() && !window.cut_after());
    }

    #[test]
    fn the_offset_is_inside_at_both_ends() {
        let input = [b'a'; 1000];
        for offset in [0, 1, 39, 40, 41, 500, 959, 999, 1000] {
            let window = Window::around(&input, Some(offset));
            let range = window.start()..window.start() + window.bytes().len();
            assert_eq!(range.len(), WINDOW_BYTES);
            assert!(range.contains(&offset.min(999)), "{offset}");
            assert_eq!(window.cut_before(), range.start > 0);
            assert_eq!(window.cut_after(), range.end < 1000);
        }
    }

    #[test]
    fn windows_keep_utf8_sequences_whole() {
        let input = "é".repeat(200);
        let window = Window::around(input.as_bytes(), Some(201));
        assert!(core::str::from_utf8(window.bytes()).is_ok());
        assert!(window.start().is_multiple_of(2));
    }
}
