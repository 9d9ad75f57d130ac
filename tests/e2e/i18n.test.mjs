// End-to-end tests of the languages: the first visit follows the browser's language (Russian,
// to prove Cyrillic lays out), the main flow in Russian and in German (home -> new game -> play
// -> saved games) with screenshots, switching language re-renders the home and a game screen
// (log, buttons and rules help included) and is remembered, shortcuts work by key position, and
// a language file that cannot be loaded leaves the app in English (or the language shown so far)
// with a notice; switching or leaving while bots think never crashes (the crash overlay's own
// words: crash.test.mjs). Every test fails on any page error.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, launch, openPage, shot, newTorri, logLength, torriHumanAction, assertNoRawKeys } from "./harness.mjs";

let srv, browser;
before(async () => { srv = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

async function waitForLang(page, code) {
  await page.waitForFunction((c) => document.documentElement.lang === c && document.querySelector(".game-card, .play, .saves, .rules, .new-game"), code);
}

async function chooseLanguage(page, code) {
  await page.selectOption('[data-testid="language"]', code);
  await page.waitForFunction((c) => document.documentElement.lang === c, code);
}

/** Home -> new Torri game -> a few moves -> saved games, checking words and taking screenshots. */
async function mainFlow(page, code, words) {
  assert.equal(await page.textContent('[data-testid="new-torri"]'), words.newGame);
  await shot(page, `${code}-home`);
  await page.click('[data-testid="new-torri"]');
  await page.waitForSelector('[data-testid="start"]');
  assert.equal((await page.textContent('[data-testid="start"]')).trim(), words.start);
  await shot(page, `${code}-new-game`);
  await page.click('[data-testid="players-2"]');
  await page.selectOption('[data-testid="seat-kind-1"]', "human");
  await page.fill('[data-testid="seed"]', "2024");
  await page.click('[data-testid="start"]');
  await page.waitForSelector('[data-testid="board"]');
  for (let i = 0; i < 4; i++) await torriHumanAction(page, { preferRoll: i % 2 === 0 });
  assert.ok((await logLength(page)) >= 3, "moves were played");
  assert.equal((await page.textContent('[data-testid="undo"]')).trim(), words.undo);
  await shot(page, `${code}-play`);
  await page.click('[data-testid="menu"]');
  await page.click('[data-testid="open-saves"]');
  await page.waitForSelector('[data-testid="save-entry"]');
  const entry = await page.textContent('[data-testid="save-entry"]');
  assert.match(entry, words.moves);
  await shot(page, `${code}-saves`);
}

test("first visit in Russian follows the browser; the main flow in Russian", async () => {
  const context = await browser.newContext({ locale: "ru-RU", viewport: { width: 1280, height: 900 } });
  const page = await openPage(context, srv.base);
  await waitForLang(page, "ru");
  assert.equal(await page.inputValue('[data-testid="language"]'), "ru");
  await mainFlow(page, "ru", { newGame: "Новая партия", start: "Начать", undo: "Отменить ход", moves: /Torri · \d+ ход(а|ов)? · Игрок 1/ });
  // Cyrillic lays out: no button is wider than its text allows (nothing overflows the page).
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  assert.equal(overflow, false, "the Russian saved-games screen fits the window");
  page.check();
  await context.close();
});

test("Russian on a phone-sized screen lays out", async () => {
  const context = await browser.newContext({ locale: "ru-RU", viewport: { width: 390, height: 844 } });
  const page = await openPage(context, srv.base);
  await waitForLang(page, "ru");
  await shot(page, "ru-home-phone");
  await newTorri(page, ["human", "easy"]);
  await shot(page, "ru-play-phone");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
  assert.equal(overflow, false, "the game screen fits a phone in Russian");
  page.check();
  await context.close();
});

test("the picker switches to German, re-renders home and the game (log, rules help), and is remembered", async () => {
  const context = await browser.newContext({ locale: "en-US", viewport: { width: 1280, height: 900 } });
  const page = await openPage(context, srv.base);
  await page.waitForSelector('[data-testid="new-torri"]');
  assert.equal(await page.textContent('[data-testid="new-torri"]'), "New game");
  await chooseLanguage(page, "de");
  assert.equal(await page.textContent('[data-testid="new-torri"]'), "Neue Partie");
  await mainFlow(page, "de", { newGame: "Neue Partie", start: "Los geht’s", undo: "Rückgängig", moves: /Torri · \d+ Züge · Spieler 1/ });

  // Back into the game, then switch while playing: the chrome, the log and the rules re-render.
  await page.click('[data-testid="back"]');
  await page.click('[data-testid="continue"]');
  await page.waitForSelector('[data-testid="board"]');
  const moves = await logLength(page);
  await chooseLanguage(page, "ru");
  await page.waitForSelector('[data-testid="board"]');
  assert.equal((await page.textContent('[data-testid="undo"]')).trim(), "Отменить ход");
  assert.equal(await logLength(page), moves, "the log is drawn again, whole");
  await page.click('[data-testid="rules"]');
  assert.match(await page.textContent(".rules"), /УПРАВЛЕНИЕ/);
  await shot(page, "ru-rules");
  await chooseLanguage(page, "de");
  assert.match(await page.textContent(".rules"), /STEUERUNG/);

  // Remembered: a reload comes back in German although the browser says English.
  await page.reload();
  await page.waitForFunction(() => document.documentElement.lang === "de" && document.querySelector(".app button"));
  assert.equal(await page.inputValue('[data-testid="language"]'), "de");
  page.check();
  await context.close();
});

test("shortcuts go by key position: a Russian layout's Ctrl+Z undoes, and Shift+/ opens the rules", async () => {
  const context = await browser.newContext({ locale: "ru-RU" });
  const page = await openPage(context, srv.base);
  await waitForLang(page, "ru");
  await newTorri(page, ["human", "human"], { seed: "4" });
  let undone = false;
  for (let i = 0; i < 200 && !undone; i++) {
    if (!(await page.isDisabled('[data-testid="undo"]'))) {
      const n = await logLength(page);
      // On a Russian layout the Z key types "я".
      await page.evaluate(() => window.dispatchEvent(new KeyboardEvent("keydown", { key: "я", code: "KeyZ", ctrlKey: true, bubbles: true })));
      await page.waitForFunction((m) => document.querySelectorAll('[data-testid="log"] li').length === m, n - 1);
      undone = true;
    } else {
      await torriHumanAction(page, { preferRoll: true });
    }
  }
  assert.ok(undone, "undo became available and the Russian Ctrl+Z undid");
  // Shift and the "/" key type "," on a Russian layout.
  await page.evaluate(() => window.dispatchEvent(new KeyboardEvent("keydown", { key: ",", code: "Slash", shiftKey: true, bubbles: true })));
  await page.waitForSelector('[data-testid="rules-back"]');
  page.check();
  await context.close();
});

test("a language file that cannot be loaded leaves the app in English with a notice", async () => {
  const context = await browser.newContext({ locale: "en-US" });
  // French is damaged (a page in its place), Italian is missing.
  await context.route("**/locales/fr/torri.ftl", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><p>offline</p>" }));
  await context.route("**/locales/it/**", (route) => route.fulfill({ status: 404, body: "not found" }));
  const page = await openPage(context, srv.base);
  await page.waitForSelector('[data-testid="new-torri"]');
  for (const [code, name] of [["fr", "Français"], ["it", "Italiano"]]) {
    await page.selectOption('[data-testid="language"]', code);
    await page.waitForSelector('[data-testid="notice"]');
    const notice = await page.textContent('[data-testid="notice"]');
    assert.match(notice, new RegExp(`${name} could not be loaded`));
    assert.equal(await page.evaluate(() => document.documentElement.lang), "en");
    assert.equal(await page.textContent('[data-testid="new-torri"]'), "New game");
    await page.click('[data-testid="notice"] button');
  }
  await shot(page, "language-failed");
  // Later on, a failing language leaves the one shown: German stays, and says so in German.
  await chooseLanguage(page, "de");
  await page.selectOption('[data-testid="language"]', "it");
  await page.waitForSelector('[data-testid="notice"]');
  assert.match(await page.textContent('[data-testid="notice"]'), /Italiano konnte nicht geladen werden, daher bleibt Castellan auf Deutsch/);
  assert.equal(await page.evaluate(() => document.documentElement.lang), "de");
  assert.equal(await page.inputValue('[data-testid="language"]'), "de");
  // The missing file shows up as a failed request in the console; nothing else may.
  const others = page.errors.filter((e) => !/404|Failed to load resource/.test(e));
  assert.deepEqual(others, []);
  // The saved choice survives: next visit, with the file back, Italian loads.
  await context.unroute("**/locales/it/**");
  await page.reload();
  await page.waitForFunction(() => document.documentElement.lang === "it" && document.querySelector('[data-testid="new-torri"]'));
  assert.equal(await page.textContent('[data-testid="new-torri"]'), "Nuova partita");
  await context.close();
});

test("a first visit whose language cannot be loaded starts in English, whose game texts are fetched when needed", async () => {
  const context = await browser.newContext({ locale: "it-IT" });
  await context.route("**/locales/it/**", (route) => route.fulfill({ status: 404, body: "not found" }));
  const page = await openPage(context, srv.base);
  await page.waitForSelector('[data-testid="notice"]');
  assert.match(await page.textContent('[data-testid="notice"]'), /Italiano could not be loaded, so Castellan stays in English/);
  assert.equal(await page.evaluate(() => document.documentElement.lang), "en");
  // The home screen's words come from English's shell, compiled in; the games' from English's
  // game files, fetched.
  assert.match(await page.textContent("main"), /Jump, capture and stack towers/);
  await page.click('[data-testid="new-torri"]');
  await page.waitForSelector('[data-testid="start"]');
  await assertNoRawKeys(page, "torri");
  await context.close();

  // Without English's game texts the app still runs on its own words and says what is missing,
  // once they are wanted (they load at the first key or touch, or for a screen that needs them).
  const bare = await browser.newContext({ locale: "en-US" });
  await bare.route("**/locales/en/torres.ftl", (route) => route.fulfill({ status: 404, body: "not found" }));
  const page2 = await openPage(bare, srv.base);
  await page2.keyboard.press("Shift");
  await page2.waitForSelector('[data-testid="notice"]');
  assert.match(await page2.textContent('[data-testid="notice"]'), /Some of Castellan's texts could not be loaded/);
  assert.equal(await page2.textContent('[data-testid="new-torri"]'), "New game");
  await shot(page2, "texts-failed");
  const others = page2.errors.filter((e) => !/404|Failed to load resource/.test(e));
  assert.deepEqual(others, []);
  await bare.close();

  // No shell file can be fetched at all: English's is compiled in, so the app starts in English
  // all the same, with every word of its home screen, says that French could not be loaded, and
  // never asks for English's shell file.
  const none = await browser.newContext({ locale: "fr-FR" });
  await none.route("**/locales/*/shell.ftl", (route) => route.fulfill({ status: 404, body: "not found" }));
  const page3 = await openPage(none);
  const asked = [];
  page3.on("request", (r) => asked.push(new URL(r.url()).pathname));
  await page3.goto(srv.base);
  await page3.waitForSelector('[data-testid="notice"]');
  assert.match(await page3.textContent('[data-testid="notice"]'), /Français could not be loaded, so Castellan stays in English/);
  assert.equal(await page3.evaluate(() => document.documentElement.lang), "en");
  assert.equal(await page3.textContent('[data-testid="new-torri"]'), "New game");
  assert.match(await page3.textContent("main"), /Jump, capture and stack towers/);
  assert.ok(asked.some((p) => p.endsWith("/locales/fr/shell.ftl")), "French's shell was asked for");
  assert.ok(!asked.some((p) => p.endsWith("/locales/en/shell.ftl")), "English's shell was fetched");
  const errors = page3.errors.filter((e) => !/404|Failed to load resource/.test(e));
  assert.deepEqual(errors, []);
  await none.close();

  // In English no shell file is needed: with none to be had, the first screen is whole and
  // nothing is wrong.
  const english = await browser.newContext({ locale: "en-US" });
  await english.route("**/locales/*/shell.ftl", (route) => route.fulfill({ status: 404, body: "not found" }));
  const page4 = await openPage(english);
  const asked4 = [];
  page4.on("request", (r) => asked4.push(new URL(r.url()).pathname));
  await page4.goto(srv.base);
  await page4.waitForSelector('html[data-app-lang="en"] .app .game-card');
  assert.equal(await page4.textContent('[data-testid="new-torri"]'), "New game");
  assert.match(await page4.textContent("main"), /Jump, capture and stack towers/);
  await page4.click('[data-testid="new-torri"]');
  await page4.waitForSelector('[data-testid="start"]');
  await assertNoRawKeys(page4, "torri");
  assert.equal(await page4.locator('[data-testid="notice"]').count(), 0, "a notice was shown");
  assert.deepEqual(asked4.filter((p) => p.endsWith("/shell.ftl")), [], "a shell file was fetched");
  page4.check();
  await english.close();
});

test("switching language or leaving the game while bots think never crashes", async () => {
  const context = await browser.newContext({ locale: "en-US" });
  const page = await openPage(context, srv.base);
  await newTorri(page, ["normal", "normal"]);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="log"] li').length >= 2);
  await chooseLanguage(page, "ru");
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="log"] li').length >= 4);
  // The game screen's home button says where it goes.
  assert.equal((await page.textContent('[data-testid="menu"]')).trim(), "Главная");
  await page.click('[data-testid="menu"]');
  await page.waitForTimeout(1500);
  assert.equal(await page.isHidden("#crash"), true, "no crash after leaving a thinking bot");
  await page.click('[data-testid="continue"]');
  await page.waitForSelector('[data-testid="board"]');
  await chooseLanguage(page, "en");
  await page.waitForTimeout(1500);
  assert.equal(await page.isHidden("#crash"), true, "no crash after switching while bots play");
  page.check();
  await context.close();
});
