//! The piece the palette describes, the side names the page uses, and
//! the words a screen reader says for a piece.

use sashite::epin::Identifier;
use sashite::{Letter, Side, State, sin};

use crate::Failure;

/// The side named `name` (`"first"` or `"second"`, as `Side::as_str`
/// writes them).
///
/// # Errors
///
/// A [`Failure`] for any other name.
pub fn side(name: &str) -> Result<Side, Failure> {
    [Side::First, Side::Second]
        .into_iter()
        .find(|side| side.as_str() == name)
        .ok_or_else(|| {
            Failure::new(
                "bad_argument",
                format!("no side {name:?}: expected \"first\" or \"second\""),
                None,
            )
        })
}

/// The state named `name` (`"normal"`, `"enhanced"` or `"diminished"`, as
/// `State::as_str` writes them).
///
/// # Errors
///
/// A [`Failure`] for any other name.
pub fn state(name: &str) -> Result<State, Failure> {
    [State::Normal, State::Enhanced, State::Diminished]
        .into_iter()
        .find(|state| state.as_str() == name)
        .ok_or_else(|| {
            Failure::new(
                "bad_argument",
                format!("no state {name:?}: expected \"normal\", \"enhanced\" or \"diminished\""),
                None,
            )
        })
}

/// The EPIN identifier of a piece given by its five attributes; `letter`
/// is one ASCII letter, in either case (the side decides the case).
///
/// # Errors
///
/// A [`Failure`] when `letter` is not one ASCII letter, or a name is
/// unknown.
pub fn identifier(
    letter: &str,
    side_name: &str,
    state_name: &str,
    terminal: bool,
    derived: bool,
) -> Result<Identifier, Failure> {
    let letter = self::letter(letter)?;
    Ok(Identifier::new(
        letter,
        side(side_name)?,
        state(state_name)?,
        terminal,
        derived,
    ))
}

/// The letter `text` names: one ASCII letter, in either case (a letter is
/// case-free; the side gives the case).
///
/// # Errors
///
/// `bad_argument` for anything but one ASCII letter.
///
/// # Examples
///
/// ```
/// use sashite::Letter;
///
/// assert_eq!(sashite_ops::piece::letter("k"), Ok(Letter::K));
/// assert_eq!(sashite_ops::piece::letter("KK").unwrap_err().code(), "bad_argument");
/// ```
pub fn letter(text: &str) -> Result<Letter, Failure> {
    let mut chars = text.chars();
    match (chars.next().and_then(Letter::from_char), chars.next()) {
        (Some(letter), None) => Ok(letter),
        _ => Err(Failure::new(
            "bad_argument",
            format!("no letter {text:?}: expected one ASCII letter, A to Z in either case"),
            None,
        )),
    }
}

/// The piece written as the EPIN token `token`.
///
/// # Errors
///
/// The EPIN parse error, with its offset in `token`.
pub fn parse(token: &str) -> Result<Identifier, Failure> {
    Ok(Identifier::parse(token)?)
}

/// The words a screen reader says for the piece `token` (an EPIN token)
/// whose side plays `style` (a SIN token, in either case, as a FEEN
/// record's `active_style` and `inactive_style` give it): its side, its
/// terminal marker, its name in the style's game
/// ([`sashite_render::piece_name`]; `piece X` when the game has none),
/// then its state when not normal and whether it is derived.
///
/// # Errors
///
/// The EPIN parse error of `token` or the SIN parse error of `style`,
/// with the offset in that argument.
///
/// # Examples
///
/// ```
/// use sashite_ops::piece::words;
///
/// assert_eq!(words("+K^", "C").as_deref(), Ok("first player's terminal king, enhanced"));
/// assert_eq!(words("g'", "s").as_deref(), Ok("second player's gold general, derived"));
/// assert_eq!(words("Z", "C").as_deref(), Ok("first player's piece Z"));
/// assert_eq!(words("K#", "C").unwrap_err().offset(), Some(1));
/// ```
pub fn words(token: &str, style: &str) -> Result<String, Failure> {
    let piece = parse(token)?;
    let style = sin::Identifier::parse(style)?;
    let letter = piece.letter();
    let mut words = format!("{} player's ", piece.side().as_str());
    if piece.is_terminal() {
        words.push_str("terminal ");
    }
    if let Some(name) = sashite_render::piece_name(style.letter(), letter) {
        words.push_str(name);
    } else {
        words.push_str("piece ");
        words.push(letter.to_char());
    }
    if !piece.is_normal() {
        words.push_str(", ");
        words.push_str(piece.state().as_str());
    }
    if piece.is_derived() {
        words.push_str(", derived");
    }
    Ok(words)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_five_attributes_make_the_token() {
        let token = |l, s, st, t, d| identifier(l, s, st, t, d).map(|id| id.to_string());
        assert_eq!(token("K", "first", "normal", true, false), Ok("K^".into()));
        assert_eq!(token("k", "first", "normal", false, false), Ok("K".into()));
        assert_eq!(
            token("R", "second", "enhanced", false, true),
            Ok("+r'".into())
        );
        assert_eq!(
            token("p", "second", "diminished", false, false),
            Ok("-p".into())
        );
    }

    #[test]
    fn bad_attributes_fail() {
        assert!(identifier("", "first", "normal", false, false).is_err());
        assert!(identifier("KK", "first", "normal", false, false).is_err());
        assert!(identifier("1", "first", "normal", false, false).is_err());
        assert!(identifier("K", "white", "normal", false, false).is_err());
        assert!(identifier("K", "first", "promoted", false, false).is_err());
    }

    #[test]
    fn words_name_the_side_marker_piece_state_and_derivation() {
        assert_eq!(words("K^", "C"), Ok("first player's terminal king".into()));
        assert_eq!(words("k^", "c"), Ok("second player's terminal king".into()));
        assert_eq!(words("+P", "S"), Ok("first player's pawn, enhanced".into()));
        assert_eq!(
            words("-S'", "m"),
            Ok("first player's khon, diminished, derived".into())
        );
        assert_eq!(words("h", "X"), Ok("second player's horse".into()));
        assert_eq!(words("Q", "G"), Ok("first player's piece Q".into()));
    }

    #[test]
    fn words_refuse_a_bad_token_or_style() {
        let bad = |token, style| words(token, style).expect_err("refused");
        assert_eq!(bad("", "C").code(), bad("K", "").code());
        assert_eq!(bad("K#", "C").offset(), Some(1));
        assert_eq!(bad("K", "CC").offset(), Some(1));
        assert_eq!(bad("K", "1").offset(), Some(0));
    }

    #[test]
    fn tokens_parse_with_their_offset() {
        assert_eq!(parse("+K^'").map(|id| id.to_string()), Ok("+K^'".into()));
        assert_eq!(parse("K#").expect_err("bad").offset(), Some(1));
    }
}
