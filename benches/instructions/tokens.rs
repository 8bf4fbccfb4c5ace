//! Instruction counts (callgrind, through gungraun) of `parse` and
//! `is_valid` of the token notations (PIN, EPIN, SIN), ours beside the spec
//! author's crates, each over the same fixed mix of valid and invalid
//! tokens as the wall-time `tokens` bench. Counts do not move with the
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
use sashite_bench::{EPIN_MIX, PIN_MIX, SIN_MIX};

/// A benchmark named `$name` that calls `$f` on every token of `$mix`.
/// Each function is called directly (not through a pointer), as users call
/// it, so that what inlines in their code inlines here.
macro_rules! over_mix {
    ($name:ident, $mix:expr, $f:path) => {
        #[library_benchmark]
        fn $name() {
            for token in $mix {
                let _ = black_box($f(black_box(token)));
            }
        }
    };
}

over_mix!(pin_parse_ours, PIN_MIX, sashite_pin::parse);
over_mix!(pin_parse_upstream, PIN_MIX, upstream_pin::Identifier::parse);
over_mix!(pin_is_valid_ours, PIN_MIX, sashite_pin::is_valid);
over_mix!(
    pin_is_valid_upstream,
    PIN_MIX,
    upstream_pin::Identifier::is_valid
);

over_mix!(epin_parse_ours, EPIN_MIX, sashite_epin::parse);
over_mix!(
    epin_parse_upstream,
    EPIN_MIX,
    upstream_epin::Identifier::parse
);
over_mix!(epin_is_valid_ours, EPIN_MIX, sashite_epin::is_valid);
over_mix!(
    epin_is_valid_upstream,
    EPIN_MIX,
    upstream_epin::Identifier::is_valid
);

over_mix!(sin_parse_ours, SIN_MIX, sashite_sin::parse);
over_mix!(sin_parse_upstream, SIN_MIX, upstream_sin::Identifier::parse);
over_mix!(sin_is_valid_ours, SIN_MIX, sashite_sin::is_valid);
over_mix!(
    sin_is_valid_upstream,
    SIN_MIX,
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
