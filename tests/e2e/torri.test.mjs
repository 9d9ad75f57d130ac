// Torri in the browser: a full 4-player game with humans and bots mixed, played to the end by
// clicking; bots never freeze the page (no long task over 100 ms while they think); the hint
// highlights a legal move; an all-bot game can be watched and paused; rules help is reachable.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, launch, openPage, shot, newTorri, logLength, torriHumanAction, watchLongTasks, watchThinking, openPageIn, pageText, openPhone } from "./harness.mjs";

let srv, browser;
before(async () => { srv = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

test("a full 4-player game, humans and bots mixed, plays to the end", { timeout: 600_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await watchLongTasks(context);
  await watchThinking(context);
  // Counts the log lines drawn: a move redraws the log's newest slot of lines, never the whole
  // log (that made each move's work grow with the game).
  await context.addInitScript(() => {
    window.__logLinesDrawn = 0;
    // Attribute writes on the board's squares: they change with the number of players only.
    window.__squareWrites = 0;
    new MutationObserver((records) => {
      // Each line touched once per batch of changes, however many of its attributes changed.
      const lines = new Set();
      for (const r of records) {
        if (r.type === "attributes" && r.target.matches?.("rect.cell")) window.__squareWrites++;
        const target = r.target.nodeType === 1 ? r.target : r.target.parentElement;
        const line = target?.closest('[data-testid="log"] > li');
        if (line) lines.add(line);
        for (const n of r.addedNodes) if (n.nodeName === "LI" && n.parentElement?.matches('[data-testid="log"]')) lines.add(n);
      }
      window.__logLinesDrawn += lines.size;
    }).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
  });
  const page = await openPage(context, srv.base);
  await page.evaluate(() => localStorage.setItem("castellan/settings", JSON.stringify({ animate: false, bot_delay_ms: 0, three_d: true })));
  await page.reload();
  await page.waitForSelector(".app");
  await newTorri(page, ["human", "easy", "human", "normal"], { seed: "2024" });
  await shot(page, "torri-4p-start");
  // Long tasks are counted from here: the game, not the page load.
  await page.evaluate(() => { window.__longTasks = []; });

  let humanActions = 0;
  for (let step = 0; step < 5000; step++) {
    if (await page.locator('[data-testid="end-screen"]').count()) break;
    const acted = await torriHumanAction(page, { preferRoll: step % 3 === 0 });
    if (acted) humanActions++;
    else await page.waitForTimeout(30); // a bot is to move
    if (humanActions === 30) await shot(page, "torri-4p-midgame");
  }
  await page.waitForSelector('[data-testid="end-screen"]', { timeout: 60_000 });
  assert.ok(humanActions > 5, "the humans played by clicking");
  assert.ok(await page.evaluate(() => window.__thinkingSeen), "a thinking indicator showed while bots searched");
  assert.equal(await page.locator('[data-testid="score-chart"] polyline').count(), 4);
  await shot(page, "torri-4p-end");
  const actions = await logLength(page);
  const drawn = await page.evaluate(() => window.__logLinesDrawn);
  console.log(`# ${drawn} log lines drawn for ${actions} actions`);
  assert.ok(actions > 50 && drawn < 40 * actions, `${drawn} log lines drawn for ${actions} actions: a move redraws more than the log's newest lines`);
  // The board's hundred squares are drawn once a game, not at every move (one redraw of them
  // writes each square's six attributes twice: 1,200 writes).
  const squareWrites = await page.evaluate(() => window.__squareWrites);
  console.log(`# ${squareWrites} attribute writes on the board's squares`);
  assert.ok(squareWrites < 1200, `${squareWrites} attribute writes on the board's squares in ${actions} actions: moves redraw every square`);
  const longTasks = await page.evaluate(() => window.__longTasks);
  assert.ok(longTasks.every((d) => d <= 100), `long tasks over 100 ms during play: ${JSON.stringify(longTasks)}`);
  console.log(`# ${humanActions} human actions, ${await logLength(page)} actions in all, long tasks: ${JSON.stringify(longTasks)}`);
  page.check();
  await context.close();
});

test("the hint highlights a legal move for the human to play", async () => {
  const context = await browser.newContext();
  const page = await openPage(context, srv.base);
  await newTorri(page, ["human", "human"], { seed: "31" });
  await page.click('[data-testid="hint"]');
  await page.waitForSelector("rect.hint-mark", { timeout: 30_000 });
  assert.ok((await page.locator("rect.hint-mark").count()) >= 1);
  // The hint says the move in words, not in the log's notation ("h2-h3").
  const hint = (await page.textContent('[data-testid="hint-text"]')).trim();
  // A move may say why it is good ("— it captures …"); a roll never does, whatever it will throw.
  assert.match(hint, /^Hint: (stack from [a-j]\d+ to [a-j]\d+( — it .+)?|a roll of the die)$/);
  await shot(page, "torri-hint");
  page.check();
  await context.close();
});

test("an all-bot game can be watched and paused", { timeout: 120_000 }, async () => {
  const context = await browser.newContext();
  const page = await openPage(context, srv.base);
  await page.evaluate(() => localStorage.setItem("castellan/settings", JSON.stringify({ animate: false, bot_delay_ms: 150, three_d: true })));
  await page.reload();
  await page.waitForSelector(".app");
  await newTorri(page, ["easy", "easy"], { seed: "8" });
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="log"] li').length >= 3, null, { timeout: 60_000 });
  await page.click('[data-testid="pause"]');
  await page.waitForTimeout(400); // a move already scheduled may still land
  const paused = await logLength(page);
  await page.waitForTimeout(1000);
  assert.equal(await logLength(page), paused, "no move while paused");
  await page.click('[data-testid="pause"]');
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log"] li').length > n, paused, { timeout: 60_000 });
  page.check();
  await context.close();
});

test("rules help is reachable from the game and written out", async () => {
  const context = await browser.newContext();
  const page = await openPage(context, srv.base);
  await newTorri(page, ["human", "human"]);
  await page.keyboard.press("?");
  await page.waitForSelector(".rules-text h3");
  assert.ok((await page.locator(".rules-text li").count()) > 5);
  // Torri has no 3-D view: neither zoom keys nor pinching are mentioned.
  const keys = await page.textContent(".rules-text");
  assert.ok(keys.includes("hold a finger on a square to see what stands there"));
  assert.ok(!keys.includes("3-D"), "no 3-D view, so no zoom help");
  await shot(page, "torri-rules");
  await page.click('[data-testid="rules-back"]');
  await page.waitForSelector('[data-testid="board"]');
  page.check();
  await context.close();
});

/** Opens the app with `language` chosen in the settings and plays a few moves of a hot-seat game. */
async function torriIn(language, seed) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await openPageIn(context, srv.base, language, { three_d: true });
  await newTorri(page, ["human", "human"], { seed });
  for (let i = 0; i < 6; i++) await torriHumanAction(page, { preferRoll: i % 2 === 0 });
  await page.focus('[data-testid="board"]');
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowDown"); // one of the two moves, wherever the cursor was
  return { context, page };
}

test("Torri in Hungarian (its rulebook's language): board, prompts, log and rules help", { timeout: 120_000 }, async () => {
  const { context, page } = await torriIn("hu", "4321");
  assert.match(await page.textContent('[data-testid="log"]'), /dobás \d/, "rolls are logged as «dobás»");
  assert.match(await page.textContent('[data-testid="prompt"]'), /dobj|lépj|bontani/);
  assert.match(await page.textContent('[data-testid="inspect"]'), /^[a-j]\d+: (üres|\d+ bábu)/);
  const text = await pageText(page);
  assert.ok(!/torri-[a-z]/.test(text), "no message key is shown");
  await shot(page, "torri-hu");
  await page.keyboard.press("?");
  await page.waitForSelector(".rules-text h3");
  const rules = await pageText(page);
  for (const word of ["Magassági korlát", "zsákmányul", "Színkocka", "Szabad hazavitel"]) assert.ok(rules.includes(word), word);
  assert.ok(!/torri-[a-z]/.test(rules), "no message key in the rules help");
  await shot(page, "torri-hu-rules");
  page.check();
  await context.close();
});

test("Torri in Russian: a screenshot of the board", { timeout: 120_000 }, async () => {
  const { context, page } = await torriIn("ru", "4322");
  assert.match(await page.textContent('[data-testid="log"]'), /бросок \d/);
  assert.ok(!/torri-[a-z]/.test(await pageText(page)), "no message key is shown");
  await shot(page, "torri-ru");
  page.check();
  await context.close();
});

test("the end screen names the player who had no stack left to move", { timeout: 300_000 }, async () => {
  const { context, page } = await openPhone(browser, srv.base);
  await newTorri(page, ["human", "easy"], { seed: "5" });
  for (let step = 0; step < 6000; step++) {
    if (await page.locator('[data-testid="end-screen"]').count()) break;
    if (!(await torriHumanAction(page, { tap: true, preferRoll: step % 2 === 0 }))) await page.waitForTimeout(20);
  }
  const end = page.locator('[data-testid="end-screen"]');
  await end.waitFor({ timeout: 60_000 });
  const text = await end.textContent();
  assert.match(text, /(You|Bot \(Blue\)) had no stack left to move/, `the reason names the player: ${text}`);
  await shot(page, "torri-end-stuck-named");
  page.check();
  await context.close();
});

test("the last move, a bot's reply included, is written beside the players, in view on a phone", { timeout: 120_000 }, async () => {
  const { context, page } = await openPhone(browser, srv.base);
  await newTorri(page, ["human", "easy"], { seed: "5" });
  const line = page.locator('[data-testid="last-move"]');
  const lineText = async () => (await line.locator("span").last().textContent()).trim();
  assert.equal(await lineText(), "No moves yet.");
  // A log line's move: its text without the number and the seat's swatch, spelled out as the
  // line says it (the log keeps the notation: "h9-h7", "roll 3").
  const logMove = async (selector) => spelledOut(await page.evaluate((sel) => {
    const items = document.querySelectorAll(sel);
    const li = items[items.length - 1].cloneNode(true);
    li.querySelectorAll(".swatch").forEach((e) => e.remove());
    return li.textContent.trim().replace(/^\d+\.\s*/, "");
  }, selector));
  const spelledOut = (notation) => {
    const sq = "([a-j]\\d+)";
    const forms = [
      [new RegExp(`^${sq}-${sq}$`), (m) => `stack from ${m[1]} to ${m[2]}`],
      [new RegExp(`^${sq}x${sq} \\(captures (\\d+)\\)$`), (m) => `stack from ${m[1]} onto ${m[2]}, capturing ${m[3]}`],
      [/^roll (\d+)$/, (m) => `a roll of the die: ${m[1]}`],
      [/^pass$/, () => "no move: pass"],
    ];
    for (const [re, words] of forms) {
      const m = notation.match(re);
      if (m) return words(m);
    }
    assert.fail(`a log line this test cannot spell out: ${notation}`);
  };
  const lastLogMove = () => logMove('[data-testid="log"] li');
  // The newest action the line says: the last of a turn's list ("Bot (Blue): a roll of the die:
  // 3 · stack from h9 to h6"), or a single action's sentence after its player's name.
  const newestSaid = async (player) => {
    const actions = line.locator("li");
    if (await actions.count()) return (await actions.last().textContent()).trim();
    const said = await lineText();
    assert.ok(said.startsWith(`${player}: `), `the line names its player: ${said}`);
    return said.slice(player.length + 2);
  };
  // The human plays until it is the human's turn again after a move of the bot.
  for (let step = 0; step < 300; step++) {
    const said = await lineText();
    if (said.startsWith("Bot (Blue): ") && (await page.locator('[data-testid="roll"]').count())) {
      assert.equal(await newestSaid("Bot (Blue)"), await lastLogMove(), "the line says the log's newest move, in words");
      const box = await line.boundingBox();
      assert.ok(box && box.y >= 0 && box.y + box.height <= 844, `the line is in view: ${JSON.stringify(box)}`);
      await shot(page, "last-move-phone");
      // A step back in the history shows the move that led there.
      await page.click('[data-testid="step-back"]');
      const current = await logMove('[data-testid="log"] li.current');
      const player = (await line.textContent()).includes("Bot (Blue):") ? "Bot (Blue)" : "You";
      assert.equal(await newestSaid(player), current, "the line follows the history");
      page.check();
      await context.close();
      return;
    }
    if (!(await torriHumanAction(page, { tap: true, preferRoll: step % 2 === 0 }))) await page.waitForTimeout(20);
  }
  assert.fail("the bot never answered");
});

test("the bot's move is marked on the board where the last-move line says, and the history's too", { timeout: 120_000 }, async () => {
  const { context, page } = await openPhone(browser, srv.base);
  await newTorri(page, ["human", "normal"], { seed: "5" });
  const marks = () => page.evaluate(() => ({
    from: [...document.querySelectorAll("svg.board .last-move-from")].map((m) => m.dataset.at),
    to: [...document.querySelectorAll("svg.board .last-move-to")].map((m) => m.dataset.at),
  }));
  assert.deepEqual(await marks(), { from: [], to: [] }, "nothing before the first move");
  let checked = 0;
  for (let step = 0; step < 80 && checked < 2; step++) {
    await page.waitForFunction(() => !document.querySelector('[data-testid="thinking"]'), null, { timeout: 60_000 });
    const said = await page.textContent('[data-testid="last-move"]');
    // The bot's turn, with the human to roll: its moves' squares are marked, in Blue.
    const moves = [...said.matchAll(/stack from ([a-j]\d+) (?:to|onto) ([a-j]\d+)/g)];
    if (said.includes("Bot (Blue):") && moves.length && (await page.locator('[data-testid="roll"]').count())) {
      const { from, to } = await marks();
      const [, a, b] = moves[moves.length - 1];
      assert.ok(to.includes(b), `${b} is marked as reached (${said}): ${JSON.stringify({ from, to })}`);
      assert.ok(from.includes(a) || to.includes(a), `${a} is marked as left (${said})`);
      assert.equal(await page.getAttribute(`svg.board .last-move-to[data-at="${b}"]`, "fill"), "#3d7fd9", "in Blue's colour");
      await shot(page, `torri-last-move-${checked}`);
      checked++;
    }
    if (!(await torriHumanAction(page, { preferRoll: true, tap: true }))) await page.waitForTimeout(100);
  }
  assert.ok(checked >= 1, "a bot's move was checked");
  // The first step of the history: the human's first turn marked, nothing at the start.
  await page.click('[data-testid="log"] li >> nth=1');
  const first = await page.textContent('[data-testid="last-move"]');
  const shown = await marks();
  const squares = [...first.matchAll(/([a-j]\d+)/g)].map((m) => m[1]);
  for (const sq of [...shown.from, ...shown.to]) assert.ok(squares.includes(sq), `${sq} is in the line shown: ${first}`);
  await page.keyboard.press("Home");
  await page.waitForFunction(() => !document.querySelector("svg.board .last-move-to, svg.board .last-move-from"));
  page.check();
  await context.close();
});
