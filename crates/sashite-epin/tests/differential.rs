//! Differential test against the spec author's sashite-epin 1.1: the same
//! inputs are accepted, with the same attributes and the same spelling.

use proptest::prelude::*;
use sashite_epin::Identifier;

fn compare(input: &str) {
    let ours = Identifier::parse(input);
    let theirs = upstream_epin::Identifier::parse(input);
    assert_eq!(
        ours.is_ok(),
        theirs.is_ok(),
        "{input:?}: {ours:?} vs {theirs:?}"
    );
    assert_eq!(
        Identifier::is_valid(input),
        upstream_epin::Identifier::is_valid(input),
        "{input:?}"
    );
    if let (Ok(ours), Ok(theirs)) = (ours, theirs) {
        assert_eq!(ours.to_string(), theirs.to_string(), "{input:?}");
        assert_eq!(
            ours.pin().to_string(),
            theirs.pin().to_string(),
            "{input:?}"
        );
        assert_eq!(ours.is_derived(), theirs.is_derived(), "{input:?}");
        assert_eq!(ours.is_terminal(), theirs.is_terminal(), "{input:?}");
        assert_eq!(
            ours.letter().to_char(),
            theirs.letter().as_char().to_ascii_uppercase(),
            "{input:?}"
        );
        assert_eq!(ours.is_first_player(), theirs.is_first(), "{input:?}");
    }
}

#[test]
fn all_short_strings_over_the_alphabet() {
    let alphabet = [
        "+", "-", "^", "'", "K", "k", "z", "1", " ", "\n", "`", "\u{2019}",
    ];
    let mut current = vec![String::new()];
    let mut seen = 0;
    for _ in 0..=5 {
        let mut next = Vec::new();
        for s in &current {
            compare(s);
            seen += 1;
            for a in alphabet {
                next.push(format!("{s}{a}"));
            }
        }
        current = next;
    }
    assert_eq!(seen, (0..=5).map(|n| 12_usize.pow(n)).sum::<usize>());
}

#[test]
fn all_624_tokens() {
    for letter in ('A'..='Z').chain('a'..='z') {
        for prefix in ["", "+", "-"] {
            for suffix in ["", "^", "'", "^'"] {
                compare(&format!("{prefix}{letter}{suffix}"));
            }
        }
    }
}

proptest! {
    #[test]
    fn arbitrary_strings(s in "\\PC{0,8}") {
        compare(&s);
    }

    #[test]
    fn near_tokens(s in "[+\\-]?[A-Za-z]?\\^?'?[+\\-^'Kk ]{0,2}") {
        compare(&s);
    }
}
