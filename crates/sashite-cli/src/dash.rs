//! Inputs that start with `-` (the PIN `-p`, the PNN `-pawn`, a FEEN such
//! as `-rnbqk^bn-r/…`) read as options unless they come after `--`. When
//! one is taken for an option, the tip shows the whole input and the
//! command to type.

use std::ffi::OsString;
use std::path::Path;

use clap::CommandFactory;
use clap::error::{ContextKind, ContextValue, ErrorKind};

use crate::args::Args;

/// The command line as given, without the program name.
fn arguments() -> Vec<OsString> {
    std::env::args_os().skip(1).collect()
}

/// The arguments before `--`, as text.
fn options_part(argv: &[OsString]) -> impl Iterator<Item = String> + '_ {
    argv.iter()
        .take_while(|arg| *arg != "--")
        .map(|arg| arg.to_string_lossy().into_owned())
}

/// `sashite` and the subcommands named on the command line
/// (`sashite pnn inspect`).
fn command_path(argv: &[OsString]) -> String {
    let mut command = Args::command();
    let mut path = String::from("sashite");
    for arg in options_part(argv) {
        let Some(sub) = command.find_subcommand(&arg).cloned() else {
            continue;
        };
        path.push(' ');
        path.push_str(sub.get_name());
        command = sub;
    }
    path
}

/// The tip for `input`, an input taken for options.
fn tip(argv: &[OsString], input: &str) -> String {
    format!(
        "to pass '{input}' as an input, put it after '--': {} -- {}",
        command_path(argv),
        shell_quoted(input)
    )
}

/// `text` as a shell reads it back: bare when it has no special byte,
/// else between quotes (FEEN has spaces, EPIN a `'`).
fn shell_quoted(text: &str) -> String {
    let bare = |c: char| c.is_ascii_alphanumeric() || "-_+^/.,:=@%".contains(c);
    if !text.is_empty() && text.chars().all(bare) {
        text.to_owned()
    } else if !text.contains('\'') {
        format!("'{text}'")
    } else {
        let mut quoted = String::from("\"");
        for c in text.chars() {
            if matches!(c, '"' | '\\' | '$' | '`') {
                quoted.push('\\');
            }
            quoted.push(c);
        }
        quoted.push('"');
        quoted
    }
}

/// clap's error for an unknown short option (`-p` of `-pawn`), with the
/// whole argument and a tip that shows it after `--`; other errors as
/// they are.
pub(crate) fn unknown_argument(error: clap::Error) -> clap::Error {
    with_whole_input(error, &arguments())
}

fn with_whole_input(mut error: clap::Error, argv: &[OsString]) -> clap::Error {
    if error.kind() != ErrorKind::UnknownArgument {
        return error;
    }
    let Some(ContextValue::String(invalid)) = error.get(ContextKind::InvalidArg) else {
        return error;
    };
    // `-p`, one letter: clap names the first unknown letter of a cluster.
    let mut letters = invalid.chars().skip(1);
    let (Some(letter), None) = (letters.next(), letters.next()) else {
        return error;
    };
    if !invalid.starts_with('-') || letter == '-' {
        return error;
    }
    let Some(whole) = options_part(argv)
        .find(|arg| arg.starts_with('-') && !arg.starts_with("--") && arg[1..].contains(letter))
    else {
        return error;
    };
    let tip = tip(argv, &whole);
    error.insert(ContextKind::InvalidArg, ContextValue::String(whole));
    error.insert(
        ContextKind::Suggested,
        ContextValue::StyledStrs(vec![tip.into()]),
    );
    error
}

/// For a file that cannot be read and was written against `-f` (`-falcon`
/// reads the file `alcon`): the tip for the input it may have been.
pub(crate) fn attached_file(path: &Path) -> Option<String> {
    attached_file_in(&arguments(), path)
}

fn attached_file_in(argv: &[OsString], path: &Path) -> Option<String> {
    let whole = format!("-f{}", path.display());
    options_part(argv)
        .any(|arg| arg == whole)
        .then(|| tip(argv, &whole))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn argv(args: &[&str]) -> Vec<OsString> {
        args.iter().map(OsString::from).collect()
    }

    fn rendered(args: &[&str]) -> String {
        let mut line = vec!["sashite"];
        line.extend_from_slice(args);
        let error = Args::command()
            .try_get_matches_from(line)
            .expect_err("an unknown argument");
        with_whole_input(error, &argv(args)).to_string()
    }

    #[test]
    fn the_tip_shows_the_whole_input_and_the_command() {
        let text = rendered(&["pnn", "inspect", "-pawn"]);
        assert!(text.contains("unexpected argument '-pawn'"), "{text}");
        assert!(
            text.contains(
                "tip: to pass '-pawn' as an input, put it after '--': sashite pnn inspect -- -pawn\n"
            ),
            "{text}"
        );
        assert!(!text.contains("'-p'"), "{text}");
        let feen = "-rnbqk^bn-r/8 / C/c";
        let text = rendered(&["--color", "never", "feen", "validate", "--json", feen]);
        assert!(
            text.contains(&format!(": sashite feen validate -- '{feen}'\n")),
            "{text}"
        );
        // A cluster that starts with a real option (`-q`): the letter
        // clap names is further in.
        let text = rendered(&["pin", "validate", "-qawn"]);
        assert!(text.contains(": sashite pin validate -- -qawn\n"), "{text}");
        let text = rendered(&["epin", "inspect", "-k'"]);
        assert!(
            text.contains(r#": sashite epin inspect -- "-k'""#),
            "{text}"
        );
    }

    #[test]
    fn misspelled_long_options_keep_claps_message() {
        let text = rendered(&["pin", "inspect", "--jsn"]);
        assert!(text.contains("'--json'"), "{text}");
    }

    #[test]
    fn a_file_written_against_f_gets_the_tip() {
        let args = argv(&["pnn", "inspect", "-falcon"]);
        assert_eq!(
            attached_file_in(&args, Path::new("alcon")).as_deref(),
            Some(
                "to pass '-falcon' as an input, put it after '--': sashite pnn inspect -- -falcon"
            )
        );
        let apart = argv(&["pnn", "inspect", "-f", "alcon"]);
        assert_eq!(attached_file_in(&apart, Path::new("alcon")), None);
    }
}
