//! [`View`]: a validated FEEN string, borrowed, read lazily.

use core::fmt;
use core::ops::Range;

use sashite_epin::{Identifier, Side};
use sashite_sin::Identifier as Style;

use crate::error::ParseError;
use crate::limits::Limits;
use crate::scan::{self, Scan};
use crate::shape::Shape;
use crate::styles::Styles;
use crate::tokens::{BoardPieces, HandItems, Run, Tokens};
use crate::visitor::{PlacementVisitor, Visiting};

/// A valid FEEN string, borrowed: every rule of the specification was
/// checked in one allocation-free pass, and the accessors read the string
/// lazily.
///
/// # Examples
///
/// ```
/// use sashite_feen::{Side, View};
///
/// let view = View::parse("3/1K^1/3 2PB/p S/s").expect("valid FEEN");
/// assert_eq!(view.square_count(), 9);
/// assert_eq!(view.board_piece_count(), 1);
/// assert_eq!(view.hand_piece_count(), 4);
/// assert_eq!(view.active_side(), Side::First);
/// assert_eq!(view.shape().as_deref(), Some(&[3, 3][..]));
/// assert_eq!(view.squares().filter(Option::is_some).count(), 1);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct View<'a> {
    input: &'a str,
    scan: Scan,
}

impl<'a> View<'a> {
    /// Validates `input` with the default [`Limits`].
    ///
    /// # Errors
    ///
    /// A [`ParseError`] naming the first broken rule and its byte offset.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::View;
    ///
    /// assert!(View::parse("8/8/8/8/8/8/8/8 / W/w").is_ok());
    /// assert!(View::parse("8/8/8/8/8/8/8/8 / W/W").is_err());
    /// ```
    pub fn parse(input: &'a str) -> Result<Self, ParseError> {
        Self::parse_with(input, &Limits::DEFAULT)
    }

    /// Validates `input` with the given [`Limits`].
    ///
    /// # Errors
    ///
    /// A [`ParseError`]; [`ParseError::Bounds`] when only a limit is
    /// exceeded.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::{Limits, View};
    ///
    /// let limits = Limits::DEFAULT.with_max_squares(64);
    /// assert!(View::parse_with("8/8/8/8/8/8/8/8 / C/c", &limits).is_ok());
    /// assert!(View::parse_with("9/9/9/9/9/9/9/9/9 / S/s", &limits).unwrap_err().is_limit());
    /// ```
    pub fn parse_with(input: &'a str, limits: &Limits) -> Result<Self, ParseError> {
        let scan = scan::scan::<false>(input.as_bytes(), limits)?;
        Ok(Self { input, scan })
    }

    /// Validates `input` (bytes; any non-ASCII byte is a
    /// [`SyntaxError::NonAscii`](crate::SyntaxError::NonAscii) error) with
    /// the given [`Limits`], telling `visitor` the pieces and separators of
    /// the placement as the one validating reader reads them, then the
    /// board's shape: a caller builds its own board in the pass that
    /// checks the string (see [`PlacementVisitor`]).
    ///
    /// # Errors
    ///
    /// The [`ParseError`] [`View::parse_with`] gives; what `visitor`
    /// received is then meaningless.
    ///
    /// # Examples
    ///
    /// ```
    /// use core::ops::Range;
    ///
    /// use sashite_feen::{Limits, PlacementVisitor, View};
    ///
    /// /// The square and token of each piece.
    /// struct Squares<'a>(&'a str, Vec<(u128, &'a str)>);
    ///
    /// impl<'a> PlacementVisitor for Squares<'a> {
    ///     fn piece(&mut self, square: u128, span: Range<usize>) {
    ///         self.1.push((square, &self.0[span]));
    ///     }
    ///
    ///     fn separator(&mut self, _: u128, _: usize) {}
    /// }
    ///
    /// let input = "+rk'/2/1K^ / C/c";
    /// let mut squares = Squares(input, Vec::new());
    /// let view = View::parse_visiting(input.as_bytes(), &Limits::DEFAULT, &mut squares)?;
    /// assert_eq!(squares.1, [(0, "+r"), (1, "k'"), (5, "K^")]);
    /// assert_eq!(view.square_count(), 6);
    ///
    /// let broken = View::parse_visiting(b"+rk'/2/1K^ / C/C", &Limits::DEFAULT, &mut squares);
    /// assert!(broken.is_err());
    /// # Ok::<(), sashite_feen::ParseError>(())
    /// ```
    pub fn parse_visiting<V: PlacementVisitor + ?Sized>(
        input: &'a [u8],
        limits: &Limits,
        visitor: &mut V,
    ) -> Result<Self, ParseError> {
        let mut visiting = Visiting::new(input, visitor);
        let scan = scan::scan_into::<false, _>(input, limits, &mut visiting)?;
        visiting.finish(&scan);
        Ok(Self::of_valid_bytes(input, scan))
    }

    /// The view of the bytes `input`, which a pass that found `scan`
    /// validated.
    fn of_valid_bytes(input: &'a [u8], scan: Scan) -> Self {
        // A valid string is ASCII, hence UTF-8.
        let input = core::str::from_utf8(input).expect("a valid FEEN string is ASCII");
        Self { input, scan }
    }

    /// Returns `true` when `input` is a valid FEEN string (default limits).
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::View;
    ///
    /// assert!(View::is_valid("k^ / S/s"));
    /// assert!(!View::is_valid("rkr//PPPP / W/w"));
    /// ```
    #[must_use]
    pub fn is_valid(input: &str) -> bool {
        scan::is_valid(input.as_bytes(), &Limits::DEFAULT)
    }

    /// The whole string.
    ///
    /// # Examples
    ///
    /// ```
    /// let view = sashite_feen::View::parse("8 / C/c").expect("valid");
    /// assert_eq!(view.as_str(), "8 / C/c");
    /// ```
    #[must_use]
    pub const fn as_str(&self) -> &'a str {
        self.input
    }

    /// The piece placement field.
    ///
    /// # Examples
    ///
    /// ```
    /// let view = sashite_feen::View::parse("8/8 P/ C/c").expect("valid");
    /// assert_eq!(view.placement(), "8/8");
    /// ```
    #[must_use]
    pub fn placement(&self) -> &'a str {
        // The placement ends at the space before the hands (`hands_start >= 1`).
        self.field(0..self.scan.hands_start.saturating_sub(1))
    }

    /// The hands field.
    ///
    /// # Examples
    ///
    /// ```
    /// let view = sashite_feen::View::parse("8/8 P/ C/c").expect("valid");
    /// assert_eq!(view.hands(), "P/");
    /// ```
    #[must_use]
    pub fn hands(&self) -> &'a str {
        // The hands end at the space before the style–turn field.
        self.field(self.scan.hands_start..self.scan.style_start.saturating_sub(1))
    }

    /// The style–turn field.
    ///
    /// # Examples
    ///
    /// ```
    /// let view = sashite_feen::View::parse("8/8 P/ c/C").expect("valid");
    /// assert_eq!(view.style_turn(), "c/C");
    /// ```
    #[must_use]
    pub fn style_turn(&self) -> &'a str {
        self.field(self.scan.style_start..self.input.len())
    }

    /// The text of `range`, offsets the scan found inside the (ASCII) string.
    fn field(&self, range: Range<usize>) -> &'a str {
        let field = self.input.get(range);
        field.expect("the scan's offsets fall inside the (ASCII) string")
    }

    /// The number of squares of the board.
    ///
    /// # Examples
    ///
    /// ```
    /// let view = sashite_feen::View::parse("99999999999999999999 / C/c").expect("valid");
    /// assert_eq!(view.square_count(), 99_999_999_999_999_999_999);
    /// ```
    #[must_use]
    pub const fn square_count(&self) -> u128 {
        self.scan.squares
    }

    /// The number of pieces on the board.
    ///
    /// # Examples
    ///
    /// ```
    /// let view = sashite_feen::View::parse("K^6k^ / C/c").expect("valid");
    /// assert_eq!(view.board_piece_count(), 2);
    /// ```
    #[must_use]
    pub const fn board_piece_count(&self) -> u128 {
        self.scan.board_pieces
    }

    /// The number of pieces in both hands (sum of the multiplicities).
    ///
    /// # Examples
    ///
    /// ```
    /// let view = sashite_feen::View::parse("20 10P9Q/ C/c").expect("valid");
    /// assert_eq!(view.hand_piece_count(), 19);
    /// ```
    #[must_use]
    pub const fn hand_piece_count(&self) -> u128 {
        // Checked when parsed: the sum is at most the number of squares.
        self.scan.first_hand.wrapping_add(self.scan.second_hand)
    }

    /// The number of pieces in one side's hand.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::{Side, View};
    ///
    /// let view = View::parse("8 3P/p C/c").expect("valid");
    /// assert_eq!(view.hand_count(Side::First), 3);
    /// assert_eq!(view.hand_count(Side::Second), 1);
    /// ```
    #[must_use]
    pub const fn hand_count(&self, side: Side) -> u128 {
        match side {
            Side::First => self.scan.first_hand,
            Side::Second => self.scan.second_hand,
        }
    }

    /// The number of pieces, on the board and in both hands.
    ///
    /// # Examples
    ///
    /// ```
    /// let view = sashite_feen::View::parse("2 K/k J/j").expect("valid");
    /// assert_eq!(view.piece_count(), 2);
    /// ```
    #[must_use]
    pub const fn piece_count(&self) -> u128 {
        // Checked when parsed: at most the number of squares.
        self.hand_piece_count().wrapping_add(self.scan.board_pieces)
    }

    /// The number of dimensions: 1 + the length of the longest separator.
    ///
    /// # Examples
    ///
    /// ```
    /// let view = sashite_feen::View::parse("a/b//c/d///e/f//g/h / C/c").expect("valid");
    /// assert_eq!(view.dimension_count(), 4);
    /// ```
    #[must_use]
    pub const fn dimension_count(&self) -> usize {
        self.scan.dimensions
    }

    /// The shape of a regular board, outermost dimension first; `None` for
    /// an irregular board, which the
    /// [specification](https://sashite.dev/specs/feen/1.0.0/) allows (§7, *Field 1 —
    /// Piece Placement*). Computed on each call.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::View;
    ///
    /// let view = View::parse("ab/cd//AB/CD//ef/gh / C/c").expect("valid");
    /// assert_eq!(view.shape().as_deref(), Some(&[3, 2, 2][..]));
    /// assert!(View::parse("rkr/pp/PPPP / C/c").expect("valid").shape().is_none());
    /// ```
    #[must_use]
    pub fn shape(&self) -> Option<Shape> {
        self.board_pieces().into_shape()
    }

    /// The style of the side to move.
    ///
    /// # Examples
    ///
    /// ```
    /// let view = sashite_feen::View::parse("8 / c/W").expect("valid");
    /// assert_eq!(view.active_style().to_char(), 'c');
    /// ```
    #[must_use]
    pub const fn active_style(&self) -> Style {
        self.scan.active
    }

    /// The style of the side not to move.
    ///
    /// # Examples
    ///
    /// ```
    /// let view = sashite_feen::View::parse("8 / c/W").expect("valid");
    /// assert_eq!(view.inactive_style().to_char(), 'W');
    /// ```
    #[must_use]
    pub const fn inactive_style(&self) -> Style {
        self.scan.inactive
    }

    /// The style of the first player (the uppercase one).
    ///
    /// # Examples
    ///
    /// ```
    /// let view = sashite_feen::View::parse("8 / c/W").expect("valid");
    /// assert_eq!(view.first_style().to_char(), 'W');
    /// ```
    #[must_use]
    pub const fn first_style(&self) -> Style {
        self.styles().first()
    }

    /// The style of the second player (the lowercase one).
    ///
    /// # Examples
    ///
    /// ```
    /// let view = sashite_feen::View::parse("8 / c/W").expect("valid");
    /// assert_eq!(view.second_style().to_char(), 'c');
    /// ```
    #[must_use]
    pub const fn second_style(&self) -> Style {
        self.styles().second()
    }

    /// The style–turn field.
    pub(crate) const fn styles(&self) -> Styles {
        Styles {
            active: self.scan.active,
            inactive: self.scan.inactive,
        }
    }

    /// The side to move.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::{Side, View};
    ///
    /// assert_eq!(View::parse("8 / w/W").expect("valid").active_side(), Side::Second);
    /// ```
    #[must_use]
    pub const fn active_side(&self) -> Side {
        self.scan.active.side()
    }

    /// The side not to move.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::{Side, View};
    ///
    /// assert_eq!(View::parse("8 / w/W").expect("valid").inactive_side(), Side::First);
    /// ```
    #[must_use]
    pub const fn inactive_side(&self) -> Side {
        self.scan.inactive.side()
    }

    /// The squares in reading order: `Some(piece)` or `None` for an empty
    /// square. Lazy: a run of `n` empty squares costs nothing until read.
    ///
    /// # Examples
    ///
    /// ```
    /// let view = sashite_feen::View::parse("K2/k2 / C/c").expect("valid");
    /// let squares: Vec<String> = view
    ///     .squares()
    ///     .map(|s| s.map_or_else(|| ".".to_string(), |p| p.to_string()))
    ///     .collect();
    /// assert_eq!(squares, ["K", ".", ".", "k", ".", "."]);
    /// ```
    #[must_use]
    pub fn squares(&self) -> Squares<'a> {
        Squares {
            tokens: self.runs(),
            empties: 0,
        }
    }

    /// The placement's tokens in reading order: pieces, runs of empty
    /// squares and separators.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::{Run, View};
    ///
    /// let view = View::parse("K7/8 / C/c").expect("valid");
    /// let runs: Vec<Run> = view.runs().collect();
    /// assert_eq!(runs.len(), 4);
    /// assert_eq!(runs[1], Run::Empty(7));
    /// assert_eq!(runs[2], Run::Separator(1));
    /// ```
    #[must_use]
    pub fn runs(&self) -> Tokens<'a> {
        Tokens::new(self.placement().as_bytes())
    }

    /// The pieces on the board in reading order, each with its token's
    /// byte range in the string and its coordinates (see [`BoardPieces`]).
    ///
    /// # Examples
    ///
    /// ```
    /// let view = sashite_feen::View::parse("K^1/2//1+p/2 / C/c").expect("valid");
    /// let mut pieces = view.board_pieces();
    /// let king = pieces.next().expect("a piece");
    /// assert_eq!((&view.as_str()[king.span()], pieces.coordinates()), ("K^", &[0, 0, 0][..]));
    /// let pawn = pieces.next().expect("a piece");
    /// assert_eq!((&view.as_str()[pawn.span()], pieces.coordinates()), ("+p", &[1, 0, 1][..]));
    /// assert!(pieces.next().is_none());
    /// ```
    #[must_use]
    pub fn board_pieces(&self) -> BoardPieces<'a> {
        BoardPieces::new(self.placement().as_bytes(), self.scan.dimensions)
    }

    /// The items of one side's hand, in canonical order.
    ///
    /// # Examples
    ///
    /// ```
    /// use sashite_feen::{Side, View};
    ///
    /// let view = View::parse("8 3P2B/p C/c").expect("valid");
    /// let first: Vec<(String, u128)> = view
    ///     .hand(Side::First)
    ///     .map(|item| (item.piece().to_string(), item.count()))
    ///     .collect();
    /// assert_eq!(first, [("P".to_string(), 3), ("B".to_string(), 2)]);
    /// ```
    #[must_use]
    pub fn hand(&self, side: Side) -> HandItems<'a> {
        // Offsets of the valid string: the `/` between the hands and the
        // space before the styles are inside it.
        let range = match side {
            Side::First => self.scan.hands_start..self.scan.hands_split,
            Side::Second => {
                self.scan.hands_split.saturating_add(1)..self.scan.style_start.saturating_sub(1)
            }
        };
        HandItems::new(self.field(range).as_bytes())
    }

    /// The view of `input`, which a pass that found `scan` validated.
    #[cfg(feature = "alloc")]
    pub(crate) const fn of_scan(input: &'a str, scan: Scan) -> Self {
        Self { input, scan }
    }

    #[cfg(feature = "alloc")]
    pub(crate) const fn scan(&self) -> &Scan {
        &self.scan
    }
}

impl fmt::Display for View<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.input)
    }
}

impl<'a> TryFrom<&'a [u8]> for View<'a> {
    type Error = ParseError;

    /// Validates bytes; any non-ASCII byte is a
    /// [`SyntaxError::NonAscii`](crate::SyntaxError::NonAscii) error.
    fn try_from(input: &'a [u8]) -> Result<Self, ParseError> {
        let scan = scan::scan::<false>(input, &Limits::DEFAULT)?;
        Ok(Self::of_valid_bytes(input, scan))
    }
}

impl<'a> TryFrom<&'a str> for View<'a> {
    type Error = ParseError;

    fn try_from(input: &'a str) -> Result<Self, ParseError> {
        Self::parse(input)
    }
}

/// The squares of a placement in reading order; see [`View::squares`].
///
/// # Examples
///
/// ```
/// let view = sashite_feen::View::parse("k^ / S/s").expect("valid");
/// assert_eq!(view.squares().count(), 1);
/// ```
#[derive(Debug, Clone)]
pub struct Squares<'a> {
    tokens: Tokens<'a>,
    empties: u128,
}

impl Iterator for Squares<'_> {
    type Item = Option<Identifier>;

    fn next(&mut self) -> Option<Option<Identifier>> {
        while self.empties == 0 {
            match self.tokens.next()? {
                Run::Piece(piece) => return Some(Some(piece)),
                Run::Empty(n) => self.empties = n,
                Run::Separator(_) => {}
            }
        }
        self.empties = self.empties.saturating_sub(1);
        Some(None)
    }
}
