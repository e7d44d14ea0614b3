// /solution in a browser: its anchors, the partner cards' text shown on hover and keyboard focus (always on a
// touch phone), and the Core Solutions accordion (one item open at a time, opened from its anchor, native exclusive
// <details> without JavaScript). Questions and answers come from faq.yaml, the other words from the page file
// (tests/content.ts). Section order, cards, buttons and links are checked on the built HTML
// (tests/dist/pages.test.ts); axe by every-page.spec.ts; reflow by reflow.spec.ts.
import { expect, test, type Page } from "@playwright/test";
import { content } from "../content";
import { waitForIsland } from "./islands";

const copy = content.page("solution");
const faq = content.faq;
const FAQ = `#${copy.section("coreSolutions").id}`;
const PARTNERS = `#${copy.section("partners").id}`;

test.beforeEach(async ({ page }) => {
  // Nothing leaves the machine: external hosts are asserted by href only.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  await page.goto("/solution");
});

test("the submenu's anchors scroll to their sections", async ({ page }) => {
  await page.goto(`/solution${FAQ}`);
  await expect(page.locator(FAQ)).toBeInViewport();
});

test("a partner card's overlay opens on hover and on keyboard focus", async ({ page }) => {
  const items = copy.section("partners").items!;
  const cards = page.locator(`${PARTNERS} [data-partner-card]`);
  await expect(cards).toHaveCount(items.length);
  const overlay = (index: number) => cards.nth(index).locator("[data-overlay]");
  await expect(overlay(0)).toHaveCSS("opacity", "0");
  await cards.nth(0).hover();
  await expect(overlay(0)).toHaveCSS("opacity", "1");
  await page.mouse.move(0, 0);
  await expect(overlay(0)).toHaveCSS("opacity", "0");

  const last = items.length - 1;
  await expect(overlay(last)).toHaveCSS("opacity", "0");
  await cards.nth(last).focus();
  await expect(cards.nth(last)).toBeFocused();
  await expect(overlay(last)).toHaveCSS("opacity", "1");
  // The overlay text is always in the page, so it is part of the link's name.
  await expect(cards.nth(last)).toContainText(items[last]!.text!);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test("partner card text is shown without hover", async ({ page }) => {
    await expect(page.locator(`${PARTNERS} [data-overlay]`).first()).toHaveCSS("opacity", "1");
  });
});

test.describe("Core Solutions accordion", () => {
  const question = (page: Page, text: string) => page.locator(FAQ).getByRole("button", { name: text });

  test("has every item of faq.yaml in order, with every answer in the HTML", async ({ page, request }) => {
    const html = (await (await request.get("/solution")).text())
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&");
    for (const item of faq) expect(html).toContain(item.answer);

    await page.locator(FAQ).scrollIntoViewIfNeeded();
    await waitForIsland(page, "Accordion");
    const buttons = page.locator(FAQ).getByRole("heading", { level: 3 }).getByRole("button");
    await expect(buttons).toHaveText(faq.map((item) => item.question));
    for (const [index, item] of faq.entries()) {
      await expect(buttons.nth(index)).toHaveAttribute("aria-expanded", "false");
      await expect(buttons.nth(index)).toHaveAttribute("aria-controls", `${item.id}-answer`);
      await expect(page.locator(`#${item.id}`)).toBeAttached();
    }
  });

  test("one item open at a time, and the open item closes", async ({ page }) => {
    await page.locator(FAQ).scrollIntoViewIfNeeded();
    await waitForIsland(page, "Accordion");
    const [first, second] = faq;
    await question(page, first!.question).click();
    await expect(question(page, first!.question)).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("region", { name: first!.question })).toHaveText(first!.answer);

    await question(page, second!.question).click();
    await expect(question(page, second!.question)).toHaveAttribute("aria-expanded", "true");
    await expect(question(page, first!.question)).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText(first!.answer)).toBeHidden();
    await expect(page.locator(`${FAQ} [aria-expanded=true]`)).toHaveCount(1);

    await question(page, second!.question).click();
    await expect(page.locator(`${FAQ} [aria-expanded=true]`)).toHaveCount(0);
  });

  test("a link to an item's anchor opens it", async ({ page }) => {
    const item = faq[Math.floor(faq.length / 2)]!;
    await page.goto(`/solution#${item.id}`);
    await waitForIsland(page, "Accordion");
    await expect(question(page, item.question)).toHaveAttribute("aria-expanded", "true");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("native exclusive details: every answer readable, one open at a time", async ({ page }) => {
      await page.goto("/solution");
      const items = page.locator(`${FAQ} details`);
      await expect(items).toHaveCount(faq.length);
      for (const [index, item] of faq.entries()) {
        await expect(items.nth(index)).toHaveAttribute("id", item.id);
        await expect(items.nth(index)).toHaveAttribute("name", copy.section("coreSolutions").id!);
        await expect(items.nth(index).locator("summary")).toHaveText(item.question);
      }
      await items.nth(0).locator("summary").click();
      await expect(page.getByText(faq[0]!.answer)).toBeVisible();
      const other = items.nth(faq.length - 1);
      await other.locator("summary").focus();
      await page.keyboard.press("Enter");
      await expect(other).toHaveAttribute("open", "");
      if (faq.length > 1) await expect(items.nth(0)).not.toHaveAttribute("open");
      await page.keyboard.press("Space");
      await expect(page.locator(`${FAQ} details[open]`)).toHaveCount(0);
    });
  });
});
