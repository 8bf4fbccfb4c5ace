"""Chess FEN (X-FEN and Shredder-FEN castling) read as FEEN positions and written back.

Functions: ``from_fen(text)``, ``to_fen(position, ...)`` and
``from_fen_many(items, errors=None)``, the functions of ``sashite.fen``
with ``game="chess"``; ``help()`` on each gives its arguments.

Example:

    >>> from sashite.fen import chess
    >>> position = chess.from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
    >>> str(position)
    '+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c'
    >>> chess.to_fen(position) == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    True
"""

from sashite.fen._dialect import Dialect

_dialect = Dialect("chess")
from_fen = _dialect.from_fen
to_fen = _dialect.to_fen
from_fen_many = _dialect.from_fen_many

__all__ = ["from_fen", "from_fen_many", "to_fen"]
