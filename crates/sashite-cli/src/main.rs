//! `sashite`: inspect, validate, normalize and render every Sashité notation
//! (PIN, EPIN, SIN, SNN, PNN, FEEN) from the command line.
//!
//! Inputs are positional; no input, or `-`, reads one input per line from
//! standard input. `--json` writes JSON Lines. Exit status: 0 when every
//! input is valid, 1 when any is invalid, 2 for a usage or I/O error.

mod inspect;
mod render;

use std::ffi::OsString;
use std::io::{self, BufRead, BufWriter, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args as ClapArgs, Parser, Subcommand};
use sashite_render::{Notation, Record};

/// Command-line arguments.
#[derive(Debug, Parser)]
#[command(name = "sashite", version, about, long_about = None)]
struct Args {
    #[command(flatten)]
    color: colorchoice_clap::Color,
    #[command(subcommand)]
    notation: NotationCommand,
}

/// One subcommand per notation.
#[derive(Debug, Subcommand)]
enum NotationCommand {
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
}

/// What to do with the inputs of a token notation.
#[derive(Debug, Subcommand)]
enum TokenAction {
    /// Print the canonical form and every attribute of each input.
    Inspect(Inputs),
    /// Check each input; exit 1 when any is invalid.
    Validate(Inputs),
}

/// What to do with FEEN inputs.
#[derive(Debug, Subcommand)]
enum FeenAction {
    /// Print the canonical form and every attribute of each position.
    Inspect(Inputs),
    /// Check each position; exit 1 when any is invalid.
    Validate(Inputs),
    /// Print the canonical form of each position (errors go to stderr).
    Normalize(PlainInputs),
    /// Draw one position (the chess start position when no input is given).
    Render(RenderArgs),
}

/// Inputs and output format.
#[derive(Debug, ClapArgs)]
struct Inputs {
    /// Write JSON Lines, one object per input, on stdout.
    #[arg(long)]
    json: bool,
    /// Inputs; none, or `-`, reads one input per line from stdin.
    #[arg(value_name = "INPUT", allow_hyphen_values = true)]
    inputs: Vec<OsString>,
}

/// Inputs only.
#[derive(Debug, ClapArgs)]
struct PlainInputs {
    /// Inputs; none, or `-`, reads one input per line from stdin.
    #[arg(value_name = "INPUT", allow_hyphen_values = true)]
    inputs: Vec<OsString>,
}

/// Arguments of `feen render`.
#[derive(Debug, ClapArgs)]
struct RenderArgs {
    /// Also write an SVG diagram to this file.
    #[arg(long, value_name = "FILE")]
    svg: Option<PathBuf>,
    /// The position; `-` reads the first line of stdin; none renders the
    /// chess start position.
    #[arg(value_name = "INPUT", allow_hyphen_values = true)]
    input: Option<OsString>,
}

/// What is done with each input.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    Inspect,
    Validate,
    Normalize,
}

/// Output settings shared by every input.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Output {
    /// Write ANSI colours.
    pub(crate) color: bool,
    /// Write JSON Lines.
    pub(crate) json: bool,
}

fn main() -> ExitCode {
    let args = Args::parse();
    args.color.write_global();
    let color = !matches!(
        anstream::AutoStream::choice(&io::stdout()),
        anstream::ColorChoice::Never
    );
    match run(args.notation, color) {
        Ok(code) => code,
        Err(err) if err.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(err) => {
            let _ = writeln!(io::stderr(), "sashite: {err}");
            ExitCode::from(2)
        }
    }
}

fn run(command: NotationCommand, color: bool) -> io::Result<ExitCode> {
    let (notation, action) = match command {
        NotationCommand::Pin { action } => (Notation::Pin, action),
        NotationCommand::Epin { action } => (Notation::Epin, action),
        NotationCommand::Sin { action } => (Notation::Sin, action),
        NotationCommand::Snn { action } => (Notation::Snn, action),
        NotationCommand::Pnn { action } => (Notation::Pnn, action),
        NotationCommand::Feen { action } => {
            return match action {
                FeenAction::Inspect(inputs) => each(
                    Notation::Feen,
                    Mode::Inspect,
                    inputs.inputs,
                    inputs.json,
                    color,
                ),
                FeenAction::Validate(inputs) => each(
                    Notation::Feen,
                    Mode::Validate,
                    inputs.inputs,
                    inputs.json,
                    color,
                ),
                FeenAction::Normalize(inputs) => {
                    each(Notation::Feen, Mode::Normalize, inputs.inputs, false, color)
                }
                FeenAction::Render(args) => render::run(args.input, args.svg.as_deref(), color),
            };
        }
    };
    match action {
        TokenAction::Inspect(inputs) => {
            each(notation, Mode::Inspect, inputs.inputs, inputs.json, color)
        }
        TokenAction::Validate(inputs) => {
            each(notation, Mode::Validate, inputs.inputs, inputs.json, color)
        }
    }
}

/// Runs `mode` on every input (arguments, or stdin lines), streaming.
fn each(
    notation: Notation,
    mode: Mode,
    inputs: Vec<OsString>,
    json: bool,
    color: bool,
) -> io::Result<ExitCode> {
    let output = Output { color, json };
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut all_valid = true;
    let mut handle = |bytes: &[u8], out: &mut BufWriter<io::StdoutLock<'_>>| -> io::Result<()> {
        let report = Record::new(notation, bytes);
        all_valid &= report.is_valid();
        match mode {
            Mode::Inspect => inspect::write_report(out, &report, output, true),
            Mode::Validate => inspect::write_report(out, &report, output, false),
            Mode::Normalize => inspect::write_normalized(out, &report, output),
        }
    };
    if inputs.is_empty() || (inputs.len() == 1 && inputs[0] == "-") {
        let stdin = io::stdin();
        let mut reader = stdin.lock();
        let mut line = Vec::new();
        loop {
            line.clear();
            if reader.read_until(b'\n', &mut line)? == 0 {
                break;
            }
            handle(strip_line_ending(&line), &mut out)?;
        }
    } else {
        for input in inputs {
            handle(&input.into_encoded_bytes(), &mut out)?;
        }
    }
    out.flush()?;
    Ok(if all_valid {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// Removes one trailing `\n` or `\r\n`, nothing else.
pub(crate) fn strip_line_ending(line: &[u8]) -> &[u8] {
    match line.strip_suffix(b"\n") {
        Some(line) => line.strip_suffix(b"\r").unwrap_or(line),
        None => line,
    }
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    use super::*;

    #[test]
    fn command_is_well_formed() {
        Args::command().debug_assert();
    }

    #[test]
    fn only_the_line_ending_is_stripped() {
        assert_eq!(strip_line_ending(b"K\n"), b"K");
        assert_eq!(strip_line_ending(b"K\r\n"), b"K");
        assert_eq!(strip_line_ending(b"K \r"), b"K \r");
        assert_eq!(strip_line_ending(b" K\t"), b" K\t");
        assert_eq!(strip_line_ending(b"K\n\n"), b"K\n");
    }
}
