// What a player needs to act is on screen without scrolling: for every game, at 1366×860 with a
// mouse, at 390×844 with touch and on the same phone held sideways (844×390), at the start and
// mid-game, with and without a hint shown, the board, whose turn it is, the prompt, the last move,
// the actions available now (End turn, the hand, the reserve, Fortaleza's set-up choices) and the
// turn buttons (Undo, Hint) lie inside the viewport at scroll 0, and nothing covers a control; on a
// phone the game's top bar is one row. Writes a screenshot of each (viewport only: what the player
// sees before scrolling). The layout checks themselves are in harness.mjs, for every test to use.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { serve, launch, openPageWith, openPageIn, newGame, SHOTS, logLength, squareTarget, SIZES, outOfView, coveredControls, smallControls, fixtureSave, storeSaves } from "./harness.mjs";

let srv, browser;
before(async () => { srv = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

/** The parts a player must see to act, by game; those present in the page must be in view. */
const NEEDED = {
  // The last move too: what just happened, a bot's reply included, is said beside the players.
  // And the turn buttons: Undo, Hint, and whatever else the bar holds (Resign).
  common: ['[data-testid="board"]', '[data-testid="prompt"]', '[data-testid="players"] li.active', '[data-testid="last-move"]',
    'all:.turn-controls button', '[data-testid="hint-text"]'],
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

/** Fails unless every needed part that is in the page lies wholly inside the viewport at scroll 0,
 *  and nothing covers a control there. */
async function assertInView(page, game, when) {
  await page.evaluate(() => window.scrollTo(0, 0));
  assert.deepEqual(await outOfView(page, [...NEEDED.common, ...NEEDED[game]]), [], `${game} ${when}: out of view`);
  assert.deepEqual(await coveredControls(page), [], `${game} ${when}: covered`);
}

/** Asks for a hint and waits for its words (the board's mark comes with them). */
async function showHint(page) {
  await page.waitForFunction(() => !document.querySelector('[data-testid="thinking"]'), null, { timeout: 60_000 });
  const hint = page.locator('[data-testid="hint"]:not([disabled])');
  if (!(await hint.count())) return false;
  await hint.dispatchEvent("click");
  await page.waitForSelector('[data-testid="hint-text"]', { timeout: 60_000 });
  await page.waitForFunction(() => !document.querySelector('[data-testid="thinking"]'), null, { timeout: 60_000 });
  return true;
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
    test(`${game} at ${size} size: what the player acts on is in view and uncovered, at the start and mid-game, with and without a hint`, { timeout: 240_000 }, async () => {
      const context = await browser.newContext(options);
      const page = await openPageWith(context, srv.base, { three_d: true });
      await startGame(page, game, size !== "desktop");
      if (size !== "desktop") {
        const bar = await page.locator(".app .topbar").boundingBox();
        assert.ok(bar.height <= 60, `the top bar is one row on a phone (${bar.height} px)`);
      }
      const touch = size !== "desktop";
      for (const when of ["start", "mid"]) {
        const said = when === "start" ? "at the start" : "mid-game";
        if (when === "mid") {
          await playUntil(page, 12);
          await page.waitForFunction(() => !document.querySelector('[data-testid="thinking"]'), null, { timeout: 60_000 });
        }
        await page.evaluate(() => window.scrollTo(0, 0));
        await screenshot(page, `in-view-${game}-${size}-${when}`);
        await assertInView(page, game, said);
        if (touch) await assertTapsLand(page, game, said);
        // A hint's words: in view, over nothing, and nothing the player acts on moved away.
        if (await showHint(page)) {
          await page.evaluate(() => window.scrollTo(0, 0));
          await screenshot(page, `in-view-${game}-${size}-${when}-hint`);
          await assertInView(page, game, `${said}, with a hint`);
          if (touch) await assertTapsLand(page, game, `${said}, with a hint`);
        }
      }
      page.check();
      await context.close();
    });
  }
}

test("on a touch phone every control of every screen is at least 44 × 44 px: home, new game, saved games, rules, each game's screen, its dialogs", { timeout: 300_000 }, async () => {
  const context = await browser.newContext(SIZES.phone);
  const page = await openPageWith(context, srv.base);
  const human = (name) => ({ name, kind: "Human" });
  // Saved games of every kind: finished, going, damaged.
  const torres = fixtureSave("torres_cards_off_2p_r2.json", [human("Anna"), human("Bruno")], "Torres final");
  await storeSaves(page, {
    torres,
    going: fixtureSave("torri_2p_r2.json", [human("Fay"), { name: "Bot", kind: { Bot: "easy" } }], "Still going"),
    broken: { ...torres, title: "Broken", actions: torres.actions.map((a, i) => (i === 5 ? 785 : a)) },
  });
  const small = async (where) => assert.deepEqual(await smallControls(page), [], `${where}: controls under 44 × 44 px`);
  await small("home");
  await page.click('[data-testid="open-saves"]');
  await page.waitForSelector('[data-testid="save-entry"]');
  await small("saved games");
  await page.click('[data-testid="back"]');
  for (const game of ["torres", "torri", "voldetour", "fortaleza"]) {
    await page.click(`[data-testid="new-${game}"]`);
    await page.waitForSelector('[data-testid="start"]');
    for (const players of ["2", "4"]) {
      const count = page.locator(`[data-testid="players-${players}"]`);
      if (await count.count()) await count.click();
      await small(`${game}: new game, ${players} players`);
    }
    await page.click('[data-testid="back"]');
    await page.click(`[data-testid="rules-${game}"]`);
    await page.waitForSelector("main.rules");
    await small(`${game}: rules`);
    await page.goBack();
    await newGame(page, game, ["human", "easy"], { seed: "11" });
    await small(`${game}: the game`);
    await page.click('[data-testid="hint"]');
    await page.waitForSelector('[data-testid="hint-text"]', { timeout: 60_000 });
    await small(`${game}: the game with a hint`);
    await page.click('[data-testid="copy-link"]');
    await page.waitForSelector('[data-testid="share-url"]');
    await small(`${game}: the share dialog`);
    await page.keyboard.press("Escape");
    await page.waitForSelector('[data-testid="share-url"]', { state: "detached" });
    await page.click('[data-testid="menu"]');
  }
  // Hot-seat with hidden cards: the hand-over; then a finished game's result.
  await newGame(page, "torres", ["human", "human"], { seed: "11" });
  await page.click('[data-testid="menu"]');
  await page.click('[data-testid="open-saves"]');
  await page.locator('[data-testid="save-entry"]', { hasText: "Torres final" }).locator('[data-testid="review-save"]').click();
  await page.waitForSelector('[data-testid="end-screen"]');
  await small("the result");
  page.check();
  await context.close();
});

test("the turn buttons, Resign among them, fit a phone upright, sideways and small, and a tablet, in every language, no word broken; a hint's words cover nothing at any size", { timeout: 600_000 }, async () => {
  const languages = ["en", "de", "es", "fr", "hu", "it", "ru"];
  const sizes = {
    ...SIZES,
    small: { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true },
    "small sideways": { viewport: { width: 640, height: 360 }, hasTouch: true, isMobile: true },
    tablet: { viewport: { width: 1024, height: 768 }, hasTouch: true },
    "large sideways": { viewport: { width: 932, height: 430 }, hasTouch: true, isMobile: true },
  };
  for (const [size, options] of Object.entries(sizes)) {
    for (const language of languages) {
      const context = await browser.newContext(options);
      const page = language === "en" ? await openPageWith(context, srv.base) : await openPageIn(context, srv.base, language, { three_d: false });
      await newGame(page, "torres", ["human", "easy"], { seed: "11" });
      assert.equal(await page.locator('.turn-controls [data-testid="resign"]').count(), 1, "Resign is one of the turn buttons");
      await page.evaluate(() => window.scrollTo(0, 0));
      const problems = await page.evaluate((touch) => [...document.querySelectorAll(".turn-controls button")].flatMap((b) => {
        const r = b.getBoundingClientRect();
        const name = (b.getAttribute("aria-label") || b.textContent).trim();
        const out = [];
        if (touch && (r.width < 43.5 || r.height < 43.5)) out.push(`"${name}" is ${Math.round(r.width)}×${Math.round(r.height)}`);
        if (b.scrollWidth > b.clientWidth + 1 || b.scrollHeight > b.clientHeight + 1) out.push(`"${name}" spills out of its button`);
        // A word broken inside: more rows of text than the button has words.
        const tops = new Set();
        let words = 0;
        for (const node of [...b.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim())) {
          words += node.textContent.trim().split(/\s+/).length;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
        }
        if (tops.size > words) out.push(`"${name}" breaks inside a word (${tops.size} rows)`);
        return out;
      }), Boolean(options.hasTouch));
      assert.deepEqual(problems, [], `${size} in ${language}`);
      assert.deepEqual(await outOfView(page, ["all:.turn-controls button"]), [], `${size} in ${language}: the turn buttons in view`);
      if (language === "en" || language === "ru") {
        await page.click('[data-testid="hint"]');
        await page.waitForSelector('[data-testid="hint-text"]', { timeout: 60_000 });
        await page.evaluate(() => window.scrollTo(0, 0));
        assert.deepEqual(await coveredControls(page), [], `${size} in ${language}, a hint shown: covered`);
        await screenshot(page, `in-view-turn-buttons-${size.replace(" ", "-")}-${language}`);
      }
      page.check();
      await context.close();
    }
  }
});

test("on a phone either way up a notice on the game's screen (why Undo cannot act) moves nothing and covers no control", { timeout: 120_000 }, async () => {
  for (const size of ["phone", "landscape"]) {
    const context = await browser.newContext(SIZES[size]);
    const page = await openPageWith(context, srv.base);
    await newGame(page, "torri", ["human", "easy"], { seed: "11" });
    const boxes = () => page.evaluate(() => ["board", "prompt", "hint"].map((id) => {
      const r = document.querySelector(`[data-testid="${id}"]`).getBoundingClientRect();
      return { id, top: Math.round(r.top), left: Math.round(r.left) };
    }));
    const before = await boxes();
    await page.locator('[data-testid="undo"]').dispatchEvent("click");
    const notice = page.locator('[data-testid="notice"]');
    await notice.waitFor();
    assert.deepEqual(await boxes(), before, `${size}: nothing moved when the notice came`);
    assert.deepEqual(await outOfView(page, ['[data-testid="notice"]']), [], `${size}: the notice is in view`);
    assert.deepEqual(await coveredControls(page), [], `${size}: the notice covers no control`);
    await screenshot(page, `in-view-notice-${size}`);
    await notice.locator("button").click();
    assert.equal(await notice.count(), 0, "the notice is dismissed");
    page.check();
    await context.close();
  }
});

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

/** Stops a game between instant bots where it stands: paused, or, if it has ended meanwhile (a
 *  release build's Easy bots play a whole Fortaleza game in a second), its result closed. */
async function haltBots(page) {
  await page.locator('[data-testid="pause"]:not([disabled])').click({ timeout: 2000 }).catch(() => {});
  const review = page.locator('[data-testid="review"]');
  if (await review.count()) await review.click();
}

/** How the last-move line shows the turn on screen: its text, whether it starts with one of
 *  `names`, whether its first row is drawn at the top of its box (not scrolled or pushed out of
 *  it), whether it holds more than its rows and, if so, whether the browser cuts it at its end with
 *  an ellipsis (a line clamp on the text's box, inside the line's box). */
async function lastMoveLine(page, names) {
  return page.evaluate((names) => {
    const box = document.querySelector('[data-testid="last-move"]').getBoundingClientRect();
    const said = document.querySelector('[data-testid="last-move"] .said');
    const text = said.textContent.trim();
    const r = said.getBoundingClientRect();
    const walker = document.createTreeWalker(said, NodeFilter.SHOW_TEXT, { acceptNode: (n) => (n.textContent.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP) });
    const first = walker.nextNode();
    const range = document.createRange();
    range.selectNodeContents(first);
    const firstRow = range.getClientRects()[0];
    const style = getComputedStyle(said);
    const rows = Math.round(said.clientHeight / parseFloat(style.lineHeight));
    return {
      text,
      named: names.some((n) => text.startsWith(n)),
      startShown: said.scrollTop === 0 && firstRow.top >= r.top - 1 && r.top >= box.top - 1 && firstRow.top < r.top + parseFloat(style.lineHeight) / 2,
      inBox: r.bottom <= box.bottom + 1,
      overflows: said.scrollHeight > said.clientHeight + 1,
      // (Chromium computes the legacy -webkit-box of a clamp as flow-root.)
      clamped: ["-webkit-box", "flow-root"].includes(style.display) && Number(style.webkitLineClamp) === rows && rows >= 1,
      rows,
    };
  }, names);
}

test("the last-move line says a whole turn from its start, its player first, in every language: it wraps, or ends in an ellipsis; its box never moves the board", { timeout: 900_000 }, async () => {
  // Torres between two bots: turns of up to five actions and more, the longest lines there are.
  for (const language of ["en", "de", "es", "fr", "hu", "it", "ru"]) {
    for (const [size, options] of Object.entries(SIZES)) {
      const context = await browser.newContext(options);
      const page = language === "en" ? await openPageWith(context, srv.base) : await openPageIn(context, srv.base, language, { three_d: false });
      await newGame(page, "torres", ["easy", "easy"], { seed: "31" });
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="log"] li').length > 60, null, { timeout: 120_000 });
      await haltBots(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      const names = (await page.locator('[data-testid="player"] .name').allTextContents()).map((n) => n.trim());
      // Where the line and the board lie on the screen scrolled to its top (the history buttons
      // scroll it on a phone; sideways the board stays put while the column beside it scrolls).
      const boxes = () => page.evaluate(() => {
        window.scrollTo(0, 0);
        return ["last-move", "board"].map((id) => {
          const r = document.querySelector(`[data-testid="${id}"]`).getBoundingClientRect();
          return { top: r.top, height: r.height };
        });
      });
      const first = await boxes();
      let turns = 0, cut = 0, example = null;
      for (let step = 0; step < 24; step++) {
        if (await page.locator('[data-testid="turn-actions"] li').count() > 1) {
          turns++;
          const line = await lastMoveLine(page, names);
          const where = `${language} at ${size}, step ${step}: "${line.text}"`;
          assert.ok(line.named, `the turn starts with its player's name: ${where}`);
          assert.ok(line.startShown, `the turn's first row is in sight: ${where}`);
          assert.ok(line.inBox, `the turn stays inside its box: ${where}`);
          if (line.overflows) {
            assert.ok(line.clamped, `a turn longer than the line ends in an ellipsis (${line.rows} rows): ${where}`);
            cut++;
            if (!example) {
              example = step;
              await page.evaluate(() => window.scrollTo(0, 0));
              await screenshot(page, `last-move-cut-${language}-${size}`);
            }
          }
        }
        assert.deepEqual(await boxes(), first, `the line keeps its box and the board stays put (${language}, ${size}, step ${step})`);
        await page.click('[data-testid="step-back"]');
      }
      assert.ok(turns > 5, `${language} at ${size}: the history showed turns of several actions (${turns})`);
      if (size === "phone") assert.ok(cut > 0, `${language} at ${size}: some turn was longer than the line (it ends in an ellipsis)`);
      page.check();
      await context.close();
    }
  }
});

test("on a phone the players' default names are never cut, in every language (Fortaleza's are the longest)", { timeout: 120_000 }, async () => {
  for (const language of ["en", "de", "es", "fr", "hu", "it", "ru"]) {
    const context = await browser.newContext(SIZES.phone);
    const page = language === "en" ? await openPageWith(context, srv.base) : await openPageIn(context, srv.base, language);
    await newGame(page, "fortaleza", ["easy", "easy"]);
    await haltBots(page);
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
  await haltBots(page);
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

// Issue 44, Voldétour, Fortaleza and Torri phase by phase (boards helper): on a phone upright
// (390 × 844) and held sideways (844 × 390), with touch, every step is played by taps without
// the page ever scrolling, and at each step what the player acts on now (the pieces, the ways to
// turn the one in hand, Place, the Reserve, the dice…), the board, the last move and Undo/Hint
// lie wholly in view, none of those buttons under anything else (the bottom bar included).
{
  const PHASE_SIZES = {
    portrait: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    landscape: { viewport: { width: 844, height: 390 }, hasTouch: true, isMobile: true },
  };
  const ALWAYS = ['[data-testid="board"]', '[data-testid="prompt"]', '[data-testid="last-move"]', '[data-testid="undo"]', '[data-testid="hint"]'];
  const ACTIONS = {
    voldetour: ['all:.voldetour-reserve.own button:not([disabled])', 'all:[data-testid^="orient-"]', '[data-testid="cancel"]',
      '[data-testid="place"]', '[data-testid="end-turn"]', '[data-testid="view-toggle"]'],
    fortaleza: ['all:[data-testid^="choose-"]', 'all:[data-testid="reserve-0"] button:not([disabled])', '[data-testid="pick-mountain"]',
      '[data-testid="end-deployment"]', '[data-testid="end-march"]'],
    torri: ['[data-testid="roll"]', '[data-testid="pass"]', '[data-testid="dice"]', 'all:[data-testid="split-dialog"] button'],
  };

  /** Fails unless the page is at its top and each part shown lies in view, not covered. */
  const assertPhase = async (page, game, when, extra = []) => {
    const problems = await page.evaluate((selectors) => {
      const out = [];
      if (window.scrollY !== 0) out.push(`the page scrolled to ${window.scrollY}`);
      for (const entry of selectors) {
        const all = entry.startsWith("all:");
        const sel = all ? entry.slice(4) : entry;
        for (const el of document.querySelectorAll(sel)) {
          const r = el.getBoundingClientRect();
          if (r.width === 0 && r.height === 0) continue; // not shown
          if (r.top < -1 || r.left < -1 || r.bottom > innerHeight + 1 || r.right > innerWidth + 1) {
            out.push(`${sel} out of view: ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`);
          } else if (el.matches("button")) {
            const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            if (!top || !el.contains(top)) out.push(`${sel} covered by ${top ? top.className || top.tagName : "nothing"}`);
          }
          if (!all) break;
        }
      }
      return out;
    }, [...ALWAYS, ...ACTIONS[game], ...extra]);
    if (problems.length) await screenshot(page, `in-view-problem-${game}-${page.viewportSize().width}`);
    assert.deepEqual(problems, [], `${game}, ${when}`);
  };
  const logged = async (page, act) => {
    const n = await page.locator('[data-testid="log"] li').count();
    await act();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log"] li').length > n, n);
  };
  const square = (page, sq) => page.locator(`.hits .target[data-square="${sq}"]`);
  const quiet = (page) => page.waitForFunction(() => !document.querySelector('[data-testid="thinking"]'), null, { timeout: 60_000 });

  for (const [size, options] of Object.entries(PHASE_SIZES)) {
    test(`Voldétour at ${size} with touch: each piece and the Lord's walk built by taps, the pieces, the board and their buttons in view together`, { timeout: 240_000 }, async () => {
      const context = await browser.newContext(options);
      const page = await openPageWith(context, srv.base);
      await newGame(page, "voldetour", ["human", "human"], { seed: "7" });
      await page.waitForSelector('[data-testid="board"][data-view="2d"]');
      /** Picks `pick`, turns it to `words`, previews it on `sq`, and places it there (or puts it down). */
      const build = async (name, pick, words, sq, { place = true } = {}) => {
        await page.tap(pick);
        await page.waitForSelector('[data-testid="holding"]');
        await assertPhase(page, "voldetour", `${name} in hand`);
        if (words) {
          const ways = await page.locator('[data-testid^="orient-"]').evaluateAll((b) => b.map((x) => [x.dataset.testid, x.getAttribute("aria-label")]));
          const way = ways.find(([, label]) => label.includes(words));
          assert.ok(way, `${name}: a button turns it ${words} (${ways.map(([, l]) => l).join(" | ")})`);
          await page.tap(`[data-testid="${way[0]}"]`);
          assert.match(await page.textContent('[data-testid="holding"]'), new RegExp(words));
        }
        await square(page, sq).tap();
        await page.waitForSelector('[data-testid="place"]');
        await assertPhase(page, "voldetour", `${name} previewed on ${sq}`);
        if (place) await logged(page, () => page.tap('[data-testid="place"]'));
        else await page.tap('[data-testid="cancel"]');
      };
      const endTurn = () => logged(page, () => page.tap('[data-testid="end-turn"]'));
      await assertPhase(page, "voldetour", "the start");
      // The two Blocks the script leaves in the reserve, shown and put down again.
      await build("Block 4 (1×2×2)", '[data-testid="pick-block-3"]', "2×2×1", "e6", { place: false });
      await build("Block 5 (1×2×3)", '[data-testid="pick-block-4"]', "3×2×1", "e6", { place: false });
      // Black builds Stairs down from c3, White up to h8, Black's Lord walks down them.
      await build("Block 2", '[data-testid="pick-block-1"]', "1×1×2 standing", "d3");
      await build("a Stair", '[data-testid="pick-stair"]', "rising west", "d3");
      await assertPhase(page, "voldetour", "Black's turn done");
      await endTurn();
      await build("White's Block 2", '[data-testid="pick-block-1"]', "2×1×1 lying east–west", "a10");
      await build("White's Stair", '[data-testid="pick-stair"]', "rising north", "h4");
      await endTurn();
      await build("Block 1", '[data-testid="pick-block-0"]', null, "e3");
      await build("a second Stair", '[data-testid="pick-stair"]', "rising west", "e3");
      await endTurn();
      await build("White's Block 1", '[data-testid="pick-block-0"]', null, "h5");
      await build("White's second Stair", '[data-testid="pick-stair"]', "rising north", "h5");
      await endTurn();
      await build("Block 3", '[data-testid="pick-block-2"]', "1×1×3 standing", "h7");
      await build("a third Stair", '[data-testid="pick-stair"]', "rising west", "f3");
      // The Lord: a tap on him, a tap on g3 shows his path, Move here walks him down the road.
      await square(page, "c3").tap();
      await page.waitForSelector('[data-target="g3"]');
      await square(page, "g3").tap();
      await page.waitForSelector('[data-testid="place"]');
      await assertPhase(page, "voldetour", "the Lord's walk previewed");
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `in-view-voldetour-${size}-lord`);
      await logged(page, () => page.tap('[data-testid="place"]'));
      await assertPhase(page, "voldetour", "after the Lord's walk");
      assert.ok(await page.locator('.last-move-to[data-at="g3"]').count(), "the Lord's walk is marked on the board");
      page.check();
      await context.close();
    });

    test(`Fortaleza at ${size} with touch: the Fortress, the Mountains and each unit deployed by taps with the Reserve and the board in view, then the battle`, { timeout: 300_000 }, async () => {
      const context = await browser.newContext(options);
      const page = await openPageWith(context, srv.base);
      await newGame(page, "fortaleza", ["human", "normal"], { seed: "11" });
      await assertPhase(page, "fortaleza", "the choice");
      await logged(page, () => page.tap('[data-testid="choose-south-red"]'));
      await assertPhase(page, "fortaleza", "the Fortress to build");
      const tapFirst = async () => {
        const sq = await page.locator("[data-target]").first().getAttribute("data-target");
        await logged(page, () => square(page, sq).tap());
      };
      await tapFirst();
      for (let m = 0; m < 3; m++) {
        await assertPhase(page, "fortaleza", `Mountain ${m + 1}`, ['[data-testid="reserve-0"]']);
        await tapFirst();
      }
      // Every unit of the Reserve, one after the other, each from the strip under the board.
      for (let unit = 0; unit < 12; unit++) {
        const next = page.locator('[data-testid="reserve-0"] button:not([disabled])');
        if (!(await next.count())) break;
        await next.first().tap();
        await assertPhase(page, "fortaleza", `unit ${unit + 1} in hand`);
        if (!(await page.locator("[data-target]").count())) break;
        await tapFirst();
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `in-view-fortaleza-${size}-deployed`);
      await assertPhase(page, "fortaleza", "the whole army deployed");
      await logged(page, () => page.tap('[data-testid="end-deployment"]'));
      // The bot deploys in the fog; the battle: the human moves first.
      await page.waitForSelector('.picture .unit[data-seat="1"]', { timeout: 180_000 });
      await quiet(page);
      for (let turn = 0; turn < 2; turn++) {
        await page.waitForFunction(() => document.querySelector('[data-testid="prompt"]').textContent.startsWith("You"), null, { timeout: 60_000 });
        await assertPhase(page, "fortaleza", `battle turn ${turn + 1}`, turn ? ['.last-move-to'] : []);
        const origins = await page.locator("[data-origin]").evaluateAll((o) => o.map((e) => e.getAttribute("data-origin")));
        let moved = false;
        for (const from of origins) {
          await square(page, from).tap();
          if (await page.locator("[data-target]").count()) {
            await assertPhase(page, "fortaleza", `battle turn ${turn + 1}, a unit in hand`);
            await tapFirst();
            moved = true;
            break;
          }
        }
        assert.ok(moved, "a unit moved");
        if (await page.locator('[data-testid="end-march"]').count()) await logged(page, () => page.tap('[data-testid="end-march"]'));
        await quiet(page);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `in-view-fortaleza-${size}-battle`);
      page.check();
      await context.close();
    });

    test(`Torri at ${size} with touch: the dice, a move and the bot's reply marked on the board, in view`, { timeout: 180_000 }, async () => {
      const context = await browser.newContext(options);
      const page = await openPageWith(context, srv.base);
      await newGame(page, "torri", ["human", "normal"], { seed: "11" });
      let botMoves = 0;
      for (let step = 0; step < 40 && botMoves < 2; step++) {
        await quiet(page);
        if (await page.locator('[data-testid="end-screen"]').count()) break;
        const said = (await page.textContent('[data-testid="last-move"]')).trim();
        if (said.includes("Bot (Blue):") && (await page.locator('[data-testid="roll"]').count())) {
          await assertPhase(page, "torri", "the bot's reply", ['.last-move-to']);
          botMoves++;
        }
        if (await page.locator('[data-testid="roll"]').count()) {
          await logged(page, () => page.tap('[data-testid="roll"]'));
          await assertPhase(page, "torri", "the die rolled");
          continue;
        }
        const origins = await page.locator("[data-origin]").evaluateAll((o) => o.map((e) => e.getAttribute("data-origin")));
        let acted = false;
        for (const from of origins) {
          await square(page, from).tap();
          const to = await page.locator("[data-target]").first().getAttribute("data-target").catch(() => null);
          if (to) {
            await assertPhase(page, "torri", "a stack in hand");
            await logged(page, () => square(page, to).tap());
            acted = true;
            break;
          }
        }
        if (!acted && (await page.locator('[data-testid="pass"]').count())) await logged(page, () => page.tap('[data-testid="pass"]'));
        else if (!acted && (await page.locator('[data-testid="split-dialog"] button').count())) await page.tap('[data-testid="split-dialog"] button >> nth=0');
      }
      assert.ok(botMoves >= 1, "the bot replied");
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `in-view-torri-${size}-bot-reply`);
      page.check();
      await context.close();
    });
  }
}

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
      const open = await page.locator('[data-testid="scoring-summary"][open]').count();
      if (open && !seen.has("scoring")) return "scoring";
      if (await visible(page, '[data-testid="keep-king"]')) {
        // The king's move after a scoring seen before: its table closed, as a player who has read it.
        if (open) await page.tap('[data-testid="scoring-summary"] > summary');
        return "king-move";
      }
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
