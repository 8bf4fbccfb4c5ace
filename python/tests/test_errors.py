"""One exception family: sashite.ParseError (a ValueError) with the byte
offset, the rule's name and the Rust error's message; sashite.EncodeError
for edits FEEN cannot spell."""

from __future__ import annotations

import pickle

import pytest

import sashite
from sashite import Side, epin, feen, pin, pnn, sin, snn


@pytest.mark.parametrize(
    "module, text, offset, kind, message",
    [
        (pin, "++K", 1, "ExpectedLetter", "invalid PIN: expected an ASCII letter at byte 1, found '+'"),
        (pin, "", None, "Empty", "invalid PIN: empty input"),
        (pin, "K^^", 2, "ExpectedEnd", None),
        (epin, "K''", 2, "DoubledDerivationMarker", None),
        (epin, "+", 1, "ExpectedLetter", None),
        (sin, "CC", 1, "ExpectedEnd", None),
        (snn, "ChESS", 1, None, None),
        (pnn, "King", 1, None, None),
        (feen, "8 / C/C", 6, "StylesSameCase", None),
        (feen, "k$k / C/c", 1, "InvalidPieceToken", None),
        (feen, "8/8 PP/ W/w", 5, "HandNotAggregated", None),
        (feen, "8 / C", 5, "InvalidStyleTurnDelimiter", None),
    ],
)
def test_offsets_and_kinds(module, text, offset, kind, message) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(sashite.ParseError) as caught:
        module.parse(text)
    error = caught.value
    assert isinstance(error, ValueError) and isinstance(error, sashite.Error)
    assert error.offset == offset
    if kind is not None:
        assert error.kind == kind
    if message is not None:
        assert str(error) == message
    assert str(error).startswith("invalid ")
    assert text not in str(error) or len(text) < 3


def test_feen_errors_name_the_spec_rule() -> None:
    with pytest.raises(sashite.ParseError) as caught:
        feen.parse("8/8 PP/ W/w")
    assert caught.value.kind == "HandNotAggregated"
    assert caught.value.offset == 5


def test_parse_error_pickles() -> None:
    with pytest.raises(sashite.ParseError) as caught:
        pin.parse("++K")
    again = pickle.loads(pickle.dumps(caught.value))
    assert (again.offset, again.kind, str(again)) == (1, "ExpectedLetter", str(caught.value))


def test_edits_raise_encode_error() -> None:
    position = feen.parse("K^2 / C/c")
    cases = [
        (lambda: position.remove(1), "SquareEmpty"),
        (lambda: position.place(9, "Q"), "IndexOutOfRange"),
        (lambda: position.take_from_hand(Side.FIRST, "P"), "NotInHand"),
        (lambda: position.add_to_hand(Side.FIRST, "P", 0), "ZeroCount"),
        (lambda: position.add_to_hand(Side.FIRST, "P", 3), "TooManyPieces"),
        (lambda: position.with_styles("C", "S"), "StylesSameCase"),
        (lambda: feen.empty([1, 8]), "ShapeNotRepresentable"),
        (lambda: feen.parse("K^/2 / C/c").place((0, 0), "Q"), "IrregularBoard"),
        (lambda: feen.parse("99999999999999 / C/c").to_nested(), "TooManySquares"),
    ]
    for edit, kind in cases:
        with pytest.raises(sashite.EncodeError) as caught:
            edit()
        assert caught.value.kind == kind
        assert isinstance(caught.value, ValueError)
    with pytest.raises(IndexError):
        position.get(3)
    with pytest.raises(IndexError):
        feen.parse("3/3 / C/c").get((2, 0))
    with pytest.raises(sashite.ParseError):
        position.place(0, "Q?")


def test_wrong_types_are_type_errors() -> None:
    for module in (pin, epin, sin, snn, pnn, feen):
        with pytest.raises(TypeError):
            module.parse(42)  # type: ignore[arg-type]
        with pytest.raises(TypeError):
            module.is_valid(None)  # type: ignore[arg-type]
