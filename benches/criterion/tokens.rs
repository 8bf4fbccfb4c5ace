//! `parse` and `is_valid` of the token notations (PIN, EPIN, SIN), ours beside the spec
//! author's crates on the same inputs.
//!
//! Run (in benches/): `cargo bench --bench tokens`.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};

use sashite_bench::{EPIN_MIX, PIN_MIX, SIN_MIX, epin_shuffled, pin_shuffled, sin_shuffled};

/// Times `ours` and `upstream` on the same inputs. Both are generic, as a
/// function item passed to `map` or called directly is: a `fn` pointer here
/// would add an indirect call per token that users do not pay, and time
/// the call more than the parser.
fn group<T, U>(
    c: &mut Criterion,
    name: &str,
    inputs: &[&str],
    ours: impl Fn(&str) -> T,
    upstream: impl Fn(&str) -> U,
) {
    let mut group = c.benchmark_group(name);
    group.throughput(Throughput::Elements(inputs.len() as u64));
    group.bench_function("ours", |b| {
        b.iter(|| {
            for input in inputs {
                black_box(ours(black_box(input)));
            }
        });
    });
    group.bench_function("upstream", |b| {
        b.iter(|| {
            for input in inputs {
                black_box(upstream(black_box(input)));
            }
        });
    });
    group.finish();
}

fn pin(c: &mut Criterion) {
    let shuffled = pin_shuffled();
    let shuffled: Vec<&str> = shuffled.iter().map(String::as_str).collect();
    for (mix, inputs) in [("mix", PIN_MIX), ("shuffled", &shuffled[..])] {
        group(
            c,
            &format!("pin/parse/{mix}"),
            inputs,
            sashite_pin::parse,
            upstream_pin::Identifier::parse,
        );
        group(
            c,
            &format!("pin/is_valid/{mix}"),
            inputs,
            sashite_pin::is_valid,
            upstream_pin::Identifier::is_valid,
        );
    }
}

fn epin(c: &mut Criterion) {
    let shuffled = epin_shuffled();
    let shuffled: Vec<&str> = shuffled.iter().map(String::as_str).collect();
    for (mix, inputs) in [("mix", EPIN_MIX), ("shuffled", &shuffled[..])] {
        group(
            c,
            &format!("epin/parse/{mix}"),
            inputs,
            sashite_epin::parse,
            upstream_epin::Identifier::parse,
        );
        group(
            c,
            &format!("epin/is_valid/{mix}"),
            inputs,
            sashite_epin::is_valid,
            upstream_epin::Identifier::is_valid,
        );
    }
}

fn sin(c: &mut Criterion) {
    let shuffled = sin_shuffled();
    let shuffled: Vec<&str> = shuffled.iter().map(String::as_str).collect();
    for (mix, inputs) in [("mix", SIN_MIX), ("shuffled", &shuffled[..])] {
        group(
            c,
            &format!("sin/parse/{mix}"),
            inputs,
            sashite_sin::parse,
            upstream_sin::Identifier::parse,
        );
        group(
            c,
            &format!("sin/is_valid/{mix}"),
            inputs,
            sashite_sin::is_valid,
            upstream_sin::Identifier::is_valid,
        );
    }
}

criterion_group!(benches, pin, epin, sin);
criterion_main!(benches);
