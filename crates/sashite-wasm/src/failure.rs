//! Why a call failed: a message, and the byte offset in the input when the
//! failure is a parse error.

use core::fmt;

/// A failed call: the message shown to the user and, for parse errors, the
/// offset of the first bad byte of the input and what kind of error it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure {
    /// The error's message, as the library writes it.
    pub message: String,
    /// The byte offset of the first bad byte, when the error has one.
    pub offset: Option<usize>,
    /// A stable name of the error's kind for programs (the FEN bridge's
    /// `ErrorKind::code`, as `sashite feen from-fen --json` writes it).
    pub kind: Option<&'static str>,
}

impl Failure {
    /// A failure with no position in the input.
    pub fn new(message: impl Into<String>) -> Self {
        Self {
            message: message.into(),
            offset: None,
            kind: None,
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
            offset: error.offset(),
            kind: None,
        }
    }
}

impl From<sashite::feen::EncodeError> for Failure {
    fn from(error: sashite::feen::EncodeError) -> Self {
        Self::new(error.to_string())
    }
}

impl From<sashite::epin::ParseError> for Failure {
    fn from(error: sashite::epin::ParseError) -> Self {
        Self {
            message: error.to_string(),
            offset: error.offset(),
            kind: None,
        }
    }
}

impl From<sashite::fen::Error> for Failure {
    fn from(error: sashite::fen::Error) -> Self {
        Self {
            message: error.to_string(),
            offset: Some(error.offset()),
            kind: Some(error.kind().code()),
        }
    }
}
