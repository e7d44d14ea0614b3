// The one accessibility audit every suite uses: axe-core with the WCAG 2.2 A/AA
// rules and axe's best practices, run on the settled page. Zero violations.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** Show everything that fades in (as for a visitor who has scrolled) and wait for running animations to end,
 *  so colour contrast is measured on the finished page, not halfway through a fade. */
export async function settle(page: Page) {
  await page.evaluate(() =>
    document.querySelectorAll(".reveal-waiting").forEach((el) => el.classList.replace("reveal-waiting", "is-revealed")),
  );
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}

type Scope = { include?: string; exclude?: string[] };

/** Audits the page (or `include`) and fails listing each violation with the elements it found. */
export async function expectNoAxeViolations(page: Page, { include, exclude = [] }: Scope = {}) {
  await settle(page);
  // Only violations are reported in full: listing every passing node as well costs about a fifth of the audit.
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS).options({ resultTypes: ["violations"] });
  if (include) builder = builder.include(include);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(" "))
        .join("\n  ")}`,
  );
  expect(summary).toEqual([]);
}
