//! Instruction counts (callgrind, through gungraun) of the FEN family both
//! ways on the chess and shogi start positions: `from_fen` (FEN to a FEEN
//! `Position`) and `to_fen` (back), with shakmaty's chess `Fen` parse and
//! display beside them.
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
use sashite_fen::{Error, Game, Position};
use shakmaty::fen::{Fen, ParseFenError};

const CHESS_START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const SHOGI_START: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

fn game(name: &str) -> Game {
    name.parse().expect("a game")
}

fn start(game: Game) -> &'static str {
    match game {
        Game::Shogi => SHOGI_START,
        _ => CHESS_START,
    }
}

/// The game and its start FEN.
fn fen(name: &str) -> (Game, &'static str) {
    let game = game(name);
    (game, start(game))
}

/// The game and its start position, parsed and leaked.
fn position(name: &str) -> (Game, &'static Position) {
    let game = game(name);
    let position = game.from_fen(start(game)).expect("valid");
    (game, Box::leak(Box::new(position)))
}

fn shakmaty_fen(_: &str) -> &'static Fen {
    Box::leak(Box::new(
        Fen::from_ascii(CHESS_START.as_bytes()).expect("valid"),
    ))
}

#[library_benchmark(setup = fen)]
#[benches::start("chess", "shogi")]
fn from_fen((game, fen): (Game, &'static str)) -> Result<Position, Error> {
    game.from_fen(fen)
}

#[library_benchmark(setup = position)]
#[benches::start("chess", "shogi")]
fn to_fen((game, position): (Game, &'static Position)) -> Result<String, Error> {
    game.to_fen(position)
}

#[library_benchmark]
#[bench::chess(CHESS_START)]
fn from_fen_shakmaty(fen: &'static str) -> Result<Fen, ParseFenError> {
    Fen::from_ascii(fen.as_bytes())
}

#[library_benchmark(setup = shakmaty_fen)]
#[bench::chess("chess")]
fn to_fen_shakmaty(fen: &'static Fen) -> String {
    fen.to_string()
}

library_benchmark_group!(
    name = fen;
    benchmarks = from_fen, to_fen, from_fen_shakmaty, to_fen_shakmaty
);

main!(library_benchmark_groups = fen);
