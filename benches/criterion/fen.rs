//! Chess FEN both ways, `sashite_fen::chess` beside shakmaty's `Fen`, on the
//! same 400 positions of random legal games (`data/chess_positions.fen`),
//! all of them per iteration:
//!
//! | ours | shakmaty |
//! |---|---|
//! | `chess::from_fen` (to a FEEN `Position`) | `Fen::from_ascii` (to a `Setup`) |
//! | `chess::to_fen` (from the `Position`) | `Fen`'s `Display` (`to_string`) |
//!
//! Ours builds a richer value (every piece with its state and side), so the
//! target is at most 1.5 times shakmaty's time each way.
//!
//! Run (in benches/): `cargo bench --bench fen -- --warm-up-time 1 --measurement-time 5`.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use sashite_fen::chess;
use shakmaty::fen::Fen;

fn fens() -> Vec<&'static str> {
    let fens = sashite_bench::chess_fens();
    for fen in &fens {
        // Both read every position and write it back (counters aside: ours
        // writes `0 1`).
        let ours = chess::from_fen(fen).expect("ours reads it");
        let theirs = Fen::from_ascii(fen.as_bytes()).expect("shakmaty reads it");
        let written = chess::to_fen(&ours).expect("ours writes it");
        let fields = |fen: &str| {
            fen.split(' ')
                .take(4)
                .map(str::to_owned)
                .collect::<Vec<_>>()
        };
        assert_eq!(fields(&written), fields(&theirs.to_string()), "{fen}");
    }
    fens
}

fn read(c: &mut Criterion) {
    let fens = fens();
    let mut group = c.benchmark_group("chess_from_fen");
    group.throughput(Throughput::Elements(fens.len() as u64));
    group.bench_function("ours", |b| {
        b.iter(|| {
            for fen in &fens {
                black_box(chess::from_fen(black_box(fen)).ok());
            }
        });
    });
    group.bench_function("shakmaty", |b| {
        b.iter(|| {
            for fen in &fens {
                black_box(Fen::from_ascii(black_box(fen.as_bytes())).ok());
            }
        });
    });
    group.finish();
}

fn write(c: &mut Criterion) {
    let fens = fens();
    let ours: Vec<_> = fens
        .iter()
        .map(|fen| chess::from_fen(fen).expect("valid"))
        .collect();
    let theirs: Vec<_> = fens
        .iter()
        .map(|fen| Fen::from_ascii(fen.as_bytes()).expect("valid"))
        .collect();
    let mut group = c.benchmark_group("chess_to_fen");
    group.throughput(Throughput::Elements(fens.len() as u64));
    group.bench_function("ours", |b| {
        b.iter(|| {
            for position in &ours {
                black_box(chess::to_fen(black_box(position)).ok());
            }
        });
    });
    group.bench_function("shakmaty", |b| {
        b.iter(|| {
            for fen in &theirs {
                black_box(black_box(fen).to_string());
            }
        });
    });
    group.finish();
}

criterion_group!(benches, read, write);
criterion_main!(benches);
