"""FEEN, Field Expression Encoding Notation: whole positions (board, hands,
styles and turn) on boards of any shape and dimension (``K^6k^ / C/c``).

Backed by the Rust crate sashite-feen: strict parsing of canonical FEEN,
the lenient reader (``normalize``, ``repair``) and the edits of a
position, each returning a new ``Position``.

Contents:
    Position: a position as a value (``Position(text)``); its squares,
        hands, styles, and the edits ``place``, ``remove``,
        ``board_diff``, ``add_to_hand``, ``take_from_hand``,
        ``hand_diff``, ``with_styles``, ``toggle_turn``.
    parse, is_valid: the strict reader; ``parse`` raises
        ``sashite.ParseError``.
    normalize, repair: the lenient reader, which repairs non-canonical
        hands.
    build, empty, dump: a position from its fields or a shape; its string.
    parse_many, is_valid_many, normalize_many: a whole iterable, the GIL
        released.
    Repaired, SquareIterator: what ``repair`` and ``Position.squares()``
        return.

Example:

    >>> from sashite import feen
    >>> p = feen.parse("+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c")
    >>> p.shape, p.piece_count, p[(7, 4)]
    ((8, 8), 32, Identifier('+K^'))
    >>> str(p.toggle_turn()).endswith(" c/C")
    True
    >>> feen.normalize("8 1PP/ C/c")
    '8 2P/ C/c'
"""

from sashite._native import feen as _native

globals().update({name: getattr(_native, name) for name in dir(_native) if not name.startswith("__")})
__all__ = sorted(name for name in dir(_native) if not name.startswith("_"))
del _native
