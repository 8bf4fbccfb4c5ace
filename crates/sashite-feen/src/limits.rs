//! Resource limits: implementation caps that are not FEEN rules.

/// The most board dimensions any FEEN string held in memory can have.
///
/// A coherent board of `D` dimensions has at least `2^(D-1)` segments, so a
/// string with more than 64 dimensions would be longer than any address
/// space. Separators longer than 64 slashes are therefore always
/// dimensional-coherence violations, and no [`Limits`] can raise this.
///
/// # Examples
///
/// ```
/// assert_eq!(sashite_feen::MAX_DIMENSIONS, 64);
/// ```
pub const MAX_DIMENSIONS: usize = 64;

/// Resource limits applied while reading a FEEN string.
///
/// The FEEN specification bounds nothing: not the length of the string, the
/// number of dimensions, nor the number of squares. A string rejected only
/// because it exceeds one of these limits gets a
/// [`ParseError::Bounds`](crate::ParseError::Bounds) error ("implementation
/// limit"), never a grammar error.
///
/// The defaults ([`Limits::DEFAULT`]) accept every board the specification
/// shows, including 4-dimensional and irregular boards and a single rank of
/// `99999999999999999999` squares:
///
/// | Limit | Default | Why |
/// |---|---|---|
/// | input bytes | 16 MiB | thousands of times any real board; bounds the time of one parse, and the memory of one [`Position`](crate::Position) (at most 8 bytes per input byte plus 41 KiB: 128 MiB) |
/// | dimensions | 64 ([`MAX_DIMENSIONS`]) | no longer string can be coherent |
/// | squares | `u128::MAX` | counts are exact `u128` arithmetic; larger counts are `Bounds` errors anyway |
///
/// # Examples
///
/// ```
/// use sashite_feen::{Limits, Position};
///
/// let strict = Limits::DEFAULT.with_max_dimensions(2).with_max_squares(81);
/// assert!(Position::parse_with("9/9/9/9/9/9/9/9/9 / S/s", &strict).is_ok());
/// let err = Position::parse_with("ab/cd//AB/CD / G/g", &strict).unwrap_err();
/// assert!(err.to_string().contains("implementation limit"));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Limits {
    bytes: usize,
    dimensions: usize,
    squares: u128,
}

impl Limits {
    /// The default limits (see the type's documentation).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::Limits;
    ///
    /// assert_eq!(Limits::DEFAULT.max_bytes(), 16 * 1024 * 1024);
    /// assert_eq!(Limits::default(), Limits::DEFAULT);
    /// ```
    pub const DEFAULT: Self = Self {
        bytes: 16 * 1024 * 1024,
        dimensions: MAX_DIMENSIONS,
        squares: u128::MAX,
    };

    /// The limits of the upstream `sashite-feen` 0.2 crate: 4,096 bytes,
    /// 3 dimensions, 65,025 squares (it also caps each axis at 255 cells and
    /// requires regular boards, which this crate never does).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::{Limits, View};
    ///
    /// assert!(View::parse_with("65025 / C/c", &Limits::UPSTREAM).is_ok());
    /// assert!(View::parse_with("65026 / C/c", &Limits::UPSTREAM).is_err());
    /// ```
    pub const UPSTREAM: Self = Self {
        bytes: 4096,
        dimensions: 3,
        squares: 65_025,
    };

    /// The longest input accepted, in bytes.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(sashite_feen::Limits::UPSTREAM.max_bytes(), 4096);
    /// ```
    #[must_use]
    pub const fn max_bytes(&self) -> usize {
        self.bytes
    }

    /// The most dimensions accepted.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(sashite_feen::Limits::UPSTREAM.max_dimensions(), 3);
    /// ```
    #[must_use]
    pub const fn max_dimensions(&self) -> usize {
        self.dimensions
    }

    /// The most squares accepted.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(sashite_feen::Limits::UPSTREAM.max_squares(), 65_025);
    /// ```
    #[must_use]
    pub const fn max_squares(&self) -> u128 {
        self.squares
    }

    /// Sets the longest input accepted, in bytes.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::Limits;
    ///
    /// assert_eq!(Limits::DEFAULT.with_max_bytes(100).max_bytes(), 100);
    /// ```
    #[must_use]
    pub const fn with_max_bytes(self, bytes: usize) -> Self {
        Self { bytes, ..self }
    }

    /// Sets the most dimensions accepted (values above [`MAX_DIMENSIONS`]
    /// behave as [`MAX_DIMENSIONS`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::Limits;
    ///
    /// assert_eq!(Limits::DEFAULT.with_max_dimensions(2).max_dimensions(), 2);
    /// ```
    #[must_use]
    pub const fn with_max_dimensions(self, dimensions: usize) -> Self {
        Self { dimensions, ..self }
    }

    /// Sets the most squares accepted.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::Limits;
    ///
    /// assert_eq!(Limits::DEFAULT.with_max_squares(64).max_squares(), 64);
    /// ```
    #[must_use]
    pub const fn with_max_squares(self, squares: u128) -> Self {
        Self { squares, ..self }
    }
}

impl Default for Limits {
    fn default() -> Self {
        Self::DEFAULT
    }
}
