// The conformance corpus of sashite-ops (crates/sashite-ops/tests/data/
// contract.jsonl, see the README beside it) run on the npm package: the
// same lines, the same kinds and offsets as the command, the Python package
// and the Rust operations. SASHITE_CONTRACT names another copy of the
// corpus (npm/ci.sh runs this file in a project that installed the packed
// tarball).

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import * as sashite from "sashite";
import { SashiteError } from "sashite";

const corpus =
  process.env.SASHITE_CONTRACT ??
  new URL("../../crates/sashite-ops/tests/data/contract.jsonl", import.meta.url);
const LINES = readFileSync(corpus, "utf8")
  .split("\n")
  .filter((line) => line !== "")
  .map((line) => JSON.parse(line));

/** The line's input: a string (lone surrogates included) or another value. */
function inputOf(line) {
  if ("input_value" in line) return line.input_value;
  if (!("input" in line)) return undefined;
  let text = line.input.repeat(line.input_repeat ?? 1);
  const at = line.lone_surrogate_at;
  if (at !== undefined) text = text.slice(0, at) + "\ud800" + text.slice(at);
  return text;
}

/** A counter option: a JSON number, or `{int: "digits"}` as a Number. */
function counter(value) {
  return value !== null && typeof value === "object" ? Number(value.int) : value;
}

const OPTION_NAMES = { halfmove_clock: "halfmoveClock", move_number: "moveNumber", shredder: "shredder" };

/** The record without what the line already has. */
function attributes(record) {
  const { input: _input, valid: _valid, ...rest } = record;
  return rest;
}

/** The line's operation on the package: its result as JSON values. */
function run(line) {
  const input = inputOf(line);
  switch (line.op) {
    case "validate":
    case "inspect": {
      const record = sashite[line.op](line.notation, input);
      assert.equal(sashite.isValid(line.notation, input), record.valid, "isValid agrees");
      if (!record.valid) return { failed: { kind: record.kind, offset: record.offset } };
      return line.op === "validate" ? true : attributes(record);
    }
    case "detect":
      return sashite.detect(input);
    case "closest":
      return sashite.closest(input);
    case "normalize":
      return sashite.normalize(input);
    case "repair": {
      const repaired = sashite.repair(input);
      return {
        canonical: repaired.canonical,
        repairs: repaired.repairs.map(({ message: _message, ...rest }) => rest),
      };
    }
    case "from_fen":
      return sashite.fromFen(line.game, input);
    case "to_fen": {
      const options = {};
      for (const [key, value] of Object.entries(line.options ?? {})) {
        options[OPTION_NAMES[key]] = counter(value);
      }
      return sashite.toFen(line.game, input, options);
    }
    case "detect_fen":
      return sashite.detectFen(input);
    case "fen_of":
      return sashite.fenOf(input);
    case "fen_dialect":
      return sashite.fenDialect(line.game);
    case "piece_words":
      return sashite.pieceWords(line.token, line.style);
    case "piece_at":
      return sashite.pieceAt(input, line.address);
    case "place":
      return sashite.place(input, line.address, line.token);
    case "remove":
      return sashite.remove(input, line.address);
    case "move":
      return sashite.movePiece(input, line.address, line.to);
    case "drop":
      return sashite.dropFromHand(input, line.side, line.token, line.address);
    case "add_to_hand":
      return sashite.addToHand(input, line.side, line.token);
    case "take_from_hand":
      return sashite.takeFromHand(input, line.side, line.token);
    case "toggle_turn":
      return sashite.toggleTurn(input);
    case "piece_token":
      return sashite.pieceToken(...line.args);
    case "render_svg":
      return sashite.renderSvg(input);
    default:
      throw new Error(`no runner for the operation ${line.op}`);
  }
}

function outcome(line) {
  try {
    const result = run(line);
    return result !== null && typeof result === "object" && "failed" in result
      ? result
      : { ok: result };
  } catch (error) {
    if (error instanceof SashiteError) return { failed: { kind: error.kind, offset: error.offset } };
    if (error instanceof assert.AssertionError) throw error;
    return { exception: error?.constructor?.name ?? typeof error, message: String(error) };
  }
}

function matches(expect, found) {
  if ("ok" in found) {
    if ("ok_contains" in expect) {
      return typeof found.ok === "string" && found.ok.includes(expect.ok_contains);
    }
    if (!("ok" in expect)) return false;
    try {
      assert.deepStrictEqual(found.ok, expect.ok);
      return true;
    } catch {
      return false;
    }
  }
  if ("failed" in found) {
    return expect.kind === found.failed.kind && expect.offset === found.failed.offset;
  }
  return expect.exception === found.exception;
}

const tally = new Map();
for (const line of LINES) {
  const counts = tally.get(line.op) ?? { run: 0, skipped: 0 };
  tally.set(line.op, counts);
  const skip = line.skip?.javascript;
  if (skip) counts.skipped += 1;
  else counts.run += 1;
  const known = line.known_failure?.javascript;
  test(line.id, { skip: skip ?? false }, () => {
    const expect = line.expect_by_surface?.javascript ?? line.expect;
    const found = outcome(line);
    const ok = matches(expect, found);
    if (known) {
      assert.ok(!ok, `passes, yet is marked known_failure (${known}): remove the mark`);
      return;
    }
    assert.ok(ok, `expected ${JSON.stringify(expect)}, found ${JSON.stringify(found)}`);
  });
}

test("the corpus report", () => {
  const parts = [...tally].map(([op, { run, skipped }]) => `${op} ${run}/${skipped}`);
  const run = [...tally.values()].reduce((sum, { run }) => sum + run, 0);
  console.log(`contract (javascript): ${parts.join(" ")} (run/skipped)`);
  console.log(`contract (javascript): ${run} lines run, ${LINES.length - run} skipped`);
  assert.ok(run > 0);
});
