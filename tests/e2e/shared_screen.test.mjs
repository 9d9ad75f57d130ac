// A shared screen hides what the next player may not know: after a hand-over no cursor, focus
// mark, inspected square or hover line of the previous player is left in the page, and during
// Fortaleza's blind deployment neither the log, nor the move counter, nor history stepping tells
// the second player how many units the first deployed (his deployment is one step). At a Torres
// hand-over the cursor and the inspect line are gone too. The seats' swatches follow the colours
// the first player chose in Fortaleza.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, launch, openPage, shot, plyText, logLength } from "./harness.mjs";

let srv, browser;
before(async () => { srv = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

async function freshPage() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1100 } });
  const page = await openPage(context, srv.base);
  await page.evaluate(() => localStorage.setItem("castellan/settings", JSON.stringify({ animate: false, bot_delay_ms: 0, three_d: false, view_chosen: true })));
  await page.reload();
  await page.waitForSelector(".app");
  return { context, page };
}

async function hotSeat(page, game, seed) {
  await page.click(`[data-testid="new-${game}"]`);
  await page.selectOption('[data-testid="seat-kind-0"]', "human");
  await page.selectOption('[data-testid="seat-kind-1"]', "human");
  await page.fill('[data-testid="seed"]', seed);
  await page.click('[data-testid="start"]');
  await page.waitForSelector('[data-testid="board"]');
}

const target = (page, sq) => page.locator(`.hits .target[data-square="${sq}"]`);

async function logged(page, action) {
  const before = await logLength(page);
  await action();
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log"] li').length > n, before);
}

/** Every trace a player's pointing or keyboard leaves on the board and under it. */
async function traces(page) {
  return page.evaluate(() => {
    const board = document.querySelector('[data-testid="board"]');
    return {
      cursor: board?.getAttribute("data-cursor") ?? null,
      inspect: board?.getAttribute("data-inspect") ?? null,
      activedescendant: board?.getAttribute("aria-activedescendant") ?? null,
      focusMarks: document.querySelectorAll(".focus-mark, .inspect-mark, .selected-mark, [data-ghost], [data-selected]").length,
      inspectLine: (document.querySelector('[data-testid="inspect"]')?.textContent ?? "").trim(),
      help: document.querySelector('[data-testid="unit-help"]')?.getAttribute("data-unit") ?? null,
    };
  });
}

/** The next player takes the device: the ready button pressed from the keyboard, so the test's
 *  pointer does not come to rest on a square when the cover goes (a real hover of the new player). */
async function ready(page) {
  await page.mouse.move(1, 1);
  await page.focus('[data-testid="handover-ready"]');
  await page.keyboard.press("Enter");
  await page.waitForSelector('[data-testid="handover"]', { state: "detached" });
}

const CLEAN = { cursor: null, inspect: null, activedescendant: null, focusMarks: 0, inspectLine: "", help: null };

/** The players strip's swatches: colour and mark. */
async function swatches(page) {
  return page.evaluate(() => [...document.querySelectorAll('[data-testid="player"] .seat-swatch')].map((s) => [s.style.background, s.dataset.seatMark]));
}

test("Fortaleza hot-seat: the blind deployment reaches the second player as one step, with no trace of a square", { timeout: 240_000 }, async () => {
  const { context, page } = await freshPage();
  await hotSeat(page, "fortaleza", "7");
  // (A cover at the very start, where nobody has seen anything yet, is dismissed if there is one.)
  if (await page.locator('[data-testid="handover-ready"]').count()) await page.click('[data-testid="handover-ready"]');
  await page.waitForSelector('[data-testid="choose-south-red"]');
  // Before the choice the seats are neutral stones with shapes.
  const neutral = await swatches(page);
  assert.deepEqual(neutral.map((s) => s[1]), ["disc", "square"], `neutral marks: ${JSON.stringify(neutral)}`);
  await logged(page, () => page.click('[data-testid="choose-south-red"]'));
  // Now each seat shows its army: Red & Gold (R), Black & Silver (B).
  await page.waitForFunction(() => document.querySelector('[data-testid="player"] .seat-swatch')?.dataset.seatMark === "R");
  const armies = await swatches(page);
  assert.deepEqual(armies.map((s) => s[1]), ["R", "B"], `army marks: ${JSON.stringify(armies)}`);
  assert.match(armies[0][0], /rgb\(179, 38, 43\)/, "the first seat in the Red & Gold army's red");
  assert.match(armies[1][0], /rgb\(38, 40, 45\)/, "the second in Black & Silver's black");
  const logMarks = await page.evaluate(() => [...document.querySelectorAll('[data-testid="log"] [data-seat-mark]')].map((s) => s.dataset.seatMark));
  assert.deepEqual(logMarks, ["R"], "the log's swatch too");

  // The first deployment: Fortress, Mountains, then units — one put down, taken back, put again.
  await logged(page, () => target(page, "e2").click());
  for (const m of ["a1", "b1", "k1"]) await logged(page, () => target(page, m).click());
  for (const [letter, sq] of [["D", "g2"], ["L", "e1"], ["K", "d1"]]) {
    await page.click(`[data-testid="reserve-${letter}"]`);
    await logged(page, () => target(page, sq).click());
  }
  await logged(page, () => target(page, "g2").click()); // the Dragon taken back
  await page.click('[data-testid="reserve-D"]');
  await logged(page, () => target(page, "g3").click());
  // The first player's last click and rest are on his King's square.
  await target(page, "d1").dispatchEvent("pointerenter");
  await page.waitForFunction(() => document.querySelector('[data-testid="board"]')?.getAttribute("data-cursor") === "g3");
  assert.match(await page.textContent('[data-testid="inspect"]'), /d1/, "the first player inspects his King's square");
  // His own log lists each of his placements.
  assert.equal(await logLength(page), 10);
  assert.equal(await plyText(page), "10 / 10");
  // The device goes to the second player: the log and the counter are the spectator's at once.
  await page.click('[data-testid="end-deployment"]');

  const check = async (when) => {
    const seen = await traces(page);
    assert.deepEqual(seen, CLEAN, `${when}: no cursor, focus or inspect line of the first player: ${JSON.stringify(seen)}`);
    const html = await page.content();
    for (const sq of ["d1", "e1", "g2", "g3"]) {
      assert.ok(!new RegExp(`(data-cursor|data-inspect|data-selected|data-ghost)="${sq}"|aria-activedescendant="cell-${sq}"`).test(html), `${when}: ${sq} is nowhere marked`);
    }
    const lines = await page.evaluate(() => [...document.querySelectorAll('[data-testid="log"] li')].map((li) => li.textContent.trim()));
    assert.equal(lines.filter((l) => /troops move in the fog/.test(l)).length, 1, `${when}: one fog line: ${lines.join(" | ")}`);
    assert.ok(!lines.some((l) => /@|back/.test(l)), `${when}: no placement is named: ${lines.join(" | ")}`);
    // choose, Fortress, three Mountains, the fog, the end of the deployment.
    assert.equal(lines.length, 7, `${when}: ${lines.join(" | ")}`);
    assert.equal(await plyText(page), "7 / 7", `${when}: the counter counts steps, not placements`);
  };
  // Under the cover and after it, for the second player.
  await page.waitForSelector('[data-testid="handover"]');
  await check("under the hand-over cover");
  await shot(page, "shared-screen-fortaleza-cover");
  await ready(page);
  await page.waitForSelector('[data-target="h10"][data-kind="fortress"]');
  await check("the second player's turn");
  // History stepping goes by the viewer's steps: the whole hidden deployment is one.
  const seenCounters = [];
  for (let i = 0; i < 7; i++) {
    await page.keyboard.press("ArrowLeft");
    seenCounters.push(await plyText(page));
  }
  assert.deepEqual(seenCounters, ["6 / 7", "5 / 7", "4 / 7", "3 / 7", "2 / 7", "1 / 7", "0 / 7"]);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  assert.equal(await plyText(page), "5 / 7");
  assert.equal(await page.locator(".picture .unit").count(), 0, "no unit of the hidden army at any step");
  await page.locator('[data-testid="log"] li').nth(5).click();
  assert.equal(await plyText(page), "6 / 7", "a click on the fog line shows the step after the whole deployment");
  assert.equal(await page.locator(".picture .unit").count(), 0);
  await page.keyboard.press("End");
  assert.equal(await plyText(page), "7 / 7");
  await shot(page, "shared-screen-fortaleza-second");
  // The second player's own placements are his to see, one by one.
  await logged(page, () => target(page, "h10").click());
  assert.equal(await plyText(page), "8 / 8");
  page.check();
  await context.close();
});

test("Torres hot-seat: a hand-over leaves no cursor or inspect line of the previous player", { timeout: 240_000 }, async () => {
  const { context, page } = await freshPage();
  await hotSeat(page, "torres", "4242");
  let checked = 0;
  let played = false;
  for (let i = 0; i < 150 && checked < 3; i++) {
    if (await page.locator('[data-testid="handover-ready"]').count()) {
      const covered = await traces(page);
      if (played) {
        assert.equal(covered.cursor, null, `under the cover: ${JSON.stringify(covered)}`);
        assert.equal(covered.activedescendant, null);
        assert.equal(covered.inspect, null);
        assert.equal(covered.inspectLine, "", "the inspect line is empty");
        assert.equal(covered.focusMarks, 0);
      }
      await ready(page);
      const after = await traces(page);
      assert.equal(after.cursor, null, `after the hand-over: ${JSON.stringify(after)}`);
      assert.equal(after.inspectLine, "");
      if (played) checked++;
      continue;
    }
    const before = await logLength(page);
    const first = page.locator("[data-target]").first();
    if (await first.count()) {
      const sq = await first.getAttribute("data-target");
      // The player points at the square (the inspect line says what stands there), then plays it.
      await target(page, sq).dispatchEvent("pointerenter");
      await target(page, sq).click();
      played = true;
      if (await page.locator('[data-testid="choice-0"]').count()) await page.click('[data-testid="choice-0"]');
    } else if (await page.locator('[data-testid="end-turn"]').count()) {
      await page.click('[data-testid="end-turn"]');
    } else {
      break;
    }
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log"] li').length > n
      || document.querySelector('[data-testid="handover-ready"]'), before);
  }
  assert.ok(checked >= 3, `three hand-overs checked (${checked})`);
  page.check();
  await context.close();
});
