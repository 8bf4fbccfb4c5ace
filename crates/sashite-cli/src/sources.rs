//! Where inputs come from, in command-line order: arguments, stdin (`-`,
//! or nothing given) and files (`-f`), and reading them line by line.

use std::ffi::OsString;
use std::fs::File;
use std::io::{self, Read};
use std::path::PathBuf;

use clap::ArgMatches;

use crate::args::InputArgs;

/// One place inputs are read from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Source {
    /// One input given as an argument.
    Arg(OsString),
    /// Standard input, one input per line.
    Stdin,
    /// A file, one input per line.
    File(PathBuf),
}

/// Where an input was found, for diagnostics and the JSON `line` key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Origin<'a> {
    /// An argument.
    Arg,
    /// Line `n` (1-based) of stdin.
    Stdin(u64),
    /// Line `n` (1-based) of a file.
    File(&'a PathBuf, u64),
}

impl Origin<'_> {
    /// The 1-based line number, for inputs read from stdin or a file.
    pub(crate) const fn line(self) -> Option<u64> {
        match self {
            Self::Arg => None,
            Self::Stdin(line) | Self::File(_, line) => Some(line),
        }
    }
}

/// The sources of `inputs` in command-line order (`matches`: the
/// subcommand's own matches, which know each value's position). With no
/// input and no file, stdin.
pub(crate) fn ordered(inputs: &InputArgs, matches: &ArgMatches) -> Vec<Source> {
    let positions = |id: &str| -> Vec<usize> {
        matches
            .indices_of(id)
            .map(Iterator::collect)
            .unwrap_or_default()
    };
    let mut sources: Vec<(usize, Source)> = Vec::new();
    for (input, at) in inputs.inputs.iter().zip(positions("inputs")) {
        let source = if input == "-" {
            Source::Stdin
        } else {
            Source::Arg(input.clone())
        };
        sources.push((at, source));
    }
    for (path, at) in inputs.files.iter().zip(positions("files")) {
        let source = if path.as_os_str() == "-" {
            Source::Stdin
        } else {
            Source::File(path.clone())
        };
        sources.push((at, source));
    }
    sources.sort_by_key(|(at, _)| *at);
    if sources.is_empty() {
        return vec![Source::Stdin];
    }
    sources.into_iter().map(|(_, source)| source).collect()
}

/// What reading the sources gives, in order: inputs, and the sources that
/// could not be read (reported, then the next source is read).
#[derive(Debug)]
pub(crate) enum Event<'a> {
    /// One input and where it was found.
    Input(&'a [u8], Origin<'a>),
    /// A source that could not be read (or not to its end): the error
    /// names it (`cannot read FILE: …`).
    Unreadable(io::Error),
}

/// Calls `each` with every input of `sources`, in order, and with the
/// error of each source that cannot be read, going on with the next one.
/// An error returned by `each` (writing the results) stops the reading.
pub(crate) fn for_each_input(
    sources: &[Source],
    mut each: impl FnMut(Event<'_>) -> io::Result<()>,
) -> io::Result<()> {
    for source in sources {
        // `each` fails only when writing fails: that error ends the run,
        // while the source's own is reported and the next source read.
        let mut write_error = None;
        let mut input = |line: &[u8], origin: Origin<'_>| {
            each(Event::Input(line, origin)).map_err(|err| {
                let kind = err.kind();
                write_error = Some(err);
                io::Error::from(kind)
            })
        };
        let read = match source {
            Source::Arg(arg) => input(arg.as_encoded_bytes(), Origin::Arg),
            Source::Stdin => {
                for_each_line(io::stdin().lock(), |n, line| input(line, Origin::Stdin(n)))
                    .map_err(|e| named(&e, "stdin"))
            }
            Source::File(path) => File::open(path)
                .and_then(|file| for_each_line(file, |n, line| input(line, Origin::File(path, n))))
                .map_err(|e| {
                    let err = named(&e, &path.display().to_string());
                    match crate::dash::attached_file(path) {
                        Some(tip) => io::Error::new(err.kind(), format!("{err}\n  tip: {tip}")),
                        None => err,
                    }
                }),
        };
        if let Some(err) = write_error {
            return Err(err);
        }
        if let Err(err) = read {
            each(Event::Unreadable(err))?;
        }
    }
    Ok(())
}

/// `err` with the name of what could not be read.
fn named(err: &io::Error, name: &str) -> io::Error {
    io::Error::new(err.kind(), format!("cannot read {name}: {err}"))
}

/// Calls `each` with every line of `reader` and its 1-based number. Only
/// the line ending (`\n` or `\r\n`) is removed; a last line without one
/// is kept whole. Lines are handed out of a reused buffer, which grows to
/// the longest line.
pub(crate) fn for_each_line(
    mut reader: impl Read,
    mut each: impl FnMut(u64, &[u8]) -> io::Result<()>,
) -> io::Result<()> {
    let mut buffer = vec![0u8; 256 * 1024];
    let mut start = 0;
    let mut end = 0;
    let mut number = 0u64;
    loop {
        while let Some(at) = memchr::memchr(b'\n', &buffer[start..end]) {
            number += 1;
            let line = &buffer[start..start + at];
            each(number, line.strip_suffix(b"\r").unwrap_or(line))?;
            start += at + 1;
        }
        buffer.copy_within(start..end, 0);
        end -= start;
        start = 0;
        if end == buffer.len() {
            buffer.resize(buffer.len() * 2, 0);
        }
        let read = match reader.read(&mut buffer[end..]) {
            Ok(read) => read,
            Err(err) if err.kind() == io::ErrorKind::Interrupted => continue,
            Err(err) => return Err(err),
        };
        if read == 0 {
            if end > 0 {
                each(number + 1, &buffer[..end])?;
            }
            return Ok(());
        }
        end += read;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(bytes: &[u8]) -> Vec<(u64, Vec<u8>)> {
        let mut seen = Vec::new();
        for_each_line(bytes, |n, line| {
            seen.push((n, line.to_vec()));
            Ok(())
        })
        .expect("reads");
        seen
    }

    #[test]
    fn only_the_line_ending_is_removed() {
        assert_eq!(
            lines(b"K\nK\r\nK \r\n\n K\t\nlast\r"),
            [
                (1, b"K".to_vec()),
                (2, b"K".to_vec()),
                (3, b"K ".to_vec()),
                (4, Vec::new()),
                (5, b" K\t".to_vec()),
                (6, b"last\r".to_vec()),
            ]
        );
        assert!(lines(b"").is_empty());
    }

    #[test]
    fn lines_longer_than_the_buffer_come_whole() {
        let long = vec![b'8'; 600 * 1024];
        let mut input = long.clone();
        input.extend_from_slice(b"\nK");
        let seen = lines(&input);
        assert_eq!(seen.len(), 2);
        assert_eq!(seen[0].1, long);
        assert_eq!(seen[1], (2, b"K".to_vec()));
    }
}
