//! Checks, normalizes and parses every line of a file of FEEN strings, and
//! prints the time per line of each pass (the best of three): the Rust side
//! of `python/benches/bench.py`, which runs the same passes through the
//! Python package's bulk functions.
//!
//! `cargo run --release --example feen_lines -- FILE`

use std::hint::black_box;
use std::time::{Duration, Instant};

fn best_of_three(mut pass: impl FnMut() -> usize) -> (Duration, usize) {
    let mut best = Duration::MAX;
    let mut count = 0;
    for _ in 0..3 {
        let start = Instant::now();
        count = black_box(pass());
        best = best.min(start.elapsed());
    }
    (best, count)
}

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: feen_lines FILE (one FEEN string per line)");
        std::process::exit(2);
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(err) => {
            eprintln!("feen_lines: {path}: {err}");
            std::process::exit(2);
        }
    };
    let lines: Vec<&str> = text.lines().collect();
    // A line count is far below 2^52: exact as an f64.
    #[allow(clippy::cast_precision_loss)]
    let per_line = |time: Duration| time.as_secs_f64() * 1e9 / lines.len().max(1) as f64;

    let (time, valid) = best_of_three(|| {
        lines
            .iter()
            .filter(|line| sashite::feen::is_valid(black_box(line)))
            .count()
    });
    println!(
        "is_valid_ns={:.1} valid={valid} lines={}",
        per_line(time),
        lines.len()
    );
    let (time, repaired) = best_of_three(|| {
        lines
            .iter()
            .filter_map(|line| sashite::feen::normalize(black_box(line)).ok())
            .count()
    });
    println!("normalize_ns={:.1} normalized={repaired}", per_line(time));
    let (time, parsed) = best_of_three(|| {
        lines
            .iter()
            .filter_map(|line| sashite::feen::parse(black_box(line)).ok())
            .count()
    });
    println!("parse_ns={:.1} parsed={parsed}", per_line(time));
}
