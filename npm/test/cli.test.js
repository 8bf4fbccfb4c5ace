// The records are the command's: `inspect` and `validate` give, for every
// vector input and a few more, the objects `sashite <notation>
// inspect|validate --json` prints. Needs the command: SASHITE_CLI names it
// (npm/ci.sh builds it); without it the test is skipped, saying so.

import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import * as sashite from "sashite";

const CLI = process.env.SASHITE_CLI;
const NOTATIONS = ["pin", "epin", "sin", "snn", "pnn", "feen"];
const EXTRA = ["", " ", "K^", "+K^'", "8/8 2P/p C/c", "8 PP/ C/c", "a2/b / G/g", "é", "K\u0000", "-p"];

function inputs(notation) {
  const vectors = JSON.parse(readFileSync(new URL(`./data/${notation}.json`, import.meta.url), "utf8"));
  return [...vectors.map((v) => v.input), ...EXTRA];
}

/** The command's JSON Lines for `inputs`, one object each. */
function command(notation, verb, list) {
  // Inputs as arguments after `--`: any of them may hold a line break.
  const out = execFileSync(CLI, [notation, verb, "--json", "--", ...list], {
    encoding: "utf8",
    // Exit status 1 when an input is invalid: the output is what counts.
  }).toString();
  return out.trimEnd().split("\n").map((line) => JSON.parse(line));
}

function commandOutput(notation, verb, list) {
  try {
    return command(notation, verb, list);
  } catch (error) {
    if (error.status === 1) return error.stdout.trimEnd().split("\n").map((line) => JSON.parse(line));
    throw error;
  }
}

for (const verb of ["inspect", "validate"]) {
  test(`${verb}: the command's --json objects`, { skip: CLI ? false : "SASHITE_CLI is not set" }, () => {
    for (const notation of NOTATIONS) {
      // NUL cannot be a command-line argument, and a lone `-` asks the
      // command to read stdin.
      const list = inputs(notation).filter((input) => !input.includes("\u0000") && input !== "-");
      const expected = commandOutput(notation, verb, list);
      assert.equal(expected.length, list.length, notation);
      list.forEach((input, i) => {
        const record = sashite[verb](notation, input);
        assert.deepEqual(record, expected[i], `${notation} ${JSON.stringify(input)}`);
        // Same keys in the same order.
        assert.equal(JSON.stringify(record), JSON.stringify(expected[i]));
      });
    }
  });
}
