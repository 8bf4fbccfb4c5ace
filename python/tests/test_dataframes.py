"""The README's "Data at scale" examples (Arrow, polars, pandas, DuckDB),
each run when its libraries are installed (python/ci.sh installs them
when it can); the Spark example runs in .ci/run (examples/spark/ci.sh)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Dict

import pytest

README = (Path(__file__).parent.parent / "README.md").read_text(encoding="utf-8")
START = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
START_FEEN = "+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/4-P3/8/+P+P+P+P1+P+P+P/+RNBQ+K^BN+R / c/C"


def run(marker: str) -> Dict[str, Any]:
    """Runs the one ```python block of the README that contains `marker`,
    and returns its variables."""
    blocks = [block for block in re.findall(r"```python\n(.*?)```", README, flags=re.S) if marker in block]
    assert len(blocks) == 1, f"{len(blocks)} README examples contain {marker!r}"
    scope: Dict[str, Any] = {}
    exec(blocks[0], scope)
    return scope


def test_arrow_example() -> None:
    pytest.importorskip("pyarrow")
    scope = run("from sashite import arrow\n\nfens = ")
    assert scope["feen"].to_pylist() == [START_FEEN, None, None, "4k^3/8/8/8/8/8/8/4K^3 / C/c"]
    verdicts = scope["verdicts"].to_pylist()
    assert verdicts[0] == {"valid": True, "kind": None, "offset": None}
    assert verdicts[1] is None and verdicts[2] is None
    valid = {"valid": True, "kind": None, "offset": None}
    assert scope["why"].to_pylist() == [valid, {"valid": False, "kind": "rank_count", "offset": 5}, None, valid]
    assert scope["back"].to_pylist() == [START[:-1] + "30", None, None, "4k3/8/8/8/8/8/8/4K3 w - - 0 30"]


def test_polars_example() -> None:
    pl = pytest.importorskip("polars")
    pytest.importorskip("pyarrow")
    df = run("import sashite.polars")["df"]
    assert isinstance(df, pl.DataFrame)
    assert df["feen"].to_list() == [START_FEEN, None, None]
    assert df["valid"].to_list() == [True, None, None]


def test_pandas_example() -> None:
    pd = pytest.importorskip("pandas")
    pytest.importorskip("pyarrow")
    df = run("import pandas as pd")["df"]
    assert isinstance(df, pd.DataFrame)
    assert isinstance(df["valid"].dtype, pd.ArrowDtype)
    assert df["valid"].tolist() == [False, True, False]
    assert df["canonical"].tolist()[:2] == ["8 2P/ C/c", "K^7 / C/c"]
    assert df["canonical"].isna().tolist() == [False, False, True]


def test_duckdb_example() -> None:
    pytest.importorskip("duckdb", reason="duckdb is not installed (python/ci.sh installs it when PyPI answers)")
    pytest.importorskip("pyarrow")
    scope = run("import duckdb")
    assert scope["checked"].column("valid").to_pylist() == [False, True, False]
    assert scope["valid_ids"] == [(2,)]
