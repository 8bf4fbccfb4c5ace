//! The README's pictures (`pictures/*.svg`) are what the CLI draws
//! today. After a change to the drawing, regenerate them with
//! `SASHITE_BLESS=1 cargo test -p sashite-cli --test pictures`.

mod util;

use std::path::PathBuf;

use util::run;

/// Each picture: its file name and the position drawn.
const PICTURES: [(&str, &str); 3] = [
    (
        "chess",
        "+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c",
    ),
    (
        "shogi",
        "lnsgk^gsnl/1r5b1/pppp1pp+Pp/9/9/9/PPPP1PP1P/1B5R1/LNSGK^GSNL 2P/p s/S",
    ),
    (
        "xiangqi",
        "rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x",
    ),
];

fn path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("pictures")
        .join(format!("{name}.svg"))
}

#[test]
fn the_readme_pictures_are_up_to_date() {
    let bless = std::env::var_os("SASHITE_BLESS").is_some();
    for (name, feen) in PICTURES {
        let output = run(&["feen", "render", "--svg", "-", "--", feen], None);
        assert_eq!(output.status.code(), Some(0), "{name}");
        let drawn = String::from_utf8(output.stdout).expect("UTF-8");
        let path = path(name);
        if bless {
            std::fs::create_dir_all(path.parent().expect("a parent")).expect("a directory");
            std::fs::write(&path, &drawn).expect("written");
            continue;
        }
        let committed = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            committed == drawn,
            "{} is not what the CLI draws; run SASHITE_BLESS=1 cargo test -p sashite-cli --test pictures",
            path.display()
        );
    }
}
