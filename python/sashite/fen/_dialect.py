"""One game's FEN functions: what every ``sashite.fen.<game>`` module holds."""

from __future__ import annotations

from typing import Iterable, List, Optional, Tuple

from sashite import fen
from sashite._common import Text
from sashite._errors import ParseError
from sashite.feen import Position


class Dialect:
    """The FEN functions of one game, bound to its name: each
    ``sashite.fen.<game>`` module's ``from_fen``, ``to_fen`` and
    ``from_fen_many`` are a dialect's methods."""

    def __init__(self, game: str) -> None:
        self.game = game

    def from_fen(self, text: Text) -> Position:
        """The position of ``text``, a FEN of this game, as a FEEN position
        (``sashite.fen.from_fen`` with this game).

        The move counters are checked and dropped (FEEN has no place for
        them).

        Args:
            text: the FEN, ``str`` or ``bytes`` read as UTF-8.

        Returns:
            A ``sashite.feen.Position``.

        Raises:
            sashite.ParseError: ``text`` is not a FEN of this game;
                ``offset`` is the first bad byte, ``kind`` the rule broken.
            TypeError: ``text`` is neither ``str`` nor bytes.

        Example:

            >>> str(sashite.fen.chess.from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1"))
            '4k^3/8/8/8/8/8/8/4K^3 / C/c'
        """
        return fen.from_fen(text, self.game)

    def to_fen(
        self,
        position: Position,
        *,
        halfmove_clock: Optional[int] = None,
        move_number: Optional[int] = None,
        shredder: Optional[bool] = None,
    ) -> str:
        """The FEN of ``position`` in this game's dialect
        (``sashite.fen.to_fen`` with this game).

        Args:
            position: a ``sashite.feen.Position``.
            halfmove_clock: the halfmove clock written, which FEEN does
                not hold; ``None`` (the default) writes ``0`` where this
                game's FEN has the field.
            move_number: the move number written, which FEEN does not
                hold; ``None`` (the default) writes ``1``.
            shredder: chess castling rights as files (Shredder-FEN,
                ``HAha``) instead of X-FEN (``KQkq``).

        Raises:
            sashite.EncodeError: this dialect cannot express the position
                (``offset`` is in the position's FEEN string), or an option
                is refused (``unused_option``, ``negative_counter``,
                ``counter_too_large``, ``move_number_zero``).
            TypeError: ``position`` is not a ``sashite.feen.Position``, or
                a counter not an ``int``.

        Example:

            >>> p = sashite.feen.parse("4k^3/8/8/8/8/8/8/4K^3 / c/C")
            >>> sashite.fen.chess.to_fen(p, move_number=12)
            '4k3/8/8/8/8/8/8/4K3 b - - 0 12'
        """
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
        """``from_fen`` on every item of an iterable, with the GIL released
        (``sashite.fen.from_fen_many`` with this game).

        Never raises for a bad item: it gives ``None``.

        Args:
            items: any iterable of FENs (a list, a pandas or polars column).
            errors: a list that receives ``(index, sashite.ParseError)``
                for each bad item, when given.

        Returns:
            A list with one ``sashite.feen.Position`` or ``None`` per item.

        Raises:
            TypeError: ``items`` is not iterable, or ``errors`` not a list.
        """
        return fen.from_fen_many(items, self.game, errors)
