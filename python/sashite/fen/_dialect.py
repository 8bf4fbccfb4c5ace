"""One game's FEN functions: what every ``sashite.fen.<game>`` module holds."""

from __future__ import annotations

from typing import Iterable, List, Optional, Tuple

from sashite import fen
from sashite._common import Text
from sashite._errors import ParseError
from sashite.feen import Position


class Dialect:
    """The FEN functions of one game, bound to its name."""

    def __init__(self, game: str) -> None:
        self.game = game

    def from_fen(self, text: Text) -> Position:
        """The position of ``text``, a FEN of this game."""
        return fen.from_fen(text, self.game)

    def to_fen(
        self,
        position: Position,
        *,
        halfmove_clock: Optional[int] = None,
        move_number: Optional[int] = None,
        shredder: Optional[bool] = None,
    ) -> str:
        """The FEN of ``position`` in this game's dialect."""
        return fen.to_fen(
            position,
            self.game,
            halfmove_clock=halfmove_clock,
            move_number=move_number,
            shredder=shredder,
        )

    def from_fen_many(
        self,
        items: Iterable[object],
        errors: Optional[List[Tuple[int, ParseError]]] = None,
    ) -> List[Optional[Position]]:
        """``from_fen`` on every item (see ``sashite.fen.from_fen_many``)."""
        return fen.from_fen_many(items, self.game, errors)
