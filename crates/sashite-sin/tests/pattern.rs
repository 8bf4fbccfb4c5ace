//! `PATTERN`, the specification's regular expression, agrees with the
//! table of examples, with the parser on every short string, and matches
//! every token of the closed domain.

/// The token bytes, their near misses, and bytes a regex handles apart (a
/// newline before the end, a multi-byte character).
const ALPHABET: [char; 13] = [
    '+', '-', '^', '\'', 'K', 'k', 'z', 'A', '1', ' ', '\n', 'é', '/',
];

#[test]
fn pattern_agrees_with_the_examples_the_parser_and_the_closed_domain() {
    let tokens = all_tokens();
    assert_eq!(tokens.len(), 52);
    sashite_testkit::check_pattern(
        sashite_sin::PATTERN,
        sashite_sin::is_valid,
        include_str!("data/sin.json"),
        (&ALPHABET, 3),
        &tokens,
    );
}

fn all_tokens() -> Vec<String> {
    use sashite_sin::{Identifier, Letter, Side};
    let mut tokens = Vec::new();
    for letter in Letter::ALL {
        for side in Side::ALL {
            tokens.push(Identifier::new(letter, side).to_string());
        }
    }
    tokens
}
