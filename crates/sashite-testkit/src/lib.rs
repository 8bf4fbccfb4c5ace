//! Test scaffolding shared by the sashite crates' `tests/differential.rs` and
//! `tests/hostile.rs` (a private, dev-only crate, never published):
//!
//! - [`SplitMix64`], a small deterministic generator;
//! - [`near`] and [`near_token`], strings near a valid token;
//! - [`Differential`], the million-case differential driver;
//! - [`serial`] and [`peak_heap`], the heap probe of the hostile tests (each
//!   test binary keeps its own `#[global_allocator]`);
//! - [`every_string`], the exhaustive sweeps' inputs;
//! - [`ladder`], [`MIB`] and [`NOISE`], the hostile tests' common inputs and
//!   bounds.
//!
//! Each crate keeps its own alphabets, pools, oracles and expected errors.

use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::Instant;

use peak_alloc::PeakAlloc;

/// `SplitMix64`: a small, fast, deterministic generator. The seed is fixed, so
/// every run checks the same cases.
#[derive(Debug, Clone)]
pub struct SplitMix64(pub u64);

impl SplitMix64 {
    /// The next 64 random bits.
    #[allow(clippy::should_implement_trait)] // never ends: not an `Iterator`
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n > 0`).
    #[allow(clippy::cast_possible_truncation)] // the remainder is below `n`, a usize
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// One of `items` (not empty).
    pub fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }

    /// `true` once in `n` times.
    pub fn one_in(&mut self, n: usize) -> bool {
        self.below(n) == 0
    }
}

/// A string near a notation, as fragments in `out`: half the time a valid
/// token written by `valid`, then mutated zero to two times (a fragment of
/// `fragments` inserted, deleted or replaced); otherwise zero to `most`
/// random fragments.
pub fn near(
    rng: &mut SplitMix64,
    out: &mut Vec<&'static str>,
    valid: impl FnOnce(&mut SplitMix64, &mut Vec<&'static str>),
    fragments: &[&'static str],
    most: usize,
) {
    out.clear();
    if rng.below(2) == 0 {
        valid(rng, out);
        for _ in 0..rng.below(3) {
            let at = rng.below(out.len() + 1);
            match rng.below(3) {
                0 => out.insert(at, rng.pick(fragments)),
                1 if at < out.len() => {
                    out.remove(at);
                }
                _ if at < out.len() => out[at] = rng.pick(fragments),
                _ => {}
            }
        }
    } else {
        for _ in 0..rng.below(most + 1) {
            out.push(rng.pick(fragments));
        }
    }
}

/// [`near`] for a token made of one choice from each of `pools` in turn
/// (prefix, core, suffix…).
pub fn near_token(
    rng: &mut SplitMix64,
    out: &mut Vec<&'static str>,
    pools: &[&[&'static str]],
    fragments: &[&'static str],
    most: usize,
) {
    near(
        rng,
        out,
        |rng, out| {
            for pool in pools {
                out.push(rng.pick(pool));
            }
        },
        fragments,
        most,
    );
}

/// What a differential check says of one case.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// Ours and the oracle agree.
    Same,
    /// Ours and the oracle disagree: a failure.
    Different,
    /// They differ, but the case falls under a documented divergence
    /// (counted apart, see [`Differential::excluding`]).
    Excluded,
}

impl Verdict {
    /// [`Verdict::Same`] when `same`, else [`Verdict::Different`].
    #[must_use]
    pub const fn of(same: bool) -> Self {
        if same { Self::Same } else { Self::Different }
    }
}

/// A differential run: `cases` generated strings (one million by default),
/// each checked against an oracle. See [`Differential::run`].
#[derive(Debug, Clone)]
pub struct Differential<'a> {
    name: &'a str,
    seed: u64,
    cases: usize,
    valid: &'a str,
    min_valid_divisor: usize,
    excluded: Option<&'a str>,
}

/// What a [`Differential`] run counted.
#[derive(Debug, Clone, Default)]
pub struct Report {
    /// How many strings were checked.
    pub cases: usize,
    /// How many ours accepted.
    pub accepted: usize,
    /// How many fell under the documented divergence.
    pub excluded: usize,
    /// The strings on which ours and the oracle disagree.
    pub disagreements: Vec<String>,
}

impl<'a> Differential<'a> {
    /// A million cases of notation `name` (`PIN`…) from a generator seeded
    /// with `seed`; at least a tenth of them must be valid tokens.
    #[must_use]
    pub const fn new(name: &'a str, seed: u64) -> Self {
        Self {
            name,
            seed,
            cases: 1_000_000,
            valid: "tokens",
            min_valid_divisor: 10,
            excluded: None,
        }
    }

    /// What the valid cases are called in the failure message (`tokens`,
    /// `names`, `positions`).
    #[must_use]
    pub const fn valid(mut self, what: &'a str) -> Self {
        self.valid = what;
        self
    }

    /// At least `cases / divisor` cases must be accepted (10 by default).
    #[must_use]
    pub const fn min_valid_divisor(mut self, divisor: usize) -> Self {
        self.min_valid_divisor = divisor;
        self
    }

    /// Counts [`Verdict::Excluded`] cases apart under `label` (printed after
    /// the valid count) and requires at least one of them: the generator
    /// must reach the documented divergence.
    #[must_use]
    pub const fn excluding(mut self, label: &'a str) -> Self {
        self.excluded = Some(label);
        self
    }

    /// Generates the cases with `generate` (which writes into a cleared
    /// string) and checks each with `check`, which returns the verdict and
    /// whether ours accepted the string; prints
    /// `differential NAME: {cases} cases ({accepted} valid), {n} disagreements, {elapsed}`.
    ///
    /// # Panics
    ///
    /// When fewer than a million cases ran, too few were valid, no case
    /// reached the documented divergence (with [`Differential::excluding`]),
    /// or any case is a disagreement (the first ten are shown).
    pub fn run(
        self,
        mut generate: impl FnMut(&mut SplitMix64, &mut String),
        mut check: impl FnMut(&str) -> (Verdict, bool),
    ) -> Report {
        let started = Instant::now();
        let mut rng = SplitMix64(self.seed);
        let mut input = String::new();
        let mut report = Report::default();
        while report.cases < self.cases {
            input.clear();
            generate(&mut rng, &mut input);
            let (verdict, accepted) = check(&input);
            match verdict {
                Verdict::Same => {}
                Verdict::Excluded => report.excluded += 1,
                Verdict::Different => report.disagreements.push(input.clone()),
            }
            report.accepted += usize::from(accepted);
            report.cases += 1;
        }
        let (cases, accepted, excluded) = (report.cases, report.accepted, report.excluded);
        let valid = match self.excluded {
            Some(label) => format!("{accepted} valid, {excluded} {label}"),
            None => format!("{accepted} valid"),
        };
        println!(
            "differential {}: {cases} cases ({valid}), {} disagreements, {:.2?}",
            self.name,
            report.disagreements.len(),
            started.elapsed()
        );
        assert!(cases >= 1_000_000);
        assert!(
            accepted >= cases / self.min_valid_divisor,
            "the generator must reach valid {}",
            self.valid
        );
        if self.excluded.is_some() {
            assert!(excluded > 0, "the generator must reach the divergence");
        }
        assert!(
            report.disagreements.is_empty(),
            "{} disagreements, first: {:?}",
            report.disagreements.len(),
            &report.disagreements[..report.disagreements.len().min(10)]
        );
        report
    }
}

/// The allocator's counters are process-wide: the tests of a binary that
/// measure the heap run one at a time, so no other test allocates during a
/// measurement.
static SERIAL: Mutex<()> = Mutex::new(());

/// Holds the heap-measurement lock until dropped (a poisoned lock is taken
/// anyway: a failed test must not fail the others).
pub fn serial() -> MutexGuard<'static, ()> {
    SERIAL.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Runs `f`; returns its result and the most heap bytes held at once while
/// it ran, beyond what was held before, as counted by `allocator` (the test
/// binary's `#[global_allocator]`).
pub fn peak_heap<T>(allocator: &PeakAlloc, f: impl FnOnce() -> T) -> (T, usize) {
    let before = allocator.current_usage();
    allocator.reset_peak_usage();
    let out = f();
    (out, allocator.peak_usage().saturating_sub(before))
}

/// A mebibyte.
pub const MIB: usize = 1 << 20;

/// Heap bytes the test harness itself may allocate during a measurement
/// (reporting another test's result).
pub const NOISE: usize = 16 * 1024;

/// `a/a//a///a…`: `segment`, then for each depth a separator of that many
/// slashes and `segment` again.
pub fn ladder(segment: &str, depths: impl Iterator<Item = usize>) -> String {
    let mut out = String::from(segment);
    for depth in depths {
        out.push_str(&"/".repeat(depth));
        out.push_str(segment);
    }
    out
}

/// Every string of at most `max_len` characters over `alphabet`, the empty
/// one first, shorter before longer: the exhaustive sweeps that check a
/// parser against an oracle (a regular expression, another parser).
///
/// ```
/// let all = sashite_testkit::every_string(&['a', 'b'], 2);
/// assert_eq!(all, ["", "a", "b", "aa", "ab", "ba", "bb"]);
/// ```
#[must_use]
pub fn every_string(alphabet: &[char], max_len: usize) -> Vec<String> {
    let mut all = vec![String::new()];
    let mut start = 0;
    for _ in 0..max_len {
        let end = all.len();
        for index in start..end {
            for &c in alphabet {
                let mut next = all[index].clone();
                next.push(c);
                all.push(next);
            }
        }
        start = end;
    }
    all
}

/// Checks a notation's `PATTERN` (the specification's regular expression)
/// and its `is_valid` against each other and against the truth: every row
/// of the example table `vectors` (the JSON of `tests/data/*.json`), every
/// string of at most `max_len` characters over `alphabet` (some of which
/// must be valid), and every token of the closed domain `tokens`.
///
/// # Panics
///
/// When they disagree, naming the row or the string.
pub fn check_pattern(
    pattern: &str,
    is_valid: impl Fn(&str) -> bool,
    vectors: &str,
    (alphabet, max_len): (&[char], usize),
    tokens: &[String],
) {
    let regex = regex::Regex::new(pattern).expect("PATTERN compiles");
    let rows: Vec<serde_json::Value> = serde_json::from_str(vectors).expect("valid JSON");
    assert!(!rows.is_empty());
    for row in rows {
        let id = row["id"].as_str().expect("id");
        let input = row["input"].as_str().expect("input");
        let valid = row["valid"].as_bool().expect("valid");
        assert_eq!(regex.is_match(input), valid, "{id}: PATTERN on {input:?}");
        assert_eq!(is_valid(input), valid, "{id}: is_valid({input:?})");
    }
    let mut accepted = 0_usize;
    for text in every_string(alphabet, max_len) {
        let valid = is_valid(&text);
        assert_eq!(regex.is_match(&text), valid, "{text:?}");
        accepted += usize::from(valid);
    }
    assert!(accepted > 0, "the sweep reaches valid tokens");
    for token in tokens {
        assert!(regex.is_match(token), "{token:?}");
    }
}
