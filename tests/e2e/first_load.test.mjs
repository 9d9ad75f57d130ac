// The first load (docs/performance.md, "First load"): the static home screen of index.html is
// the app's own home, shown (pictures and all) before the app's code has loaded, and replaced by
// the app without a visible change; the first screen waits for no game text (in English for no
// message file at all: its shell is compiled in; in another language for its shell file alone,
// preloaded with the code), and the pictures are found in the HTML, before the app's code. Those are counted, not timed. The start-up work is
// timed too, against a generous bound that only a bad regression reaches (a second of blocking:
// a start-up that parsed every message file again, or drew a game screen), never machine load.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, launch, openPage, openPageIn, assertNoRawKeys, watchLongTasks, shot } from "./harness.mjs";

let srv, browser;
before(async () => { srv = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

/** What a player reads and sees of a home screen under `root`: the title, the buttons, each
 *  card's picture, name and line, the footnote. */
function homeOf(page, root) {
  return page.evaluate((root) => {
    const home = document.querySelector(root);
    if (!home) return null;
    const text = (selector) => [...home.querySelectorAll(selector)].map((e) => e.textContent.trim());
    return {
      title: text(".topbar h1"),
      buttons: text(".topbar-actions button"),
      languages: [...home.querySelectorAll(".language-picker option")].map((o) => `${o.value} ${o.textContent}`),
      cards: [...home.querySelectorAll(".game-card")].map((card) => ({
        game: card.dataset.game,
        picture: card.querySelector("img").getAttribute("src"),
        alt: card.querySelector("img").getAttribute("alt"),
        size: [card.querySelector("img").getAttribute("width"), card.querySelector("img").getAttribute("height")],
        name: card.querySelector("h2").textContent.trim(),
        line: card.querySelector("p").textContent.trim(),
        buttons: [...card.querySelectorAll("button")].map((b) => b.textContent.trim()),
      })),
      footnote: text(".footnote"),
    };
  }, root);
}

test("the static home is drawn before the app's code loads, and is the app's home", async () => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: "en-US" });
  // Hold the app's code back until the static home has been looked at.
  let release;
  const held = new Promise((done) => { release = done; });
  await context.route("**/*_bg.wasm", async (route) => { await held; await route.continue(); });
  const page = await openPage(context);
  await page.goto(srv.base);
  await page.waitForFunction(() => [...document.querySelectorAll("#static-home img")].every((i) => i.complete && i.naturalWidth > 0));
  assert.equal(await page.locator(".app").count(), 0, "the app has not started yet");
  assert.ok(await page.locator("#static-home").isVisible());
  const drawn = await homeOf(page, "#static-home");
  const box = await page.locator("#static-home .game-card img").first().boundingBox();
  await shot(page, "first-load-static-home");
  release();
  await page.waitForSelector(".app .game-card");
  assert.equal(await page.locator("#static-home").count(), 0, "the app replaced the static home");
  assert.deepEqual(await homeOf(page, ".app"), drawn, "index.html's static home differs from the app's: update it");
  assert.deepEqual(await page.locator(".app .game-card img").first().boundingBox(), box, "the first picture moved");
  page.check();
  await context.close();
});

test("a press on the static home before the app has started is not lost", async () => {
  const context = await browser.newContext({ locale: "en-US" });
  let release;
  const held = new Promise((done) => { release = done; });
  await context.route("**/*_bg.wasm", async (route) => { await held; await route.continue(); });
  const page = await openPage(context);
  await page.goto(srv.base);
  await page.click('#static-home [data-press="new-torri"]');
  release();
  // The app opens the screen its own "New game" button of Torri opens.
  await page.waitForSelector('[data-testid="start"]');
  assert.match(await page.textContent(".app .topbar h1"), /Torri/);
  page.check();
  await context.close();
});

test("the static home stays hidden when the app opens on something else", async () => {
  const context = await browser.newContext({ locale: "en-US" });
  // Another language: the app's home in German, never the English one.
  const page = await openPageIn(context, srv.base, "de");
  await page.reload();
  assert.equal(await page.evaluate(() => document.documentElement.classList.contains("no-static-home")), true);
  await page.waitForSelector('html[lang="de"] .app .game-card');
  assert.equal(await page.locator("#static-home").count(), 0);
  assert.match(await page.locator(".app .game-card p").first().textContent(), /Burgen/);
  page.check();
  await context.close();
});

/** A first visit in the browser language `locale` (412 × 823), until the app's first screen
 *  is drawn and 1.5 s more: the page, the paths it requested in order, the message files fetched
 *  before the first screen was in the page (`early`, with when each started), when the app's
 *  code arrived (`wasm`), and the long tasks. */
async function firstVisit(locale) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale });
  await watchLongTasks(context);
  // When the app's first screen is in the page (a mutation observer runs in the same task).
  await context.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector(".app .game-card")) {
        window.__drawnAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const page = await openPage(context);
  const requests = [];
  page.on("request", (r) => requests.push(new URL(r.url()).pathname));
  await page.goto(srv.base);
  await page.waitForSelector(".app .game-card");
  await page.waitForTimeout(1500);
  const tasks = await page.evaluate(() => window.__longTasks);
  const early = await page.evaluate(() => performance.getEntriesByType("resource")
    .filter((e) => e.name.endsWith(".ftl") && !(e.startTime > window.__drawnAt))
    .map((e) => ({ path: new URL(e.name).pathname.replace(/^.*\/locales\//, ""), start: e.startTime })));
  const wasm = await page.evaluate(() => performance.getEntriesByType("resource")
    .filter((e) => e.name.endsWith("_bg.wasm")).map((e) => ({ start: e.startTime, end: e.responseEnd }))[0]);
  // The pictures come from the HTML, before the app's code, whatever the language.
  const wasmRequest = requests.findIndex((p) => p.endsWith("_bg.wasm"));
  const picture = requests.findIndex((p) => p.includes("/pictures/"));
  assert.ok(picture >= 0 && wasmRequest > picture, `the pictures are requested first: ${requests.join(" ")}`);
  return { context, page, requests, early, wasm, tasks, picture };
}

test("the first screen waits for no game text, the pictures come first, and start-up blocks the page little", async () => {
  const { context, page, requests, early, tasks } = await firstVisit("en-US");
  const blocking = tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0);
  console.log(`start-up: long tasks ${JSON.stringify(tasks.map(Math.round))} ms, blocking ${Math.round(blocking)} ms`);

  // In English the first screen needs no message file at all: its shell is compiled into the app,
  // so the page neither preloads nor fetches locales/en/shell.ftl.
  assert.deepEqual(early.map((e) => e.path), [], "the first screen waited for a message file");
  assert.equal(await page.evaluate(() => document.documentElement.dataset.shell), undefined);
  assert.equal(await page.locator('link[rel="preload"][href$=".ftl"]').count(), 0, "a message file was preloaded");
  assert.match(await page.textContent(".app .game-card p"), /Raise castles/);
  // Measured 0–290 ms on the 2-core machine with a load average of 15 (0 when idle); the page's
  // start-up is some 20–70 ms of work on a desktop CPU.
  assert.ok(blocking < 1000, `start-up blocked the main thread for ${Math.round(blocking)} ms`);

  // The games' words come when a screen needs them; English's shell never comes over the network.
  await page.click('[data-testid="new-torri"]');
  await page.waitForSelector('[data-testid="start"]');
  await assertNoRawKeys(page, "torri");
  assert.ok(requests.some((p) => p.endsWith("/locales/en/torri.ftl")));
  assert.deepEqual(requests.filter((p) => p.endsWith("/shell.ftl")), [], "a shell file was fetched");
  page.check();
  await context.close();
});

test("in another language the first screen waits only for its shell file, preloaded with the code after the pictures", async () => {
  const { context, page, requests, early, wasm, picture } = await firstVisit("de-DE");
  await page.waitForSelector('html[lang="de"] .app .game-card');
  const shellFile = requests.findIndex((p) => p.endsWith("/shell.ftl"));
  assert.ok(shellFile > picture, `the shell's words come after the pictures: ${requests.join(" ")}`);
  // Before the first screen only the shell's words, preloaded with the code (not after it);
  // the games' message files come after, in the background.
  assert.deepEqual(early.map((e) => e.path), ["de/shell.ftl"], "the first screen waited for the games' message files");
  assert.ok(early[0].start < wasm.end, "the shell's words are fetched while the code loads");
  assert.match(await page.textContent(".app .game-card p"), /Burgen/);

  await page.click('[data-testid="new-torri"]');
  await page.waitForSelector('[data-testid="start"]');
  await assertNoRawKeys(page, "torri");
  assert.ok(requests.some((p) => p.endsWith("/locales/de/torri.ftl")));
  assert.deepEqual(requests.filter((p) => p.endsWith("/shell.ftl")).map((p) => p.replace(/^.*\/locales\//, "")), ["de/shell.ftl"],
    "the preloaded shell file is the one the app uses, and English's is never fetched");
  page.check();
  await context.close();
});

// A friend's link (issue #44 item 9): the page says at once, before the app's code has loaded,
// that it is opening the shared game, with the game's picture, in the page's language; the app
// then draws the game in its place (never a home screen in between), and the page is gone.
test("a game link shows the game opening before the app's code loads, then the game", async () => {
  const LINK = "g=torri&v=1&r=2&s=a&o=e30&n=0&a=&c=";
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "de-DE" });
  let release;
  const held = new Promise((done) => { release = done; });
  await context.route("**/*_bg.wasm", async (route) => { await held; await route.continue(); });
  const page = await openPage(context);
  // A version-1 link of a new Torri game (its check code computed as the app does).
  const body = LINK.replace(/&c=$/, "");
  const check = await page.evaluate((text) => {
    let h = 0x811c9dc5;
    for (const b of new TextEncoder().encode(text)) { h ^= b; h = Math.imul(h, 0x01000193) >>> 0; }
    const folded = ((h >>> 24) ^ (h & 0xffffff)) >>> 0;
    const bytes = String.fromCharCode((folded >> 16) & 255, (folded >> 8) & 255, folded & 255);
    return btoa(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }, body);
  await page.goto(`${srv.base}#${body}&c=${check}`);
  await page.waitForFunction(() => document.querySelector("#static-link-picture")?.complete);
  assert.equal(await page.locator(".app").count(), 0, "the app has not started yet");
  assert.ok(await page.locator("#static-link").isVisible());
  assert.ok(!(await page.locator("#static-home").isVisible()), "no home screen for a link");
  assert.equal(await page.getAttribute("#static-link-picture", "src"), "pictures/torri.svg");
  assert.equal((await page.textContent("#static-link-text")).trim(), "Die geteilte Partie wird geöffnet …");
  await shot(page, "first-load-static-link");
  release();
  await page.waitForSelector('.app [data-testid="board"]');
  assert.equal(await page.locator("#static-link").count(), 0, "the app replaced the page");
  assert.equal(await page.evaluate(() => document.documentElement.classList.contains("opening-link")), false);
  assert.ok(await page.locator('.app [data-testid="board"]').isVisible());
  page.check();
  await context.close();
});
