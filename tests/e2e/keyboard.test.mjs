// The board kit's keyboard cursor on every board: arrow keys move the cursor one square each
// press (the board keeps focus across redraws), never the history; Enter acts on the square.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, launch, openPage, shot, newTorri, plyText, logLength, torriHumanAction, squareTarget } from "./harness.mjs";

let srv, browser;
before(async () => { srv = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

/** Presses `key` and checks that the cursor moved to a new square and the history did not. */
async function pressAndCheck(page, key, seen) {
  const plyBefore = await plyText(page);
  const before = await page.getAttribute('[data-testid="board"]', "data-cursor");
  await page.keyboard.press(key);
  const after = await page.getAttribute('[data-testid="board"]', "data-cursor");
  assert.ok(after, `${key}: the cursor is on the board`);
  assert.notEqual(after, before, `${key}: the cursor moved`);
  assert.equal(await plyText(page), plyBefore, `${key}: the history did not move`);
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("data-testid")), "board",
    `${key}: the board keeps the focus`);
  seen.push(after);
}

/** Seven arrow presses, each away from the nearer edge so that every press must move. */
async function exerciseArrows(page, size) {
  await page.focus('[data-testid="board"]');
  const seen = [];
  for (let i = 0; i < 7; i++) {
    const at = (await page.getAttribute('[data-testid="board"]', "data-cursor")) || "a1";
    const col = at.charCodeAt(0) - 97, row = parseInt(at.slice(1), 10) - 1;
    const key = i % 2 === 0
      ? (col < size / 2 ? "ArrowRight" : "ArrowLeft")
      : (row < size / 2 ? "ArrowUp" : "ArrowDown");
    await pressAndCheck(page, key, seen);
  }
  return seen;
}

test("Torri: arrows move the cursor each time, never the history", async () => {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await openPage(context, srv.base);
  await newTorri(page, ["human", "human"]);
  // Play a little so there is history to step through.
  for (let i = 0; i < 3; i++) await torriHumanAction(page);
  const plies = await logLength(page);
  assert.ok(plies >= 2);
  const seen = await exerciseArrows(page, 10);
  // One square per press.
  const col = (sq) => sq.charCodeAt(0), row = (sq) => parseInt(sq.slice(1), 10);
  for (let i = 1; i < seen.length; i++) {
    const d = Math.abs(col(seen[i]) - col(seen[i - 1])) + Math.abs(row(seen[i]) - row(seen[i - 1]));
    assert.equal(d, 1, `${seen[i - 1]} → ${seen[i]} is one square`);
  }
  // The inspect line follows the cursor.
  assert.match(await page.textContent('[data-testid="inspect"]'), new RegExp(`^${seen.at(-1)}`));
  // Off the board, the same keys step through history.
  await page.focus('[data-testid="menu"]');
  await page.keyboard.press("ArrowLeft");
  assert.equal(await plyText(page), `${plies - 1} / ${plies}`);
  await shot(page, "torri-keyboard-cursor");
  page.check();
  await context.close();
});

test("Torres: arrows move the cursor each time in both views, never the history", async () => {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await openPage(context, srv.base);
  await page.click('[data-testid="new-torres"]');
  await page.click('[data-testid="players-2"]');
  await page.selectOption('[data-testid="seat-kind-1"]', "human");
  await page.fill('[data-testid="seed"]', "4242");
  await page.click('[data-testid="start"]');
  await page.waitForSelector('[data-testid="board"]');
  if (await page.locator('[data-testid="handover-ready"]').count()) await page.click('[data-testid="handover-ready"]');
  // The first knight: pick a start square by clicking a target, so there is history.
  await page.locator("[data-target]").first().waitFor();
  const first = await page.locator("[data-target]").first().getAttribute("data-target");
  await (await squareTarget(page, first)).click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="log"] li').length >= 1);
  await page.waitForTimeout(200);
  if (await page.locator('[data-testid="handover-ready"]').count()) await page.click('[data-testid="handover-ready"]');
  for (const view of ["3d", "2d"]) {
    const current = await page.getAttribute('[data-testid="board"]', "data-view");
    if (current !== view) await page.click('[data-testid="view-toggle"]');
    await page.waitForSelector(`[data-testid="board"][data-view="${view}"]`);
    await exerciseArrows(page, 8);
    await shot(page, `torres-keyboard-cursor-${view}`);
  }
  page.check();
  await context.close();
});

test("Voldétour: arrows move the cursor each time in the 3-D and top-down views, never the history", async () => {
  const context = await browser.newContext({ viewport: { width: 1200, height: 1000 } });
  const page = await openPage(context, srv.base);
  await page.click('[data-testid="new-voldetour"]');
  await page.click('[data-testid="players-2"]');
  await page.selectOption('[data-testid="seat-kind-1"]', "human");
  await page.click('[data-testid="start"]');
  await page.waitForSelector('[data-testid="board"]');
  // A Stair from the reserve onto its first legal square, by keyboard: S picks it, Enter places
  // it where the cursor is once the cursor is on a marked square; then End turn, so there is
  // history to step through.
  await page.focus('[data-testid="board"]');
  await page.keyboard.press("s");
  await page.waitForSelector('[data-testid="holding"]');
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="log"] li').length >= 1);
  await page.click('[data-testid="end-turn"]');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="log"] li').length >= 2);
  const plies = await logLength(page);
  for (const view of ["3d-0", "2d"]) {
    const current = await page.getAttribute('[data-testid="board"]', "data-view");
    if (current !== view) await page.click('[data-testid="view-toggle"]');
    await page.waitForSelector(`[data-testid="board"][data-view="${view}"]`);
    await exerciseArrows(page, 10);
    assert.equal(await plyText(page), `${plies} / ${plies}`);
    await shot(page, `voldetour-keyboard-cursor-${view}`);
  }
  await page.click('[data-testid="view-toggle"]');
  page.check();
  await context.close();
});

test("Fortaleza: arrows move the cursor each time, never the history; Enter acts on the cursor's square", async () => {
  const context = await browser.newContext({ viewport: { width: 1200, height: 1100 } });
  const page = await openPage(context, srv.base);
  await page.click('[data-testid="new-fortaleza"]');
  await page.selectOption('[data-testid="seat-kind-1"]', "human");
  await page.click('[data-testid="start"]');
  await page.waitForSelector('[data-testid="board"]');
  await page.click('[data-testid="choose-south-red"]');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="log"] li').length >= 1);
  // Build the Fortress by keyboard: the cursor to b2 (a legal anchor), Enter.
  await page.focus('[data-testid="board"]');
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowRight");
  assert.equal(await page.getAttribute('[data-testid="board"]', "data-cursor"), "b2");
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="log"] li').length >= 2);
  const plies = await logLength(page);
  await exerciseArrows(page, 12);
  assert.equal(await plyText(page), `${plies} / ${plies}`);
  await shot(page, "fortaleza-keyboard-cursor");
  page.check();
  await context.close();
});

test("Voldétour's and Fortaleza's letter keys go by key position: they work on a Russian layout", async () => {
  const context = await browser.newContext({ viewport: { width: 1200, height: 1000 } });
  const page = await openPage(context, srv.base);
  // A key as a Russian layout sends it: its own character, the Latin key's position.
  const press = (key, code, shiftKey = false) => page.evaluate(([key, code, shiftKey]) =>
    document.querySelector('[data-testid="board"]').dispatchEvent(new KeyboardEvent("keydown", { key, code, shiftKey, bubbles: true })),
    [key, code, shiftKey]);
  await page.click('[data-testid="new-voldetour"]');
  await page.selectOption('[data-testid="seat-kind-1"]', "human");
  await page.click('[data-testid="start"]');
  await page.waitForSelector('[data-testid="board"][data-view="3d-0"]');
  await press("м", "KeyV"); // V: turn the view a quarter
  await page.waitForSelector('[data-testid="board"][data-view="3d-1"]');
  await press("М", "KeyV", true); // Shift+V: back
  await page.waitForSelector('[data-testid="board"][data-view="3d-0"]');
  await press("е", "KeyT"); // T: top-down
  await page.waitForSelector('[data-testid="board"][data-view="2d"]');
  await press("ы", "KeyS"); // S: pick a Stair
  await page.waitForSelector('[data-testid="holding"]');

  await page.click('[data-testid="menu"]');
  await page.click('[data-testid="new-fortaleza"]');
  await page.selectOption('[data-testid="seat-kind-1"]', "human");
  await page.click('[data-testid="start"]');
  await page.waitForSelector('[data-testid="board"]');
  await page.click('[data-testid="choose-north-black"]');
  await page.waitForSelector('[data-kind="fortress"]');
  const anchor = await page.locator('[data-kind="fortress"]').first().getAttribute("data-target");
  await (await squareTarget(page, anchor)).click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="log"] li').length >= 2);
  await press("ь", "KeyM"); // M: a Mountain
  await page.waitForSelector('[data-target][data-kind="move"]');
  page.check();
  await context.close();
});
