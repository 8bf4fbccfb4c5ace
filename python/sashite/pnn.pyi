"""PNN, Piece Name Notation: one piece as a name whose case is the side,
with PIN's state modifier and terminal marker (``KING^``, ``+ROOK``,
``-pawn``).

Backed by the Rust crate sashite-pnn.

Contents:
    Name: the name as a value (``Name("+ROOK^")``).
    parse, is_valid: one name; ``parse`` raises ``sashite.ParseError``.
    parse_many, is_valid_many: a whole iterable, the GIL released.
    PATTERN: the regular expression of a name.

Example:

    >>> from sashite import pnn
    >>> rook = pnn.parse("+ROOK^")
    >>> rook.base_name, str(rook.flip().normalize())
    ('ROOK', 'rook^')
"""

from typing import final, Iterable, List, Optional, Tuple, Type

from sashite._common import Text as _Text
from sashite._enums import Side, State
from sashite._errors import ParseError

__all__ = [
    "Name",
    "PATTERN",
    "is_valid",
    "is_valid_many",
    "parse",
    "parse_many",
]

PATTERN: str

@final
class Name:
    """One piece name as PNN spells it: a base name (letters) whose case is the
    side (`ROOK` first, `rook` second), an optional state modifier (`+`
    enhanced, `-` diminished) and terminal marker (`^`).

    `Name(text)` parses `text` as `parse` does. Immutable, hashable,
    ordered, picklable; `str()` is the name.

    Args:
        text: a `str`, or `bytes` read as UTF-8.

    Raises:
        `sashite.ParseError`: `text` is not one PNN name.
        `TypeError`: `text` is neither `str` nor bytes.

    Example:

        >>> rook = Name("+ROOK^")
        >>> rook.base_name, rook.state, rook.terminal
        ('ROOK', <State.ENHANCED: 'enhanced'>, True)
        >>> rook.flip().normalize()
        Name('rook^')
    """

    def __new__(cls, text: _Text) -> Name: ...
    @property
    def value(self) -> str:
        """The whole string, exactly as parsed: the canonical form (`"+ROOK^"`),
        the same as `str()`.
        """
    @property
    def base_name(self) -> str:
        """The base name: the letters, in the side's case, without the state
        modifier or the terminal marker (`"ROOK"`).
        """
    @property
    def side(self) -> Side:
        """The side: first for an uppercase base name, second for a lowercase one
        (a `sashite.Side`).
        """
    @property
    def state(self) -> State:
        """The state: normal, enhanced (`+`) or diminished (`-`), a
        `sashite.State`.
        """
    @property
    def terminal(self) -> bool:
        """`True` when the name ends with the terminal marker `^`."""
    @property
    def prefix(self) -> str:
        """The state modifier as written: `"+"`, `"-"` or `""`."""
    @property
    def suffix(self) -> str:
        """The terminal marker as written: `"^"` or `""`."""
    @property
    def is_normal(self) -> bool:
        """`True` when there is no state modifier (the terminal marker does not
        matter).
        """
    @property
    def is_enhanced(self) -> bool:
        """`True` when the state is enhanced (`+`)."""
    @property
    def is_diminished(self) -> bool:
        """`True` when the state is diminished (`-`)."""
    @property
    def is_first_player(self) -> bool:
        """`True` when the piece belongs to the first side (uppercase)."""
    @property
    def is_second_player(self) -> bool:
        """`True` when the piece belongs to the second side (lowercase)."""
    def enhance(self) -> Name:
        """Sets the state to enhanced, whatever it was.

        Example:

            >>> Name("-pawn").enhance()
            Name('+pawn')
        """
    def unenhance(self) -> Name:
        """Sets an enhanced state back to normal; other states are unchanged."""
    def diminish(self) -> Name:
        """Sets the state to diminished, whatever it was."""
    def undiminish(self) -> Name:
        """Sets a diminished state back to normal; other states are unchanged."""
    def normalize(self) -> Name:
        """Sets the state to normal (drops the modifier); the terminal marker is
        kept.
        """
    def flip(self) -> Name:
        """The same piece for the other side: the base name changes case."""
    def mark_terminal(self) -> Name:
        """Adds the terminal marker `^` (unchanged if already there)."""
    def unmark_terminal(self) -> Name:
        """Removes the terminal marker `^` (unchanged if absent)."""
    def with_side(self, side: Side) -> Name:
        """The same name for the given side: the base name in that side's case.

        Args:
            side: a `sashite.Side`, or its value (`"first"`, `"second"`).

        Raises:
            `ValueError`: `side` is a string that names no side.
            `TypeError`: `side` is neither a `sashite.Side` nor a `str`.
        """
    def with_state(self, state: State) -> Name:
        """The same name with the given state.

        Args:
            state: a `sashite.State`, or its value (`"normal"`, `"enhanced"`,
                `"diminished"`).

        Raises:
            `ValueError`: `state` is a string that names no state.
            `TypeError`: `state` is neither a `sashite.State` nor a `str`.
        """
    def with_terminal(self, terminal: bool) -> Name:
        """The same name with or without the terminal marker.

        Args:
            terminal: `True` for the marker `^`.
        """
    def same_base_name(self, other: Name) -> bool:
        """`True` when both base names are equal ignoring case: the same piece,
        whatever the side, state and terminal marker.

        Args:
            other: a `sashite.pnn.Name`.

        Raises:
            `TypeError`: `other` is not a `sashite.pnn.Name`.
        """
    def same_side(self, other: Name) -> bool:
        """`True` when both pieces belong to the same side.

        Args:
            other: a `sashite.pnn.Name`.

        Raises:
            `TypeError`: `other` is not a `sashite.pnn.Name`.
        """
    def same_state(self, other: Name) -> bool:
        """`True` when both pieces are in the same state.

        Args:
            other: a `sashite.pnn.Name`.

        Raises:
            `TypeError`: `other` is not a `sashite.pnn.Name`.
        """
    def same_terminal(self, other: Name) -> bool:
        """`True` when both pieces are terminal, or neither is.

        Args:
            other: a `sashite.pnn.Name`.

        Raises:
            `TypeError`: `other` is not a `sashite.pnn.Name`.
        """
    def __lt__(self, other: Name, /) -> bool: ...
    def __le__(self, other: Name, /) -> bool: ...
    def __gt__(self, other: Name, /) -> bool: ...
    def __ge__(self, other: Name, /) -> bool: ...
    def __hash__(self) -> int: ...
    def __reduce__(self) -> Tuple[Type[Name], Tuple[str]]: ...
    def __copy__(self) -> Name: ...
    def __deepcopy__(self, _memo: object, /) -> Name: ...

def parse(text: _Text) -> Name:
    """Parses one PNN token; the whole string must be the token.

    Args:
        text: a `str`, or `bytes` read as UTF-8.

    Returns:
        The `Name`; the same as `Name(text)`.

    Raises:
        `sashite.ParseError`: `text` is not one PNN token; its
            `offset` is the first bad byte, its `kind` the rule broken.
        `TypeError`: `text` is neither `str` nor bytes.
    """
def is_valid(text: _Text) -> bool:
    """`True` when `text` is exactly one PNN token.

    Args:
        text: a `str`, or `bytes` read as UTF-8.

    Raises:
        `TypeError`: `text` is neither `str` nor bytes (any text gives a
            `bool`).
    """
def parse_many(
    items: Iterable[object], errors: Optional[List[Tuple[int, ParseError]]] = None
) -> List[Optional[Name]]:
    """Parses every item of an iterable as PNN, with the GIL released.

    Never raises for a bad item: it gives `None`. Items that are neither
    `str` nor bytes (a missing value in a column) are bad items of kind
    `not_text`.

    Args:
        items: any iterable (a list, a pandas or polars column).
        errors: a list that receives `(index, sashite.ParseError)` for
            each bad item, when given.

    Returns:
        A list with one `Name` or `None` per item.

    Raises:
        `TypeError`: `items` is not iterable, or `errors` not a list.
    """
def is_valid_many(
    items: Iterable[object], errors: Optional[List[Tuple[int, ParseError]]] = None
) -> List[bool]:
    """`is_valid` on every item of an iterable (PNN), with the GIL released.

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
