//! Growth of the batch edits: [`Builder`](sashite_feen::Builder) with 2,000
//! and 20,000 pieces, and `Position::board_diff` with 2,000 and 20,000
//! changes, on a 200×200 board. Linear (or n log n) edits take about 10–14×
//! longer for 10× the pieces; quadratic ones about 100×.
//!
//! `cargo bench -p sashite-feen --bench edits`. Criterion reports each
//! time; the last lines print the ratio 20,000 ÷ 2,000 of each operation,
//! from mean times with the sizes taking turns.
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

/// Prints the ratio 20,000 ÷ 2,000 of the mean times of `run`, over at
/// least two seconds and three runs of each size. The sizes take turns
/// (ten small runs, about as long as one large), so that both meet the
/// same load on a shared machine.
fn ratio(name: &str, run: impl Fn(&Pieces) -> Position) {
    let [small, large] = SIZES.map(scattered);
    let (mut small_time, mut small_runs) = (Duration::ZERO, 0u32);
    let (mut large_time, mut large_runs) = (Duration::ZERO, 0u32);
    let begin = Instant::now();
    while large_runs < 3 || begin.elapsed() < Duration::from_secs(2) {
        for _ in 0..10 {
            let start = Instant::now();
            black_box(run(&small));
            small_time += start.elapsed();
            small_runs += 1;
        }
        let start = Instant::now();
        black_box(run(&large));
        large_time += start.elapsed();
        large_runs += 1;
    }
    let (a, b) = (small_time / small_runs, large_time / large_runs);
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
