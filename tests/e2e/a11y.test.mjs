// Accessibility: moves (bots' too) are announced in a live region, and so are the squares the
// player can act on when something is selected or a new step begins (the A key says them
// again), each target cell's accessible name saying so; the page's title and description follow
// the screen and the language; every seat carries a shape or letter besides its colour;
// axe-core checks every screen — home, each game's new-game dialog, each game's
// board in each of its views, the hand-over, the share dialog, the end screen, the saved games
// and the rules pages — and the suite fails on any violation.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { AxeBuilder } from "@axe-core/playwright";
import { serve, launch, openPage, openPageWith, openPageIn, newGame, newTorri, torriHumanAction, shot, squareTarget, SIZES, fixtureSave, storeSaves } from "./harness.mjs";

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

/** A page on the home screen with animations off, instant bots and `settings`. */
async function freshPage(contextOptions, settings = {}) {
  const context = await browser.newContext(contextOptions);
  return { context, page: await openPageWith(context, srv.base, settings) };
}

/** The new-game dialog of `game` with `players` human seats (and the seed, if given). */
async function humansDialog(page, game, { players = 2, seed = null } = {}) {
  await page.click(`[data-testid="new-${game}"]`);
  // The dialog is drawn once the game's words are in (they may still be on their way).
  await page.waitForSelector('[data-testid="start"]');
  const count = page.locator(`[data-testid="players-${players}"]`);
  if (await count.count()) await count.click();
  for (let i = 1; i < players; i++) await page.selectOption(`[data-testid="seat-kind-${i}"]`, "human");
  if (seed) await page.fill('[data-testid="seed"]', seed);
}

async function start(page) {
  await page.click('[data-testid="start"]');
  await page.waitForSelector('[data-testid="board"]');
}

/** Torres: clicks the first target (and a choice's first button) until `done()`. */
async function playFirstTargetsUntil(page, done) {
  for (let i = 0; i < 12 && !(await done()); i++) {
    if (await page.locator('[data-testid="handover-ready"]').count()) await page.click('[data-testid="handover-ready"]');
    const before = await page.locator('[data-testid="log"] li').count();
    const first = await page.locator("[data-target]").first().getAttribute("data-target");
    await (await squareTarget(page, first)).click();
    if (await page.locator('[data-testid="choice-0"]').count()) await page.click('[data-testid="choice-0"]');
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log"] li').length > n, before);
  }
  if (await page.locator('[data-testid="handover-ready"]').count()) await page.click('[data-testid="handover-ready"]');
}

test("every screen passes axe", { timeout: 300_000 }, async () => {
  const { context, page } = await freshPage({ viewport: { width: 1280, height: 900 } });
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

// The shared screens in every state a player meets, checked by axe (colour contrast included):
// the result of every game (the dialog, then the finished board behind it), the saved games with
// finished, running and damaged entries, home with a finished game, a notice, a hint shown, the
// question before resigning and a resigned game's result, the history stepped back, a game between
// bots paused; on a desktop, on a phone upright and held sideways.
test("every game's result, the saved games and the play screen's states pass axe, at every size", { timeout: 600_000 }, async () => {
  const human = (name) => ({ name, kind: "Human" });
  const bot = (name) => ({ name, kind: { Bot: "normal" } });
  const torres = fixtureSave("torres_cards_off_2p_r2.json", [human("Anna"), bot("Bruno")], "Torres final");
  const finished = {
    torres,
    torri: fixtureSave("torri_3p_no_limit_r2.json", [human("Carla"), human("Dario"), bot("Emil")], "Torri final"),
    voldetour: fixtureSave("voldetour_2p_r1.json", [human("Fay"), bot("Gus")], "Race"),
    fortaleza: fixtureSave("fortaleza_2p_r1.json", [human("Hana"), human("Ivo")], "Fortaleza draw"),
  };
  const saves = {
    ...finished,
    going: fixtureSave("torri_2p_r2.json", [human("Jan"), bot("Kai")], "Still going"),
    broken: { ...torres, title: "Broken", actions: torres.actions.map((a, i) => (i === 5 ? 785 : a)) },
  };
  for (const [size, options] of Object.entries(SIZES)) {
    const { context, page } = await freshPage(options);
    await storeSaves(page, saves, "broken");
    // The game in progress could not be resumed: an error notice on home.
    await page.waitForSelector('[data-testid="notice"]');
    await noViolations(page, `home with an error notice (${size})`);
    await page.click('[data-testid="open-saves"]');
    await page.waitForSelector('[data-testid="damaged-save"]');
    await noViolations(page, `saved games (${size})`);
    await shot(page, `a11y-saves-${size}`);
    for (const [game, save] of Object.entries(finished)) {
      await page.locator('[data-testid="save-entry"]', { hasText: save.title }).locator('[data-testid="review-save"]').click();
      await page.waitForSelector('[data-testid="end-screen"]');
      await noViolations(page, `${game}: the result (${size})`);
      await shot(page, `a11y-result-${game}-${size}`);
      await page.click('[data-testid="review"]');
      await page.waitForSelector('[data-testid="end-screen"]', { state: "detached" });
      await noViolations(page, `${game}: the finished game (${size})`);
      // The history stepped back: the log's line shown is marked.
      await page.click('[data-testid="step-back"]');
      await noViolations(page, `${game}: the finished game, a step back (${size})`);
      await page.click('[data-testid="menu"]');
      await page.click('[data-testid="open-saves"]');
      await page.waitForSelector('[data-testid="save-entry"]');
    }
    // Home with a finished game as the last one played (no Continue: its result).
    await page.click('[data-testid="back"]');
    await page.waitForSelector('[data-testid="review-current"]');
    await noViolations(page, `home with a finished game (${size})`);
    // A hint shown, in each game, and a link copied (an information notice).
    for (const game of GAMES) {
      await newGame(page, game, ["human", "easy"], { seed: "11" });
      await page.waitForSelector('[data-testid="hint"]:not([disabled])');
      await page.click('[data-testid="hint"]');
      await page.waitForSelector('[data-testid="hint-text"]', { timeout: 60_000 });
      await noViolations(page, `${game}: a hint shown (${size})`);
      // Resigning, asked; then the result of a resigned game.
      await page.click('[data-testid="resign"]');
      await page.waitForSelector('[data-testid="resign-dialog"]');
      await noViolations(page, `${game}: resign? (${size})`);
      await page.click('[data-testid="resign-confirm"]');
      await page.waitForSelector('[data-testid="end-screen"]');
      await noViolations(page, `${game}: the result of a resignation (${size})`);
      await page.click('[data-testid="review"]');
      await page.click('[data-testid="menu"]');
    }
    // Bots between themselves, paused mid-turn.
    await newGame(page, "torres", ["easy", "easy"], { seed: "31" });
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="log"] li').length > 20, null, { timeout: 60_000 });
    await page.click('[data-testid="pause"]');
    await noViolations(page, `bots paused (${size})`);
    page.check();
    await context.close();
  }
});

test("the end screen passes axe", { timeout: 300_000 }, async () => {
  const { context, page } = await freshPage({ viewport: { width: 1280, height: 900 } });
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
  // The chart's legend and line ends carry each seat's shape, as the players strip does.
  const legend = await page.evaluate(() => [...document.querySelectorAll('[data-testid="score-chart"] [data-seat-mark]')].map((m) => m.dataset.seatMark));
  assert.deepEqual([...new Set(legend)].sort(), ["disc", "square"], `the chart marks both seats: ${legend}`);
  await shot(page, "end-screen-chart-marks");
  await noViolations(page, "end screen");
  page.check();
  await context.close();
});

test("a bot's instant turn is said whole, not as its last action", { timeout: 60_000 }, async () => {
  const { context, page } = await freshPage({ viewport: { width: 1280, height: 900 } });
  // The bot opens: at instant speed its whole turn (Block, Stair, then the Lord or the end of
  // the turn) is played at once, and the human's prompt follows.
  await newGame(page, "voldetour", ["easy", "human"]);
  const [botName, human] = (await page.locator('[data-testid="player"] .name').allTextContents()).map((n) => n.trim());
  await page.waitForFunction((name) => document.querySelector('[data-testid="prompt"]')?.textContent.includes(`${name}:`), human);
  const said = (await page.textContent('[data-testid="announce"]')).trim();
  assert.ok(said.startsWith(`${botName}: `), `the bot's turn is said with its name: ${said}`);
  assert.doesNotMatch(said, /end of turn/, "a bare end of the turn is not what is said");
  // What screen readers hear is what the last-move line shows (a turn of three actions or fewer).
  const shown = (await page.textContent('[data-testid="last-move"] .said')).trim();
  assert.equal(said, shown);
  page.check();
  await context.close();
});

/** The board's part of the live region, without the no-break space that makes a repeat a change. */
async function targetsSaid(page) {
  return (await page.textContent('[data-testid="announce-targets"]')).replace(/\u00a0/g, "").trim();
}

/** The gridcells whose accessible name says the player can act there (not "select this"). */
async function targetCells(page) {
  return page.evaluate(() => [...document.querySelectorAll('[data-testid="board"] [role="gridcell"]')]
    .filter((c) => / — /.test(c.getAttribute("aria-label")) && !/you can select this$/.test(c.getAttribute("aria-label")))
    .map((c) => ({ square: c.getAttribute("data-square"), label: c.getAttribute("aria-label") })));
}

/** The live region names the targets (listed or counted), the same squares whose cells say
 *  they are targets; the A key on the board says them again. Returns what was said. */
async function checkTargetsAnnounced(page, where, previous = null) {
  await page.waitForFunction((before) => {
    const said = document.querySelector('[data-testid="announce-targets"]')?.textContent ?? "";
    return /to act on/.test(said) && said.replace(/\u00a0/g, "").trim() !== before;
  }, previous, { timeout: 10_000 });
  const said = await targetsSaid(page);
  const m = said.match(/(\d+) squares? to act on(?:: ([a-z0-9, ]+)\.|;)/);
  assert.ok(m, `${where}: the targets are counted: "${said}"`);
  const cells = await targetCells(page);
  assert.equal(cells.length, Number(m[1]), `${where}: as many target cells as announced (${said})`);
  if (m[2]) {
    assert.deepEqual(m[2].split(", ").sort(), cells.map((c) => c.square).sort(), `${where}: the listed squares are the target cells`);
  }
  // The cell under the cursor would be read with its target note.
  assert.match(cells[0].label, new RegExp(`^${cells[0].square}\\b.* — .+`), `${where}: a target cell's name says so`);
  // The key says them again: the same words, made a change for the screen reader.
  const raw = await page.textContent('[data-testid="announce-targets"]');
  await page.focus('[data-testid="board"]');
  await page.keyboard.press("KeyA");
  await page.waitForFunction((before) => document.querySelector('[data-testid="announce-targets"]').textContent !== before, raw);
  assert.equal(await targetsSaid(page), said, `${where}: A repeats the targets`);
  return said;
}

test("each game: a selection or a new step announces its targets; target cells say so; A repeats them", { timeout: 300_000 }, async () => {
  const { context, page } = await freshPage({ viewport: { width: 1280, height: 1000 } });

  // Torres: the first step (a knight's start square) needs no selection.
  await humansDialog(page, "torres", { seed: "4242" });
  await start(page);
  if (await page.locator('[data-testid="handover-ready"]').count()) await page.click('[data-testid="handover-ready"]');
  const torres = await checkTargetsAnnounced(page, "Torres, first knight");
  assert.match((await targetCells(page))[0].label, / — you can act here$/, "a start square is a plain target");
  await noViolations(page, "Torres with targets");
  // The start knights, then a knight picked up: its targets say what a click there does.
  await playFirstTargetsUntil(page, async () => (await page.locator("[data-origin]").count()) > 0);
  const knight = await page.locator("[data-origin]").first().getAttribute("data-origin");
  const beforePick = await targetsSaid(page);
  assert.match(beforePick, /to select from/, `the knights that can move are said: ${beforePick}`);
  await (await squareTarget(page, knight)).click();
  const torresKnight = await checkTargetsAnnounced(page, `Torres, the knight on ${knight}`, beforePick);
  assert.ok((await targetCells(page)).some((c) => / — (Step|Through the castle) \(1 AP\)/.test(c.label)),
    "a knight's targets say what the move is");
  console.log(`# Torres: ${torres} / knight on ${knight}: ${torresKnight}`);
  await page.click('[data-testid="menu"]');

  // Torri: picking a stack for a height move lists where it can go.
  await newTorri(page, ["human", "human"], { seed: "12345" });
  await page.waitForFunction(() => /to select from/.test(document.querySelector('[data-testid="announce-targets"]').textContent));
  const origin = await page.locator("[data-origin]").first().getAttribute("data-origin");
  const beforeStack = await targetsSaid(page);
  await (await squareTarget(page, origin)).click();
  const torri = await checkTargetsAnnounced(page, `Torri, the stack on ${origin}`, beforeStack);
  assert.doesNotMatch(torri, /to select from/, "with a stack in hand, only its targets are said");
  // A target's name says the move a click makes, in the log's notation ("c1-c2").
  const torriTarget = (await targetCells(page))[0];
  assert.ok(torriTarget.label.includes(` — ${origin}-${torriTarget.square}`) || torriTarget.label.includes(` — ${origin}x${torriTarget.square}`),
    `a Torri target names its move: ${torriTarget.label}`);
  console.log(`# Torri: ${torri}`);
  await page.click('[data-testid="menu"]');

  // Voldétour: a Block taken from the reserve (key 1).
  await humansDialog(page, "voldetour");
  await start(page);
  await page.focus('[data-testid="board"]');
  await page.keyboard.press("Digit1");
  const voldetour = await checkTargetsAnnounced(page, "Voldétour, Block 1");
  // A target's name says the placement a click makes (as the log writes it), not only that
  // the player can act there.
  const placementLabel = (await targetCells(page))[0].label;
  assert.doesNotMatch(placementLabel, /you can act here$/, `a Voldétour target names its placement: ${placementLabel}`);
  console.log(`# Voldétour: ${voldetour} / a target: ${placementLabel}`);
  await page.click('[data-testid="menu"]');

  // Fortaleza: the Fortress's anchors (a new step), then a unit from the Reserve.
  await humansDialog(page, "fortaleza", { seed: "7" });
  await start(page);
  await page.click('[data-testid="choose-south-red"]');
  await page.waitForSelector('[data-target="e2"]');
  const anchors = await checkTargetsAnnounced(page, "Fortaleza, the Fortress");
  assert.ok((await targetCells(page)).some((c) => / — build the Fortress here$/.test(c.label)), "Fortaleza names what a click does");
  await (await squareTarget(page, "e2")).click();
  for (const m of ["a1", "b1", "k1"]) {
    await page.waitForSelector(`[data-target="${m}"]`);
    await (await squareTarget(page, m)).click();
    await page.waitForFunction((sq) => !document.querySelector(`[data-target="${sq}"]`), m);
  }
  const beforeKing = await targetsSaid(page);
  await page.click('[data-testid="reserve-K"]');
  const deploy = await checkTargetsAnnounced(page, "Fortaleza, the King from the Reserve", beforeKing);
  assert.ok((await targetCells(page)).every((c) => / — deploy here$/.test(c.label)), "a deployment's cells say so");
  console.log(`# Fortaleza: ${anchors} / ${deploy}`);
  page.check();
  await context.close();
});

test("the page's title and description follow the screen and the language", { timeout: 120_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await openPageIn(context, srv.base, "de");
  assert.equal(await page.title(), "Castellan — Turm- und Burgenspiele");
  const description = () => page.getAttribute('meta[name="description"]', "content");
  assert.match(await description(), /^Turm- und Burgen-Brettspiele im Browser/);
  await page.click('[data-testid="new-torres"]');
  await page.waitForFunction(() => document.title === "Neue Partie: Torres — Castellan");
  await page.click('[data-testid="start"]');
  await page.waitForSelector('[data-testid="board"]');
  assert.equal(await page.title(), "Torres — Castellan");
  await page.selectOption('[data-testid="language"]', "fr");
  await page.waitForSelector('html[lang="fr"] [data-testid="board"]');
  await page.waitForFunction(() => /^Jeux de plateau de tours/.test(document.querySelector('meta[name="description"]').content));
  assert.equal(await page.title(), "Torres — Castellan");
  await page.click('[data-testid="rules"]');
  await page.waitForFunction(() => document.title.endsWith(" — Castellan") && document.title.includes("Torres") && document.title !== "Torres — Castellan");
  console.log(`# rules page title in French: ${await page.title()}`);
  // <noscript> speaks every language (no script can translate it).
  const noscript = await page.evaluate(async () => (await (await fetch(location.href)).text()).match(/<noscript>([\s\S]*?)<\/noscript>/)[1]);
  for (const word of ["JavaScript", "benötigt", "necesita", "nécessite", "richiede", "szükséges", "нужны"]) {
    assert.ok(noscript.includes(word), `<noscript> has "${word}"`);
  }
  page.check();
  await context.close();
});

test("Torres and Torri mark every seat with a shape as well as a colour (2-D, 3-D, phone)", { timeout: 300_000 }, async () => {
  for (const viewport of [{ width: 1280, height: 900, name: "desktop" }, { width: 390, height: 844, name: "phone" }]) {
    const phone = viewport.name === "phone" ? { isMobile: true, hasTouch: true } : {};
    const { context, page } = await freshPage({ viewport, ...phone }, { three_d: false, view_chosen: true });
    // Torres, four seats, every knight placed by clicking the first target.
    await humansDialog(page, "torres", { players: 4, seed: "4242" });
    const marks = await page.evaluate(() => [...document.querySelectorAll('[data-testid="seat-row"] [data-seat-mark]')].map((s) => s.dataset.seatMark));
    assert.deepEqual(marks, ["disc", "square", "triangle", "diamond"], "the new-game seats show their shapes");
    await start(page);
    // Every seat's first knight.
    await playFirstTargetsUntil(page, async () => (await page.locator(".knight").count()) >= 4);
    const knights = await page.locator(".knight .seat-mark").count();
    assert.ok(knights >= 4, `knights carry their seat's shape (${knights})`);
    const strip = await page.evaluate(() => [...document.querySelectorAll('[data-testid="player"] [data-seat-mark]')].map((s) => s.dataset.seatMark));
    assert.deepEqual(strip, ["disc", "square", "triangle", "diamond"], "the players strip shows the same shapes");
    assert.equal(await page.locator('[data-testid="score-track"] .seat-mark').count(), 4, "score markers carry the shapes");
    await shot(page, `torres-seat-marks-2d-${viewport.name}`);
    await page.click('[data-testid="view-toggle"]');
    await page.waitForSelector('[data-testid="board"][data-view="3d"]');
    assert.ok(await page.locator(".knight .seat-mark").count() >= 4, "3-D knights carry the shapes");
    await shot(page, `torres-seat-marks-3d-${viewport.name}`);
    await noViolations(page, `Torres seat marks, ${viewport.name}`);
    await page.click('[data-testid="menu"]');
    // Torri, four seats: the top piece of every stack carries its owner's shape.
    await newTorri(page, ["human", "human", "human", "human"]);
    const stacks = await page.locator(".stack").count();
    assert.equal(await page.locator(".stack .seat-mark").count(), stacks, "every stack's top piece has a shape");
    const shapes = await page.evaluate(() => new Set([...document.querySelectorAll(".stack .seat-mark")].map((s) => s.tagName)).size);
    assert.ok(shapes >= 3, "the four seats' shapes differ");
    await shot(page, `torri-seat-marks-${viewport.name}`);
    await noViolations(page, `Torri seat marks, ${viewport.name}`);
    page.check();
    await context.close();
  }
});

/** The names of the buttons shown, as a screen reader gives them (aria-label, else the text). */
async function buttonNames(page) {
  return page.evaluate(() => [...document.querySelectorAll("button")]
    .filter((b) => b.getClientRects().length)
    .map((b) => (b.getAttribute("aria-label") || b.textContent || b.getAttribute("title") || "").replace(/\s+/g, " ").trim()));
}

/** Fails if two buttons on the screen share a name, in `language`. */
async function uniqueButtonNames(page, where) {
  const names = await buttonNames(page);
  const twice = names.filter((n, i) => names.indexOf(n) !== i);
  assert.deepEqual(twice, [], `${where}: buttons sharing a name, so not saying what they act on: ${JSON.stringify(names)}`);
}

// Issue #22: a list of "New game", "How to play", "Resume" or "Delete" buttons tells a screen
// reader or voice-control user nothing; each names its game or saved game.
for (const language of ["en", "de", "ru"]) {
  test(`every button names what it acts on (${language}): home, saved games, new game, rules, game`, async () => {
    const context = await browser.newContext();
    const page = await openPageIn(context, srv.base, language);
    for (const seed of ["101", "202"]) {
      await newTorri(page, ["human", "human"], { seed });
      await torriHumanAction(page);
      await uniqueButtonNames(page, `${language}: the game`);
      await page.click('[data-testid="menu"]');
      await page.waitForSelector(".game-card");
      // Two games between the same players share a title; their names tell them apart by when
      // each was last played, to the second.
      await page.waitForTimeout(1100);
    }
    await uniqueButtonNames(page, `${language}: home`);
    await page.click('[data-testid="open-saves"]');
    await page.waitForSelector('[data-testid="save-entry"]');
    assert.ok((await page.locator('[data-testid="save-entry"]').count()) >= 2, "two saved games");
    await uniqueButtonNames(page, `${language}: saved games`);
    await page.click('[data-testid="back"]');
    for (const game of GAMES) {
      await page.click(`[data-testid="new-${game}"]`);
      await page.waitForSelector('[data-testid="start"]');
      await uniqueButtonNames(page, `${language}: new ${game} game`);
      await page.click('[data-testid="back"]');
      await page.click(`[data-testid="rules-${game}"]`);
      await page.waitForSelector(".rules-text h3");
      await uniqueButtonNames(page, `${language}: ${game} rules`);
      await page.click('[data-testid="rules-back"]');
      await page.waitForSelector(".game-card");
    }
    page.check();
    await context.close();
  });
}

// Issue 44, Fortaleza's deployment (boards helper): axe on each of its states, on a wide screen
// and on a phone (whose Reserve is a strip of tokens named for screen readers), and every
// Reserve button names its unit.
test("Fortaleza's deployment passes axe in each of its states, wide and on a phone", { timeout: 300_000 }, async () => {
  for (const [where, options] of [
    ["wide", { viewport: { width: 1366, height: 860 } }],
    ["phone", { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
  ]) {
    const { context, page } = await freshPage(options);
    await newGame(page, "fortaleza", ["human", "normal"], { seed: "11" });
    await noViolations(page, `${where}: the choice`);
    const logged = async (act) => {
      const n = await page.locator('[data-testid="log"] li').count();
      await act();
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log"] li').length > n, n);
    };
    const first = async () => {
      const sq = await page.locator("[data-target]").first().getAttribute("data-target");
      await logged(() => page.locator(`.hits .target[data-square="${sq}"]`).dispatchEvent("click"));
    };
    await logged(() => page.locator('[data-testid="choose-south-red"]').dispatchEvent("click"));
    await noViolations(page, `${where}: the Fortress to build`);
    await first();
    await noViolations(page, `${where}: the Mountains to place`);
    for (let i = 0; i < 3; i++) await first();
    await noViolations(page, `${where}: the units to deploy`);
    const names = await page.locator('[data-testid="reserve-0"] button').evaluateAll((buttons) =>
      buttons.map((b) => b.querySelector("svg.token").getAttribute("aria-label") + " " + b.textContent.trim()));
    for (const name of names) assert.match(name, /^Red & Gold \S.* ×\d$/, `a Reserve button names its unit: ${name}`);
    await page.locator('[data-testid="reserve-K"]').dispatchEvent("click");
    await first();
    await noViolations(page, `${where}: a unit deployed, the deployment can end`);
    await page.locator('[data-testid="reserve-0"] button:not([disabled])').first().dispatchEvent("click");
    await noViolations(page, `${where}: a unit in hand`);
    page.check();
    await context.close();
  }
});
