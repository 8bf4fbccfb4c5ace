//! `sashite feen from-fen` and `sashite feen to-fen`: the FEN family
//! (chess, Chess960, shogi SFEN, xiangqi, makruk; `sashite::fen`) to FEEN
//! and back, with the batch habits of the other actions.

use std::fmt::Write as _;
use std::io::{self, BufWriter, Write};
use std::num::NonZeroU64;
use std::process::ExitCode;

use clap::CommandFactory;
use clap::error::ErrorKind as UsageKind;
use sashite::feen::{Found, Position};
use sashite::fen::{Game, Options};
use sashite_render::{Failure, push_json_bytes};

use crate::args::{Args, FromFenArgs, ToFenArgs};
use crate::human;
use crate::sources::{Event, Origin, Source, for_each_input};

/// Why one input does not convert: the failure shown (message, offset,
/// hint) and a stable name for programs (the JSON `kind`).
#[derive(Debug)]
struct Refusal {
    failure: Failure,
    kind: &'static str,
}

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
    batch.run(sources, |input| read_fen(game, input))
}

/// Runs `feen to-fen` over `sources`; options that the game's FEN has no
/// place for are usage errors.
pub(crate) fn to_fen(
    args: &ToFenArgs,
    sources: &[Source],
    color: (bool, bool),
) -> io::Result<ExitCode> {
    let game = args.game.0;
    if args.shredder && !matches!(game, Game::Chess | Game::Chess960) {
        usage_error(&format!(
            "--shredder applies to chess and chess960, not {game}"
        ));
    }
    if args.halfmove_clock.is_some() && game == Game::Shogi {
        usage_error("SFEN has no halfmove clock: --halfmove-clock does not apply to shogi");
    }
    let move_number = match args.move_number.map(NonZeroU64::new) {
        None => Options::DEFAULT.move_number(),
        Some(Some(number)) => number,
        Some(None) => {
            usage_error("--move-number 0: FEN move numbers start at 1 (move_number_zero)")
        }
    };
    let options = Options::new()
        .with_counters(
            args.halfmove_clock
                .unwrap_or(Options::DEFAULT.halfmove_clock()),
            move_number,
        )
        .with_shredder(args.shredder);
    let batch = Batch {
        key: "fen",
        json: args.json,
        quiet: args.inputs.quiet,
        color,
    };
    batch.run(sources, |input| write_fen(game, &options, input))
}

/// Prints a usage error of `feen to-fen` the way clap does, and exits with
/// status 2.
fn usage_error(message: &str) -> ! {
    let mut command = Args::command();
    command.build();
    let mut to_fen = command
        .find_subcommand("feen")
        .and_then(|feen| feen.find_subcommand("to-fen"))
        .cloned()
        .unwrap_or(command);
    to_fen.error(UsageKind::ArgumentConflict, message).exit()
}

/// The FEEN of the FEN `input`.
fn read_fen(game: Game, input: &[u8]) -> Result<String, Refusal> {
    // A FEN is ASCII: read the UTF-8 part, and blame the first byte that is
    // not UTF-8 unless something before it is wrong.
    let (text, cut) = match std::str::from_utf8(input) {
        Ok(text) => (text, None),
        Err(err) => {
            let valid = err.valid_up_to();
            (
                std::str::from_utf8(&input[..valid]).unwrap_or_default(),
                Some(valid),
            )
        }
    };
    let read = game.from_fen(text);
    match (read, cut) {
        (Err(err), cut) if cut.is_none_or(|cut| err.offset() < cut) => {
            let mut failure = Failure::new(err.to_string(), Some(err.offset()));
            if let Some(hint) = read_hint(game, input) {
                failure = failure.with_hint(hint);
            }
            Err(Refusal {
                failure,
                kind: err.kind().code(),
            })
        }
        (Ok(position), None) => Ok(position.to_string()),
        (_, cut) => {
            let cut = cut.unwrap_or_default();
            let message = format!(
                "invalid {}: expected ASCII at byte {cut}, found {}",
                game.dialect(),
                Found::at(input, cut)
            );
            Err(Refusal {
                failure: Failure::new(message, Some(cut)),
                kind: "not_ascii",
            })
        }
    }
}

/// What to do instead when `input` is no FEN of `game`: the game it looks
/// like, or `to-fen` when it is FEEN already.
fn read_hint(game: Game, input: &[u8]) -> Option<&'static str> {
    if Position::try_from(input).is_ok() {
        return Some("this is FEEN already: `sashite feen to-fen --game GAME` writes it as a FEN");
    }
    let seen = Game::detect(std::str::from_utf8(input).ok()?)?;
    if seen == game {
        return None;
    }
    Some(match seen {
        Game::Chess => "this looks like a chess FEN: use `--game chess`",
        Game::Chess960 => "this looks like a Chess960 FEN: use `--game chess960`",
        Game::Shogi => "this looks like a shogi SFEN: use `--game shogi`",
        Game::Xiangqi => "this looks like a xiangqi FEN: use `--game xiangqi`",
        Game::Makruk => "this looks like a makruk FEN: use `--game makruk`",
    })
}

/// The FEN of the FEEN `input`.
fn write_fen(game: Game, options: &Options, input: &[u8]) -> Result<String, Refusal> {
    let position = Position::try_from(input).map_err(|err| Refusal {
        failure: Failure::feen(&err, input),
        kind: "invalid_feen",
    })?;
    // A FEEN that parses is canonical: the error's offset is in `input`.
    game.to_fen_with(&position, options).map_err(|err| Refusal {
        failure: Failure::new(err.to_string(), Some(err.offset())),
        kind: err.kind().code(),
    })
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
        convert: impl Fn(&[u8]) -> Result<String, Refusal>,
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
                Err(refusal) => {
                    // Keep stdout and stderr in input order on a terminal.
                    out.flush()?;
                    let mut err = io::stderr().lock();
                    human::write_diagnostic(&mut err, self.color.1, &refusal.failure, input, origin)
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
        outcome: &Result<String, Refusal>,
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
            Err(Refusal { failure, kind }) => {
                out.push_str(",\"valid\":false,\"error\":");
                push_json_bytes(out, failure.message().as_bytes());
                match failure.offset() {
                    Some(offset) => {
                        let _ = write!(out, ",\"offset\":{offset}");
                    }
                    None => out.push_str(",\"offset\":null"),
                }
                let _ = write!(out, ",\"kind\":\"{kind}\"");
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
