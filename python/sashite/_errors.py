"""The exceptions of the package: every bad input raises one of them."""

from __future__ import annotations

from typing import Optional


class Error(ValueError):
    """Base class of the package's errors: ``ParseError`` and
    ``EncodeError``, both ``ValueError``."""


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
