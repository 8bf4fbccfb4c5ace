//! Property tests: no panics, the round-trip laws, and agreement with the
//! specification's regular expression on arbitrary input.

use proptest::prelude::*;
use sashite_pnn::{Found, Name, Side, State};

/// The specification's §2.1 pattern, written out here (not taken from the
/// crate) so the oracle is independent.
const SPEC_PATTERN: &str = r"^[+-]?([A-Z]+|[a-z]+)\^?$";

/// Every prefix of a valid name (including the empty string).
const VIABLE_PREFIX: &str = r"^[+-]?(([A-Z]+|[a-z]+)\^?)?$";

fn oracle() -> regex::bytes::Regex {
    regex::bytes::Regex::new(SPEC_PATTERN).expect("the spec's pattern")
}

// Lengths reach past 40 bytes: beyond the names held inline (up to 24
// bytes), so both storages are exercised.

/// Strings close to PNN: letters, marks and the usual mistakes.
fn near_pnn() -> impl Strategy<Value = String> {
    "[+\\-^]?[A-Za-z0-9 +\\-_^'\n\u{738B}]{0,40}\\^?"
}

/// Valid PNN strings.
fn valid_pnn() -> impl Strategy<Value = String> {
    "[+-]?([A-Z]{1,40}|[a-z]{1,40})\\^?"
}

fn side() -> impl Strategy<Value = Side> {
    prop_oneof![Just(Side::First), Just(Side::Second)]
}

fn state() -> impl Strategy<Value = State> {
    prop_oneof![
        Just(State::Normal),
        Just(State::Enhanced),
        Just(State::Diminished)
    ]
}

proptest! {
    #[test]
    fn agrees_with_the_spec_regex(input in prop_oneof![near_pnn(), "\\PC{0,40}"]) {
        let oracle = oracle();
        prop_assert_eq!(sashite_pnn::is_valid(&input), oracle.is_match(input.as_bytes()));
        prop_assert_eq!(sashite_pnn::parse(&input).is_ok(), oracle.is_match(input.as_bytes()));
    }

    #[test]
    fn never_panics_on_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..48)) {
        let parsed = Name::parse_bytes(&bytes);
        prop_assert_eq!(parsed.is_ok(), oracle().is_match(&bytes));
        if let Some(err) = parsed.err().filter(|err| err.offset().is_some()) {
            let offset = err.offset().unwrap_or_default();
            prop_assert!(offset <= bytes.len());
            prop_assert_eq!(err.found(), Some(Found::at(&bytes, offset)));
            // Everything before the offset can still begin a valid name.
            let viable = regex::bytes::Regex::new(VIABLE_PREFIX).expect("pattern");
            prop_assert!(viable.is_match(&bytes[..offset]));
        }
    }

    #[test]
    fn errors_point_into_near_misses(input in near_pnn()) {
        if let Err(err) = Name::parse(&input) {
            let offset = err.offset().unwrap_or_default();
            let viable = regex::bytes::Regex::new(VIABLE_PREFIX).expect("pattern");
            prop_assert!(viable.is_match(&input.as_bytes()[..offset]), "{:?}: {}", input, err);
        }
    }

    #[test]
    fn parse_then_display_is_identity(input in valid_pnn()) {
        let name = Name::parse(&input).expect("valid by construction");
        prop_assert_eq!(name.to_string(), input.clone());
        prop_assert_eq!(name.value(), input.as_str());
        prop_assert_eq!(format!("{}{}{}", name.prefix(), name.base_name(), name.suffix()), input);
    }

    #[test]
    fn generated_values_round_trip(
        base in "[A-Z]{1,40}",
        side in side(),
        state in state(),
        terminal in any::<bool>(),
    ) {
        let name = Name::parse(&base)
            .expect("valid by construction")
            .with_side(side)
            .with_state(state)
            .with_terminal(terminal);
        prop_assert_eq!(name.side(), side);
        prop_assert_eq!(name.state(), state);
        prop_assert_eq!(name.is_terminal(), terminal);
        prop_assert!(name.base_name().eq_ignore_ascii_case(&base));
        let text = name.to_string();
        prop_assert_eq!(Name::parse(&text), Ok(name.clone()));
        prop_assert_eq!(name.clone().flip().flip(), name);
    }

    #[test]
    fn entry_points_agree(input in near_pnn()) {
        let parsed = Name::parse(&input);
        prop_assert_eq!(input.parse::<Name>(), parsed.clone());
        prop_assert_eq!(Name::try_from(input.as_str()), parsed.clone());
        prop_assert_eq!(Name::try_from(input.as_bytes()), parsed.clone());
        prop_assert_eq!(Name::new(&input), parsed.clone());
        prop_assert_eq!(sashite_pnn::parse(&input), parsed.clone());
        prop_assert_eq!(Name::is_valid(&input), parsed.is_ok());
    }
}

/// Names from 1 to 40 bytes, with and without marks: the same laws hold
/// whether a name is held inline or boxed, transformations that cross from
/// one to the other included, and equality, order and hash are those of the
/// strings.
#[test]
fn every_length_behaves_alike() {
    use std::collections::HashSet;
    let mut names = Vec::new();
    for len in 1..=38 {
        let base = "K".repeat(len);
        for text in [
            base.clone(),
            format!("+{base}"),
            format!("-{base}^"),
            format!("{}^", base.to_ascii_lowercase()),
        ] {
            let name = Name::parse(&text).expect("valid by construction");
            assert_eq!(name.to_string(), text);
            assert_eq!(name.value(), text);
            assert_eq!(name.base_name().len(), len);
            // Adding and removing marks crosses the inline size both ways.
            let marked = name.clone().enhance().mark_terminal();
            assert_eq!(marked.value(), format!("+{}^", name.base_name()));
            assert_eq!(
                marked.clone().normalize().unmark_terminal().base_name(),
                name.base_name()
            );
            assert_eq!(name.clone().flip().flip(), name);
            assert!(name.same_base_name(&marked.flip()));
            names.push(name);
        }
    }
    let mut sorted = names.clone();
    sorted.sort();
    let mut by_value = names.clone();
    by_value.sort_by(|a, b| a.value().cmp(b.value()));
    assert_eq!(sorted, by_value);
    let unique: HashSet<Name> = names.iter().chain(&names).cloned().collect();
    assert_eq!(unique.len(), names.len());
}
