//! `sashite feen render`: a FEEN position as a terminal picture or an SVG.

use std::io::{self, BufRead, Write};
use std::process::ExitCode;

use sashite::feen::View;
use sashite_render::{Notation, Options, Record};

use crate::args::RenderArgs;
use crate::human::{origin_prefix, write_diagnostic, write_error};
use crate::sources::Origin;

/// The position drawn when no input is given: the chess start position, as
/// the chess rule system writes it (`sashite::fen::chess`).
pub(crate) const EXAMPLE: &str =
    "+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c";

/// Draws the input (or the example) on stdout, or with `--svg` an SVG
/// picture: to FILE, and nothing on stdout (to stdout with `--svg -`). A
/// valid position too large to draw is an input the command cannot take:
/// exit 1, as for an invalid one, and nothing written.
pub(crate) fn run(args: &RenderArgs, colors: (bool, bool)) -> io::Result<ExitCode> {
    let (bytes, origin) = match &args.input {
        None => (EXAMPLE.as_bytes().to_vec(), Origin::Arg),
        Some(arg) if arg == "-" => {
            let mut line = Vec::new();
            io::stdin()
                .lock()
                .read_until(b'\n', &mut line)
                .map_err(|e| io::Error::new(e.kind(), format!("cannot read stdin: {e}")))?;
            if line.ends_with(b"\n") {
                line.pop();
                if line.ends_with(b"\r") {
                    line.pop();
                }
            }
            (line, Origin::Stdin(1))
        }
        Some(arg) => (arg.as_encoded_bytes().to_vec(), Origin::Arg),
    };
    let record = Record::new(Notation::Feen, &bytes);
    if let Some(failure) = record.failure() {
        write_diagnostic(&mut io::stderr().lock(), colors.1, failure, &bytes, origin)?;
        return Ok(ExitCode::from(1));
    }
    let view = View::try_from(bytes.as_slice()).map_err(io::Error::other)?;
    let options = Options::new()
        .with_board(args.board.into())
        .with_ascii(args.ascii)
        .with_color(colors.0);
    let drawn = match &args.svg {
        None => sashite_render::terminal(&view, &options),
        Some(_) => sashite_render::svg(&view, &options),
    };
    let picture = match drawn {
        Ok(picture) => picture,
        Err(err) => {
            write_error(
                &mut io::stderr().lock(),
                colors.1,
                format_args!("{}{err}", origin_prefix(origin)),
            )?;
            return Ok(ExitCode::from(1));
        }
    };
    match &args.svg {
        // Drawn in full before the file is touched: a failure leaves it
        // as it was.
        Some(path) if path.as_os_str() != "-" => {
            std::fs::write(path, picture).map_err(|e| {
                io::Error::new(e.kind(), format!("cannot write {}: {e}", path.display()))
            })?;
        }
        _ => {
            let mut out = io::stdout().lock();
            out.write_all(picture.as_bytes())?;
            out.flush()?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::EXAMPLE;

    #[test]
    fn the_example_is_the_chess_rule_systems_start() {
        let start = sashite::fen::chess::from_fen(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        )
        .expect("the start FEN");
        assert_eq!(start.to_string(), EXAMPLE);
    }
}
