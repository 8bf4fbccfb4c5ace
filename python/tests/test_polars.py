"""sashite.polars: each expression of the ``sashite`` namespace gives what
the Arrow function and the list function give on the same data, eagerly,
lazily and in the streaming engine."""

from __future__ import annotations

from typing import Any, Callable, Dict, List, Optional

import pytest

import sashite
from expected import to_fen_or_none, verdict
from sashite import feen, fen

pl = pytest.importorskip("polars")
pytest.importorskip("sashite.polars")

CHESS_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
CHESS_FEEN = "+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c"

ROWS: List[Optional[str]] = [
    CHESS_FEN,
    None,
    CHESS_FEEN,
    "8 1PP/ C/c",
    "8 / C/C",
    "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
    "",
    "K^",
    "8 \u00e9/ C/c",
    "4k3/8/8/8/8/8/8/4K3 b - - 3 40",
]


#: Each expression, and the rows the list functions give.
CASES: Dict[str, Any] = {
    "is_valid": (
        lambda e: e.sashite.is_valid("feen"),
        [None if row is None else feen.is_valid(row) for row in ROWS],
    ),
    "validate": (lambda e: e.sashite.validate("feen"), [verdict(feen, row) for row in ROWS]),
    "normalize": (lambda e: e.sashite.normalize(), feen.normalize_many(ROWS)),
    "from_fen": (
        lambda e: e.sashite.from_fen("chess"),
        [None if p is None else str(p) for p in fen.from_fen_many(ROWS, "chess")],
    ),
    "to_fen": (
        lambda e: e.sashite.to_fen("chess", shredder=True, move_number=7),
        [to_fen_or_none(row, "chess", shredder=True, move_number=7) for row in ROWS],
    ),
    "detect": (lambda e: e.sashite.detect(), [None if row is None else fen.detect(row) for row in ROWS]),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_expressions_give_the_list_functions_answers(name: str) -> None:
    make, expected = CASES[name]
    df = pl.DataFrame({"fen": ROWS}, schema={"fen": pl.String})
    eager = df.select(make(pl.col("fen")))
    lazy = df.lazy().select(make(pl.col("fen")))
    assert eager["fen"].to_list() == expected
    assert lazy.collect()["fen"].to_list() == expected
    assert lazy.collect(engine="streaming")["fen"].to_list() == expected
    assert lazy.collect_schema()["fen"] == eager.schema["fen"]


@pytest.mark.parametrize("name", sorted(CASES))
def test_expressions_give_the_arrow_functions_answers(name: str) -> None:
    pa = pytest.importorskip("pyarrow")
    arrow = pytest.importorskip("sashite.arrow")
    make, _ = CASES[name]
    column = pa.array(ROWS, pa.string())
    functions: Dict[str, Callable[[Any], Any]] = {
        "is_valid": lambda c: arrow.is_valid(c, "feen"),
        "validate": lambda c: arrow.validate(c, "feen"),
        "normalize": arrow.normalize,
        "from_fen": lambda c: arrow.from_fen(c, "chess"),
        "to_fen": lambda c: arrow.to_fen(c, "chess", shredder=True, move_number=7),
        "detect": arrow.detect,
    }
    df = pl.DataFrame({"fen": ROWS}, schema={"fen": pl.String})
    assert df.select(make(pl.col("fen")))["fen"].to_list() == functions[name](column).to_pylist()


def test_inspect_is_a_struct_of_the_records_fields() -> None:
    df = pl.DataFrame({"feen": ["k^1/2 P/ C/c", "8 / C/C", None]})
    result = df.lazy().select(pl.col("feen").sashite.inspect("feen")).collect(engine="streaming")
    records = result["feen"].to_list()
    assert records[0]["dimensions"] == [2, 2] and records[0]["hand_pieces"] == 1
    assert records[1]["kind"] == "styles_same_case" and records[1]["canonical"] is None
    assert records[2] is None
    dtype = result.schema["feen"]
    assert [field.name for field in dtype.fields][:4] == ["valid", "kind", "offset", "canonical"]
    assert df.select(pl.col("feen").sashite.inspect("pin")).schema["feen"].fields[-1].name == "terminal"


def test_many_batches_in_the_streaming_engine() -> None:
    rows = [CHESS_FEN, "oops", None] * 40_000
    lazy = pl.LazyFrame({"fen": rows}).select(
        pl.col("fen").sashite.from_fen("chess").alias("feen"),
        pl.col("fen").sashite.is_valid("feen").alias("is_feen"),
    )
    out = lazy.collect(engine="streaming")
    assert out.height == len(rows)
    assert out["feen"].null_count() == 80_000
    assert out["feen"][0] == CHESS_FEEN
    assert out["is_feen"].sum() == 0


def test_arguments_are_checked_when_the_expression_is_made() -> None:
    with pytest.raises(sashite.ArgumentError) as raised:
        pl.col("x").sashite.is_valid("fen")
    assert raised.value.kind == "unknown_notation"
    with pytest.raises(sashite.ParseError) as parse_error:
        pl.col("x").sashite.from_fen("go")
    assert parse_error.value.kind == "unknown_game"
    with pytest.raises(sashite.EncodeError) as encode_error:
        pl.col("x").sashite.to_fen("shogi", halfmove_clock=0)
    assert encode_error.value.kind == "unused_option"


def test_a_column_that_is_not_strings() -> None:
    df = pl.DataFrame({"n": [1, 2]})
    with pytest.raises(TypeError, match="expected a column of strings") as raised:
        df.select(pl.col("n").sashite.is_valid("pin"))
    assert isinstance(raised.value, sashite.ArgumentError)
    with pytest.raises(sashite.ArgumentError, match="found Int64"):
        df.lazy().select(pl.col("n").sashite.from_fen("chess")).collect(engine="streaming")


def test_an_empty_frame() -> None:
    df = pl.DataFrame({"fen": []}, schema={"fen": pl.String})
    for name, (make, _) in CASES.items():
        out = df.lazy().select(make(pl.col("fen"))).collect(engine="streaming")
        assert out.height == 0, name
