// End-to-end test of the Torres board: a whole two-player hot-seat game played by clicking,
// with a simple policy (first stack, a highlighted target or a knight move, now and then a card,
// else end the turn), through the hand-over screens, the card picks, the redistribution and the
// king moves, until the end screen. Screenshots of both views and of the end screen.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, launch, openPage, openPageWith, newGame, shot, openPageIn, pageText } from "./harness.mjs";
import { rng, visible, clickSquare, clickTarget, moveSomething, step } from "./torres_play.mjs";

let srv, browser;
before(async () => { srv = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

test("a whole two-player Torres game by clicking, in both views", { timeout: 900_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await openPage(context, srv.base);
  await page.click('[data-testid="new-torres"]');
  await page.click('[data-testid="players-2"]');
  await page.selectOption('[data-testid="seat-kind-0"]', "human");
  await page.selectOption('[data-testid="seat-kind-1"]', "human");
  await page.fill('[data-testid="seed"]', "2024");
  await page.click('[data-testid="start"]');
  await page.waitForSelector('[data-testid="board"]');
  if (await visible(page, '[data-testid="handover-ready"]')) await page.click('[data-testid="handover-ready"]');

  // Both views draw the same squares as hit targets.
  const board = page.locator('[data-testid="board"]');
  if ((await board.getAttribute("data-view")) === "2d") await page.click('[data-testid="view-toggle"]');
  assert.equal(await board.getAttribute("data-view"), "3d");
  assert.equal(await page.locator('[data-testid="board"] .hits [data-square]').count(), 64);
  await shot(page, "torres-start-3d");
  await page.click('[data-testid="view-toggle"]');
  assert.equal(await board.getAttribute("data-view"), "2d");
  assert.equal(await page.locator('[data-testid="board"] .hits [data-square]').count(), 64);
  await shot(page, "torres-start-2d");

  // Keyboard: arrows move the cursor without stepping through history; Enter clicks.
  await board.focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowUp");
  assert.match(await page.textContent('[data-testid="inspect"]'), /^b2:/);

  const random = rng(7);
  const seen = new Set();
  let shotMid = false;
  for (let i = 0; i < 4000; i++) {
    const did = await step(page, random);
    seen.add(did);
    if (did === "end") break;
    if (!shotMid && !(await visible(page, '[data-testid="handover-ready"]'))
      && (await page.textContent('[data-testid="phase"]').catch(() => "")).startsWith("Phase 2")) {
      shotMid = true;
      await shot(page, "torres-phase2-2d");
      await page.click('[data-testid="view-toggle"]');
      await shot(page, "torres-phase2-3d");
      await page.click('[data-testid="view-toggle"]');
      // The phase-1 scoring summary opens by itself; closed by hand, it stays closed as play goes on.
      const summaryOpen = () => page.$eval('[data-testid="scoring-summary"]', (d) => d.open);
      if (!(await summaryOpen())) await page.click('[data-testid="scoring-summary"] > summary');
      assert.ok(await summaryOpen());
      await page.click('[data-testid="scoring-summary"] > summary');
      assert.equal(await summaryOpen(), false);
      for (let k = 0; k < 2; k++) seen.add(await step(page, random));
      assert.equal(await summaryOpen(), false, "the summary closed by hand stayed closed");
      await page.click('[data-testid="scoring-summary"] > summary');
      assert.ok(await summaryOpen(), "and it opens again on a click");
    }
  }
  await page.waitForSelector('[data-testid="end-screen"]');
  await shot(page, "torres-end");
  for (const what of ["target", "move", "end-turn", "handover", "keep"]) assert.ok(seen.has(what), `the game never did "${what}"`);
  // Review the finished game: the last scoring's summary is there.
  await page.click('[data-testid="end-screen"] [data-testid="review"]');
  await page.waitForSelector('[data-testid="scoring-summary"]');
  await shot(page, "torres-end-review");
  page.check();
  await context.close();
});

test("four players, humans and bots: stacks, redistribution, hand-over, no long tasks", { timeout: 900_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  await context.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push(e.duration); })
      .observe({ type: "longtask", buffered: true });
  });
  const page = await openPage(context, srv.base);
  await page.evaluate(() => localStorage.setItem("castellan/settings", JSON.stringify({ animate: false, bot_delay_ms: 0, three_d: true })));
  await page.reload();
  await page.waitForSelector(".app");
  await page.click('[data-testid="new-torres"]');
  await page.click('[data-testid="players-4"]');
  for (const [i, kind] of ["human", "normal", "human", "easy"].entries()) {
    await page.selectOption(`[data-testid="seat-kind-${i}"]`, kind);
  }
  await page.fill('[data-testid="seed"]', "77");
  await page.click('[data-testid="start"]');
  await page.waitForSelector('[data-testid="board"]');
  await page.evaluate(() => { window.__longTasks = []; });

  const random = rng(11);
  const seen = new Set();
  let handovers = 0;
  let shot3d = false;
  for (let i = 0; i < 6000; i++) {
    if ((await page.textContent('[data-testid="phase"]').catch(() => "")).startsWith("Phase 2")) break;
    if (await visible(page, '[data-testid="handover-ready"]')) {
      // The cover hides the board and the hand until the named player confirms.
      assert.equal(await page.locator('.torres-card').count(), 0, "no cards visible under the hand-over cover");
      if (handovers === 0) await shot(page, "torres-4p-handover");
      handovers++;
    }
    const humanToMove = await page.locator('[data-testid="end-turn"], [data-testid^="choose-stack-"], [data-testid^="spread-"], [data-testid="handover-ready"], [data-testid="keep-king"], [data-testid="keep-card"], [data-testid="put-top"], [data-origin], [data-target]').count();
    if (!humanToMove) { await page.waitForTimeout(30); continue; }
    const did = await step(page, random).catch(() => null);
    if (did) seen.add(did);
    if (!shot3d && did === "stack") { shot3d = true; await shot(page, "torres-4p-3d"); }
  }
  assert.ok(seen.has("stack"), "a human chose a block stack");
  assert.ok(seen.has("spread") || seen.has("return"), "unplaced blocks were redistributed or returned");
  assert.ok(handovers >= 2, "the device was handed over between the human seats");
  const longTasks = await page.evaluate(() => window.__longTasks);
  assert.ok(longTasks.every((d) => d <= 100), `long tasks over 100 ms: ${JSON.stringify(longTasks)}`);
  await shot(page, "torres-4p-phase2");
  page.check();
  await context.close();
});

/** Opens the app with `language` chosen in the settings and starts a two-player hot-seat game. */
async function torresIn(language, seed) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await openPageIn(context, srv.base, language, { three_d: false, view_chosen: true });
  await page.click('[data-testid="new-torres"]');
  await page.click('[data-testid="players-2"]');
  await page.selectOption('[data-testid="seat-kind-0"]', "human");
  await page.selectOption('[data-testid="seat-kind-1"]', "human");
  await page.fill('[data-testid="seed"]', seed);
  await page.click('[data-testid="start"]');
  await page.waitForSelector('[data-testid="board"]');
  // A few moves: start knights, the king, then the first turns.
  const random = rng(3);
  for (let i = 0; i < 14; i++) if ((await step(page, random)) === "end") break;
  if (await visible(page, '[data-testid="handover-ready"]')) await page.click('[data-testid="handover-ready"]');
  // The inspect line follows the keyboard cursor.
  await page.focus('[data-testid="board"]');
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowLeft"); // one of the two moves, wherever the cursor was
  return { context, page };
}

test("a hint while picking a card names the card to keep, and the keeper's log names the card kept (to no one else: native test)", { timeout: 300_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const page = await openPageWith(context, srv.base);
  await newGame(page, "torres", ["human", "easy"], { seed: "4" });
  for (let i = 0; i < 200 && !(await visible(page, '[data-testid="keep-card"]')); i++) {
    const live = (await page.textContent('[data-testid="prompt"]')).startsWith("You");
    if (!live) { await page.waitForTimeout(50); continue; }
    const stacks = page.locator('[data-testid^="choose-stack-"]');
    if (await stacks.count()) await stacks.first().click();
    else if (await visible(page, '[data-testid="take-card"]')) await page.click('[data-testid="take-card"]');
    else await clickTarget(page);
  }
  await page.click('[data-testid="hint"]');
  const hint = page.locator('[data-testid="hint-text"]');
  await hint.waitFor();
  const m = (await hint.textContent()).trim().match(/^Hint: action card (.+) kept$/);
  assert.ok(m, `the hint names the card: ${await hint.textContent()}`);
  assert.ok((await page.textContent('[data-testid="card-pick"]')).includes(m[1]), `${m[1]} is one of the cards looked at`);
  const chosen = page.locator('[data-testid="keep-card"]').first();
  await chosen.click();
  // The keeper's log names the card kept.
  const keptLine = () => page.evaluate(() => [...document.querySelectorAll('[data-testid="log"] li')].map((li) => li.textContent.trim()));
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="log"] li')].some((li) => /\bkeep (?!a card)/.test(li.textContent)))
    .catch(async (e) => { throw new Error(`${e.message}: ${JSON.stringify(await keptLine())}`); });
  page.check();
  await context.close();
});

test("Torres in Italian (its rulebook's language): board, panels, log and rules help", { timeout: 300_000 }, async () => {
  const { context, page } = await torresIn("it", "99");
  assert.match(await page.textContent('[data-testid="phase"]'), /^Fase \d · round \d/);
  assert.match(await page.textContent('[data-testid="inspect"]'), /^[a-h][1-8]: (terreno libero|altezza)/);
  const log = await page.textContent('[data-testid="log"]');
  assert.match(log, /re [a-h][1-8]/, "the king's placement is logged as «re …»");
  assert.match(log, /C [a-h][1-8]/, "knights are «C» (cavaliere)");
  const text = await pageText(page);
  for (const word of ["cavalieri:", "Riserva:", "castelli:"]) assert.ok(text.includes(word), word);
  assert.ok(!/torres-[a-z]/.test(text), "no message key is shown");
  await shot(page, "torres-it");
  await page.keyboard.press("?");
  await page.waitForSelector(".rules-text h3");
  const rules = await pageText(page);
  for (const word of ["OBIETTIVO", "IL TUO TURNO: 5 PUNTI AZIONE", "Passaggio segreto", "Un castello: 5 spazi"]) {
    assert.ok(rules.includes(word), word);
  }
  assert.ok(!/torres-[a-z]/.test(rules), "no message key in the rules help");
  assert.ok(rules.includes("In una vista 3D, + e − ingrandiscono"), "Torres has a 3-D view: its zoom keys are listed");
  await shot(page, "torres-it-rules");
  page.check();
  await context.close();
});

test("Torres in Russian: screenshots of the board and the rules help", { timeout: 300_000 }, async () => {
  const { context, page } = await torresIn("ru", "100");
  assert.match(await page.textContent('[data-testid="phase"]'), /^Фаза \d · раунд \d/);
  const text = await pageText(page);
  assert.ok(text.includes("рыцари:") && text.includes("Запас:"), "the players' panel is in Russian");
  assert.ok(!/torres-[a-z]/.test(text), "no message key is shown");
  await shot(page, "torres-ru");
  await page.keyboard.press("?");
  await page.waitForSelector(".rules-text h3");
  assert.ok((await pageText(page)).includes("ВАШ ХОД: 5 ОЧКОВ ДЕЙСТВИЯ"));
  await shot(page, "torres-ru-rules");
  page.check();
  await context.close();
});
