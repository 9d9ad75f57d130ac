// Measures how long a Normal Torres bot turn takes in the browser, from the human's End turn to
// the bot's End turn (the human's controls back), in a 2-player game (personal decks) at the
// default bot speed with animations on, unless BOT_DELAY_MS / ANIMATE say otherwise. Prints the
// figures; asserts nothing about time (speed is tracked in docs/bots.md, not by timed tests).
// Not a `*.test.mjs`: run it by hand after `trunk build --release`:
//   node tests/e2e/torres_bot_turn_time.mjs     (TURNS=12 SEED=31 BOT_DELAY_MS=600 LEVEL=normal HUMAN_MOVES=0)
import { serve, launch, openPage } from "./harness.mjs";
import { rng, visible, clickSquare, clickTarget, moveSomething } from "./torres_play.mjs";

const TURNS = Number(process.env.TURNS || 12);
const SEED = process.env.SEED || "31";
const DELAY = Number(process.env.BOT_DELAY_MS ?? 600);
const ANIMATE = process.env.ANIMATE !== "0";
const LEVEL = process.env.LEVEL || "normal";
const MOVES = Number(process.env.HUMAN_MOVES || 0); // the human's moves before its End turn

/** One human action (a simple policy: set-up choices and placements, then End turn at once:
 *  only the bot's turns are timed). */
async function humanStep(page, random, movesThisTurn) {
  if (await visible(page, '[data-testid="end-screen"]')) return "end";
  if (await visible(page, '[data-testid="choice"]')) { await page.click('[data-testid="choice-0"]'); return "choice"; }
  if (await visible(page, '[data-testid="keep-card"]')) { await page.locator('[data-testid="keep-card"]').first().click(); return "keep"; }
  if (await visible(page, '[data-testid="put-top"]')) { await page.locator('[data-testid="put-top"]').first().click(); return "put-back"; }
  const stacks = page.locator('[data-testid^="choose-stack-"]');
  if (await stacks.count()) { await stacks.first().click(); return "stack"; }
  const spread = page.locator('[data-testid^="spread-"]');
  if (await spread.count()) { await spread.first().click(); return "spread"; }
  if (await visible(page, '[data-testid="return-rest"]')) { await page.click('[data-testid="return-rest"]'); return "return"; }
  if (await visible(page, '[data-testid="keep-king"]')) { await page.click('[data-testid="keep-king"]'); return "keep-king"; }
  const canEnd = await visible(page, '[data-testid="end-turn"]');
  if (!canEnd || movesThisTurn < MOVES) {
    if (await clickTarget(page)) return "target";
    if (await moveSomething(page, random)) return "move";
  }
  if (canEnd) { await page.click('[data-testid="end-turn"]'); return "end-turn"; }
  return null;
}

/** Actions played so far (the "shown / total" counter). */
async function plies(page) {
  const text = await page.textContent('[data-testid="ply"]');
  return Number(text.split("/")[1]);
}

const HUMAN = '[data-testid="end-turn"], [data-testid^="choose-stack-"], [data-testid^="spread-"], [data-testid="keep-king"], [data-testid="keep-card"], [data-testid="put-top"], [data-testid="choice"], [data-origin], [data-target], [data-testid="end-screen"]';

const srv = await serve();
const browser = await launch();
try {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await openPage(context, srv.base);
  await page.evaluate((s) => localStorage.setItem("castellan/settings", JSON.stringify(s)),
    { animate: ANIMATE, bot_delay_ms: DELAY, three_d: true });
  await page.reload();
  await page.waitForSelector(".app");
  await page.click('[data-testid="new-torres"]');
  await page.click('[data-testid="players-2"]');
  await page.selectOption('[data-testid="seat-kind-0"]', "human");
  await page.selectOption('[data-testid="seat-kind-1"]', LEVEL);
  await page.fill('[data-testid="seed"]', SEED);
  await page.click('[data-testid="start"]');
  await page.waitForSelector('[data-testid="board"]');
  page.setDefaultTimeout(3000); // a click the policy cannot make fails fast; the bot turn waits longer below
  const random = rng(5);
  const turns = [];
  let moves = 0;
  for (let i = 0; i < 3000 && turns.length < TURNS; i++) {
    if (!(await page.locator(HUMAN).count())) { await page.waitForTimeout(20); continue; }
    const before = await plies(page);
    const did = await humanStep(page, random, moves).catch((e) => { if (process.env.DEBUG) console.log(String(e).slice(0, 200)); return null; });
    if (process.env.DEBUG) console.log(i, did, await page.textContent('[data-testid="prompt"]').catch(() => "?"));
    if (did === "end") break;
    moves = did === "end-turn" ? 0 : moves + (did ? 1 : 0);
    if (did !== "end-turn") continue;
    // The bot's turn: from the End turn click until the human's controls are back.
    const t0 = Date.now();
    await page.waitForFunction((sel) => !document.querySelector('[data-testid="end-turn"]'), null, { timeout: 5000 }).catch(() => {});
    await page.waitForSelector(HUMAN, { timeout: 120_000 });
    const ms = Date.now() - t0;
    const actions = (await plies(page)) - before - 1;
    turns.push({ ms, actions });
    console.log(`bot turn ${turns.length}: ${ms} ms, ${actions} actions`);
  }
  const rest = turns.slice(1).filter((t) => t.actions >= 3); // the first turn also loads the worker
  const sorted = rest.map((t) => t.ms).sort((a, b) => a - b);
  const mean = sorted.reduce((a, b) => a + b, 0) / (sorted.length || 1);
  const median = sorted[Math.floor(sorted.length / 2)];
  const acts = rest.reduce((a, t) => a + t.actions, 0) / (rest.length || 1);
  console.log(`${LEVEL} Torres bot, delay ${DELAY} ms, animations ${ANIMATE ? "on" : "off"}: ${rest.length} turns of >= 3 actions ` +
    `(turn 1 left out): mean ${mean.toFixed(0)} ms, median ${median} ms, min ${sorted[0]}, max ${sorted[sorted.length - 1]}; ` +
    `${acts.toFixed(1)} actions a turn (${(mean / acts).toFixed(0)} ms an action)`);
  page.check();
  await context.close();
} finally {
  await browser.close();
  await srv.close();
}
