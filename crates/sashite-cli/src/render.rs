//! `sashite feen render`: a FEEN position as a terminal picture or an SVG.

use std::io::{self, BufRead, Write};
use std::process::ExitCode;

use sashite::feen::View;
use sashite_render::{Notation, Options, Record};

use crate::args::RenderArgs;
use crate::human::write_diagnostic;
use crate::sources::Origin;

/// The position drawn when no input is given: the chess start position, as
/// the chess rule system writes it (`sashite::fen::chess`).
pub(crate) const EXAMPLE: &str =
    "+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c";

/// Draws the input (or the example) on stdout and, with `--svg`, as an
/// SVG (on stdout instead with `--svg -`).
pub(crate) fn run(args: &RenderArgs, color: bool) -> io::Result<ExitCode> {
    let (bytes, origin) = match &args.input {
        None => (EXAMPLE.as_bytes().to_vec(), Origin::Arg),
        Some(arg) if arg == "-" => {
            let mut line = Vec::new();
            io::stdin().lock().read_until(b'\n', &mut line)?;
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
        let color = !matches!(
            anstream::AutoStream::choice(&io::stderr()),
            anstream::ColorChoice::Never
        );
        write_diagnostic(&mut io::stderr().lock(), color, failure, &bytes, origin)?;
        return Ok(ExitCode::from(1));
    }
    let view = View::try_from(bytes.as_slice()).map_err(io::Error::other)?;
    let options = Options::new()
        .with_board(args.board.into())
        .with_ascii(args.ascii)
        .with_color(color);
    let svg_to_stdout = args
        .svg
        .as_ref()
        .is_some_and(|path| path.as_os_str() == "-");
    let mut out = io::stdout().lock();
    if !svg_to_stdout {
        let text = sashite_render::terminal(&view, &options).map_err(io::Error::other)?;
        out.write_all(text.as_bytes())?;
    }
    if let Some(path) = &args.svg {
        let picture = sashite_render::svg(&view, &options).map_err(io::Error::other)?;
        if svg_to_stdout {
            out.write_all(picture.as_bytes())?;
        } else {
            std::fs::write(path, picture).map_err(|e| {
                io::Error::new(e.kind(), format!("cannot write {}: {e}", path.display()))
            })?;
        }
    }
    out.flush()?;
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
