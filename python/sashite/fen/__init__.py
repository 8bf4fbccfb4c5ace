"""The FEN family read as FEEN positions and written back (the Rust crate
sashite-fen): chess FEN (X-FEN and Shredder-FEN castling), Chess960, shogi
SFEN, xiangqi UCCI FEN and makruk FEN, one module per game
(``sashite.fen.chess.from_fen(text)``), or by name
(``sashite.fen.from_fen(text, "shogi")``).

Reading errors raise ``sashite.ParseError`` (offset in the FEN text);
a position the dialect cannot express raises ``sashite.EncodeError``
(offset in the position's FEEN string).
"""

from __future__ import annotations

from typing import Iterable, List, Optional, Tuple, cast

from sashite._common import Text
from sashite._errors import ParseError
from sashite._native import fen as _native
from sashite.feen import Position

#: The games, by the names the functions take.
GAMES: Tuple[str, ...] = tuple(_native.GAMES)


def from_fen(text: Text, game: str) -> Position:
    """The position of ``text``, a FEN of ``game`` (one of ``GAMES``)."""
    return cast(Position, _native.from_fen(text, game))


def to_fen(
    position: Position,
    game: str,
    *,
    halfmove_clock: Optional[int] = None,
    move_number: Optional[int] = None,
    shredder: Optional[bool] = None,
) -> str:
    """The FEN of ``position`` in ``game``'s dialect, with the move
    counters FEEN does not hold (default ``0`` and ``1``); ``shredder``
    writes chess castling rights as files. An option given (not ``None``)
    that the game's FEN does not use raises ``EncodeError`` of kind
    ``unused_option``, as do a negative counter (``negative_counter``), one
    too large (``counter_too_large``) and a move number of 0
    (``move_number_zero``)."""
    return cast(str, _native.to_fen(position, game, halfmove_clock, move_number, shredder))


def detect(text: Text) -> Optional[str]:
    """The game whose FEN ``text`` (str or bytes) looks like, or ``None``
    when it looks like none (FEEN included): never a guess."""
    return cast(Optional[str], _native.detect(text))


def from_fen_many(
    items: Iterable[object],
    game: str,
    errors: Optional[List[Tuple[int, ParseError]]] = None,
) -> List[Optional[Position]]:
    """``from_fen`` on every item, with the GIL released: ``None`` for a
    bad item, and ``(index, ParseError)`` in ``errors`` when given."""
    return cast(List[Optional[Position]], _native.from_fen_many(items, game, errors))


from sashite.fen import chess, chess960, makruk, shogi, xiangqi  # noqa: E402

__all__ = [
    "GAMES",
    "chess",
    "chess960",
    "detect",
    "from_fen",
    "from_fen_many",
    "makruk",
    "shogi",
    "to_fen",
    "xiangqi",
]
