"""The docstrings of the stubs (``sashite/*.pyi``), copied from the
installed module's, so that editors, which read the stubs of a compiled
module, show what ``help()`` shows.

The Rust doc comments of ``crates/sashite-python`` are the source; after
changing one, build and install the wheel, then run
``python tests/stub_docstrings.py`` from ``python/`` to rewrite the stubs.
``test_docstrings.py`` fails while a stub's docstring differs.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import sys
from pathlib import Path
from typing import Iterator, List, Optional, Tuple, Union

STUBS = Path(__file__).resolve().parent.parent / "sashite"

#: The stubs of the native modules (the others are Python source).
MODULES = ("pin", "epin", "sin", "snn", "pnn", "feen")

#: The stubs of the modules of the optional extras (``sashite.arrow``
#: needs pyarrow, ``sashite.polars`` polars): checked where they import.
OPTIONAL = ("arrow", "polars")


def importable(module: str) -> bool:
    """Whether ``sashite.<module>`` imports (its extra is installed)."""
    try:
        importlib.import_module(f"sashite.{module}")
    except ImportError:
        return False
    return True

Definition = Union[ast.Module, ast.FunctionDef, ast.ClassDef]


def stub_path(module: str) -> Path:
    return STUBS / f"{module}.pyi"


def definitions(tree: ast.Module) -> Iterator[Tuple[str, Definition]]:
    """The stub's module (dotted name ``""``), its public functions and
    classes, and their public methods and properties, as ``(dotted name,
    node)``; dunders skipped."""
    yield "", tree
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)) and not node.name.startswith("_"):
            yield node.name, node
            if isinstance(node, ast.ClassDef):
                for member in node.body:
                    if isinstance(member, ast.FunctionDef) and not member.name.startswith("_"):
                        yield f"{node.name}.{member.name}", member


def runtime_docstring(module: str, dotted: str) -> Optional[str]:
    """The installed object's docstring, cleaned as ``ast.get_docstring``
    cleans a stub's."""
    value: object = importlib.import_module(f"sashite.{module}")
    for part in dotted.split(".") if dotted else []:
        holder = value
        value = inspect.getattr_static(holder, part) if inspect.isclass(holder) else getattr(holder, part)
    doc = getattr(value, "__doc__", None)
    return inspect.cleandoc(doc) if isinstance(doc, str) and doc.strip() else None


def mismatches(module: str) -> List[str]:
    """The names of ``module``'s stub whose docstring is not the runtime's."""
    tree = ast.parse(stub_path(module).read_text(encoding="utf-8"))
    wrong = []
    for dotted, node in definitions(tree):
        if ast.get_docstring(node) != runtime_docstring(module, dotted):
            wrong.append(f"sashite.{module}.{dotted}".rstrip("."))
    return wrong


def quoted(doc: str, indent: str) -> str:
    """``doc`` as a docstring literal at ``indent``."""
    prefix = "r" if "\\" in doc else ""
    lines = doc.split("\n")
    body = "\n".join(f"{indent}{line}" if line else "" for line in lines[1:])
    if len(lines) == 1 and not doc.endswith('"'):
        return f'{prefix}"""{doc}"""'
    return f'{prefix}"""{lines[0]}\n{body}\n{indent}"""'


def rewrite(module: str) -> None:
    """Puts the runtime docstrings into ``module``'s stub, in place of the
    ``...`` bodies or of the docstrings there."""
    path = stub_path(module)
    source = path.read_text(encoding="utf-8")
    lines = source.split("\n")
    edits = []
    for dotted, node in definitions(ast.parse(source)):
        doc = runtime_docstring(module, dotted)
        if doc is None:
            continue
        first = node.body[0]
        indent = " " * (node.col_offset + 4) if not isinstance(node, ast.Module) else ""
        literal = quoted(doc, indent)
        has_doc = ast.get_docstring(node, clean=False) is not None
        if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
            assert first.end_lineno is not None and first.end_col_offset is not None
            start = (first.lineno - 1, first.col_offset)
            end = (first.end_lineno - 1, first.end_col_offset)
            if not has_doc:
                # `def f(...) -> T: ...`: the docstring becomes the body.
                literal = "\n" + indent + literal
            edits.append((start, end, literal))
    for (start_line, start_col), (end_line, end_col), text in sorted(edits, reverse=True):
        head = lines[start_line][:start_col]
        if text.startswith("\n"):
            head = head.rstrip()
        tail = lines[end_line][end_col:]
        lines[start_line : end_line + 1] = (head + text + tail).split("\n")
    path.write_text("\n".join(lines), encoding="utf-8")


def main(argv: List[str]) -> int:
    for module in argv or [*MODULES, *filter(importable, OPTIONAL)]:
        rewrite(module)
        wrong = mismatches(module)
        if wrong:
            print(f"{module}: still different: {', '.join(wrong)}", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
