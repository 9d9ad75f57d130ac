// End-to-end tests of the app shell with a real game (Torri): start a game, play by clicking the
// SVG board, undo, reload and resume, share links in a fresh browser, offline reload, damaged
// saves, a full storage, and the sub-path deployment. Every test fails on any page error.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, launch, openPage, openPageWith, shot, newGame, newTorri, plyText, logLength, torriHumanAction } from "./harness.mjs";

let srv, browser;
before(async () => { srv = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

test("home screen lists the games with pictures", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const page = await openPage(context, srv.base);
  await page.waitForSelector('[data-game="torri"] img');
  assert.ok(await page.locator(".game-card").count() >= 1);
  await shot(page, "home");
  for (const game of ["torres", "torri"]) {
    await page.click(`[data-testid="new-${game}"]`);
    await page.click('[data-testid="players-4"]');
    await page.waitForSelector('[data-testid="start"]');
    assert.equal(await page.locator('[data-testid="seat-row"]').count(), 4);
    await shot(page, `new-game-${game}`);
    await page.click("text=Back");
  }
  page.check();
  await context.close();
});

test("play by clicking, undo within the turn, reload resumes, history steps", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await openPage(context, srv.base);
  await newTorri(page, ["human", "human"]);
  await shot(page, "torri-start");

  // A height move (no dice): it can be undone within the turn... but it ends the turn in Torri
  // unless it was a six bonus. So: undo is offered only while the same player is still to move.
  const before = await logLength(page);
  assert.equal(await torriHumanAction(page), "move");
  assert.equal(await logLength(page), before + 1);
  assert.equal(await page.isDisabled('[data-testid="undo"]'), true, "a completed turn cannot be undone");

  // Roll: the die shows; the roll itself can never be undone.
  assert.equal(await torriHumanAction(page, { preferRoll: true }), "roll");
  await page.waitForSelector('[data-testid="dice"]');
  assert.equal(await page.isDisabled('[data-testid="undo"]'), true, "a die roll cannot be undone");
  await shot(page, "torri-rolled");
  for (let i = 0; i < 6; i++) await torriHumanAction(page);
  const plies = await logLength(page);
  assert.ok(plies >= 6);

  // History: step back and forth without changing the game.
  await page.click('[data-testid="step-back"]');
  assert.equal(await plyText(page), `${plies - 1} / ${plies}`);
  await page.keyboard.press("Home");
  assert.equal(await plyText(page), `0 / ${plies}`);
  await page.keyboard.press("ArrowRight");
  assert.equal(await plyText(page), `1 / ${plies}`);
  await page.keyboard.press("End");
  assert.equal(await plyText(page), `${plies} / ${plies}`);

  // Reload: the same game, at the same move.
  await page.reload();
  await page.waitForSelector('[data-testid="board"]');
  assert.equal(await plyText(page), `${plies} / ${plies}`);
  await shot(page, "torri-resumed");
  page.check();
  await context.close();
});

test("undo and redo inside a turn (six bonus keeps the turn)", async () => {
  // Find a seed/position where after a roll of six the same player continues: we simply play
  // until undo becomes available, then check undo/redo restore the log.
  const context = await browser.newContext();
  const page = await openPage(context, srv.base);
  await newTorri(page, ["human", "human"], { seed: "4" });
  let undone = false;
  for (let i = 0; i < 200 && !undone; i++) {
    if (!(await page.isDisabled('[data-testid="undo"]'))) {
      const n = await logLength(page);
      await page.click('[data-testid="undo"]');
      assert.equal(await logLength(page), n - 1);
      await page.click('[data-testid="redo"]');
      assert.equal(await logLength(page), n);
      await page.keyboard.press("Control+z");
      assert.equal(await logLength(page), n - 1);
      undone = true;
      break;
    }
    await torriHumanAction(page, { preferRoll: true });
  }
  assert.ok(undone, "undo became available within a turn at some point");
  page.check();
  await context.close();
});

test("share link opens the same game in a fresh browser, at a ply", async () => {
  const context = await browser.newContext();
  const page = await openPage(context, srv.base);
  await newTorri(page, ["human", "human"], { seed: "777" });
  for (let i = 0; i < 10; i++) await torriHumanAction(page, { preferRoll: i % 2 === 0 });
  const plies = await logLength(page);
  const log = await page.locator('[data-testid="log"]').innerText();
  await page.click('[data-testid="copy-link"]');
  const url = await page.inputValue('[data-testid="share-url"]');
  assert.match(url, /#g=torri&v=2&/);
  await shot(page, "share-dialog");
  page.check();

  const fresh = await browser.newContext();
  const other = await openPage(fresh, url);
  await other.waitForSelector('[data-testid="board"]');
  assert.equal(await logLength(other), plies);
  assert.equal(await other.locator('[data-testid="log"]').innerText(), log);
  assert.match(await other.textContent('[data-testid="notice"]'), /shared game/i);
  // The imported game is a local game: it can be played on.
  assert.ok(await torriHumanAction(other));
  assert.equal(await logLength(other), plies + 1);

  // A link to a ply shows that position.
  const atPly = url + "&p=3";
  const third = await openPage(await browser.newContext(), atPly);
  await third.waitForSelector('[data-testid="board"]');
  // p is outside the checksum, so a pointer to a ply is allowed; it shows 3 of N.
  assert.equal(await plyText(third), `3 / ${plies}`);
  other.check();
  third.check();
  await fresh.close();
  await context.close();
});

test("a tampered or truncated link explains itself and leaves saves alone", async () => {
  const context = await browser.newContext();
  const page = await openPage(context, srv.base);
  await newTorri(page, ["human", "human"], { seed: "99" });
  for (let i = 0; i < 4; i++) await torriHumanAction(page, { preferRoll: true });
  await page.click('[data-testid="copy-link"]');
  const url = await page.inputValue('[data-testid="share-url"]');
  const saves = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("castellan/save/")).length);

  const bad = [url.slice(0, url.length - 7), url.replace("&a=", "&a=Zz"), url.split("#")[0] + "#g=torri&v=1&s=zz"];
  for (const link of bad) {
    const p = await openPage(context, link);
    await p.waitForSelector('[data-testid="notice"]');
    const text = await p.textContent('[data-testid="notice"]');
    assert.match(text, /link|moves/i);
    assert.match(text, /saved games are untouched/i);
    const after = await p.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("castellan/save/")).length);
    assert.equal(after, saves);
    p.check();
    await p.close();
  }
  const p = await openPage(context, bad[0]);
  await p.waitForSelector('[data-testid="notice"]');
  await shot(p, "bad-link");
  await context.close();
});

test("a damaged save is listed, exportable, and does not stop the app or other saves", async () => {
  const context = await browser.newContext();
  const page = await openPage(context, srv.base);
  await newTorri(page, ["human", "human"], { seed: "5" });
  await torriHumanAction(page);
  await page.evaluate(() => {
    localStorage.setItem("castellan/save/broken1", "{this is not json");
    localStorage.setItem("castellan/save/broken2", JSON.stringify({ format: 1, game: "torri", options: {}, seed: 1, actions: [99999], seats: [], title: "x", created: 0, updated: 0 }));
    localStorage.setItem("castellan/current", "broken1");
  });
  await page.reload();
  await page.waitForSelector('[data-testid="notice"]');
  assert.match(await page.textContent('[data-testid="notice"]'), /could not be resumed/i);
  await page.click('[data-testid="open-saves"]');
  await page.waitForSelector('[data-testid="damaged-save"]');
  assert.equal(await page.locator('[data-testid="damaged-save"]').count(), 2);
  assert.equal(await page.locator('[data-testid="save-entry"]').count(), 1);
  await shot(page, "saves-with-damaged");
  const download = page.waitForEvent("download");
  await page.locator('[data-testid="damaged-save"] button', { hasText: "Export" }).first().click();
  const file = await download;
  assert.match(file.suggestedFilename(), /castellan-broken/);
  // The good save still resumes.
  await page.locator('[data-testid="save-entry"] button', { hasText: "Resume" }).click();
  await page.waitForSelector('[data-testid="board"]');
  assert.equal(await logLength(page), 1);
  page.check();
  await context.close();
});

test("a full storage shows a warning and play goes on", async () => {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    const real = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (key.startsWith("castellan/save/") && window.__full) {
        throw new DOMException("quota", "QuotaExceededError");
      }
      return real.call(this, key, value);
    };
  });
  const page = await openPage(context, srv.base);
  await page.evaluate(() => { window.__full = true; });
  await newTorri(page, ["human", "human"], { seed: "8" });
  await page.waitForSelector('[data-testid="notice"]');
  assert.match(await page.textContent('[data-testid="notice"]'), /storage is full/i);
  await torriHumanAction(page);
  await torriHumanAction(page, { preferRoll: true });
  assert.ok((await logLength(page)) >= 2, "play goes on");
  await shot(page, "storage-full");
  page.check();
  await context.close();
});

test("works offline after one visit, and under a sub-path", async () => {
  const context = await browser.newContext();
  const page = await openPage(context, srv.base + "castellan/");
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  // Wait until the worker controls the page, so every file is cached.
  await page.reload();
  await page.waitForSelector(".app");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector('[data-game="torri"]');
  await newTorri(page, ["human", "human"], { seed: "3" });
  await torriHumanAction(page);
  assert.equal(await logLength(page), 1);
  await shot(page, "offline");
  // The bots' worker was cached too: a bot moves with the network off.
  await page.click('[data-testid="menu"]');
  await newTorri(page, ["easy", "human"], { seed: "3" });
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="log"] li').length >= 1);
  page.check();
  await context.close();
});

test("a lone human is \"You\" in whatever seat; with two humans every one is a numbered player", { timeout: 60_000 }, async () => {
  const context = await browser.newContext();
  const page = await openPageWith(context, srv.base);
  const names = () => page.locator('[data-testid="player"] .name').allTextContents();
  // The bots sit first: the human's untouched "Player 4" becomes "You", and the prompt says so
  // once the bots have played.
  await newGame(page, "torres", ["easy", "easy", "easy", "human"]);
  assert.deepEqual(await names(), ["Bot (Red)", "Bot (Blue)", "Bot (Yellow)", "You"]);
  await page.waitForFunction(() => document.querySelector('[data-testid="prompt"]')?.textContent.includes("You"));
  await page.click('[data-testid="menu"]');
  await newGame(page, "torres", ["human", "easy", "human"]);
  assert.deepEqual(await names(), ["Player 1", "Bot (Blue)", "Player 3"]);
  page.check();
  await context.close();
});

test("a stored bot speed the list does not offer shows as the nearest one it does, and the bots play at it", async () => {
  const context = await browser.newContext();
  const page = await openPageWith(context, srv.base, { bot_delay_ms: 300 });
  await newGame(page, "torri", ["human", "easy"]);
  const speed = page.locator('[data-testid="bot-speed"]');
  assert.equal(await speed.inputValue(), "150");
  assert.equal((await speed.locator("option:checked").textContent()).trim(), "Fast");
  await speed.selectOption("1500");
  assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem("castellan/settings")).bot_delay_ms), 1500);
  page.check();
  await context.close();
});
