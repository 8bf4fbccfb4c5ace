//! An en-passant square names the pawn that just advanced past it: the
//! mover's pawn on the square beyond, with the square crossed and the one
//! it left both empty. Anything else is refused at the field, never read
//! as a passed pawn (`cargo mutants` found these refusals unpinned).

use sashite_fen::chess;

/// Refuses `fen` with `en_passant_without_pawn`, at the en-passant field.
fn refused(fen: &str) {
    let err = chess::from_fen(fen).expect_err(fen);
    assert_eq!(err.kind().code(), "en_passant_without_pawn", "{fen}");
    let field = fen.find(" e6 ").expect("an e6 field") + 1;
    assert_eq!(err.offset(), field, "{fen}");
}

#[test]
fn the_pawn_that_just_advanced_is_read() {
    let fen = "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1";
    let position = chess::from_fen(fen).expect("black's pawn just left e7");
    assert_eq!(chess::to_fen(&position).expect("expressible"), fen);
}

#[test]
fn another_piece_beyond_the_square_is_refused() {
    // A knight of the mover.
    refused("rnbqkb1r/pppppppp/8/4n3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1");
    // A pawn of the other side.
    refused("rnbqkbnr/pppp1ppp/8/4P3/8/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 1");
}

#[test]
fn a_pawn_whose_path_is_not_empty_is_refused() {
    // The square crossed is taken.
    refused("rnbqkb1r/pppp1ppp/4n3/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1");
    // The square it left is taken.
    refused("rnbqkbnr/pppppppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1");
}
