// An automated accessibility scan (axe-core, WCAG 2.2 A and AA rules and best practices) of
// every route and the 404 page, at desktop and phone widths. Zero violations.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { ROUTES } from "./routes";

const UNKNOWN = "/page-that-does-not-exist";
const PAGES = [...ROUTES, UNKNOWN];

for (const width of [1280, 390]) {
  test.describe(`axe at ${width} px`, () => {
    // Content at rest: no fade-in mid-transition skewing the contrast checks.
    test.use({ viewport: { width, height: width > 800 ? 900 : 844 }, reducedMotion: "reduce" });

    for (const path of PAGES) {
      test(`${path} has no accessibility violations`, async ({ page }) => {
        // External embeds (forms, video) are not ours to audit and never load in tests.
        await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
        const response = await page.goto(path);
        expect(response?.status()).toBe(path === UNKNOWN ? 404 : 200);
        await expectNoAxeViolations(page);
      });
    }
  });
}
