//! PIN, the Piece Identifier Notation: one piece as a one-to-three byte
//! ASCII token, such as `K`, `+r` or `-k^`.
//!
//! This crate implements the [PIN v1.0.0 specification](https://sashite.dev/specs/pin/1.0.0/)
//! with the terminal marker.
//!
//! # Syntax
//!
//! ```text
//! pin             = [ state-modifier ] , letter , [ terminal-marker ] ;
//! state-modifier  = "+" | "-" ;
//! letter          = "A" … "Z" | "a" … "z" ;
//! terminal-marker = "^" ;
//! ```
//!
//! The whole input must match `^[+-]?[A-Za-z]\^?$`: 312 tokens, nothing else.
//!
//! | Attribute | Spelled by | Type |
//! |---|---|---|
//! | piece type | the letter, case-free | [`Letter`] |
//! | side | the letter's case: upper = first, lower = second | [`Side`] |
//! | state | `+` enhanced, `-` diminished, nothing normal | [`State`] |
//! | terminal | a trailing `^` | `bool` |
//!
//! # Example
//!
//! ```
//! use sashite_pin::{Identifier, Letter, Side, State};
//!
//! let piece: Identifier = "+r^".parse().expect("valid PIN");
//! assert_eq!(piece.letter(), Letter::R);
//! assert_eq!(piece.side(), Side::Second);
//! assert_eq!(piece.state(), State::Enhanced);
//! assert!(piece.is_terminal());
//!
//! // Transformations return new values and keep everything else.
//! assert_eq!(piece.flip().normalize().to_string(), "R^");
//!
//! // Errors say what is wrong and where.
//! let err = sashite_pin::parse("K^^").unwrap_err();
//! assert_eq!(err.to_string(), "invalid PIN: expected the end of input at byte 2, found '^'");
//!
//! // Works in const contexts too.
//! const KING: Identifier = match Identifier::parse("K^") {
//!     Ok(id) => id,
//!     Err(_) => panic!("not a PIN token"),
//! };
//! assert!(KING.is_terminal());
//! ```
//!
//! # Guarantees
//!
//! - Strict: no trimming, no case folding, lengths in bytes; `"K\n"` is
//!   rejected. For every accepted `s`, `parse(s)?.to_string() == s`; for every
//!   identifier `x`, `parse(&x.to_string()) == Ok(x)`.
//! - One byte-level parser ([`parse_prefix`]) is behind every entry point:
//!   [`parse`], [`is_valid`], [`Identifier::parse`], `FromStr`,
//!   `TryFrom<&str>` and `TryFrom<&[u8]>`. All of them are `const fn` or call
//!   one.
//! - [`Identifier`] is `Copy`, three bytes, with private fields; every
//!   method is a `const fn`. `Result<Identifier, ParseError>` is four bytes,
//!   so [`parse`] returns in one register.
//! - `#![no_std]`, no allocation ([`Identifier::encode`] writes into an
//!   inline buffer), no `unsafe`, no panics on any input.
//! - Errors carry the byte offset of the first bad byte and what was found.
//!
//! # Coming from Ruby, Elixir or `sashite-pin` 1.x
//!
//! [`coming_from`] maps every method of the Ruby and Elixir libraries and
//! every item of the 1.1 crate to its name here: `type` is
//! [`letter()`](Identifier::letter), Ruby's `letter` is
//! [`to_char()`](Identifier::to_char), `with_type` is
//! [`with_letter`](Identifier::with_letter), 1.1's `is_first` is
//! [`is_first_player`](Identifier::is_first_player) and `flipped` is
//! [`flip`](Identifier::flip); `Pin.identifier(:K, :first)` is
//! [`Identifier::normal(Letter::K, Side::First)`](Identifier::normal).
//!
//! # Cargo features
//!
//! - `serde` (off by default): an [`Identifier`] serializes as its token
//!   string and deserializes by parsing one; [`Side`], [`State`] and
//!   [`Letter`] as their names.
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

pub use sashite_protocol::{Found, Letter, NotALetter, Side, State};

pub use crate::encode::EncodedPin;
pub use crate::error::ParseError;
pub use crate::identifier::Identifier;
pub use crate::parse::parse_prefix;

/// The regular expression of the [PIN v1.0.0 specification](https://sashite.dev/specs/pin/1.0.0/)
/// for a PIN token, in the syntax of Rust's `regex` crate, whose `^` and `$`
/// (without the `m` flag) anchor to the whole input: a trailing newline
/// does not match. In Ruby or PCRE, write `\A…\z` instead. [`is_valid`]
/// agrees with it on every string.
///
/// # Examples
///
/// ```
/// assert_eq!(sashite_pin::PATTERN, r"^[+-]?[A-Za-z]\^?$");
/// assert!(sashite_pin::is_valid("+K^"));
/// assert!(!sashite_pin::is_valid("K+"));
/// ```
pub const PATTERN: &str = r"^[+-]?[A-Za-z]\^?$";

/// Parses one PIN token; the whole string must be the token.
///
/// # Errors
///
/// A [`ParseError`] naming the first bad byte and its offset.
///
/// # Examples
///
/// ```
/// let rook = sashite_pin::parse("+R").expect("valid PIN");
/// assert!(rook.is_enhanced());
/// assert!(sashite_pin::parse("R+").is_err());
/// ```
#[inline]
pub const fn parse(input: &str) -> Result<Identifier, ParseError> {
    Identifier::parse(input)
}

/// Returns `true` when `input` is exactly one PIN token.
///
/// # Examples
///
/// ```
/// assert!(sashite_pin::is_valid("-k^"));
/// assert!(!sashite_pin::is_valid("k^-"));
/// ```
#[inline]
#[must_use]
pub const fn is_valid(input: &str) -> bool {
    Identifier::is_valid(input)
}

#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
