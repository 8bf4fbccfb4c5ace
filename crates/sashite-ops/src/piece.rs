//! The piece the palette describes, and the side names the page uses.

use sashite::epin::Identifier;
use sashite::{Letter, Side, State};

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
    fn tokens_parse_with_their_offset() {
        assert_eq!(parse("+K^'").map(|id| id.to_string()), Ok("+K^'".into()));
        assert_eq!(parse("K#").expect_err("bad").offset(), Some(1));
    }
}
