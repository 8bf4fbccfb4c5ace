"""sashite.arrow: every function on every kind of column (the three string
types, chunked, sliced, polars, pandas, DuckDB, one-column tables), with
nulls, invalid rows, empty columns and 1 MB strings; the answers are those
of the list functions, and the kinds and offsets those of the contract
corpus (the command's)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable, Dict, List, Optional

import pytest

import sashite
from expected import to_fen_or_none, verdict
from sashite import feen, fen

pa = pytest.importorskip("pyarrow")
arrow = pytest.importorskip("sashite.arrow")

CORPUS = Path(__file__).resolve().parents[2] / "crates" / "sashite-ops" / "tests" / "data" / "contract.jsonl"

CHESS_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
CHESS_FEEN = "+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c"
SHOGI_FEN = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"

#: Rows of every sort: valid and invalid FENs and FEENs, tokens, nulls,
#: an empty string, non-ASCII text.
ROWS: List[Optional[str]] = [
    CHESS_FEN,
    "4k3/8/8/8/8/8/8/4K3 b - - 3 40",
    None,
    CHESS_FEEN,
    "8 1PP/ C/c",
    "8 / C/C",
    SHOGI_FEN,
    "",
    "K^",
    "+KING^",
    "8 \u00e9/ C/c",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
    None,
    "K^6k^ / C/c",
]

NOTATIONS = ["pin", "epin", "sin", "snn", "pnn", "feen"]


def kinds_of_column(values: List[Optional[str]]) -> Dict[str, Callable[[], Any]]:
    """Makers of ``values`` as each kind of Arrow column the functions
    take, by name; those of libraries not installed are left out."""
    half = len(values) // 2
    makers: Dict[str, Callable[[], Any]] = {
        "string": lambda: pa.array(values, pa.string()),
        "large_string": lambda: pa.array(values, pa.large_string()),
        "string_view": lambda: pa.array(values, pa.string_view()),
        "sliced": lambda: pa.array(["x", *values, "y"], pa.string()).slice(1, len(values)),
        "chunked": lambda: pa.chunked_array([values[:half], values[half:]], pa.string()),
        "chunked_view": lambda: pa.chunked_array([values[:half], [], values[half:]], pa.string_view()),
        "table": lambda: pa.table({"fen": pa.array(values, pa.string())}),
        "record_batch": lambda: pa.record_batch({"fen": pa.array(values, pa.large_string())}),
    }
    try:
        import polars as pl

        makers["polars"] = lambda: pl.Series("fen", values, dtype=pl.String)
        makers["polars_chunked"] = lambda: pl.concat(
            [pl.Series("fen", values[:half], dtype=pl.String), pl.Series("fen", values[half:], dtype=pl.String)],
            rechunk=False,
        )
    except ImportError:
        pass
    try:
        import pandas as pd

        makers["pandas"] = lambda: pd.Series(values, dtype=pd.ArrowDtype(pa.string()))
        makers["pandas_string"] = lambda: pd.Series(values, dtype="string[pyarrow]")
    except ImportError:
        pass
    try:
        import duckdb

        makers["duckdb"] = lambda: duckdb.from_arrow(pa.table({"fen": pa.array(values, pa.string())}))
    except ImportError:
        pass
    return makers


COLUMNS = kinds_of_column(ROWS)
ARRAYS = {"string", "large_string", "string_view", "sliced", "record_batch"}


def as_list(result: Any, kind: str) -> List[Any]:
    """The result's rows, after checking it is an array for an array and
    a chunked array for a stream."""
    expected = pa.Array if kind in ARRAYS else pa.ChunkedArray
    assert isinstance(result, expected), f"{kind}: {type(result)}"
    rows: List[Any] = result.to_pylist()
    return rows


@pytest.mark.parametrize("kind", sorted(COLUMNS))
@pytest.mark.parametrize("notation", NOTATIONS)
def test_is_valid_and_validate_agree_with_the_modules(kind: str, notation: str) -> None:
    module = getattr(sashite, notation)
    column = COLUMNS[kind]()
    expected = [None if row is None else module.is_valid(row) for row in ROWS]
    assert as_list(arrow.is_valid(column, notation), kind) == expected
    assert as_list(arrow.validate(column, notation), kind) == [verdict(module, row) for row in ROWS]


@pytest.mark.parametrize("kind", sorted(COLUMNS))
def test_the_fen_functions_agree_with_the_list_functions(kind: str) -> None:
    column = COLUMNS[kind]()
    positions = fen.from_fen_many(ROWS, "chess")
    assert as_list(arrow.from_fen(column, "chess"), kind) == [None if p is None else str(p) for p in positions]
    assert as_list(arrow.normalize(column), kind) == feen.normalize_many(ROWS)
    assert as_list(arrow.to_fen(column, "chess"), kind) == [to_fen_or_none(row, "chess") for row in ROWS]
    assert as_list(arrow.to_fen(column, "chess", shredder=True, halfmove_clock=4, move_number=9), kind) == [
        to_fen_or_none(row, "chess", shredder=True, halfmove_clock=4, move_number=9) for row in ROWS
    ]
    assert as_list(arrow.detect(column), kind) == [None if row is None else fen.detect(row) for row in ROWS]


def test_string_results_keep_the_column_type() -> None:
    for text_type in (pa.string(), pa.large_string(), pa.string_view()):
        column = pa.array(ROWS, text_type)
        for result in (arrow.from_fen(column, "chess"), arrow.normalize(column), arrow.to_fen(column, "chess")):
            assert result.type == text_type
        assert arrow.inspect(column, "feen").type.field("canonical").type == text_type
        assert arrow.detect(column).type == pa.string()
    assert arrow.is_valid(pa.array(ROWS), "feen").type == pa.bool_()
    assert arrow.validate(pa.array(ROWS), "feen").type == pa.struct(
        [("valid", pa.bool_()), ("kind", pa.string()), ("offset", pa.uint64())]
    )


def test_chunks_stay_chunks() -> None:
    column = pa.chunked_array([ROWS[:3], [], ROWS[3:]], pa.string())
    result = arrow.from_fen(column, "chess")
    assert [len(chunk) for chunk in result.chunks] == [3, 0, len(ROWS) - 3]


def test_inspect_gives_the_records_attributes() -> None:
    records = arrow.inspect(pa.array(ROWS), "feen").to_pylist()
    for row, record in zip(ROWS, records):
        if row is None:
            assert record is None
            continue
        check = verdict(feen, row)
        assert check is not None
        assert {key: record[key] for key in ("valid", "kind", "offset")} == check
        if not check["valid"]:
            assert all(value is None for key, value in record.items() if key not in check)
            continue
        position = feen.parse(row)
        assert record["canonical"] == str(position)
        assert record["squares"] == position.square_count
        assert record["board_pieces"] == position.board_piece_count
        assert record["hand_pieces"] == position.hand_piece_count
        assert record["dimensions"] == (None if position.shape is None else list(position.shape))
        assert record["active_side"] == position.active_side.value
        assert record["active_style"] == str(position.active_style)
        assert record["inactive_style"] == str(position.inactive_style)


def test_inspect_of_an_irregular_board_has_no_dimensions() -> None:
    [record] = arrow.inspect(pa.array(["K^2/k^ / C/c"]), "feen").to_pylist()
    assert record["valid"] and record["dimensions"] is None and record["squares"] == 4


def test_inspect_field_names_per_notation() -> None:
    head = ["valid", "kind", "offset"]
    expected = {
        "pin": ["canonical", "letter", "side", "state", "terminal"],
        "epin": ["canonical", "letter", "side", "state", "terminal", "derived"],
        "sin": ["canonical", "letter", "side"],
        "snn": ["canonical", "name", "side"],
        "pnn": ["canonical", "base_name", "side", "state", "terminal"],
        "feen": [
            "canonical",
            "squares",
            "board_pieces",
            "hand_pieces",
            "dimensions",
            "active_side",
            "active_style",
            "inactive_style",
        ],
    }
    for notation, names in expected.items():
        result = arrow.inspect(pa.array([], pa.string()), notation)
        assert [field.name for field in result.type] == head + names


# The contract corpus: the lines of the operations the Arrow functions
# have, whose input is text a string column holds (not raw bytes, lone
# surrogates, nor other values).


def corpus(*ops: str) -> List[Any]:
    lines = []
    with open(CORPUS, encoding="utf-8") as file:
        for text in file:
            line = json.loads(text)
            if line["op"] not in ops or "input" not in line or "lone_surrogate_at" in line:
                continue
            lines.append(pytest.param(line, id=line["id"]))
    return lines


#: The kinds of a refused argument (a name, an option): raised before any
#: row is read, not a row's answer.
REFUSED = {
    "unknown_notation",
    "unknown_game",
    "unused_option",
    "negative_counter",
    "counter_too_large",
    "move_number_zero",
    "bad_argument",
}


def corpus_input(line: Dict[str, Any]) -> str:
    value: str = line["input"] * line.get("input_repeat", 1)
    return value


@pytest.mark.parametrize("line", corpus("validate", "inspect"))
def test_corpus_kinds_and_offsets(line: Dict[str, Any]) -> None:
    text = corpus_input(line)
    expect = line["expect"]
    if expect.get("kind") in REFUSED and expect.get("offset") is None:
        for function in (arrow.validate, arrow.inspect, arrow.is_valid):
            with pytest.raises(sashite.ArgumentError) as raised:
                function(pa.array([text]), line["notation"])
            assert raised.value.kind == expect["kind"]
        return
    for column in (pa.array([text]), pa.chunked_array([[text]], pa.string_view())):
        [record] = arrow.inspect(column, line["notation"]).to_pylist()
        [checked] = arrow.validate(column, line["notation"]).to_pylist()
        assert {key: record[key] for key in checked} == checked
        if "ok" in expect:
            assert checked == {"valid": True, "kind": None, "offset": None}
            if isinstance(expect["ok"], dict):
                for key, value in expect["ok"].items():
                    if key not in ("pieces", "hands"):
                        assert record[key] == value, key
        else:
            assert checked == {"valid": False, "kind": expect["kind"], "offset": expect["offset"]}


@pytest.mark.parametrize("line", corpus("normalize", "from_fen", "to_fen", "detect_fen"))
def test_corpus_conversions(line: Dict[str, Any]) -> None:
    text = corpus_input(line)
    expect = line["expect"]
    column = pa.array([text, None])
    op = line["op"]
    options = {
        key: int(value["int"]) if isinstance(value, dict) else value for key, value in line.get("options", {}).items()
    }
    if expect.get("kind") in REFUSED and expect.get("offset") is None:
        # A game or an option refused: raised before any row, with the
        # class sashite.fen raises.
        with pytest.raises(sashite.Error) as raised:
            if op == "to_fen":
                arrow.to_fen(column, line["game"], **options)
            else:
                arrow.from_fen(column, line["game"])
        assert raised.value.kind == expect["kind"]
        return
    if op == "to_fen":
        result = arrow.to_fen(column, line["game"], **options)
    elif op == "normalize":
        result = arrow.normalize(column)
    elif op == "from_fen":
        result = arrow.from_fen(column, line["game"])
    else:
        result = arrow.detect(column)
    expected = expect.get("ok") if "ok" in expect else None
    assert result.to_pylist() == [expected, None]
    if op == "from_fen":
        # validate on a game's FEN: the kind and offset of the refusal.
        verdict = {"valid": True, "kind": None, "offset": None}
        if "ok" not in expect:
            verdict = {"valid": False, "kind": expect["kind"], "offset": expect["offset"]}
        assert arrow.validate(column, line["game"]).to_pylist() == [verdict, None]


def test_one_megabyte_strings() -> None:
    big_feen = "9" * 1_048_576
    big_fen = "8/" * 524_288
    rows = [big_feen, big_fen, "K^6k^ / C/c", None]
    for text_type in (pa.string(), pa.large_string(), pa.string_view()):
        column = pa.array(rows, text_type)
        assert arrow.validate(column, "feen").to_pylist()[:2] == [verdict(feen, big_feen), verdict(feen, big_fen)]
        assert arrow.from_fen(column, "chess").to_pylist() == [None, None, None, None]
        assert arrow.normalize(column).to_pylist() == [None, None, "K^6k^ / C/c", None]
    # A valid megabyte: 500,001 ranks of one square.
    valid_big = "1/" * 500_000 + "K^ / C/c"
    [record] = arrow.inspect(pa.array([valid_big], pa.large_string()), "feen").to_pylist()
    assert record["valid"] and record["canonical"] == valid_big
    assert record["dimensions"] == [500_001, 1] and record["board_pieces"] == 1
    assert arrow.normalize(pa.array([valid_big])).to_pylist() == [valid_big]


@pytest.mark.parametrize(
    "function",
    [
        lambda c: arrow.is_valid(c, "feen"),
        lambda c: arrow.validate(c, "feen"),
        lambda c: arrow.inspect(c, "pin"),
        arrow.normalize,
        lambda c: arrow.from_fen(c, "chess"),
        lambda c: arrow.to_fen(c, "shogi"),
        arrow.detect,
    ],
    ids=["is_valid", "validate", "inspect", "normalize", "from_fen", "to_fen", "detect"],
)
def test_empty_columns_and_columns_that_are_not_strings(function: Callable[[Any], Any]) -> None:
    for empty in (pa.array([], pa.string()), pa.array([], pa.string_view())):
        result = function(empty)
        assert isinstance(result, pa.Array) and len(result) == 0
    no_chunks = function(pa.chunked_array([], pa.large_string()))
    assert isinstance(no_chunks, pa.ChunkedArray) and len(no_chunks) == 0 and no_chunks.num_chunks == 0
    nulls = function(pa.array([None, None], pa.string()))
    assert nulls.to_pylist() == [None, None]
    for wrong in (pa.array([1, 2]), pa.array([b"K^"], pa.binary()), pa.table({"a": ["x"], "b": ["y"]})):
        with pytest.raises(TypeError, match="expected a column of strings") as raised:
            function(wrong)
        assert isinstance(raised.value, sashite.ArgumentError)
        assert raised.value.kind == "bad_argument"
    for wrong in (["K^"], "K^", None, 5):
        with pytest.raises(TypeError, match="expected an Arrow column"):
            function(wrong)


def test_names_and_options_are_checked_as_elsewhere() -> None:
    column = pa.array([CHESS_FEEN])
    with pytest.raises(sashite.ArgumentError) as raised:
        arrow.is_valid(column, "fen")
    assert raised.value.kind == "unknown_notation"
    # validate takes a game too (its FEN), and names both in its refusal.
    with pytest.raises(sashite.ArgumentError, match="chess960") as raised:
        arrow.validate(column, "go")
    assert raised.value.kind == "unknown_notation"
    with pytest.raises(sashite.ArgumentError):
        arrow.is_valid(column, "chess")
    with pytest.raises(sashite.ParseError) as parse_error:
        arrow.from_fen(column, "go")
    assert parse_error.value.kind == "unknown_game"
    for options, kind in [
        ({"shredder": False}, "unused_option"),
        ({"halfmove_clock": 0}, "unused_option"),
        ({"move_number": 0}, "move_number_zero"),
        ({"move_number": -1}, "negative_counter"),
        ({"move_number": 2**70}, "counter_too_large"),
    ]:
        with pytest.raises(sashite.EncodeError) as encode_error:
            arrow.to_fen(column, "shogi", **options)
        assert encode_error.value.kind == kind, options
    # The same refusal for an empty column: the options are checked first.
    with pytest.raises(sashite.EncodeError):
        arrow.to_fen(pa.array([], pa.string()), "shogi", shredder=True)
    with pytest.raises(sashite.ArgumentError):
        arrow.to_fen(column, "chess", shredder="yes")
    with pytest.raises(sashite.ArgumentError):
        arrow.to_fen(column, "chess", move_number=1.0)
    assert arrow.to_fen(column, "shogi", move_number=3).to_pylist() == [None]


def test_struct_nulls_of_a_one_column_table_are_nulls() -> None:
    child = pa.array(["K^", "K#", "k"])
    table = pa.StructArray.from_arrays([child], names=["pin"], mask=pa.array([False, False, True]))
    assert arrow.is_valid(table, "pin").to_pylist() == [True, False, None]
