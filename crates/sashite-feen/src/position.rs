//! [`Position`]: an owned, immutable FEEN position.

use alloc::string::String;
use core::fmt;
use core::str::FromStr;

use sashite_epin::{Identifier, Side};
use sashite_sin::Identifier as Style;

use crate::board_builder::FirstPass;
use crate::error::{EncodeError, ParseError};
use crate::hands::Hands;
use crate::limits::Limits;
use crate::placement::Placement;
use crate::scan;
use crate::styles::Styles;
use crate::tokens::HandItem;
use crate::view::View;
use crate::writer::{Length, Text};

/// A whole position: board, hands and style–turn. Owned and immutable;
/// every edit returns a new, canonical position or an [`EncodeError`].
///
/// # Complexity
///
/// A single edit ([`place`](Self::place), [`remove`](Self::remove), the
/// hand and style edits, [`toggle_turn`](Self::toggle_turn)) copies the
/// position: O(n) for its n pieces. Many edits at once cost O(log n) each,
/// plus one O(n) pass, through [`board_diff`](Self::board_diff) or a
/// [`Builder`](crate::Builder).
///
/// # Memory
///
/// Proportional to the text, never to the board, and at most 8 heap bytes
/// per input byte plus 41 KiB: each piece takes 8 bytes (its square and
/// the piece, packed; every piece is at least one byte of text), each
/// separator of an irregular board 8 bytes (a regular board keeps its
/// shape alone: inline for one or two dimensions, otherwise at most 64
/// `u128`), each hand item 32 bytes (at most 624 distinct items per hand:
/// 40 KiB), and every vector is allocated once, at its size. Under the
/// default [`Limits`] (16 MiB of input), one position takes at most
/// 128 MiB + 41 KiB, whatever the string. Parsing allocates nothing more:
/// the one validating reader builds the board as it reads it, its pieces
/// kept on the stack, then allocated once, at their size (the chess start
/// position: 1 allocation, the pieces; an empty board of one or two
/// dimensions: none). A board of more than 64 pieces, 3 dimensions or
/// 2^54 squares is read again by the same reader, its vector allocated at
/// the size the first pass found.
///
/// A position keeps the longest string of the [`Limits`] it was read with
/// ([`parse_with`](Self::parse_with); the default ones otherwise), and its
/// edits refuse a longer one (the only limit an edit can break: edits keep
/// the board's squares and dimensions). It is not part of its value:
/// positions of the same string are equal, whatever their limits.
///
/// `Display` writes the canonical FEEN string, so for every valid `s`,
/// `Position::parse(s)?.to_string() == s`. (`Display` ignores width and
/// fill: a position can be arbitrarily long.)
///
/// # Examples
///
/// ```
/// use sashite_feen::{Position, Side};
///
/// let start = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c";
/// let position: Position = start.parse().expect("valid FEEN");
/// assert_eq!(position.square_count(), 64);
/// assert_eq!(position.board_piece_count(), 32);
/// assert_eq!(position.active_side(), Side::First);
/// assert_eq!(position.shape(), Some(&[8, 8][..]));
/// assert_eq!(position.to_string(), start);
///
/// // 1. e4, as an edit: the pawn leaves e2 and lands on e4.
/// let pawn = position.get_at(&[6, 4]).flatten().expect("a pawn on e2");
/// let after = position
///     .remove_at(&[6, 4])
///     .and_then(|p| p.place_at(&[4, 4], pawn))
///     .expect("legal edits")
///     .toggle_turn();
/// assert_eq!(
///     after.to_string(),
///     "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/4+P3/8/+P+P+P+P1+P+P+P/-RNBQK^BN-R / c/C",
/// );
/// ```
#[derive(Debug, Clone)]
pub struct Position {
    pub(crate) placement: Placement,
    pub(crate) hands: Hands,
    pub(crate) styles: Styles,
    /// The longest string of the limits it was read or built with
    /// ([`Limits::max_bytes`]): its edits keep to it. One word, where the
    /// whole limits would cost `parse` four more instructions.
    pub(crate) max_bytes: usize,
}

// The value is the string: the limit is left out.
impl PartialEq for Position {
    fn eq(&self, other: &Self) -> bool {
        (&self.placement, &self.hands, &self.styles)
            == (&other.placement, &other.hands, &other.styles)
    }
}

impl Eq for Position {}

impl core::hash::Hash for Position {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.placement.hash(state);
        self.hands.hash(state);
        self.styles.hash(state);
    }
}

impl Position {
    /// Parses a FEEN string with the default [`Limits`].
    ///
    /// # Errors
    ///
    /// A [`ParseError`] naming the first broken rule and its byte offset.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::Position;
    ///
    /// let position = Position::parse("8/8/8/8/8/8/8/8 / C/c").expect("valid");
    /// assert_eq!(position.square_count(), 64);
    /// assert!(Position::parse("8/8/8/8/8/8/8/8 / C/C").is_err());
    /// ```
    pub fn parse(input: &str) -> Result<Self, ParseError> {
        Self::parse_with(input, &Limits::DEFAULT)
    }

    /// Parses a FEEN string with the given [`Limits`].
    ///
    /// # Errors
    ///
    /// A [`ParseError`]; [`ParseError::Bounds`] when only a limit is
    /// exceeded.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::{Limits, Position};
    ///
    /// let err = Position::parse_with("256 / C/c", &Limits::UPSTREAM.with_max_squares(255)).unwrap_err();
    /// assert!(err.is_limit());
    /// ```
    pub fn parse_with(input: &str, limits: &Limits) -> Result<Self, ParseError> {
        // Validated and built in one pass: the board as the reader reads it.
        let mut builder = FirstPass::new(0);
        let scan = scan::scan_into::<false, _>(input.as_bytes(), limits, &mut builder)?;
        let placement = Placement::built(input.as_bytes(), &scan, &mut builder);
        Ok(Self::with_placement(
            &View::of_scan(input, scan),
            placement,
            limits.max_bytes(),
        ))
    }

    /// The owned form of a validated [`View`], under the default
    /// [`Limits`] (a view does not keep its own: a position read with
    /// others comes from [`parse_with`](Self::parse_with)).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::{Position, View};
    ///
    /// let view = View::parse("8 P/ C/c").expect("valid");
    /// assert_eq!(Position::from_view(&view).to_string(), view.as_str());
    /// ```
    #[must_use]
    pub fn from_view(view: &View<'_>) -> Self {
        Self::read(view, Limits::DEFAULT.max_bytes())
    }

    /// The longest string this position's edits may write: the
    /// [`max_bytes`](Limits::max_bytes) of the limits it was read with
    /// ([`parse_with`](Self::parse_with); the default ones otherwise).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::{EncodeError, Limits, Position};
    ///
    /// let limits = Limits::DEFAULT.with_max_bytes(9);
    /// let position = Position::parse_with("2 / C/c", &limits).expect("valid");
    /// assert_eq!(position.max_bytes(), 9);
    /// let king = "K^".parse().expect("EPIN");
    /// // "K^1 / C/c" is 9 bytes; "K^1 P/ C/c" would be 10.
    /// let placed = position.place(0, king).expect("9 bytes");
    /// assert_eq!(placed.max_bytes(), 9);
    /// assert_eq!(
    ///     placed.add_to_hand(sashite_feen::Side::First, "P".parse().expect("EPIN"), 1),
    ///     Err(EncodeError::TooLong { len: 10, max: 9 })
    /// );
    /// ```
    #[must_use]
    pub const fn max_bytes(&self) -> usize {
        self.max_bytes
    }

    /// The owned form of `view`, its edits kept to `max_bytes`.
    fn read(view: &View<'_>, max_bytes: usize) -> Self {
        let placement = Placement::read(view.as_str().as_bytes(), view.scan());
        Self::with_placement(view, placement, max_bytes)
    }

    /// The position of `view`, its board read as `placement`, its edits
    /// kept to `max_bytes`.
    fn with_placement(view: &View<'_>, placement: Placement, max_bytes: usize) -> Self {
        Self {
            placement,
            hands: Hands::of_valid(view),
            styles: view.styles(),
            max_bytes,
        }
    }

    /// Builds a position from its three fields, as the FEEN seed's `build`
    /// did: `placement + " " + hands + " " + style_turn` read by the
    /// [`Lenient`](crate::Lenient) reader, so the hands field may be
    /// unaggregated or unsorted (`PP/` is read as `2P/`). Every other rule
    /// is strict, with the errors of strict parsing (offsets are in the
    /// joined string).
    ///
    /// # Errors
    ///
    /// The [`ParseError`] of the joined string.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::Position;
    ///
    /// let position = Position::build("8", "/", "C/c").expect("valid");
    /// assert_eq!(position.to_string(), "8 / C/c");
    /// assert_eq!(Position::build("8", "Q1PP/p", "C/c").expect("repaired").to_string(), "8 2PQ/p C/c");
    /// assert!(Position::build("8", "", "C/c").is_err());
    /// ```
    pub fn build(placement: &str, hands: &str, style_turn: &str) -> Result<Self, ParseError> {
        crate::Lenient::DEFAULT.parse(&[placement, hands, style_turn].join(" "))
    }

    /// The board.
    ///
    /// # Examples
    ///
    /// ```
    /// let position = sashite_feen::Position::parse("3/1K^1/3 / S/s").expect("valid");
    /// assert_eq!(position.placement().shape(), Some(&[3, 3][..]));
    /// ```
    #[must_use]
    pub const fn placement(&self) -> &Placement {
        &self.placement
    }

    /// The hands.
    ///
    /// # Examples
    ///
    /// ```
    /// let position = sashite_feen::Position::parse("3/1K^1/3 2PB/p S/s").expect("valid");
    /// assert_eq!(position.hands().piece_count(), 4);
    /// ```
    #[must_use]
    pub const fn hands(&self) -> &Hands {
        &self.hands
    }

    /// The styles and the turn.
    ///
    /// # Examples
    ///
    /// ```
    /// let position = sashite_feen::Position::parse("3/1K^1/3 / S/s").expect("valid");
    /// assert_eq!(position.styles().active().to_char(), 'S');
    /// ```
    #[must_use]
    pub const fn styles(&self) -> &Styles {
        &self.styles
    }

    /// The number of squares.
    ///
    /// # Examples
    ///
    /// ```
    /// let position = sashite_feen::Position::parse("99999 / C/c").expect("valid");
    /// assert_eq!(position.square_count(), 99_999);
    /// ```
    #[must_use]
    pub const fn square_count(&self) -> u128 {
        self.placement.squares
    }

    /// The number of pieces on the board.
    ///
    /// # Examples
    ///
    /// ```
    /// let position = sashite_feen::Position::parse("K^QqK^ / C/c").expect("valid");
    /// assert_eq!(position.board_piece_count(), 4);
    /// ```
    #[must_use]
    pub fn board_piece_count(&self) -> u128 {
        self.placement.piece_count()
    }

    /// The number of pieces in both hands.
    ///
    /// # Examples
    ///
    /// ```
    /// let position = sashite_feen::Position::parse("2 K/k J/j").expect("valid");
    /// assert_eq!(position.hand_piece_count(), 2);
    /// ```
    #[must_use]
    pub fn hand_piece_count(&self) -> u128 {
        self.hands.piece_count()
    }

    /// The number of pieces, on the board and in both hands.
    ///
    /// # Examples
    ///
    /// ```
    /// let position = sashite_feen::Position::parse("2K 2p/ C/c").expect("valid");
    /// assert_eq!(position.piece_count(), 3);
    /// ```
    #[must_use]
    pub fn piece_count(&self) -> u128 {
        // At most the square count (parsing and editing check it): exact.
        self.board_piece_count()
            .saturating_add(self.hand_piece_count())
    }

    /// The side to move.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::{Position, Side};
    ///
    /// assert_eq!(Position::parse("8 / c/C").expect("valid").active_side(), Side::Second);
    /// ```
    #[must_use]
    pub const fn active_side(&self) -> Side {
        self.styles.active_side()
    }

    /// The side not to move.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::{Position, Side};
    ///
    /// assert_eq!(Position::parse("8 / c/C").expect("valid").inactive_side(), Side::First);
    /// ```
    #[must_use]
    pub const fn inactive_side(&self) -> Side {
        self.styles.inactive_side()
    }

    /// The number of dimensions of the board.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(sashite_feen::Position::parse("K / C/c").expect("valid").dimension_count(), 1);
    /// ```
    #[must_use]
    pub const fn dimension_count(&self) -> usize {
        self.placement.dimensions
    }

    /// The shape of a regular board, outermost first; `None` if irregular.
    ///
    /// # Examples
    ///
    /// ```
    /// let position = sashite_feen::Position::parse("a/b/c / C/c").expect("valid");
    /// assert_eq!(position.shape(), Some(&[3, 1][..]));
    /// ```
    #[must_use]
    pub fn shape(&self) -> Option<&[u128]> {
        self.placement.shape()
    }

    /// The square at a flat index; see [`Placement::get`].
    ///
    /// # Examples
    ///
    /// ```
    /// let position = sashite_feen::Position::parse("1K / C/c").expect("valid");
    /// assert_eq!(position.get(0), Some(None));
    /// assert_eq!(position.get(2), None);
    /// ```
    #[must_use]
    pub fn get(&self, index: u128) -> Option<Option<Identifier>> {
        self.placement.get(index)
    }

    /// The square at coordinates of a regular board; see
    /// [`Placement::get_at`].
    ///
    /// # Examples
    ///
    /// ```
    /// let position = sashite_feen::Position::parse("K1/2 / C/c").expect("valid");
    /// assert!(position.get_at(&[0, 0]).flatten().is_some());
    /// assert_eq!(position.get_at(&[1, 1]), Some(None));
    /// ```
    #[must_use]
    pub fn get_at(&self, coordinates: &[u128]) -> Option<Option<Identifier>> {
        self.placement.get_at(coordinates)
    }

    /// Puts `piece` on the square at flat `index`, replacing any piece there.
    ///
    /// O(n) for the n pieces on the board: the new position is a copy. For
    /// many edits, use [`board_diff`](Self::board_diff) or a
    /// [`Builder`](crate::Builder): O(log n) an edit, plus one O(n) pass.
    ///
    /// # Errors
    ///
    /// [`EncodeError::IndexOutOfRange`] past the last square,
    /// [`EncodeError::TooManyPieces`] when the position would hold more
    /// pieces than squares, [`EncodeError::TooLong`] when its string would
    /// be longer than its [limits](Self::max_bytes) accept.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::Position;
    ///
    /// let position = Position::parse("3 / C/c").expect("valid");
    /// let king = "K^".parse().expect("EPIN");
    /// assert_eq!(position.place(1, king).expect("in range").to_string(), "1K^1 / C/c");
    /// assert!(position.place(3, king).is_err());
    /// ```
    pub fn place(&self, index: u128, piece: Identifier) -> Result<Self, EncodeError> {
        let added = self.placement.pieces.search(index).is_err();
        self.with_square(index, Some(piece))?.checked(added)
    }

    /// Empties the square at flat `index`.
    ///
    /// O(n) for the n pieces on the board: the new position is a copy. For
    /// many edits, use [`board_diff`](Self::board_diff) or a
    /// [`Builder`](crate::Builder): O(log n) an edit, plus one O(n) pass.
    ///
    /// # Errors
    ///
    /// [`EncodeError::IndexOutOfRange`] past the last square,
    /// [`EncodeError::SquareEmpty`] when no piece stands there.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::Position;
    ///
    /// let position = Position::parse("K^6k^ / C/c").expect("valid");
    /// assert_eq!(position.remove(7).expect("a piece").to_string(), "K^7 / C/c");
    /// assert!(position.remove(3).is_err());
    /// ```
    pub fn remove(&self, index: u128) -> Result<Self, EncodeError> {
        if self.get(index) == Some(None) {
            return Err(EncodeError::SquareEmpty { index });
        }
        self.with_square(index, None)
    }

    /// This position with `piece` (or nothing) on the square at `index`.
    fn with_square(&self, index: u128, piece: Option<Identifier>) -> Result<Self, EncodeError> {
        if index >= self.square_count() {
            return Err(EncodeError::IndexOutOfRange {
                index,
                squares: self.square_count(),
            });
        }
        let mut next = self.clone();
        next.placement.pieces = self.placement.pieces.with(index, piece);
        Ok(next)
    }

    /// This edited position, if its pieces still fit on its squares (checked
    /// when the edit `added` pieces) and its string in what `parse` accepts.
    fn checked(self, added: bool) -> Result<Self, EncodeError> {
        self.check_edit(self.board_piece_count(), self.text_len(), added)?;
        Ok(self)
    }

    /// The checks of an edit that leaves `board` pieces on this position's
    /// board, with its hands, and a string of `len` bytes: the pieces still
    /// fit on the squares (checked when the edit `added` pieces), the string
    /// in the longest this position's limits accept.
    pub(crate) fn check_edit(
        &self,
        board: u128,
        len: u128,
        added: bool,
    ) -> Result<(), EncodeError> {
        let pieces = self.hands.total().and_then(|n| n.checked_add(board));
        if added && pieces.is_none_or(|n| n > self.square_count()) {
            return Err(EncodeError::TooManyPieces);
        }
        check_len(len, self.max_bytes)
    }

    /// The flat index of `coordinates`, or why an edit cannot use them.
    pub(crate) fn index_at(&self, coordinates: &[u128]) -> Result<u128, EncodeError> {
        self.shape().ok_or(EncodeError::IrregularBoard)?;
        self.index_of(coordinates)
            .ok_or(EncodeError::BadCoordinates)
    }

    /// Puts `piece` at `coordinates` (outermost first) of a regular board.
    ///
    /// O(n) for the n pieces on the board: the new position is a copy. For
    /// many edits, use [`board_diff`](Self::board_diff) or a
    /// [`Builder`](crate::Builder): O(log n) an edit, plus one O(n) pass.
    ///
    /// # Errors
    ///
    /// As [`place`](Self::place), plus [`EncodeError::IrregularBoard`] and
    /// [`EncodeError::BadCoordinates`].
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::Position;
    ///
    /// let position = Position::parse("3/3/3 / C/c").expect("valid");
    /// let king = "K^".parse().expect("EPIN");
    /// assert_eq!(position.place_at(&[1, 1], king).expect("fits").to_string(), "3/1K^1/3 / C/c");
    /// ```
    pub fn place_at(&self, coordinates: &[u128], piece: Identifier) -> Result<Self, EncodeError> {
        self.place(self.index_at(coordinates)?, piece)
    }

    /// Empties the square at `coordinates` of a regular board.
    ///
    /// O(n) for the n pieces on the board: the new position is a copy. For
    /// many edits, use [`board_diff`](Self::board_diff) or a
    /// [`Builder`](crate::Builder): O(log n) an edit, plus one O(n) pass.
    ///
    /// # Errors
    ///
    /// As [`remove`](Self::remove), plus [`EncodeError::IrregularBoard`] and
    /// [`EncodeError::BadCoordinates`].
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::Position;
    ///
    /// let position = Position::parse("3/1K^1/3 / C/c").expect("valid");
    /// assert_eq!(position.remove_at(&[1, 1]).expect("a piece").to_string(), "3/3/3 / C/c");
    /// ```
    pub fn remove_at(&self, coordinates: &[u128]) -> Result<Self, EncodeError> {
        self.remove(self.index_at(coordinates)?)
    }

    /// Adds `count` copies of `piece` to one side's hand.
    ///
    /// O(n) for the n pieces on the board: the new position is a copy. For
    /// many hand edits, use [`hand_diff`](Self::hand_diff) or a
    /// [`Builder`](crate::Builder).
    ///
    /// # Errors
    ///
    /// [`EncodeError::ZeroCount`], [`EncodeError::TooManyPieces`],
    /// [`EncodeError::TooLong`] when the string would be longer than its
    /// [limits](Self::max_bytes) accept.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::{Position, Side};
    ///
    /// let position = Position::parse("8 P/ C/c").expect("valid");
    /// let pawn = "P".parse().expect("EPIN");
    /// let bishop = "B".parse().expect("EPIN");
    /// let next = position.add_to_hand(Side::First, pawn, 2).expect("room");
    /// let next = next.add_to_hand(Side::First, bishop, 2).expect("room");
    /// assert_eq!(next.to_string(), "8 3P2B/ C/c");
    /// assert!(next.add_to_hand(Side::Second, pawn, 4).is_err());
    /// ```
    pub fn add_to_hand(
        &self,
        side: Side,
        piece: Identifier,
        count: u128,
    ) -> Result<Self, EncodeError> {
        if count == 0 {
            return Err(EncodeError::ZeroCount);
        }
        let held = self.hands.count_of(side, piece);
        let total = held.checked_add(count).ok_or(EncodeError::TooManyPieces)?;
        let mut next = self.clone();
        next.hands.set(side, piece, total);
        next.checked(true)
    }

    /// Takes `count` copies of `piece` from one side's hand.
    ///
    /// O(n) for the n pieces on the board: the new position is a copy. For
    /// many hand edits, use [`hand_diff`](Self::hand_diff) or a
    /// [`Builder`](crate::Builder).
    ///
    /// # Errors
    ///
    /// [`EncodeError::ZeroCount`], [`EncodeError::NotInHand`] when fewer
    /// copies are held.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::{Position, Side};
    ///
    /// let position = Position::parse("8 3P/ C/c").expect("valid");
    /// let pawn = "P".parse().expect("EPIN");
    /// assert_eq!(position.take_from_hand(Side::First, pawn, 2).expect("held").to_string(), "8 P/ C/c");
    /// assert!(position.take_from_hand(Side::First, pawn, 4).is_err());
    /// ```
    pub fn take_from_hand(
        &self,
        side: Side,
        piece: Identifier,
        count: u128,
    ) -> Result<Self, EncodeError> {
        if count == 0 {
            return Err(EncodeError::ZeroCount);
        }
        let held = self.hands.count_of(side, piece);
        let left = held.checked_sub(count).ok_or(EncodeError::NotInHand)?;
        let mut next = self.clone();
        next.hands.set(side, piece, left);
        Ok(next)
    }

    /// Sets the styles: `active` is the side to move.
    ///
    /// # Errors
    ///
    /// [`EncodeError::StylesSameCase`] when both have the same case.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::Position;
    ///
    /// let position = Position::parse("8 / C/c").expect("valid");
    /// let m = "m".parse().expect("SIN");
    /// let w = "W".parse().expect("SIN");
    /// assert_eq!(position.with_styles(m, w).expect("opposite cases").to_string(), "8 / m/W");
    /// assert!(position.with_styles(w, w).is_err());
    /// ```
    pub fn with_styles(&self, active: Style, inactive: Style) -> Result<Self, EncodeError> {
        if active.side() == inactive.side() {
            return Err(EncodeError::StylesSameCase);
        }
        let mut next = self.clone();
        next.styles = Styles { active, inactive };
        Ok(next)
    }

    /// Passes the turn: the inactive style becomes the active one.
    ///
    /// # Examples
    ///
    /// ```
    /// let position = sashite_feen::Position::parse("8 / C/c").expect("valid");
    /// assert_eq!(position.toggle_turn().to_string(), "8 / c/C");
    /// ```
    #[must_use]
    pub fn toggle_turn(&self) -> Self {
        let mut next = self.clone();
        core::mem::swap(&mut next.styles.active, &mut next.styles.inactive);
        next
    }

    /// Writes the canonical FEEN string to `out` (what `Display` writes),
    /// allocating nothing: through a buffer of 256 bytes on the stack, so
    /// `out` gets one write per 256 bytes.
    ///
    /// # Errors
    ///
    /// The error of `out`.
    ///
    /// # Examples
    ///
    /// ```
    /// use core::fmt::Write as _;
    ///
    /// let position = sashite_feen::Position::parse("K^6k^ / C/c").expect("valid");
    /// let mut out = String::from("fen: ");
    /// position.write_to(&mut out).expect("a String takes any text");
    /// assert_eq!(out, "fen: K^6k^ / C/c");
    /// ```
    pub fn write_to<W: fmt::Write>(&self, out: &mut W) -> fmt::Result {
        let mut text = Text::new(out);
        self.placement.write_text(&mut text)?;
        text.byte(b' ')?;
        self.hands.write_text(&mut text)?;
        text.byte(b' ')?;
        text.byte(self.styles.active.to_ascii())?;
        text.byte(b'/')?;
        text.byte(self.styles.inactive.to_ascii())?;
        text.flush()
    }

    /// The canonical FEEN string, in one allocation of its exact length
    /// (computed first), at any length. Same as `to_string`, which
    /// allocates once up to 256 bytes and grows past them.
    ///
    /// # Examples
    ///
    /// ```
    /// let position = sashite_feen::Position::parse("K^6k^ / C/c").expect("valid");
    /// let text = position.dump();
    /// assert_eq!(text, "K^6k^ / C/c");
    /// assert_eq!(text.capacity(), text.len());
    /// ```
    #[must_use]
    pub fn dump(&self) -> String {
        let len = usize::try_from(self.text_len()).unwrap_or(0);
        let mut text = String::with_capacity(len);
        // A `String` takes any text: `write_to` cannot fail.
        let _ = self.write_to(&mut text);
        text
    }

    /// The length of the FEEN string, counted by the writer itself
    /// (saturating: a string that long is refused anyway).
    pub(crate) fn text_len(&self) -> u128 {
        let mut length = Length::default();
        // A `Length` takes any text: `write_to` cannot fail.
        let _ = self.write_to(&mut length);
        length.0
    }

    /// The items of one side's hand, in canonical order.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::{Position, Side};
    ///
    /// let position = Position::parse("8 P/ C/c").expect("valid");
    /// assert_eq!(position.hand(Side::First).len(), 1);
    /// ```
    #[must_use]
    pub fn hand(&self, side: Side) -> &[HandItem] {
        self.hands.items(side)
    }
}

/// Refuses a string of `len` bytes, longer than `max` (the
/// [`max_bytes`](Limits::max_bytes) of the limits that apply).
pub(crate) fn check_len(len: u128, max: usize) -> Result<(), EncodeError> {
    if len > max as u128 {
        return Err(EncodeError::TooLong { len, max });
    }
    Ok(())
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_to(f)
    }
}

impl FromStr for Position {
    type Err = ParseError;

    fn from_str(input: &str) -> Result<Self, ParseError> {
        Self::parse(input)
    }
}

impl TryFrom<&[u8]> for Position {
    type Error = ParseError;

    fn try_from(input: &[u8]) -> Result<Self, ParseError> {
        View::try_from(input).map(|view| Self::from_view(&view))
    }
}

impl TryFrom<&str> for Position {
    type Error = ParseError;

    fn try_from(input: &str) -> Result<Self, ParseError> {
        Self::parse(input)
    }
}
