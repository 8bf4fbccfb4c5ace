//! Property laws: no input panics, parse and display are inverse, and every
//! entry point agrees.

use proptest::prelude::*;
use sashite_pin::{Identifier, Letter, Side, State};

fn identifier() -> impl Strategy<Value = Identifier> {
    (0u8..26, any::<bool>(), 0usize..3, any::<bool>()).prop_map(
        |(letter, second, state, terminal)| {
            let letter = Letter::from_index(letter).expect("index < 26");
            let side = if second { Side::Second } else { Side::First };
            Identifier::new(letter, side, State::ALL[state], terminal)
        },
    )
}

/// Strings biased towards the token alphabet, so that many are valid.
fn near_token() -> impl Strategy<Value = String> {
    proptest::string::string_regex(r"[-+^'Kkz1 \n\u{e9}]{0,5}").expect("valid regex")
}

fn check_agreement(input: &str) {
    let parsed = sashite_pin::parse(input);
    assert_eq!(parsed.is_ok(), sashite_pin::is_valid(input));
    assert_eq!(parsed, Identifier::parse(input));
    assert_eq!(parsed, input.parse::<Identifier>());
    assert_eq!(parsed, Identifier::try_from(input));
    assert_eq!(parsed, Identifier::try_from(input.as_bytes()));
    match parsed {
        Ok(id) => {
            assert_eq!(id.to_string(), input);
            assert_eq!(id.encode().as_str(), input);
            assert_eq!(
                sashite_pin::parse_prefix(input.as_bytes()),
                Some((id, input.len()))
            );
        }
        Err(err) => {
            let offset = err.offset().unwrap_or(0);
            assert!(offset <= input.len());
            assert_eq!(
                err.found(),
                err.offset()
                    .map(|o| sashite_pin::Found::at(input.as_bytes(), o))
            );
        }
    }
}

proptest! {
    #[test]
    fn arbitrary_strings_never_panic_and_entry_points_agree(input in any::<String>()) {
        check_agreement(&input);
    }

    #[test]
    fn near_token_strings_agree(input in near_token()) {
        check_agreement(&input);
    }

    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..8)) {
        let parsed = Identifier::parse_bytes(&bytes);
        if let Ok(id) = parsed {
            let encoded = id.encode();
            prop_assert_eq!(encoded.as_bytes(), &bytes[..]);
        }
        if let Some((id, len)) = sashite_pin::parse_prefix(&bytes) {
            prop_assert!(len <= bytes.len());
            prop_assert_eq!(Identifier::parse_bytes(&bytes[..len]), Ok(id));
        }
    }

    #[test]
    fn generated_values_round_trip(id in identifier()) {
        prop_assert_eq!(sashite_pin::parse(&id.to_string()), Ok(id));
        prop_assert_eq!(Identifier::parse(id.encode().as_str()), Ok(id));
    }

    #[test]
    fn transformations_obey_their_laws(id in identifier(), letter in 0u8..26) {
        let letter = Letter::from_index(letter).expect("index < 26");
        prop_assert_eq!(id.flip().flip(), id);
        prop_assert!(id.flip().same_letter(&id) && !id.flip().same_side(&id));
        prop_assert_eq!(id.enhance().unenhance(), id.enhance().normalize());
        prop_assert_eq!(id.diminish().undiminish(), id.normalize());
        prop_assert_eq!(id.mark_terminal().unmark_terminal(), id.with_terminal(false));
        prop_assert_eq!(id.with_letter(letter).with_side(Side::Second), id.with_side(Side::Second).with_letter(letter));
        prop_assert_eq!(id.with_side(id.side()), id);
        prop_assert_eq!(id.with_state(id.state()), id);
        prop_assert_eq!(id.to_string(), format!("{}{}{}", id.prefix(), id.to_char(), id.suffix()));
    }
}

/// All 312 identifiers with their attributes, in the documented order:
/// letter, side, state, terminal.
fn all_in_order() -> Vec<(Letter, Side, State, bool)> {
    let mut all = Vec::new();
    for letter in Letter::ALL {
        for side in Side::ALL {
            for state in State::ALL {
                for terminal in [false, true] {
                    all.push((letter, side, state, terminal));
                }
            }
        }
    }
    all
}

#[test]
fn every_identifier_keeps_its_attributes_order_and_debug() {
    let all: Vec<Identifier> = all_in_order()
        .into_iter()
        .map(|(letter, side, state, terminal)| {
            let id = Identifier::new(letter, side, state, terminal);
            assert_eq!(
                (id.letter(), id.side(), id.state(), id.is_terminal()),
                (letter, side, state, terminal)
            );
            assert_eq!(id.to_char(), letter.to_char_cased(side));
            assert_eq!(
                format!("{id:?}"),
                format!(
                    "Identifier {{ letter: {letter:?}, side: {side:?}, state: {state:?}, terminal: {terminal} }}"
                )
            );
            id
        })
        .collect();
    assert_eq!(all.len(), 312);
    // The order is the attributes' order: the list is strictly increasing.
    for (i, id) in all.iter().enumerate() {
        for later in &all[i + 1..] {
            assert!(id < later, "{id} < {later}");
        }
    }
}
