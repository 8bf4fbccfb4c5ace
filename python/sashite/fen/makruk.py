"""Makruk FEN read as FEEN positions and written back.

Functions: ``from_fen(text)``, ``to_fen(position, ...)`` and
``from_fen_many(items, errors=None)``, the functions of ``sashite.fen``
with ``game="makruk"``; ``help()`` on each gives its arguments.

Example:

    >>> from sashite.fen import makruk
    >>> position = makruk.from_fen("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1")
    >>> str(position)
    'rnsmk^snr/8/pppppppp/8/8/PPPPPPPP/8/RNSK^MSNR / M/m'
    >>> makruk.to_fen(position) == "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1"
    True
"""

from sashite.fen._dialect import Dialect

_dialect = Dialect("makruk")
from_fen = _dialect.from_fen
to_fen = _dialect.to_fen
from_fen_many = _dialect.from_fen_many

__all__ = ["from_fen", "from_fen_many", "to_fen"]
