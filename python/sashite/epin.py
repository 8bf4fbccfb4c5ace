"""EPIN, Extended Piece Identifier Notation: a PIN token and a derivation
marker (``K'``), present when the piece plays the other side's style.

Backed by the Rust crate sashite-epin. An ``Identifier`` has every
attribute and operation of ``sashite.pin.Identifier``, plus those of the
marker (``derived``, ``derive()``, ``pin``, ...).

Contents:
    Identifier: the token as a value (``Identifier("+K^'")``).
    parse, is_valid: one token; ``parse`` raises ``sashite.ParseError``.
    identifier: a token from its attributes.
    parse_many, is_valid_many: a whole iterable, the GIL released.
    PATTERN: the regular expression of a token.

Example:

    >>> from sashite import epin
    >>> piece = epin.parse("K^'")
    >>> piece.derived, piece.pin
    (True, Identifier('K^'))
"""

from sashite._native import epin as _native

globals().update({name: getattr(_native, name) for name in dir(_native) if not name.startswith("__")})
__all__ = sorted(name for name in dir(_native) if not name.startswith("_"))
del _native
