// Bots resign a game they cannot win any more (issue #44, item 2): a Torri game where the bot,
// to move, can no longer win (the pieces the human holds safe at home outnumber all it could still
// own) ends at once with the human the winner, said in the result and the saves list, instead
// of dragging on. The fixture and the rule are checked natively (tests/bot_resign.rs,
// crates/bot/src/tests.rs); the arena measures the rule (docs/bots.md, "Bots that resign").
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { serve, launch, openPageWith, shot } from "./harness.mjs";

let srv, browser;
before(async () => { srv = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const decided = readFileSync(new URL("./fixtures/torri_bot_cannot_win.json", import.meta.url), "utf8");

test("torri: the bot that cannot win any more resigns, and the human wins", { timeout: 120_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const page = await openPageWith(context, srv.base);
  await page.evaluate((save) => {
    localStorage.setItem("castellan/save/decided", save);
    localStorage.setItem("castellan/current", "decided");
  }, decided);
  await page.reload();
  await page.click('[data-testid="continue"]');
  await page.waitForSelector('[data-testid="end-screen"]', { timeout: 60_000 });
  assert.match(await page.textContent('[data-testid="end-screen"] h2'), /You win!/);
  assert.match(await page.textContent('[data-testid="end-reason"]'), /Bot resigned\./);
  await shot(page, "bot-resigned-torri");
  // The saves list records it, and nothing more is played.
  await page.click('[data-testid="review"]');
  assert.equal(await page.isDisabled('[data-testid="resign"]'), true);
  await page.click('[data-testid="menu"]');
  await page.click('[data-testid="open-saves"]');
  const entry = page.locator('[data-testid="save-entry"]').first();
  assert.equal(await entry.getAttribute("data-finished"), "true");
  assert.match(await entry.textContent(), /Bot resigned\./);
  page.check();
  await context.close();
});
