//! SNN, the Style Name Notation: a readable style name whose letter case is
//! the side, such as `CHESS`, `shogi` or `CHESS960`.
//!
//! This crate implements SNN as the
//! [SNN seed](https://sashite.dev/specs/snn/1.0.0/) describes it (the
//! case-encoded form of SNN v1.0.0, June 2025 revision; see
//! [Divergences](#divergences-from-the-specification)). It is the readable
//! counterpart of SIN's one letter (`CHESS` ↔ `C`).
//!
//! # Syntax
//!
//! ```text
//! snn        = upper-name | lower-name ;
//! upper-name = upper , { upper | digit } ;
//! lower-name = lower , { lower | digit } ;
//! upper      = "A" … "Z" ;
//! lower      = "a" … "z" ;
//! digit      = "0" … "9" ;
//! ```
//!
//! The whole input must match [`PATTERN`],
//! `^([A-Z][A-Z0-9]*|[a-z][a-z0-9]*)$`. The notation sets no length limit,
//! and neither does this crate.
//!
//! | Attribute | Spelled by | Type |
//! |---|---|---|
//! | name | the letters and digits, case-free; stored proper-capitalized (`CHESS960` → `Chess960`) | `&str` |
//! | side | the letters' case: upper = first, lower = second | [`Side`] |
//!
//! # Example
//!
//! ```
//! use sashite_snn::{Side, Style};
//!
//! let style: Style = "chess960".parse().expect("valid SNN");
//! assert_eq!(style.name(), "Chess960");
//! assert_eq!(style.side(), Side::Second);
//! assert_eq!(style.to_string(), "chess960");
//!
//! // Transformations return new values.
//! let shogi = style.flip().with_name("Shogi").expect("a proper name");
//! assert_eq!(shogi.to_string(), "SHOGI");
//!
//! // Errors say what is wrong and where.
//! let err = sashite_snn::parse("Chess").unwrap_err();
//! assert_eq!(
//!     err.to_string(),
//!     "invalid SNN: mixed case: expected an uppercase letter or a digit at byte 1, found 'h'"
//! );
//! assert!(!sashite_snn::is_valid("CHESS-960"));
//! ```
//!
//! # Guarantees
//!
//! - Strict: no trimming, no case folding, lengths in bytes; `"CHESS\n"` is
//!   rejected. For every accepted `s`, `parse(s)?.to_string() == s`; for
//!   every style `x`, `parse(&x.to_string()) == Ok(x)`.
//! - One byte-level parser, with one set of byte rules, is behind every
//!   entry point: [`parse`], [`is_valid`], [`Style::parse`],
//!   [`Style::parse_bytes`], `FromStr`, `TryFrom<&str>` and `TryFrom<&[u8]>`.
//! - [`is_valid`] is a `const fn` and never allocates; [`parse`] allocates
//!   only for a name longer than 16 bytes (once); `Display`, [`Style::flip`]
//!   and [`Style::with_side`] never allocate.
//! - [`Side`] is `sashite_protocol::Side`, the same type every Sashité crate
//!   uses, so `style.side() == pin_id.side()` compiles.
//! - `#![no_std]` with `alloc`, no `unsafe`, no panics on any input.
//! - Errors carry the byte offset of the first bad byte and what was found.
//!
//! # Coming from Ruby
//!
//! [`coming_from`] maps every method and constant of the Ruby gem to its
//! name here: `Snn.style(:Chess, :first)` is
//! [`Style::new("Chess", Side::First)`](Style::new), `first_player?` is
//! [`is_first_player`](Style::is_first_player), `SNN_PATTERN` is
//! [`PATTERN`].
//!
//! # Cargo features
//!
//! - `serde` (off by default): a [`Style`] serializes as its SNN string and
//!   deserializes by parsing one; [`Side`] as its name.
//!
//! # Divergences from the specification
//!
//! The upstream SNN text was later rewritten (still numbered v1.0.0) as a
//! Pascal-case name without a side (`Chess`, `Chess960`). This crate keeps the
//! seed's case-encoded form on purpose: here `CHESS` and `chess` are valid
//! and `Chess` is not.
#![no_std]
#![forbid(unsafe_code)]
#![deny(
    clippy::indexing_slicing,
    clippy::arithmetic_side_effects,
    clippy::unwrap_used
)]
#![cfg_attr(docsrs, feature(doc_cfg))]

extern crate alloc;

pub mod coming_from;
mod error;
mod parse;
#[cfg(feature = "serde")]
mod serde_impl;
mod storage;
mod style;

pub use sashite_protocol::{Found, Side};

pub use crate::error::{NameError, ParseError};
pub use crate::style::Style;

/// The specification's regular expression for an SNN name, anchored to the
/// whole input (the Ruby gem's `SNN_PATTERN`). [`is_valid`] agrees with it
/// on every string.
///
/// # Examples
///
/// ```
/// assert_eq!(sashite_snn::PATTERN, "^([A-Z][A-Z0-9]*|[a-z][a-z0-9]*)$");
/// ```
pub const PATTERN: &str = "^([A-Z][A-Z0-9]*|[a-z][a-z0-9]*)$";

/// Parses one SNN name; the whole string must be the name.
///
/// # Errors
///
/// A [`ParseError`] naming the first bad byte and its offset.
///
/// # Examples
///
/// ```
/// let style = sashite_snn::parse("XIANGQI").expect("valid SNN");
/// assert_eq!(style.name(), "Xiangqi");
/// assert!(style.is_first_player());
/// assert!(sashite_snn::parse("Xiangqi").is_err());
/// ```
#[inline]
pub fn parse(input: &str) -> Result<Style, ParseError> {
    Style::parse(input)
}

/// Returns `true` when `input` is exactly one SNN name. Never allocates.
///
/// # Examples
///
/// ```
/// assert!(sashite_snn::is_valid("CHESS960"));
/// assert!(sashite_snn::is_valid("koth"));
/// assert!(!sashite_snn::is_valid("960CHESS"));
/// assert!(!sashite_snn::is_valid(""));
/// ```
#[must_use]
pub const fn is_valid(input: &str) -> bool {
    Style::is_valid(input)
}

#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
