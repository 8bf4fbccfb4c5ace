"""Hypothesis round trips: parse(str(x)) == x, and str(parse(s)) == s for
canonical s, for every notation."""

from __future__ import annotations

import re
from typing import Any, List

from hypothesis import given, settings
from hypothesis import strategies as st

from sashite import epin, feen, pin, pnn, sin, snn


def tokens(pattern: str) -> st.SearchStrategy[str]:
    # The crates' patterns anchor with ^…$ (Rust regex: no trailing newline).
    return st.from_regex(re.compile(pattern.strip("^$")), fullmatch=True)


@given(tokens(pin.PATTERN))
def test_pin_round_trip(text: str) -> None:
    token = pin.parse(text)
    assert str(token) == text and pin.parse(str(token)) == token


@given(tokens(epin.PATTERN))
def test_epin_round_trip(text: str) -> None:
    assert str(epin.parse(text)) == text


@given(tokens(sin.PATTERN))
def test_sin_round_trip(text: str) -> None:
    assert str(sin.parse(text)) == text


@given(tokens(snn.PATTERN))
def test_snn_round_trip(text: str) -> None:
    assert str(snn.parse(text)) == text


@given(tokens(pnn.PATTERN))
def test_pnn_round_trip(text: str) -> None:
    assert str(pnn.parse(text)) == text


@given(st.text())
def test_is_valid_agrees_with_parse(text: str) -> None:
    for module in (pin, epin, sin, snn, pnn, feen):
        try:
            module.parse(text)
        except ValueError:
            assert not module.is_valid(text)
        else:
            assert module.is_valid(text)


@st.composite
def positions(draw: Any) -> Any:
    ranks = draw(st.integers(2, 9))
    files = draw(st.integers(1, 9))
    position = feen.empty([ranks, files])
    squares = ranks * files
    pieces: List[str] = draw(st.lists(tokens(epin.PATTERN), max_size=squares // 2))
    for index, piece in zip(draw(st.permutations(range(squares))), pieces):
        position = position.place(index, piece)
    if draw(st.booleans()):
        position = position.toggle_turn()
    return position


@settings(max_examples=200)
@given(positions())
def test_feen_round_trip(position: Any) -> None:
    text = str(position)
    assert feen.parse(text) == position
    assert str(feen.parse(text)) == text
    assert feen.normalize(text) == text
    assert feen.is_valid_many([text]) == [True]
