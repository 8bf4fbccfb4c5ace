//! `View::parse_visiting`: the validating reader tells a visitor each
//! piece and separator in the pass that checks the string, as the view's
//! token walks read them, with every path of the reader (long counts,
//! runs of identical ranks, separators that a single `/` starts) and on
//! invalid strings, where only the verdict counts and nothing panics.

mod common;

use common::visited::{Event, Recorder, visited_as_walked};
use proptest::prelude::*;
use sashite_feen::{Limits, View};

#[test]
fn every_path_of_the_reader_tells_what_the_token_walk_reads() {
    let empty_255 = vec!["255"; 255].join("/");
    let layer = ["8"; 8].join("/");
    let cube = [layer.as_str(); 8].join("//");
    let max = u128::MAX;
    for input in [
        "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c".to_string(),
        "rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x".to_string(),
        "K^1/2//1+p/2 / C/c".to_string(),
        "+rk'/2/1K^ 2P'/p S/s".to_string(),
        format!("{empty_255} / C/c"),
        format!("{cube} / C/c"),
        format!("K{cube} / C/c"),
        // A run of one-digit ranks whose last `/` starts a longer separator.
        "8/8//8/8 / C/c".to_string(),
        "8/8/8/8//8/8/8/8 / C/c".to_string(),
        "1/1/1/1///1/1/1/1///1/1/1/1 / C/c".to_string(),
        "k/8/8///8/8/8 / C/c".to_string(),
        // The same with longer counts, and counts read whole.
        "12/12/12//12/12/12 / C/c".to_string(),
        "255/255//255/255 / C/c".to_string(),
        "12/K11/12 / C/c".to_string(),
        "1234567890123/1234567890123/1234567890123 / C/c".to_string(),
        "rkr/pp//2P1/a / C/c".to_string(),
        "a/b//c/d///e/f//g/h / C/c".to_string(),
        format!("{}K / C/c", max - 1),
        format!("1/{}K / C/c", max - 2),
        // Invalid: the verdict and the error only.
        format!("{max}K / C/c"),
        "8/8//8 / C/c".to_string(),
        "8/8/8/8// / C/c".to_string(),
        "K+ / C/c".to_string(),
        "K^^ / C/c".to_string(),
        String::new(),
    ] {
        visited_as_walked(input.as_bytes());
    }
    visited_as_walked(b"K\xff / C/c");
}

#[test]
fn the_shape_is_told_once_and_only_for_a_valid_string() {
    let mut recorder = Recorder::default();
    let view = View::parse_visiting(b"ab/cd//AB/C1 P/ G/g", &Limits::DEFAULT, &mut recorder);
    assert_eq!(view.map(|view| view.dimension_count()), Ok(3));
    assert_eq!(recorder.shapes, [Some(vec![2, 2, 2])]);
    assert_eq!(recorder.events[0], Event::Piece(0, 0..1));
    assert_eq!(recorder.events[2], Event::Separator(2, 1));
    assert_eq!(recorder.events[5], Event::Separator(4, 2));

    let mut recorder = Recorder::default();
    assert!(View::parse_visiting(b"rkr/pp / C/c", &Limits::DEFAULT, &mut recorder).is_ok());
    assert_eq!(recorder.shapes, [None]);

    let mut recorder = Recorder::default();
    assert!(View::parse_visiting(b"ab/cd / C/C", &Limits::DEFAULT, &mut recorder).is_err());
    assert!(recorder.shapes.is_empty());
}

#[test]
fn limits_apply_as_in_parse_with() {
    let limits = Limits::DEFAULT.with_max_squares(63);
    let mut recorder = Recorder::default();
    let input = "8/8/8/8/8/8/8/8 / C/c";
    let visited = View::parse_visiting(input.as_bytes(), &limits, &mut recorder);
    assert_eq!(visited, View::parse_with(input, &limits));
    assert!(visited.is_err_and(|err| err.is_limit()));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2048))]

    /// Strings of fragments that take every path of the reader, most of
    /// them valid.
    #[test]
    fn fragments_tell_what_the_token_walk_reads(
        parts in prop::collection::vec(
            prop::sample::select(&[
                "8/", "8/", "8/", "8//", "8///", "12/", "12/", "255/", "1/", "1/",
                "K/", "+p/", "k^'/", "K", "-r", "P'", "1", "3", "12", "0", "/", "//",
                "Kq/", "2K/", "K2/", "1K1/",
            ][..]),
            1..30,
        ),
        last in prop::sample::select(&["8", "K", "12", "1", "", "/"][..]),
        rest in prop::sample::select(&[" / C/c", " / C/c", " P/p S/s", " / C/C", " ", ""][..]),
    ) {
        visited_as_walked((parts.concat() + last + rest).as_bytes());
    }

    /// Any bytes: the verdict and the error of `View`, and no panic.
    #[test]
    fn any_bytes_get_the_verdict_of_view(bytes in prop::collection::vec(any::<u8>(), 0..40)) {
        visited_as_walked(&bytes);
    }
}
