//! `sashite completions SHELL` and `sashite man`: generated from the
//! command's own definition (`clap_complete`, `clap_mangen`), never by hand.

use std::io::{self, Write};
use std::process::ExitCode;

use clap::CommandFactory;

use crate::args::Args;

/// Writes the completion script for `shell` on stdout.
pub(crate) fn completions(shell: clap_complete::Shell) -> io::Result<ExitCode> {
    let mut command = Args::command();
    let mut out = io::stdout().lock();
    clap_complete::generate(shell, &mut command, "sashite", &mut out);
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

/// Writes the man page (roff) on stdout: synopsis, options, the list of
/// subcommands, exit statuses and version.
pub(crate) fn man() -> io::Result<ExitCode> {
    let mut page = Vec::new();
    clap_mangen::Man::new(Args::command()).render(&mut page)?;
    let mut out = io::stdout().lock();
    out.write_all(&page)?;
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}
