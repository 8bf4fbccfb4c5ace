//! Reads every line of a file of chess FENs as a position and writes its
//! FEEN string, and prints the time per line (the best of three): the Rust
//! loop of `python/benches/data_at_scale.py`, beside which it measures the
//! Python package's Arrow, Polars, list and Spark paths on the same lines.
//!
//! `cargo run --release --example fen_lines -- FILE`
//!
//! Prints `from_fen_ns` (reading alone) and `to_feen_ns` (reading, then
//! writing the FEEN string into one reused buffer, the work of
//! `sashite.arrow.from_fen` per row).

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
        eprintln!("usage: fen_lines FILE (one chess FEN per line)");
        std::process::exit(2);
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(err) => {
            eprintln!("fen_lines: {path}: {err}");
            std::process::exit(2);
        }
    };
    let lines: Vec<&str> = text.lines().collect();
    // A line count is far below 2^52: exact as an f64.
    #[allow(clippy::cast_precision_loss)]
    let per_line = |time: Duration| time.as_secs_f64() * 1e9 / lines.len().max(1) as f64;

    let (time, read) = best_of_three(|| {
        lines
            .iter()
            .filter(|line| sashite::fen::chess::from_fen(black_box(line)).is_ok())
            .count()
    });
    println!(
        "from_fen_ns={:.1} read={read} lines={}",
        per_line(time),
        lines.len()
    );
    let mut feen = String::new();
    let (time, bytes) = best_of_three(|| {
        let mut bytes = 0;
        for line in &lines {
            if let Ok(position) = sashite::fen::chess::from_fen(black_box(line)) {
                feen.clear();
                // A `String` takes any text: writing cannot fail.
                let _ = position.write_to(&mut feen);
                bytes += black_box(&feen).len();
            }
        }
        bytes
    });
    println!("to_feen_ns={:.1} feen_bytes={bytes}", per_line(time));
}
