// Undo against a bot (issue #21): once the bot has answered, one Undo (button or Ctrl+Z) takes
// back its reply and the human's whole turn; the bot does not move again until the human does;
// Redo brings both back as one step. Undo pressed while the bot is still thinking takes back the
// human's turn and the bot's answer, when it comes, is never played. Voldétour: no dice, no
// hidden cards, so every take-back is allowed. The policy itself is tested natively in
// tests/undo_bots.rs.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, launch, openPageWith, logLength, plyText, shot, watchThinking } from "./harness.mjs";

let srv, browser;
before(async () => { srv = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

async function newVoldetour(page, seats, { seed = "7" } = {}) {
  await page.click('[data-testid="new-voldetour"]');
  await page.click(`[data-testid="players-${seats.length}"]`);
  for (let i = 0; i < seats.length; i++) await page.selectOption(`[data-testid="seat-kind-${i}"]`, seats[i]);
  await page.fill('[data-testid="seed"]', seed);
  await page.click('[data-testid="start"]');
  await page.waitForSelector('[data-testid="board"]');
}

const logLines = (page) => page.evaluate(() => [...document.querySelectorAll('[data-testid="log"] li')].map((li) => li.textContent));

/** The human's turn: a Stair on the first square offered, then End turn. */
async function humanTurn(page) {
  const before = await logLength(page);
  await page.click('[data-testid="pick-stair"]:not([disabled])');
  const first = await page.locator("[data-target]").first().getAttribute("data-target");
  const hit = page.locator(`.hits .target[data-square="${first}"]`);
  await hit.dispatchEvent("pointerenter");
  await hit.dispatchEvent("click");
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log"] li').length > n, before);
  await page.click('[data-testid="end-turn"]');
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log"] li').length > n + 1, before);
}

/** Waits until the human (seat 0, listed first) is to move again and no bot is thinking. */
async function humanToMove(page) {
  await page.waitForFunction(() =>
    document.querySelector('[data-testid="players"] li:first-child')?.classList.contains("active")
    && !document.querySelector('[data-testid="thinking"]'), null, { timeout: 60_000 });
}

/** Nothing is played for `ms` and no bot starts thinking. */
async function staysStill(page, plies, ms = 2000) {
  await page.evaluate(() => { window.__thinkingSeen = false; });
  await page.waitForTimeout(ms);
  assert.equal(await logLength(page), plies, "no move was played");
  assert.equal(await page.evaluate(() => window.__thinkingSeen), false, "no bot started thinking");
}

test("against a Normal bot, one Undo takes back the bot's reply and the human's turn; Redo restores both", { timeout: 180_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  await watchThinking(context);
  const page = await openPageWith(context, srv.base, { three_d: true }); // Instant bots, no animations
  await newVoldetour(page, ["human", "normal"]);
  assert.equal(await page.isDisabled('[data-testid="undo"]'), true, "nothing to undo at the start");

  await humanTurn(page);
  await humanToMove(page);
  const played = await logLines(page);
  const n = played.length;
  assert.ok(n >= 3, `the human's two actions and the bot's reply: ${played}`);
  assert.equal(await page.isDisabled('[data-testid="undo"]'), false, "Undo is offered after the bot's reply");
  const title = await page.getAttribute('[data-testid="undo"]', "title");
  assert.match(title, new RegExp(`\\b${n} actions\\b`), `the title says what goes: ${title}`);
  await shot(page, "undo-bots-before");

  // One click: back to the start, the human to move.
  await page.click('[data-testid="undo"]');
  assert.equal(await logLength(page), 0, "the bot's reply and the human's turn are gone");
  assert.equal(await plyText(page), "0 / 0");
  assert.match(await page.textContent('[data-testid="announce"]'), new RegExp(`${n} actions taken back`));
  assert.equal(await page.isDisabled('[data-testid="undo"]'), true, "nothing before the first turn");
  await staysStill(page, 0);
  await shot(page, "undo-bots-taken-back");

  // Redo: everything back as one step, and still the human's turn.
  assert.match(await page.getAttribute('[data-testid="redo"]', "title"), new RegExp(`\\b${n} actions\\b`));
  await page.click('[data-testid="redo"]');
  assert.deepEqual(await logLines(page), played);
  assert.equal(await plyText(page), `${n} / ${n}`);
  await staysStill(page, n);

  // Ctrl+Z does the same; the human then plays on and the bot answers the new move.
  await page.keyboard.press("Control+z");
  assert.equal(await logLength(page), 0);
  await staysStill(page, 0, 1000);
  await humanTurn(page);
  await humanToMove(page);
  assert.ok(await logLength(page) >= 3, "the bot answered the move played after the take-back");
  assert.equal(await page.isDisabled('[data-testid="redo"]'), true, "a new move drops what was taken back");
  page.check();
  await context.close();
});

test("Undo while a Hard bot thinks takes back the human's turn, and the bot's late answer is never played", { timeout: 180_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  await watchThinking(context);
  const page = await openPageWith(context, srv.base, { three_d: true });
  await newVoldetour(page, ["human", "hard"]);
  await humanTurn(page);
  await page.waitForSelector('[data-testid="thinking"]');
  // Offered while the bot thinks (and, if it has answered already, its reply goes with the turn).
  assert.equal(await page.isDisabled('[data-testid="undo"]'), false, "Undo is offered while the bot thinks");
  await page.click('[data-testid="undo"]');
  assert.equal(await logLength(page), 0);
  await page.waitForSelector('[data-testid="thinking"]', { state: "detached" });
  // Long enough for the stopped search to have answered had it gone on.
  await staysStill(page, 0, 5000);
  assert.equal(await plyText(page), "0 / 0");
  page.check();
  await context.close();
});
