// Torres' screen as a player meets it: a tap, a click or Enter on a square where a new knight or
// a block could go shows the piece and its cost first and plays it only on a second tap (or the
// box's button), while a selected knight's step plays at once; a square where nothing is legal
// says why, in the engine's words, in every language; a phone opens the board top-down, whose
// squares are at least 40 px, unless the player chose 3-D (kept); the last turn's squares are
// marked in its player's colour; the score track stays readable above 100 and in view while the
// scoring table is open.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, launch, openPageWith, openPageIn, newGame, shot, logLength, assertNoRawKeys } from "./harness.mjs";

let srv, browser;
before(async () => { srv = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const LANGUAGES = ["en", "de", "es", "fr", "hu", "it", "ru"];
const cell = (page, sq) => page.locator(`.hits .target[data-square="${sq}"]`);

/** A two-player hot-seat game without cards (no hand-over), its start knights and king placed by
 *  clicking the first target: the first player's first turn. `press` clicks or taps. */
async function firstMainTurn(page, press = (l) => l.click()) {
  await page.click('[data-testid="new-torres"]');
  await page.click('[data-testid="players-2"]');
  for (const i of [0, 1]) await page.selectOption(`[data-testid="seat-kind-${i}"]`, "human");
  await page.selectOption('[data-testid="opt-cards"]', "off");
  await page.fill('[data-testid="seed"]', "5");
  await page.click('[data-testid="start"]');
  await page.waitForSelector('[data-testid="board"]');
  for (let i = 0; i < 3; i++) {
    const n = await logLength(page);
    await press(cell(page, await page.locator("[data-target]").first().getAttribute("data-target")));
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log"] li').length > n, n);
  }
  await page.waitForSelector('[data-testid="end-turn"]');
}

/** The board's squares as screen readers hear them: name, whether a piece or mark is there. */
function squares(page) {
  return page.evaluate(() => [...document.querySelectorAll(".hits .target")].map((t) => ({
    sq: t.dataset.square,
    label: t.getAttribute("aria-label"),
    target: !!document.querySelector(`[data-target="${t.dataset.square}"]`),
    origin: !!document.querySelector(`[data-origin="${t.dataset.square}"]`),
    piece: !!document.querySelector(`[data-piece="${t.dataset.square}"]`),
  })));
}

/** A target a first tap asks about: with one meaning (a new knight or a block), or with two. */
async function askingTarget(page, meanings) {
  const all = await squares(page);
  const found = all.find((s) => s.target && (meanings === 1 ? /(New knight|Place a block) \(\d AP\): a first/ : /New knight \(2 AP\), Place a block \(1 AP\)/).test(s.label));
  assert.ok(found, `a target with ${meanings} meaning(s): ${all.filter((s) => s.target).map((s) => s.label).join(" | ")}`);
  return found.sq;
}

/** A square where nothing can be done: no mark, no piece. */
async function idleSquare(page) {
  const idle = (await squares(page)).filter((s) => !s.target && !s.origin && !s.piece);
  return idle[idle.length - 1].sq;
}

test("a click on a square where a new knight or a block could go shows the piece and its cost, plays only on a second click; a knight's step plays at once; an idle square says why", { timeout: 180_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const page = await openPageWith(context, srv.base, { three_d: false, view_chosen: true });
  await firstMainTurn(page);
  const moves = await logLength(page);

  // One meaning: the first click shows it, with its cost, and plays nothing.
  const one = await askingTarget(page, 1);
  await cell(page, one).click();
  const box = page.locator('[data-testid="choice"]');
  await box.waitFor();
  assert.equal(await box.getAttribute("data-square"), one);
  const button = (await page.textContent('[data-testid="choice-0"]')).trim();
  const cost = button.match(/\((\d) AP\)/)?.[1];
  assert.ok(cost, `the button says the cost: ${button}`);
  const ghost = page.locator(`.ghost[data-ghost="${one}"]`);
  assert.equal(await ghost.count(), 1, "the piece is drawn on the square");
  assert.equal((await ghost.locator(".ghost-cost text").textContent()).trim(), cost, "with its cost");
  assert.match(await page.textContent('[data-testid="prompt"]'), new RegExp(`on ${one}: click ${one} again or press Enter`));
  assert.equal(await logLength(page), moves, "the first click plays nothing");
  // The square stays in sight: the box does not cover it.
  const [boxRect, squareRect] = [await box.boundingBox(), await cell(page, one).boundingBox()];
  const overlap = !(boxRect.y >= squareRect.y + squareRect.height || boxRect.y + boxRect.height <= squareRect.y
    || boxRect.x >= squareRect.x + squareRect.width || boxRect.x + boxRect.width <= squareRect.x);
  assert.ok(!overlap, `the box ${JSON.stringify(boxRect)} leaves the square ${JSON.stringify(squareRect)} in sight`);
  await shot(page, "torres-ask-first-2d");
  // Escape drops it; so does a click anywhere else (without a refusal: the player cancelled).
  await page.keyboard.press("Escape");
  assert.equal(await box.count(), 0, "Escape drops the question");
  await cell(page, one).click();
  await box.waitFor();
  await cell(page, await idleSquare(page)).click();
  assert.equal(await box.count(), 0, "a click elsewhere drops it");
  assert.equal(await page.locator('[data-testid="refusal"]').count(), 0, "and says nothing more");
  assert.equal(await logLength(page), moves);
  // The second click on the same square plays it.
  await cell(page, one).click();
  await cell(page, one).click();
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log"] li').length > n, moves);
  assert.match(await page.locator('[data-testid="log"] li').last().textContent(), new RegExp(one));

  // Two meanings: the second click still asks; the box's buttons choose.
  const two = await askingTarget(page, 2);
  await cell(page, two).click();
  await cell(page, two).click();
  assert.equal(await page.locator('[data-testid="choice"] [data-testid^="choice-"]:not([data-testid="choice-cancel"])').count(), 2);
  assert.equal(await logLength(page), moves + 1, "two meanings: a second click does not choose");
  await page.click('[data-testid="choice-1"]');
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log"] li').length > n, moves + 1);

  // A knight's step: the player chose the knight, the step plays at once.
  const knight = await page.locator("[data-origin]").first().getAttribute("data-origin");
  await cell(page, knight).click();
  const step = await page.locator("[data-target]").first().getAttribute("data-target");
  await cell(page, step).click();
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log"] li').length > n, moves + 2);
  assert.equal(await box.count(), 0, "no question for a selected knight's step");

  // Nothing legal: the engine's reason beside the square, and for screen readers.
  const idle = await idleSquare(page);
  await cell(page, idle).click();
  const refusal = page.locator('[data-testid="refusal"]');
  await refusal.waitFor();
  const said = (await refusal.textContent()).trim();
  assert.match(said, new RegExp(`^(No block on ${idle}: .+\\. No new knight there either: .+|Nothing to do on ${idle}: .+)\\.$`));
  assert.ok((await page.textContent('[data-testid="announce-targets"]')).includes(said.slice(0, 30)), "screen readers hear it");
  await shot(page, "torres-refusal-2d");
  assert.equal(await logLength(page), moves + 3, "a refusal plays nothing");
  page.check();
  await context.close();
});

test("Enter follows the same two steps, and screen readers hear that a target asks first", { timeout: 120_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const page = await openPageWith(context, srv.base, { three_d: false, view_chosen: true });
  await firstMainTurn(page);
  const moves = await logLength(page);
  const one = await askingTarget(page, 1);
  const label = () => cell(page, one).getAttribute("aria-label");
  assert.match(await label(), /: a first click or Enter shows it, a second one plays it$/);
  // The cursor onto the square by the arrows (from a1), then Enter.
  await page.focus('[data-testid="board"]');
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowDown");
  const [col, row] = [one.charCodeAt(0) - 97, Number(one.slice(1)) - 1];
  for (let i = 0; i < col; i++) await page.keyboard.press("ArrowRight");
  for (let i = 0; i < row; i++) await page.keyboard.press("ArrowUp");
  assert.equal(await page.getAttribute('[data-testid="board"]', "data-cursor"), one);
  await page.keyboard.press("Enter");
  await page.waitForSelector('[data-testid="choice"]');
  assert.equal(await logLength(page), moves, "the first Enter plays nothing");
  assert.match(await label(), new RegExp(`— .+ on ${one}: click ${one} again or press Enter to play it, Escape to cancel\\.$`),
    "the square's name says how to confirm");
  await page.keyboard.press("Escape");
  assert.equal(await page.locator('[data-testid="choice"]').count(), 0);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log"] li').length > n, moves);
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("data-testid")), "board", "the board keeps the focus");
  page.check();
  await context.close();
});

test("in every language the question and the refusal are whole sentences with the square's name", { timeout: 300_000 }, async () => {
  for (const language of LANGUAGES) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
    const page = language === "en"
      ? await openPageWith(context, srv.base, { three_d: false, view_chosen: true })
      : await openPageIn(context, srv.base, language, { three_d: false, view_chosen: true });
    await firstMainTurn(page);
    const all = await squares(page);
    const ask = all.find((s) => s.target);
    await cell(page, ask.sq).click();
    await page.waitForSelector('[data-testid="choice"]');
    const prompt = (await page.textContent('[data-testid="prompt"]')).trim();
    assert.ok(prompt.includes(ask.sq) && prompt.length > 20, `${language}: ${prompt}`);
    // A click elsewhere drops the question; the next one on an idle square says why.
    const idle = await idleSquare(page);
    await cell(page, idle).click();
    assert.equal(await page.locator('[data-testid="choice"]').count(), 0);
    await cell(page, idle).click();
    const refusal = (await page.textContent('[data-testid="refusal"]')).trim();
    assert.ok(refusal.includes(idle) && /[.!]$/.test(refusal), `${language}: ${refusal}`);
    await assertNoRawKeys(page, "torres");
    const labels = (await squares(page)).filter((s) => s.target).map((s) => s.label);
    assert.ok(labels.every((l) => !/torres-/.test(l)), `${language}: ${labels[0]}`);
    if (language === "ru") await shot(page, "torres-refusal-ru");
    page.check();
    await context.close();
  }
});

test("a phone opens Torres top-down, every square at least 40 px; the player's 3-D choice is kept; taps ask then play", { timeout: 180_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await openPageWith(context, srv.base);
  // By taps only: the page words its prompts for the pointer it was last pressed with.
  const start = async () => {
    await page.tap('[data-testid="new-torres"]');
    await page.selectOption('[data-testid="seat-kind-1"]', "easy");
    await page.fill('[data-testid="seed"]', "5");
    await page.tap('[data-testid="start"]');
    await page.waitForSelector('[data-testid="board"]');
  };
  await start();
  const board = page.locator('[data-testid="board"]');
  assert.equal(await board.getAttribute("data-view"), "2d", "a phone opens top-down");
  const sizes = await page.evaluate(() => [...document.querySelectorAll(".hits .target")].map((t) => t.getBoundingClientRect()).map((r) => Math.min(r.width, r.height)));
  assert.equal(sizes.length, 64);
  assert.ok(Math.min(...sizes) >= 40, `every square is at least 40 px: ${Math.min(...sizes)}`);
  // The 3-D view's marks at this size (what the phone no longer opens in).
  await page.tap('[data-testid="view-toggle"]');
  await page.waitForSelector('[data-testid="board"][data-view="3d"]');
  const mark = await page.locator("[data-target] ellipse").first().boundingBox();
  console.log(`# 390×844: a 3-D target mark is ${mark.width.toFixed(0)}×${mark.height.toFixed(0)} px, a top-down square ${Math.min(...sizes).toFixed(0)} px`);
  assert.ok(mark.height < 40, "the 3-D marks are too small to open in");
  // The choice is kept: the next game opens in 3-D.
  await page.tap('[data-testid="menu"]');
  await start();
  assert.equal(await board.getAttribute("data-view"), "3d", "the player's choice is kept");
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem("castellan/settings")));
  assert.equal(kept.three_d && kept.view_chosen, true);
  await page.tap('[data-testid="view-toggle"]');
  await page.waitForSelector('[data-testid="board"][data-view="2d"]');

  // Taps: the start knight plays at once (nothing else is possible), then a square for a new
  // knight or a block asks first.
  const first = await page.locator("[data-target]").first().getAttribute("data-target");
  await cell(page, first).tap();
  await page.waitForSelector('[data-testid="end-turn"]', { timeout: 30_000 });
  const moves = await logLength(page);
  const ask = (await squares(page)).find((s) => s.target && /New knight|Place a block/.test(s.label)).sq;
  await cell(page, ask).tap();
  await page.waitForSelector('[data-testid="choice"]');
  assert.match(await page.textContent('[data-testid="prompt"]'), new RegExp(`tap ${ask} again`));
  assert.equal(await logLength(page), moves);
  await shot(page, "torres-ask-first-phone");
  if (await page.locator('[data-testid="choice-1"]').count()) await page.tap('[data-testid="choice-0"]');
  else await cell(page, ask).tap();
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log"] li').length > n, moves);
  page.check();
  await context.close();
});

test("the last turn's squares are marked in its player's colour, for the turn shown", { timeout: 120_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const page = await openPageWith(context, srv.base, { three_d: false, view_chosen: true });
  await newGame(page, "torres", ["human", "easy"], { seed: "8" });
  // The start knight: the bot answers with its own and the king.
  const first = await page.locator("[data-target]").first().getAttribute("data-target");
  await cell(page, first).click();
  await page.waitForSelector('[data-testid="end-turn"]', { timeout: 30_000 });
  const marked = () => page.evaluate(() => [...document.querySelectorAll(".last-move-to, .last-move-from")]
    .map((m) => ({ sq: m.dataset.last, to: m.classList.contains("last-move-to"), fill: m.getAttribute("fill") })));
  const blue = await page.evaluate(() => getComputedStyle(document.querySelector('[data-testid="player"]:nth-child(2) .swatch')).backgroundColor);
  const bot = await marked();
  const said = await page.textContent('[data-testid="last-move"]');
  const named = said.match(/(?<![a-z])[a-h][1-8](?!\d)/g) ?? [];
  assert.ok(named.length >= 2, `the bot's turn names its squares: ${said}`);
  assert.deepEqual(bot.map((m) => m.sq).sort(), [...new Set(named)].sort(), `the squares the line names are marked: ${said}`);
  assert.ok(bot.every((m) => m.to), "placed pieces: arrival marks");
  assert.equal(new Set(bot.map((m) => m.fill)).size, 1, "one colour");
  const rgb = await page.evaluate((fill) => { const d = document.createElement("div"); d.style.color = fill; document.body.append(d); const c = getComputedStyle(d).color; d.remove(); return c; }, bot[0].fill);
  assert.equal(rgb, blue, "the bot's colour");
  await shot(page, "torres-last-move");
  // Back one step in the history: the marks follow the turn shown (the player's start knight).
  await page.click('[data-testid="step-back"]');
  await page.click('[data-testid="step-back"]');
  const shown = await marked();
  assert.deepEqual(shown.map((m) => m.sq), [first], `the turn shown: ${JSON.stringify(shown)}`);
  page.check();
  await context.close();
});

test("the score track stays readable above 100, and in view while the scoring table is open", { timeout: 600_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const page = await openPageWith(context, srv.base, { three_d: false, view_chosen: true });
  await page.click('[data-testid="new-torres"]');
  await page.click('[data-testid="players-2"]');
  for (const i of [0, 1]) await page.selectOption(`[data-testid="seat-kind-${i}"]`, "easy");
  await page.selectOption('[data-testid="opt-cards"]', "off");
  await page.fill('[data-testid="seed"]', "11");
  await page.click('[data-testid="start"]');
  await page.waitForSelector('[data-testid="end-screen"]', { timeout: 500_000 });
  await page.click('[data-testid="end-screen"] [data-testid="review"]');
  const track = page.locator('[data-testid="score-track"]');
  const scores = (await page.locator('[data-testid="player"] .score').allTextContents()).map(Number);
  assert.ok(Math.max(...scores) > 100, `a score over 100: ${scores}`);
  const layout = await page.evaluate(() => {
    const svg = document.querySelector('[data-testid="score-track"]');
    const boxes = (sel) => [...svg.querySelectorAll(sel)].map((e) => e.getBoundingClientRect());
    return { numbers: boxes("text"), markers: boxes("g[data-seat] > circle:not(.seat-mark)"), font: Math.min(...[...svg.querySelectorAll("text")].map((t) => t.getBoundingClientRect().height)), end: svg.dataset.end, track: svg.getBoundingClientRect() };
  });
  const apart = (a, b) => a.right <= b.left + 0.5 || b.right <= a.left + 0.5 || a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5;
  for (const [kind, boxes] of [["numbers", layout.numbers], ["markers", layout.markers]]) {
    for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
      assert.ok(apart(boxes[i], boxes[j]), `two ${kind} overlap: ${JSON.stringify([boxes[i], boxes[j]])}`);
    }
  }
  assert.ok(layout.numbers.length <= 11, `${layout.numbers.length} numbers`);
  assert.ok(layout.font >= 12, `the numbers are ${layout.font} px tall`);
  assert.ok(Number(layout.end) >= Math.max(...scores), `the track reaches the top score (${layout.end})`);
  for (const m of layout.markers) assert.ok(m.left >= layout.track.left && m.right <= layout.track.right, "every marker on the track");
  await track.scrollIntoViewIfNeeded();
  await shot(page, "torres-score-track-over-100");

  // Back to a scoring: its table opens, and the track stays in view with it.
  let open = false;
  for (let i = 0; i < 400 && !open; i++) {
    await page.click('[data-testid="step-back"]');
    open = (await page.locator('[data-testid="scoring-summary"][open]').count()) > 0
      && (await page.textContent('[data-testid="phase"]')).startsWith("Phase 2");
  }
  assert.ok(open, "a scoring with its table open");
  await page.evaluate(() => window.scrollTo(0, 0));
  const inView = await page.evaluate(() => ["score-track", "scoring-summary"].map((id) => {
    const r = document.querySelector(`[data-testid="${id}"]`).getBoundingClientRect();
    return { id, top: r.top, bottom: r.bottom };
  }));
  assert.ok(inView[0].top >= 0 && inView[0].bottom <= 860, `the score track is in view: ${JSON.stringify(inView)}`);
  assert.ok(inView[1].top < 860, "the scoring table starts in view");
  await shot(page, "torres-scoring-track-in-view");
  page.check();
  await context.close();
});
