"""sashite.fen: the FEN family read as FEEN positions and written back."""

from __future__ import annotations

from typing import Any, List, Tuple

import pytest

import sashite
from sashite import epin, feen, fen

CHESS = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
SHOGI = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
XIANGQI = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
MAKRUK = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1"


@pytest.mark.parametrize(
    "module, text",
    [(fen.chess, CHESS), (fen.shogi, SHOGI), (fen.xiangqi, XIANGQI), (fen.makruk, MAKRUK)],
    ids=["chess", "shogi", "xiangqi", "makruk"],
)
def test_start_positions_round_trip(module: Any, text: str) -> None:
    position = module.from_fen(text)
    assert isinstance(position, feen.Position)
    assert module.to_fen(position) == text
    assert fen.from_fen(text, module.__name__.rsplit(".", 1)[1]) == position
    assert module.from_fen(text.encode()) == position


def test_chess_start_is_the_rule_systems_feen() -> None:
    position = fen.chess.from_fen(CHESS)
    assert str(position) == "+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c"
    assert position[(7, 4)] == epin.parse("+K^")
    assert fen.chess.to_fen(position, halfmove_clock=3, move_number=20) == CHESS.replace("0 1", "3 20")
    assert fen.chess.to_fen(position, shredder=True) == CHESS.replace("KQkq", "HAha")
    castled = fen.chess.from_fen("r3k2r/8/8/8/8/8/8/R3K2R w Qk - 12 40")
    assert str(castled) == "r3+k^2+r/8/8/8/8/8/8/+R3+K^2R / C/c"


def test_games_and_detect() -> None:
    assert fen.GAMES == ("chess", "chess960", "shogi", "xiangqi", "makruk")
    assert fen.detect(SHOGI) == "shogi" and fen.detect(CHESS) == "chess"
    assert fen.detect("nonsense") is None
    with pytest.raises(ValueError):
        fen.from_fen(CHESS, "checkers")


def test_reading_errors_are_parse_errors_with_offsets() -> None:
    with pytest.raises(sashite.ParseError) as caught:
        fen.chess.from_fen(CHESS.replace(" w ", " x "))
    assert (caught.value.offset, caught.value.kind) == (44, "side")
    assert str(caught.value) == "invalid chess FEN: expected 'w' or 'b' for the side to move at byte 44, found 'x'"
    with pytest.raises(sashite.ParseError) as caught:
        fen.shogi.from_fen("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b 1P 1")
    assert caught.value.offset == 60
    for hostile in ["", "\x00", "\ud800", b"\xff", CHESS + "\ud800", CHESS.encode()[:10] + b"\xff", "9" * (1 << 20)]:
        for game in fen.GAMES:
            try:
                fen.from_fen(hostile, game)
            except sashite.ParseError as error:
                assert error.offset is None or error.offset >= 0
    with pytest.raises(sashite.ParseError) as caught:
        fen.chess.from_fen(CHESS.encode()[:10] + b"\xff")
    assert caught.value.offset is not None and caught.value.offset <= 10


def test_writing_what_the_dialect_cannot_say_is_an_encode_error() -> None:
    shogi = fen.shogi.from_fen(SHOGI)
    with pytest.raises(sashite.EncodeError) as caught:
        fen.chess.to_fen(shogi)
    assert caught.value.kind == "style" and caught.value.offset is not None
    assert str(caught.value).startswith("chess FEN cannot express the style 'S'")


def test_from_fen_many() -> None:
    errors: List[Tuple[int, sashite.ParseError]] = []
    result = fen.chess.from_fen_many([CHESS, "x", None, CHESS.encode()], errors=errors)
    assert result[0] == result[3] == fen.chess.from_fen(CHESS)
    assert result[1] is None and result[2] is None
    assert [i for i, _ in errors] == [1, 2]
    assert errors[1][1].kind == "not_text"


def test_options_a_game_does_not_use_are_refused_whatever_their_value() -> None:
    shogi = fen.shogi.from_fen(SHOGI)
    for options in ({"halfmove_clock": 0}, {"halfmove_clock": 3}, {"shredder": False}, {"shredder": True}):
        with pytest.raises(sashite.EncodeError) as caught:
            fen.shogi.to_fen(shogi, **options)  # type: ignore[arg-type]
        assert caught.value.kind == "unused_option", options
    assert fen.shogi.to_fen(shogi, move_number=7).endswith(" 7")


@pytest.mark.parametrize(
    "options, kind",
    [
        ({"halfmove_clock": -1}, "negative_counter"),
        ({"move_number": -(10**40)}, "negative_counter"),
        ({"move_number": 0}, "move_number_zero"),
        ({"halfmove_clock": 2**64}, "counter_too_large"),
        ({"move_number": 10**40}, "counter_too_large"),
    ],
)
def test_counters_out_of_range_have_their_kind(options: dict, kind: str) -> None:
    start = fen.chess.from_fen(CHESS)
    with pytest.raises(sashite.EncodeError) as caught:
        fen.chess.to_fen(start, **options)
    assert caught.value.kind == kind


def test_a_counter_that_is_not_an_int_is_a_type_error() -> None:
    with pytest.raises(TypeError):
        fen.chess.to_fen(fen.chess.from_fen(CHESS), halfmove_clock="3")  # type: ignore[arg-type]


def test_detect_takes_str_and_bytes_and_never_guesses() -> None:
    assert fen.detect(CHESS.encode()) == "chess"
    assert fen.detect("\ud800") is None
    assert fen.detect("8/8/8/8/8/8/8/8 / C/c") is None
    assert fen.detect("") is None


def test_one_string_is_not_a_list_of_fens() -> None:
    with pytest.raises(TypeError, match="put it in a list"):
        fen.chess.from_fen_many(CHESS)
