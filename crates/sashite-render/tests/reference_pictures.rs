//! Each game's start, as `rsvg-convert` draws the SVG, against a committed
//! reference PNG (`tests/pictures/`), so that a piece drawn with a font the
//! machine lacks (an empty box, or nothing) fails the test.
//!
//! The Latin text (labels, footer) is hidden before drawing: it is the one
//! part left to the machine's fonts, and it differs from font to font.
//! Everything else is shapes and outlines, drawn alike everywhere, so the
//! tolerance is small: antialiasing only.
//!
//! Needs `rsvg-convert` (Debian: librsvg2-bin); without it the test says
//! so and passes, unless `SASHITE_REQUIRE_RSVG` is set (as CI does).
//! After a change to the drawing, look at the new pictures and regenerate
//! them with `SASHITE_BLESS=1 cargo test -p sashite-render --test reference_pictures`.

use std::path::PathBuf;
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

use sashite::feen::View;
use sashite_render::Options;

const STARTS: [(&str, &str); 4] = [
    (
        "chess",
        "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c",
    ),
    (
        "shogi",
        "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s",
    ),
    (
        "xiangqi",
        "rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x",
    ),
    (
        "makruk",
        "rnsmk^snr/8/pppppppp/8/8/PPPPPPPP/8/RNSK^MSNR / M/m",
    ),
];

/// A pixel differs when a channel differs by more than this (of 255).
const CHANNEL: u8 = 48;
/// The picture differs when more pixels than this differ. One missing
/// piece face changes more than a hundred (`a_missing_outline_fails`).
const PIXELS: usize = 40;

/// The SVG of `feen`, its Latin text hidden.
fn svg(feen: &str) -> String {
    let view = View::parse(feen).expect("valid FEEN");
    let svg = sashite_render::svg(&view, &Options::new()).expect("drawable");
    svg.replacen("</style>", "text { display: none; }\n</style>", 1)
}

/// `svg` drawn by rsvg-convert: width, height and RGBA bytes; `None`
/// without rsvg-convert (a failure when it is required).
fn draw(name: &str, svg: &str) -> Option<(u32, u32, Vec<u8>)> {
    // One directory per drawing: the tests run in parallel.
    static DRAWINGS: AtomicUsize = AtomicUsize::new(0);
    let dir = std::env::temp_dir().join(format!(
        "sashite-pictures-{}-{}",
        std::process::id(),
        DRAWINGS.fetch_add(1, Ordering::Relaxed)
    ));
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    let input = dir.join(format!("{name}.svg"));
    let output = dir.join(format!("{name}.png"));
    std::fs::write(&input, svg).expect("written");
    let status = match Command::new("rsvg-convert")
        .arg("-o")
        .arg(&output)
        .arg(&input)
        .status()
    {
        Ok(status) => status,
        Err(error) => {
            assert!(
                std::env::var_os("SASHITE_REQUIRE_RSVG").is_none(),
                "rsvg-convert could not run ({error}); install librsvg2-bin"
            );
            eprintln!("skipped: rsvg-convert could not run ({error}); install librsvg2-bin");
            return None;
        }
    };
    assert!(status.success(), "rsvg-convert failed on {name}");
    let bytes = std::fs::read(&output).expect("the PNG");
    let _ = std::fs::remove_dir_all(&dir);
    Some(decode(&bytes))
}

/// Width, height and RGBA bytes of a PNG.
fn decode(bytes: &[u8]) -> (u32, u32, Vec<u8>) {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::ALPHA);
    let mut reader = decoder.read_info().expect("a PNG");
    let mut pixels = vec![0; reader.output_buffer_size().expect("a size")];
    let frame = reader.next_frame(&mut pixels).expect("a frame");
    pixels.truncate(frame.buffer_size());
    assert_eq!(
        frame.color_type,
        png::ColorType::Rgba,
        "RGBA after EXPAND | ALPHA"
    );
    (frame.width, frame.height, pixels)
}

/// How many pixels of two same-sized RGBA pictures differ.
fn differing(a: &[u8], b: &[u8]) -> usize {
    a.chunks_exact(4)
        .zip(b.chunks_exact(4))
        .filter(|(p, q)| {
            p.iter()
                .zip(q.iter())
                .any(|(x, y)| x.abs_diff(*y) > CHANNEL)
        })
        .count()
}

fn reference(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("pictures")
        .join(format!("{name}.png"))
}

/// How many pixels of `svg`, drawn, differ from `name`'s reference.
fn compare(name: &str, svg: &str) -> Option<usize> {
    let (width, height, pixels) = draw(name, svg)?;
    let (w, h, expected) = decode(&std::fs::read(reference(name)).expect("the reference PNG"));
    assert_eq!(
        (width, height),
        (w, h),
        "{name}: the picture's size changed"
    );
    Some(differing(&pixels, &expected))
}

#[test]
fn each_start_looks_like_its_reference() {
    if std::env::var_os("SASHITE_BLESS").is_some() {
        for (name, feen) in STARTS {
            let dir = std::env::temp_dir();
            let input = dir.join(format!("sashite-bless-{name}.svg"));
            std::fs::write(&input, svg(feen)).expect("written");
            let status = Command::new("rsvg-convert")
                .arg("-o")
                .arg(reference(name))
                .arg(&input)
                .status()
                .expect("rsvg-convert runs");
            assert!(status.success());
        }
        return;
    }
    for (name, feen) in STARTS {
        let Some(count) = compare(name, &svg(feen)) else {
            return;
        };
        assert!(
            count <= PIXELS,
            "{name}: {count} pixels differ from tests/pictures/{name}.png (at most {PIXELS}); \
             look at the picture, then SASHITE_BLESS=1 if it is right"
        );
    }
}

/// The test above catches a face drawn with no outline: removing one
/// character's outline (the king's, on the board once or twice) makes the
/// picture differ by far more than the tolerance.
#[test]
fn a_missing_outline_fails() {
    for (name, feen, king) in [
        ("chess", STARTS[0].1, '♚'),
        ("shogi", STARTS[1].1, '王'),
        ("xiangqi", STARTS[2].1, '帥'),
    ] {
        let id = format!(r#"<path id="sashite-glyph-{:x}" d=""#, u32::from(king));
        let drawn = svg(feen);
        assert!(drawn.contains(&id), "{name}: the king is an outline");
        let broken = drawn.replace(&id, r#"<path id="removed" d=""#);
        let Some(count) = compare(name, &broken) else {
            return;
        };
        eprintln!("{name} without {king}: {count} pixels differ");
        assert!(
            count > 2 * PIXELS,
            "{name}: only {count} pixels differ without {king}"
        );
    }
}
