//! The FEEN side of the bridge: a position from a board read from FEN, and
//! the checks and offsets used when writing a position as FEN.

use sashite_feen::sashite_epin::Identifier;
use sashite_feen::{Lenient, Letter, Position, Run, Side, View};

use crate::ascii::Ascii;
use crate::board::{Board, Geometry};
use crate::error::{Error, ErrorKind};
use crate::game::Game;

/// Builds the FEEN position of `board`, the hands field `hands` (any order;
/// `"/"` when empty) and the side to move, in style `style`.
pub(crate) fn position(
    game: Game,
    board: &Board,
    hands: &str,
    active: Side,
    style: Letter,
    hands_offset: usize,
) -> Result<Position, Error> {
    let mut text = Ascii::new();
    board.write_feen(&mut text);
    text.push(b' ');
    text.push_str(hands);
    text.push(b' ');
    text.push(style_byte(style, active));
    text.push(b'/');
    text.push(style_byte(style, active.flip()));
    let text = text.as_str();
    let read = if hands == "/" {
        Position::parse(text)
    } else {
        // Hands come in the dialect's order; FEEN's reader sorts them.
        Lenient::DEFAULT.parse(text)
    };
    // The board and styles are well formed by construction: only the
    // count of pieces in hand can break a FEEN rule.
    read.map_err(|err| {
        debug_assert!(
            matches!(err, sashite_feen::ParseError::Validation { .. }),
            "unexpected FEEN error {err:?} for {text}"
        );
        Error::new(game, ErrorKind::TooManyPieces, hands_offset)
    })
}

/// The style letter of `side` as an ASCII byte.
fn style_byte(style: Letter, side: Side) -> u8 {
    u8::try_from(style.to_char_cased(side)).unwrap_or(b'?')
}

/// The side to move, when both styles are the game's `letter`.
pub(crate) fn active_side(game: Game, position: &Position, letter: Letter) -> Result<Side, Error> {
    let styles = position.styles();
    for style in [styles.active(), styles.inactive()] {
        if style.letter() != letter {
            let error = ErrorKind::Style {
                expected: letter.to_char(),
                found: style.to_char(),
            };
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
    width: u8,
    row: u8,
    column: u8,
    kind: ErrorKind,
) -> Error {
    let index = u128::from(row) * u128::from(width) + u128::from(column);
    Error::new(game, kind, square_offset(position, index))
}

/// The kind of error for `piece` when the game has no such piece in any
/// state (its letter, side or terminal marker), or none in this state.
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
    let text = position.dump();
    let mut spaces = text
        .bytes()
        .enumerate()
        .filter(|&(_, b)| b == b' ')
        .map(|(i, _)| i + 1);
    let hands = spaces.next().unwrap_or(0);
    (hands, spaces.next().unwrap_or(hands))
}

/// The offset in the FEEN string of the token that holds square `index`.
fn square_offset(position: &Position, index: u128) -> usize {
    let text = position.dump();
    let Ok(view) = View::parse(&text) else {
        return 0;
    };
    let (mut offset, mut square) = (0usize, 0u128);
    for run in view.runs() {
        let (len, squares) = match run {
            Run::Piece(piece) => (piece.encode().len(), 1),
            Run::Empty(count) => (decimal_len(count), count),
            Run::Separator(slashes) => (slashes, 0),
        };
        if squares > 0 && index < square + squares {
            return offset;
        }
        offset += len;
        square += squares;
    }
    offset
}

/// The number of decimal digits of `n`.
fn decimal_len(mut n: u128) -> usize {
    let mut len = 1;
    while n >= 10 {
        n /= 10;
        len += 1;
    }
    len
}
