"""The specifications' example tables, every row, through the wheel."""

from __future__ import annotations

from typing import Any, Dict

import pytest

import sashite
from sashite import Side, State, epin, feen, pin, pnn, sin, snn

from conftest import vectors


def ids(row: Dict[str, Any]) -> str:
    return str(row["id"])


def check_rejected(module: Any, row: Dict[str, Any]) -> None:
    assert module.is_valid(row["input"]) is False
    with pytest.raises(sashite.ParseError) as caught:
        module.parse(row["input"])
    error = caught.value
    assert isinstance(error, ValueError)
    assert error.kind
    assert error.offset is None or 0 <= error.offset <= len(row["input"].encode())


@pytest.mark.parametrize("row", vectors("pin"), ids=ids)
def test_pin(row: Dict[str, Any]) -> None:
    if not row["valid"]:
        return check_rejected(pin, row)
    token = pin.parse(row["input"])
    assert pin.is_valid(row["input"])
    assert str(token) == row["input"]
    assert token.letter == row["type"]
    assert token.side is Side(row["side"])
    assert token.state is State(row["state"])
    assert token.terminal is row["terminal"]


@pytest.mark.parametrize("row", vectors("epin"), ids=ids)
def test_epin(row: Dict[str, Any]) -> None:
    if not row["valid"]:
        return check_rejected(epin, row)
    token = epin.parse(row["input"])
    assert str(token) == row["input"]
    assert token.letter == row["type"]
    assert token.side is Side(row["side"])
    assert token.state is State(row["state"])
    assert token.terminal is row["terminal"]
    assert token.derived is row["derived"]


@pytest.mark.parametrize("row", vectors("sin"), ids=ids)
def test_sin(row: Dict[str, Any]) -> None:
    if not row["valid"]:
        return check_rejected(sin, row)
    token = sin.parse(row["input"])
    assert str(token) == row["input"]
    assert token.letter == row["family"]
    assert token.side is Side(row["side"])


@pytest.mark.parametrize("row", vectors("snn"), ids=ids)
def test_snn(row: Dict[str, Any]) -> None:
    if not row["valid"]:
        return check_rejected(snn, row)
    style = snn.parse(row["input"])
    assert style.name == row["name"]
    assert style.side is Side(row["side"])
    assert str(style) == row["to_s"]


@pytest.mark.parametrize("row", vectors("pnn"), ids=ids)
def test_pnn(row: Dict[str, Any]) -> None:
    if not row["valid"]:
        return check_rejected(pnn, row)
    name = pnn.parse(row["input"])
    assert str(name) == row["input"]
    assert name.base_name == row["base_name"]
    assert name.side is Side(row["side"])
    assert name.state is State(row["state"])
    assert name.terminal is row["terminal"]


@pytest.mark.parametrize("row", vectors("feen"), ids=ids)
def test_feen(row: Dict[str, Any]) -> None:
    if not row["valid"]:
        check_rejected(feen, row)
        assert feen.is_valid_many([row["input"]]) == [False]
        return
    position = feen.parse(row["input"])
    assert feen.is_valid(row["input"])
    assert str(position) == row["input"]
    assert position.square_count == row["squares"]
    assert position.board_piece_count == row["board_pieces"]
    assert position.hand_piece_count == row["hand_pieces"]
    assert position.active_side is Side(row["active"])
    expected_shape = None if row["dims"] is None else tuple(row["dims"])
    assert position.shape == expected_shape
    assert feen.normalize(row["input"]) == row["input"]
    assert feen.is_valid_many([row["input"]]) == [True]
