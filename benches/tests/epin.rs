//! Differential test against the spec author's sashite-epin 1.1: the same
//! inputs are accepted, with the same attributes and the same spelling.
//! `differential_epin_million` (ignored by default; run with
//! `cargo test --release -- --ignored` in benches/) checks
//! a million strings from a fixed-seed generator of near-valid input.

use proptest::prelude::*;
use sashite_epin::Identifier;
use sashite_testkit::{Differential, SplitMix64, Verdict};

fn compare(input: &str) {
    let ours = Identifier::parse(input);
    let theirs = upstream_epin::Identifier::parse(input);
    assert_eq!(
        ours.is_ok(),
        theirs.is_ok(),
        "{input:?}: {ours:?} vs {theirs:?}"
    );
    assert_eq!(
        Identifier::is_valid(input),
        upstream_epin::Identifier::is_valid(input),
        "{input:?}"
    );
    if let (Ok(ours), Ok(theirs)) = (ours, theirs) {
        assert_eq!(ours.to_string(), theirs.to_string(), "{input:?}");
        assert_eq!(
            ours.pin().to_string(),
            theirs.pin().to_string(),
            "{input:?}"
        );
        assert_eq!(ours.is_derived(), theirs.is_derived(), "{input:?}");
        assert_eq!(ours.is_terminal(), theirs.is_terminal(), "{input:?}");
        assert_eq!(
            ours.letter().to_char(),
            theirs.letter().as_char().to_ascii_uppercase(),
            "{input:?}"
        );
        assert_eq!(ours.is_first_player(), theirs.is_first(), "{input:?}");
    }
}

#[test]
fn all_short_strings_over_the_alphabet() {
    let alphabet = [
        "+", "-", "^", "'", "K", "k", "z", "1", " ", "\n", "`", "\u{2019}",
    ];
    let mut current = vec![String::new()];
    let mut seen = 0;
    for _ in 0..=5 {
        let mut next = Vec::new();
        for s in &current {
            compare(s);
            seen += 1;
            for a in alphabet {
                next.push(format!("{s}{a}"));
            }
        }
        current = next;
    }
    assert_eq!(seen, (0..=5).map(|n| 12_usize.pow(n)).sum::<usize>());
}

#[test]
fn all_624_tokens() {
    for letter in ('A'..='Z').chain('a'..='z') {
        for prefix in ["", "+", "-"] {
            for suffix in ["", "^", "'", "^'"] {
                compare(&format!("{prefix}{letter}{suffix}"));
            }
        }
    }
}

proptest! {
    #[test]
    fn arbitrary_strings(s in "\\PC{0,8}") {
        compare(&s);
    }

    #[test]
    fn near_tokens(s in "[+\\-]?[A-Za-z]?\\^?'?[+\\-^'Kk ]{0,2}") {
        compare(&s);
    }
}

/// What strings are made of: the token alphabet, its neighbours in ASCII,
/// whitespace, controls and non-ASCII look-alikes.
const FRAGMENTS: &[&str] = &[
    "+", "-", "^", "'", "K", "k", "A", "a", "Z", "z", "@", "[", "`", "{", "0", "1", "9", " ", "\n",
    "\0", "\u{7f}", "é", "Ｋ", "ſ", "−",
];

/// The valid tokens' pools, in order: a choice from each makes a token.
const POOLS: &[&[&str]] = &[
    &["", "", "+", "-"],
    &["K", "k", "A", "z", "Q", "r"],
    &["", "^"],
    &["", "'"],
];

/// A string near EPIN: half the time a valid token mutated zero to two times
/// (a fragment inserted, deleted or replaced), otherwise zero to five random
/// fragments.
fn near_token(rng: &mut SplitMix64, out: &mut Vec<&'static str>) {
    sashite_testkit::near_token(rng, out, POOLS, FRAGMENTS, 5);
}

/// A million generated strings against sashite-epin 1.1: the same verdict
/// and, when both accept, the same canonical string. There is no known
/// divergence between the specification and that crate on EPIN, so every
/// disagreement counts.
#[test]
#[ignore = "a million cases; run with `cargo test --release -- --ignored` in benches/"]
fn differential_epin_million() {
    let mut fragments = Vec::new();
    Differential::new("EPIN", 0x4550_494E).run(
        |rng, input| {
            near_token(rng, &mut fragments);
            input.extend(fragments.iter().copied());
        },
        |input| {
            let ours = sashite_epin::parse(input);
            let theirs = upstream_epin::Identifier::parse(input);
            let same = match (&ours, &theirs) {
                (Ok(ours), Ok(theirs)) => ours.to_string() == theirs.to_string(),
                (Err(_), Err(_)) => true,
                _ => false,
            };
            (Verdict::of(same), ours.is_ok())
        },
    );
}
