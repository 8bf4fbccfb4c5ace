//! `Game::detect`, branch by branch: the letters one game uses decide
//! first, then the number of ranks, then which chess reads the FEN.

use sashite_fen::Game;

const CASES: &[(&str, Option<Game>)] = &[
    // Xiangqi: its letters, its side `r`, or ten ranks.
    (
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        Some(Game::Xiangqi),
    ),
    ("4k4/9/9/9/9/9/9/9/9/4K4 r - - 0 1", Some(Game::Xiangqi)),
    ("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1", Some(Game::Xiangqi)),
    ("3k4/8/8/8/8/8/8/3HK3 w - - 0 1", Some(Game::Xiangqi)),
    // Shogi: its letters (`l`, `g`, `+`), or nine ranks without a queen.
    (
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        Some(Game::Shogi),
    ),
    ("4k4/9/9/9/9/9/9/9/3+PK4 b - 1", Some(Game::Shogi)),
    ("4k4/9/9/9/9/9/9/9/4K4 b - 1", Some(Game::Shogi)),
    // A silver on nine ranks is shogi's, not makruk's.
    ("4k4/9/9/9/9/9/9/9/3SK4 b - 1", Some(Game::Shogi)),
    // Makruk: its `m`, or an `s` on eight ranks.
    (
        "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
        Some(Game::Makruk),
    ),
    ("4k3/8/8/8/8/8/8/3SK3 w - - 0 1", Some(Game::Makruk)),
    // Chess: eight ranks, or a queen on any other number.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        Some(Game::Chess),
    ),
    ("4k3/8/8/8/8/8/8/4K3 w - - 0 1", Some(Game::Chess)),
    ("q7/8/8/8/8/8/8 w - - 0 1", Some(Game::Chess)),
    ("4k4/9/9/9/9/9/9/9/3QK4 b - 1", Some(Game::Chess)),
    // Chess960: castling chess cannot read.
    (
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1",
        Some(Game::Chess960),
    ),
    // None: another number of ranks without a queen, another side, too
    // few fields, FEEN.
    ("8/8/8/8/8/8/8 w - - 0 1", None),
    ("8/8/8/8/8/8/8/8 x - - 0 1", None),
    ("8/8/8/8/8/8/8/8 w", None),
    ("8/8/8/8/8/8/8/8 / C/c", None),
    ("", None),
];

#[test]
fn every_branch_names_its_game() {
    for &(fen, game) in CASES {
        assert_eq!(Game::detect(fen), game, "{fen}");
    }
}
