// Shared end-to-end harness: serves dist/ on 127.0.0.1 (at / and under /castellan/), launches
// Debian's Chromium through playwright-core, fails on any page or console error, and writes
// screenshots under test-results/screenshots/.
import { createServer } from "node:http";
import { readFile, mkdir } from "node:fs/promises";
import { existsSync } from "node:fs";
import { extname, join, normalize } from "node:path";
import { chromium } from "playwright-core";
import assert from "node:assert/strict";

const DIST = new URL("../../dist/", import.meta.url).pathname;
export const SHOTS = new URL("../../test-results/screenshots/", import.meta.url).pathname;

const TYPES = {
  ".html": "text/html", ".js": "text/javascript", ".mjs": "text/javascript", ".wasm": "application/wasm",
  ".css": "text/css", ".svg": "image/svg+xml", ".json": "application/json", ".webmanifest": "application/manifest+json",
  ".png": "image/png",
};

/** Serves dist/ at / and at /castellan/ (a static host's sub-path). */
export async function serve() {
  if (!existsSync(join(DIST, "index.html"))) throw new Error("dist/ is missing: run `trunk build --release` first");
  const server = createServer(async (req, res) => {
    let path = decodeURIComponent(new URL(req.url, "http://x").pathname);
    if (path.startsWith("/castellan/")) path = path.slice("/castellan".length);
    else if (path === "/castellan") { res.writeHead(301, { location: "/castellan/" }); return res.end(); }
    if (path.endsWith("/")) path += "index.html";
    const file = normalize(join(DIST, path));
    if (!file.startsWith(DIST)) { res.writeHead(403); return res.end(); }
    try {
      const body = await readFile(file);
      res.writeHead(200, { "content-type": TYPES[extname(file)] || "application/octet-stream", "cache-control": "no-cache" });
      res.end(body);
    } catch {
      res.writeHead(404); res.end("not found");
    }
  });
  await new Promise((ok) => server.listen(0, "127.0.0.1", ok));
  const { port } = server.address();
  return { server, base: `http://127.0.0.1:${port}/`, close: () => new Promise((ok) => server.close(ok)) };
}

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
      "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage"],
  });
}

/** A page that records every page error and console error; `check()` throws if there were any. */
export async function openPage(context, url) {
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  page.on("console", (m) => { if (m.type() === "error") errors.push(`console: ${m.text()}`); });
  page.check = () => {
    if (errors.length) throw new Error("the page reported errors:\n" + errors.join("\n"));
  };
  page.errors = errors;
  if (url) {
    await page.goto(url);
    await page.waitForSelector(".app", { timeout: 30000 });
  }
  return page;
}

/** A page at `url` with `settings` saved before the app starts (animations off and instant
 *  bots unless `settings` says otherwise). A view given (`three_d`) is the player's choice: a
 *  phone shows it too, instead of its own top-down start. */
export async function openPageWith(context, url, settings = {}) {
  const page = await openPage(context, url);
  const chosen = "three_d" in settings ? { view_chosen: true } : {};
  await page.evaluate((saved) => localStorage.setItem("castellan/settings", JSON.stringify(saved)),
    { animate: false, bot_delay_ms: 0, ...chosen, ...settings });
  await page.reload();
  await page.waitForSelector(".app");
  return page;
}

/** A phone (390 × 844, touch) showing `url`, animations off and bots instant: its context and page. */
export async function openPhone(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await openPageWith(context, url);
  return { context, page };
}

/** A page with `language` chosen in the settings (as the language picker saves it), ready once
 *  that language's words are in. `settings` may set other fields (animations are off). */
export async function openPageIn(context, url, language, settings = {}) {
  const page = await openPageWith(context, url, { three_d: true, ...settings, language });
  await page.waitForSelector(`html[lang="${language}"] .app`);
  return page;
}

/** Fails if a raw message key of `game` (`voldetour-…`) shows anywhere in the page's text. */
export async function assertNoRawKeys(page, game) {
  const text = await page.evaluate(() => document.body.innerText);
  assert.doesNotMatch(text, new RegExp(`${game}-[a-z]`), "a raw message key is visible");
}

/** The page's visible text outside its drop-down lists (the language picker names every language). */
export async function pageText(page) {
  return page.evaluate(() => {
    const copy = document.body.cloneNode(true);
    copy.querySelectorAll("select").forEach((s) => s.remove());
    return copy.innerText;
  });
}

/** Records long tasks (PerformanceObserver) from page start. */
export async function watchLongTasks(context) {
  await context.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push(e.duration);
    }).observe({ type: "longtask", buffered: true });
  });
}

/** Records, in `window.__thinkingSeen`, whether a bot's thinking indicator was ever in the page.
 *  A mutation observer sees it however briefly it shows: polling from the test misses fast bots. */
export async function watchThinking(context) {
  await context.addInitScript(() => {
    window.__thinkingSeen = false;
    const look = () => {
      if (!window.__thinkingSeen && document.querySelector('[data-testid="thinking"]')) window.__thinkingSeen = true;
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true });
  });
}

export async function shot(page, name) {
  await mkdir(SHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** Starts a Torri game from the home screen. `seats` are "human" | "easy" | "normal" | "hard". */
export async function newTorri(page, seats, options) {
  await newGame(page, "torri", seats, options);
}

/** Starts a game of `game` ("torres", "torri", …) from the home screen with one seat per entry
 *  of `seats` ("human" | "easy" | "normal" | "hard"); `seed: null` keeps the dialog's own. */
export async function newGame(page, game, seats, { seed = "12345" } = {}) {
  await page.click(`[data-testid="new-${game}"]`);
  await page.click(`[data-testid="players-${seats.length}"]`);
  for (let i = 0; i < seats.length; i++) {
    await page.selectOption(`[data-testid="seat-kind-${i}"]`, seats[i]);
  }
  if (seed !== null) await page.fill('[data-testid="seed"]', seed);
  await page.click('[data-testid="start"]');
  await page.waitForSelector('[data-testid="board"]');
}

export async function plyText(page) {
  return (await page.textContent('[data-testid="ply"]')).trim();
}

export async function logLength(page) {
  return page.locator('[data-testid="log"] li').count();
}

/**
 * Plays one legal human action on the Torri board by clicking, preferring a height move (so it
 * can be undone), else rolling, else a rolled move, else a split, else passing.
 * Returns a word saying what it did, or null if it could not act.
 */
export async function torriHumanAction(page, { preferRoll = false, tap = false } = {}) {
  // Taps on a touch screen (the context must have `hasTouch`), clicks otherwise.
  const press = (selector) => (tap ? page.tap(selector) : page.click(selector));
  const roll = '[data-testid="roll"]';
  const origins = page.locator("[data-origin]");
  const pass = '[data-testid="pass"]';
  const split = page.locator('[data-testid="split-dialog"] button');
  if (await split.count()) {
    await press('[data-testid="split-dialog"] button >> nth=0');
    const target = page.locator("[data-target]").first();
    await target.waitFor();
    await press(`rect.target[data-square="${await target.getAttribute("data-target")}"]`);
    return "split";
  }
  if (preferRoll && (await page.locator(roll).count())) { await press(roll); return "roll"; }
  if (await origins.count()) {
    const n = await origins.count();
    for (let i = 0; i < n; i++) {
      const from = await origins.nth(i).getAttribute("data-origin");
      await press(`rect.target[data-square="${from}"]`);
      const targets = page.locator("[data-target]");
      if (await targets.count()) {
        const to = await targets.first().getAttribute("data-target");
        await press(`rect.target[data-square="${to}"]`);
        return "move";
      }
      await press(`rect.target[data-square="${from}"]`); // deselect
    }
  }
  if (await page.locator(roll).count()) { await press(roll); return "roll"; }
  if (await page.locator(pass).count()) { await press(pass); return "pass"; }
  return null;
}

/** What a player taps to act on square `sq`: its cell, or in 3-D the handle the board puts over
 *  everything where a nearer tower covers the middle of the square (the handle is then what a
 *  tap on the square's mark reaches). */
export async function squareTarget(page, sq) {
  const handle = page.locator(`.handles [data-square="${sq}"]`);
  return (await handle.count()) ? handle : page.locator(`.hits .target[data-square="${sq}"]`);
}
