/* global document -- page.evaluate callbacks run in the browser */
// Screenshots of each interactive island open or in use, at 390 and 1440 px,
// for a visual check (needs a preview running):
//   node scripts/island-screens.mjs --base=http://127.0.0.1:4331
// Writes PNGs to test-results/screens/islands/. Reduced motion, so nothing is caught mid-animation.
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { launchOptions } from "../tests/browser.mjs";

const base = process.argv.find((a) => a.startsWith("--base="))?.slice(7) ?? "http://127.0.0.1:4321";
const outDir = "test-results/screens/islands";
mkdirSync(outDir, { recursive: true });

const hydrated = (page, selector) =>
  page.locator(`astro-island[component-url*="/${selector}."][data-island-ready]`).waitFor({ state: "attached" });

/** name → [path, act(page), what to capture] */
const shots = {
  testimonials: [
    "/",
    async (page) => {
      await page.locator("#testimonials").scrollIntoViewIfNeeded();
      await hydrated(page, "TestimonialsCarousel");
      await page.getByRole("button", { name: "Next slide" }).click();
      await page.waitForTimeout(300);
    },
    "#testimonials",
  ],
  team: [
    "/company",
    async (page) => {
      await page.locator("#team").scrollIntoViewIfNeeded();
      await hydrated(page, "TeamCarousel");
      const next = page.locator("#team").getByRole("button", { name: "Next slide" });
      if (await next.isVisible()) await next.click();
      await page.waitForTimeout(300);
    },
    "#team",
  ],
  accordion: [
    "/solution",
    async (page) => {
      await page.locator("#core-solutions").scrollIntoViewIfNeeded();
      await hydrated(page, "Accordion");
      await page.getByRole("button", { name: /What is empathetic AI guidance/ }).click();
    },
    "#core-solutions",
  ],
  marketplace: [
    "/marketplace?category=physical,digital",
    async (page) => {
      await page.locator("#categories").scrollIntoViewIfNeeded();
      await hydrated(page, "MarketplaceBrowser");
    },
    "#categories",
  ],
  "marketplace-empty": [
    "/marketplace",
    async (page) => {
      await page.locator("#categories").scrollIntoViewIfNeeded();
      await hydrated(page, "MarketplaceBrowser");
    },
    "#categories",
  ],
  "experts-filters": [
    "/trusted-experts",
    async (page) => {
      await page.locator("#experts").scrollIntoViewIfNeeded();
      await hydrated(page, "ExpertDirectory");
      await page.getByRole("button", { name: "Filters" }).click();
      await page.getByRole("checkbox", { name: "Digital" }).check();
    },
    "#experts",
  ],
  "experts-none": [
    "/trusted-experts?q=(plumber*",
    async (page) => {
      await page.locator("#experts").scrollIntoViewIfNeeded();
      await hydrated(page, "ExpertDirectory");
    },
    "#experts",
  ],
  chat: [
    "/",
    async (page) => {
      await page.getByRole("button", { name: "Chat with Jesse" }).click();
      const box = page.getByRole("textbox", { name: "Your message" });
      await box.fill("How do I start a plan for my family?");
      await box.press("Enter");
      await page.getByRole("link", { name: "Plans" }).waitFor();
    },
    null,
  ],
  menu: [
    "/marketplace",
    async (page) => {
      const open = page.getByRole("button", { name: "Open menu" });
      if (await open.isVisible()) await open.click();
    },
    null,
  ],
};

const browser = await chromium.launch(launchOptions());
for (const width of [390, 1440]) {
  const context = await browser.newContext({
    viewport: { width, height: width < 800 ? 844 : 900 },
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
  for (const [name, [path, act, selector]] of Object.entries(shots)) {
    if (name === "menu" && width > 800) continue;
    await page.goto(base + path, { waitUntil: "networkidle" }).catch(() => {});
    await page.evaluate(() =>
      document
        .querySelectorAll(".reveal-waiting")
        .forEach((el) => el.classList.replace("reveal-waiting", "is-revealed")),
    );
    await act(page);
    const file = `${outDir}/${name}-${width}.png`;
    if (selector) await page.locator(selector).screenshot({ path: file });
    else await page.screenshot({ path: file });
    console.log(file);
  }
  await context.close();

  // Without JavaScript: the plain HTML every island leaves behind.
  const noJs = await browser.newContext({
    viewport: { width, height: width < 800 ? 844 : 900 },
    javaScriptEnabled: false,
  });
  const plain = await noJs.newPage();
  await plain.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
  for (const [name, path, selector] of [
    ["nojs-marketplace", "/marketplace", "#categories"],
    ["nojs-experts", "/trusted-experts", "#experts"],
    ["nojs-testimonials", "/", "#testimonials"],
    ["nojs-accordion", "/solution", "#core-solutions"],
  ]) {
    await plain.goto(base + path).catch(() => {});
    const file = `${outDir}/${name}-${width}.png`;
    await plain.locator(selector).screenshot({ path: file });
    console.log(file);
  }
  await noJs.close();
}
await browser.close();
