//! Growth of the batch edits: [`Builder`](sashite_feen::Builder) with 2,000
//! and 20,000 pieces, and `Position::board_diff` with 2,000 and 20,000
//! changes, on a 200×200 board. Linear (or n log n) edits take about 10–14×
//! longer for 10× the pieces; quadratic ones about 100×.
//!
//! `cargo bench -p sashite-feen --bench edits`. Criterion reports each
//! time; the last lines print the ratio 20,000 ÷ 2,000 of each operation.
#![allow(missing_docs)]

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{BenchmarkId, Criterion, SamplingMode, criterion_group};
use sashite_feen::Position;
use sashite_feen::sashite_epin::Identifier;

/// The board's side: 40,000 squares.
const SIDE: u128 = 200;

/// Squares and their pieces, in the order they are placed.
type Pieces = [(u128, Identifier)];

/// The two sizes compared.
const SIZES: [usize; 2] = [2_000, 20_000];

/// `n` distinct squares of the board in a scattered order (a step prime
/// to the square count), each with a piece.
fn scattered(n: usize) -> Vec<(u128, Identifier)> {
    let tokens = ["K^", "+p", "-r'", "Q", "n", "+B^'"];
    let pieces: Vec<Identifier> = tokens.iter().map(|t| t.parse().expect("EPIN")).collect();
    (0..n as u128)
        .map(|k| ((k * 7_919) % (SIDE * SIDE), pieces[(k % 6) as usize]))
        .collect()
}

/// The builder, piece by piece in scattered order.
fn build(pieces: &Pieces) -> Position {
    pieces
        .iter()
        .fold(
            Position::builder(&[SIDE, SIDE]).expect("representable"),
            |builder, &(index, piece)| builder.piece(&[index / SIDE, index % SIDE], piece),
        )
        .build()
        .expect("valid")
}

/// One batch: every piece placed on an empty board.
fn diff(empty: &Position, pieces: &Pieces) -> Position {
    empty
        .board_diff(pieces.iter().map(|&(index, piece)| (index, Some(piece))))
        .expect("in range")
}

fn edits(c: &mut Criterion) {
    let empty = Position::empty(&[SIDE, SIDE]).expect("representable");
    let mut group = c.benchmark_group("edits");
    // A quadratic build of 20,000 pieces takes seconds: few, flat samples.
    group.sampling_mode(SamplingMode::Flat).sample_size(10);
    for n in SIZES {
        let pieces = scattered(n);
        group.bench_with_input(BenchmarkId::new("builder", n), &pieces, |b, pieces| {
            b.iter(|| build(black_box(pieces)));
        });
        group.bench_with_input(BenchmarkId::new("board_diff", n), &pieces, |b, pieces| {
            b.iter(|| diff(&empty, black_box(pieces)));
        });
    }
    group.finish();
}

/// The fastest run of `f`, over at least 5 runs and half a second.
fn fastest(f: impl Fn() -> Position) -> Duration {
    let begin = Instant::now();
    let mut best = Duration::MAX;
    for run in 0.. {
        if run >= 5 && begin.elapsed() > Duration::from_millis(500) {
            break;
        }
        let start = Instant::now();
        black_box(f());
        best = best.min(start.elapsed());
    }
    best
}

/// Prints the ratio 20,000 ÷ 2,000 of the operation `run` (fastest runs).
fn ratio(name: &str, run: impl Fn(&Pieces) -> Position) {
    let [small, large] = SIZES.map(scattered);
    let (a, b) = (fastest(|| run(&small)), fastest(|| run(&large)));
    println!(
        "{name}: {a:?} for {}, {b:?} for {}: ratio {:.1}",
        SIZES[0],
        SIZES[1],
        b.as_secs_f64() / a.as_secs_f64()
    );
}

criterion_group!(benches, edits);

fn main() {
    benches();
    Criterion::default().configure_from_args().final_summary();
    let empty = Position::empty(&[SIDE, SIDE]).expect("representable");
    ratio("builder", build);
    ratio("board_diff", |pieces| diff(&empty, pieces));
}
