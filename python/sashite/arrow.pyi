"""Whole Arrow columns in, Arrow columns out: the notations on millions of
rows without a Python object per row.

A column is any object exporting the Arrow PyCapsule interface
(``__arrow_c_array__`` or ``__arrow_c_stream__``): a pyarrow ``Array``
or ``ChunkedArray``, a polars ``Series``, a pandas column of an Arrow
dtype (``string[pyarrow]``), a one-column table (a DuckDB result, a
``pyarrow.Table``), of type ``string``, ``large_string`` or
``string_view``. Its buffers are read where they are (not copied), with
the GIL released, by the same Rust operations as the rest of the package:
the same answers, error kinds and offsets as ``sashite.feen.parse``, the
``sashite`` command's ``--json`` records and the other surfaces.

Each function returns a pyarrow ``Array``, or a ``ChunkedArray`` (one
chunk per chunk) when the column came as a stream (a ``ChunkedArray``, a
polars or pandas series, a table). String results are of the column's
own string type. A null row gives a null; so does an invalid row, except
in ``validate`` and ``inspect``, whose ``kind`` and ``offset`` say why.

Needs pyarrow (``pip install "sashite[arrow]"``); ``sashite.polars`` uses
the same functions as polars expressions.

Contents:
    is_valid, validate, inspect: the six notations, by name.
    normalize: FEEN made canonical.
    from_fen, to_fen, detect: the FEN family.

Example:

    >>> import pyarrow as pa
    >>> from sashite import arrow
    >>> fens = pa.array(["4k3/8/8/8/8/8/8/4K3 w - - 0 1", "oops", None])
    >>> arrow.from_fen(fens, "chess").to_pylist()
    ['4k^3/8/8/8/8/8/8/4K^3 / C/c', None, None]
    >>> feens = pa.array(["K^6k^ / C/c", "8 / C/C"])
    >>> arrow.validate(feens, "feen").field("kind").to_pylist()
    [None, 'styles_same_case']
"""

from typing import Optional, Union

import pyarrow  # type: ignore[import-untyped,import-not-found,unused-ignore]

from sashite._common import ArrowColumn

#: What each function returns: an array, or a chunked array when the
#: column came as a stream.
_Result = Union[pyarrow.Array, pyarrow.ChunkedArray]

__all__ = ["detect", "from_fen", "inspect", "is_valid", "normalize", "to_fen", "validate"]

def is_valid(column: ArrowColumn, notation: str) -> _Result:
    """Whether each row is valid ``notation``, as ``sashite.feen.is_valid``
    and the other ``is_valid`` functions say.

    Args:
        column: a column of strings (see the module's documentation).
        notation: ``"pin"``, ``"epin"``, ``"sin"``, ``"snn"``, ``"pnn"``
            or ``"feen"`` (any case).

    Returns:
        A ``bool`` array (chunked if ``column`` came as a stream): ``True``
        or ``False`` per row, null for a null row.

    Raises:
        sashite.ArgumentError: ``notation`` is none of the six (kind
            ``unknown_notation``), or ``column`` is no Arrow column of
            strings (kind ``bad_argument``); a ``TypeError`` too.

    Example:

        >>> import pyarrow as pa
        >>> is_valid(pa.array(["K^6k^ / C/c", "8 / C/C", None]), "feen").to_pylist()
        [True, False, None]
    """
def validate(column: ArrowColumn, notation: str) -> _Result:
    """The verdict on each row as ``notation``: why an invalid row is
    invalid, with the kind and offset ``sashite.ParseError`` would carry
    (the ``kind`` and ``offset`` of ``sashite <notation> validate --json``).
    Given a game instead, each row is read as that game's FEN, with the
    kind and offset ``sashite.fen.from_fen`` would raise (those of
    ``sashite from-fen --json``): the verdict beside ``from_fen``'s column.

    Args:
        column: a column of strings (see the module's documentation).
        notation: ``"pin"``, ``"epin"``, ``"sin"``, ``"snn"``, ``"pnn"``
            or ``"feen"``, or a game whose FEN to read: ``"chess"``,
            ``"chess960"``, ``"shogi"``, ``"xiangqi"`` or ``"makruk"`` (any
            case).

    Returns:
        A struct array (chunked if ``column`` came as a stream) of
        ``valid`` (``bool``), ``kind`` (``string``, the error code; null
        when valid) and ``offset`` (``uint64``, the byte offset of the
        fault; null when valid or when the error has none, as for an
        empty string). A null row is a null struct.

    Raises:
        sashite.ArgumentError: ``notation`` is none of these names (kind
            ``unknown_notation``), or ``column`` is no Arrow column of
            strings (kind ``bad_argument``); a ``TypeError`` too.

    Example:

        >>> import pyarrow as pa
        >>> validate(pa.array(["K^", "K#", ""]), "pin").to_pylist()
        [{'valid': True, 'kind': None, 'offset': None}, {'valid': False, 'kind': 'expected_terminal_or_end', 'offset': 1}, {'valid': False, 'kind': 'empty', 'offset': None}]
        >>> validate(pa.array(["8/8/8 w - - 0 1"]), "chess").to_pylist()
        [{'valid': False, 'kind': 'rank_count', 'offset': 5}]
    """
def inspect(column: ArrowColumn, notation: str) -> _Result:
    """The record of each row as ``notation``: the verdict, then the
    attributes of ``sashite <notation> inspect --json``.

    The attributes, after ``valid``, ``kind`` and ``offset`` (as in
    ``validate``), null when the row is invalid:

    - PIN: ``canonical``, ``letter``, ``side``, ``state``, ``terminal``;
      EPIN the same and ``derived``;
    - SIN: ``canonical``, ``letter``, ``side``;
    - SNN: ``canonical``, ``name``, ``side``;
    - PNN: ``canonical``, ``base_name``, ``side``, ``state``,
      ``terminal``;
    - FEEN: ``canonical``, ``squares``, ``board_pieces``, ``hand_pieces``
      (``uint64``, null past 2**64 - 1), ``dimensions`` (``list<uint64>``,
      outermost first, null for an irregular board), ``active_side``,
      ``active_style``, ``inactive_style``. The record's ``pieces`` and
      ``hands``, lists of mixed items, are left out: ``sashite.feen``
      reads them from a row.

    ``canonical`` is of the column's string type, flags ``bool``, the
    other strings ``string``.

    Args:
        column: a column of strings (see the module's documentation).
        notation: ``"pin"``, ``"epin"``, ``"sin"``, ``"snn"``, ``"pnn"``
            or ``"feen"`` (any case).

    Returns:
        A struct array (chunked if ``column`` came as a stream); a null
        row is a null struct.

    Raises:
        sashite.ArgumentError: ``notation`` is none of the six (kind
            ``unknown_notation``), or ``column`` is no Arrow column of
            strings (kind ``bad_argument``); a ``TypeError`` too.

    Example:

        >>> import pyarrow as pa
        >>> records = inspect(pa.array(["k^1/2 P/ C/c", "8 / C/C"]), "feen")
        >>> records.field("dimensions").to_pylist(), records.field("kind").to_pylist()
        ([[2, 2], None], [None, 'styles_same_case'])
    """
def normalize(column: ArrowColumn) -> _Result:
    """The canonical FEEN of each row, repaired where the lenient reader
    can (as ``sashite.feen.normalize``).

    Args:
        column: a column of strings (see the module's documentation).

    Returns:
        A string array of the column's type (chunked if ``column`` came as
        a stream); null for a null row or one that cannot be repaired
        (``validate(column, "feen")`` says why).

    Raises:
        sashite.ArgumentError: ``column`` is no Arrow column of strings;
            a ``TypeError`` too.

    Example:

        >>> import pyarrow as pa
        >>> normalize(pa.array(["8 1PP/ C/c", "8 / C/C"])).to_pylist()
        ['8 2P/ C/c', None]
    """
def from_fen(column: ArrowColumn, game: str) -> _Result:
    """The FEEN of each row, a FEN of ``game`` (as
    ``sashite.fen.from_fen``; the move counters are checked and dropped).

    Args:
        column: a column of strings (see the module's documentation).
        game: ``"chess"``, ``"chess960"``, ``"shogi"``, ``"xiangqi"`` or
            ``"makruk"``.

    Returns:
        A string array of the column's type (chunked if ``column`` came as
        a stream); null for a null row or one that is no FEN of ``game``.

    Raises:
        sashite.ParseError: ``game`` is none of the five (kind
            ``unknown_game``, as ``sashite.fen.from_fen``).
        sashite.ArgumentError: ``column`` is no Arrow column of strings;
            a ``TypeError`` too.

    Example:

        >>> import pyarrow as pa
        >>> from_fen(pa.array(["4k3/8/8/8/8/8/8/4K3 b - - 0 9"]), "chess").to_pylist()
        ['4k^3/8/8/8/8/8/8/4K^3 / c/C']
    """
def to_fen(
    column: ArrowColumn,
    game: str,
    *,
    shredder: Optional[bool] = None,
    halfmove_clock: Optional[int] = None,
    move_number: Optional[int] = None,
) -> _Result:
    """The FEN of ``game`` of each row, a FEEN position (as
    ``sashite.fen.to_fen``).

    The options are those of ``sashite.fen.to_fen``, for every row, and
    checked against the game before any row is read: an option the
    game's FEN does not use is refused when given, whatever its value.

    Args:
        column: a column of FEEN strings (see the module's documentation).
        game: ``"chess"``, ``"chess960"``, ``"shogi"``, ``"xiangqi"`` or
            ``"makruk"``.
        shredder: chess castling rights as files (Shredder-FEN, ``HAha``);
            ``None`` (not given) writes X-FEN (``KQkq``).
        halfmove_clock: the halfmove clock written; ``None`` writes ``0``
            where the game's FEN has this field.
        move_number: the move number written; ``None`` writes ``1``.

    Returns:
        A string array of the column's type (chunked if ``column`` came as
        a stream); null for a null row, one that is not FEEN, or a
        position the game's FEN cannot express.

    Raises:
        sashite.EncodeError: an option is refused: one the game's FEN
            does not use (``unused_option``), a negative counter
            (``negative_counter``), one too large (``counter_too_large``),
            a move number of 0 (``move_number_zero``).
        sashite.ParseError: ``game`` is none of the five (kind
            ``unknown_game``).
        sashite.ArgumentError: ``column`` is no Arrow column of strings,
            a counter no ``int``, ``shredder`` no ``bool``; a
            ``TypeError`` too.

    Example:

        >>> import pyarrow as pa
        >>> to_fen(pa.array(["4k^3/8/8/8/8/8/8/4K^3 / C/c"]), "chess", move_number=40).to_pylist()
        ['4k3/8/8/8/8/8/8/4K3 w - - 0 40']
    """
def detect(column: ArrowColumn) -> _Result:
    """The game whose FEN each row looks like, by its board (as
    ``sashite.fen.detect``): never a guess.

    Args:
        column: a column of strings (see the module's documentation).

    Returns:
        A ``string`` array of game names (chunked if ``column`` came as a
        stream); null for a null row or one that looks like no game's FEN
        (FEEN included).

    Raises:
        sashite.ArgumentError: ``column`` is no Arrow column of strings;
            a ``TypeError`` too.

    Example:

        >>> import pyarrow as pa
        >>> detect(pa.array(["lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1", "hello"])).to_pylist()
        ['shogi', None]
    """
