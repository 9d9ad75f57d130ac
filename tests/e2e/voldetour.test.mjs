// Voldétour in the browser: a whole 2-player hot-seat game played by clicking in the 3-D view
// (placing, turning and moving Blocks and Stairs, walking the Lord over Stairs) to a win; the
// turned and top-down views; the ghost preview (legal and illegal) and the Lord's path; a
// 4-player game with humans and bots mixed, where bots answer without freezing the page.
// The game script is checked against the engine by tests/voldetour_script.rs.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, launch, openPage, openPageIn, openPageWith, newGame, shot, logLength, watchLongTasks, assertNoRawKeys } from "./harness.mjs";

let srv, browser;
before(async () => { srv = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

async function newVoldetour(page, seats, { seed = "7" } = {}) {
  await page.click('[data-testid="new-voldetour"]');
  // Only 2 and 4 players are offered.
  assert.equal(await page.locator('[data-testid="players-3"]').count(), 0, "no 3-player game");
  await page.click(`[data-testid="players-${seats.length}"]`);
  for (let i = 0; i < seats.length; i++) await page.selectOption(`[data-testid="seat-kind-${i}"]`, seats[i]);
  await page.fill('[data-testid="seed"]', seed);
  await page.click('[data-testid="start"]');
  await page.waitForSelector('[data-testid="board"]');
}

/** The board's hit target of a square (drawn over everything, named by data-square). */
const target = (page, sq) => page.locator(`.hits .target[data-square="${sq}"]`);

/** Points at a square (the ghost and the Lord's path follow the pointer). */
async function hover(page, sq) {
  await target(page, sq).dispatchEvent("pointerenter");
}

/** Clicks a square through its hit target (a nearer tall column may cover its centre). */
async function clickSquare(page, sq) {
  await target(page, sq).dispatchEvent("click");
}

/** Turns the held piece (R on the board) until the status line says `words`. */
async function turnUntil(page, words) {
  for (let i = 0; i < 6; i++) {
    if ((await page.textContent('[data-testid="holding"]')).includes(words)) return;
    await page.focus('[data-testid="board"]');
    await page.keyboard.press("r");
  }
  assert.fail(`could not turn the piece to "${words}": ${await page.textContent('[data-testid="holding"]')}`);
}

/** Places the held piece on `sq`: its ghost there must be legal (green), then click. */
async function placeHeld(page, sq) {
  await page.waitForSelector(`[data-target="${sq}"]`);
  await hover(page, sq);
  await page.waitForSelector(`[data-ghost="${sq}"][data-legal="true"]`);
  const before = await logLength(page);
  await clickSquare(page, sq);
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log"] li').length > n, before);
}

const WORDS = { N: "rising north", E: "rising east", S: "rising south", W: "rising west" };

/** One scripted action: ["block", kind, square, orientation words], ["move", from, to, words],
 *  ["stair", square, dir], ["stair-move", from, to, dir], ["lord", to], ["end"]. */
async function perform(page, step) {
  const [what] = step;
  if (what === "block") {
    const [, kind, sq, words] = step;
    await page.click(`[data-testid="pick-block-${kind}"]`);
    await turnUntil(page, words);
    await placeHeld(page, sq);
  } else if (what === "move") {
    const [, from, to, words] = step;
    await page.waitForSelector(`[data-origin="${from}"]`);
    await clickSquare(page, from);
    await page.waitForSelector(`[data-selected="${from}"]`);
    await turnUntil(page, words);
    await placeHeld(page, to);
  } else if (what === "stair") {
    const [, sq, dir] = step;
    await page.click('[data-testid="pick-stair"]');
    await turnUntil(page, WORDS[dir]);
    await placeHeld(page, sq);
  } else if (what === "stair-move") {
    const [, from, to, dir] = step;
    await page.click(`[data-testid="pick-stair-${from}"]`);
    await turnUntil(page, WORDS[dir]);
    await placeHeld(page, to);
  } else if (what === "lord") {
    const [, to, name] = step;
    await page.focus('[data-testid="board"]');
    await page.keyboard.press("l");
    await page.waitForSelector(`[data-target="${to}"]`);
    await hover(page, to);
    await page.waitForSelector(`[data-path]`);
    if (name) await shot(page, name);
    const before = await logLength(page);
    await clickSquare(page, to);
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log"] li').length > n, before);
  } else if (what === "end") {
    const before = await logLength(page);
    await page.click('[data-testid="end-turn"]');
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log"] li').length > n, before);
  }
}

// The game of tests/voldetour_script.rs: Black builds Stairs down from c3 along row 3, White
// builds Stairs up to h8 along column h and leaves his Tower by them, Black walks down and up.
const SCRIPT = [
  ["Black 1", [["block", 1, "d3", "1×1×2 standing"], ["stair", "d3", "W"], ["end"]]],
  ["White 1", [["block", 1, "a10", "2×1×1 lying east–west"], ["stair", "h4", "N"], ["end"]]],
  ["Black 2", [["block", 0, "e3", "1×1×1"], ["stair", "e3", "W"], ["end"]]],
  ["White 2", [["block", 0, "h5", "1×1×1"], ["stair", "h5", "N"], ["end"]]],
  ["Black 3", [["block", 2, "h7", "1×1×3 standing"], ["stair", "f3", "W"], ["lord", "g3", "voldetour-lord-path"]]],
  ["White 3", [["move", "a10", "h6", "1×1×2 standing"], ["stair", "h6", "N"], ["lord", "i3"]]],
  ["Black 4", [["stair-move", "f3", "j1", "E"], ["lord", "h8", "voldetour-lord-path-win"]]],
];

test("a whole 2-player game by clicking in the 3-D view, to a win", { timeout: 300_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  const page = await openPage(context, srv.base);
  await page.evaluate(() => localStorage.setItem("castellan/settings", JSON.stringify({ animate: false, bot_delay_ms: 0, three_d: true })));
  await page.reload();
  await page.waitForSelector(".app");
  await shot(page, "voldetour-home");
  await newVoldetour(page, ["human", "human"]);
  await page.waitForSelector('[data-testid="board"][data-view="3d-0"]');
  assert.match(await page.textContent('[data-testid="tower-warning"]'), /leave the Tower by the end of your turn 3/);
  await shot(page, "voldetour-3d-start");

  // An illegal ghost: a Block over a Tower shows a red outline and the engine's reason.
  await page.click('[data-testid="pick-block-4"]');
  await hover(page, "c3");
  await page.waitForSelector('[data-ghost="c3"][data-legal="false"]');
  assert.match(await page.textContent('[data-testid="reason"]'), /over a Lord or a Tower/);
  await shot(page, "voldetour-ghost-illegal");
  // A legal one, turned: green and solid, on a marked anchor.
  await turnUntil(page, "2×1×3");
  await hover(page, "e6");
  await page.waitForSelector('[data-ghost="e6"][data-legal="true"]');
  assert.equal(await page.locator('[data-testid="reason"]').count(), 0);
  await shot(page, "voldetour-ghost-legal");
  await page.click('[data-testid="cancel"]');

  // The prompt names only what is still legal this turn: the Lord cannot come down from his
  // Tower before a way is built, and a piece kind once used is not asked for again.
  const prompt = () => page.textContent('[data-testid="prompt"]');
  assert.equal(await prompt(), "Player 1: pick a Block or a Stair.");
  for (const [turn, steps] of SCRIPT) {
    for (const step of steps) {
      try {
        await perform(page, step);
      } catch (e) {
        await shot(page, "voldetour-failure");
        throw new Error(`${turn}, ${JSON.stringify(step)}: ${e.message}`);
      }
      if (turn === "Black 1" && step[0] === "block") {
        assert.equal(await prompt(), "Player 1: pick a Stair, or end your turn.");
      }
      if (turn === "Black 3" && step[0] === "stair") {
        assert.equal(await prompt(), "Player 1: click your Lord, or end your turn.");
      }
    }
    if (turn === "White 2") {
      await shot(page, "voldetour-3d-midgame");
      // The view turns a quarter at a time (button and key) and comes back after four.
      await page.click('[data-testid="turn-view"]');
      await page.waitForSelector('[data-testid="board"][data-view="3d-1"]');
      await shot(page, "voldetour-3d-turned");
      await page.focus('[data-testid="board"]');
      for (const r of [2, 3, 0]) {
        await page.keyboard.press("v");
        await page.waitForSelector(`[data-testid="board"][data-view="3d-${r}"]`);
      }
      await page.click('[data-testid="view-toggle"]');
      await page.waitForSelector('[data-testid="board"][data-view="2d"]');
      await shot(page, "voldetour-top-down");
      await page.click('[data-testid="view-toggle"]');
      await page.waitForSelector('[data-testid="board"][data-view="3d-0"]');
    }
  }
  await page.waitForSelector('[data-testid="end-screen"]');
  // Two humans share the device: the winner is named, not addressed as "You".
  assert.match(await page.textContent('[data-testid="end-screen"] h2'), /Player 1 wins/);
  await shot(page, "voldetour-end");
  await page.click('[data-testid="end-screen"] [data-testid="review"]');
  assert.match(await page.textContent('[data-testid="prompt"]'), /Black's Lord stopped on White's Tower: Black wins/);
  await shot(page, "voldetour-end-board");
  page.check();
  await context.close();
});

/** A human turn: a Stair from the reserve on its first marked square, then End turn (or Pass). */
async function humanTurn(page) {
  if (await page.locator('[data-testid="pass"]').count()) { await page.click('[data-testid="pass"]'); return "pass"; }
  const before = await logLength(page);
  const stair = page.locator('[data-testid="pick-stair"]:not([disabled])');
  if (await stair.count()) {
    await stair.click();
    const first = await page.locator("[data-target]").first().getAttribute("data-target");
    await hover(page, first);
    await clickSquare(page, first);
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log"] li').length > n, before);
  }
  await page.click('[data-testid="end-turn"]');
  return "stair";
}

test("a 4-player game, humans and bots mixed: bots answer and never freeze the page", { timeout: 300_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  await watchLongTasks(context);
  const page = await openPage(context, srv.base);
  await page.evaluate(() => localStorage.setItem("castellan/settings", JSON.stringify({ animate: false, bot_delay_ms: 0, three_d: true })));
  await page.reload();
  await page.waitForSelector(".app");
  await newVoldetour(page, ["human", "easy", "human", "normal"], { seed: "44" });
  await shot(page, "voldetour-4p-start");
  await page.evaluate(() => { window.__longTasks = []; });
  // Four Towers, four Lords, four reserves.
  assert.equal(await page.locator('[data-testid="reserves"] .voldetour-reserve').count(), 4);
  assert.equal(await page.locator(".picture .lord").count(), 4);
  let humanTurns = 0;
  for (let step = 0; step < 400 && humanTurns < 6; step++) {
    if (await page.locator('[data-testid="end-screen"]').count()) break;
    if (await page.locator('[data-testid="end-turn"], [data-testid="pick-stair"]:not([disabled]), [data-testid="pass"]').count()) {
      const plies = await logLength(page);
      await humanTurn(page);
      humanTurns++;
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log"] li').length > n, plies);
    } else {
      await page.waitForTimeout(50); // a bot is to move
    }
  }
  assert.ok(humanTurns >= 4, `the humans played (${humanTurns} turns)`);
  const seats = await page.evaluate(() => [...document.querySelectorAll('[data-testid="log"] li .swatch')].map((s) => s.style.background));
  assert.ok(new Set(seats).size >= 3, "bots moved too");
  await shot(page, "voldetour-4p-midgame");
  const longTasks = await page.evaluate(() => window.__longTasks);
  assert.ok(longTasks.every((d) => d <= 100), `long tasks over 100 ms during play: ${JSON.stringify(longTasks)}`);
  console.log(`# ${humanTurns} human turns, ${await logLength(page)} actions, long tasks: ${JSON.stringify(longTasks)}`);
  page.check();
  await context.close();
});

test("rules help shows Voldétour's diagrams", async () => {
  const context = await browser.newContext({ viewport: { width: 1200, height: 1000 } });
  const page = await openPage(context, srv.base);
  await page.click('[data-game="voldetour"] button >> text=How to play');
  await page.waitForSelector('[data-testid="rules-diagrams"] figure');
  assert.equal(await page.locator('[data-testid="rules-diagrams"] figure').count(), 4);
  assert.ok(await page.locator('[data-testid="rules-diagrams"] .lord-path').count(), "the crossing diagram shows the path");
  await shot(page, "voldetour-rules");
  page.check();
  await context.close();
});

test("in 3-D a click on a Tower's side picks its square, not the square drawn behind it", async () => {
  const context = await browser.newContext({ viewport: { width: 1200, height: 1000 } });
  const page = await openPage(context, srv.base);
  await newVoldetour(page, ["human", "human"]);
  // The tallest hit areas are the Towers' columns; a point just above the bottom corner lies on
  // the column's sides, below its top face.
  const spots = await page.evaluate(() => {
    const targets = [...document.querySelectorAll(".hits .target")];
    const heights = targets.map((t) => t.getBoundingClientRect().height);
    const tallest = Math.max(...heights);
    // A column's hit area is taller than a flat square's: it reaches down to the ground.
    if (tallest < 1.5 * Math.min(...heights)) return [];
    return targets
      .filter((t) => t.getBoundingClientRect().height > tallest - 1)
      .map((t) => {
        const r = t.getBoundingClientRect();
        const x = r.left + r.width / 2, y = r.bottom - r.height * 0.2;
        return { sq: t.getAttribute("data-square"), x, y, top: document.elementFromPoint(x, y)?.getAttribute("data-square") };
      });
  });
  assert.ok(spots.length >= 2, `the two Towers stand out: ${JSON.stringify(spots)}`);
  const open = spots.filter((s) => s.top === s.sq);
  assert.ok(open.length >= 1, `a Tower's side is its own hit area: ${JSON.stringify(spots)}`);
  for (const { sq, x, y } of open) {
    await page.mouse.click(x, y);
    assert.equal(await page.getAttribute('[data-testid="board"]', "data-cursor"), sq);
  }
  page.check();
  await context.close();
});

test("Voldétour in French, the rulebook's language: board, panels, log and rules help", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  const page = await openPageIn(context, srv.base, "fr");
  await newVoldetour(page, ["human", "human"]);
  assert.match(await page.textContent('[data-testid="tower-warning"]'), /Votre Seigneur doit quitter sa Tour/);
  // A refused placement is explained in French (a Block over a Tower).
  await page.click('[data-testid="pick-block-4"]');
  await hover(page, "c3");
  await page.waitForSelector('[data-ghost="c3"][data-legal="false"]');
  assert.match(await page.textContent('[data-testid="reason"]'), /au-dessus d’un Seigneur ou d’une Tour/);
  await page.click('[data-testid="cancel"]');
  for (let i = 0; i < 3; i++) await humanTurn(page);
  assert.match(await page.textContent('[data-testid="prompt"]'), /(Vous|Joueur 2) : prenez un Bloc/);
  const panel = await page.textContent(".game-panel");
  for (const word of ["Bloc", "Escalier", "Seigneur", "Vue de dessus"]) assert.ok(panel.includes(word), `panel: ${word}`);
  const reserves = await page.textContent('[data-testid="reserves"]');
  assert.match(reserves, /Escalier ×4/);
  const log = await page.textContent('[data-testid="log"]');
  assert.match(log, /\+Escalier/);
  assert.match(log, /fin du tour/);
  await hover(page, "c3");
  assert.match(await page.textContent('[data-testid="inspect"]'), /^c3 : hauteur 3 · Tour de Noir · Seigneur de Noir/);
  await assertNoRawKeys(page, "voldetour");
  await shot(page, "voldetour-fr");
  await page.click('[data-testid="rules"]');
  await page.waitForSelector('[data-testid="rules-diagrams"] figure');
  const rules = await page.textContent(".rules-text");
  for (const words of ["BUT DU JEU", "Escalier", "Seigneur", "emboîté"]) assert.ok(rules.includes(words), `rules: ${words}`);
  assert.doesNotMatch(rules, /\bStair\b|\bLord\b/, "no English left in the rules help");
  await assertNoRawKeys(page, "voldetour");
  await shot(page, "voldetour-fr-rules");
  page.check();
  await context.close();
});

test("Voldétour in Russian: long words wrap", async () => {
  const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
  const page = await openPageIn(context, srv.base, "ru");
  await newVoldetour(page, ["human", "human"]);
  await humanTurn(page);
  assert.match(await page.textContent('[data-testid="prompt"]'), /(Вы|Игрок 2): выберите Блок/);
  assert.match(await page.textContent('[data-testid="log"]'), /конец хода/);
  await page.click('[data-testid="pick-block-2"]');
  assert.match(await page.textContent('[data-testid="holding"]'), /Блок 3 \(Белый, 1×1×3\)/);
  await assertNoRawKeys(page, "voldetour");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
  assert.equal(overflow, false, "nothing sticks out sideways");
  await shot(page, "voldetour-ru");
  page.check();
  await context.close();
});

test("a game between bots plays to its end, says who won and why, and its Pause button is off once it is over", { timeout: 240_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const page = await openPageWith(context, srv.base);
  await newGame(page, "voldetour", ["easy", "easy"], { seed: "5" });
  assert.ok(await page.locator('[data-testid="pause"]').isEnabled(), "Pause works while the bots play");
  await page.waitForSelector('[data-testid="end-reason"]', { timeout: 200_000 });
  assert.match(await page.textContent('[data-testid="end-reason"]'), /Lord stopped on .* Tower|out|draw|repeat/i);
  assert.ok(await page.locator('[data-testid="pause"]').isDisabled(), "nothing is left to pause");
  page.check();
  await context.close();
});

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

test("on a phone Voldétour opens top-down, its heights readable, its labels explained; a desktop opens in 3-D", { timeout: 120_000 }, async () => {
  const context = await browser.newContext(PHONE);
  const page = await openPageWith(context, srv.base);
  await newGame(page, "voldetour", ["human", "normal"], { seed: "11" });
  await page.waitForSelector('[data-testid="board"][data-view="2d"]');
  // Its squares are the targets: larger than 3-D's top faces (whose marks are about 12 × 6 px).
  await page.tap('[data-testid="pick-block-2"]');
  const sizes = () => page.evaluate(() => {
    const cell = document.querySelector('.hits .target[data-square="e5"]').getBoundingClientRect();
    const mark = document.querySelector("[data-target]").getBoundingClientRect();
    return { cell: [cell.width, cell.height], mark: [mark.width, mark.height] };
  });
  const flat = await sizes();
  assert.ok(flat.cell[0] >= 33 && flat.cell[1] >= 33, `top-down squares are about 34 px: ${JSON.stringify(flat)}`);
  await page.tap('[data-testid="view-toggle"]');
  await page.waitForSelector('[data-testid="board"][data-view="3d-0"]');
  const iso = await sizes();
  assert.ok(iso.cell[1] < flat.cell[1] * 0.6 && iso.mark[1] < 10, `3-D's are smaller: ${JSON.stringify(iso)}`);
  await page.tap('[data-testid="view-toggle"]');
  await page.waitForSelector('[data-testid="board"][data-view="2d"]');
  // Every height is written at 12 px or more (the Towers' 3 at the start), readable on its badge.
  const heights = await page.evaluate(() => [...document.querySelectorAll("svg.board .height text")].map((t) => ({
    text: t.textContent, px: Number(t.getAttribute("font-size")) * t.getScreenCTM().a,
  })));
  assert.ok(heights.length >= 2, `the Towers' heights are written: ${JSON.stringify(heights)}`);
  for (const h of heights) assert.ok(h.px >= 12, `a height drawn at ${h.px.toFixed(1)} px`);
  // What the labels mean, in sight under the panel and for screen readers: B3 and TB, the corner number.
  const legend = page.locator('[data-testid="legend"]');
  assert.match(await legend.textContent(), /B3 is Black's Block 3 \(the Blocks are numbered 1 to 5 by size.*TB is Black's Tower.*The number in a square's corner is its height in cubes/);
  assert.ok(await legend.isVisible(), "the legend is shown");
  // The button shows the board's label and the size, and its name says whose Block it is.
  const b3 = page.getByRole("button", { name: "B3 1×1×3 Black's Block 3 (1×1×3)", exact: true });
  assert.equal(await b3.getAttribute("data-testid"), "pick-block-2");
  assert.equal(await page.textContent('[data-testid="pick-block-2"] .voldetour-piece-swatch'), "B3");
  assert.equal(await page.textContent('[data-testid="pick-block-2"] .voldetour-piece-under'), "1×1×3");
  await shot(page, "voldetour-phone-top-down-start");
  page.check();
  await context.close();

  const desk = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const deskPage = await openPageWith(desk, srv.base);
  await newGame(deskPage, "voldetour", ["human", "normal"], { seed: "11" });
  await deskPage.waitForSelector('[data-testid="board"][data-view="3d-0"]');
  assert.match(await deskPage.textContent('[data-testid="legend"]'), /B3 is Black's Block 3/);
  deskPage.check();
  await desk.close();
});

test("a piece in hand turns in one tap to the way wanted, keeps it for the next pick, and Escape puts it down", { timeout: 120_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const page = await openPageWith(context, srv.base, { three_d: false });
  await newGame(page, "voldetour", ["human", "normal"], { seed: "11" });
  const holding = () => page.textContent('[data-testid="holding"]');
  // A Stair: one button per way, the arrow's way at one click, whatever it showed before.
  await page.click('[data-testid="pick-stair"]');
  assert.match(await holding(), /rising north/);
  assert.equal(await page.locator('[data-testid^="orient-"]').count(), 4, "four directions on an empty board (none to nest in)");
  await page.click('[data-testid="orient-2"]');
  assert.match(await holding(), /rising south/);
  assert.equal(await page.getAttribute('[data-testid="orient-2"]', "aria-pressed"), "true");
  assert.equal(await page.getAttribute('[data-testid="orient-0"]', "aria-pressed"), "false");
  assert.equal(await page.getAttribute('[data-testid="orient-2"]', "aria-label"), "rising south");
  // Put down with Escape from the panel (the focus is on the reserve button clicked).
  await page.focus('[data-testid="pick-stair"]');
  await page.keyboard.press("Escape");
  await page.waitForSelector('[data-testid="holding"]', { state: "detached" });
  // Picked again, it comes rising south, as chosen.
  await page.click('[data-testid="pick-stair"]');
  assert.match(await holding(), /rising south/);
  // The 1×2×3 Block: six ways, one click to lie 2×3×1; another Block between keeps its own.
  await page.click('[data-testid="pick-block-4"]');
  assert.equal(await page.locator('[data-testid^="orient-"]').count(), 6);
  await page.click('[data-testid="orient-4"]');
  assert.match(await holding(), /2×3×1 lying north–south/);
  await page.click('[data-testid="pick-block-1"]');
  assert.match(await holding(), /1×1×2 standing/);
  await page.click('[data-testid="pick-block-4"]');
  assert.match(await holding(), /2×3×1 lying north–south/, "the way chosen for this Block is kept");
  await shot(page, "voldetour-turn-buttons");
  // Placed, the choice stays for the next turn's pick too; R still turns the piece in hand.
  const sq = await page.locator("[data-target]").first().getAttribute("data-target");
  const before = await logLength(page);
  await page.locator(`.hits .target[data-square="${sq}"]`).dispatchEvent("click");
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log"] li').length > n, before);
  await page.click('[data-testid="pick-stair"]');
  assert.match(await holding(), /rising south/);
  await page.focus('[data-testid="board"]');
  await page.keyboard.press("r");
  assert.match(await holding(), /rising west/);
  await page.keyboard.press("Escape");
  await page.waitForSelector('[data-testid="holding"]', { state: "detached" });
  page.check();
  await context.close();
});

test("the last turn is marked on the board, the bot's included, and history shows each step's", { timeout: 180_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const page = await openPageWith(context, srv.base, { three_d: false });
  await newGame(page, "voldetour", ["human", "normal"], { seed: "11" });
  assert.equal(await page.locator(".last-move-to, .last-move-from").count(), 0, "nothing to mark before the first move");
  // A Block placed: its squares are marked, in Black's colour, at once (the player's turn so far).
  await page.click('[data-testid="pick-block-3"]');
  const sq = await page.locator("[data-target]").first().getAttribute("data-target");
  const before = await logLength(page);
  await page.locator(`.hits .target[data-square="${sq}"]`).dispatchEvent("click");
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log"] li').length > n, before);
  const marked = () => page.evaluate(() => [...document.querySelectorAll("svg.board .last-move-to")].map((m) => m.dataset.at).sort());
  assert.equal((await marked()).length, 2, "a 1×2×2 Block standing covers two squares");
  assert.ok((await marked()).includes(sq));
  // The bot's turn: its pieces' squares, in White's colour.
  const plies = await logLength(page);
  await page.click('[data-testid="end-turn"]');
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log"] li').length > n + 1 && !document.querySelector('[data-testid="thinking"]')
    && document.querySelector('[data-testid="prompt"]').textContent.startsWith("You"), plies, { timeout: 60_000 });
  const bot = await page.evaluate(() => [...document.querySelectorAll("svg.board .last-move-to")].map((m) => ({ at: m.dataset.at, fill: m.getAttribute("fill") })));
  assert.ok(bot.length >= 1, "the bot's move is marked");
  assert.ok(bot.every((m) => m.fill === bot[0].fill), "one colour");
  const said = await page.textContent('[data-testid="last-move"]');
  for (const { at } of bot) {
    const inspected = await page.evaluate((at) => document.querySelector(`.hits .target[data-square="${at}"]`).getAttribute("aria-label"), at);
    assert.match(inspected, /White's/, `${at} holds a White piece (${said})`);
  }
  await shot(page, "voldetour-last-move-bot");
  // The history shows each step's turn: Black's Block again, then nothing at the start.
  await page.click('[data-testid="log"] li >> nth=0');
  await page.waitForFunction((sq) => [...document.querySelectorAll("svg.board .last-move-to")].some((m) => m.dataset.at === sq), sq);
  await page.keyboard.press("Home");
  await page.waitForFunction(() => document.querySelectorAll("svg.board .last-move-to, svg.board .last-move-from").length === 0);
  page.check();
  await context.close();
});
