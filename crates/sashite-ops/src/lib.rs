//! The operations every surface of sashite-rs exposes, written once: the
//! `sashite` command, the WebAssembly bindings (npm package and web page)
//! and the Python package call these functions and keep only the
//! conversion to their own types.
//!
//! Each operation takes text (bytes where a surface may hand over bytes)
//! and plain values, checks its options, applies the defaults, and answers
//! with a value or a [`Failure`]: a stable snake-case [`code`](Failure::code)
//! (the `kind` every surface shows), a message and the byte offset of the
//! fault. [`codes::ALL`] lists every code with its meaning; `ERROR_CODES.md`
//! is the same table for readers.
//!
//! - [`notation`]: the inspect/validate records of the six notations, and
//!   which notation an input is written in;
//! - [`repair`]: `normalize` and `repair` of FEEN;
//! - [`edit`], [`square`], [`piece`]: edits of a FEEN position, and the
//!   words a screen reader says for a piece;
//! - [`fen`]: the FEN family to FEEN and back, with the options;
//! - [`picture`]: the board as SVG.
//!
//! # Examples
//!
//! ```
//! use sashite_ops::{fen, notation};
//!
//! let feen = fen::from_fen_named("chess", b"8/8/8/4k3/8/8/8/4K3 w - - 0 1").expect("valid FEN");
//! assert_eq!(feen.to_string(), "8/8/8/4k^3/8/8/8/4K^3 / C/c");
//!
//! let options = fen::FenOptions::new().with_halfmove_clock(3);
//! let err = fen::to_fen_named("shogi", feen.to_string().as_bytes(), &options).unwrap_err();
//! assert_eq!(err.code(), "unused_option");
//!
//! assert_eq!(notation::detect(b"+K^"), Some(sashite_render::Notation::Pin));
//! assert_eq!(notation::detect(b"hello world"), None);
//! ```

#![forbid(unsafe_code)]

pub mod codes;
pub mod edit;
pub mod fen;
pub mod notation;
pub mod picture;
pub mod piece;
pub mod repair;
pub mod square;
mod text;

pub use sashite_render::Failure;

#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
