"""Chess960 FEN (X-FEN and Shredder-FEN castling) read as FEEN positions and written back.

Functions: ``from_fen(text)``, ``to_fen(position, ...)`` and
``from_fen_many(items, errors=None)``, the functions of ``sashite.fen``
with ``game="chess960"``; ``help()`` on each gives its arguments.
"""

from sashite.fen._dialect import Dialect

_dialect = Dialect("chess960")
from_fen = _dialect.from_fen
to_fen = _dialect.to_fen
from_fen_many = _dialect.from_fen_many

__all__ = ["from_fen", "from_fen_many", "to_fen"]
