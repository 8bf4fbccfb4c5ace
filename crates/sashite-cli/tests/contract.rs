//! The conformance corpus of `sashite-ops` (`../sashite-ops/tests/data/
//! contract.jsonl`, see the README beside it) run through the built
//! `sashite` command: each input on stdin, `--json` records compared on
//! `kind`, `offset` and the result; a refused option is a usage error
//! (exit 2) whose message ends with `[code]`. The corpus lives in the
//! other crate, so this test is excluded from the package.

mod util;

#[path = "../../sashite-ops/tests/corpus/mod.rs"]
mod corpus;

use std::path::Path;
use std::process::Output;

use corpus::{Outcome, input_bytes, text};
use serde_json::{Value, json};

const CORPUS: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../sashite-ops/tests/data/contract.jsonl"
);

/// The code at the end of a usage error's first line (`… [unused_option]`).
fn usage_code(output: &Output) -> Result<Outcome, String> {
    let stderr = util::stderr(output);
    let first = stderr.lines().next().unwrap_or_default();
    let code = first
        .strip_suffix(']')
        .and_then(|rest| rest.rsplit_once('['))
        .map(|(_, code)| code)
        .ok_or_else(|| format!("a usage error without [code]: {stderr}"))?;
    Ok(Outcome::failed(code, None))
}

/// The one record the command printed for the input, checked against its
/// exit status.
fn record(output: &Output) -> Result<Value, String> {
    if output.status.code() == Some(2) {
        return Err(format!("usage error: {}", util::stderr(output)));
    }
    let records = util::json_lines(output);
    let [record] = &records[..] else {
        return Err(format!("expected one record, found {}", records.len()));
    };
    let valid = record["valid"] == json!(true) || record["canonical"].is_string();
    let status = output.status.code();
    if status != Some(i32::from(!valid)) {
        return Err(format!("exit status {status:?} for {record}"));
    }
    Ok(record.clone())
}

/// The record's failure, when it has one.
fn failure(record: &Value) -> Option<Outcome> {
    let kind = record["kind"].as_str()?;
    let offset = record["offset"]
        .as_u64()
        .and_then(|at| usize::try_from(at).ok());
    Some(Outcome::failed(kind, offset))
}

/// A counter option as the command's argument.
fn counter(value: &Value) -> Option<String> {
    match value {
        Value::Null => None,
        Value::Object(object) => object["int"].as_str().map(str::to_owned),
        other => Some(other.to_string()),
    }
}

fn run(line: &Value) -> Result<Outcome, String> {
    let mut stdin = input_bytes(line).ok_or("the line has no text input")?;
    if stdin.contains(&b'\n') {
        return Err("an input with a line break cannot be one line of stdin".to_owned());
    }
    stdin.push(b'\n');
    let op = text(line, "op");
    let mut args: Vec<String> = Vec::new();
    match op {
        "validate" | "inspect" => {
            args.extend([text(line, "notation").to_owned(), op.to_owned()]);
        }
        "normalize" | "repair" => args.extend(["feen".to_owned(), "normalize".to_owned()]),
        "from_fen" | "to_fen" => {
            let command = if op == "from_fen" {
                "from-fen"
            } else {
                "to-fen"
            };
            args.extend(["feen", command, "--game", text(line, "game")].map(str::to_owned));
            let options = &line["options"];
            if let Some(value) = counter(&options["halfmove_clock"]) {
                args.push(format!("--halfmove-clock={value}"));
            }
            if let Some(value) = counter(&options["move_number"]) {
                args.push(format!("--move-number={value}"));
            }
            if options["shredder"] == json!(true) {
                args.push("--shredder".to_owned());
            }
        }
        "render_svg" => {
            args.extend(["feen", "render", "--svg", "-", "-"].map(str::to_owned));
            let output = util::run(&to_str(&args), Some(&stdin));
            return match output.status.code() {
                Some(0) => Ok(Outcome::Ok(Value::String(util::stdout(&output)))),
                status => Err(format!("exit status {status:?}: {}", util::stderr(&output))),
            };
        }
        other => return Err(format!("no command for the operation {other:?}")),
    }
    args.push("--json".to_owned());
    let output = util::run(&to_str(&args), Some(&stdin));
    if op == "to_fen" && output.status.code() == Some(2) {
        return usage_code(&output);
    }
    let mut record = record(&output)?;
    if let Some(failed) = failure(&record) {
        return Ok(failed);
    }
    let object = record.as_object_mut().ok_or("a record is an object")?;
    for key in ["input", "line", "valid"] {
        object.remove(key);
    }
    Ok(Outcome::Ok(match op {
        "validate" => json!(true),
        "normalize" => record["canonical"].clone(),
        "from_fen" => record["feen"].clone(),
        "to_fen" => record["fen"].clone(),
        _ => record,
    }))
}

fn to_str(args: &[String]) -> Vec<&str> {
    args.iter().map(String::as_str).collect()
}

#[test]
fn the_corpus_holds_on_the_command() {
    corpus::run_all(Path::new(CORPUS), "cli", run);
}
