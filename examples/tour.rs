//! A short tour: parses and prints a few tokens of every notation.

use sashite::{epin, pin, pnn, sin, snn};

fn main() {
    println!("PIN, Piece Identifier Notation");
    for token in ["K^", "+R", "-p", "k^", "K+", "K\n"] {
        match pin::parse(token) {
            Ok(id) => println!(
                "  {:<8} letter {}  side {:<6}  state {:<10}  terminal {}",
                format!("{token:?}"),
                id.letter(),
                id.side(),
                id.state(),
                id.is_terminal(),
            ),
            Err(err) => println!("  {:<8} {err}", format!("{token:?}")),
        }
    }

    println!("\nEPIN, Extended Piece Identifier Notation");
    for token in ["K^'", "+r'", "-p", "K'^", "K''"] {
        match epin::parse(token) {
            Ok(id) => println!(
                "  {:<8} pin {:<4} derived {}",
                format!("{token:?}"),
                id.pin(),
                id.is_derived(),
            ),
            Err(err) => println!("  {:<8} {err}", format!("{token:?}")),
        }
    }

    println!("\nSIN, Style Identifier Notation");
    for token in ["C", "s", "CHESS", ""] {
        match sin::parse(token) {
            Ok(id) => println!(
                "  {:<8} letter {}  side {}",
                format!("{token:?}"),
                id.letter(),
                id.side()
            ),
            Err(err) => println!("  {:<8} {err}", format!("{token:?}")),
        }
    }

    println!("\nSNN, Style Name Notation");
    for name in ["CHESS", "chess960", "XIANGQI", "Chess", "CHESS-960"] {
        match snn::parse(name) {
            Ok(style) => println!(
                "  {:<11} name {:<9} side {}",
                format!("{name:?}"),
                style.name(),
                style.side()
            ),
            Err(err) => println!("  {:<11} {err}", format!("{name:?}")),
        }
    }

    println!("\nPNN, Piece Name Notation");
    for name in ["KING^", "+ROOK", "-pawn", "King", "KING1", "KI^NG"] {
        match pnn::parse(name) {
            Ok(piece) => println!(
                "  {:<8} base {:<5} side {:<6}  state {:<10}  terminal {}",
                format!("{name:?}"),
                piece.base_name(),
                piece.side(),
                piece.state(),
                piece.is_terminal(),
            ),
            Err(err) => println!("  {:<8} {err}", format!("{name:?}")),
        }
    }

    println!("\nFEEN, Field Expression Encoding Notation");
    for input in [
        "K^6k^ / C/c",
        "a/b//c/d / C/c",
        "rkr//PPPP / W/w",
        "8 PP/ C/c",
    ] {
        match sashite::feen::parse(input) {
            Ok(position) => println!(
                "  {:<18} squares {}  pieces {}  shape {:?}  to move {}",
                format!("{input:?}"),
                position.square_count(),
                position.piece_count(),
                position.shape(),
                position.active_side()
            ),
            Err(err) => println!("  {:<18} {err}", format!("{input:?}")),
        }
    }
}
