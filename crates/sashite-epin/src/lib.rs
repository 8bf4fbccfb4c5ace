//! EPIN, the Extended Piece Identifier Notation: a PIN token plus an optional
//! derivation marker `'`, such as `K`, `k'`, `+R'` or `-k^'`.
//!
//! This crate implements the [EPIN v1.0.0 specification](https://sashite.dev/specs/epin/1.0.0/)
//! on top of [`sashite_pin`] (PIN with the terminal marker). EPIN tokens are
//! the piece tokens of FEEN positions.
//!
//! # Syntax
//!
//! ```text
//! epin              = pin , [ derivation-marker ] ;
//! derivation-marker = "'" ;   (* U+0027 APOSTROPHE only *)
//! pin               = [ "+" | "-" ] , letter , [ "^" ] ;
//! ```
//!
//! The whole input must match `^[+-]?[A-Za-z]\^?'?$`: 624 tokens (the 312
//! PIN tokens, native or derived), nothing else.
//!
//! | Attribute | Spelled by | Type |
//! |---|---|---|
//! | piece type | the letter, case-free | [`Letter`] |
//! | side | the letter's case: upper = first, lower = second | [`Side`] |
//! | state | `+` enhanced, `-` diminished, nothing normal | [`State`] |
//! | terminal | a `^` after the letter | `bool` |
//! | derived | a trailing `'` (none: native style; present: derived, or *foreign*, style) | `bool` |
//!
//! What "native" and "derived" resolve to is left to the context (in FEEN, the
//! style–turn field); EPIN only records the flag.
//!
//! # Example
//!
//! ```
//! use sashite_epin::{Identifier, Letter, Side, State};
//!
//! let piece: Identifier = "+r^'".parse().expect("valid EPIN");
//! assert_eq!(piece.letter(), Letter::R);
//! assert_eq!(piece.side(), Side::Second);
//! assert_eq!(piece.state(), State::Enhanced);
//! assert!(piece.is_terminal());
//! assert!(piece.is_derived());
//!
//! // Every PIN operation is available and keeps the derivation flag.
//! assert_eq!(piece.flip().normalize().to_string(), "R^'");
//! assert_eq!(piece.underive().to_string(), "+r^");
//! assert_eq!(piece.pin().to_string(), "+r^");
//!
//! // Errors say what is wrong and where.
//! let err = sashite_epin::parse("K'^").unwrap_err();
//! assert_eq!(
//!     err.to_string(),
//!     "invalid EPIN: derivation marker at byte 1 must be last, after the letter and any '^'"
//! );
//!
//! // Works in const contexts too.
//! const GENERAL: Identifier = match Identifier::parse("k^'") {
//!     Ok(id) => id,
//!     Err(_) => panic!("not an EPIN token"),
//! };
//! assert!(GENERAL.is_derived());
//! ```
//!
//! # Guarantees
//!
//! - Strict: no trimming, no case folding, lengths in bytes; only U+0027
//!   is the marker, and only as the last byte. For every accepted `s`,
//!   `parse(s)?.to_string() == s`; for every identifier `x`,
//!   `parse(&x.to_string()) == Ok(x)`.
//! - One pass: [`parse_prefix`] reads the PIN part with
//!   [`sashite_pin::parse_prefix`], then looks at one more byte for the
//!   marker; nothing is read twice. It is behind every entry point:
//!   [`parse`], [`is_valid`], [`Identifier::parse`], `FromStr`,
//!   `TryFrom<&str>` and `TryFrom<&[u8]>`. All of them are `const fn` or call
//!   one.
//! - [`Identifier`] is `Copy`, four bytes (a [`sashite_pin::Identifier`] and
//!   the flag), with private fields; every method is a `const fn`.
//! - `#![no_std]`, no allocation ([`Identifier::encode`] writes into an
//!   inline buffer), no `unsafe`, no panics on any input.
//! - Errors carry the byte offset of the first bad byte and what was found;
//!   a bad PIN part keeps PIN's error as its [`source`](core::error::Error::source)
//!   without repeating its message.
//!
//! # Coming from Ruby or `sashite-epin` 1.x
//!
//! [`coming_from`] maps every method of the Ruby gem and every item of the
//! 1.1 crate to its name here. Two to watch: 1.1's `Identifier::new(pin,
//! derived)` is [`Identifier::from_pin`] (`new` takes the five attributes),
//! and Ruby's constructor and `with_derivation` take `native`, the opposite
//! of [`with_derived`](Identifier::with_derived). The common piece is
//! [`Identifier::normal(Letter::K, Side::First)`](Identifier::normal).
//!
//! # Cargo features
//!
//! - `serde` (off by default, forwarded to `sashite-pin`): an [`Identifier`]
//!   serializes as its token string and deserializes by parsing one.
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
mod dense_key;
mod encode;
mod error;
mod identifier;
mod key;
mod parse;
#[cfg(feature = "serde")]
mod serde_impl;

pub use sashite_pin;
pub use sashite_pin::{Found, Letter, NotALetter, Side, State};

pub use crate::dense_key::Key;
pub use crate::encode::EncodedEpin;
pub use crate::error::ParseError;
pub use crate::identifier::Identifier;
pub use crate::key::{KeyShare, SUFFIX_STATES, TokenStart, suffix_step, token_start};
pub use crate::parse::parse_prefix;

/// The regular expression of the [EPIN v1.0.0 specification](https://sashite.dev/specs/epin/1.0.0/)
/// for an EPIN token, in the syntax of Rust's `regex` crate, whose `^` and `$`
/// (without the `m` flag) anchor to the whole input: a trailing newline
/// does not match. In Ruby or PCRE, write `\A…\z` instead. [`is_valid`]
/// agrees with it on every string.
///
/// # Examples
///
/// ```
/// assert_eq!(sashite_epin::PATTERN, r"^[+-]?[A-Za-z]\^?'?$");
/// assert!(sashite_epin::is_valid("+K^'"));
/// assert!(!sashite_epin::is_valid("K'^"));
/// ```
pub const PATTERN: &str = r"^[+-]?[A-Za-z]\^?'?$";

/// Parses one EPIN token; the whole string must be the token.
///
/// # Errors
///
/// A [`ParseError`] naming the first bad byte and its offset.
///
/// # Examples
///
/// ```
/// let rook = sashite_epin::parse("+R'").expect("valid EPIN");
/// assert!(rook.is_enhanced() && rook.is_derived());
/// assert!(sashite_epin::parse("R'+").is_err());
/// ```
#[inline]
pub const fn parse(input: &str) -> Result<Identifier, ParseError> {
    Identifier::parse(input)
}

/// Returns `true` when `input` is exactly one EPIN token.
///
/// # Examples
///
/// ```
/// assert!(sashite_epin::is_valid("-k^'"));
/// assert!(!sashite_epin::is_valid("-k'^"));
/// ```
#[must_use]
#[inline]
pub const fn is_valid(input: &str) -> bool {
    Identifier::is_valid(input)
}

#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
