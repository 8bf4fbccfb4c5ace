//! Every example row of the PNN specification (`tests/data/pnn.json`, a copy
//! of the spec's table) and the operation examples of its §7.

use std::collections::HashSet;

use sashite_pnn::{Name, Side, State};
use serde_json::Value;

const VECTORS: &str = include_str!("data/pnn.json");

fn rows() -> Vec<Value> {
    let rows: Vec<Value> = serde_json::from_str(VECTORS).expect("pnn.json is JSON");
    assert_eq!(rows.len(), 51, "every row M1..M51");
    rows
}

fn side_of(text: &str) -> Side {
    match text {
        "first" => Side::First,
        "second" => Side::Second,
        other => panic!("unknown side {other:?}"),
    }
}

fn state_of(text: &str) -> State {
    match text {
        "normal" => State::Normal,
        "enhanced" => State::Enhanced,
        "diminished" => State::Diminished,
        other => panic!("unknown state {other:?}"),
    }
}

#[test]
fn every_example_row() {
    let oracle = regex::Regex::new(sashite_pnn::PATTERN).expect("the spec's pattern");
    for row in rows() {
        let id = row["id"].as_str().expect("id");
        let input = row["input"].as_str().expect("input");
        let valid = row["valid"].as_bool().expect("valid");
        assert_eq!(
            sashite_pnn::is_valid(input),
            valid,
            "{id}: is_valid({input:?})"
        );
        assert_eq!(
            oracle.is_match(input),
            valid,
            "{id}: the spec's regex disagrees with the table"
        );
        let parsed = sashite_pnn::parse(input);
        assert_eq!(parsed.is_ok(), valid, "{id}: parse({input:?}) = {parsed:?}");
        assert_eq!(
            Name::try_from(input.as_bytes()).is_ok(),
            valid,
            "{id}: bytes"
        );
        let Ok(name) = parsed else { continue };
        assert_eq!(
            name.base_name(),
            row["base_name"].as_str().expect("base_name"),
            "{id}"
        );
        assert_eq!(
            name.side(),
            side_of(row["side"].as_str().expect("side")),
            "{id}: side"
        );
        assert_eq!(
            name.state(),
            state_of(row["state"].as_str().expect("state")),
            "{id}"
        );
        assert_eq!(
            name.is_terminal(),
            row["terminal"].as_bool().expect("terminal"),
            "{id}"
        );
        assert_eq!(name.value(), input, "{id}: value");
        assert_eq!(name.to_string(), input, "{id}: round trip");
        assert_eq!(
            format!("{}{}{}", name.prefix(), name.base_name(), name.suffix()),
            input,
            "{id}"
        );
        assert_eq!(input.parse::<Name>().as_ref(), Ok(&name), "{id}: FromStr");
        assert_eq!(
            Name::try_from(input).as_ref(),
            Ok(&name),
            "{id}: TryFrom<&str>"
        );
        assert_eq!(Name::new(input).as_ref(), Ok(&name), "{id}: new");
    }
}

fn name(s: &str) -> Name {
    Name::parse(s).expect("valid PNN")
}

#[test]
fn operations_of_section_7() {
    assert!(Name::is_valid("+KING^"));
    assert!(!Name::is_valid("King"));
    assert!(Name::parse("-pawn").is_ok());
    assert_eq!(Name::new("ROOK").expect("valid").to_string(), "ROOK");
    assert_eq!(name("KING^").value(), "KING^");
    assert_eq!(name("+ROOK^").base_name(), "ROOK");
    assert_eq!(name("-king^").base_name(), "king");
    assert!(name("+QUEEN").is_enhanced());
    assert!(name("-pawn").is_diminished());
    assert!(name("KING^").is_normal());
    assert!(name("+KING^").is_terminal());
    assert!(!name("KING").is_terminal());
    assert!(name("KING^").is_first_player());
    assert!(name("king^").is_second_player());
    for other in ["rook", "+rook", "ROOK^"] {
        assert!(name("ROOK").same_base_name(&name(other)), "ROOK vs {other}");
    }
    assert!(!name("KING").same_base_name(&name("QUEEN")));
    let set: HashSet<Name> = ["KING", "KING", "king", "+KING", "KING^", "KING^", "+KING^"]
        .map(name)
        .into();
    assert_eq!(set.len(), 5);
}

#[test]
fn filtering_example() {
    let names = [
        "KING^", "queen", "+ROOK", "-pawn", "BISHOP", "knight^", "GENERAL^",
    ]
    .map(name);
    let pick = |keep: fn(&Name) -> bool| -> Vec<&str> {
        names.iter().filter(|n| keep(n)).map(Name::as_str).collect()
    };
    assert_eq!(
        pick(Name::is_first_player),
        ["KING^", "+ROOK", "BISHOP", "GENERAL^"]
    );
    assert_eq!(pick(Name::is_enhanced), ["+ROOK"]);
    assert_eq!(pick(Name::is_diminished), ["-pawn"]);
    assert_eq!(pick(Name::is_terminal), ["KING^", "knight^", "GENERAL^"]);
    assert_eq!(
        pick(|n| n.is_first_player() && n.is_terminal()),
        ["KING^", "GENERAL^"]
    );
}

#[test]
fn transformations_keep_the_other_attributes() {
    for input in [
        "KING", "queen", "+ROOK", "-pawn", "KING^", "+rook^", "-PAWN^", "k",
    ] {
        let original = name(input);
        let check = |changed: Name, what: &str| {
            assert_eq!(
                Name::parse(changed.as_str()).as_ref(),
                Ok(&changed),
                "{input}.{what}"
            );
            assert!(changed.same_base_name(&original), "{input}.{what}");
            changed
        };
        let n = check(original.clone().enhance(), "enhance");
        assert!(n.is_enhanced() && n.same_side(&original) && n.same_terminal(&original));
        let n = check(original.clone().diminish(), "diminish");
        assert!(n.is_diminished() && n.same_side(&original) && n.same_terminal(&original));
        let n = check(original.clone().normalize(), "normalize");
        assert!(n.is_normal() && n.same_side(&original) && n.same_terminal(&original));
        let n = check(original.clone().flip(), "flip");
        assert!(!n.same_side(&original) && n.same_state(&original));
        assert_eq!(n.flip(), original, "{input}: flip twice");
        let n = check(original.clone().mark_terminal(), "mark_terminal");
        assert!(n.is_terminal() && n.same_state(&original) && n.same_side(&original));
        let n = check(original.clone().unmark_terminal(), "unmark_terminal");
        assert!(!n.is_terminal() && n.same_state(&original));
        assert_eq!(
            original.clone().enhance().unenhance().state(),
            State::Normal
        );
        assert_eq!(
            original.clone().diminish().undiminish().state(),
            State::Normal
        );
        for state in State::ALL {
            assert_eq!(original.clone().with_state(state).state(), state, "{input}");
        }
        for side in Side::ALL {
            assert_eq!(original.clone().with_side(side).side(), side, "{input}");
        }
    }
}

#[test]
fn order_is_byte_order() {
    let mut sorted = ["king", "KING^", "KING", "-pawn", "+KING"].map(name);
    sorted.sort();
    let sorted: Vec<&str> = sorted.iter().map(Name::as_str).collect();
    assert_eq!(sorted, ["+KING", "-pawn", "KING", "KING^", "king"]);
}

#[test]
fn display_pads_like_a_str() {
    let rook = name("+ROOK^");
    assert_eq!(
        format!("{rook:>8}|{rook:<8}|{rook:*^10}|{rook:.3}"),
        format!("{s:>8}|{s:<8}|{s:*^10}|{s:.3}", s = "+ROOK^")
    );
    let long = "Q".repeat(1000);
    assert_eq!(name(&long).to_string(), long);
}
