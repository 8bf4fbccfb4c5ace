//! Every reader of pieces agrees with `sashite_epin::parse`: the board's
//! table, the hands, `View`, `Position`, the lenient reader and the
//! writer. Candidates are every sign, letter and run of up to three
//! marker-like bytes, so a marker EPIN adds is tried here too.

use sashite_feen::{Lenient, Position, Run, Side, View};

/// `[+-]?` letter, then up to three bytes of punctuation.
fn candidates() -> Vec<String> {
    const PUNCTUATION: &[u8] = b"^'!*~.#_";
    let mut suffixes = vec![String::new()];
    for _ in 0..3 {
        let longer: Vec<String> = suffixes
            .iter()
            .filter(|s| s.len() == suffixes.last().map_or(0, String::len))
            .flat_map(|s| {
                PUNCTUATION
                    .iter()
                    .map(move |&b| format!("{s}{}", char::from(b)))
            })
            .collect();
        suffixes.extend(longer);
    }
    let mut out = Vec::new();
    for sign in ["", "+", "-"] {
        for letter in ('A'..='Z').chain('a'..='z') {
            for suffix in &suffixes {
                out.push(format!("{sign}{letter}{suffix}"));
            }
        }
    }
    out
}

#[test]
fn every_reader_of_pieces_agrees_with_epin() {
    let mut accepted = 0;
    for token in candidates() {
        let board = format!("1{token}/{token}1 / C/c");
        let hands = format!("3 2{token}/{token} C/c");
        let Ok(piece) = sashite_epin::parse(&token) else {
            assert!(!sashite_feen::is_valid(&board), "{board}");
            assert!(View::parse(&board).is_err(), "{board}");
            assert!(View::parse(&hands).is_err(), "{hands}");
            continue;
        };
        accepted += 1;
        // The board: table, tokens, squares, spans, Position, writer.
        assert!(sashite_feen::is_valid(&board), "{board}");
        let view = View::parse(&board).expect("valid");
        assert_eq!(
            view.runs().filter(|run| *run == Run::Piece(piece)).count(),
            2,
            "{board}"
        );
        let squares: Vec<_> = view.squares().collect();
        assert_eq!(squares, [None, Some(piece), Some(piece), None], "{board}");
        for placed in view.board_pieces() {
            assert_eq!(&view.as_str()[placed.span()], token, "{board}");
        }
        let position = Position::parse(&board).expect("valid");
        assert_eq!(position.get(1), Some(Some(piece)), "{board}");
        assert_eq!(position.to_string(), board);
        // The hands: strict, owned, lenient.
        let view = View::parse(&hands).expect("valid");
        let first: Vec<_> = view
            .hand(Side::First)
            .map(|i| (i.piece(), i.count()))
            .collect();
        assert_eq!(first, [(piece, 2)], "{hands}");
        let position = Position::parse(&hands).expect("valid");
        assert_eq!(position.hand(Side::Second)[0].piece(), piece);
        assert_eq!(position.to_string(), hands);
        let repeated = format!("3 {token}{token}/{token} C/c");
        assert_eq!(
            Lenient::DEFAULT.normalize(&repeated).as_deref(),
            Ok(hands.as_str())
        );
    }
    assert_eq!(accepted, sashite_epin::Identifier::KEYS);
}
