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

impl RenderError {
    /// Every code [`code`](Self::code) returns.
    pub const CODES: &'static [&'static str] = &["too_large"];

    /// The kind of error as a stable snake-case code, the same on every
    /// surface (the CLI's `--json` `kind`, Python, JavaScript).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_render::RenderError;
    ///
    /// assert_eq!(RenderError::TooLarge { squares: 5000, max: 4096 }.code(), "too_large");
    /// ```
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            Self::TooLarge { .. } => "too_large",
        }
    }
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

impl sashite::NotationError for RenderError {
    fn code(&self) -> &'static str {
        Self::code(self)
    }

    /// `None`: the position is valid, only too large.
    fn offset(&self) -> Option<usize> {
        None
    }
}
