//! The board picture, drawn by `sashite-render` (the command's renderer).

use sashite::feen::View;
use sashite_render::Options;

use crate::Failure;

/// The board of `feen` as an SVG document.
///
/// # Errors
///
/// A [`Failure`] when `feen` does not parse (with the offset) or the board
/// is too large to draw.
pub fn svg(feen: &str) -> Result<String, Failure> {
    let view = View::parse(feen)?;
    Ok(sashite_render::svg(&view, &Options::new())?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_picture_or_the_reason() {
        assert!(svg("k^/1/K^ / C/c").expect("small").contains("<svg"));
        assert_eq!(svg("k^/1/K^ / C/C").expect_err("bad").offset(), Some(12));
        assert!(svg("99999 / C/c").is_err());
    }
}
