// Torres with personal decks by link, between two browsers that share nothing but the links
// they pass: a whole game to its end, each player's kept cards seen only on their own device,
// and at the end each device shows its deck's secret and its cards and checks the other's.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, launch, shot } from "./harness.mjs";
import { newDevice, status, shownState, linkToSend, openLink, settleWait } from "./link_play.mjs";
import { rng, step, visible } from "./torres_play.mjs";

let srv, browser;
before(async () => { srv = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const DESKTOP = { viewport: { width: 1280, height: 1100 } };

const logLines = (page) => page.$$eval('[data-testid="log"] li', (items) => items.map((i) => i.textContent));

/** Plays this device's turn by clicks (taking cards often) until the turn passes; a card that
 *  waits for the friend's part of the deck costs the links there and back. */
async function torresTurn(me, other, random) {
  for (let k = 0; k < 400; k++) {
    if (await settleWait(me, other, /Your card needs/)) continue;
    if ((await status(me)) !== "your-turn" || (await visible(me, '[data-testid="end-screen"]'))) return;
    const before = await me.evaluate(shownState);
    if ((await visible(me, '[data-testid="take-card"]')) && random() < 0.5) {
      await me.click('[data-testid="take-card"]');
    } else if ((await step(me, random)) === "end") {
      return;
    }
    await me.waitForFunction((prev) => {
      const state = `${document.querySelector('[data-testid="link-panel"]')?.dataset.status}|${document.querySelector('[data-testid="ply"]')?.textContent}|${document.querySelector('[data-testid="link-status"]')?.textContent}`;
      return state !== prev || document.querySelector("[data-selected]") || document.querySelector('[data-testid="cancel-card"]');
    }, before, { timeout: 2_000 }).catch(() => {});
  }
}

test("Torres with personal decks by link: a whole game to its end, the cards kept hidden, every card checked at the end", { timeout: 900_000 }, async () => {
  const anna = await newDevice(browser, srv.base, DESKTOP);
  const bea = await newDevice(browser, srv.base, DESKTOP);
  const a = anna.page, b = bea.page;
  await a.evaluate(() => localStorage.setItem("castellan/settings", JSON.stringify({ animate: false, three_d: false })));
  await b.evaluate(() => localStorage.setItem("castellan/settings", JSON.stringify({ animate: false, three_d: false })));
  await a.reload();
  await a.waitForSelector(".app");
  await a.click('[data-testid="new-torres"]');
  await a.selectOption('[data-testid="opt-cards"]', "personal");
  await a.selectOption('[data-testid="seat-kind-1"]', "friend");
  await a.fill('[data-testid="seed"]', "5");
  await a.click('[data-testid="start"]');
  await a.waitForSelector('[data-testid="link-panel"]');

  const random = rng(3);
  let joined = false;
  let turns = 0;
  for (let i = 0; i < 400; i++) {
    const [sa, sb] = [await status(a), await status(b)];
    if (process.env.DEBUG_LINKS) console.log("torres by link", i, sa, sb);
    const overA = await visible(a, '[data-testid="end-screen"]');
    const overB = await visible(b, '[data-testid="end-screen"]');
    for (const [page, over] of [[a, overA], [b, overB]]) {
      if (over) await page.click('[data-testid="end-screen"] [data-testid="review"]');
    }
    if (sa === "your-turn") { turns++; await torresTurn(a, b, random); continue; }
    if (sb === "your-turn") { turns++; await torresTurn(b, a, random); continue; }
    if (sa === "send") {
      await openLink(b, await linkToSend(a));
      if (!joined) {
        await b.waitForSelector('[data-testid="invitation"]');
        assert.match(await b.textContent('[data-testid="invitation"] h2'), /invites you to play Torres/);
        await b.fill('[data-testid="join-name"]', "Bea");
        await b.click('[data-testid="join"]');
        await b.waitForSelector('[data-testid="link-panel"]');
        joined = true;
      }
      continue;
    }
    if (sb === "send") { await openLink(a, await linkToSend(b)); continue; }
    break;
  }
  assert.ok(turns >= 20, `a whole game of turns (${turns})`);
  // The game is over on both devices, and neither found a card that did not match.
  for (const page of [a, b]) {
    assert.match(await page.textContent('[data-testid="phase"]'), /Final position/);
    assert.notEqual(await status(page), "forfeited");
  }
  assert.equal(await a.textContent('[data-testid="ply"]'), await b.textContent('[data-testid="ply"]'));
  // Each device saw the other's kept cards only as "a card kept"; its own by name.
  for (const page of [a, b]) {
    const log = await logLines(page);
    assert.ok(log.some((l) => /keep a card/.test(l)), "the friend's cards kept, unnamed");
  }
  await shot(a, "by-link-torres-end");
  await shot(b, "by-link-torres-end-friend");
  // The saved games say the game by link ended, with nobody forfeited.
  await b.click('[data-testid="menu"]');
  await b.click('[data-testid="open-saves"]');
  await b.waitForSelector('[data-testid="save-list"]');
  assert.doesNotMatch(await b.textContent('[data-testid="save-list"]'), /forfeit/i);
  a.check();
  b.check();
  await anna.context.close();
  await bea.context.close();
});

test("resigning by link: on one's own turn, the link shows the friend the end", { timeout: 180_000 }, async () => {
  const anna = await newDevice(browser, srv.base, DESKTOP);
  const bea = await newDevice(browser, srv.base, DESKTOP);
  const a = anna.page, b = bea.page;
  await a.click('[data-testid="new-torres"]');
  await a.selectOption('[data-testid="opt-cards"]', "off");
  await a.selectOption('[data-testid="seat-kind-1"]', "friend");
  await a.click('[data-testid="start"]');
  await a.waitForSelector('[data-testid="link-panel"][data-status="your-turn"]');
  // Anna places her first knight; the link invites Bea.
  const random = rng(9);
  for (let i = 0; i < 20 && (await status(a)) === "your-turn"; i++) await step(a, random);
  await openLink(b, await linkToSend(a));
  await b.fill('[data-testid="join-name"]', "Bea");
  await b.click('[data-testid="join"]');
  await b.waitForSelector('[data-testid="link-panel"][data-status="your-turn"]');
  // Out of her turn Anna cannot resign; on hers Bea can.
  assert.ok(await a.isDisabled('[data-testid="resign"]'), "not on the friend's turn");
  await b.click('[data-testid="resign"]');
  await b.waitForSelector('[data-testid="resign-dialog"]');
  await b.click('[data-testid="resign-confirm"]');
  await b.waitForSelector('[data-testid="end-screen"]');
  await b.click('[data-testid="end-screen"] [data-testid="review"]');
  assert.match(await b.textContent('[data-testid="link-status"]'), /Send this last link so that Player 1 sees the end/);
  await openLink(a, await linkToSend(b));
  await a.waitForSelector('[data-testid="end-screen"]');
  const end = await a.textContent('[data-testid="end-screen"]');
  assert.match(end, /You win/);
  assert.match(end, /Bea resigned/);
  await shot(a, "by-link-resigned");
  a.check();
  b.check();
  await anna.context.close();
  await bea.context.close();
});
