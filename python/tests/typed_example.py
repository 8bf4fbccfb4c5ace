"""A typed program using the package: `mypy --strict` checks it against the
stubs (python/ci.sh), and test_typed_example.py runs it, so the stubs stay
true to the module."""

from __future__ import annotations

from typing import Dict, List, Optional, Tuple

import sashite
from sashite import Side, State, epin, feen, fen, pin, pnn, sin, snn


def tour() -> Dict[str, object]:
    king: pin.Identifier = pin.parse("+K^")
    side: Side = king.side
    state: State = king.state
    flipped: pin.Identifier = king.flip().with_state(State.NORMAL).with_letter("q")
    derived: epin.Identifier = epin.identifier("S", Side.SECOND, derived=True)
    style: sin.Identifier = sin.parse("c")
    name: snn.Style = snn.style("Chess960", Side.FIRST)
    rook: pnn.Name = pnn.parse("+ROOK^").normalize()

    position: feen.Position = feen.parse("K^1/2 2P/ C/c")
    shape: Optional[Tuple[int, ...]] = position.shape
    hand: List[Tuple[epin.Identifier, int]] = position.first_hand
    piece: Optional[epin.Identifier] = position[(0, 0)]
    moved: feen.Position = position.board_diff({0: None, (1, 1): "K^"}).hand_diff(Side.FIRST, {"P": -1})
    squares: List[Tuple[Tuple[int, ...], Optional[epin.Identifier]]] = list(moved.squares())
    nested: List[object] = moved.to_nested()

    chess_start: feen.Position = fen.chess.from_fen("8/8/8/8/8/8/8/4K2k w - - 0 1")
    chess_fen: str = fen.chess.to_fen(chess_start, move_number=3)
    game: Optional[str] = fen.detect(chess_fen)
    shogi_many: List[Optional[feen.Position]] = fen.from_fen_many(["x"], "shogi")

    errors: List[Tuple[int, sashite.ParseError]] = []
    valid: List[bool] = feen.is_valid_many(["8 / C/c", "x"], errors=errors)
    canonical: List[Optional[str]] = feen.normalize_many([b"8 PP/ C/c"])
    repaired: feen.Repaired = feen.repair("8 1P/ C/c")
    offset: Optional[int] = errors[0][1].offset
    kind: str = errors[0][1].kind
    try:
        position.remove(1)
    except sashite.EncodeError as error:
        kind = error.kind
    return {
        "king": str(king),
        "side": side,
        "state": state,
        "flipped": str(flipped),
        "derived": str(derived),
        "style": style.letter,
        "name": str(name),
        "rook": str(rook),
        "shape": shape,
        "hand": hand,
        "piece": piece,
        "moved": str(moved),
        "squares": len(squares),
        "nested": nested,
        "valid": valid,
        "canonical": canonical,
        "repaired": repaired.canonical,
        "offset": offset,
        "kind": kind,
        "chess_fen": chess_fen,
        "game": game,
        "shogi_many": shogi_many,
    }


if __name__ == "__main__":
    print(tour())
