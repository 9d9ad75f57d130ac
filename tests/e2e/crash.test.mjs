// A crash never strands a player: a panic in the game screen (forced through the trigger that
// only the test build in dist-crash/ has, the `crash-trigger` feature) shows the plain overlay
// with Reload, Start fresh and Export, in the language shown; the export holds every saved game;
// the next load comes up at home, not in the crashing game, and every save is intact.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { serve, launch, openPage, shot, newTorri, torriHumanAction, CRASH_DIST } from "./harness.mjs";

let srv, browser;
before(async () => { srv = await serve(CRASH_DIST); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

test("a panic shows the overlay, exports the saves and the next load starts at home", async () => {
  const context = await browser.newContext({ viewport: { width: 1100, height: 800 }, acceptDownloads: true });
  const page = await openPage(context, srv.base);
  // Two saved games.
  await newTorri(page, ["human", "human"]);
  await torriHumanAction(page);
  await page.click('[data-testid="menu"]');
  await newTorri(page, ["human", "easy"], { seed: "777" });
  await torriHumanAction(page);
  await page.click('[data-testid="menu"]');
  const savedBefore = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.startsWith("castellan/save/")).sort());
  assert.equal(savedBefore.length, 2);
  assert.equal(await page.isHidden("#crash"), true, "no overlay before a crash");

  // The game screen panics once it opens.
  await page.evaluate(() => localStorage.setItem("castellan/test-panic", "play"));
  await page.click('[data-testid="continue"]');
  await page.waitForSelector("#crash:not([hidden])");
  assert.match(await page.textContent("#crash-title"), /Something went wrong/);
  assert.match(await page.textContent("#crash-detail"), /test panic at play/);
  for (const id of ["crash-reload", "crash-fresh", "crash-export"]) assert.ok(await page.isVisible(`#${id}`), id);
  await shot(page, "crash-overlay");
  // The panic is expected here: it is the one error this test allows.
  assert.ok(page.errors.every((e) => /test panic at play|unreachable|RuntimeError/.test(e)), page.errors.join("\n"));

  // Export: one file with every saved game, straight from localStorage.
  const [download] = await Promise.all([page.waitForEvent("download"), page.click("#crash-export")]);
  const exported = JSON.parse(await readFile(await download.path(), "utf8"));
  for (const key of savedBefore) assert.ok(exported[key], `export holds ${key}`);

  // Start fresh: the next load is at home, not in the crashing game, and the saves are intact.
  await page.click("#crash-fresh");
  await page.waitForSelector(".game-card");
  assert.equal(await page.isHidden("#crash"), true);
  assert.match(await page.textContent(".notice"), /stopped on an error last time/);
  const savedAfter = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.startsWith("castellan/save/")).sort());
  assert.deepEqual(savedAfter, savedBefore);
  for (const key of savedBefore) assert.equal(
    await page.evaluate((k) => localStorage.getItem(k), key), exported[key], "saves unchanged");
  await shot(page, "crash-next-load-home");

  // And the game itself still opens from Saved games once the trigger is gone.
  assert.equal(await page.locator('[data-testid="continue"]').count(), 0, "the crashed game was not resumed");
  await page.click('[data-testid="open-saves"]');
  await page.locator('[data-testid="save-entry"] button', { hasText: "Resume" }).first().click();
  await page.waitForSelector('[data-testid="board"]');
  await context.close();
});

test("the crash overlay speaks the language shown", async () => {
  const context = await browser.newContext({ locale: "hu-HU" });
  const page = await openPage(context, srv.base);
  await page.waitForFunction(() => document.documentElement.lang === "hu" && document.querySelector('[data-testid="new-torri"]'));
  await newTorri(page, ["human", "human"]);
  await page.evaluate(() => localStorage.setItem("castellan/test-panic", "play"));
  await page.click('[data-testid="menu"]');
  await page.click('[data-testid="continue"]');
  await page.waitForSelector("#crash:not([hidden])");
  assert.equal(await page.textContent("#crash-title"), "Valami hiba történt");
  assert.equal(await page.textContent("#crash-reload"), "Újratöltés");
  await shot(page, "hu-crash");
  await context.close();
});
