//! The PNN name: a base name with side, state and terminal marks.

use core::fmt;
use core::str::FromStr;

use compact_str::CompactString;
use sashite_protocol::{Side, State};

use crate::error::ParseError;
use crate::parse;

/// A piece name as PNN spells it: `[+-]?` then a one-case word then `^?`,
/// such as `KING`, `queen`, `+ROOK^` or `-pawn`.
///
/// # Syntax
///
/// `[+-]?([A-Z]+|[a-z]+)\^?`: an optional state modifier (`+` enhanced, `-`
/// diminished), a base name of ASCII letters all in one case (uppercase is
/// the first side, lowercase the second), an optional terminal marker `^`.
/// The whole input must match; nothing is trimmed or re-cased.
///
/// The string is its own canonical form: [`value`](Self::value) and
/// [`Display`](fmt::Display) give back exactly what was parsed, and the base
/// name keeps its case (`-pawn^` has the base name `pawn`).
///
/// # Total ordering
///
/// Byte order of the strings (`+KING` < `-pawn` < `KING` < `KING^` <
/// `king`), the order of [`value`](Self::value). Equality is equality of the
/// strings, so `KING`, `king`, `+KING` and `KING^` are four different values;
/// [`same_base_name`](Self::same_base_name) compares names across sides,
/// states and terminal marks.
///
/// # Examples
///
/// ```
/// use sashite_pnn::{Name, Side, State};
///
/// let rook = Name::parse("+ROOK^").expect("valid PNN");
/// assert_eq!(rook.base_name(), "ROOK");
/// assert_eq!(rook.side(), Side::First);
/// assert_eq!(rook.state(), State::Enhanced);
/// assert!(rook.is_terminal());
/// assert_eq!(rook.to_string(), "+ROOK^");
/// assert_eq!(rook.flip().normalize().to_string(), "rook^");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Name {
    // `value` first: the derived order is the strings' byte order (the other
    // fields are functions of `value`).
    value: CompactString,
    side: Side,
    state: State,
    terminal: bool,
}

impl Name {
    /// Builds a name from its string, with the same validation as
    /// [`Name::parse`] (the Ruby gem's `Pnn.name(value)`).
    ///
    /// # Errors
    ///
    /// A [`ParseError`] naming the first bad byte and its offset.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pnn::Name;
    ///
    /// assert_eq!(Name::new("ROOK").expect("valid PNN").to_string(), "ROOK");
    /// assert!(Name::new("Rook").is_err());
    /// ```
    pub fn new(value: &str) -> Result<Self, ParseError> {
        Self::parse(value)
    }

    /// Parses one PNN name; the whole string must be the name.
    ///
    /// Allocates only for a name longer than 24 bytes (12 on 32-bit targets).
    ///
    /// # Errors
    ///
    /// A [`ParseError`] naming the first byte that cannot belong to a name
    /// and its offset.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pnn::{Name, ParseError, State};
    ///
    /// let pawn = Name::parse("-pawn").expect("valid PNN");
    /// assert_eq!(pawn.state(), State::Diminished);
    /// assert_eq!(Name::parse(""), Err(ParseError::Empty));
    /// assert_eq!(Name::parse("KING\n").unwrap_err().offset(), Some(4));
    /// ```
    #[allow(clippy::inline_always)] // see `parse_bytes`
    #[inline(always)]
    pub fn parse(input: &str) -> Result<Self, ParseError> {
        let (value, parts) = parse::parse_str(input)?;
        Ok(Self::from_parts(value, parts))
    }

    /// Parses one PNN name from bytes; the whole slice must be the name.
    ///
    /// # Errors
    ///
    /// As [`Name::parse`]; non-ASCII bytes are reported like any other bad
    /// byte.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pnn::Name;
    ///
    /// assert_eq!(Name::parse_bytes(b"general^").expect("valid").base_name(), "general");
    /// assert!(Name::parse_bytes(&[b'K', 0xFF]).is_err());
    /// ```
    // Measured: inlined into the caller, the `Result<Name, _>` is built in
    // place instead of being copied out of an out-of-line call (-25% on the
    // names bench); the body is one short loop.
    #[allow(clippy::inline_always)]
    #[inline(always)]
    pub fn parse_bytes(input: &[u8]) -> Result<Self, ParseError> {
        let (value, parts) = parse::parse_bytes(input)?;
        Ok(Self::from_parts(value, parts))
    }

    /// The name whose checked string is `value` and which spells `parts`.
    #[allow(clippy::inline_always)] // see `parse_bytes`
    #[inline(always)]
    fn from_parts(value: CompactString, parts: parse::Parts) -> Self {
        Self {
            value,
            side: parts.side,
            state: parts.state,
            terminal: parts.terminal,
        }
    }

    /// Returns `true` when `input` is exactly one PNN name. Never allocates.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pnn::Name;
    ///
    /// assert!(Name::is_valid("+KING^"));
    /// assert!(Name::is_valid("k"));
    /// assert!(!Name::is_valid("King"));
    /// assert!(!Name::is_valid("KING1"));
    /// ```
    #[must_use]
    #[inline]
    pub const fn is_valid(input: &str) -> bool {
        parse::check(input.as_bytes()).is_ok()
    }

    /// The whole string, exactly as parsed: the canonical form.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pnn::Name;
    ///
    /// assert_eq!(Name::parse("KING^").expect("valid").value(), "KING^");
    /// ```
    #[must_use]
    pub fn value(&self) -> &str {
        self.value.as_str()
    }

    /// The whole string; the same as [`value`](Self::value).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pnn::Name;
    ///
    /// assert_eq!(Name::parse("-pawn").expect("valid").as_str(), "-pawn");
    /// ```
    #[must_use]
    pub fn as_str(&self) -> &str {
        self.value.as_str()
    }

    /// The base name: the letters, in the case they were written, without
    /// the state modifier or the terminal marker.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pnn::Name;
    ///
    /// assert_eq!(Name::parse("+ROOK^").expect("valid").base_name(), "ROOK");
    /// assert_eq!(Name::parse("-king^").expect("valid").base_name(), "king");
    /// ```
    #[must_use]
    pub fn base_name(&self) -> &str {
        let start = usize::from(!self.state.is_normal());
        let value = self.value.as_str();
        let end = value.len().saturating_sub(usize::from(self.terminal));
        value.get(start..end).unwrap_or_default()
    }

    /// The side: first for an uppercase base name, second for a lowercase
    /// one.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pnn::{Name, Side};
    ///
    /// assert_eq!(Name::parse("queen").expect("valid").side(), Side::Second);
    /// ```
    #[must_use]
    pub const fn side(&self) -> Side {
        self.side
    }

    /// The state: normal, enhanced (`+`) or diminished (`-`).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pnn::{Name, State};
    ///
    /// assert_eq!(Name::parse("+silver").expect("valid").state(), State::Enhanced);
    /// assert_eq!(Name::parse("GOLD").expect("valid").state(), State::Normal);
    /// ```
    #[must_use]
    pub const fn state(&self) -> State {
        self.state
    }

    /// The state modifier as written: `"+"`, `"-"` or `""`.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pnn::Name;
    ///
    /// assert_eq!(Name::parse("+ROOK").expect("valid").prefix(), "+");
    /// assert_eq!(Name::parse("ROOK").expect("valid").prefix(), "");
    /// ```
    #[must_use]
    pub const fn prefix(&self) -> &'static str {
        self.state.prefix()
    }

    /// The terminal marker as written: `"^"` or `""`.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pnn::Name;
    ///
    /// assert_eq!(Name::parse("KING^").expect("valid").suffix(), "^");
    /// assert_eq!(Name::parse("KING").expect("valid").suffix(), "");
    /// ```
    #[must_use]
    pub const fn suffix(&self) -> &'static str {
        if self.terminal { "^" } else { "" }
    }

    /// Returns `true` when there is no state modifier (the terminal marker
    /// does not matter).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pnn::Name;
    ///
    /// assert!(Name::parse("KING^").expect("valid").is_normal());
    /// assert!(!Name::parse("+KING").expect("valid").is_normal());
    /// ```
    #[must_use]
    pub const fn is_normal(&self) -> bool {
        self.state.is_normal()
    }

    /// Returns `true` when the state is enhanced (`+`).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pnn::Name;
    ///
    /// assert!(Name::parse("+QUEEN").expect("valid").is_enhanced());
    /// assert!(!Name::parse("QUEEN").expect("valid").is_enhanced());
    /// ```
    #[must_use]
    pub const fn is_enhanced(&self) -> bool {
        self.state.is_enhanced()
    }

    /// Returns `true` when the state is diminished (`-`).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pnn::Name;
    ///
    /// assert!(Name::parse("-pawn").expect("valid").is_diminished());
    /// assert!(!Name::parse("+pawn").expect("valid").is_diminished());
    /// ```
    #[must_use]
    pub const fn is_diminished(&self) -> bool {
        self.state.is_diminished()
    }

    /// Returns `true` when the name ends with the terminal marker `^`.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pnn::Name;
    ///
    /// assert!(Name::parse("+KING^").expect("valid").is_terminal());
    /// assert!(!Name::parse("KING").expect("valid").is_terminal());
    /// ```
    #[must_use]
    pub const fn is_terminal(&self) -> bool {
        self.terminal
    }

    /// Returns `true` when the piece belongs to the first side (uppercase).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pnn::Name;
    ///
    /// assert!(Name::parse("KING^").expect("valid").is_first_player());
    /// assert!(!Name::parse("king^").expect("valid").is_first_player());
    /// ```
    #[must_use]
    pub const fn is_first_player(&self) -> bool {
        self.side.is_first()
    }

    /// Returns `true` when the piece belongs to the second side (lowercase).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pnn::Name;
    ///
    /// assert!(Name::parse("king^").expect("valid").is_second_player());
    /// assert!(!Name::parse("KING^").expect("valid").is_second_player());
    /// ```
    #[must_use]
    pub const fn is_second_player(&self) -> bool {
        self.side.is_second()
    }

    /// Sets the state to enhanced, whatever it was.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pnn::Name;
    ///
    /// let name = |s| Name::parse(s).expect("valid");
    /// assert_eq!(name("ROOK").enhance(), name("+ROOK"));
    /// assert_eq!(name("-rook^").enhance(), name("+rook^"));
    /// ```
    #[must_use]
    pub fn enhance(self) -> Self {
        self.with_state(State::Enhanced)
    }

    /// Sets an enhanced state back to normal; other states are unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pnn::Name;
    ///
    /// let name = |s| Name::parse(s).expect("valid");
    /// assert_eq!(name("+ROOK").unenhance(), name("ROOK"));
    /// assert_eq!(name("-ROOK").unenhance(), name("-ROOK"));
    /// ```
    #[must_use]
    pub fn unenhance(self) -> Self {
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
    /// use sashite_pnn::Name;
    ///
    /// let name = |s| Name::parse(s).expect("valid");
    /// assert_eq!(name("pawn").diminish(), name("-pawn"));
    /// assert_eq!(name("+PAWN^").diminish(), name("-PAWN^"));
    /// ```
    #[must_use]
    pub fn diminish(self) -> Self {
        self.with_state(State::Diminished)
    }

    /// Sets a diminished state back to normal; other states are unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pnn::Name;
    ///
    /// let name = |s| Name::parse(s).expect("valid");
    /// assert_eq!(name("-pawn").undiminish(), name("pawn"));
    /// assert_eq!(name("+pawn").undiminish(), name("+pawn"));
    /// ```
    #[must_use]
    pub fn undiminish(self) -> Self {
        if self.state.is_diminished() {
            self.with_state(State::Normal)
        } else {
            self
        }
    }

    /// Sets the state to normal (drops the modifier); the terminal marker is
    /// kept.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pnn::Name;
    ///
    /// let name = |s| Name::parse(s).expect("valid");
    /// assert_eq!(name("+KING^").normalize(), name("KING^"));
    /// assert_eq!(name("-pawn").normalize(), name("pawn"));
    /// ```
    #[must_use]
    pub fn normalize(self) -> Self {
        self.with_state(State::Normal)
    }

    /// The same piece for the other side: the base name changes case.
    /// Does not allocate.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pnn::Name;
    ///
    /// let name = |s| Name::parse(s).expect("valid");
    /// assert_eq!(name("+ROOK^").flip(), name("+rook^"));
    /// assert_eq!(name("queen").flip(), name("QUEEN"));
    /// ```
    #[must_use]
    pub fn flip(self) -> Self {
        let side = self.side.flip();
        self.with_side(side)
    }

    /// Adds the terminal marker `^` (unchanged if already there).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pnn::Name;
    ///
    /// let name = |s| Name::parse(s).expect("valid");
    /// assert_eq!(name("KING").mark_terminal(), name("KING^"));
    /// assert_eq!(name("-king^").mark_terminal(), name("-king^"));
    /// ```
    #[must_use]
    pub fn mark_terminal(self) -> Self {
        self.with_terminal(true)
    }

    /// Removes the terminal marker `^` (unchanged if absent).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pnn::Name;
    ///
    /// let name = |s| Name::parse(s).expect("valid");
    /// assert_eq!(name("+KING^").unmark_terminal(), name("+KING"));
    /// assert_eq!(name("king").unmark_terminal(), name("king"));
    /// ```
    #[must_use]
    pub fn unmark_terminal(self) -> Self {
        self.with_terminal(false)
    }

    /// The same name for the given side: the base name in that side's
    /// case. Does not allocate.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pnn::{Name, Side};
    ///
    /// let name = |s| Name::parse(s).expect("valid");
    /// assert_eq!(name("-PAWN").with_side(Side::Second), name("-pawn"));
    /// assert_eq!(name("-PAWN").with_side(Side::First), name("-PAWN"));
    /// ```
    #[must_use]
    pub fn with_side(mut self, side: Side) -> Self {
        // `+`, `-` and `^` have no case: re-casing the whole string re-cases
        // the base name only.
        match side {
            Side::First => self.value.make_ascii_uppercase(),
            Side::Second => self.value.make_ascii_lowercase(),
        }
        self.side = side;
        self
    }

    /// The same name with the given state.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pnn::{Name, State};
    ///
    /// let name = |s| Name::parse(s).expect("valid");
    /// assert_eq!(name("GOLD").with_state(State::Enhanced), name("+GOLD"));
    /// assert_eq!(name("+GOLD").with_state(State::Normal), name("GOLD"));
    /// ```
    #[must_use]
    pub fn with_state(self, state: State) -> Self {
        if self.state as u8 == state as u8 {
            return self;
        }
        Self::assemble(self.base_name(), self.side, state, self.terminal)
    }

    /// The same name with or without the terminal marker.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pnn::Name;
    ///
    /// let name = |s| Name::parse(s).expect("valid");
    /// assert_eq!(name("general").with_terminal(true), name("general^"));
    /// assert_eq!(name("general^").with_terminal(false), name("general"));
    /// ```
    #[must_use]
    pub fn with_terminal(self, terminal: bool) -> Self {
        if self.terminal == terminal {
            return self;
        }
        Self::assemble(self.base_name(), self.side, self.state, terminal)
    }

    /// Returns `true` when both base names are equal ignoring case: the same
    /// piece, whatever the side, state and terminal marker.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pnn::Name;
    ///
    /// let name = |s| Name::parse(s).expect("valid");
    /// assert!(name("ROOK").same_base_name(&name("rook")));
    /// assert!(name("ROOK").same_base_name(&name("+rook")));
    /// assert!(name("ROOK").same_base_name(&name("ROOK^")));
    /// assert!(!name("KING").same_base_name(&name("QUEEN")));
    /// ```
    #[must_use]
    pub fn same_base_name(&self, other: &Self) -> bool {
        self.base_name().eq_ignore_ascii_case(other.base_name())
    }

    /// Returns `true` when both pieces belong to the same side.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pnn::Name;
    ///
    /// let name = |s| Name::parse(s).expect("valid");
    /// assert!(name("KING").same_side(&name("+ROOK^")));
    /// assert!(!name("KING").same_side(&name("king")));
    /// ```
    #[must_use]
    pub const fn same_side(&self, other: &Self) -> bool {
        self.side as u8 == other.side as u8
    }

    /// Returns `true` when both pieces are in the same state.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pnn::Name;
    ///
    /// let name = |s| Name::parse(s).expect("valid");
    /// assert!(name("+KING").same_state(&name("+pawn^")));
    /// assert!(!name("+KING").same_state(&name("KING")));
    /// ```
    #[must_use]
    pub const fn same_state(&self, other: &Self) -> bool {
        self.state as u8 == other.state as u8
    }

    /// Returns `true` when both pieces are terminal, or neither is.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_pnn::Name;
    ///
    /// let name = |s| Name::parse(s).expect("valid");
    /// assert!(name("KING^").same_terminal(&name("general^")));
    /// assert!(!name("KING^").same_terminal(&name("KING")));
    /// ```
    #[must_use]
    pub const fn same_terminal(&self, other: &Self) -> bool {
        self.terminal == other.terminal
    }

    /// Writes a name from parts known to be valid: `base` is one-case
    /// letters (re-cased to `side`). Allocates only for a name too long to
    /// be held inline.
    fn assemble(base: &str, side: Side, state: State, terminal: bool) -> Self {
        let prefix = state.prefix().as_bytes();
        let suffix: &[u8] = if terminal { b"^" } else { b"" };
        let parts = [prefix, base.as_bytes(), suffix];
        let len = parts.iter().map(|part| part.len()).sum();
        let mut value = CompactString::with_capacity(len);
        for &byte in parts.into_iter().flatten() {
            value.push(char::from(side.to_ascii_case(byte)));
        }
        Self {
            value,
            side,
            state,
            terminal,
        }
    }
}

/// Writes the name exactly as parsed, honouring width, fill and precision.
///
/// # Examples
///
/// ```
/// use sashite_pnn::Name;
///
/// let rook = Name::parse("+ROOK^").expect("valid");
/// assert_eq!(rook.to_string(), "+ROOK^");
/// assert_eq!(format!("[{rook:>8}]"), "[  +ROOK^]");
/// ```
impl fmt::Display for Name {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.value.as_str())
    }
}

/// Parses a whole string as one name, like [`Name::parse`].
impl FromStr for Name {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Self::parse(s)
    }
}

/// Parses a whole string as one name, like [`Name::parse`].
impl TryFrom<&str> for Name {
    type Error = ParseError;

    fn try_from(s: &str) -> Result<Self, Self::Error> {
        Self::parse(s)
    }
}

/// Parses a whole byte slice as one name, like [`Name::parse_bytes`].
impl TryFrom<&[u8]> for Name {
    type Error = ParseError;

    fn try_from(bytes: &[u8]) -> Result<Self, Self::Error> {
        Self::parse_bytes(bytes)
    }
}

/// The whole string, like [`Name::as_str`].
impl AsRef<str> for Name {
    fn as_ref(&self) -> &str {
        self.value.as_str()
    }
}
