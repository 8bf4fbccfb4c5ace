//! PNN, the Piece Name Notation: the readable, full-word name of a piece,
//! with its side, state and terminal status, such as `KING`, `queen`,
//! `+ROOK^` or `-pawn`.
//!
//! This crate implements the [PNN v1.0.0 specification](https://sashite.dev/specs/pnn/1.0.0/)
//! in its revision with terminal markers, as the PNN seed describes it. PNN
//! is the long form behind PIN letters (`KING` → `K`, `+ROOK^` → `+R^`).
//!
//! # Syntax
//!
//! ```text
//! pnn             = [ state-modifier ] , name-body , [ terminal-marker ] ;
//! state-modifier  = "+" | "-" ;
//! name-body       = upper , { upper } | lower , { lower } ;
//! terminal-marker = "^" ;
//! upper           = "A" … "Z" ;
//! lower           = "a" … "z" ;
//! ```
//!
//! The whole input must match [`PATTERN`], `^[+-]?([A-Z]+|[a-z]+)\^?$`.
//! The notation sets no length limit, and neither does this crate.
//!
//! | Attribute | Spelled by | Type |
//! |---|---|---|
//! | value | the whole string, exactly as given | `&str` |
//! | base name | the letters, case preserved (`-pawn^` → `pawn`) | `&str` |
//! | side | the letters' case: upper = first, lower = second | [`Side`] |
//! | state | `+` enhanced, `-` diminished, nothing normal | [`State`] |
//! | terminal | a trailing `^` | `bool` |
//!
//! # Example
//!
//! ```
//! use sashite_pnn::{Name, Side, State};
//!
//! let pawn: Name = "-pawn^".parse().expect("valid PNN");
//! assert_eq!(pawn.base_name(), "pawn");
//! assert_eq!(pawn.side(), Side::Second);
//! assert_eq!(pawn.state(), State::Diminished);
//! assert!(pawn.is_terminal());
//! assert_eq!(pawn.to_string(), "-pawn^");
//!
//! // Names compare across sides, states and marks by base name.
//! let pawn_too = Name::parse("PAWN").expect("valid PNN");
//! assert!(pawn.same_base_name(&pawn_too));
//! assert_ne!(pawn, pawn_too);
//!
//! // Transformations return new values.
//! assert_eq!(pawn.flip().normalize().to_string(), "PAWN^");
//!
//! // Errors say what is wrong and where.
//! let err = sashite_pnn::parse("KING1").unwrap_err();
//! assert_eq!(
//!     err.to_string(),
//!     "invalid PNN: unexpected digit at byte 4, found '1'; a name has only ASCII letters"
//! );
//! assert!(!sashite_pnn::is_valid("King"));
//! ```
//!
//! # Guarantees
//!
//! - Strict: no trimming, no case folding, lengths in bytes; `"KING\n"` is
//!   rejected. For every accepted `s`, `parse(s)?.to_string() == s`; for
//!   every name `x`, `parse(&x.to_string()) == Ok(x)`.
//! - One byte-level parser, with one set of byte rules, is behind every
//!   entry point: [`parse`], [`is_valid`], [`Name::parse`], [`Name::new`],
//!   [`Name::parse_bytes`], `FromStr`, `TryFrom<&str>` and `TryFrom<&[u8]>`.
//! - [`is_valid`] is a `const fn` and never allocates; [`parse`] and the
//!   transformations allocate once, and only for a name longer than 24
//!   bytes (12 on 32-bit targets); `Display`, [`Name::flip`] and
//!   [`Name::with_side`] never allocate.
//! - [`Side`] and [`State`] are the `sashite_protocol` types every Sashité
//!   crate uses, so `name.side() == pin_id.side()` compiles.
//! - `#![no_std]` with `alloc`, no `unsafe`, no panics on any input.
//! - Errors carry the byte offset of the first bad byte and what was found.
//!
//! # Coming from Ruby
//!
//! [`coming_from`] maps every method of the Ruby gem to its name here:
//! `Pnn.name("KING")` is [`Name::new("KING")`](Name::new), `terminal?` is
//! [`is_terminal`](Name::is_terminal), `same_base_name?` is
//! [`same_base_name`](Name::same_base_name).
//!
//! # Cargo features
//!
//! - `serde` (off by default): a [`Name`] serializes as its PNN string and
//!   deserializes by parsing one; [`Side`] and [`State`] as their names.
//!
//! # Beyond the specification
//!
//! The PNN seed defines parsing, queries and comparison only. This crate adds
//! PIN's transformations ([`Name::enhance`], [`Name::unenhance`],
//! [`Name::diminish`], [`Name::undiminish`], [`Name::normalize`],
//! [`Name::flip`], [`Name::mark_terminal`], [`Name::unmark_terminal`],
//! [`Name::with_side`], [`Name::with_state`], [`Name::with_terminal`]) and
//! the comparisons [`Name::same_side`], [`Name::same_state`] and
//! [`Name::same_terminal`]. Each returns a valid name; none changes what is
//! accepted.
#![no_std]
#![forbid(unsafe_code)]
#![deny(
    clippy::indexing_slicing,
    clippy::arithmetic_side_effects,
    clippy::unwrap_used
)]
#![cfg_attr(docsrs, feature(doc_cfg))]

pub mod coming_from;
mod error;
mod name;
mod parse;
#[cfg(feature = "serde")]
mod serde_impl;

pub use sashite_protocol::{Found, Side, State};

pub use crate::error::ParseError;
pub use crate::name::Name;

/// The specification's regular expression for a PNN name, anchored to the
/// whole input. [`is_valid`] agrees with it on every string.
///
/// # Examples
///
/// ```
/// assert_eq!(sashite_pnn::PATTERN, r"^[+-]?([A-Z]+|[a-z]+)\^?$");
/// ```
pub const PATTERN: &str = r"^[+-]?([A-Z]+|[a-z]+)\^?$";

/// Parses one PNN name; the whole string must be the name.
///
/// # Errors
///
/// A [`ParseError`] naming the first bad byte and its offset.
///
/// # Examples
///
/// ```
/// let rook = sashite_pnn::parse("+ROOK").expect("valid PNN");
/// assert!(rook.is_enhanced());
/// assert!(sashite_pnn::parse("ROOK+").is_err());
/// ```
#[allow(clippy::inline_always)] // see `Name::parse_bytes`
#[inline(always)]
pub fn parse(input: &str) -> Result<Name, ParseError> {
    Name::parse(input)
}

/// Returns `true` when `input` is exactly one PNN name. Never allocates.
///
/// # Examples
///
/// ```
/// assert!(sashite_pnn::is_valid("+KING^"));
/// assert!(sashite_pnn::is_valid("-pawn"));
/// assert!(!sashite_pnn::is_valid("KING^^"));
/// assert!(!sashite_pnn::is_valid(""));
/// ```
#[must_use]
#[inline]
pub const fn is_valid(input: &str) -> bool {
    Name::is_valid(input)
}

#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
