#!/usr/bin/env python3
"""Positions for the differential test of sashite-fen (tests/differential.rs).

Plays random legal games with a fixed seed in the libraries people use and
writes every position they reach, one per line, tab-separated:

    game  options  fen  feen  fen_out

- game: chess, chess960, shogi, xiangqi or makruk;
- options: `x` (X-FEN castling) or `shredder` (Shredder-FEN castling);
- fen: the position as the library writes it;
- feen: the FEEN position the library's own state says it is (castling
  rights, en-passant square, unmoved pawns, hands), built here from the
  library's board, not from the FEN text (hands in any order);
- fen_out: what `to_fen` must write, compared on the fields FEEN carries.

Libraries: python-chess (chess, Chess960: X-FEN and Shredder-FEN, en passant
written when a legal capture exists and when any two-square advance just
happened), python-shogi (SFEN), pyffish / Fairy-Stockfish (shogi with hands
in brackets, xiangqi, makruk).

    python3 generate.py OUT [--games N] [--seed S]
"""

import argparse
import multiprocessing
import random

import chess
import pyffish
import shogi

# Plies per game at most: long enough to reach promotions, drops and
# endgames, short enough for CI.
MAX_PLIES = {"chess": 200, "chess960": 200, "python-shogi": 110, "shogi": 80, "xiangqi": 100, "makruk": 100}


def placement(rows):
    """FEEN/FEN placement from rows of tokens (None for an empty square)."""
    out = []
    for row in rows:
        text, empty = "", 0
        for token in row:
            if token is None:
                empty += 1
                continue
            if empty:
                text += str(empty)
                empty = 0
            text += token
        if empty:
            text += str(empty)
        out.append(text)
    return "/".join(out)


def styles(letter, first_to_move):
    first, second = letter.upper(), letter.lower()
    return f"{first}/{second}" if first_to_move else f"{second}/{first}"


# ---------------------------------------------------------------- chess


def chess_feen(board, ep_square):
    """The FEEN of a python-chess board by the Sashité chess rule system."""
    rights = board.clean_castling_rights()
    castling_sides = {color for color in chess.COLORS if rights & (chess.BB_RANK_1 if color else chess.BB_RANK_8)}
    pushed = None
    if ep_square is not None:
        pushed = ep_square + 8 if board.turn == chess.BLACK else ep_square - 8
    rows = []
    for rank in range(7, -1, -1):
        row = []
        for file in range(8):
            square = chess.square(file, rank)
            piece = board.piece_at(square)
            if piece is None:
                row.append(None)
                continue
            token = piece.symbol()
            start_rank = 1 if piece.color == chess.WHITE else 6
            if piece.piece_type == chess.KING:
                token = ("+" if piece.color in castling_sides else "") + token + "^"
            elif piece.piece_type == chess.ROOK and rights & chess.BB_SQUARES[square]:
                token = "+" + token
            elif piece.piece_type == chess.PAWN and square == pushed:
                token = "-" + token
            elif piece.piece_type == chess.PAWN and rank == start_rank:
                token = "+" + token
            row.append(token)
        rows.append(row)
    return f"{placement(rows)} / {styles('c', board.turn == chess.WHITE)}"


def chess_games(game, games, seed):
    rng = random.Random(seed)
    lines = []
    for number in range(games):
        board = chess.Board(chess960=game == "chess960")
        if game == "chess960":
            # The standard start (518) once, then any of the 960.
            board.set_chess960_pos(518 if number == 0 else rng.randrange(960))
        for ply in range(MAX_PLIES[game] + 1):
            legal_ep = board.ep_square if board.has_legal_en_passant() else None
            fen = board.fen()
            lines.append((game, "x", fen, chess_feen(board, legal_ep), fen))
            shredder = board.fen(shredder=True)
            lines.append((game, "shredder", shredder, chess_feen(board, legal_ep), shredder))
            # The en-passant square after every two-square advance, as some
            # writers (and python-chess on request) put it.
            if board.ep_square is not None and legal_ep is None:
                always = board.fen(en_passant="fen")
                lines.append((game, "x", always, chess_feen(board, board.ep_square), always))
            if ply == MAX_PLIES[game] or board.is_game_over():
                break
            board.push(rng.choice(list(board.legal_moves)))
    return lines


# ---------------------------------------------------------------- shogi

SHOGI_HAND = [shogi.ROOK, shogi.BISHOP, shogi.GOLD, shogi.SILVER, shogi.KNIGHT, shogi.LANCE, shogi.PAWN]


def shogi_feen(board):
    """The FEEN of a python-shogi board: kings K^, promoted pieces +X."""
    rows = []
    for rank in range(9):
        row = []
        for file in range(9):
            piece = board.piece_at(rank * 9 + file)
            if piece is None:
                row.append(None)
            else:
                symbol = piece.symbol()
                row.append(symbol + "^" if symbol in "Kk" else symbol)
        rows.append(row)
    hands = []
    for color in shogi.COLORS:
        held = board.pieces_in_hand[color]
        items = ""
        for piece_type in SHOGI_HAND:
            count = held.get(piece_type, 0)
            if count:
                letter = shogi.PIECE_SYMBOLS[piece_type]
                letter = letter.upper() if color == shogi.BLACK else letter
                items += (str(count) if count > 1 else "") + letter
        hands.append(items)
    return f"{placement(rows)} {'/'.join(hands)} {styles('s', board.turn == shogi.BLACK)}"


def python_shogi_games(games, seed):
    rng = random.Random(seed)
    lines = []
    for _ in range(games):
        board = shogi.Board()
        for ply in range(MAX_PLIES["python-shogi"] + 1):
            sfen = board.sfen()
            lines.append(("shogi", "x", sfen, shogi_feen(board), sfen))
            if ply == MAX_PLIES["python-shogi"] or board.is_game_over():
                break
            board.push(rng.choice(list(board.legal_moves)))
    return lines


# ------------------------------------------------- Fairy-Stockfish (pyffish)

# FEN letter (lowercase) -> FEEN letter, and the terminal piece.
FAIRY_LETTERS = {
    "shogi": ({"k": "k", "r": "r", "b": "b", "g": "g", "s": "s", "n": "n", "l": "l", "p": "p"}, "k"),
    "xiangqi": ({"k": "g", "a": "a", "b": "e", "n": "h", "r": "r", "c": "c", "p": "p"}, "k"),
    "makruk": ({"k": "k", "m": "m", "s": "s", "n": "n", "r": "r", "p": "p"}, "k"),
}
FEEN_STYLE = {"shogi": "s", "xiangqi": "x", "makruk": "m"}
USI_HAND_ORDER = "rbgsnlp"


def fairy_board(game, text):
    """FEEN placement of a Fairy-Stockfish board field, token by token."""
    letters, king = FAIRY_LETTERS[game]
    rows = []
    for rank in text.split("/"):
        row, promoted = [], False
        for char in rank:
            if char.isdigit():
                row.extend([None] * int(char))
            elif char == "+":
                promoted = True
            else:
                letter = letters[char.lower()]
                letter = letter.upper() if char.isupper() else letter
                row.append(("+" if promoted else "") + letter + ("^" if char.lower() == king else ""))
                promoted = False
        rows.append(row)
    return placement(rows)


def fairy_record(game, fen):
    """(fen, feen, fen_out) of a pyffish FEN: FEEN from the FEN's own fields."""
    fields = fen.split(" ")
    board, side = fields[0], fields[1]
    style = FEEN_STYLE[game]
    if game != "shogi":
        return fen, f"{fairy_board(game, board)} / {styles(style, side == 'w')}", fen
    # Shogi: `board[hands] side ...`, Fairy-Stockfish's `w` is sente.
    board, hands = board[:-1].split("[")
    counts = {c: hands.count(c) for c in set(hands) if c != "-"}
    feen_hands, usi_hands = [], ""
    for first in (True, False):
        items = ""
        for letter in USI_HAND_ORDER:
            letter = letter.upper() if first else letter
            count = counts.get(letter, 0)
            if count:
                items += (str(count) if count > 1 else "") + letter
        feen_hands.append(items)
        usi_hands += items
    feen = f"{fairy_board(game, board)} {'/'.join(feen_hands)} {styles(style, side == 'w')}"
    sfen = f"{board} {'b' if side == 'w' else 'w'} {usi_hands or '-'} 1"
    return fen, feen, sfen


def fairy_games(game, games, seed):
    rng = random.Random(seed)
    lines = []
    for _ in range(games):
        fen = pyffish.start_fen(game)
        for ply in range(MAX_PLIES[game] + 1):
            record = fairy_record(game, fen)
            lines.append((game, "x", *record))
            if game == "shogi":
                # Fairy-Stockfish's own SFEN too (its hands in another order).
                sfen = pyffish.get_fen(game, fen, [], False, True)
                lines.append((game, "x", sfen, record[1], record[2]))
            moves = pyffish.legal_moves(game, fen, [])
            if ply == MAX_PLIES[game] or not moves:
                break
            fen = pyffish.get_fen(game, fen, [rng.choice(sorted(moves))])
    return lines


# ---------------------------------------------------------------- main


def run(job):
    kind, games, seed = job
    if kind in ("chess", "chess960"):
        return kind, chess_games(kind, games, seed)
    if kind == "python-shogi":
        return kind, python_shogi_games(games, seed)
    return kind, fairy_games(kind, games, seed)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out")
    parser.add_argument("--games", type=int, default=200, help="games per game kind")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    kinds = ["python-shogi", "chess", "chess960", "shogi", "xiangqi", "makruk"]
    jobs = [(kind, args.games, args.seed + i) for i, kind in enumerate(kinds)]
    with multiprocessing.Pool(2) as pool:
        results = pool.map(run, jobs, chunksize=1)
    with open(args.out, "w", encoding="utf-8") as out:
        for kind, lines in results:
            for line in lines:
                assert all("\t" not in field and "\n" not in field for field in line), line
                out.write("\t".join(line) + "\n")
            print(f"{kind}: {args.games} games, {len(lines)} positions")


if __name__ == "__main__":
    main()
