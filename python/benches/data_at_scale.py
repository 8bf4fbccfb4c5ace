"""Rows per second and peak memory of chess FEN → FEEN on ten million rows,
by every path the Python package offers, beside a Rust loop and python-chess.

    python python/benches/make_fens.py          # once: target/bench-data/
    python python/benches/data_at_scale.py [--data DIR] [--rounds R] [--cases a,b,...]

Each case runs in a subprocess of its own (so that its peak memory is its
own, and ``POLARS_MAX_THREADS`` is set before polars starts):

- ``list``: ``sashite.fen.chess.from_fen_many`` on a Python list of the
  strings (positions out, as Python objects);
- ``arrow``: ``sashite.arrow.from_fen(array, "chess")`` on one pyarrow
  ``string`` array (FEEN strings out, as a pyarrow array);
- ``polars-1``, ``polars-2``: ``pl.col("fen").sashite.from_fen("chess")``
  on a DataFrame, lazy, with the streaming engine, on 1 and 2 threads;
- ``spark``: ``mapInArrow`` into ``sashite.arrow.from_fen``, as
  examples/spark/fen_to_feen.py does, in ``local[2]``, reading the Parquet
  file and writing to Spark's ``noop`` sink (the JVM's start-up is not
  timed);
- ``rust``: examples/lines.rs (``cargo run --release``): each line read
  with ``sashite::fen::chess::from_fen`` and written as FEEN into a reused
  ``String``, from the text file of the same FENs;
- ``python-chess``: ``chess.Board(fen).fen()``, on the first million rows
  only (``--chess-rows``; the rate is per row all the same).

Every case keeps its best of ``--rounds``. The peak is measured around the
timed call: the process's resident memory at its highest during the call
(``VmHWM``, reset before each round through ``/proc/self/clear_refs``),
less what it held before (the input, loaded); and for every case the
process tree's resident memory at its highest (sampled every 0.1 s from
``/proc``: Spark's JVM and Python workers included). Needs Linux, the ``sashite``
wheel with its ``arrow`` extra, polars, pyspark with Java 17, python-chess,
and cargo.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Callable, Dict, List

ROOT = Path(__file__).resolve().parents[2]
CASES = ["rust", "arrow", "list", "polars-1", "polars-2", "spark", "python-chess"]


def status(field: str) -> int:
    """A ``/proc/self/status`` figure, in bytes."""
    with open("/proc/self/status", encoding="ascii") as file:
        for line in file:
            if line.startswith(field + ":"):
                return int(line.split()[1]) * 1024
    raise RuntimeError(f"no {field} in /proc/self/status")


def measure(work: Callable[[], Any], rounds: int) -> Dict[str, float]:
    """The best time of ``rounds`` calls, and the highest memory any call
    added to what the process held before it."""
    best = float("inf")
    added = 0
    for _ in range(rounds):
        before = status("VmRSS")
        # Resets VmHWM to the current resident size (Linux 4.0 and later).
        with open("/proc/self/clear_refs", "w", encoding="ascii") as file:
            file.write("5")
        start = time.perf_counter()
        result = work()
        best = min(best, time.perf_counter() - start)
        added = max(added, status("VmHWM") - before)
        del result
    return {"seconds": best, "peak_added": added}


def fens_column(data: Path) -> Any:
    import pyarrow.parquet as pq

    return pq.read_table(data / "fens.parquet", columns=["fen"]).column("fen")


def run_case(case: str, data: Path, rounds: int, chess_rows: int) -> Dict[str, Any]:
    """One case, in this process: its figures as a dict."""
    if case == "arrow":
        from sashite import arrow

        array = fens_column(data).combine_chunks()
        figures = measure(lambda: arrow.from_fen(array, "chess"), rounds)
        return dict(figures, rows=len(array), input_bytes=array.nbytes)
    if case == "list":
        from sashite.fen import chess

        strings = fens_column(data).to_pylist()
        figures = measure(lambda: chess.from_fen_many(strings), rounds)
        return dict(figures, rows=len(strings))
    if case.startswith("polars-"):
        import polars as pl

        import sashite.polars  # noqa: F401  (registers the namespace)

        frame = pl.read_parquet(data / "fens.parquet")
        query = frame.lazy().select(pl.col("fen").sashite.from_fen("chess"))
        figures = measure(lambda: query.collect(engine="streaming"), rounds)
        return dict(figures, rows=frame.height, threads=pl.thread_pool_size())
    if case == "python-chess":
        import chess  # type: ignore[import-not-found]

        strings = fens_column(data).slice(0, chess_rows).to_pylist()
        figures = measure(lambda: [chess.Board(text).fen() for text in strings], rounds)
        return dict(figures, rows=len(strings))
    if case == "spark":
        return spark_case(data, rounds)
    raise ValueError(f"unknown case {case}")


def spark_case(data: Path, rounds: int) -> Dict[str, Any]:
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    from pyspark.sql import SparkSession
    from pyspark.sql.types import StringType, StructField, StructType

    def convert(batches: Any) -> Any:
        import pyarrow as pa

        from sashite import arrow

        for batch in batches:
            yield pa.RecordBatch.from_arrays([arrow.from_fen(batch.column(0), "chess")], names=["feen"])

    spark = (
        SparkSession.builder.master("local[2]")
        .config("spark.ui.enabled", "false")
        .config("spark.ui.showConsoleProgress", "false")
        .config("spark.driver.memory", "4g")
        .getOrCreate()
    )
    try:
        schema = StructType([StructField("feen", StringType())])
        frame = spark.read.parquet(str(data / "fens.parquet"))
        rows = frame.count()
        best = float("inf")
        for _ in range(rounds):
            start = time.perf_counter()
            frame.mapInArrow(convert, schema).write.format("noop").mode("overwrite").save()
            best = min(best, time.perf_counter() - start)
    finally:
        spark.stop()
    return {"seconds": best, "rows": rows}


def rust_case(data: Path) -> Dict[str, Any]:
    """examples/lines.rs, which keeps its best of three passes."""
    command = ["cargo", "run", "--quiet", "--release", "--example", "lines", "--", "fen", str(data / "fens.txt")]
    output = subprocess.run(command, cwd=ROOT, check=True, capture_output=True, text=True).stdout
    figures = dict(re.findall(r"(\w+)=([\d.]+)", output))
    rows = int(figures["lines"])
    return {"seconds": float(figures["to_feen_ns"]) * rows / 1e9, "rows": rows}


def child(case: str, data: Path, rounds: int, chess_rows: int) -> Dict[str, Any]:
    """Runs ``case`` in a subprocess and returns its figures, with the
    largest descendant's peak resident memory."""
    environment = dict(os.environ)
    if case.startswith("polars-"):
        environment["POLARS_MAX_THREADS"] = case.split("-")[1]
    command = [sys.executable, __file__, "--data", str(data), "--rounds", str(rounds)]
    command += ["--chess-rows", str(chess_rows), "--child", case]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, env=environment)
    # Spark's JVM and Python workers are not reaped by the child, so
    # RUSAGE_CHILDREN misses them: the tree's resident memory is sampled.
    peak = 0
    while process.poll() is None:
        peak = max(peak, tree_rss(process.pid))
        time.sleep(0.1)
    output, _ = process.communicate()
    if process.returncode != 0:
        raise subprocess.CalledProcessError(process.returncode, command)
    figures: Dict[str, Any] = json.loads(output.strip().splitlines()[-1])
    figures["process_peak"] = peak or None
    return figures


def tree_rss(root: int) -> int:
    """The resident memory of ``root`` and all its descendants, in bytes
    (Linux ``/proc``)."""
    parents: Dict[int, int] = {}
    resident: Dict[int, int] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", encoding="ascii", errors="replace") as file:
                fields = file.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        # After the command's closing parenthesis: state, ppid, … rss (24th).
        parents[int(entry)] = int(fields[1])
        resident[int(entry)] = int(fields[21]) * os.sysconf("SC_PAGE_SIZE")
    tree = {root}
    grew = True
    while grew:
        grew = False
        for pid, parent in parents.items():
            if parent in tree and pid not in tree:
                tree.add(pid)
                grew = True
    return sum(resident.get(pid, 0) for pid in tree)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", type=Path, default=ROOT / "target" / "bench-data")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--chess-rows", type=int, default=1_000_000)
    parser.add_argument("--cases", default=",".join(CASES))
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()

    if args.child:
        if args.child == "rust":
            figures = rust_case(args.data)
        else:
            figures = run_case(args.child, args.data, args.rounds, args.chess_rows)
        print(json.dumps(figures))
        return

    results: Dict[str, Dict[str, Any]] = {}
    cases = args.cases.split(",")
    if "rust" in cases:
        # The Rust loop's build is not timed, nor counted in its peak.
        subprocess.run(["cargo", "build", "--quiet", "--release", "--example", "lines"], cwd=ROOT, check=True)
    for case in cases:
        figures = child(case, args.data, args.rounds, args.chess_rows)
        results[case] = figures
        print(case, json.dumps(figures), file=sys.stderr, flush=True)
    report(results)


def report(results: Dict[str, Dict[str, Any]]) -> None:
    def rate(case: str) -> float:
        return float(results[case]["rows"]) / float(results[case]["seconds"])

    def mb(value: Any) -> str:
        return f"{value / 1e6:,.0f} MB" if value else "-"

    lines: List[str] = [
        "| case | rows | rows/s | ns/row | peak during the call | process peak |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for case, figures in results.items():
        lines.append(
            f"| {case} | {figures['rows']:,} | {rate(case):,.0f} | {1e9 / rate(case):,.0f} "
            f"| {mb(figures.get('peak_added'))} | {mb(figures.get('process_peak'))} |"
        )
    print("\n".join(lines))
    if "arrow" in results:
        arrow = results["arrow"]
        print(f"arrow input buffers (array.nbytes): {mb(arrow['input_bytes'])}; peak during the call "
              f"{arrow['peak_added'] / arrow['input_bytes']:.2f}x them (target: 2x or less)")
        if "rust" in results:
            print(f"arrow per row / Rust loop per row: {rate('rust') / rate('arrow'):.2f}x (target: 1.3x or less)")
        if "python-chess" in results:
            print(f"arrow / python-chess: {rate('arrow') / rate('python-chess'):.1f}x (target: 30x or more)")
    if "polars-1" in results and "polars-2" in results:
        print(f"polars 2 threads / 1 thread: {rate('polars-2') / rate('polars-1'):.2f}x (target: 1.7x or more)")
        if "python-chess" in results:
            print(f"polars 2 threads / python-chess: {rate('polars-2') / rate('python-chess'):.1f}x (target: 30x or more)")


if __name__ == "__main__":
    main()
