// An automated accessibility scan (axe-core, WCAG 2.2 A and AA rules and best practices) of the site chrome in
// its open states. Every page at rest is audited at two widths by every-page.spec.ts.
import { expect, test } from "@playwright/test";
import { content, escapeRegExp, t } from "../content";
import { expectNoAxeViolations } from "./axe";

const chatName = t("chatWindow", { name: content.chat.name });
const firstSubmenu = content.navigation.header.find((item) => item.children?.length)!;

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
        await page.getByRole("button", { name: t("chatOpen", { name: content.chat.name }) }).click();
        const chat = page.getByRole("dialog", { name: chatName });
        // A message with a keyword of the first rule: the reply has links.
        const box = chat.getByRole("textbox", { name: t("chatMessageLabel") });
        await box.fill(`Tell me about ${content.chat.rules[0]!.keywords[0]}`);
        await box.press("Enter");
        await expect(chat.getByRole("log").getByRole("link").first()).toBeVisible();
        await expectNoAxeViolations(page);
      });
    });
  }

  test.describe("at 390 px", () => {
    test.use({ viewport: { width: 390, height: 844 }, reducedMotion: "reduce" });

    test("mobile menu open", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("button", { name: t("openMenu"), exact: true }).click();
      await expect(page.getByRole("navigation", { name: t("mobileMenu"), exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });

  test.describe("at 1280 px", () => {
    test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" });

    test("a desktop submenu open on hover", async ({ page }) => {
      await page.goto("/");
      const nav = page.getByRole("navigation", { name: t("mainNavigation") });
      await nav.getByRole("link", { name: firstSubmenu.label, exact: true }).hover();
      await expect(nav.getByRole("link", { name: firstSubmenu.children![0]!.label })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("a desktop submenu open from its toggle, focus inside", async ({ page }) => {
      await page.goto("/company");
      const nav = page.getByRole("navigation", { name: t("mainNavigation") });
      const last = content.navigation.header.findLast((item) => item.children?.length)!;
      const toggle = nav.getByRole("button", { name: new RegExp(`^${escapeRegExp(last.label)}`) });
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Tab");
      await expectNoAxeViolations(page);
    });
  });
});
