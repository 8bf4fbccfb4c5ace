"""Chess960 FEN (X-FEN and Shredder-FEN castling) read as FEEN positions and written back.

Functions: ``from_fen(text)``, ``to_fen(position, ...)`` and
``from_fen_many(items, errors=None)``, the functions of ``sashite.fen``
with ``game="chess960"``; ``help()`` on each gives its arguments.

Example:

    >>> from sashite.fen import chess960
    >>> position = chess960.from_fen("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9")
    >>> str(position)
    'bqnb1+r+k^+r/+p+p3+p+p+p/3ppn2/2p5/5P2/P2P4/N+P+P1+P1+P+P/BQ1BN+R+K^+R / C/c'
    >>> chess960.to_fen(position, halfmove_clock=2, move_number=9)
    'bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9'
    >>> chess960.to_fen(position, halfmove_clock=2, move_number=9, shredder=True)
    'bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9'
"""

from sashite.fen._dialect import Dialect

_dialect = Dialect("chess960")
from_fen = _dialect.from_fen
to_fen = _dialect.to_fen
from_fen_many = _dialect.from_fen_many

__all__ = ["from_fen", "from_fen_many", "to_fen"]
