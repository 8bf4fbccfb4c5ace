"""FENs to FEEN with Spark: reads a Parquet file (or directory) with a column
of FENs, converts it with ``mapInArrow`` (each Arrow record batch goes to
``sashite.arrow`` as it is, with no Python object per row), and writes
Parquet with every input column and four more:

- ``feen``: the position as a FEEN string, null when the FEN is invalid;
- ``valid``: whether the FEN is one of the game's;
- ``kind``: the error code of an invalid FEN (the ``kind`` of every
  sashite surface, crates/sashite-ops/ERROR_CODES.md), null when valid;
- ``offset``: the byte of the FEN where the error is, null when valid.

    spark-submit [--master local[2]] examples/spark/fen_to_feen.py INPUT OUTPUT [--column fen] [--game chess]

The same script runs on a cluster; python/README.md ("Spark") says how to
give the executors the ``sashite`` wheel.
"""

from __future__ import annotations

import argparse
from typing import Callable, Iterator

import pyarrow as pa
from pyspark.sql import SparkSession
from pyspark.sql.types import BooleanType, LongType, StringType, StructField, StructType

# The columns the job adds, in Spark's types (mapInArrow's output schema).
ADDED = [
    StructField("feen", StringType(), nullable=True),
    StructField("valid", BooleanType(), nullable=True),
    StructField("kind", StringType(), nullable=True),
    StructField("offset", LongType(), nullable=True),
]


def converter(column: str, game: str) -> Callable[[Iterator[pa.RecordBatch]], Iterator[pa.RecordBatch]]:
    """The function each executor runs on its batches: ``column``'s FENs of
    ``game``, converted and checked."""

    def convert(batches: Iterator[pa.RecordBatch]) -> Iterator[pa.RecordBatch]:
        # Imported on the executor, where the batches are.
        from sashite import arrow

        for batch in batches:
            fens = batch.column(column)
            feen = arrow.from_fen(fens, game)
            # The verdict on each FEN (null for a missing one): the same
            # reader, the kind and offset every sashite surface reports.
            verdict = arrow.validate(fens, game)
            valid, kind, offset = (verdict.field(name) for name in ("valid", "kind", "offset"))
            # Strings go out in the type they came in (Spark chooses string
            # or large_string for its Arrow batches).
            text = batch.schema.field(column).type
            added = [feen.cast(text), valid, kind.cast(text), offset.cast(pa.int64())]
            names = batch.schema.names + [field.name for field in ADDED]
            yield pa.RecordBatch.from_arrays(batch.columns + added, names=names)

    return convert


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("input", help="Parquet file or directory with a column of FENs")
    parser.add_argument("output", help="Parquet directory to write (replaced if it exists)")
    parser.add_argument("--column", default="fen", help="the column of FENs (default: fen)")
    parser.add_argument("--game", default="chess", help="chess, chess960, shogi, xiangqi or makruk (default: chess)")
    args = parser.parse_args()

    spark = SparkSession.builder.appName("sashite fen_to_feen").getOrCreate()
    try:
        positions = spark.read.parquet(args.input)
        schema = StructType(positions.schema.fields + ADDED)
        converted = positions.mapInArrow(converter(args.column, args.game), schema)
        converted.write.mode("overwrite").parquet(args.output)
    finally:
        spark.stop()


if __name__ == "__main__":
    main()
