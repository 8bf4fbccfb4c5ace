//! The differential test: positions of random legal games played by
//! python-chess, python-shogi and Fairy-Stockfish (pyffish), written by
//! `tests/differential/generate.py`, each with the FEEN that library's own
//! state says it is. Every FEN must read as that FEEN, write back equal on
//! the fields FEEN carries (and byte for byte with its counters), and read
//! again as the same position.
//!
//! Ignored by `cargo test`: the positions come from Python libraries.
//! `.ci/fen-differential` installs them in a virtual environment, writes
//! the positions and runs this test with `SASHITE_FEN_DIFFERENTIAL` set to
//! the file.
#![allow(
    clippy::similar_names,
    reason = "FEN and FEEN are the two notations side by side"
)]

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::num::NonZeroU64;

use sashite_fen::sashite_feen::{self, Position, State};
use sashite_fen::{Game, Options};

/// One line of the generated file.
struct Case<'a> {
    game: Game,
    shredder: bool,
    fen: &'a str,
    feen: &'a str,
    fen_out: &'a str,
}

impl<'a> Case<'a> {
    fn parse(line: &'a str) -> Result<Self, String> {
        let fields: Vec<&str> = line.split('\t').collect();
        let [game, options, fen, feen, fen_out] = fields[..] else {
            return Err(format!(
                "expected 5 tab-separated fields, found {}",
                fields.len()
            ));
        };
        let game = game.parse().map_err(|err| format!("{err}"))?;
        let shredder = match options {
            "x" => false,
            "shredder" => true,
            other => return Err(format!("unknown options {other:?}")),
        };
        Ok(Self {
            game,
            shredder,
            fen,
            feen,
            fen_out,
        })
    }

    /// How many leading fields FEEN carries: board, side, and castling and
    /// en passant (`-` `-` for xiangqi and makruk) or the hands (SFEN).
    fn carried_fields(&self) -> usize {
        if self.game == Game::Shogi { 3 } else { 4 }
    }

    /// The options that write `fen_out` byte for byte: its counters and
    /// castling notation.
    fn options(&self) -> Result<Options, String> {
        let fields: Vec<&str> = self.fen_out.split(' ').collect();
        let field = |i: usize| {
            fields
                .get(i)
                .copied()
                .ok_or_else(|| format!("no counter {i} in {:?}", self.fen_out))
        };
        // The halfmove clock may be 0; the move number never is.
        let clock = |i: usize| -> Result<u64, String> {
            let text = field(i)?;
            text.parse()
                .map_err(|err| format!("counter {text:?}: {err}"))
        };
        let number = |i: usize| -> Result<NonZeroU64, String> {
            let text = field(i)?;
            text.parse()
                .map_err(|err| format!("move number {text:?}: {err}"))
        };
        let (halfmove, number) = match self.game {
            Game::Shogi => (0, number(3)?),
            _ => (clock(4)?, number(5)?),
        };
        Ok(Options::new()
            .with_counters(halfmove, number)
            .with_shredder(self.shredder))
    }

    fn check(&self) -> Result<Position, String> {
        let position = self
            .game
            .from_fen(self.fen)
            .map_err(|err| format!("from_fen: {err}"))?;
        let expected = sashite_feen::normalize(self.feen)
            .map_err(|err| format!("expected FEEN {:?}: {err}", self.feen))?;
        if position.to_string() != expected {
            return Err(format!(
                "from_fen gave {position}, the library's state is {expected}"
            ));
        }
        let options = Options::new().with_shredder(self.shredder);
        let written = self
            .game
            .to_fen_with(&position, &options)
            .map_err(|err| format!("to_fen: {err}"))?;
        let carried = self.carried_fields();
        if !written
            .split(' ')
            .take(carried)
            .eq(self.fen_out.split(' ').take(carried))
        {
            return Err(format!(
                "to_fen wrote {written:?}, expected {:?}",
                self.fen_out
            ));
        }
        let reread = self
            .game
            .from_fen(&written)
            .map_err(|err| format!("from_fen({written:?}): {err}"))?;
        if reread != position {
            return Err(format!("{written:?} reads as {reread}, not {position}"));
        }
        let exact = self
            .game
            .to_fen_with(&position, &self.options()?)
            .map_err(|err| format!("to_fen_with: {err}"))?;
        if exact != self.fen_out {
            return Err(format!(
                "to_fen_with its counters wrote {exact:?}, expected {:?}",
                self.fen_out
            ));
        }
        Ok(position)
    }
}

/// Counts of what the positions hold, so that a run shows what it covered.
#[derive(Default)]
struct Tally {
    positions: usize,
    states: BTreeMap<&'static str, usize>,
}

impl Tally {
    fn add(&mut self, case: &Case<'_>, position: &Position) {
        self.positions += 1;
        let mut seen = |what| *self.states.entry(what).or_default() += 1;
        if case.shredder {
            seen("Shredder-FEN");
        }
        if position.hand_piece_count() > 0 {
            seen("with hands");
        }
        let pieces: Vec<_> = position.placement().pieces().collect();
        if pieces
            .iter()
            .any(|(_, p)| p.is_terminal() && p.state() == State::Enhanced)
        {
            seen("castling right (+K^)");
        }
        if pieces.iter().any(|(_, p)| p.state() == State::Diminished) {
            seen("en passant (-P)");
        }
        if case.game == Game::Shogi && pieces.iter().any(|(_, p)| p.state() == State::Enhanced) {
            seen("promoted piece");
        }
    }
}

#[test]
#[ignore = "needs the positions of tests/differential/generate.py: run .ci/fen-differential"]
fn positions_of_python_chess_python_shogi_and_fairy_stockfish() {
    let path = std::env::var("SASHITE_FEN_DIFFERENTIAL")
        .expect("SASHITE_FEN_DIFFERENTIAL names the file of tests/differential/generate.py");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|err| panic!("{path}: {err}"));
    let mut tallies: BTreeMap<Game, Tally> = BTreeMap::new();
    let (mut failures, mut report) = (0usize, String::new());
    for (number, line) in text.lines().enumerate() {
        let result = Case::parse(line).and_then(|case| {
            let position = case.check()?;
            tallies.entry(case.game).or_default().add(&case, &position);
            Ok(())
        });
        if let Err(err) = result {
            failures += 1;
            if failures <= 20 {
                let _ = writeln!(report, "line {}: {line}\n    {err}", number + 1);
            }
        }
    }
    for (game, tally) in &tallies {
        println!("{game}: {} positions; {:?}", tally.positions, tally.states);
    }
    let total: usize = tallies.values().map(|t| t.positions).sum();
    assert!(
        failures == 0,
        "{failures} of {} positions failed:\n{report}",
        total + failures
    );
    assert!(
        Game::ALL
            .iter()
            .all(|game| tallies.get(game).is_some_and(|t| t.positions >= 1000)),
        "every game must be covered"
    );
    println!("{total} positions: every one reads as the library's state and writes back equal");
}
