//! Inputs found by fuzzing (`fuzz/`), kept so that a crash never comes back.
//!
//! Every file of `tests/fuzz_regressions/` goes through `View` and
//! `Position` (bytes and `&str` entry points), which must not panic, must
//! agree, and must point an error inside the input; the named tests below
//! also pin the error each input gets. `.ci/run` runs this file in a debug
//! build (overflow checks on) and again with `--release` (overflow checks
//! off, where an unchecked add would wrap silently instead of panicking),
//! and hands the same directory to the FEEN fuzz targets as a corpus.

use std::path::PathBuf;

use sashite_feen::{BoundsError, Found, ParseError, Position, SyntaxError, View};

/// The directory of the regression inputs, one raw input per file.
fn directory() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fuzz_regressions")
}

/// The bytes of the regression input `name`.
fn input(name: &str) -> Vec<u8> {
    std::fs::read(directory().join(name)).expect("a committed regression input")
}

/// Parses `input` through every entry point; they must agree and an error
/// must point inside the input, at the byte it names. Returns the verdict.
#[track_caller]
fn outcome(input: &[u8]) -> Result<(), ParseError> {
    let view = View::try_from(input);
    let position = Position::try_from(input);
    assert_eq!(view.as_ref().err(), position.as_ref().err(), "{input:?}");
    if let Ok(text) = std::str::from_utf8(input) {
        assert_eq!(View::parse(text), view);
        assert_eq!(Position::parse(text).as_ref(), position.as_ref());
        assert_eq!(sashite_feen::is_valid(text), view.is_ok());
    }
    match (view, position) {
        (Ok(view), Ok(position)) => {
            assert_eq!(view.as_str().as_bytes(), input);
            assert_eq!(position.to_string().as_bytes(), input);
            assert_eq!(Position::from_view(&view), position);
            assert_eq!(view.square_count(), position.square_count());
            Ok(())
        }
        (Err(err), Err(_)) => {
            // Positional, but for the empty input (as in every notation).
            let offset = err
                .offset()
                .or(input.is_empty().then_some(0))
                .expect("FEEN errors are positional");
            assert!(offset <= input.len(), "{err:?}");
            if let ParseError::Syntax { found, .. }
            | ParseError::Piece { found, .. }
            | ParseError::Style { found, .. }
            | ParseError::Count { found, .. } = err
            {
                assert_eq!(found, Found::at(input, offset), "{err:?}");
            }
            Err(err)
        }
        _ => unreachable!("verdicts compared above"),
    }
}

#[test]
fn every_regression_input_parses_without_panicking() {
    let mut names: Vec<_> = std::fs::read_dir(directory())
        .expect("tests/fuzz_regressions")
        .map(|entry| entry.expect("a directory entry").file_name())
        .collect();
    names.sort();
    assert!(!names.is_empty());
    for name in names {
        let name = name.to_str().expect("ASCII file names");
        let _ = outcome(&input(name));
    }
}

/// Issue 13: a board counted past `u128::MAX` squares by the pieces after a
/// huge count, whose empty ranks (`/5/5/5/`) were handed to `Position`'s
/// collector before the scan had found the overflow: the position of their
/// last separator overflowed ("attempt to add with overflow" in
/// `SeparatorRun::last`). The input of the issue (87 bytes) and as `cargo
/// fuzz tmin` left it (67 bytes); both strings have two fields only.
#[test]
fn issue_13_squares_past_u128_max_before_a_missing_field() {
    for name in ["issue-13", "issue-13-tmin"] {
        let input = input(name);
        assert_eq!(
            outcome(&input),
            Err(ParseError::Syntax {
                detail: SyntaxError::FieldCount,
                offset: input.len(),
                found: Found::EndOfInput,
            }),
            "{name}"
        );
    }
}

/// The smallest input derived by hand (51 bytes): one piece, a count that
/// leaves three squares below `u128::MAX`, then empty ranks read at once
/// (the trailing spaces give the word-at-a-time reader its 8 bytes).
#[test]
fn issue_13_smallest() {
    let input = input("issue-13-min");
    assert_eq!(
        input,
        b"K340282366920938463463374607431768211453/1/1/K/K   "
    );
    // Four spaces: the third one is a field too many.
    assert_eq!(
        outcome(&input),
        Err(ParseError::Syntax {
            detail: SyntaxError::FieldCount,
            offset: 50,
            found: Found::Byte(b' '),
        })
    );
}

/// The square count and separator positions of a placement field whose
/// pieces are all single letters, computed the plain way with checked
/// arithmetic: the oracle for the boards below. `None` when the squares do
/// not fit in `u128`.
fn plain_reading(placement: &str) -> Option<(u128, Vec<(u128, usize)>)> {
    let mut squares: u128 = 0;
    let mut separators = Vec::new();
    let bytes = placement.as_bytes();
    let mut i = 0;
    while let Some(&byte) = bytes.get(i) {
        let same = bytes[i..].iter().take_while(|&&b| b == byte).count();
        let digits = bytes[i..].iter().take_while(|b| b.is_ascii_digit()).count();
        if byte == b'/' {
            separators.push((squares, same));
            i += same;
        } else if digits > 0 {
            let count: u128 = placement[i..i + digits].parse().ok()?;
            squares = squares.checked_add(count)?;
            i += digits;
        } else {
            squares = squares.checked_add(1)?;
            i += 1;
        }
    }
    Some((squares, separators))
}

/// Boards of exactly `u128::MAX` squares whose empty ranks are read at
/// once near the end: every separator is where it should be; one square
/// more is a count error, never a wrapped position.
#[test]
fn empty_ranks_read_at_once_up_to_u128_max_squares() {
    let max = u128::MAX;
    // `N` stands for the count that brings the board to `u128::MAX` squares.
    for template in [
        // Ranks read at once after pieces: their squares count too.
        "KN/1/1/K/K",
        "KKN/1/1/1/1/1/K",
        "KN/3/3/3/3/3/3/3/3/3",
        "KKKKN/12/12/12/12/12/12/12",
        // Ranks read at once up to the last square.
        "KN/1/1/1/1/1/1/1/1",
        "N/1/1/1/1/1/1/1/1/1",
        // Ranks read at once before the huge count.
        "K1/1/1/1/1/1/1/1/1/N",
    ] {
        let (others, _) = plain_reading(&template.replace('N', "0")).expect("small");
        for extra in [0, 1] {
            let count = max - others + extra;
            let board = template.replace('N', &count.to_string());
            let feen = format!("{board} / C/c");
            match plain_reading(&board) {
                Some((squares, separators)) => {
                    assert_eq!(outcome(feen.as_bytes()), Ok(()), "{feen}");
                    let position = Position::parse(&feen).expect("valid");
                    assert_eq!(position.square_count(), squares, "{feen}");
                    let read: Vec<_> = position.placement().separators().collect();
                    assert_eq!(read, separators, "{feen}");
                }
                // At the count that overflows, or at 0 when only the
                // pieces take the board past `u128::MAX`.
                None => assert!(
                    matches!(
                        outcome(feen.as_bytes()),
                        Err(ParseError::Bounds {
                            detail: BoundsError::CountTooLarge,
                            ..
                        })
                    ),
                    "{feen}"
                ),
            }
        }
    }
}
