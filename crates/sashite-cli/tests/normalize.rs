//! `sashite feen normalize`: repairs non-canonical hands, `--check` in the
//! habit of `rustfmt --check`, `--json` with the repairs, `--seed-era`.

mod util;

use serde_json::json;
use util::{json_lines, run, stderr, stdout};

#[test]
fn repairs_in_input_order_and_fails_on_what_cannot_be_repaired() {
    let output = run(
        &[
            "feen",
            "normalize",
            "8 QP/ C/c",
            "8 / C/c",
            "8 PP/ C/C",
            "8 1P/pp C/c",
        ],
        None,
    );
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(stdout(&output), "8 PQ/ C/c\n8 / C/c\n8 P/2p C/c\n");
    let errors = stderr(&output);
    assert!(
        errors.starts_with("error: invalid FEEN: expected a style of the opposite case at byte 8"),
        "{errors}"
    );
    assert!(
        errors.ends_with("4 inputs: 1 canonical, 2 repaired, 1 invalid\n"),
        "{errors}"
    );
    let fine = run(&["feen", "normalize", "8 PP/ C/c"], None);
    assert_eq!(
        (stdout(&fine).as_str(), fine.status.code()),
        ("8 2P/ C/c\n", Some(0))
    );
}

#[test]
fn check_writes_nothing_on_stdout_and_names_each_input_to_repair() {
    let output = run(
        &["feen", "normalize", "--check", "-"],
        Some(b"8 / C/c\n8 PP/ C/c\n8 1P/ C/c\n"),
    );
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(stdout(&output), "");
    let lines: Vec<String> = stderr(&output).lines().map(str::to_owned).collect();
    assert_eq!(
        lines,
        [
            "not canonical: line 2: \"8 PP/ C/c\": piece at byte 3 repeats the one at byte 2",
            "not canonical: line 3: \"8 1P/ C/c\": explicit multiplicity 1 at byte 2",
            "3 inputs: 1 canonical, 2 not canonical, 0 invalid",
        ]
    );
    let canonical = run(
        &["feen", "normalize", "--check", "8 / C/c", "8 2P/ C/c"],
        None,
    );
    assert_eq!(canonical.status.code(), Some(0));
    assert_eq!(stdout(&canonical), "");
    let invalid = run(&["feen", "normalize", "--check", "8 / C/C"], None);
    assert_eq!(invalid.status.code(), Some(1));
    assert!(stderr(&invalid).starts_with("error: invalid FEEN"));
    // --check and --json do not go together.
    assert_eq!(
        run(&["feen", "normalize", "--check", "--json", "8 / C/c"], None)
            .status
            .code(),
        Some(2)
    );
}

#[test]
fn json_has_the_repairs_and_the_errors() {
    let output = run(
        &[
            "feen",
            "normalize",
            "--json",
            "8 QPP/ C/c",
            "8 / C/c",
            "K PP/ C/c",
        ],
        None,
    );
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        json_lines(&output),
        [
            json!({
                "input": "8 QPP/ C/c",
                "valid": false,
                "canonical": "8 2PQ/ C/c",
                "repairs": [
                    {"kind": "out_of_order", "offset": 3, "earlier": 2},
                    {"kind": "repeated_item", "offset": 4, "earlier": 3},
                ],
            }),
            json!({"input": "8 / C/c", "valid": true, "canonical": "8 / C/c", "repairs": []}),
            json!({
                "input": "K PP/ C/c",
                "valid": false,
                "canonical": null,
                "repairs": [],
                "error": "invalid FEEN: more pieces than squares at byte 2",
                "offset": 2,
                "kind": "too_many_pieces",
            }),
        ]
    );
    let lines = run(&["feen", "normalize", "--json"], Some(b"8 1P/ C/c\n\xFF\n"));
    let values = json_lines(&lines);
    assert_eq!(values[0]["line"], 1);
    assert_eq!(
        values[0]["repairs"],
        json!([{"kind": "explicit_one", "offset": 2}])
    );
    assert_eq!(
        (values[1]["line"].clone(), values[1]["offset"].clone()),
        (json!(2), json!(0))
    );
}

#[test]
fn seed_era_reads_93_as_twelve() {
    let modern = run(&["feen", "normalize", "93 / C/c"], None);
    assert_eq!(stdout(&modern), "93 / C/c\n");
    let seed = run(
        &["feen", "normalize", "--seed-era", "--json", "93 / C/c"],
        None,
    );
    assert_eq!(
        json_lines(&seed),
        [json!({
            "input": "93 / C/c",
            "valid": true,
            "canonical": "12 / C/c",
            "repairs": [{"kind": "seed_era_empty_run", "offset": 0}],
        })]
    );
}
