//! FEEN, the Field Expression Encoding Notation: one whole position of a
//! two-player board game (board, hands, styles and turn) as one line of
//! ASCII, such as
//! `-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c`.
//!
//! This crate implements the whole [FEEN v1.0.0 specification](https://sashite.dev/specs/feen/1.0.0/):
//! boards of any number of dimensions, irregular boards, counts of any size
//! (exact `u128` arithmetic).
//!
//! # Syntax
//!
//! ```text
//! feen         = placement " " hands " " style-turn ;
//! placement    = segment { separator segment } ;      (* separator = "/"+ *)
//! segment      = ( empty-count | piece ) { empty-count | piece } ;
//! empty-count  = nonzero-digit { digit } ;            (* a run of empty squares *)
//! piece        = epin ;                               (* e.g. K, +p, K^, -r', +K^' *)
//! hands        = { [ multiplicity ] piece } "/" { [ multiplicity ] piece } ;
//! multiplicity = "2" … "9" | nonzero-digit digit { digit } ;
//! style-turn   = sin "/" sin ;                        (* active, then inactive; opposite cases *)
//! ```
//!
//! A separator of `L` slashes separates structures of dimension `L`; every
//! separator must be surrounded by separators one slash shorter
//! (dimensional coherence). Hands are aggregated and in canonical order,
//! and there are never more pieces than squares. Only canonical strings are
//! valid.
//!
//! | Type | What |
//! |---|---|
//! | [`View`] | a validated string, borrowed; counts, shape, lazy iterators; no allocation |
//! | [`PlacementVisitor`] | what [`View::parse_visiting`] tells your own board as it validates |
//! | [`Position`] | the owned position: [`Placement`], [`Hands`], [`Styles`]; editing |
//! | [`Builder`] | a position from a shape and pieces at coordinates |
//! | [`Lenient`] | the reader behind [`normalize`] and [`repair`]: repairs non-canonical hands |
//! | [`ParseError`] | why a string is not FEEN, with its byte offset |
//! | [`EncodeError`] | why an edit or a shape cannot be written as FEEN |
//!
//! # How it is built
//!
//! One validating reader decides: the placement by a table-driven state
//! machine (`board_field`), the hands and styles after it (`hands_field`,
//! `scan`). A cold diagnostic (`diagnosis`) only explains a refusal, in the
//! specification's order; it never accepts. The reader tells what it reads
//! to a sink, monomorphised per use (as serde's `Visitor`): nothing for
//! [`is_valid`] and [`View`], the owned board for [`Position::parse`]
//! (`board_builder`), any [`PlacementVisitor`] for
//! [`View::parse_visiting`] (the renderer's JSON), so a position is
//! validated and built in one pass. Everything else that reads text
//! already validated ([`View`]'s accessors, [`Lenient`], the renderer's
//! boards through [`View::board_pieces`]) goes through one tokenizer
//! ([`Tokens`]), one shape finder ([`Shape`]) and one count reader; one
//! writer writes every string. Piece tokens are read, ordered and packed
//! through `sashite-epin` ([`parse_prefix`](sashite_epin::parse_prefix),
//! [`token_start`](sashite_epin::token_start),
//! [`suffix_step`](sashite_epin::suffix_step),
//! [`Identifier::key`](sashite_epin::Identifier::key) and its per-byte
//! [`KeyShare`](sashite_epin::KeyShare)), so a change to EPIN reaches every
//! reader here. An owned board keeps one 8-byte word per piece (its square
//! and key), built by one writer of pieces; the board's reader and the FEEN
//! writer count squares in `u64` wherever the board fits.
//!
//! # Example
//!
//! ```
//! use sashite_feen::{Position, Side};
//!
//! let position = Position::parse("lnsgk^gsnl/1r5b1/pppp1pppp/9/9/9/PPPP1PPPP/1B5R1/LNSGK^GSNL P/p S/s")
//!     .expect("valid FEEN");
//! assert_eq!(position.shape(), Some(&[9, 9][..]));
//! assert_eq!(position.hand_piece_count(), 2);
//!
//! // Drop the pawn held by the first player on the centre square.
//! let pawn = position.hand(Side::First)[0].piece();
//! let next = position
//!     .take_from_hand(Side::First, pawn, 1)
//!     .and_then(|p| p.place_at(&[4, 4], pawn))
//!     .expect("legal edits")
//!     .toggle_turn();
//! assert_eq!(
//!     next.to_string(),
//!     "lnsgk^gsnl/1r5b1/pppp1pppp/9/4P4/9/PPPP1PPPP/1B5R1/LNSGK^GSNL /p s/S",
//! );
//!
//! let err = sashite_feen::parse("rkr//PPPP / W/w").unwrap_err();
//! assert_eq!(err.to_string(), "invalid FEEN: separator breaks dimensional coherence at byte 3");
//! ```
//!
//! # Guarantees
//!
//! - Strict and canonical: for every valid `s`, `parse(s)?.to_string() == s`
//!   and `normalize(s) == Ok(s)`. [`parse`], [`is_valid`] and [`View`]
//!   accept only what the specification accepts.
//! - [`View`] and [`is_valid`] check every rule in one left-to-right pass,
//!   looking at each byte a bounded number of times, without allocating.
//! - [`Position`] uses memory proportional to the text, never to the board:
//!   at most 8 heap bytes per input byte plus 41 KiB (128 MiB under the
//!   default 16 MiB input limit; see its "Memory" section).
//! - Editing never produces a string [`parse`] rejects.
//! - `#![no_std]` (the owned types use `alloc`, behind the feature of that
//!   name), no `unsafe`, no panics on any input and no silent overflow, in
//!   debug and release builds alike (all arithmetic on counts read from the
//!   input is checked; fuzzed, with every input fuzzing found kept as a
//!   regression test).
//! - Errors carry the byte offset of the offending token and, for bad
//!   pieces and styles, EPIN's or SIN's error as their `source`.
//!
//! # Repairing non-canonical input
//!
//! Strict parsing rejects every spelling that is not canonical. The FEEN
//! seed's `normalize` (parse, then dump) repaired the hands field instead;
//! [`normalize`], [`repair`] and [`build`] do the same through the
//! [`Lenient`] reader: repeated items are aggregated (`PP` → `2P`), an
//! explicit `1` is dropped (`1P` → `P`), items are sorted. Any other
//! broken rule is the strict error, at the same offset.
//!
//! ```
//! use sashite_feen::RepairKind;
//!
//! assert_eq!(sashite_feen::normalize("8 PP/ C/c").as_deref(), Ok("8 2P/ C/c"));
//! let repaired = sashite_feen::repair("8 Q1P/ C/c").expect("repairable");
//! assert_eq!(repaired.canonical(), "8 PQ/ C/c");
//! let repairs: Vec<(RepairKind, usize)> =
//!     repaired.repairs().iter().map(|r| (r.kind(), r.offset())).collect();
//! assert_eq!(repairs, [(RepairKind::ExplicitOne, 3), (RepairKind::OutOfOrder, 3)]);
//! ```
//!
//! # Seed-era strings: `93` is not twelve
//!
//! In the FEEN seed (feen.rb 0.1.0) a run of empty squares was one digit:
//! twelve empty squares were written `93` (9 + 3). In FEEN 1.0 `93` is
//! ninety-three squares, so a seed-era string still parses, as another
//! board. Reading it as the seed meant is an explicit option:
//!
//! ```
//! use sashite_feen::Lenient;
//!
//! assert_eq!(sashite_feen::parse("93 / C/c").expect("FEEN 1.0").square_count(), 93);
//! let seed_era = Lenient::DEFAULT.with_seed_era_placement(true);
//! assert_eq!(seed_era.normalize("93 / C/c").as_deref(), Ok("12 / C/c"));
//! ```
//!
//! # Coming from Ruby or `sashite-feen` 0.2
//!
//! [`coming_from`] maps every method of the Ruby gem and every item of the
//! 0.2 crate to its name here: 0.2's `Feen` is [`View`], `first_hand()` is
//! [`hand(Side::First)`](View::hand), `to_qi()` gives a [`Position`]
//! ([`Position::from_view`]); Ruby's `dump` is [`dump`] and its `build`
//! is [`build`].
//!
//! # Cargo features
//!
//! - `alloc` (on by default): the owned [`Position`] and its parts,
//!   [`Builder`], [`Lenient`], [`normalize`], [`repair`], [`build`],
//!   [`dump`]. Without it, [`View`] and [`is_valid`] still check every rule,
//!   and the crate builds for targets with no allocator.
//! - `serde` (off by default): a [`Position`] (de)serializes as its FEEN
//!   string; a [`View`] serializes as its string.
//!
//! # Divergences from the specification
//!
//! The specification bounds nothing. This crate applies [`Limits`]
//! (configurable through [`Position::parse_with`] and [`View::parse_with`];
//! the defaults accept every board of the specification): 16 MiB of input,
//! 64 dimensions (no longer string can be coherent), and counts that fit in
//! `u128` (a larger count is an implementation-limit error,
//! [`ParseError::Bounds`]). Building a board from a shape is limited to
//! 2^24 segments.
#![no_std]
#![forbid(unsafe_code)]
// No panics on any input: no indexing, no unchecked arithmetic, no
// `unwrap` in the library; each exception is allowed where it stands,
// with the reason it cannot fail. A broken invariant of the crate (never
// an input) panics with its reason (`expect`, `unreachable!`): a bug must
// be loud, never a plausible wrong answer.
#![deny(
    clippy::indexing_slicing,
    clippy::arithmetic_side_effects,
    clippy::unwrap_used
)]
#![cfg_attr(
    test,
    allow(
        clippy::indexing_slicing,
        clippy::arithmetic_side_effects,
        clippy::unwrap_used
    )
)]
#![cfg_attr(docsrs, feature(doc_cfg))]

// The unit tests format their messages with `alloc` in any build.
#[cfg(any(feature = "alloc", test))]
extern crate alloc;

#[cfg(feature = "alloc")]
mod board_builder;
mod board_field;
#[cfg(feature = "alloc")]
mod builder;
pub mod coming_from;
#[cfg(feature = "alloc")]
mod coordinates;
mod diagnosis;
#[cfg(feature = "alloc")]
mod diff;
#[cfg(feature = "alloc")]
mod draft;
mod error;
#[cfg(feature = "alloc")]
mod geometry;
#[cfg(feature = "alloc")]
mod hands;
mod hands_field;
#[cfg(feature = "alloc")]
mod lenient;
mod limits;
#[cfg(feature = "alloc")]
mod nested;
#[cfg(feature = "alloc")]
mod pieces;
#[cfg(feature = "alloc")]
mod placement;
#[cfg(feature = "alloc")]
mod position;
#[cfg(feature = "alloc")]
mod repair;
mod scan;
#[cfg(feature = "alloc")]
mod seed_era;
#[cfg(feature = "serde")]
mod serde_impl;
mod shape;
mod square;
#[cfg(feature = "alloc")]
mod squares;
mod styles;
mod tokens;
mod view;
mod visitor;
#[cfg(feature = "alloc")]
mod writer;

// The workspace's one decimal reader and writer, as `crate::decimal`.
use sashite_protocol::decimal;

pub use sashite_epin;
pub use sashite_epin::{Found, Letter, Side, State};
pub use sashite_sin;

pub use crate::error::{
    BoundsError, CountError, EncodeError, ParseError, StyleError, SyntaxError, ValidationError,
};
pub use crate::limits::{Limits, MAX_DIMENSIONS};
pub use crate::shape::Shape;
pub use crate::styles::Styles;
pub use crate::tokens::{BoardPiece, BoardPieces, HandItem, HandItems, Run, Tokens};
pub use crate::view::{Squares, View};
pub use crate::visitor::PlacementVisitor;

// One gate for the owned types: they need `alloc`.
#[cfg(feature = "alloc")]
pub use crate::{
    builder::Builder,
    coordinates::Coordinates,
    hands::Hands,
    lenient::Lenient,
    nested::Nested,
    placement::Placement,
    position::Position,
    repair::{Repair, RepairKind, Repaired},
    squares::BoardSquares,
};

#[cfg(feature = "alloc")]
/// Parses a FEEN string into an owned [`Position`].
///
/// # Errors
///
/// A [`ParseError`] naming the first broken rule and its byte offset.
///
/// # Examples
///
/// ```
/// let position = sashite_feen::parse("8/8/8/8/8/8/8/8 / W/w").expect("valid");
/// assert_eq!(position.square_count(), 64);
/// ```
pub fn parse(input: &str) -> Result<Position, ParseError> {
    Position::parse(input)
}

/// Returns `true` when `input` is a valid FEEN string (default [`Limits`]).
/// One pass, no allocation.
///
/// # Examples
///
/// ```
/// assert!(sashite_feen::is_valid("k^ / S/s"));
/// assert!(!sashite_feen::is_valid("8 PP/ C/c"));
/// ```
#[must_use]
pub fn is_valid(input: &str) -> bool {
    View::is_valid(input)
}

/// The canonical form of `input`, repaired as the FEEN seed's `normalize`
/// did: a repeated hand item is aggregated (`PP` → `2P`), an explicit
/// multiplicity `1` dropped (`1P` → `P`), the items of each hand sorted.
/// A valid string (every valid string is canonical) comes back
/// unchanged. See [`Lenient`] for the exact contract and the seed-era
/// placement option, [`repair`] for the list of repairs.
///
/// # Errors
///
/// Any other broken rule: the [`ParseError`] strict parsing reports.
///
/// # Examples
///
/// ```
/// assert_eq!(sashite_feen::normalize("8 PP/ C/c").as_deref(), Ok("8 2P/ C/c"));
/// assert_eq!(sashite_feen::normalize("8 2P/ C/c").as_deref(), Ok("8 2P/ C/c"));
/// assert!(sashite_feen::normalize("8 PP/ C/C").is_err());
/// ```
#[cfg(feature = "alloc")]
pub fn normalize(input: &str) -> Result<alloc::string::String, ParseError> {
    Lenient::DEFAULT.normalize(input)
}

/// As [`normalize`], also returning each repair made (its kind and byte
/// offset).
///
/// # Errors
///
/// As [`normalize`].
///
/// # Examples
///
/// ```
/// use sashite_feen::RepairKind;
///
/// let repaired = sashite_feen::repair("8 1P/ C/c").expect("repairable");
/// assert_eq!(repaired.canonical(), "8 P/ C/c");
/// assert_eq!(repaired.repairs()[0].kind(), RepairKind::ExplicitOne);
/// assert_eq!(repaired.repairs()[0].offset(), 2);
/// ```
#[cfg(feature = "alloc")]
pub fn repair(input: &str) -> Result<Repaired, ParseError> {
    Lenient::DEFAULT.repair(input)
}

/// The canonical FEEN string of a position (same as `to_string`).
///
/// # Examples
///
/// ```
/// let position = sashite_feen::parse("K^ / J/j").expect("valid");
/// assert_eq!(sashite_feen::dump(&position), "K^ / J/j");
/// ```
#[cfg(feature = "alloc")]
#[must_use]
pub fn dump(position: &Position) -> alloc::string::String {
    position.dump()
}

/// Builds a position from its three fields, repairing the hands field as
/// [`normalize`] does; see [`Position::build`].
///
/// # Errors
///
/// The [`ParseError`] of the joined string.
///
/// # Examples
///
/// ```
/// let position = sashite_feen::build("8", "PP/", "C/c").expect("valid");
/// assert_eq!(position.to_string(), "8 2P/ C/c");
/// ```
#[cfg(feature = "alloc")]
pub fn build(placement: &str, hands: &str, style_turn: &str) -> Result<Position, ParseError> {
    Position::build(placement, hands, style_turn)
}

#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
