"""What the Arrow functions and the Polars expressions must give for a
row, from the list functions: the oracle both test files share."""

from __future__ import annotations

from typing import Any, Dict, Optional

import sashite
from sashite import feen, fen


def verdict(module: Any, row: Optional[str]) -> Optional[Dict[str, Any]]:
    """What ``validate`` gives for ``row``, from the module's ``parse``."""
    if row is None:
        return None
    try:
        module.parse(row)
    except sashite.ParseError as error:
        return {"valid": False, "kind": error.kind, "offset": error.offset}
    return {"valid": True, "kind": None, "offset": None}


def to_fen_or_none(row: Optional[str], game: str, **options: Any) -> Optional[str]:
    """What ``to_fen`` gives for ``row``, from ``sashite.fen.to_fen``."""
    if row is None:
        return None
    try:
        return fen.to_fen(feen.parse(row), game, **options)
    except sashite.Error:
        return None
