"""Shogi SFEN ⇄ FEEN: ``from_fen``, ``to_fen``, ``from_fen_many``."""

from sashite.fen._dialect import Dialect

_dialect = Dialect("shogi")
from_fen = _dialect.from_fen
to_fen = _dialect.to_fen
from_fen_many = _dialect.from_fen_many

__all__ = ["from_fen", "from_fen_many", "to_fen"]
