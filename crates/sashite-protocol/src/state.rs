//! The state of a piece.

/// The state of a piece: normal, enhanced (`+`) or diminished (`-`).
///
/// The notations fix only the spelling; what a state means in play
/// (promotion, a pawn's double step, castling rights, …) belongs to the rule
/// system.
///
/// # Total ordering
///
/// `Diminished < Normal < Enhanced`, the natural scale.
///
/// # Examples
///
/// ```
/// use sashite_protocol::State;
///
/// assert_eq!(State::from_prefix(b'+'), Some(State::Enhanced));
/// assert_eq!(State::Diminished.prefix(), "-");
/// assert_eq!(State::default(), State::Normal);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
#[repr(u8)]
pub enum State {
    /// Diminished, spelled with a `-` prefix.
    Diminished = 0,
    /// Normal, spelled with no prefix.
    #[default]
    Normal = 1,
    /// Enhanced, spelled with a `+` prefix.
    Enhanced = 2,
}

impl State {
    /// The three states, in order.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_protocol::State;
    ///
    /// assert_eq!(State::ALL, [State::Diminished, State::Normal, State::Enhanced]);
    /// ```
    pub const ALL: [Self; 3] = [Self::Diminished, Self::Normal, Self::Enhanced];

    /// The state a prefix byte spells: `+` is enhanced, `-` is diminished;
    /// every other byte is `None` (normal has no prefix byte).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_protocol::State;
    ///
    /// assert_eq!(State::from_prefix(b'-'), Some(State::Diminished));
    /// assert_eq!(State::from_prefix(b'K'), None);
    /// ```
    #[must_use]
    pub const fn from_prefix(byte: u8) -> Option<Self> {
        match byte {
            b'+' => Some(Self::Enhanced),
            b'-' => Some(Self::Diminished),
            _ => None,
        }
    }

    /// Splits the state prefix off the front of `bytes`: the state it
    /// spells and the bytes after it (all of `bytes`, and
    /// [`Normal`](Self::Normal), when they do not start with `+` or `-`).
    /// Every token parser starts with this.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_protocol::State;
    ///
    /// assert_eq!(State::split_prefix(b"+K^"), (State::Enhanced, &b"K^"[..]));
    /// assert_eq!(State::split_prefix(b"k"), (State::Normal, &b"k"[..]));
    /// assert_eq!(State::split_prefix(b""), (State::Normal, &b""[..]));
    /// ```
    #[must_use]
    #[inline]
    pub const fn split_prefix(bytes: &[u8]) -> (Self, &[u8]) {
        match bytes {
            [b'+', rest @ ..] => (Self::Enhanced, rest),
            [b'-', rest @ ..] => (Self::Diminished, rest),
            _ => (Self::Normal, bytes),
        }
    }

    /// The prefix that spells this state: `"+"`, `"-"` or `""`.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_protocol::State;
    ///
    /// assert_eq!(State::Enhanced.prefix(), "+");
    /// assert_eq!(State::Normal.prefix(), "");
    /// ```
    #[must_use]
    pub const fn prefix(self) -> &'static str {
        match self {
            Self::Diminished => "-",
            Self::Normal => "",
            Self::Enhanced => "+",
        }
    }

    /// The prefix byte that spells this state, `None` for normal.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_protocol::State;
    ///
    /// assert_eq!(State::Diminished.prefix_byte(), Some(b'-'));
    /// assert_eq!(State::Normal.prefix_byte(), None);
    /// ```
    #[must_use]
    pub const fn prefix_byte(self) -> Option<u8> {
        match self {
            Self::Diminished => Some(b'-'),
            Self::Normal => None,
            Self::Enhanced => Some(b'+'),
        }
    }

    /// Returns `true` for [`State::Normal`].
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_protocol::State;
    ///
    /// assert!(State::Normal.is_normal());
    /// ```
    #[must_use]
    pub const fn is_normal(self) -> bool {
        matches!(self, Self::Normal)
    }

    /// Returns `true` for [`State::Enhanced`].
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_protocol::State;
    ///
    /// assert!(State::Enhanced.is_enhanced());
    /// ```
    #[must_use]
    pub const fn is_enhanced(self) -> bool {
        matches!(self, Self::Enhanced)
    }

    /// Returns `true` for [`State::Diminished`].
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_protocol::State;
    ///
    /// assert!(State::Diminished.is_diminished());
    /// ```
    #[must_use]
    pub const fn is_diminished(self) -> bool {
        matches!(self, Self::Diminished)
    }

    /// The state's name as the specifications write it: `"normal"`,
    /// `"enhanced"` or `"diminished"`.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_protocol::State;
    ///
    /// assert_eq!(State::Enhanced.as_str(), "enhanced");
    /// assert_eq!(State::Diminished.to_string(), "diminished");
    /// ```
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Diminished => "diminished",
            Self::Normal => "normal",
            Self::Enhanced => "enhanced",
        }
    }
}

/// Writes `normal`, `enhanced` or `diminished`, honouring width and fill.
impl core::fmt::Display for State {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.pad(self.as_str())
    }
}
