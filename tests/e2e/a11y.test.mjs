// Accessibility: moves (bots' too) are announced in a live region; axe-core checks every screen — home, each game's new-game dialog, each game's
// board in each of its views, the hand-over, the share dialog, the end screen, the saved games
// and the rules pages — and the suite fails on any violation.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { AxeBuilder } from "@axe-core/playwright";
import { serve, launch, openPage, newTorri, torriHumanAction } from "./harness.mjs";

let srv, browser;
before(async () => { srv = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

/** Fails with every violation axe finds on the page as it is now. */
async function noViolations(page, where) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`);
  assert.deepEqual(found, [], `${where}:\n${found.join("\n")}`);
}

const GAMES = ["torres", "torri", "voldetour", "fortaleza"];

test("every screen passes axe", { timeout: 300_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await openPage(context, srv.base);
  await page.evaluate(() => localStorage.setItem("castellan/settings", JSON.stringify({ animate: false, bot_delay_ms: 0 })));
  await page.reload();
  await page.waitForSelector(".app");
  await noViolations(page, "home");
  for (const game of GAMES) {
    await page.click(`[data-testid="new-${game}"]`);
    await page.waitForSelector('[data-testid="start"]');
    await noViolations(page, `${game}: new game`);
    // Two humans: the hand-over screen comes up between their turns in games with secrets.
    await page.selectOption('[data-testid="seat-kind-1"]', "human");
    await page.click('[data-testid="start"]');
    await page.waitForSelector('[data-testid="board"]');
    if (await page.locator('[data-testid="handover-ready"]').count()) {
      await noViolations(page, `${game}: hand-over`);
      await page.click('[data-testid="handover-ready"]');
    }
    await noViolations(page, `${game}: board`);
    if (await page.locator('[data-testid="view-toggle"]').count()) {
      await page.click('[data-testid="view-toggle"]');
      await page.waitForTimeout(200);
      await noViolations(page, `${game}: board, other view`);
    }
    await page.click('[data-testid="copy-link"]');
    if (await page.locator('[data-testid="share-url"]').count()) {
      await noViolations(page, `${game}: share dialog`);
      await page.keyboard.press("Escape");
      await page.locator(".modal-backdrop").click({ position: { x: 5, y: 5 } }).catch(() => {});
    }
    await page.click('[data-testid="menu"]');
    await page.waitForSelector('[data-testid="new-torri"]');
    await page.click(`[data-testid="rules-${game}"]`);
    await page.waitForSelector(".rules");
    await noViolations(page, `${game}: rules`);
    await page.goBack();
    await page.waitForSelector('[data-testid="new-torri"]');
  }
  await page.click('[data-testid="open-saves"]');
  await page.waitForSelector('[data-testid="save-list"]');
  await noViolations(page, "saved games");
  page.check();
  await context.close();
});

test("the end screen passes axe", { timeout: 300_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await openPage(context, srv.base);
  await page.evaluate(() => localStorage.setItem("castellan/settings", JSON.stringify({ animate: false, bot_delay_ms: 0 })));
  await page.reload();
  await page.waitForSelector(".app");
  await newTorri(page, ["human", "easy"], { seed: "5" });
  const botName = (await page.locator('[data-testid="player"] .name').nth(1).textContent()).trim();
  const said = new Set();
  for (let step = 0; step < 3000; step++) {
    if (await page.locator('[data-testid="end-screen"]').count()) break;
    if (!(await torriHumanAction(page, { preferRoll: step % 3 === 0 }))) await page.waitForTimeout(30);
    said.add((await page.textContent('[data-testid="announce"]')).trim());
  }
  // Screen readers hear every move as it is played, the bot's too, with who played it.
  assert.ok([...said].some((t) => t.startsWith(`${botName}: `)), `the bot's moves are announced: ${[...said].slice(0, 5)}`);
  assert.ok(said.size > 5, "each new move is announced");
  await page.waitForSelector('[data-testid="end-screen"]');
  await noViolations(page, "end screen");
  page.check();
  await context.close();
});
