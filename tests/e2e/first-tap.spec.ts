// A visitor's first tap or key press on a part of the page that hydrates late
// (marketplace category cards, FAQ accordion, testimonial and team carousels)
// has its effect at once, or as soon as the part is ready, and keeps it once
// React has taken over. Every action lands the moment the control scrolls into
// view, on a CPU slowed four times, without waiting for hydration.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { content } from "../content";
import { island } from "./islands";

// Read through the site's own schemas (tests/content.ts), so any edit the schemas accept keeps these tests valid.
const { categories, offers, faq } = content;
const marketplace = { offers: content.page("marketplace").section("offers") };
const home = { testimonials: content.page("home").section("testimonials") };
const company = { team: content.page("company").section("team") };
const solution = { coreSolutions: content.page("solution").section("coreSolutions") };

/** A category that has at least one offer, the offers in it and one outside it (if any). */
const offered = categories.find((c) => offers.some((o) => o.category === c.category))!;
const inOffered = offers.filter((o) => o.category === offered.category);
const outside = offers.filter((o) => o.category !== offered.category);

/** Slows the page's CPU four times, like a mid-range phone. */
async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/** Waits until Astro has hydrated the island (it drops `ssr`) and React marks it ready. */
async function hydrated(page: Page, component: string) {
  const root = island(page, component);
  await expect(root).not.toHaveAttribute("ssr", /.*/, { timeout: 30_000 });
  await expect(root).toHaveAttribute("data-island-ready", "", { timeout: 30_000 });
}

/** The slide that starts at the left edge of the carousel's viewport (its "n of m" name). */
async function firstVisibleSlide(carousel: Locator): Promise<string | null> {
  return carousel.evaluate((region) => {
    const slides = [...region.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
    const viewport = slides[0]?.parentElement?.parentElement;
    if (!viewport) return null;
    const left = viewport.getBoundingClientRect().left;
    const byDistance = slides
      .map((slide) => {
        const content = slide.firstElementChild ?? slide;
        return { name: slide.getAttribute("aria-label"), d: Math.abs(content.getBoundingClientRect().left - left) };
      })
      .sort((a, b) => a.d - b.d);
    return byDistance[0] && byDistance[0].d < 8 ? byDistance[0].name : null;
  });
}

test.describe("the first tap is never lost (CPU slowed 4×)", () => {
  test.beforeEach(async ({ page }) => slowCpu(page));

  test("marketplace: a category card clicked as it scrolls into view stays chosen, with its offers", async ({
    page,
  }) => {
    await page.goto("/marketplace");
    const group = page.getByRole("group", { name: /./ }).filter({ hasText: offered.name }).first();
    // Playwright scrolls the card into view and clicks at once: no wait for React.
    await group.getByText(offered.name, { exact: true }).click();
    const offersPanel = page.locator(`#${marketplace.offers.id}`);
    for (const offer of inOffered) {
      await expect(offersPanel.getByRole("heading", { name: offer.name })).toBeVisible();
    }
    await hydrated(page, "MarketplaceBrowser");
    await expect(page.getByRole("checkbox", { name: new RegExp(`^${offered.name}`) })).toBeChecked();
    for (const offer of inOffered) {
      await expect(offersPanel.getByRole("heading", { name: offer.name })).toBeVisible();
    }
    for (const offer of outside) {
      await expect(offersPanel.getByRole("heading", { name: offer.name })).toBeHidden();
    }
    await expect(page).toHaveURL(new RegExp(`\\?category=${offered.category}$`));
  });

  test("marketplace: Space on a category card as it scrolls into view chooses it", async ({ page }) => {
    await page.goto("/marketplace");
    const box = page.getByRole("checkbox", { name: new RegExp(`^${offered.name}`) });
    await box.focus();
    await page.keyboard.press("Space");
    await expect(box).toBeChecked();
    await hydrated(page, "MarketplaceBrowser");
    await expect(box).toBeChecked();
    await expect(page).toHaveURL(new RegExp(`\\?category=${offered.category}$`));
  });

  test("FAQ: a question clicked as it scrolls into view opens, and stays open after hydration", async ({ page }) => {
    await page.goto("/solution");
    const section = page.locator(`#${solution.coreSolutions.id}`);
    const item = faq[faq.length - 2]!;
    await section.getByText(item.question, { exact: true }).click();
    await expect(section.getByText(item.answer)).toBeVisible();
    await hydrated(page, "Accordion");
    await expect(section.getByRole("button", { name: item.question })).toHaveAttribute("aria-expanded", "true");
    await expect(section.getByText(item.answer)).toBeVisible();
  });

  test("FAQ: Enter on a question as it scrolls into view opens it, and it stays open", async ({ page }) => {
    await page.goto("/solution");
    const section = page.locator(`#${solution.coreSolutions.id}`);
    const item = faq[1]!;
    await section.locator("summary").filter({ hasText: item.question }).focus();
    await page.keyboard.press("Enter");
    await expect(section.getByText(item.answer)).toBeVisible();
    await hydrated(page, "Accordion");
    await expect(section.getByRole("button", { name: item.question })).toHaveAttribute("aria-expanded", "true");
    await expect(section.getByText(item.answer)).toBeVisible();
  });

  for (const [path, sectionId, heading, width] of [
    ["/", home.testimonials.id!, home.testimonials.heading, 1440],
    ["/company", company.team.id!, company.team.heading, 390],
  ] as const) {
    test.describe(`${path} carousel at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test("Next clicked as it scrolls into view moves one slide, kept after hydration", async ({ page }) => {
        await page.goto(path);
        const carousel = page.locator(`#${sectionId}`).getByRole("region", { name: heading });
        await carousel.getByRole("button", { name: /next/i }).click();
        await hydrated(page, path === "/" ? "TestimonialsCarousel" : "TeamCarousel");
        await expect.poll(() => firstVisibleSlide(carousel)).toMatch(/^2\b/);
      });

      test("ArrowRight on the row as it scrolls into view moves one slide, kept after hydration", async ({ page }) => {
        await page.goto(path);
        const carousel = page.locator(`#${sectionId}`).getByRole("region", { name: heading });
        // Before React, the scroll row itself is the tab stop.
        await carousel.locator("[tabindex='0']").first().focus();
        await page.keyboard.press("ArrowRight");
        await hydrated(page, path === "/" ? "TestimonialsCarousel" : "TeamCarousel");
        await expect.poll(() => firstVisibleSlide(carousel)).toMatch(/^2\b/);
        // Focus stays in the carousel, where the next arrow key works.
        await expect(carousel).toBeFocused();
        await page.keyboard.press("ArrowRight");
        await expect.poll(() => firstVisibleSlide(carousel)).toMatch(/^3\b/);
      });
    });
  }
});

test.describe("without JavaScript the same controls do the sensible thing", () => {
  test.use({ javaScriptEnabled: false });

  test("marketplace: every offer at first; ticking a category card shows only its offers", async ({ page }) => {
    await page.goto("/marketplace");
    const offersPanel = page.locator(`#${marketplace.offers.id}`);
    for (const offer of offers) await expect(offersPanel.getByRole("heading", { name: offer.name })).toBeVisible();
    const box = page.getByRole("checkbox", { name: new RegExp(`^${offered.name}`) });
    await expect(box).toHaveCount(1);
    await page.getByText(offered.name, { exact: true }).first().click();
    await expect(box).toBeChecked();
    for (const offer of inOffered) await expect(offersPanel.getByRole("heading", { name: offer.name })).toBeVisible();
    for (const offer of outside) await expect(offersPanel.getByRole("heading", { name: offer.name })).toBeHidden();
    // A category with no partner yet says so.
    const empty = categories.find((c) => !offers.some((o) => o.category === c.category));
    if (empty) {
      await page.getByText(offered.name, { exact: true }).first().click();
      await page.getByText(empty.name, { exact: true }).first().click();
      for (const offer of offers) await expect(offersPanel.getByRole("heading", { name: offer.name })).toBeHidden();
      await expect(offersPanel.locator("p:visible").filter({ hasText: /./ }).last()).toBeVisible();
    }
  });

  test("FAQ: questions open one at a time as native details", async ({ page }) => {
    await page.goto("/solution");
    const section = page.locator(`#${solution.coreSolutions.id}`);
    await section.getByText(faq[0]!.question, { exact: true }).click();
    await expect(section.getByText(faq[0]!.answer)).toBeVisible();
    await section.getByText(faq[2]!.question, { exact: true }).click();
    await expect(section.getByText(faq[2]!.answer)).toBeVisible();
    await expect(section.getByText(faq[0]!.answer)).toBeHidden();
  });

  test("carousels: the row scrolls with the keyboard; no buttons that could not work", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const carousel = page
      .locator(`#${home.testimonials!.id}`)
      .getByRole("region", { name: home.testimonials!.heading });
    await expect(carousel.getByRole("button")).toHaveCount(0);
    const row = carousel.locator("[tabindex='0']").first();
    await row.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });
});
