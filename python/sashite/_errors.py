"""The exceptions of the package: every bad input raises one of them."""

from __future__ import annotations

from typing import Optional


class Error(ValueError):
    """Base class of the package's errors: ``ParseError``,
    ``EncodeError`` (with ``SquareError``) and ``ArgumentError``, all
    ``ValueError``. Each has ``kind``, the failure's stable snake_case code
    (the same string as the ``kind`` of the ``sashite`` command's
    ``--json`` records and of JavaScript's ``SashiteError``), and
    ``offset``, the byte offset of the fault or ``None``."""

    kind: str
    offset: Optional[int]


class ParseError(Error):
    """A string that is not a token, name or position of the notation.

    Raised by every reader (``parse``, ``normalize``, ``from_fen``, the
    constructors) and given, with its index, in the ``errors`` lists of
    the ``*_many`` functions.

    Attributes:
        offset: the byte offset of the first bad byte (``None`` when the
            input is empty or not text).
        kind: the code of the rule broken, in snake_case
            (``"expected_letter"``, ``"styles_same_case"``, ...).

    ``str(err)`` is the message of the Rust error, naming what is wrong and
    where.

    Example:

        >>> try:
        ...     sashite.pin.parse("K#")
        ... except sashite.ParseError as error:
        ...     print(error.offset, error)
        1 invalid PIN: expected '^' or the end of input at byte 1, found '#'
    """

    offset: Optional[int]
    kind: str

    def __init__(self, message: str, offset: Optional[int], kind: str) -> None:
        super().__init__(message, offset, kind)
        self.offset = offset
        self.kind = kind

    def __str__(self) -> str:
        return str(self.args[0])


class EncodeError(Error):
    """An edit or conversion that would give what the notation cannot spell:
    a piece past the last square, more pieces than squares, a shogi
    position as chess FEN, ...

    Attributes:
        kind: the code of what cannot be spelled, in snake_case
            (``"square_empty"``, ``"too_many_pieces"``, ...).
        offset: the byte offset, in the position's FEEN string, of what is
            at fault when there is one, else ``None``.

    Example:

        >>> try:
        ...     sashite.feen.parse("8 / C/c").remove(0)
        ... except sashite.EncodeError as error:
        ...     print(error)
        cannot encode FEEN: square 0 is empty
    """

    kind: str
    offset: Optional[int]

    def __init__(self, message: str, kind: str, offset: Optional[int] = None) -> None:
        super().__init__(message, kind, offset)
        self.kind = kind
        self.offset = offset

    def __str__(self) -> str:
        return str(self.args[0])


class SquareError(EncodeError, IndexError):
    """A square the board does not have: an index past the last square
    (kind ``"index_out_of_range"``), coordinates off the board
    (``"bad_coordinates"``), another number of coordinates than the board
    has dimensions (``"coordinate_count"``), or coordinates on an irregular
    board (``"irregular_board"``). Also an ``IndexError``, as Python's
    sequences raise.

    Example:

        >>> try:
        ...     sashite.feen.parse("8/8 / C/c")[(0,)]
        ... except sashite.SquareError as error:
        ...     print(error.kind, isinstance(error, IndexError))
        coordinate_count True
    """


class ArgumentError(Error, TypeError):
    """An argument of a type or value no function takes: an ``int`` where
    text is expected, a side or state that is not one, a counter that is
    not an ``int``. ``kind`` is ``"bad_argument"``, ``offset`` is ``None``.
    Also a ``TypeError``, as Python's functions raise for a wrong type.

    Example:

        >>> try:
        ...     sashite.pin.parse(5)
        ... except sashite.ArgumentError as error:
        ...     print(error.kind, isinstance(error, TypeError))
        bad_argument True
    """

    def __init__(self, message: str, kind: str = "bad_argument", offset: Optional[int] = None) -> None:
        super().__init__(message, kind, offset)
        self.kind = kind
        self.offset = offset

    def __str__(self) -> str:
        return str(self.args[0])
