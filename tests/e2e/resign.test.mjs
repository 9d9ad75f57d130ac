// Resign (issue #44, item 2): every game can be given up, asked first; the game ends at once with
// the other player the winner; the result dialog, the home screen and the saved-games list say
// who resigned; the game opens afterwards for review only. The rule itself (ranking, refusals,
// saves and links) is tested natively in tests/resign.rs.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, launch, openPageWith, newGame, logLength, shot } from "./harness.mjs";

let srv, browser;
before(async () => { srv = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

for (const game of ["torres", "torri", "voldetour", "fortaleza"]) {
  test(`${game}: Resign asks first, then ends the game for the bot; the saves list says so`, { timeout: 120_000 }, async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
    const page = await openPageWith(context, srv.base);
    await newGame(page, game, ["human", "normal"]);
    // The question first: keeping on playing changes nothing.
    await page.click('[data-testid="resign"]');
    await page.waitForSelector('[data-testid="resign-dialog"]');
    const question = await page.textContent('[data-testid="resign-dialog"]');
    assert.match(question, /Resign this game\?/);
    assert.match(question, /The game ends now, and .+ wins\./);
    await shot(page, `resign-${game}-asked`);
    const plies = await logLength(page);
    await page.click('[data-testid="resign-cancel"]');
    assert.equal(await page.locator('[data-testid="resign-dialog"]').count(), 0);
    assert.equal(await page.locator('[data-testid="end-screen"]').count(), 0, "the game goes on");
    // Escape closes it too, as every dialog.
    await page.click('[data-testid="resign"]');
    await page.keyboard.press("Escape");
    assert.equal(await page.locator('[data-testid="resign-dialog"]').count(), 0);
    // Resigned: the result says who won and why, and nothing more is played.
    await page.click('[data-testid="resign"]');
    await page.click('[data-testid="resign-confirm"]');
    await page.waitForSelector('[data-testid="end-screen"]');
    assert.match(await page.textContent('[data-testid="end-screen"] h2'), /wins!/);
    assert.equal((await page.textContent('[data-testid="end-reason"]')).trim(), "You resigned.");
    await shot(page, `resign-${game}-result`);
    await page.click('[data-testid="review"]');
    assert.equal(await page.isDisabled('[data-testid="resign"]'), true, "a game over cannot be resigned again");
    assert.equal(await page.isDisabled('[data-testid="undo"]'), true, "nor taken back");
    await page.waitForTimeout(500);
    assert.ok((await logLength(page)) <= plies + 1, "no bot moves after the resignation");
    // The saved-games list and the home screen record it.
    await page.click('[data-testid="menu"]');
    assert.match(await page.textContent('[data-testid="current-result"]'), /You resigned\./);
    await page.click('[data-testid="open-saves"]');
    const entry = page.locator('[data-testid="save-entry"]').first();
    assert.equal(await entry.getAttribute("data-finished"), "true");
    assert.match(await entry.textContent(), /You resigned\./);
    // A reload stays on the list, the game still over and resigned.
    await page.reload();
    await page.waitForSelector('[data-testid="save-entry"]');
    assert.match(await page.locator('[data-testid="save-entry"]').first().textContent(), /You resigned\./);
    page.check();
    await context.close();
  });
}

test("hot-seat with three players: the player to move resigns, the others are ranked by score", { timeout: 120_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const page = await openPageWith(context, srv.base);
  await newGame(page, "torri", ["human", "human", "human"]);
  await page.click('[data-testid="resign"]');
  const question = await page.textContent('[data-testid="resign-dialog"]');
  assert.match(question, /ranked by their score as it stands/);
  await page.click('[data-testid="resign-confirm"]');
  await page.waitForSelector('[data-testid="end-screen"]');
  assert.match(await page.textContent('[data-testid="end-reason"]'), /resigned\./);
  page.check();
  await context.close();
});

test("only bots at the table: nobody to resign for", { timeout: 60_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const page = await openPageWith(context, srv.base, { bot_delay_ms: 600 });
  await newGame(page, "voldetour", ["easy", "easy"]);
  assert.equal(await page.locator('[data-testid="resign"]').count(), 0);
  page.check();
  await context.close();
});
