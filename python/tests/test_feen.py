"""FEEN positions from Python: the board as squares, shape, hands, styles,
turn, the edits, the batch edits and the nested board."""

from __future__ import annotations

import pytest

from sashite import Side, epin, feen, sin

CHESS = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c"
SHOGI = "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL 2P/p S/s"


def test_attributes() -> None:
    p = feen.parse(SHOGI)
    assert p.shape == (9, 9) and p.dimension_count == 2
    assert (p.square_count, p.board_piece_count, p.hand_piece_count, p.piece_count) == (81, 40, 3, 43)
    assert p.active_side is Side.FIRST and p.inactive_side is Side.SECOND
    assert (p.active_style, p.inactive_style) == (sin.parse("S"), sin.parse("s"))
    assert (p.first_style, p.second_style) == (sin.parse("S"), sin.parse("s"))
    assert p.first_hand == [(epin.parse("P"), 2)]
    assert p.second_hand == [(epin.parse("p"), 1)] == p.hand(Side.SECOND)
    assert p.hand_count(Side.FIRST, "P") == 2
    assert (p.placement.split("/")[0], p.hands, p.style_turn) == ("lnsgk^gsnl", "2P/p", "S/s")
    assert feen.dump(p) == p.dump() == str(p) == SHOGI
    assert feen.build(*SHOGI.split(" ")) == p


def test_squares_and_coordinates() -> None:
    p = feen.parse(CHESS)
    squares = list(p.squares())
    assert len(squares) == 64
    assert squares[0] == ((0, 0), epin.parse("-r"))
    assert squares[63] == ((7, 7), epin.parse("-R"))
    assert squares[20] == ((2, 4), None)
    assert p[(7, 4)] == p.get([7, 4]) == p[60] == epin.parse("K^")
    assert p.coordinates_of(60) == (7, 4) and p.index_of((7, 4)) == 60
    assert len(p.pieces()) == 32 and p.pieces()[0] == ((0, 0), epin.parse("-r"))
    irregular = feen.parse("K^1/3 / C/c")
    assert irregular.shape is None
    assert [at for at, _ in irregular.squares()] == [(0, 0), (0, 1), (1, 0), (1, 1), (1, 2)]


def test_edits() -> None:
    p = feen.parse(CHESS)
    after = p.remove((6, 4)).place((4, 4), "+P").toggle_turn()
    assert str(after) == "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/4+P3/8/+P+P+P+P1+P+P+P/-RNBQK^BN-R / c/C"
    same = p.board_diff({(6, 4): None, (4, 4): epin.parse("+P")}).toggle_turn()
    assert same == after
    assert str(p) == CHESS, "edits return new positions"
    hand = feen.parse("8 B/ C/c").add_to_hand(Side.FIRST, "P", 2).take_from_hand(Side.FIRST, "B")
    assert str(hand) == "8 2P/ C/c"
    assert feen.parse("8 B/ C/c").hand_diff(Side.FIRST, {"P": 2, "B": -1}) == hand
    assert str(feen.parse("8 / C/c").with_styles("m", sin.parse("W"))) == "8 / m/W"
    assert str(feen.empty([3, 2, 2])) == "2/2//2/2//2/2 / C/c"


def test_nested_board() -> None:
    nested = feen.parse(CHESS).to_nested()
    assert len(nested) == 8 and all(len(rank) == 8 for rank in nested)
    assert nested[7][4] == epin.parse("K^") and nested[3][3] is None
    assert feen.parse("K^1/2//2/1k^ / C/c").to_nested() == [
        [[epin.parse("K^"), None], [None, None]],
        [[None, None], [None, epin.parse("k^")]],
    ]


def test_lenient_reader() -> None:
    assert feen.normalize("8 1PP/ C/c") == "8 2P/ C/c"
    repaired = feen.repair("8 1PP/ C/c")
    assert repaired.canonical == "8 2P/ C/c" and not repaired.was_canonical
    assert repaired.repairs == [("explicit_one", 2, None), ("repeated_item", 4, 2)]
    assert repr(repaired) == "Repaired(canonical='8 2P/ C/c', repairs=[('explicit_one', 2, None), ('repeated_item', 4, 2)])"
    assert feen.repair(CHESS).was_canonical


def test_irregular_boards_have_coordinates_in_their_hierarchy() -> None:
    for text in ["K^1/3//2/1k^ / C/c", "1K^/2k^1//9/8P / C/c", "3/K^//1/2k^/1 / C/c"]:
        p = feen.parse(text)
        assert p.shape is None
        squares = list(p.squares())
        assert len(squares) == p.square_count
        occupied = [(at, piece) for at, piece in squares if piece is not None]
        assert p.pieces() == occupied
        assert len(occupied) == p.board_piece_count
    assert [at for at, _ in feen.parse("K^1/3//2/1k^ / C/c").squares()] == [
        (0, 0, 0), (0, 0, 1), (0, 1, 0), (0, 1, 1), (0, 1, 2), (1, 0, 0), (1, 0, 1), (1, 1, 0), (1, 1, 1),
    ]


def test_squares_given_as_negative_or_huge_ints_are_off_the_board() -> None:
    import types

    import pytest

    p = feen.parse("K^2 / C/c")
    for at in (-1, 3, 1 << 200):
        with pytest.raises(IndexError):
            p.get(at)
    with pytest.raises(IndexError):
        p.place(-1, "Q")
    with pytest.raises(TypeError):
        p.get("0")  # type: ignore[arg-type]
    # Any mapping: a dict, or a read-only view of one.
    view = types.MappingProxyType({0: None, 2: "K^"})
    assert str(p.board_diff(view)) == "2K^ / C/c"
    with pytest.raises(TypeError):
        p.board_diff([(0, None)])  # type: ignore[arg-type]


def test_the_wrong_number_of_coordinates_is_named() -> None:
    p = feen.parse("8/8 / C/c")
    with pytest.raises(IndexError, match="expected 2 coordinates for a board of 2 dimensions, found 1"):
        p[(0,)]
    with pytest.raises(IndexError, match="off the board"):
        p[(2, 0)]
