//! Differential testing against the spec author's crate (sashite-pin 1.1):
//! same verdict and same canonical output on every short string over the
//! token alphabet and on random strings.

use proptest::prelude::*;

fn agree(input: &str) {
    let ours = sashite_pin::parse(input);
    let theirs = upstream_pin::Identifier::parse(input);
    assert_eq!(ours.is_ok(), theirs.is_ok(), "verdict for {input:?}");
    if let (Ok(ours), Ok(theirs)) = (ours, theirs) {
        assert_eq!(ours.to_string(), theirs.to_string(), "output for {input:?}");
        assert_eq!(ours.is_terminal(), theirs.is_terminal(), "{input:?}");
        assert_eq!(
            ours.letter().to_char(),
            theirs.letter().as_char(),
            "{input:?}"
        );
    }
    assert_eq!(
        sashite_pin::is_valid(input),
        upstream_pin::Identifier::is_valid(input),
        "{input:?}"
    );
}

#[test]
fn all_short_strings_over_the_alphabet() {
    let alphabet = ['+', '-', '^', '\'', 'K', 'k', 'a', 'Z', '1', ' ', '\n', 'é'];
    let mut count = 0;
    let mut stack = vec![String::new()];
    while let Some(input) = stack.pop() {
        agree(&input);
        count += 1;
        if input.chars().count() < 4 {
            for c in alphabet {
                let mut next = input.clone();
                next.push(c);
                stack.push(next);
            }
        }
    }
    assert_eq!(count, (0..=4).map(|n| 12usize.pow(n)).sum::<usize>());
}

proptest! {
    #[test]
    fn random_strings(input in any::<String>()) {
        agree(&input);
    }

    #[test]
    fn random_near_tokens(input in "[-+^'Kkz1 ]{0,4}") {
        agree(&input);
    }
}
