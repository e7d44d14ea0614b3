import { chromium } from "@playwright/test";
import { launchOptions } from "../tests/browser.mjs";
const [base, width, ...paths] = process.argv.slice(2);
const w = Number(width);
const browser = await chromium.launch(launchOptions());
const ctx = await browser.newContext({ viewport: { width: w, height: w < 800 ? 844 : 900 }, reducedMotion: "reduce" });
const page = await ctx.newPage();
await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (r) => r.abort());
for (const path of paths) {
  await page.goto(base + path, { waitUntil: "networkidle" }).catch(() => {});
  await page.evaluate(() => document.querySelectorAll("[data-reveal]").forEach((el) => el.classList.add("is-revealed")));
  const h = await page.evaluate(() => document.documentElement.scrollHeight);
  const seg = w < 800 ? 1600 : 1400;
  for (let y = 0, i = 0; y < h; y += seg, i++) {
    const name = `/tmp/shots/${path.replace(/[^a-z0-9]+/gi, "_")}-${w}-${i}.png`;
    await page.screenshot({ path: name, fullPage: true, clip: { x: 0, y, width: w, height: Math.min(seg, h - y) } });
    console.log(name);
  }
}
await browser.close();
