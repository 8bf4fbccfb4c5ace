//! The reader of the conformance corpus (`tests/data/contract.jsonl`, see
//! `tests/data/README.md`) shared by the Rust runners: this crate's, and
//! the command's (`crates/sashite-cli/tests/contract.rs` includes this
//! file). Each runner maps a line to an [`Outcome`]; this module builds the
//! inputs, skips what the line says to skip, compares and reports.
#![allow(dead_code, unreachable_pub)]

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;

use serde_json::Value;

/// What a surface answered for one line.
#[derive(Debug, Clone, PartialEq)]
pub enum Outcome {
    /// A result, as JSON.
    Ok(Value),
    /// A failure: its code and byte offset.
    Failed {
        /// The code (`kind`).
        kind: String,
        /// The offset, when the failure has one.
        offset: Option<u64>,
    },
}

impl Outcome {
    /// The outcome of a failure.
    pub fn failed(kind: &str, offset: Option<usize>) -> Self {
        Self::Failed {
            kind: kind.to_owned(),
            offset: offset.map(|at| at as u64),
        }
    }
}

/// Every line of the corpus at `path`.
pub fn lines(path: &Path) -> Vec<Value> {
    let text =
        std::fs::read_to_string(path).unwrap_or_else(|error| panic!("{}: {error}", path.display()));
    text.lines()
        .enumerate()
        .map(|(n, line)| {
            serde_json::from_str(line).unwrap_or_else(|error| panic!("line {}: {error}", n + 1))
        })
        .collect()
}

/// A string field of the line.
pub fn text<'a>(line: &'a Value, key: &str) -> &'a str {
    line[key]
        .as_str()
        .unwrap_or_else(|| panic!("{}: no string {key:?}", line["id"]))
}

/// The line's input as bytes (`input`, repeated `input_repeat` times, with
/// the bytes of a lone surrogate, `ED A0 80`, at `lone_surrogate_at`; or
/// `input_hex`), or `None` when the input is no text (`input_value`).
pub fn input_bytes(line: &Value) -> Option<Vec<u8>> {
    if let Some(hex) = line["input_hex"].as_str() {
        return Some(
            (0..hex.len())
                .step_by(2)
                .map(|at| u8::from_str_radix(&hex[at..at + 2], 16).expect("hex"))
                .collect(),
        );
    }
    let text = line["input"].as_str()?;
    let repeat = line["input_repeat"]
        .as_u64()
        .map_or(1, |n| usize::try_from(n).expect("a repeat count"));
    let mut bytes = text.as_bytes().repeat(repeat);
    if let Some(at) = line["lone_surrogate_at"].as_u64() {
        let at = usize::try_from(at).expect("an offset");
        bytes.splice(at..at, [0xED, 0xA0, 0x80]);
    }
    Some(bytes)
}

/// What the line expects of `surface`.
pub fn expectation<'a>(line: &'a Value, surface: &str) -> &'a Value {
    match &line["expect_by_surface"][surface] {
        Value::Null => &line["expect"],
        special => special,
    }
}

/// Whether `outcome` is what `expect` says.
fn matches(expect: &Value, outcome: &Outcome) -> bool {
    match outcome {
        Outcome::Ok(value) => {
            if let Some(part) = expect.get("ok_contains") {
                return value
                    .as_str()
                    .zip(part.as_str())
                    .is_some_and(|(value, part)| value.contains(part));
            }
            expect.get("ok") == Some(value)
        }
        Outcome::Failed { kind, offset } => {
            expect.get("kind").and_then(Value::as_str) == Some(kind)
                && expect.get("offset").map(Value::as_u64) == Some(*offset)
        }
    }
}

/// Runs every line the surface does not skip through `run` (`None`: this
/// runner cannot run that line, with the reason, counted as skipped), and
/// panics naming every line whose outcome differs from the expectation.
/// Lines marked `known_failure` for the surface must still fail.
pub fn run_all(path: &Path, surface: &str, mut run: impl FnMut(&Value) -> Result<Outcome, String>) {
    let mut tally: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let (mut failures, mut known) = (Vec::new(), 0);
    for line in lines(path) {
        let op = text(&line, "op").to_owned();
        let counts = tally.entry(op).or_default();
        if line["skip"][surface].is_string() {
            counts.1 += 1;
            continue;
        }
        counts.0 += 1;
        let expect = expectation(&line, surface);
        let verdict = match run(&line) {
            Ok(outcome) if matches(expect, &outcome) => Ok(()),
            Ok(outcome) => Err(format!("expected {expect}, found {outcome:?}")),
            Err(error) => Err(error),
        };
        match (verdict, line["known_failure"][surface].as_str()) {
            (Ok(()), None) => {}
            (Err(error), None) => failures.push(format!("{}: {error}", line["id"])),
            (Err(_), Some(_)) => known += 1,
            (Ok(()), Some(why)) => failures.push(format!(
                "{}: passes, yet is marked known_failure ({why}): remove the mark",
                line["id"]
            )),
        }
    }
    let mut report = format!("contract ({surface}):");
    let (mut run_total, mut skipped_total) = (0, 0);
    for (op, (run, skipped)) in &tally {
        let _ = write!(report, " {op} {run}/{skipped}");
        run_total += run;
        skipped_total += skipped;
    }
    eprintln!("{report} (run/skipped)");
    eprintln!(
        "contract ({surface}): {run_total} lines run, {skipped_total} skipped, {known} known failures"
    );
    assert!(
        failures.is_empty(),
        "{} lines differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
