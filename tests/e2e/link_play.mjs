// Two devices playing by link in the e2e tests: each a browser context of its own, sharing
// nothing but the links its player sends.
import assert from "node:assert/strict";
import { openPageWith } from "./harness.mjs";

/** A device: a browser context of its own (its own storage), on the home screen. */
export async function newDevice(browser, base, options) {
  const context = await browser.newContext(options);
  const page = await openPageWith(context, base);
  return { context, page };
}

/** The link panel's state: "your-turn", "send", "waiting", "forfeited", "ended", or null. */
export const status = (page) => page.getAttribute('[data-testid="link-panel"]', "data-status").catch(() => null);

/** What the page shows of the game: the link panel's state and the history counter (run in the
 *  page). */
export const shownState = () =>
  `${document.querySelector('[data-testid="link-panel"]')?.dataset.status}|${document.querySelector('[data-testid="ply"]')?.textContent}|${document.querySelector('[data-testid="link-status"]')?.textContent}`;

/** The link this page asks its player to send, as the player gets it (pressing "Send link"). */
export async function linkToSend(page) {
  await page.waitForSelector('[data-testid="link-panel"][data-status="send"] [data-testid="send-link"]');
  await page.click('[data-testid="send-link"]');
  return page.inputValue('[data-testid="link-url"]');
}

/** Opens `url` in `page` (a link tapped in a message: the page loads it) and waits until the
 *  game on screen has taken it in. */
export async function openLink(page, url) {
  const before = await page.evaluate(shownState).catch(() => "");
  await page.goto(url);
  await page.waitForSelector(".app");
  await page.waitForFunction((prev) => {
    const state = `${document.querySelector('[data-testid="link-panel"]')?.dataset.status}|${document.querySelector('[data-testid="ply"]')?.textContent}|${document.querySelector('[data-testid="link-status"]')?.textContent}`;
    return document.querySelector('[data-testid="invitation"]') || (document.querySelector('[data-testid="board"]') && state !== prev);
  }, before);
}

/** Passes links between the two devices until `me` may move (a move the other device completes,
 *  a die's parts, an answer to a reveal: whatever the protocol needs). */
export async function untilMyMove(me, other) {
  for (let i = 0; i < 8; i++) {
    if (process.env.DEBUG_LINKS) console.log("untilMyMove", i, await status(me), await status(other));
    if ((await status(me)) === "your-turn") return;
    if ((await status(other)) === "send") await openLink(me, await linkToSend(other));
    else if ((await status(me)) === "send") await openLink(other, await linkToSend(me));
    else await me.waitForTimeout(100);
  }
  assert.equal(await status(me), "your-turn", "the turn came back");
}

/** When `me`'s action waits for the other device (a die's part, a deck's part: the panel's words
 *  match `waits`), passes the links there and back that let it happen; true if it did. */
export async function settleWait(me, other, waits) {
  if ((await status(me)) !== "send" || !waits.test(await me.textContent('[data-testid="link-status"]'))) return false;
  await openLink(other, await linkToSend(me));
  await openLink(me, await linkToSend(other));
  return true;
}
