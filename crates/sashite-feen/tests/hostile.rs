//! Hostile inputs beside `adversarial.rs` (which covers a mebibyte of `/`,
//! digits, `+` and pieces in the placement, a 10,000-slash separator and
//! 100,000 repeated hand items by error class): here every input goes
//! through both `View` and `Position` (bytes entry points; `&str` as well
//! for UTF-8 input), which must agree, and a counting global allocator
//! bounds the heap: `View` allocates nothing, `Position` at most a fixed
//! multiple of the input. Inputs: a mebibyte of one byte for each byte class
//! (`/`, digit, `+`, `^`, `'`, letter, space, NUL, 0xFF) as the whole input
//! and as the placement, 64 KiB of it in the other fields, separator ladders and nests, 20- and 4,000-digit
//! counts and multiplicities, 100,000 distinct-count hand items, and every
//! prefix of valid strings.

use peak_alloc::PeakAlloc;
use sashite_feen::{Found, Limits, ParseError, Position, Side, View};
use sashite_testkit::{MIB, NOISE, ladder, peak_heap, serial};

#[global_allocator]
static ALLOCATOR: PeakAlloc = PeakAlloc;

/// Heap bytes a `Position` may hold per input byte while it is built (the
/// documented bound, `Position`'s "Memory" section): a piece (a letter, at
/// least one byte) is stored in 8 bytes, a separator of an irregular board
/// (at least one `/`) in 8, every vector is allocated once at its size.
const POSITION_BYTES_PER_INPUT_BYTE: usize = 8;

/// Heap bytes the hands may hold whatever the input: at most 624 distinct
/// items (32 bytes each) per hand, and the shape (at most 64 `u128`).
const POSITION_FIXED_BYTES: usize = 2 * 624 * 32 + 64 * 16;

/// Parses `input` with `View` and `Position`, checks that they agree, that
/// the heap stayed bounded, and that an error points into the input (at the
/// byte it names); returns the error class (`None` when valid).
#[track_caller]
fn outcome(input: &[u8]) -> Option<&'static str> {
    let (view, view_peak) = peak_heap(&ALLOCATOR, || View::try_from(input));
    assert!(view_peak <= NOISE, "View: {view_peak} heap bytes");
    let (position, position_peak) = peak_heap(&ALLOCATOR, || Position::try_from(input));
    assert!(
        position_peak <= POSITION_BYTES_PER_INPUT_BYTE * input.len() + POSITION_FIXED_BYTES + NOISE,
        "Position: {position_peak} heap bytes for {} input bytes",
        input.len()
    );
    assert_eq!(view.as_ref().err(), position.as_ref().err());
    if let Ok(text) = std::str::from_utf8(input) {
        assert_eq!(View::parse(text), view);
        assert_eq!(sashite_feen::is_valid(text), view.is_ok());
    }
    match (view, position) {
        (Ok(view), Ok(position)) => {
            assert_eq!(view.as_str().as_bytes(), input);
            assert_eq!(position.to_string().as_bytes(), input);
            assert_eq!(view.square_count(), position.square_count());
            assert_eq!(view.piece_count(), position.piece_count());
            None
        }
        (Err(err), _) => {
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
            Some(err.code())
        }
        (Ok(_), Err(_)) => unreachable!("verdicts compared above"),
    }
}

/// The error of `input`, for exact offsets.
fn error(input: &str) -> ParseError {
    View::parse(input).expect_err("invalid")
}

/// The byte classes, with the class of error for a mebibyte of each as the
/// whole input and as the placement (`… / C/c`), and for 64 KiB of each as
/// the first hand (`8 …/ C/c`) and as the style–turn field (`8 / …`). Field delimiters are
/// checked before the tokens between them, so a style–turn field without
/// its `/` is a delimiter error (at the end of the input).
const CLASSES: [(u8, [Option<&str>; 4]); 9] = [
    (
        b'/',
        [
            Some("field_count"),
            Some("placement_starts_with_separator"),
            Some("invalid_hands_delimiter"),
            Some("invalid_style_turn_delimiter"),
        ],
    ),
    (
        b'7',
        [
            Some("field_count"),
            Some("count_too_large"),
            Some("count_too_large"),
            Some("invalid_style_turn_delimiter"),
        ],
    ),
    (
        b'+',
        [
            Some("field_count"),
            Some("invalid_piece_token"),
            Some("invalid_piece_token"),
            Some("invalid_style_turn_delimiter"),
        ],
    ),
    (
        b'^',
        [
            Some("field_count"),
            Some("invalid_piece_token"),
            Some("invalid_piece_token"),
            Some("invalid_style_turn_delimiter"),
        ],
    ),
    (
        b'\'',
        [
            Some("field_count"),
            Some("invalid_piece_token"),
            Some("invalid_piece_token"),
            Some("invalid_style_turn_delimiter"),
        ],
    ),
    (
        b'K',
        [
            Some("field_count"),
            None,
            Some("hand_not_aggregated"),
            Some("invalid_style_turn_delimiter"),
        ],
    ),
    (
        b' ',
        [
            Some("field_count"),
            Some("field_count"),
            Some("field_count"),
            Some("field_count"),
        ],
    ),
    (
        0,
        [
            Some("field_count"),
            Some("invalid_piece_token"),
            Some("invalid_piece_token"),
            Some("invalid_style_turn_delimiter"),
        ],
    ),
    (
        0xFF,
        [
            Some("non_ascii"),
            Some("non_ascii"),
            Some("non_ascii"),
            Some("non_ascii"),
        ],
    ),
];

#[test]
fn a_mebibyte_of_each_byte_class_in_each_place() {
    let _serial = serial();
    for (byte, expected) in CLASSES {
        let run = vec![byte; MIB];
        // The later fields take the same paths at any length: 64 KiB there
        // keeps the test fast in debug builds.
        let short = &run[..MIB / 16];
        let places = [
            run.clone(),
            [&run[..], b" / C/c"].concat(),
            [b"8 ", short, b"/ C/c"].concat(),
            [b"8 / ", short].concat(),
        ];
        for (place, (input, class)) in places.iter().zip(expected).enumerate() {
            assert_eq!(outcome(input), class, "{byte:#04x} in place {place}");
        }
    }
    // 0xFF is not UTF-8; through `&str`, its lossy replacement is rejected
    // the same way, at its first byte.
    let lossy = "\u{FFFD}".repeat(MIB / 3);
    assert_eq!(outcome(lossy.as_bytes()), Some("non_ascii"));
    assert_eq!(error(&lossy).offset(), Some(0));
}

#[test]
fn twenty_and_four_thousand_digit_counts() {
    let _serial = serial();
    let twenty = "9".repeat(20);
    let huge = "9".repeat(4000);
    let cases = [
        (format!("{twenty} / C/c"), None),
        (format!("{twenty}/{twenty} {twenty}P/{twenty}p C/c"), None),
        (format!("{huge} / C/c"), Some("count_too_large")),
        (format!("K{huge}/{huge}K / C/c"), Some("count_too_large")),
        (format!("{twenty} {huge}P/ C/c"), Some("count_too_large")),
        (format!("{twenty} /{huge}p C/c"), Some("count_too_large")),
        (
            format!("{} / C/c", "0".repeat(4000)),
            Some("invalid_empty_count"),
        ),
        (
            format!("{twenty} 0{twenty}P/ C/c"),
            Some("invalid_hand_count"),
        ),
        // Counts that fit, out of order, or more pieces than squares.
        (
            format!("{twenty} {twenty}p{twenty}P/ C/c"),
            Some("hand_not_canonical"),
        ),
        (
            format!("{twenty} {twenty}P/{twenty}p C/c"),
            Some("too_many_pieces"),
        ),
    ];
    for (input, class) in cases {
        assert_eq!(outcome(input.as_bytes()), class, "{}", &input[..24]);
    }
    // The count too large is reported where it starts.
    assert_eq!(error(&format!("K{huge} / C/c")).offset(), Some(1));
    assert_eq!(error(&format!("8 {huge}P/ C/c")).offset(), Some(2));
}

#[test]
fn separator_ladders_and_nests() {
    let _serial = serial();
    // `a/b//c///d////…`: each separator one slash longer than the last.
    let upwards = ladder("a", 1..=1000);
    let input = format!("{upwards} / C/c");
    assert_eq!(outcome(input.as_bytes()), Some("dimensional_coherence"));
    assert_eq!(error(&input).offset(), Some(3));
    // The same, downwards: `a////…/a///a//a/a`.
    let downwards = ladder("a", (1..=1000).rev());
    let input = format!("{downwards} / C/c");
    assert_eq!(outcome(input.as_bytes()), Some("dimensional_coherence"));
    // A coherent board nested 16 deep (2 x ... x 2 x 1), then the same board
    // under tighter limits: a limit error, not a grammar error.
    let mut board = String::from("a/a");
    for depth in 2..16 {
        board = format!("{board}{}{board}", "/".repeat(depth));
    }
    let input = format!("{board} / C/c");
    assert_eq!(outcome(input.as_bytes()), None);
    let limited = View::parse_with(&input, &Limits::DEFAULT.with_max_dimensions(15));
    assert_eq!(
        limited.map_err(|err| err.code()),
        Err("too_many_dimensions")
    );
    // Separators longer than any board can be deep: 65 slashes and a mebibyte.
    for len in [65, MIB] {
        let input = format!("{board}{}{board} / C/c", "/".repeat(len));
        assert_eq!(outcome(input.as_bytes()), Some("dimensional_coherence"));
    }
}

/// The 624 EPIN tokens.
fn all_tokens() -> Vec<String> {
    let mut tokens = Vec::with_capacity(624);
    for letter in ('A'..='Z').chain('a'..='z') {
        for state in ["-", "+", ""] {
            for terminal in ["", "^"] {
                for derived in ["", "'"] {
                    tokens.push(format!("{state}{letter}{terminal}{derived}"));
                }
            }
        }
    }
    tokens
}

#[test]
fn a_hundred_thousand_hand_items_with_distinct_counts() {
    let _serial = serial();
    let tokens = all_tokens();
    assert_eq!(tokens.len(), 624);
    // Strictly decreasing multiplicities keep any order canonical; the
    // 625th item repeats the first token.
    let mut hand = String::new();
    let mut starts = Vec::new();
    for (i, token) in tokens.iter().cycle().take(100_000).enumerate() {
        starts.push(hand.len());
        hand.push_str(&(100_001 - i).to_string());
        hand.push_str(token);
    }
    let input = format!("{} {hand}/ C/c", "9".repeat(12));
    assert_eq!(outcome(input.as_bytes()), Some("hand_not_aggregated"));
    let offset = error(&input).offset().expect("positional") - 13;
    assert!(
        (starts[624]..starts[625]).contains(&offset),
        "offset {offset} is not in the 625th item"
    );
    // All 624 tokens once each: a valid hand, kept in full.
    let end = starts[624];
    let input = format!("{} {}/ C/c", "9".repeat(12), &hand[..end]);
    assert_eq!(outcome(input.as_bytes()), None);
    let position = Position::parse(&input).expect("valid");
    assert_eq!(position.hand(Side::First).len(), 624);
    assert_eq!(position.hand(Side::Second).len(), 0);
}

#[test]
fn every_prefix_of_valid_strings() {
    let _serial = serial();
    for valid in [
        "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c",
        "lnsgk^gsnl/1r5b1/pppp1pppp/9/9/9/PPPP1PPPP/1B5R1/LNSGK^GSNL P/p S/s",
        "K^2/3//3/2k^ 2P/p C/c",
        "a/1c//d/e/f///g/h//i/j +K^'/ C/c",
    ] {
        assert_eq!(outcome(valid.as_bytes()), None, "{valid:?}");
        for end in 0..valid.len() {
            let prefix = &valid[..end];
            // No strict prefix of these strings is valid: the style–turn
            // field ends each of them with a letter after its '/'.
            assert!(outcome(prefix.as_bytes()).is_some(), "{prefix:?}");
        }
    }
}

#[test]
fn the_densest_boards_take_eight_bytes_per_input_byte() {
    let _serial = serial();
    // A piece per byte; a separator per other byte, on irregular boards (a
    // regular one keeps its shape alone).
    let pieces = format!("{} / C/c", "K".repeat(MIB));
    let ranks = format!("{}KK / C/c", "K/".repeat(MIB / 2));
    let layers = format!("{}K/K/K / C/c", "K/K//".repeat(MIB / 5));
    for input in [pieces, ranks, layers] {
        let (position, peak) = peak_heap(&ALLOCATOR, || Position::parse(&input));
        let position = position.expect("valid");
        assert!(position.shape().is_none() || position.placement().separators().count() == 0);
        assert!(
            peak <= 8 * input.len() + NOISE,
            "{peak} heap bytes for {} input bytes",
            input.len()
        );
        // Half the bytes of a piece or separator at least: the bound is met
        // by storage, not by luck.
        assert!(
            peak >= 4 * input.len(),
            "{peak} heap bytes for {} input bytes",
            input.len()
        );
    }
}
