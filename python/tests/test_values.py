"""Value types behave as Python values: immutable, hashable, ordered where
the Rust type is, picklable, printed as their canonical string."""

from __future__ import annotations

import copy
import pickle
from typing import Any, Callable, List

import pytest

import sashite
from sashite import Side, State, epin, feen, pin, pnn, sin, snn

SAMPLES: List[Any] = [
    pin.parse("+K^"),
    epin.parse("-p'"),
    sin.parse("c"),
    snn.parse("CHESS960"),
    pnn.parse("+ROOK^"),
    feen.parse("K^2/1p1 2P/ C/c"),
]


@pytest.mark.parametrize("value", SAMPLES, ids=lambda v: type(v).__module__)
def test_str_repr_eq_hash_pickle_copy(value: Any) -> None:
    cls = type(value)
    text = str(value)
    assert repr(value) == f"{cls.__name__}('{text}')"
    assert cls(text) == value
    assert cls(text.encode()) == value
    assert hash(cls(text)) == hash(value)
    assert {value, cls(text)} == {value}
    for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
        assert pickle.loads(pickle.dumps(value, protocol)) == value
    assert copy.copy(value) is value
    assert copy.deepcopy(value) is value
    assert value != text
    with pytest.raises(AttributeError):
        value.anything = 1


def test_modules_and_names_for_pickle() -> None:
    assert pin.Identifier.__module__ == "sashite.pin"
    assert feen.Position.__module__ == "sashite.feen"
    assert snn.Style.__module__ == "sashite.snn"
    assert pnn.Name.__module__ == "sashite.pnn"


def test_order_is_the_rust_order() -> None:
    tokens = [pin.parse(t) for t in ["k", "+K", "-K", "K", "A"]]
    assert [str(t) for t in sorted(tokens)] == ["A", "-K", "K", "+K", "k"]
    assert pin.parse("K") < pin.parse("k")
    assert sorted([snn.parse("shogi"), snn.parse("CHESS"), snn.parse("chess")])[0] == snn.parse("CHESS")
    with pytest.raises(TypeError):
        _ = feen.parse("8 / C/c") < feen.parse("8 / c/C")  # type: ignore[operator]
    with pytest.raises(TypeError):
        _ = pin.parse("K") < epin.parse("K")  # type: ignore[operator]


def test_enums_are_enum_members() -> None:
    import enum

    assert isinstance(Side.FIRST, enum.Enum)
    assert isinstance(State.ENHANCED, enum.Enum)
    assert Side.FIRST.flip() is Side.SECOND
    assert [s.value for s in State] == ["diminished", "normal", "enhanced"]
    assert pin.parse("k").side is Side.SECOND
    assert pin.parse("K").with_side("second") == pin.parse("k")
    with pytest.raises(ValueError):
        pin.parse("K").with_side("third")
    with pytest.raises(TypeError):
        pin.parse("K").with_side(1)  # type: ignore[arg-type]


def test_pin_operations() -> None:
    k = pin.parse("K")
    assert k.enhance() == pin.parse("+K")
    assert pin.parse("+K").unenhance() == k
    assert k.diminish() == pin.parse("-K")
    assert pin.parse("-K").undiminish() == k
    assert pin.parse("+K^").normalize() == pin.parse("K^")
    assert k.flip() == pin.parse("k")
    assert k.mark_terminal() == pin.parse("K^")
    assert pin.parse("K^").unmark_terminal() == k
    assert k.with_letter("q") == pin.parse("Q")
    assert pin.parse("k").with_letter("Q") == pin.parse("q")
    assert k.with_state(State.ENHANCED) == pin.parse("+K")
    assert k.with_terminal(True) == pin.parse("K^")
    assert k.same_letter(pin.parse("-k^"))
    assert k.same_side(pin.parse("Q"))
    assert k.same_state(pin.parse("q"))
    assert k.same_terminal(pin.parse("q"))
    assert (k.prefix, pin.parse("+K^").prefix, pin.parse("K^").suffix) == ("", "+", "^")
    assert (k.char, pin.parse("k").char, pin.parse("k").letter) == ("K", "k", "K")
    assert k.is_normal and k.is_first_player and not k.is_second_player
    assert pin.parse("+K").is_enhanced and pin.parse("-K").is_diminished
    assert pin.identifier("r", Side.SECOND, State.ENHANCED, True) == pin.parse("+r^")
    assert pin.identifier("R", Side.FIRST) == pin.parse("R")
    assert pin.PATTERN == r"^[+-]?[A-Za-z]\^?$"
    with pytest.raises(sashite.ParseError) as caught:
        k.with_letter("1")
    assert caught.value.kind == "bad_argument"


def test_epin_operations() -> None:
    k = epin.parse("K^")
    assert k.derive() == epin.parse("K^'")
    assert epin.parse("K'").underive() == epin.parse("K")
    assert k.with_derived(True).derived
    assert epin.parse("K'").is_foreign and k.is_native
    assert k.pin == pin.parse("K^")
    assert k.with_pin(pin.parse("+q")) == epin.parse("+q")
    assert epin.parse("K'").same_style(epin.parse("q'"))
    assert not k.same_style(epin.parse("K'"))
    assert k.flip().enhance() == epin.parse("+k^")
    assert epin.identifier("S", Side.FIRST, derived=True) == epin.parse("S'")


def test_sin_snn_pnn_operations() -> None:
    c = sin.parse("C")
    assert c.flip() == sin.parse("c")
    assert c.with_letter("s") == sin.parse("S")
    assert c.with_side(Side.SECOND) == sin.parse("c")
    assert c.same_letter(sin.parse("c")) and not c.same_side(sin.parse("c"))
    assert sin.identifier("x", Side.FIRST) == sin.parse("X")

    chess = snn.parse("CHESS960")
    assert (chess.name, str(chess.flip())) == ("Chess960", "chess960")
    assert chess.with_name("Shogi") == snn.parse("SHOGI")
    assert snn.style("Xiangqi", Side.SECOND) == snn.parse("xiangqi")
    assert snn.style("xIaNgQi", Side.FIRST, normalize=True) == snn.parse("XIANGQI")
    assert chess.same_side(snn.parse("SHOGI")) and chess.same_name(snn.parse("chess960"))
    with pytest.raises(sashite.ParseError):
        chess.with_name("Ch-ess")
    with pytest.raises(sashite.ParseError):
        snn.style("chess", Side.FIRST)

    rook = pnn.parse("+ROOK^")
    assert (rook.value, rook.base_name, rook.prefix, rook.suffix) == ("+ROOK^", "ROOK", "+", "^")
    assert rook.normalize() == pnn.parse("ROOK^")
    assert rook.flip() == pnn.parse("+rook^")
    assert rook.unmark_terminal().diminish() == pnn.parse("-ROOK")
    assert rook.with_state(State.NORMAL).with_terminal(False) == pnn.parse("ROOK")
    assert rook.same_base_name(pnn.parse("rook"))
    assert rook.with_side(Side.SECOND).is_second_player


def test_values_cross_notations() -> None:
    position = feen.parse("K^1/2 P/p S/s")
    assert position.get(0) == epin.parse("K^")
    assert position.active_style == sin.parse("S")
    assert position.active_side is pin.parse("K").side
