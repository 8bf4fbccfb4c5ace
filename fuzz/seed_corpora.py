#!/usr/bin/env python3
"""Writes the seed corpora of the fuzz targets from the specification's
example tables (crates/*/tests/data/*.json): one file per example row, named
by the row's id, holding the row's input bytes. Run from anywhere:

    python3 fuzz/seed_corpora.py

The files go to fuzz/corpus/<target>/; existing seeds with the same name are
overwritten, other files (a grown corpus) are left alone.
"""

import json
from pathlib import Path

FUZZ = Path(__file__).resolve().parent
CRATES = FUZZ.parent / "crates"

# notation -> the targets it seeds
TARGETS = {
    "pin": ["pin"],
    "epin": ["epin"],
    "sin": ["sin"],
    "snn": ["snn"],
    "pnn": ["pnn"],
    "feen": ["feen_view", "feen_position", "feen_lenient"],
}


def main() -> None:
    for notation, targets in TARGETS.items():
        table = CRATES / f"sashite-{notation}" / "tests" / "data" / f"{notation}.json"
        rows = json.loads(table.read_text(encoding="utf-8"))
        for target in targets:
            folder = FUZZ / "corpus" / target
            folder.mkdir(parents=True, exist_ok=True)
            for row in rows:
                (folder / f"spec-{row['id']}").write_bytes(row["input"].encode("utf-8"))
            print(f"{target}: {len(rows)} seeds from {table.relative_to(FUZZ.parent)}")


if __name__ == "__main__":
    main()
