"""The README's pandas and polars examples, when those libraries are
installed (python/ci.sh installs them when it can)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

README = (Path(__file__).parent.parent / "README.md").read_text(encoding="utf-8")


def example(library: str) -> str:
    blocks = re.findall(r"```python\n(.*?)```", README, flags=re.S)
    return next(block for block in blocks if f"import {library}" in block)


def test_pandas_example() -> None:
    pd = pytest.importorskip("pandas")
    scope: dict = {}
    exec(example("pandas"), scope)
    df = scope["df"]
    assert isinstance(df, pd.DataFrame)
    assert df["valid"].tolist() == [False, True, False]
    assert df["canonical"].tolist()[:2] == ["8 2P/ C/c", "K^7 / C/c"]
    assert df["canonical"].isna().tolist() == [False, False, True]
    assert df["pieces"].isna().tolist() == [True, False, True]
    assert df["pieces"].tolist()[1] == 1


def test_polars_example() -> None:
    pl = pytest.importorskip("polars")
    scope: dict = {}
    exec(example("polars"), scope)
    df = scope["df"]
    assert isinstance(df, pl.DataFrame)
    assert df["valid"].to_list() == [False, True, False]
    assert df["canonical"].to_list() == ["8 2P/ C/c", "K^7 / C/c", None]
