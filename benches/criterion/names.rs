//! `parse` and `is_valid` of the name notations (SNN, PNN), ours beside the
//! obvious alternative: `regex::Regex::is_match` with the specification's
//! pattern, compiled once. `parse` builds an owned value (held inline for
//! names of up to 16 bytes, as all of these are), so its groups also time
//! `regex_owned`: `is_match`, then the string copied into a `Box<str>` when
//! it matches, the same work a regex user does to keep a validated name.
//!
//! Run (in benches/): `cargo bench --bench names`.

use std::hint::black_box;

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, Throughput, criterion_group, criterion_main};
use regex::Regex;

use sashite_bench::{NAME_MIX as MIX, PNN_PATTERN, SNN_PATTERN};

fn time<T>(group: &mut BenchmarkGroup<'_, WallTime>, id: &str, f: impl Fn(&str) -> T) {
    group.bench_function(id, |b| {
        b.iter(|| {
            for input in MIX {
                black_box(f(black_box(input)));
            }
        });
    });
}

fn start<'c>(c: &'c mut Criterion, name: &str) -> BenchmarkGroup<'c, WallTime> {
    let mut group = c.benchmark_group(name);
    group.throughput(Throughput::Elements(MIX.len() as u64));
    group
}

fn snn(c: &mut Criterion) {
    let pattern = Regex::new(SNN_PATTERN).expect("the spec's pattern");
    assert!(
        MIX.iter()
            .all(|s| sashite_snn::is_valid(s) == pattern.is_match(s))
    );
    let mut group = start(c, "snn/parse");
    time(&mut group, "ours", sashite_snn::parse);
    time(&mut group, "regex", |s| pattern.is_match(s));
    time(&mut group, "regex_owned", |s| {
        pattern.is_match(s).then(|| Box::<str>::from(s))
    });
    group.finish();
    let mut group = start(c, "snn/is_valid");
    time(&mut group, "ours", sashite_snn::is_valid);
    time(&mut group, "regex", |s| pattern.is_match(s));
    group.finish();
}

fn pnn(c: &mut Criterion) {
    let pattern = Regex::new(PNN_PATTERN).expect("the spec's pattern");
    assert!(
        MIX.iter()
            .all(|s| sashite_pnn::is_valid(s) == pattern.is_match(s))
    );
    let mut group = start(c, "pnn/parse");
    time(&mut group, "ours", sashite_pnn::parse);
    time(&mut group, "regex", |s| pattern.is_match(s));
    time(&mut group, "regex_owned", |s| {
        pattern.is_match(s).then(|| Box::<str>::from(s))
    });
    group.finish();
    let mut group = start(c, "pnn/is_valid");
    time(&mut group, "ours", sashite_pnn::is_valid);
    time(&mut group, "regex", |s| pattern.is_match(s));
    group.finish();
}

criterion_group!(benches, snn, pnn);
criterion_main!(benches);
