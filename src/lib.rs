//! The Sashité notations for abstract strategy board games, in one crate.
//!
//! Each notation lives in its own crate; this facade re-exports them as
//! modules, each behind a default-on feature of the same name:
//!
//! | Module | Notation | Example |
//! |---|---|---|
//! | [`pin`] | PIN, Piece Identifier Notation | `+K^` |
//! | [`epin`] | EPIN, Extended Piece Identifier Notation | `+K^'` |
//! | [`sin`] | SIN, Style Identifier Notation | `C` / `c` |
//! | [`snn`] | SNN, Style Name Notation | `CHESS` / `chess` |
//! | [`pnn`] | PNN, Piece Name Notation | `+ROOK^` / `-pawn` |
//! | [`feen`] | FEEN, Field Expression Encoding Notation | `K^6k^ / C/c` |
//!
//! The shared vocabulary ([`Side`], [`State`], [`Letter`]) is one type
//! everywhere, so values read from different notations compare directly.
//!
//! # Example
//!
//! ```
//! use sashite::prelude::*;
//!
//! let king = sashite::pin::parse("K^").expect("valid PIN");
//! let style = sashite::sin::parse("C").expect("valid SIN");
//! assert_eq!(king.side(), style.side());
//! assert_eq!(king.side(), Side::First);
//!
//! let name: SnnStyle = "CHESS".parse().expect("valid SNN");
//! assert_eq!(name.side(), king.side());
//! let piece: PnnName = "KING^".parse().expect("valid PNN");
//! assert_eq!((piece.side(), piece.state()), (king.side(), king.state()));
//! ```
//!
//! # Cargo features
//!
//! - `pin`, `epin`, `sin`, `snn`, `pnn`, `feen` (on by default): the notation modules.
//! - `serde` (off by default): (de)serialization of every value as its
//!   canonical string, forwarded to every notation crate.
#![no_std]
#![forbid(unsafe_code)]
#![cfg_attr(docsrs, feature(doc_cfg))]

pub use sashite_protocol::{Found, InlineStr, Letter, Side, State};

#[cfg(feature = "epin")]
pub use sashite_epin as epin;
#[cfg(feature = "feen")]
pub use sashite_feen as feen;
#[cfg(feature = "pin")]
pub use sashite_pin as pin;
#[cfg(feature = "pnn")]
pub use sashite_pnn as pnn;
#[cfg(feature = "sin")]
pub use sashite_sin as sin;
#[cfg(feature = "snn")]
pub use sashite_snn as snn;

/// The types most programs need, for a glob import.
///
/// # Examples
///
/// ```
/// use sashite::prelude::*;
///
/// let piece = PinIdentifier::new(Letter::K, Side::Second, State::Normal, true);
/// assert_eq!(piece.to_string(), "k^");
/// ```
pub mod prelude {
    pub use sashite_protocol::{Letter, Side, State};

    #[cfg(feature = "epin")]
    pub use sashite_epin::Identifier as EpinIdentifier;
    #[cfg(feature = "feen")]
    pub use sashite_feen::Position;
    #[cfg(feature = "pin")]
    pub use sashite_pin::Identifier as PinIdentifier;
    #[cfg(feature = "pnn")]
    pub use sashite_pnn::Name as PnnName;
    #[cfg(feature = "sin")]
    pub use sashite_sin::Identifier as SinIdentifier;
    #[cfg(feature = "snn")]
    pub use sashite_snn::Style as SnnStyle;
}

#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
