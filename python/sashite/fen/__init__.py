"""The FEN family read as FEEN positions and written back (the Rust crate
sashite-fen): chess FEN (X-FEN and Shredder-FEN castling), Chess960, shogi
SFEN, xiangqi UCCI FEN and makruk FEN.

FEEN keeps in its pieces what FEN keeps in side fields (a king that may
castle is ``+K^``, a pawn on its starting rank ``+P``); the move counters
have no place in FEEN, and ``to_fen`` takes them as arguments.

Contents:
    chess, chess960, shogi, xiangqi, makruk: one module per game, each
        with ``from_fen``, ``to_fen`` and ``from_fen_many``.
    from_fen, to_fen, from_fen_many: the same, the game given by name.
    detect: the game whose FEN a string looks like.
    GAMES: the games' names.

Reading errors raise ``sashite.ParseError`` (offset in the FEN text);
a position the dialect cannot express raises ``sashite.EncodeError``
(offset in the position's FEEN string).

Example:

    >>> from sashite import fen
    >>> start = fen.chess.from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
    >>> str(start)
    '+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c'
    >>> fen.chess.to_fen(start, move_number=5)
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 5'
"""

from __future__ import annotations

from typing import Iterable, List, Optional, Tuple, cast

from sashite._common import Text
from sashite._errors import ParseError
from sashite._native import fen as _native
from sashite.feen import Position

#: The games, by the names the functions take: ``("chess", "chess960",
#: "shogi", "xiangqi", "makruk")``.
GAMES: Tuple[str, ...] = tuple(_native.GAMES)


def from_fen(text: Text, game: str) -> Position:
    """The position of ``text``, a FEN of ``game``, as a FEEN position.

    The move counters are checked and dropped (FEEN has no place for them).

    Args:
        text: the FEN, ``str`` or ``bytes`` read as UTF-8.
        game: one of ``GAMES`` (``"chess"``, ``"shogi"``, ...).

    Returns:
        A ``sashite.feen.Position``.

    Raises:
        sashite.ParseError: ``text`` is not a FEN of ``game``; ``offset``
            is the first bad byte of ``text``, ``kind`` the rule broken
            (``unknown_game`` when ``game`` is not one of ``GAMES``).
        TypeError: ``text`` is neither ``str`` nor bytes.

    Example:

        >>> str(from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1", "chess"))
        '4k^3/8/8/8/8/8/8/4K^3 / C/c'
    """
    return cast(Position, _native.from_fen(text, game))


def to_fen(
    position: Position,
    game: str,
    *,
    halfmove_clock: Optional[int] = None,
    move_number: Optional[int] = None,
    shredder: Optional[bool] = None,
) -> str:
    """The FEN of ``position`` in ``game``'s dialect.

    Args:
        position: a ``sashite.feen.Position``.
        game: one of ``GAMES`` (``"chess"``, ``"shogi"``, ...).
        halfmove_clock: the halfmove clock written, which FEEN does not
            hold; ``None`` (the default) writes ``0`` where the game's FEN
            has this field.
        move_number: the move number written, which FEEN does not hold;
            ``None`` (the default) writes ``1``.
        shredder: write chess castling rights as files (Shredder-FEN,
            ``HAha``) instead of X-FEN (``KQkq``).

    Raises:
        sashite.EncodeError: the dialect cannot express the position (a
            style or piece the game does not have, a board of another
            shape, ...; ``offset`` is in the position's FEEN string), or
            an option is refused: one the game's FEN does not use
            (``unused_option``), a negative counter (``negative_counter``),
            one too large (``counter_too_large``), a move number of 0
            (``move_number_zero``).
        sashite.ParseError: ``game`` is not one of ``GAMES`` (kind
            ``unknown_game``).
        TypeError: ``position`` is not a ``sashite.feen.Position``, or a
            counter not an ``int``.

    Example:

        >>> p = sashite.feen.parse("4k^3/8/8/8/8/8/8/4K^3 / C/c")
        >>> to_fen(p, "chess", halfmove_clock=3, move_number=40)
        '4k3/8/8/8/8/8/8/4K3 w - - 3 40'
    """
    return cast(str, _native.to_fen(position, game, halfmove_clock, move_number, shredder))


def detect(text: Text) -> Optional[str]:
    """The game whose FEN ``text`` looks like (by its board), or ``None``
    when it looks like none (FEEN included): never a guess.

    Args:
        text: the string to look at, ``str`` or ``bytes``.

    Raises:
        TypeError: ``text`` is neither ``str`` nor bytes.

    Example:

        >>> detect("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1")
        'shogi'
        >>> detect("hello") is None
        True
    """
    return cast(Optional[str], _native.detect(text))


def from_fen_many(
    items: Iterable[object],
    game: str,
    errors: Optional[List[Tuple[int, ParseError]]] = None,
) -> List[Optional[Position]]:
    """``from_fen`` on every item of an iterable, with the GIL released.

    Never raises for a bad item: it gives ``None``. Items that are neither
    ``str`` nor bytes are bad items of kind ``not_text``.

    Args:
        items: any iterable of FENs (a list, a pandas or polars column).
        game: one of ``GAMES``.
        errors: a list that receives ``(index, sashite.ParseError)`` for
            each bad item, when given.

    Returns:
        A list with one ``sashite.feen.Position`` or ``None`` per item.

    Raises:
        sashite.ParseError: ``game`` is not one of ``GAMES`` (kind
            ``unknown_game``).
        TypeError: ``items`` is not iterable, or ``errors`` not a list.

    Example:

        >>> [str(p) if p else p for p in from_fen_many(["4k3/8/8/8/8/8/8/4K3 w - - 0 1", "x"], "chess")]
        ['4k^3/8/8/8/8/8/8/4K^3 / C/c', None]
    """
    return cast(List[Optional[Position]], _native.from_fen_many(items, game, errors))


from sashite.fen import chess, chess960, makruk, shogi, xiangqi  # noqa: E402

__all__ = [
    "GAMES",
    "chess",
    "chess960",
    "detect",
    "from_fen",
    "from_fen_many",
    "makruk",
    "shogi",
    "to_fen",
    "xiangqi",
]
