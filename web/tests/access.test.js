// The editor by keyboard, screen reader and phone, in headless Chromium:
// keyboard-only edits, the squares' accessible names, a 360 px wide
// screen, touch drag, and axe-core's checks.

import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { join } from "node:path";
import { useBrowser, open, contract, SCREENSHOTS } from "./harness.js";

const CHESS = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c";
const SHOGI = "lnsgk^gsnl/1r5b1/pppp1p1pp/6p2/9/2P6/PP1P1PPPP/1B5R1/LNSGK^GSNL 2P/p s/S";
const XIANGQI = "rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x";
const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

const session = useBrowser();

const link = (feen) => "#feen=" + encodeURIComponent(feen);

/** The address of the focused element, if a square. */
const focused = (page) => page.evaluate(() => document.activeElement?.dataset?.square ?? null);

async function press(page, key, times = 1) {
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
}

test("keyboard only: tab to the board, move, pick up, put down, delete", async () => {
  const page = await open(session.chromium.browser, session.server.url, link(CHESS));
  // Tab from the Copy button reaches the board's one tab stop, a8.
  await page.focus("#copy");
  let tabs = 0;
  while ((await focused(page)) === null && tabs < 40) {
    await page.keyboard.press("Tab");
    tabs++;
  }
  assert.equal(await focused(page), "0,0", "the first square in reading order");
  const squareStops = await page.$$eval("#board [data-square][tabindex='0']", (s) => s.length);
  assert.equal(squareStops, 1, "one square in the tab order (roving tabindex)");
  // a8 → a2, pick up the pawn, a2 → a4, put it down.
  await press(page, "ArrowDown", 6);
  assert.equal(await focused(page), "6,0");
  await press(page, "Enter");
  assert.match(await page.textContent("#announce"), /picked up \+P from a2/);
  await press(page, "ArrowUp", 2);
  await page.screenshot({ path: join(SCREENSHOTS, "keyboard.png") });
  await press(page, " ");
  const moved = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/+P7/8/1+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c";
  assert.equal((await contract(page)).canonical, moved);
  assert.equal(await focused(page), "4,0", "the focus stays on the square after the edit");
  // Delete the pawn again, then place the palette's piece (K) on e4.
  await press(page, "Delete");
  assert.equal(
    (await contract(page)).canonical,
    "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/1+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c",
  );
  await press(page, "ArrowRight", 4);
  await press(page, "Enter");
  assert.equal(
    (await contract(page)).canonical,
    "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/4K3/8/1+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c",
  );
  // Escape puts a picked-up piece back: nothing changes.
  await press(page, "Enter");
  await press(page, "ArrowLeft");
  await press(page, "Escape");
  await press(page, "Enter");
  assert.equal(
    (await contract(page)).canonical,
    "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/3KK3/8/1+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c",
    "Escape put e4's king back; Enter on the empty d4 placed another",
  );
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("keyboard only: a hand piece is dropped on a square", async () => {
  const page = await open(session.chromium.browser, session.server.url, link(SHOGI));
  await page.focus('.hand-piece[data-hand="first"]');
  await press(page, "Enter");
  assert.match(await page.textContent("#announce"), /picked up P from the first hand/);
  assert.ok(await focused(page), "the focus moves to the board");
  // From the first square (9一) to 5五: four right, four down.
  await press(page, "ArrowRight", 4);
  await press(page, "ArrowDown", 4);
  await press(page, "Enter");
  assert.equal(
    (await contract(page)).canonical,
    "lnsgk^gsnl/1r5b1/pppp1p1pp/6p2/4P4/2P6/PP1P1PPPP/1B5R1/LNSGK^GSNL P/p s/S",
  );
  assert.equal(await focused(page), "4,4");
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("screen reader: the board and its squares are named", async () => {
  const page = await open(session.chromium.browser, session.server.url, link(CHESS));
  const label = (address) =>
    page.getAttribute(`#board [data-square="${address}"]`, "aria-label");
  assert.equal(await label("7,4"), "e1, first player's terminal king");
  assert.equal(await label("7,0"), "a1, first player's rook, diminished");
  assert.equal(await label("1,3"), "d7, second player's pawn, enhanced");
  assert.equal(await label("4,4"), "e4, empty");
  assert.equal(await page.getAttribute("#board", "aria-label"), `Board: ${CHESS}`);
  assert.equal(await page.getAttribute("#board [data-square='7,4']", "role"), "button");
  // The accessibility tree has the names too.
  const snapshot = await page.locator("#board").ariaSnapshot();
  assert.match(snapshot, /button "e1, first player's terminal king"/);
  await page.goto(session.server.url + link(XIANGQI));
  await page.waitForSelector("#board [aria-label]");
  assert.equal(
    await page.getAttribute('#board [data-square="9,4"]', "aria-label"),
    "e1, first player's terminal general",
  );
  assert.equal(
    await page.getAttribute('#board [data-square="2,1"]', "aria-label"),
    "b8, second player's cannon",
  );
  await page.goto(session.server.url + link(SHOGI));
  await page.waitForSelector(".hand-piece[aria-label]");
  assert.equal(
    await page.getAttribute('.hand-piece[data-hand="first"]', "aria-label"),
    "2×P, first player's pawn, in the first hand",
  );
  assert.equal(await page.getAttribute("#error", "role"), "alert");
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("phone: 360 px wide, the board takes the width, no sideways scroll", async () => {
  const context = await session.chromium.browser.browser().newContext({
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
  });
  for (const [name, feen] of [["phone-chess", CHESS], ["phone-shogi", SHOGI]]) {
    const page = await open(context, session.server.url, link(feen));
    const sizes = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
      board: document.querySelector("#board").getBoundingClientRect().width,
      boardLeft: document.querySelector("#board").getBoundingClientRect().left,
      tools: document.querySelector("#tools").getBoundingClientRect().top,
      boardBottom: document.querySelector("#board").getBoundingClientRect().bottom,
    }));
    assert.ok(sizes.scroll <= sizes.client, `${name}: no sideways scroll (${sizes.scroll} > ${sizes.client})`);
    assert.ok(sizes.board >= 300, `${name}: the board is ${sizes.board} px wide`);
    assert.ok(sizes.tools >= sizes.boardBottom, `${name}: the panels are below the board`);
    await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
    assert.deepEqual(page.problems, []);
    await page.close();
  }
  await context.close();
});

test("phone: a touch drag moves a piece and does not scroll the page", async () => {
  const context = await session.chromium.browser.browser().newContext({
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await open(context, session.server.url, link(CHESS));
  await page.locator("#board").scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  const centre = async (address) => {
    const box = await page.locator(`#board [data-square="${address}"]`).boundingBox();
    return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
  };
  const from = await centre("6,4");
  const to = await centre("4,4");
  // Touch events through the DevTools protocol, as a finger sends them.
  const cdp = await context.newCDPSession(page);
  const touch = (type, points) => cdp.send("Input.dispatchTouchEvent", { type, touchPoints: points });
  await touch("touchStart", [from]);
  for (let step = 1; step <= 8; step++) {
    await touch("touchMove", [{ x: from.x, y: from.y + ((to.y - from.y) * step) / 8 }]);
  }
  await touch("touchEnd", []);
  await page.waitForFunction(() => document.querySelector("#canonical").textContent.includes("4+P3"));
  assert.equal(
    (await contract(page)).canonical,
    "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/4+P3/8/+P+P+P+P1+P+P+P/-RNBQK^BN-R / C/c",
  );
  assert.equal(await page.evaluate(() => window.scrollY), before, "the page did not scroll");
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("axe-core: no serious or critical violations", async () => {
  for (const feen of [CHESS, SHOGI]) {
    const page = await open(session.chromium.browser, session.server.url, link(feen));
    await page.addScriptTag({ path: AXE });
    const violations = await page.evaluate(async () => {
      const results = await globalThis.axe.run(document);
      return results.violations.map(({ id, impact, nodes }) => ({
        id,
        impact,
        nodes: nodes.slice(0, 3).map((node) => node.target.join(" ")),
      }));
    });
    const bad = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    assert.deepEqual(bad, [], JSON.stringify(bad, null, 1));
    await page.close();
  }
});
