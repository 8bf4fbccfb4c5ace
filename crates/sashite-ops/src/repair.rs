//! `normalize` and `repair`: FEEN made canonical where the library's
//! lenient reader can (hands with repeated items, an explicit `1`, items
//! out of order), with what was repaired and where.

use sashite::feen::{Lenient, Repaired, View};

use crate::Failure;
use crate::text::read_ascii;

/// The canonical FEEN of `input`, repaired where it can be.
///
/// # Errors
///
/// The strict reader's failure (code, offset, and a hint when the input
/// looks like a FEN) when `input` cannot be repaired; `non_ascii` at the
/// first byte that is not ASCII when nothing before it is wrong.
///
/// # Examples
///
/// ```
/// assert_eq!(sashite_ops::repair::normalize(b"8 PP/ C/c").as_deref(), Ok("8 2P/ C/c"));
/// assert_eq!(sashite_ops::repair::normalize(b"8 / C/C").unwrap_err().code(), "styles_same_case");
/// ```
pub fn normalize(input: &[u8]) -> Result<String, Failure> {
    repair(input).map(Repaired::into_canonical)
}

/// What [`normalize`] repairs in `input`: the canonical string and each
/// repair, with its code (`"repeated_item"` …) and offset.
///
/// # Errors
///
/// As [`normalize`].
///
/// # Examples
///
/// ```
/// let repaired = sashite_ops::repair::repair(b"8 QP/ C/c").expect("repairable");
/// assert_eq!(repaired.canonical(), "8 PQ/ C/c");
/// assert_eq!(repaired.repairs()[0].kind().code(), "out_of_order");
/// ```
pub fn repair(input: &[u8]) -> Result<Repaired, Failure> {
    repair_with(input, &Lenient::DEFAULT)
}

/// [`repair`] with a lenient reader of the caller's choice (the command's
/// `--seed-era` reads feen.rb 0.1.0's placements too).
///
/// # Errors
///
/// As [`normalize`].
pub fn repair_with(input: &[u8], lenient: &Lenient) -> Result<Repaired, Failure> {
    // FEEN refuses a byte that is not ASCII before any other fault, as the
    // strict reader (validate, inspect) reports it.
    if !input.is_ascii()
        && let Err(error) = View::try_from(input)
    {
        return Err(Failure::feen(&error, input));
    }
    read_ascii(input, "FEEN", |text| {
        lenient
            .repair(text)
            .map_err(|error| Failure::feen(&error, input))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_past_the_ascii_fail_where_they_are() {
        let err = normalize(b"8 PP/ C/\xC3").unwrap_err();
        assert_eq!((err.code(), err.offset()), ("non_ascii", Some(8)));
        // As the strict reader says: FEEN is ASCII before anything else.
        let err = normalize(b"8 / C/C\xC3").unwrap_err();
        assert_eq!((err.code(), err.offset()), ("non_ascii", Some(7)));
        let strict = crate::notation::record_json(
            sashite_render::Notation::Feen,
            b"8 / C/C\xC3",
            sashite_render::Detail::Verdict,
        );
        assert!(
            strict.contains(r#""offset":7,"kind":"non_ascii""#),
            "{strict}"
        );
    }

    #[test]
    fn a_fen_is_hinted() {
        let err =
            normalize(b"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap_err();
        assert!(
            err.hint().is_some_and(|hint| hint.contains("--game chess")),
            "{err:?}"
        );
    }
}
