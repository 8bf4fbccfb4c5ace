//! The conformance corpus (`tests/data/contract.jsonl`) run on the
//! operation layer itself: the Rust surface. The command, the Python and
//! the npm packages run the same lines (see `tests/data/README.md`).

mod corpus;

use std::path::Path;

use corpus::{Outcome, input_bytes, text};
use sashite::feen::Position;
use sashite_ops::fen::{Counter, FenOptions};
use sashite_ops::{Failure, codes, edit, fen, notation, picture, piece, repair, square};
use sashite_render::Detail;
use serde_json::{Value, json};

const CORPUS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/contract.jsonl");

/// The codes no line of the corpus expects, each with the reason no
/// surface reaches it.
const UNREACHABLE: &[(&str, &str)] = &[
    (
        "too_many_squares",
        "the default limits allow u128::MAX squares, more than any FEEN count \
         can spell before count_too_large; only a caller's own Limits reach it",
    ),
    (
        "square_count",
        "a board given square by square: a Rust constructor no surface exposes",
    ),
];

fn failed(failure: &Failure) -> Outcome {
    Outcome::failed(failure.code(), failure.offset())
}

fn outcome<T>(result: Result<T, Failure>, ok: impl FnOnce(T) -> Value) -> Outcome {
    match result {
        Ok(value) => Outcome::Ok(ok(value)),
        Err(failure) => failed(&failure),
    }
}

/// A record of `inspect`/`validate`, as an outcome: the attributes (the
/// record without its `input`, which the line has) or the failure.
fn record(line: &Value, input: &[u8], detail: Detail) -> Result<Outcome, String> {
    let notation = match notation::by_name(text(line, "notation")) {
        Ok(notation) => notation,
        Err(failure) => return Ok(failed(&failure)),
    };
    let json = notation::record_json(notation, input, detail);
    let mut record: Value = serde_json::from_str(&json).map_err(|e| e.to_string())?;
    let valid = record["valid"] == json!(true);
    if notation.is_valid(input) != valid {
        return Err(format!("is_valid disagrees with the record {json}"));
    }
    if !valid {
        let offset = record["offset"]
            .as_u64()
            .and_then(|at| usize::try_from(at).ok());
        return Ok(Outcome::failed(
            record["kind"].as_str().unwrap_or("no kind"),
            offset,
        ));
    }
    if detail == Detail::Verdict {
        return Ok(Outcome::Ok(json!(true)));
    }
    let object = record.as_object_mut().ok_or("a record is an object")?;
    object.remove("input");
    object.remove("valid");
    Ok(Outcome::Ok(record))
}

/// A counter option: a JSON integer, `{"int": "digits"}`, or a float.
fn counter(counter: Counter, value: &Value) -> Result<Option<u64>, Failure> {
    match value {
        Value::Null => Ok(None),
        Value::Number(number) => match number.as_i64() {
            Some(whole) => counter.check(i128::from(whole)).map(Some),
            None => counter
                .check_float(number.as_f64().unwrap_or(f64::NAN))
                .map(Some),
        },
        Value::Object(object) => counter
            .check_text(object["int"].as_str().unwrap_or_default())
            .map(Some),
        other => panic!("a counter of another type reaches the Rust runner: {other}"),
    }
}

fn options(line: &Value) -> Result<FenOptions, Failure> {
    let options = &line["options"];
    Ok(FenOptions {
        halfmove_clock: counter(Counter::HalfmoveClock, &options["halfmove_clock"])?,
        move_number: counter(Counter::MoveNumber, &options["move_number"])?,
        shredder: options["shredder"].as_bool(),
    })
}

fn string(value: String) -> Value {
    Value::String(value)
}

fn run(line: &Value) -> Result<Outcome, String> {
    let bytes = input_bytes(line).ok_or("the line has no text input")?;
    let utf8 = || std::str::from_utf8(&bytes).map_err(|_| "an edit takes UTF-8 text".to_owned());
    let field = |key| text(line, key);
    Ok(match text(line, "op") {
        "validate" => return record(line, &bytes, Detail::Verdict),
        "inspect" => return record(line, &bytes, Detail::Attributes),
        "detect" => Outcome::Ok(json!(
            notation::detect(&bytes).map(sashite_render::Notation::name)
        )),
        "closest" => Outcome::Ok(json!(notation::closest(&bytes).name())),
        "normalize" => outcome(repair::normalize(&bytes), string),
        "repair" => outcome(repair::repair(&bytes), |repaired| {
            let repairs: Vec<Value> = repaired
                .repairs()
                .iter()
                .map(|found| {
                    let mut item = json!({"kind": found.kind().code(), "offset": found.offset()});
                    if let Some(earlier) = found.earlier() {
                        item["earlier"] = json!(earlier);
                    }
                    item
                })
                .collect();
            json!({"canonical": repaired.canonical(), "repairs": repairs})
        }),
        "from_fen" => outcome(fen::from_fen_named(field("game"), &bytes), |position| {
            string(position.to_string())
        }),
        "to_fen" => outcome(
            options(line).and_then(|options| fen::to_fen_named(field("game"), &bytes, &options)),
            string,
        ),
        "detect_fen" => Outcome::Ok(json!(fen::detect(&bytes).map(sashite::fen::Game::name))),
        "fen_of" => Outcome::Ok(match fen::expressed(utf8()?) {
            Some((game, text)) => {
                json!({"game": game.name(), "dialect": game.dialect(), "fen": text})
            }
            None => Value::Null,
        }),
        "piece_at" => outcome(edit::piece_at(utf8()?, field("address")), |piece| {
            json!(piece)
        }),
        "place" => outcome(
            edit::place(utf8()?, field("address"), field("token")),
            string,
        ),
        "remove" => outcome(edit::remove(utf8()?, field("address")), string),
        "move" => outcome(
            edit::move_piece(utf8()?, field("address"), field("to")),
            string,
        ),
        "drop" => outcome(
            edit::drop_from_hand(utf8()?, field("side"), field("token"), field("address")),
            string,
        ),
        "add_to_hand" => outcome(
            edit::add_to_hand(utf8()?, field("side"), field("token")),
            string,
        ),
        "take_from_hand" => outcome(
            edit::take_from_hand(utf8()?, field("side"), field("token")),
            string,
        ),
        "toggle_turn" => outcome(edit::toggle_turn(utf8()?), string),
        "render_svg" => outcome(picture::svg(utf8()?), string),
        "index_of" => {
            let coordinates: Vec<u128> = line["coordinates"]
                .as_array()
                .ok_or("no coordinates")?
                .iter()
                .map(|c| u128::from(c.as_u64().unwrap_or(u64::MAX)))
                .collect();
            outcome(
                Position::parse(utf8()?)
                    .map_err(Failure::from)
                    .and_then(|position| square::index_of(&position, &coordinates)),
                |index| json!(u64::try_from(index).ok()),
            )
        }
        "with_name" => outcome(
            sashite::snn::Style::parse(utf8()?)
                .map_err(Failure::from)
                .and_then(|style| style.with_name(field("name")).map_err(Failure::from)),
            |style| string(style.to_string()),
        ),
        other => return Err(format!("no runner for the operation {other:?}")),
    })
}

/// The operations that take no text input.
fn run_without_input(line: &Value) -> Option<Result<Outcome, String>> {
    match text(line, "op") {
        "piece_token" => {
            let args = line["args"].as_array()?;
            let arg = |n: usize| args[n].as_str().unwrap_or_default();
            let flag = |n: usize| args[n].as_bool().unwrap_or_default();
            Some(Ok(outcome(
                piece::identifier(arg(0), arg(1), arg(2), flag(3), flag(4)),
                |piece| string(piece.to_string()),
            )))
        }
        "empty" => {
            let shape: Vec<u128> = line["shape"]
                .as_array()?
                .iter()
                .map(|size| u128::from(size.as_u64().unwrap_or(u64::MAX)))
                .collect();
            Some(Ok(outcome(
                Position::empty(&shape).map_err(Failure::from),
                |position| string(position.to_string()),
            )))
        }
        "fen_dialect" => Some(Ok(outcome(fen::game(text(line, "game")), |game| {
            json!(game.dialect())
        }))),
        "piece_words" => Some(Ok(outcome(
            piece::words(text(line, "token"), text(line, "style")),
            string,
        ))),
        "snn_style" => {
            let side = match line["side"].as_str()? {
                "first" => sashite::Side::First,
                _ => sashite::Side::Second,
            };
            let name = line["name"].as_str()?;
            let style = if line["normalize"] == json!(true) {
                sashite::snn::Style::normalized(name, side)
            } else {
                sashite::snn::Style::new(name, side)
            };
            Some(Ok(outcome(style.map_err(Failure::from), |style| {
                string(style.to_string())
            })))
        }
        _ => None,
    }
}

#[test]
fn the_corpus_holds_on_the_operation_layer() {
    corpus::run_all(Path::new(CORPUS), "rust", |line| {
        run_without_input(line).unwrap_or_else(|| run(line))
    });
}

#[test]
fn every_code_is_expected_somewhere_or_unreachable() {
    let mut expected = std::collections::BTreeSet::new();
    for line in corpus::lines(Path::new(CORPUS)) {
        let by_surface = line["expect_by_surface"].as_object().cloned();
        for expect in std::iter::once(line["expect"].clone()).chain(
            by_surface
                .into_iter()
                .flat_map(|map| map.into_iter().map(|(_, v)| v)),
        ) {
            if let Some(kind) = expect["kind"].as_str() {
                expected.insert(kind.to_owned());
            }
        }
    }
    let unreachable: std::collections::BTreeSet<&str> =
        UNREACHABLE.iter().map(|(code, _)| *code).collect();
    let missing: Vec<&str> = codes::ALL
        .iter()
        .map(|entry| entry.code)
        .filter(|code| !expected.contains(*code) && !unreachable.contains(code))
        .collect();
    assert!(
        missing.is_empty(),
        "no line of the corpus expects {missing:?}"
    );
    for code in &unreachable {
        assert!(
            codes::meaning(code).is_some(),
            "{code} is listed as unreachable but is no code"
        );
        assert!(
            !expected.contains(*code),
            "{code} is listed as unreachable, yet a line expects it"
        );
    }
    for kind in &expected {
        assert!(
            codes::meaning(kind).is_some(),
            "the corpus expects {kind}, which is no code"
        );
    }
}
