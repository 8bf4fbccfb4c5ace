#!/usr/bin/env python3
"""Writes chess_positions.fen: 400 positions of random legal games played by
python-chess (seed 22; every third ply of 40 games, up to ply 150), the
inputs of the FEN benchmarks (criterion/fen.rs). Run once; the file is
committed:

    python3 -m pip install chess==1.11.2
    python3 chess_positions.py > chess_positions.fen
"""

import random

import chess

rng = random.Random(22)
positions = []
while len(positions) < 400:
    board = chess.Board()
    for ply in range(151):
        if ply % 3 == 0:
            positions.append(board.fen())
        if board.is_game_over() or len(positions) == 400:
            break
        board.push(rng.choice(list(board.legal_moves)))
print("\n".join(positions[:400]))
