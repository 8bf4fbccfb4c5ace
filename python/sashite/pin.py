"""PIN, Piece Identifier Notation: one piece as a letter, a side, a state
and a terminal flag (``K``, ``+R``, ``-p^``).

The letter's case is the side (uppercase first, lowercase second), ``+``
is enhanced and ``-`` diminished, ``^`` marks a terminal piece such as a
king. Backed by the Rust crate sashite-pin.

Contents:
    Identifier: the token as a value (``Identifier("+K^")``).
    parse, is_valid: one token; ``parse`` raises ``sashite.ParseError``.
    identifier: a token from its attributes.
    parse_many, is_valid_many: a whole iterable, the GIL released.
    PATTERN: the regular expression of a token.

Example:

    >>> from sashite import pin
    >>> king = pin.parse("+K^")
    >>> king.letter, king.terminal, str(king.flip())
    ('K', True, '+k^')
    >>> pin.is_valid("K+")
    False
"""

from sashite._native import pin as _native

globals().update({name: getattr(_native, name) for name in dir(_native) if not name.startswith("__")})
__all__ = sorted(name for name in dir(_native) if not name.startswith("_"))
del _native
