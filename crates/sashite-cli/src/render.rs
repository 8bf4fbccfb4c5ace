//! `sashite feen render`: a FEEN position as a terminal picture or an SVG.

use std::ffi::OsString;
use std::io::{self, BufRead, BufWriter, Write};
use std::path::Path;
use std::process::ExitCode;

use sashite::feen::View;
use sashite_render::{Notation, Options, Record};

use crate::inspect::write_diagnostic;

/// The position rendered when no input is given: the chess start position.
pub(crate) const EXAMPLE: &str =
    "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c";

/// Renders `input` (or the example) to stdout and, with `svg`, to a file.
pub(crate) fn run(
    input: Option<OsString>,
    svg: Option<&Path>,
    color: bool,
) -> io::Result<ExitCode> {
    let bytes: Vec<u8> = match input {
        None => EXAMPLE.as_bytes().to_vec(),
        Some(arg) if arg == "-" => {
            let mut line = Vec::new();
            io::stdin().lock().read_until(b'\n', &mut line)?;
            crate::strip_line_ending(&line).to_vec()
        }
        Some(arg) => arg.into_encoded_bytes(),
    };
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let record = Record::new(Notation::Feen, &bytes);
    if let Some(failure) = record.failure() {
        write_diagnostic(&mut out, color, failure.message(), &bytes, failure.offset())?;
        out.flush()?;
        return Ok(ExitCode::from(1));
    }
    let view = View::try_from(bytes.as_slice()).map_err(io::Error::other)?;
    let options = Options::new().with_color(color);
    let text = sashite_render::terminal(&view, &options).map_err(io::Error::other)?;
    out.write_all(text.as_bytes())?;
    out.flush()?;
    if let Some(path) = svg {
        let picture = sashite_render::svg(&view, &options).map_err(io::Error::other)?;
        std::fs::write(path, picture).map_err(|e| {
            io::Error::new(e.kind(), format!("cannot write {}: {e}", path.display()))
        })?;
    }
    Ok(ExitCode::SUCCESS)
}
