"""Hostile input: no crash, no foreign exception. Every call gives a value
or raises sashite.ParseError."""

from __future__ import annotations

from typing import Any, Callable, List

import pytest

import sashite
from sashite import epin, feen, pin, pnn, sin, snn

MODULES = [pin, epin, sin, snn, pnn, feen]
MIB = 1 << 20


def hostile_inputs() -> List[Any]:
    chess = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c"
    return [
        "",
        "\x00",
        "K\x00",
        chess + "\x00",
        "\ud800",  # a lone surrogate: no UTF-8 form
        "K\udfff",
        "8 / C/\ud83d",
        "é",
        "8 / C/ç",
        b"\xff",
        b"K\xc3",
        b"8 / C/\x80",
        bytearray(b"K"),
        "K" * MIB,
        "8" * MIB + " / C/c",
        "9" * 200 + " / C/c",
        "1/" * (MIB // 2) + "1 / C/c",
        "/" * MIB,
        "P" * MIB,
        "8 " + "P" * MIB + "/ C/c",
        "8 " + "9" * 60 + "P/ C/c",
        "\n".join([chess] * 1000),
    ]


def call(function: Callable[[Any], Any], text: Any) -> None:
    try:
        function(text)
    except sashite.ParseError as error:
        assert error.kind
        assert error.offset is None or error.offset >= 0
        assert len(str(error)) < 300, "messages never echo the whole input"


@pytest.mark.parametrize("module", MODULES, ids=lambda m: m.__name__)
def test_hostile_strings_parse_or_raise_parse_error(module: Any) -> None:
    for text in hostile_inputs():
        call(module.parse, text)
        assert module.is_valid(text) in (True, False)
        assert len(module.parse_many([text])) == 1
        errors: List[Any] = []
        assert module.is_valid_many([text], errors=errors) in ([True], [False])


def test_hostile_feen_lenient_reader() -> None:
    for text in hostile_inputs():
        call(feen.normalize, text)
        call(feen.repair, text)
    assert feen.normalize_many(hostile_inputs()).count(None) >= 1


@pytest.mark.parametrize("module", MODULES, ids=lambda m: m.__name__)
def test_every_byte_value(module: Any) -> None:
    for byte in range(256):
        for text in (bytes([byte]), b"K" + bytes([byte]), b"8 / C/" + bytes([byte])):
            call(module.parse, text)
            if byte < 128:
                assert module.is_valid(text) == module.is_valid(text.decode("ascii"))
            else:
                assert module.is_valid(text) is False


def test_offsets_of_non_ascii_count_bytes_and_characters_alike() -> None:
    for text in ("K\ud800", "Ké", b"K\xff"):
        with pytest.raises(sashite.ParseError) as caught:
            pin.parse(text)
        assert caught.value.offset == 1
    with pytest.raises(sashite.ParseError) as caught:
        feen.normalize(b"8 / C/\xff")
    assert (caught.value.offset, caught.value.kind) == (6, "non_ascii")
    with pytest.raises(sashite.ParseError) as caught:
        feen.normalize(b"8 / C\xff")
    assert caught.value.offset is not None and caught.value.offset <= 5


def test_huge_boards_stay_small() -> None:
    position = feen.parse("9" * 30 + " / C/c")
    assert position.square_count == int("9" * 30)
    first = next(iter(position.squares()))
    assert first == ((0,), None)
    assert position.pieces() == []
    big = position.place(int("9" * 30) - 1, "K^")
    assert str(big) == "9" * 29 + "8K^ / C/c"
