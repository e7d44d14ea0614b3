// Size budgets over the production build in dist/ (byte-based and deterministic: no browser, no timing).
// Fails when a page's HTML, its CSS or the JavaScript it runs before any interaction grows past its budget,
// when a page or stylesheet references a file that is not in dist/, or when an <img> has no width/height.
// Sizes are Brotli (quality 11) bytes, what a CDN sends. The budgets sit just above the sizes of the
// current build (see docs/PERFORMANCE.md): raise one only on purpose, and say why in the commit.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { BUDGETS, classOf, filesIn, kb, overBudget, readBuild, tags, attr } from "../../scripts/budgets.mjs";

// The measuring (Brotli sizes, what runs before interaction, references) lives in scripts/budgets.mjs, shared with
// `npm run bench -- --scale`, which checks a build with ten times today's content against the ceilings there.
const DIST = join(process.cwd(), "dist");
const build = readBuild(DIST, process.cwd());
const { costOf, fileFor, isSiteUrl, pageReferences, moduleGraph } = build;
const PAGES = build.pages(); // the editors' studio is not a public page

test.describe("size budgets (Brotli bytes of the build in dist/)", () => {
  test("the build exists", () => {
    expect(PAGES, "run `astro build` first").toContain("index.html");
    expect(PAGES).toContain("404.html");
  });

  for (const page of PAGES) {
    test(`${page}: HTML, CSS and JavaScript before interaction within budget`, () => {
      const budget = BUDGETS[classOf(page)];
      const cost = costOf(page);
      // BUDGET_REPORT=1 prints every page's sizes (to set the budgets).
      if (process.env.BUDGET_REPORT)
        console.log(`${page}\thtml ${kb(cost.html)}\tcss ${kb(cost.css)}\tjs ${kb(cost.js)}`);
      const over = overBudget(cost, budget);
      expect(over, `${page} (${classOf(page)}): ${cost.detail.join("; ") || "no scripts"}`).toEqual([]);
    });
  }

  // A component's own <style> becomes a stylesheet for just the pages that use it: one more render-blocking
  // request before first paint (it was 61 bytes on the home page). Page-only rules belong in utility classes.
  test("every page loads the one shared stylesheet and no other", () => {
    const sheetsOf = (page: string) =>
      tags(readFileSync(join(DIST, page), "utf8"), "link")
        .filter((tag) => /\brel\s*=\s*"?stylesheet/i.test(tag))
        .map((tag) => attr(tag, "href"));
    const shared = sheetsOf("index.html");
    expect(shared).toHaveLength(1);
    const others = PAGES.filter((page) => sheetsOf(page).join(" ") !== shared.join(" "));
    expect(others.map((page) => `${page}: ${sheetsOf(page).join(", ")}`)).toEqual([]);
  });

  test("every file a page or stylesheet refers to is in dist/", () => {
    const missing: string[] = [];
    for (const page of PAGES) {
      const html = readFileSync(join(DIST, page), "utf8");
      for (const url of pageReferences(html)) if (!fileFor(url, page)) missing.push(`${page} → ${url}`);
    }
    for (const sheet of filesIn(DIST, ".css")) {
      const css = readFileSync(join(DIST, sheet), "utf8");
      for (const [, , url] of css.matchAll(/url\(\s*(["']?)([^"')]+)\1\s*\)/g)) {
        if (isSiteUrl(url!) && !url!.startsWith("#") && !fileFor(url!, sheet)) missing.push(`${sheet} → ${url}`);
      }
    }
    for (const script of filesIn(DIST, ".js")) moduleGraph(script, new Set<string>(), missing);
    expect(missing).toEqual([]);
  });

  test("every <img> has width and height (no layout shift while it loads)", () => {
    const without: string[] = [];
    for (const page of PAGES) {
      const html = readFileSync(join(DIST, page), "utf8");
      for (const img of tags(html, "img")) {
        if (!attr(img, "width") || !attr(img, "height")) without.push(`${page}: ${img.slice(0, 120)}`);
      }
    }
    expect(without).toEqual([]);
  });
});
