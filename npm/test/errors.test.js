// Failures are SashiteErrors with a kind and a byte offset; never a bare
// string, never another class.

import { test } from "node:test";
import assert from "node:assert/strict";
import * as sashite from "sashite";
import { SashiteError } from "sashite";

const CHESS = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c";

/** The SashiteError `call` throws, checked. */
function failure(call) {
  try {
    call();
  } catch (error) {
    assert.ok(error instanceof SashiteError, `a SashiteError, not ${error?.constructor?.name}`);
    assert.ok(error instanceof Error);
    assert.equal(error.name, "SashiteError");
    assert.equal(typeof error.message, "string");
    return { kind: error.kind, offset: error.offset, message: error.message };
  }
  assert.fail("no error");
}

test("parse errors carry the rule broken and the byte offset", () => {
  assert.deepEqual(failure(() => sashite.normalize("8 / C/C")), {
    kind: "styles_same_case",
    offset: 6,
    message: "invalid FEEN: expected a style of the opposite case at byte 6, found 'C'",
  });
  assert.equal(failure(() => sashite.toggleTurn("k$k / C/c")).kind, "invalid_piece_token");
  assert.equal(failure(() => sashite.toggleTurn("k$k / C/c")).offset, 1);
  assert.deepEqual(
    { ...failure(() => sashite.renderSvg("")), message: undefined },
    { kind: "empty", offset: null, message: undefined },
  );
  assert.deepEqual(
    { ...failure(() => sashite.place("8 / C/c", "0", "K#")), message: undefined },
    { kind: "expected_terminal_or_end", offset: 1, message: undefined },
  );
  // Offsets count UTF-8 bytes: "é" is two.
  assert.equal(failure(() => sashite.normalize("é / C/c")).offset, 0);
  assert.equal(failure(() => sashite.normalize("8 / C/é")).offset, 6);
});

test("the other kinds", () => {
  assert.equal(failure(() => sashite.inspect("fen", "8 / C/c")).kind, "unknown_notation");
  assert.equal(failure(() => sashite.validate("", "K")).kind, "unknown_notation");
  assert.equal(failure(() => sashite.remove(CHESS, "8,0")).kind, "bad_coordinates");
  assert.equal(failure(() => sashite.remove(CHESS, "0")).kind, "coordinate_count");
  assert.equal(failure(() => sashite.remove(CHESS, "x")).kind, "no_such_square");
  assert.equal(failure(() => sashite.remove(CHESS, "4,4")).kind, "square_empty");
  assert.equal(failure(() => sashite.movePiece(CHESS, "4,4", "3,3")).kind, "square_empty");
  assert.equal(failure(() => sashite.addToHand(CHESS, "third", "K")).kind, "bad_argument");
  assert.equal(failure(() => sashite.takeFromHand(CHESS, "first", "K")).kind, "not_in_hand");
  assert.equal(failure(() => sashite.addToHand("K / C/c", "first", "K")).kind, "too_many_pieces");
  assert.equal(failure(() => sashite.pieceToken("KK", "first", "normal", false, false)).kind, "bad_argument");
  assert.equal(failure(() => sashite.renderSvg("99999 / C/c")).kind, "too_large");
  assert.equal(failure(() => sashite.renderSvg("99999 / C/c")).offset, null);
});

test("arguments of the wrong type are bad_argument, not TypeError", () => {
  for (const bad of [undefined, null, 42, {}, [], Symbol("s"), 1n, () => "8 / C/c"]) {
    assert.equal(failure(() => sashite.normalize(bad)).kind, "bad_argument");
    assert.equal(failure(() => sashite.inspect("feen", bad)).kind, "bad_argument");
    assert.equal(failure(() => sashite.inspect(bad, "K")).kind, "bad_argument");
  }
  assert.equal(failure(() => sashite.pieceToken("K", "first", "normal", 1, false)).kind, "bad_argument");
  assert.equal(failure(() => sashite.place(CHESS, "0,0")).kind, "bad_argument");
});

test("an invalid input is a record, not an error", () => {
  const record = sashite.inspect("pin", "K#");
  assert.deepEqual(record, {
    input: "K#",
    valid: false,
    error: "invalid PIN: expected '^' or the end of input at byte 1, found '#'",
    offset: 1,
    kind: "expected_terminal_or_end",
  });
});
