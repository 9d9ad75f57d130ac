// The rules pages of every game, on a laptop (1366×860) and a phone (390×844): the page opens at
// the top with the title and the goal in the first screenful, "how a turn goes" comes next, every
// section has a heading, each diagram stands beside its text on the wide screen and under it on
// the phone, and no diagram text renders under 12 px.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, launch, openPageWith, openPageIn, shot } from "./harness.mjs";

let srv, browser;
before(async () => { srv = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const GAMES = ["torres", "voldetour", "torri", "fortaleza"];
const SIZES = [{ width: 1366, height: 860 }, { width: 390, height: 844 }];
/** How many diagrams each game's rules show. */
const FIGURES = { torres: 3, voldetour: 4, torri: 0, fortaleza: 10 };

/** What the page shows, measured in the page. */
function measure() {
  const article = document.querySelector(".rules-text");
  const box = (el) => el.getBoundingClientRect();
  const sections = [...article.querySelectorAll(":scope > section.rules-section")];
  const loose = [...article.children].filter((el) => el.tagName !== "SECTION" && el.tagName !== "H2").map((el) => el.outerHTML.slice(0, 80));
  const firstText = (section) => section.querySelector("p, ul, ol");
  const rows = [...article.querySelectorAll(".rules-row")].map((row) => {
    const text = box(row.querySelector(".rules-row-text"));
    const figures = box(row.querySelector(".rules-figures"));
    return { textRight: text.right, textBottom: text.bottom, figLeft: figures.left, figTop: figures.top, figures: row.querySelectorAll("figure").length };
  });
  // The text a diagram shows: inside its picture's crop (a cropped board draws more).
  const shown = (t) => {
    const b = box(t), r = box(t.ownerSVGElement);
    return t.textContent.trim() && b.width > 0 && b.right > r.left && b.left < r.right && b.bottom > r.top && b.top < r.bottom;
  };
  const texts = [...article.querySelectorAll(".rules-figures svg text")].filter(shown);
  const sizes = texts.map((t) => {
    const m = t.getScreenCTM();
    return { px: parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b), text: t.textContent, cls: t.getAttribute("class") };
  });
  const title = article.querySelector(":scope > h2");
  return {
    scrollY: window.scrollY,
    viewport: window.innerHeight,
    pageWidth: document.documentElement.scrollWidth,
    titleBottom: title ? box(title).bottom : Infinity,
    headings: sections.map((s) => s.firstElementChild?.tagName === "H3" ? s.firstElementChild.textContent : null),
    goalTextTop: sections[0] ? box(firstText(sections[0])).top : Infinity,
    goalHeadingBottom: sections[0] ? box(sections[0].firstElementChild).bottom : Infinity,
    turnTop: sections[1] ? box(sections[1]).top : Infinity,
    loose,
    rows,
    smallest: sizes.sort((a, b) => a.px - b.px)[0] ?? null,
    textCount: sizes.length,
  };
}

for (const game of GAMES) {
  test(`${game}: the rules open at the top, goal and turn first, headed sections, diagrams beside their text and legible`, async () => {
    for (const size of SIZES) {
      const context = await browser.newContext({ viewport: size });
      const page = await openPageWith(context, srv.base);
      // Open the rules from further down the home page: the rules page must still open at the top.
      await page.locator(`[data-testid="rules-${game}"]`).scrollIntoViewIfNeeded();
      await page.click(`[data-testid="rules-${game}"]`);
      await page.waitForSelector(".rules-text section h3");
      if (FIGURES[game]) await page.waitForSelector(".rules-figures figure svg text:not(.coord)");
      const m = await page.evaluate(measure);
      const where = `${game} at ${size.width}×${size.height}`;
      console.log(`# ${where}: title bottom ${Math.round(m.titleBottom)} px, goal text at ${Math.round(m.goalTextTop)} px, turn section at ${Math.round(m.turnTop)} px, smallest diagram text ${m.smallest ? m.smallest.px.toFixed(1) + " px (" + m.smallest.cls + " " + m.smallest.text + ")" : "none"} of ${m.textCount}`);
      assert.equal(m.scrollY, 0, `${where}: opens at the top`);
      assert.ok(m.pageWidth <= size.width, `${where}: nothing wider than the screen (${m.pageWidth} px)`);
      assert.ok(m.titleBottom < m.viewport, `${where}: the title is in the first screenful`);
      assert.ok(m.goalHeadingBottom < m.viewport && m.goalTextTop < m.viewport - 24, `${where}: the goal is in the first screenful`);
      assert.match(m.headings[0], /goal/i, `${where}: the goal comes first`);
      assert.match(m.headings[1], /turn/i, `${where}: then how a turn goes`);
      assert.ok(m.turnTop < m.viewport * 1.5, `${where}: how a turn goes is near the top (${Math.round(m.turnTop)} px)`);
      assert.ok(m.headings.every((h) => h && h.trim()), `${where}: every section has a heading: ${JSON.stringify(m.headings)}`);
      assert.deepEqual(m.loose, [], `${where}: no text outside a headed section`);
      assert.equal(m.rows.reduce((n, r) => n + r.figures, 0), FIGURES[game], `${where}: every diagram is placed`);
      for (const row of m.rows) {
        if (size.width > 900) assert.ok(row.figLeft >= row.textRight, `${where}: a diagram stands beside its text`);
        else assert.ok(row.figTop >= row.textBottom - 1, `${where}: a diagram stands under its text`);
      }
      // A Voldétour diagram is cropped to a few squares: the far edges' coordinates it would catch are hidden.
      assert.equal(await page.locator(".voldetour-diagram .coord:visible").count(), 0, `${where}: no stray coordinates in a diagram`);
      if (m.smallest) assert.ok(m.smallest.px >= 12, `${where}: diagram text "${m.smallest.text}" (${m.smallest.cls}) renders at ${m.smallest.px.toFixed(1)} px`);
      await shot(page, `rules-${game}-${size.width}`);
      // The first screenful as a player sees it.
      await page.screenshot({ path: new URL(`../../test-results/screenshots/rules-${game}-${size.width}-top.png`, import.meta.url).pathname });
      page.check();
      await context.close();
    }
  });
}

// Fortaleza's tokens carry two letters in some languages (Hungarian Cs, Russian ЛК): still 12 px.
for (const language of ["hu", "ru"]) {
  test(`fortaleza in ${language}: the diagrams' two-letter tokens are legible on a phone`, async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await openPageIn(context, srv.base, language);
    await page.click('[data-testid="rules-fortaleza"]');
    await page.waitForSelector(".rules-figures figure svg text:not(.coord)");
    const m = await page.evaluate(measure);
    console.log(`# fortaleza in ${language} at 390×844: smallest diagram text ${m.smallest.px.toFixed(1)} px (${m.smallest.text})`);
    assert.ok(m.smallest.px >= 12, `diagram text "${m.smallest.text}" renders at ${m.smallest.px.toFixed(1)} px`);
    assert.equal(m.scrollY, 0);
    assert.ok(m.goalTextTop < m.viewport - 24, "the goal is in the first screenful");
    assert.ok(m.pageWidth <= 390, `nothing wider than the screen (${m.pageWidth} px)`);
    await shot(page, `rules-fortaleza-${language}-390`);
    page.check();
    await context.close();
  });
}

// Numbered steps and cards carry their own numbers ("1. If your turn ends…", "6. 6 AP — …"): each
// is a paragraph of its own, never a bullet beside a number, and no wrapped line of a paragraph
// opening with a number is cut loose from it ("3 Mountains and a Fortress." under a bullet).
const LANGUAGES = ["en", "de", "es", "fr", "hu", "it", "ru"];
test("in every language, numbered steps read as numbered lines and no paragraph is cut at a number", async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  for (const language of LANGUAGES) {
    const page = await openPageIn(context, srv.base, language);
    for (const game of GAMES) {
      await page.click(`[data-testid="rules-${game}"]`);
      await page.waitForSelector(".rules-text section h3");
      const { items, paragraphs } = await page.evaluate(() => ({
        items: [...document.querySelectorAll(".rules-text li")].map((li) => li.innerText.trim()),
        paragraphs: [...document.querySelectorAll(".rules-text p")].map((p) => p.innerText.trim()),
      }));
      const where = `${game} in ${language}`;
      for (const item of items) assert.doesNotMatch(item, /^\d+\. /, `${where}: a bullet beside a number: "${item.slice(0, 60)}"`);
      for (const p of paragraphs) assert.doesNotMatch(p, /^\d+ \p{Lu}/u, `${where}: a paragraph cut at a number: "${p.slice(0, 60)}"`);
      const steps = paragraphs.map((p) => p.match(/^(\d+)\. /)?.[1]).filter(Boolean).map(Number);
      const expected = { torres: [...Array(10).keys()].map((i) => i + 1).concat([1, 2, 3, 4, 5, 6, 7, 8]), fortaleza: [1, 2, 3, 4] }[game] ?? [];
      assert.deepEqual(steps, expected, `${where}: the numbered lines in order`);
      await page.click('[data-testid="rules-back"]');
      await page.waitForSelector(`[data-testid="rules-${game}"]`);
    }
    page.check();
    await page.close();
  }
  await context.close();
});
