//! Why a call failed: a message, a kind a program can test, and the byte
//! offset in the input when the failure is a parse error.

use core::fmt;

/// A failed call: the message shown to the user, its kind and, for parse
/// errors, the offset of the first bad byte of the input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure {
    /// The error's message, as the library writes it.
    pub message: String,
    /// What went wrong, in one word: for a FEEN parse error the rule broken
    /// as the specification's rejection table names it
    /// (`"StylesSameCase"`, `"InputTooLong"` …, see
    /// `sashite_feen::ParseError::class`); `"InvalidPieceToken"` for a bad
    /// EPIN token; for a refused edit `"EmptySquare"`, `"NotInHand"`,
    /// `"TooManyPieces"` or `"NoSuchSquare"`, and `"Unencodable"` when FEEN
    /// cannot write the result; else `"UnknownNotation"`, `"BadArgument"`
    /// or `"TooLarge"` (a board too large to draw).
    pub kind: &'static str,
    /// The byte offset of the first bad byte, when the error has one.
    pub offset: Option<usize>,
}

impl Failure {
    /// A failure of `kind` with no position in the input.
    pub fn new(kind: &'static str, message: impl Into<String>) -> Self {
        Self {
            message: message.into(),
            kind,
            offset: None,
        }
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl From<sashite::feen::ParseError> for Failure {
    fn from(error: sashite::feen::ParseError) -> Self {
        Self {
            message: error.to_string(),
            kind: error.class(),
            offset: error.offset(),
        }
    }
}

impl From<sashite::feen::EncodeError> for Failure {
    fn from(error: sashite::feen::EncodeError) -> Self {
        use sashite::feen::EncodeError;
        // The refusals an edit meets have kinds of their own; the rest are
        // shapes or sizes FEEN cannot write.
        let kind = match error {
            EncodeError::SquareEmpty { .. } => "EmptySquare",
            EncodeError::NotInHand => "NotInHand",
            EncodeError::TooManyPieces => "TooManyPieces",
            EncodeError::IndexOutOfRange { .. } | EncodeError::BadCoordinates => "NoSuchSquare",
            _ => "Unencodable",
        };
        Self::new(kind, error.to_string())
    }
}

impl From<sashite::epin::ParseError> for Failure {
    fn from(error: sashite::epin::ParseError) -> Self {
        Self {
            message: error.to_string(),
            kind: "InvalidPieceToken",
            offset: error.offset(),
        }
    }
}
