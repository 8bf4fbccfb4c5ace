//! Property tests: no panics, the round-trip laws, and agreement with the
//! specification's regular expression on arbitrary input.

use proptest::prelude::*;
use sashite_snn::{Side, Style};

/// The specification's §2.1 pattern, written out here (not taken from the
/// crate) so the oracle is independent.
const SPEC_PATTERN: &str = "^([A-Z][A-Z0-9]*|[a-z][a-z0-9]*)$";

fn oracle() -> regex::bytes::Regex {
    regex::bytes::Regex::new(SPEC_PATTERN).expect("the spec's pattern")
}

// Lengths reach 40 bytes: past the names held inline (up to 16 bytes), so
// both storages are exercised.

/// Strings close to SNN: letters, digits and the usual mistakes.
fn near_snn() -> impl Strategy<Value = String> {
    "[A-Za-z0-9 +\\-_^\n\u{C9}]{0,40}"
}

/// Valid SNN strings, both sides.
fn valid_snn() -> impl Strategy<Value = String> {
    prop_oneof!["[A-Z][A-Z0-9]{0,40}", "[a-z][a-z0-9]{0,40}"]
}

fn side() -> impl Strategy<Value = Side> {
    prop_oneof![Just(Side::First), Just(Side::Second)]
}

proptest! {
    #[test]
    fn agrees_with_the_spec_regex(input in prop_oneof![near_snn(), "\\PC{0,40}"]) {
        let oracle = oracle();
        prop_assert_eq!(sashite_snn::is_valid(&input), oracle.is_match(input.as_bytes()));
        prop_assert_eq!(sashite_snn::parse(&input).is_ok(), oracle.is_match(input.as_bytes()));
    }

    #[test]
    fn never_panics_on_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..48)) {
        let parsed = Style::parse_bytes(&bytes);
        prop_assert_eq!(parsed.is_ok(), oracle().is_match(&bytes));
        if let Some(offset) = parsed.err().and_then(|err| err.offset()) {
            prop_assert!(offset < bytes.len());
            let err = Style::parse_bytes(&bytes).expect_err("invalid");
            prop_assert_eq!(err.found(), Some(sashite_snn::Found::Byte(bytes[offset])));
            // Everything before the offset is a valid name (or nothing).
            prop_assert!(offset == 0 || oracle().is_match(&bytes[..offset]));
        }
    }

    #[test]
    fn parse_then_display_is_identity(input in valid_snn()) {
        let style = Style::parse(&input).expect("valid by construction");
        prop_assert_eq!(style.to_string(), input.clone());
        prop_assert!(sashite_snn::is_valid(&input));
        prop_assert_eq!(style.name().to_ascii_lowercase(), input.to_ascii_lowercase());
    }

    #[test]
    fn generated_values_round_trip(name in "[A-Z][a-z0-9]{0,40}", side in side()) {
        let style = Style::new(&name, side).expect("proper by construction");
        prop_assert_eq!(style.name(), name.as_str());
        prop_assert_eq!(style.side(), side);
        let text = style.to_string();
        prop_assert_eq!(Style::parse(&text), Ok(style.clone()));
        prop_assert_eq!(style.clone().flip().flip(), style.clone());
        prop_assert!(style.clone().flip().same_name(&style));
    }

    #[test]
    fn normalized_is_new_of_the_proper_case(input in prop_oneof![near_snn(), "[A-Za-z][A-Za-z0-9]{0,40}", "\\PC{0,20}"], side in side()) {
        let any_case = regex::Regex::new("^[A-Za-z][A-Za-z0-9]*$").expect("pattern");
        let normalized = Style::normalized(&input, side);
        prop_assert_eq!(normalized.is_ok(), any_case.is_match(&input));
        if let Ok(style) = normalized {
            let mut proper = input.to_ascii_lowercase();
            proper[..1].make_ascii_uppercase();
            prop_assert_eq!(style.name(), proper.as_str());
            prop_assert_eq!(Style::new(&proper, side), Ok(style));
        }
    }

    #[test]
    fn entry_points_agree(input in near_snn()) {
        let parsed = Style::parse(&input);
        prop_assert_eq!(input.parse::<Style>(), parsed.clone());
        prop_assert_eq!(Style::try_from(input.as_str()), parsed.clone());
        prop_assert_eq!(Style::try_from(input.as_bytes()), parsed.clone());
        prop_assert_eq!(sashite_snn::parse(&input), parsed.clone());
        prop_assert_eq!(Style::is_valid(&input), parsed.is_ok());
    }
}

/// Names of every length from 1 to 40, in both cases: the same laws hold
/// whether a name is held inline or boxed, and equality, order and hash are
/// those of (name, side).
#[test]
fn every_length_behaves_alike() {
    use std::collections::HashSet;
    let mut styles = Vec::new();
    for len in 1..=40 {
        for letter in ["A", "B"] {
            let upper = format!(
                "{letter}{}",
                "X9".repeat(len).get(..len - 1).expect("ASCII")
            );
            for text in [upper.clone(), upper.to_ascii_lowercase()] {
                let style = Style::parse(&text).expect("valid by construction");
                assert_eq!(style.to_string(), text);
                assert_eq!(style.name().len(), len);
                assert_eq!(Style::new(style.name(), style.side()), Ok(style.clone()));
                assert!(style.clone().flip().same_name(&style));
                styles.push(style);
            }
        }
    }
    let mut sorted = styles.clone();
    sorted.sort();
    let mut by_parts = styles.clone();
    by_parts.sort_by(|a, b| (a.name(), a.side()).cmp(&(b.name(), b.side())));
    assert_eq!(sorted, by_parts);
    let unique: HashSet<Style> = styles.iter().chain(&styles).cloned().collect();
    assert_eq!(unique.len(), styles.len());
}
