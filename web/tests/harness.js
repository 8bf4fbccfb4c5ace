// What the browser tests share: a static server for web/dist on loopback,
// and Debian's Chromium driven by playwright-core.

import { createServer } from "node:http";
import { mkdtemp, readFile, rm, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { extname, join, normalize, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { before, after } from "node:test";
import { chromium } from "playwright-core";

const here = dirname(fileURLToPath(import.meta.url));
export const DIST = join(here, "..", "dist");
export const SCREENSHOTS = join(here, "..", "test-output");

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".svg": "image/svg+xml",
  ".png": "image/png",
};

/** Serves web/dist on 127.0.0.1 at a free port; resolves to its base URL. */
export async function serve() {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, "http://x").pathname));
    const file = join(DIST, path.endsWith("/") ? `${path}index.html` : path);
    if (!file.startsWith(DIST)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      response.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
      response.end(body);
    } catch {
      response.writeHead(404).end("not found");
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((r) => server.close(r)) };
}

/** Starts headless Chromium with a fresh profile (its --user-data-dir). */
export async function launch() {
  const profile = await mkdtemp(join(tmpdir(), "sashite-chromium-"));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
    viewport: { width: 1280, height: 900 },
    permissions: ["clipboard-read", "clipboard-write"],
  });
  await mkdir(SCREENSHOTS, { recursive: true });
  return {
    browser,
    close: async () => {
      await browser.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** Opens the page (with an optional `#…` part) and waits until it runs. */
export async function open(browser, base, hash = "") {
  const page = await browser.newPage();
  const problems = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  await page.goto(base + hash);
  await page.waitForSelector("body[data-ready]");
  const ready = await page.getAttribute("body", "data-ready");
  if (ready !== "true") throw new Error(`the page did not start: ${await page.textContent("#error")}`);
  page.problems = problems;
  return page;
}

/** Types `text` into `#input` as a person would (replacing what is there). */
export async function type(page, text) {
  await page.fill("#input", "");
  await page.type("#input", text, { delay: 0 });
}

/** The FEEN in the address bar, decoded. */
export async function addressFeen(page) {
  const hash = new URL(page.url()).hash;
  return hash.startsWith("#feen=") ? decodeURIComponent(hash.slice(6)) : null;
}

/** Drags with the mouse from the centre of one element to another's (the
 * first scrolled into view, as a person would). */
export async function drag(page, from, to) {
  await page.locator(from).scrollIntoViewIfNeeded();
  const a = await page.locator(from).boundingBox();
  const b = await page.locator(to).boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
}

/** Clicks the centre of a square. */
export async function clickSquare(page, address) {
  const box = await page.locator(`#board [data-square="${address}"]`).boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** The page's state that the DOM contract exposes. */
export async function contract(page) {
  return page.evaluate(() => {
    const board = document.querySelector("svg#board");
    return {
      input: document.querySelector("#input").value,
      error: document.querySelector("#error").textContent,
      offset: document.querySelector("#error").dataset.offset,
      canonical: document.querySelector("#canonical").textContent,
      boardInline: board !== null && board.closest("#board-wrap") !== null && !document.querySelector("#editor").hidden,
      squares: board ? [...board.querySelectorAll("[data-square]")].map((e) => e.dataset.square) : [],
      pieces: board ? [...board.querySelectorAll("[data-piece]")].map((e) => e.dataset.piece) : [],
      caretHidden: document.querySelector("#caret").hidden,
    };
  });
}

/**
 * The server and browser of a test file: started before its tests, closed
 * after them. `session.server.url`, `session.chromium.browser`.
 */
export function useBrowser() {
  const session = {};
  before(async () => {
    session.server = await serve();
    session.chromium = await launch();
  });
  after(async () => {
    await session.chromium?.close();
    await session.server?.close();
  });
  return session;
}
