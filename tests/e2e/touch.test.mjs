// Touch play at phone size: a long press on any board inspects a square without acting (a
// Fortaleza unit shows its help), the 3-D views zoom by buttons, keys, pinch and pan while taps
// keep working, and Voldétour's taps preview a placement before a second tap (or Place) makes it.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, launch, openPage, openPageWith, shot, logLength, torriHumanAction, openPhone } from "./harness.mjs";

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
  assert.ok(Date.now() - t0 >= 450, "the help waits for the long press");
  assert.equal(await page.getAttribute('[data-testid="unit-help"]', "data-unit"), "K", "the King's help");
  await shot(page, "fortaleza-touch-long-press");
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await page.waitForSelector('[data-testid="help-idle"]');
  page.check();
  await context.close();
});

test("Voldétour on a touch screen: a tapped piece is placed by two taps, in the top-down and the 3-D view", { timeout: 120_000 }, async () => {
  const { context, page } = await pageWith({ viewport: { width: 1024, height: 1100 }, hasTouch: true, isMobile: true }, { three_d: true });
  await startGame(page, "voldetour", "7");
  await page.waitForSelector('[data-testid="board"][data-view="3d-0"]');
  await page.tap('[data-testid="view-toggle"]');
  await page.waitForSelector('[data-testid="board"][data-view="2d"]');
  // A Block, by taps: pick it, tap a square the engine marks as a target (a preview), tap it again.
  await page.tap('[data-testid="pick-block-4"]');
  const first = await page.locator("[data-target]").first().getAttribute("data-target");
  await target(page, first).tap();
  await page.waitForSelector('[data-testid="preview-prompt"]');
  await tapTarget(page, null, first);
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
      await page.touchscreen.tap(x, y);
      await page.waitForSelector('[data-testid="preview-prompt"]');
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
  const { context, page } = await openPhone(browser, srv.base);
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

// ---- Phone size: long press, zoom, Voldétour's preview ----

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** A page in a new context with these options and settings (animations off unless said), and a
 *  CDP session for raw touch events. */
async function pageWith(options, settings = {}) {
  const context = await browser.newContext(options);
  const page = await openPageWith(context, srv.base, settings);
  return { context, page, cdp: await context.newCDPSession(page) };
}

/** A phone-sized touch page. */
const phone = (settings) => pageWith(PHONE, settings);

/** Starts `game` from the home screen with a seed, by taps (or `press`). */
async function startGame(page, game, seed, press = (selector) => page.tap(selector)) {
  await press(`[data-testid="new-${game}"]`);
  await page.fill('[data-testid="seed"]', seed);
  await press('[data-testid="start"]');
  await page.waitForSelector('[data-testid="board"]');
}

const touchPoints = (points) => points.map((p, id) => ({ x: p.x, y: p.y, id }));
const touch = (cdp, type, points = []) => cdp.send("Input.dispatchTouchEvent", { type, touchPoints: touchPoints(points) });

/** A point on screen where square `sq`'s hit target is the topmost element (3-D targets overlap). */
async function pointOn(page, sq) {
  await target(page, sq).scrollIntoViewIfNeeded();
  const box = await target(page, sq).boundingBox();
  for (const [fx, fy] of [[0.5, 0.5], [0.5, 0.3], [0.5, 0.7], [0.3, 0.5], [0.7, 0.5]]) {
    const [x, y] = [box.x + box.width * fx, box.y + box.height * fy];
    if (await page.evaluate(([x, y, sq]) => document.elementFromPoint(x, y)?.getAttribute("data-square") === sq, [x, y, sq])) {
      return { x, y };
    }
  }
  return null;
}

/** A point on a marked square shown in the (zoomed) board, at least `margin` px inside its edges
 *  (clear of the zoom buttons), or null. */
async function markedOnScreen(page, margin = 0) {
  const board = await page.locator('[data-testid="board"]').boundingBox();
  for (const sq of await page.locator("[data-target]").evaluateAll((m) => m.map((e) => e.getAttribute("data-target")))) {
    const p = await pointOn(page, sq);
    if (p && p.x > board.x + margin && p.x < board.x + board.width - margin && p.y > board.y + margin && p.y < board.y + board.height) {
      return p;
    }
  }
  return null;
}

/** Holds a finger on `point` for `ms`, checks with `during` while it is down, then lifts it. */
async function longPress(page, cdp, point, during, ms = 900) {
  await touch(cdp, "touchStart", [point]);
  await page.waitForTimeout(ms);
  await during?.();
  await touch(cdp, "touchEnd");
  await page.waitForTimeout(300); // room for a click the release might make
}

async function viewBox(page) {
  const [x, y, w, h] = (await page.getAttribute('[data-testid="board"]', "viewBox")).trim().split(/[\s,]+/).map(Number);
  return { x, y, w, h };
}

/** Long-presses square `sq`: the inspect line shows the square's description (what the board
 *  tells screen readers), the square is marked as inspected, and nothing was played or picked. */
async function inspectWithoutActing(page, cdp, sq, shotName, picked = ".selected-mark") {
  const point = await pointOn(page, sq);
  assert.ok(point, `${sq} can be pressed`);
  // The cell's name is its description, followed by " — you can act here" (or what a click
  // does) when the square is a target; the inspect line shows the description.
  const label = (await target(page, sq).getAttribute("aria-label")).split(" — ")[0];
  const moves = await logLength(page);
  await longPress(page, cdp, point, async () => {
    await page.waitForSelector(`[data-testid="board"][data-inspect="${sq}"]`, { timeout: 2000 });
    const shown = await page.textContent('[data-testid="inspect"]');
    assert.ok(shown.includes(label), `the inspect line says what is on ${sq}: "${shown}" (its label: "${label}")`);
    await shot(page, shotName);
  });
  assert.equal(await logLength(page), moves, "a long press plays nothing");
  assert.equal(await page.locator(picked).count(), 0, `a long press picks nothing (${picked})`);
  assert.equal(await page.getAttribute('[data-testid="board"]', "data-inspect"), sq, "the square stays marked");
}

test("phone: a long press on a Torres, a Torri and a Voldétour square shows what stands there and does not act", { timeout: 300_000 }, async () => {
  const { context, page, cdp } = await phone({ three_d: false });
  // Torres: a tap on a marked foundation would place a knight.
  await startGame(page, "torres", "3");
  const foundation = await page.locator("[data-target]").first().getAttribute("data-target");
  await inspectWithoutActing(page, cdp, foundation, "phone-torres-long-press");
  // A tap still acts, and clears the inspect mark.
  await tapTarget(page, null, foundation);
  assert.equal(await page.getAttribute('[data-testid="board"]', "data-inspect"), null);

  // Torri: a tap on a movable stack would pick it up.
  await page.tap('[data-testid="menu"]');
  await startGame(page, "torri", "5");
  const stack = await page.locator("[data-origin]").first().getAttribute("data-origin");
  await inspectWithoutActing(page, cdp, stack, "phone-torri-long-press");

  // Voldétour, a Block in hand: a tap on a marked square would preview it there.
  await page.tap('[data-testid="menu"]');
  await startGame(page, "voldetour", "7");
  await page.tap('[data-testid="pick-block-4"]');
  const spot = await page.locator("[data-target]").first().getAttribute("data-target");
  await inspectWithoutActing(page, cdp, spot, "phone-voldetour-long-press", '[data-testid="preview-prompt"]');
  // The browser's own long-press menu never opens on a board.
  const menuOpened = await page.evaluate(() => {
    const ev = new MouseEvent("contextmenu", { bubbles: true, cancelable: true });
    document.querySelector('[data-testid="board"] .target').dispatchEvent(ev);
    return !ev.defaultPrevented;
  });
  assert.equal(menuOpened, false, "the context menu is suppressed on the board");
  page.check();
  await context.close();
});

/** Zooms the 3-D view shown by its buttons, keys, a pinch and a pan; `full` is its whole view box. */
async function zoomAbout(page, cdp, full, game) {
  // Buttons: in, in, out; reset gives the whole board back.
  await page.locator('[data-testid="zoom-in"]').tap();
  const once = await viewBox(page);
  assert.ok(Math.abs(once.w - full.w / 1.5) < 0.01, `${game}: zoom in shows ${once.w} of ${full.w}`);
  await page.locator('[data-testid="zoom-in"]').tap();
  await page.locator('[data-testid="zoom-out"]').tap();
  assert.ok(Math.abs((await viewBox(page)).w - once.w) < 0.01, `${game}: zoom out steps back`);
  await page.locator('[data-testid="zoom-reset"]').tap();
  assert.deepEqual(await viewBox(page), full, `${game}: reset shows the whole board`);
  for (const b of ["zoom-in", "zoom-out", "zoom-reset"]) {
    const box = await page.locator(`[data-testid="${b}"]`).boundingBox();
    assert.ok(box.width >= 44 && box.height >= 44, `${b} is ${box.width}×${box.height} px`);
    assert.ok(await page.getAttribute(`[data-testid="${b}"]`, "aria-label"), `${b} has a name`);
  }
  // Keys by position: = (the + key), - and 0.
  await page.focus('[data-testid="board"]');
  await page.keyboard.press("Equal");
  assert.ok((await viewBox(page)).w < full.w, `${game}: + zooms in`);
  await page.keyboard.press("Digit0");
  assert.deepEqual(await viewBox(page), full, `${game}: 0 shows the whole board`);
  await page.keyboard.press("Minus");
  assert.deepEqual(await viewBox(page), full, `${game}: never smaller than the whole board`);

  // A pinch, spreading two fingers about the board's centre, zooms in around them.
  const board = await page.locator('[data-testid="board"]').boundingBox();
  const c = { x: board.x + board.width / 2, y: board.y + board.height / 2 };
  await touch(cdp, "touchStart", [{ x: c.x - 40, y: c.y }, { x: c.x + 40, y: c.y }]);
  for (const d of [60, 80, 100, 120]) await touch(cdp, "touchMove", [{ x: c.x - d, y: c.y }, { x: c.x + d, y: c.y }]);
  await touch(cdp, "touchEnd");
  const pinched = await viewBox(page);
  assert.ok(Math.abs(pinched.w - full.w / 3) < 0.05 * full.w, `${game}: a 3× pinch shows ${pinched.w} of ${full.w}`);
  // One finger drags the zoomed view (the drawing follows the finger).
  await touch(cdp, "touchStart", [{ x: c.x, y: c.y }]);
  for (const d of [10, 20, 40, 60]) await touch(cdp, "touchMove", [{ x: c.x + d, y: c.y + d / 2 }]);
  await touch(cdp, "touchEnd");
  const panned = await viewBox(page);
  assert.ok(panned.x < pinched.x && panned.w === pinched.w, `${game}: a drag pans the view (${pinched.x} → ${panned.x})`);
  // A pinch that lifts one finger goes on as a pan with the other. CDP cannot lift one finger of
  // two, so these touch events are made in the page.
  await page.evaluate(({ x, y }) => {
    const board = document.querySelector('[data-testid="board"]');
    const finger = (identifier, clientX) => new Touch({ identifier, target: board, clientX, clientY: y });
    const send = (type, touches, changed) =>
      board.dispatchEvent(new TouchEvent(type, { touches, changedTouches: changed, bubbles: true, cancelable: true }));
    const [a, b] = [finger(0, x - 40), finger(1, x + 40)];
    send("touchstart", [a, b], [a, b]);
    send("touchend", [a], [b]);
    for (const d of [20, 40, 60]) send("touchmove", [finger(0, x - 40 - d)], [finger(0, x - 40 - d)]);
    send("touchend", [], [finger(0, x - 100)]);
  }, c);
  const after = await viewBox(page);
  assert.ok(after.x > panned.x && Math.abs(after.w - panned.w) < 0.001,
    `${game}: the finger left down pans (${JSON.stringify(panned)} → ${JSON.stringify(after)})`);
  return after;
}

test("phone: the 3-D views zoom by buttons, keys, pinch and pan; taps still act when zoomed; another view starts whole", { timeout: 300_000 }, async () => {
  const { context, page, cdp } = await phone({ three_d: true, view_chosen: true });
  // Torres 3-D (chosen: a phone opens it top-down).
  await startGame(page, "torres", "3");
  await page.waitForSelector('[data-testid="board"][data-view="3d"]');
  const torresFull = await viewBox(page);
  // The columns' sides are drawn at phone size (the phone layout's rule for the side panel once
  // hid every SVG shape of class "side").
  const side = await page.locator('[data-testid="board"] polygon.side').first().boundingBox();
  assert.ok(side && side.width > 0 && side.height > 0, "a foundation's side is drawn");
  await zoomAbout(page, cdp, torresFull, "torres");
  await shot(page, "phone-torres-3d-zoomed");
  // A tap on a marked foundation in the zoomed view places a knight.
  const foundation = await markedOnScreen(page);
  assert.ok(foundation, "a marked foundation shows in the zoomed view");
  await logged(page, () => page.touchscreen.tap(foundation.x, foundation.y));
  // The flat view is not zoomable and starts whole; back in 3-D too.
  await page.tap('[data-testid="view-toggle"]');
  await page.waitForSelector('[data-testid="board"][data-view="2d"]');
  assert.equal(await page.locator('[data-testid="zoom-in"]').count(), 0, "no zoom on the flat Torres board");
  await page.tap('[data-testid="view-toggle"]');
  await page.waitForSelector('[data-testid="board"][data-view="3d"]');
  assert.equal((await viewBox(page)).w, torresFull.w, "the 3-D view starts whole again");

  // Voldétour 3-D.
  await page.tap('[data-testid="menu"]');
  await startGame(page, "voldetour", "7");
  await page.waitForSelector('[data-testid="board"][data-view="3d-0"]');
  const full = await viewBox(page);
  await zoomAbout(page, cdp, full, "voldetour");
  // Zoomed: pick a Block and place it with two taps on a marked square that is on screen.
  await page.tap('[data-testid="pick-block-4"]');
  const spot = await markedOnScreen(page, 50);
  assert.ok(spot, "a marked square shows in the zoomed view");
  await page.touchscreen.tap(spot.x, spot.y);
  await page.waitForSelector('[data-testid="preview-prompt"]');
  await shot(page, "phone-voldetour-3d-zoomed");
  await logged(page, () => page.touchscreen.tap(spot.x, spot.y));
  // Turning the view starts it whole.
  await page.tap('[data-testid="turn-view"]');
  await page.waitForSelector('[data-testid="board"][data-view="3d-1"]');
  assert.equal((await viewBox(page)).w, full.w, "a turned view starts whole");
  page.check();
  await context.close();
});

test("phone: Voldétour taps preview first — a second tap or Place places, a tap elsewhere moves the preview", { timeout: 300_000 }, async () => {
  const { context, page } = await phone({ three_d: false });
  await startGame(page, "voldetour", "7");
  await page.tap('[data-testid="pick-block-4"]');
  const squares = await page.locator("[data-target]").evaluateAll((m) => m.map((e) => e.getAttribute("data-target")));
  assert.ok(squares.length >= 2, "two marked squares to choose between");
  const [a, b] = squares;
  const moves = await logLength(page);
  await target(page, a).tap();
  await page.waitForSelector('[data-testid="preview-prompt"]');
  assert.match(await page.textContent('[data-testid="preview-prompt"]'), new RegExp(`\\b${a}\\b`), "the prompt names the square");
  assert.ok(await page.locator(".overlay > *").count() > 0, "the piece is drawn there");
  assert.equal(await logLength(page), moves, "the first tap only previews");
  await shot(page, "phone-voldetour-preview");
  // A tap on another marked square moves the preview.
  await target(page, b).tap();
  await page.waitForFunction((b) => new RegExp(`\\b${b}\\b`).test(document.querySelector('[data-testid="preview-prompt"]')?.textContent ?? ""), b);
  assert.equal(await logLength(page), moves, "moving the preview plays nothing");
  // The second tap on it places the Block there.
  await logged(page, () => target(page, b).tap());
  assert.equal(await page.locator('[data-testid="preview-prompt"]').count(), 0, "the preview is gone");
  // The Place button confirms a preview too (a Stair this time).
  await page.tap('[data-testid="pick-stair"]');
  const stairAt = await page.locator("[data-target]").first().getAttribute("data-target");
  await target(page, stairAt).tap();
  await page.waitForSelector('[data-testid="place"]');
  const place = await page.locator('[data-testid="place"]').boundingBox();
  assert.ok(place.height >= 44, `Place is ${place.height} px tall`);
  await logged(page, () => page.tap('[data-testid="place"]'));
  // A mouse click still acts at once.
  const { context: desk, page: mouse } = await pageWith({ viewport: { width: 1280, height: 900 } }, { three_d: false });
  await startGame(mouse, "voldetour", "7", (selector) => mouse.click(selector));
  await mouse.click('[data-testid="pick-block-4"]');
  const sq = await mouse.locator("[data-target]").first().getAttribute("data-target");
  await logged(mouse, () => mouse.click(`.hits .target[data-square="${sq}"]`));
  mouse.check();
  await desk.close();
  page.check();
  await context.close();
});

test("phone: a zoom step is animated, but not when the system asks for reduced motion", { timeout: 120_000 }, async () => {
  for (const reducedMotion of ["no-preference", "reduce"]) {
    const { context, page } = await phone({ three_d: true, animate: true });
    await page.emulateMedia({ reducedMotion });
    await startGame(page, "voldetour", "7");
    await page.waitForSelector('[data-testid="board"][data-view="3d-0"]');
    const full = await viewBox(page);
    // Every value the view box takes on the way.
    await page.evaluate(() => {
      window.__boxes = [];
      const board = document.querySelector('[data-testid="board"]');
      new MutationObserver(() => window.__boxes.push(board.getAttribute("viewBox"))).observe(board, { attributeFilter: ["viewBox"] });
    });
    await page.locator('[data-testid="zoom-in"]').tap();
    await page.waitForFunction((w) => Math.abs(Number(document.querySelector('[data-testid="board"]').getAttribute("viewBox").split(" ")[2]) - w) < 0.01, full.w / 1.5);
    await page.waitForTimeout(200);
    const steps = await page.evaluate(() => window.__boxes.length);
    if (reducedMotion === "reduce") assert.equal(steps, 1, "reduced motion: one jump");
    else assert.ok(steps >= 4, `animated: ${steps} steps`);
    page.check();
    await context.close();
  }
});
