//! Why a call failed: a message, a kind a program can test, and the byte
//! offset in the input when the failure is a parse error.

use core::fmt;

/// A failed call: the message shown to the user, its kind and, for parse
/// errors, the offset of the first bad byte of the input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure {
    /// The error's message, as the library writes it.
    pub message: String,
    /// What went wrong, as a stable snake-case name for programs: for a
    /// FEEN parse error the rule broken as the specification's rejection
    /// table names it (`"styles_same_case"`, `"input_too_long"` …, from
    /// `sashite_feen::ParseError::class`); `"invalid_piece_token"` for a
    /// bad EPIN token; for a FEN the bridge's kind as `sashite feen
    /// from-fen --json` writes it (`"side"`, `"rank_too_long"` …,
    /// `"invalid_feen"`); for a refused edit `"empty_square"`,
    /// `"not_in_hand"`, `"too_many_pieces"` or `"no_such_square"`, and
    /// `"unencodable"` when FEEN cannot write the result; else
    /// `"unknown_notation"`, `"unknown_game"`, `"bad_argument"`,
    /// `"move_number_zero"` (a `moveNumber` of 0: FEN move numbers start
    /// at 1) or `"too_large"` (a board too large to draw).
    pub kind: String,
    /// The byte offset of the first bad byte, when the error has one.
    pub offset: Option<usize>,
}

impl Failure {
    /// A failure of `kind` with no position in the input.
    pub fn new(kind: &str, message: impl Into<String>) -> Self {
        Self {
            message: message.into(),
            kind: kind.to_owned(),
            offset: None,
        }
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

/// `"StylesSameCase"` as `"styles_same_case"`: the FEEN classes in the FEN
/// bridge's spelling, so that every kind is spelled one way.
fn snake_case(class: &str) -> String {
    let mut out = String::with_capacity(class.len() + 4);
    for (i, c) in class.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

impl From<sashite::feen::ParseError> for Failure {
    fn from(error: sashite::feen::ParseError) -> Self {
        Self {
            message: error.to_string(),
            kind: snake_case(error.class()),
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
            EncodeError::SquareEmpty { .. } => "empty_square",
            EncodeError::NotInHand => "not_in_hand",
            EncodeError::TooManyPieces => "too_many_pieces",
            EncodeError::IndexOutOfRange { .. } | EncodeError::BadCoordinates => "no_such_square",
            _ => "unencodable",
        };
        Self::new(kind, error.to_string())
    }
}

impl From<sashite::epin::ParseError> for Failure {
    fn from(error: sashite::epin::ParseError) -> Self {
        Self {
            message: error.to_string(),
            kind: "invalid_piece_token".to_owned(),
            offset: error.offset(),
        }
    }
}

impl From<sashite::fen::Error> for Failure {
    fn from(error: sashite::fen::Error) -> Self {
        Self {
            message: error.to_string(),
            kind: error.kind().code().to_owned(),
            offset: Some(error.offset()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes_in_snake_case() {
        assert_eq!(snake_case("StylesSameCase"), "styles_same_case");
        assert_eq!(snake_case("InputTooLong"), "input_too_long");
        assert_eq!(snake_case("Empty"), "empty");
    }
}
