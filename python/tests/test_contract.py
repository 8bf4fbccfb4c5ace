"""The conformance corpus of sashite-ops (crates/sashite-ops/tests/data/
contract.jsonl, see the README beside it) run on the Python package: the
same lines, the same kinds and offsets as the command, the npm package and
the Rust operations."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Dict, List, Tuple

import pytest

import sashite
from sashite import Side, epin, feen, fen, snn

CORPUS = Path(__file__).resolve().parents[2] / "crates" / "sashite-ops" / "tests" / "data" / "contract.jsonl"


def load() -> List[Dict[str, Any]]:
    with open(CORPUS, encoding="utf-8") as file:
        return [json.loads(line) for line in file]


LINES = load()

Outcome = Tuple[Any, ...]


def input_of(line: Dict[str, Any]) -> Any:
    """The line's input: str (lone surrogates included), bytes, or another value."""
    if "input_value" in line:
        return line["input_value"]
    if "input_hex" in line:
        return bytes.fromhex(line["input_hex"])
    text: str = line["input"] * line.get("input_repeat", 1)
    at = line.get("lone_surrogate_at")
    if at is not None:
        text = text[:at] + "\ud800" + text[at:]
    return text


def counter(value: Any) -> Any:
    if isinstance(value, dict):
        return int(value["int"])
    return value


def address(position: feen.Position, text: str) -> Any:
    """A square address `"r,c"`: coordinates as a tuple, or the flat index
    on an irregular board."""
    parts = [int(part) for part in text.split(",")]
    if position.shape is None and len(parts) == 1:
        return parts[0]
    return tuple(parts)


def run(line: Dict[str, Any]) -> Any:
    """The line's operation on the package: its result as JSON values."""
    op = line["op"]
    value = input_of(line) if ("input" in line or "input_hex" in line or "input_value" in line) else None
    if op in ("validate", "inspect"):
        module = getattr(sashite, line["notation"])
        try:
            parsed = module.parse(value)
        except sashite.ParseError:
            assert module.is_valid(value) is False
            raise
        assert module.is_valid(value) is True
        if op == "validate":
            return True
        # The package's values are no records: the canonical form is checked.
        return dict(line["expect"]["ok"], canonical=str(parsed))
    if op == "normalize":
        return feen.normalize(value)
    if op == "repair":
        repaired = feen.repair(value)
        repairs = []
        for kind, offset, earlier in repaired.repairs:
            item: Dict[str, Any] = {"kind": kind, "offset": offset}
            if earlier is not None:
                item["earlier"] = earlier
            repairs.append(item)
        return {"canonical": repaired.canonical, "repairs": repairs}
    if op == "from_fen":
        return str(fen.from_fen(value, line["game"]))
    if op == "to_fen":
        options = {key: counter(option) for key, option in line.get("options", {}).items()}
        return fen.to_fen(feen.parse(value), line["game"], **options)
    if op == "detect_fen":
        return fen.detect(value)
    if op == "piece_at":
        position = feen.parse(value)
        piece = position[address(position, line["address"])]
        return None if piece is None else str(piece)
    if op == "place":
        position = feen.parse(value)
        return str(position.place(address(position, line["address"]), line["token"]))
    if op == "remove":
        position = feen.parse(value)
        return str(position.remove(address(position, line["address"])))
    if op in ("add_to_hand", "take_from_hand"):
        position = feen.parse(value)
        edit = getattr(position, op)
        # The side as its name: the package reads it as every surface does.
        return str(edit(line["side"], line["token"], line.get("count", 1)))
    if op == "toggle_turn":
        return str(feen.parse(value).toggle_turn())
    if op == "piece_token":
        letter, side, state, terminal, derived = line["args"]
        return str(epin.identifier(letter, side, state, terminal, derived))
    if op == "index_of":
        return feen.parse(value).index_of(tuple(line["coordinates"]))
    if op == "empty":
        return str(feen.empty(line["shape"]))
    if op == "with_name":
        return str(snn.parse(value).with_name(line["name"]))
    if op == "snn_style":
        return str(snn.style(line["name"], Side(line["side"]), normalize=line["normalize"]))
    if op == "many":
        found: List[Tuple[int, sashite.ParseError]] = []
        function = line["function"]
        if function == "from_fen_many":
            results = fen.from_fen_many(value, line["game"], found)
        else:
            results = getattr(getattr(sashite, line["notation"]), function)(value, found)
        return {
            "results": [item if item is None or isinstance(item, bool) else str(item) for item in results],
            "errors": [[index, error.kind, error.offset] for index, error in found],
        }
    if op == "parse_many":
        errors: List[Tuple[int, sashite.ParseError]] = []
        getattr(sashite, line["notation"]).parse_many(value, errors)
        raise errors[0][1]
    raise AssertionError(f"no runner for the operation {op!r}")


def outcome(line: Dict[str, Any]) -> Outcome:
    try:
        return ("ok", run(line))
    except sashite.Error as error:
        return ("failed", error.kind, error.offset)
    except Exception as error:  # noqa: BLE001 (the corpus names foreign exceptions)
        return ("exception", type(error).__name__, str(error))


def matches(expect: Dict[str, Any], found: Outcome) -> bool:
    if found[0] == "ok":
        if "ok_contains" in expect:
            return isinstance(found[1], str) and expect["ok_contains"] in found[1]
        return "ok" in expect and expect["ok"] == found[1]
    if found[0] == "failed":
        return "kind" in expect and (expect["kind"], expect["offset"]) == found[1:]
    return expect.get("exception") == found[1]


def params() -> List[Any]:
    result = []
    for line in LINES:
        marks = []
        skip = line.get("skip", {}).get("python")
        if skip:
            marks.append(pytest.mark.skip(reason=skip))
        known = line.get("known_failure", {}).get("python")
        if known:
            marks.append(pytest.mark.xfail(reason=known, strict=True))
        result.append(pytest.param(line, id=line["id"], marks=marks))
    return result


@pytest.mark.parametrize("line", params())
def test_contract(line: Dict[str, Any]) -> None:
    expect = line.get("expect_by_surface", {}).get("python", line["expect"])
    found = outcome(line)
    assert matches(expect, found), f"expected {expect}, found {found}"
