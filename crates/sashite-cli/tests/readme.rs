//! The READMEs' examples of the command are true: every `$ sashite …`
//! transcript (```text blocks of the workspace README) prints what it
//! shows, and every `sashite …` line of a ```sh block is a command line
//! the command accepts. (Reads the repository's READMEs: left out of the
//! package, like `pictures.rs`.)

mod util;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use util::stderr;

fn readme(path: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The fenced blocks of `text` whose info string is `lang`.
fn blocks(text: &str, lang: &str) -> Vec<Vec<String>> {
    let mut found = Vec::new();
    let mut current: Option<Vec<String>> = None;
    for line in text.lines() {
        let fence = line.trim_start().strip_prefix("```");
        match (fence, current.take()) {
            (Some(_), Some(block)) => found.push(block),
            (Some(info), None) => current = (info.trim() == lang).then(Vec::new),
            (None, Some(mut block)) => {
                block.push(line.to_owned());
                current = Some(block);
            }
            (None, None) => {}
        }
    }
    found
}

/// A shell line cut into words (quotes and backslashes as sh reads
/// them), up to an unquoted `#` comment, `>` redirection or `|` pipe.
fn words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            ' ' | '\t' => words.extend(word.take()),
            '#' if word.is_none() => break,
            '>' | '|' => break,
            '\'' => {
                let w = word.get_or_insert_with(String::new);
                for c in chars.by_ref() {
                    if c == '\'' {
                        break;
                    }
                    w.push(c);
                }
            }
            '"' => {
                let w = word.get_or_insert_with(String::new);
                while let Some(c) = chars.next() {
                    match c {
                        '"' => break,
                        '\\' if matches!(chars.peek(), Some('"' | '\\' | '$' | '`')) => {
                            w.extend(chars.next());
                        }
                        c => w.push(c),
                    }
                }
            }
            '\\' => word.get_or_insert_with(String::new).extend(chars.next()),
            c => word.get_or_insert_with(String::new).push(c),
        }
    }
    words.extend(word);
    words
}

/// Runs `sashite ARGS` in `dir` with `stdin`; (stdout, stderr, status).
fn sashite(args: &[String], stdin: &[u8], dir: &Path) -> (String, String, Option<i32>) {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_sashite"))
        .args(args)
        .current_dir(dir)
        .env_remove("NO_COLOR")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    let _ = child.stdin.take().expect("piped").write_all(stdin);
    let output = child.wait_with_output().expect("ends");
    (
        String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr(&output),
        output.status.code(),
    )
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("sashite-readme-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temp dir");
    dir
}

#[test]
fn transcripts_print_what_they_show() {
    let dir = scratch("transcripts");
    let mut checked = 0;
    for block in blocks(&readme("../../README.md"), "text") {
        let mut lines = block.iter().peekable();
        while let Some(line) = lines.next() {
            let Some(command) = line.strip_prefix("$ ") else {
                continue;
            };
            // `printf '…' | sashite …`: the printf is stdin.
            let (stdin, command) = match command.split_once(" | sashite ") {
                Some((printf, rest)) => {
                    let text = words(printf).get(1).cloned().unwrap_or_default();
                    (text.replace("\\n", "\n"), format!("sashite {rest}"))
                }
                None => (String::new(), command.to_owned()),
            };
            let args = words(&command);
            assert_eq!(args[0], "sashite", "{line}");
            let mut expected = String::new();
            while let Some(next) = lines.next_if(|next| !next.starts_with("$ ")) {
                expected.push_str(next);
                expected.push('\n');
            }
            let (stdout, errors, _) = sashite(&args[1..], stdin.as_bytes(), &dir);
            assert_eq!(stdout, expected, "{line}\n(stderr: {errors})");
            checked += 1;
        }
    }
    assert!(checked >= 3, "{checked} transcripts checked");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn every_example_command_line_is_accepted() {
    let dir = scratch("examples");
    let mut checked = 0;
    for path in ["../../README.md", "README.md"] {
        for block in blocks(&readme(path), "sh") {
            for line in block {
                let args = words(&line);
                if args.first().map(String::as_str) != Some("sashite") {
                    continue;
                }
                // Files the examples name may be missing here (an I/O
                // error, exit 2); a usage error would print the usage.
                let (_, errors, status) = sashite(&args[1..], b"", &dir);
                assert!(
                    !errors.contains("Usage:") && status.is_some(),
                    "{path}: {line}\n{errors}"
                );
                checked += 1;
            }
        }
    }
    assert!(checked >= 20, "{checked} command lines checked");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn words_are_cut_as_sh_cuts_them() {
    assert_eq!(
        words(r#"sashite epin inspect "K^'" 'a b' c\ d # note"#),
        ["sashite", "epin", "inspect", "K^'", "a b", "c d"]
    );
    assert_eq!(words("sashite man | man -l -"), ["sashite", "man"]);
    assert_eq!(words("sashite x > out.svg"), ["sashite", "x"]);
}
