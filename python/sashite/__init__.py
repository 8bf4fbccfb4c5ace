"""Sashité notations for abstract strategy board games, backed by the
sashite-rs crates: ``sashite.pin``, ``epin``, ``sin``, ``snn``, ``pnn``, ``feen``, and
``fen`` (the FEN family read as FEEN and written back)."""

from sashite._enums import Side, State
from sashite._errors import EncodeError, Error, ParseError
from sashite import epin, feen, fen, pin, pnn, sin, snn
from sashite._native import __version__

__all__ = [
    "EncodeError",
    "Error",
    "ParseError",
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
