//! Running one action over every input: results on stdout, diagnostics on
//! stderr, a summary after more than one input, nothing with `--quiet`.

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

use sashite_render::{Detail, JsonWriter, Notation, Record};

use crate::human;
use crate::sources::{Event, Origin, Source, for_each_input};

/// What is done with each input.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Mode {
    /// Every attribute of a valid input.
    Inspect,
    /// Whether each input is valid.
    Validate,
}

/// How a batch is run and written.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Settings {
    pub(crate) notation: Notation,
    pub(crate) mode: Mode,
    pub(crate) json: bool,
    pub(crate) quiet: bool,
    /// ANSI colours on stdout and on stderr.
    pub(crate) color: (bool, bool),
}

/// JSON Lines are written in chunks of about this many bytes.
const JSON_CHUNK: usize = 64 * 1024;

/// Valid and invalid inputs seen, and sources that could not be read.
#[derive(Debug, Default, Clone, Copy)]
struct Tally {
    valid: u64,
    invalid: u64,
    unreadable: u64,
}

/// Runs `settings.mode` on every input of `sources`, streaming; exit 0
/// when all are valid, 1 when any is invalid, 2 when a source could not
/// be read (the others are read all the same).
pub(crate) fn run(settings: Settings, sources: &[Source]) -> io::Result<ExitCode> {
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(64 * 1024, stdout.lock());
    let mut tally = Tally::default();
    let mut json = Vec::with_capacity(2 * JSON_CHUNK);
    let mut writer = JsonWriter::new();
    let result = for_each_input(sources, |event| {
        let (input, origin) = match event {
            Event::Input(input, origin) => (input, origin),
            Event::Unreadable(err) => {
                tally.unreadable += 1;
                out.write_all(&json)?;
                json.clear();
                out.flush()?;
                return human::write_error(&mut io::stderr().lock(), settings.color.1, err);
            }
        };
        if settings.quiet {
            if settings.notation.is_valid(input) {
                tally.valid += 1;
            } else {
                tally.invalid += 1;
            }
            return Ok(());
        }
        let mut tally_of = |valid: bool| {
            if valid {
                tally.valid += 1;
            } else {
                tally.invalid += 1;
            }
        };
        if settings.json {
            // Objects gather in one buffer, written when it is full (JSON
            // mode writes nothing to stderr until the summary).
            let detail = match settings.mode {
                Mode::Validate => Detail::Verdict,
                Mode::Inspect => Detail::Attributes,
            };
            // Read and written in one pass over a FEEN board.
            tally_of(writer.write_input(
                settings.notation,
                input,
                &mut json,
                origin.line(),
                detail,
            ));
            json.push(b'\n');
            if json.len() >= JSON_CHUNK {
                out.write_all(&json)?;
                json.clear();
            }
            return Ok(());
        }
        let record = Record::new(settings.notation, input);
        tally_of(record.is_valid());
        write_human(&mut out, settings, &record, origin)
    });
    // The summary follows whatever was written, even after an I/O error.
    out.write_all(&json)?;
    out.flush()?;
    result?;
    let total = tally.valid + tally.invalid;
    // After every batch but a single input, even an empty one (`0 inputs`).
    if total != 1 && !settings.quiet {
        let mut err = io::stderr().lock();
        writeln!(
            err,
            "{total} inputs: {} valid, {} invalid",
            tally.valid, tally.invalid
        )?;
    }
    Ok(if tally.unreadable > 0 {
        ExitCode::from(2)
    } else if tally.invalid > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// The human text of one record: results on `out`, diagnostics on stderr.
fn write_human(
    out: &mut impl Write,
    settings: Settings,
    record: &Record<'_>,
    origin: Origin<'_>,
) -> io::Result<()> {
    if let Some(failure) = record.failure() {
        // Keep stdout and stderr in input order on a terminal.
        out.flush()?;
        let mut err = io::stderr().lock();
        return human::write_diagnostic(
            &mut err,
            settings.color.1,
            failure,
            record.input(),
            origin,
        );
    }
    match settings.mode {
        Mode::Inspect => human::write_attributes(out, record, settings.color.0),
        Mode::Validate => human::write_valid(out, record.input(), settings.color.0),
    }
}
