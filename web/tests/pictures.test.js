// What a person sees of the board in Debian's headless Chromium (no CJK or
// symbol font installed on CI machines): each game's start, the board
// alone, against a committed reference (tests/reference/), so that a piece
// drawn with a missing font fails. The Latin text (coordinates) is hidden:
// it is left to the machine's fonts. Regenerate, after looking at them,
// with SASHITE_BLESS=1 node --test tests/pictures.test.js.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { useBrowser, open, SCREENSHOTS } from "./harness.js";

const REFERENCE = new URL("./reference/", import.meta.url);
const STARTS = {
  chess: "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c",
  shogi: "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s",
  xiangqi: "rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x",
};
/** A pixel differs when a channel differs by more than this (of 255). */
const CHANNEL = 48;
/** The board differs when more pixels than this differ. */
const PIXELS = 40;

const session = useBrowser();

/** The board of `feen` as a PNG, its text hidden. */
async function board(page, feen) {
  await page.goto(session.server.url + "#feen=" + encodeURIComponent(feen));
  await page.waitForSelector("#board [aria-label]");
  await page.addStyleTag({ content: "#board text { visibility: hidden; }" });
  return page.locator("#board").screenshot();
}

/** How many pixels of two PNGs differ (decoded by the browser), or why not comparable. */
function differing(page, a, b) {
  return page.evaluate(
    async ({ a, b, channel }) => {
      const pixels = async (base64) => {
        const blob = await (await fetch(`data:image/png;base64,${base64}`)).blob();
        const bitmap = await createImageBitmap(blob);
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext("2d");
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [x, y] = [await pixels(a), await pixels(b)];
      if (x.width !== y.width || x.height !== y.height) {
        return `sizes differ: ${x.width}×${x.height} and ${y.width}×${y.height}`;
      }
      let count = 0;
      for (let i = 0; i < x.data.length; i += 4) {
        for (let c = 0; c < 4; c++) {
          if (Math.abs(x.data[i + c] - y.data[i + c]) > channel) {
            count++;
            break;
          }
        }
      }
      return count;
    },
    { a: a.toString("base64"), b: b.toString("base64"), channel: CHANNEL },
  );
}

for (const [name, feen] of Object.entries(STARTS)) {
  test(`${name}: the board looks like its reference`, async () => {
    const page = await open(session.chromium.browser, session.server.url);
    const shot = await board(page, feen);
    await writeFile(join(SCREENSHOTS, `board-${name}.png`), shot);
    const reference = new URL(`${name}.png`, REFERENCE);
    if (process.env.SASHITE_BLESS) {
      await writeFile(reference, shot);
    }
    const expected = await readFile(reference);
    const count = await differing(page, shot, expected);
    assert.ok(
      typeof count === "number" && count <= PIXELS,
      `${name}: ${count} pixels differ from tests/reference/${name}.png (at most ${PIXELS})`,
    );
    // Without one outline (the first player's king), the same comparison fails.
    const king = { chess: "265a", shogi: "738b", xiangqi: "5e25" }[name];
    await page.evaluate((id) => document.getElementById(id).remove(), `sashite-glyph-${king}`);
    const broken = await page.locator("#board").screenshot();
    const brokenCount = await differing(page, broken, expected);
    assert.ok(brokenCount > 2 * PIXELS, `${name}: only ${brokenCount} pixels differ without the king`);
    assert.deepEqual(page.problems, []);
    await page.close();
  });
}
