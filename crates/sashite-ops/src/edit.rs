//! Editing a position given as FEEN: each edit parses the string, applies
//! one of the library's editing methods, and returns the canonical FEEN of
//! the result. The page keeps no position of its own, only the string.

use sashite::feen::{EncodeError, Position};

use crate::{Failure, piece, square};

/// Parses `feen`, applies `change`, and writes the result back.
fn edit(
    feen: &str,
    change: impl FnOnce(&Position) -> Result<Position, Failure>,
) -> Result<String, Failure> {
    let position = Position::parse(feen)?;
    Ok(change(&position)?.to_string())
}

/// The token of the piece on the square at `address`, or `None` when the
/// square is empty.
///
/// # Errors
///
/// A [`Failure`] when `feen` does not parse or the address names no square.
pub fn piece_at(feen: &str, address: &str) -> Result<Option<String>, Failure> {
    let position = Position::parse(feen)?;
    let index = square::index(&position, address)?;
    Ok(position.get(index).flatten().map(|piece| piece.to_string()))
}

/// Puts the piece `token` on the square at `address`, replacing any piece
/// there.
///
/// # Errors
///
/// A [`Failure`] when `feen` or `token` does not parse, the address names no
/// square, or the board would hold more pieces than squares.
pub fn place(feen: &str, address: &str, token: &str) -> Result<String, Failure> {
    let piece = piece::parse(token)?;
    edit(feen, |position| {
        Ok(position.place(square::index(position, address)?, piece)?)
    })
}

/// Empties the square at `address`.
///
/// # Errors
///
/// A [`Failure`] when `feen` does not parse, or the square is missing or
/// empty.
pub fn remove(feen: &str, address: &str) -> Result<String, Failure> {
    edit(feen, |position| {
        Ok(position.remove(square::index(position, address)?)?)
    })
}

/// Moves the piece at `from` to `to`; a piece standing on `to` is replaced
/// (taken off the board). Moving a piece onto its own square changes
/// nothing.
///
/// # Errors
///
/// A [`Failure`] when `feen` does not parse, a square is missing, or `from`
/// is empty.
pub fn move_piece(feen: &str, from: &str, to: &str) -> Result<String, Failure> {
    edit(feen, |position| {
        let from = square::index(position, from)?;
        let to = square::index(position, to)?;
        let piece = position
            .get(from)
            .flatten()
            .ok_or_else(|| Failure::from(EncodeError::SquareEmpty { index: from }))?;
        if from == to {
            return Ok(position.clone());
        }
        Ok(position.remove(from)?.place(to, piece)?)
    })
}

/// Takes one piece `token` from `side`'s hand and puts it on the square at
/// `address` (replacing any piece there).
///
/// # Errors
///
/// A [`Failure`] when `feen` or `token` does not parse, the side is
/// unknown, the hand holds no such piece, or the square is missing.
pub fn drop_from_hand(
    feen: &str,
    side: &str,
    token: &str,
    address: &str,
) -> Result<String, Failure> {
    let side = piece::side(side)?;
    let piece = piece::parse(token)?;
    edit(feen, |position| {
        let index = square::index(position, address)?;
        Ok(position
            .take_from_hand(side, piece, 1)?
            .place(index, piece)?)
    })
}

/// Adds one piece `token` to `side`'s hand.
///
/// # Errors
///
/// A [`Failure`] when `feen` or `token` does not parse, the side is
/// unknown, or the position would hold more pieces than squares.
pub fn add_to_hand(feen: &str, side: &str, token: &str) -> Result<String, Failure> {
    let side = piece::side(side)?;
    let piece = piece::parse(token)?;
    edit(feen, |position| Ok(position.add_to_hand(side, piece, 1)?))
}

/// Takes one piece `token` out of `side`'s hand.
///
/// # Errors
///
/// A [`Failure`] when `feen` or `token` does not parse, the side is
/// unknown, or the hand holds no such piece.
pub fn take_from_hand(feen: &str, side: &str, token: &str) -> Result<String, Failure> {
    let side = piece::side(side)?;
    let piece = piece::parse(token)?;
    edit(
        feen,
        |position| Ok(position.take_from_hand(side, piece, 1)?),
    )
}

/// Passes the turn to the other side.
///
/// # Errors
///
/// A [`Failure`] when `feen` does not parse.
pub fn toggle_turn(feen: &str) -> Result<String, Failure> {
    edit(feen, |position| Ok(position.toggle_turn()))
}

#[cfg(test)]
mod tests {
    use super::*;

    const CHESS: &str = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c";

    #[test]
    fn place_and_remove_by_coordinates() {
        let placed = place("3/3 / C/c", "1,2", "K^").expect("placed");
        assert_eq!(placed, "3/2K^ / C/c");
        assert_eq!(remove(&placed, "1,2").as_deref(), Ok("3/3 / C/c"));
        assert!(remove(&placed, "0,0").is_err());
    }

    #[test]
    fn place_replaces_the_piece_there() {
        assert_eq!(place("K2 / C/c", "0", "q").as_deref(), Ok("q2 / C/c"));
    }

    #[test]
    fn a_move_takes_what_stands_on_the_target() {
        // e2-e4, then the queen takes on h7 (the pawn is gone).
        let e4 = move_piece(CHESS, "6,4", "4,4").expect("moved");
        assert_eq!(
            e4,
            "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/4+P3/8/+P+P+P+P1+P+P+P/-RNBQK^BN-R / C/c"
        );
        let taken = move_piece(&e4, "7,3", "1,7").expect("moved");
        assert!(taken.starts_with("-rnbqk^bn-r/+p+p+p+p+p+p+pQ/"), "{taken}");
        assert_eq!(move_piece(CHESS, "0,0", "0,0").as_deref(), Ok(CHESS));
        assert!(move_piece(CHESS, "3,3", "4,4").is_err());
    }

    #[test]
    fn hands_grow_shrink_and_drop() {
        let feen = "9/9/9 P/ S/s";
        let more = add_to_hand(feen, "first", "P").expect("room");
        assert_eq!(more, "9/9/9 2P/ S/s");
        let gote = add_to_hand(&more, "second", "b").expect("room");
        assert_eq!(gote, "9/9/9 2P/b S/s");
        assert_eq!(
            take_from_hand(&gote, "second", "b").as_deref(),
            Ok("9/9/9 2P/ S/s")
        );
        assert!(take_from_hand(&gote, "second", "p").is_err());
        let dropped = drop_from_hand(&gote, "first", "P", "1,4").expect("dropped");
        assert_eq!(dropped, "9/4P4/9 P/b S/s");
        assert!(drop_from_hand(feen, "second", "p", "0,0").is_err());
    }

    #[test]
    fn the_piece_on_a_square() {
        assert_eq!(piece_at(CHESS, "7,4"), Ok(Some("K^".to_owned())));
        assert_eq!(piece_at(CHESS, "4,4"), Ok(None));
        // An irregular board: by flat index, as the picture addresses it.
        assert_eq!(piece_at("a2/b / G/g", "3"), Ok(Some("b".to_owned())));
        assert!(piece_at(CHESS, "8,0").is_err());
    }

    #[test]
    fn the_turn_toggles() {
        assert_eq!(toggle_turn("8 / C/c").as_deref(), Ok("8 / c/C"));
    }

    #[test]
    fn bad_input_is_reported_with_its_offset() {
        let failure = toggle_turn("8 / C/C").expect_err("same case");
        assert!(failure.message().starts_with("invalid FEEN"), "{failure}");
        assert_eq!(
            (failure.code(), failure.offset()),
            ("styles_same_case", Some(6))
        );
        let failure = place("8 / C/c", "0", "K#").expect_err("bad token");
        assert_eq!(
            (failure.code(), failure.offset()),
            ("expected_terminal_or_end", Some(1))
        );
        let code = |result: Result<String, Failure>| result.expect_err("fails").code();
        assert_eq!(code(add_to_hand("8 / C/c", "third", "K")), "bad_argument");
        assert_eq!(code(remove("8 / C/c", "0,9")), "coordinate_count");
        assert_eq!(code(remove("8 / C/c", "9")), "bad_coordinates");
        assert_eq!(code(remove("8 / C/c", "x")), "no_such_square");
        assert_eq!(code(move_piece("8 / C/c", "0", "1")), "square_empty");
    }
}
