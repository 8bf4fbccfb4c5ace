"""Sashité notations for abstract strategy board games, backed by the
sashite-rs Rust crates.

Modules:
    pin: PIN piece identifiers (``+K^``).
    epin: EPIN piece identifiers with a derivation marker (``K^'``).
    sin: SIN style identifiers (``C``, ``c``).
    snn: SNN style names (``CHESS``, ``shogi``).
    pnn: PNN piece names (``+ROOK^``, ``-pawn``).
    feen: FEEN positions (``K^6k^ / C/c``).
    fen: the FEN family (chess, Chess960, shogi SFEN, xiangqi, makruk)
        read as FEEN positions and written back.

Shared names:
    Side, State: the sides and piece states, ``enum.Enum`` classes.
    Error, ParseError, EncodeError, SquareError, ArgumentError: the
        exceptions; every bad input raises ``ParseError``, an edit or
        conversion the notation cannot spell ``EncodeError`` (a square the
        board does not have ``SquareError``, also an ``IndexError``), an
        argument of the wrong type or value ``ArgumentError`` (also a
        ``TypeError``); all are ``ValueError`` with a ``kind``, the same
        code on every surface.

Every function that reads text takes ``str`` or ``bytes``; ``help()`` on a
module, class or function gives its arguments, what it raises and an
example.

Example:

    >>> import sashite
    >>> sashite.feen.parse("K^6k^ / C/c").active_side
    <Side.FIRST: 'first'>
    >>> str(sashite.fen.chess.from_fen("8/8/8/4k3/8/8/8/4K3 w - - 0 1"))
    '8/8/8/4k^3/8/8/8/4K^3 / C/c'
"""

from sashite._enums import Side, State
from sashite._errors import ArgumentError, EncodeError, Error, ParseError, SquareError
from sashite import epin, feen, fen, pin, pnn, sin, snn
from sashite._native import __version__

__all__ = [
    "ArgumentError",
    "EncodeError",
    "Error",
    "ParseError",
    "SquareError",
    "Side",
    "State",
    "__version__",
    "epin",
    "feen",
    "fen",
    "pin",
    "pnn",
    "sin",
    "snn",
]
