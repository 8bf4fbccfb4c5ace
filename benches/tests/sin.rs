//! Differential testing against the spec author's crate (sashite-sin 1.1):
//! same verdict and same canonical output on every short string over the
//! token alphabet and on random strings.
//! `differential_sin_million` (ignored by default; run with
//! `cargo test --release -- --ignored` in benches/) checks
//! a million strings from a fixed-seed generator of near-valid input.

use proptest::prelude::*;
use sashite_testkit::{Differential, SplitMix64, Verdict};

fn agree(input: &str) {
    let ours = sashite_sin::parse(input);
    let theirs = upstream_sin::Identifier::parse(input);
    assert_eq!(ours.is_ok(), theirs.is_ok(), "verdict for {input:?}");
    if let (Ok(ours), Ok(theirs)) = (ours, theirs) {
        assert_eq!(ours.to_string(), theirs.to_string(), "output for {input:?}");
    }
    assert_eq!(
        sashite_sin::is_valid(input),
        upstream_sin::Identifier::is_valid(input),
        "{input:?}"
    );
}

#[test]
fn all_short_strings_over_the_alphabet() {
    let alphabet = ['C', 'c', 'Z', '@', '[', '+', '\'', '1', ' ', '\n', 'é'];
    let mut count = 0;
    let mut stack = vec![String::new()];
    while let Some(input) = stack.pop() {
        agree(&input);
        count += 1;
        if input.chars().count() < 4 {
            for c in alphabet {
                let mut next = input.clone();
                next.push(c);
                stack.push(next);
            }
        }
    }
    assert_eq!(count, (0..=4).map(|n| 11usize.pow(n)).sum::<usize>());
    for byte in 0..=127u8 {
        agree(&char::from(byte).to_string());
    }
}

proptest! {
    #[test]
    fn random_strings(input in any::<String>()) {
        agree(&input);
    }
}

/// What strings are made of: the token alphabet, its neighbours in ASCII,
/// whitespace, controls and non-ASCII look-alikes.
const FRAGMENTS: &[&str] = &[
    "+", "-", "^", "'", "K", "k", "A", "a", "Z", "z", "@", "[", "`", "{", "0", "1", "9", " ", "\n",
    "\0", "\u{7f}", "é", "Ｋ", "ſ", "−",
];

/// The valid tokens' pools, in order: a choice from each makes a token.
const POOLS: &[&[&str]] = &[&["C", "c", "S", "s", "A", "z"]];

/// A string near SIN: half the time a valid token mutated zero to two times
/// (a fragment inserted, deleted or replaced), otherwise zero to five random
/// fragments.
fn near_token(rng: &mut SplitMix64, out: &mut Vec<&'static str>) {
    sashite_testkit::near_token(rng, out, POOLS, FRAGMENTS, 5);
}

/// A million generated strings against sashite-sin 1.1: the same verdict
/// and, when both accept, the same canonical string. There is no known
/// divergence between the specification and that crate on SIN, so every
/// disagreement counts.
#[test]
#[ignore = "a million cases; run with `cargo test --release -- --ignored` in benches/"]
fn differential_sin_million() {
    let mut fragments = Vec::new();
    Differential::new("SIN", 0x0053_494E).run(
        |rng, input| {
            near_token(rng, &mut fragments);
            input.extend(fragments.iter().copied());
        },
        |input| {
            let ours = sashite_sin::parse(input);
            let theirs = upstream_sin::Identifier::parse(input);
            let same = match (&ours, &theirs) {
                (Ok(ours), Ok(theirs)) => ours.to_string() == theirs.to_string(),
                (Err(_), Err(_)) => true,
                _ => false,
            };
            (Verdict::of(same), ours.is_ok())
        },
    );
}
