//! Why a board cannot be drawn.

use core::fmt;

/// A position too large to draw.
///
/// # Examples
///
/// ```
/// use sashite_render::{Options, RenderError};
/// use sashite::feen::View;
///
/// let view = View::parse("99999 / C/c").expect("valid");
/// let err = sashite_render::svg(&view, &Options::new()).unwrap_err();
/// assert_eq!(err, RenderError::TooLarge { squares: 99999, max: sashite_render::MAX_SQUARES });
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum RenderError {
    /// The board has more squares than a picture shows.
    TooLarge {
        /// The board's square count.
        squares: u128,
        /// The most squares drawn ([`MAX_SQUARES`](crate::MAX_SQUARES)).
        max: u128,
    },
}

impl fmt::Display for RenderError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Self::TooLarge { squares, max } = self;
        write!(
            f,
            "the board has {squares} squares; a picture shows at most {max}"
        )
    }
}

impl core::error::Error for RenderError {}
