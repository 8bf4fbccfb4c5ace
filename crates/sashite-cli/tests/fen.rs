//! `sashite feen from-fen` and `sashite feen to-fen`: every game both ways,
//! the options, inputs from arguments, stdin and files, JSON Lines, errors
//! with their caret and hint, exit statuses; and the hint `feen inspect`
//! gives a FEN.

mod util;

use std::path::PathBuf;

use serde_json::json;
use util::{json_lines, run, stderr, stdout};

const CHESS_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const CHESS: &str = "+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c";
const E4_FEN: &str = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
const E4: &str = "+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/4-P3/8/+P+P+P+P1+P+P+P/+RNBQ+K^BN+R / c/C";
const CHESS960_FEN: &str = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1";
const SHREDDER_FEN: &str = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1";
const CHESS960: &str = "bbqnn+r+k^+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/BBQNN+R+K^+R / C/c";
const SFEN: &str = "lnsgkgsnl/1r5b1/pppp1p1pp/6p2/9/2P6/PP1P1PPPP/1B5R1/LNSGKGSNL w 2Pp 1";
const SHOGI: &str = "lnsgk^gsnl/1r5b1/pppp1p1pp/6p2/9/2P6/PP1P1PPPP/1B5R1/LNSGK^GSNL 2P/p s/S";
const XIANGQI_FEN: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
const XIANGQI: &str = "rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x";
const MAKRUK_FEN: &str = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1";
const MAKRUK: &str = "rnsmk^snr/8/pppppppp/8/8/PPPPPPPP/8/RNSK^MSNR / M/m";

/// Every game: a FEN, and the FEEN it reads as.
const GAMES: [(&str, &str, &str); 6] = [
    ("chess", CHESS_FEN, CHESS),
    ("chess", E4_FEN, E4),
    ("chess960", CHESS960_FEN, CHESS960),
    ("shogi", SFEN, SHOGI),
    ("xiangqi", XIANGQI_FEN, XIANGQI),
    ("makruk", MAKRUK_FEN, MAKRUK),
];

#[test]
fn every_game_converts_both_ways() {
    for (game, fen, feen) in GAMES {
        let read = run(&["feen", "from-fen", "--game", game, fen], None);
        assert_eq!(
            (stdout(&read), read.status.code()),
            (format!("{feen}\n"), Some(0)),
            "{game}: {}",
            stderr(&read)
        );
        assert_eq!(stderr(&read), "");
        let written = run(&["feen", "to-fen", "--game", game, "--", feen], None);
        assert_eq!(
            (stdout(&written), written.status.code()),
            (format!("{fen}\n"), Some(0)),
            "{game}: {}",
            stderr(&written)
        );
    }
}

#[test]
fn the_counters_are_dropped_then_written_as_asked() {
    let read = run(
        &[
            "feen",
            "from-fen",
            "--game",
            "chess",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 7 42",
        ],
        None,
    );
    assert_eq!(stdout(&read), format!("{CHESS}\n"));
    let cases: [(&str, &str, &[&str], &str); 4] = [
        (
            "chess",
            CHESS,
            &["--halfmove-clock", "7", "--move-number", "42"],
            "RNBQKBNR w KQkq - 7 42",
        ),
        (
            "shogi",
            SHOGI,
            &["--move-number", "12"],
            "LNSGKGSNL w 2Pp 12",
        ),
        (
            "xiangqi",
            XIANGQI,
            &["--halfmove-clock", "3", "--move-number", "9"],
            "RNBAKABNR w - - 3 9",
        ),
        (
            "makruk",
            MAKRUK,
            &["--move-number", "5"],
            "RNSKMSNR w - - 0 5",
        ),
    ];
    for (game, feen, options, end) in cases {
        let mut args = vec!["feen", "to-fen", "--game", game];
        args.extend_from_slice(options);
        args.push(feen);
        let output = run(&args, None);
        assert_eq!(output.status.code(), Some(0), "{game}: {}", stderr(&output));
        assert!(
            stdout(&output).ends_with(&format!("{end}\n")),
            "{game}: {}",
            stdout(&output)
        );
    }
}

#[test]
fn shredder_names_the_castling_rooks_by_file() {
    let chess = run(
        &["feen", "to-fen", "--game", "chess", "--shredder", CHESS],
        None,
    );
    assert_eq!(
        stdout(&chess),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1\n"
    );
    let chess960 = run(
        &[
            "feen",
            "to-fen",
            "--game",
            "chess960",
            "--shredder",
            CHESS960,
        ],
        None,
    );
    assert_eq!(stdout(&chess960), format!("{SHREDDER_FEN}\n"));
    // Both castling notations are read.
    let read = run(
        &["feen", "from-fen", "--game", "chess960", SHREDDER_FEN],
        None,
    );
    assert_eq!(stdout(&read), format!("{CHESS960}\n"));
    let read = run(
        &[
            "feen",
            "from-fen",
            "--game",
            "chess",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1",
        ],
        None,
    );
    assert_eq!(stdout(&read), format!("{CHESS}\n"));
}

#[test]
fn options_the_game_has_no_place_for_are_usage_errors() {
    for args in [
        &["feen", "to-fen", "--game", "shogi", "--shredder", SHOGI][..],
        &["feen", "to-fen", "--game", "makruk", "--shredder", MAKRUK],
        &[
            "feen",
            "to-fen",
            "--game",
            "shogi",
            "--halfmove-clock",
            "3",
            SHOGI,
        ],
        &["feen", "to-fen", "--game", "go", CHESS],
        &["feen", "to-fen", CHESS],
        &["feen", "from-fen", CHESS_FEN],
        &[
            "feen",
            "from-fen",
            "--game",
            "chess",
            "--shredder",
            CHESS_FEN,
        ],
        &[
            "feen",
            "to-fen",
            "--game",
            "chess",
            "--move-number",
            "-1",
            CHESS,
        ],
    ] {
        let output = run(args, None);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert_eq!(stdout(&output), "", "{args:?}");
        assert!(
            stderr(&output).starts_with("error: "),
            "{args:?}: {}",
            stderr(&output)
        );
    }
    let shredder = run(
        &["feen", "to-fen", "--game", "shogi", "--shredder", SHOGI],
        None,
    );
    assert!(
        stderr(&shredder).starts_with(
            "error: only chess and Chess960 write castling rights: the shredder option does not apply to shogi [unused_option]"
        ),
        "{}",
        stderr(&shredder)
    );
    assert!(
        stderr(&shredder).contains("Usage: sashite feen to-fen"),
        "{}",
        stderr(&shredder)
    );
}

#[test]
fn a_bad_fen_gets_its_message_a_caret_and_exit_1_in_input_order() {
    let bad = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1";
    let output = run(
        &[
            "feen", "from-fen", "--game", "chess", CHESS_FEN, bad, E4_FEN,
        ],
        None,
    );
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(stdout(&output), format!("{CHESS}\n{E4}\n"));
    let errors = stderr(&output);
    let lines: Vec<&str> = errors.lines().collect();
    assert_eq!(
        lines[0],
        "error: invalid chess FEN: expected 'w' or 'b' for the side to move at byte 44, found 'x'"
    );
    assert_eq!(lines[1], format!("  \"{bad}\""));
    // The caret sits under the 'x': two spaces of indent, one for the quote.
    assert_eq!(lines[2], format!("{}^", " ".repeat(2 + 1 + 44)));
    assert_eq!(
        lines.last(),
        Some(&"3 inputs: 2 converted, 1 not converted")
    );
}

#[test]
fn every_bad_input_kind_is_reported_with_its_offset() {
    let cases: [(&str, &str, u64, &str); 7] = [
        (
            "chess",
            "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            18,
            "rank_too_long",
        ),
        (
            "chess",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1",
            46,
            "castling_without_rook",
        ),
        (
            "chess",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1",
            51,
            "en_passant_without_pawn",
        ),
        (
            "shogi",
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b 1P 1",
            60,
            "hand_count",
        ),
        (
            "xiangqi",
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNQ w - - 0 1",
            58,
            "piece",
        ),
        (
            "makruk",
            "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w KQ - 0 1",
            46,
            "not_empty",
        ),
        (
            "chess",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - zero 1",
            53,
            "counter",
        ),
    ];
    for (game, fen, offset, kind) in cases {
        let output = run(&["feen", "from-fen", "--game", game, "--json", fen], None);
        assert_eq!(output.status.code(), Some(1), "{fen}");
        let values = json_lines(&output);
        assert_eq!(values.len(), 1);
        let value = &values[0];
        assert_eq!(value["input"], fen);
        assert_eq!(value["valid"], false);
        assert_eq!(
            (value["offset"].as_u64(), value["kind"].as_str()),
            (Some(offset), Some(kind)),
            "{value}"
        );
        assert!(
            value["error"]
                .as_str()
                .is_some_and(|e| e.starts_with("invalid ")),
            "{value}"
        );
        assert!(value.get("feen").is_none(), "{value}");
    }
}

#[test]
fn json_lines_name_the_result_or_the_error() {
    let bad = "8/8/8/8/8/8/8 w - - 0 1";
    let output = run(
        &[
            "feen", "from-fen", "--game", "chess", "--json", CHESS_FEN, bad,
        ],
        None,
    );
    assert_eq!(output.status.code(), Some(1));
    let lines = stdout(&output);
    assert!(
        lines.starts_with(&format!(
            "{{\"input\":\"{CHESS_FEN}\",\"valid\":true,\"feen\":"
        )),
        "keys in order: {lines}"
    );
    assert_eq!(
        json_lines(&output),
        [
            json!({"input": CHESS_FEN, "valid": true, "feen": CHESS}),
            json!({
                "input": bad,
                "valid": false,
                "error": "invalid chess FEN: expected 8 ranks at byte 13",
                "offset": 13,
                "kind": "rank_count",
            }),
        ]
    );
    // JSON writes nothing on stderr but the summary.
    assert_eq!(stderr(&output), "2 inputs: 1 converted, 1 not converted\n");
    let written = run(
        &[
            "feen", "to-fen", "--game", "chess", "--json", "--", CHESS, SHOGI, "8 / C/C",
        ],
        None,
    );
    assert_eq!(written.status.code(), Some(1));
    assert_eq!(
        json_lines(&written),
        [
            json!({"input": CHESS, "valid": true, "fen": CHESS_FEN}),
            json!({
                "input": SHOGI,
                "valid": false,
                "error": "chess FEN cannot express the style 's' (expected 'c') at FEEN byte 69",
                "offset": 69,
                "kind": "style",
            }),
            json!({
                "input": "8 / C/C",
                "valid": false,
                "error": "invalid FEEN: expected a style of the opposite case at byte 6, found 'C'",
                "offset": 6,
                "kind": "styles_same_case",
            }),
        ]
    );
}

#[test]
fn a_chess_position_without_kings_is_still_data() {
    // Positions are data: no legality check beyond the form.
    let output = run(
        &[
            "feen",
            "from-fen",
            "--game",
            "chess",
            "8/8/8/8/8/8/8/8 w - - 0 1",
        ],
        None,
    );
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert_eq!(stdout(&output), "8/8/8/8/8/8/8/8 / C/c\n");
}

#[test]
fn what_a_dialect_cannot_express_is_named() {
    let cases: [(&str, &str, &str); 5] = [
        (
            "chess",
            "8/8/8/8/8/8/8/8 P/ C/c",
            "chess FEN cannot express pieces in hand",
        ),
        (
            "chess",
            "+Q7/8/8/8/8/8/8/8 / C/c",
            "chess FEN cannot express the state of the piece on a8",
        ),
        (
            "chess",
            "8/8/8/8/8/8/8/8 / C/s",
            "chess FEN cannot express the style 's'",
        ),
        (
            "xiangqi",
            "rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4P'4/RHEAG^AEHR / X/x",
            "xiangqi FEN cannot express the derived piece on e1",
        ),
        (
            "makruk",
            "8/8/8/8 / M/m",
            "makruk FEN cannot express this board",
        ),
    ];
    for (game, feen, message) in cases {
        let output = run(&["feen", "to-fen", "--game", game, "--", feen], None);
        assert_eq!(output.status.code(), Some(1), "{feen}");
        assert_eq!(stdout(&output), "");
        assert!(
            stderr(&output).starts_with(&format!("error: {message}")),
            "{feen}: {}",
            stderr(&output)
        );
        assert!(stderr(&output).contains('^'), "{}", stderr(&output));
    }
}

#[test]
fn stdin_and_files_are_read_in_command_line_order_with_line_numbers() {
    let dir = std::env::temp_dir().join(format!("sashite-cli-fen-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a directory");
    let file: PathBuf = dir.join("fens.txt");
    std::fs::write(&file, format!("{XIANGQI_FEN}\r\n{MAKRUK_FEN}\n")).expect("written");
    let file = file.to_str().expect("UTF-8 path");
    let output = run(
        &[
            "feen", "from-fen", "--game", "shogi", "--json", "-f", file, "-", SFEN,
        ],
        Some(format!("{SFEN}\nnot a fen\n").as_bytes()),
    );
    assert_eq!(output.status.code(), Some(1));
    let values = json_lines(&output);
    assert_eq!(values.len(), 5);
    assert_eq!(
        values
            .iter()
            .map(|v| (v["line"].as_u64(), v["valid"].as_bool()))
            .collect::<Vec<_>>(),
        [
            (Some(1), Some(false)),
            (Some(2), Some(false)),
            (Some(1), Some(true)),
            (Some(2), Some(false)),
            (None, Some(true)),
        ]
    );
    // A FEN of another game is named, with the option that reads it.
    assert_eq!(
        values[0]["hint"],
        "this looks like a xiangqi FEN: use `--game xiangqi`"
    );
    assert_eq!(
        values[1]["hint"],
        "this looks like a makruk FEN: use `--game makruk`"
    );
    assert_eq!(values[2]["feen"], SHOGI);
    // With no input, stdin; human errors name the line.
    let human = run(
        &["feen", "from-fen", "--game", "makruk"],
        Some(format!("{MAKRUK_FEN}\n{XIANGQI_FEN}\n").as_bytes()),
    );
    assert_eq!(stdout(&human), format!("{MAKRUK}\n"));
    assert!(
        stderr(&human).starts_with("error: line 2: invalid makruk FEN"),
        "{}",
        stderr(&human)
    );
    assert!(
        stderr(&human).contains("  hint: this looks like a xiangqi FEN: use `--game xiangqi`"),
        "{}",
        stderr(&human)
    );
    let to_fen = run(
        &[
            "feen",
            "to-fen",
            "--game",
            "xiangqi",
            "-f",
            file.replace("fens.txt", "feens.txt").as_str(),
        ],
        None,
    );
    assert_eq!(
        to_fen.status.code(),
        Some(2),
        "a missing file is an I/O error"
    );
    std::fs::write(dir.join("feens.txt"), format!("{XIANGQI}\n")).expect("written");
    let to_fen = run(
        &[
            "feen",
            "to-fen",
            "--game",
            "xiangqi",
            "-f",
            dir.join("feens.txt").to_str().expect("UTF-8"),
        ],
        None,
    );
    assert_eq!(
        (stdout(&to_fen), to_fen.status.code()),
        (format!("{XIANGQI_FEN}\n"), Some(0))
    );
    std::fs::remove_dir_all(&dir).expect("removed");
}

#[test]
fn quiet_prints_nothing_and_the_status_tells() {
    let fine = run(
        &[
            "feen", "from-fen", "-q", "--game", "chess", CHESS_FEN, E4_FEN,
        ],
        None,
    );
    assert_eq!(
        (stdout(&fine), stderr(&fine), fine.status.code()),
        (String::new(), String::new(), Some(0))
    );
    let bad = run(
        &[
            "feen", "to-fen", "-q", "--game", "chess", "--", CHESS, SHOGI,
        ],
        None,
    );
    assert_eq!(
        (stdout(&bad), stderr(&bad), bad.status.code()),
        (String::new(), String::new(), Some(1))
    );
}

#[test]
fn inputs_of_the_other_direction_get_a_hint() {
    // FEEN given to from-fen.
    let output = run(
        &["feen", "from-fen", "--game", "chess", "--json", "--", CHESS],
        None,
    );
    assert_eq!(
        json_lines(&output)[0]["hint"],
        "this is FEEN already: `sashite feen to-fen --game GAME` writes it as a FEN"
    );
    // A FEN given to to-fen: the FEEN error, and the command that converts.
    let output = run(&["feen", "to-fen", "--game", "chess", CHESS_FEN], None);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        stderr(&output).contains("hint: this looks like a chess FEN: convert it with `sashite feen from-fen --game chess`"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn bytes_that_are_not_utf8_are_named() {
    let output = run(
        &["feen", "from-fen", "--game", "chess", "--json"],
        Some(b"8/8/8/8/8/8/8/8 w - - \xFF 1\n"),
    );
    assert_eq!(output.status.code(), Some(1));
    let value = &json_lines(&output)[0];
    assert_eq!(value["offset"], 22);
    assert_eq!(value["kind"], "non_ascii");
    assert_eq!(
        value["error"],
        "invalid chess FEN: expected ASCII at byte 22, found non-ASCII byte 0xFF"
    );
    // An error before the bad byte is the one reported.
    let output = run(
        &["feen", "from-fen", "--game", "chess", "--json"],
        Some(b"8/8/8/8/8/8/8/8 x - - \xFF 1\n"),
    );
    assert_eq!(json_lines(&output)[0]["offset"], 16);
}

#[test]
fn feen_inspect_names_the_command_that_converts_a_fen() {
    let cases = [
        (CHESS_FEN, "chess FEN", "chess"),
        (CHESS960_FEN, "Chess960 FEN", "chess960"),
        (SFEN, "shogi SFEN", "shogi"),
        (XIANGQI_FEN, "xiangqi FEN", "xiangqi"),
        (MAKRUK_FEN, "makruk FEN", "makruk"),
    ];
    for (fen, dialect, game) in cases {
        let hint = format!(
            "this looks like a {dialect}: convert it with `sashite feen from-fen --game {game}`"
        );
        let output = run(&["feen", "inspect", fen], None);
        assert_eq!(output.status.code(), Some(1));
        assert!(
            stderr(&output).contains(&format!("  hint: {hint}\n")),
            "{}",
            stderr(&output)
        );
        let json = run(&["feen", "validate", "--json", fen], None);
        assert_eq!(json_lines(&json)[0]["hint"], hint.as_str());
        // And the command it names converts it.
        let converted = run(&["feen", "from-fen", "--game", game, fen], None);
        assert_eq!(converted.status.code(), Some(0), "{game}");
    }
}

#[test]
fn completions_offer_the_actions_games_and_options() {
    let bash = stdout(&run(&["completions", "bash"], None));
    for word in [
        "from-fen",
        "to-fen",
        "--shredder",
        "--halfmove-clock",
        "--move-number",
        "chess960",
        "xiangqi",
        "makruk",
    ] {
        assert!(bash.contains(word), "{word}");
    }
    let fish = stdout(&run(&["completions", "fish"], None));
    assert!(
        fish.contains("from-fen") && fish.contains("Shredder-FEN"),
        "fish"
    );
}

#[test]
fn counters_out_of_range_are_usage_errors_that_name_their_code() {
    const START: &str = "+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c";
    for (option, value, code) in [
        ("--halfmove-clock", "-1", "[negative_counter]"),
        ("--move-number", "0", "[move_number_zero]"),
        (
            "--move-number",
            "99999999999999999999999",
            "[counter_too_large]",
        ),
        ("--halfmove-clock", "ten", "[bad_argument]"),
    ] {
        let output = run(
            &["feen", "to-fen", "--game", "chess", option, value, START],
            None,
        );
        assert_eq!(output.status.code(), Some(2), "{option} {value}");
        let message = stderr(&output);
        assert!(message.starts_with("error: the "), "{message}");
        assert!(
            message
                .lines()
                .next()
                .is_some_and(|line| line.ends_with(code)),
            "{message}"
        );
        assert!(
            !message.contains("tip:"),
            "no tip to put -1 after --: {message}"
        );
    }
    let output = run(
        &[
            "feen",
            "to-fen",
            "--game",
            "chess",
            "--move-number",
            "18446744073709551615",
            START,
        ],
        None,
    );
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert!(stdout(&output).ends_with(" 0 18446744073709551615\n"));
}
