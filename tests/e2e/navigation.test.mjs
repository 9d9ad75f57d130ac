// The browser's Back and Forward buttons move between the app's screens (home, new game, game,
// saved games, rules) instead of leaving the app, and a reload stays on the screen it was on.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, launch, openPage, newTorri, torriHumanAction } from "./harness.mjs";

let srv, browser;
before(async () => { srv = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const on = async (page, selector) => {
  await page.waitForSelector(selector, { timeout: 10_000 });
};

test("Back, Forward and reload move between the app's screens", { timeout: 120_000 }, async () => {
  const context = await browser.newContext();
  const page = await openPage(context, srv.base);
  const home = '[data-testid="new-torri"]';
  const dialog = '[data-testid="start"]';
  const board = '[data-testid="board"]';
  const saves = '[data-testid="save-list"]';

  await page.click(home);
  await on(page, dialog);
  await page.goBack();
  await on(page, home);
  await page.goForward();
  await on(page, dialog);
  await page.goBack();
  await on(page, home);

  // A game: home -> new game -> game; Back returns to the dialog, then home, never off the app.
  await newTorri(page, ["human", "human"]);
  await torriHumanAction(page);
  // A reload on the game screen stays on it.
  await page.reload();
  await on(page, board);
  await page.click('[data-testid="menu"]');
  await on(page, home);
  await page.click('[data-testid="open-saves"]');
  await on(page, saves);
  // A reload on the saved games stays there too.
  await page.reload();
  await on(page, saves);
  await page.goBack();
  await on(page, home);
  await page.goBack();
  await on(page, board);
  assert.ok(page.url().startsWith(srv.base), `still in the app: ${page.url()}`);
  page.check();
  await context.close();
});
