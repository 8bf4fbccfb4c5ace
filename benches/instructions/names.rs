//! Instruction counts (callgrind, through gungraun) of `parse` and
//! `is_valid` of the name notations (SNN, PNN), ours beside
//! `regex::Regex::is_match` with the specification's pattern (compiled
//! outside the measurement), over the same mix of names as the wall-time
//! `names` bench. There is no upstream crate for these notations.
//!
//! Run (in benches/, needs valgrind and the runner of the same version:
//! `cargo install --locked gungraun-runner --version 0.20.0`):
//! `cargo bench --bench instructions_names`.

// gungraun's macros write paths in full and wrap each benchmark in an
// undocumented module.
#![allow(unused_qualifications, missing_docs)]

use std::hint::black_box;

use gungraun::{library_benchmark, library_benchmark_group, main};
use regex::Regex;
use sashite_bench::{NAME_MIX, PNN_PATTERN, SNN_PATTERN};

/// A benchmark named `$name` that calls `$f` on every name of the mix,
/// directly (not through a pointer), as users call it.
macro_rules! over_mix {
    ($name:ident, $f:path) => {
        #[library_benchmark]
        fn $name() {
            for name in NAME_MIX {
                let _ = black_box($f(black_box(name)));
            }
        }
    };
}

/// The compiled pattern, leaked so that dropping it is not measured, and
/// run once over the mix so that its lazily built search state is ready
/// (the steady state a long-lived `Regex` is in).
fn compiled(pattern: &str) -> &'static Regex {
    let regex = Box::leak(Box::new(
        Regex::new(pattern).expect("the specification's pattern"),
    ));
    regex_over_mix(regex);
    regex
}

/// `is_match` of a compiled pattern on every name of the mix.
fn regex_over_mix(regex: &Regex) {
    for name in NAME_MIX {
        black_box(regex.is_match(black_box(name)));
    }
}

over_mix!(snn_parse_ours, sashite_snn::parse);
over_mix!(snn_is_valid_ours, sashite_snn::is_valid);
over_mix!(pnn_parse_ours, sashite_pnn::parse);
over_mix!(pnn_is_valid_ours, sashite_pnn::is_valid);

#[library_benchmark]
#[bench::snn(args = (SNN_PATTERN), setup = compiled)]
#[bench::pnn(args = (PNN_PATTERN), setup = compiled)]
fn regex_is_match(regex: &'static Regex) {
    regex_over_mix(regex);
}

library_benchmark_group!(
    name = names;
    benchmarks = snn_parse_ours, snn_is_valid_ours, pnn_parse_ours, pnn_is_valid_ours, regex_is_match
);

main!(library_benchmark_groups = names);
