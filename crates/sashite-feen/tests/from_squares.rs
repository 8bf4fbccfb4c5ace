//! `Position::from_squares` builds what the reader reads from the FEEN
//! string of the same squares, on boards gathered on the stack (up to 128
//! squares), just past them, and far larger; pieces of every key included.
//! `Position::from_keys` builds the same from the squares' keys.

use proptest::prelude::*;
use sashite_feen::Position;
use sashite_feen::sashite_epin::{Identifier, Key};
use sashite_feen::sashite_sin::Identifier as Style;

fn styles() -> (Style, Style) {
    ("C".parse().expect("SIN"), "c".parse().expect("SIN"))
}

/// The FEEN placement of one rank of `squares`: each piece's token, each
/// run of empty squares as its count.
fn rank(squares: &[Option<Identifier>]) -> String {
    let mut text = String::new();
    let mut empty = 0;
    for square in squares {
        match square {
            Some(piece) => {
                if empty > 0 {
                    text.push_str(&empty.to_string());
                    empty = 0;
                }
                text.push_str(&piece.to_string());
            }
            None => empty += 1,
        }
    }
    if empty > 0 {
        text.push_str(&empty.to_string());
    }
    text
}

/// `from_squares` on the one-rank board of `squares`, against the reader.
fn check_line(squares: &[Option<Identifier>]) {
    let (active, inactive) = styles();
    let shape = [squares.len() as u128];
    let built = Position::from_squares(&shape, squares, active, inactive).expect("buildable");
    let read = Position::parse(&format!("{} / C/c", rank(squares))).expect("FEEN");
    assert_eq!(built, read);
    assert_eq!(built.to_string(), read.to_string());
    let back: Vec<_> = built.squares().map(|(_, square)| square).collect();
    assert_eq!(back, squares);
    let keys: Vec<_> = squares.iter().map(|square| square.map(Key::of)).collect();
    let from_keys = Position::from_keys(&shape, &keys, active, inactive).expect("buildable");
    assert_eq!(from_keys, built);
}

fn any_piece() -> impl Strategy<Value = Identifier> {
    prop::sample::select(Identifier::all().collect::<Vec<_>>())
}

proptest! {
    #[test]
    fn squares_build_what_their_string_reads(
        squares in prop::collection::vec(prop::option::of(any_piece()), 1..300),
    ) {
        check_line(&squares);
    }
}

#[test]
fn boards_around_the_stack_gathered_size_read_back() {
    let king: Identifier = "+K^'".parse().expect("EPIN");
    let rival: Identifier = "-k".parse().expect("EPIN");
    for len in [1, 2, 64, 127, 128, 129, 130, 1_000] {
        let full: Vec<_> = (0..len)
            .map(|i| Some(if i % 2 == 0 { king } else { rival }))
            .collect();
        check_line(&full);
        let mut ends = vec![None; len];
        ends[0] = Some(king);
        ends[len - 1] = Some(rival);
        check_line(&ends);
        check_line(&vec![None; len]);
    }
}

#[test]
fn every_key_is_packed_as_the_reader_packs_it() {
    let pieces: Vec<_> = Identifier::all().map(Some).collect();
    check_line(&pieces);
    check_line(&pieces[..128]);
}

#[test]
fn a_plane_keeps_its_shape() {
    let (active, inactive) = styles();
    let king: Identifier = "K^".parse().expect("EPIN");
    let mut squares = vec![None; 90];
    squares[4] = Some(king);
    squares[89] = Some(king.flip());
    let built = Position::from_squares(&[10, 9], &squares, active, inactive).expect("valid");
    assert_eq!(built.to_string(), "4K^4/9/9/9/9/9/9/9/9/8k^ / C/c",);
}
