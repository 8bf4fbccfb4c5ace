// The names Rust gives the page: the words a screen reader says for a
// piece, and each game's FEN dialect.

import { test } from "node:test";
import assert from "node:assert/strict";
import * as sashite from "sashite";
import { SashiteError } from "sashite";

function failure(call) {
  try {
    call();
  } catch (error) {
    assert.ok(error instanceof SashiteError, `a SashiteError, not ${error?.constructor?.name}`);
    return [error.kind, error.offset];
  }
  assert.fail("no error");
}

test("a piece's words: side, terminal marker, name in its style's game, state, derivation", () => {
  assert.equal(sashite.pieceWords("+K^", "C"), "first player's terminal king, enhanced");
  assert.equal(sashite.pieceWords("k^", "c"), "second player's terminal king");
  assert.equal(sashite.pieceWords("g'", "s"), "second player's gold general, derived");
  assert.equal(sashite.pieceWords("S", "S"), "first player's silver general");
  assert.equal(sashite.pieceWords("H", "X"), "first player's horse");
  assert.equal(sashite.pieceWords("-p", "x"), "second player's soldier, diminished");
  assert.equal(sashite.pieceWords("M", "M"), "first player's met");
  assert.equal(sashite.pieceWords("s", "m"), "second player's khon");
  // A letter the game has no piece for, a style with no names.
  assert.equal(sashite.pieceWords("L", "C"), "first player's piece L");
  assert.equal(sashite.pieceWords("K", "G"), "first player's piece K");
});

test("a bad token or style is refused with its kind and offset", () => {
  assert.deepEqual(failure(() => sashite.pieceWords("K#", "C")), ["expected_terminal_or_end", 1]);
  assert.deepEqual(failure(() => sashite.pieceWords("K", "CC")), ["expected_end", 1]);
  assert.deepEqual(failure(() => sashite.pieceWords("K", "")), ["empty", null]);
  assert.deepEqual(failure(() => sashite.pieceWords("K")), ["bad_argument", null]);
});

test("each game's FEN dialect, as fenOf names it", () => {
  const dialects = ["chess", "chess960", "shogi", "xiangqi", "makruk"].map((game) => sashite.fenDialect(game));
  assert.deepEqual(dialects, ["chess FEN", "Chess960 FEN", "SFEN", "xiangqi FEN", "makruk FEN"]);
  const start = sashite.fromFen("chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  assert.equal(sashite.fenOf(start).dialect, sashite.fenDialect("chess"));
  assert.deepEqual(failure(() => sashite.fenDialect("go")), ["unknown_game", null]);
  assert.deepEqual(failure(() => sashite.fenDialect(null)), ["bad_argument", null]);
});
