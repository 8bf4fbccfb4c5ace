"""SNN, Style Name Notation: one style as a name whose case is the side that
plays it (``CHESS``, ``shogi``, ``CHESS960``).

Backed by the Rust crate sashite-snn. Names are letters and digits, a
letter first, in one case.

Contents:
    Style: the name as a value (``Style("CHESS")``).
    parse, is_valid: one name; ``parse`` raises ``sashite.ParseError``.
    style: a name from its proper-case spelling and a side.
    parse_many, is_valid_many: a whole iterable, the GIL released.
    PATTERN: the regular expression of a name.

Example:

    >>> from sashite import snn
    >>> snn.parse("CHESS960").name, str(snn.parse("shogi").flip())
    ('Chess960', 'SHOGI')
"""

from sashite._native import snn as _native

globals().update({name: getattr(_native, name) for name in dir(_native) if not name.startswith("__")})
__all__ = sorted(name for name in dir(_native) if not name.startswith("_"))
del _native
