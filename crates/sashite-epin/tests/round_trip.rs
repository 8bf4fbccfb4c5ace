//! Property laws: no input panics, parse and Display invert each other, every
//! entry point agrees, errors point inside the input, and every PIN operation
//! keeps the derivation flag.

use proptest::prelude::*;
use sashite_epin::{Found, Identifier, Letter, Side, State, sashite_pin};

fn letter() -> impl Strategy<Value = Letter> {
    proptest::sample::select(Letter::ALL.to_vec())
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

prop_compose! {
    fn identifier()(
        letter in letter(),
        side in side(),
        state in state(),
        terminal in any::<bool>(),
        derived in any::<bool>(),
    ) -> Identifier {
        Identifier::new(letter, side, state, terminal, derived)
    }
}

/// Strings biased towards near-tokens.
fn near_token() -> impl Strategy<Value = String> {
    prop_oneof![
        "[+\\-]?[A-Za-z]\\^?'?",
        "[+\\-^'Kk1 \\n`]{0,6}",
        "\\PC{0,6}",
    ]
}

/// Checks what every entry point says about `bytes`, and returns the result.
fn check_bytes(bytes: &[u8]) -> Result<Identifier, sashite_epin::ParseError> {
    let result = Identifier::parse_bytes(bytes);
    assert_eq!(Identifier::try_from(bytes), result);
    if let Ok(s) = std::str::from_utf8(bytes) {
        assert_eq!(Identifier::parse(s), result);
        assert_eq!(sashite_epin::parse(s), result);
        assert_eq!(s.parse::<Identifier>(), result);
        assert_eq!(Identifier::try_from(s), result);
        assert_eq!(Identifier::is_valid(s), result.is_ok());
        assert_eq!(sashite_epin::is_valid(s), result.is_ok());
    }
    let prefix = Identifier::parse_prefix(bytes);
    match result {
        Ok(id) => {
            assert_eq!(id.to_string().as_bytes(), bytes);
            assert_eq!(prefix, Some((id, bytes.len())));
        }
        Err(err) => {
            assert!(!matches!(prefix, Some((_, n)) if n == bytes.len()));
            match (err.offset(), err.found()) {
                (None, None) => assert!(bytes.is_empty()),
                (Some(offset), Some(found)) => {
                    assert!(offset <= bytes.len(), "{err:?}");
                    assert_eq!(found, Found::at(bytes, offset), "{err:?}");
                    // The bytes before the offset are a possible start of a
                    // token, so at most a whole token (`+K^'-` fails at 4).
                    if let Found::Byte(_) = found {
                        assert!(offset <= Identifier::MAX_LEN, "{err:?}");
                    }
                }
                other => panic!("offset and found disagree: {other:?}"),
            }
            // A bad PIN part is exactly what PIN says about the same bytes.
            if let Some(source) = err.pin_error() {
                assert_eq!(sashite_pin::Identifier::parse_bytes(bytes), Err(source));
                assert_eq!(err.offset(), source.offset());
            }
            // The message never echoes the input.
            if bytes.len() > 4 {
                let message = err.to_string();
                assert!(!message.contains(&*String::from_utf8_lossy(bytes)));
            }
        }
    }
    result
}

/// `parse_prefix` is maximal munch: the longest prefix that `parse`
/// accepts, on every string of up to 5 bytes over the token bytes (and a
/// few others).
#[test]
fn parse_prefix_is_the_longest_accepted_prefix() {
    const ALPHABET: &[u8] = b"+-Kk^'/1 \0";
    let base = ALPHABET.len();
    for len in 0..=5u32 {
        for mut n in 0..base.pow(len) {
            let bytes: Vec<u8> = (0..len)
                .map(|_| {
                    let byte = ALPHABET[n % base];
                    n /= base;
                    byte
                })
                .collect();
            let longest = (1..=bytes.len())
                .rev()
                .find_map(|end| Some((Identifier::parse_bytes(&bytes[..end]).ok()?, end)));
            assert_eq!(sashite_epin::parse_prefix(&bytes), longest, "{bytes:?}");
        }
    }
}

#[test]
fn a_byte_after_the_longest_token_is_reported_after_it() {
    let err = check_bytes(b"+K^'-").unwrap_err();
    assert_eq!(err.offset(), Some(Identifier::MAX_LEN));
    assert_eq!(err.found(), Some(Found::Byte(b'-')));
}

proptest! {
    #[test]
    fn never_panics_on_strings(s in "\\PC*") {
        check_bytes(s.as_bytes()).ok();
    }

    #[test]
    fn never_panics_on_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..8)) {
        check_bytes(&bytes).ok();
    }

    #[test]
    fn near_tokens_agree_everywhere(s in near_token()) {
        check_bytes(s.as_bytes()).ok();
    }

    #[test]
    fn accepted_strings_display_as_themselves(s in near_token()) {
        if let Ok(id) = Identifier::parse(&s) {
            prop_assert_eq!(id.to_string(), s.clone());
            let encoded = id.encode();
            prop_assert_eq!(encoded.as_str(), s.as_str());
        }
    }

    #[test]
    fn generated_values_round_trip(id in identifier()) {
        let s = id.to_string();
        prop_assert_eq!(Identifier::parse(&s), Ok(id));
        prop_assert_eq!(check_bytes(s.as_bytes()), Ok(id));
        prop_assert!(s.len() <= Identifier::MAX_LEN);
        prop_assert_eq!(Identifier::from_pin(id.pin(), id.is_derived()), id);
    }

    #[test]
    fn the_pin_part_is_pin(id in identifier()) {
        let s = id.to_string();
        let (pin, len) = sashite_pin::parse_prefix(s.as_bytes()).expect("a PIN prefix");
        prop_assert_eq!(pin, id.pin());
        prop_assert_eq!(len + usize::from(id.is_derived()), s.len());
        prop_assert_eq!(Identifier::parse(&pin.to_string()), Ok(id.underive()));
        prop_assert_eq!(Identifier::parse(&format!("{pin}'")), Ok(id.derive()));
    }

    #[test]
    fn pin_operations_keep_the_derivation_flag(id in identifier(), l in letter(), sd in side(), st in state(), t in any::<bool>()) {
        let pin = id.pin();
        let d = id.is_derived();
        let cases = [
            (id.flip(), pin.flip()),
            (id.enhance(), pin.enhance()),
            (id.unenhance(), pin.unenhance()),
            (id.diminish(), pin.diminish()),
            (id.undiminish(), pin.undiminish()),
            (id.normalize(), pin.normalize()),
            (id.mark_terminal(), pin.mark_terminal()),
            (id.unmark_terminal(), pin.unmark_terminal()),
            (id.with_letter(l), pin.with_letter(l)),
            (id.with_side(sd), pin.with_side(sd)),
            (id.with_state(st), pin.with_state(st)),
            (id.with_terminal(t), pin.with_terminal(t)),
        ];
        for (ours, expected) in cases {
            prop_assert_eq!(ours, Identifier::from_pin(expected, d));
        }
        prop_assert_eq!(id.letter(), pin.letter());
        prop_assert_eq!(id.side(), pin.side());
        prop_assert_eq!(id.state(), pin.state());
        prop_assert_eq!(id.to_char(), pin.to_char());
        prop_assert_eq!(id.prefix(), pin.prefix());
        prop_assert_eq!(id.is_normal(), pin.is_normal());
        prop_assert_eq!(id.is_enhanced(), pin.is_enhanced());
        prop_assert_eq!(id.is_diminished(), pin.is_diminished());
        prop_assert_eq!(id.is_first_player(), pin.is_first_player());
        prop_assert_eq!(id.is_second_player(), pin.is_second_player());
        prop_assert_eq!(id.is_terminal(), pin.is_terminal());
        prop_assert_eq!(format!("{}{}", pin.suffix(), if d { "'" } else { "" }), id.suffix());
    }

    #[test]
    fn style_operations(id in identifier(), other in identifier(), d in any::<bool>()) {
        prop_assert!(id.derive().is_derived());
        prop_assert!(id.derive().is_foreign());
        prop_assert!(id.underive().is_native());
        prop_assert_eq!(id.native(), id.underive());
        prop_assert_eq!(id.with_derived(d).is_derived(), d);
        prop_assert_eq!(id.derive().pin(), id.pin());
        prop_assert_eq!(id.is_native(), !id.is_derived());
        prop_assert_eq!(id.with_pin(other.pin()), Identifier::from_pin(other.pin(), id.is_derived()));
        prop_assert_eq!(id.same_style(&other), id.is_derived() == other.is_derived());
        prop_assert_eq!(id.same_letter(&other), id.pin().same_letter(&other.pin()));
        prop_assert_eq!(id.same_side(&other), id.pin().same_side(&other.pin()));
        prop_assert_eq!(id.same_state(&other), id.pin().same_state(&other.pin()));
        prop_assert_eq!(id.same_terminal(&other), id.pin().same_terminal(&other.pin()));
        prop_assert_eq!(id == other, id.pin() == other.pin() && id.same_style(&other));
        prop_assert_eq!(id.cmp(&other), (id.pin(), id.is_derived()).cmp(&(other.pin(), other.is_derived())));
    }
}

#[test]
fn chaining_examples_of_the_spec() {
    let id = |s| Identifier::parse(s).expect("valid");
    assert_eq!(id("P").flip().derive().enhance().to_string(), "+p'");
    let k = Identifier::new(Letter::K, Side::First, State::Normal, false, false);
    assert_eq!(
        k.flip()
            .derive()
            .enhance()
            .with_letter(Letter::Q)
            .to_string(),
        "+q'"
    );
    assert_eq!(
        id("q'")
            .flip()
            .with_letter(Letter::P)
            .underive()
            .to_string(),
        "P"
    );
    assert_eq!(
        id("+K^'")
            .with_pin(sashite_pin::parse("k").expect("PIN"))
            .to_string(),
        "k'"
    );
    assert_eq!(id("k'").flip().to_string(), "K'");
    assert_eq!(id("r'").enhance().to_string(), "+r'");
    assert!(id("K'").same_letter(&id("k")));
    assert!(!id("K").same_style(&id("K'")));
    assert!(id("K'").same_style(&id("q'")));
    assert_ne!(id("K"), id("K'"));
}
