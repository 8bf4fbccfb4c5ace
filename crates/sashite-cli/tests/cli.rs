//! Runs the built `sashite` binary: every subcommand, the JSON keys and
//! values of each notation, stdin and arguments, exit codes, non-UTF-8
//! lines, colour control, and `feen render` (terminal and SVG).

mod util;

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Command, Stdio};

use util::{json_lines, run, stderr, stdout};

use serde_json::{Value, json};

#[track_caller]
fn keys(value: &Value) -> Vec<&str> {
    // serde_json's Map is sorted here; the raw line is checked for order.
    value
        .as_object()
        .expect("an object")
        .keys()
        .map(String::as_str)
        .collect()
}

#[track_caller]
fn key_order(line: &str) -> Vec<String> {
    let mut keys = Vec::new();
    let value: Value = serde_json::from_str(line).expect("JSON");
    let object = value.as_object().expect("an object");
    let mut positions: Vec<(usize, &String)> = object
        .keys()
        .map(|k| (line.find(&format!("\"{k}\":")).expect("key present"), k))
        .collect();
    positions.sort();
    for (_, key) in positions {
        keys.push(key.clone());
    }
    keys
}

#[test]
fn pin_json_keys_and_values() {
    let output = run(&["pin", "inspect", "--json", "+K^"], None);
    assert_eq!(output.status.code(), Some(0));
    let line = stdout(&output);
    assert_eq!(
        key_order(line.trim_end()),
        [
            "input",
            "valid",
            "canonical",
            "letter",
            "side",
            "state",
            "terminal"
        ]
    );
    assert_eq!(
        json_lines(&output),
        [
            json!({"input": "+K^", "valid": true, "canonical": "+K^", "letter": "K",
                "side": "first", "state": "enhanced", "terminal": true})
        ]
    );
    let output = run(&["pin", "inspect", "--json", "--", "-p"], None);
    assert_eq!(
        json_lines(&output)[0],
        json!({"input": "-p", "valid": true, "canonical": "-p", "letter": "P",
               "side": "second", "state": "diminished", "terminal": false})
    );
}

#[test]
fn epin_json_keys_and_values() {
    let output = run(&["epin", "inspect", "--json", "k^'"], None);
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(
        key_order(stdout(&output).trim_end()),
        [
            "input",
            "valid",
            "canonical",
            "letter",
            "side",
            "state",
            "terminal",
            "derived"
        ]
    );
    assert_eq!(
        json_lines(&output)[0],
        json!({"input": "k^'", "valid": true, "canonical": "k^'", "letter": "K",
               "side": "second", "state": "normal", "terminal": true, "derived": true})
    );
}

#[test]
fn sin_snn_pnn_json_keys_and_values() {
    let output = run(&["sin", "inspect", "--json", "c"], None);
    assert_eq!(
        json_lines(&output)[0],
        json!({"input": "c", "valid": true, "canonical": "c", "letter": "C", "side": "second"})
    );
    let output = run(&["snn", "inspect", "--json", "CHESS960"], None);
    assert_eq!(
        key_order(stdout(&output).trim_end()),
        ["input", "valid", "canonical", "name", "side"]
    );
    assert_eq!(
        json_lines(&output)[0],
        json!({"input": "CHESS960", "valid": true, "canonical": "CHESS960",
               "name": "Chess960", "side": "first"})
    );
    let output = run(&["pnn", "inspect", "--json", "--", "-pawn^"], None);
    assert_eq!(
        key_order(stdout(&output).trim_end()),
        [
            "input",
            "valid",
            "canonical",
            "base_name",
            "side",
            "state",
            "terminal"
        ]
    );
    assert_eq!(
        json_lines(&output)[0],
        json!({"input": "-pawn^", "valid": true, "canonical": "-pawn^", "base_name": "pawn",
               "side": "second", "state": "diminished", "terminal": true})
    );
}

#[test]
fn feen_json_keys_and_values() {
    let output = run(
        &[
            "feen",
            "inspect",
            "--json",
            "ab/cd//AB/C1 P/ G/g",
            "rkr/pp/PPPP / c/C",
        ],
        None,
    );
    assert_eq!(output.status.code(), Some(0));
    let text = stdout(&output);
    let first = text.lines().next().expect("a line");
    assert_eq!(
        key_order(first),
        [
            "input",
            "valid",
            "canonical",
            "squares",
            "board_pieces",
            "hand_pieces",
            "dimensions",
            "active_side",
            "active_style",
            "inactive_style",
            "pieces",
            "hands"
        ]
    );
    let values = json_lines(&output);
    assert_eq!(
        values[0],
        json!({"input": "ab/cd//AB/C1 P/ G/g", "valid": true,
               "canonical": "ab/cd//AB/C1 P/ G/g", "squares": 8, "board_pieces": 7,
               "hand_pieces": 1, "dimensions": [2, 2, 2], "active_side": "first",
               "active_style": "G", "inactive_style": "g",
               "pieces": [[[0, 0, 0], "a"], [[0, 0, 1], "b"], [[0, 1, 0], "c"], [[0, 1, 1], "d"],
                          [[1, 0, 0], "A"], [[1, 0, 1], "B"], [[1, 1, 0], "C"]],
               "hands": {"first": [[1, "P"]], "second": []}})
    );
    assert_eq!(values[1]["dimensions"], Value::Null);
    assert_eq!(values[1]["active_side"], "second");
    assert_eq!(values[1]["active_style"], "c");
}

#[test]
fn invalid_inputs_in_json_carry_error_offset_and_kind() {
    let output = run(&["pin", "validate", "--json", "K", "+K+", ""], None);
    assert_eq!(output.status.code(), Some(1));
    let values = json_lines(&output);
    assert_eq!(values.len(), 3);
    assert_eq!(values[0], json!({"input": "K", "valid": true}));
    assert_eq!(
        values[1],
        json!({"input": "+K+", "valid": false,
               "error": "invalid PIN: expected '^' or the end of input at byte 2, found '+'",
               "offset": 2, "kind": "expected_terminal_or_end"})
    );
    assert_eq!(
        keys(&values[2]),
        ["error", "input", "kind", "offset", "valid"]
    );
    assert_eq!(values[2]["offset"], Value::Null);
    assert_eq!(values[2]["kind"], "empty");
    let output = run(&["feen", "inspect", "--json", "8 PP/ C/c"], None);
    assert_eq!(
        json_lines(&output)[0],
        json!({"input": "8 PP/ C/c", "valid": false,
               "error": "invalid FEEN: piece repeated in a hand at byte 3", "offset": 3,
               "kind": "hand_not_aggregated"})
    );
}

#[test]
fn stdin_lines_keep_order_and_only_lose_the_line_ending() {
    let output = run(&["sin", "validate", "--json"], Some(b"C\r\nc\n C\nC \n\nC"));
    assert_eq!(output.status.code(), Some(1));
    let values = json_lines(&output);
    let inputs: Vec<&str> = values
        .iter()
        .map(|v| v["input"].as_str().expect("str"))
        .collect();
    assert_eq!(inputs, ["C", "c", " C", "C ", "", "C"]);
    let valid: Vec<bool> = values
        .iter()
        .map(|v| v["valid"].as_bool().expect("bool"))
        .collect();
    assert_eq!(valid, [true, true, false, false, false, true]);
    // `-` reads stdin too.
    let output = run(&["snn", "validate", "--json", "-"], Some(b"CHESS\nshogi\n"));
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(json_lines(&output).len(), 2);
}

#[test]
fn non_utf8_lines_are_invalid_inputs_not_crashes() {
    for notation in ["pin", "epin", "sin", "snn", "pnn", "feen"] {
        let output = run(&[notation, "inspect", "--json"], Some(b"\xFF\xFE\nK\n"));
        assert_eq!(output.status.code(), Some(1), "{notation}");
        let values = json_lines(&output);
        assert_eq!(values.len(), 2, "{notation}");
        assert_eq!(values[0]["valid"], false);
        assert_eq!(values[0]["input"], "\u{FFFD}\u{FFFD}");
        assert_eq!(values[0]["offset"], 0);
    }
    let output = run(&["pin", "inspect"], Some(b"K\xFF\n"));
    assert_eq!(output.status.code(), Some(1));
    let text = stderr(&output);
    assert!(text.contains("\"K\\xFF\""), "{text}");
}

#[test]
fn human_inspect_aligns_attributes_and_marks_errors_with_a_caret() {
    let output = run(&["pnn", "inspect", "+ROOK^"], None);
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(
        stdout(&output),
        "canonical  +ROOK^\nbase name  ROOK\nside       first\nstate      enhanced\nterminal   true\n\n"
    );
    let output = run(&["pin", "inspect", "+K+"], None);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(stdout(&output), "");
    assert_eq!(
        stderr(&output),
        "error: invalid PIN: expected '^' or the end of input at byte 2, found '+'\n  \"+K+\"\n     ^\n\n"
    );
    let output = run(&["feen", "inspect", "8 / C/c"], None);
    let text = stdout(&output);
    assert!(text.contains("dimensions      8\n"), "{text}");
    assert!(text.contains("inactive style  c\n"), "{text}");
}

#[test]
fn human_validate_lists_each_input() {
    let output = run(&["epin", "validate", "K'", "K''"], None);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(stdout(&output), "valid    \"K'\"\n");
    let text = stderr(&output);
    assert!(text.starts_with("error: invalid EPIN"), "{text}");
    assert!(text.ends_with("\n2 inputs: 1 valid, 1 invalid\n"), "{text}");
}

#[test]
fn colour_follows_the_flag_and_no_color() {
    let plain = run(&["pin", "inspect", "K+"], None);
    assert!(!plain.stderr.contains(&0x1B), "piped output has no colour");
    let forced = run(&["--color", "always", "pin", "inspect", "K+"], None);
    assert!(forced.stderr.contains(&0x1B));
    let forced = run(&["pin", "inspect", "K", "--color", "always"], None);
    assert!(
        forced.stdout.contains(&0x1B),
        "a global option goes anywhere"
    );
    let output = Command::new(env!("CARGO_BIN_EXE_sashite"))
        .args(["feen", "render"])
        .env("NO_COLOR", "1")
        .output()
        .expect("runs");
    assert!(!output.stdout.contains(&0x1B));
    let never = run(&["--color", "never", "feen", "render"], None);
    assert!(!never.stdout.contains(&0x1B));
}

#[test]
fn exit_status_two_for_usage_errors() {
    assert_eq!(run(&["pin"], None).status.code(), Some(2));
    assert_eq!(run(&["chess", "inspect"], None).status.code(), Some(2));
    assert_eq!(run(&["pin", "normalize"], None).status.code(), Some(2));
    assert_eq!(
        run(&["--color", "sometimes", "pin", "inspect", "K"], None)
            .status
            .code(),
        Some(2)
    );
    let dir = std::env::temp_dir()
        .join("sashite-cli-no-such-dir")
        .join("x.svg");
    let output = run(
        &["feen", "render", "--svg", dir.to_str().expect("path")],
        None,
    );
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("cannot write"));
}

#[test]
fn normalize_prints_canonical_forms_and_reports_errors_on_stderr() {
    let output = run(
        &["feen", "normalize"],
        Some(b"8 / C/c\n8 PP/ C/c\nK PP/ C/c\nk^ / S/s\n"),
    );
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(stdout(&output), "8 / C/c\n8 2P/ C/c\nk^ / S/s\n");
    assert!(String::from_utf8_lossy(&output.stderr).contains("more pieces than squares"));
}

#[test]
fn render_draws_the_embedded_example_with_no_input() {
    let output = run(&["feen", "render"], None);
    assert_eq!(output.status.code(), Some(0));
    let text = stdout(&output);
    // The chess rule system's start: castling rooks and kings enhanced.
    assert!(text.starts_with("8  +♜    ♞"), "{text}");
    assert!(text.contains("+♔^"), "{text}");
    assert!(text.contains("FEEN: +rnbq+k^bn+r/"), "{text}");
    assert!(text.contains("a    b    c"), "{text}");
    assert!(text.contains("to move: first (C)"), "{text}");
}

#[test]
fn render_draws_1d_3d_and_irregular_boards() {
    let strip = stdout(&run(&["feen", "render", "K^2k^ P/ C/c"], None));
    let lines: Vec<&str> = strip.lines().collect();
    assert!(lines[0].starts_with(" K^  ·   ·   k^"), "{strip}");
    assert!(lines[1].starts_with(" a   b   c   d"), "{strip}");
    assert!(strip.contains("hand of first: P"), "{strip}");

    let cube = stdout(&run(&["feen", "render", "ab/cd//AB/CD / G/g"], None));
    assert!(cube.starts_with("layer 1    layer 2"), "{cube}");
    assert!(cube.contains("2  a  b    2  A  B"), "{cube}");

    let ragged = stdout(&run(&["feen", "render", "rkr/pp//PPPP/ab / C/c"], None));
    let lines: Vec<&str> = ragged.lines().collect();
    assert!(lines[0].starts_with("4  r  k  r"), "{ragged}");
    assert!(lines[1].starts_with("3  p  p"), "{ragged}");
    assert!(lines[3].starts_with("2  P  P  P  P"), "{ragged}");

    let invalid = run(&["feen", "render", "8 PP/ C/c"], None);
    assert_eq!(invalid.status.code(), Some(1));
    let from_stdin = run(&["feen", "render", "-"], Some(b"K^ / C/c\n"));
    assert!(stdout(&from_stdin).starts_with(" K^"));
}

#[test]
fn render_writes_well_formed_svg() {
    let path = std::env::temp_dir().join(format!("sashite-cli-{}.svg", std::process::id()));
    let cases = [
        "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s",
        "K^2k^ 2P/ C/c",
        "ab/cd//AB/CD / G/g",
        "rkr/pp//PPPP/ab / C/c",
    ];
    for case in cases {
        let output = run(
            &[
                "feen",
                "render",
                "--svg",
                path.to_str().expect("path"),
                case,
            ],
            None,
        );
        assert_eq!(output.status.code(), Some(0), "{case}");
        let svg = std::fs::read_to_string(&path).expect("the SVG was written");
        let doc = roxmltree::Document::parse(&svg).expect("well-formed XML");
        let root = doc.root_element();
        assert_eq!(root.tag_name().name(), "svg");
        assert_eq!(
            root.tag_name().namespace(),
            Some("http://www.w3.org/2000/svg")
        );
        assert!(doc.descendants().any(|n| n.has_tag_name("rect")));
        assert!(
            doc.descendants()
                .any(|n| n.attribute("class").is_some_and(|c| c.starts_with("piece"))),
            "{case}"
        );
    }
    let _ = std::fs::remove_file(&path);
}

#[test]
fn large_input_streams() {
    let mut input = Vec::new();
    for i in 0..100_000 {
        input.extend_from_slice(if i % 2 == 0 { b"K^\n" } else { b"-p\n" });
    }
    let output = run(&["pin", "validate", "--json"], Some(&input));
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(output.stdout.split(|&b| b == b'\n').count() - 1, 100_000);
}

#[test]
fn a_closed_pipe_ends_quietly() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sashite"))
        .args(["pin", "validate"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    drop(child.stdout.take()); // the reader goes away, like `| head`
    let mut stdin = child.stdin.take().expect("piped");
    let line = b"K\n".repeat(200_000);
    let _ = stdin.write_all(&line);
    drop(stdin);
    let output = child.wait_with_output().expect("ends");
    assert_eq!(output.status.code(), Some(0));
    assert!(
        output.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
}

#[test]
fn a_pipe_closed_mid_output_ends_quietly() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sashite"))
        .args(["feen", "inspect", "--json"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    let mut stdin = child.stdin.take().expect("piped");
    // Written from another thread: the child blocks on a full stdout pipe
    // until the reader below goes away.
    let writer = std::thread::spawn(move || {
        let line = b"k^7/8/8/8/8/8/8/K^7 / C/c\n".repeat(100_000);
        let _ = stdin.write_all(&line);
    });
    let mut reader = BufReader::new(child.stdout.take().expect("piped"));
    let mut first = String::new();
    reader.read_line(&mut first).expect("a first line");
    assert!(
        first.starts_with(r#"{"input":"k^7/8/8/8/8/8/8/K^7 / C/c""#),
        "{first}"
    );
    drop(reader); // like `| head -n 1`
    writer.join().expect("writer");
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .expect("piped")
        .read_to_string(&mut stderr)
        .expect("stderr");
    let status = child.wait().expect("ends");
    assert_eq!(status.code(), Some(0));
    assert!(stderr.is_empty(), "{stderr}");
}

#[test]
fn version_and_help() {
    assert_eq!(run(&["--version"], None).status.code(), Some(0));
    let help = stdout(&run(&["feen", "--help"], None));
    for sub in ["inspect", "validate", "normalize", "render"] {
        assert!(help.contains(sub), "{help}");
    }
}
