//! Edges of the owned board (`Placement`, its pieces) and of the tokenizer
//! that `cargo mutants` found unpinned, through the public API.

use sashite_feen::Position;

#[test]
fn the_pieces_iterator_knows_its_exact_length() {
    for (input, count) in [
        ("8 / C/c", 0),
        ("K^6k^ / C/c", 2),
        ("K99999999999999999999k/+p2 / C/c", 3),
    ] {
        let position = Position::parse(input).expect(input);
        let mut pieces = position.placement().pieces();
        assert_eq!(pieces.size_hint(), (count, Some(count)), "{input:?}");
        assert_eq!(pieces.len(), count, "{input:?}");
        if count > 0 {
            pieces.next();
            assert_eq!(pieces.len(), count - 1, "{input:?}");
        }
    }
}

#[test]
fn a_placement_debugs_its_pieces_with_their_squares() {
    let position = Position::parse("K^6k^ / C/c").expect("valid");
    let pieces: Vec<_> = position.placement().pieces().collect();
    let debug = format!("{:?}", position.placement());
    assert!(debug.contains(&format!("pieces: {pieces:?}")), "{debug}");
}
