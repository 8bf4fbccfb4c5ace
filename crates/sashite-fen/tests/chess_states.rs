//! Chess FEN writes a state only where FEN implies it: a castling king or
//! rook on its back rank, a pawn that has not moved on its starting rank.
//! Anywhere else the piece is refused, at its offset in the FEEN string.

use sashite_fen::{ErrorKind, chess};

fn refusal(feen: &str) -> (ErrorKind, usize) {
    let position = sashite_feen::parse(feen).expect("FEEN");
    let err = chess::to_fen(&position).expect_err(feen);
    (err.kind(), err.offset())
}

#[test]
fn states_off_their_rank_are_refused() {
    // Each with the code and offset of its refusal: the piece's first byte.
    let cases = [
        // A king that may castle, off its back rank.
        ("k^7/8/8/8/4+K^3/8/8/8 / C/c", "castling_state", 11),
        // A rook a castling right names, off its back rank.
        ("k^7/8/8/8/4+R3/8/8/4K^3 / C/c", "castling_state", 11),
        // A pawn that has not moved, off its starting rank.
        ("k^7/8/8/8/4+P3/8/8/4K^3 / C/c", "pawn_state", 11),
        // A pawn on its starting rank that has moved.
        ("k^7/8/8/8/8/8/4P3/4K^3 / C/c", "pawn_state", 15),
    ];
    for (feen, code, offset) in cases {
        let (kind, at) = refusal(feen);
        assert_eq!((kind.code(), at), (code, offset), "{feen}");
    }
}

#[test]
fn states_on_their_rank_are_written() {
    let fen =
        chess::to_fen(&sashite_feen::parse("k^7/8/8/8/8/8/4+P3/+R3+K^3 / C/c").expect("FEEN"))
            .expect("expressible");
    assert_eq!(fen, "k7/8/8/8/8/8/4P3/R3K3 w Q - 0 1");
}

#[test]
fn a_rook_off_the_back_rank_does_not_stand_between_king_and_rook() {
    // A rook on g4 is on the g-file, not between e1 and h1: X-FEN's `K`.
    let position = sashite_feen::parse("k^7/8/8/8/6R1/8/8/4+K^2+R / C/c").expect("FEEN");
    assert_eq!(
        chess::to_fen(&position).expect("expressible"),
        "k7/8/8/8/6R1/8/8/4K2R w K - 0 1"
    );
}
