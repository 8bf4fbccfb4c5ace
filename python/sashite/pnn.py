"""PNN, Piece Name Notation: one piece as a name whose case is the side,
with PIN's state modifier and terminal marker (``KING^``, ``+ROOK``,
``-pawn``).

Backed by the Rust crate sashite-pnn.

Contents:
    Name: the name as a value (``Name("+ROOK^")``).
    parse, is_valid: one name; ``parse`` raises ``sashite.ParseError``.
    parse_many, is_valid_many: a whole iterable, the GIL released.
    PATTERN: the regular expression of a name.

Example:

    >>> from sashite import pnn
    >>> rook = pnn.parse("+ROOK^")
    >>> rook.base_name, str(rook.flip().normalize())
    ('ROOK', 'rook^')
"""

from sashite._native import pnn as _native

globals().update({name: getattr(_native, name) for name in dir(_native) if not name.startswith("__")})
__all__ = sorted(name for name in dir(_native) if not name.startswith("_"))
del _native
