"""SNN, Style Name Notation: one style as a name whose case is the side that
plays it (``CHESS``, ``shogi``, ``CHESS960``).

Backed by the Rust crate sashite-snn. Names are letters and digits, a
letter first, in one case.

Contents:
    Style: the name as a value (``Style("CHESS")``).
    parse, is_valid: one name; ``parse`` raises ``sashite.ParseError``.
    style: a name from its proper-case spelling and a side.
    parse_many, is_valid_many: a whole iterable, the GIL released.
    PATTERN: the regular expression of a name.

Example:

    >>> from sashite import snn
    >>> snn.parse("CHESS960").name, str(snn.parse("shogi").flip())
    ('Chess960', 'SHOGI')
"""

from typing import final, Iterable, List, Optional, Tuple, Type

from sashite._common import Text as _Text
from sashite._enums import Side
from sashite._errors import ParseError

__all__ = [
    "PATTERN",
    "Style",
    "is_valid",
    "is_valid_many",
    "parse",
    "parse_many",
    "style",
]

PATTERN: str

@final
class Style:
    """One style as SNN spells it: a name (letters and digits, a letter first)
    and the side that plays it (its case: `CHESS` first, `chess` second).

    `Style(text)` parses `text` as `parse` does. The name is kept in proper
    case (`Chess960`). Immutable, hashable, ordered, picklable; `str()` is
    the name in the side's case.

    Args:
        text: a `str`, or `bytes` read as UTF-8.

    Raises:
        `sashite.ParseError`: `text` is not one SNN name.
        `TypeError`: `text` is neither `str` nor bytes.

    Example:

        >>> style = Style("CHESS960")
        >>> style.name, style.side, str(style.flip())
        ('Chess960', <Side.FIRST: 'first'>, 'chess960')
    """

    def __new__(cls, text: _Text) -> Style: ...
    @property
    def name(self) -> str:
        """The proper-capitalized name: first letter uppercase, other letters
        lowercase, digits kept (`"Chess960"`), whatever the side; `str()` gives
        it in the side's case.
        """
    @property
    def side(self) -> Side:
        """The side: first for an uppercase name, second for a lowercase one (a
        `sashite.Side`).
        """
    @property
    def is_first_player(self) -> bool:
        """`True` when the style belongs to the first side (uppercase)."""
    @property
    def is_second_player(self) -> bool:
        """`True` when the style belongs to the second side (lowercase)."""
    def flip(self) -> Style:
        """The same name for the other side."""
    def with_name(self, name: str) -> Style:
        """The same side with another proper-capitalized name.

        Args:
            name: a name matching `^[A-Z][a-z0-9]*$` (`"Shogi"`, `"Chess960"`).

        Raises:
            `sashite.ParseError`: `name` is not in proper case, or not letters
                and digits; its `offset` is the first bad byte of `name`.

        Example:

            >>> Style("chess").with_name("Shogi")
            Style('shogi')
        """
    def with_side(self, side: Side) -> Style:
        """The same name with the given side.

        Args:
            side: a `sashite.Side`, or its value (`"first"`, `"second"`).

        Raises:
            `ValueError`: `side` is a string that names no side.
            `TypeError`: `side` is neither a `sashite.Side` nor a `str`.
        """
    def same_name(self, other: Style) -> bool:
        """`True` when both styles have the same name, whatever their sides.

        Args:
            other: a `sashite.snn.Style`.

        Raises:
            `TypeError`: `other` is not a `sashite.snn.Style`.
        """
    def same_side(self, other: Style) -> bool:
        """`True` when both styles belong to the same side.

        Args:
            other: a `sashite.snn.Style`.

        Raises:
            `TypeError`: `other` is not a `sashite.snn.Style`.
        """
    def __lt__(self, other: Style, /) -> bool: ...
    def __le__(self, other: Style, /) -> bool: ...
    def __gt__(self, other: Style, /) -> bool: ...
    def __ge__(self, other: Style, /) -> bool: ...
    def __hash__(self) -> int: ...
    def __reduce__(self) -> Tuple[Type[Style], Tuple[str]]: ...
    def __copy__(self) -> Style: ...
    def __deepcopy__(self, _memo: object, /) -> Style: ...

def parse(text: _Text) -> Style:
    """Parses one SNN token; the whole string must be the token.

    Args:
        text: a `str`, or `bytes` read as UTF-8.

    Returns:
        The `Style`; the same as `Style(text)`.

    Raises:
        `sashite.ParseError`: `text` is not one SNN token; its
            `offset` is the first bad byte, its `kind` the rule broken.
        `TypeError`: `text` is neither `str` nor bytes.
    """
def is_valid(text: _Text) -> bool:
    """`True` when `text` is exactly one SNN token.

    Args:
        text: a `str`, or `bytes` read as UTF-8.

    Raises:
        `TypeError`: `text` is neither `str` nor bytes (any text gives a
            `bool`).
    """
def style(name: str, side: Side, normalize: bool = False) -> Style:
    """Builds a style from a name in proper case (`"Chess960"`) and a side;
    with `normalize=True`, from a name in any case (`"CHESS960"`).

    The name is taken as the attribute, not as SNN text: without
    `normalize`, `"CHESS"` and `"chess"` are refused (parse them with
    `parse`).

    Args:
        name: the name, `^[A-Z][a-z0-9]*$` (any case with `normalize`).
        side: a `sashite.Side`, or its value (`"first"`, `"second"`).
        normalize: accept the name in any case.

    Raises:
        `sashite.ParseError`: the name does not match, naming the first bad
            byte.
        `ValueError`: `side` is a string that names no side.
        `TypeError`: `side` is neither a `sashite.Side` nor a `str`.

    Example:

        >>> style("Shogi", Side.SECOND)
        Style('shogi')
        >>> style("XIANGQI", "first", normalize=True).name
        'Xiangqi'
    """
def parse_many(
    items: Iterable[object], errors: Optional[List[Tuple[int, ParseError]]] = None
) -> List[Optional[Style]]:
    """Parses every item of an iterable as SNN, with the GIL released.

    Never raises for a bad item: it gives `None`. Items that are neither
    `str` nor bytes (a missing value in a column) are bad items of kind
    `not_text`.

    Args:
        items: any iterable (a list, a pandas or polars column).
        errors: a list that receives `(index, sashite.ParseError)` for
            each bad item, when given.

    Returns:
        A list with one `Style` or `None` per item.

    Raises:
        `TypeError`: `items` is not iterable, or `errors` not a list.
    """
def is_valid_many(
    items: Iterable[object], errors: Optional[List[Tuple[int, ParseError]]] = None
) -> List[bool]:
    """`is_valid` on every item of an iterable (SNN), with the GIL released.

    Items that are neither `str` nor bytes are `False`.

    Args:
        items: any iterable (a list, a pandas or polars column).
        errors: a list that receives `(index, sashite.ParseError)` for
            each invalid item, saying why, when given.

    Returns:
        A list with one `bool` per item.

    Raises:
        `TypeError`: `items` is not iterable, or `errors` not a list.
    """
