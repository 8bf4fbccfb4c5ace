//! Property laws: no input panics, parse and display are inverse, and every
//! entry point agrees.

use proptest::prelude::*;
use sashite_sin::{Found, Identifier, Letter, Side};

fn identifier() -> impl Strategy<Value = Identifier> {
    (0u8..26, any::<bool>()).prop_map(|(letter, second)| {
        let letter = Letter::from_index(letter).expect("index < 26");
        Identifier::new(letter, if second { Side::Second } else { Side::First })
    })
}

fn check_agreement(input: &str) {
    let parsed = sashite_sin::parse(input);
    assert_eq!(parsed.is_ok(), sashite_sin::is_valid(input));
    assert_eq!(parsed, Identifier::parse(input));
    assert_eq!(parsed, input.parse::<Identifier>());
    assert_eq!(parsed, Identifier::try_from(input));
    assert_eq!(parsed, Identifier::try_from(input.as_bytes()));
    match parsed {
        Ok(id) => {
            assert_eq!(id.to_string(), input);
            assert_eq!(sashite_sin::parse_prefix(input.as_bytes()), Some((id, 1)));
        }
        Err(err) => {
            assert!(err.offset().unwrap_or(0) <= input.len());
            assert_eq!(
                err.found(),
                err.offset().map(|o| Found::at(input.as_bytes(), o))
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
    fn near_token_strings_agree(input in "[Cc@\\[ +'1\n\u{e9}]{0,3}") {
        check_agreement(&input);
    }

    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..4)) {
        if let Ok(id) = Identifier::parse_bytes(&bytes) {
            prop_assert_eq!(id.to_string().into_bytes(), bytes);
        }
    }

    #[test]
    fn generated_values_round_trip(id in identifier(), letter in 0u8..26) {
        prop_assert_eq!(sashite_sin::parse(&id.to_string()), Ok(id));
        prop_assert_eq!(id.flip().flip(), id);
        prop_assert!(id.same_letter(&id.flip()) && !id.same_side(&id.flip()));
        prop_assert_eq!(id.with_side(id.side()), id);
        let letter = Letter::from_index(letter).expect("index < 26");
        prop_assert_eq!(id.with_letter(letter).letter(), letter);
        prop_assert_eq!(id.with_letter(letter).side(), id.side());
    }
}
