//! What a notation built on EPIN needs to read, store and order tokens
//! without knowing their grammar: the reader of the markers after the
//! letter, one step at a time, and a dense key of every identifier (its
//! place in FEEN's canonical hand order, also a compact packing).

use sashite_pin::{Letter, Side, State};

use crate::Identifier;

/// How a byte can start an EPIN token, as [`token_start`] tells it.
///
/// # Examples
///
/// ```
/// use sashite_epin::{TokenStart, token_start};
///
/// assert_eq!(token_start(b'+'), Some(TokenStart::Modifier));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum TokenStart {
    /// A state modifier (`+`, `-`): the letter must follow.
    Modifier,
    /// The letter (`A`–`Z`, `a`–`z`): markers ([`suffix_step`]) may follow.
    Letter,
}

/// The class of `byte` at the start of an EPIN token: a state modifier,
/// the letter, or `None` when no token starts with it. With
/// [`suffix_step`], what a table-driven reader needs to know of EPIN's
/// bytes; [`parse_prefix`](crate::parse_prefix) reads the same ones.
///
/// # Examples
///
/// ```
/// use sashite_epin::{TokenStart, token_start};
///
/// assert_eq!(token_start(b'-'), Some(TokenStart::Modifier));
/// assert_eq!(token_start(b'k'), Some(TokenStart::Letter));
/// assert_eq!(token_start(b'^'), None); // only after the letter
/// assert_eq!(token_start(b'8'), None);
/// ```
#[must_use]
pub const fn token_start(byte: u8) -> Option<TokenStart> {
    if Letter::from_ascii_with_side(byte).is_some() {
        Some(TokenStart::Letter)
    } else if State::split_prefix(&[byte]).0.is_normal() {
        None
    } else {
        Some(TokenStart::Modifier)
    }
}

/// The states of [`suffix_step`]: 0 right after the letter, then one per
/// marker sequence read (`^`, then `'` or `^'`).
pub const SUFFIX_STATES: u8 = 3;

/// Reads the markers after a token's letter, one byte at a time: from
/// `state` (0 right after the letter), the state after `byte`, or `None`
/// when `byte` does not continue the token (it then starts the next one).
/// [`parse_prefix`](crate::parse_prefix) reads the same markers.
///
/// # Examples
///
/// ```
/// use sashite_epin::suffix_step;
///
/// let after_caret = suffix_step(0, b'^').expect("`K^`");
/// assert!(suffix_step(after_caret, b'\'').is_some()); // `K^'`
/// assert_eq!(suffix_step(after_caret, b'^'), None); // `K^^`: no
/// assert_eq!(suffix_step(0, b'K'), None); // the next token
/// ```
#[must_use]
pub const fn suffix_step(state: u8, byte: u8) -> Option<u8> {
    match (state, byte) {
        (0, b'^') => Some(1),
        (0 | 1, b'\'') => Some(2),
        _ => None,
    }
}

impl Identifier {
    /// The number of distinct identifiers: every key is below it.
    pub const KEYS: usize = 26 * 2 * 3 * 4;

    /// The bits a key takes.
    pub const KEY_BITS: u32 = (Self::KEYS - 1).ilog2() + 1;

    /// The identifier's dense key, below [`KEYS`](Self::KEYS): its place in
    /// the canonical order of FEEN hands for a fixed multiplicity (letter,
    /// then uppercase first, then state `-`, `+`, none, then without `^`
    /// first, then without `'` first), and a packing that
    /// [`from_key`](Self::from_key) reverses.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::Identifier;
    ///
    /// let key = |token: &str| token.parse::<Identifier>().expect("EPIN").key();
    /// assert!(key("-P") < key("+P") && key("+P") < key("P") && key("P") < key("p"));
    /// assert!(key("P") < key("P'") && key("P'") < key("P^") && key("Z") > key("b"));
    /// ```
    #[must_use]
    #[inline]
    pub const fn key(self) -> u16 {
        // As `key_of`, from two small tables: the share of the letter as
        // written (letter and side at once, no check of the letter) and
        // that of the state; boards pack every piece through this.
        let cased = self.pin().to_char() as usize;
        // `cased` is an ASCII letter and `State` has three values: both
        // index their tables; the sum is at most 623.
        #[allow(clippy::indexing_slicing, clippy::arithmetic_side_effects)]
        let key = CASED_SHARES[cased & 0x7f]
            + STATE_SHARES[self.state() as usize]
            + (self.is_terminal() as u16) * 2
            + self.is_derived() as u16;
        key
    }

    /// The identifier of a [`key`](Self::key); `None` from
    /// [`KEYS`](Self::KEYS) on.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::Identifier;
    ///
    /// let king: Identifier = "+K^'".parse().expect("EPIN");
    /// assert_eq!(Identifier::from_key(king.key()), Some(king));
    /// assert_eq!(Identifier::from_key(624), None);
    /// ```
    #[must_use]
    #[inline]
    pub const fn from_key(key: u16) -> Option<Self> {
        let key = key as usize;
        if key < Self::KEYS {
            // Below the table's length.
            #[allow(clippy::indexing_slicing)]
            Some(IDENTIFIERS[key])
        } else {
            None
        }
    }

    /// The token of a [`key`](Self::key), its bytes left-aligned and
    /// padded with zeros (no token holds a zero byte), from a table built
    /// at compile time by [`to_bytes`](Self::to_bytes); `None` from
    /// [`KEYS`](Self::KEYS) on.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::Identifier;
    ///
    /// let king: Identifier = "+K^".parse().expect("EPIN");
    /// assert_eq!(Identifier::key_token(king.key()), Some(*b"+K^\0"));
    /// ```
    #[must_use]
    #[inline]
    pub fn key_token(key: u16) -> Option<[u8; Self::MAX_LEN]> {
        TOKENS.get(usize::from(key)).copied()
    }

    /// Every identifier, in [`key`](Self::key) order.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::Identifier;
    ///
    /// assert_eq!(Identifier::all().count(), Identifier::KEYS);
    /// assert_eq!(Identifier::all().next().map(|id| id.to_string()).as_deref(), Some("-A"));
    /// ```
    pub fn all() -> impl Iterator<Item = Self> {
        (0..=u16::MAX).map_while(Self::from_key)
    }
}

/// The share in [`Identifier::key`] of each letter as written (ASCII,
/// either case): its letter and side; 0 for a byte of no letter.
const CASED_SHARES: [u16; 128] = {
    let mut shares = [0; 128];
    let mut byte: usize = 0;
    while byte < shares.len() {
        // `byte < 128`: it fits and indexes the table.
        #[allow(clippy::cast_possible_truncation, clippy::indexing_slicing)]
        if let Some((letter, side)) = Letter::from_ascii_with_side(byte as u8) {
            shares[byte] = key_of(letter, side, State::Diminished, false, false);
        }
        byte = byte.wrapping_add(1);
    }
    shares
};

/// The share in [`Identifier::key`] of each state, indexed by its value.
const STATE_SHARES: [u16; 3] = {
    let mut shares = [0; 3];
    let mut i = 0;
    while i < State::ALL.len() {
        // `i < 3`: it indexes both tables, and a state's value is below 3.
        #[allow(clippy::indexing_slicing)]
        {
            let state = State::ALL[i];
            shares[state as usize] = key_of(Letter::A, Side::First, state, false, false);
        }
        i += 1;
    }
    shares
};

/// [`Identifier::from_key`] of every key, built at compile time, padded to
/// every value of [`Identifier::KEY_BITS`] bits so that a
/// [`Key`](crate::Key), masked to them, indexes it with no check (the
/// padding, never reached, repeats the last identifier).
pub(crate) const IDENTIFIERS: [Identifier; 1 << Identifier::KEY_BITS] = {
    let mut identifiers = [Identifier::new(Letter::Z, Side::Second, State::Normal, true, true);
        1 << Identifier::KEY_BITS];
    let mut key = 0;
    while key < Identifier::KEYS {
        // `key < KEYS`: the divisions are by non-zero constants, the casts
        // exact, the index inside the table.
        #[allow(
            clippy::arithmetic_side_effects,
            clippy::cast_possible_truncation,
            clippy::indexing_slicing
        )]
        {
            let letter = match Letter::from_index((key / 24) as u8) {
                Some(letter) => letter,
                None => Letter::A,
            };
            let side = if (key / 12) % 2 == 1 {
                Side::Second
            } else {
                Side::First
            };
            let state = match (key / 4) % 3 {
                0 => State::Diminished,
                1 => State::Enhanced,
                _ => State::Normal,
            };
            identifiers[key] =
                Identifier::new(letter, side, state, (key / 2) % 2 == 1, key % 2 == 1);
            key += 1;
        }
    }
    identifiers
};

/// The share of one byte in the [`key`](Identifier::key) of the token it
/// belongs to: a token's key is the sum, wrapping in `u16`, of its bytes'
/// shares. For readers of text already validated that store keys.
///
/// # Examples
///
/// ```
/// use sashite_epin::{Identifier, KeyShare};
///
/// let king: Identifier = "+K^".parse().expect("EPIN");
/// let key = b"+K^".iter().fold(0u16, |key, &byte| match KeyShare::of(byte) {
///     KeyShare::Prefix(share) | KeyShare::Letter(share) | KeyShare::Marker(share) => {
///         key.wrapping_add(share)
///     }
///     KeyShare::Other => key,
/// });
/// assert_eq!(key, king.key());
/// assert_eq!(KeyShare::of(b'8'), KeyShare::Other);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum KeyShare {
    /// A state prefix (`+`, `-`): a letter follows it.
    Prefix(u16),
    /// A letter: the token ends with it unless markers follow.
    Letter(u16),
    /// A marker after the letter (`^`, `'`).
    Marker(u16),
    /// A byte of no token.
    Other,
}

impl KeyShare {
    /// The share of `byte`.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_epin::KeyShare;
    ///
    /// assert!(matches!(KeyShare::of(b'k'), KeyShare::Letter(_)));
    /// assert!(matches!(KeyShare::of(b'-'), KeyShare::Prefix(_)));
    /// assert!(matches!(KeyShare::of(b'\''), KeyShare::Marker(_)));
    /// ```
    #[must_use]
    #[inline]
    pub const fn of(byte: u8) -> Self {
        // Every `u8` indexes a table of 256.
        #[allow(clippy::indexing_slicing)]
        KEY_SHARES[byte as usize]
    }
}

/// [`KeyShare::of`] every byte, from the keys of the identifiers that
/// differ by that byte alone.
const KEY_SHARES: [KeyShare; 256] = {
    let mut shares = [KeyShare::Other; 256];
    let mut byte: usize = 0;
    while byte < shares.len() {
        // `byte < 256`: it fits and indexes the table.
        #[allow(clippy::cast_possible_truncation, clippy::indexing_slicing)]
        {
            shares[byte] = match (byte as u8, Letter::from_ascii_with_side(byte as u8)) {
                (_, Some((letter, side))) => {
                    KeyShare::Letter(key_of(letter, side, State::Normal, false, false))
                }
                (b'+', None) => KeyShare::Prefix(share(State::Enhanced, false, false)),
                (b'-', None) => KeyShare::Prefix(share(State::Diminished, false, false)),
                (b'^', None) => KeyShare::Marker(share(State::Normal, true, false)),
                (b'\'', None) => KeyShare::Marker(share(State::Normal, false, true)),
                _ => KeyShare::Other,
            };
        }
        byte = byte.wrapping_add(1);
    }
    shares
};

/// What a state or markers add to the key of a plain letter.
const fn share(state: State, terminal: bool, derived: bool) -> u16 {
    key_of(Letter::A, Side::First, state, terminal, derived).wrapping_sub(key_of(
        Letter::A,
        Side::First,
        State::Normal,
        false,
        false,
    ))
}

/// The key of an identifier's parts (see [`Identifier::key`]).
#[inline]
pub(crate) const fn key_of(
    letter: Letter,
    side: Side,
    state: State,
    terminal: bool,
    derived: bool,
) -> u16 {
    let state = match state {
        State::Diminished => 0,
        State::Enhanced => 1,
        State::Normal => 2,
    };
    // At most ((25 * 2 + 1) * 3 + 2) * 4 + 3 = 623.
    #[allow(clippy::arithmetic_side_effects)]
    let key = ((letter.index() as u16 * 2 + side.is_second() as u16) * 3 + state) * 4
        + (terminal as u16) * 2
        + derived as u16;
    key
}

/// The token of every key (see [`Identifier::key_token`]).
static TOKENS: [[u8; Identifier::MAX_LEN]; Identifier::KEYS] = {
    let mut tokens = [[0; Identifier::MAX_LEN]; Identifier::KEYS];
    let mut key = 0;
    while key < Identifier::KEYS {
        // Keys below `KEYS` fit in `u16` and index the table.
        #[allow(clippy::cast_possible_truncation, clippy::indexing_slicing)]
        if let Some(id) = Identifier::from_key(key as u16) {
            tokens[key] = id.to_bytes().0;
        }
        key = key.wrapping_add(1);
    }
    tokens
};

#[cfg(test)]
#[allow(
    clippy::indexing_slicing,
    clippy::expect_used,
    clippy::arithmetic_side_effects
)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_dense_and_reversible() {
        let mut count = 0;
        for (k, id) in Identifier::all().enumerate() {
            assert_eq!(usize::from(id.key()), k);
            assert_eq!(Identifier::from_key(id.key()), Some(id));
            count += 1;
        }
        assert_eq!(count, Identifier::KEYS);
        const { assert!(Identifier::KEYS <= 1 << Identifier::KEY_BITS) };
    }

    #[test]
    fn token_starts_read_as_parse_prefix() {
        for byte in 0..=u8::MAX {
            let letter = crate::parse_prefix(&[byte]).is_some();
            let modifier = crate::parse_prefix(&[byte, b'K']).is_some_and(|(_, len)| len == 2);
            let expected = match (letter, modifier) {
                (true, _) => Some(TokenStart::Letter),
                (false, true) => Some(TokenStart::Modifier),
                (false, false) => None,
            };
            assert_eq!(token_start(byte), expected, "{byte:#04x}");
        }
    }

    #[test]
    fn suffix_steps_read_as_parse_prefix() {
        for id in Identifier::all() {
            let token = id.encode();
            let bytes = token.as_str().as_bytes();
            let letter = usize::from(!id.is_normal());
            let mut state = 0;
            for &byte in &bytes[letter + 1..] {
                state = suffix_step(state, byte).expect("a marker");
            }
            for next in [b'^', b'\'', b'K', b'/'] {
                let longer = [bytes, &[next]].concat();
                let (_, len) = crate::parse_prefix(&longer).expect("a token");
                assert_eq!(len > bytes.len(), suffix_step(state, next).is_some());
            }
        }
    }
}
