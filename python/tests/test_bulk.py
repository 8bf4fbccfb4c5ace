"""The *_many functions: any iterable, one result per item, bad items give
None/False (never an exception for the batch), errors= collects them, and
the work runs with the GIL released."""

from __future__ import annotations

import threading
from typing import Any, List, Tuple

import sashite
from sashite import epin, feen, pin, pnn, sin, snn

CHESS = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c"


def test_feen_many() -> None:
    items: List[Any] = [CHESS, "nonsense", None, float("nan"), b"8 / C/c", "8 PP/ C/c", "\ud800"]
    assert feen.is_valid_many(items) == [True, False, False, False, True, False, False]
    errors: List[Tuple[int, sashite.ParseError]] = []
    parsed = feen.parse_many(iter(items), errors=errors)
    assert parsed[0] == feen.parse(CHESS) and parsed[4] == feen.parse("8 / C/c")
    assert [i for i, p in enumerate(parsed) if p is None] == [1, 2, 3, 5, 6]
    assert [i for i, _ in errors] == [1, 2, 3, 5, 6]
    assert all(isinstance(e, sashite.ParseError) for _, e in errors)
    assert errors[1][1].kind == "not_text" and "NoneType" in str(errors[1][1])
    assert errors[3][1].kind == "hand_not_aggregated"
    normalized = feen.normalize_many(items)
    assert normalized == [CHESS, None, None, None, "8 / C/c", "8 2P/ C/c", None]
    errors = []
    assert feen.is_valid_many(items, errors=errors) == [True, False, False, False, True, False, False]
    assert [i for i, _ in errors] == [1, 2, 3, 5, 6]


def test_token_many() -> None:
    for module, good, bad in [
        (pin, "+K^", "K+"),
        (epin, "K'", "'K"),
        (sin, "c", "cc"),
        (snn, "CHESS", "Chess"),
        (pnn, "+ROOK^", "Rook"),
    ]:
        errors: List[Tuple[int, sashite.ParseError]] = []
        assert module.parse_many((x for x in [good, bad]), errors=errors) == [module.parse(good), None]
        assert module.is_valid_many([good, bad, 7]) == [True, False, False]
        assert [i for i, _ in errors] == [1]


def test_empty_and_non_iterable() -> None:
    assert feen.parse_many([]) == []
    assert pin.is_valid_many(()) == []
    try:
        feen.is_valid_many(5)  # type: ignore[arg-type]
    except TypeError:
        pass
    else:
        raise AssertionError("an int is not an iterable")


def test_threads_share_the_module() -> None:
    lines = [CHESS, "8 PP/ C/c", "x"] * 2000
    expected = feen.normalize_many(lines)
    results: List[Any] = [None] * 4

    def work(slot: int) -> None:
        results[slot] = feen.normalize_many(lines)
        assert [str(p) if p else None for p in feen.parse_many(lines[:30])][:1] == [CHESS]

    threads = [threading.Thread(target=work, args=(slot,)) for slot in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert results == [expected] * 4


def test_normalize_many_returns_canonical_strings_themselves() -> None:
    items: List[Any] = [CHESS, b"8 / C/c", "8 PP/ C/c", bytearray(b"8 / C/c")]
    result = feen.normalize_many(items)
    assert result == [CHESS, "8 / C/c", "8 2P/ C/c", "8 / C/c"]
    assert result[0] is items[0], "a canonical str is its own normal form: no copy"
    assert all(type(text) is str for text in result)


def test_all_ascii_str_batches_split_exactly() -> None:
    # All-str ASCII batches take one join; each item must still be itself.
    items = ["", "8 / C/c", "8 / C/c\n", "\n8 / C/c", "8 PP/ C/c", "K^7 / C/c", "x" * 1000]
    expected = [feen.is_valid(item) for item in items]
    assert feen.is_valid_many(items) == expected
    assert feen.is_valid_many(tuple(items)) == expected
    assert feen.is_valid_many(item for item in items) == expected
    errors: List[Tuple[int, sashite.ParseError]] = []
    assert feen.normalize_many(items, errors=errors) == [None, "8 / C/c", None, None, "8 2P/ C/c", "K^7 / C/c", None]
    single = []
    for item in items:
        try:
            feen.normalize(item)
        except sashite.ParseError as error:
            single.append((error.offset, error.kind))
    assert [(e.offset, e.kind) for _, e in errors] == single
    # One non-ASCII item sends the batch down the item-by-item path.
    assert feen.is_valid_many(items + ["é"]) == expected + [False]
