//! What the command says when something is wrong (issue 26): inputs that
//! start with `-`, files that cannot be read, empty inputs and batches,
//! one `error:` prefix for every error, `--check`'s words, and `render`'s
//! outputs and exit statuses.

mod util;

use std::path::PathBuf;
use std::process::Command;

use serde_json::{Value, json};
use util::{json_lines, run, stderr, stdout};

/// A fresh directory for this test's files.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("sashite-messages-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temp dir");
    dir
}

#[test]
fn the_tip_for_an_input_taken_for_an_option_shows_it_whole() {
    let output = run(&["pnn", "inspect", "-pawn"], None);
    assert_eq!(output.status.code(), Some(2));
    let text = stderr(&output);
    assert!(
        text.starts_with("error: unexpected argument '-pawn' found\n"),
        "{text}"
    );
    assert!(
        text.contains(
            "tip: to pass '-pawn' as an input, put it after '--': sashite pnn inspect -- -pawn\n"
        ),
        "{text}"
    );
    let feen = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c";
    let output = run(&["feen", "validate", feen], None);
    assert_eq!(output.status.code(), Some(2));
    let text = stderr(&output);
    assert!(
        text.contains(&format!("sashite feen validate -- '{feen}'\n")),
        "{text}"
    );
    assert!(!text.contains("'-r'"), "{text}");
    // The command it suggests works.
    let output = run(&["feen", "validate", "--", feen], None);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
}

#[test]
fn an_input_read_as_f_and_a_file_names_both() {
    let output = run(&["pnn", "inspect", "-falcon", "KING"], None);
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        stdout(&output),
        "canonical  KING\nbase name  KING\nside       first\nstate      normal\nterminal   false\n\n"
    );
    let text = stderr(&output);
    assert!(text.starts_with("error: cannot read alcon: "), "{text}");
    assert!(
        text.contains("\n  tip: to pass '-falcon' as an input, put it after '--': sashite pnn inspect -- -falcon\n"),
        "{text}"
    );
}

#[test]
fn help_names_the_short_options_that_are_also_tokens() {
    // `-h` is help, not the PIN `-h`: the help says so.
    for args in [
        &["pin", "inspect", "-h"][..],
        &["pnn", "validate", "--help"],
        &["--help"],
    ] {
        let output = run(args, None);
        assert_eq!(output.status.code(), Some(0), "{args:?}");
        let help = stdout(&output);
        assert!(
            help.contains("Short options: -q (--quiet), -f FILE (--file), -h (--help)"),
            "{help}"
        );
        assert!(help.contains("`sashite pin validate -- -q`"), "{help}");
        assert!(help.contains("`-falcon` reads the file"), "{help}");
    }
}

/// Runs `args` with stdin a terminal (`script` gives it a pseudo-terminal;
/// the terminal's end of file ends the input at once; `timeout`, lest a
/// `script` that waits hang the test).
fn in_a_terminal(args: &str) -> String {
    let binary = env!("CARGO_BIN_EXE_sashite");
    let output = Command::new("timeout")
        .args([
            "20",
            "script",
            "-qec",
            &format!("{binary} {args}"),
            "/dev/null",
        ])
        .stdin(std::process::Stdio::null())
        .output()
        .expect("`timeout` and `script` (util-linux) run the command in a pseudo-terminal");
    assert!(
        output.status.success(),
        "script ended with {}: {}",
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[test]
fn reading_a_terminal_says_so_and_how_to_end() {
    // `-q` is quiet, not the PIN `-q`: with no input, the terminal is read.
    let text = in_a_terminal("--color never pin validate -q");
    assert!(
        text.contains(
            "note: no INPUT given: reading inputs from the terminal, one per line; end with Ctrl-D"
        ),
        "{text}"
    );
    assert!(text.contains("`-q`, `-f` and `-h` are options"), "{text}");
    // Not when inputs are given, nor when stdin is not a terminal.
    assert!(!in_a_terminal("--color never pin validate K").contains("note:"));
    let piped = run(&["pin", "validate", "-q"], Some(b"K\n"));
    assert_eq!(stderr(&piped), "");
}

#[test]
fn an_unreadable_file_is_named_and_the_other_inputs_are_read() {
    let dir = scratch("unreadable");
    let good = dir.join("good.txt");
    std::fs::write(&good, "K\nQ\n").expect("written");
    let dir_arg = dir.to_str().expect("path");
    let output = run(
        &[
            "pin",
            "validate",
            "-f",
            dir_arg,
            "K",
            "-f",
            good.to_str().expect("path"),
            "+",
        ],
        None,
    );
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        stdout(&output),
        "valid    \"K\"\nvalid    \"K\"\nvalid    \"Q\"\n"
    );
    let text = stderr(&output);
    assert!(
        text.starts_with(&format!("error: cannot read {dir_arg}: ")),
        "{text}"
    );
    assert!(text.contains("error: invalid PIN"), "{text}");
    assert!(text.ends_with("4 inputs: 3 valid, 1 invalid\n"), "{text}");
    // In JSON, normalize and quiet mode too.
    let json = run(&["sin", "validate", "--json", "-f", dir_arg, "C"], None);
    assert_eq!(json.status.code(), Some(2));
    assert_eq!(json_lines(&json), [json!({"input": "C", "valid": true})]);
    let normalize = run(&["feen", "normalize", "-f", dir_arg, "8 PP/ C/c"], None);
    assert_eq!(normalize.status.code(), Some(2));
    assert_eq!(stdout(&normalize), "8 2P/ C/c\n");
    assert!(stderr(&normalize).starts_with(&format!("error: cannot read {dir_arg}: ")));
    let quiet = run(&["pin", "validate", "-q", "-f", dir_arg], None);
    assert_eq!(quiet.status.code(), Some(2));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_empty_input_is_empty_in_every_notation() {
    for (notation, name) in [
        ("pin", "PIN"),
        ("epin", "EPIN"),
        ("sin", "SIN"),
        ("snn", "SNN"),
        ("pnn", "PNN"),
        ("feen", "FEEN"),
    ] {
        let output = run(&[notation, "validate", ""], None);
        assert_eq!(output.status.code(), Some(1), "{notation}");
        assert_eq!(
            stderr(&output),
            format!("error: invalid {name}: empty input\n  \"\"\n\n"),
            "{notation}"
        );
        let json = run(&[notation, "validate", "--json", ""], None);
        assert_eq!(
            json_lines(&json)[0],
            json!({"input": "", "valid": false,
                   "error": format!("invalid {name}: empty input"), "offset": Value::Null,
                   "kind": "empty"}),
            "{notation}"
        );
    }
    let normalize = run(&["feen", "normalize", ""], None);
    assert!(stderr(&normalize).starts_with("error: invalid FEEN: empty input\n"));
}

#[test]
fn an_empty_batch_says_zero_inputs() {
    let dir = scratch("empty");
    let empty = dir.join("empty.txt");
    std::fs::write(&empty, "").expect("written");
    let file = empty.to_str().expect("path");
    for args in [
        &["pin", "validate"][..],
        &["feen", "inspect", "--json"],
        &["snn", "validate", "-f", file],
    ] {
        let output = run(args, Some(b""));
        assert_eq!(output.status.code(), Some(0), "{args:?}");
        assert_eq!(stdout(&output), "", "{args:?}");
        assert_eq!(
            stderr(&output),
            "0 inputs: 0 valid, 0 invalid\n",
            "{args:?}"
        );
    }
    let normalize = run(&["feen", "normalize"], Some(b""));
    assert_eq!(
        stderr(&normalize),
        "0 inputs: 0 canonical, 0 repaired, 0 invalid\n"
    );
    let quiet = run(&["pin", "validate", "-q"], Some(b""));
    assert_eq!(stderr(&quiet), "");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn every_error_starts_with_error() {
    let dir = scratch("prefix");
    let missing = dir.join("missing.txt");
    let unwritable = dir.join("no/such/dir.svg");
    let cases: [&[&str]; 6] = [
        &["pin", "validate", "K+"],
        &["pin", "validate", "--jsn"],
        &["sin", "validate", "-f", missing.to_str().expect("path")],
        &["feen", "normalize", "8 / C/C"],
        &["feen", "render", "99999 / C/c"],
        &[
            "feen",
            "render",
            "--svg",
            unwritable.to_str().expect("path"),
            "K / C/c",
        ],
    ];
    for args in cases {
        let output = run(args, None);
        let text = stderr(&output);
        assert!(text.starts_with("error: "), "{args:?}: {text}");
        assert!(!text.contains("sashite: "), "{args:?}: {text}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn check_reports_without_claiming_a_repair() {
    let output = run(
        &["feen", "normalize", "--check", "8 QP/ C/c", "8 / C/c"],
        None,
    );
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        stderr(&output),
        "not canonical: \"8 QP/ C/c\": hand item at byte 3 belongs before the one at byte 2\n\
         2 inputs: 1 canonical, 1 not canonical, 0 invalid\n"
    );
}

#[test]
fn a_board_too_large_to_draw_is_an_input_error() {
    let dir = scratch("large");
    let svg = dir.join("board.svg");
    std::fs::write(&svg, "kept").expect("written");
    for args in [
        &["feen", "render", "99999 / C/c"][..],
        &["feen", "render", "--svg", "-", "99999 / C/c"],
        &[
            "feen",
            "render",
            "--svg",
            svg.to_str().expect("path"),
            "99999 / C/c",
        ],
    ] {
        let output = run(args, None);
        assert_eq!(output.status.code(), Some(1), "{args:?}");
        assert_eq!(stdout(&output), "", "{args:?}");
        assert_eq!(
            stderr(&output),
            "error: the board has 99999 squares; a picture shows at most 4096\n",
            "{args:?}"
        );
    }
    assert_eq!(std::fs::read_to_string(&svg).expect("read"), "kept");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn svg_to_a_file_draws_nothing_on_stdout() {
    let dir = scratch("svg");
    let svg = dir.join("board.svg");
    let output = run(
        &[
            "feen",
            "render",
            "--svg",
            svg.to_str().expect("path"),
            "K^ / C/c",
        ],
        None,
    );
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert_eq!(stdout(&output), "");
    assert!(
        std::fs::read_to_string(&svg)
            .expect("written")
            .contains("<svg")
    );
    // A FILE that cannot be written: nothing drawn, exit 2.
    let bad = dir.join("no").join("board.svg");
    let output = run(
        &[
            "feen",
            "render",
            "--svg",
            bad.to_str().expect("path"),
            "K^ / C/c",
        ],
        None,
    );
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(stdout(&output), "");
    assert_eq!(
        stderr(&output),
        format!(
            "error: cannot write {}: No such file or directory (os error 2)\n",
            bad.display()
        )
    );
    let help = stdout(&run(&["feen", "render", "--help"], None));
    assert!(
        help.contains("with --svg FILE, the SVG picture in FILE and\nnothing on stdout"),
        "{help}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
