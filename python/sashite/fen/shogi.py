"""Shogi SFEN read as FEEN positions and written back.

Functions: ``from_fen(text)``, ``to_fen(position, ...)`` and
``from_fen_many(items, errors=None)``, the functions of ``sashite.fen``
with ``game="shogi"``; ``help()`` on each gives its arguments.

Example:

    >>> from sashite.fen import shogi
    >>> position = shogi.from_fen("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1")
    >>> str(position)
    'lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s'
    >>> shogi.to_fen(position) == "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
    True
"""

from sashite.fen._dialect import Dialect

_dialect = Dialect("shogi")
from_fen = _dialect.from_fen
to_fen = _dialect.to_fen
from_fen_many = _dialect.from_fen_many

__all__ = ["from_fen", "from_fen_many", "to_fen"]
