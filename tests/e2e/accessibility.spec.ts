// An automated accessibility scan (axe-core, WCAG 2.2 A and AA rules) of
// every route and the 404 page, at desktop and phone widths. Zero violations.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
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
        // Everything that fades in is shown, as for a visitor who has scrolled.
        await page.evaluate(() =>
          document.querySelectorAll("[data-reveal]").forEach((el) => el.classList.add("is-revealed")),
        );
        // Colour contrast is measured on the finished page, not halfway through a fade.
        await page.evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
              .map((animation) => animation.finished),
          ),
        );
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
          .analyze();
        const summary = results.violations.map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
              .slice(0, 5)
              .map((node) => node.target.join(" "))
              .join("\n  ")}`,
        );
        expect(summary).toEqual([]);
      });
    }
  });
}
