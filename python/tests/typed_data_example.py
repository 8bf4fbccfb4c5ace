"""A typed program using sashite.arrow and sashite.polars: `mypy --strict`
checks it against the stubs (python/ci.sh), and test_typed_example.py runs
it when pyarrow and polars are installed."""

from __future__ import annotations

from typing import Dict, List

import polars as pl
import pyarrow as pa  # type: ignore[import-untyped,unused-ignore]

import sashite.polars
from sashite import arrow
from sashite.polars import SashiteExpr


def tour() -> Dict[str, List[object]]:
    fens = pa.array(["4k3/8/8/8/8/8/8/4K3 w - - 0 1", None])
    feens = arrow.from_fen(fens, "chess")
    series = pl.Series("feen", feens.to_pylist(), dtype=pl.String)
    namespace: SashiteExpr = SashiteExpr(pl.col("feen"))
    frame = pl.DataFrame({"feen": series}).select(
        namespace.is_valid("feen").alias("valid"),
        namespace.to_fen("chess", move_number=3).alias("fen"),
    )
    assert sashite.polars.__name__ == "sashite.polars"
    return {
        "feens": feens.to_pylist(),
        "valid": frame["valid"].to_list(),
        "fen": frame["fen"].to_list(),
        "kinds": arrow.validate(feens, "feen").field("kind").to_pylist(),
    }
