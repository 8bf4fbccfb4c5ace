//! Reading an input as a notation: its record (the object of
//! `sashite <notation> inspect --json`), and which notation an input is
//! written in when the page is asked to detect it.

use sashite_render::{Detail, Notation, Record};

use crate::Failure;

/// The notation called `name` (`"feen"`, `"PIN"`: any case).
///
/// # Errors
///
/// A [`Failure`] naming the six notations for any other name.
pub fn by_name(name: &str) -> Result<Notation, Failure> {
    Notation::from_subcommand(name).ok_or_else(|| {
        Failure::new(
            "unknown_notation",
            format!("no notation {name:?}: expected pin, epin, sin, snn, pnn or feen"),
        )
    })
}

/// The JSON object `sashite <notation> inspect --json` (with
/// [`Detail::Attributes`]) or `validate --json` (with [`Detail::Verdict`])
/// prints for `input`, without the line ending.
#[must_use]
pub fn record_json(notation: Notation, input: &str, detail: Detail) -> String {
    Record::new(notation, input.as_bytes()).to_json(None, detail)
}

/// Whether `input` reads as `notation`: the library's `is_valid`, without
/// building a record (the cheap question for a loop over many inputs).
#[must_use]
pub fn is_valid(notation: Notation, input: &str) -> bool {
    match notation {
        Notation::Pin => sashite::pin::is_valid(input),
        Notation::Epin => sashite::epin::is_valid(input),
        Notation::Sin => sashite::sin::is_valid(input),
        Notation::Snn => sashite::snn::is_valid(input),
        Notation::Pnn => sashite::pnn::is_valid(input),
        Notation::Feen => sashite::feen::is_valid(input),
    }
}

/// The notation `input` is most likely written in: the first one that
/// reads it (in the order FEEN, PIN, EPIN, SNN, PNN, SIN), else the one
/// whose parser went furthest before its error.
#[must_use]
pub fn detect(input: &str) -> Notation {
    const ORDER: [Notation; 6] = [
        Notation::Feen,
        Notation::Pin,
        Notation::Epin,
        Notation::Snn,
        Notation::Pnn,
        Notation::Sin,
    ];
    let mut best = (Notation::Feen, 0);
    for notation in ORDER {
        let record = Record::new(notation, input.as_bytes());
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
            record_json(Notation::Sin, "C", Detail::Attributes),
            r#"{"input":"C","valid":true,"canonical":"C","letter":"C","side":"first"}"#
        );
        assert_eq!(
            record_json(Notation::Pin, "K", Detail::Verdict),
            r#"{"input":"K","valid":true}"#
        );
        let invalid = record_json(Notation::Feen, "8 / C/C", Detail::Verdict);
        assert!(invalid.contains(r#""valid":false"#), "{invalid}");
        assert!(invalid.contains(r#""offset":"#), "{invalid}");
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
            let record = record_json(notation, input, Detail::Verdict);
            assert_eq!(
                is_valid(notation, input),
                record.contains(r#""valid":true"#),
                "{input}"
            );
        }
    }

    #[test]
    fn detection_prefers_what_reads_then_what_went_furthest() {
        assert_eq!(detect("8/8 / C/c"), Notation::Feen);
        assert_eq!(detect("K^"), Notation::Pin);
        assert_eq!(detect("K'"), Notation::Epin);
        assert_eq!(detect("CHESS"), Notation::Snn);
        assert_eq!(detect("+king^"), Notation::Pnn);
        assert_eq!(detect("8/8 / C/C"), Notation::Feen);
    }
}
