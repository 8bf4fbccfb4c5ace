//! Instruction counts (callgrind, through gungraun) of FEEN, ours beside
//! the spec author's `sashite-feen` 0.2 where it has the same operation, on
//! the chess start, a shogi position with hands, the xiangqi start, an empty
//! 8×8×8 board and an empty 255×255 board:
//!
//! | ours | upstream |
//! |---|---|
//! | `sashite_feen::is_valid` | `Feen::is_valid` |
//! | `View::parse` (borrowed, validated) | `Feen::parse` (borrowed, validated) |
//! | `View::parse_visiting`, a visitor summing squares and separators | — |
//! | `Position::parse` (owned) | `Feen::parse` + `to_qi` (owned) |
//! | `Position::to_string` | `encode` of the `Qi` |
//!
//! Inputs and parsed values are made outside the measurement and leaked;
//! a returned value is dropped outside it too.
//!
//! Run (in benches/, needs valgrind and the runner of the same version:
//! `cargo install --locked gungraun-runner --version 0.20.0`):
//! `cargo bench --bench instructions_feen`.

// gungraun's macros write paths in full and wrap each benchmark in an
// undocumented module.
#![allow(unused_qualifications, missing_docs)]

use gungraun::{library_benchmark, library_benchmark_group, main};
use std::ops::Range;

use sashite_feen::{Limits, PlacementVisitor, Position, View};
use upstream_feen::Feen;
use upstream_feen::sashite_epin::Identifier as Piece;
use upstream_feen::sashite_qi::Qi;
use upstream_feen::sashite_sin::Identifier as Style;

/// Upstream's owned position.
type Theirs = Qi<Piece, Style>;

/// The named position, leaked so that dropping it is not measured.
fn input(name: &str) -> &'static str {
    sashite_bench::position(name).leak()
}

/// The named position, parsed by us.
fn ours(name: &str) -> &'static Position {
    Box::leak(Box::new(Position::parse(input(name)).expect("valid")))
}

/// The named position, parsed by upstream into its owned model.
fn theirs(name: &str) -> &'static Theirs {
    Box::leak(Box::new(Feen::parse(input(name)).expect("valid").to_qi()))
}

#[library_benchmark(setup = input)]
#[benches::positions(
    "chess_start",
    "shogi_hands",
    "xiangqi_start",
    "cube_8x8x8",
    "empty_255x255"
)]
fn is_valid_ours(text: &'static str) -> bool {
    sashite_feen::is_valid(text)
}

#[library_benchmark(setup = input)]
#[benches::positions(
    "chess_start",
    "shogi_hands",
    "xiangqi_start",
    "cube_8x8x8",
    "empty_255x255"
)]
fn is_valid_upstream(text: &'static str) -> bool {
    Feen::is_valid(text)
}

#[library_benchmark(setup = input)]
#[benches::positions(
    "chess_start",
    "shogi_hands",
    "xiangqi_start",
    "cube_8x8x8",
    "empty_255x255"
)]
fn view_parse_ours(text: &'static str) -> bool {
    View::parse(text).is_ok()
}

/// A visitor that does almost nothing with what it is told: the cost of
/// telling it.
#[derive(Default)]
struct Tally(u128);

impl PlacementVisitor for Tally {
    fn piece(&mut self, square: u128, span: Range<usize>) {
        self.0 = self.0.wrapping_add(square).wrapping_add(span.len() as u128);
    }

    fn separator(&mut self, square: u128, len: usize) {
        self.0 = self.0.wrapping_add(square).wrapping_add(len as u128);
    }
}

#[library_benchmark(setup = input)]
#[benches::positions(
    "chess_start",
    "shogi_hands",
    "xiangqi_start",
    "cube_8x8x8",
    "empty_255x255"
)]
fn view_parse_visiting_ours(text: &'static str) -> u128 {
    let mut tally = Tally::default();
    let parsed = View::parse_visiting(text.as_bytes(), &Limits::DEFAULT, &mut tally);
    parsed.map_or(0, |_| tally.0)
}

#[library_benchmark(setup = input)]
#[benches::positions(
    "chess_start",
    "shogi_hands",
    "xiangqi_start",
    "cube_8x8x8",
    "empty_255x255"
)]
fn view_parse_upstream(text: &'static str) -> bool {
    Feen::parse(text).is_ok()
}

#[library_benchmark(setup = input)]
#[benches::positions(
    "chess_start",
    "shogi_hands",
    "xiangqi_start",
    "cube_8x8x8",
    "empty_255x255"
)]
fn position_parse_ours(text: &'static str) -> Position {
    Position::parse(text).expect("valid")
}

#[library_benchmark(setup = input)]
#[benches::positions(
    "chess_start",
    "shogi_hands",
    "xiangqi_start",
    "cube_8x8x8",
    "empty_255x255"
)]
fn position_parse_upstream(text: &'static str) -> Theirs {
    Feen::parse(text).expect("valid").to_qi()
}

#[library_benchmark(setup = ours)]
#[benches::positions(
    "chess_start",
    "shogi_hands",
    "xiangqi_start",
    "cube_8x8x8",
    "empty_255x255"
)]
fn to_string_ours(position: &'static Position) -> String {
    position.to_string()
}

#[library_benchmark(setup = theirs)]
#[benches::positions(
    "chess_start",
    "shogi_hands",
    "xiangqi_start",
    "cube_8x8x8",
    "empty_255x255"
)]
fn to_string_upstream(position: &'static Theirs) -> String {
    upstream_feen::encode(position).expect("encodable")
}

library_benchmark_group!(
    name = is_valid;
    benchmarks = is_valid_ours, is_valid_upstream
);
library_benchmark_group!(
    name = view_parse;
    benchmarks = view_parse_ours, view_parse_visiting_ours, view_parse_upstream
);
library_benchmark_group!(
    name = position_parse;
    benchmarks = position_parse_ours, position_parse_upstream
);
library_benchmark_group!(
    name = to_string;
    benchmarks = to_string_ours, to_string_upstream
);

main!(
    library_benchmark_groups = is_valid,
    view_parse,
    position_parse,
    to_string
);
