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

// The interactive states of the site chrome (header menus, Jesse's chat), audited open. The islands' own states
// (carousels, accordion, marketplace, expert filters) are audited in their suites.
test.describe("interactive states", () => {
  test.beforeEach(async ({ page }) => {
    await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
  });

  for (const width of [1280, 390]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: width > 800 ? 900 : 844 }, reducedMotion: "reduce" });

      test("chat open, with a reply that has links", async ({ page }) => {
        await page.goto("/");
        await page.getByRole("button", { name: "Chat with Jesse" }).click();
        const chat = page.getByRole("dialog", { name: "Chat with Jesse" });
        await chat.getByRole("textbox", { name: "Your message" }).fill("How do I plan my will?");
        await chat.getByRole("textbox", { name: "Your message" }).press("Enter");
        await expect(chat.getByRole("log").getByRole("link").first()).toBeVisible();
        await expectNoAxeViolations(page);
      });
    });
  }

  test.describe("at 390 px", () => {
    test.use({ viewport: { width: 390, height: 844 }, reducedMotion: "reduce" });

    test("mobile menu open", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("button", { name: "Open menu", exact: true }).click();
      await expect(page.getByRole("navigation", { name: "Menu", exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });

  test.describe("at 1280 px", () => {
    test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" });

    test("a desktop submenu open on hover", async ({ page }) => {
      await page.goto("/");
      const nav = page.getByRole("navigation", { name: "Main" });
      await nav.getByRole("link", { name: "Solutions", exact: true }).hover();
      await expect(nav.getByRole("link", { name: /Our Process/ })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("a desktop submenu open from its toggle, focus inside", async ({ page }) => {
      await page.goto("/company");
      const nav = page.getByRole("navigation", { name: "Main" });
      await nav.getByRole("button", { name: /^About Us/ }).click();
      await expect(nav.getByRole("button", { name: /^About Us/ })).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Tab");
      await expectNoAxeViolations(page);
    });
  });
});
