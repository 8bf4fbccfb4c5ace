//! Instruction counts (callgrind, through gungraun) of the FEN family both
//! ways on the chess and shogi start positions and a chess middlegame
//! (`from_fen` on the xiangqi and makruk start positions too):
//! `from_fen` (FEN to a FEEN `Position`) and `to_fen` (back), with
//! shakmaty's chess `Fen` parse and display beside them; and FEEN's
//! `Position::from_squares` and `Position::from_keys`, which build the
//! position of a board array as the bridge does, on the chess and xiangqi
//! start boards.
//!
//! Inputs and parsed values are made outside the measurement and leaked;
//! a returned value is dropped outside it too.
//!
//! Run (in benches/, needs valgrind and the runner of the same version:
//! `cargo install --locked gungraun-runner --version 0.20.0`):
//! `cargo bench --bench instructions_fen`.

// gungraun's macros write paths in full and wrap each benchmark in an
// undocumented module.
#![allow(unused_qualifications, missing_docs)]

use gungraun::{library_benchmark, library_benchmark_group, main};
use sashite_fen::sashite_feen::EncodeError;
use sashite_fen::sashite_feen::sashite_epin::{Identifier, Key};
use sashite_fen::sashite_feen::sashite_sin::Identifier as Style;
use sashite_fen::{Error, Game, Position};
use shakmaty::fen::{Fen, ParseFenError};

const CHESS_START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
/// A queen's gambit declined after 8…O-O: castled and uncastled kings, a
/// rook that lost its right, gaps of every width.
const CHESS_MIDDLEGAME: &str = "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R2QK2R w KQ - 2 9";
const SHOGI_START: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
const XIANGQI_START: &str = "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r";
const MAKRUK_START: &str = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1";

/// The game of a bench name (`chess`, `chess-middlegame`, `shogi`) and its
/// FEN.
fn fen(name: &str) -> (Game, &'static str) {
    match name {
        "chess" => (Game::Chess, CHESS_START),
        "chess-middlegame" => (Game::Chess, CHESS_MIDDLEGAME),
        "shogi" => (Game::Shogi, SHOGI_START),
        "xiangqi" => (Game::Xiangqi, XIANGQI_START),
        "makruk" => (Game::Makruk, MAKRUK_START),
        _ => panic!("no bench named {name}"),
    }
}

/// The game and position of a bench name, parsed and leaked.
fn position(name: &str) -> (Game, &'static Position) {
    let (game, fen) = fen(name);
    let position = game.from_fen(fen).expect("valid");
    (game, Box::leak(Box::new(position)))
}

fn shakmaty_fen(fen: &'static str) -> &'static Fen {
    Box::leak(Box::new(Fen::from_ascii(fen.as_bytes()).expect("valid")))
}

#[library_benchmark(setup = fen)]
#[benches::position("chess", "chess-middlegame", "shogi", "xiangqi", "makruk")]
fn from_fen((game, fen): (Game, &'static str)) -> Result<Position, Error> {
    game.from_fen(fen)
}

#[library_benchmark(setup = position)]
#[benches::position("chess", "chess-middlegame", "shogi")]
fn to_fen((game, position): (Game, &'static Position)) -> Result<String, Error> {
    game.to_fen(position)
}

#[library_benchmark]
#[benches::position(CHESS_START, CHESS_MIDDLEGAME)]
fn from_fen_shakmaty(fen: &'static str) -> Result<Fen, ParseFenError> {
    Fen::from_ascii(fen.as_bytes())
}

#[library_benchmark(setup = shakmaty_fen)]
#[benches::position(CHESS_START, CHESS_MIDDLEGAME)]
fn to_fen_shakmaty(fen: &'static Fen) -> String {
    fen.to_string()
}

/// A board of a bench name (`chess`, `xiangqi`), square by square, with
/// its shape and styles: what the bridge hands to FEEN.
struct Board<S: 'static> {
    shape: [u128; 2],
    squares: &'static [S],
    styles: (Style, Style),
}

/// The board of a bench name's start position, its squares as `square`
/// makes them, leaked.
fn board<S>(name: &str, square: fn(Option<Identifier>) -> S) -> Board<S> {
    let (_, position) = position(name);
    let squares: Vec<S> = position.squares().map(|(_, piece)| square(piece)).collect();
    let shape = position.shape().expect("a regular board");
    let styles = position.styles();
    Board {
        shape: [shape[0], shape[1]],
        squares: squares.leak(),
        styles: (styles.active(), styles.inactive()),
    }
}

fn identifiers(name: &str) -> Board<Option<Identifier>> {
    board(name, |piece| piece)
}

fn keys(name: &str) -> Board<Option<Key>> {
    board(name, |piece| piece.map(Key::of))
}

#[library_benchmark(setup = identifiers)]
#[benches::position("chess", "xiangqi")]
fn from_squares(board: Board<Option<Identifier>>) -> Result<Position, EncodeError> {
    let (active, inactive) = board.styles;
    Position::from_squares(&board.shape, board.squares, active, inactive)
}

#[library_benchmark(setup = keys)]
#[benches::position("chess", "xiangqi")]
fn from_keys(board: Board<Option<Key>>) -> Result<Position, EncodeError> {
    let (active, inactive) = board.styles;
    Position::from_keys(&board.shape, board.squares, active, inactive)
}

library_benchmark_group!(
    name = fen;
    benchmarks = from_fen, to_fen, from_fen_shakmaty, to_fen_shakmaty
);

library_benchmark_group!(
    name = board;
    benchmarks = from_squares, from_keys
);

main!(library_benchmark_groups = fen, board);
