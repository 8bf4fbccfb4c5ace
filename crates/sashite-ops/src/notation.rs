//! Reading an input as one of the six notations: its record (the object of
//! `sashite <notation> inspect|validate --json`) and which notation an input
//! is written in (whether it is valid: `Notation::is_valid`).

use sashite_render::{Detail, JsonWriter};
/// The notations, an input's record and an attribute's value, for the
/// bindings that write records in their own form (the Python package's
/// Arrow columns) from [`Record::attributes`], the one list.
pub use sashite_render::{Notation, Record, Value};

use crate::Failure;

/// The notation called `name` (`"feen"`, `"PIN"`: any case).
///
/// # Errors
///
/// `unknown_notation`, naming the six notations, for any other name.
///
/// # Examples
///
/// ```
/// use sashite_ops::notation;
/// use sashite_render::Notation;
///
/// assert_eq!(notation::by_name("EPIN"), Ok(Notation::Epin));
/// assert_eq!(notation::by_name("fen").unwrap_err().code(), "unknown_notation");
/// ```
pub fn by_name(name: &str) -> Result<Notation, Failure> {
    Notation::from_subcommand(name).ok_or_else(|| {
        Failure::new(
            "unknown_notation",
            format!("no notation {name:?}: expected pin, epin, sin, snn, pnn or feen"),
            None,
        )
    })
}

/// The JSON object `sashite <notation> inspect --json` (with
/// [`Detail::Attributes`]) or `validate --json` (with [`Detail::Verdict`])
/// prints for `input`, without the line ending; an invalid input has
/// `error`, `offset` and `kind` (the code).
///
/// # Examples
///
/// ```
/// use sashite_ops::notation;
/// use sashite_render::{Detail, Notation};
///
/// assert_eq!(
///     notation::record_json(Notation::Sin, b"CC", Detail::Verdict),
///     r#"{"input":"CC","valid":false,"error":"invalid SIN: expected the end of input at byte 1, found 'C'","offset":1,"kind":"expected_end"}"#,
/// );
/// ```
#[must_use]
pub fn record_json(notation: Notation, input: &[u8], detail: Detail) -> String {
    // One pass over a FEEN board: its pieces are written as it is checked.
    let mut bytes = Vec::new();
    JsonWriter::new().write_input(notation, input, &mut bytes, None, detail);
    json_string(bytes)
}

/// The JSON writer's bytes as a string.
fn json_string(bytes: Vec<u8>) -> String {
    // It writes ASCII, valid FEEN and escaped text (invalid UTF-8 as
    // U+FFFD): never a byte that breaks UTF-8.
    String::from_utf8(bytes).expect("the JSON writer writes UTF-8")
}

/// The order in which [`detect`] tries the notations: FEEN first (it is
/// never mistaken for a token), then the tokens from the most specific.
const ORDER: [Notation; 6] = [
    Notation::Feen,
    Notation::Pin,
    Notation::Epin,
    Notation::Snn,
    Notation::Pnn,
    Notation::Sin,
];

/// The notation `input` is written in: the first that reads it, in the
/// order FEEN, PIN, EPIN, SNN, PNN, SIN (`"K"` is PIN, though EPIN, PNN and
/// SIN read it too); `None` when none does. It never guesses.
///
/// # Examples
///
/// ```
/// use sashite_ops::notation;
/// use sashite_render::Notation;
///
/// assert_eq!(notation::detect(b"K'"), Some(Notation::Epin));
/// assert_eq!(notation::detect(b""), None);
/// assert_eq!(notation::detect(b"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"), None);
/// ```
#[must_use]
pub fn detect(input: &[u8]) -> Option<Notation> {
    ORDER.into_iter().find(|notation| notation.is_valid(input))
}

/// The notation whose reader gets furthest into `input` before its error
/// (the first in [`detect`]'s order on a tie, FEEN when no reader gets
/// past byte 0): the one whose error tells most about an input no notation
/// reads. For a valid input, [`detect`]'s answer.
///
/// # Examples
///
/// ```
/// use sashite_ops::notation;
/// use sashite_render::Notation;
///
/// assert_eq!(notation::closest(b"8/8 / C/C"), Notation::Feen);
/// ```
#[must_use]
pub fn closest(input: &[u8]) -> Notation {
    let mut best = (Notation::Feen, 0);
    for notation in ORDER {
        let record = Record::new(notation, input);
        match record.failure() {
            None => return notation,
            Some(failure) => {
                let reached = failure.offset().unwrap_or(0);
                if reached > best.1 {
                    best = (notation, reached);
                }
            }
        }
    }
    best.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_in_any_case() {
        assert_eq!(by_name("feen"), Ok(Notation::Feen));
        assert_eq!(by_name("EPIN"), Ok(Notation::Epin));
        assert!(by_name("fen").is_err());
    }

    #[test]
    fn records_are_the_command_line_objects() {
        assert_eq!(
            record_json(Notation::Sin, b"C", Detail::Attributes),
            r#"{"input":"C","valid":true,"canonical":"C","letter":"C","side":"first"}"#
        );
        assert_eq!(
            record_json(Notation::Pin, b"K", Detail::Verdict),
            r#"{"input":"K","valid":true}"#
        );
        let invalid = record_json(Notation::Feen, b"8 / C/C", Detail::Verdict);
        assert!(invalid.contains(r#""valid":false"#), "{invalid}");
        assert!(
            invalid.contains(r#""kind":"styles_same_case""#),
            "{invalid}"
        );
        assert!(invalid.contains(r#""offset":6"#), "{invalid}");
    }

    #[test]
    fn validity_agrees_with_the_records() {
        for (notation, input) in [
            (Notation::Pin, "+K^"),
            (Notation::Pin, "K#"),
            (Notation::Epin, "K'"),
            (Notation::Sin, "c"),
            (Notation::Snn, "Chess"),
            (Notation::Pnn, "+king^"),
            (Notation::Feen, "8/8 / C/c"),
            (Notation::Feen, "8/8 / C/C"),
        ] {
            let record = record_json(notation, input.as_bytes(), Detail::Verdict);
            assert_eq!(
                notation.is_valid(input.as_bytes()),
                record.contains(r#""valid":true"#),
                "{input}"
            );
        }
        assert!(!Notation::Feen.is_valid(b"8 / C/c\xFF"));
    }

    #[test]
    fn detection_names_what_reads_and_nothing_else() {
        assert_eq!(detect(b"8/8 / C/c"), Some(Notation::Feen));
        assert_eq!(detect(b"K^"), Some(Notation::Pin));
        assert_eq!(detect(b"K'"), Some(Notation::Epin));
        assert_eq!(detect(b"CHESS"), Some(Notation::Snn));
        assert_eq!(detect(b"+king^"), Some(Notation::Pnn));
        for nothing in [&b""[..], b"hello world", b"8/8 / C/C", b"\xFF"] {
            assert_eq!(detect(nothing), None, "{nothing:?}");
        }
        assert_eq!(closest(b"8/8 / C/C"), Notation::Feen);
        assert_eq!(closest(b"K^"), Notation::Pin);
    }
}
