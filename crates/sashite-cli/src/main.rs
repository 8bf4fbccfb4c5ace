//! `sashite`: inspect, validate, normalize and draw every Sashité notation
//! (PIN, EPIN, SIN, SNN, PNN, FEEN) from the command line, and convert
//! between FEEN and the FEN family.
//!
//! Inputs are arguments, `-` (stdin, one input per line, at that place) and
//! `-f FILE` (one input per line); with none, stdin. `--json` writes JSON
//! Lines. Results go to stdout, diagnostics to stderr. Exit status: 0 when
//! every input is valid, 1 when any is invalid, 2 for a usage or I/O error.

mod args;
mod batch;
mod dash;
mod fen;
mod human;
mod manual;
mod normalize;
mod render;
mod sources;

use std::io::{self, IsTerminal};
use std::process::ExitCode;

use clap::{ArgMatches, CommandFactory, FromArgMatches};
use sashite_render::Notation;

use crate::args::{Args, Batch, Command, FeenAction, InputArgs, NormalizeArgs, TokenAction};
use crate::batch::{Mode, Settings};
use crate::sources::Source;

fn main() -> ExitCode {
    let matches = Args::command()
        .try_get_matches()
        .unwrap_or_else(|err| dash::unknown_argument(err).exit());
    let args = Args::from_arg_matches(&matches).unwrap_or_else(|err| err.exit());
    args.color.write_global();
    let color = |stream_is_colored: anstream::ColorChoice| {
        !matches!(stream_is_colored, anstream::ColorChoice::Never)
    };
    let colors = (
        color(anstream::AutoStream::choice(&io::stdout())),
        color(anstream::AutoStream::choice(&io::stderr())),
    );
    match run(args.command, leaf(&matches), colors) {
        Ok(code) => code,
        Err(err) if err.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(err) => {
            let _ = human::write_error(&mut io::stderr().lock(), colors.1, err);
            ExitCode::from(2)
        }
    }
}

/// The matches of the innermost subcommand (they hold the inputs'
/// positions on the command line).
fn leaf(matches: &ArgMatches) -> &ArgMatches {
    let mut leaf = matches;
    while let Some((_, sub)) = leaf.subcommand() {
        leaf = sub;
    }
    leaf
}

fn run(command: Command, matches: &ArgMatches, colors: (bool, bool)) -> io::Result<ExitCode> {
    let (notation, action) = match command {
        Command::Pin { action } => (Notation::Pin, action),
        Command::Epin { action } => (Notation::Epin, action),
        Command::Sin { action } => (Notation::Sin, action),
        Command::Snn { action } => (Notation::Snn, action),
        Command::Pnn { action } => (Notation::Pnn, action),
        Command::Feen { action } => {
            return match action {
                FeenAction::Inspect(batch) => {
                    each(Notation::Feen, Mode::Inspect, &batch, matches, colors)
                }
                FeenAction::Validate(batch) => {
                    each(Notation::Feen, Mode::Validate, &batch, matches, colors)
                }
                FeenAction::Normalize(args) => normalize(&args, matches, colors),
                FeenAction::Render(args) => render::run(&args, colors),
                FeenAction::FromFen(args) => {
                    fen::from_fen(&args, &sources(&args.inputs, matches, colors.1), colors)
                }
                FeenAction::ToFen(args) => {
                    fen::to_fen(&args, &sources(&args.inputs, matches, colors.1), colors)
                }
            };
        }
        Command::Completions { shell } => return manual::completions(shell),
        Command::Man => return manual::man(),
    };
    match action {
        TokenAction::Inspect(batch) => each(notation, Mode::Inspect, &batch, matches, colors),
        TokenAction::Validate(batch) => each(notation, Mode::Validate, &batch, matches, colors),
    }
}

/// `inspect` and `validate`.
fn each(
    notation: Notation,
    mode: Mode,
    batch: &Batch,
    matches: &ArgMatches,
    colors: (bool, bool),
) -> io::Result<ExitCode> {
    let settings = Settings {
        notation,
        mode,
        json: batch.json,
        quiet: batch.inputs.quiet,
        color: colors,
    };
    batch::run(settings, &sources(&batch.inputs, matches, colors.1))
}

/// `feen normalize`: see [`normalize::run`].
fn normalize(
    args: &NormalizeArgs,
    matches: &ArgMatches,
    colors: (bool, bool),
) -> io::Result<ExitCode> {
    normalize::run(args, &sources(&args.inputs, matches, colors.1), colors)
}

/// The sources in command-line order. With none given, stdin is read:
/// when it is a terminal, a note on stderr says so, lest the command seem
/// to hang (`sashite pin validate -q`: `-q` is quiet, not a PIN).
fn sources(inputs: &InputArgs, matches: &ArgMatches, color: bool) -> Vec<Source> {
    if inputs.inputs.is_empty() && inputs.files.is_empty() && io::stdin().is_terminal() {
        let _ = human::write_note(&mut io::stderr().lock(), color, STDIN_NOTE);
    }
    sources::ordered(inputs, matches)
}

/// What the command says when it waits for inputs typed in a terminal.
const STDIN_NOTE: &str = "no INPUT given: reading inputs from the terminal, one per line; \
    end with Ctrl-D (Ctrl-Z then Enter on Windows). An input that starts with '-' \
    comes after '--' (`-q`, `-f` and `-h` are options).";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn command_is_well_formed() {
        Args::command().debug_assert();
    }

    #[test]
    fn inputs_files_and_stdin_keep_their_command_line_order() {
        let matches = Args::command()
            .try_get_matches_from([
                "sashite", "pin", "validate", "K", "-f", "a.txt", "--json", "-", "-q", "Q",
                "--file", "-",
            ])
            .expect("parses");
        let args = Args::from_arg_matches(&matches).expect("args");
        let Command::Pin {
            action: TokenAction::Validate(batch),
        } = args.command
        else {
            panic!("pin validate");
        };
        assert!(batch.json && batch.inputs.quiet);
        assert_eq!(
            sources::ordered(&batch.inputs, leaf(&matches)),
            [
                Source::Arg("K".into()),
                Source::File("a.txt".into()),
                Source::Stdin,
                Source::Arg("Q".into()),
                Source::Stdin,
            ]
        );
    }
}
