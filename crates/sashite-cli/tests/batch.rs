//! Arguments and batch diagnostics: options anywhere, `--` before inputs
//! starting with `-`, `-` and `-f` in command-line order, line numbers,
//! windows around long bad inputs, stdout for results and stderr for
//! diagnostics, `--quiet`, the summary, FEN/SFEN hints, completions and
//! the man page.

mod util;

use serde_json::{Value, json};
use util::{json_lines, run, stderr, stdout};

#[test]
fn options_go_anywhere() {
    let before = run(&["pin", "inspect", "--json", "K"], None);
    let after = run(&["pin", "inspect", "K", "--json"], None);
    assert_eq!(before.stdout, after.stdout);
    assert_eq!(
        json_lines(&after).len(),
        1,
        "--json is an option, not an input"
    );
    // `-h` after an input is help, not a PIN.
    let help = run(&["pin", "validate", "K", "-h"], None);
    assert_eq!(help.status.code(), Some(0));
    assert!(stdout(&help).contains("Usage: sashite pin validate"));
}

#[test]
fn inputs_starting_with_a_dash_come_after_double_dash() {
    let forgotten = run(&["pin", "inspect", "-k"], None);
    assert_eq!(forgotten.status.code(), Some(2));
    assert!(
        stderr(&forgotten).contains("-- -k"),
        "{}",
        stderr(&forgotten)
    );
    let given = run(&["pin", "inspect", "--json", "--", "-k", "K"], None);
    assert_eq!(given.status.code(), Some(0));
    let values = json_lines(&given);
    assert_eq!(values[0]["canonical"], "-k");
    assert_eq!(values[1]["canonical"], "K");
}

#[test]
fn stdin_is_read_where_the_dash_stands_and_files_in_order() {
    let dir = std::env::temp_dir().join(format!("sashite-batch-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temp dir");
    let a = dir.join("a.txt");
    let b = dir.join("b.txt");
    std::fs::write(&a, "A1\nA2\n").expect("written");
    std::fs::write(&b, "B1").expect("written");
    let output = run(
        &[
            "snn",
            "validate",
            "--json",
            "FIRST",
            "-f",
            a.to_str().expect("path"),
            "-",
            "LAST",
            "--file",
            b.to_str().expect("path"),
        ],
        Some(b"S1\nS2\n"),
    );
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let values = json_lines(&output);
    assert_eq!(
        values,
        [
            json!({"input": "FIRST", "valid": true}),
            json!({"input": "A1", "line": 1, "valid": true}),
            json!({"input": "A2", "line": 2, "valid": true}),
            json!({"input": "S1", "line": 1, "valid": true}),
            json!({"input": "S2", "line": 2, "valid": true}),
            json!({"input": "LAST", "valid": true}),
            json!({"input": "B1", "line": 1, "valid": true}),
        ]
    );
    let missing = run(
        &[
            "snn",
            "validate",
            "-f",
            dir.join("none").to_str().expect("path"),
        ],
        None,
    );
    assert_eq!(missing.status.code(), Some(2));
    assert!(
        stderr(&missing).contains("cannot read"),
        "{}",
        stderr(&missing)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn errors_from_stdin_name_their_line_in_text_and_json() {
    let input = b"8 / C/c\n8 / C/c\n8 PP/ C/c\n";
    let text = run(&["feen", "validate"], Some(input));
    assert_eq!(text.status.code(), Some(1));
    assert_eq!(
        stdout(&text),
        "valid    \"8 / C/c\"\nvalid    \"8 / C/c\"\n"
    );
    let diagnostics = stderr(&text);
    assert!(
        diagnostics
            .starts_with("error: line 3: invalid FEEN: piece repeated in a hand at byte 3\n"),
        "{diagnostics}"
    );
    assert!(
        diagnostics.ends_with("\n3 inputs: 2 valid, 1 invalid\n"),
        "{diagnostics}"
    );
    let json = run(&["feen", "validate", "--json"], Some(input));
    let values = json_lines(&json);
    assert_eq!(values[2]["line"], 3);
    assert_eq!(values[2]["offset"], 3);
    // Arguments carry no line.
    let args = run(&["feen", "validate", "--json", "8 / C/c"], None);
    assert_eq!(
        json_lines(&args)[0],
        json!({"input": "8 / C/c", "valid": true})
    );
}

#[test]
fn a_long_bad_input_is_echoed_as_a_window_never_whole() {
    let mut line = b"8/".repeat(5000);
    line.extend_from_slice(b"8$ / C/c\n");
    let text = run(&["feen", "inspect"], Some(&line));
    assert_eq!(text.status.code(), Some(1));
    let diagnostics = stderr(&text);
    assert!(diagnostics.len() < 500, "{diagnostics}");
    let shown = diagnostics.lines().nth(1).expect("the input line");
    assert!(
        shown.starts_with("  \"…8/8/") && shown.ends_with("$ / C/c\""),
        "{shown}"
    );
    let caret = diagnostics.lines().nth(2).expect("the caret line");
    assert_eq!(shown.chars().nth(caret.chars().count() - 1), Some('$'));
    let json = run(&["feen", "inspect", "--json"], Some(&line));
    let value = &json_lines(&json)[0];
    let input = value["input"].as_str().expect("a string");
    assert!(
        input.starts_with('…') && input.chars().count() <= 121,
        "{input}"
    );
    assert_eq!(value["offset"], 10_001);
}

#[test]
fn results_go_to_stdout_and_diagnostics_to_stderr_for_every_action() {
    for action in ["inspect", "validate", "normalize"] {
        let output = run(&["feen", action, "8 PP/ C/C"], None);
        assert_eq!(output.status.code(), Some(1), "{action}");
        assert_eq!(stdout(&output), "", "{action}");
        assert!(
            stderr(&output).starts_with("error: invalid FEEN"),
            "{action}"
        );
    }
    let output = run(&["feen", "render", "8 PP/ C/c"], None);
    assert_eq!(
        (stdout(&output).as_str(), output.status.code()),
        ("", Some(1))
    );
    assert!(stderr(&output).starts_with("error: invalid FEEN"));
}

#[test]
fn quiet_prints_nothing_and_the_summary_follows_batches() {
    for args in [
        &["pin", "validate", "-q", "K", "K+"][..],
        &["pin", "inspect", "K", "--quiet", "--json", "K+"][..],
        &["feen", "normalize", "-q", "8 / C/c", "8"][..],
    ] {
        let output = run(args, None);
        assert_eq!(output.status.code(), Some(1), "{args:?}");
        assert!(
            output.stdout.is_empty() && output.stderr.is_empty(),
            "{args:?}"
        );
    }
    let valid = run(&["pin", "validate", "-q"], Some(b"K\nQ\n"));
    assert_eq!(valid.status.code(), Some(0));
    let summary = run(&["pin", "validate", "--json"], Some(b"K\nQ\n+\n"));
    assert_eq!(stderr(&summary), "3 inputs: 2 valid, 1 invalid\n");
    let single = run(&["pin", "validate", "K"], None);
    assert_eq!(stderr(&single), "", "no summary for one input");
}

#[test]
fn chess_fen_and_shogi_sfen_get_a_hint() {
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let output = run(&["feen", "validate", fen], None);
    let text = stderr(&output);
    assert!(text.contains("hint: this looks like a chess FEN"), "{text}");
    assert!(
        text.contains("convert it with `sashite feen from-fen --game chess`"),
        "{text}"
    );
    let json = run(&["feen", "validate", "--json", fen], None);
    let value = &json_lines(&json)[0];
    assert!(
        value["hint"]
            .as_str()
            .expect("a hint")
            .contains("chess FEN")
    );
    let sfen = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
    let text = stderr(&run(&["feen", "inspect", sfen], None));
    assert!(
        text.contains("hint: this looks like a shogi SFEN"),
        "{text}"
    );
    let plain = run(&["feen", "validate", "--json", "8 PP/ C/c"], None);
    assert_eq!(json_lines(&plain)[0].get("hint"), None);
}

#[test]
fn feen_inspect_json_lists_pieces_and_hands_with_exact_counts() {
    // A count above 2^64 needs a board at least that large.
    let big = "99999999999999999999 18446744073709551617P/ C/c";
    let output = run(&["feen", "inspect", "--json", big], None);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let line = stdout(&output);
    assert!(
        line.contains(r#""hands":{"first":[[18446744073709551617,"P"]],"second":[]}"#),
        "{line}"
    );
    assert!(line.contains(r#""pieces":[]"#), "{line}");
    let output = run(&["feen", "inspect", "--json", "3/1K^1/3 2PB/p S/s"], None);
    let value: Value = json_lines(&output).remove(0);
    assert_eq!(value["pieces"], json!([[[1, 1], "K^"]]));
    assert_eq!(
        value["hands"],
        json!({"first": [[2, "P"], [1, "B"]], "second": [[1, "p"]]})
    );
}

#[test]
fn help_names_the_exit_statuses_and_stdin() {
    for args in [&["--help"][..], &["feen", "validate", "--help"][..]] {
        let help = stdout(&run(args, None));
        assert!(
            help.contains("Exit status: 0 when every input is valid, 1 when any is invalid, 2"),
            "{help}"
        );
        assert!(help.contains("`-` reads stdin"), "{help}");
    }
}

#[test]
fn completions_and_man_page_are_generated() {
    for shell in ["bash", "zsh", "fish", "powershell", "elvish"] {
        let output = run(&["completions", shell], None);
        assert_eq!(output.status.code(), Some(0), "{shell}");
        let script = stdout(&output);
        assert!(
            script.contains("normalize") && script.contains("render"),
            "{shell}"
        );
    }
    let man = run(&["man"], None);
    assert_eq!(man.status.code(), Some(0));
    let page = stdout(&man);
    assert!(page.starts_with(".ie"), "{page}");
    assert!(page.contains(".TH sashite 1"), "{page}");
    assert!(page.contains("Exit status"), "{page}");
}
