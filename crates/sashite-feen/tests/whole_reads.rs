//! Every reader of validated text reads the whole position: the squares,
//! the runs, the pieces and the hands add up to what the scan counted, and
//! `normalize` keeps the placement and the styles around repaired hands.
//! (A broken invariant inside the crate panics; it never returns a short
//! answer.)

use sashite_feen::{Position, Run, Side, View};

const INPUTS: &[&str] = &[
    "8 / C/c",
    "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c",
    "lnsgk^gsnl/1r5b1/pppp1pppp/9/9/9/PPPP1PPPP/1B5R1/LNSGK^GSNL 12P3B2pK^+P/p S/s",
    "K^1/2//1+p/2 / C/c",
    "a/b//c/d///e/f//g/h / C/c",
    "rkr/pp//2P1/a P/q C/c",
    "99999999999999999999K / C/c",
    "18446744073709551615K18446744073709551615 / C/c",
];

#[test]
fn the_squares_runs_and_hands_of_a_view_add_up_to_its_counts() {
    for input in INPUTS {
        let view = View::parse(input).expect("valid");
        let squares: u128 = view
            .runs()
            .map(|run| match run {
                Run::Piece(_) => 1,
                Run::Empty(n) => n,
                Run::Separator(_) => 0,
            })
            .sum();
        assert_eq!(squares, view.square_count(), "{input}");
        let placed = view
            .runs()
            .filter(|run| matches!(run, Run::Piece(_)))
            .count();
        assert_eq!(placed, view.board_pieces().count(), "{input}");
        let position = Position::from_view(&view);
        assert_eq!(position.board_piece_count(), placed as u128, "{input}");
        for side in [Side::First, Side::Second] {
            let held: u128 = view.hand(side).map(|item| item.count()).sum();
            assert_eq!(held, position.hands().count(side), "{input}");
        }
        assert_eq!(position.to_string(), *input);
        if view.square_count() <= 1 << 16 {
            assert_eq!(
                view.squares().count() as u128,
                view.square_count(),
                "{input}"
            );
        }
    }
}

#[test]
fn normalize_keeps_the_placement_and_styles_around_repaired_hands() {
    for (input, canonical) in [
        ("8/8 1PP2P/p W/w", "8/8 4P/p W/w"),
        ("K^7 QP/pp2p C/c", "K^7 PQ/4p C/c"),
        ("rkr/pp//2P1/a BPB/ C/c", "rkr/pp//2P1/a 2BP/ C/c"),
    ] {
        assert_eq!(
            sashite_feen::normalize(input).as_deref(),
            Ok(canonical),
            "{input}"
        );
    }
}
