//! The FEEN side of the bridge: a position from a board read from FEN, and
//! the checks and offsets used when writing a position as FEN.

use sashite_feen::sashite_epin::Identifier;
use sashite_feen::sashite_sin::Identifier as Style;
use sashite_feen::{EncodeError, Letter, Limits, Position, Side, View};

use crate::board::{Board, Geometry};
use crate::error::{Error, ErrorKind};
use crate::game::Game;

/// The room reserved for a FEN record: a chess record with 20-digit
/// counters fits; a longer one (shogi's promoted pieces and hands) grows
/// the string once.
pub(crate) const FEN_CAPACITY: usize = 128;

/// Builds the FEEN position of `board`, with `hands` (count, piece) and
/// `active` to move, in style `style`.
pub(crate) fn position(
    game: Game,
    board: &Board,
    hands: &[(u32, Identifier)],
    active: Side,
    style: Letter,
    hands_offset: usize,
) -> Result<Position, Error> {
    let geometry = board.geometry;
    let shape = [u128::from(geometry.height), u128::from(geometry.width)];
    let active_style = Style::new(style, active);
    // The board and styles are well formed by construction (at most 90
    // squares, each empty or a piece): only the count of pieces in hand
    // can break a FEEN rule.
    let mut position =
        match Position::from_keys(&shape, board.squares(), active_style, active_style.flip()) {
            Ok(position) => position,
            Err(err) => unbuildable(&err),
        };
    for &(count, piece) in hands {
        position = position
            .add_to_hand(piece.side(), piece, u128::from(count))
            .map_err(|_| Error::new(game, ErrorKind::TooManyPieces, hands_offset))?;
    }
    Ok(position)
}

/// A FEN board FEEN refused: a bug in the bridge or the builder, which
/// must be loud rather than reported as the input's fault.
#[cold]
fn unbuildable(err: &EncodeError) -> ! {
    panic!("a FEN board does not build as FEEN: {err}")
}

/// The side to move, when both styles are the game's `letter`.
pub(crate) fn active_side(game: Game, position: &Position, letter: Letter) -> Result<Side, Error> {
    let styles = position.styles();
    for style in [styles.active(), styles.inactive()] {
        if style.letter() != letter {
            let found = style.to_char();
            // The game's letter in the case of the side found there.
            let expected = if found.is_ascii_lowercase() {
                letter.to_char().to_ascii_lowercase()
            } else {
                letter.to_char().to_ascii_uppercase()
            };
            let error = ErrorKind::Style { expected, found };
            let offset = field_offsets(position).1 + usize::from(style == styles.inactive()) * 2;
            return Err(Error::new(game, error, offset));
        }
    }
    Ok(styles.active_side())
}

/// Fails when a hand holds a piece, for games without hands.
pub(crate) fn no_hands(game: Game, position: &Position) -> Result<(), Error> {
    if position.hand_piece_count() == 0 {
        Ok(())
    } else {
        Err(Error::new(
            game,
            ErrorKind::Hands,
            field_offsets(position).0,
        ))
    }
}

/// An error about the square at `row`, `column`, located in the FEEN text.
pub(crate) fn square_error(
    game: Game,
    position: &Position,
    row: u8,
    column: u8,
    kind: ErrorKind,
) -> Error {
    Error::new(game, kind, square_offset(position, row, column))
}

/// The kind of error for `piece`, on the square at `row`, `column`, when
/// the game has no token for it: a derived piece, a piece whose letter the
/// game has in another state (`known_letter`), or no such piece.
#[cold]
pub(crate) fn piece_error(
    geometry: Geometry,
    row: u8,
    column: u8,
    piece: Identifier,
    known_letter: bool,
) -> ErrorKind {
    let square = geometry.square(row, column);
    if piece.is_derived() {
        ErrorKind::Derived {
            square: Some(square),
        }
    } else if known_letter {
        ErrorKind::State { square }
    } else {
        ErrorKind::UnknownPiece { square }
    }
}

/// The offsets of the hands and style–turn fields in the FEEN string.
pub(crate) fn field_offsets(position: &Position) -> (usize, usize) {
    with_view(position, |view| {
        let hands = view.placement().len() + 1;
        (hands, hands + view.hands().len() + 1)
    })
}

/// The offset in the FEEN string of the piece at `row`, `column`: the start
/// of its span, as the one reader gives it.
fn square_offset(position: &Position, row: u8, column: u8) -> usize {
    let at = [u128::from(row), u128::from(column)];
    with_view(position, |view| {
        let mut pieces = view.board_pieces();
        while let Some(piece) = pieces.next() {
            if pieces.coordinates() == at {
                return piece.span().start;
            }
        }
        // The caller found the piece on the board loaded from this position.
        panic!("no piece at {at:?} in {view}")
    })
}

/// Runs `f` on the view of `position`'s canonical FEEN string, where the
/// offsets of a writing error are. Only errors pay for the dump.
fn with_view<R>(position: &Position, f: impl FnOnce(&View<'_>) -> R) -> R {
    let text = position.dump();
    // Limits that the dump meets, however large the position.
    let limits = Limits::DEFAULT.with_max_bytes(text.len());
    match View::parse_with(&text, &limits) {
        Ok(view) => f(&view),
        // `dump` writes canonical FEEN, which the reader accepts: a failure
        // is a bug in one of them, and must be loud.
        Err(err) => panic!("the FEEN of a position does not read back: {err}: {text}"),
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;

    use crate::{ErrorKind, chess};

    #[test]
    fn a_foreign_style_is_expected_in_its_sides_case() {
        let first = sashite_feen::parse("8/8/8/8/8/8/8/8 / S/c").expect("FEEN");
        let err = chess::to_fen(&first).unwrap_err();
        assert_eq!(
            (err.kind(), err.offset()),
            (
                ErrorKind::Style {
                    expected: 'C',
                    found: 'S'
                },
                18
            )
        );
        let second = sashite_feen::parse("8/8/8/8/8/8/8/8 / C/s").expect("FEEN");
        let err = chess::to_fen(&second).unwrap_err();
        assert_eq!(
            (err.kind(), err.offset()),
            (
                ErrorKind::Style {
                    expected: 'c',
                    found: 's'
                },
                20
            )
        );
        assert_eq!(
            err.to_string(),
            "chess FEN cannot express the style 's' (expected 'c') at FEEN byte 20"
        );
    }
}
