//! The command line, as clap reads it (also the source of the completions
//! and the man page).

use std::ffi::OsString;
use std::path::PathBuf;

use clap::builder::PossibleValue;
use clap::{Args as ClapArgs, Parser, Subcommand, ValueEnum};
use sashite::fen::Game;

/// Where inputs come from and which short options there are (they are
/// also PIN and PNN tokens), shown under the `--help` of every batch.
macro_rules! inputs_help {
    () => {
        "\
Inputs: each INPUT argument is one input; `-` reads stdin there, one input
per line; -f/--file FILE reads one input per line from FILE. With no INPUT
and no --file, stdin is read (typing in a terminal: end with Ctrl-D).

Short options: -q (--quiet), -f FILE (--file), -h (--help), and -V
(--version) before a subcommand. `-q`, `-f…` and `-h` are also PIN and
PNN tokens, so an input that starts with `-` comes after `--`:
`sashite pin validate -- -q`, `sashite pnn inspect -- -falcon` (without
`--`, `-falcon` reads the file `alcon`)."
    };
}

/// Inputs, short options and exit statuses, under every `--help`.
const AFTER_HELP: &str = concat!(
    inputs_help!(),
    "

Exit status: 0 when every input is valid, 1 when any is invalid, 2 for a
usage or I/O error (the other inputs are still read)."
);

/// Inputs, what becomes of the counters, and exit statuses, under
/// `feen from-fen --help`.
const FROM_FEN_AFTER_HELP: &str = concat!(
    inputs_help!(),
    "

Each input is one whole FEN (quote it: it holds spaces). The move counters
have no place in FEEN: they are checked, then dropped.

Exit status: 0 when every input converts, 1 when any does not, 2 for a
usage or I/O error (the other inputs are still read)."
);

/// Inputs and exit statuses, under `feen to-fen --help`.
const TO_FEN_AFTER_HELP: &str = concat!(
    inputs_help!(),
    "

Each input is one FEEN position (quote it: it holds spaces).

Exit status: 0 when every input converts, 1 when any does not (not FEEN, or
not expressible in the game's FEN), 2 for a usage or I/O error (the other
inputs are still read)."
);

/// Inspect, validate, normalize and draw the Sashité notations for abstract
/// strategy board games (PIN, EPIN, SIN, SNN, PNN, FEEN).
#[derive(Debug, Parser)]
#[command(name = "sashite", version, about, long_about = None, after_help = AFTER_HELP)]
pub(crate) struct Args {
    #[command(flatten)]
    pub(crate) color: colorchoice_clap::Color,
    #[command(subcommand)]
    pub(crate) command: Command,
}

/// One subcommand per notation, plus the shell helpers.
#[derive(Debug, Subcommand)]
pub(crate) enum Command {
    /// PIN, Piece Identifier Notation (`+K^`).
    Pin {
        #[command(subcommand)]
        action: TokenAction,
    },
    /// EPIN, Extended Piece Identifier Notation (`+K^'`).
    Epin {
        #[command(subcommand)]
        action: TokenAction,
    },
    /// SIN, Style Identifier Notation (`C` / `c`).
    Sin {
        #[command(subcommand)]
        action: TokenAction,
    },
    /// SNN, Style Name Notation (`CHESS` / `chess`).
    Snn {
        #[command(subcommand)]
        action: TokenAction,
    },
    /// PNN, Piece Name Notation (`+ROOK^` / `-pawn`).
    Pnn {
        #[command(subcommand)]
        action: TokenAction,
    },
    /// FEEN, Field Expression Encoding Notation (a whole position).
    Feen {
        #[command(subcommand)]
        action: FeenAction,
    },
    /// Print a shell completion script (`sashite completions bash >
    /// ~/.local/share/bash-completion/completions/sashite`).
    Completions {
        /// The shell.
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
    /// Print the man page (roff) on stdout (`sashite man | man -l -`).
    Man,
}

/// What to do with the inputs of a token notation.
#[derive(Debug, Subcommand)]
pub(crate) enum TokenAction {
    /// Print the canonical form and every attribute of each input.
    #[command(after_help = AFTER_HELP)]
    Inspect(Batch),
    /// Check each input; exit 1 when any is invalid.
    #[command(after_help = AFTER_HELP)]
    Validate(Batch),
}

/// What to do with FEEN inputs.
#[derive(Debug, Subcommand)]
pub(crate) enum FeenAction {
    /// Print the canonical form, the attributes and (with --json) the
    /// pieces and hands of each position.
    #[command(after_help = AFTER_HELP)]
    Inspect(Batch),
    /// Check each position; exit 1 when any is invalid.
    #[command(after_help = AFTER_HELP)]
    Validate(Batch),
    /// Print the canonical form of each position, repairing non-canonical
    /// hands (`PP` -> `2P`, `1P` -> `P`, items sorted); diagnostics on
    /// stderr.
    #[command(after_help = NORMALIZE_AFTER_HELP)]
    Normalize(NormalizeArgs),
    /// Draw one position (the chess start position when no input is given).
    #[command(after_help = RENDER_AFTER_HELP)]
    Render(RenderArgs),
    /// Read each FEN of a game (chess, Chess960, shogi SFEN, xiangqi,
    /// makruk) as a FEEN position; the move counters are dropped.
    #[command(after_help = FROM_FEN_AFTER_HELP)]
    FromFen(FromFenArgs),
    /// Write each FEEN position as a FEN of a game; positions the game's
    /// FEN cannot express are errors.
    #[command(after_help = TO_FEN_AFTER_HELP)]
    ToFen(ToFenArgs),
}

/// Inputs and output format of `inspect` and `validate`.
#[derive(Debug, ClapArgs)]
pub(crate) struct Batch {
    /// Write JSON Lines on stdout, one object per input, in order.
    #[arg(long)]
    pub(crate) json: bool,
    #[command(flatten)]
    pub(crate) inputs: InputArgs,
}

/// Inputs and exit statuses of `feen normalize`, under its `--help`.
const NORMALIZE_AFTER_HELP: &str = concat!(
    inputs_help!(),
    "

Exit status: 0 when every input could be repaired (with --check: when every
input is already canonical), 1 otherwise, 2 for a usage or I/O error."
);

/// What goes where, under `feen render --help`.
const RENDER_AFTER_HELP: &str = "\
Output: the drawing on stdout; with --svg FILE, the SVG picture in FILE and
nothing on stdout; with --svg -, the SVG on stdout instead of the drawing.
Errors on stderr. A position that starts with `-` comes after `--`
(`sashite feen render -- -rnbqk^bn-r/…`).

Exit status: 0 when drawn, 1 when the position is invalid or too large to
draw, 2 for a usage or I/O error (FILE cannot be written: it is left as
it was).";

/// Arguments of `feen normalize`.
#[derive(Debug, ClapArgs)]
pub(crate) struct NormalizeArgs {
    /// Repair nothing and write nothing on stdout; exit 1 when any input is
    /// not already canonical, naming on stderr each such input and the
    /// first place that is not.
    #[arg(long, conflicts_with = "json")]
    pub(crate) check: bool,
    /// Write JSON Lines on stdout: `input`, `valid` (as given), `canonical`,
    /// `repairs` and, for an input that cannot be repaired, `error` and
    /// `offset`.
    #[arg(long)]
    pub(crate) json: bool,
    /// Read the placement as FEEN's seed (feen.rb 0.1.0) did: one digit per
    /// run of empty squares, so `93` is 9 + 3 = 12 squares (in FEEN 1.0 it
    /// is 93).
    #[arg(long)]
    pub(crate) seed_era: bool,
    #[command(flatten)]
    pub(crate) inputs: InputArgs,
}

/// Where inputs come from, and whether anything is printed.
#[derive(Debug, ClapArgs)]
pub(crate) struct InputArgs {
    /// Print nothing; the exit status tells the result.
    #[arg(short, long)]
    pub(crate) quiet: bool,
    /// Read one input per line from FILE (repeatable; `-` is stdin).
    #[arg(short = 'f', long = "file", value_name = "FILE")]
    pub(crate) files: Vec<PathBuf>,
    /// Inputs; `-` reads stdin at that place, one input per line.
    #[arg(value_name = "INPUT")]
    pub(crate) inputs: Vec<OsString>,
}

/// Which picture `render` draws.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum BoardChoice {
    /// From the position's styles (C and M chess, S shogi, X xiangqi).
    Auto,
    /// A checkered board with chess glyphs.
    Chess,
    /// Tiles with kanji, the second player's turned.
    Shogi,
    /// Pieces on intersections, river and palaces.
    Xiangqi,
    /// A plain grid with letters.
    Grid,
}

/// Arguments of `feen render`.
#[derive(Debug, ClapArgs)]
pub(crate) struct RenderArgs {
    /// The picture to draw.
    #[arg(long, value_enum, default_value_t = BoardChoice::Auto)]
    pub(crate) board: BoardChoice,
    /// Letters only in the terminal (no glyphs or kanji).
    #[arg(long)]
    pub(crate) ascii: bool,
    /// Write an SVG picture to FILE instead of drawing on stdout (`-`: the
    /// SVG on stdout).
    #[arg(long, value_name = "FILE")]
    pub(crate) svg: Option<PathBuf>,
    /// The position; `-` reads the first line of stdin; none draws the
    /// chess start position.
    #[arg(value_name = "INPUT")]
    pub(crate) input: Option<OsString>,
}

impl From<BoardChoice> for sashite_render::Board {
    fn from(choice: BoardChoice) -> Self {
        match choice {
            BoardChoice::Auto => Self::Auto,
            BoardChoice::Chess => Self::Chess,
            BoardChoice::Shogi => Self::Shogi,
            BoardChoice::Xiangqi => Self::Xiangqi,
            BoardChoice::Grid => Self::Grid,
        }
    }
}

/// `--game`: a game of the FEN family, and so its dialect.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct GameArg(pub(crate) Game);

/// Every `--game`, in [`Game::ALL`]'s order.
const GAMES: [GameArg; 5] = [
    GameArg(Game::Chess),
    GameArg(Game::Chess960),
    GameArg(Game::Shogi),
    GameArg(Game::Xiangqi),
    GameArg(Game::Makruk),
];

impl ValueEnum for GameArg {
    fn value_variants<'a>() -> &'a [Self] {
        &GAMES
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        let help = match self.0 {
            Game::Chess => "chess FEN (castling as X-FEN or Shredder-FEN)",
            Game::Chess960 => "Chess960 FEN (castling as X-FEN or Shredder-FEN)",
            Game::Shogi => "USI SFEN (or Fairy-Stockfish's, hands in brackets)",
            Game::Xiangqi => "UCCI FEN (WXF letters read too)",
            Game::Makruk => "Fairy-Stockfish's makruk FEN",
        };
        Some(PossibleValue::new(self.0.name()).help(help))
    }
}

/// Arguments of `feen from-fen`.
#[derive(Debug, ClapArgs)]
pub(crate) struct FromFenArgs {
    /// The game, and so the FEN dialect, of every input.
    #[arg(long, value_enum, value_name = "GAME")]
    pub(crate) game: GameArg,
    /// Write JSON Lines on stdout: `input`, `line` (stdin and files),
    /// `valid`, and `feen`, or `error`, `offset` and `kind` (and `hint`).
    #[arg(long)]
    pub(crate) json: bool,
    #[command(flatten)]
    pub(crate) inputs: InputArgs,
}

/// Arguments of `feen to-fen`.
#[derive(Debug, ClapArgs)]
pub(crate) struct ToFenArgs {
    /// The game, and so the FEN dialect, to write.
    #[arg(long, value_enum, value_name = "GAME")]
    pub(crate) game: GameArg,
    /// Castling rights by file letter always (Shredder-FEN, `HAha`), not
    /// X-FEN (`KQkq`); chess and chess960 only.
    #[arg(long)]
    pub(crate) shredder: bool,
    /// The halfmove clock to write (default 0; SFEN has none).
    // Text, checked by `sashite-ops` as every surface checks it (a
    // negative or huge number is named as such).
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    pub(crate) halfmove_clock: Option<String>,
    /// The move number to write (default 1; FEN move numbers start at 1).
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    pub(crate) move_number: Option<String>,
    /// Write JSON Lines on stdout: `input`, `line` (stdin and files),
    /// `valid`, and `fen`, or `error`, `offset` and `kind` (and `hint`).
    #[arg(long)]
    pub(crate) json: bool,
    #[command(flatten)]
    pub(crate) inputs: InputArgs,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_is_offered_once_by_its_name() {
        let names: Vec<String> = GameArg::value_variants()
            .iter()
            .filter_map(ValueEnum::to_possible_value)
            .map(|value| value.get_name().to_owned())
            .collect();
        let expected: Vec<&str> = Game::ALL.iter().map(|game| game.name()).collect();
        assert_eq!(names, expected);
    }
}
