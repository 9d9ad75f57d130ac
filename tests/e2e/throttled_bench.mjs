// The browser bench under Chromium's CPU throttling: how many iterations each bot level reaches
// per decision on a device N times slower than this one (docs/bots.md, "Throttled budgets").
// Not a test (prints figures). Usage:
//   cargo test --release --target wasm32-unknown-unknown --test browser_bench --no-run
//   NO_HEADLESS=1 WASM_BINDGEN_TEST_ADDRESS=127.0.0.1:8765 wasm-bindgen-test-runner \
//     target/wasm32-unknown-unknown/release/deps/browser_bench-*.wasm decisions &
//   node tests/e2e/throttled_bench.mjs http://127.0.0.1:8765 4     # and 1, to compare
import { chromium } from "playwright-core";

const url = process.argv[2] || "http://127.0.0.1:8765";
const rate = Number(process.argv[3] || 4);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || "/usr/bin/chromium" });
const page = await browser.newPage();
const cdp = await page.context().newCDPSession(page);
// The renderer's main thread, where the bench runs, is slowed `rate` times.
await cdp.send("Emulation.setCPUThrottlingRate", { rate });
page.on("console", (m) => {
  if (m.text().includes("wasm:")) console.log(m.text());
});
await page.goto(url);
const deadline = Date.now() + 40 * 60 * 1000;
for (;;) {
  const text = await page.evaluate(() => document.body.innerText);
  if (/test result:/.test(text) || Date.now() > deadline) {
    console.log(text.split("\n").filter((l) => /test result|timed out/.test(l)).join("\n") || "timed out");
    break;
  }
  await new Promise((r) => setTimeout(r, 5000));
}
await browser.close();
