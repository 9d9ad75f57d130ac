// End-to-end checks of share links with their players and of the saved-games list: a game
// against a Normal bot, shared, opens in a fresh browser with the bot and the names; Share uses
// the system share sheet where there is one (a closed sheet is no error) and copies otherwise; a
// finished game shows how it ended in Saved games and on the home screen, with no Continue; a
// damaged save names its game and says what is wrong in a player's words; the notice about a
// game that could not be resumed goes once another game is resumed. Every test fails on any page
// error.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { serve, launch, openPage, openPageWith, shot, logLength, torriHumanAction } from "./harness.mjs";

let srv, browser;
before(async () => { srv = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const NAMES = ["Anna & Bob #1", "Zoë 🐉=x"];

/** Starts a Torri game: seat 1 `NAMES[0]` (human), seat 2 `NAMES[1]` (a Normal bot). */
async function newGameAgainstNormalBot(page) {
  await page.click('[data-testid="new-torri"]');
  await page.click('[data-testid="players-2"]');
  await page.selectOption('[data-testid="seat-kind-0"]', "human");
  await page.selectOption('[data-testid="seat-kind-1"]', "normal");
  const names = page.locator('[data-testid="seat-row"] input[type="text"]');
  await names.nth(0).fill(NAMES[0]);
  await names.nth(1).fill(NAMES[1]);
  await page.fill('[data-testid="seed"]', "4242");
  await page.click('[data-testid="start"]');
  await page.waitForSelector('[data-testid="board"]');
}

/** Plays human actions until the log has grown by `count` (the bot answers in between). */
async function playSome(page, count) {
  const start = await logLength(page);
  for (let i = 0; i < 60 && (await logLength(page)) < start + count; i++) {
    if (!(await torriHumanAction(page, { preferRoll: i % 2 === 0 }))) await page.waitForTimeout(100);
  }
}

/** Replaces `navigator.share` before the app starts: `mode` "record" keeps what was shared in
 *  `window.__shared`, "cancel" rejects as a closed sheet does, "none" removes it. */
function stubShareSheet(context, mode) {
  return context.addInitScript((mode) => {
    delete Navigator.prototype.share;
    if (mode === "none") return;
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      value: function (data) {
        window.__shareCalls = (window.__shareCalls || 0) + 1;
        if (mode === "cancel") return Promise.reject(new DOMException("Share canceled", "AbortError"));
        window.__shared = { url: data.url, title: data.title };
        return Promise.resolve();
      },
    });
  }, mode);
}

test("a game against a Normal bot, shared, opens in a fresh browser with the bot and the names", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await stubShareSheet(context, "record");
  const page = await openPageWith(context, srv.base);
  await newGameAgainstNormalBot(page);
  await playSome(page, 4);
  const title = (await page.textContent(".topbar h1")).trim();
  assert.equal(title, `Torri · ${NAMES[0]} vs ${NAMES[1]}`);

  // The share sheet gets the link and the game's title; no dialog of our own is needed. The bot
  // may move while the link is shared: shared again until the log is the one the link holds.
  let shared, log, plies;
  for (let attempt = 0; attempt < 10; attempt++) {
    const before = await page.locator('[data-testid="log"]').innerText();
    await page.evaluate(() => { window.__shared = undefined; });
    await page.click('[data-testid="copy-link"]');
    await page.waitForFunction(() => window.__shared);
    shared = await page.evaluate(() => window.__shared);
    plies = await logLength(page);
    log = await page.locator('[data-testid="log"]').innerText();
    if (log === before) break;
  }
  assert.match(shared.url, /#g=torri&v=2&.*&h=/);
  assert.equal(shared.title, title);
  assert.equal(await page.locator('[data-testid="share-url"]').count(), 0);
  page.check();

  const fresh = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const other = await openPage(fresh, shared.url);
  await other.waitForSelector('[data-testid="board"]');
  // The same moves (the bot, if it is to move, plays on from there).
  assert.ok((await logLength(other)) >= plies);
  assert.ok((await other.locator('[data-testid="log"]').innerText()).startsWith(log));
  // Its title says it came from a link, so it is told apart from the sender's game.
  assert.equal((await other.textContent(".topbar h1")).trim(), `${title} · shared`);
  const players = other.locator('[data-testid="player"]');
  assert.equal(await players.count(), 2);
  assert.equal((await players.nth(0).locator(".name").textContent()).trim(), NAMES[0]);
  assert.equal((await players.nth(1).locator(".name").textContent()).trim(), NAMES[1]);
  assert.equal((await players.nth(1).locator(".level").textContent()).trim(), "Normal");
  assert.equal((await players.nth(0).locator(".level").textContent()).trim(), "");
  // Saved so: a human and a Normal bot, under their names.
  const seats = await other.evaluate(() => {
    const id = localStorage.getItem("castellan/current");
    return JSON.parse(localStorage.getItem(`castellan/save/${id}`)).seats;
  });
  assert.deepEqual(seats, [{ name: NAMES[0], kind: "Human" }, { name: NAMES[1], kind: { Bot: "normal" } }]);
  await shot(other, "shared-with-bot");
  other.check();
  await fresh.close();
  await context.close();
});

test("a closed share sheet is no error; without one the link is copied and shown", async () => {
  const cancelling = await browser.newContext();
  await stubShareSheet(cancelling, "cancel");
  const page = await openPageWith(cancelling, srv.base);
  await newGameAgainstNormalBot(page);
  await page.click('[data-testid="copy-link"]');
  await page.waitForFunction(() => window.__shareCalls === 1);
  await page.waitForTimeout(300);
  assert.equal(await page.locator('[data-testid="notice"]').count(), 0);
  assert.equal(await page.locator('[data-testid="share-url"]').count(), 0);
  page.check();
  await cancelling.close();

  const without = await browser.newContext();
  await stubShareSheet(without, "none");
  const old = await openPageWith(without, srv.base);
  await newGameAgainstNormalBot(old);
  await old.click('[data-testid="copy-link"]');
  const url = await old.inputValue('[data-testid="share-url"]');
  assert.match(url, /#g=torri&v=2&/);
  old.check();
  await without.close();
});

test("a link with damaged players explains itself and leaves saves alone", async () => {
  const context = await browser.newContext();
  await stubShareSheet(context, "none");
  const page = await openPageWith(context, srv.base);
  await newGameAgainstNormalBot(page);
  await page.click('[data-testid="copy-link"]');
  const url = await page.inputValue('[data-testid="share-url"]');
  const saves = await page.evaluate(() => Object.entries(localStorage).filter(([k]) => k.startsWith("castellan/save/")));
  // The seats field swapped for a list of one player, under a check code that fits it.
  const [page_, fragment] = url.split("#");
  const body = fragment.slice(0, fragment.indexOf("&c=")).replace(/&h=[^&]*/, `&h=${Buffer.from('[["A","human"]]').toString("base64url")}`);
  const p = await openPage(context, `${page_}#${body}&c=${checksum(body)}`);
  await p.waitForSelector('[data-testid="notice"]');
  assert.equal(
    (await p.textContent('[data-testid="notice"] span')).trim(),
    "This game link is damaged (players: not one player for each seat). Your saved games are untouched.",
  );
  const after = await p.evaluate(() => Object.entries(localStorage).filter(([k]) => k.startsWith("castellan/save/")));
  assert.deepEqual(after, saves);
  p.check();
  await context.close();
});

/** A link's check code, as `share::checksum` computes it: FNV-1a folded to 24 bits, base64url. */
function checksum(text) {
  let h = 0x811c9dc5;
  for (const b of Buffer.from(text)) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  const folded = ((h >>> 24) ^ (h & 0xffffff)) >>> 0;
  return Buffer.from([(folded >> 16) & 255, (folded >> 8) & 255, folded & 255]).toString("base64url");
}

/** A golden fixture's save text, with its seats and title replaced. */
function fixtureSave(file, seats, title) {
  const fixture = JSON.parse(readFileSync(new URL(`../golden/${file}`, import.meta.url), "utf8"));
  const save = JSON.parse(fixture.save);
  return { ...save, seats, title, created: 1, updated: Date.UTC(2026, 0, 2) };
}

test("finished games show how they ended, open for review, and have no Continue", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await openPageWith(context, srv.base);
  const human = (name) => ({ name, kind: "Human" });
  // Torres, won by the first seat 10 to 3; Fortaleza, a draw; Voldétour, a race won by the
  // second seat; and a Torri game still going.
  const torres = fixtureSave("torres_cards_off_2p_r2.json", [human("Anna"), human("Bruno")], "Torres final");
  const fortaleza = fixtureSave("fortaleza_2p_r1.json", [human("Carla"), human("Dario")], "Fortaleza draw");
  const voldetour = fixtureSave("voldetour_2p_r1.json", [human("Emil"), { name: "Red bot", kind: { Bot: "normal" } }], "Race");
  const going = fixtureSave("torri_2p_r2.json", [human("Fay"), human("Gus")], "Still going");
  // A save whose moves no longer fit: its sixth move is a choice the position does not have.
  const broken = { ...torres, title: "Broken", actions: torres.actions.map((a, i) => (i === 5 ? 785 : a)) };
  await page.evaluate((saves) => {
    for (const [id, save] of Object.entries(saves)) localStorage.setItem(`castellan/save/${id}`, JSON.stringify(save));
    localStorage.setItem("castellan/current", "broken");
  }, { torres, fortaleza, voldetour, going, broken });
  await page.reload();

  // The last game could not be resumed: said in a player's words.
  await page.waitForSelector('[data-testid="notice"]');
  const notice = await page.textContent('[data-testid="notice"]');
  assert.match(notice, /could not be resumed/i);
  assert.match(notice, /the moves no longer fit the game \(move 6\)/);
  assert.doesNotMatch(notice, /785|choice/);

  await page.click('[data-testid="open-saves"]');
  await page.waitForSelector('[data-testid="save-entry"]');
  const damaged = page.locator('[data-testid="damaged-save"]');
  assert.equal(await damaged.count(), 1);
  assert.match(await damaged.textContent(), /Damaged save: Torres/);
  assert.match(await damaged.textContent(), /the moves no longer fit the game \(move 6\)/);

  const entry = (title) => page.locator('[data-testid="save-entry"]', { hasText: title });
  const result = async (title) => (await entry(title).locator('[data-testid="save-result"]').innerText()).replace(/\s+/g, " ");
  assert.equal(await result("Torres final"), "Finished: Anna won. Final score: Anna 10, Bruno 3.");
  assert.equal(await result("Fortaleza draw"), "Finished: a draw. Final score: Dario 15, Carla 14.");
  // A race has no score: only its winner.
  assert.equal(await result("Race"), "Finished: Red bot won.");
  assert.equal(await entry("Still going").locator('[data-testid="save-result"]').count(), 0);
  for (const title of ["Torres final", "Fortaleza draw", "Race"]) {
    assert.equal(await entry(title).getAttribute("data-finished"), "true");
    assert.equal(await entry(title).locator('[data-testid="resume-save"]').count(), 0, title);
    assert.equal((await entry(title).locator('[data-testid="review-save"]').textContent()).trim(), "Review");
  }
  assert.equal((await entry("Still going").locator('[data-testid="resume-save"]').textContent()).trim(), "Resume");
  await shot(page, "saves-finished");

  // Resuming another game: the notice about the one that could not be resumed is gone, and
  // stays gone on the way home.
  await entry("Still going").locator('[data-testid="resume-save"]').click();
  await page.waitForSelector('[data-testid="board"]');
  assert.equal(await page.locator('[data-testid="notice"]').count(), 0);
  await page.click(".topbar .brand");
  await page.waitForSelector('[data-testid="continue"]');
  assert.equal(await page.locator('[data-testid="notice"]').count(), 0);
  assert.match(await page.textContent('[data-testid="continue"]'), /Continue: Still going/);

  // A finished game opens for review (its result shown), and home offers no Continue for it.
  await page.click('[data-testid="open-saves"]');
  await entry("Torres final").locator('[data-testid="review-save"]').click();
  await page.waitForSelector('[data-testid="end-screen"]');
  await page.locator('[data-testid="end-screen"] button', { hasText: "Home" }).click();
  await page.waitForSelector('[data-testid="review-current"]');
  assert.equal(await page.locator('[data-testid="continue"]').count(), 0);
  assert.match(await page.textContent('[data-testid="review-current"]'), /Review: Torres final/);
  assert.equal(
    (await page.locator('[data-testid="current-result"]').innerText()).replace(/\s+/g, " "),
    "Finished: Anna won. Final score: Anna 10, Bruno 3.",
  );
  await shot(page, "home-finished");
  await page.click('[data-testid="review-current"]');
  await page.waitForSelector('[data-testid="board"]');
  page.check();
  await context.close();
});

// The names the app gave follow the language shown (issue #44 item 8): a game started in
// German with the default names reads in Russian on a Russian screen — its title, its players,
// its entry in Saved games — while a name the player typed stays as typed.
test("default titles and names follow the language shown; typed names stay", { timeout: 120_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const page = await openPageWith(context, srv.base, { language: "de" });
  await page.waitForSelector('html[lang="de"] .app');
  await page.click('[data-testid="new-torres"]');
  await page.click('[data-testid="players-3"]');
  await page.selectOption('[data-testid="seat-kind-1"]', "normal");
  await page.selectOption('[data-testid="seat-kind-2"]', "normal");
  await page.locator('[data-testid="seat-row"] input[type="text"]').nth(2).fill("Greta");
  await page.click('[data-testid="start"]');
  await page.waitForSelector('[data-testid="board"]');
  assert.equal((await page.textContent(".topbar h1")).trim(), "Torres · Du gegen Bot (Blau) gegen Greta");
  await page.selectOption('[data-testid="language"]', "ru");
  await page.waitForSelector('html[lang="ru"] [data-testid="board"]');
  await page.waitForFunction(() => document.querySelector(".topbar h1")?.textContent.includes("Вы"));
  assert.equal((await page.textContent(".topbar h1")).trim(), "Torres · Вы — Бот (Синий) — Greta");
  const names = await page.locator('[data-testid="player"] .name').allTextContents();
  assert.deepEqual(names.map((n) => n.trim()), ["Вы", "Бот (Синий)", "Greta"]);
  await page.click('[data-testid="menu"]');
  await page.click('[data-testid="open-saves"]');
  const entry = await page.locator('[data-testid="save-entry"]').first().textContent();
  assert.match(entry, /Torres · Вы — Бот \(Синий\) — Greta/);
  // A reload in English words them in English, from the save.
  await page.evaluate(() => {
    const s = JSON.parse(localStorage.getItem("castellan/settings"));
    localStorage.setItem("castellan/settings", JSON.stringify({ ...s, language: "en" }));
  });
  await page.reload();
  await page.waitForSelector('html[lang="en"] [data-testid="save-entry"]');
  assert.match(await page.locator('[data-testid="save-entry"]').first().textContent(), /Torres · You vs Bot \(Blue\) vs Greta/);
  page.check();
  await context.close();
});

// A link of a game kept on this device opens that game, not a copy; on another device it is a
// game of its own, titled "· shared" so it is told apart from any game it came from.
test("a link of a game kept here opens that game; elsewhere its title says it was shared", { timeout: 120_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  await stubShareSheet(context, "none");
  const page = await openPageWith(context, srv.base);
  await page.click('[data-testid="new-torri"]');
  await page.click('[data-testid="players-2"]');
  await page.selectOption('[data-testid="seat-kind-1"]', "normal");
  await page.click('[data-testid="start"]');
  await page.waitForSelector('[data-testid="board"]');
  await torriHumanAction(page);
  await page.waitForTimeout(500);
  await page.click('[data-testid="copy-link"]');
  const url = await page.inputValue('[data-testid="share-url"]');
  await page.click('[data-testid="share-url"] ~ .row button');
  const count = async () => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("castellan/save/")).length);
  assert.equal(await count(), 1);
  await page.goto(url);
  await page.waitForSelector('[data-testid="notice"]');
  assert.match(await page.textContent('[data-testid="notice"]'), /already have here/);
  assert.equal(await count(), 1, "no second copy of the same game");
  assert.equal((await page.textContent(".topbar h1")).trim(), "Torri · You vs Bot (Blue)");
  page.check();

  const other = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const friend = await openPage(other, url);
  await friend.waitForSelector('[data-testid="board"]');
  assert.equal((await friend.textContent(".topbar h1")).trim(), "Torri · You vs Bot (Blue) · shared");
  friend.check();
  await other.close();
  await context.close();
});
