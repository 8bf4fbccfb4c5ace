//! Linear time on growing hostile inputs (1 KiB, 16 KiB, 256 KiB, 1 MiB):
//! every parser on a few hostile classes (all `/`, all digits, all `+`,
//! repeated pieces, repeated hand items). With `Throughput::Bytes`, the
//! per-byte rate of each class must stay flat as the size grows (or the
//! time stay constant, where a parser stops early).
//!
//! Run (in benches/): `cargo bench --bench hostile -- --warm-up-time 1 --measurement-time 2`.

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use sashite_feen::{Position, View};

const SIZES: [usize; 4] = [1 << 10, 1 << 14, 1 << 18, 1 << 20];

/// A parser under test: `true` when it accepts the input.
type Parse = fn(&str) -> bool;

/// FEEN inputs of about `size` bytes, one per hostile class.
fn feen_inputs(size: usize) -> [(&'static str, String); 6] {
    [
        // A separator of `size` slashes between two segments: coherence is
        // checked over the whole run.
        ("slashes", format!("a{}a / C/c", "/".repeat(size))),
        // One count of `size` digits (too large), and `size / 2` ranks of 1.
        ("digits", format!("{} / C/c", "1".repeat(size))),
        ("digit_ranks", format!("{}1 / C/c", "1/".repeat(size / 2))),
        ("plus", format!("{} / C/c", "+".repeat(size))),
        // One rank of `size` pieces: valid, the longest pass.
        ("pieces", format!("{} / C/c", "K".repeat(size))),
        // A hand of `size` repeated pieces (rejected at the first repeat).
        (
            "hand_items",
            format!("{} {}/ C/c", 9 * size, "K".repeat(size)),
        ),
    ]
}

fn feen(c: &mut Criterion) {
    for (name, parse) in [
        (
            "hostile/feen_view",
            (|input: &str| View::parse(input).is_ok()) as Parse,
        ),
        ("hostile/feen_position", |input: &str| {
            Position::parse(input).is_ok()
        }),
    ] {
        let mut group = c.benchmark_group(name);
        for size in SIZES {
            for (class, input) in feen_inputs(size) {
                group.throughput(Throughput::Bytes(input.len() as u64));
                group.bench_with_input(BenchmarkId::new(class, size), &input, |b, input| {
                    b.iter(|| parse(black_box(input)));
                });
            }
        }
        group.finish();
    }
}

/// SNN and PNN read a name to its end: a name of `size` letters (valid) and
/// the same with one bad byte last (rejected at the end).
fn names(c: &mut Criterion) {
    let mut group = c.benchmark_group("hostile/names");
    for size in SIZES {
        let letters = "K".repeat(size);
        let bad_last = format!("{letters}k");
        let cases: [(&str, &String, Parse); 4] = [
            ("snn_letters", &letters, |s| sashite_snn::parse(s).is_ok()),
            ("snn_bad_last", &bad_last, |s| sashite_snn::parse(s).is_ok()),
            ("pnn_letters", &letters, |s| sashite_pnn::parse(s).is_ok()),
            ("pnn_bad_last", &bad_last, |s| sashite_pnn::parse(s).is_ok()),
        ];
        group.throughput(Throughput::Bytes(size as u64));
        for (class, input, parse) in cases {
            group.bench_with_input(BenchmarkId::new(class, size), input, |b, input| {
                b.iter(|| parse(black_box(input)));
            });
        }
    }
    group.finish();
}

/// PIN, EPIN and SIN reject a long input without reading it: constant time.
fn tokens(c: &mut Criterion) {
    let mut group = c.benchmark_group("hostile/tokens");
    for size in SIZES {
        let pieces = "K".repeat(size);
        let cases: [(&str, Parse); 3] = [
            ("pin_pieces", |s| sashite_pin::parse(s).is_ok()),
            ("epin_pieces", |s| sashite_epin::parse(s).is_ok()),
            ("sin_pieces", |s| sashite_sin::parse(s).is_ok()),
        ];
        group.throughput(Throughput::Bytes(size as u64));
        for (class, parse) in cases {
            group.bench_with_input(BenchmarkId::new(class, size), &pieces, |b, input| {
                b.iter(|| parse(black_box(input)));
            });
        }
    }
    group.finish();
}

criterion_group!(benches, feen, names, tokens);
criterion_main!(benches);
