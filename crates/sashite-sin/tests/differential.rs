//! Differential testing against the spec author's crate (sashite-sin 1.1):
//! same verdict and same canonical output on every short string over the
//! token alphabet and on random strings.

use proptest::prelude::*;

fn agree(input: &str) {
    let ours = sashite_sin::parse(input);
    let theirs = upstream_sin::Identifier::parse(input);
    assert_eq!(ours.is_ok(), theirs.is_ok(), "verdict for {input:?}");
    if let (Ok(ours), Ok(theirs)) = (ours, theirs) {
        assert_eq!(ours.to_string(), theirs.to_string(), "output for {input:?}");
    }
    assert_eq!(
        sashite_sin::is_valid(input),
        upstream_sin::Identifier::is_valid(input),
        "{input:?}"
    );
}

#[test]
fn all_short_strings_over_the_alphabet() {
    let alphabet = ['C', 'c', 'Z', '@', '[', '+', '\'', '1', ' ', '\n', 'é'];
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
    assert_eq!(count, (0..=4).map(|n| 11usize.pow(n)).sum::<usize>());
    for byte in 0..=127u8 {
        agree(&char::from(byte).to_string());
    }
}

proptest! {
    #[test]
    fn random_strings(input in any::<String>()) {
        agree(&input);
    }
}
