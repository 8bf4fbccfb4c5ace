//! The EPIN identifier: a PIN identifier plus the derivation flag.

use core::fmt;
use core::str::FromStr;

use sashite_pin::{Letter, Side, State};

use crate::encode::EncodedEpin;
use crate::error::ParseError;
use crate::parse;

/// One piece as EPIN spells it: a PIN identifier (letter, side, state,
/// terminal flag) and whether its style is derived.
///
/// # Syntax
///
/// `[+-]?[A-Za-z]\^?'?`: a PIN token (see [`sashite_pin::Identifier`])
/// optionally followed by the derivation marker `'` (U+0027 only). The marker
/// comes last, after the terminal marker: `K^'`, never `K'^`. The whole input
/// must match; nothing is trimmed or re-cased. There are 624 tokens.
///
/// # Native and derived
///
/// Without the marker the piece is *native*, with it *derived* (also called
/// *foreign*). Which style each word means is decided by the context (in
/// FEEN, the style–turn field); EPIN only records the flag.
///
/// # Total ordering
///
/// By the PIN part (see [`sashite_pin::Identifier`]'s ordering: letter,
/// side, state, terminal), then native before derived. This groups a piece
/// type's variants together; it is neither the byte order of the tokens nor
/// the order FEEN uses for hands.
///
/// # Examples
///
/// ```
/// use sashite_epin::{Identifier, Letter, Side, State};
///
/// let king = Identifier::parse("+K^'").expect("valid EPIN");
/// assert_eq!(king.letter(), Letter::K);
/// assert_eq!(king.side(), Side::First);
/// assert_eq!(king.state(), State::Enhanced);
/// assert!(king.is_terminal());
/// assert!(king.is_derived());
/// assert_eq!(king.flip().to_string(), "+k^'");
///
/// assert_eq!(king, Identifier::new(Letter::K, Side::First, State::Enhanced, true, true));
/// assert_eq!(core::mem::size_of::<Identifier>(), 4);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Identifier {
    pin: sashite_pin::Identifier,
    derived: bool,
}

impl Identifier {
    /// The longest token, in bytes (`+K^'`).
    pub const MAX_LEN: usize = 4;

    /// Builds an identifier from its five attributes. `derived` is `true`
    /// for a derived (marked, `'`) piece and `false` for a native one; note
    /// that the Ruby 1.x constructor takes the opposite flag, `native`.
    /// Every combination is a valid EPIN token, so this cannot fail.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::{Identifier, Letter, Side, State};
    ///
    /// let rook = Identifier::new(Letter::R, Side::Second, State::Enhanced, false, true);
    /// assert_eq!(rook.to_string(), "+r'");
    /// let king = Identifier::new(Letter::K, Side::First, State::Normal, true, false);
    /// assert_eq!(king.to_string(), "K^");
    /// ```
    #[must_use]
    #[inline]
    pub const fn new(
        letter: Letter,
        side: Side,
        state: State,
        terminal: bool,
        derived: bool,
    ) -> Self {
        Self::from_pin(
            sashite_pin::Identifier::new(letter, side, state, terminal),
            derived,
        )
    }

    /// The common piece: `letter` for `side`, in the normal state, not
    /// terminal, native. Short for `new(letter, side, State::Normal, false,
    /// false)`, the Ruby gem's `Epin.identifier(:K, :first)`.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::{Identifier, Letter, Side, State};
    ///
    /// const PAWN: Identifier = Identifier::normal(Letter::P, Side::Second);
    /// assert_eq!(PAWN.to_string(), "p");
    /// assert_eq!(PAWN, Identifier::new(Letter::P, Side::Second, State::Normal, false, false));
    /// assert_eq!(Identifier::normal(Letter::G, Side::First).derive().to_string(), "G'");
    /// ```
    #[must_use]
    #[inline]
    pub const fn normal(letter: Letter, side: Side) -> Self {
        Self::from_pin(sashite_pin::Identifier::normal(letter, side), false)
    }

    /// Wraps a PIN identifier; `derived` says whether the marker is present.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::{sashite_pin, Identifier};
    ///
    /// let pin = sashite_pin::parse("K^").expect("valid PIN");
    /// assert_eq!(Identifier::from_pin(pin, true).to_string(), "K^'");
    /// assert_eq!(Identifier::from_pin(pin, false).to_string(), "K^");
    /// ```
    #[must_use]
    #[inline]
    pub const fn from_pin(pin: sashite_pin::Identifier, derived: bool) -> Self {
        Self { pin, derived }
    }

    /// Parses one EPIN token; the whole string must be the token.
    ///
    /// # Errors
    ///
    /// A [`ParseError`] naming the first byte that cannot belong to a token
    /// and its offset.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::{Identifier, ParseError};
    ///
    /// assert_eq!(Identifier::parse("k'").expect("valid").to_string(), "k'");
    /// assert_eq!(Identifier::parse(""), Err(ParseError::Empty));
    /// assert_eq!(Identifier::parse("K'\n").unwrap_err().offset(), Some(2));
    /// ```
    #[inline]
    pub const fn parse(input: &str) -> Result<Self, ParseError> {
        parse::parse_bytes(input.as_bytes())
    }

    /// Parses one EPIN token from bytes; the whole slice must be the token.
    ///
    /// # Errors
    ///
    /// As [`Identifier::parse`]; non-ASCII bytes are reported like any
    /// other bad byte.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::Identifier;
    ///
    /// assert!(Identifier::parse_bytes(b"K^'").is_ok());
    /// assert!(Identifier::parse_bytes("K\u{2019}".as_bytes()).is_err());
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
    /// use sashite_epin::Identifier;
    ///
    /// let (id, len) = Identifier::parse_prefix(b"k^'rest").expect("a token");
    /// assert_eq!((id.to_string().as_str(), len), ("k^'", 3));
    /// ```
    #[must_use]
    #[inline]
    pub const fn parse_prefix(bytes: &[u8]) -> Option<(Self, usize)> {
        parse::parse_prefix(bytes)
    }

    /// Returns `true` when `input` is exactly one EPIN token.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::Identifier;
    ///
    /// assert!(Identifier::is_valid("+R'"));
    /// assert!(!Identifier::is_valid("K''"));
    /// assert!(!Identifier::is_valid("K`"));
    /// ```
    #[must_use]
    #[inline]
    pub const fn is_valid(input: &str) -> bool {
        parse::is_valid(input.as_bytes())
    }

    /// The canonical token in an inline buffer (no allocation).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::{Identifier, Letter, Side, State};
    ///
    /// let pawn = Identifier::new(Letter::P, Side::Second, State::Diminished, false, true);
    /// assert_eq!(pawn.encode().as_str(), "-p'");
    /// ```
    #[must_use]
    pub const fn encode(self) -> EncodedEpin {
        crate::encode::encode(self)
    }

    /// The token's bytes, left-aligned in a buffer, and their number: what
    /// [`encode`](Self::encode) holds, without the UTF-8 view.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::Identifier;
    ///
    /// let (bytes, len) = Identifier::parse("+k'").expect("valid").to_bytes();
    /// assert_eq!(&bytes[..len], b"+k'");
    /// ```
    #[must_use]
    #[inline]
    pub const fn to_bytes(self) -> ([u8; Self::MAX_LEN], usize) {
        crate::encode::to_bytes(self)
    }

    /// The PIN part: the identifier without the derivation marker.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::Identifier;
    ///
    /// let id = Identifier::parse("+K^'").expect("valid");
    /// assert_eq!(id.pin().to_string(), "+K^");
    /// ```
    #[must_use]
    pub const fn pin(self) -> sashite_pin::Identifier {
        self.pin
    }

    /// Replaces the PIN part, keeping the derivation flag.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::{sashite_pin, Identifier};
    ///
    /// let id = Identifier::parse("+K^'").expect("valid");
    /// let pawn = sashite_pin::parse("k").expect("valid PIN");
    /// assert_eq!(id.with_pin(pawn).to_string(), "k'");
    /// ```
    #[must_use]
    pub const fn with_pin(self, pin: sashite_pin::Identifier) -> Self {
        Self { pin, ..self }
    }

    /// Returns `true` when the piece is derived (marked with `'`).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::Identifier;
    ///
    /// assert!(Identifier::parse("K'").expect("valid").is_derived());
    /// assert!(!Identifier::parse("K").expect("valid").is_derived());
    /// ```
    #[must_use]
    pub const fn is_derived(self) -> bool {
        self.derived
    }

    /// Alias of [`is_derived`](Self::is_derived): the piece uses a foreign
    /// (derived) style.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::Identifier;
    ///
    /// assert!(Identifier::parse("k'").expect("valid").is_foreign());
    /// ```
    #[must_use]
    pub const fn is_foreign(self) -> bool {
        self.derived
    }

    /// Returns `true` when the piece is native (no `'`).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::Identifier;
    ///
    /// assert!(Identifier::parse("K").expect("valid").is_native());
    /// assert!(!Identifier::parse("K'").expect("valid").is_native());
    /// ```
    #[must_use]
    pub const fn is_native(self) -> bool {
        !self.derived
    }

    /// Marks the piece as derived (adds the `'`).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::Identifier;
    ///
    /// let id = |s| Identifier::parse(s).expect("valid");
    /// assert_eq!(id("K").derive(), id("K'"));
    /// assert_eq!(id("K'").derive(), id("K'"));
    /// ```
    #[must_use]
    pub const fn derive(self) -> Self {
        self.with_derived(true)
    }

    /// Marks the piece as native (drops the `'`).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::Identifier;
    ///
    /// let id = |s| Identifier::parse(s).expect("valid");
    /// assert_eq!(id("K^'").underive(), id("K^"));
    /// assert_eq!(id("K").underive(), id("K"));
    /// ```
    #[must_use]
    pub const fn underive(self) -> Self {
        self.with_derived(false)
    }

    /// Alias of [`underive`](Self::underive).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::Identifier;
    ///
    /// let id = |s| Identifier::parse(s).expect("valid");
    /// assert_eq!(id("K'").native(), id("K"));
    /// ```
    #[must_use]
    pub const fn native(self) -> Self {
        self.underive()
    }

    /// Sets the derivation flag: `true` for derived (`'`), `false` for
    /// native. Note that the Ruby 1.x `with_derivation` takes the opposite
    /// flag, `native`.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::Identifier;
    ///
    /// let id = |s| Identifier::parse(s).expect("valid");
    /// assert_eq!(id("K").with_derived(true), id("K'"));
    /// assert_eq!(id("K'").with_derived(false), id("K"));
    /// ```
    #[must_use]
    pub const fn with_derived(self, derived: bool) -> Self {
        Self { derived, ..self }
    }

    /// Returns `true` when both have the same derivation flag (both native
    /// or both derived).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::Identifier;
    ///
    /// let id = |s| Identifier::parse(s).expect("valid");
    /// assert!(id("K'").same_style(&id("q'")));
    /// assert!(!id("K").same_style(&id("K'")));
    /// ```
    #[must_use]
    pub const fn same_style(&self, other: &Self) -> bool {
        self.derived == other.derived
    }

    /// The piece type: the letter, case-free.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::{Identifier, Letter};
    ///
    /// assert_eq!(Identifier::parse("+r'").expect("valid").letter(), Letter::R);
    /// ```
    #[must_use]
    pub const fn letter(self) -> Letter {
        self.pin.letter()
    }

    /// The side: first for an uppercase letter, second for a lowercase one.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::{Identifier, Side};
    ///
    /// assert_eq!(Identifier::parse("k'").expect("valid").side(), Side::Second);
    /// ```
    #[must_use]
    pub const fn side(self) -> Side {
        self.pin.side()
    }

    /// The state: normal, enhanced (`+`) or diminished (`-`).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::{Identifier, State};
    ///
    /// assert_eq!(Identifier::parse("-p'").expect("valid").state(), State::Diminished);
    /// ```
    #[must_use]
    pub const fn state(self) -> State {
        self.pin.state()
    }

    /// The letter as written: in the side's case.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::Identifier;
    ///
    /// assert_eq!(Identifier::parse("+r'").expect("valid").to_char(), 'r');
    /// assert_eq!(Identifier::parse("K^'").expect("valid").to_char(), 'K');
    /// ```
    #[must_use]
    pub const fn to_char(self) -> char {
        self.pin.to_char()
    }

    /// The state modifier as written: `"+"`, `"-"` or `""`.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::Identifier;
    ///
    /// assert_eq!(Identifier::parse("+r'").expect("valid").prefix(), "+");
    /// assert_eq!(Identifier::parse("R'").expect("valid").prefix(), "");
    /// ```
    #[must_use]
    pub const fn prefix(self) -> &'static str {
        self.pin.prefix()
    }

    /// Everything after the letter as written: the terminal marker, then the
    /// derivation marker (`""`, `"^"`, `"'"` or `"^'"`), so that the token is
    /// `prefix() + to_char() + suffix()`.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::Identifier;
    ///
    /// let id = |s| Identifier::parse(s).expect("valid");
    /// assert_eq!(id("K").suffix(), "");
    /// assert_eq!(id("K^").suffix(), "^");
    /// assert_eq!(id("K'").suffix(), "'");
    /// assert_eq!(id("+K^'").suffix(), "^'");
    /// ```
    #[must_use]
    pub const fn suffix(self) -> &'static str {
        match (self.pin.is_terminal(), self.derived) {
            (false, false) => "",
            (true, false) => "^",
            (false, true) => "'",
            (true, true) => "^'",
        }
    }

    /// Returns `true` when the state is normal (no modifier).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::Identifier;
    ///
    /// assert!(Identifier::parse("K'").expect("valid").is_normal());
    /// assert!(!Identifier::parse("+K'").expect("valid").is_normal());
    /// ```
    #[must_use]
    pub const fn is_normal(self) -> bool {
        self.pin.is_normal()
    }

    /// Returns `true` when the state is enhanced (`+`).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::Identifier;
    ///
    /// assert!(Identifier::parse("+K'").expect("valid").is_enhanced());
    /// ```
    #[must_use]
    pub const fn is_enhanced(self) -> bool {
        self.pin.is_enhanced()
    }

    /// Returns `true` when the state is diminished (`-`).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::Identifier;
    ///
    /// assert!(Identifier::parse("-p'").expect("valid").is_diminished());
    /// ```
    #[must_use]
    pub const fn is_diminished(self) -> bool {
        self.pin.is_diminished()
    }

    /// Returns `true` when the piece belongs to the first side (uppercase).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::Identifier;
    ///
    /// assert!(Identifier::parse("K'").expect("valid").is_first_player());
    /// ```
    #[must_use]
    pub const fn is_first_player(self) -> bool {
        self.pin.is_first_player()
    }

    /// Returns `true` when the piece belongs to the second side (lowercase).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::Identifier;
    ///
    /// assert!(Identifier::parse("k'").expect("valid").is_second_player());
    /// ```
    #[must_use]
    pub const fn is_second_player(self) -> bool {
        self.pin.is_second_player()
    }

    /// Returns `true` when the piece is terminal (`^`), such as a king.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::Identifier;
    ///
    /// assert!(Identifier::parse("K^'").expect("valid").is_terminal());
    /// assert!(!Identifier::parse("K'").expect("valid").is_terminal());
    /// ```
    #[must_use]
    pub const fn is_terminal(self) -> bool {
        self.pin.is_terminal()
    }

    /// Sets the state to enhanced, whatever it was; keeps the derivation flag.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::Identifier;
    ///
    /// let id = |s| Identifier::parse(s).expect("valid");
    /// assert_eq!(id("r'").enhance(), id("+r'"));
    /// assert_eq!(id("-K").enhance(), id("+K"));
    /// ```
    #[must_use]
    pub const fn enhance(self) -> Self {
        self.with_pin(self.pin.enhance())
    }

    /// Sets an enhanced state back to normal; other states are unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::Identifier;
    ///
    /// let id = |s| Identifier::parse(s).expect("valid");
    /// assert_eq!(id("+K'").unenhance(), id("K'"));
    /// assert_eq!(id("-K'").unenhance(), id("-K'"));
    /// ```
    #[must_use]
    pub const fn unenhance(self) -> Self {
        self.with_pin(self.pin.unenhance())
    }

    /// Sets the state to diminished, whatever it was; keeps the derivation
    /// flag.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::Identifier;
    ///
    /// let id = |s| Identifier::parse(s).expect("valid");
    /// assert_eq!(id("K'").diminish(), id("-K'"));
    /// assert_eq!(id("+K").diminish(), id("-K"));
    /// ```
    #[must_use]
    pub const fn diminish(self) -> Self {
        self.with_pin(self.pin.diminish())
    }

    /// Sets a diminished state back to normal; other states are unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::Identifier;
    ///
    /// let id = |s| Identifier::parse(s).expect("valid");
    /// assert_eq!(id("-K'").undiminish(), id("K'"));
    /// assert_eq!(id("+K'").undiminish(), id("+K'"));
    /// ```
    #[must_use]
    pub const fn undiminish(self) -> Self {
        self.with_pin(self.pin.undiminish())
    }

    /// Sets the state to normal, whatever it was; keeps the derivation flag.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::Identifier;
    ///
    /// let id = |s| Identifier::parse(s).expect("valid");
    /// assert_eq!(id("+P'").normalize(), id("P'"));
    /// assert_eq!(id("-P^").normalize(), id("P^"));
    /// ```
    #[must_use]
    pub const fn normalize(self) -> Self {
        self.with_pin(self.pin.normalize())
    }

    /// Gives the piece to the other side; nothing else changes (the
    /// derivation flag included).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::Identifier;
    ///
    /// let id = |s| Identifier::parse(s).expect("valid");
    /// assert_eq!(id("k'").flip(), id("K'"));
    /// assert_eq!(id("+P").flip(), id("+p"));
    /// ```
    #[must_use]
    pub const fn flip(self) -> Self {
        self.with_pin(self.pin.flip())
    }

    /// Marks the piece as terminal; the `^` goes before any `'`.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::Identifier;
    ///
    /// let id = |s| Identifier::parse(s).expect("valid");
    /// assert_eq!(id("K'").mark_terminal(), id("K^'"));
    /// ```
    #[must_use]
    pub const fn mark_terminal(self) -> Self {
        self.with_pin(self.pin.mark_terminal())
    }

    /// Removes the terminal mark; keeps the derivation flag.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::Identifier;
    ///
    /// let id = |s| Identifier::parse(s).expect("valid");
    /// assert_eq!(id("K^'").unmark_terminal(), id("K'"));
    /// ```
    #[must_use]
    pub const fn unmark_terminal(self) -> Self {
        self.with_pin(self.pin.unmark_terminal())
    }

    /// Replaces the letter, keeping the side (and so the case) and
    /// everything else.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::{Identifier, Letter};
    ///
    /// let id = |s| Identifier::parse(s).expect("valid");
    /// assert_eq!(id("K'").with_letter(Letter::Q), id("Q'"));
    /// assert_eq!(id("k").with_letter(Letter::Q), id("q"));
    /// ```
    #[must_use]
    pub const fn with_letter(self, letter: Letter) -> Self {
        self.with_pin(self.pin.with_letter(letter))
    }

    /// Replaces the side.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::{Identifier, Side};
    ///
    /// let id = |s| Identifier::parse(s).expect("valid");
    /// assert_eq!(id("K'").with_side(Side::Second), id("k'"));
    /// ```
    #[must_use]
    pub const fn with_side(self, side: Side) -> Self {
        self.with_pin(self.pin.with_side(side))
    }

    /// Replaces the state.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::{Identifier, State};
    ///
    /// let id = |s| Identifier::parse(s).expect("valid");
    /// assert_eq!(id("K'").with_state(State::Diminished), id("-K'"));
    /// ```
    #[must_use]
    pub const fn with_state(self, state: State) -> Self {
        self.with_pin(self.pin.with_state(state))
    }

    /// Replaces the terminal flag.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::Identifier;
    ///
    /// let id = |s| Identifier::parse(s).expect("valid");
    /// assert_eq!(id("+P'").with_terminal(true), id("+P^'"));
    /// ```
    #[must_use]
    pub const fn with_terminal(self, terminal: bool) -> Self {
        self.with_pin(self.pin.with_terminal(terminal))
    }

    /// Returns `true` when both have the same letter, whatever the case.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::Identifier;
    ///
    /// let id = |s| Identifier::parse(s).expect("valid");
    /// assert!(id("K'").same_letter(&id("k")));
    /// assert!(!id("K").same_letter(&id("Q")));
    /// ```
    #[must_use]
    pub const fn same_letter(&self, other: &Self) -> bool {
        self.pin.same_letter(&other.pin)
    }

    /// Returns `true` when both belong to the same side.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::Identifier;
    ///
    /// let id = |s| Identifier::parse(s).expect("valid");
    /// assert!(id("K").same_side(&id("Q'")));
    /// assert!(!id("K'").same_side(&id("k'")));
    /// ```
    #[must_use]
    pub const fn same_side(&self, other: &Self) -> bool {
        self.pin.same_side(&other.pin)
    }

    /// Returns `true` when both are in the same state.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::Identifier;
    ///
    /// let id = |s| Identifier::parse(s).expect("valid");
    /// assert!(id("+K").same_state(&id("+q'")));
    /// assert!(!id("+K'").same_state(&id("K'")));
    /// ```
    #[must_use]
    pub const fn same_state(&self, other: &Self) -> bool {
        self.pin.same_state(&other.pin)
    }

    /// Returns `true` when both are terminal or both are not.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::Identifier;
    ///
    /// let id = |s| Identifier::parse(s).expect("valid");
    /// assert!(id("K^'").same_terminal(&id("k^")));
    /// assert!(!id("K^'").same_terminal(&id("K'")));
    /// ```
    #[must_use]
    pub const fn same_terminal(&self, other: &Self) -> bool {
        self.pin.same_terminal(&other.pin)
    }
}

/// Writes the canonical token, honouring width and fill.
///
/// # Examples
///
/// ```
/// use sashite_epin::Identifier;
///
/// let id = Identifier::parse("+K^'").expect("valid");
/// assert_eq!(id.to_string(), "+K^'");
/// assert_eq!(format!("[{id:>6}]"), "[  +K^']");
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

/// A PIN identifier is a native EPIN identifier.
///
/// # Examples
///
/// ```
/// use sashite_epin::{sashite_pin, Identifier};
///
/// let pin = sashite_pin::parse("+K^").expect("valid PIN");
/// assert_eq!(Identifier::from(pin).to_string(), "+K^");
/// ```
impl From<sashite_pin::Identifier> for Identifier {
    fn from(pin: sashite_pin::Identifier) -> Self {
        Self::from_pin(pin, false)
    }
}

/// The PIN part of an EPIN identifier (the derivation flag is dropped).
///
/// # Examples
///
/// ```
/// use sashite_epin::{sashite_pin, Identifier};
///
/// let pin: sashite_pin::Identifier = Identifier::parse("k'").expect("valid").into();
/// assert_eq!(pin.to_string(), "k");
/// ```
impl From<Identifier> for sashite_pin::Identifier {
    fn from(epin: Identifier) -> Self {
        epin.pin
    }
}
