//! Every example row of the SNN specification (`tests/data/snn.json`, a copy
//! of the spec's table) and the operation examples of its §7.

use sashite_snn::{Side, Style};
use serde_json::Value;

const VECTORS: &str = include_str!("data/snn.json");

fn rows() -> Vec<Value> {
    let rows: Vec<Value> = serde_json::from_str(VECTORS).expect("snn.json is JSON");
    assert_eq!(rows.len(), 46, "every row N1..N46");
    rows
}

fn side_of(name: &str) -> Side {
    match name {
        "first" => Side::First,
        "second" => Side::Second,
        other => panic!("unknown side {other:?}"),
    }
}

#[test]
fn every_example_row() {
    let oracle = regex::Regex::new(sashite_snn::PATTERN).expect("the spec's pattern");
    for row in rows() {
        let id = row["id"].as_str().expect("id");
        let input = row["input"].as_str().expect("input");
        let valid = row["valid"].as_bool().expect("valid");
        assert_eq!(
            sashite_snn::is_valid(input),
            valid,
            "{id}: is_valid({input:?})"
        );
        assert_eq!(
            oracle.is_match(input),
            valid,
            "{id}: the spec's regex disagrees with the table"
        );
        let parsed = sashite_snn::parse(input);
        assert_eq!(parsed.is_ok(), valid, "{id}: parse({input:?}) = {parsed:?}");
        assert_eq!(
            Style::try_from(input.as_bytes()).is_ok(),
            valid,
            "{id}: bytes"
        );
        let Ok(style) = parsed else { continue };
        assert_eq!(
            style.name(),
            row["name"].as_str().expect("name"),
            "{id}: name"
        );
        assert_eq!(
            style.side(),
            side_of(row["side"].as_str().expect("side")),
            "{id}: side"
        );
        assert_eq!(
            style.to_string(),
            row["to_s"].as_str().expect("to_s"),
            "{id}: to_s"
        );
        assert_eq!(style.to_string(), input, "{id}: round trip");
        assert_eq!(input.parse::<Style>().as_ref(), Ok(&style), "{id}: FromStr");
        assert_eq!(
            Style::try_from(input).as_ref(),
            Ok(&style),
            "{id}: TryFrom<&str>"
        );
        let rebuilt = Style::new(style.name(), style.side()).expect("the name is proper");
        assert_eq!(rebuilt, style, "{id}: new(name, side)");
    }
}

fn style(s: &str) -> Style {
    Style::parse(s).expect("valid SNN")
}

#[test]
fn operations_of_section_7() {
    assert!(Style::is_valid("CHESS"));
    assert!(!Style::is_valid("Chess"));
    assert_eq!(style("chess").name(), "Chess");
    assert_eq!(style("chess").side(), Side::Second);
    assert_eq!(
        Style::new("Chess960", Side::First)
            .expect("proper")
            .to_string(),
        "CHESS960"
    );
    assert_eq!(style("SHOGI").name(), "Shogi");
    assert_eq!(style("shogi").side(), Side::Second);
    assert_eq!(
        Style::new("Chess", Side::Second)
            .expect("proper")
            .to_string(),
        "chess"
    );
    assert!(style("CHESS").is_first_player());
    assert!(style("chess").is_second_player());
    assert_eq!(style("CHESS").flip(), style("chess"));
    assert_eq!(
        style("CHESS").with_name("Shogi").expect("proper"),
        style("SHOGI")
    );
    assert_eq!(
        style("CHESS").with_name("Chess").expect("proper"),
        style("CHESS")
    );
    assert_eq!(style("CHESS").with_side(Side::Second), style("chess"));
    assert!(style("CHESS").same_name(&style("chess")));
    assert!(!style("CHESS").same_name(&style("SHOGI")));
    assert!(style("CHESS").same_side(&style("SHOGI")));
    assert_ne!(style("CHESS"), style("chess"));
}

#[test]
fn chaining_examples() {
    let chained = style("CHESS").with_name("Shogi").expect("proper").flip();
    assert_eq!(chained.to_string(), "shogi");
    let chained = Style::new("Chess", Side::First)
        .expect("proper")
        .flip()
        .with_name("Xiangqi")
        .expect("proper");
    assert_eq!(chained.to_string(), "xiangqi");
    let chained = Style::new("Chess", Side::First)
        .expect("proper")
        .flip()
        .with_name("Shogi")
        .expect("proper")
        .flip();
    assert_eq!(chained.to_string(), "SHOGI");
}

#[test]
fn construction_rules() {
    for name in ["Chess", "Chess960", "Koth", "A", "A1b2c3"] {
        assert!(
            Style::new(name, Side::First).is_ok(),
            "SNN-C1 valid: {name:?}"
        );
    }
    for name in [
        "chess",
        "CHESS",
        "",
        "ChEss",
        "Chess-960",
        "1Chess",
        "Chess ",
    ] {
        assert!(
            Style::new(name, Side::First).is_err(),
            "SNN-C1 invalid: {name:?}"
        );
        assert!(
            style("CHESS").with_name(name).is_err(),
            "with_name({name:?})"
        );
    }
}

#[test]
fn equality_and_order() {
    use std::collections::HashSet;
    let set: HashSet<Style> = ["CHESS", "chess", "CHESS", "SHOGI"].map(style).into();
    assert_eq!(set.len(), 3);
    let mut sorted = ["shogi", "CHESS960", "chess", "CHESS"].map(style);
    sorted.sort();
    let sorted: Vec<String> = sorted.iter().map(ToString::to_string).collect();
    assert_eq!(sorted, ["CHESS", "chess", "CHESS960", "shogi"]);
}

#[test]
fn display_pads_like_a_str() {
    for s in ["CHESS", "chess960", "a"] {
        let style = style(s);
        for (ours, theirs) in [
            (format!("{style:>8}"), format!("{s:>8}")),
            (format!("{style:<8}|"), format!("{s:<8}|")),
            (format!("{style:*^9}"), format!("{s:*^9}")),
            (format!("{style:.3}"), format!("{s:.3}")),
            (format!("{style:_>6.2}"), format!("{s:_>6.2}")),
            (format!("{style:2}"), format!("{s:2}")),
        ] {
            assert_eq!(ours, theirs, "{s:?}");
        }
    }
    let long = "X".repeat(1000);
    assert_eq!(style(&long).to_string(), long);
}
