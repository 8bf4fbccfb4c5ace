"""The exceptions of the package: every bad input raises one of them."""

from __future__ import annotations

from typing import Optional


class Error(ValueError):
    """Base class of the package's errors."""


class ParseError(Error):
    """A string that is not a token of the notation.

    ``offset`` is the byte offset of the first bad byte (``None`` when the
    input is empty or not text), ``kind`` the name of the rule broken
    (``"expected_letter"``, ``"too_many_pieces"``, ...), ``str(err)`` the
    message of the Rust error.
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
    """An edit or conversion that would give what the notation cannot spell
    (a piece past the last square, more pieces than squares, a shogi
    position as chess FEN, ...); ``kind`` names it, ``offset`` is the byte
    of the FEEN string at fault when there is one."""

    kind: str
    offset: Optional[int]

    def __init__(self, message: str, kind: str, offset: Optional[int] = None) -> None:
        super().__init__(message, kind, offset)
        self.kind = kind
        self.offset = offset

    def __str__(self) -> str:
        return str(self.args[0])
