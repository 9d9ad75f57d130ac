// Play a friend by link, between two browsers that share nothing but the links they pass: a
// whole game of Fortaleza to the win (each blind deployment hidden from the other device until
// the battle), Torri with dice on two phones (each roll needs both devices' parts), the
// invitation and the name the friend chooses, the saved games' "whose move", and the refusals of
// one's own link, an old link and a forged one, each leaving the game as it was.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, launch, shot, torriHumanAction } from "./harness.mjs";
import { newDevice, status, shownState, linkToSend, openLink, untilMyMove, settleWait } from "./link_play.mjs";

let srv, browser;
before(async () => { srv = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const DESKTOP = { viewport: { width: 1280, height: 1100 } };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const device = (options = DESKTOP) => newDevice(browser, srv.base, options);

// ---- Fortaleza ----------------------------------------------------------------------------------

const target = (page, sq) => page.locator(`.hits .target[data-square="${sq}"]`);

/** Clicks a square marked as a target of `kind`, and waits for the log to take the action in. */
async function clickTarget(page, sq, kind) {
  await page.waitForSelector(`[data-target="${sq}"]${kind ? `[data-kind="${kind}"]` : ""}`);
  const count = await page.locator('[data-testid="log"] li').count();
  const last = await page.locator('[data-testid="log"] li').last().textContent().catch(() => "");
  await target(page, sq).click();
  await page.waitForFunction(({ count, last }) => {
    const items = document.querySelectorAll('[data-testid="log"] li');
    return items.length !== count || (items[items.length - 1]?.textContent ?? "") !== last;
  }, { count, last });
}

async function move(page, from, to, kind = "move") {
  await page.waitForSelector(`[data-origin="${from}"]`);
  await target(page, from).click();
  await page.waitForSelector(`[data-selected="${from}"]`);
  await clickTarget(page, to, kind);
}

/** A whole deployment, ended with a click on the Fortress. */
async function deploy(page, { fortress, mountains, units }) {
  await clickTarget(page, fortress, "fortress");
  for (const m of mountains) await clickTarget(page, m, "move");
  for (const [letter, sq] of units) {
    await page.click(`[data-testid="reserve-${letter}"]`);
    await clickTarget(page, sq, "move");
  }
  await page.waitForSelector("[data-fortress-action]");
  await target(page, fortress).click();
  await page.waitForSelector("[data-fortress-action]", { state: "detached" });
}

const SOUTH = {
  fortress: "e2", mountains: ["a1", "b1", "k1"],
  units: [["K", "d1"], ["L", "e1"], ["R", "f1"], ["T", "g1"], ["A", "d2"], ["D", "g2"], ["H", "d3"], ["C", "g3"],
    ["E", "d4"], ["S", "e4"], ["R", "f4"], ["R", "g4"]],
};
const NORTH = { fortress: "h10", mountains: ["a12", "b12", "l12"], units: [["L", "j9"], ["D", "j10"], ["R", "h9"], ["L", "g12"]] };

test("Fortaleza by link: each blind deployment stays on its device until the battle, and the game is played to the win", { timeout: 300_000 }, async () => {
  const anna = await device();
  const bea = await device();
  const a = anna.page, b = bea.page;
  await a.click('[data-testid="new-fortaleza"]');
  await a.selectOption('[data-testid="seat-kind-1"]', "friend");
  await a.fill('[data-testid="seed"]', "7");
  await a.click('[data-testid="start"]');
  await a.waitForSelector('[data-testid="choose-south-red"]');
  assert.equal(await status(a), "your-turn");
  await a.click('[data-testid="choose-south-red"]');
  await deploy(a, SOUTH);
  await shot(a, "by-link-fortaleza-sent");

  // Bea opens Anna's link: an invitation, under a name she chooses.
  await openLink(b, await linkToSend(a));
  await b.waitForSelector('[data-testid="invitation"]');
  assert.match(await b.textContent('[data-testid="invitation"] h2'), /Player 1 invites you to play Fortaleza/);
  await shot(b, "by-link-fortaleza-invitation");
  await b.fill('[data-testid="join-name"]', "Bea");
  await b.click('[data-testid="join"]');
  await b.waitForSelector('[data-target="h10"][data-kind="fortress"]');
  // Nothing of Anna's army is on Bea's device, not even in the page's markup.
  assert.equal(await b.locator('.picture .unit[data-seat="0"]').count(), 0, "the first army is hidden");
  assert.ok(!/data-at="d1"/.test(await b.content()), "no trace of the first army's squares");
  await deploy(b, NORTH);
  // Nor anything of Bea's on Anna's, until the battle begins.
  await untilMyMove(a, b);
  await a.waitForSelector('.picture .unit[data-seat="1"][data-at="j9"]');
  assert.equal(await a.locator('.picture .unit').count(), 16, "both armies once the battle begins");
  await shot(a, "by-link-fortaleza-battle");

  // The battle, each move passed by link (the hot-seat test's game, on two devices).
  const shuffle = ["g12", "f12"];
  let s = 0;
  const answer = async () => {
    await untilMyMove(b, a);
    await move(b, shuffle[s % 2], shuffle[(s + 1) % 2]);
    s++;
    await untilMyMove(a, b);
  };
  await move(a, "g4", "g5");
  await a.click('[data-testid="end-march"]');
  await untilMyMove(b, a);
  // Bea's device now shows Anna's army: the battle has begun there too.
  await b.waitForSelector('.picture .unit[data-seat="0"][data-at="d1"][data-unit="K"]');
  await move(b, "j10", "k10");
  await untilMyMove(a, b);
  await target(a, "e4").click();
  await clickTarget(a, "k10", "skewer");
  await answer();
  await target(a, "e1").click();
  await clickTarget(a, "f1", "relay");
  await answer();
  for (const [from, to] of [["d2", "c3"], ["d3", "c5"], ["g3", "h6"], ["d4", "d9"], ["g2", "j5"], ["g1", "h2"]]) {
    await move(a, from, to);
    await answer();
  }
  await move(a, "h2", "h9", "shot");
  await answer();
  await move(a, "d1", "d2");
  await answer();
  await move(a, "g5", "g6");
  await move(a, "f4", "f5");
  await answer();
  await a.click('[data-testid="reserve-A"]');
  await clickTarget(a, "d3", "move");
  await answer();
  await move(a, "d9", "g9");
  await answer();
  await move(a, "h6", "i9");
  await answer(); // Bea does not break the siege
  await a.waitForSelector('[data-fortress-action="1"]');
  await target(a, "h10").click();
  await a.waitForSelector('[data-testid="end-screen"]');
  assert.match(await a.textContent('[data-testid="end-screen"] h2'), /You win/);
  await a.click('[data-testid="end-screen"] [data-testid="review"]');
  // The last link shows Bea the end.
  assert.equal(await status(a), "send");
  await openLink(b, await linkToSend(a));
  await b.waitForSelector('[data-testid="end-screen"]');
  assert.match(await b.textContent('[data-testid="end-screen"] h2'), /Player 1 wins/);
  await shot(b, "by-link-fortaleza-end");
  a.check();
  b.check();
  await anna.context.close();
  await bea.context.close();
});

// ---- Torri with dice, and the refusals ----------------------------------------------------------

/** Plays this device's turn to its end: actions, and when a roll waits for the other device's
 *  part of the dice, the links there and back that throw it. */
async function torriTurn(me, other) {
  for (let k = 0; k < 12; k++) {
    if (await settleWait(me, other, /Your roll needs/)) continue;
    if ((await status(me)) !== "your-turn") return;
    const before = await me.evaluate(shownState);
    assert.ok(await torriHumanAction(me, { preferRoll: k === 0, tap: true }), "an action to play");
    await me.waitForFunction((prev) => {
      const state = `${document.querySelector('[data-testid="link-panel"]')?.dataset.status}|${document.querySelector('[data-testid="ply"]')?.textContent}|${document.querySelector('[data-testid="link-status"]')?.textContent}`;
      return state !== prev || document.querySelector('[data-testid="split-dialog"]');
    }, before);
  }
}

const plies = (page) => page.textContent('[data-testid="ply"]');

/** Opens `url` in `page` and returns the notice it raises (any notice before is dismissed). */
async function noticeOf(page, url) {
  if (await page.locator('[data-testid="notice"] button').count()) await page.click('[data-testid="notice"] button');
  await page.goto(url);
  await page.waitForSelector('[data-testid="notice"]');
  return page.textContent('[data-testid="notice"]');
}

test("Torri with dice by link on two phones: rolls need both devices, and own, old and forged links change nothing", { timeout: 240_000 }, async () => {
  const anna = await device(PHONE);
  const bea = await device(PHONE);
  const a = anna.page, b = bea.page;
  await a.click('[data-testid="new-torri"]');
  await a.selectOption('[data-testid="seat-kind-1"]', "friend");
  await a.click('[data-testid="start"]');
  await a.waitForSelector('[data-testid="link-panel"][data-status="your-turn"]', { state: "attached" });
  // Anna rolls: the die needs Bea's part, so the roll waits for her link.
  await a.tap('[data-testid="roll"]');
  await a.waitForSelector('[data-testid="link-panel"][data-status="send"]');
  assert.match(await a.textContent('[data-testid="link-status"]'), /Your roll needs Player 2's part of the dice/);
  await shot(a, "by-link-torri-roll-waits");
  const first = await linkToSend(a);

  await openLink(b, first);
  await b.fill('[data-testid="join-name"]', "Bea");
  await b.tap('[data-testid="join"]');
  await b.waitForSelector('[data-testid="link-panel"][data-status="send"]');
  assert.match(await b.textContent('[data-testid="link-status"]'), /Player 1 is rolling: send this link back/);
  await shot(b, "by-link-torri-share");
  const beaFirst = await linkToSend(b);
  await openLink(a, beaFirst);
  // The roll is thrown on Anna's device, with Bea's name now on her seat.
  assert.match(await a.textContent('[data-testid="players"]'), /Bea/);
  assert.match(await a.textContent('[data-testid="log"]'), /roll \d/);
  await torriTurn(a, b);

  // Turns go back and forth, every roll settled by both devices.
  for (let round = 0; round < 3; round++) {
    await untilMyMove(b, a);
    await torriTurn(b, a);
    await untilMyMove(a, b);
    await torriTurn(a, b);
  }
  await untilMyMove(b, a);
  const atBea = await plies(b);

  // Bea's own link, opened on her device: it says so, and nothing changes.
  await torriTurn(b, a);
  const own = await linkToSend(b);
  const beaPly = await plies(b);
  assert.match(await noticeOf(b, own), /the link this device sent/);
  assert.equal(await plies(b), beaPly, "her own link changes nothing");
  assert.notEqual(beaPly, atBea);

  // An old link and a forged one, opened on Anna's device: refused, her game as it was.
  const annaPly = await plies(a);
  assert.match(await noticeOf(a, beaFirst), /older link of this game/);
  assert.equal(await plies(a), annaPly);
  const forged = own.replace(/&a=([A-Za-z0-9_-])/, (m, c) => `&a=${c === "A" ? "B" : "A"}`);
  assert.notEqual(forged, own);
  assert.match(await noticeOf(a, forged), /cut short or altered/);
  assert.equal(await plies(a), annaPly);
  await shot(a, "by-link-torri-forged");
  // Bea's real link still goes through.
  await openLink(a, own);
  assert.notEqual(await plies(a), annaPly);

  // The saved games say whose move it is.
  await a.click('[data-testid="menu"]');
  await a.click('[data-testid="open-saves"]');
  await a.waitForSelector('[data-testid="save-link"]');
  const annaSays = await a.textContent('[data-testid="save-link"]');
  assert.match(annaSays, /Your move|Your link is still to be sent|Waiting for Bea's link/);
  await shot(a, "by-link-saves");
  a.check();
  b.check();
  await anna.context.close();
  await bea.context.close();
});

test("a bot set up on one device plays there, drawing its dice with the friend's device, and its moves reach the friend", { timeout: 180_000 }, async () => {
  const anna = await device();
  const bea = await device();
  const a = anna.page, b = bea.page;
  await a.click('[data-testid="new-torri"]');
  await a.click('[data-testid="players-3"]');
  await a.selectOption('[data-testid="seat-kind-1"]', "easy");
  await a.selectOption('[data-testid="seat-kind-2"]', "friend");
  await a.click('[data-testid="start"]');
  await a.waitForSelector('[data-testid="link-panel"][data-status="your-turn"]');
  // Anna moves a stack by its height (no die): then her bot plays, on her device.
  assert.equal(await torriHumanAction(a), "move");
  await a.waitForSelector('[data-testid="link-panel"][data-status="send"]');
  // The first link invites Bea (the bot may have asked for her part of a die).
  await openLink(b, await linkToSend(a));
  await b.fill('[data-testid="join-name"]', "Bea");
  await b.click('[data-testid="join"]');
  await b.waitForSelector('[data-testid="link-panel"]');
  await untilMyMove(b, a);
  // On Bea's device the bot's seat is played elsewhere, and its moves are in her log.
  const players = await b.textContent('[data-testid="players"]');
  assert.match(players, /Bot \(Blue\)/);
  const log = await b.$$eval('[data-testid="log"] li', (items) => items.map((i) => i.textContent));
  assert.ok(log.length >= 2, `Anna's move and her bot's: ${log.join(" | ")}`);
  assert.match(await b.textContent('[data-testid="link-status"]'), /Your move/);
  await shot(b, "by-link-bot-moved");
  a.check();
  b.check();
  await anna.context.close();
  await bea.context.close();
});
