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
//! | [`fen`] | the FEN family (chess, Chess960, shogi SFEN, xiangqi, makruk) ⇄ FEEN | `fen::chess::from_fen(…)` |
//!
//! The shared vocabulary ([`Side`], [`State`], [`Letter`]) is one type
//! everywhere, so values read from different notations compare directly.
//!
//! # A tour
//!
//! Every notation follows one pattern: `parse` (or [`FromStr`](core::str::FromStr))
//! gives an immutable value or a typed error naming the byte at fault,
//! `is_valid` answers without building anything, [`Display`](core::fmt::Display)
//! writes the canonical text back, and transformations return new values.
//!
//! ## PIN: one piece
//!
//! A letter whose case is the side, an optional state prefix (`+` enhanced,
//! `-` diminished) and an optional terminal marker `^`.
//!
//! ```
//! use sashite::pin;
//! use sashite::{Letter, Side, State};
//!
//! let king = pin::parse("K^").expect("valid PIN");
//! assert_eq!((king.letter(), king.side(), king.state()), (Letter::K, Side::First, State::Normal));
//! assert!(king.is_terminal());
//!
//! let promoted = pin::parse("p").expect("valid PIN").enhance().flip();
//! assert_eq!(promoted.to_string(), "+P");
//!
//! let err = pin::parse("K+").unwrap_err();
//! assert_eq!(err.offset(), Some(1));
//! assert!(!pin::is_valid("+"));
//! ```
//!
//! ## EPIN: a piece and its style
//!
//! PIN plus a derivation marker `'`: the piece plays with the opponent's
//! style (a captured piece in a mixed-style match, say).
//!
//! ```
//! use sashite::epin;
//!
//! let rook = epin::parse("+r'").expect("valid EPIN");
//! assert!(rook.is_derived());
//! assert_eq!(rook.pin().to_string(), "+r");
//! assert_eq!(rook.underive().flip().to_string(), "+R");
//!
//! // The marker comes last, once.
//! assert_eq!(epin::parse("K'^").unwrap_err().offset(), Some(1));
//! assert!(!epin::is_valid("K''"));
//! ```
//!
//! ## SIN and SNN: styles, by letter and by name
//!
//! A SIN token is one letter (`C` for the first player's chess style, `s`
//! for the second player's shogi); an SNN name spells the style out.
//!
//! ```
//! use sashite::{sin, snn, Letter, Side};
//!
//! let style = sin::parse("s").expect("valid SIN");
//! assert_eq!((style.letter(), style.side()), (Letter::S, Side::Second));
//! assert_eq!(style.flip().to_string(), "S");
//!
//! let name = snn::parse("chess960").expect("valid SNN");
//! assert_eq!(name.name(), "Chess960");
//! assert_eq!(name.side(), Side::Second);
//! assert_eq!(name.flip().to_string(), "CHESS960");
//!
//! // Case carries the side, so it must not be mixed.
//! assert_eq!(snn::parse("Chess").unwrap_err().offset(), Some(1));
//! ```
//!
//! ## PNN: pieces by name
//!
//! ```
//! use sashite::{pnn, State};
//!
//! let rook = pnn::parse("+ROOK^").expect("valid PNN");
//! assert_eq!(rook.base_name(), "ROOK");
//! assert_eq!(rook.state(), State::Enhanced);
//! assert!(rook.is_terminal());
//! assert_eq!(rook.normalize().flip().to_string(), "rook^");
//!
//! assert!(!pnn::is_valid("KING1"));
//! ```
//!
//! ## FEEN: a whole position
//!
//! Board (any number of dimensions), pieces in hand and the style-turn field,
//! on one line. [`feen::View`] validates and reads a string without
//! allocating; [`feen::Position`] owns a position and edits it.
//!
//! ```
//! use sashite::feen::{Position, View};
//! use sashite::{epin, Side};
//!
//! const START: &str = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c";
//!
//! // Reading: no allocation, the string is only borrowed.
//! let view = View::parse(START).expect("valid FEEN");
//! assert_eq!((view.square_count(), view.board_piece_count()), (64, 32));
//! assert_eq!(view.active_side(), Side::First);
//! assert_eq!(view.active_style().to_string(), "C");
//!
//! // Editing: every edit returns a new, canonical position.
//! let position = Position::parse(START).expect("valid FEEN");
//! let pawn = epin::parse("+P").expect("valid EPIN");
//! let moved = position
//!     .remove_at(&[6, 4])
//!     .and_then(|p| p.place_at(&[4, 4], pawn.unenhance()))
//!     .expect("squares on the board")
//!     .toggle_turn();
//!
//! // Writing: `Display` is always the canonical string.
//! assert_eq!(
//!     moved.to_string(),
//!     "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/4P3/8/+P+P+P+P1+P+P+P/-RNBQK^BN-R / c/C",
//! );
//!
//! // Errors say what is wrong and where.
//! let err = sashite::feen::parse("8/8 / C/C").unwrap_err();
//! assert_eq!(err.offset(), Some(8));
//! assert_eq!(
//!     err.to_string(),
//!     "invalid FEEN: expected a style of the opposite case at byte 8, found 'C'",
//! );
//! ```
//!
//! ## FEN, SFEN, UCCI FEN: the positions engines speak
//!
//! [`fen`] reads the FEN dialects as FEEN positions and writes them back,
//! carrying castling rights, en passant and unmoved pawns in the pieces.
//!
//! ```
//! let position = sashite::fen::chess::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
//!     .expect("valid FEN");
//! assert_eq!(
//!     position.to_string(),
//!     "+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c",
//! );
//! assert_eq!(
//!     sashite::fen::Game::Chess.to_fen(&position).expect("expressible"),
//!     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
//! );
//! ```
//!
//! ## Across notations
//!
//! The vocabulary types are shared, so values from different notations
//! compare directly; the [`prelude`] names the main types.
//!
//! ```
//! use sashite::prelude::*;
//!
//! let position: Position = "k^7/8/8/8/8/8/8/K^7 / C/c".parse().expect("valid FEEN");
//! let king: PinIdentifier = "K^".parse().expect("valid PIN");
//! let on_board = position.get_at(&[7, 0]).flatten().expect("a piece on a1");
//! assert_eq!(on_board.pin(), king);
//!
//! let name: SnnStyle = "CHESS".parse().expect("valid SNN");
//! let style = position.styles().active();
//! assert_eq!(name.side(), style.side());
//! let title: PnnName = "KING^".parse().expect("valid PNN");
//! assert_eq!((title.side(), title.state()), (king.side(), king.state()));
//! ```
//!
//! # Coming from another Sashité library
//!
//! Each notation crate has a `coming_from` page that maps every method of
//! the Ruby and Elixir libraries, and every item of the earlier Rust crates,
//! to its name here (Ruby's `type` is `letter()`, 1.x's `flipped` is
//! `flip`, `sashite-feen` 0.2's `Feen` is [`feen::View`], …):
//!
//! | Coming from | Read |
//! |---|---|
//! | Ruby `sashite-pin`, Elixir `Sashite.Pin`, Rust `sashite-pin` 1.1 | [`pin::coming_from`] |
//! | Ruby `sashite-epin`, Rust `sashite-epin` 1.1 | [`epin::coming_from`] |
//! | Ruby `sashite-sin`, Rust `sashite-sin` 1.1 | [`sin::coming_from`] |
//! | Ruby `sashite-snn` | [`snn::coming_from`] |
//! | Ruby `sashite-pnn` | [`pnn::coming_from`] |
//! | Ruby `sashite-feen`, Rust `sashite-feen` 0.2 | [`feen::coming_from`] |
//!
//! One difference holds everywhere: the earlier Rust crates each had their
//! own `Side` and `Letter`; here [`Side`], [`State`] and [`Letter`] are one
//! type for every notation.
//!
//! # Cargo features
//!
//! - `pin`, `epin`, `sin`, `snn`, `pnn`, `feen` (on by default): the notation modules.
//! - `fen` (on by default; turns on `feen`): the FEN bridge, [`fen`].
//! - `serde` (off by default): (de)serialization of every value as its
//!   canonical string, forwarded to every notation crate.
#![no_std]
#![forbid(unsafe_code)]
#![deny(
    clippy::indexing_slicing,
    clippy::arithmetic_side_effects,
    clippy::unwrap_used,
    clippy::expect_used
)]
#![cfg_attr(docsrs, feature(doc_cfg))]

pub use sashite_protocol::{Found, InlineStr, Letter, NotationError, Side, State, Token};

#[cfg(feature = "epin")]
pub use sashite_epin as epin;
#[cfg(feature = "feen")]
pub use sashite_feen as feen;
#[cfg(feature = "fen")]
pub use sashite_fen as fen;
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
