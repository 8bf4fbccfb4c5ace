//! `sashite feen from-fen` and `sashite feen to-fen`: the FEN family
//! (chess, Chess960, shogi SFEN, xiangqi, makruk; `sashite::fen`) to FEEN
//! and back, with the batch habits of the other actions.

use std::fmt::Write as _;
use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

use clap::CommandFactory;
use clap::error::ErrorKind as UsageKind;
use sashite::fen::Game;
use sashite_ops::Failure;
use sashite_ops::fen::{self, Counter, FenOptions};
use sashite_render::push_json_bytes;

use crate::args::{Args, FromFenArgs, ToFenArgs};
use crate::human;
use crate::sources::{Event, Origin, Source, for_each_input};

/// Runs `feen from-fen` over `sources`.
pub(crate) fn from_fen(
    args: &FromFenArgs,
    sources: &[Source],
    color: (bool, bool),
) -> io::Result<ExitCode> {
    let game = args.game.0;
    let batch = Batch {
        key: "feen",
        json: args.json,
        quiet: args.inputs.quiet,
        color,
    };
    batch.run(sources, |input| {
        fen::from_fen(game, input).map(|position| position.to_string())
    })
}

/// Runs `feen to-fen` over `sources`; options that are out of range, or
/// that the game's FEN has no place for, are usage errors.
pub(crate) fn to_fen(
    args: &ToFenArgs,
    sources: &[Source],
    color: (bool, bool),
) -> io::Result<ExitCode> {
    let game = args.game.0;
    let options = to_fen_options(args, game).unwrap_or_else(|failure| usage_error(&failure));
    let batch = Batch {
        key: "fen",
        json: args.json,
        quiet: args.inputs.quiet,
        color,
    };
    batch.run(sources, |input| fen::to_fen(game, input, &options))
}

/// The options of `feen to-fen`, checked against the game.
fn to_fen_options(args: &ToFenArgs, game: Game) -> Result<FenOptions, Failure> {
    let counter = |counter: Counter, text: Option<&String>| {
        text.map(|text| counter.check_text(text)).transpose()
    };
    let options = FenOptions {
        halfmove_clock: counter(Counter::HalfmoveClock, args.halfmove_clock.as_ref())?,
        move_number: counter(Counter::MoveNumber, args.move_number.as_ref())?,
        shredder: args.shredder.then_some(true),
    };
    options.for_game(game)?;
    Ok(options)
}

/// Prints a usage error of `feen to-fen` the way clap does, the failure's
/// code in brackets, and exits with status 2.
fn usage_error(failure: &Failure) -> ! {
    let mut command = Args::command();
    command.build();
    let mut to_fen = command
        .find_subcommand("feen")
        .and_then(|feen| feen.find_subcommand("to-fen"))
        .cloned()
        .unwrap_or(command);
    let message = format!("{} [{}]", failure.message(), failure.code());
    to_fen.error(UsageKind::ArgumentConflict, message).exit()
}

/// How a conversion batch writes: the JSON key of a result, and the
/// output settings.
#[derive(Debug, Clone, Copy)]
struct Batch {
    key: &'static str,
    json: bool,
    quiet: bool,
    /// ANSI colours on stdout and on stderr.
    color: (bool, bool),
}

impl Batch {
    /// Converts every input of `sources` in order: results on stdout (or
    /// JSON Lines), diagnostics on stderr, a summary after more than one
    /// input; exit 0 when every input converts, 1 otherwise.
    fn run(
        self,
        sources: &[Source],
        convert: impl Fn(&[u8]) -> Result<String, Failure>,
    ) -> io::Result<ExitCode> {
        let stdout = io::stdout();
        let mut out = BufWriter::with_capacity(64 * 1024, stdout.lock());
        let (mut converted, mut failed, mut unreadable) = (0u64, 0u64, 0u64);
        let mut json = String::new();
        let result = for_each_input(sources, |event| {
            let (input, origin) = match event {
                Event::Input(input, origin) => (input, origin),
                Event::Unreadable(err) => {
                    unreadable += 1;
                    out.flush()?;
                    return human::write_error(&mut io::stderr().lock(), self.color.1, err);
                }
            };
            let outcome = convert(input);
            if outcome.is_ok() {
                converted += 1;
            } else {
                failed += 1;
            }
            if self.quiet {
                return Ok(());
            }
            if self.json {
                json.clear();
                self.write_json(&mut json, input, origin, &outcome);
                json.push('\n');
                return out.write_all(json.as_bytes());
            }
            match outcome {
                Ok(converted) => {
                    out.write_all(converted.as_bytes())?;
                    out.write_all(b"\n")
                }
                Err(failure) => {
                    // Keep stdout and stderr in input order on a terminal.
                    out.flush()?;
                    let mut err = io::stderr().lock();
                    human::write_diagnostic(&mut err, self.color.1, &failure, input, origin)
                }
            }
        });
        out.flush()?;
        result?;
        let total = converted + failed;
        // After every batch but a single input, even an empty one (`0 inputs`).
        if total != 1 && !self.quiet {
            writeln!(
                io::stderr().lock(),
                "{total} inputs: {converted} converted, {failed} not converted"
            )?;
        }
        Ok(if unreadable > 0 {
            ExitCode::from(2)
        } else if failed == 0 {
            ExitCode::SUCCESS
        } else {
            ExitCode::from(1)
        })
    }

    /// One JSON object: `input`, `line` (stdin and files), `valid`, then
    /// the result under `key`, or `error`, `offset`, `kind` and `hint`.
    fn write_json(
        self,
        out: &mut String,
        input: &[u8],
        origin: Origin<'_>,
        outcome: &Result<String, Failure>,
    ) {
        out.push_str("{\"input\":");
        push_json_bytes(out, input);
        if let Some(line) = origin.line() {
            let _ = write!(out, ",\"line\":{line}");
        }
        match outcome {
            Ok(converted) => {
                let _ = write!(out, ",\"valid\":true,\"{}\":", self.key);
                push_json_bytes(out, converted.as_bytes());
            }
            Err(failure) => {
                out.push_str(",\"valid\":false,\"error\":");
                push_json_bytes(out, failure.message().as_bytes());
                match failure.offset() {
                    Some(offset) => {
                        let _ = write!(out, ",\"offset\":{offset}");
                    }
                    None => out.push_str(",\"offset\":null"),
                }
                let _ = write!(out, ",\"kind\":\"{}\"", failure.code());
                if let Some(hint) = failure.hint() {
                    out.push_str(",\"hint\":");
                    push_json_bytes(out, hint.as_bytes());
                }
            }
        }
        out.push('}');
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The man page of each action, as `clap_mangen` renders it from the
    /// command's definition.
    fn man_page(action: &str) -> String {
        let mut command = Args::command();
        command.build();
        let sub = command
            .find_subcommand("feen")
            .and_then(|feen| feen.find_subcommand(action))
            .cloned()
            .expect("the action exists");
        let mut page = Vec::new();
        clap_mangen::Man::new(sub)
            .render(&mut page)
            .expect("rendered");
        String::from_utf8(page).expect("UTF-8")
    }

    #[test]
    fn the_man_pages_show_the_games_and_options() {
        let to_fen = man_page("to-fen");
        for word in [
            "\\-\\-shredder",
            "\\-\\-halfmove\\-clock",
            "\\-\\-move\\-number",
            "chess960",
            "makruk",
        ] {
            assert!(to_fen.contains(word), "{word}");
        }
        let from_fen = man_page("from-fen");
        assert!(
            from_fen.contains("\\-\\-game") && from_fen.contains("xiangqi"),
            "{from_fen}"
        );
        assert!(from_fen.contains("move counters"), "{from_fen}");
    }
}
