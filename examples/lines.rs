//! The Rust loops beside which the Python package's benchmarks measure its
//! bulk, Arrow, Polars and Spark paths on the same lines: every line of a
//! file, each pass timed as the best of three, printed per line.
//!
//! `cargo run --release --example lines -- feen FILE` checks, normalizes
//! and parses FEEN strings (`is_valid_ns`, `normalize_ns`, `parse_ns`: the
//! passes of `python/benches/bench.py`).
//!
//! `cargo run --release --example lines -- fen FILE` reads chess FENs
//! (`from_fen_ns`), then reads them and writes each FEEN string into one
//! reused buffer (`to_feen_ns`: the work of `sashite.arrow.from_fen` per
//! row, for `python/benches/data_at_scale.py`).

use std::hint::black_box;
use std::time::{Duration, Instant};

/// The lines of a file, and the time per line of each pass over them.
struct Lines<'a> {
    lines: Vec<&'a str>,
}

impl Lines<'_> {
    /// Runs `pass` over the lines three times; prints the fastest time per
    /// line as `name_ns` and what the pass counted as `counted`.
    fn time(&self, name: &str, counted: &str, mut pass: impl FnMut(&str) -> usize) {
        let mut best = Duration::MAX;
        let mut count = 0;
        for _ in 0..3 {
            let start = Instant::now();
            count = black_box(
                self.lines
                    .iter()
                    .map(|line| pass(black_box(line)))
                    .sum::<usize>(),
            );
            best = best.min(start.elapsed());
        }
        // A line count is far below 2^52: exact as an f64.
        #[allow(clippy::cast_precision_loss)]
        let per_line = best.as_secs_f64() * 1e9 / self.lines.len().max(1) as f64;
        println!(
            "{name}_ns={per_line:.1} {counted}={count} lines={}",
            self.lines.len()
        );
    }
}

fn feen(lines: &Lines<'_>) {
    lines.time("is_valid", "valid", |line| {
        usize::from(sashite::feen::is_valid(line))
    });
    lines.time("normalize", "normalized", |line| {
        usize::from(sashite::feen::normalize(line).is_ok())
    });
    lines.time("parse", "parsed", |line| {
        usize::from(sashite::feen::parse(line).is_ok())
    });
}

fn fen(lines: &Lines<'_>) {
    lines.time("from_fen", "read", |line| {
        usize::from(sashite::fen::chess::from_fen(line).is_ok())
    });
    let mut feen = String::new();
    lines.time("to_feen", "feen_bytes", |line| {
        sashite::fen::chess::from_fen(line).map_or(0, |position| {
            feen.clear();
            // A `String` takes any text: writing cannot fail.
            let _ = position.write_to(&mut feen);
            black_box(&feen).len()
        })
    });
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (run, path): (fn(&Lines<'_>), &String) = match args.as_slice() {
        [notation, path] if notation == "feen" => (feen, path),
        [notation, path] if notation == "fen" => (fen, path),
        _ => {
            eprintln!("usage: lines feen|fen FILE (one FEEN string or chess FEN per line)");
            std::process::exit(2);
        }
    };
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(err) => {
            eprintln!("lines: {path}: {err}");
            std::process::exit(2);
        }
    };
    run(&Lines {
        lines: text.lines().collect(),
    });
}
