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
