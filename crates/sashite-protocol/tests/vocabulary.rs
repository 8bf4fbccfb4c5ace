//! The laws of the protocol types over their whole (closed) domains.

use sashite_protocol::{Letter, Side, State};

#[test]
fn every_ascii_byte_decodes_as_the_table_says() {
    for byte in 0..=u8::MAX {
        let expected = match byte {
            b'A'..=b'Z' => Some((byte, Side::First)),
            b'a'..=b'z' => Some((byte - 32, Side::Second)),
            _ => None,
        };
        let got = Letter::from_ascii_with_side(byte).map(|(l, s)| (l.to_ascii(), s));
        assert_eq!(got, expected, "byte {byte:#04x}");
        assert_eq!(Side::from_ascii_case(byte), expected.map(|(_, s)| s));
        assert_eq!(
            Letter::from_ascii(byte).map(Letter::to_ascii),
            expected.map(|(l, _)| l)
        );
    }
}

#[test]
fn letters_round_trip_through_case_and_index() {
    for (index, letter) in (0u8..).zip(Letter::ALL) {
        assert_eq!(letter.index(), index);
        assert_eq!(Letter::from_index(index), Some(letter));
        for side in Side::ALL {
            let byte = letter.to_ascii_cased(side);
            assert_eq!(Letter::from_ascii_with_side(byte), Some((letter, side)));
            assert_eq!(char::from(byte), letter.to_char_cased(side));
        }
    }
    assert_eq!(Letter::from_index(26), None);
}

#[test]
fn flip_is_an_involution() {
    for side in Side::ALL {
        assert_eq!(side.flip().flip(), side);
        assert_ne!(side.flip(), side);
        assert_eq!(side.is_first(), !side.is_second());
    }
}

#[test]
fn state_prefixes_round_trip() {
    for state in State::ALL {
        assert_eq!(
            state.prefix().as_bytes().first().copied(),
            state.prefix_byte()
        );
        if let Some(byte) = state.prefix_byte() {
            assert_eq!(State::from_prefix(byte), Some(state));
        }
    }
}

#[test]
fn display_pads() {
    assert_eq!(format!("[{:>7}]", Side::First), "[  first]");
    assert_eq!(format!("[{:-<10}]", State::Enhanced), "[enhanced--]");
    assert_eq!(format!("[{:^3}]", Letter::Q), "[ Q ]");
}

#[test]
fn orders_are_documented() {
    assert!(Side::First < Side::Second);
    assert!(State::Diminished < State::Normal && State::Normal < State::Enhanced);
    assert!(Letter::A < Letter::Z);
}

#[test]
fn letters_debug_as_themselves() {
    for letter in Letter::ALL {
        assert_eq!(format!("{letter:?}"), letter.to_char().to_string());
    }
    assert_eq!(format!("{:?}", Some(Letter::K)), "Some(K)");
    assert_eq!(format!("{:?}", (Letter::K, Side::Second)), "(K, Second)");
}

#[test]
fn inline_strings_compare_with_str_both_ways() {
    use sashite_protocol::InlineStr;

    let text = InlineStr::<4>::from_ascii(b"-k^'").expect("ASCII");
    let same: &str = "-k^'";
    let other = String::from("-k^");
    // Each direction is its own impl, so each is checked on its own.
    assert!(text == same);
    assert!(same == text);
    assert!(text == *same);
    assert!(*same == text);
    assert!(text != other.as_str());
    assert!(other.as_str() != text);
    assert!(*other != text);
    assert_eq!(same, text);
    assert_ne!("-k", text);
}
