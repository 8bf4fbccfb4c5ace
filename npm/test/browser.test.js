// The browser entry (src/browser.js) in Debian's headless Chromium: the
// package's directory served on loopback, a page importing it with no init
// call. Uses the web page's playwright-core (web/node_modules, which
// web/ci.sh installs); skipped, saying why, without it or without Chromium.

import { test } from "node:test";
import assert from "node:assert/strict";
import { createServer } from "node:http";
import { existsSync } from "node:fs";
import { readFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, extname, normalize } from "node:path";
import { fileURLToPath } from "node:url";

const PACKAGE = fileURLToPath(new URL("..", import.meta.url));
const PLAYWRIGHT = new URL("../../web/node_modules/playwright-core/index.mjs", import.meta.url);
const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const why = !existsSync(PLAYWRIGHT)
  ? "web/node_modules/playwright-core is missing (web/ci.sh installs it)"
  : !existsSync(CHROMIUM)
    ? `${CHROMIUM} is missing`
    : false;

const PAGE = `<!doctype html><meta charset="utf-8"><script type="module">
import * as sashite from "/src/browser.js";
try {
  sashite.normalize("8 / C/C");
} catch (error) {
  window.failure = [error instanceof sashite.SashiteError, error.kind, error.offset];
}
window.record = sashite.inspect("feen", "k^/1/K^ / C/c");
window.svg = sashite.renderSvg("k^/1/K^ / C/c").slice(0, 5);
</script>`;

const TYPES = { ".js": "text/javascript", ".wasm": "application/wasm" };

test("the browser entry works with no init call", { skip: why }, async () => {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, "http://x").pathname));
    if (path === "/") {
      response.writeHead(200, { "content-type": "text/html" }).end(PAGE);
      return;
    }
    try {
      const body = await readFile(join(PACKAGE, path));
      response.writeHead(200, { "content-type": TYPES[extname(path)] ?? "application/octet-stream" });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { chromium } = await import(PLAYWRIGHT);
  const profile = await mkdtemp(join(tmpdir(), "sashite-npm-chromium-"));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await page.waitForFunction(() => window.record !== undefined, null, { timeout: 10000 });
    assert.deepEqual(errors, []);
    assert.deepEqual(await page.evaluate(() => window.failure), [true, "styles_same_case", 6]);
    assert.equal(await page.evaluate(() => window.record.squares), 3);
    assert.equal(await page.evaluate(() => window.svg), "<?xml");
  } finally {
    await browser.close();
    await rm(profile, { recursive: true, force: true });
    await new Promise((resolve) => server.close(resolve));
  }
});
