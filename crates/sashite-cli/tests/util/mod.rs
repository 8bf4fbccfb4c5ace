//! Helpers shared by the integration tests: run the built binary and read
//! its output.
#![allow(dead_code, unreachable_pub)]

use std::io::Write;
use std::process::{Command, Output, Stdio};

use serde_json::Value;

#[track_caller]
pub fn run(args: &[&str], stdin: Option<&[u8]>) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_sashite"));
    command
        .args(args)
        .env_remove("NO_COLOR")
        .env_remove("CLICOLOR_FORCE")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = command.spawn().expect("the binary runs");
    let mut pipe = child.stdin.take().expect("stdin is piped");
    let bytes = stdin.unwrap_or_default().to_vec();
    // Write from another thread so a large output cannot block the input.
    let writer = std::thread::spawn(move || {
        let _ = pipe.write_all(&bytes);
    });
    let output = child.wait_with_output().expect("the binary ends");
    writer.join().expect("the writer ends");
    output
}

#[track_caller]
pub fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("stdout is UTF-8")
}

#[track_caller]
pub fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).expect("stderr is UTF-8")
}

#[track_caller]
pub fn json_lines(output: &Output) -> Vec<Value> {
    stdout(output)
        .lines()
        .map(|line| serde_json::from_str(line).expect("each line is JSON"))
        .collect()
}
