// How long a game review takes in the browser (issue #47: a game of 150 decisions in about a
// minute): for each game, a two-player game of Easy bots played to its end, then the first
// player's decisions reviewed from the result dialog, timed from the click to the summary.
// Prints the decisions, the seconds and the time per decision (docs/bots.md, "Reviewing a game").
// Not a test (prints figures). Usage, after `trunk build --release`, on a quiet machine:
//   node tests/e2e/review_speed.mjs            # every game; or name some: torres voldetour
import { serve, launch, openPageWith, newGame } from "./harness.mjs";

const games = process.argv.slice(2).length ? process.argv.slice(2) : ["torres", "torri", "voldetour", "fortaleza"];
const srv = await serve();
const browser = await launch();
try {
  for (const game of games) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
    const page = await openPageWith(context, srv.base);
    await newGame(page, game, ["easy", "easy"]);
    await page.waitForSelector('[data-testid="end-screen"]', { timeout: 600_000 });
    await page.click('[data-testid="review-with-bot"]');
    await page.waitForFunction(() => /\d+ of [1-9]/.test(document.querySelector('[data-testid="review-progress"]')?.textContent ?? ""));
    const total = Number((await page.textContent('[data-testid="review-progress"]')).match(/of (\d+)/)[1]);
    const started = Date.now();
    await page.waitForSelector('[data-testid="review-summary"]', { timeout: 900_000 });
    const seconds = (Date.now() - started) / 1000;
    console.log(`${game}: ${total} decisions reviewed in ${seconds.toFixed(1)} s = ${Math.round((1000 * seconds) / total)} ms a decision (150 decisions: ${Math.round((150 * seconds) / total)} s)`);
    await context.close();
  }
} finally {
  await browser.close();
  await srv.close();
}
