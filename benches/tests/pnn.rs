//! Differential testing against the specification's regular expression
//! (§2.1), written out here rather than taken from the crate: a million
//! generated strings near PNN (ignored by default, run with
//! `cargo test --release -- --ignored` in benches/) get the
//! same verdict from the parser and from the regex, and every accepted
//! string is written back unchanged.

use sashite_testkit::{Differential, SplitMix64, Verdict};

/// The specification's pattern; `regex`'s `$` matches only at the very end.
const SPEC_PATTERN: &str = r"^[+-]?([A-Z]+|[a-z]+)\^?$";

/// What strings are made of: the PNN alphabet, its neighbours in ASCII,
/// the other notations' markers, whitespace, controls and non-ASCII
/// look-alikes.
const FRAGMENTS: &[&str] = &[
    "A", "K", "Z", "a", "k", "z", "0", "9", "+", "-", "^", "'", "_", "/", "@", "[", "`", "{", " ",
    "\n", "\0", "é", "Ｋ", "ſ", "−",
];

/// A string near PNN: half the time a valid name mutated zero to two
/// times (a fragment inserted, deleted or replaced), otherwise zero to eight
/// random fragments.
fn near_name(rng: &mut SplitMix64, out: &mut Vec<&'static str>) {
    let valid = |rng: &mut SplitMix64, out: &mut Vec<&'static str>| {
        let upper = rng.below(2) == 0;
        out.push(rng.pick(&["", "", "+", "-"]));
        for _ in 0..=rng.below(8) {
            out.push(if upper {
                rng.pick(&["K", "I", "N", "G"])
            } else {
                rng.pick(&["k", "i", "n", "g"])
            });
        }
        out.push(rng.pick(&["", "^"]));
    };
    sashite_testkit::near(rng, out, valid, FRAGMENTS, 8);
}

/// A million generated strings: the parser and the specification's regex
/// agree on every one, and an accepted string is written back unchanged.
#[test]
#[ignore = "a million cases; run with `cargo test --release -- --ignored` in benches/"]
fn differential_pnn_million() {
    let oracle = regex::Regex::new(SPEC_PATTERN).expect("the specification's pattern");
    let mut fragments = Vec::new();
    Differential::new("PNN", 0x0050_4E4E).valid("names").run(
        |rng, input| {
            near_name(rng, &mut fragments);
            input.extend(fragments.iter().copied());
        },
        |input| {
            let ours = sashite_pnn::parse(input);
            let same = oracle.is_match(input) == ours.is_ok()
                && sashite_pnn::is_valid(input) == ours.is_ok()
                && ours.as_ref().is_ok_and(|value| value.to_string() == input) == ours.is_ok();
            (Verdict::of(same), ours.is_ok())
        },
    );
}
