"""FEEN, Field Expression Encoding Notation: whole positions (board, hands,
styles and turn) on boards of any shape and dimension (``K^6k^ / C/c``).

Backed by the Rust crate sashite-feen: strict parsing of canonical FEEN,
the lenient reader (``normalize``, ``repair``) and the edits of a
position, each returning a new ``Position``.

Contents:
    Position: a position as a value (``Position(text)``); its squares,
        hands, styles, and the edits ``place``, ``remove``,
        ``board_diff``, ``add_to_hand``, ``take_from_hand``,
        ``hand_diff``, ``with_styles``, ``toggle_turn``.
    parse, is_valid: the strict reader; ``parse`` raises
        ``sashite.ParseError``.
    normalize, repair: the lenient reader, which repairs non-canonical
        hands.
    build, empty, dump: a position from its fields or a shape; its string.
    parse_many, is_valid_many, normalize_many: a whole iterable, the GIL
        released.
    Repaired, SquareIterator: what ``repair`` and ``Position.squares()``
        return.

Example:

    >>> from sashite import feen
    >>> p = feen.parse("+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c")
    >>> p.shape, p.piece_count, p[(7, 4)]
    ((8, 8), 32, Identifier('+K^'))
    >>> str(p.toggle_turn()).endswith(" c/C")
    True
    >>> feen.normalize("8 1PP/ C/c")
    '8 2P/ C/c'
"""

from typing import Any, final, Iterable, Iterator, List, Mapping, Optional, Sequence, Tuple, Type, Union

from sashite._common import Text as _Text
from sashite._enums import Side
from sashite._errors import ParseError
from sashite import epin, sin

__all__ = [
    "Position",
    "Repaired",
    "SquareIterator",
    "build",
    "dump",
    "empty",
    "is_valid",
    "is_valid_many",
    "normalize",
    "normalize_many",
    "parse",
    "parse_many",
    "repair",
]

_Piece = Union[epin.Identifier, str]
_Style = Union[sin.Identifier, str]
_Square = Union[int, Sequence[int]]
_Coordinates = Tuple[int, ...]

@final
class Position:
    """A FEEN position: board, hands, styles and turn.

    `Position(text)` parses `text` as `parse` does. Immutable, hashable,
    picklable; `str()` is the canonical FEEN string. Squares are given by
    flat index (reading order) or by coordinates, outermost first; every edit
    returns a new position.

    Args:
        text: a FEEN string, `str` or `bytes` read as UTF-8.

    Raises:
        `sashite.ParseError`: `text` is not valid FEEN; its `offset` is the
            first bad byte, its `kind` the rule broken.
        `TypeError`: `text` is neither `str` nor bytes.

    Example:

        >>> p = Position("+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c")
        >>> p.shape, p.square_count, p.active_side
        ((8, 8), 64, <Side.FIRST: 'first'>)
        >>> p[(7, 4)], p[0]
        (Identifier('+K^'), Identifier('+r'))
    """

    def __new__(cls, text: _Text) -> Position: ...
    def dump(self) -> str:
        """The canonical FEEN string, the same as `str()`."""
    @property
    def shape(self) -> Optional[_Coordinates]:
        """The shape of a regular board, outermost axis first (`(8, 8)`); `None`
        for an irregular board.
        """
    @property
    def dimension_count(self) -> int:
        """The number of dimensions of the board."""
    @property
    def square_count(self) -> int:
        """The number of squares (an `int` of any size)."""
    @property
    def board_piece_count(self) -> int:
        """The number of pieces on the board."""
    @property
    def hand_piece_count(self) -> int:
        """The number of pieces in both hands."""
    @property
    def piece_count(self) -> int:
        """The number of pieces, on the board and in both hands."""
    @property
    def placement(self) -> str:
        """The piece placement field, as written (`"K^6k^"`)."""
    @property
    def hands(self) -> str:
        """The hands field, as written (`"2P/p"`)."""
    @property
    def style_turn(self) -> str:
        """The style-turn field, as written (`"C/c"`): the side to move's style first."""
    @property
    def active_side(self) -> Side:
        """The side to move, a `sashite.Side`."""
    @property
    def inactive_side(self) -> Side:
        """The side not to move, a `sashite.Side`."""
    @property
    def active_style(self) -> sin.Identifier:
        """The style of the side to move, a `sashite.sin.Identifier`."""
    @property
    def inactive_style(self) -> sin.Identifier:
        """The style of the side not to move, a `sashite.sin.Identifier`."""
    @property
    def first_style(self) -> sin.Identifier:
        """The first side's style (uppercase), a `sashite.sin.Identifier`."""
    @property
    def second_style(self) -> sin.Identifier:
        """The second side's style (lowercase), a `sashite.sin.Identifier`."""
    @property
    def first_hand(self) -> List[Tuple[epin.Identifier, int]]:
        """The first side's hand: `(piece, count)` pairs in canonical order, each
        piece a `sashite.epin.Identifier`.

        Example:

            >>> Position("8 2P/p C/c").first_hand
            [(Identifier('P'), 2)]
        """
    @property
    def second_hand(self) -> List[Tuple[epin.Identifier, int]]:
        """The second side's hand: `(piece, count)` pairs in canonical order."""
    def hand(self, side: Side) -> List[Tuple[epin.Identifier, int]]:
        """One side's hand: `(piece, count)` pairs in canonical order.

        Args:
            side: a `sashite.Side`, or its value (`"first"`, `"second"`).

        Raises:
            `ValueError`, `TypeError`: `side` is not a side.
        """
    def hand_count(self, side: Side, piece: _Piece) -> int:
        """How many copies of `piece` a side holds (0 when none).

        Args:
            side: a `sashite.Side`, or its value (`"first"`, `"second"`).
            piece: a `sashite.epin.Identifier`, or its token (`"+P"`).

        Raises:
            `sashite.ParseError`: `piece` is a string that is not an EPIN token.
            `ValueError`, `TypeError`: `side` or `piece` is not one.

        Example:

            >>> Position("8 2P/p C/c").hand_count(Side.FIRST, "P")
            2
        """
    def get(self, at: _Square) -> Optional[epin.Identifier]:
        """The piece on a square, `None` when the square is empty.

        Args:
            at: a flat index (`int`, reading order), or a sequence of
                coordinates, outermost first, on a regular board.

        Returns:
            A `sashite.epin.Identifier`, or `None`.

        Raises:
            `IndexError`: `at` is off the board (or has the wrong number of
                coordinates).
            `TypeError`: `at` is neither an `int` nor a sequence of `int`s.
            `sashite.EncodeError`: coordinates on an irregular board (kind
                `irregular_board`).

        Example:

            >>> p = Position("K^6k^ / C/c")
            >>> p.get(0), p.get((1,))
            (Identifier('K^'), None)
        """
    def __getitem__(self, at: _Square, /) -> Optional[epin.Identifier]: ...
    def coordinates_of(self, index: int) -> _Coordinates:
        """The coordinates of the square at flat `index`, outermost first.

        Args:
            index: a flat index, in reading order.

        Raises:
            `IndexError`: `index` is off the board.
            `OverflowError`: `index` is negative.

        Example:

            >>> Position("3/3/3 / C/c").coordinates_of(5)
            (1, 2)
        """
    def index_of(self, coordinates: _Square) -> int:
        """The flat index (reading order) of a square given by its coordinates.

        Args:
            coordinates: a sequence of coordinates, outermost first (an `int` is
                taken as the index itself).

        Raises:
            `IndexError`: the coordinates are off the board.
            `TypeError`: `coordinates` is not a sequence of `int`s.
            `sashite.EncodeError`: the board is irregular (kind
                `irregular_board`).

        Example:

            >>> Position("3/3/3 / C/c").index_of((1, 2))
            5
        """
    def squares(self) -> Iterator[Tuple[_Coordinates, Optional[epin.Identifier]]]:
        """Every square in reading order: `(coordinates, piece or None)`.

        Lazy, so that a board of many empty squares costs nothing unread.

        Example:

            >>> next(iter(Position("K^6k^ / C/c").squares()))
            ((0,), Identifier('K^'))
        """
    def pieces(self) -> List[Tuple[_Coordinates, epin.Identifier]]:
        """The occupied squares: a list of `(coordinates, piece)` in reading order.

        Example:

            >>> Position("K^6k^ / C/c").pieces()
            [((0,), Identifier('K^')), ((7,), Identifier('k^'))]
        """
    def to_nested(self) -> List[Any]:
        """The board as nested lists by its shape (`board[rank][file]`), each
        square a `sashite.epin.Identifier` or `None`.

        Raises:
            `sashite.EncodeError`: the board is irregular (kind
                `irregular_board`), or has more than 2**24 squares (kind
                `too_many_squares`).

        Example:

            >>> Position("K1/2 / C/c").to_nested()
            [[Identifier('K'), None], [None, None]]
        """
    def place(self, at: _Square, piece: _Piece) -> Position:
        """Puts `piece` on a square, replacing any piece there.

        Args:
            at: a flat index (`int`, reading order), or a sequence of
                coordinates, outermost first, on a regular board.
            piece: a `sashite.epin.Identifier`, or its token (`"+P"`).

        Returns:
            The new position.

        Raises:
            `sashite.EncodeError`: an index past the last square
                (`index_out_of_range`), more pieces than squares
                (`too_many_pieces`), or a string longer than `parse` accepts
                (`too_long`).
            `sashite.ParseError`: `piece` is a string that is not an EPIN token.
            `IndexError`: coordinates off the board.
            `TypeError`: `at` is neither an `int` nor a sequence of `int`s.

        Example:

            >>> str(Position("3 / C/c").place(1, "K^"))
            '1K^1 / C/c'
        """
    def remove(self, at: _Square) -> Position:
        """Empties a square.

        Args:
            at: a flat index (`int`, reading order), or a sequence of
                coordinates, outermost first, on a regular board.

        Returns:
            The new position.

        Raises:
            `sashite.EncodeError`: an index past the last square
                (`index_out_of_range`), or no piece there (`square_empty`).
            `IndexError`: coordinates off the board.
            `TypeError`: `at` is neither an `int` nor a sequence of `int`s.

        Example:

            >>> str(Position("K^6k^ / C/c").remove(7))
            'K^7 / C/c'
        """
    def board_diff(self, changes: Mapping[Any, Optional[_Piece]]) -> Position:
        """Sets many squares at once, all or nothing (feen.rb's `board_diff`).

        Squares are emptied before pieces are placed, so a batch that moves
        pieces around never counts a piece twice.

        Args:
            changes: a mapping `{at: piece or None}`; `at` is a flat index or
                coordinates, `piece` a `sashite.epin.Identifier` or its token,
                `None` to empty the square.

        Returns:
            The new position.

        Raises:
            `sashite.EncodeError`: as `place` and `remove`; no change is made.
            `sashite.ParseError`: a piece is a string that is not an EPIN token.
            `IndexError`, `TypeError`: a square is off the board or not a square;
                `changes` is not a mapping.

        Example:

            >>> str(Position("K^6k^ / C/c").board_diff({0: None, 1: "K^"}))
            '1K^5k^ / C/c'
        """
    def add_to_hand(self, side: Side, piece: _Piece, count: int = 1) -> Position:
        """Adds `count` copies of `piece` to one side's hand.

        Args:
            side: a `sashite.Side`, or its value (`"first"`, `"second"`).
            piece: a `sashite.epin.Identifier`, or its token (`"+P"`).
            count: how many copies (at least 1).

        Returns:
            The new position.

        Raises:
            `sashite.EncodeError`: a count of zero (`zero_count`), more pieces
                than squares (`too_many_pieces`), or a string longer than `parse`
                accepts (`too_long`).
            `sashite.ParseError`: `piece` is a string that is not an EPIN token.
            `ValueError`, `TypeError`: `side` or `piece` is not one.
            `OverflowError`: `count` is negative.

        Example:

            >>> str(Position("8 P/ C/c").add_to_hand(Side.FIRST, "P", 2))
            '8 3P/ C/c'
        """
    def take_from_hand(self, side: Side, piece: _Piece, count: int = 1) -> Position:
        """Takes `count` copies of `piece` from one side's hand.

        Args:
            side: a `sashite.Side`, or its value (`"first"`, `"second"`).
            piece: a `sashite.epin.Identifier`, or its token (`"+P"`).
            count: how many copies (at least 1).

        Returns:
            The new position.

        Raises:
            `sashite.EncodeError`: a count of zero (`zero_count`), or fewer
                copies held (`not_in_hand`).
            `sashite.ParseError`: `piece` is a string that is not an EPIN token.
            `ValueError`, `TypeError`: `side` or `piece` is not one.
            `OverflowError`: `count` is negative.

        Example:

            >>> str(Position("8 3P/ C/c").take_from_hand("first", "P"))
            '8 2P/ C/c'
        """
    def hand_diff(self, side: Side, deltas: Mapping[Any, int]) -> Position:
        """Changes one side's hand by signed counts, all or nothing (feen.rb's
        `first_player_hand_diff` and `second_player_hand_diff`).

        Args:
            side: a `sashite.Side`, or its value (`"first"`, `"second"`).
            deltas: a mapping `{piece: delta}`: a positive delta adds copies, a
                negative one takes them.

        Returns:
            The new position.

        Raises:
            `sashite.EncodeError`: as `add_to_hand` and `take_from_hand`; no
                change is made.
            `sashite.ParseError`: a piece is a string that is not an EPIN token.
            `ValueError`, `TypeError`: `side` is not a side, `deltas` not a mapping
                of pieces to `int`s.

        Example:

            >>> Position("9/9/9/9/9/9/9/9/9 P/p S/s").hand_diff(Side.FIRST, {"P": 2, "B": 1}).first_hand
            [(Identifier('P'), 3), (Identifier('B'), 1)]
        """
    def with_styles(self, active: _Style, inactive: _Style) -> Position:
        """Sets the styles: `active` is the side to move's.

        Args:
            active: a `sashite.sin.Identifier` or its token (`"C"`).
            inactive: the other side's, of the other case.

        Returns:
            The new position.

        Raises:
            `sashite.EncodeError`: both styles have the same case
                (`styles_same_case`).
            `sashite.ParseError`: a style is a string that is not a SIN token.

        Example:

            >>> str(Position("8 / C/c").with_styles("m", "W"))
            '8 / m/W'
        """
    def toggle_turn(self) -> Position:
        """Passes the turn: the inactive style becomes the active one.

        Example:

            >>> str(Position("8 / C/c").toggle_turn())
            '8 / c/C'
        """
    def __hash__(self) -> int: ...
    def __reduce__(self) -> Tuple[Type[Position], Tuple[str]]: ...
    def __copy__(self) -> Position: ...
    def __deepcopy__(self, _memo: object, /) -> Position: ...

@final
class SquareIterator:
    """The iterator of `Position.squares()`: `(coordinates, piece or None)` for
    each square in reading order.
    """

    def __iter__(self) -> SquareIterator: ...
    def __next__(self) -> Tuple[_Coordinates, Optional[epin.Identifier]]: ...

@final
class Repaired:
    """What `repair` returns: the canonical FEEN string of the input, and the
    repairs made to reach it.
    """

    @property
    def canonical(self) -> str:
        """The canonical FEEN string of the input."""
    @property
    def repairs(self) -> List[Tuple[str, int, Optional[int]]]:
        """The repairs, by increasing offset, as `(kind, offset, earlier)`: the
        kind's code (`"explicit_one"`, `"repeated_item"` or `"out_of_order"`),
        the byte offset in the input of what was repaired,
        and, when the repair joins two items, the offset of the earlier one (else
        `None`).
        """
    @property
    def was_canonical(self) -> bool:
        """`True` when nothing was repaired: the input was valid FEEN."""

def parse(text: _Text) -> Position:
    """Parses a FEEN string: the strict reader, which accepts only canonical
    FEEN.

    Args:
        text: a `str`, or `bytes` read as UTF-8.

    Returns:
        The `Position`; the same as `Position(text)`.

    Raises:
        `sashite.ParseError`: `text` is not valid FEEN; its `offset` is the
            first bad byte, its `kind` the rule broken.
        `TypeError`: `text` is neither `str` nor bytes.

    Example:

        >>> parse("K^6k^ / C/c").piece_count
        2
    """
def is_valid(text: _Text) -> bool:
    """`True` when `text` is valid FEEN (what `parse` accepts), without
    building the position.

    Args:
        text: a `str`, or `bytes` read as UTF-8.

    Raises:
        `TypeError`: `text` is neither `str` nor bytes.

    Example:

        >>> is_valid("K^6k^ / C/c"), is_valid("8 / C/C")
        (True, False)
    """
def normalize(text: _Text) -> str:
    """The canonical FEEN string of `text`, repairing what the crate's lenient
    reader repairs: an explicit count of one (`1P` to `P`), a piece repeated
    in a hand (`PP` to `2P`), hand items out of order.

    Args:
        text: a `str`, or `bytes` read as UTF-8.

    Raises:
        `sashite.ParseError`: `text` breaks a rule that is not a repair (the
            same error, at the same offset, as `parse`).
        `TypeError`: `text` is neither `str` nor bytes.

    Example:

        >>> normalize("8 1PP/ C/c")
        '8 2P/ C/c'
    """
def repair(text: _Text) -> Repaired:
    """The canonical FEEN string of `text` and the repairs made (see
    `normalize`).

    Args:
        text: a `str`, or `bytes` read as UTF-8.

    Returns:
        A `Repaired`: `canonical`, `repairs` and `was_canonical`.

    Raises:
        `sashite.ParseError`: as `normalize`.
        `TypeError`: `text` is neither `str` nor bytes.

    Example:

        >>> fixed = repair("8 1PP/ C/c")
        >>> fixed.canonical, len(fixed.repairs), fixed.was_canonical
        ('8 2P/ C/c', 2, False)
    """
def dump(position: Position) -> str:
    """The canonical FEEN string of `position`, the same as `str(position)`.

    Args:
        position: a `Position`.

    Raises:
        `TypeError`: `position` is not a `Position`.
    """
def build(placement: str, hands: str, style_turn: str) -> Position:
    """Builds a position from its three fields, as the FEEN seed's `build` did:
    `placement + " " + hands + " " + style_turn` read by the lenient reader,
    so the hands field may be in any order.

    Args:
        placement: the piece placement field (`"K^6k^"`).
        hands: the hands field (`"2P/p"`, `"/"` when both are empty).
        `style_turn`: the style-turn field (`"C/c"`).

    Raises:
        `sashite.ParseError`: the joined string is not valid FEEN.

    Example:

        >>> str(build("K^6k^", "P1P/", "C/c"))
        'K^6k^ 2P/ C/c'
    """
def empty(shape: Sequence[int]) -> Position:
    """An empty board of a regular shape, with empty hands, the first side to
    move and styles `C/c`.

    Args:
        shape: the size of each axis, outermost first (`(8, 8)`).

    Raises:
        `sashite.EncodeError`: an empty shape (`empty_shape`), an axis of
            size 0 (`empty_axis`), or a board FEEN cannot hold.
        `TypeError`, `OverflowError`: `shape` is not a sequence of sizes.

    Example:

        >>> str(empty((3, 2)))
        '2/2/2 / C/c'
    """
def parse_many(
    items: Iterable[object], errors: Optional[List[Tuple[int, ParseError]]] = None
) -> List[Optional[Position]]:
    """Parses every item of an iterable as FEEN, with the GIL released.

    Never raises for a bad item: it gives `None`. Items that are neither
    `str` nor bytes (a missing value in a column) are bad items of kind
    `not_text`.

    Args:
        items: any iterable (a list, a pandas or polars column).
        errors: a list that receives `(index, sashite.ParseError)` for each
            bad item, when given.

    Returns:
        A list with one `Position` or `None` per item.

    Raises:
        `TypeError`: `items` is not iterable, or `errors` not a list.
    """
def is_valid_many(
    items: Iterable[object], errors: Optional[List[Tuple[int, ParseError]]] = None
) -> List[bool]:
    """`is_valid` on every item of an iterable, with the GIL released.

    Items that are neither `str` nor bytes are `False`.

    Args:
        items: any iterable (a list, a pandas or polars column).
        errors: a list that receives `(index, sashite.ParseError)` for each
            invalid item, saying why, when given.

    Returns:
        A list with one `bool` per item.

    Raises:
        `TypeError`: `items` is not iterable, or `errors` not a list.
    """
def normalize_many(
    items: Iterable[object], errors: Optional[List[Tuple[int, ParseError]]] = None
) -> List[Optional[str]]:
    """`normalize` on every item of an iterable, with the GIL released.

    Never raises for a bad item: it gives `None`.

    Args:
        items: any iterable (a list, a pandas or polars column).
        errors: a list that receives `(index, sashite.ParseError)` for each
            bad item, when given.

    Returns:
        A list with one canonical string or `None` per item.

    Raises:
        `TypeError`: `items` is not iterable, or `errors` not a list.

    Example:

        >>> normalize_many(["8 PP/ C/c", "nonsense", None])
        ['8 2P/ C/c', None, None]
    """
