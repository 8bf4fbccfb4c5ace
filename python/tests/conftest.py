"""Shared fixtures: the specification's example tables (tests/data, copied
from the specs' vectors)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Dict, List

DATA = Path(__file__).parent / "data"


def vectors(notation: str) -> List[Dict[str, Any]]:
    """Every row of a notation's example table."""
    with open(DATA / f"{notation}.json", encoding="utf-8") as file:
        rows: List[Dict[str, Any]] = json.load(file)
    return rows


def pytest_configure() -> None:
    """Under python/ci.sh, the tests must run against the installed wheel,
    not against the source directory."""
    import os

    if os.environ.get("SASHITE_TEST_INSTALLED"):
        import sashite

        location = Path(sashite.__file__).resolve()
        assert "site-packages" in location.parts, f"sashite imported from {location}"
