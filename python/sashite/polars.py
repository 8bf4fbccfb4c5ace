"""The notations as polars expressions: ``import sashite.polars`` registers
the expression namespace ``sashite``.

Each expression runs the function of the same name of ``sashite.arrow``
on the column, batch by batch (``map_batches``, marked elementwise), so
it works in lazy queries and in the streaming engine: the batches are
handed over through the Arrow C interface, not copied into Python
objects, and the work runs in Rust with the GIL released, on polars'
threads. The results are those of ``sashite.arrow`` (and of the
``*_many`` functions): a null or invalid row gives a null, except in
``validate`` and ``inspect``, whose ``kind`` and ``offset`` say why.

Arguments are checked when the expression is made: an unknown notation
or game, or an option the game does not use, raises then, as in
``sashite.arrow``. Needs polars (not pyarrow).

Contents:
    SashiteExpr: the namespace (``pl.col("fen").sashite``), with
        ``is_valid``, ``validate``, ``inspect``, ``normalize``,
        ``from_fen``, ``to_fen`` and ``detect``.

Example:

    >>> import polars as pl
    >>> import sashite.polars
    >>> df = pl.DataFrame({"fen": ["4k3/8/8/8/8/8/8/4K3 w - - 0 1", "oops"]})
    >>> df.select(pl.col("fen").sashite.from_fen("chess"))["fen"].to_list()
    ['4k^3/8/8/8/8/8/8/4K^3 / C/c', None]
"""

from __future__ import annotations

from typing import Any, Callable, Optional

try:
    import polars as pl
except ImportError as _error:  # pragma: no cover: the extra is installed in CI
    raise ImportError('sashite.polars needs polars: pip install "sashite[polars]"') from _error

from sashite._native import arrow as _native

#: A native function of one column, its other arguments bound.
_Work = Callable[[Any], Any]


def _series(result: Any) -> pl.Series:
    """A native result (exporting ``__arrow_c_stream__``) as a Series."""
    return pl.Series(result)


def _dtype(work: _Work) -> Any:
    """The polars type ``work`` returns, found by running it on an empty
    column, which also checks its arguments now rather than at collect."""
    return _series(work(pl.Series([], dtype=pl.String))).dtype


@pl.api.register_expr_namespace("sashite")
class SashiteExpr:
    """The ``sashite`` namespace of polars expressions:
    ``pl.col("fen").sashite.from_fen("chess")``.

    Example:

        >>> import polars as pl
        >>> df = pl.DataFrame({"feen": ["K^6k^ / C/c", "8 / C/C", None]})
        >>> df.select(pl.col("feen").sashite.is_valid("feen"))["feen"].to_list()
        [True, False, None]
    """

    def __init__(self, expr: pl.Expr) -> None:
        self._expr = expr

    def _map(self, work: _Work) -> pl.Expr:
        return self._expr.map_batches(
            lambda series: _series(work(series)),
            return_dtype=_dtype(work),
            is_elementwise=True,
        )

    def is_valid(self, notation: str) -> pl.Expr:
        """Whether each row is valid ``notation``: ``sashite.arrow.is_valid``.

        Args:
            notation: ``"pin"``, ``"epin"``, ``"sin"``, ``"snn"``,
                ``"pnn"`` or ``"feen"`` (any case).

        Returns:
            A ``Boolean`` expression, null for a null row.

        Raises:
            sashite.ArgumentError: ``notation`` is none of the six (kind
                ``unknown_notation``).

        Example:

            >>> import polars as pl
            >>> pl.select(pl.lit("K#").sashite.is_valid("pin")).item()
            False
        """
        return self._map(lambda column: _native.is_valid(column, notation))

    def validate(self, notation: str) -> pl.Expr:
        """The verdict on each row as ``notation``, or as the FEN of a
        game: ``sashite.arrow.validate``.

        Args:
            notation: ``"pin"``, ``"epin"``, ``"sin"``, ``"snn"``,
                ``"pnn"`` or ``"feen"``, or a game: ``"chess"``,
                ``"chess960"``, ``"shogi"``, ``"xiangqi"`` or ``"makruk"``
                (any case).

        Returns:
            A ``Struct`` expression of ``valid`` (``Boolean``), ``kind``
            (``String``, the error code) and ``offset`` (``UInt64``);
            null for a null row.

        Raises:
            sashite.ArgumentError: ``notation`` is none of these names (kind
                ``unknown_notation``).

        Example:

            >>> import polars as pl
            >>> pl.select(pl.lit("K#").sashite.validate("pin")).item()
            {'valid': False, 'kind': 'expected_terminal_or_end', 'offset': 1}
        """
        return self._map(lambda column: _native.validate(column, notation))

    def inspect(self, notation: str) -> pl.Expr:
        """The record of each row as ``notation``: ``sashite.arrow.inspect``
        (its documentation lists the fields).

        Args:
            notation: ``"pin"``, ``"epin"``, ``"sin"``, ``"snn"``,
                ``"pnn"`` or ``"feen"`` (any case).

        Returns:
            A ``Struct`` expression: ``valid``, ``kind``, ``offset``, then
            the notation's attributes; null for a null row.

        Raises:
            sashite.ArgumentError: ``notation`` is none of the six (kind
                ``unknown_notation``).

        Example:

            >>> import polars as pl
            >>> pl.select(pl.lit("k^1/2 P/ C/c").sashite.inspect("feen")).item()["dimensions"]
            [2, 2]
        """
        return self._map(lambda column: _native.inspect(column, notation))

    def normalize(self) -> pl.Expr:
        """The canonical FEEN of each row: ``sashite.arrow.normalize``.

        Returns:
            A ``String`` expression; null for a null row or one that
            cannot be repaired.

        Example:

            >>> import polars as pl
            >>> pl.select(pl.lit("8 1PP/ C/c").sashite.normalize()).item()
            '8 2P/ C/c'
        """
        return self._map(_native.normalize)

    def from_fen(self, game: str) -> pl.Expr:
        """The FEEN of each row, a FEN of ``game``: ``sashite.arrow.from_fen``.

        Args:
            game: ``"chess"``, ``"chess960"``, ``"shogi"``, ``"xiangqi"``
                or ``"makruk"``.

        Returns:
            A ``String`` expression; null for a null row or one that is
            no FEN of ``game``.

        Raises:
            sashite.ParseError: ``game`` is none of the five (kind
                ``unknown_game``).

        Example:

            >>> import polars as pl
            >>> pl.select(pl.lit("4k3/8/8/8/8/8/8/4K3 w - - 0 1").sashite.from_fen("chess")).item()
            '4k^3/8/8/8/8/8/8/4K^3 / C/c'
        """
        return self._map(lambda column: _native.from_fen(column, game))

    def to_fen(
        self,
        game: str,
        *,
        shredder: Optional[bool] = None,
        halfmove_clock: Optional[int] = None,
        move_number: Optional[int] = None,
    ) -> pl.Expr:
        """The FEN of ``game`` of each row, a FEEN position:
        ``sashite.arrow.to_fen``, with the same options.

        Args:
            game: ``"chess"``, ``"chess960"``, ``"shogi"``, ``"xiangqi"``
                or ``"makruk"``.
            shredder: Shredder-FEN castling (``HAha``); ``None`` (not
                given) writes X-FEN.
            halfmove_clock: the halfmove clock written; ``None`` writes
                ``0`` where the game's FEN has this field.
            move_number: the move number written; ``None`` writes ``1``.

        Returns:
            A ``String`` expression; null for a null row, one that is not
            FEEN, or a position the game's FEN cannot express.

        Raises:
            sashite.EncodeError: an option is refused (``unused_option``,
                ``negative_counter``, ``counter_too_large``,
                ``move_number_zero``).
            sashite.ParseError: ``game`` is none of the five
                (``unknown_game``).

        Example:

            >>> import polars as pl
            >>> pl.select(pl.lit("4k^3/8/8/8/8/8/8/4K^3 / C/c").sashite.to_fen("chess", move_number=40)).item()
            '4k3/8/8/8/8/8/8/4K3 w - - 0 40'
        """
        return self._map(
            lambda column: _native.to_fen(
                column, game, halfmove_clock=halfmove_clock, move_number=move_number, shredder=shredder
            )
        )

    def detect(self) -> pl.Expr:
        """The game whose FEN each row looks like: ``sashite.arrow.detect``.

        Returns:
            A ``String`` expression of game names; null for a null row or
            one that looks like no game's FEN.

        Example:

            >>> import polars as pl
            >>> pl.select(pl.lit("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").sashite.detect()).item()
            'chess'
        """
        return self._map(_native.detect)


__all__ = ["SashiteExpr"]
