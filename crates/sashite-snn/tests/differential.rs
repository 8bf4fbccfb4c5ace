//! Differential testing against the specification's regular expression
//! (§2.1), written out here rather than taken from the crate: a million
//! generated strings near SNN (ignored by default, run with
//! `cargo test --workspace --all-features -- --ignored differential`) get the
//! same verdict from the parser and from the regex, and every accepted
//! string is written back unchanged.

/// The specification's pattern; `regex`'s `$` matches only at the very end.
const SPEC_PATTERN: &str = r"^([A-Z][A-Z0-9]*|[a-z][a-z0-9]*)$";

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

/// What strings are made of: the SNN alphabet, its neighbours in ASCII,
/// the other notations' markers, whitespace, controls and non-ASCII
/// look-alikes.
const FRAGMENTS: &[&str] = &[
    "A", "C", "Z", "a", "c", "z", "0", "9", "+", "-", "^", "'", "_", "/", "@", "[", "`", "{", " ",
    "\n", "\0", "é", "Ｃ", "ſ",
];

/// A string near SNN: half the time a valid name mutated zero to two
/// times (a fragment inserted, deleted or replaced), otherwise zero to eight
/// random fragments.
fn near_name(rng: &mut SplitMix64, out: &mut Vec<&'static str>) {
    out.clear();
    if rng.below(2) == 0 {
        let upper = rng.below(2) == 0;
        out.push(if upper {
            rng.pick(&["C", "S", "X"])
        } else {
            rng.pick(&["c", "s", "x"])
        });
        for _ in 0..rng.below(10) {
            out.push(if upper {
                rng.pick(&["H", "E", "S", "9", "6", "0"])
            } else {
                rng.pick(&["h", "e", "s", "9", "6", "0"])
            });
        }
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
        for _ in 0..rng.below(9) {
            out.push(rng.pick(FRAGMENTS));
        }
    }
}

/// A million generated strings: the parser and the specification's regex
/// agree on every one, and an accepted string is written back unchanged.
#[test]
#[ignore = "a million cases; run with `cargo test --workspace --all-features -- --ignored differential`"]
fn differential_snn_million() {
    let started = std::time::Instant::now();
    let oracle = regex::Regex::new(SPEC_PATTERN).expect("the specification's pattern");
    let mut rng = SplitMix64(0x0053_4E4E);
    let mut fragments = Vec::new();
    let mut input = String::new();
    let (mut cases, mut accepted, mut disagreements) = (0usize, 0usize, Vec::new());
    while cases < 1_000_000 {
        near_name(&mut rng, &mut fragments);
        input.clear();
        input.extend(fragments.iter().copied());
        let ours = sashite_snn::parse(&input);
        let same = oracle.is_match(&input) == ours.is_ok()
            && sashite_snn::is_valid(&input) == ours.is_ok()
            && ours.as_ref().is_ok_and(|value| value.to_string() == input) == ours.is_ok();
        if !same {
            disagreements.push(input.clone());
        }
        accepted += usize::from(ours.is_ok());
        cases += 1;
    }
    println!(
        "differential SNN: {cases} cases ({accepted} valid), {} disagreements, {:.2?}",
        disagreements.len(),
        started.elapsed()
    );
    assert!(cases >= 1_000_000);
    assert!(
        accepted >= cases / 10,
        "the generator must reach valid names"
    );
    assert!(
        disagreements.is_empty(),
        "{} disagreements, first: {:?}",
        disagreements.len(),
        &disagreements[..disagreements.len().min(10)]
    );
}
