"""EPIN, Extended Piece Identifier Notation: a PIN token and a derivation
marker (``K'``), present when the piece plays the other side's style.

Backed by the Rust crate sashite-epin. An ``Identifier`` has every
attribute and operation of ``sashite.pin.Identifier``, plus those of the
marker (``derived``, ``derive()``, ``pin``, ...).

Contents:
    Identifier: the token as a value (``Identifier("+K^'")``).
    parse, is_valid: one token; ``parse`` raises ``sashite.ParseError``.
    identifier: a token from its attributes.
    parse_many, is_valid_many: a whole iterable, the GIL released.
    PATTERN: the regular expression of a token.

Example:

    >>> from sashite import epin
    >>> piece = epin.parse("K^'")
    >>> piece.derived, piece.pin
    (True, Identifier('K^'))
"""

from typing import final, Iterable, List, Optional, Tuple, Type

from sashite._common import Text as _Text
from sashite._enums import Side, State
from sashite._errors import ParseError
from sashite import pin as _pin

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
    """One piece as EPIN spells it: a PIN token and a derivation marker (`'`),
    present when the piece plays a style other than its side's own.

    `Identifier(text)` parses `text` as `parse` does. Immutable, hashable,
    ordered, picklable; `str()` is the token. It has every attribute and
    operation of `sashite.pin.Identifier`, plus those of the marker.

    Args:
        text: a `str`, or `bytes` read as UTF-8.

    Raises:
        `sashite.ParseError`: `text` is not one EPIN token.
        `TypeError`: `text` is neither `str` nor bytes.

    Example:

        >>> piece = Identifier("+K^'")
        >>> piece.derived, piece.pin, piece.suffix
        (True, Identifier('+K^'), "^'")
        >>> piece.underive()
        Identifier('+K^')
    """

    def __new__(cls, text: _Text) -> Identifier: ...
    @property
    def letter(self) -> str:
        """The piece type: the letter, case-free, as an uppercase `str`.

        Example:

            >>> Identifier("+k^").letter
            'K'
        """
    @property
    def char(self) -> str:
        """The letter as written: in the side's case (`"K"` or `"k"`).

        Example:

            >>> Identifier("+k^").char
            'k'
        """
    @property
    def side(self) -> Side:
        """The side: first for an uppercase letter, second for a lowercase one
        (a `sashite.Side`).

        Example:

            >>> Identifier("k").side
            <Side.SECOND: 'second'>
        """
    @property
    def state(self) -> State:
        """The state: normal, enhanced (`+`) or diminished (`-`), a
        `sashite.State`.

        Example:

            >>> Identifier("+K").state
            <State.ENHANCED: 'enhanced'>
        """
    @property
    def terminal(self) -> bool:
        """`True` when the piece is terminal (`^`), such as a king."""
    @property
    def prefix(self) -> str:
        """The state modifier as written: `"+"`, `"-"` or `""`."""
    @property
    def suffix(self) -> str:
        """Everything after the letter as written: the terminal marker `^`
        (then, in EPIN, the derivation marker `'`), so that the token is
        `prefix + char + suffix`.

        Example:

            >>> Identifier("+K^").suffix
            '^'
        """
    @property
    def is_normal(self) -> bool:
        """`True` when the state is normal (no modifier)."""
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
    def enhance(self) -> Identifier:
        """Sets the state to enhanced, whatever it was; a new identifier.

        Example:

            >>> Identifier("-K").enhance()
            Identifier('+K')
        """
    def unenhance(self) -> Identifier:
        """Sets an enhanced state back to normal; other states are unchanged."""
    def diminish(self) -> Identifier:
        """Sets the state to diminished, whatever it was."""
    def undiminish(self) -> Identifier:
        """Sets a diminished state back to normal; other states are unchanged."""
    def normalize(self) -> Identifier:
        """Sets the state to normal, whatever it was.

        Example:

            >>> Identifier("+K^").normalize()
            Identifier('K^')
        """
    def flip(self) -> Identifier:
        """Gives the piece to the other side; nothing else changes.

        Example:

            >>> Identifier("+K^").flip()
            Identifier('+k^')
        """
    def mark_terminal(self) -> Identifier:
        """Marks the piece as terminal (`^`)."""
    def unmark_terminal(self) -> Identifier:
        """Removes the terminal mark."""
    def with_letter(self, letter: str) -> Identifier:
        """Replaces the letter, keeping the side (and so the case).

        Args:
            letter: one ASCII letter, in either case.

        Raises:
            `sashite.ParseError`: `letter` is not one ASCII letter.

        Example:

            >>> Identifier("+k").with_letter("R")
            Identifier('+r')
        """
    def with_side(self, side: Side) -> Identifier:
        """Replaces the side.

        Args:
            side: a `sashite.Side`, or its value (`"first"`, `"second"`).

        Raises:
            `ValueError`: `side` is a string that names no side.
            `TypeError`: `side` is neither a `sashite.Side` nor a `str`.
        """
    def with_state(self, state: State) -> Identifier:
        """Replaces the state.

        Args:
            state: a `sashite.State`, or its value (`"normal"`,
                `"enhanced"`, `"diminished"`).

        Raises:
            `ValueError`: `state` is a string that names no state.
            `TypeError`: `state` is neither a `sashite.State` nor a `str`.
        """
    def with_terminal(self, terminal: bool) -> Identifier:
        """Replaces the terminal flag.

        Args:
            terminal: `True` for a terminal piece (`^`).
        """
    def same_letter(self, other: Identifier) -> bool:
        """`True` when both have the same letter, whatever the case.

        Args:
            other: an identifier of the same class.

        Raises:
            `TypeError`: `other` is not an identifier of this class.
        """
    def same_side(self, other: Identifier) -> bool:
        """`True` when both belong to the same side.

        Args:
            other: an identifier of the same class.

        Raises:
            `TypeError`: `other` is not an identifier of this class.
        """
    def same_state(self, other: Identifier) -> bool:
        """`True` when both are in the same state.

        Args:
            other: an identifier of the same class.

        Raises:
            `TypeError`: `other` is not an identifier of this class.
        """
    def same_terminal(self, other: Identifier) -> bool:
        """`True` when both are terminal or both are not.

        Args:
            other: an identifier of the same class.

        Raises:
            `TypeError`: `other` is not an identifier of this class.
        """
    @property
    def derived(self) -> bool:
        """`True` when the piece is derived (marked with `'`): it uses the style of
        the other side.
        """
    @property
    def is_native(self) -> bool:
        """`True` when the piece is native (no `'`)."""
    @property
    def is_foreign(self) -> bool:
        """The same as `derived`: the piece uses a foreign style."""
    @property
    def pin(self) -> _pin.Identifier:
        """The PIN part: the identifier without the derivation marker, a
        `sashite.pin.Identifier`.
        """
    def with_pin(self, pin: _pin.Identifier) -> Identifier:
        """Replaces the PIN part, keeping the derivation flag.

        Args:
            pin: a `sashite.pin.Identifier`.

        Raises:
            `TypeError`: `pin` is not a `sashite.pin.Identifier`.

        Example:

            >>> str(Identifier("K'").with_pin(sashite.pin.parse("-r")))
            "-r'"
        """
    def derive(self) -> Identifier:
        """Marks the piece as derived (adds the `'`)."""
    def underive(self) -> Identifier:
        """Marks the piece as native (drops the `'`)."""
    def with_derived(self, derived: bool) -> Identifier:
        """Sets the derivation flag: `True` for derived (`'`), `False` for native.

        Args:
            derived: the new flag.
        """
    def same_style(self, other: Identifier) -> bool:
        """`True` when both have the same derivation flag (both native or both
        derived).

        Args:
            other: a `sashite.epin.Identifier`.

        Raises:
            `TypeError`: `other` is not a `sashite.epin.Identifier`.
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
    """Parses one EPIN token; the whole string must be the token.

    Args:
        text: a `str`, or `bytes` read as UTF-8.

    Returns:
        The `Identifier`; the same as `Identifier(text)`.

    Raises:
        `sashite.ParseError`: `text` is not one EPIN token; its
            `offset` is the first bad byte, its `kind` the rule broken.
        `TypeError`: `text` is neither `str` nor bytes.
    """
def is_valid(text: _Text) -> bool:
    """`True` when `text` is exactly one EPIN token.

    Args:
        text: a `str`, or `bytes` read as UTF-8.

    Raises:
        `TypeError`: `text` is neither `str` nor bytes (any text gives a
            `bool`).
    """
def identifier(
    letter: str,
    side: Side,
    state: Optional[State] = None,
    terminal: bool = False,
    derived: bool = False,
) -> Identifier:
    """Builds an identifier from its five attributes. Every combination is a
    valid EPIN token.

    Args:
        letter: one ASCII letter, in either case (the side gives the case).
        side: a `sashite.Side`, or its value (`"first"`, `"second"`).
        state: a `sashite.State` or its value; `None` (the default) is normal.
        terminal: `True` for a terminal piece (`^`).
        derived: `True` for a derived piece (`'`).

    Raises:
        `sashite.ParseError`: `letter` is not one ASCII letter.
        `ValueError`: `side` or `state` is a string that names none.
        `TypeError`: `side` or `state` has another type.

    Example:

        >>> str(identifier("K", Side.FIRST, terminal=True, derived=True))
        "K^'"
    """
def parse_many(
    items: Iterable[object], errors: Optional[List[Tuple[int, ParseError]]] = None
) -> List[Optional[Identifier]]:
    """Parses every item of an iterable as EPIN, with the GIL released.

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
    """`is_valid` on every item of an iterable (EPIN), with the GIL released.

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
