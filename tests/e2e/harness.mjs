// Shared end-to-end harness: serves dist/ on 127.0.0.1 (at / and under /castellan/), launches
// Debian's Chromium through playwright-core, fails on any page or console error, and writes
// screenshots under test-results/screenshots/.
import { createServer } from "node:http";
import { readFile, mkdir } from "node:fs/promises";
import { existsSync, readFileSync } from "node:fs";
import { extname, join, normalize } from "node:path";
import { chromium } from "playwright-core";
import assert from "node:assert/strict";

const DIST_RELEASE = new URL("../../dist/", import.meta.url).pathname;
export const SHOTS = new URL("../../test-results/screenshots/", import.meta.url).pathname;

const TYPES = {
  ".html": "text/html", ".js": "text/javascript", ".mjs": "text/javascript", ".wasm": "application/wasm",
  ".css": "text/css", ".svg": "image/svg+xml", ".json": "application/json", ".webmanifest": "application/manifest+json",
  ".png": "image/png",
};

/** The test build with the crash trigger (the `crash-trigger` feature), which `.ci/test` builds. */
export const CRASH_DIST = new URL("../../dist-crash/", import.meta.url).pathname;

/** Serves dist/ (or another build, `dir`) at / and at /castellan/ (a static host's sub-path). */
export async function serve(dir = DIST_RELEASE) {
  if (!existsSync(join(dir, "index.html"))) {
    throw new Error(dir === DIST_RELEASE
      ? "dist/ is missing: run `trunk build --release` first"
      : "dist-crash/ is missing: run `trunk build --release --features crash-trigger --dist dist-crash` first");
  }
  const server = createServer(async (req, res) => {
    let path = decodeURIComponent(new URL(req.url, "http://x").pathname);
    if (path.startsWith("/castellan/")) path = path.slice("/castellan".length);
    else if (path === "/castellan") { res.writeHead(301, { location: "/castellan/" }); return res.end(); }
    if (path.endsWith("/")) path += "index.html";
    const file = normalize(join(dir, path));
    if (!file.startsWith(dir)) { res.writeHead(403); return res.end(); }
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

// ---- Layout checks shared by the in-view, touch and accessibility tests -------------------------

/** The sizes every game screen is looked at: a desktop with a mouse, a phone upright and the same
 *  phone held sideways, both with touch. */
export const SIZES = {
  desktop: { viewport: { width: 1366, height: 860 } },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
  landscape: { viewport: { width: 844, height: 390 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
};

/** What a player can press or set, as the checks below count them. */
const CONTROLS = 'button, select, input, textarea, summary, a[href], [role="button"]';

/**
 * Where each element matching `selectors` (the first shown of each, or every one with an "all:"
 * prefix) lies outside the viewport at the present scroll, or under a bar fixed or sticky at the
 * bottom of the screen (the phone's turn buttons) when above it, unless it is in that bar: a list of problems,
 * empty when all of them are in view.
 */
export async function outOfView(page, selectors) {
  return page.evaluate((selectors) => {
    const vw = window.innerWidth, vh = window.innerHeight;
    const bar = document.querySelector(".turn-controls");
    const pinned = bar && ["sticky", "fixed"].includes(getComputedStyle(bar).position);
    // A bar pinned to the bottom of the screen (a phone held upright); sideways it is in the top bar.
    const barBox = pinned && bar.getBoundingClientRect().top > vh / 2 ? bar.getBoundingClientRect() : null;
    const problems = [];
    for (const entry of selectors) {
      const all = entry.startsWith("all:");
      const sel = all ? entry.slice(4) : entry;
      for (const el of document.querySelectorAll(sel)) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue; // not shown
        // Only what stands above the bar (sideways, the bar is as wide as the column beside the board).
        const under = barBox && !el.closest(".turn-controls") && r.left < barBox.right && r.right > barBox.left;
        const bottom = under ? Math.min(vh, barBox.top) : vh;
        if (r.top < -1 || r.left < -1 || r.right > vw + 1 || r.bottom > bottom + 1) {
          problems.push(`${sel}: ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)} (view ${vw}×${Math.round(bottom)})`);
        }
        if (!all) break;
      }
    }
    return problems;
  }, selectors);
}

/**
 * Controls in view that something else covers: at the middle and near each corner of every
 * control on screen, the element a tap would reach must be the control itself. Allowed: the
 * page's scrolled content passing under the top bar or the phone's bottom bar (what the player
 * needs now is kept above them by `outOfView`), a dialog's backdrop and the hand-over cover
 * (they hide the game on purpose). Also fails when the hint's words, a bot's thinking or a
 * tooltip lie over a control, even where they let taps through.
 */
export async function coveredControls(page) {
  return page.evaluate((controls) => {
    const vw = window.innerWidth, vh = window.innerHeight;
    const name = (el) => `${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ""} "${(el.getAttribute("aria-label") || el.textContent || el.value || "").trim().slice(0, 30)}"`;
    const bars = [...document.querySelectorAll(".topbar, .turn-controls")]
      .filter((b) => ["sticky", "fixed"].includes(getComputedStyle(b).position));
    // A point a scrolling box clips away is not on screen.
    const clipped = (el, x, y) => {
      for (let a = el.parentElement; a; a = a.parentElement) {
        const s = getComputedStyle(a);
        if ([s.overflowX, s.overflowY].some((o) => o !== "visible")) {
          const r = a.getBoundingClientRect();
          if (x < r.left || x > r.right || y < r.top || y > r.bottom) return true;
        }
      }
      return false;
    };
    const shown = (el) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return r.width >= 1 && r.height >= 1 && s.visibility !== "hidden" && !el.closest(".visually-hidden");
    };
    const problems = [];
    const all = [...document.querySelectorAll(controls)].filter(shown);
    for (const el of all) {
      const r = el.getBoundingClientRect();
      for (const [fx, fy] of [[0.5, 0.5], [0.15, 0.2], [0.85, 0.2], [0.15, 0.8], [0.85, 0.8]]) {
        const x = r.left + fx * r.width, y = r.top + fy * r.height;
        if (x < 0 || y < 0 || x >= vw || y >= vh || clipped(el, x, y)) continue;
        const hit = document.elementFromPoint(x, y);
        if (!hit || el === hit || el.contains(hit) || hit.closest("label")?.contains(el)) continue;
        if (hit.closest(".modal-backdrop, .handover") && !el.closest(".modal-backdrop, .handover")) continue;
        if (bars.some((b) => b.contains(hit) && !b.contains(el))) continue;
        problems.push(`${name(el)} is covered by ${name(hit)} at ${Math.round(x)},${Math.round(y)}`);
        break;
      }
    }
    for (const over of document.querySelectorAll(".hint-text, .thinking, .tooltip")) {
      if (!shown(over)) continue;
      const o = over.getBoundingClientRect();
      for (const el of all) {
        if (over.contains(el)) continue;
        const r = el.getBoundingClientRect();
        if (r.left < o.right - 1 && o.left < r.right - 1 && r.top < o.bottom - 1 && o.top < r.bottom - 1) {
          problems.push(`${name(el)} lies under ${name(over)}`);
        }
      }
    }
    return [...new Set(problems)];
  }, CONTROLS);
}

/**
 * Controls whose hit area is under 44 × 44 px (a checkbox's or radio's includes its label, which
 * toggles it too), anywhere in the page, scrolled or not; hidden ones aside.
 */
export async function smallControls(page) {
  return page.evaluate((controls) => {
    const problems = [];
    for (const el of document.querySelectorAll(controls)) {
      if (el.closest(".visually-hidden") || el.type === "hidden") continue;
      let r = el.getBoundingClientRect();
      if (r.width < 1 && r.height < 1) continue; // not drawn
      const label = ["checkbox", "radio"].includes(el.type) ? el.closest("label") || (el.id && document.querySelector(`label[for="${el.id}"]`)) : null;
      let { left, top, right, bottom } = r;
      if (label) {
        const l = label.getBoundingClientRect();
        left = Math.min(left, l.left); top = Math.min(top, l.top); right = Math.max(right, l.right); bottom = Math.max(bottom, l.bottom);
      }
      const w = right - left, h = bottom - top;
      if (w < 43.5 || h < 43.5) {
        const what = `${el.tagName.toLowerCase()}${el.type && el.tagName === "INPUT" ? `[${el.type}]` : ""}${el.dataset.testid ? `[${el.dataset.testid}]` : ""}`;
        problems.push(`${what} "${(el.getAttribute("aria-label") || el.textContent || el.value || "").trim().slice(0, 30)}" ${Math.round(w)}×${Math.round(h)}`);
      }
    }
    return [...new Set(problems)];
  }, CONTROLS);
}

/** A golden fixture's save (tests/golden/<file>), with its seats and title replaced. */
export function fixtureSave(file, seats, title) {
  const fixture = JSON.parse(readFileSync(new URL(`../golden/${file}`, import.meta.url), "utf8"));
  const save = JSON.parse(fixture.save);
  return { ...save, seats, title, created: 1, updated: Date.UTC(2026, 0, 2) };
}

/** Puts `saves` ({ id: save }) in the page's storage, `current` the game in progress, and reloads. */
export async function storeSaves(page, saves, current = null) {
  await page.evaluate(({ saves, current }) => {
    for (const [id, save] of Object.entries(saves)) localStorage.setItem(`castellan/save/${id}`, JSON.stringify(save));
    if (current) localStorage.setItem("castellan/current", current);
  }, { saves, current });
  await page.reload();
  await page.waitForSelector(".app");
}
