// The FEN family on the page, in headless Chromium: a FEN, SFEN or UCCI FEN
// pasted in the input is read as its game and converted; a position shows
// its FEN beside its FEEN when a dialect can express it; the bindings'
// errors carry an offset and a kind. Screenshots in web/test-output/.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { serve, launch, open, type, addressFeen, contract, SCREENSHOTS } from "./harness.js";

const CHESS = "+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c";

/** Each game: a FEN as engines write it, and the FEEN the page reads. */
const GAMES = [
  {
    game: "chess",
    readAs: "read as chess FEN",
    dialect: "chess FEN",
    fen: "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
    feen: "+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/4-P3/8/+P+P+P+P1+P+P+P/+RNBQ+K^BN+R / c/C",
    squares: 64,
  },
  {
    game: "chess960",
    readAs: "read as Chess960 FEN",
    dialect: "Chess960 FEN",
    fen: "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1",
    feen: "bbqnn+r+k^+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/BBQNN+R+K^+R / C/c",
    // X-FEN: both rooks are the outermost on their side of the king.
    written: "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1",
    squares: 64,
  },
  {
    game: "shogi",
    readAs: "read as SFEN",
    dialect: "SFEN",
    fen: "lnsgkgsnl/1r5b1/pppp1p1pp/6p2/9/2P6/PP1P1PPPP/1B5R1/LNSGKGSNL w 2Pp 1",
    feen: "lnsgk^gsnl/1r5b1/pppp1p1pp/6p2/9/2P6/PP1P1PPPP/1B5R1/LNSGK^GSNL 2P/p s/S",
    squares: 81,
  },
  {
    game: "xiangqi",
    readAs: "read as xiangqi FEN",
    dialect: "xiangqi FEN",
    fen: "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    feen: "rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x",
    squares: 90,
  },
  {
    game: "makruk",
    readAs: "read as makruk FEN",
    dialect: "makruk FEN",
    fen: "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
    feen: "rnsmk^snr/8/pppppppp/8/8/PPPPPPPP/8/RNSK^MSNR / M/m",
    squares: 64,
  },
];

let server;
let chromium;

before(async () => {
  server = await serve();
  chromium = await launch();
});

after(async () => {
  await chromium?.close();
  await server?.close();
});

async function shot(page, name) {
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** The FEN line beside the canonical FEEN: shown, its dialect and its FEN. */
async function fenLine(page) {
  return page.evaluate(() => {
    const line = document.querySelector("#fen-line");
    return {
      shown: !line.hidden && line.offsetParent !== null,
      dialect: document.querySelector("#fen-dialect").textContent,
      fen: document.querySelector("#fen").textContent,
      game: line.dataset.game,
    };
  });
}

test("a pasted FEN, SFEN or UCCI FEN is read as its game, converted and drawn", async () => {
  const page = await open(chromium.browser, server.url);
  for (const { game, readAs, dialect, fen, feen, written, squares } of GAMES) {
    await type(page, fen);
    const state = await contract(page);
    assert.equal(state.error, "", game);
    assert.equal(await page.textContent("#detected"), readAs, game);
    assert.equal(state.input, fen, "the input keeps what was typed");
    assert.equal(state.canonical, feen, game);
    assert.ok(state.boardInline, game);
    assert.equal(state.squares.length, squares, game);
    assert.equal(await addressFeen(page), feen, "a link shares the FEEN");
    // Beside the FEEN, the FEN it writes back.
    assert.deepEqual(await fenLine(page), { shown: true, dialect, fen: written ?? fen, game });
    await shot(page, `fen-${game}`);
  }
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("a FEN also converts when FEEN is chosen, and edits continue in FEEN", async () => {
  const page = await open(chromium.browser, server.url, "#feen=" + encodeURIComponent("8 / C/c"));
  assert.equal(await page.inputValue("#notation"), "feen");
  await type(page, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  assert.equal((await contract(page)).canonical, CHESS);
  assert.equal(await page.textContent("#detected"), "read as chess FEN");
  await page.click("#turn");
  const turned = CHESS.replace(" C/c", " c/C");
  assert.equal(await page.inputValue("#input"), turned, "an edit writes the FEEN in the input");
  assert.equal(await page.textContent("#detected"), "");
  assert.deepEqual(await fenLine(page), {
    shown: true,
    dialect: "chess FEN",
    fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1",
    game: "chess",
  });
  await page.close();
});

test("a bad FEN shows the FEN's error, its offset and the caret", async () => {
  const page = await open(chromium.browser, server.url);
  // No rook on h1 for the castling right K.
  const bad = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1";
  await type(page, bad);
  const state = await contract(page);
  assert.equal(await page.textContent("#detected"), "read as chess FEN");
  assert.equal(state.error, "invalid chess FEN: castling right 'K' names no rook at byte 46");
  assert.equal(state.offset, "46");
  assert.equal(await page.getAttribute("#caret", "data-column"), "46");
  assert.equal(state.caretHidden, false);
  assert.equal(state.boardInline, false);
  assert.equal(state.canonical, "");
  assert.equal(await page.isVisible("#repair"), false, "no FEEN repair offered for a FEN");
  assert.equal((await fenLine(page)).shown, false);
  await shot(page, "fen-invalid");
  await page.close();
});

test("the FEN is shown beside the FEEN of each game's position, not of a mixed one", async () => {
  const page = await open(chromium.browser, server.url);
  for (const { game, feen, dialect } of GAMES) {
    await type(page, feen);
    assert.equal(await page.textContent("#detected"), "read as FEEN", game);
    const line = await fenLine(page);
    assert.equal(line.shown, true, game);
    assert.equal(line.dialect, dialect, game);
  }
  // The chess start: the page's own example.
  await type(page, CHESS);
  assert.equal((await fenLine(page)).fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  await shot(page, "fen-beside-feen");
  // Positions no dialect can express: a mixed-style match (the spec's
  // chess against makruk), pieces in hand in chess, a 3-D board.
  for (const feen of [
    "rnsmk^snr/8/pppppppp/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/m",
    "8/8/8/8/8/8/8/8 P/ C/c",
    "k^1/2//2/1K^ / C/c",
  ]) {
    await type(page, feen);
    const state = await contract(page);
    assert.equal(state.error, "", feen);
    assert.equal(state.canonical, feen);
    assert.equal((await fenLine(page)).shown, false, feen);
  }
  await shot(page, "fen-mixed");
  // Nor for another notation.
  await type(page, "+K^");
  assert.equal((await fenLine(page)).shown, false);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("the npm API: fromFen, toFen, detectFen, fenOf, fenDialect; SashiteErrors with offset and kind", async () => {
  const page = await open(chromium.browser, server.url);
  const results = await page.evaluate(async () => {
    const sashite = await import("./sashite/src/browser.js");
    const thrown = (f) => {
      try {
        f();
        return null;
      } catch (error) {
        return { name: error.name, message: error.message, offset: error.offset, kind: error.kind };
      }
    };
    const start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    const feen = sashite.fromFen("chess", start);
    return {
      feen,
      back: sashite.toFen("chess", feen),
      shredder: sashite.toFen("chess", feen, { shredder: true, halfmoveClock: 4, moveNumber: 30 }),
      sfen: sashite.toFen("shogi", "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s", { moveNumber: 7 }),
      detected: [start, "8/8 / C/c", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"].map(
        (text) => sashite.detectFen(text) ?? null,
      ),
      fenOf: [sashite.fenOf(feen), sashite.fenOf("8 / C/c"), sashite.fenOf("not FEEN")],
      badFen: thrown(() => sashite.fromFen("xiangqi", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNQ w - - 0 1")),
      unexpressible: thrown(() => sashite.toFen("makruk", feen)),
      notFeen: thrown(() => sashite.toFen("chess", "8 / C/C")),
      badGame: thrown(() => sashite.fromFen("go", start)),
      badCounter: thrown(() => sashite.toFen("chess", feen, { moveNumber: 1.5 })),
      oldError: thrown(() => sashite.normalize("8 / C/C")),
      // The npm package's API: names from Rust, arguments checked.
      dialects: ["chess", "shogi", "xiangqi"].map((game) => sashite.fenDialect(game)),
      words: sashite.pieceWords("+K^", "C"),
      badArgument: thrown(() => sashite.fromFen(null, start)),
    };
  });
  assert.equal(results.feen, CHESS);
  assert.equal(results.back, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  assert.equal(results.shredder, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 4 30");
  assert.equal(results.sfen, "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 7");
  assert.deepEqual(results.detected, ["chess", null, "shogi"]);
  assert.deepEqual(results.fenOf, [
    { game: "chess", dialect: "chess FEN", fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" },
    null,
    null,
  ]);
  assert.deepEqual(results.badFen, {
    name: "SashiteError",
    message: "invalid xiangqi FEN: expected a piece letter, a digit 1-9 or '/' at byte 58, found 'Q'",
    offset: 58,
    kind: "piece",
  });
  assert.equal(results.unexpressible.kind, "style");
  assert.equal(results.unexpressible.offset, CHESS.length - 3);
  // Not FEEN: the FEEN reader's own code, as toFen's declaration says.
  assert.deepEqual(
    [results.notFeen.kind, results.notFeen.offset],
    ["styles_same_case", 6],
  );
  assert.deepEqual([results.badGame.kind, results.badGame.offset], ["unknown_game", null]);
  assert.match(results.badGame.message, /expected chess, chess960, shogi, xiangqi or makruk/);
  assert.match(results.badCounter.message, /the move number must be a whole number/);
  assert.equal(results.badCounter.kind, "bad_argument");
  // Every failure has a kind: FEEN's rule, in the same snake case.
  assert.deepEqual([results.oldError.offset, results.oldError.kind], [6, "styles_same_case"]);
  assert.deepEqual(results.dialects, ["chess FEN", "SFEN", "xiangqi FEN"]);
  assert.equal(results.words, "first player's terminal king, enhanced");
  assert.deepEqual([results.badArgument.name, results.badArgument.kind], ["SashiteError", "bad_argument"]);
  await page.close();
});
