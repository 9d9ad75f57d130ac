// Touch play: a long press on a unit shows its help (as the pointer resting on it does), and
// lifting the finger clears it.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, launch, openPage, shot, logLength, torriHumanAction } from "./harness.mjs";

let srv, browser;
before(async () => { srv = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const target = (page, sq) => page.locator(`.hits .target[data-square="${sq}"]`);

async function logged(page, action) {
  const before = await logLength(page);
  await action();
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log"] li').length > n, before);
}

/** Taps the square a target mark of `kind` names (the first one), waiting for the log to grow. */
async function tapTarget(page, kind, sq) {
  sq ??= await page.locator(`[data-target][data-kind="${kind}"]`).first().getAttribute("data-target");
  const box = await target(page, sq).boundingBox();
  await logged(page, () => page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2));
  return sq;
}

test("Fortaleza on a touch screen: taps deploy, a long press on a unit shows its help", { timeout: 300_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1024, height: 1100 }, hasTouch: true, isMobile: true });
  const page = await openPage(context, srv.base);
  await page.evaluate(() => localStorage.setItem("castellan/settings", JSON.stringify({ animate: false, bot_delay_ms: 0 })));
  await page.reload();
  await page.waitForSelector(".app");
  await page.tap('[data-testid="new-fortaleza"]');
  await page.selectOption('[data-testid="seat-kind-1"]', "easy");
  await page.fill('[data-testid="seed"]', "7");
  await page.tap('[data-testid="start"]');
  await page.waitForSelector('[data-testid="board"]');

  // The opening choice, the Fortress and three Mountains, then the King: all by taps.
  await logged(page, () => page.tap('[data-testid="choose-north-black"]'));
  await tapTarget(page, "fortress");
  for (let i = 0; i < 3; i++) await tapTarget(page, "move");
  await page.tap('[data-testid="reserve-K"]');
  const king = await tapTarget(page, "move");
  await page.waitForSelector(`.picture .unit[data-at="${king}"]`);

  // A long press on the King: nothing at once, the help after a second, gone when lifted.
  const box = await target(page, king).boundingBox();
  const cdp = await context.newCDPSession(page);
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const t0 = Date.now();
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
  await page.waitForTimeout(300);
  assert.equal(await page.locator('[data-testid="unit-help"]').count(), 0, "no help at once");
  await page.waitForSelector('[data-testid="unit-help"][data-level="1"]', { timeout: 3000 });
  assert.ok(Date.now() - t0 >= 900, "the help waits for the long press");
  assert.equal(await page.getAttribute('[data-testid="unit-help"]', "data-unit"), "K", "the King's help");
  await shot(page, "fortaleza-touch-long-press");
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await page.waitForSelector('[data-testid="help-idle"]');
  page.check();
  await context.close();
});

test("Voldétour on a touch screen: a tapped piece is placed by a tap, in the top-down and the 3-D view", { timeout: 120_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1024, height: 1100 }, hasTouch: true, isMobile: true });
  const page = await openPage(context, srv.base);
  await page.evaluate(() => localStorage.setItem("castellan/settings", JSON.stringify({ animate: false, bot_delay_ms: 0, three_d: true })));
  await page.reload();
  await page.waitForSelector(".app");
  await page.tap('[data-testid="new-voldetour"]');
  await page.fill('[data-testid="seed"]', "7");
  await page.tap('[data-testid="start"]');
  await page.waitForSelector('[data-testid="board"][data-view="3d-0"]');
  await page.tap('[data-testid="view-toggle"]');
  await page.waitForSelector('[data-testid="board"][data-view="2d"]');
  // A Block, by taps: pick it, tap a square the engine marks as a target.
  await page.tap('[data-testid="pick-block-4"]');
  await tapTarget(page, null, await page.locator("[data-target]").first().getAttribute("data-target"));
  // A Stair in the 3-D view: a marked square whose hit area's centre is not covered by another.
  await page.tap('[data-testid="view-toggle"]');
  await page.waitForSelector('[data-testid="board"][data-view="3d-0"]');
  await page.tap('[data-testid="pick-stair"]');
  const squares = await page.locator("[data-target]").evaluateAll((marks) => marks.map((m) => m.getAttribute("data-target")));
  let placed = false;
  for (const sq of squares) {
    const box = await target(page, sq).boundingBox();
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    if (await page.evaluate(([x, y, sq]) => document.elementFromPoint(x, y)?.getAttribute("data-square") === sq, [x, y, sq])) {
      await logged(page, () => page.touchscreen.tap(x, y));
      placed = true;
      break;
    }
  }
  assert.ok(placed, "a Stair was placed by a tap in 3-D");
  await shot(page, "voldetour-touch");
  page.check();
  await context.close();
});

test("a whole Torri game on a phone, by taps: nothing wider than the screen, the board first", { timeout: 600_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await openPage(context, srv.base);
  await page.evaluate(() => localStorage.setItem("castellan/settings", JSON.stringify({ animate: false, bot_delay_ms: 0 })));
  await page.reload();
  await page.waitForSelector(".app");
  const fits = async (where) => {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `${where}: the page is ${width} px wide on a 390 px screen`);
  };
  await fits("home");
  await shot(page, "phone-home");
  await page.tap('[data-testid="new-torri"]');
  await page.selectOption('[data-testid="seat-kind-1"]', "easy");
  await page.fill('[data-testid="seed"]', "5");
  await fits("new game");
  await shot(page, "phone-new-game");
  await page.tap('[data-testid="start"]');
  await page.waitForSelector('[data-testid="board"]');
  // The board is the first big thing: it starts in the top third and fills the width.
  const board = await page.locator('[data-testid="board"]').boundingBox();
  assert.ok(board.y < 844 / 3, `the board starts at ${board.y}`);
  assert.ok(board.width >= 340, `the board is ${board.width} px wide`);
  for (const button of ["undo", "hint"]) {
    const box = await page.locator(`[data-testid="${button}"]`).boundingBox();
    assert.ok(box.height >= 44, `${button} is ${box.height} px tall`);
  }
  await shot(page, "phone-torri-start");
  let taps = 0;
  for (let step = 0; step < 3000; step++) {
    if (await page.locator('[data-testid="end-screen"]').count()) break;
    if (await torriHumanAction(page, { tap: true, preferRoll: step % 3 === 0 })) taps++;
    else await page.waitForTimeout(30);
    if (taps === 20) { await fits("mid-game"); await shot(page, "phone-torri-midgame"); }
  }
  await page.waitForSelector('[data-testid="end-screen"]', { timeout: 60_000 });
  assert.ok(taps > 5, "the human played by taps");
  await fits("end");
  await shot(page, "phone-torri-end");
  page.check();
  await context.close();
});
