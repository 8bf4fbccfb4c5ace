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
        (pin, "++K", 1, "expected_letter", "invalid PIN: expected an ASCII letter at byte 1, found '+'"),
        (pin, "", None, "empty", "invalid PIN: empty input"),
        (pin, "K^^", 2, "expected_end", None),
        (epin, "K''", 2, "doubled_derivation_marker", None),
        (epin, "+", 1, "expected_letter", None),
        (sin, "CC", 1, "expected_end", None),
        (snn, "ChESS", 1, None, None),
        (pnn, "King", 1, None, None),
        (feen, "8 / C/C", 6, "styles_same_case", None),
        (feen, "k$k / C/c", 1, "invalid_piece_token", None),
        (feen, "8/8 PP/ W/w", 5, "hand_not_aggregated", None),
        (feen, "8 / C", 5, "invalid_style_turn_delimiter", None),
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
    assert caught.value.kind == "hand_not_aggregated"
    assert caught.value.offset == 5


def test_parse_error_pickles() -> None:
    with pytest.raises(sashite.ParseError) as caught:
        pin.parse("++K")
    again = pickle.loads(pickle.dumps(caught.value))
    assert (again.offset, again.kind, str(again)) == (1, "expected_letter", str(caught.value))


def test_edits_raise_encode_error() -> None:
    position = feen.parse("K^2 / C/c")
    cases = [
        (lambda: position.remove(1), "square_empty"),
        (lambda: position.place(9, "Q"), "index_out_of_range"),
        (lambda: position.take_from_hand(Side.FIRST, "P"), "not_in_hand"),
        (lambda: position.add_to_hand(Side.FIRST, "P", 0), "zero_count"),
        (lambda: position.add_to_hand(Side.FIRST, "P", 3), "too_many_pieces"),
        (lambda: position.with_styles("C", "S"), "styles_same_case"),
        (lambda: feen.empty([1, 8]), "shape_not_representable"),
        (lambda: feen.parse("K^/2 / C/c").place((0, 0), "Q"), "irregular_board"),
        (lambda: feen.parse("99999999999999 / C/c").to_nested(), "too_many_squares"),
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


def test_wrong_types_and_squares_carry_a_kind_too() -> None:
    with pytest.raises(sashite.ArgumentError) as caught:
        sashite.pin.parse(5)  # type: ignore[arg-type]
    assert (caught.value.kind, caught.value.offset) == ("bad_argument", None)
    assert isinstance(caught.value, TypeError) and isinstance(caught.value, ValueError)
    position = sashite.feen.parse("3/3 / C/c")
    for at, kind in [((0, 9), "bad_coordinates"), ((0,), "coordinate_count"), (9, "index_out_of_range"), (-1, "index_out_of_range")]:
        with pytest.raises(sashite.SquareError) as square:
            position.get(at)
        assert square.value.kind == kind, at
        assert isinstance(square.value, IndexError) and isinstance(square.value, sashite.EncodeError)
    with pytest.raises(sashite.ArgumentError) as side:
        position.add_to_hand("third", "P")  # type: ignore[arg-type]
    assert side.value.kind == "bad_argument"
