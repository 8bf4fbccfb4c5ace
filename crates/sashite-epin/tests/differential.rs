//! Differential test against the spec author's sashite-epin 1.1: the same
//! inputs are accepted, with the same attributes and the same spelling.
//! `differential_epin_million` (ignored by default; run with
//! `cargo test --workspace --all-features -- --ignored differential`) checks
//! a million strings from a fixed-seed generator of near-valid input.

use proptest::prelude::*;
use sashite_epin::Identifier;

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

/// `SplitMix64`: a small, fast, deterministic generator. The seed is fixed, so
/// every run checks the same cases.
struct SplitMix64(u64);

impl SplitMix64 {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n > 0`).
    #[allow(clippy::cast_possible_truncation)] // the remainder is below `n`, a usize
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
}

/// What strings are made of: the token alphabet, its neighbours in ASCII,
/// whitespace, controls and non-ASCII look-alikes.
const FRAGMENTS: &[&str] = &[
    "+", "-", "^", "'", "K", "k", "A", "a", "Z", "z", "@", "[", "`", "{", "0", "1", "9", " ", "\n",
    "\0", "\u{7f}", "é", "Ｋ", "ſ", "−",
];

/// A string near EPIN: half the time a valid token mutated zero to two times
/// (a fragment inserted, deleted or replaced), otherwise zero to five random
/// fragments.
fn near_token(rng: &mut SplitMix64, out: &mut Vec<&'static str>) {
    out.clear();
    if rng.below(2) == 0 {
        out.push(rng.pick(&["", "", "+", "-"]));
        out.push(rng.pick(&["K", "k", "A", "z", "Q", "r"]));
        out.push(rng.pick(&["", "^"]));
        out.push(rng.pick(&["", "'"]));
        for _ in 0..rng.below(3) {
            let at = rng.below(out.len() + 1);
            match rng.below(3) {
                0 => out.insert(at, rng.pick(FRAGMENTS)),
                1 if at < out.len() => {
                    out.remove(at);
                }
                _ if at < out.len() => out[at] = rng.pick(FRAGMENTS),
                _ => {}
            }
        }
    } else {
        for _ in 0..rng.below(6) {
            out.push(rng.pick(FRAGMENTS));
        }
    }
}

/// A million generated strings against sashite-epin 1.1: the same verdict
/// and, when both accept, the same canonical string. There is no known
/// divergence between the specification and that crate on EPIN, so every
/// disagreement counts.
#[test]
#[ignore = "a million cases; run with `cargo test --workspace --all-features -- --ignored differential`"]
fn differential_epin_million() {
    let started = std::time::Instant::now();
    let mut rng = SplitMix64(0x4550_494E);
    let mut fragments = Vec::new();
    let mut input = String::new();
    let (mut cases, mut accepted, mut disagreements) = (0usize, 0usize, Vec::new());
    while cases < 1_000_000 {
        near_token(&mut rng, &mut fragments);
        input.clear();
        input.extend(fragments.iter().copied());
        let ours = sashite_epin::parse(&input);
        let theirs = upstream_epin::Identifier::parse(&input);
        let same = match (&ours, &theirs) {
            (Ok(ours), Ok(theirs)) => ours.to_string() == theirs.to_string(),
            (Err(_), Err(_)) => true,
            _ => false,
        };
        if !same {
            disagreements.push(input.clone());
        }
        accepted += usize::from(ours.is_ok());
        cases += 1;
    }
    println!(
        "differential EPIN: {cases} cases ({accepted} valid), {} disagreements, {:.2?}",
        disagreements.len(),
        started.elapsed()
    );
    assert!(cases >= 1_000_000);
    assert!(
        accepted >= cases / 10,
        "the generator must reach valid tokens"
    );
    assert!(
        disagreements.is_empty(),
        "{} disagreements, first: {:?}",
        disagreements.len(),
        &disagreements[..disagreements.len().min(10)]
    );
}
