//! SIN, the Style Identifier Notation: a player's style and side as one
//! ASCII letter, such as `C` or `c`.
//!
//! This crate implements the [SIN v1.0.0 specification](https://sashite.dev/specs/sin/1.0.0/).
//!
//! # Syntax
//!
//! ```text
//! sin    = letter ;
//! letter = "A" … "Z" | "a" … "z" ;
//! ```
//!
//! The whole input must match `^[A-Za-z]$`: 52 tokens, nothing else.
//!
//! | Attribute | Spelled by | Type |
//! |---|---|---|
//! | style family | the letter, case-free | [`Letter`] |
//! | side | the letter's case: upper = first, lower = second | [`Side`] |
//!
//! # Example
//!
//! ```
//! use sashite_sin::{Identifier, Letter, Side};
//!
//! let style: Identifier = "c".parse().expect("valid SIN");
//! assert_eq!(style.letter(), Letter::C);
//! assert_eq!(style.side(), Side::Second);
//! assert_eq!(style.flip().to_string(), "C");
//!
//! let err = sashite_sin::parse("C'").unwrap_err();
//! assert_eq!(err.to_string(), "invalid SIN: expected the end of input at byte 1, found '\\''");
//! ```
//!
//! # Guarantees
//!
//! - Strict: exactly one ASCII letter, no trimming, no Unicode case folding.
//!   For every accepted `s`, `parse(s)?.to_string() == s`; for every
//!   identifier `x`, `parse(&x.to_string()) == Ok(x)`.
//! - Every entry point ([`parse`], [`is_valid`], [`parse_prefix`],
//!   [`Identifier::parse`], `FromStr`, `TryFrom<&str>`, `TryFrom<&[u8]>`) is
//!   a `const fn` or calls one, with the same const surface as `sashite-pin`.
//! - [`Identifier`] is `Copy`, two bytes, with private fields.
//! - `#![no_std]`, no allocation, no `unsafe`, no panics on any input.
//! - Errors carry the byte offset of the first bad byte and what was found.
//!
//! # Coming from Ruby or `sashite-sin` 1.x
//!
//! [`coming_from`] maps every method of the Ruby gem and every item of the
//! 1.1 crate to its name here: Ruby's `family` is
//! [`letter()`](Identifier::letter) and its `letter` is
//! [`to_char()`](Identifier::to_char); 1.1's `is_first` is
//! [`is_first_player`](Identifier::is_first_player) and `flipped` is
//! [`flip`](Identifier::flip).
//!
//! # Cargo features
//!
//! - `serde` (off by default): an [`Identifier`] serializes as its token
//!   string and deserializes by parsing one.
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

pub mod coming_from;
mod encode;
mod error;
mod identifier;
mod parse;
#[cfg(feature = "serde")]
mod serde_impl;

pub use sashite_protocol::{Found, Letter, NotALetter, Side};

pub use crate::encode::EncodedSin;
pub use crate::error::ParseError;
pub use crate::identifier::Identifier;
pub use crate::parse::parse_prefix;

/// The regular expression of the [SIN v1.0.0 specification](https://sashite.dev/specs/sin/1.0.0/)
/// for a SIN token, in the syntax of Rust's `regex` crate, whose `^` and `$`
/// (without the `m` flag) anchor to the whole input: a trailing newline
/// does not match. In Ruby or PCRE, write `\A…\z` instead. [`is_valid`]
/// agrees with it on every string.
///
/// # Examples
///
/// ```
/// assert_eq!(sashite_sin::PATTERN, r"^[A-Za-z]$");
/// assert!(sashite_sin::is_valid("c"));
/// assert!(!sashite_sin::is_valid("CC"));
/// ```
pub const PATTERN: &str = r"^[A-Za-z]$";

/// Parses one SIN token; the whole string must be the token.
///
/// # Errors
///
/// A [`ParseError`] naming the first bad byte and its offset.
///
/// # Examples
///
/// ```
/// let style = sashite_sin::parse("S").expect("valid SIN");
/// assert!(style.is_first_player());
/// assert!(sashite_sin::parse("s ").is_err());
/// ```
#[inline]
pub const fn parse(input: &str) -> Result<Identifier, ParseError> {
    Identifier::parse(input)
}

/// Returns `true` when `input` is exactly one SIN token.
///
/// # Examples
///
/// ```
/// assert!(sashite_sin::is_valid("x"));
/// assert!(!sashite_sin::is_valid("xx"));
/// ```
#[inline]
#[must_use]
pub const fn is_valid(input: &str) -> bool {
    Identifier::is_valid(input)
}

#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
