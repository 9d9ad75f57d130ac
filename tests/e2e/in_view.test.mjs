// What a player needs to act is on screen without scrolling: for every game, at 1366×860 with a
// mouse and at 390×844 with touch, at the start and mid-game, the board, whose turn it is, the
// prompt and the actions available now (End turn, the hand, the reserve, Fortaleza's set-up
// choices) lie inside the viewport at scroll 0; on a phone the game's top bar is one row. Writes a
// screenshot of each (viewport only: what the player sees before scrolling).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { serve, launch, openPageWith, openPageIn, newGame, SHOTS, logLength, squareTarget } from "./harness.mjs";

let srv, browser;
before(async () => { srv = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const SIZES = {
  desktop: { viewport: { width: 1366, height: 860 } },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
};

/** The parts a player must see to act, by game; those present in the page must be in view. */
const NEEDED = {
  // The last move too: what just happened, a bot's reply included, is said beside the players.
  common: ['[data-testid="board"]', '[data-testid="prompt"]', '[data-testid="players"] li.active', '[data-testid="last-move"]'],
  torres: ['[data-testid="end-turn"]', '[data-testid="hand"]', '[data-testid="ap"]', '[data-testid="card-pick"]'],
  torri: ['[data-testid="roll"]', '[data-testid="pass"]', '[data-testid="dice"]', '[data-testid="split-dialog"]'],
  // A reserve's first piece that can be taken now (the reserve goes on below it).
  voldetour: ['[data-testid="end-turn"]', '[data-testid="reserves"] .active button:not([disabled])', '[data-testid="place"]'],
  fortaleza: ['all:[data-testid^="choose-"]', '[data-testid="reserve-0"] button:not([disabled])', '[data-testid="end-deployment"]', '[data-testid="end-march"]'],
};

async function screenshot(page, name) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

/** Fails unless every needed part that is in the page lies wholly inside the viewport at scroll 0. */
async function assertInView(page, game, when) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const out = await page.evaluate((selectors) => {
    const vw = window.innerWidth, vh = window.innerHeight;
    // A bar fixed or sticky at the bottom covers what lies under it.
    const bar = document.querySelector(".turn-controls");
    const barTop = bar && getComputedStyle(bar).position === "sticky" ? bar.getBoundingClientRect().top : vh;
    const problems = [];
    for (const entry of selectors) {
      // "all:" checks every match (the four set-up choices), otherwise the first one shown.
      const all = entry.startsWith("all:");
      const sel = all ? entry.slice(4) : entry;
      for (const el of document.querySelectorAll(sel)) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue; // not shown
        const bottom = el.closest(".turn-controls") ? vh : Math.min(vh, barTop);
        if (r.top < -1 || r.left < -1 || r.right > vw + 1 || r.bottom > bottom + 1) {
          problems.push(`${sel}: ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)} (view ${vw}×${Math.round(bottom)})`);
        }
        if (!all) break; // the first of a kind is enough (a reserve's first piece)
      }
    }
    return problems;
  }, [...NEEDED.common, ...NEEDED[game]]);
  assert.deepEqual(out, [], `${game} ${when}: out of view`);
}

async function startGame(page, game, tap) {
  const press = (s) => (tap ? page.tap(s) : page.click(s));
  await press(`[data-testid="new-${game}"]`);
  await page.click('[data-testid="players-2"]').catch(() => {});
  await page.selectOption('[data-testid="seat-kind-0"]', "human");
  await page.selectOption('[data-testid="seat-kind-1"]', "normal");
  await page.fill('[data-testid="seed"]', "11");
  await press('[data-testid="start"]');
  await page.waitForSelector('[data-testid="board"]');
}

/** One human action by the engine's marks: a set-up choice, a target, an origin then a target, or
 *  a turn button. Returns false when nothing could be done. */
async function humanAction(page) {
  const click = async (sel) => { await page.locator(sel).first().dispatchEvent("click"); };
  const hit = (sq) => `.hits .target[data-square="${sq}"]`;
  for (const sel of ['[data-testid^="choose-north"]', '[data-testid="roll"]']) {
    if (await page.locator(sel).count()) { await click(sel); return true; }
  }
  // Voldétour: take a piece from the reserve first; Fortaleza: a unit once the Fortress stands.
  if (!(await page.locator("[data-target]").count())) {
    for (const sel of ['[data-testid="reserves"] .active button:not([disabled])', '[data-testid="reserve-0"] button:not([disabled])']) {
      if (await page.locator(sel).count()) { await click(sel); break; }
    }
  }
  let target = page.locator("[data-target]");
  if (!(await target.count())) {
    const origin = page.locator("[data-origin]");
    if (await origin.count()) { await click(hit(await origin.first().getAttribute("data-origin"))); target = page.locator("[data-target]"); }
  }
  if (await target.count()) {
    await click(hit(await target.first().getAttribute("data-target")));
    if (await page.locator('[data-testid="place"]').count()) await click('[data-testid="place"]');
    if (await page.locator('[data-testid="choice-0"]').count()) await click('[data-testid="choice-0"]');
    return true;
  }
  for (const sel of ['[data-testid="end-turn"]', '[data-testid="end-deployment"]', '[data-testid="end-march"]', '[data-testid="pass"]']) {
    if (await page.locator(`${sel}:not([disabled])`).count()) { await click(sel); return true; }
  }
  return false;
}

/** Plays human actions (the bot answering in between) until the log holds `plies` entries. */
async function playUntil(page, plies) {
  for (let i = 0; i < 80 && (await logLength(page)) < plies; i++) {
    await page.waitForFunction(() => !document.querySelector('[data-testid="thinking"]'), null, { timeout: 60_000 });
    if (await page.locator('[data-testid="end-screen"]').count()) return;
    const before = await logLength(page);
    if (!(await humanAction(page))) { await page.waitForTimeout(200); continue; }
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log"] li').length !== n, before, { timeout: 5000 }).catch(() => {});
  }
}

/** Fails unless a tap at the visual centre of every target mark would reach that square's hit
 *  target and no other (the topmost element there), and every button in view is 44 × 44 px. */
async function assertTapsLand(page, game, when) {
  const out = await page.evaluate(() => {
    const problems = [];
    for (const mark of document.querySelectorAll("[data-target]")) {
      const sq = mark.getAttribute("data-target");
      const r = mark.getBoundingClientRect();
      if (r.width === 0 || r.bottom < 0 || r.top > window.innerHeight) continue;
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      const square = hit && hit.closest("[data-square]");
      if (!square || square.getAttribute("data-square") !== sq) {
        problems.push(`${sq} → ${square ? square.getAttribute("data-square") : hit ? hit.tagName : "nothing"}`);
      }
    }
    for (const b of document.querySelectorAll("button")) {
      const r = b.getBoundingClientRect();
      if (r.width === 0 || r.bottom < 0 || r.top > window.innerHeight) continue;
      if (r.width < 43.5 || r.height < 43.5) problems.push(`button "${(b.getAttribute("aria-label") || b.textContent).trim()}" ${Math.round(r.width)}×${Math.round(r.height)}`);
    }
    return problems;
  });
  assert.deepEqual(out, [], `${game} ${when}: taps that would miss`);
}

for (const game of ["torres", "torri", "voldetour", "fortaleza"]) {
  for (const [size, options] of Object.entries(SIZES)) {
    test(`${game} at ${size} size: what the player acts on is in view, at the start and mid-game`, { timeout: 240_000 }, async () => {
      const context = await browser.newContext(options);
      const page = await openPageWith(context, srv.base, { three_d: true });
      await startGame(page, game, size === "phone");
      if (size === "phone") {
        const bar = await page.locator(".topbar").boundingBox();
        assert.ok(bar.height <= 60, `the top bar is one row on a phone (${bar.height} px)`);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `in-view-${game}-${size}-start`);
      await assertInView(page, game, "at the start");
      if (size === "phone") await assertTapsLand(page, game, "at the start");
      await playUntil(page, 12);
      await page.waitForFunction(() => !document.querySelector('[data-testid="thinking"]'), null, { timeout: 60_000 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `in-view-${game}-${size}-mid`);
      await assertInView(page, game, "mid-game");
      if (size === "phone") await assertTapsLand(page, game, "mid-game");
      page.check();
      await context.close();
    });
  }
}

test("on a phone the saved games screen says what it is (the top bar's title is hidden there)", async () => {
  const context = await browser.newContext(SIZES.phone);
  const page = await openPageWith(context, srv.base);
  await page.click('[data-testid="open-saves"]');
  const heading = page.locator('[data-testid="saves-heading"]');
  await heading.waitFor();
  assert.equal((await heading.textContent()).trim(), "Saved games");
  const box = await heading.boundingBox();
  assert.ok(box && box.y >= 0 && box.y + box.height <= 844, `the heading is in view: ${JSON.stringify(box)}`);
  page.check();
  await context.close();
});

test("on a phone a bot's thinking shows in view, above the bottom bar, and moves nothing on the board; the prompt says whose turn it is", { timeout: 120_000 }, async () => {
  const context = await browser.newContext(SIZES.phone);
  // Watched from the page's start: the indicator may come and go between two polls.
  await context.addInitScript(() => {
    window.__thinkingBoxes = [];
    new MutationObserver(() => {
      const el = document.querySelector('[data-testid="thinking"]');
      const board = document.querySelector('[data-testid="board"]');
      if (el && board) {
        const r = el.getBoundingClientRect();
        window.__thinkingBoxes.push({ top: r.top, bottom: r.bottom, boardTop: board.getBoundingClientRect().top });
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const page = await openPageWith(context, srv.base);
  await newGame(page, "torres", ["human", "hard"], { seed: "77" });
  const boardTop = (await page.locator('[data-testid="board"]').boundingBox()).y;
  const target = await page.locator("[data-target]").first().getAttribute("data-target");
  await (await squareTarget(page, target)).tap();
  await page.waitForFunction(() => window.__thinkingBoxes.length > 0, null, { timeout: 30_000 });
  // The prompt says whose turn it is, not an order meant for the bot.
  await page.waitForFunction(() => document.querySelector('[data-testid="prompt"]').textContent.trim() === "Bot (Blue) to play.");
  await screenshot(page, "in-view-thinking-phone");
  const boxes = await page.evaluate(() => window.__thinkingBoxes);
  const bar = (await page.locator(".turn-controls").boundingBox());
  for (const b of boxes) {
    assert.ok(b.top >= 0 && b.bottom <= bar.y, `the indicator is in view, above the bottom bar: ${JSON.stringify(b)} / ${bar.y}`);
    assert.equal(b.boardTop, boardTop, "the board did not move when the indicator came");
  }
  page.check();
  await context.close();
});

test("the last-move line sums up a whole turn, newest actions in view, without a bare end of turn; its box never moves the board", { timeout: 120_000 }, async () => {
  for (const [size, options] of Object.entries(SIZES)) {
    const context = await browser.newContext(options);
    const page = await openPageWith(context, srv.base);
    await newGame(page, "torres", ["easy", "easy"], { seed: "31" });
    // Instant bots: let them play some rounds, then look back through the history.
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="log"] li').length > 60, null, { timeout: 60_000 });
    await page.click('[data-testid="pause"]');
    await page.evaluate(() => window.scrollTo(0, 0));
    const line = page.locator('[data-testid="last-move"]');
    // Where the line and the board lie in the page (the history buttons scroll it on a phone).
    const boxes = () => page.evaluate(() => ["last-move", "board"].map((id) => {
      const r = document.querySelector(`[data-testid="${id}"]`).getBoundingClientRect();
      return { top: r.top + window.scrollY, height: r.height };
    }));
    const first = await boxes();
    const names = await page.locator('[data-testid="player"] .name').allTextContents();
    let longTurns = 0;
    for (let step = 0; step < 40; step++) {
      const shownEntry = (await page.textContent('[data-testid="log"] li.current')) ?? "";
      const actions = page.locator('[data-testid="turn-actions"] li');
      const count = await actions.count();
      if (count > 0) {
        const items = await actions.allTextContents();
        assert.ok(count <= 3, `at most three actions shown: ${items}`);
        assert.ok(!items.includes("end of the turn"), `a bare end of the turn is left out: ${items}`);
        const said = await line.textContent();
        assert.ok(names.some((n) => said.includes(`${n}:`)), `the turn names its player: ${said}`);
        // The newest action is the entry on screen: it names that entry's squares (not "(h1)",
        // a height).
        for (const square of shownEntry.match(/(?<!\()[a-h][1-8]\b/g) ?? []) {
          assert.ok(items[count - 1].includes(square), `"${items[count - 1]}" is the shown entry "${shownEntry}"`);
        }
        if (await page.locator('[data-testid="last-move"] ol.cut').count()) longTurns++;
      }
      assert.deepEqual(await boxes(), first, `the line keeps its box and the board stays put (${size}, step ${step})`);
      await page.click('[data-testid="step-back"]');
    }
    assert.ok(longTurns > 0, "some turn had more actions than the line shows (its older ones cut)");
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `in-view-turn-${size}`);
    page.check();
    await context.close();
  }
});

test("on a phone the players' default names are never cut, in every language (Fortaleza's are the longest)", { timeout: 120_000 }, async () => {
  for (const language of ["en", "de", "es", "fr", "hu", "it", "ru"]) {
    const context = await browser.newContext(SIZES.phone);
    const page = language === "en" ? await openPageWith(context, srv.base) : await openPageIn(context, srv.base, language);
    await newGame(page, "fortaleza", ["easy", "easy"]);
    await page.click('[data-testid="pause"]');
    const cut = await page.evaluate(() => [...document.querySelectorAll('[data-testid="player"] .name')]
      .filter((n) => n.scrollHeight > n.clientHeight + 1 || n.scrollWidth > n.clientWidth + 1).map((n) => n.textContent));
    assert.deepEqual(cut, [], `names cut in ${language}`);
    page.check();
    await context.close();
  }
});

test("on a phone every choice of the new-game form is read whole in its closed list, and a switch stands before its words, in every language", { timeout: 180_000 }, async () => {
  for (const language of ["en", "de", "es", "fr", "hu", "it", "ru"]) {
    const context = await browser.newContext(SIZES.phone);
    const page = language === "en" ? await openPageWith(context, srv.base) : await openPageIn(context, srv.base, language);
    for (const game of ["torres", "torri", "voldetour", "fortaleza"]) {
      await page.click(`[data-testid="new-${game}"]`);
      await page.waitForSelector('[data-testid="start"]');
      for (const players of ["2", "3", "4"]) {
        const count = page.locator(`[data-testid="players-${players}"]`);
        if (await count.count()) await count.click();
        // Each choice's text against the room its closed list gives it (the arrow's 20 px aside).
        const cut = await page.evaluate(() => {
          const ruler = document.createElement("canvas").getContext("2d");
          const out = [];
          for (const list of document.querySelectorAll("main select")) {
            const style = getComputedStyle(list);
            ruler.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            const room = list.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
            for (const choice of list.options) if (ruler.measureText(choice.text).width > room) out.push(choice.text);
          }
          return out;
        });
        assert.deepEqual(cut, [], `${game} at ${players} in ${language}: choices cut`);
        const switches = await page.evaluate(() => [...document.querySelectorAll('main .option > input[type="checkbox"]')]
          .filter((box) => box.getBoundingClientRect().left > box.parentElement.getBoundingClientRect().left + 24).length);
        assert.equal(switches, 0, `${game} in ${language}: a switch after its words`);
      }
      await page.click('[data-testid="back"]');
      await page.waitForSelector(`[data-testid="new-${game}"]`);
    }
    page.check();
    await context.close();
  }
});

test("on a small phone and on a tablet no word spills out of its box or off the screen, on any game screen or rules page, in every language", { timeout: 600_000 }, async () => {
  // At 360 × 740 and on a 1024 × 768 tablet, whose side column is as narrow as a phone. What
  // spills: a text wider than its box (a button's word past its edge, a label running into
  // its value), or a box past the screen's right edge. Boxes that scroll sideways by design
  // (the hand of cards, the move list) and visually hidden text are not looked at.
  const spills = (page) => page.evaluate(() => {
    const out = [];
    if (document.documentElement.scrollWidth > innerWidth + 1) out.push("the page scrolls sideways");
    for (const el of document.querySelectorAll("main button, main h1, main h2, main h3, main label, main li, main p, main span, main td, main th, main legend")) {
      const box = el.getBoundingClientRect();
      if (box.width <= 2 || el.closest(".visually-hidden, svg, .torres-cards, .log")) continue;
      const style = getComputedStyle(el);
      if (style.overflowX === "auto" || style.overflowX === "scroll") continue;
      if (el.scrollWidth > el.clientWidth + 2 && el.clientWidth > 0) out.push(`"${el.textContent.trim().slice(0, 40)}" spills out of its box`);
      if (box.right > innerWidth + 1) out.push(`"${el.textContent.trim().slice(0, 40)}" runs off the screen`);
    }
    return [...new Set(out)];
  });
  const sizes = [{ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true }, { viewport: { width: 1024, height: 768 }, hasTouch: true }];
  for (const [size, language] of sizes.flatMap((size) => ["en", "de", "es", "fr", "hu", "it", "ru"].map((l) => [size, l]))) {
    const context = await browser.newContext(size);
    const page = language === "en" ? await openPageWith(context, srv.base) : await openPageIn(context, srv.base, language);
    const where = `in ${language} at ${size.viewport.width} px`;
    assert.deepEqual(await spills(page), [], `home ${where}`);
    for (const [game, seats] of [["torres", 4], ["torri", 4], ["voldetour", 4], ["fortaleza", 2]]) {
      await newGame(page, game, ["human", ...Array(seats - 1).fill("easy")]);
      assert.deepEqual(await spills(page), [], `${game} ${where}`);
      await page.click('[data-testid="rules"]');
      await page.waitForSelector("main.rules");
      assert.deepEqual(await spills(page), [], `${game}'s rules ${where}`);
      await page.goBack();
      await page.click('[data-testid="menu"]');
      await page.waitForSelector('[data-testid="new-torres"]');
    }
    page.check();
    await context.close();
  }
});

test("on a phone a player seated after a bot finds their own reserve first, under the prompt (Voldétour at four, Fortaleza); between bots the seats keep their order", { timeout: 120_000 }, async () => {
  const context = await browser.newContext(SIZES.phone);
  const page = await openPageWith(context, srv.base);
  for (const [game, seats, panels] of [
    ["voldetour", ["easy", "human", "easy", "easy"], '[data-testid="reserves"] .voldetour-reserve'],
    ["fortaleza", ["easy", "human"], ".fortaleza-army"],
  ]) {
    await newGame(page, game, seats, { seed: "11" });
    await page.waitForFunction(() => !document.querySelector('[data-testid="thinking"]'), null, { timeout: 60_000 });
    const order = await page.locator(panels).evaluateAll((els) => els.map((e) => e.dataset.seat));
    assert.equal(order[0], "1", `${game}: the human's panel comes first (${order})`);
    assert.equal(new Set(order).size, seats.length, `${game}: every seat still has its panel`);
    if (game === "voldetour") {
      assert.deepEqual(order, ["1", "2", "3", "0"], "the others follow in turn order");
      await assertInView(page, game, "in seat 2 of 4");
    } else {
      const prompt = await page.locator('[data-testid="prompt"]').boundingBox();
      const own = await page.locator(`${panels} >> nth=0`).boundingBox();
      assert.ok(own.y > prompt.y && own.y < 844 - 60, `Fortaleza: the human's army starts in view under the prompt (${own.y})`);
    }
    await page.click('[data-testid="menu"]');
  }
  // Between bots nobody is to act: the panels stay in seat order instead of turning every move.
  await newGame(page, "voldetour", ["easy", "easy", "easy", "easy"], { seed: "11" });
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="log"] li').length > 9, null, { timeout: 60_000 });
  await page.click('[data-testid="pause"]');
  const order = await page.locator('[data-testid="reserves"] .voldetour-reserve').evaluateAll((els) => els.map((e) => e.dataset.seat));
  assert.deepEqual(order, ["0", "1", "2", "3"], "a game between bots keeps seat order");
  page.check();
  await context.close();
});

test("a phone held sideways shows the whole board and the prompt beside it, every game", { timeout: 120_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 844, height: 390 }, hasTouch: true, isMobile: true });
  const page = await openPageWith(context, srv.base, { three_d: true });
  for (const game of ["torres", "torri", "voldetour", "fortaleza"]) {
    await newGame(page, game, ["human", "easy"], { seed: "11" });
    await page.evaluate(() => window.scrollTo(0, 0));
    const out = await page.evaluate(() => ["board", "prompt"].map((id) => {
      const r = document.querySelector(`[data-testid="${id}"]`).getBoundingClientRect();
      return { id, top: Math.round(r.top), bottom: Math.round(r.bottom), left: Math.round(r.left), right: Math.round(r.right) };
    }));
    const [board, prompt] = out;
    for (const r of out) assert.ok(r.top >= 0 && r.bottom <= 391 && r.left >= 0 && r.right <= 845, `${game}: ${r.id} in view (${JSON.stringify(r)})`);
    assert.ok(prompt.left >= board.right - 1, `${game}: the prompt stands beside the board`);
    await screenshot(page, `in-view-${game}-phone-sideways`);
    await page.click('[data-testid="menu"]');
  }
  page.check();
  await context.close();
});

// ---- Torres' phases on a phone, upright and held sideways ----
// A player and three Easy bots with action cards (four players, so blocks left over at the end
// of a turn can be spread), played through the human's card choices, put-backs, spreads, the
// scorings (their table open) and the king's moves: in each, the board, the prompt and what the
// phase asks the player to act on lie inside the screen at scroll 0, every card whole, every
// button in view at least 44 × 44 px. Writes a screenshot of each phase (what the player sees
// before scrolling).
for (const [size, viewport] of [["portrait", { width: 390, height: 844 }], ["landscape", { width: 844, height: 390 }]]) {
  test(`Torres on a phone held ${size}: each phase's choices are in view with the board`, { timeout: 600_000 }, async () => {
    const { rng, step, visible } = await import("./torres_play.mjs");
    const context = await browser.newContext({ viewport, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
    const page = await openPageWith(context, srv.base);
    await page.tap('[data-testid="new-torres"]');
    await page.tap('[data-testid="players-4"]');
    for (const [i, kind] of ["human", "easy", "easy", "easy"].entries()) await page.selectOption(`[data-testid="seat-kind-${i}"]`, kind);
    await page.fill('[data-testid="seed"]', "4");
    await page.tap('[data-testid="start"]');
    await page.waitForSelector('[data-testid="board"]');
    // What each phase asks the player to act on: every element of each selector, whole.
    const PHASES = {
      "card-choice": ['[data-testid="card-pick"]', '[data-testid="keep-card"]'],
      "put-back": ['[data-testid="card-pick"]', '[data-testid="put-top"]', '[data-testid="put-bottom"]'],
      spread: ['[data-testid^="spread-"]', '[data-testid="return-rest"]'],
      "king-move": ['[data-testid="keep-king"]'],
      scoring: ['[data-testid="keep-king"]', '[data-testid^="choose-stack-"]', '[data-testid="end-turn"]'],
    };
    const phaseNow = async () => {
      if (await visible(page, '[data-testid="keep-card"]')) return "card-choice";
      if (await visible(page, '[data-testid="put-top"]')) return "put-back";
      if (await visible(page, '[data-testid^="spread-"]')) return "spread";
      if (await page.locator('[data-testid="scoring-summary"][open]').count()) return "scoring";
      if (await visible(page, '[data-testid="keep-king"]')) return "king-move";
      return null;
    };
    const outOfView = (selectors) => page.evaluate((selectors) => {
      const bar = document.querySelector(".turn-controls");
      const bottom = bar && getComputedStyle(bar).position === "sticky" ? bar.getBoundingClientRect().top : innerHeight;
      const problems = [];
      for (const sel of ['[data-testid="board"]', '[data-testid="prompt"]', ...selectors]) {
        for (const el of document.querySelectorAll(sel)) {
          const r = el.getBoundingClientRect();
          if (r.width === 0 && r.height === 0) continue;
          if (r.top < -1 || r.left < -1 || r.right > innerWidth + 1 || r.bottom > bottom + 1) {
            problems.push(`${sel}: ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)} (view ${innerWidth}×${Math.round(bottom)})`);
          }
          if (el.tagName === "BUTTON" && (r.width < 43.5 || r.height < 43.5)) problems.push(`${sel} is ${Math.round(r.width)}×${Math.round(r.height)} px`);
        }
      }
      return problems;
    }, selectors);
    const random = rng(12);
    const seen = new Set();
    for (let i = 0; i < 4000 && seen.size < Object.keys(PHASES).length; i++) {
      if (await visible(page, '[data-testid="end-screen"]')) break;
      const prompt = (await page.textContent('[data-testid="prompt"]').catch(() => "")) ?? "";
      if (/^Bot /.test(prompt)) { await page.waitForTimeout(30); continue; }
      const phase = await phaseNow();
      if (phase && !seen.has(phase)) {
        seen.add(phase);
        await page.evaluate(() => window.scrollTo(0, 0));
        await screenshot(page, `in-view-torres-${phase}-${size}`);
        assert.deepEqual(await outOfView(PHASES[phase]), [], `${phase} at ${size}: out of view`);
      }
      await step(page, random).catch(() => page.waitForTimeout(50));
    }
    assert.deepEqual([...seen].sort(), Object.keys(PHASES).sort(), "every phase came up");
    page.check();
    await context.close();
  });
}
