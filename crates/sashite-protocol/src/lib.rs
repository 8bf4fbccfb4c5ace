//! The Sashité Game Protocol vocabulary, shared by every notation crate.
//!
//! | Type | Values | Meaning |
//! |---|---|---|
//! | [`Side`] | `First`, `Second` | which player owns a piece or a style; in every notation the first side is written in uppercase, the second in lowercase |
//! | [`State`] | `Diminished`, `Normal`, `Enhanced` | the state of a piece, written `-`, nothing, `+` |
//! | [`Letter`] | `A`…`Z` | a case-free letter: a piece type (PIN, EPIN) or a style family (SIN) |
//! | [`InlineStr`] | up to `N` ASCII bytes, inline | what every token crate's `encode()` returns: a token written out without allocating |
//! | [`Found`] | a byte, or the end of input | what a parser found where it expected something else, quoted alike by every notation's errors |
//!
//! The [`decimal`] module is the one reader and writer of decimal numbers
//! that the notations (FEEN's counts, FEN's counters) and the renderer
//! share.
//!
//! The notation crates (`sashite-pin`, `sashite-epin`, `sashite-sin`,
//! `sashite-snn`, `sashite-pnn`, `sashite-feen`) re-export these types, so a
//! side read from one notation compares directly with a side read from another.
//!
//! # Example
//!
//! ```
//! use sashite_protocol::{Letter, Side, State};
//!
//! // Case carries the side; the letter itself is case-free.
//! let (letter, side) = Letter::from_ascii_with_side(b'r').expect("an ASCII letter");
//! assert_eq!((letter, side), (Letter::R, Side::Second));
//! assert_eq!(letter.to_char_cased(side), 'r');
//!
//! // States are spelled by a one-byte prefix.
//! assert_eq!(State::from_prefix(b'-'), Some(State::Diminished));
//! assert_eq!(State::Enhanced.prefix(), "+");
//! ```
//!
//! # Guarantees
//!
//! - `#![no_std]`, no allocation, no `unsafe`.
//! - Every type is `Copy` and every method is a `const fn` (as are
//!   `decimal`'s `small`, `len` and `ascii_digit`).
//!
//! # Cargo features
//!
//! - `serde` (off by default): [`Side`] and [`State`] serialize as
//!   `"first"`/`"second"` and `"normal"`/`"enhanced"`/`"diminished"`,
//!   [`Letter`] as its uppercase letter (`"K"`).
#![no_std]
#![forbid(unsafe_code)]
// Untrusted input must never panic: no unchecked indexing, arithmetic or
// unwrapping in library code (each remaining site says why it cannot fail).
#![deny(
    clippy::indexing_slicing,
    clippy::arithmetic_side_effects,
    clippy::unwrap_used,
    clippy::expect_used
)]
#![cfg_attr(docsrs, feature(doc_cfg))]

pub mod decimal;
mod found;
mod inline_str;
mod letter;
#[cfg(feature = "serde")]
mod serde_impl;
mod side;
mod state;
mod token;

pub use crate::found::Found;
pub use crate::inline_str::InlineStr;
pub use crate::letter::{Letter, NotALetter};
pub use crate::side::Side;
pub use crate::state::State;
pub use crate::token::{NotationError, Token};

#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
