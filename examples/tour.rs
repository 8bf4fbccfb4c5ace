//! A short tour: parses and prints a few tokens of every notation.

use sashite::{epin, pin, pnn, sin, snn};

fn main() {
    print!("{}", tour());
}

/// The board's dimensions as a person writes them (`8 × 8`), or
/// `irregular`.
fn shape(position: &sashite::feen::Position) -> String {
    position.shape().map_or_else(
        || "irregular".to_owned(),
        |dimensions| {
            let sizes: Vec<String> = dimensions.iter().map(u128::to_string).collect();
            sizes.join(" × ")
        },
    )
}

/// What the tour prints (`tests/tour.rs` reads it).
pub(crate) fn tour() -> String {
    use std::fmt::Write as _;
    let mut out = String::new();
    // One line of the tour (writing to a `String` cannot fail).
    macro_rules! say {
        ($($arg:tt)*) => {{
            let _ = writeln!(out, $($arg)*);
        }};
    }
    say!("PIN, Piece Identifier Notation");
    for token in ["K^", "+R", "-p", "k^", "K+", "K\n"] {
        match pin::parse(token) {
            Ok(id) => say!(
                "  {:<8} letter {}  side {:<6}  state {:<10}  terminal {}",
                format!("{token:?}"),
                id.letter(),
                id.side(),
                id.state(),
                id.is_terminal(),
            ),
            Err(err) => say!("  {:<8} {err}", format!("{token:?}")),
        }
    }

    say!("\nEPIN, Extended Piece Identifier Notation");
    for token in ["K^'", "+r'", "-p", "K'^", "K''"] {
        match epin::parse(token) {
            Ok(id) => say!(
                "  {:<8} pin {:<4} derived {}",
                format!("{token:?}"),
                id.pin(),
                id.is_derived(),
            ),
            Err(err) => say!("  {:<8} {err}", format!("{token:?}")),
        }
    }

    say!("\nSIN, Style Identifier Notation");
    for token in ["C", "s", "CHESS", ""] {
        match sin::parse(token) {
            Ok(id) => say!(
                "  {:<8} letter {}  side {}",
                format!("{token:?}"),
                id.letter(),
                id.side()
            ),
            Err(err) => say!("  {:<8} {err}", format!("{token:?}")),
        }
    }

    say!("\nSNN, Style Name Notation");
    for name in ["CHESS", "chess960", "XIANGQI", "Chess", "CHESS-960"] {
        match snn::parse(name) {
            Ok(style) => say!(
                "  {:<11} name {:<9} side {}",
                format!("{name:?}"),
                style.name(),
                style.side()
            ),
            Err(err) => say!("  {:<11} {err}", format!("{name:?}")),
        }
    }

    say!("\nPNN, Piece Name Notation");
    for name in ["KING^", "+ROOK", "-pawn", "King", "KING1", "KI^NG"] {
        match pnn::parse(name) {
            Ok(piece) => say!(
                "  {:<8} base {:<5} side {:<6}  state {:<10}  terminal {}",
                format!("{name:?}"),
                piece.base_name(),
                piece.side(),
                piece.state(),
                piece.is_terminal(),
            ),
            Err(err) => say!("  {:<8} {err}", format!("{name:?}")),
        }
    }

    say!("\nFEEN, Field Expression Encoding Notation");
    for input in [
        "K^6k^ / C/c",
        "a/b//c/d / C/c",
        "rkr//PPPP / W/w",
        "rkr/pp/PPPP / W/w",
        "8 PP/ C/c",
    ] {
        match sashite::feen::parse(input) {
            Ok(position) => say!(
                "  {:<19} squares {}  pieces {}  shape {:<9}  to move {}",
                format!("{input:?}"),
                position.square_count(),
                position.piece_count(),
                shape(&position),
                position.active_side()
            ),
            Err(err) => say!("  {:<19} {err}", format!("{input:?}")),
        }
    }
    out
}
