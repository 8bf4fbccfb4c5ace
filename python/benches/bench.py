"""Speed of the Python package's FEEN functions on a generated file of a
million positions, beside the same passes in Rust (`cargo run --release --example lines -- feen FILE`).

    python python/benches/bench.py [--lines N] [--rounds R] [--no-rust]

Needs the `sashite` package installed (python/ci.sh's venv, or
`pip install ./python`), and cargo for the Rust side. Prints the cost per
line of is_valid_many, normalize_many and parse_many, the Rust loop's, and
the cost of one feen.parse call; with python-chess installed, also
sashite.fen.chess.from_fen against chess.Board(fen).
"""

from __future__ import annotations

import argparse
import random
import re
import subprocess
import sys
import tempfile
import threading
import time
import timeit
from pathlib import Path
from typing import Callable, Dict, List

from sashite import feen, pin

ROOT = Path(__file__).resolve().parents[2]
BASES = [
    "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c",
    "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s",
    "rheag^aehr/9/1c5c1/s1s1s1s1s/9/9/S1S1S1S1S/1C5C1/9/RHEAG^AEHR / X/x",
    "rnsmk^snr/8/pppppppp/8/8/PPPPPPPP/8/RNSK^MSNR / M/m",
]


def generate(count: int, seed: int = 24) -> List[str]:
    """`count` positions: the four start positions after random moves and
    captures, a tenth with non-canonical hands (for normalize), a
    hundredth invalid."""
    rng = random.Random(seed)
    distinct: List[str] = []
    for _ in range(2000):
        position = feen.parse(rng.choice(BASES))
        for _ in range(rng.randrange(1, 20)):
            pieces = position.pieces()
            at, piece = rng.choice(pieces)
            target = rng.randrange(position.square_count)
            position = position.remove(at).board_diff({target: piece})
            if rng.random() < 0.3:
                position = position.toggle_turn()
        text = str(position)
        roll = rng.random()
        if roll < 0.1:
            placement, _, styles = text.split(" ")
            text = f"{placement} 1PP/p {styles}"
        elif roll < 0.11:
            text = text.replace("/", "//", 1)
        distinct.append(text)
    return [rng.choice(distinct) for _ in range(count)]


def best(function: Callable[[], object], repeat: int = 3) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        function()
        times.append(time.perf_counter() - start)
    return min(times)


def rust_loop(path: Path) -> Dict[str, float]:
    command = ["cargo", "run", "--quiet", "--release", "--example", "lines", "--", "feen", str(path)]
    output = subprocess.run(command, cwd=ROOT, check=True, capture_output=True, text=True).stdout
    return {key: float(value) for key, value in re.findall(r"(\w+)_ns=([\d.]+)", output)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--lines", type=int, default=1_000_000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--no-rust", action="store_true", help="skip the Rust loop (no cargo)")
    args = parser.parse_args()

    lines = generate(args.lines)
    passes = {
        "is_valid": feen.is_valid_many,
        "normalize": feen.normalize_many,
        "parse": feen.parse_many,
    }
    python: Dict[str, float] = {name: float("inf") for name in passes}
    rust: Dict[str, float] = {}
    with tempfile.TemporaryDirectory() as scratch:
        path = Path(scratch) / "positions.feen"
        path.write_text("\n".join(lines) + "\n", encoding="ascii")
        read = path.read_text(encoding="ascii").splitlines()
        n = len(read)
        # Rounds alternate the two sides, so that both see the same load
        # on a shared machine; each keeps its best time.
        for _ in range(args.rounds):
            if not args.no_rust:
                for name, ns in rust_loop(path).items():
                    rust[name] = min(ns, rust.get(name, float("inf")))
            for name, function in passes.items():
                python[name] = min(python[name], best(lambda: function(read), repeat=1) * 1e9 / n)

    print(f"{n} lines, {sum(feen.is_valid_many(read))} valid; ns per line (best of {args.rounds} rounds)")
    print(f"{'':24}{'Python bulk':>12}{'Rust loop':>12}{'ratio':>8}")
    for name, ns in python.items():
        other = rust.get(name)
        ratio = f"{ns / other:.2f}x" if other else "-"
        rust_ns = f"{other:.0f}" if other else "-"
        print(f"{'feen.' + name + '_many':24}{ns:>12.0f}{rust_ns:>12}{ratio:>8}")

    # What the binding itself costs per item: PIN rejects these lines at
    # their first or second byte, so this is copying them in and the list out.
    binding = best(lambda: pin.is_valid_many(read)) * 1e9 / n
    print(f"binding cost per line (pin.is_valid_many on the same lines): {binding:.0f} ns")

    one = BASES[0]
    calls = 200_000
    per_call = min(timeit.repeat(lambda: feen.parse(one), number=calls, repeat=3)) * 1e9 / calls
    valid_call = min(timeit.repeat(lambda: feen.is_valid(one), number=calls, repeat=3)) * 1e9 / calls
    print(f"one feen.parse call (chess start): {per_call:.0f} ns; one feen.is_valid call: {valid_call:.0f} ns")

    # Two threads on halves: the GIL is released while the Rust works.
    half = n // 2
    def both() -> None:
        threads = [threading.Thread(target=feen.is_valid_many, args=(read[i * half:(i + 1) * half],)) for i in range(2)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    print(f"is_valid_many on 2 threads: {best(both) * 1e9 / n:.0f} ns per line")

    versus_python_chess()


def versus_python_chess(count: int = 20_000, seed: int = 24) -> None:
    """sashite.fen.chess.from_fen against python-chess's chess.Board(fen)
    on the positions of random legal games (skipped without python-chess:
    `pip install chess`)."""
    try:
        import chess  # type: ignore[import-not-found]
    except ImportError:
        print("python-chess is not installed (pip install chess): FEN comparison skipped")
        return
    from sashite import fen

    rng = random.Random(seed)
    fens: List[str] = []
    while len(fens) < count:
        board = chess.Board()
        for _ in range(rng.randrange(10, 120)):
            moves = list(board.legal_moves)
            if not moves:
                break
            board.push(rng.choice(moves))
            fens.append(board.fen())
    fens = fens[:count]
    ours = best(lambda: [fen.chess.from_fen(text) for text in fens]) * 1e9 / count
    bulk = best(lambda: fen.chess.from_fen_many(fens)) * 1e9 / count
    theirs = best(lambda: [chess.Board(text) for text in fens]) * 1e9 / count
    print(
        f"{count} chess FENs from random games, ns per FEN: sashite.fen.chess.from_fen {ours:.0f}, "
        f"from_fen_many {bulk:.0f}; python-chess {chess.__version__} chess.Board(fen) {theirs:.0f} "
        f"({theirs / ours:.1f}x, {theirs / bulk:.1f}x)"
    )


if __name__ == "__main__":
    main()
