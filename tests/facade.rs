//! The facade re-exports every notation and one shared vocabulary.

use sashite::prelude::*;

#[test]
fn sides_compare_across_notations() {
    let piece = sashite::pin::parse("k^").expect("valid PIN");
    let style = sashite::sin::parse("c").expect("valid SIN");
    assert_eq!(piece.side(), style.side());
    assert_eq!(piece.side(), Side::Second);
    assert!(piece.same_letter(&PinIdentifier::new(
        Letter::K,
        Side::First,
        State::Normal,
        false
    )));
    assert_eq!(SinIdentifier::new(Letter::C, Side::Second), style);
}

#[test]
#[allow(unused_qualifications)] // the point is that these paths name one type
fn facade_types_are_the_crate_types() {
    let side: sashite::pin::Side = sashite::sin::Side::First;
    let letter: sashite::Letter = sashite::pin::Letter::K;
    assert_eq!((side, letter), (Side::First, Letter::K));
}

#[test]
fn the_fen_bridge_gives_feen_positions() {
    let position: Position = sashite::fen::Game::Makruk
        .from_fen("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1")
        .expect("valid makruk FEN");
    assert_eq!(position.active_side(), Side::First);
    assert_eq!(
        position.to_string(),
        "rnsmk^snr/8/pppppppp/8/8/PPPPPPPP/8/RNSK^MSNR / M/m"
    );
}
