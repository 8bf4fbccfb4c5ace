"""SIN, Style Identifier Notation: one style as a letter whose case is the
side that plays it (``C``, ``s``).

Backed by the Rust crate sashite-sin.

Contents:
    Identifier: the token as a value (``Identifier("C")``).
    parse, is_valid: one token; ``parse`` raises ``sashite.ParseError``.
    identifier: a token from a letter and a side.
    parse_many, is_valid_many: a whole iterable, the GIL released.
    PATTERN: the regular expression of a token.

Example:

    >>> from sashite import sin
    >>> sin.parse("s").side, sin.parse("s").flip()
    (<Side.SECOND: 'second'>, Identifier('S'))
"""

from sashite._native import sin as _native

globals().update({name: getattr(_native, name) for name in dir(_native) if not name.startswith("__")})
__all__ = sorted(name for name in dir(_native) if not name.startswith("_"))
del _native
