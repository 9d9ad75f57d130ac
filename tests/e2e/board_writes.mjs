// What a move costs the page: plays the 4-player game of the Torri or Torres e2e test (same seats
// and seeds) and prints the attribute writes per log line (an action in Torri), by tag and attribute, and the long tasks.
// The counting observer adds work to every change, so its long tasks run high; the e2e tests
// count theirs without it (docs/performance.md, "The boards' redraws").
// Not a test (prints figures). Usage, after `trunk build --release`:
//   node tests/e2e/board_writes.mjs torri     # or torres
import { serve, launch, openPage, newTorri, logLength, torriHumanAction, watchLongTasks } from "./harness.mjs";
import { rng, visible, step } from "./torres_play.mjs";

const game = process.argv[2] || "torri";
const srv = await serve();
const browser = await launch();
const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
await watchLongTasks(context);
await context.addInitScript(() => {
  window.__writes = { all: 0, by: {} };
  new MutationObserver((records) => {
    for (const r of records) {
      if (r.type !== "attributes") continue;
      window.__writes.all++;
      const key = `${r.target.nodeName}.${r.target.getAttribute("class") || ""}@${r.attributeName}`;
      window.__writes.by[key] = (window.__writes.by[key] || 0) + 1;
    }
  }).observe(document, { subtree: true, attributes: true });
});
const page = await openPage(context, srv.base);
await page.evaluate(() => localStorage.setItem("castellan/settings", JSON.stringify({ animate: false, bot_delay_ms: 0, three_d: true })));
await page.reload();
await page.waitForSelector(".app");
if (game === "torri") {
  await newTorri(page, ["human", "easy", "human", "normal"], { seed: "2024" });
} else {
  await page.click('[data-testid="new-torres"]');
  await page.click('[data-testid="players-4"]');
  for (const [i, kind] of ["human", "normal", "human", "easy"].entries()) await page.selectOption(`[data-testid="seat-kind-${i}"]`, kind);
  await page.fill('[data-testid="seed"]', "77");
  await page.click('[data-testid="start"]');
  await page.waitForSelector('[data-testid="board"]');
}
await page.evaluate(() => { window.__longTasks = []; window.__writes = { all: 0, by: {} }; });
const random = rng(11);
for (let i = 0; i < 6000; i++) {
  if (await page.locator('[data-testid="end-screen"]').count()) break;
  if (game === "torri") {
    if (!(await torriHumanAction(page, { preferRoll: i % 3 === 0 }))) await page.waitForTimeout(30);
    continue;
  }
  // Torres: phase 1, as the e2e test plays it.
  if ((await page.textContent('[data-testid="phase"]').catch(() => "")).startsWith("Phase 2")) break;
  const humanToMove = await page.locator('[data-testid="end-turn"], [data-testid^="choose-stack-"], [data-testid^="spread-"], [data-testid="handover-ready"], [data-testid="keep-king"], [data-testid="keep-card"], [data-testid="put-top"], [data-origin], [data-target]').count();
  if (!humanToMove) { await page.waitForTimeout(30); continue; }
  await step(page, random).catch(() => null);
}
const actions = await logLength(page);
const writes = await page.evaluate(() => window.__writes);
const tasks = await page.evaluate(() => window.__longTasks);
console.log(`${game}: ${actions} log lines, ${(writes.all / actions).toFixed(1)} attribute writes per line`);
for (const [key, n] of Object.entries(writes.by).sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${key}: ${(n / actions).toFixed(1)}`);
console.log(`long tasks (ms): ${JSON.stringify(tasks.map(Math.round))}`);
await browser.close();
await srv.close();
