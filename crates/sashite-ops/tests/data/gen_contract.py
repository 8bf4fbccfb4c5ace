#!/usr/bin/env python3
"""Writes contract.jsonl, the conformance corpus (see README.md beside this
file): `python3 gen_contract.py > contract.jsonl`. The lines are written
here by hand, grouped by operation; the script only numbers them, adds the
skips every line of an operation shares, and checks the shape."""

from __future__ import annotations

import json
import sys
from typing import Any, Dict, List

LINES: List[Dict[str, Any]] = []

SURFACES = ("rust", "cli", "python", "javascript")

# What a surface cannot express, by operation (added to each line's `skip`).
OP_SKIPS: Dict[str, Dict[str, str]] = {
    "detect": {
        "cli": "the command has no notation detector",
        "python": "the package has no notation detector",
    },
    "closest": {
        "cli": "the command has no notation detector",
        "python": "the package has no notation detector",
    },
    "detect_fen": {"cli": "the command has no FEN detector"},
    "piece_at": {"cli": "the command has no edit actions"},
    "place": {"cli": "the command has no edit actions"},
    "remove": {"cli": "the command has no edit actions"},
    "move": {
        "cli": "the command has no edit actions",
        "python": "Position has no move: remove then place",
    },
    "drop": {
        "cli": "the command has no edit actions",
        "python": "Position has no drop: take_from_hand then place",
    },
    "add_to_hand": {"cli": "the command has no edit actions"},
    "take_from_hand": {"cli": "the command has no edit actions"},
    "toggle_turn": {"cli": "the command has no edit actions"},
    "piece_token": {"cli": "the command builds no tokens"},
    "render_svg": {"python": "the package draws no pictures"},
    "index_of": {
        "cli": "the command has no squares",
        "javascript": "squares are addresses (\"r,c\") in the package: see the edits",
    },
    "empty": {
        "cli": "the command builds no positions",
        "javascript": "the package builds no empty boards",
    },
    "with_name": {
        "cli": "the command renames no styles",
        "javascript": "the package renames no styles",
    },
    "snn_style": {
        "cli": "the command builds no styles",
        "javascript": "the package builds no styles",
    },
    "fen_of": {
        "cli": "the command has no first-dialect search",
        "python": "the package has no first-dialect search",
    },
    "fen_dialect": {
        "cli": "the command names no dialects",
        "python": "the package names no dialects",
    },
    "piece_words": {
        "cli": "the command says no words for pieces",
        "python": "the package says no words for pieces",
    },
    "many": {
        "rust": "typed: one input at a time",
        "cli": "every line of stdin is one input already",
        "javascript": "the package has no bulk functions",
    },
    "parse_many": {
        "rust": "typed: every item is bytes",
        "cli": "every input is text",
        "javascript": "the package has no bulk parsing",
    },
}

# Expectations shared by families of lines.
TYPED = "typed: an argument of another type does not compile"
NOT_UTF8_JS = "a JavaScript string cannot hold bytes that are not UTF-8"


def err(kind: str, offset: Any = None) -> Dict[str, Any]:
    return {"kind": kind, "offset": offset}


def ok(value: Any) -> Dict[str, Any]:
    return {"ok": value}


def line(id_: str, op: str, expect: Dict[str, Any], **fields: Any) -> None:
    entry: Dict[str, Any] = {"id": id_, "op": op}
    entry.update(fields)
    entry["expect"] = expect
    LINES.append(entry)


def wrong_type(id_: str, op: str, **fields: Any) -> None:
    """A line whose argument has the wrong type: Python/JS only."""
    line(
        id_,
        op,
        err("bad_argument"),
        skip={"rust": TYPED, "cli": "every argument is text"},
        **fields,
    )


# --- The six notations: validate and inspect ------------------------------

VALIDATE = [
    ("pin", "", err("empty")),
    ("pin", "1", err("expected_modifier_or_letter", 0)),
    ("pin", "+", err("expected_letter", 1)),
    ("pin", "K#", err("expected_terminal_or_end", 1)),
    ("pin", "K^^", err("expected_end", 2)),
    ("pin", "+K^", ok(True)),
    ("pin", "-k", ok(True)),
    ("pin", "K\u0000", err("expected_terminal_or_end", 1)),
    ("epin", "K'^", err("misplaced_derivation_marker", 1)),
    ("epin", "K''", err("doubled_derivation_marker", 2)),
    ("epin", "K^'", ok(True)),
    ("epin", "", err("empty")),
    ("sin", "CC", err("expected_end", 1)),
    ("sin", "1", err("expected_letter", 0)),
    ("sin", "c", ok(True)),
    ("sin", "", err("empty")),
    ("snn", "1CHESS", err("leading_digit", 0)),
    ("snn", "Chess", err("mixed_case", 1)),
    ("snn", "CH ESS", err("whitespace_or_control", 2)),
    ("snn", "CH\u0000ESS", err("whitespace_or_control", 2)),
    ("snn", "CH\u00c9SS", err("non_ascii", 2)),
    ("snn", "CH-ESS", err("unexpected_symbol", 2)),
    ("snn", "CHESS960", ok(True)),
    ("snn", "", err("empty")),
    ("pnn", "KING2", err("digit", 4)),
    ("pnn", "K+ING", err("misplaced_modifier", 1)),
    ("pnn", "KI^NG", err("misplaced_terminal", 2)),
    ("pnn", "King", err("mixed_case", 1)),
    ("pnn", "+KING^", ok(True)),
    ("pnn", "", err("empty")),
    ("feen", "8", err("field_count", 1)),
    ("feen", "", err("empty")),
    ("feen", " / C/c", err("placement_empty", 0)),
    ("feen", "/8 / C/c", err("placement_starts_with_separator", 0)),
    ("feen", "8/ / C/c", err("placement_ends_with_separator", 1)),
    ("feen", "8 P C/c", err("invalid_hands_delimiter", 3)),
    ("feen", "8 / Cc", err("invalid_style_turn_delimiter", 6)),
    ("feen", "#7 / C/c", err("invalid_piece_token", 0)),
    ("feen", "8 / 1/c", err("invalid_style_token", 4)),
    ("feen", "8 / C/C", err("styles_same_case", 6)),
    ("feen", "08 / C/c", err("invalid_empty_count", 0)),
    ("feen", "8 1P/ C/c", err("invalid_hand_count", 2)),
    ("feen", "9" * 42 + " / C/c", err("count_too_large", 0)),
    ("feen", "8//8/8 / C/c", err("dimensional_coherence", 1)),
    ("feen", "8 PP/ C/c", err("hand_not_aggregated", 3)),
    ("feen", "8 QP/ C/c", err("hand_not_canonical", 3)),
    ("feen", "1 2P/ C/c", err("too_many_pieces", 2)),
    ("feen", "8 / C/c ", err("field_count", 7)),
    ("feen", "8 / C/c\u0000", err("invalid_style_token", 7)),
    ("feen", "k^1/2 P/ C/c", ok(True)),
    ("feen", "99999999999999999 / C/c", ok(True)),
]
for n, (notation, text, expect) in enumerate(VALIDATE):
    line(f"{notation}-validate-{n}", "validate", expect, notation=notation, input=text)

INSPECT = [
    ("pin", "+K^", {"canonical": "+K^", "letter": "K", "side": "first", "state": "enhanced", "terminal": True}),
    ("epin", "K^'", {"canonical": "K^'", "letter": "K", "side": "first", "state": "normal", "terminal": True, "derived": True}),
    ("sin", "c", {"canonical": "c", "letter": "C", "side": "second"}),
    ("snn", "CHESS", {"canonical": "CHESS", "name": "Chess", "side": "first"}),
    ("pnn", "+KING^", {"canonical": "+KING^", "base_name": "KING", "side": "first", "state": "enhanced", "terminal": True}),
    ("feen", "k^1/2 P/ C/c", {
        "canonical": "k^1/2 P/ C/c", "squares": 4, "board_pieces": 1, "hand_pieces": 1,
        "dimensions": [2, 2], "active_side": "first", "active_style": "C", "inactive_style": "c",
        "pieces": [[[0, 0], "k^"]], "hands": {"first": [[1, "P"]], "second": []},
    }),
]
for notation, text, record in INSPECT:
    line(f"{notation}-inspect-valid", "inspect", ok(record), notation=notation, input=text)
for notation, text, expect in [
    ("pin", "K^^", err("expected_end", 2)),
    ("feen", "8 / C/C", err("styles_same_case", 6)),
    ("snn", "", err("empty")),
]:
    line(f"{notation}-inspect-invalid", "inspect", expect, notation=notation, input=text)

line(
    "validate-unknown-notation", "validate", err("unknown_notation"), notation="fen", input="K",
    skip={"cli": "a notation is a subcommand: clap refuses an unknown one before the command runs",
          "python": "the package's notations are modules (sashite.pin …), not names"},
)

# Hostile input to the notations.
line("pin-validate-1mb", "validate", err("expected_terminal_or_end", 1), notation="pin", input="K", input_repeat=1 << 20)
line("snn-validate-1mb", "validate", ok(True), notation="snn", input="CHESS", input_repeat=1 << 18)
line("feen-validate-1mb", "validate", err("field_count", 1 << 20), notation="feen", input="9", input_repeat=1 << 20)
line(
    "feen-validate-input-too-long", "validate", err("input_too_long", 16 * 1024 * 1024),
    notation="feen", input="1", input_repeat=16 * 1024 * 1024 + 1,
)
line(
    "feen-validate-many-dimensions", "validate", err("dimensional_coherence", 1),
    notation="feen", input="1" + "/" * 300 + "1 / C/c",
)
for notation, expect in [
    ("pin", err("expected_modifier_or_letter", 0)),
    ("snn", err("non_ascii", 0)),
    ("feen", err("non_ascii", 0)),
]:
    line(f"{notation}-validate-bytes", "validate", expect, notation=notation, input_hex="ff",
         skip={"javascript": NOT_UTF8_JS})
line("pin-validate-bytes-after", "validate", err("expected_terminal_or_end", 1), notation="pin",
     input_hex="4bc3", skip={"javascript": NOT_UTF8_JS})
line("feen-validate-bytes-after-fault", "validate", err("non_ascii", 7), notation="feen",
     input_hex="38202f20432f43ff", skip={"javascript": NOT_UTF8_JS})
line("pin-validate-surrogate", "validate", err("expected_terminal_or_end", 1), notation="pin",
     input="K", lone_surrogate_at=1)
line("pnn-validate-surrogate", "validate", err("non_ascii", 1), notation="pnn",
     input="KING", lone_surrogate_at=1)
line("feen-validate-surrogate", "validate", err("non_ascii", 7), notation="feen",
     input="8 / C/c", lone_surrogate_at=7)
wrong_type("pin-validate-int", "validate", notation="pin", input_value=5)
wrong_type("feen-validate-none", "validate", notation="feen", input_value=None)
line(
    "pin-parse-many-not-text", "parse_many", err("not_text"), notation="pin", input_value=[5, "K"],
)

# Python's bulk functions: a list in, a list out, the errors by index; one
# str is refused (TypeError), not iterated by character.
EMPTY_BOARD_FEN = "8/8/8/8/8/8/8/8 w - - 0 1"
for n, (function, where, items, expect) in enumerate([
    ("parse_many", {"notation": "pin"}, ["K", "K#", 5],
     ok({"results": ["K", None, None],
         "errors": [[1, "expected_terminal_or_end", 1], [2, "not_text", None]]})),
    ("is_valid_many", {"notation": "feen"}, ["8 / C/c", "8 / C/C"],
     ok({"results": [True, False], "errors": [[1, "styles_same_case", 6]]})),
    ("normalize_many", {"notation": "feen"}, ["8 PP/ C/c", 5],
     ok({"results": ["8 2P/ C/c", None], "errors": [[1, "not_text", None]]})),
    ("from_fen_many", {"game": "chess"}, [EMPTY_BOARD_FEN, "x"],
     ok({"results": ["8/8/8/8/8/8/8/8 / C/c", None], "errors": [[1, "piece", 0]]})),
    ("from_fen_many", {"game": "chess"}, EMPTY_BOARD_FEN, err("bad_argument")),
    ("is_valid_many", {"notation": "pin"}, "K", err("bad_argument")),
]):
    line(f"many-{function}-{n}", "many", expect, function=function, input_value=items, **where)

# --- Detection -------------------------------------------------------------

for n, (text, found) in enumerate([
    ("8/8 / C/c", "FEEN"),
    ("K^", "PIN"),
    ("K'", "EPIN"),
    ("CHESS", "SNN"),
    ("+king^", "PNN"),
    ("c", "PIN"),
    ("", None),
    ("hello world", None),
    ("8/8 / C/C", None),
    ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", None),
    ("K\u0000", None),
]):
    line(f"detect-{n}", "detect", ok(found), input=text)
line("detect-bytes", "detect", ok(None), input_hex="ff", skip={"javascript": NOT_UTF8_JS})
line("detect-surrogate", "detect", ok(None), input="K", lone_surrogate_at=1)
line("detect-1mb", "detect", ok("SNN"), input="K", input_repeat=1 << 20)
line("detect-1mb-none", "detect", ok(None), input="K^", input_repeat=1 << 19)
wrong_type("detect-int", "detect", input_value=5)

for n, (text, found) in enumerate([
    ("8/8 / C/C", "FEEN"),
    ("K^", "PIN"),
    ("", "FEEN"),
    ("K^'", "EPIN"),
]):
    line(f"closest-{n}", "closest", ok(found), input=text)

CHESS_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
CHESS_FEEN = "+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c"
C960_FEN = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1"
C960_FEEN = "bbqnn+r+k^+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/BBQNN+R+K^+R / C/c"
SHOGI_FEN = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
SHOGI_FEEN = "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s"
XIANGQI_FEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
XIANGQI_FEEN = "rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x"
MAKRUK_FEN = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1"
MAKRUK_FEEN = "rnsmk^snr/8/pppppppp/8/8/PPPPPPPP/8/RNSK^MSNR / M/m"

for n, (text, game) in enumerate([
    (CHESS_FEN, "chess"),
    (SHOGI_FEN, "shogi"),
    (XIANGQI_FEN, "xiangqi"),
    (MAKRUK_FEN, "makruk"),
    ("8/8/8/8/8/8/8/8 / C/c", None),
    (CHESS_FEEN, None),
    ("", None),
    ("hello world", None),
]):
    line(f"detect-fen-{n}", "detect_fen", ok(game), input=text)
line("detect-fen-bytes", "detect_fen", ok(None), input_hex="ff", skip={"javascript": NOT_UTF8_JS})
line("detect-fen-surrogate", "detect_fen", ok(None), input="8/8", lone_surrogate_at=3)
line("detect-fen-1mb", "detect_fen", ok(None), input="8/", input_repeat=1 << 19)
wrong_type("detect-fen-int", "detect_fen", input_value=5)

# --- normalize and repair --------------------------------------------------

for n, (text, expect) in enumerate([
    ("8 PP/ C/c", ok("8 2P/ C/c")),
    ("8 QPP1P/ C/c", ok("8 3PQ/ C/c")),
    ("8 P/ C/c", ok("8 P/ C/c")),
    ("8 / C/C", err("styles_same_case", 6)),
    ("", err("empty")),
    ("8 / C/c\u0000", err("invalid_style_token", 7)),
    (CHESS_FEN, err("field_count", 50)),
]):
    line(f"normalize-{n}", "normalize", expect, input=text)
line("normalize-bytes", "normalize", err("non_ascii", 8), input_hex="38205050 2f20432fc3".replace(" ", ""),
     skip={"javascript": NOT_UTF8_JS})
line("normalize-surrogate", "normalize", err("non_ascii", 7), input="8 / C/c", lone_surrogate_at=7)
# FEEN is ASCII before anything else: the non-ASCII byte is named even
# after another fault, by every reader alike.
for op in ("validate", "normalize", "repair"):
    extra = {"notation": "feen"} if op == "validate" else {}
    line(f"{op}-fault-then-bytes", op, err("non_ascii", 7), input_hex="38202f20432f43ff",
         skip={"javascript": NOT_UTF8_JS}, **extra)
line("normalize-1mb", "normalize", err("field_count", 1 << 20), input="9", input_repeat=1 << 20)
wrong_type("normalize-int", "normalize", input_value=5)

line("repair-0", "repair", ok({"canonical": "8 3PQ/ C/c", "repairs": [
    {"kind": "out_of_order", "offset": 3, "earlier": 2},
    {"kind": "repeated_item", "offset": 4, "earlier": 3},
    {"kind": "explicit_one", "offset": 5},
    {"kind": "repeated_item", "offset": 5, "earlier": 3},
]}), input="8 QPP1P/ C/c")
line("repair-1", "repair", ok({"canonical": "8 P/ C/c", "repairs": []}), input="8 P/ C/c")
line("repair-2", "repair", err("styles_same_case", 6), input="8 / C/C")
line("repair-surrogate", "repair", err("non_ascii", 7), input="8 / C/c", lone_surrogate_at=7)

# --- The FEN family --------------------------------------------------------

FROM_FEN = [
    ("chess", CHESS_FEN, ok(CHESS_FEEN)),
    ("chess", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", ok("4k^3/8/8/8/8/8/8/4K^3 / C/c")),
    ("chess960", C960_FEN, ok(C960_FEEN)),
    ("shogi", SHOGI_FEN, ok(SHOGI_FEEN)),
    ("shogi", SHOGI_FEN.replace(" b - ", " b 2P "),
     ok(SHOGI_FEEN.replace(" / ", " 2P/ "))),
    ("xiangqi", XIANGQI_FEN, ok(XIANGQI_FEEN)),
    ("makruk", MAKRUK_FEN, ok(MAKRUK_FEEN)),
    ("chess", "8/8/8/8/8/8/8/8", err("missing_field", 15)),
    ("chess", "", err("missing_field", 0)),
    ("chess", "4k3/8/8/8/8/8/8/4K3 w - - 0 1 x", err("extra_field", 30)),
    ("chess", "9/8/8/8/8/8/8/8 w - - 0 1", err("rank_too_long", 0)),
    ("chess", "7/8/8/8/8/8/8/8 w - - 0 1", err("rank_too_short", 1)),
    ("chess", "8/8 w - - 0 1", err("rank_count", 3)),
    ("chess", "x7/8/8/8/8/8/8/8 w - - 0 1", err("piece", 0)),
    ("chess", "44/8/8/8/8/8/8/8 w - - 0 1", err("adjacent_empty_counts", 1)),
    ("chess", CHESS_FEN.replace(" w ", " x "), err("side", 44)),
    ("chess", CHESS_FEN.replace("KQkq", "KQkz"), err("castling", 49)),
    ("chess", CHESS_FEN.replace("KQkq", "KKkq"), err("repeated_castling", 47)),
    ("chess", "4k3/8/8/8/8/8/8/R6R w K - 0 1", err("castling_without_king", 22)),
    ("chess", "4k3/8/8/8/8/8/8/4K3 w K - 0 1", err("castling_without_rook", 22)),
    ("chess", CHESS_FEN.replace(" - ", " z9 "), err("en_passant", 51)),
    ("chess", CHESS_FEN.replace(" - ", " e6 "), err("en_passant_without_pawn", 51)),
    ("chess", CHESS_FEN.replace(" - 0 ", " - x "), err("counter", 53)),
    ("chess", CHESS_FEN.replace(" - ", " e3 "), err("en_passant_rank", 52)),
    ("chess", CHESS_FEN[:-1] + "0", err("move_number_zero", 55)),
    ("shogi", SHOGI_FEN[:-1] + "0", err("move_number_zero", 62)),
    ("chess", CHESS_FEN[:-1] + "99999999999999999999999", err("counter_too_large", 55)),
    ("chess", CHESS_FEN.replace(" - 0 ", " - 99999999999999999999999 "), err("counter_too_large", 53)),
    ("chess", CHESS_FEN[:-1] + "18446744073709551615", ok(CHESS_FEEN)),
    ("chess", CHESS_FEN[:-1] + "-1", err("counter", 55)),
    ("chess", CHESS_FEN + "\u0000", err("counter", 56)),
    ("chess", SHOGI_FEN, err("piece", 0)),
    ("chess", CHESS_FEEN, err("piece", 0)),
    ("xiangqi", XIANGQI_FEN.replace(" w - ", " w KQ "), err("not_empty", 62)),
    ("xiangqi", XIANGQI_FEN.replace("9/", "", 1), err("rank_count", 57)),
    ("shogi", SHOGI_FEN.replace(" b - ", " b K "), err("hand_piece", 60)),
    ("shogi", SHOGI_FEN.replace(" b - ", " b 1P "), err("hand_count", 60)),
    ("shogi", SHOGI_FEN.replace(" b - ", " b PP "), err("repeated_hand_piece", 61)),
    ("makruk", CHESS_FEN, err("piece", 2)),
    ("chess960", C960_FEN.replace("HFhf", "KQkq"), ok(C960_FEEN)),
]
for n, (game, text, expect) in enumerate(FROM_FEN):
    line(f"from-fen-{game}-{n}", "from_fen", expect, game=game, input=text)
line("from-fen-unknown-game", "from_fen", err("unknown_game"), game="go", input=CHESS_FEN,
     skip={"cli": "--game is checked by clap, which refuses an unknown game before the command runs"})
line("from-fen-bytes", "from_fen", err("non_ascii", 13), game="chess",
     input_hex=b"rnbqkbnr/pppp\xff".hex(), skip={"javascript": NOT_UTF8_JS})
line("from-fen-bytes-after-fault", "from_fen", err("rank_too_long", 0), game="chess",
     input_hex=b"9\xff".hex(), skip={"javascript": NOT_UTF8_JS})
line("from-fen-non-ascii", "from_fen", err("non_ascii", 4), game="chess", input="4k3/\u00e98/8/8/8/8/8/4K3 w - - 0 1")
line("from-fen-replacement-character", "from_fen", err("non_ascii", 4), game="chess", input="4k3/\ufffd")
line("from-fen-non-ascii-after-fault", "from_fen", err("rank_too_long", 0), game="chess", input="9/\u00e9")
line("normalize-non-ascii", "normalize", err("non_ascii", 2), input="8 \u00e9/ C/c")
line("from-fen-surrogate", "from_fen", err("non_ascii", 4), game="chess", input="4k3/8", lone_surrogate_at=4)
line("from-fen-1mb", "from_fen", err("rank_too_long", 8), game="chess", input="p", input_repeat=1 << 20)
line("from-fen-1mb-ranks", "from_fen", err("rank_count", 15), game="chess", input="8/", input_repeat=1 << 19)
wrong_type("from-fen-int", "from_fen", game="chess", input_value=5)

# to_fen: every option in every game, where it is valid and where refused.
START = {
    "chess": (CHESS_FEEN, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -", "HAha"),
    "chess960": (C960_FEEN, "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq -", "HFhf"),
    "shogi": (SHOGI_FEEN, "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b -", None),
    "xiangqi": (XIANGQI_FEEN, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - -", None),
    "makruk": (MAKRUK_FEEN, "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - -", None),
}
SHREDDER_FALSE_CLI = "--shredder is a flag: false is its absence, which the command cannot tell from no option"
for game, (feen, head, shredder_rights) in START.items():
    shogi = game == "shogi"

    def fen(halfmove: int = 0, number: int = 1, head: str = head) -> str:
        return f"{head} {number}" if shogi else f"{head} {halfmove} {number}"

    line(f"to-fen-{game}-defaults", "to_fen", ok(fen()), game=game, input=feen)
    line(f"to-fen-{game}-move-number", "to_fen", ok(fen(number=40)), game=game, input=feen,
         options={"move_number": 40})
    if shogi:
        for value in (3, 0):
            line(f"to-fen-{game}-halfmove-{value}", "to_fen", err("unused_option"), game=game,
                 input=feen, options={"halfmove_clock": value})
    else:
        line(f"to-fen-{game}-halfmove", "to_fen", ok(fen(halfmove=7)), game=game, input=feen,
             options={"halfmove_clock": 7})
        line(f"to-fen-{game}-both-counters", "to_fen", ok(fen(halfmove=3, number=20)), game=game,
             input=feen, options={"halfmove_clock": 3, "move_number": 20})
    if shredder_rights:
        line(f"to-fen-{game}-shredder", "to_fen",
             ok(fen(head=head.replace("KQkq", shredder_rights))), game=game, input=feen,
             options={"shredder": True})
        line(f"to-fen-{game}-shredder-false", "to_fen", ok(fen()), game=game, input=feen,
             options={"shredder": False})
    else:
        line(f"to-fen-{game}-shredder", "to_fen", err("unused_option"), game=game, input=feen,
             options={"shredder": True})
        line(f"to-fen-{game}-shredder-false", "to_fen", err("unused_option"), game=game, input=feen,
             options={"shredder": False}, skip={"cli": SHREDDER_FALSE_CLI})
    line(f"to-fen-{game}-move-number-zero", "to_fen", err("move_number_zero"), game=game,
         input=feen, options={"move_number": 0})
    line(f"to-fen-{game}-move-number-negative", "to_fen", err("negative_counter"), game=game,
         input=feen, options={"move_number": -1})
    line(f"to-fen-{game}-move-number-huge", "to_fen", err("counter_too_large"), game=game,
         input=feen, options={"move_number": {"int": "99999999999999999999999"}})
    if not shogi:
        line(f"to-fen-{game}-halfmove-negative", "to_fen", err("negative_counter"), game=game,
             input=feen, options={"halfmove_clock": -1})
        line(f"to-fen-{game}-halfmove-huge-negative", "to_fen", err("negative_counter"), game=game,
             input=feen, options={"halfmove_clock": {"int": "-99999999999999999999999"}})

# Counters at the edges, and of the wrong type.
line("to-fen-chess-u64-max", "to_fen",
     ok("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 18446744073709551615"),
     game="chess", input=CHESS_FEEN, options={"move_number": {"int": "18446744073709551615"}},
     expect_by_surface={"javascript": err("counter_too_large")},
     why="a JavaScript number cannot hold 2^64 - 1: it rounds to 2^64, which is too large")
line("to-fen-chess-u64-max-plus-one", "to_fen", err("counter_too_large"), game="chess",
     input=CHESS_FEEN, options={"halfmove_clock": {"int": "18446744073709551616"}})
line("to-fen-chess-2-pow-53", "to_fen",
     ok("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 9007199254740992 1"),
     game="chess", input=CHESS_FEEN, options={"halfmove_clock": {"int": "9007199254740992"}})
line("to-fen-shogi-unused-and-negative", "to_fen", err("negative_counter"), game="shogi",
     input=SHOGI_FEEN, options={"halfmove_clock": -1},
     why="each counter is checked as it is read, before the options meet the game")
line("to-fen-chess-fraction", "to_fen", err("bad_argument"), game="chess", input=CHESS_FEEN,
     options={"halfmove_clock": 1.5},
     )
line("to-fen-chess-counter-string", "to_fen", err("bad_argument"), game="chess", input=CHESS_FEEN,
     options={"move_number": "3"},
     skip={"rust": TYPED, "cli": "every argument is text: \"3\" is the number 3 there"})
line("to-fen-chess-shredder-string", "to_fen", err("bad_argument"), game="chess",
     input=CHESS_FEEN, options={"shredder": "yes"},
     skip={"rust": TYPED, "cli": "--shredder is a flag",
           "javascript": "an option is truthy or not, as JavaScript's own options are"})

# The position side of to_fen.
C = "+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R"
TO_FEN_ERRORS = [
    ("chess", "8 / C/c", err("board", 0)),
    ("chess", f"{C} P/ C/c", err("hands", 68)),
    ("chess", f"{C} / S/s", err("style", 70)),
    ("xiangqi", CHESS_FEEN, err("style", len(CHESS_FEEN) - 3)),
    ("chess", "4k^3/8/8/8/8/8/8/3ZK^3 / C/c", err("unknown_piece", 18)),
    ("chess", "4k^3/8/8/8/8/8/8/3+NK^3 / C/c", err("state", 18)),
    ("chess", "4k^3/8/8/8/8/8/8/3N'K^3 / C/c", err("derived", 18)),
    ("chess", "4k^3/8/8/8/+P7/8/8/4K^3 / C/c", err("pawn_state", 11)),
    ("chess", "4k^3/8/8/8/8/8/8/+R3K^3 / C/c", err("castling_state", 17)),
    ("chess", "4k^3/8/8/8/-P-P6/8/8/4K^3 / c/C", err("en_passant_state", 13)),
    ("shogi", SHOGI_FEEN.replace(" / ", " K/ "), err("hand_item", 60)),
    ("chess", "8 / C/C", err("styles_same_case", 6)),
    ("chess", "", err("empty")),
]
for n, (game, text, expect) in enumerate(TO_FEN_ERRORS):
    line(f"to-fen-{game}-error-{n}", "to_fen", expect, game=game, input=text)
line("to-fen-chess-en-passant", "to_fen", ok("4k3/8/8/8/P7/8/8/4K3 b - a3 0 1"), game="chess",
     input="4k^3/8/8/8/-P7/8/8/4K^3 / c/C")
line("to-fen-unknown-game", "to_fen", err("unknown_game"), game="go", input=CHESS_FEEN,
     skip={"cli": "--game is checked by clap, which refuses an unknown game before the command runs"})
line("to-fen-bytes", "to_fen", err("non_ascii", 7), game="chess", input_hex=b"8 / C/c\xff".hex(),
     skip={"javascript": NOT_UTF8_JS})
line("to-fen-surrogate", "to_fen", err("non_ascii", 7), game="chess", input="8 / C/c", lone_surrogate_at=7)
wrong_type("to-fen-int", "to_fen", game="chess", input_value=5)

# The first dialect that expresses a position, and the dialects' names.
for n, (text, found) in enumerate([
    (CHESS_FEEN, {"game": "chess", "dialect": "chess FEN", "fen": CHESS_FEN}),
    (C960_FEEN, {"game": "chess960", "dialect": "Chess960 FEN", "fen": "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"}),
    (SHOGI_FEEN, {"game": "shogi", "dialect": "SFEN", "fen": SHOGI_FEN}),
    ("8 / C/C", None),
    ("2/2//2/2 / C/c", None),
]):
    line(f"fen-of-{n}", "fen_of", ok(found), input=text)
for game, dialect in [("chess", ok("chess FEN")), ("shogi", ok("SFEN")), ("xiangqi", ok("xiangqi FEN")),
                      ("go", err("unknown_game"))]:
    line(f"fen-dialect-{game}", "fen_dialect", dialect, game=game)

# --- Edits -----------------------------------------------------------------

CHESS_E4 = "+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/4+P3/8/+P+P+P+P1+P+P+P/+RNBQ+K^BN+R / C/c"
line("piece-at-king", "piece_at", ok("+K^"), input=CHESS_FEEN, address="7,4")
line("piece-at-empty", "piece_at", ok(None), input=CHESS_FEEN, address="4,4")
line("piece-at-irregular", "piece_at", ok("b"), input="a2/b / G/g", address="3")
line("piece-at-off", "piece_at", err("bad_coordinates"), input=CHESS_FEEN, address="8,0")
line("piece-at-bad-feen", "piece_at", err("styles_same_case", 6), input="8 / C/C", address="0")

line("place-0", "place", ok("3/2K^ / C/c"), input="3/3 / C/c", address="1,2", token="K^")
line("place-replaces", "place", ok("q2 / C/c"), input="K2 / C/c", address="0", token="q")
line("place-bad-token", "place", err("expected_terminal_or_end", 1), input="8 / C/c", address="0", token="K#")
line("place-off", "place", err("bad_coordinates"), input="3/3 / C/c", address="0,9", token="K")
line("place-coordinate-count", "place", err("coordinate_count"), input="3/3 / C/c", address="0", token="K")
line("place-irregular-off", "place", err("index_out_of_range"), input="3/2 / C/c", address="9", token="K")
line("place-irregular-coordinates", "place", err("irregular_board"), input="3/2 / C/c", address="0,0",
     token="K")
line("place-not-an-address", "place", err("no_such_square"), input="3/3 / C/c", address="a,b", token="K",
     skip={"python": "Python's squares are integers or tuples of integers"})
line("place-too-many", "place", err("too_many_pieces"), input="1 P/ C/c", address="0", token="K")
line("place-bad-feen", "place", err("empty"), input="", address="0", token="K")

line("remove-0", "remove", ok("3/3 / C/c"), input="3/2K^ / C/c", address="1,2")
line("remove-empty", "remove", err("square_empty"), input="3/3 / C/c", address="0,0")
line("remove-off", "remove", err("bad_coordinates"), input="8 / C/c", address="9")

line("move-e4", "move", ok(CHESS_E4), input=CHESS_FEEN, address="6,4", to="4,4")
line("move-same-square", "move", ok(CHESS_FEEN), input=CHESS_FEEN, address="0,0", to="0,0")
line("move-empty", "move", err("square_empty"), input=CHESS_FEEN, address="3,3", to="4,4")
line("move-off", "move", err("bad_coordinates"), input=CHESS_FEEN, address="3,3", to="9,9")

line("drop-0", "drop", ok("9/4P4/9 P/b S/s"), input="9/9/9 2P/b S/s", side="first", token="P", address="1,4")
line("drop-not-in-hand", "drop", err("not_in_hand"), input="9/9/9 P/ S/s", side="second", token="p", address="0,0")
line("drop-bad-side", "drop", err("bad_argument"), input="9/9/9 P/ S/s", side="third", token="P", address="0,0")

line("add-to-hand-0", "add_to_hand", ok("9/9/9 2P/ S/s"), input="9/9/9 P/ S/s", side="first", token="P")
line("add-to-hand-second", "add_to_hand", ok("9/9/9 P/b S/s"), input="9/9/9 P/ S/s", side="second", token="b")
line("add-to-hand-full", "add_to_hand", err("too_many_pieces"), input="1 P/ C/c", side="first", token="P")
line("add-to-hand-bad-side", "add_to_hand", err("bad_argument"), input="8 / C/c", side="third", token="K")
line("add-to-hand-zero", "add_to_hand", err("zero_count"), input="8 / C/c", side="first", token="P", count=0,
     skip={"rust": "the edit adds one piece", "javascript": "the edit adds one piece"})

line("take-from-hand-0", "take_from_hand", ok("9/9/9 P/ S/s"), input="9/9/9 2P/ S/s", side="first", token="P")
line("take-from-hand-missing", "take_from_hand", err("not_in_hand"), input="9/9/9 2P/ S/s", side="second", token="p")

line("toggle-turn-0", "toggle_turn", ok("8 / c/C"), input="8 / C/c")
line("toggle-turn-bad", "toggle_turn", err("styles_same_case", 6), input="8 / C/C")
wrong_type("toggle-turn-int", "toggle_turn", input_value=5)

for n, (args, expect) in enumerate([
    (["K", "first", "normal", True, False], ok("K^")),
    (["R", "second", "enhanced", False, True], ok("+r'")),
    (["p", "second", "diminished", False, False], ok("-p")),
    (["KK", "first", "normal", False, False], err("bad_argument")),
    (["", "first", "normal", False, False], err("bad_argument")),
]):
    line(f"piece-token-{n}", "piece_token", expect, args=args)
line("piece-token-bad-state", "piece_token", err("bad_argument"), args=["K", "first", "promoted", False, False])

for n, (token, style, expect) in enumerate([
    ("+K^", "C", ok("first player's terminal king, enhanced")),
    ("g'", "s", ok("second player's gold general, derived")),
    ("Z", "C", ok("first player's piece Z")),
    ("K#", "C", err("expected_terminal_or_end", 1)),
    ("K", "CC", err("expected_end", 1)),
]):
    line(f"piece-words-{n}", "piece_words", expect, token=token, style=style)

# Positions and styles Python builds (the codes only its constructors reach).
line("index-of-0", "index_of", ok(5), input="3/3 / C/c", coordinates=[1, 2])
line("index-of-off", "index_of", err("bad_coordinates"), input="3/3 / C/c", coordinates=[0, 9])
line("index-of-count", "index_of", err("coordinate_count"), input="3/3 / C/c", coordinates=[0])
line("index-of-irregular", "index_of", err("irregular_board"), input="3/2 / C/c", coordinates=[0, 0])

for n, (shape, expect) in enumerate([
    ([3, 3], ok("3/3/3 / C/c")),
    ([], err("empty_shape")),
    ([2, 0], err("empty_axis")),
    ([1, 2], err("shape_not_representable")),
    ([2] * 65, err("too_many_dimensions")),
    ([1 << 24, 1], err("too_long")),
]):
    line(f"empty-{n}", "empty", expect, shape=shape)

for n, (name, expect) in enumerate([
    ("Shogi", ok("SHOGI")),
    ("chess", err("expected_uppercase", 0)),
    ("CHESS", err("expected_lowercase_or_digit", 1)),
]):
    line(f"with-name-{n}", "with_name", expect, input="CHESS", name=name)

for n, (name, side, normalize, expect) in enumerate([
    ("Chess960", "first", False, ok("CHESS960")),
    ("chess", "second", True, ok("chess")),
    ("ch-ss", "first", True, err("expected_letter_or_digit", 2)),
    ("1chess", "first", True, err("expected_letter", 0)),
    ("chess", "first", False, err("expected_uppercase", 0)),
]):
    line(f"snn-style-{n}", "snn_style", expect, name=name, side=side, normalize=normalize)

# --- Pictures --------------------------------------------------------------

line("render-svg-0", "render_svg", {"ok_contains": "<svg "}, input="k^/1/K^ / C/c")
RENDER_CLI = "`feen render` has no --json: its errors (on stderr) carry no kind"
line("render-svg-bad", "render_svg", err("styles_same_case", 12), input="k^/1/K^ / C/C",
     skip={"cli": RENDER_CLI})
line("render-svg-too-large", "render_svg", err("too_large"), input="99999 / C/c", skip={"cli": RENDER_CLI})
line("render-svg-empty", "render_svg", err("empty"), input="",
     skip={"cli": "`feen render` with no input draws the chess start position"})


def main() -> None:
    seen = set()
    for entry in LINES:
        assert entry["id"] not in seen, entry["id"]
        seen.add(entry["id"])
        skips = dict(OP_SKIPS.get(entry["op"], {}))
        skips.update(entry.get("skip", {}))
        if skips:
            entry["skip"] = {surface: skips[surface] for surface in SURFACES if surface in skips}
        assert set(entry.get("skip", {})) <= set(SURFACES), entry
        assert set(entry.get("expect_by_surface", {})) <= set(SURFACES), entry
        assert ("expect_by_surface" in entry) <= ("why" in entry), entry
        # `expect` and `skip` last, for readers of the file.
        for key in ("expect", "expect_by_surface", "why", "skip"):
            if key in entry:
                entry[key] = entry.pop(key)
        sys.stdout.write(json.dumps(entry, ensure_ascii=True, separators=(", ", ": ")) + "\n")


if __name__ == "__main__":
    main()
