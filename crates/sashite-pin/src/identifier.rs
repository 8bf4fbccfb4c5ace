//! The PIN identifier: one piece, four attributes.

use core::cmp::Ordering;
use core::fmt;
use core::str::FromStr;

use sashite_protocol::{Letter, Side, State};

use crate::encode::EncodedPin;
use crate::error::ParseError;
use crate::parse;

/// One piece as PIN spells it: a letter, a side, a state and a terminal flag.
///
/// # Syntax
///
/// `[+-]?[A-Za-z]\^?`: an optional state modifier (`+` enhanced, `-`
/// diminished), one ASCII letter whose case is the side (uppercase first,
/// lowercase second), an optional terminal marker `^`. The whole input must
/// match; nothing is trimmed or re-cased. There are 312 tokens.
///
/// # Total ordering
///
/// By letter (`A` < … < `Z`), then side (first < second), then state
/// (diminished < normal < enhanced), then terminal (`false` < `true`). This
/// order groups a piece type's variants together; it is neither the byte
/// order of the tokens nor the order FEEN uses for hands.
///
/// # Examples
///
/// ```
/// use sashite_pin::{Identifier, Letter, Side, State};
///
/// let king = Identifier::parse("+K^").expect("valid PIN");
/// assert_eq!(king.letter(), Letter::K);
/// assert_eq!(king.side(), Side::First);
/// assert_eq!(king.state(), State::Enhanced);
/// assert!(king.is_terminal());
/// assert_eq!(king.flip().to_string(), "+k^");
///
/// assert_eq!(king, Identifier::new(Letter::K, Side::First, State::Enhanced, true));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
// The letter is kept as written (its case is the side), after the state
// and the terminal flag, and the field order is fixed: in `Result<Self,
// ParseError>` the written letter then shares its byte with the byte an
// error reports, and the other two with the error's constant fields, so a
// parser builds every outcome as one constant and one input byte, in one
// register (measured: about a quarter fewer instructions per token).
#[repr(C)]
pub struct Identifier {
    state: State,
    terminal: bool,
    /// The letter as written: an ASCII letter in the side's case.
    cased: u8,
}

/// The bit that sets an ASCII letter's case apart: set in lowercase.
const CASE_BIT: u8 = 0x20;

impl Identifier {
    /// The longest token, in bytes (`+K^`).
    pub const MAX_LEN: usize = 3;

    /// Builds an identifier from its four attributes. Every combination is a
    /// valid PIN token, so this cannot fail.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pin::{Identifier, Letter, Side, State};
    ///
    /// let rook = Identifier::new(Letter::R, Side::Second, State::Enhanced, false);
    /// assert_eq!(rook.to_string(), "+r");
    /// ```
    #[must_use]
    #[inline]
    pub const fn new(letter: Letter, side: Side, state: State, terminal: bool) -> Self {
        Self::from_cased(letter.to_ascii_cased(side), state, terminal)
    }

    /// The identifier whose letter is written `cased`, an ASCII letter (the
    /// caller has checked it).
    #[inline]
    pub(crate) const fn from_cased(cased: u8, state: State, terminal: bool) -> Self {
        Self {
            state,
            terminal,
            cased,
        }
    }

    /// The common piece: `letter` for `side`, in the normal state, not
    /// terminal. Short for `new(letter, side, State::Normal, false)`, the
    /// seeds' `Pin.identifier(:K, :first)`.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pin::{Identifier, Letter, Side, State};
    ///
    /// const PAWN: Identifier = Identifier::normal(Letter::P, Side::Second);
    /// assert_eq!(PAWN.to_string(), "p");
    /// assert_eq!(PAWN, Identifier::new(Letter::P, Side::Second, State::Normal, false));
    /// assert_eq!(Identifier::normal(Letter::K, Side::First).mark_terminal().to_string(), "K^");
    /// ```
    #[must_use]
    #[inline]
    pub const fn normal(letter: Letter, side: Side) -> Self {
        Self::new(letter, side, State::Normal, false)
    }

    /// Parses one PIN token; the whole string must be the token.
    ///
    /// # Errors
    ///
    /// A [`ParseError`] naming the first byte that cannot belong to a token
    /// and its offset.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pin::{Identifier, ParseError};
    ///
    /// assert_eq!(Identifier::parse("-p").expect("valid").to_string(), "-p");
    /// assert_eq!(Identifier::parse(""), Err(ParseError::Empty));
    /// assert_eq!(Identifier::parse("K\n").unwrap_err().offset(), Some(1));
    /// ```
    #[inline]
    pub const fn parse(input: &str) -> Result<Self, ParseError> {
        parse::parse_bytes(input.as_bytes())
    }

    /// Parses one PIN token from bytes; the whole slice must be the token.
    ///
    /// # Errors
    ///
    /// As [`Identifier::parse`]; non-ASCII bytes are reported like any
    /// other bad byte.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pin::Identifier;
    ///
    /// assert!(Identifier::parse_bytes(b"K^").is_ok());
    /// assert!(Identifier::parse_bytes(&[0xFF]).is_err());
    /// ```
    #[inline]
    pub const fn parse_bytes(input: &[u8]) -> Result<Self, ParseError> {
        parse::parse_bytes(input)
    }

    /// Reads the longest token at the start of `bytes`; see
    /// [`parse_prefix`](crate::parse_prefix).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pin::Identifier;
    ///
    /// let (id, len) = Identifier::parse_prefix(b"k^rest").expect("a token");
    /// assert_eq!((id.to_string().as_str(), len), ("k^", 2));
    /// ```
    #[inline]
    #[must_use]
    pub const fn parse_prefix(bytes: &[u8]) -> Option<(Self, usize)> {
        parse::parse_prefix(bytes)
    }

    /// Returns `true` when `input` is exactly one PIN token.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pin::Identifier;
    ///
    /// assert!(Identifier::is_valid("K^"));
    /// assert!(!Identifier::is_valid("K+"));
    /// assert!(!Identifier::is_valid("K\n"));
    /// ```
    #[inline]
    #[must_use]
    pub const fn is_valid(input: &str) -> bool {
        parse::is_valid_bytes(input.as_bytes())
    }

    /// The canonical token in an inline buffer (no allocation).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pin::{Identifier, Letter, Side, State};
    ///
    /// let pawn = Identifier::new(Letter::P, Side::Second, State::Diminished, false);
    /// assert_eq!(pawn.encode().as_str(), "-p");
    /// ```
    #[must_use]
    pub const fn encode(self) -> EncodedPin {
        crate::encode::encode(self)
    }

    /// The piece type: the letter, case-free.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pin::{Identifier, Letter};
    ///
    /// assert_eq!(Identifier::parse("+r^").expect("valid").letter(), Letter::R);
    /// ```
    #[must_use]
    #[inline]
    pub const fn letter(self) -> Letter {
        match Letter::from_ascii(self.cased) {
            Some(letter) => letter,
            // Unreachable: `cased` is always an ASCII letter.
            None => Letter::A,
        }
    }

    /// The side: first for an uppercase letter, second for a lowercase one.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pin::{Identifier, Side};
    ///
    /// assert_eq!(Identifier::parse("k").expect("valid").side(), Side::Second);
    /// ```
    #[must_use]
    #[inline]
    pub const fn side(self) -> Side {
        // `cased` is a letter: its case bit alone tells the side.
        if self.cased & CASE_BIT == 0 {
            Side::First
        } else {
            Side::Second
        }
    }

    /// The state: normal, enhanced (`+`) or diminished (`-`).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pin::{Identifier, State};
    ///
    /// assert_eq!(Identifier::parse("-p").expect("valid").state(), State::Diminished);
    /// ```
    #[must_use]
    #[inline]
    pub const fn state(self) -> State {
        self.state
    }

    /// The letter as written: in the side's case.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pin::Identifier;
    ///
    /// assert_eq!(Identifier::parse("+r^").expect("valid").to_char(), 'r');
    /// assert_eq!(Identifier::parse("K").expect("valid").to_char(), 'K');
    /// ```
    #[must_use]
    pub const fn to_char(self) -> char {
        self.cased as char
    }

    /// The state modifier as written: `"+"`, `"-"` or `""`.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pin::Identifier;
    ///
    /// assert_eq!(Identifier::parse("+R").expect("valid").prefix(), "+");
    /// assert_eq!(Identifier::parse("R").expect("valid").prefix(), "");
    /// ```
    #[must_use]
    pub const fn prefix(self) -> &'static str {
        self.state.prefix()
    }

    /// The terminal marker as written: `"^"` or `""`.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pin::Identifier;
    ///
    /// assert_eq!(Identifier::parse("K^").expect("valid").suffix(), "^");
    /// assert_eq!(Identifier::parse("K").expect("valid").suffix(), "");
    /// ```
    #[must_use]
    pub const fn suffix(self) -> &'static str {
        if self.terminal { "^" } else { "" }
    }

    /// Returns `true` when the state is normal (no modifier).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pin::Identifier;
    ///
    /// assert!(Identifier::parse("K").expect("valid").is_normal());
    /// assert!(!Identifier::parse("+K").expect("valid").is_normal());
    /// ```
    #[must_use]
    pub const fn is_normal(self) -> bool {
        self.state.is_normal()
    }

    /// Returns `true` when the state is enhanced (`+`).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pin::Identifier;
    ///
    /// assert!(Identifier::parse("+K").expect("valid").is_enhanced());
    /// ```
    #[must_use]
    pub const fn is_enhanced(self) -> bool {
        self.state.is_enhanced()
    }

    /// Returns `true` when the state is diminished (`-`).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pin::Identifier;
    ///
    /// assert!(Identifier::parse("-p").expect("valid").is_diminished());
    /// ```
    #[must_use]
    pub const fn is_diminished(self) -> bool {
        self.state.is_diminished()
    }

    /// Returns `true` when the piece belongs to the first side (uppercase).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pin::Identifier;
    ///
    /// assert!(Identifier::parse("K").expect("valid").is_first_player());
    /// ```
    #[must_use]
    pub const fn is_first_player(self) -> bool {
        self.side().is_first()
    }

    /// Returns `true` when the piece belongs to the second side (lowercase).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pin::Identifier;
    ///
    /// assert!(Identifier::parse("k").expect("valid").is_second_player());
    /// ```
    #[must_use]
    pub const fn is_second_player(self) -> bool {
        self.side().is_second()
    }

    /// Returns `true` when the piece is terminal (`^`), such as a king.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pin::Identifier;
    ///
    /// assert!(Identifier::parse("K^").expect("valid").is_terminal());
    /// assert!(!Identifier::parse("K").expect("valid").is_terminal());
    /// ```
    #[must_use]
    #[inline]
    pub const fn is_terminal(self) -> bool {
        self.terminal
    }

    /// Sets the state to enhanced, whatever it was.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pin::Identifier;
    ///
    /// let id = |s| Identifier::parse(s).expect("valid");
    /// assert_eq!(id("K").enhance(), id("+K"));
    /// assert_eq!(id("-K").enhance(), id("+K"));
    /// ```
    #[must_use]
    pub const fn enhance(self) -> Self {
        self.with_state(State::Enhanced)
    }

    /// Sets an enhanced state back to normal; other states are unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pin::Identifier;
    ///
    /// let id = |s| Identifier::parse(s).expect("valid");
    /// assert_eq!(id("+K").unenhance(), id("K"));
    /// assert_eq!(id("-K").unenhance(), id("-K"));
    /// ```
    #[must_use]
    pub const fn unenhance(self) -> Self {
        if self.state.is_enhanced() {
            self.with_state(State::Normal)
        } else {
            self
        }
    }

    /// Sets the state to diminished, whatever it was.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pin::Identifier;
    ///
    /// let id = |s| Identifier::parse(s).expect("valid");
    /// assert_eq!(id("K").diminish(), id("-K"));
    /// assert_eq!(id("+K").diminish(), id("-K"));
    /// ```
    #[must_use]
    pub const fn diminish(self) -> Self {
        self.with_state(State::Diminished)
    }

    /// Sets a diminished state back to normal; other states are unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pin::Identifier;
    ///
    /// let id = |s| Identifier::parse(s).expect("valid");
    /// assert_eq!(id("-K").undiminish(), id("K"));
    /// assert_eq!(id("+K").undiminish(), id("+K"));
    /// ```
    #[must_use]
    pub const fn undiminish(self) -> Self {
        if self.state.is_diminished() {
            self.with_state(State::Normal)
        } else {
            self
        }
    }

    /// Sets the state to normal, whatever it was.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pin::Identifier;
    ///
    /// let id = |s| Identifier::parse(s).expect("valid");
    /// assert_eq!(id("+P").normalize(), id("P"));
    /// assert_eq!(id("-P^").normalize(), id("P^"));
    /// ```
    #[must_use]
    pub const fn normalize(self) -> Self {
        self.with_state(State::Normal)
    }

    /// Gives the piece to the other side; nothing else changes.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pin::Identifier;
    ///
    /// let id = |s| Identifier::parse(s).expect("valid");
    /// assert_eq!(id("+P").flip(), id("+p"));
    /// assert_eq!(id("k^").flip(), id("K^"));
    /// ```
    #[must_use]
    pub const fn flip(self) -> Self {
        Self {
            cased: self.cased ^ CASE_BIT,
            ..self
        }
    }

    /// Marks the piece as terminal.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pin::Identifier;
    ///
    /// let id = |s| Identifier::parse(s).expect("valid");
    /// assert_eq!(id("K").mark_terminal(), id("K^"));
    /// ```
    #[must_use]
    pub const fn mark_terminal(self) -> Self {
        self.with_terminal(true)
    }

    /// Removes the terminal mark.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pin::Identifier;
    ///
    /// let id = |s| Identifier::parse(s).expect("valid");
    /// assert_eq!(id("K^").unmark_terminal(), id("K"));
    /// ```
    #[must_use]
    pub const fn unmark_terminal(self) -> Self {
        self.with_terminal(false)
    }

    /// Replaces the letter, keeping the side (and so the case).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pin::{Identifier, Letter};
    ///
    /// let id = |s| Identifier::parse(s).expect("valid");
    /// assert_eq!(id("K").with_letter(Letter::Q), id("Q"));
    /// assert_eq!(id("k").with_letter(Letter::Q), id("q"));
    /// ```
    #[must_use]
    pub const fn with_letter(self, letter: Letter) -> Self {
        Self::new(letter, self.side(), self.state, self.terminal)
    }

    /// Replaces the side.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pin::{Identifier, Side};
    ///
    /// let id = |s| Identifier::parse(s).expect("valid");
    /// assert_eq!(id("K").with_side(Side::Second), id("k"));
    /// ```
    #[must_use]
    pub const fn with_side(self, side: Side) -> Self {
        Self::new(self.letter(), side, self.state, self.terminal)
    }

    /// Replaces the state.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pin::{Identifier, State};
    ///
    /// let id = |s| Identifier::parse(s).expect("valid");
    /// assert_eq!(id("K").with_state(State::Diminished), id("-K"));
    /// ```
    #[must_use]
    pub const fn with_state(self, state: State) -> Self {
        Self { state, ..self }
    }

    /// Replaces the terminal flag.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pin::Identifier;
    ///
    /// let id = |s| Identifier::parse(s).expect("valid");
    /// assert_eq!(id("+P").diminish().with_terminal(true), id("-P^"));
    /// ```
    #[must_use]
    pub const fn with_terminal(self, terminal: bool) -> Self {
        Self { terminal, ..self }
    }

    /// Returns `true` when both have the same letter, whatever the case.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pin::Identifier;
    ///
    /// let id = |s| Identifier::parse(s).expect("valid");
    /// assert!(id("K").same_letter(&id("k")));
    /// assert!(!id("K").same_letter(&id("Q")));
    /// ```
    #[must_use]
    pub const fn same_letter(&self, other: &Self) -> bool {
        self.cased.eq_ignore_ascii_case(&other.cased)
    }

    /// Returns `true` when both belong to the same side.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pin::Identifier;
    ///
    /// let id = |s| Identifier::parse(s).expect("valid");
    /// assert!(id("K").same_side(&id("Q")));
    /// assert!(!id("K").same_side(&id("k")));
    /// ```
    #[must_use]
    pub const fn same_side(&self, other: &Self) -> bool {
        self.side() as u8 == other.side() as u8
    }

    /// Returns `true` when both are in the same state.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pin::Identifier;
    ///
    /// let id = |s| Identifier::parse(s).expect("valid");
    /// assert!(id("+K").same_state(&id("+q")));
    /// assert!(!id("+K").same_state(&id("K")));
    /// ```
    #[must_use]
    pub const fn same_state(&self, other: &Self) -> bool {
        self.state as u8 == other.state as u8
    }

    /// Returns `true` when both are terminal or both are not.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pin::Identifier;
    ///
    /// let id = |s| Identifier::parse(s).expect("valid");
    /// assert!(id("K^").same_terminal(&id("k^")));
    /// assert!(!id("K^").same_terminal(&id("K")));
    /// ```
    #[must_use]
    pub const fn same_terminal(&self, other: &Self) -> bool {
        self.terminal == other.terminal
    }
}

/// By letter, then side, then state, then terminal (see the type's docs).
impl Ord for Identifier {
    fn cmp(&self, other: &Self) -> Ordering {
        (self.letter(), self.side(), self.state, self.terminal).cmp(&(
            other.letter(),
            other.side(),
            other.state,
            other.terminal,
        ))
    }
}

impl PartialOrd for Identifier {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// Shows the four attributes: `Identifier { letter: K, side: First, state:
/// Normal, terminal: true }` (the written letter is two of them).
#[allow(clippy::missing_fields_in_debug)]
impl fmt::Debug for Identifier {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Identifier")
            .field("letter", &self.letter())
            .field("side", &self.side())
            .field("state", &self.state)
            .field("terminal", &self.terminal)
            .finish()
    }
}

/// Writes the canonical token, honouring width and fill.
///
/// # Examples
///
/// ```
/// use sashite_pin::Identifier;
///
/// let id = Identifier::parse("+K^").expect("valid");
/// assert_eq!(id.to_string(), "+K^");
/// assert_eq!(format!("[{id:>5}]"), "[  +K^]");
/// ```
impl fmt::Display for Identifier {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.encode().as_str())
    }
}

/// Parses a whole string as one token, like [`Identifier::parse`].
impl FromStr for Identifier {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Self::parse(s)
    }
}

/// Parses a whole string as one token, like [`Identifier::parse`].
impl TryFrom<&str> for Identifier {
    type Error = ParseError;

    fn try_from(s: &str) -> Result<Self, Self::Error> {
        Self::parse(s)
    }
}

/// Parses a whole byte slice as one token, like [`Identifier::parse_bytes`].
impl TryFrom<&[u8]> for Identifier {
    type Error = ParseError;

    fn try_from(bytes: &[u8]) -> Result<Self, Self::Error> {
        Self::parse_bytes(bytes)
    }
}
