"""SIN, Style Identifier Notation: one style as a letter whose case is the
side that plays it (``C``, ``s``).

Backed by the Rust crate sashite-sin.

Contents:
    Identifier: the token as a value (``Identifier("C")``).
    parse, is_valid: one token; ``parse`` raises ``sashite.ParseError``.
    identifier: a token from a letter and a side.
    parse_many, is_valid_many: a whole iterable, the GIL released.
    PATTERN: the regular expression of a token.

Example:

    >>> from sashite import sin
    >>> sin.parse("s").side, sin.parse("s").flip()
    (<Side.SECOND: 'second'>, Identifier('S'))
"""

from typing import final, Iterable, List, Optional, Tuple, Type

from sashite._common import Text as _Text
from sashite._enums import Side
from sashite._errors import ParseError

__all__ = [
    "Identifier",
    "PATTERN",
    "identifier",
    "is_valid",
    "is_valid_many",
    "parse",
    "parse_many",
]

PATTERN: str

@final
class Identifier:
    """One style as SIN spells it: a style family (a letter) and the side that
    plays it (its case: uppercase first, lowercase second).

    `Identifier(text)` parses `text` as `parse` does. Immutable, hashable,
    ordered, picklable; `str()` is the token.

    Args:
        text: a `str`, or `bytes` read as UTF-8.

    Raises:
        `sashite.ParseError`: `text` is not one SIN token.
        `TypeError`: `text` is neither `str` nor bytes.

    Example:

        >>> style = Identifier("s")
        >>> style.letter, style.side
        ('S', <Side.SECOND: 'second'>)
        >>> style.flip()
        Identifier('S')
    """

    def __new__(cls, text: _Text) -> Identifier: ...
    @property
    def letter(self) -> str:
        """The style family: the letter, case-free, as an uppercase `str`."""
    @property
    def char(self) -> str:
        """The letter as written: in the side's case (`"C"` or `"c"`)."""
    @property
    def side(self) -> Side:
        """The side: first for an uppercase letter, second for a lowercase one (a
        `sashite.Side`).
        """
    @property
    def is_first_player(self) -> bool:
        """`True` for the first side (uppercase)."""
    @property
    def is_second_player(self) -> bool:
        """`True` for the second side (lowercase)."""
    def flip(self) -> Identifier:
        """Switches to the other side, keeping the family."""
    def with_letter(self, letter: str) -> Identifier:
        """Replaces the style family, keeping the side (and so the case).

        Args:
            letter: one ASCII letter, in either case.

        Raises:
            `sashite.ParseError`: `letter` is not one ASCII letter.

        Example:

            >>> Identifier("c").with_letter("S")
            Identifier('s')
        """
    def with_side(self, side: Side) -> Identifier:
        """Replaces the side.

        Args:
            side: a `sashite.Side`, or its value (`"first"`, `"second"`).

        Raises:
            `ValueError`: `side` is a string that names no side.
            `TypeError`: `side` is neither a `sashite.Side` nor a `str`.
        """
    def same_letter(self, other: Identifier) -> bool:
        """`True` when both have the same style family, whatever the case.

        Args:
            other: a `sashite.sin.Identifier`.

        Raises:
            `TypeError`: `other` is not a `sashite.sin.Identifier`.
        """
    def same_side(self, other: Identifier) -> bool:
        """`True` when both are the same side.

        Args:
            other: a `sashite.sin.Identifier`.

        Raises:
            `TypeError`: `other` is not a `sashite.sin.Identifier`.
        """
    def __lt__(self, other: Identifier, /) -> bool: ...
    def __le__(self, other: Identifier, /) -> bool: ...
    def __gt__(self, other: Identifier, /) -> bool: ...
    def __ge__(self, other: Identifier, /) -> bool: ...
    def __hash__(self) -> int: ...
    def __reduce__(self) -> Tuple[Type[Identifier], Tuple[str]]: ...
    def __copy__(self) -> Identifier: ...
    def __deepcopy__(self, _memo: object, /) -> Identifier: ...

def parse(text: _Text) -> Identifier:
    """Parses one SIN token; the whole string must be the token.

    Args:
        text: a `str`, or `bytes` read as UTF-8.

    Returns:
        The `Identifier`; the same as `Identifier(text)`.

    Raises:
        `sashite.ParseError`: `text` is not one SIN token; its
            `offset` is the first bad byte, its `kind` the rule broken.
        `TypeError`: `text` is neither `str` nor bytes.
    """
def is_valid(text: _Text) -> bool:
    """`True` when `text` is exactly one SIN token.

    Args:
        text: a `str`, or `bytes` read as UTF-8.

    Raises:
        `TypeError`: `text` is neither `str` nor bytes (any text gives a
            `bool`).
    """
def identifier(letter: str, side: Side) -> Identifier:
    """Builds an identifier from a style family and a side. Every combination is
    a valid SIN token.

    Args:
        letter: one ASCII letter, in either case (the side gives the case).
        side: a `sashite.Side`, or its value (`"first"`, `"second"`).

    Raises:
        `sashite.ParseError`: `letter` is not one ASCII letter.
        `ValueError`: `side` is a string that names no side.
        `TypeError`: `side` is neither a `sashite.Side` nor a `str`.

    Example:

        >>> identifier("x", Side.FIRST)
        Identifier('X')
    """
def parse_many(
    items: Iterable[object], errors: Optional[List[Tuple[int, ParseError]]] = None
) -> List[Optional[Identifier]]:
    """Parses every item of an iterable as SIN, with the GIL released.

    Never raises for a bad item: it gives `None`. Items that are neither
    `str` nor bytes (a missing value in a column) are bad items of kind
    `not_text`.

    Args:
        items: any iterable (a list, a pandas or polars column).
        errors: a list that receives `(index, sashite.ParseError)` for
            each bad item, when given.

    Returns:
        A list with one `Identifier` or `None` per item.

    Raises:
        `TypeError`: `items` is not iterable, or `errors` not a list.
    """
def is_valid_many(
    items: Iterable[object], errors: Optional[List[Tuple[int, ParseError]]] = None
) -> List[bool]:
    """`is_valid` on every item of an iterable (SIN), with the GIL released.

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
