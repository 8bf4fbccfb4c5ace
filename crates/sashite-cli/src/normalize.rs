//! `sashite feen normalize`: each position repaired into its canonical
//! form (FEEN's lenient reader), `--check` to only report what is not
//! canonical, `--json` for one object per input.

use std::fmt::Write as _;
use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

use anstyle::{AnsiColor, Style};
use sashite::feen::{self, Lenient, Repaired};
use sashite_ops::Failure;
use sashite_render::{Window, push_json_bytes};

use crate::args::NormalizeArgs;
use crate::human;
use crate::sources::{Event, Origin, Source, for_each_input};

const NOT_CANONICAL: Style = AnsiColor::Yellow.on_default().bold();

/// Inputs already canonical, repaired (with `--check`: to repair), that
/// could not be repaired, and sources that could not be read.
#[derive(Debug, Default, Clone, Copy)]
struct Tally {
    canonical: u64,
    repaired: u64,
    invalid: u64,
    unreadable: u64,
}

/// Runs `feen normalize` over `sources`: canonical strings on stdout (or
/// JSON Lines, or nothing with `--check`), diagnostics on stderr, a
/// summary after more than one input.
pub(crate) fn run(
    args: &NormalizeArgs,
    sources: &[Source],
    color: (bool, bool),
) -> io::Result<ExitCode> {
    let lenient = Lenient::DEFAULT.with_seed_era_placement(args.seed_era);
    let quiet = args.inputs.quiet;
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(64 * 1024, stdout.lock());
    let mut tally = Tally::default();
    let mut json = String::new();
    let result = for_each_input(sources, |event| {
        let (input, origin) = match event {
            Event::Input(input, origin) => (input, origin),
            Event::Unreadable(err) => {
                tally.unreadable += 1;
                out.flush()?;
                return human::write_error(&mut io::stderr().lock(), color.1, err);
            }
        };
        let read = sashite_ops::repair::repair_with(input, &lenient);
        match &read {
            Ok(repaired) if repaired.was_canonical() => tally.canonical += 1,
            Ok(_) => tally.repaired += 1,
            Err(_) => tally.invalid += 1,
        }
        if quiet {
            return Ok(());
        }
        if args.json {
            json.clear();
            write_json(&mut json, input, origin, &read);
            json.push('\n');
            return out.write_all(json.as_bytes());
        }
        match &read {
            Ok(repaired) if args.check => {
                if let Some(first) = repaired.repairs().first() {
                    out.flush()?;
                    write_not_canonical(&mut io::stderr().lock(), color.1, input, origin, first)?;
                }
                Ok(())
            }
            Ok(repaired) => {
                out.write_all(repaired.canonical().as_bytes())?;
                out.write_all(b"\n")
            }
            Err(failure) => {
                // Keep stdout and stderr in input order on a terminal.
                out.flush()?;
                human::write_diagnostic(&mut io::stderr().lock(), color.1, failure, input, origin)
            }
        }
    });
    out.flush()?;
    result?;
    let total = tally.canonical + tally.repaired + tally.invalid;
    // After every batch but a single input, even an empty one (`0 inputs`).
    if total != 1 && !quiet {
        // `--check` repairs nothing: it counts what `normalize` would repair.
        let repaired = if args.check {
            "not canonical"
        } else {
            "repaired"
        };
        writeln!(
            io::stderr().lock(),
            "{total} inputs: {} canonical, {} {repaired}, {} invalid",
            tally.canonical,
            tally.repaired,
            tally.invalid
        )?;
    }
    let failed = tally.invalid > 0 || (args.check && tally.repaired > 0);
    Ok(if tally.unreadable > 0 {
        ExitCode::from(2)
    } else if failed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// `--check`'s report of an input that is not canonical: where it was
/// found, the input (a window around the repair) and the first place
/// that is not canonical (what `normalize` would repair; nothing is).
fn write_not_canonical(
    err: &mut impl Write,
    color: bool,
    input: &[u8],
    origin: Origin<'_>,
    first: &feen::Repair,
) -> io::Result<()> {
    human::paint(err, color, NOT_CANONICAL, "not canonical")?;
    let place = human::origin_prefix(origin);
    let window = Window::around(input, Some(first.offset()));
    writeln!(
        err,
        ": {place}\"{}\": {first}",
        String::from_utf8_lossy(window.bytes())
    )
}

/// One JSON object: `input`, `line` (stdin and files), `valid` (strictly,
/// as given), `canonical` (or null), `repairs`, and `error`, `offset` and
/// `kind` when the input cannot be repaired.
fn write_json(
    out: &mut String,
    input: &[u8],
    origin: Origin<'_>,
    read: &Result<Repaired, Failure>,
) {
    out.push_str("{\"input\":");
    push_json_bytes(out, input);
    if let Some(line) = origin.line() {
        let _ = write!(out, ",\"line\":{line}");
    }
    match read {
        Ok(repaired) => {
            let valid = std::str::from_utf8(input).is_ok_and(feen::is_valid);
            let _ = write!(out, ",\"valid\":{valid}");
            out.push_str(",\"canonical\":");
            push_json_bytes(out, repaired.canonical().as_bytes());
            out.push_str(",\"repairs\":[");
            for (i, repair) in repaired.repairs().iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                let _ = write!(
                    out,
                    "{{\"kind\":\"{}\",\"offset\":{}",
                    repair.kind().code(),
                    repair.offset()
                );
                if let Some(earlier) = repair.earlier() {
                    let _ = write!(out, ",\"earlier\":{earlier}");
                }
                out.push('}');
            }
            out.push_str("]}");
        }
        Err(err) => {
            out.push_str(",\"valid\":false,\"canonical\":null,\"repairs\":[],\"error\":");
            push_json_bytes(out, err.message().as_bytes());
            match err.offset() {
                Some(offset) => {
                    let _ = write!(out, ",\"offset\":{offset}");
                }
                None => out.push_str(",\"offset\":null"),
            }
            let _ = write!(out, ",\"kind\":\"{}\"}}", err.code());
        }
    }
}
