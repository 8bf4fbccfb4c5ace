//! Throughput of the `sashite` command on a generated million-line file,
//! beside a plain in-process loop of `sashite_feen::is_valid` over the same
//! lines: `feen validate -q` (target: within 2×) and `feen inspect --json`
//! (target: within 3.5×, issue 34).
//!
//! `cargo bench -p sashite-cli --bench throughput`. Criterion reports each
//! time; the last lines print the ratios of the fastest of several runs.
#![allow(missing_docs)]

use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group};

/// Lines in the generated file.
const LINES: usize = 1_000_000;

/// Positions the file cycles through: chess, shogi (with hands), xiangqi,
/// makruk, a chess middle game, and a rare invalid line.
const POSITIONS: [&str; 5] = [
    "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c",
    "lnsgk^gsnl/1r5b1/pppp1pp+Pp/9/9/9/PPPP1PP1P/1B5R1/LNSGK^GSNL 2P/p s/S",
    "rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x",
    "rnsmk^snr/8/pppppppp/8/8/PPPPPPPP/8/RNSK^MSNR / M/m",
    "r1bqk^2r/pp1n1ppp/2p1pn2/3p4/2PP4/2N1PN2/PPQ2PPP/R3K^B1R / c/C",
];

/// Writes the million-line file (two invalid lines among them).
fn generate(path: &Path) -> String {
    let mut text = String::with_capacity(LINES * 70);
    for i in 0..LINES {
        if i == LINES / 3 || i == 2 * LINES / 3 {
            text.push_str("8/8/8/8/8/8/8/8 w KQkq - 0 1\n");
        } else {
            text.push_str(POSITIONS[i % POSITIONS.len()]);
            text.push('\n');
        }
    }
    std::fs::write(path, &text).expect("the file is written");
    text
}

fn in_process(lines: &[&str]) -> usize {
    lines
        .iter()
        .filter(|line| sashite_feen_is_valid(line))
        .count()
}

/// The library call the command makes for each line.
fn sashite_feen_is_valid(line: &str) -> bool {
    sashite::feen::is_valid(black_box(line))
}

fn command(path: &Path, args: &[&str]) -> Duration {
    let start = Instant::now();
    let status = Command::new(env!("CARGO_BIN_EXE_sashite"))
        .args(["feen"])
        .args(args)
        .arg("-f")
        .arg(path)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .expect("the command runs");
    // Two invalid lines: exit status 1.
    assert_eq!(status.code(), Some(1));
    start.elapsed()
}

fn file() -> (PathBuf, String) {
    let path = std::env::temp_dir().join(format!("sashite-throughput-{}.txt", std::process::id()));
    let text = generate(&path);
    (path, text)
}

fn throughput(c: &mut Criterion) {
    let (path, text) = file();
    let lines: Vec<&str> = text.lines().collect();
    let mut group = c.benchmark_group("throughput_1M_lines");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(15));
    group.bench_function("in_process_is_valid", |b| b.iter(|| in_process(&lines)));
    group.bench_function("feen_validate_q", |b| {
        b.iter(|| command(&path, &["validate", "-q"]));
    });
    group.bench_function("feen_inspect_json", |b| {
        b.iter(|| command(&path, &["inspect", "--json"]));
    });
    group.finish();

    // The ratios, in CPU time (user + system, from /proc: the machine is
    // shared, and wall time counts the waits for a core), the least of
    // several runs of each.
    let least = |f: &mut dyn FnMut() -> Duration| (0..7).map(|_| f()).min().unwrap_or_default();
    let baseline = least(&mut || {
        let before = cpu_ticks(Whose::Me);
        black_box(in_process(&lines));
        ticks(cpu_ticks(Whose::Me) - before)
    });
    let child = |args: &[&str]| {
        let before = cpu_ticks(Whose::Children);
        command(&path, args);
        ticks(cpu_ticks(Whose::Children) - before)
    };
    let validate = least(&mut || child(&["validate", "-q"]));
    let inspect = least(&mut || child(&["inspect", "--json"]));
    let ratio = |d: Duration| d.as_secs_f64() / baseline.as_secs_f64().max(1e-9);
    println!("CPU time, least of 7 runs, 1M lines:");
    println!("  in-process is_valid loop: {baseline:?}");
    println!(
        "  feen validate -q:         {validate:?} ({:.2}x, target 2x)",
        ratio(validate)
    );
    println!(
        "  feen inspect --json:      {inspect:?} ({:.2}x, target 3.5x)",
        ratio(inspect)
    );
    let _ = std::fs::remove_file(&path);
}

/// Whose CPU time to read.
#[derive(Clone, Copy)]
enum Whose {
    /// This process.
    Me,
    /// Its children that ended and were waited for.
    Children,
}

/// User + system CPU time in clock ticks, from `/proc/self/stat` (fields
/// 14-15 for this process, 16-17 for its children); 0 where there is no
/// `/proc`.
fn cpu_ticks(whose: Whose) -> u64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // Fields after the command name, which ends with the last ')'.
    let rest = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
    let fields: Vec<u64> = rest
        .split_whitespace()
        .skip(11)
        .take(4)
        .map(|f| f.parse().unwrap_or(0))
        .collect();
    let skip = match whose {
        Whose::Me => 0,
        Whose::Children => 2,
    };
    fields.iter().skip(skip).take(2).sum()
}

/// Clock ticks as a duration: /proc counts in `USER_HZ`, 100 per second on
/// Linux.
fn ticks(n: u64) -> Duration {
    Duration::from_millis(n * 10)
}

criterion_group!(benches, throughput);

fn main() {
    benches();
    Criterion::default().configure_from_args().final_summary();
}
