//! Which notation an input is read as.

use core::fmt;

use sashite::{Token, epin, feen, pin, pnn, sin, snn};

/// A Sashité notation, as named by the `sashite` command's subcommands.
///
/// # Examples
///
/// ```
/// use sashite_render::Notation;
///
/// assert_eq!(Notation::Feen.name(), "FEEN");
/// assert_eq!(Notation::from_subcommand("epin"), Some(Notation::Epin));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Notation {
    /// PIN, Piece Identifier Notation.
    Pin,
    /// EPIN, Extended Piece Identifier Notation.
    Epin,
    /// SIN, Style Identifier Notation.
    Sin,
    /// SNN, Style Name Notation.
    Snn,
    /// PNN, Piece Name Notation.
    Pnn,
    /// FEEN, Field Expression Encoding Notation.
    Feen,
}

impl Notation {
    /// Every notation, in the order of the command's subcommands.
    pub const ALL: [Self; 6] = [
        Self::Pin,
        Self::Epin,
        Self::Sin,
        Self::Snn,
        Self::Pnn,
        Self::Feen,
    ];

    /// The notation's name in capitals (`"PIN"`).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Pin => "PIN",
            Self::Epin => "EPIN",
            Self::Sin => "SIN",
            Self::Snn => "SNN",
            Self::Pnn => "PNN",
            Self::Feen => "FEEN",
        }
    }

    /// Whether `input` reads as this notation, without building a message
    /// for an invalid one (the cheap question for a loop over many inputs).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_render::Notation;
    ///
    /// assert!(Notation::Epin.is_valid(b"K^'"));
    /// assert!(!Notation::Feen.is_valid(b"8 / C/C"));
    /// ```
    #[must_use]
    pub fn is_valid(self, input: &[u8]) -> bool {
        fn reads<T: Token>(input: &[u8]) -> bool {
            T::parse_bytes(input).is_ok()
        }
        match self {
            Self::Pin => reads::<pin::Identifier>(input),
            Self::Epin => reads::<epin::Identifier>(input),
            Self::Sin => reads::<sin::Identifier>(input),
            Self::Snn => reads::<snn::Style>(input),
            Self::Pnn => reads::<pnn::Name>(input),
            Self::Feen => core::str::from_utf8(input).is_ok_and(feen::is_valid),
        }
    }

    /// The notation named by a lower-case subcommand (`"pin"`), if any.
    #[must_use]
    pub fn from_subcommand(name: &str) -> Option<Self> {
        Self::ALL
            .into_iter()
            .find(|notation| notation.name().eq_ignore_ascii_case(name))
    }
}

impl fmt::Display for Notation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}
