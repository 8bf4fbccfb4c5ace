//! Board pictures and inspection records for the Sashité notations, shared
//! by the `sashite` command and the web page (it builds for
//! `wasm32-unknown-unknown`: no I/O, no processes, `#![no_std]` with
//! `alloc`).
//!
//! - [`svg`] and [`terminal`] draw a FEEN position ([`Options`] chooses the
//!   [`Board`] picture and the terminal settings).
//! - [`Record`] reads one input as a [`Notation`] and gives the attributes
//!   and the JSON object that `sashite <notation> inspect --json` prints
//!   (a [`JsonWriter`] writes many).
//! - [`piece_name`] names a piece in English in the game of its style
//!   (the words the page's screen-reader labels use).
//! - [`fen_game`] tells which game's FEN an input looks like (the hint
//!   given for a FEN read as FEEN, the page's reading of FENs).
//!
//! # Examples
//!
//! ```
//! use sashite::feen::View;
//! use sashite_render::{Detail, Notation, Options, Record};
//!
//! let input = "k^/1/K^ / C/c";
//! let view = View::parse(input).expect("valid FEEN");
//! let picture = sashite_render::svg(&view, &Options::new()).expect("a small board");
//! assert!(picture.contains("<svg"));
//!
//! let json = Record::new(Notation::Feen, input.as_bytes()).to_json(None, Detail::Attributes);
//! assert!(json.starts_with(r#"{"input":"k^/1/K^ / C/c","valid":true,"canonical":"#));
//! ```
#![no_std]
#![forbid(unsafe_code)]

extern crate alloc;

mod error;
mod feen_json;
mod hint;
mod json;
mod json_value;
mod kind;
mod marks;
mod notation;
mod options;
mod panel;
mod pieces;
mod record;
mod svg;
mod terminal;
mod value;
mod window;

pub use crate::error::RenderError;
pub use crate::hint::fen_game;
pub use crate::json::{Detail, JsonWriter};
pub use crate::json_value::push_json_bytes;
pub use crate::notation::Notation;
pub use crate::options::{Board, Options};
pub use crate::pieces::piece_name;
pub use crate::record::{Failure, Parsed, Record};
pub use crate::svg::svg;
pub use crate::terminal::terminal;
pub use crate::value::Value;
pub use crate::window::{WINDOW_BYTES, Window};

/// The most squares a picture shows.
pub const MAX_SQUARES: u128 = 4096;

fn check_size(view: &sashite::feen::View<'_>) -> Result<(), RenderError> {
    let squares = view.square_count();
    if squares > MAX_SQUARES {
        return Err(RenderError::TooLarge {
            squares,
            max: MAX_SQUARES,
        });
    }
    Ok(())
}

#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
