// "Learn to play" (issue #47, item 1): for every game, its first lesson played through by clicking
// on the real board, from the home screen: a wrong move refused with its reason (and not played),
// "Show me" drawing the right one, each step done, the closing task, and the lesson kept as done
// on the device (the list marks it after a reload). Also on a phone, with touch: the task and the
// board in view, a refused move said. The lessons themselves are checked natively
// (tests/lessons.rs, each game's lessons/tests.rs).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, launch, openPageWith, newGame, shot, squareTarget, outOfView, SIZES } from "./harness.mjs";

let srv, browser;
before(async () => { srv = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

/** The board's hit target of a square (flat boards draw one per square, named by data-square). */
const target = (page, sq) => page.locator(`.hits .target[data-square="${sq}"]`);

/** What the line under the task says, once it says something. */
async function said(page) {
  await page.waitForSelector('[data-testid="lesson-said"]:not(:empty)');
  return (await page.textContent('[data-testid="lesson-said"]')).trim();
}

/** The step's task, in words. */
const task = async (page) => (await page.textContent('[data-testid="lesson-task"]')).trim();

/** Asserts the move just made was refused with a reason, and that the step did not move on. */
async function refused(page) {
  await page.waitForSelector('[data-testid="lesson-said"].refused');
  const why = await said(page);
  assert.ok(why.length > 20, `a refusal says why: "${why}"`);
  assert.equal(await page.locator('[data-testid="lesson-next-step"]').count(), 0, "a refused move does not end the step");
  return why;
}

/** Waits for the step to be done, then goes on to the next one (or, after the task, checks the
 *  lesson is complete). */
async function stepDone(page, last = false) {
  await page.waitForSelector('[data-testid="lesson-said"].done');
  if (last) {
    await page.waitForSelector('[data-testid="lesson-complete"]');
    return;
  }
  const before = await task(page);
  await page.click('[data-testid="lesson-next-step"]');
  await page.waitForFunction((t) => document.querySelector('[data-testid="lesson-task"]')?.textContent.trim() !== t, before);
}

/** From home to the game's first lesson. */
async function openFirstLesson(page, game) {
  await page.click(`[data-testid="learn-${game}"]`);
  await page.waitForSelector('[data-testid="lesson"]');
  assert.ok((await page.locator('[data-testid="lesson"]').count()) >= 5, "5 to 8 lessons");
  await page.locator('[data-testid="lesson"]').first().click();
  await page.waitForSelector('[data-testid="lesson-task"]');
  await page.waitForSelector('[data-testid="board"]');
  assert.match(await page.textContent('[data-testid="lesson-step"]'), /Step 1 of \d/);
}

/** "Show me" draws the right move on the board. */
async function showMe(page) {
  await page.click('[data-testid="lesson-show"]');
  await page.waitForSelector(".hint-mark");
}

/** Selects the piece on `from` and clicks `to` (a square it may go to). */
async function flatMove(page, from, to) {
  await page.waitForSelector(`[data-origin="${from}"]`);
  await target(page, from).click();
  await page.waitForSelector(`[data-target="${to}"]`);
  await target(page, to).click();
}

/** Selects the piece on `from` and clicks the first square it may go to. */
async function flatMoveAnywhere(page, from) {
  await page.waitForSelector(`[data-origin="${from}"]`);
  await target(page, from).click();
  await page.waitForSelector("[data-target]");
  await target(page, await page.locator("[data-target]").first().getAttribute("data-target")).click();
}

const LESSONS = {
  async fortaleza(page) {
    assert.match(await task(page), /Capture the enemy Rabble on c8 with your Elephant on c4/);
    // The board speaks to the learner, not to the players of the game left on the home screen.
    assert.match(await page.textContent('[data-testid="prompt"]'), /^You/);
    await flatMove(page, "c4", "c5");
    await refused(page);
    await showMe(page);
    await flatMove(page, "c4", "c8");
    await stepDone(page);
    // Out of the Reserve: the Dragon onto the Exit Ring.
    await page.click('[data-testid="reserve-D"]');
    await page.waitForSelector("[data-target]");
    await target(page, await page.locator("[data-target]").first().getAttribute("data-target")).click();
    await stepDone(page);
    // The task: the enemy King in reach of one of two Elephants.
    await flatMove(page, "a9", "f9");
    await stepDone(page, true);
  },
  async torri(page) {
    await page.click('[data-testid="roll"]');
    assert.match(await refused(page), /roll/i);
    await flatMove(page, "e2", "e3");
    await stepDone(page);
    await flatMoveAnywhere(page, "b4");
    await refused(page);
    await flatMoveAnywhere(page, "e5");
    await stepDone(page);
    await flatMoveAnywhere(page, "d6");
    await stepDone(page, true);
  },
  async torres(page) {
    const click = async (sq) => (await squareTarget(page, sq)).click();
    await page.click('[data-testid="end-turn"]');
    await refused(page);
    await showMe(page);
    await page.waitForSelector('[data-origin="c3"]');
    await click("c3");
    await page.waitForSelector('[data-target="d3"]');
    await click("d3");
    await stepDone(page);
    // A block on the bare ground beside the castle (a square offering both asks which).
    await page.waitForSelector('[data-target="b3"]');
    await click("b3");
    if (await page.locator('[data-testid="choice"]').count()) {
      await page.locator('[data-testid^="choice-"]', { hasText: /block/i }).first().click();
    }
    await stepDone(page);
    // The task: onto the castle that scores more.
    await page.waitForSelector('[data-origin="e4"]');
    await click("e4");
    await page.waitForSelector('[data-target="f4"]');
    await click("f4");
    await stepDone(page, true);
  },
  async voldetour(page) {
    const hover = (sq) => target(page, sq).dispatchEvent("pointerenter");
    const click = (sq) => target(page, sq).dispatchEvent("click");
    const lordTo = async (to) => {
      await page.focus('[data-testid="board"]');
      await page.keyboard.press("l");
      await page.waitForSelector(`[data-target="${to}"]`);
      await hover(to);
      await click(to);
    };
    const block = async (kind, sq) => {
      await page.click(`[data-testid="pick-block-${kind}"]`);
      await page.waitForSelector(`[data-target="${sq}"]`);
      await hover(sq);
      await page.waitForSelector(`[data-ghost="${sq}"][data-legal="true"]`);
      await click(sq);
      // Placed: its button says so and cannot be picked again this turn.
      await page.waitForSelector(`[data-testid="pick-block-${kind}"][disabled]`);
    };
    // A Lord move that does not reach the Tower is refused.
    await page.focus('[data-testid="board"]');
    await page.keyboard.press("l");
    await page.waitForSelector("[data-target]");
    const elsewhere = await page.locator('[data-target]:not([data-target="h8"])').first().getAttribute("data-target");
    await hover(elsewhere);
    await click(elsewhere);
    await refused(page);
    await lordTo("h8");
    await stepDone(page);
    // A first turn: a Block 3 high beside the Tower, then off it.
    await block(2, "d3");
    await lordTo("d3");
    await stepDone(page);
    await block(3, "c4");
    await lordTo("c4");
    await stepDone(page, true);
  },
};

for (const [game, play] of Object.entries(LESSONS)) {
  test(`${game}: the first lesson played through, a wrong move refused, kept as done`, { timeout: 180_000 }, async () => {
    const context = await browser.newContext(SIZES.desktop);
    const page = await openPageWith(context, srv.base);
    if (game === "fortaleza") {
      // A game of other players left running: the lesson does not borrow its names.
      await newGame(page, "fortaleza", ["human", "human"]);
      await page.click('[data-testid="menu"]');
      await page.waitForSelector('[data-testid="continue"]');
    }
    await openFirstLesson(page, game);
    await play(page);
    await shot(page, `lesson-${game}-complete`);
    assert.equal(await page.locator('[data-testid="lesson-next"]').count(), 1, "the next lesson is offered");
    // Kept on the device: the list marks the lesson done, after a reload too.
    await page.click('[data-testid="lesson-to-list"]');
    await page.waitForSelector('[data-testid="lesson-done"]');
    await page.reload();
    await page.waitForSelector('[data-testid="lesson"]');
    assert.equal(await page.locator('[data-testid="lesson-done"]').count(), 1);
    page.check();
    await context.close();
  });
}

test("on a phone, upright and sideways: the task, the board and a refusal in view", { timeout: 120_000 }, async () => {
  for (const size of ["phone", "landscape"]) {
    const context = await browser.newContext(SIZES[size]);
    const page = await openPageWith(context, srv.base);
    await openFirstLesson(page, "fortaleza");
    await target(page, "c4").tap();
    await page.waitForSelector('[data-target="c5"]');
    await target(page, "c5").tap();
    await refused(page);
    const seen = size === "phone"
      ? ['[data-testid="lesson-task"]', '[data-testid="lesson-said"]', '[data-testid="board"]']
      : ['[data-testid="lesson-said"]', '[data-testid="board"]'];
    assert.deepEqual(await outOfView(page, seen), [], `${size}: in view`);
    await shot(page, `lesson-fortaleza-refused-${size}`);
    page.check();
    await context.close();
  }
});
