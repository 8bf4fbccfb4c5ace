//! Instruction counts (callgrind, through gungraun) of `parse` and
//! `is_valid` of the token notations (PIN, EPIN, SIN), ours beside the spec
//! author's crates, each over two sets: the fixed mix of valid and invalid
//! tokens of the wall-time `tokens` bench, and its shuffled set of 1,024
//! strings (divide a count by 16, 21 or 10 for the mixes, by 1,024 for the
//! shuffled sets, for instructions per token). Counts do not move with the
//! machine's load, so they compare runs and commits.
//!
//! Run (in benches/, needs valgrind and the runner of the same version:
//! `cargo install --locked gungraun-runner --version 0.20.0`):
//! `cargo bench --bench instructions_tokens`.

// gungraun's macros write paths in full and wrap each benchmark in an
// undocumented module.
#![allow(unused_qualifications, missing_docs)]

use std::hint::black_box;

use gungraun::{library_benchmark, library_benchmark_group, main};
use sashite_bench::{EPIN_MIX, PIN_MIX, SIN_MIX, epin_shuffled, pin_shuffled, sin_shuffled};

/// The tokens of a set as `&str`, the way the loop reads them (the strings
/// are leaked: the process measures and exits). Built outside the counted
/// region, as gungraun runs a bench's arguments.
fn tokens(set: Vec<String>) -> Vec<&'static str> {
    set.into_iter()
        .map(|token| &*Box::leak(token.into_boxed_str()))
        .collect()
}

/// A benchmark named `$name` that calls `$f` on every token of the fixed
/// `$mix` and, separately, of the `$shuffled` set. Each function is called
/// directly (not through a pointer), as users call it, so that what inlines
/// in their code inlines here. The set is returned, so that freeing it is
/// not counted.
macro_rules! over_sets {
    ($name:ident, $mix:expr, $shuffled:expr, $f:path) => {
        #[library_benchmark]
        #[bench::mix($mix.to_vec())]
        #[bench::shuffled(tokens($shuffled()))]
        fn $name(set: Vec<&'static str>) -> Vec<&'static str> {
            for token in &set {
                let _ = black_box($f(black_box(token)));
            }
            set
        }
    };
}

over_sets!(pin_parse_ours, PIN_MIX, pin_shuffled, sashite_pin::parse);
over_sets!(
    pin_parse_upstream,
    PIN_MIX,
    pin_shuffled,
    upstream_pin::Identifier::parse
);
over_sets!(
    pin_is_valid_ours,
    PIN_MIX,
    pin_shuffled,
    sashite_pin::is_valid
);
over_sets!(
    pin_is_valid_upstream,
    PIN_MIX,
    pin_shuffled,
    upstream_pin::Identifier::is_valid
);

over_sets!(
    epin_parse_ours,
    EPIN_MIX,
    epin_shuffled,
    sashite_epin::parse
);
over_sets!(
    epin_parse_upstream,
    EPIN_MIX,
    epin_shuffled,
    upstream_epin::Identifier::parse
);
over_sets!(
    epin_is_valid_ours,
    EPIN_MIX,
    epin_shuffled,
    sashite_epin::is_valid
);
over_sets!(
    epin_is_valid_upstream,
    EPIN_MIX,
    epin_shuffled,
    upstream_epin::Identifier::is_valid
);

over_sets!(sin_parse_ours, SIN_MIX, sin_shuffled, sashite_sin::parse);
over_sets!(
    sin_parse_upstream,
    SIN_MIX,
    sin_shuffled,
    upstream_sin::Identifier::parse
);
over_sets!(
    sin_is_valid_ours,
    SIN_MIX,
    sin_shuffled,
    sashite_sin::is_valid
);
over_sets!(
    sin_is_valid_upstream,
    SIN_MIX,
    sin_shuffled,
    upstream_sin::Identifier::is_valid
);

library_benchmark_group!(
    name = pin;
    benchmarks = pin_parse_ours, pin_parse_upstream, pin_is_valid_ours, pin_is_valid_upstream
);
library_benchmark_group!(
    name = epin;
    benchmarks = epin_parse_ours, epin_parse_upstream, epin_is_valid_ours, epin_is_valid_upstream
);
library_benchmark_group!(
    name = sin;
    benchmarks = sin_parse_ours, sin_parse_upstream, sin_is_valid_ours, sin_is_valid_upstream
);

main!(library_benchmark_groups = pin, epin, sin);
