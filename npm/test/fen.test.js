// The FEN bridge: chess FEN, shogi SFEN, xiangqi and makruk FEN to FEEN and
// back, the game detected, and its errors as SashiteErrors.

import { test } from "node:test";
import assert from "node:assert/strict";
import * as sashite from "sashite";
import { SashiteError } from "sashite";

const START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const SFEN = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

function failure(call) {
  try {
    call();
  } catch (error) {
    assert.ok(error instanceof SashiteError, `a SashiteError, not ${error?.constructor?.name}`);
    return [error.kind, error.offset];
  }
  assert.fail("no error");
}

test("there and back", () => {
  const feen = sashite.fromFen("chess", START);
  assert.equal(sashite.inspect("feen", feen).valid, true);
  assert.equal(sashite.toFen("chess", feen), START);
  assert.equal(
    sashite.toFen("chess", feen, { shredder: true, halfmoveClock: 4, moveNumber: 30 }),
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 4 30",
  );
  const shogi = sashite.fromFen("shogi", SFEN);
  assert.equal(sashite.toFen("shogi", shogi), SFEN);
  assert.deepEqual(sashite.fenOf(feen), { game: "chess", dialect: "chess FEN", fen: START });
  assert.equal(sashite.fenOf("8 / C/c"), null);
});

test("the game a FEN looks like", () => {
  assert.equal(sashite.detectFen(START), "chess");
  assert.equal(sashite.detectFen(SFEN), "shogi");
  assert.equal(sashite.detectFen("8/8 / C/c"), null);
});

test("errors: the bridge's kind and the offset", () => {
  assert.deepEqual(failure(() => sashite.fromFen("chess", START.replace(" w ", " x "))), ["side", 44]);
  assert.deepEqual(failure(() => sashite.toFen("chess", "8 / C/C")), ["styles_same_case", 6]);
  assert.deepEqual(failure(() => sashite.fromFen("go", START)), ["unknown_game", null]);
  assert.equal(failure(() => sashite.toFen("chess", sashite.fromFen("chess", START), { moveNumber: 1.5 }))[0], "bad_argument");
  assert.equal(failure(() => sashite.toFen("chess", "8 / C/c", "w"))[0], "bad_argument");
  assert.equal(failure(() => sashite.fromFen("chess", 42))[0], "bad_argument");
  const position = sashite.fromFen("chess", START);
  assert.equal(failure(() => sashite.toFen("shogi", position, { halfmoveClock: 3 }))[0], "unused_option");
  assert.equal(failure(() => sashite.toFen("xiangqi", position, { shredder: false }))[0], "unused_option");
  assert.equal(failure(() => sashite.toFen("chess", position, { halfmoveClock: -1 }))[0], "negative_counter");
  assert.equal(failure(() => sashite.toFen("chess", position, { moveNumber: 0 }))[0], "move_number_zero");
  assert.equal(failure(() => sashite.toFen("chess", position, { moveNumber: 1e30 }))[0], "counter_too_large");
});
