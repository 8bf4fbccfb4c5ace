//! The "Coming from …" table (`sashite_pnn::coming_from`) names real items:
//! every right-hand entry is called here, with the seed's own examples, so
//! a renamed or removed item breaks this test before it breaks a reader.

use std::collections::HashSet;

use sashite_pnn::{Name, PATTERN, ParseError, Side, State};

fn name(text: &str) -> Name {
    sashite_pnn::parse(text).expect("valid PNN")
}

#[test]
fn ruby_gem() {
    assert!(sashite_pnn::is_valid("BISHOP"));
    assert!(Name::is_valid("+KING^"));
    assert!(!sashite_pnn::is_valid("King"));
    assert!(!sashite_pnn::is_valid("KING1"));
    assert!(!sashite_pnn::is_valid("^KING"));
    assert_eq!(sashite_pnn::parse("KING"), Name::parse("KING"));
    assert_eq!("KING".parse::<Name>(), Ok(name("KING")));
    assert_eq!(Name::new("queen"), Ok(name("queen")));

    let rook = name("+ROOK^");
    assert_eq!(rook.value(), "+ROOK^");
    assert_eq!(rook.as_str(), "+ROOK^");
    assert_eq!(rook.to_string(), "+ROOK^");
    assert_eq!(rook.base_name(), "ROOK");
    assert!(rook.is_enhanced() && !rook.is_normal() && !rook.is_diminished());
    assert_eq!(rook.state(), State::Enhanced);
    assert!(rook.is_terminal());
    assert!(rook.is_first_player() && !rook.is_second_player());
    assert_eq!(rook.side(), Side::First);
    assert!(name("-pawn").is_diminished());
    assert!(name("king").is_second_player());

    let plain = name("ROOK");
    assert!(plain.same_base_name(&name("rook")));
    assert!(plain.same_base_name(&name("ROOK^")));
    assert!(plain.same_base_name(&name("+rook")));
    assert!(plain == name("ROOK"));
    let set: HashSet<Name> = [name("ROOK"), name("ROOK")].into_iter().collect();
    assert_eq!(set.len(), 1); // eql?, hash

    assert_eq!(PATTERN, r"^[+-]?([A-Z]+|[a-z]+)\^?$");
    let err: ParseError = sashite_pnn::parse("King").unwrap_err();
    assert_eq!(err.offset(), Some(1));
}

#[test]
fn additions_beyond_the_gem() {
    let king = name("KING");
    assert_eq!(name("+KING^").prefix(), "+");
    assert_eq!(name("+KING^").suffix(), "^");
    assert_eq!(king.clone().enhance(), name("+KING"));
    assert_eq!(king.clone().flip(), name("king"));
    assert_eq!(king.clone().mark_terminal(), name("KING^"));
    assert_eq!(king.clone().with_state(State::Diminished), name("-KING"));
    assert!(king.same_side(&name("ROOK")));
    assert!(king.same_state(&name("rook")));
    assert!(king.same_terminal(&name("rook")));
}
