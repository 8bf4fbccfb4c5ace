//! FEEN `is_valid`, `View::parse` (borrowed), `Position::parse` (owned) and
//! `Position::to_string`, ours beside the spec author's `sashite-feen` 0.2
//! (`Feen::is_valid`, `Feen::parse`, `Feen::parse` + `to_qi`, `encode`) on
//! the same inputs.
//!
//! Run (in benches/): `cargo bench --bench feen -- --warm-up-time 1 --measurement-time 3`.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use sashite_feen::View;
use upstream_feen::Feen;

fn repeat(part: &str, sep: &str, count: usize) -> String {
    vec![part; count].join(sep)
}

/// The named inputs, each inside upstream's limits: the shared positions
/// and one long invalid string.
fn inputs() -> Vec<(&'static str, String)> {
    let mut inputs = sashite_bench::positions();
    inputs.push(("long_invalid", format!("{} / C/C", repeat("255", "/", 255))));
    inputs
}

fn is_valid(c: &mut Criterion) {
    for (name, input) in inputs() {
        assert_eq!(
            sashite_feen::is_valid(&input),
            Feen::is_valid(&input),
            "{name}: both crates agree"
        );
        let mut group = c.benchmark_group(format!("feen_is_valid/{name}"));
        group.throughput(Throughput::Bytes(input.len() as u64));
        group.bench_function("ours", |b| {
            b.iter(|| sashite_feen::is_valid(black_box(&input)));
        });
        group.bench_function("upstream", |b| b.iter(|| Feen::is_valid(black_box(&input))));
        group.finish();
    }
}

fn view_parse(c: &mut Criterion) {
    for (name, input) in inputs() {
        if !Feen::is_valid(&input) {
            continue;
        }
        let mut group = c.benchmark_group(format!("feen_view_parse/{name}"));
        group.throughput(Throughput::Bytes(input.len() as u64));
        group.bench_function("ours", |b| {
            b.iter(|| View::parse(black_box(&input)).map(|v| v.square_count()));
        });
        group.bench_function("upstream", |b| {
            b.iter(|| Feen::parse(black_box(&input)).map(|f| f.square_count()));
        });
        group.finish();
    }
}

fn parse(c: &mut Criterion) {
    for (name, input) in inputs() {
        if !Feen::is_valid(&input) {
            continue;
        }
        let mut group = c.benchmark_group(format!("feen_parse/{name}"));
        group.throughput(Throughput::Bytes(input.len() as u64));
        group.bench_function("ours", |b| {
            b.iter(|| sashite_feen::Position::parse(black_box(&input)).map(|p| p.square_count()));
        });
        group.bench_function("upstream", |b| {
            b.iter(|| Feen::parse(black_box(&input)).map(|f| f.to_qi().square_count()));
        });
        group.finish();
    }
}

fn to_string(c: &mut Criterion) {
    for (name, input) in inputs() {
        if !Feen::is_valid(&input) {
            continue;
        }
        let ours = sashite_feen::Position::parse(&input).expect("valid");
        let theirs = Feen::parse(&input).expect("valid").to_qi();
        let mut group = c.benchmark_group(format!("feen_to_string/{name}"));
        group.throughput(Throughput::Bytes(input.len() as u64));
        group.bench_function("ours", |b| b.iter(|| black_box(&ours).to_string()));
        group.bench_function("upstream", |b| {
            b.iter(|| upstream_feen::encode(black_box(&theirs)).map(|text| text.len()));
        });
        group.finish();
    }
}

/// Scaling on adversarial inputs (1 KiB to 1 MiB), through `View::parse`
/// so that error paths (diagnosis, reclassification) are measured too: the
/// time per byte must stay flat.
fn adversarial(c: &mut Criterion) {
    let mut group = c.benchmark_group("feen_adversarial");
    for size in [1 << 10, 1 << 15, 1 << 20] {
        let cases = [
            ("slashes", "/".repeat(size)),
            (
                "slashes_with_fields",
                format!("K{} / C/c", "/".repeat(size)),
            ),
            ("digits", format!("{} / C/c", "1".repeat(size))),
            ("digit_ranks", format!("{}1 / C/c", "1/".repeat(size / 2))),
            ("pieces", format!("{} / C/c", "K".repeat(size))),
            ("plus", format!("{} / C/c", "+".repeat(size))),
            (
                "hand_items",
                format!("{} {}/ C/c", size * 3, "K".repeat(size)),
            ),
            (
                "deep_separator",
                format!("a/b{}c/d / C/c", "/".repeat(size)),
            ),
        ];
        group.throughput(Throughput::Bytes(size as u64));
        for (name, input) in &cases {
            group.bench_function(format!("{name}/{size}"), |b| {
                b.iter(|| View::parse(black_box(input)).is_ok());
            });
        }
    }
    group.finish();
}

criterion_group!(benches, is_valid, view_parse, parse, to_string, adversarial);
criterion_main!(benches);
