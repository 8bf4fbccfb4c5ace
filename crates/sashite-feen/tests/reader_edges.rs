//! Edges of the validating reader that `cargo mutants` found unpinned:
//! exact square counts past the reader's `u64` fast sums, and exact error
//! kinds and offsets. Each test names the rule it pins.

use sashite_feen::{
    BoundsError, CountError, Found, Limits, ParseError, Position, SyntaxError, ValidationError,
    View,
};

/// The squares of a valid `input`, as `View` and `Position` count them.
#[track_caller]
fn squares(input: &str) -> u128 {
    let view = View::parse(input).unwrap_or_else(|err| panic!("{input:?}: {err}"));
    let position = Position::parse(input).unwrap_or_else(|err| panic!("{input:?}: {err}"));
    assert!(sashite_feen::is_valid(input), "{input:?}");
    assert_eq!(position.square_count(), view.square_count(), "{input:?}");
    view.square_count()
}

/// The error of an invalid `input`, the same for `View`, `Position` and
/// `is_valid`.
#[track_caller]
fn error(input: &str) -> ParseError {
    let err = View::parse(input).expect_err(input);
    assert_eq!(Position::parse(input).expect_err(input), err, "{input:?}");
    assert!(!sashite_feen::is_valid(input), "{input:?}");
    err
}

/// Checks that `input` breaks dimensional coherence at `offset`.
#[track_caller]
fn incoherent_at(input: &str, offset: usize) {
    assert_eq!(
        error(input),
        ParseError::Validation {
            detail: ValidationError::DimensionalCoherence,
            offset
        },
        "{input:?}"
    );
}

#[test]
fn a_count_near_u64_max_then_small_counts_adds_exactly() {
    let max = u128::from(u64::MAX);
    // A long count that fills the fast sum, then one-digit counts the
    // table adds: the total goes past 2^64 without wrapping.
    assert_eq!(squares(&format!("{max}K9 / C/c")), max + 1 + 9);
    assert_eq!(squares(&format!("{max}K9K9 / C/c")), max + 2 + 18);
    assert_eq!(squares(&format!("K{}K9 / C/c", max - 3)), max - 3 + 2 + 9);
}

#[test]
fn a_separator_of_three_needs_one_of_two_before_it_even_when_a_later_one_closes() {
    // `///` with only `/` before it is incoherent, though the `//` after it
    // would leave every structure closed at the end. The `///` comes after
    // two one-digit ranks (read as a run), or after pieces.
    incoherent_at("1/1///1/1//1/1 / C/c", 3);
    incoherent_at("a/b///c/d//e/f / C/c", 3);
    assert_eq!(squares("1/1//1/1///1/1//1/1 / C/c"), 8);
}

#[test]
fn a_separator_waits_for_its_right_stretch_even_when_the_end_is_coherent() {
    // The `//` at byte 3 has no `/` on its right before the next `//` or
    // `///`: incoherent there, though the last stretches would close every
    // structure at the end.
    for (input, offset) in [
        ("a/b//c//d/e / C/c", 6),
        ("1/1//1//1/1 / C/c", 6),
        ("a/b//c///d/e//f/g / C/c", 3),
        ("1/1//1///1/1//1/1 / C/c", 3),
    ] {
        incoherent_at(input, offset);
    }
}

#[test]
fn the_dimension_limit_is_inclusive_and_names_the_first_longest_separator() {
    let input = "a/b//c/d//e/f / C/c";
    let at_limit = Limits::DEFAULT.with_max_dimensions(3);
    let view = View::parse_with(input, &at_limit).expect("3 dimensions, limit 3");
    assert_eq!(view.dimension_count(), 3);
    assert_eq!(
        View::parse_with(input, &at_limit.with_max_dimensions(2)).unwrap_err(),
        ParseError::Bounds {
            detail: BoundsError::TooManyDimensions { max: 2 },
            offset: 3
        }
    );
}

#[test]
fn a_coherence_error_names_the_separator_whose_stretch_fails() {
    // Read left to right, the first separator found with a stretch that
    // lacks the separator one shorter: its own left stretch (`//` at 6
    // after `a`), or the right stretch of an earlier one still waiting
    // (`//` at 3, whose right stretch `a` ends at the `///` at 6).
    for (input, offset) in [
        ("a//a//a / C/c", 1),
        ("a/a//a//a//a / C/c", 6),
        ("a/a//a///a/a / C/c", 3),
        ("a/a//a/a///a / C/c", 8),
        ("a/a//a////a / C/c", 6),
        ("a/a//a/////a / C/c", 6),
    ] {
        incoherent_at(input, offset);
    }
}

#[test]
fn a_placement_error_wins_over_a_hands_field_without_its_slash() {
    // The hands field `P` lacks its `/`, but the placement breaks first:
    // its error stands, even at the space that ends the placement.
    assert_eq!(
        error("08 P C/c"),
        ParseError::Count {
            detail: CountError::EmptyCount,
            offset: 0,
            found: Found::Byte(b'0')
        }
    );
    let err = error("K+ P C/c");
    assert_eq!((err.code(), err.offset()), ("invalid_piece_token", Some(2)));
    // Inside the hands field, the missing `/` is the error.
    assert_eq!(
        error("K PQ C/c"),
        ParseError::Syntax {
            detail: SyntaxError::HandsDelimiter,
            offset: 4,
            found: Found::Byte(b' ')
        }
    );
}

#[test]
fn a_shape_debugs_as_its_axes() {
    let view = View::parse("a/b//c/d//e/f / C/c").expect("valid");
    let shape = view.shape().expect("regular");
    assert_eq!(format!("{shape:?}"), "[3, 2, 1]");
}

/// `BoardPieces::coordinates` was pinned by its doctests only: each
/// piece's coordinates are those `Position::squares` gives its square.
#[test]
fn board_pieces_are_where_the_squares_put_them() {
    for input in [
        "K2 / C/c",
        "2/1K / C/c",
        "1K2/3k//2P1/1p2 / C/c",
        "rkr/pp/PPPP / C/c",
        "a/b//c/d///e/f//g/h////i/j//k/l///m/n//o/p / C/c",
    ] {
        let view = View::parse(input).expect("valid");
        let mut pieces = view.board_pieces();
        let mut walked = Vec::new();
        while let Some(piece) = pieces.next() {
            walked.push((pieces.coordinates().to_vec(), piece.piece().to_string()));
        }
        let position = Position::parse(input).expect("valid");
        let squares: Vec<(Vec<u128>, String)> = position
            .squares()
            .filter_map(|(at, piece)| Some((at.to_vec(), piece?.to_string())))
            .collect();
        assert_eq!(walked, squares, "{input:?}");
    }
}

/// The squares and pieces of the placement of `input`, counted naively:
/// every run of digits is a count, every letter a piece. `None` past
/// `u128::MAX`.
fn naive_counts(input: &str) -> Option<(u128, u128)> {
    let placement = input.split(' ').next().unwrap_or_default();
    let mut pieces = 0;
    let mut empties: u128 = 0;
    let mut run: Option<u128> = None;
    for byte in placement.bytes().chain([b'/']) {
        if byte.is_ascii_digit() {
            let digit = u128::from(byte - b'0');
            run = Some(run.unwrap_or(0).checked_mul(10)?.checked_add(digit)?);
            continue;
        }
        empties = empties.checked_add(run.take().unwrap_or(0))?;
        pieces += u128::from(byte.is_ascii_alphabetic());
    }
    Some((empties.checked_add(pieces)?, pieces))
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(1024))]

    /// The shortcuts over identical ranks (a run of `d/`, of `255/`) count
    /// every rank they skip, exactly once.
    #[test]
    fn runs_of_identical_ranks_count_every_square(
        groups in proptest::collection::vec(
            (
                proptest::sample::select(&[
                    "8", "1", "9", "12", "255", "1234567", "K", "8K", "K8", "+p2",
                    "99999999999999999999",
                ][..]),
                1..8usize,
                proptest::sample::select(&["/", "/", "/", "/", "/", "/", "//", "///"][..]),
            ),
            1..6,
        ),
    ) {
        // Each group: one rank repeated, then the separator before the next.
        let mut placement = String::new();
        for (rank, repeats, separator) in &groups {
            placement.push_str(&[*rank; 8][..*repeats].join("/"));
            placement.push_str(separator);
        }
        placement.pop();
        let input = format!("{} / C/c", placement.trim_end_matches('/'));
        if let (Ok(view), Some((squares, pieces))) = (View::parse(&input), naive_counts(&input)) {
            proptest::prop_assert_eq!(view.square_count(), squares, "{:?}", input);
            proptest::prop_assert_eq!(view.board_piece_count(), pieces, "{:?}", input);
            proptest::prop_assert_eq!(
                Position::parse(&input).map(|p| p.square_count()),
                Ok(squares),
                "{:?}",
                input
            );
        }
    }
}
