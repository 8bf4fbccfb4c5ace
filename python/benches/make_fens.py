"""The benchmark's data: chess FENs of games python-chess plays at random.

    python python/benches/make_fens.py [--count N] [--seed S] [--out DIR]

Plays games of random legal moves from the start (a fixed seed, so the
same file every time) and records every position's ``board.fen()`` until
there are ``--count`` of them (10 million by default). Writes them once,
as ``DIR/fens.parquet`` (one ``string`` column, ``fen``) and as
``DIR/fens.txt`` (one per line, for the Rust loop). ``DIR`` defaults to
``target/bench-data`` (never committed). Needs python-chess and pyarrow
(``pip install chess pyarrow``). Ten million take about an hour on one
core; a million, a few minutes.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path
from typing import Iterator, List

import chess  # type: ignore[import-not-found]
import pyarrow as pa  # type: ignore[import-not-found]
import pyarrow.parquet as pq  # type: ignore[import-not-found]

ROOT = Path(__file__).resolve().parents[2]
# A random game rarely mates: long games end here, so that the file holds
# openings and middle games as well as bare endings.
MAX_PLIES = 300
# Rows per Parquet row group and per write: the generator never holds more.
CHUNK = 500_000


def positions(seed: int) -> Iterator[str]:
    """Every position of random games, one game after another, endlessly."""
    rng = random.Random(seed)
    while True:
        board = chess.Board()
        for _ in range(MAX_PLIES):
            moves = list(board.legal_moves)
            if not moves or board.is_insufficient_material():
                break
            board.push(rng.choice(moves))
            yield board.fen()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--count", type=int, default=10_000_000)
    parser.add_argument("--seed", type=int, default=35)
    parser.add_argument("--out", type=Path, default=ROOT / "target" / "bench-data")
    args = parser.parse_args()

    args.out.mkdir(parents=True, exist_ok=True)
    parquet = args.out / "fens.parquet"
    text = args.out / "fens.txt"
    # Written under temporary names and renamed at the end: a file with
    # the final name is always complete.
    parquet_part = parquet.with_suffix(".parquet.part")
    text_part = text.with_suffix(".txt.part")
    schema = pa.schema([pa.field("fen", pa.string(), nullable=False)])
    started = time.monotonic()
    written = 0
    source = positions(args.seed)
    with pq.ParquetWriter(parquet_part, schema) as writer, open(text_part, "w", encoding="ascii") as lines:
        while written < args.count:
            chunk: List[str] = [next(source) for _ in range(min(CHUNK, args.count - written))]
            writer.write_table(pa.table({"fen": pa.array(chunk, pa.string())}, schema=schema))
            lines.write("\n".join(chunk))
            lines.write("\n")
            written += len(chunk)
            rate = written / (time.monotonic() - started)
            print(f"{written} positions ({rate:.0f}/s)", file=sys.stderr, flush=True)
    parquet_part.rename(parquet)
    text_part.rename(text)
    print(f"{written} FENs in {parquet} and {text}, {time.monotonic() - started:.0f} s")


if __name__ == "__main__":
    main()
