"""Every public name has a docstring that ``help()`` shows, and every
example in those docstrings runs.

Public names: the modules reachable from ``sashite`` through public
attributes, their ``__all__`` (or their names without a leading
underscore), and the methods and properties of their classes; dunder
names and plain data (``PATTERN``, ``GAMES``, enum members) are skipped.
"""

from __future__ import annotations

import doctest
import importlib
import enum
import inspect
import re
import types
from typing import Any, Dict, Iterator, List, Tuple

import pytest

import sashite

import stub_docstrings

#: A docstring that is only a signature, as some tools write one.
SIGNATURE_ONLY = re.compile(r"[\w.]+\(.*\)(\s*->.*)?")


def public_names(module: types.ModuleType) -> List[str]:
    names = getattr(module, "__all__", None)
    if names is None:
        names = [name for name in dir(module) if not name.startswith("_")]
    return [name for name in names if not name.startswith("__")]


def is_data(value: object) -> bool:
    """Constants and enum members have their type's docstring, not one of
    their own: they are documented by their module or class."""
    return isinstance(value, (str, bytes, int, float, tuple, list, dict, enum.Enum))


def walk() -> Iterator[Tuple[str, Any, types.ModuleType]]:
    """Every public object as ``(qualified name, object, its module)``:
    the package's, and those of the optional modules that import (their
    extra installed)."""
    seen_modules = set()
    pending = [("sashite", sashite)]
    for optional in stub_docstrings.OPTIONAL:
        if stub_docstrings.importable(optional):
            pending.append((f"sashite.{optional}", importlib.import_module(f"sashite.{optional}")))
    while pending:
        qualified, module = pending.pop(0)
        if module.__name__ in seen_modules:
            continue
        seen_modules.add(module.__name__)
        yield qualified, module, module
        for name in public_names(module):
            value = getattr(module, name)
            if isinstance(value, types.ModuleType):
                pending.append((f"{qualified}.{name}", value))
            elif not is_data(value):
                yield f"{qualified}.{name}", value, module
                if inspect.isclass(value):
                    for member, attribute in vars(value).items():
                        if member.startswith("_") or is_data(getattr(value, member, None)):
                            continue
                        yield f"{qualified}.{name}.{member}", attribute, module


OBJECTS = list(walk())


def docstring(value: object) -> str:
    doc = getattr(value, "__doc__", None)
    return doc if isinstance(doc, str) else ""


def has_real_docstring(value: object) -> bool:
    doc = docstring(value).strip()
    return bool(doc) and not SIGNATURE_ONLY.fullmatch(doc)


def test_the_walk_finds_every_kind_of_name() -> None:
    names = {name for name, _, _ in OBJECTS}
    for expected in (
        "sashite",
        "sashite.fen.chess",
        "sashite.ParseError",
        "sashite.feen.parse",
        "sashite.feen.Position.place",
        "sashite.feen.Position.shape",
        "sashite.pin.Identifier.letter",
        "sashite.fen.chess.from_fen",
        "sashite.Side.flip",
    ):
        assert expected in names
    assert len(OBJECTS) > 200


def test_every_public_name_has_a_docstring() -> None:
    missing = [name for name, value, _ in OBJECTS if not has_real_docstring(value)]
    assert not missing, f"{len(missing)} public names without a docstring: {', '.join(missing)}"


def globals_for(module: types.ModuleType) -> Dict[str, Any]:
    """What an example may use: its module's names, and the package's."""
    names: Dict[str, Any] = {"sashite": sashite}
    names.update({name: getattr(sashite, name) for name in sashite.__all__})
    names.update(vars(module))
    return names


EXAMPLES = [(name, value, module) for name, value, module in OBJECTS if ">>>" in docstring(value)]


def test_the_docstrings_have_examples() -> None:
    assert len(EXAMPLES) > 50


@pytest.mark.parametrize(("name", "value", "module"), EXAMPLES, ids=[name for name, _, _ in EXAMPLES])
def test_docstring_examples_run(name: str, value: object, module: types.ModuleType) -> None:
    parser = doctest.DocTestParser()
    test = parser.get_doctest(docstring(value), globals_for(module), name, None, 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    output: List[str] = []
    runner.run(test, out=output.append)
    assert runner.failures == 0, "".join(output)


@pytest.mark.parametrize("module", [*stub_docstrings.MODULES, *stub_docstrings.OPTIONAL])
def test_the_stubs_show_the_same_docstrings(module: str) -> None:
    """Editors read the stubs: their docstrings must be the module's
    (regenerate them with ``python tests/stub_docstrings.py``)."""
    if module in stub_docstrings.OPTIONAL and not stub_docstrings.importable(module):
        pytest.skip(f"sashite.{module}: its extra is not installed")
    wrong = stub_docstrings.mismatches(module)
    assert not wrong, f"stub docstrings differ from the module's: {', '.join(wrong)}"
