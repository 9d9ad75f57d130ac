// Clicking through a Torres game in the browser: the helpers the Torres e2e tests and the
// turn-time script share.
import { squareTarget } from "./harness.mjs";

/** A small deterministic random source, so a failing game can be replayed. */
export function rng(seed) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

export async function visible(page, selector) {
  const l = page.locator(selector);
  return (await l.count()) > 0 && (await l.first().isVisible());
}

export async function clickSquare(page, sq) {
  await (await squareTarget(page, sq)).click();
}

/** Clicks the first highlighted target, if any. */
export async function clickTarget(page) {
  const t = page.locator("[data-target]");
  if (!(await t.count())) return false;
  await clickSquare(page, await t.first().getAttribute("data-target"));
  return true;
}

/** Selects a knight (or block) that has destinations and clicks one. */
export async function moveSomething(page, random) {
  const origins = page.locator("[data-origin]");
  const n = await origins.count();
  if (!n) return false;
  const from = await origins.nth(Math.floor(random() * n)).getAttribute("data-origin");
  await clickSquare(page, from);
  const targets = page.locator("[data-target]");
  const m = await targets.count();
  if (!m) { await clickSquare(page, from); return false; }
  await clickSquare(page, await targets.nth(Math.floor(random() * m)).getAttribute("data-target"));
  return true;
}

/** One step of the policy (a player's action by clicking, chosen by `random`). Returns what it
 * did, or "end" once the end screen shows. */
export async function step(page, random) {
  if (await visible(page, '[data-testid="end-screen"]')) return "end";
  if (await visible(page, '[data-testid="handover-ready"]')) { await page.click('[data-testid="handover-ready"]'); return "handover"; }
  if (await visible(page, '[data-testid="choice"]')) { await page.click('[data-testid="choice-0"]'); return "choice"; }
  if (await visible(page, '[data-testid="keep-card"]')) { await page.locator('[data-testid="keep-card"]').first().click(); return "keep"; }
  if (await visible(page, '[data-testid="put-top"]')) {
    await page.locator(random() < 0.5 ? '[data-testid="put-top"]' : '[data-testid="put-bottom"]').first().click();
    return "put-back";
  }
  const stacks = page.locator('[data-testid^="choose-stack-"]');
  if (await stacks.count()) { await stacks.first().click(); return "stack"; }
  const spread = page.locator('[data-testid^="spread-"]');
  if (await spread.count()) {
    if (random() < 0.7) { await spread.first().click(); return "spread"; }
    await page.click('[data-testid="return-rest"]');
    return "return";
  }
  if (await visible(page, '[data-testid="return-rest"]')) { await page.click('[data-testid="return-rest"]'); return "return"; }
  if (await visible(page, '[data-testid="keep-king"]')) {
    if (random() < 0.5 && (await clickTarget(page))) return "move-king";
    await page.click('[data-testid="keep-king"]');
    return "keep-king";
  }
  // Main part of a turn: sometimes a card, sometimes a knight move, else a highlighted square.
  const playable = page.locator("button.torres-card.playable");
  if ((await playable.count()) && random() < 0.3) {
    await playable.first().click();
    if (!(await visible(page, '[data-testid="cancel-card"]'))) return "card"; // played at once (6/7 AP)
    if (await clickTarget(page)) return "card";
    if (await moveSomething(page, random)) return "card";
    await page.click('[data-testid="cancel-card"]');
  }
  if ((await visible(page, '[data-testid="take-card"]')) && random() < 0.15) { await page.click('[data-testid="take-card"]'); return "take"; }
  if (random() < 0.5 && (await moveSomething(page, random))) return "move";
  if (await clickTarget(page)) return "target";
  if (await moveSomething(page, random)) return "move";
  if (await visible(page, '[data-testid="end-turn"]')) { await page.click('[data-testid="end-turn"]'); return "end-turn"; }
  throw new Error("nothing to do: " + (await page.textContent('[data-testid="prompt"]').catch(() => "?")));
}
