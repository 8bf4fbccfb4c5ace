//! Conformance: each game's start position both ways, the FEEN
//! specification's examples (F6, F10, F11; F2 where the chess rule system
//! disagrees), the chess rule system's states, and every example of the
//! specification through every dialect (written and read back, or refused
//! as inexpressible). `tests/data/feen.json` is a copy of the
//! specification's vectors.

use std::num::NonZeroU64;

use sashite_fen::sashite_feen::{self, Position};
use sashite_fen::{Error, ErrorKind, Game, Options, chess, chess960, makruk, shogi, xiangqi};

/// The FEEN of a specification example, by id.
fn example(id: &str) -> String {
    let rows: Vec<serde_json::Value> =
        serde_json::from_str(include_str!("data/feen.json")).expect("the vectors are JSON");
    let row = rows
        .iter()
        .find(|row| row["id"] == id)
        .unwrap_or_else(|| panic!("no example {id}"));
    row["input"].as_str().expect("an input string").to_owned()
}

fn feen(text: &str) -> Position {
    sashite_feen::parse(text).unwrap_or_else(|err| panic!("{text}: {err}"))
}

/// Reads `fen` as `game`, checks the FEEN, and writes it back to `fen`.
fn both_ways(game: Game, fen: &str, expected: &str) {
    let position = game
        .from_fen(fen)
        .unwrap_or_else(|err| panic!("{game}: {fen}: {err}"));
    assert_eq!(position.to_string(), expected, "{game}: {fen}");
    assert_eq!(
        game.to_fen(&position).as_deref(),
        Ok(fen),
        "{game}: {expected}"
    );
    assert_eq!(
        game.to_fen(&feen(expected)).as_deref(),
        Ok(fen),
        "{game}: {expected}"
    );
}

const CHESS_START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
/// The chess rule system's start position.
const CHESS_START: &str =
    "+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c";
const SHOGI_START_SFEN: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
const XIANGQI_START_FEN: &str =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
const MAKRUK_START_FEN: &str = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1";

#[test]
fn chess_start_is_the_rule_systems() {
    both_ways(Game::Chess, CHESS_START_FEN, CHESS_START);
    // Chess960's position 518 is the standard start, in the same FEEN.
    both_ways(Game::Chess960, CHESS_START_FEN, CHESS_START);
}

#[test]
fn the_rule_system_wins_over_example_f2() {
    let f2 = example("F2");
    assert_eq!(
        f2,
        "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c"
    );
    assert_ne!(
        chess::from_fen(CHESS_START_FEN).map(|p| p.to_string()),
        Ok(f2.clone())
    );
    // Chess has no `-R`: F2's first token is refused, at its offset.
    let err = chess::to_fen(&feen(&f2)).unwrap_err();
    assert_eq!(err.offset(), 0);
    assert_eq!(
        err.to_string(),
        "chess FEN cannot express the state of the piece on a8 at FEEN byte 0"
    );
}

#[test]
fn shogi_start_is_example_f6() {
    let f6 = example("F6");
    both_ways(Game::Shogi, SHOGI_START_SFEN, &f6);
    // Fairy-Stockfish's form of the same position.
    let fairy = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w 0 1";
    assert_eq!(shogi::from_fen(fairy).map(|p| p.to_string()), Ok(f6));
}

#[test]
fn xiangqi_start_is_example_f10() {
    let f10 = example("F10");
    both_ways(Game::Xiangqi, XIANGQI_START_FEN, &f10);
    // WXF letters and `r` for red read the same.
    let wxf = "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r - - 0 1";
    assert_eq!(xiangqi::from_fen(wxf).map(|p| p.to_string()), Ok(f10));
}

#[test]
fn makruk_start_is_example_f11() {
    both_ways(Game::Makruk, MAKRUK_START_FEN, &example("F11"));
}

#[test]
fn chess_states_follow_the_rule_system() {
    // Castling rights: the king and each rook named; none left: `K^`.
    both_ways(
        Game::Chess,
        "r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1",
        "+r3+k^2r/8/8/8/8/8/8/R3+K^2+R / C/c",
    );
    both_ways(
        Game::Chess,
        "r3k2r/8/8/8/8/8/8/R3K2R b - - 0 1",
        "r3k^2r/8/8/8/8/8/8/R3K^2R / c/C",
    );
    // Unmoved pawns `+P`, moved ones `P`; the pawn that just advanced two squares `-P`.
    both_ways(
        Game::Chess,
        "4k3/pp6/2p5/3pP3/8/8/PPP5/4K3 w - d6 0 1",
        "4k^3/+p+p6/2p5/3-pP3/8/8/+P+P+P5/4K^3 / C/c",
    );
    // A pawn on the far rank (no legality check) is a plain pawn.
    both_ways(
        Game::Chess,
        "P3k3/8/8/8/8/8/8/4K2p b - - 0 1",
        "P3k^3/8/8/8/8/8/8/4K^2p / c/C",
    );
}

#[test]
fn chess960_castling_in_x_fen_and_shredder_fen() {
    let fen = "1r2k1r1/8/8/8/8/8/8/RR2K2R w KQg - 0 1";
    let expected = "1r2+k^1+r1/8/8/8/8/8/8/R+R2+K^2+R / C/c";
    // The queen's-side right names the inner rook (b1): X-FEN writes its file.
    let position = chess960::from_fen(fen).expect("valid X-FEN");
    assert_eq!(position.to_string(), expected.replace("/R+R2", "/+RR2"));
    let inner = feen(expected);
    assert_eq!(
        chess960::to_fen(&inner).as_deref(),
        Ok("1r2k1r1/8/8/8/8/8/8/RR2K2R w KBk - 0 1")
    );
    assert_eq!(
        chess960::from_fen("1r2k1r1/8/8/8/8/8/8/RR2K2R w KBk - 0 1"),
        Ok(inner.clone())
    );
    let shredder = Options::new().with_shredder(true);
    assert_eq!(
        chess960::to_fen_with(&inner, &shredder).as_deref(),
        Ok("1r2k1r1/8/8/8/8/8/8/RR2K2R w HBg - 0 1")
    );
    assert_eq!(
        chess960::from_fen("1r2k1r1/8/8/8/8/8/8/RR2K2R w HBg - 0 1"),
        Ok(inner)
    );
    // Standard chess reads Shredder-FEN too, and writes it on request.
    let start = chess::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1")
        .expect("Shredder-FEN");
    assert_eq!(start.to_string(), CHESS_START);
    assert_eq!(
        chess::to_fen_with(&start, &shredder).as_deref(),
        Ok("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1")
    );
}

#[test]
fn shogi_promotions_hands_and_sides() {
    both_ways(
        Game::Shogi,
        "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 1",
        "8l/1l+R2P3/p2pBG1pp/k^ps1p4/Nn1P2G2/P1P1P2PP/1PS6/1K^SG3+r1/LN2+p3L S/3pbgn s/S",
    );
    // Every droppable piece, counts, in USI order (sente's first).
    both_ways(
        Game::Shogi,
        "4k4/9/9/9/9/9/9/9/4K4 b RB2G3S4N5L9Pr2b3g4s5n6l9p 1",
        "4k^4/9/9/9/9/9/9/9/4K^4 9P5L4N3S2GBR/9p6l5n4s3g2br S/s",
    );
    // Hands read in any order, written in USI order.
    let position = shogi::from_fen("4k4/9/9/9/9/9/9/9/4K4 b pP2sR 1").expect("valid SFEN");
    assert_eq!(
        shogi::to_fen(&position).as_deref(),
        Ok("4k4/9/9/9/9/9/9/9/4K4 b RP2sp 1")
    );
    // Fairy-Stockfish's form: hands in brackets, one letter per piece, `w` for sente.
    let fairy =
        shogi::from_fen("4k4/9/9/9/9/9/9/9/4K4[PPrp] w - - 0 7").expect("Fairy-Stockfish FEN");
    assert_eq!(
        shogi::to_fen(&fairy).as_deref(),
        Ok("4k4/9/9/9/9/9/9/9/4K4 b 2Prp 1")
    );
}

#[test]
fn counters_are_dropped_and_written_as_asked() {
    let late = chess::from_fen("4k3/8/8/8/8/8/8/4K3 b - - 37 112").expect("valid FEN");
    assert_eq!(
        chess::from_fen("4k3/8/8/8/8/8/8/4K3 b - -"),
        Ok(late.clone())
    );
    assert_eq!(
        chess::from_fen("4k3/8/8/8/8/8/8/4K3 b - - 5"),
        Ok(late.clone())
    );
    assert_eq!(
        chess::to_fen(&late).as_deref(),
        Ok("4k3/8/8/8/8/8/8/4K3 b - - 0 1")
    );
    let options = Options::new().with_counters(37, NonZeroU64::new(112).expect("not 0"));
    assert_eq!(
        chess::to_fen_with(&late, &options).as_deref(),
        Ok("4k3/8/8/8/8/8/8/4K3 b - - 37 112")
    );
    let start = shogi::from_fen(SHOGI_START_SFEN).expect("valid SFEN");
    assert_eq!(
        shogi::to_fen_with(&start, &options).as_deref(),
        Ok(&*SHOGI_START_SFEN.replace(" 1", " 112"))
    );
    assert_eq!(
        shogi::from_fen("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b -"),
        Ok(start)
    );
    let makruk =
        makruk::from_fen("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w").expect("no counters");
    assert_eq!(
        makruk::to_fen_with(&makruk, &options).as_deref(),
        Ok(&*MAKRUK_START_FEN.replace("0 1", "37 112"))
    );
}

#[test]
fn games_by_name_and_detection() {
    for game in Game::ALL {
        assert_eq!(game.name().parse(), Ok(game));
        assert_eq!(game.to_string(), game.name());
    }
    assert!("Chess".parse::<Game>().is_err());
    assert_eq!(Game::detect(CHESS_START_FEN), Some(Game::Chess));
    assert_eq!(Game::detect(SHOGI_START_SFEN), Some(Game::Shogi));
    assert_eq!(Game::detect(XIANGQI_START_FEN), Some(Game::Xiangqi));
    assert_eq!(Game::detect(MAKRUK_START_FEN), Some(Game::Makruk));
    assert_eq!(
        Game::detect("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1"),
        Some(Game::Chess960)
    );
    assert_eq!(Game::detect(""), None);
}

/// Every valid example of the specification, through every dialect: it is
/// written, and reads back as itself, or refused as inexpressible with an
/// offset inside the FEEN string.
#[test]
fn every_specification_example_is_written_or_refused() {
    let rows: Vec<serde_json::Value> =
        serde_json::from_str(include_str!("data/feen.json")).expect("the vectors are JSON");
    let mut written = 0;
    for row in rows.iter().filter(|row| row["valid"] == true) {
        let text = row["input"].as_str().expect("an input string");
        let Ok(position) = sashite_feen::parse(text) else {
            continue;
        };
        for game in Game::ALL {
            match game.to_fen(&position) {
                Ok(fen) => {
                    assert_eq!(
                        game.from_fen(&fen).as_ref(),
                        Ok(&position),
                        "{game}: {text} as {fen}"
                    );
                    written += 1;
                }
                Err(err) => check_refusal(game, text, &err),
            }
        }
    }
    // F6, F10 and F11, and the start positions among the examples.
    assert!(written >= 3, "{written}");
}

fn check_refusal(game: Game, text: &str, err: &Error) {
    assert!(err.is_unexpressible(), "{game}: {text}: {err:?}");
    assert!(err.offset() < text.len(), "{game}: {text}: {err:?}");
    assert!(!matches!(err.kind(), ErrorKind::TooManyPieces));
}
