// Fortaleza in the browser: a whole hot-seat game by clicking — the opening choice, both
// deployments in the fog of war with the hand-over (the second player's page holds none of the
// first player's units), moves of every kind of unit (a Forced March ended by hand and one ending
// by itself, a Skewer, a Relay, leaps, slides, a Trebuchet's move and shot, the King, a
// deployment from the Reserve), a siege laid, not broken and executed, to the win; a game against
// a bot, which deploys and answers without freezing the page; the hover help at 1 s and at 3 s;
// the rules page's diagrams. The game script is checked against the engine by
// tests/fortaleza_script.rs.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, launch, openPage, openPageIn, shot, logLength, watchLongTasks, assertNoRawKeys } from "./harness.mjs";

let srv, browser;
before(async () => { srv = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

async function newFortaleza(page, seats, { seed = "7" } = {}) {
  await page.click('[data-testid="new-fortaleza"]');
  // Fortaleza is for two players only.
  assert.equal(await page.locator('[data-testid="players-3"]').count(), 0, "no 3-player game");
  for (let i = 0; i < seats.length; i++) await page.selectOption(`[data-testid="seat-kind-${i}"]`, seats[i]);
  assert.equal(await page.locator('[data-testid="fortaleza-options"]').count(), 1);
  await page.fill('[data-testid="seed"]', seed);
  await shot(page, "fortaleza-new-game");
  await page.click('[data-testid="start"]');
  await page.waitForSelector('[data-testid="board"]');
}

async function freshPage(viewport = { width: 1280, height: 1100 }, { longTasks = false } = {}) {
  const context = await browser.newContext({ viewport });
  if (longTasks) await watchLongTasks(context);
  const page = await openPage(context, srv.base);
  await page.evaluate(() => localStorage.setItem("castellan/settings", JSON.stringify({ animate: false, bot_delay_ms: 0 })));
  await page.reload();
  await page.waitForSelector(".app");
  return { context, page };
}

/** The board's hit target of a square (drawn over everything, named by data-square). */
const target = (page, sq) => page.locator(`.hits .target[data-square="${sq}"]`);

async function clickSquare(page, sq) {
  await target(page, sq).click();
}

/** The log as a whole: its length and last line. */
const logState = () => {
  const items = document.querySelectorAll('[data-testid="log"] li');
  return `${items.length}|${items[items.length - 1]?.textContent ?? ""}`;
};

/** Runs `action` and waits for the log to take it in. (Its length alone does not tell: when the
 *  device passes to the other hot-seat player, the log is his, with the other army's deployment
 *  as one line and his own in full.) */
async function logged(page, action) {
  const before = await page.evaluate(logState);
  await action();
  await page.waitForFunction((state) => {
    const items = document.querySelectorAll('[data-testid="log"] li');
    return `${items.length}|${items[items.length - 1]?.textContent ?? ""}` !== state;
  }, before);
}

/** Ends a deployment with a click on the Fortress. The log may not grow: the next viewer reads
 *  the other army's placements as one line. */
async function endDeployment(page, fortress) {
  await page.waitForSelector("[data-fortress-action]");
  await clickSquare(page, fortress);
  await page.waitForSelector("[data-fortress-action]", { state: "detached" });
}

/** What the deployment says: the prompt (what to do now) and the other ways to act under it. */
const deployWords = (page) => page.evaluate(() =>
  ["prompt", "deploy-howto"].map((id) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? "").join(" "));

/** Clicks a square that must be marked as a target of the given kind. */
async function clickTarget(page, sq, kind) {
  await page.waitForSelector(`[data-target="${sq}"]${kind ? `[data-kind="${kind}"]` : ""}`);
  await logged(page, () => clickSquare(page, sq));
}

/** Selects the unit on `from` (it must be marked as able to act) and acts on `to`. */
async function move(page, from, to, kind = "move") {
  await page.waitForSelector(`[data-origin="${from}"]`);
  await clickSquare(page, from);
  await page.waitForSelector(`[data-selected="${from}"]`);
  await clickTarget(page, to, kind);
}

/** A deployment: Fortress, Mountains, units (picked from the Reserve panel), then a click on the Fortress. */
async function deployment(page, { fortress, mountains, units }, name, { build = true } = {}) {
  if (build) await clickTarget(page, fortress, "fortress");
  for (const m of mountains) await clickTarget(page, m, "move");
  for (const [letter, sq] of units) {
    await page.click(`[data-testid="reserve-${letter}"]`);
    await clickTarget(page, sq, "move");
  }
  assert.match(await deployWords(page), /Click your Fortress to end your deployment/);
  await page.waitForSelector(`[data-fortress-action]`);
  if (name) await shot(page, name);
  await endDeployment(page, fortress);
}

const SOUTH = {
  fortress: "e2", mountains: ["a1", "b1", "k1"],
  units: [["K", "d1"], ["L", "e1"], ["R", "f1"], ["T", "g1"], ["A", "d2"], ["D", "g2"], ["H", "d3"], ["C", "g3"],
    ["E", "d4"], ["S", "e4"], ["R", "f4"], ["R", "g4"]],
};
const NORTH = { fortress: "h10", mountains: ["a12", "b12", "l12"], units: [["L", "j9"], ["D", "j10"], ["R", "h9"], ["L", "g12"]] };

test("a whole hot-seat game by clicking: choice, blind deployments, every unit, a siege executed, to the win", { timeout: 300_000 }, async () => {
  const { context, page } = await freshPage();
  await shot(page, "fortaleza-home");
  await newFortaleza(page, ["human", "human"]);
  // Nobody has seen anything yet: the first player starts at once, with no cover.
  await page.waitForSelector('[data-testid="choose-south-red"]');
  assert.equal(await page.locator('[data-testid="handover"]').count(), 0, "no hand-over at the start");
  assert.equal(await page.locator('[data-testid^="choose-"]').count(), 4);
  await shot(page, "fortaleza-choice");
  await logged(page, () => page.click('[data-testid="choose-south-red"]'));
  // The Fortress's legal anchors are marked; the pointer shows where it would stand.
  await page.waitForSelector('[data-target="e2"][data-kind="fortress"]');
  // The prompt's and the army panel's chips are the seat's as the players list draws it: the
  // army's letter on its colours.
  const chip = (where) => page.locator(`${where} [data-seat-mark]`).first().getAttribute("data-seat-mark");
  assert.equal(await chip(".status-line"), "R", "the prompt's chip carries the army's letter");
  assert.equal(await chip('[data-testid="army-0"] h2'), "R", "the army panel's chip carries the army's letter");
  assert.equal(await chip('[data-testid="players"]'), "R");
  assert.equal(await page.locator('[data-target="e6"][data-kind="fortress"]').count(), 0, "its ring would leave the South");
  await target(page, "e2").dispatchEvent("pointerenter");
  await page.waitForSelector('[data-ghost="e2"]');
  await shot(page, "fortaleza-build-fortress");
  // Lift and rebuild once (no unit out yet), then the whole deployment.
  await clickTarget(page, "c3", "fortress");
  assert.match(await deployWords(page), /lifts it/);
  await logged(page, () => clickSquare(page, "c3"));
  await page.waitForSelector('[data-target="e2"][data-kind="fortress"]');
  // A refused click says why, in the engine's words: a Mountain outside the territory.
  await clickTarget(page, "e2", "fortress");
  await clickSquare(page, "e9");
  await page.waitForSelector('[data-testid="reason"]');
  await shot(page, "fortaleza-refused-mountain");
  await deployment(page, SOUTH, "fortaleza-first-deployment", { build: false });

  // Hand-over: nothing of the first army is even in the page, covered or not.
  await page.waitForSelector('[data-testid="handover"]');
  assert.equal(await page.locator('.picture .unit').count(), 0, "no unit drawn under the cover");
  await shot(page, "fortaleza-handover");
  await page.click('[data-testid="handover-ready"]');
  await page.waitForSelector('[data-target="h10"][data-kind="fortress"]');
  assert.equal(await page.locator('.picture .unit[data-seat="0"]').count(), 0, "the first army is hidden");
  assert.equal(await page.locator('[data-testid="reserve-hidden-0"]').count(), 1, "so is its Reserve");
  const html = await page.content();
  assert.ok(!/data-seat="0"[^>]*data-unit|data-at="d1"/.test(html), "no trace of the first army's squares");
  const log = await page.textContent('[data-testid="log"]');
  assert.ok(!log.includes("@"), `the log does not say where the first army stands: ${log}`);
  assert.match(log, /troops move in the fog/);
  assert.equal(await page.locator('.picture .fortress[data-fortress="0"]').count(), 1, "his Fortress stays visible");
  await shot(page, "fortaleza-second-deployment-blind");
  await deployment(page, NORTH, "fortaleza-second-deployment");

  // The reveal: both armies, the first player to move, no more hand-over.
  await page.waitForSelector('.picture .unit[data-seat="0"][data-at="d1"][data-unit="K"]');
  assert.equal(await page.locator('.picture .unit').count(), 16);
  assert.equal(await page.locator('[data-testid="handover"]').count(), 0);
  await shot(page, "fortaleza-reveal");

  // 1. Forced March: the g4 Rabble, then the march is ended by hand.
  await move(page, "g4", "g5");
  await page.waitForSelector('[data-testid="end-march"]');
  assert.match(await page.textContent('[data-testid="prompt"]'), /Forced March/);
  await shot(page, "fortaleza-forced-march");
  await logged(page, () => page.click('[data-testid="end-march"]'));
  await move(page, "j10", "k10");
  // 2. The Scorpion: a plain shot at j9, or the Skewer through it to k10.
  await clickSquare(page, "e4");
  await page.waitForSelector('[data-target="j9"][data-kind="shot"]');
  await page.waitForSelector('[data-target="k10"][data-kind="skewer"]');
  await shot(page, "fortaleza-skewer");
  await clickTarget(page, "k10", "skewer");
  assert.equal(await page.locator('.picture .unit[data-at="j9"], .picture .unit[data-at="k10"]').count(), 0, "both are taken");
  assert.equal(await page.locator('[data-testid="dungeon-0"] button').count(), 2, "a Lancer and a Dragon in the Dungeon");
  const shuffle = ["g12", "f12"];
  let s = 0;
  const answer = async () => { await move(page, shuffle[s % 2], shuffle[(s + 1) % 2]); s++; };
  await answer();
  // 3. Relay: the Lancer swaps with the Rabble beside it.
  await clickSquare(page, "e1");
  await page.waitForSelector('[data-target="f1"][data-kind="relay"]');
  await shot(page, "fortaleza-relay");
  await clickTarget(page, "f1", "relay");
  await page.waitForSelector('.picture .unit[data-at="f1"][data-unit="L"]');
  await answer();
  // 4–9. Archer, Heavy Cavalry, Light Cavalry, Elephant, Dragon, Trebuchet.
  for (const [from, to] of [["d2", "c3"], ["d3", "c5"], ["g3", "h6"], ["d4", "d9"], ["g2", "j5"], ["g1", "h2"]]) {
    if (from === "d4") {
      await clickSquare(page, from);
      await page.waitForSelector('[data-target="d9"]');
      await shot(page, "fortaleza-elephant-moves");
      await clickTarget(page, to, "move");
    } else {
      await move(page, from, to);
    }
    await answer();
  }
  // 10. The Trebuchet shoots along its column, over the Light Cavalry and the water.
  await move(page, "h2", "h9", "shot");
  await answer();
  // 11. The King.
  await move(page, "d1", "d2");
  await answer();
  // 12. A Forced March of two Rabbles ends the turn by itself.
  await move(page, "g5", "g6");
  await move(page, "f4", "f5");
  assert.equal(await page.locator('[data-testid="end-march"]').count(), 0);
  await answer();
  // 13. A unit from the Reserve onto a free square of the ring.
  await page.click('[data-testid="reserve-A"]');
  await clickTarget(page, "d3", "move");
  await answer();
  // 14–15. The siege: an Elephant and a Light Cavalry on the North Exit Ring.
  await move(page, "d9", "g9");
  await answer();
  await move(page, "h6", "i9");
  await page.waitForSelector('[data-testid="siege"]');
  assert.match(await page.textContent('[data-testid="siege"]'), /besieges your Fortress from g9, i9/);
  assert.equal(await page.locator('.picture .fortress[data-fortress="1"][data-besieged="true"]').count(), 1);
  await shot(page, "fortaleza-siege-laid");
  await answer(); // not breaking it
  // 16. Execute it by selecting the enemy Fortress.
  await page.waitForSelector('[data-testid="execute-siege"]');
  await page.waitForSelector('[data-fortress-action="1"]');
  await shot(page, "fortaleza-siege-stands");
  await clickSquare(page, "h10");
  await page.waitForSelector('[data-testid="end-screen"]');
  // Two humans share the device: the winner is named, not "You".
  assert.match(await page.textContent('[data-testid="end-screen"] h2'), /Player 1 wins/);
  await shot(page, "fortaleza-end");
  await page.click('[data-testid="end-screen"] [data-testid="review"]');
  assert.match(await page.textContent('[data-testid="prompt"]'), /King is taken\. Player 1 wins\./);
  assert.equal(await page.locator('[data-testid="dungeon-0"] [data-testid="dungeon-0-K"]').count(), 1, "his King in the Dungeon");
  await shot(page, "fortaleza-end-board");
  page.check();
  await context.close();
});

test("a siege with a prisoner to trade: the attacker frees his Elephant, the defender saves a Rabble", { timeout: 300_000 }, async () => {
  const { context, page } = await freshPage();
  await newFortaleza(page, ["human", "human"]);
  await logged(page, () => page.click('[data-testid="choose-south-red"]'));
  await deployment(page, SOUTH);
  await page.click('[data-testid="handover-ready"]');
  await deployment(page, NORTH);
  await move(page, "g4", "g5");
  await logged(page, () => page.click('[data-testid="end-march"]'));
  // The North Dragon flies over the water and takes the Elephant on its own.
  await move(page, "j10", "d4", "capture");
  for (const [from, to, kind] of [["g3", "h6"], ["g12", "f12"], ["h6", "i9"], ["f12", "g12"], ["g2", "j5"], ["g12", "f12"],
    ["j5", "j9", "capture"], ["f12", "g12"]]) {
    await move(page, from, to, kind);
  }
  await logged(page, () => page.click('[data-testid="execute-siege"]'));
  // The attacker frees a prisoner: a button, or the prisoner in the enemy Dungeon.
  await page.waitForSelector('[data-testid="rescue-E"]');
  assert.match(await page.textContent('[data-testid="prompt"]'), /Free one of your units from the enemy Dungeon/);
  await shot(page, "fortaleza-rescue");
  await logged(page, () => page.click('[data-testid="dungeon-1-E"]'));
  // The defender saves one unit from his Reserve onto a free square of his ring.
  await page.waitForSelector('[data-testid="save-R"]');
  assert.match(await page.textContent('[data-testid="prompt"]'), /save one unit from your Reserve/);
  await page.click('[data-testid="save-R"]');
  await page.waitForSelector('[data-target="j10"]');
  await shot(page, "fortaleza-save");
  await clickSquare(page, "j10");
  await page.waitForSelector('[data-testid="end-screen"]');
  // Two humans share the device: the winner is named, not "You".
  assert.match(await page.textContent('[data-testid="end-screen"] h2'), /Player 1 wins/);
  await page.click('[data-testid="end-screen"] [data-testid="review"]');
  await page.waitForSelector('.picture .unit[data-at="j10"][data-unit="R"][data-seat="1"]');
  assert.match(await page.textContent('[data-testid="reserve-0"]'), /Elephant ×2/, "the freed Elephant is back in the Reserve");
  await shot(page, "fortaleza-trade-end");
  page.check();
  await context.close();
});

/** One human action on the board: End march, else a unit from the Reserve onto its first square,
 *  else a unit's first target. */
async function humanTurn(page) {
  const before = await logLength(page);
  const reserve = page.locator('button[data-testid^="reserve-"]:not([disabled])');
  if (await page.locator('[data-testid="end-march"]').count()) {
    await page.click('[data-testid="end-march"]');
  } else if (await reserve.count()) {
    await reserve.first().click();
    await clickSquare(page, await page.locator("[data-target]").first().getAttribute("data-target"));
  } else {
    const origins = page.locator("[data-origin]");
    const n = await origins.count();
    for (let i = 0; i < n; i++) {
      const from = await origins.nth(i).getAttribute("data-origin");
      await clickSquare(page, from);
      const first = page.locator("[data-target]").first();
      if (await first.count()) {
        await clickSquare(page, await first.getAttribute("data-target"));
        break;
      }
    }
  }
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log"] li').length > n, before);
}

test("against a bot: it deploys blind and answers, the page never freezes, and the help shows at 1 s and 3 s", { timeout: 300_000 }, async () => {
  const { context, page } = await freshPage({ width: 1280, height: 1100 }, { longTasks: true });
  await newFortaleza(page, ["human", "easy"]);
  assert.equal(await page.locator('[data-testid="handover"]').count(), 0, "one human: no hand-over");
  await page.evaluate(() => { window.__longTasks = []; });
  await logged(page, () => page.click('[data-testid="choose-north-black"]'));
  const anchor = await page.locator('[data-kind="fortress"]').first().getAttribute("data-target");
  await clickTarget(page, anchor, "fortress");
  for (let i = 0; i < 3; i++) {
    const m = await page.locator('[data-target][data-kind="move"]').first().getAttribute("data-target");
    await clickTarget(page, m, "move");
  }
  for (const letter of ["K", "D", "E"]) {
    await page.click(`[data-testid="reserve-${letter}"]`);
    const sq = await page.locator('[data-target][data-kind="move"]').first().getAttribute("data-target");
    await clickTarget(page, sq, "move");
  }
  await logged(page, () => clickSquare(page, anchor));
  // The bot builds and deploys in the fog; then the battle, the human (first player) moving first.
  await page.waitForSelector('.picture .unit[data-seat="1"]', { timeout: 180_000 });
  await shot(page, "fortaleza-bot-reveal");
  let humanTurns = 0;
  const lastMoves = new Set();
  for (let step = 0; step < 400 && humanTurns < 4; step++) {
    if (await page.locator('[data-testid="end-screen"]').count()) break;
    lastMoves.add((await page.locator('[data-testid="last-move"] span').last().textContent()).trim());
    const mine = await page.locator('[data-origin], [data-testid="end-march"], button[data-testid^="reserve-"]:not([disabled])').count();
    const live = (await page.textContent('[data-testid="prompt"]')).startsWith("You");
    if (mine && live) {
      await humanTurn(page);
      humanTurns++;
    } else {
      await page.waitForTimeout(50);
    }
  }
  assert.ok(humanTurns >= 3, `the human played (${humanTurns} turns)`);
  // The last-move line spells a battle move out: the unit's name and its squares in words.
  const unit = "(King|Rabble|Lancer|Archer|Light Cavalry|Heavy Cavalry|Elephant|Dragon|Trebuchet|Scorpion)";
  const battle = new RegExp(`^Bot \\(Second player\\): ${unit} (from [a-l]\\d+ (to|captures on) [a-l]\\d+|on [a-l]\\d+ (shoots at|skewers|swaps places))`);
  assert.ok([...lastMoves].some((t) => battle.test(t)), `a bot's move in words: ${[...lastMoves].join(" | ")}`);
  await shot(page, "fortaleza-bot-midgame");
  const longTasks = await page.evaluate(() => window.__longTasks);
  assert.ok(longTasks.every((d) => d <= 100), `long tasks over 100 ms during play: ${JSON.stringify(longTasks)}`);
  console.log(`# ${humanTurns} human turns, ${await logLength(page)} actions, long tasks: ${JSON.stringify(longTasks)}`);

  // The help: nothing at once, the text after 1 s, the squares after 3 s.
  if (!(await page.locator('[data-testid="end-screen"]').count())) {
    await page.waitForFunction(() => document.querySelector('[data-testid="prompt"]')?.textContent.startsWith("You"));
    const own = await page.locator('.picture .unit[data-seat="0"]').first().getAttribute("data-at");
    // The real pointer rests on the unit (the help line never moves the board under it).
    await target(page, "a1").hover();
    const t0 = Date.now();
    await target(page, own).hover();
    await page.waitForTimeout(300);
    assert.equal(await page.locator('[data-testid="unit-help"]').count(), 0, "no help before 1 s");
    await page.waitForSelector('[data-testid="unit-help"][data-level="1"]', { timeout: 3000 });
    const t1 = Date.now() - t0;
    assert.ok(t1 >= 900, `the text came after ${t1} ms`);
    assert.equal(await page.locator("[data-reach], [data-blocked]").count(), 0, "no squares yet");
    for (const part of ["moves", "blocked", "special"]) {
      assert.equal(await page.locator(`[data-testid="unit-help"] [data-part="${part}"] svg`).count(), 1, `${part}: an icon`);
    }
    await shot(page, "fortaleza-help-1s");
    await page.waitForSelector('[data-testid="unit-help"][data-level="2"]', { timeout: 4000 });
    const t2 = Date.now() - t0;
    assert.ok(t2 >= 2900, `the squares came after ${t2} ms`);
    assert.ok((await page.locator("[data-reach], [data-blocked]").count()) > 0, "reachable or blocked squares are marked");
    await shot(page, "fortaleza-help-3s");
    // Moving away clears it; H on the keyboard cursor brings it back at once.
    await target(page, "a1").hover();
    await page.waitForSelector('[data-testid="help-idle"]');
    await page.focus('[data-testid="board"]');
    await page.keyboard.press("ArrowUp");
    const at = await page.getAttribute('[data-testid="board"]', "data-cursor");
    await clickSquareKeyboardTo(page, at, own);
    await page.keyboard.press("h");
    await page.waitForSelector('[data-testid="unit-help"][data-level="1"]');
    await page.keyboard.press("h");
    await page.waitForSelector('[data-testid="unit-help"][data-level="2"]');
    await shot(page, "fortaleza-help-keyboard");
  }
  page.check();
  await context.close();
});

/** Walks the keyboard cursor from `from` to `to` with the arrows. */
async function clickSquareKeyboardTo(page, from, to) {
  const col = (s) => s.charCodeAt(0) - 97, row = (s) => parseInt(s.slice(1), 10);
  let [c, r] = [col(from), row(from)];
  while (c !== col(to)) { await page.keyboard.press(c < col(to) ? "ArrowRight" : "ArrowLeft"); c += c < col(to) ? 1 : -1; }
  while (r !== row(to)) { await page.keyboard.press(r < row(to) ? "ArrowUp" : "ArrowDown"); r += r < row(to) ? 1 : -1; }
  assert.equal(await page.getAttribute('[data-testid="board"]', "data-cursor"), to);
}

test("rules help shows a diagram of each unit's moves", async () => {
  const { context, page } = await freshPage({ width: 1200, height: 1000 });
  await page.click('[data-game="fortaleza"] button >> text=How to play');
  await page.waitForSelector('[data-testid="rules-diagrams"] figure');
  assert.equal(await page.locator('[data-testid="rules-diagrams"] figure').count(), 10);
  assert.ok(await page.locator('[data-testid="rules-diagrams"] [data-reach]').count() > 20, "reachable squares are drawn");
  assert.ok(await page.locator('[data-testid="rules-diagrams"] [data-blocked]').count() > 5, "and blocked ones");
  await shot(page, "fortaleza-rules");
  page.check();
  await context.close();
});

/** A page whose settings already hold a language (as the language picker saves it). */
async function pageIn(language, viewport = { width: 1280, height: 1100 }) {
  const context = await browser.newContext({ viewport });
  const page = await openPageIn(context, srv.base, language);
  return { context, page };
}

/** A short deployment: Fortress, the three Mountains, a few units, then a click on the Fortress. */
async function shortDeployment(page, { fortress, mountains, units }) {
  await clickTarget(page, fortress, "fortress");
  for (const m of mountains) await clickTarget(page, m, "move");
  for (const [letter, sq] of units) {
    await page.click(`[data-testid="reserve-${letter}"]`);
    await clickTarget(page, sq, "move");
  }
  await page.waitForSelector(`[data-fortress-action]`);
  await endDeployment(page, fortress);
}

test("Fortaleza in Spanish, the rulebook's language: prompts, panels, help line, log and rules help", { timeout: 120_000 }, async () => {
  const { context, page } = await pageIn("es");
  await newFortaleza(page, ["human", "human"]);
  await page.waitForSelector('[data-testid="choose-south-red"]');
  assert.match(await page.textContent('[data-testid="choose-south-red"]'), /Sur \(filas 1–6\), Rojo y Oro/);
  await logged(page, () => page.click('[data-testid="choose-south-red"]'));
  assert.match(await page.textContent('[data-testid="prompt"]'), /Construye tu Fortaleza/);
  await clickTarget(page, "e2", "fortress");
  assert.match(await deployWords(page), /Falta: colocar 3 Montañas más; desplegar al menos una unidad/);
  // A refused click says why in Spanish: a Mountain outside the territory.
  await clickSquare(page, "e9");
  assert.match(await page.textContent('[data-testid="reason"]'), /Las Montañas van dentro de tu propio Territorio/);
  const army = await page.textContent('[data-testid="army-0"]');
  for (const words of ["Reserva", "Mazmorra", "Chusma ×4", "Caballería Ligera ×1", "Montaña ×3"]) assert.ok(army.includes(words), `army panel: ${words}`);
  for (const m of ["a1", "b1", "k1"]) await clickTarget(page, m, "move");
  for (const [letter, sq] of [["K", "d1"], ["R", "f1"], ["R", "g4"]]) {
    await page.click(`[data-testid="reserve-${letter}"]`);
    await clickTarget(page, sq, "move");
  }
  assert.match(await deployWords(page), /Haz clic en tu Fortaleza para terminar el despliegue/);
  await endDeployment(page, "e2");
  await page.click('[data-testid="handover-ready"]');
  assert.match(await page.textContent('[data-testid="log"]'), /las tropas se mueven en la niebla/);
  assert.match(await page.textContent('[data-testid="reserve-hidden-0"]'), /oculta en la Niebla de Guerra/);
  await shortDeployment(page, { fortress: "h10", mountains: ["a12", "b12", "l12"], units: [["K", "i9"], ["R", "h9"]] });
  // The battle: the first player's Rabble steps forward, and a Forced March may follow.
  await page.waitForSelector('.picture .unit[data-seat="0"][data-at="d1"][data-unit="K"]');
  await move(page, "g4", "g5");
  await page.waitForSelector('[data-testid="end-march"]');
  assert.match(await page.textContent('[data-testid="prompt"]'), /Marcha Forzada — mueve otra Chusma/);
  assert.match(await page.textContent('[data-testid="end-march"]'), /Terminar la marcha/);
  const log = await page.textContent('[data-testid="log"]');
  for (const words of ["Sur, Rojo y Oro", "Fortaleza e2", "Montaña a1", "fin del despliegue"]) assert.ok(log.includes(words), `log: ${words}`);
  // The help line: a unit's help after the pointer rests on it.
  await target(page, "d1").dispatchEvent("pointerenter");
  await page.waitForSelector('[data-testid="unit-help"][data-level="1"]', { timeout: 3000 });
  const help = await page.textContent('[data-testid="unit-help"]');
  assert.match(help, /Rey \(Rojo y Oro\)/);
  assert.match(help, /La pieza clave/);
  assert.match(await page.textContent('[data-testid="inspect"]'), /^d1: Rey \(Rojo y Oro\) · Anillo de Salida \(Rojo y Oro\) · Territorio \(Rojo y Oro\)/);
  await assertNoRawKeys(page, "fortaleza");
  await shot(page, "fortaleza-es");
  await page.click('[data-testid="rules"]');
  await page.waitForSelector('[data-testid="rules-diagrams"] figure');
  const rules = await page.textContent(".rules-text");
  for (const words of ["OBJETIVO", "Chusma", "Marcha Forzada", "Anillo de Salida", "Trabuquete"]) assert.ok(rules.includes(words), `rules: ${words}`);
  assert.doesNotMatch(rules, /\bRabble\b|\bDungeon\b/, "no English left in the rules help");
  await assertNoRawKeys(page, "fortaleza");
  await shot(page, "fortaleza-es-rules");
  page.check();
  await context.close();
});

test("Fortaleza in Russian: the Reserve and the deployment prompt, long words wrap", { timeout: 60_000 }, async () => {
  const { context, page } = await pageIn("ru", { width: 1000, height: 1000 });
  await newFortaleza(page, ["human", "human"]);
  await logged(page, () => page.click('[data-testid="choose-north-black"]'));
  await clickTarget(page, "h10", "fortress");
  await clickTarget(page, "a12", "move");
  assert.match(await deployWords(page), /Осталось: разместить ещё 2 Горы/);
  await clickTarget(page, "b12", "move");
  assert.match(await deployWords(page), /Осталось: разместить ещё 1 Гору/);
  const army = await page.textContent('[data-testid="army-0"]');
  for (const words of ["Резерв", "Темница", "Чернь ×4", "Лёгкая кавалерия ×1"]) assert.ok(army.includes(words), `army panel: ${words}`);
  await assertNoRawKeys(page, "fortaleza");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
  assert.equal(overflow, false, "nothing sticks out sideways");
  await shot(page, "fortaleza-ru");
  page.check();
  await context.close();
});

test("the last turn is marked on the board: the bot's blind deployment by its works only, then its moves where the line says", { timeout: 300_000 }, async () => {
  const { context, page } = await freshPage({ width: 1366, height: 860 });
  await newFortaleza(page, ["human", "normal"], { seed: "11" });
  const marked = () => page.evaluate(() => [...document.querySelectorAll("svg.board .last-move-to, svg.board .last-move-from")]
    .map((m) => ({ at: m.dataset.at, reached: m.classList.contains("last-move-to") })));
  await logged(page, () => page.click('[data-testid="choose-south-red"]'));
  await clickTarget(page, "e2", "fortress");
  assert.deepEqual((await marked()).filter((m) => m.reached).map((m) => m.at).sort(), ["e2", "e3", "f2", "f3"], "the Fortress just built");
  for (const m of ["a1", "b1", "k1"]) await clickTarget(page, m, "move");
  await page.click('[data-testid="reserve-K"]');
  await clickTarget(page, "d1", "move");
  // A long run marks its newest actions (as the last-move line lists them), not every square.
  assert.deepEqual((await marked()).map((m) => m.at).sort(), ["b1", "d1", "k1"]);
  await logged(page, () => page.click('[data-testid="end-deployment"]'));
  // The bot deploys in the fog: once the battle starts, its last turn is marked by what was seen
  // of it (its Fortress and Mountains), never a square a unit was put on in the fog.
  await page.waitForSelector('.picture .unit[data-seat="1"]', { timeout: 180_000 });
  await page.waitForFunction(() => document.querySelector('[data-testid="prompt"]')?.textContent.startsWith("You"), null, { timeout: 60_000 });
  const seen = await marked();
  assert.ok(seen.length > 0, "the bot's deployment is marked");
  for (const { at } of seen) {
    assert.match(await target(page, at).getAttribute("aria-label"), /^[a-l]\d+: (Mountain|Black & Silver Fortress)/, `${at} is one of its works`);
  }
  // A battle move of the human, then the bot's: marked where the line says it went.
  await humanTurn(page);
  await page.waitForFunction(() => !document.querySelector('[data-testid="thinking"]')
    && document.querySelector('[data-testid="prompt"]')?.textContent.startsWith("You"), null, { timeout: 60_000 });
  const said = await page.textContent('[data-testid="last-move"]');
  const squares = [...said.matchAll(/\b([a-l]\d{1,2})\b/g)].map((m) => m[1]);
  const bot = await marked();
  assert.ok(bot.length > 0, `the bot's move is marked (${said})`);
  for (const { at } of bot) assert.ok(squares.includes(at), `${at} is a square of "${said}"`);
  assert.ok(bot.some((m) => m.reached && m.at === squares[squares.length - 1]), `where it ended is marked (${said})`);
  await shot(page, "fortaleza-last-move-bot");
  page.check();
  await context.close();
});
