//! `parse` and `is_valid` of the token notations (PIN, EPIN, SIN), ours beside the spec
//! author's crates on the same inputs.
//!
//! Run (in benches/): `cargo bench --bench tokens`.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};

use sashite_bench::{EPIN_MIX, PIN_MIX, SIN_MIX};

/// Deterministic pseudo-random byte strings of 0 to 4 bytes over the token
/// alphabet, about half of them valid PIN tokens.
fn shuffled(count: usize, alphabet: &[u8], valid: impl Fn(&[u8]) -> bool) -> Vec<String> {
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut out = Vec::with_capacity(count);
    while out.len() < count {
        let len = usize::try_from(next() % 5).expect("small");
        let bytes: Vec<u8> = (0..len)
            .map(|_| alphabet[usize::try_from(next()).expect("64-bit") % alphabet.len()])
            .collect();
        // Keep the mix balanced: accept a valid string always, an invalid one half the time.
        if valid(&bytes) || next() % 2 == 0 {
            out.push(String::from_utf8(bytes).expect("ASCII alphabet"));
        }
    }
    out
}

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
    let shuffled = shuffled(1024, b"+-^'KkQz1 ", |b| {
        sashite_pin::Identifier::parse_bytes(b).is_ok()
    });
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
    let shuffled = shuffled(1024, b"+-^'KkQz1 ", |b| {
        sashite_epin::Identifier::parse_bytes(b).is_ok()
    });
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
    let shuffled = shuffled(1024, b"CcSz1 +", |b| {
        sashite_sin::Identifier::parse_bytes(b).is_ok()
    });
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
