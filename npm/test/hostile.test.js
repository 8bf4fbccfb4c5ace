// Hostile input: long strings, lone surrogates, every class of code point,
// values of every type, in every argument of every function. Each call
// returns or throws a SashiteError; nothing else escapes.

import { test } from "node:test";
import assert from "node:assert/strict";
import * as sashite from "sashite";
import { SashiteError } from "sashite";

const CHESS = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c";
const MIB = 1 << 20;

/** Each function with valid arguments, to vary one at a time. */
const CALLS = {
  inspect: ["feen", CHESS],
  validate: ["pin", "K^"],
  isValid: ["feen", CHESS],
  detect: [CHESS],
  normalize: [CHESS],
  repair: [CHESS],
  renderSvg: ["k^/1/K^ / C/c"],
  pieceAt: [CHESS, "0,0"],
  place: [CHESS, "4,4", "K"],
  remove: [CHESS, "0,0"],
  movePiece: [CHESS, "6,4", "4,4"],
  dropFromHand: ["8 P/ C/c", "first", "P", "3"],
  addToHand: [CHESS, "first", "P"],
  takeFromHand: ["8 P/ C/c", "first", "P"],
  toggleTurn: [CHESS],
  pieceToken: ["K", "first", "normal", true, false],
  pieceWords: ["+K^'", "C"],
  fromFen: ["chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"],
  toFen: ["chess", CHESS],
  detectFen: ["rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"],
  fenOf: [CHESS],
  fenDialect: ["chess"],
};

/** Code points of every general category, and the edges of the planes. */
const POINTS = [
  0x0, 0x9, 0xa, 0xd, 0x1f, 0x20, 0x2f, 0x7f, 0x80, 0x9f, 0xa0, 0xad, 0xe9, 0x300, 0x37e,
  0x5d0, 0x627, 0x200b, 0x200d, 0x2028, 0x2029, 0x202e, 0x2212, 0x265a, 0x3000, 0x738b,
  0xe000, 0xfeff, 0xfffd, 0xfffe, 0xffff, 0x10000, 0x1f600, 0xe0001, 0x10ffff,
];

function samples() {
  const out = [];
  for (const point of POINTS) {
    const c = String.fromCodePoint(point);
    out.push(c, `8 / C/c${c}`, `${c}8 / C/c`, `K${c}`, `8/8 ${c}/ C/c`);
  }
  // Lone and reversed surrogates (not UTF-16 text).
  for (const s of ["\ud800", "\udfff", "\udc00\ud800", "K\ud83d", "8 / C/c\ud800", "\ud800 / C/c"]) out.push(s);
  // Long ones: a MiB of each kind.
  out.push(
    "K".repeat(MIB),
    "/".repeat(MIB),
    "9".repeat(MIB),
    "8/".repeat(MIB / 2) + "8 / C/c",
    "+".repeat(MIB),
    "\ud800".repeat(MIB / 2),
    "é".repeat(MIB / 2),
    `${"1".repeat(MIB - 10)} / C/c`,
    `8 ${"P".repeat(MIB)}/ C/c`,
  );
  return out;
}

const VALUES = [undefined, null, 0, -1, NaN, true, {}, [], Symbol("x"), 10n, () => {}];

/** Calls `name` with `args`: returns, or throws only a SashiteError. */
function survive(name, args) {
  try {
    sashite[name](...args);
  } catch (error) {
    if (!(error instanceof SashiteError)) {
      assert.fail(`${name}(${args.map(describe).join(", ")}) threw ${error?.constructor?.name}: ${error?.message}`);
    }
    assert.equal(typeof error.kind, "string");
    assert.ok(error.offset === null || Number.isInteger(error.offset));
  }
}

function describe(value) {
  if (typeof value !== "string") return typeof value;
  return value.length > 40 ? `${JSON.stringify(value.slice(0, 20))}…(${value.length})` : JSON.stringify(value);
}

test("strings of every kind in every argument", () => {
  const strings = samples();
  for (const [name, args] of Object.entries(CALLS)) {
    for (let i = 0; i < args.length; i++) {
      if (typeof args[i] !== "string") continue;
      for (const s of strings) {
        // Drawing a MiB-long position is bounded, but slow to repeat.
        if (name === "renderSvg" && s.length > 4096 && !s.endsWith("C/c")) continue;
        const call = [...args];
        call[i] = s;
        survive(name, call);
      }
    }
  }
});

test("values of every type in every argument", () => {
  for (const [name, args] of Object.entries(CALLS)) {
    for (let i = 0; i < args.length; i++) {
      for (const value of VALUES) {
        const call = [...args];
        call[i] = value;
        survive(name, call);
      }
    }
    survive(name, []);
  }
});

test("a lone surrogate reads as U+FFFD, as TextEncoder writes it", () => {
  const record = sashite.inspect("pin", "\ud800");
  assert.equal(record.valid, false);
  assert.equal(record.input, "\ufffd");
  assert.equal(record.offset, 0);
});

test("a MiB-long position reads; one over the 16 MiB limit is refused as such", () => {
  const long = sashite.inspect("feen", "8/".repeat(MIB / 2) + "8 / C/c");
  assert.equal(long.valid, true);
  assert.equal(long.squares, 8 * (MIB / 2 + 1));
  const over = sashite.inspect("feen", "8/".repeat(8 * MIB) + "8 / C/c");
  assert.equal(over.valid, false);
  assert.match(over.error, /implementation limit/);
  let error = null;
  try {
    sashite.normalize("8/".repeat(8 * MIB) + "8 / C/c");
  } catch (caught) {
    error = caught;
  }
  assert.ok(error instanceof SashiteError);
  assert.equal(error.kind, "input_too_long");
});
