"""Runs the typed example that mypy --strict checks against the stubs."""

from __future__ import annotations

import pytest

from sashite import Side, State, epin

from typed_example import tour


def test_typed_example_runs() -> None:
    result = tour()
    assert result["king"] == "+K^" and result["side"] is Side.FIRST and result["state"] is State.ENHANCED
    assert result["flipped"] == "q^"
    assert result["derived"] == "s'" and result["name"] == "CHESS960" and result["rook"] == "ROOK^"
    assert result["shape"] == (2, 2) and result["piece"] == epin.parse("K^")
    assert result["moved"] == "2/1K^ P/ C/c" and result["squares"] == 4
    assert result["nested"] == [[None, None], [None, epin.parse("K^")]]
    assert result["valid"] == [True, False] and result["canonical"] == ["8 2P/ C/c"]
    assert result["chess_fen"] == "8/8/8/8/8/8/8/4K2k w - - 0 3"
    assert result["game"] == "chess" and result["shogi_many"] == [None]
    assert result["repaired"] == "8 P/ C/c" and result["offset"] == 1 and result["kind"] == "square_empty"


def test_typed_data_example_runs() -> None:
    pytest.importorskip("pyarrow")
    pytest.importorskip("polars")
    from typed_data_example import tour as data_tour

    result = data_tour()
    assert result["feens"] == ["4k^3/8/8/8/8/8/8/4K^3 / C/c", None]
    assert result["valid"] == [True, None]
    assert result["fen"] == ["4k3/8/8/8/8/8/8/4K3 w - - 0 3", None]
    assert result["kinds"] == [None, None]
