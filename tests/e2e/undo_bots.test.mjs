// Undo against a bot (issue #21): once the bot has answered, one Undo (button or Ctrl+Z) takes
// back its reply and the human's whole turn; the bot does not move again until the human does;
// Redo brings both back as one step. Undo pressed while the bot is still thinking takes back the
// human's turn and the bot's answer, when it comes, is never played. Voldétour: no dice, no
// hidden cards, so every take-back is allowed. The policy itself is tested natively in
// tests/undo_bots.rs.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, launch, openPageWith, logLength, plyText, shot, watchThinking, newGame } from "./harness.mjs";

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

// Torres with each player's own deck: the bot drew a card in its reply (into its hidden hand,
// never seen by the human). One Undo still goes back to the start of the human's turn. The link
// is a game of seed 5: the set-up, the human's block and end of turn, then the bot's turn with
// its card draw (made natively with the engine; tests/undo_bots.rs checks the policy).
const TORRES_AFTER_BOT_DRAW =
  "g=torres&v=2&r=2&s=5&o=eyJwbGF5ZXJzIjoyLCJjYXJkcyI6IlBlcnNvbmFsRGVjayIsIm1hc3RlciI6ZmFsc2UsIm1hc3Rlcl9jYXJkIjpudWxsfQ&n=10&a=ABAFAAA&h=W1siWW91IiwiaHVtYW4iXSxbIkJvdCAoQmx1ZSkiLCJub3JtYWwiXV0&c=iJ3j";

test("Torres: after the bot has drawn a card, Undo goes back to the start of the human's turn", { timeout: 120_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const page = await openPageWith(context, srv.base);
  await page.goto(`${srv.base}#${TORRES_AFTER_BOT_DRAW}`);
  await page.waitForSelector('[data-testid="board"]');
  assert.equal(await plyText(page), "10 / 10");
  assert.equal(await page.isDisabled('[data-testid="undo"]'), false, "Undo is offered after the bot's draw");
  assert.match(await page.getAttribute('[data-testid="undo"]', "title"), /\b7 actions\b/);
  await page.click('[data-testid="undo"]');
  assert.equal(await plyText(page), "3 / 3", "back to the start of the human's turn");
  assert.match(await page.textContent('[data-testid="prompt"]'), /^You/);
  await staysStill(page, 3, 1500);
  page.check();
  await context.close();
});

test("Torri: where the rule forbids a take-back, pressing Undo says why", { timeout: 120_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const page = await openPageWith(context, srv.base);
  await newGame(page, "torri", ["human", "normal"]);
  const undo = '[data-testid="undo"]';
  assert.equal(await page.isDisabled(undo), true, "nothing to take back at the start");
  assert.match(await page.getAttribute(undo, "title"), /nothing of yours to take back/);
  await page.click('[data-testid="roll"]');
  assert.equal(await page.isDisabled(undo), true, "a roll the player has seen stays");
  assert.equal(await page.getAttribute(undo, "title"), "What you rolled or drew stays: you have seen it.");
  // A press (a tap on a phone cannot read a title) says it in the notice.
  await page.click(undo, { force: true });
  assert.equal((await page.textContent('[data-testid="notice"]')).trim().includes("What you rolled or drew stays"), true);
  page.check();
  await context.close();
});
