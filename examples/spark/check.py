"""Runs fen_to_feen.py with spark-submit in local mode on a small Parquet
file it writes first, and checks the Parquet the job writes against
sashite's list functions on the same FENs (what .ci/run does).

    python examples/spark/check.py [--master local[2]] [--rows N]

Needs pyspark (its spark-submit beside this Python), Java 17 or later,
pyarrow and the sashite wheel in the same environment. Exits non-zero on
any difference.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import List, Optional, Tuple

import pyarrow as pa
import pyarrow.parquet as pq

from sashite import ParseError, fen

HERE = Path(__file__).resolve().parent
# Valid and invalid FENs, a missing one and an empty one: every row of the
# input is one of these, with its index in the `id` column.
SAMPLES: List[Optional[str]] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R w Qk - 4 20",
    "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
    "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1",
    "not a fen",
    "",
    None,
]


def expected(fens: List[Optional[str]]) -> List[Tuple[Optional[str], bool, Optional[str], Optional[int]]]:
    """What each row's added columns must hold, from the list function
    (one reader: the same Rust behind both)."""
    errors: List[Tuple[int, ParseError]] = []
    positions = fen.from_fen_many(fens, "chess", errors=errors)
    failures = {index: error for index, error in errors}
    rows = []
    for index, position in enumerate(positions):
        if position is not None:
            rows.append((str(position), True, None, None))
        elif fens[index] is None:
            # A missing FEN is a null row: no verdict either way.
            rows.append((None, None, None, None))  # type: ignore[arg-type]
        else:
            error = failures[index]
            rows.append((None, False, error.kind, error.offset))
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--master", default="local[2]")
    parser.add_argument("--rows", type=int, default=10_000)
    args = parser.parse_args()

    fens = [SAMPLES[i % len(SAMPLES)] for i in range(args.rows)]
    with tempfile.TemporaryDirectory() as scratch:
        source = Path(scratch) / "fens.parquet"
        target = Path(scratch) / "feen"
        # Several row groups, so that the job sees several batches.
        pq.write_table(
            pa.table({"id": pa.array(range(args.rows), pa.int64()), "fen": pa.array(fens, pa.string())}),
            source,
            row_group_size=max(1, args.rows // 4),
        )
        submit = Path(sys.executable).parent / "spark-submit"
        # The driver and the executors run this Python, where sashite is.
        environment = dict(os.environ, PYSPARK_PYTHON=sys.executable, PYSPARK_DRIVER_PYTHON=sys.executable)
        # Local mode: no need to look for the machine's address.
        environment.setdefault("SPARK_LOCAL_IP", "127.0.0.1")
        command = [
            str(submit),
            "--master",
            args.master,
            "--conf",
            "spark.ui.enabled=false",
            "--conf",
            "spark.ui.showConsoleProgress=false",
            "--conf",
            "spark.log.level=WARN",
            "--conf",
            "spark.sql.shuffle.partitions=2",
            str(HERE / "fen_to_feen.py"),
            str(source),
            str(target),
        ]
        subprocess.run(command, check=True, env=environment)
        table = pq.read_table(target).sort_by("id")

    assert table.num_rows == args.rows, f"{table.num_rows} rows written, {args.rows} read"
    assert table.column_names == ["id", "fen", "feen", "valid", "kind", "offset"], table.column_names
    assert table.column("id").to_pylist() == list(range(args.rows)), "rows lost or duplicated"
    assert table.column("fen").to_pylist() == fens, "the FEN column changed"
    got = list(
        zip(
            table.column("feen").to_pylist(),
            table.column("valid").to_pylist(),
            table.column("kind").to_pylist(),
            table.column("offset").to_pylist(),
        )
    )
    want = expected(fens)
    # Two rows checked by hand too, not only against the list function.
    assert want[5][2:] == ("rank_too_long", 18) and want[8][2:] == ("missing_field", 0), want
    wrong = [(i, fens[i], got[i], want[i]) for i in range(args.rows) if got[i] != want[i]]
    for index, text, value, right in wrong[:10]:
        print(f"row {index} ({text!r}): written {value}, expected {right}", file=sys.stderr)
    if wrong:
        sys.exit(f"spark example: {len(wrong)} of {args.rows} rows differ from sashite.fen.from_fen_many")
    valid = sum(1 for row in want if row[1])
    print(f"spark example ({args.master}): {args.rows} rows, {valid} valid, as from_fen_many gives")


if __name__ == "__main__":
    main()
