// The specifications' vectors (copied from the crates' tests/data/): each
// input is valid or not as the vector says, with the attributes it lists.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import * as sashite from "sashite";

const vectors = (name) =>
  JSON.parse(readFileSync(new URL(`./data/${name}.json`, import.meta.url), "utf8"));

/** The attributes each notation's vectors list, as record keys. */
const EXPECTED = {
  pin: (v) => ({ letter: v.type, side: v.side, state: v.state, terminal: v.terminal }),
  epin: (v) => ({ letter: v.type, side: v.side, state: v.state, terminal: v.terminal, derived: v.derived }),
  sin: (v) => ({ letter: v.family, side: v.side }),
  snn: (v) => ({ side: v.side, canonical: v.to_s }),
  pnn: (v) => ({ base_name: v.base_name, side: v.side, state: v.state, terminal: v.terminal }),
  feen: (v) => ({
    squares: v.squares,
    board_pieces: v.board_pieces,
    hand_pieces: v.hand_pieces,
    active_side: v.active,
    dimensions: v.dims,
  }),
};

for (const notation of Object.keys(EXPECTED)) {
  test(`${notation}: every vector`, () => {
    const all = vectors(notation);
    assert.ok(all.length > 20, "the vectors are there");
    for (const vector of all) {
      const where = `${vector.id} ${JSON.stringify(vector.input)}`;
      const record = sashite.inspect(notation, vector.input);
      assert.equal(record.valid, vector.valid, where);
      assert.equal(record.input, vector.input, where);
      assert.equal(sashite.validate(notation, vector.input).valid, vector.valid, where);
      assert.equal(sashite.isValid(notation, vector.input), vector.valid, where);
      if (vector.valid) {
        for (const [key, value] of Object.entries(EXPECTED[notation](vector))) {
          // Some vectors leave an attribute out (null): nothing to compare.
          if (value === null || value === undefined) continue;
          assert.deepEqual(record[key], value, `${where}: ${key}`);
        }
      } else {
        assert.equal(typeof record.error, "string", where);
        assert.ok(record.error.length > 0, where);
      }
    }
  });
}

test("detect names the notation of each valid FEEN vector", () => {
  for (const vector of vectors("feen").filter((v) => v.valid)) {
    assert.equal(sashite.detect(vector.input), "FEEN", vector.id);
  }
});

test("detect says null when no notation reads the input, and closest names the nearest", () => {
  for (const input of ["", "hello world", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"]) {
    assert.equal(sashite.detect(input), null, input);
  }
  assert.equal(sashite.detect("K'"), "EPIN");
  assert.equal(sashite.closest("8/8 / C/C"), "FEEN");
});
