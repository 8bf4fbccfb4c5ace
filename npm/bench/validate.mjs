// Per-call cost of `validate("feen", …)` on a million FEEN strings, beside
// chessops' `parseFen` on the same positions written as chess FEN:
//   (cd npm && npm ci && ./build.sh && node bench/validate.mjs)
// chessops (GPL-3.0) is a devDependency used here only, never shipped.
// The positions: 1,000 reached by random legal moves from the start (a
// fixed seed); each is written as FEN by chessops and as FEEN by a small
// converter below (kings terminal, styles from the side to move).

import { Chess } from "chessops/chess";
import { makeFen, parseFen } from "chessops/fen";
import * as sashite from "sashite";

const CALLS = 1_000_000;
const POSITIONS = 1_000;

/** A small deterministic generator (mulberry32). */
function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function positions() {
  const next = random(25);
  const fens = [];
  let pos = Chess.default();
  while (fens.length < POSITIONS) {
    const moves = [];
    for (const [from, targets] of pos.allDests()) for (const to of targets) moves.push({ from, to });
    if (moves.length === 0 || pos.halfmoves > 60) {
      pos = Chess.default();
      continue;
    }
    pos.play(moves[Math.floor(next() * moves.length)]);
    fens.push(makeFen(pos.toSetup()));
  }
  return fens;
}

/** The FEN's board as FEEN: same ranks, kings terminal, styles by turn. */
function feen(fen) {
  const [board, turn] = fen.split(" ");
  const placement = board.replace(/k/g, "k^").replace(/K/g, "K^");
  return `${placement} / ${turn === "w" ? "C/c" : "c/C"}`;
}

function time(label, fn, inputs) {
  let best = Infinity;
  let sink = 0;
  for (let round = 0; round < 5; round++) {
    const started = process.hrtime.bigint();
    for (let i = 0; i < CALLS; i++) sink += fn(inputs[i % inputs.length]) ? 1 : 0;
    const ns = Number(process.hrtime.bigint() - started) / CALLS;
    best = Math.min(best, ns);
  }
  if (sink !== 5 * CALLS) throw new Error(`${label}: some inputs were rejected`);
  console.log(`${label}: ${best.toFixed(0)} ns per call (best of 5 rounds of ${CALLS.toLocaleString("en")})`);
  return best;
}

const fens = positions();
const feens = fens.map(feen);
console.log(`${POSITIONS} positions; mean FEN ${mean(fens)} bytes, FEEN ${mean(feens)} bytes; node ${process.version}`);
const ours = time('sashite validate("feen", s).valid', (s) => sashite.validate("feen", s).valid, feens);
const theirs = time("chessops parseFen(s).isOk", (s) => parseFen(s).isOk, fens);
const inspect = time('sashite inspect("feen", s).valid', (s) => sashite.inspect("feen", s).valid, feens);
const quick = time('sashite isValid("feen", s)', (s) => sashite.isValid("feen", s), feens);
console.log(
  `validate / parseFen: ${(ours / theirs).toFixed(2)}; inspect / parseFen: ${(inspect / theirs).toFixed(2)}; ` +
    `isValid / parseFen: ${(quick / theirs).toFixed(2)}`,
);

function mean(list) {
  return (list.reduce((sum, s) => sum + s.length, 0) / list.length).toFixed(1);
}
