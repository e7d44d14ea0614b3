// Screenshots of built pages at phone and desktop widths, for a visual check:
//   node scripts/screenshot.mjs /solution /company …  (needs `npm run preview` running)
// Writes PNGs to test-results/screens/. Options: --full (whole page), --base=URL.
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { launchOptions } from "../tests/browser.mjs";

const args = process.argv.slice(2);
const base = args.find((a) => a.startsWith("--base="))?.slice(7) ?? "http://127.0.0.1:4321";
const full = args.includes("--full");
const paths = args.filter((a) => !a.startsWith("--"));
const outDir = "test-results/screens";
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch(launchOptions());
for (const width of [390, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: width < 800 ? 844 : 900 } });
  for (const path of paths.length ? paths : ["/"]) {
    await page.goto(base + path, { waitUntil: "networkidle" }).catch(() => {});
    // Reveal everything that fades in, as a visitor scrolling would see it.
    await page.evaluate(() =>
      document
        .querySelectorAll(".reveal-waiting")
        .forEach((el) => el.classList.replace("reveal-waiting", "is-revealed")),
    );
    const name = `${outDir}/${path.replace(/[^a-z0-9]+/gi, "_") || "home"}-${width}.png`;
    await page.screenshot({ path: name, fullPage: full });
    console.log(name);
  }
  await page.close();
}
await browser.close();
