//! The repository's READMEs tell the truth (issue 26): install lines that
//! fetch our crates, examples compiled as doctests, no reference links
//! that only rustdoc resolves. (Here, in the private test kit, because
//! these tests read the whole repository, which no package holds.)

use std::path::{Path, PathBuf};

/// The repository's root.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every README.md of the repository (not in build or dependency
/// directories), with its text.
fn readmes() -> Vec<(PathBuf, String)> {
    let mut found = Vec::new();
    let mut stack = vec![root()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("a readable directory") {
            let path = entry.expect("an entry").path();
            let name = path
                .file_name()
                .and_then(|n| n.to_str())
                .unwrap_or_default();
            if path.is_dir() {
                if !name.starts_with('.') && !["target", "node_modules", "dist"].contains(&name) {
                    stack.push(path);
                }
            } else if name == "README.md" {
                let text = std::fs::read_to_string(&path).expect("UTF-8");
                found.push((path, text));
            }
        }
    }
    assert!(found.len() >= 10, "{} READMEs found", found.len());
    found
}

/// The lines inside fenced code blocks.
fn code_lines(text: &str) -> Vec<&str> {
    let mut inside = false;
    let mut lines = Vec::new();
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            inside = !inside;
        } else if inside {
            lines.push(line);
        }
    }
    lines
}

/// On crates.io the names `sashite-pin`, `-epin`, `-sin` and `-feen`
/// belong to the spec author's crates: `cargo add sashite-pin` would
/// fetch another API. Every install line names the repository.
#[test]
fn cargo_add_lines_name_the_repository() {
    let mut seen = 0;
    for (path, text) in readmes() {
        for line in code_lines(&text) {
            if line.contains("cargo add sashite") {
                seen += 1;
                assert!(
                    line.contains("--git ") || line.contains("--path "),
                    "{}: `{line}` installs a crates.io crate of that name",
                    path.display()
                );
            }
        }
    }
    assert!(seen >= 10, "{seen} install lines seen");
}

/// A crate README with a Rust example is compiled as a doctest by its
/// crate (`#[doc = include_str!("../README.md")]`).
#[test]
fn readme_examples_are_doctests() {
    for (path, text) in readmes() {
        if !text.contains("```rust") {
            continue;
        }
        let dir = path.parent().expect("a directory");
        let lib = dir.join("src/lib.rs");
        let source = std::fs::read_to_string(&lib)
            .unwrap_or_else(|_| panic!("{} has Rust examples but no src/lib.rs", path.display()));
        assert!(
            source.contains("#[doc = include_str!(\"../README.md\")]"),
            "{}: its examples are not doctests of {}",
            path.display(),
            lib.display()
        );
    }
}

/// ``[`Side`]`` is a link for rustdoc only: on GitHub or crates.io it
/// shows as brackets. A README's reference links have a target.
#[test]
fn reference_links_have_a_target() {
    for (path, text) in readmes() {
        let mut rest = text.as_str();
        while let Some(start) = rest.find("[`") {
            rest = &rest[start + 1..];
            let Some(end) = rest.find("`]") else { break };
            let label = &rest[..=end];
            if label.contains(['[', '\n']) {
                continue;
            }
            let after = rest[end + 2..].chars().next();
            let defined = text.contains(&format!("[{label}]:"));
            assert!(
                matches!(after, Some('(' | '[' | ':')) || defined,
                "{}: [{label}] links nowhere outside rustdoc",
                path.display()
            );
        }
    }
}
