//! `sashite completions SHELL` and `sashite man`: generated from the
//! command's own definition (`clap_complete`, `clap_mangen`), never by hand.

use std::fmt::Write as _;
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

/// Writes the man page (roff) on stdout.
pub(crate) fn man() -> io::Result<ExitCode> {
    let mut out = io::stdout().lock();
    out.write_all(&page()?)?;
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

/// One page for the whole command: synopsis, description and options of
/// `sashite`, then a subsection per command (`sashite pin inspect`, …)
/// with its synopsis, description, options and notes, found by walking
/// the command tree (a new subcommand is documented without an edit
/// here), then the inputs, exit statuses and version.
fn page() -> io::Result<Vec<u8>> {
    let mut root = Args::command();
    root.build();
    let man = clap_mangen::Man::new(root.clone());
    let mut page = Vec::new();
    man.render_title(&mut page)?;
    man.render_name_section(&mut page)?;
    man.render_synopsis_section(&mut page)?;
    man.render_description_section(&mut page)?;
    man.render_options_section(&mut page)?;
    page.extend_from_slice(b".SH COMMANDS\n");
    let root_notes = root.get_after_help().map(ToString::to_string);
    for (path, command) in leaves(&root, "sashite") {
        subsection(&mut page, &path, command, root_notes.as_deref())?;
    }
    page.extend_from_slice(b".SH \"INPUTS AND EXIT STATUS\"\n");
    if let Some(notes) = &root_notes {
        paragraphs(&mut page, notes);
    }
    man.render_version_section(&mut page)?;
    Ok(page)
}

/// Every command without subcommands under `command`, with its path
/// (`sashite feen render`), in the order of `--help`.
fn leaves<'a>(command: &'a clap::Command, path: &str) -> Vec<(String, &'a clap::Command)> {
    let mut found = Vec::new();
    for sub in command.get_subcommands() {
        if sub.is_hide_set() || sub.get_name() == "help" {
            continue;
        }
        let path = format!("{path} {}", sub.get_name());
        if sub.has_subcommands() {
            found.extend(leaves(sub, &path));
        } else {
            found.push((path, sub));
        }
    }
    found
}

/// The subsection of one command.
fn subsection(
    page: &mut Vec<u8>,
    path: &str,
    command: &clap::Command,
    root_notes: Option<&str>,
) -> io::Result<()> {
    writeln!(page, ".SS \"{}\"", escape(path))?;
    let mut synopsis = format!("\\fB{}\\fR", escape(path));
    for arg in command.get_arguments().filter(|arg| !arg.is_hide_set()) {
        if arg.is_positional() {
            let name = arg
                .get_value_names()
                .and_then(|names| names.first())
                .map_or_else(|| arg.get_id().to_string(), ToString::to_string);
            let many = if arg.get_num_args().is_some_and(|n| n.max_values() > 1) {
                "..."
            } else {
                ""
            };
            if arg.is_required_set() {
                let _ = write!(synopsis, " \\fI{name}\\fR{many}");
            } else {
                let _ = write!(synopsis, " [\\fI{name}\\fR]{many}");
            }
        }
    }
    let own_option =
        |arg: &clap::Arg| !arg.is_positional() && !arg.is_global_set() && arg.get_id() != "help";
    if command.get_arguments().any(own_option) {
        synopsis.insert_str(
            synopsis.find("\\fR").map_or(0, |i| i + 3),
            " [\\fIOPTIONS\\fR]",
        );
    }
    writeln!(page, "{synopsis}")?;
    let about = command
        .get_long_about()
        .or_else(|| command.get_about())
        .map(ToString::to_string)
        .unwrap_or_default();
    page.extend_from_slice(b".PP\n");
    paragraphs(page, &about);
    // clap_mangen's options list, under this subsection's heading, without
    // those of every command (`--color`, `--help`: in OPTIONS above).
    let shared: Vec<clap::Id> = command
        .get_arguments()
        .filter(|arg| arg.is_global_set() || arg.get_id() == "help")
        .map(|arg| arg.get_id().clone())
        .collect();
    let own = shared.into_iter().fold(command.clone(), |own, id| {
        own.mut_arg(id, |arg| arg.hide(true))
    });
    let mut options = Vec::new();
    clap_mangen::Man::new(own).render_options_section(&mut options)?;
    let options = String::from_utf8_lossy(&options);
    for line in options.lines().filter(|line| !line.starts_with(".SH")) {
        writeln!(page, "{line}")?;
    }
    if let Some(notes) = command.get_after_help().map(ToString::to_string)
        && Some(notes.as_str()) != root_notes
    {
        page.extend_from_slice(b".PP\n");
        paragraphs(page, &notes);
    }
    Ok(())
}

/// `text` as roff paragraphs (blank lines part them).
fn paragraphs(page: &mut Vec<u8>, text: &str) {
    for (i, paragraph) in text.split("\n\n").enumerate() {
        if i > 0 {
            page.extend_from_slice(b".PP\n");
        }
        for line in paragraph.lines() {
            page.extend_from_slice(escape(line).as_bytes());
            page.push(b'\n');
        }
    }
}

/// `text` safe in roff: backslashes and dashes escaped, characters
/// beyond ASCII named (`\[u2026]`, read by troff without a UTF-8
/// preprocessor), no line starting with a control character.
fn escape(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\\' => escaped.push_str("\\e"),
            '-' => escaped.push_str("\\-"),
            c if c.is_ascii() => escaped.push(c),
            c => {
                let _ = write!(escaped, "\\[u{:04X}]", u32::from(c));
            }
        }
    }
    if escaped.starts_with(['.', '\'']) {
        format!("\\&{escaped}")
    } else {
        escaped
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text() -> String {
        String::from_utf8(page().expect("rendered")).expect("UTF-8")
    }

    /// Every subcommand and every option of every command, found by
    /// walking clap's tree, appears in the page.
    #[test]
    fn every_command_and_option_is_in_the_page() {
        let page = text();
        let mut root = Args::command();
        root.build();
        let mut stack = vec![("sashite".to_owned(), &root)];
        let mut options = 0;
        while let Some((path, command)) = stack.pop() {
            if !command.has_subcommands() {
                assert!(
                    page.contains(&format!(".SS \"{}\"", escape(&path))),
                    "{path} has no subsection"
                );
            }
            for arg in command.get_arguments().filter(|arg| !arg.is_hide_set()) {
                if let Some(long) = arg.get_long() {
                    assert!(
                        page.contains(&format!("\\-\\-{}", escape(long))),
                        "{path}: --{long}"
                    );
                    options += 1;
                }
                if let Some(short) = arg.get_short() {
                    assert!(page.contains(&format!("\\-{short}")), "{path}: -{short}");
                }
                let values = arg.get_action().takes_values();
                for name in arg.get_value_names().filter(|_| values).unwrap_or_default() {
                    assert!(page.contains(name.as_str()), "{path}: {name}");
                }
            }
            for sub in command.get_subcommands() {
                if sub.get_name() != "help" {
                    stack.push((format!("{path} {}", sub.get_name()), sub));
                }
            }
        }
        assert!(options > 20, "{options} options seen");
    }

    /// Each option is listed under its own command: `--check` is in the
    /// subsection of `feen normalize`.
    #[test]
    fn options_are_under_their_command() {
        let page = text();
        let normalize = page
            .split(".SS ")
            .find(|part| part.starts_with("\"sashite feen normalize\""))
            .expect("a subsection");
        for option in [
            "\\-\\-check",
            "\\-\\-seed\\-era",
            "\\-\\-json",
            "\\-q",
            "\\-f",
        ] {
            assert!(normalize.contains(option), "{option}");
        }
        let render = page
            .split(".SS ")
            .find(|part| part.starts_with("\"sashite feen render\""))
            .expect("a subsection");
        for option in ["\\-\\-svg", "\\-\\-board", "\\-\\-ascii"] {
            assert!(render.contains(option), "{option}");
        }
    }

    #[test]
    fn text_is_escaped_for_roff() {
        assert_eq!(escape("-f… a\\b"), "\\-f\\[u2026] a\\eb");
        assert_eq!(escape(".x"), "\\&.x");
    }

    /// No reference to pages that do not exist (`sashite-pin(1)`).
    #[test]
    fn the_page_names_no_other_page() {
        let page = text();
        assert!(!page.contains("(1)"), "{page}");
    }
}
