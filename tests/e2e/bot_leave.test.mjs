// Leaving a game while a bot is thinking (or a hint is being worked out) stops the search
// quietly: no error, no crash overlay, and the game resumes where it was.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, launch, openPage, newTorri, shot } from "./harness.mjs";

let srv, browser;
before(async () => { srv = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

test("leaving the game screen mid-search neither fails nor crashes", { timeout: 120_000 }, async () => {
  const context = await browser.newContext();
  const page = await openPage(context, srv.base);
  await page.evaluate(() => localStorage.setItem("castellan/settings", JSON.stringify({ animate: false, bot_delay_ms: 0 })));
  await page.reload();
  await page.waitForSelector(".app");
  // Two Hard bots: each decision is a search of many slices.
  await newTorri(page, ["hard", "hard"]);
  for (let i = 0; i < 3; i++) {
    await page.waitForSelector('[data-testid="thinking"]');
    await page.click('[data-testid="menu"]');
    await page.waitForTimeout(1500); // the queued slices run out against a screen that is gone
    assert.equal(await page.isHidden("#crash"), true, "no crash overlay");
    await page.click('[data-testid="continue"]');
    await page.waitForSelector('[data-testid="board"]');
  }
  page.check();
  await context.close();
});

test("bots whose worker cannot be loaded are reported, and the game goes on for the humans", { timeout: 120_000 }, async () => {
  const context = await browser.newContext();
  await context.route("**/bot_worker*", (route) => route.fulfill({ status: 404, body: "not found" }));
  const page = await openPage(context, srv.base);
  await page.evaluate(() => localStorage.setItem("castellan/settings", JSON.stringify({ animate: false, bot_delay_ms: 0 })));
  await page.reload();
  await page.waitForSelector(".app");
  await newTorri(page, ["normal", "human"]);
  await page.waitForSelector('[data-testid="notice"]');
  assert.match(await page.textContent('[data-testid="notice"]'), /bots could not be started/);
  await page.waitForSelector('[data-testid="thinking"]', { state: "detached" });
  assert.equal(await page.isHidden("#crash"), true, "no crash overlay");
  assert.equal(await page.textContent('[data-testid="ply"]'), "0 / 0", "the game is unchanged");
  await shot(page, "bots-unavailable");
  // The failed loads are the only errors.
  const others = page.errors.filter((e) => !/404|Failed to load resource|bot_worker/.test(e));
  assert.deepEqual(others, []);
  await context.close();
});
