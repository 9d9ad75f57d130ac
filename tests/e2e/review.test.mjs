// Reviewing a finished game with the bot (issue #47, item 2): from the result dialog the worker
// looks again at every decision of one player (a progress bar, the page responsive), then the
// panel shows that player's chance of winning after each decision and the marked decisions; a
// marked one shows the position before it with the better move drawn on the board and said in
// words. A finished game opened from the saved games can be reviewed too, and a review can be
// stopped. The judging itself is tested natively (tests/review.rs, crates/bot/src/tests.rs).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, launch, openPageWith, openPhone, newGame, shot, watchLongTasks, outOfView } from "./harness.mjs";

let srv, browser;
before(async () => { srv = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

/** Plays a Fortaleza game of two Easy bots to its end (Easy slips a third of the time: its
 *  games have marked decisions). */
async function finishedGame(page) {
  await newGame(page, "fortaleza", ["easy", "easy"]);
  await page.waitForSelector('[data-testid="end-screen"]', { timeout: 90_000 });
}

test("a finished game is reviewed from the result: chart, marked decisions, the better move on the board", { timeout: 240_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  await watchLongTasks(context);
  const page = await openPageWith(context, srv.base);
  await finishedGame(page);
  await page.evaluate(() => { window.__longTasks = []; });
  await page.click('[data-testid="review-with-bot"]');
  await page.waitForSelector('[data-testid="review-progress"]');
  assert.match(await page.textContent('[data-testid="review-progress"]'), /Decision \d+ of \d+/);
  const started = Date.now();
  await page.waitForSelector('[data-testid="review-summary"]', { timeout: 180_000 });
  const seconds = (Date.now() - started) / 1000;
  console.log(`review of a Fortaleza game: ${seconds.toFixed(1)} s, ${await page.locator('[data-testid="review-chart"] g.decision').count()} decisions judged`);
  // The page stayed responsive while the worker reviewed.
  const long = (await page.evaluate(() => window.__longTasks)).filter((t) => t > 200);
  assert.deepEqual(long, [], "no long task on the page while reviewing");
  assert.equal(await page.locator('[data-testid="review-progress"]').count(), 0, "the progress bar goes once done");
  assert.ok((await page.locator('[data-testid="review-chart"] g.decision').count()) > 10, "a column per decision judged");
  const marked = page.locator('[data-testid="review-move"]');
  assert.ok((await marked.count()) >= 1, "an Easy bot's game has marked decisions");
  assert.match(await page.textContent('[data-testid="review-summary"]'), /blunder|mistake|inaccurac/);
  // A marked decision: the position before it, the better move drawn and said.
  await marked.first().click();
  await page.waitForSelector('[data-testid="hint-text"]');
  const said = await page.textContent('[data-testid="hint-text"]');
  assert.match(said, /(Blunder|Mistake|Inaccuracy): this left a \d+% chance of winning, where the better move kept \d+%\. Better: .+\./);
  assert.ok((await page.locator("rect.hint-mark").count()) >= 1, "the better move is drawn on the board");
  assert.equal(await marked.first().getAttribute("aria-current"), "step");
  assert.notEqual((await page.textContent('[data-testid="ply"]')).trim().split(" / ")[0], (await page.textContent('[data-testid="ply"]')).trim().split(" / ")[1], "a position before the end");
  await shot(page, "review-fortaleza-marked");
  // A click on the chart goes to that decision.
  await page.locator('[data-testid="review-chart"] g.decision').nth(2).click();
  await page.waitForSelector('[data-testid="review-chart"] g.decision.current');
  assert.ok(await page.textContent('[data-testid="hint-text"]'));

  // The finished game, opened again from the saved games, is reviewed again, and can be stopped.
  await page.click('[data-testid="menu"]');
  await page.click('[data-testid="open-saves"]');
  await page.locator('[data-testid="review-save"]').first().click();
  await page.waitForSelector('[data-testid="end-screen"]');
  await page.click('[data-testid="review"]');
  await page.waitForSelector('[data-testid="review-panel"]');
  assert.equal(await page.locator('[data-testid="review-summary"]').count(), 0, "a review is not kept with the game");
  await page.click('[data-testid="review-start"]');
  await page.waitForFunction(() => /Decision [1-9]/.test(document.querySelector('[data-testid="review-progress"]')?.textContent ?? ""));
  await page.click('[data-testid="review-cancel"]');
  await page.waitForSelector('[data-testid="review-start"]');
  assert.match(await page.textContent('[data-testid="review-panel"]'), /Stopped after \d+ of \d+ decisions\./);
  page.check();
  await context.close();
});

test("on a phone the review is in reach below the board", { timeout: 240_000 }, async () => {
  const { context, page } = await openPhone(browser, srv.base);
  await finishedGame(page);
  await page.click('[data-testid="review-with-bot"]');
  await page.waitForSelector('[data-testid="review-summary"]', { timeout: 180_000 });
  await page.locator('[data-testid="review-move"]').first().click();
  await page.waitForSelector('[data-testid="hint-text"]');
  // Below the board on a phone: a tap on a decision brings what it cost and the board into view.
  assert.deepEqual(await outOfView(page, ['[data-testid="hint-text"]', '[data-testid="board"]']), []);
  assert.ok((await page.locator("rect.hint-mark").count()) >= 1, "the better move is drawn on the board");
  await shot(page, "review-fortaleza-phone");
  page.check();
  await context.close();
});
