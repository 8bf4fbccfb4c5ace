// The board editor page in headless Chromium: typing, the DOM contract,
// editing with the mouse, links, screenshots (web/test-output/).

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import {
  serve, launch, open, type, addressFeen, drag, clickSquare, contract, SCREENSHOTS,
} from "./harness.js";

const CHESS = "+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c";
const SHOGI = "lnsgk^gsnl/1r5b1/pppp1p1pp/6p2/9/2P6/PP1P1PPPP/1B5R1/LNSGK^GSNL 2P/p s/S";
const XIANGQI = "rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x";
const RAUMSCHACH =
  "-rnk^n-r/ppppp/5/5/5//buqbu/ppppp/5/5/5//5/5/5/5/5//5/5/5/PPPPP/BUQBU//5/5/5/PPPPP/-RNK^N-R / R/r";

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

/** Every address of a regular board of `shape`, outermost first. */
function addresses(shape) {
  let all = [[]];
  for (const size of shape) {
    all = all.flatMap((prefix) => Array.from({ length: size }, (_, i) => [...prefix, i]));
  }
  return all.map((coordinates) => coordinates.join(","));
}

const sorted = (list) => [...list].sort();

async function shot(page, name) {
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

test("the chess start: valid, canonical, one element per square and per piece", async () => {
  const page = await open(chromium.browser, server.url, "#feen=" + encodeURIComponent("8 / C/c"));
  await type(page, CHESS);
  const state = await contract(page);
  assert.equal(state.error, "");
  assert.equal(state.offset, "");
  assert.equal(state.canonical, CHESS);
  assert.ok(state.boardInline, "an inline <svg id=board> in the page");
  assert.deepEqual(sorted(state.squares), sorted(addresses([8, 8])));
  assert.equal(state.pieces.length, 32);
  for (const token of ["+K^", "+k^", "+R", "+r", "Q", "q"]) assert.ok(state.pieces.includes(token), token);
  assert.equal(state.pieces.filter((t) => t === "+P").length, 8);
  assert.equal(await addressFeen(page), CHESS);
  assert.equal(await page.textContent("#detected"), "");
  await page.click("#copy");
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), CHESS);
  assert.deepEqual(page.problems, []);
  await shot(page, "chess");
  await page.close();
});

test("a shogi position with pieces in hand", async () => {
  const page = await open(chromium.browser, server.url);
  await type(page, SHOGI);
  const state = await contract(page);
  assert.equal(state.error, "");
  assert.equal(state.canonical, SHOGI);
  assert.deepEqual(sorted(state.squares), sorted(addresses([9, 9])));
  assert.equal(state.pieces.length, 38, "hand pieces are not board pieces");
  const hands = await page.$$eval(".hand-piece", (items) =>
    items.map((item) => `${item.dataset.hand}:${item.dataset.token}:${item.textContent}`));
  assert.deepEqual(hands, ["first:P:2×P", "second:p:p"]);
  assert.match(await page.textContent("#turn-label"), /second to move/);
  await shot(page, "shogi");
  // Drop a pawn from the first player's stand (a tile in the picture) on 5五.
  await drag(page, '#board [data-hand="first"][data-token="P"]', '#board [data-square="4,4"]');
  assert.equal(
    (await contract(page)).canonical,
    "lnsgk^gsnl/1r5b1/pppp1p1pp/6p2/4P4/2P6/PP1P1PPPP/1B5R1/LNSGK^GSNL P/p s/S",
  );
  await page.close();
});

test("the xiangqi start", async () => {
  const page = await open(chromium.browser, server.url);
  await type(page, XIANGQI);
  const state = await contract(page);
  assert.equal(state.error, "");
  assert.equal(state.canonical, XIANGQI);
  assert.deepEqual(sorted(state.squares), sorted(addresses([10, 9])));
  assert.equal(state.pieces.length, 32);
  assert.ok(state.pieces.includes("G^") && state.pieces.includes("g^"));
  await shot(page, "xiangqi");
  // Squares are intersections: drag the first soldier one point forward.
  await drag(page, '#board [data-square="6,0"]', '#board [data-square="5,0"]');
  assert.equal(
    (await contract(page)).canonical,
    "rheag^aehr/9/1c5c1/p1p1p1p1p/9/P8/2P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x",
  );
  await page.close();
});

test("a 3-D board (Raumschach, 5×5×5)", async () => {
  const page = await open(chromium.browser, server.url);
  await type(page, RAUMSCHACH);
  const state = await contract(page);
  assert.equal(state.error, "");
  assert.equal(state.canonical, RAUMSCHACH);
  assert.deepEqual(sorted(state.squares), sorted(addresses([5, 5, 5])));
  assert.equal(state.pieces.length, 40);
  assert.equal(await page.textContent("#attributes"), await page.textContent("#attributes"));
  assert.match(await page.textContent("#attributes"), /dimensions\s*5 × 5 × 5/);
  await shot(page, "raumschach");
  // A move across layers: the first-player queen (layer 4, rank 1, file c)
  // to the empty layer 3, centre.
  await drag(page, '#board [data-square="3,4,2"]', '#board [data-square="2,2,2"]');
  assert.equal(
    (await contract(page)).canonical,
    "-rnk^n-r/ppppp/5/5/5//buqbu/ppppp/5/5/5//5/5/2Q2/5/5//5/5/5/PPPPP/BU1BU//5/5/5/PPPPP/-RNK^N-R / R/r",
  );
  await page.close();
});

test("an invalid FEEN: the message, its offset, a caret under the byte", async () => {
  const page = await open(chromium.browser, server.url);
  const bad = "8/8/8/3Z#4/8/8/8/8 / C/c";
  await type(page, bad);
  const state = await contract(page);
  assert.equal(state.error, "invalid FEEN: expected a piece token at byte 8, found '#'");
  assert.equal(state.offset, "8");
  assert.equal(state.canonical, "");
  assert.equal(state.caretHidden, false);
  assert.equal(await page.getAttribute("#caret", "data-column"), "8");
  // The caret sits under the '#': one character width per column.
  const input = await page.locator("#input").boundingBox();
  const caret = await page.locator("#caret").boundingBox();
  const charWidth = await page.evaluate(() => {
    const probe = document.createElement("span");
    probe.style.font = getComputedStyle(document.querySelector("#input")).font;
    probe.textContent = "0".repeat(100);
    document.body.append(probe);
    const width = probe.getBoundingClientRect().width / 100;
    probe.remove();
    return width;
  });
  const expected = input.x + 2 + parseFloat(await page.$eval("#input", (e) => getComputedStyle(e).paddingLeft)) + 8 * charWidth;
  assert.ok(Math.abs(caret.x - expected) < 2, `caret at ${caret.x}, expected ${expected}`);
  assert.equal(state.boardInline, false, "no board for an invalid position");
  // Detection says it found nothing, and which notation's error is shown.
  assert.equal(await page.textContent("#detected"), "no notation reads this; closest: FEEN");
  await shot(page, "invalid");
  // Typing on makes it valid: the error goes.
  await page.fill("#input", "8/8/8/3Z4/8/8/8/8 / C/c");
  assert.equal((await contract(page)).error, "");
  await page.close();
});

test("a FEEN whose hands only break canonical form: normalize repairs it", async () => {
  const page = await open(chromium.browser, server.url);
  await type(page, "8/8 PBP/ C/c");
  const state = await contract(page);
  assert.match(state.error, /^invalid FEEN/);
  assert.notEqual(state.offset, "");
  assert.equal(await page.isVisible("#repair"), true);
  assert.equal(await page.textContent("#repaired"), "8/8 2PB/ C/c");
  // In the words of `sashite feen normalize --check`, not the kinds' names.
  assert.equal(
    await page.textContent("#repairs"),
    "piece at byte 6 repeats the one at byte 4",
  );
  await shot(page, "repair");
  await page.click("#use-repaired");
  assert.equal((await contract(page)).canonical, "8/8 2PB/ C/c");
  assert.equal(await page.isVisible("#repair"), false);
  // Beyond repair: no offer.
  await type(page, "8/8 P#/ C/c");
  assert.equal(await page.isVisible("#repair"), false);
  await page.close();
});

test("editing with the mouse: drag to move, click to remove and place, hands, turn", async () => {
  const page = await open(chromium.browser, server.url, "#feen=" + encodeURIComponent(CHESS));
  // e2-e4: drag the pawn.
  await drag(page, '#board [data-square="6,4"]', '#board [data-square="4,4"]');
  const e4 = "+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/4+P3/8/+P+P+P+P1+P+P+P/+RNBQ+K^BN+R / C/c";
  assert.equal((await contract(page)).canonical, e4);
  assert.equal(await page.inputValue("#input"), e4);
  assert.equal(await addressFeen(page), e4);
  // Click on an occupied square: the knight on g1 goes.
  await clickSquare(page, "7,6");
  const noKnight = "+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/4+P3/8/+P+P+P+P1+P+P+P/+RNBQ+K^B1+R / C/c";
  assert.equal((await contract(page)).canonical, noKnight);
  // Choose a second-player enhanced terminal derived queen, click an empty square.
  await page.selectOption("#letter", "Q");
  await page.selectOption("#side", "second");
  await page.selectOption("#state", "enhanced");
  await page.check("#terminal");
  await page.check("#derived");
  assert.equal(await page.textContent("#token"), "+q^'");
  await clickSquare(page, "3,3");
  const placed = "+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/3+q^'4/4+P3/8/+P+P+P+P1+P+P+P/+RNBQ+K^B1+R / C/c";
  assert.equal((await contract(page)).canonical, placed);
  assert.ok((await contract(page)).pieces.includes("+q^'"));
  // Put a knight in the first hand, then drop it on f3.
  await page.selectOption("#side", "first");
  await page.selectOption("#state", "normal");
  await page.uncheck("#terminal");
  await page.uncheck("#derived");
  await page.selectOption("#letter", "N");
  await page.click('.hand[data-side="first"] .add-piece');
  assert.equal((await contract(page)).canonical, placed.replace(" / C/c", " N/ C/c"));
  await drag(page, '.hand-piece[data-hand="first"][data-token="N"]', '#board [data-square="5,5"]');
  const dropped = "+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/3+q^'4/4+P3/5N2/+P+P+P+P1+P+P+P/+RNBQ+K^B1+R / C/c";
  assert.equal((await contract(page)).canonical, dropped);
  // Hand buttons: add two pawns to the second hand, take one back.
  await page.selectOption("#letter", "P");
  await page.selectOption("#side", "second");
  await page.click('.hand[data-side="second"] .add-piece');
  await page.click('.hand[data-side="second"] button[data-action="add"][data-token="p"]');
  assert.equal((await contract(page)).canonical, dropped.replace(" / C/c", " /2p C/c"));
  await page.click('.hand[data-side="second"] button[data-action="take"][data-token="p"]');
  assert.equal((await contract(page)).canonical, dropped.replace(" / C/c", " /p C/c"));
  // The turn.
  await page.click("#turn");
  assert.equal((await contract(page)).canonical, dropped.replace(" / C/c", " /p c/C"));
  // A refused edit is explained, the position kept: drag from an empty square does nothing.
  await drag(page, '#board [data-square="4,0"]', '#board [data-square="3,0"]');
  assert.equal((await contract(page)).canonical, dropped.replace(" / C/c", " /p c/C"));
  assert.deepEqual(page.problems, []);
  await shot(page, "edited");
  await page.close();
});

test("an irregular board: squares addressed by flat index", async () => {
  const page = await open(chromium.browser, server.url);
  await type(page, "a2/b / G/g");
  const state = await contract(page);
  assert.equal(state.error, "");
  assert.deepEqual(state.squares, ["0", "1", "2", "3"]);
  assert.match(await page.textContent("#attributes"), /dimensions\s*irregular/);
  await page.selectOption("#letter", "Z");
  await clickSquare(page, "2");
  assert.equal((await contract(page)).canonical, "a1Z/b / G/g");
  await drag(page, '#board [data-square="3"]', '#board [data-square="1"]');
  assert.equal((await contract(page)).canonical, "abZ/1 / G/g");
  await shot(page, "irregular");
  await page.close();
});

test("a #feen= link opens its position", async () => {
  const page = await open(chromium.browser, server.url, "#feen=" + encodeURIComponent(SHOGI));
  const state = await contract(page);
  assert.equal(state.input, SHOGI);
  assert.equal(state.canonical, SHOGI);
  assert.equal(state.squares.length, 81);
  // A link followed while the page is open.
  await page.evaluate((hash) => { window.location.hash = hash; }, "#feen=" + encodeURIComponent(XIANGQI));
  await page.waitForFunction((x) => document.querySelector("#input").value === x, XIANGQI);
  assert.equal((await contract(page)).squares.length, 90);
  await page.close();
});

test("a #feen= link that cannot be read says so and shows what it held", async () => {
  const page = await open(chromium.browser, server.url, "#feen=%E0%A4%A");
  assert.equal(await page.isVisible("#link-error"), true);
  assert.equal(
    await page.textContent("#link-error"),
    "The link's position could not be read (broken percent-encoding): #feen=%E0%A4%A",
  );
  const state = await contract(page);
  assert.equal(state.input, "%E0%A4%A");
  assert.match(state.error, /^invalid FEEN/);
  assert.equal(state.boardInline, false);
  await shot(page, "unreadable-link");
  // Typing clears the message; a good link opens as before.
  await type(page, "8 / C/c");
  assert.equal(await page.isVisible("#link-error"), false);
  await page.evaluate((hash) => { window.location.hash = hash; }, "#feen=%E0%A4%A");
  await page.waitForSelector("#link-error", { state: "visible" });
  await page.evaluate((hash) => { window.location.hash = hash; }, "#feen=" + encodeURIComponent(XIANGQI));
  await page.waitForFunction((x) => document.querySelector("#input").value === x, XIANGQI);
  assert.equal(await page.isVisible("#link-error"), false);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("the other notations: records, detection, errors", async () => {
  const page = await open(chromium.browser, server.url);
  await page.selectOption("#notation", "auto");
  await type(page, "+K^'");
  assert.equal(await page.textContent("#detected"), "read as EPIN");
  assert.equal((await contract(page)).canonical, "+K^'");
  assert.match(await page.textContent("#attributes"), /derived\s*true/);
  assert.equal(await page.isHidden("#editor"), true);
  await page.selectOption("#notation", "pin");
  const state = await contract(page);
  assert.equal(state.error, "invalid PIN: expected the end of input at byte 3, found '\\''");
  assert.equal(state.offset, "3");
  await page.selectOption("#notation", "snn");
  await type(page, "CHESS");
  assert.equal((await contract(page)).canonical, "CHESS");
  await page.selectOption("#notation", "pnn");
  await type(page, "+king^");
  assert.match(await page.textContent("#attributes"), /base name\s*king/);
  await page.selectOption("#notation", "sin");
  await type(page, "x");
  assert.match(await page.textContent("#attributes"), /side\s*second/);
  await shot(page, "tokens");
  await page.close();
});

test("the records are the command's --json objects", async () => {
  const page = await open(chromium.browser, server.url);
  const records = await page.evaluate(async () => {
    const sashite = await import("./sashite/src/browser.js");
    return [
      sashite.inspect("sin", "C"),
      sashite.validate("feen", "8 / C/C"),
      sashite.inspect("feen", "k^1/2/K^1 2P/ C/c"),
    ];
  });
  assert.deepEqual(records[0], { input: "C", valid: true, canonical: "C", letter: "C", side: "first" });
  assert.equal(records[1].valid, false);
  assert.equal(records[1].offset, 6);
  assert.deepEqual(records[2].pieces, [[[0, 0], "k^"], [[2, 0], "K^"]]);
  assert.deepEqual(records[2].hands, { first: [[2, "P"]], second: [] });
  await page.close();
});
