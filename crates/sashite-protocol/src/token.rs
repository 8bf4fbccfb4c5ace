//! What every token notation has in common: a reader of bytes and an error
//! with a code and an offset. Code that handles the notations alike (the
//! command's records, the bindings) is written once over these traits.

use core::fmt;

/// A value read from a token notation (PIN, EPIN, SIN, SNN, PNN).
///
/// # Examples
///
/// ```
/// use sashite_protocol::{NotationError, Token};
///
/// /// Whether `input` is a token of `T`'s notation, and if not, why.
/// fn verdict<T: Token>(input: &[u8]) -> Result<(), (&'static str, Option<usize>)> {
///     T::parse_bytes(input).map(|_| ()).map_err(|e| (e.code(), e.offset()))
/// }
/// # struct Digit;
/// # #[derive(Debug)] struct NotDigit;
/// # impl core::fmt::Display for NotDigit {
/// #     fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { f.write_str("not a digit") }
/// # }
/// # impl core::error::Error for NotDigit {}
/// # impl NotationError for NotDigit {
/// #     fn code(&self) -> &'static str { "not_a_digit" }
/// #     fn offset(&self) -> Option<usize> { Some(0) }
/// # }
/// # impl Token for Digit {
/// #     const NOTATION: &'static str = "DIGIT";
/// #     type Error = NotDigit;
/// #     fn parse_bytes(input: &[u8]) -> Result<Self, NotDigit> {
/// #         if let [b'0'..=b'9'] = input { Ok(Digit) } else { Err(NotDigit) }
/// #     }
/// # }
/// assert_eq!(verdict::<Digit>(b"7"), Ok(()));
/// assert_eq!(verdict::<Digit>(b"x"), Err(("not_a_digit", Some(0))));
/// ```
pub trait Token: Sized {
    /// The notation's name, in capitals (`"PIN"`).
    const NOTATION: &'static str;
    /// Why bytes are not a token of the notation.
    type Error: NotationError;

    /// Reads `input`, the whole of it, as one token.
    ///
    /// # Errors
    ///
    /// When `input` is not a token of the notation.
    fn parse_bytes(input: &[u8]) -> Result<Self, Self::Error>;
}

/// An error of a notation, reading or writing it: a message (`Display`),
/// a stable snake-case code and the byte offset of the fault, when there
/// is one.
pub trait NotationError: fmt::Display + core::error::Error {
    /// The kind of error, as a stable snake-case code (`"expected_end"`):
    /// the same string on every surface.
    fn code(&self) -> &'static str;

    /// The byte offset of the fault; `None` for an empty input, or a fault
    /// that lies in no text.
    fn offset(&self) -> Option<usize>;
}
