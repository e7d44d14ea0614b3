// /marketplace, /trusted-experts and /plan in a browser: the category toggles and the partner offers they show,
// the experts' search box and filters, every offer without JavaScript, and the plan cards. Offers, categories,
// labels and plans come from the content files (tests/content.ts), so adding, removing or moving an offer to
// another category needs no change here. Filtering, the address and the keyboard are covered in depth by
// islands.spec.ts; headings and buttons on the built HTML by tests/dist/pages.test.ts; axe by every-page.spec.ts.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { sortOffers } from "../../src/lib/offers";
import { content, escapeRegExp, href, t } from "../content";
import { waitForIsland } from "./islands";

const OFFERS = sortOffers(content.offers);
const categoryName = (key: string) => content.categories.find((category) => category.category === key)!.name;
/** The categories that have at least one offer, in the order the toggles show them. */
const WITH_OFFERS = content.categories.filter((category) =>
  OFFERS.some((offer) => offer.category === category.category),
);
const filters = content.page("trusted-experts").section("directory").items!;

// Never leave the machine: partner sites and stores are only asserted as hrefs.
test.beforeEach(async ({ page }) => {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
});

function offerCard(page: Page, name: string): Locator {
  return page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
}

async function expectOffers(page: Page, offers = OFFERS) {
  const names = page.locator("[data-offer-list] [data-offer]").getByRole("heading");
  await expect(names).toHaveText(offers.map((o) => o.name));
  for (const offer of offers) {
    const card = offerCard(page, offer.name);
    await expect(card).toBeVisible();
    await expect(card.getByText(offer.tagline, { exact: true })).toBeVisible();
    await expect(card.locator("[data-offer-category]")).toHaveText(
      new RegExp(`${escapeRegExp(categoryName(offer.category))}$`),
    );
    const link = card.getByRole("link", { name: new RegExp(`^${escapeRegExp(offer.buttonText)}\\b`) });
    await expect(link).toHaveAttribute("href", offer.url);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toContainText(offer.buttonText);
  }
}

async function expectOneH1(page: Page, text: string) {
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text);
}

/** Headings never skip a level (h2 → h4). */
async function expectHeadingsInOrder(page: Page) {
  const levels = await page
    .locator("main :is(h1, h2, h3, h4, h5, h6)")
    .evaluateAll((els) => els.map((el) => Number(el.tagName[1])));
  expect(levels[0]).toBe(1);
  for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
}

test.describe("/marketplace", () => {
  test("the five category cards in order, none ticked, and the hint", async ({ page }) => {
    await page.goto("/marketplace");
    await expectOneH1(page, content.page("marketplace").section("hero").heading);
    await expectHeadingsInOrder(page);

    const group = page.getByRole("group", { name: t("categoriesLabel") });
    const boxes = group.getByRole("checkbox");
    await expect(boxes).toHaveCount(5);
    await expect(group.locator("label .font-serif")).toHaveText(content.categories.map((category) => category.name));
    for (const box of await boxes.all()) await expect(box).not.toBeChecked();
    await waitForIsland(page, "MarketplaceBrowser");
    await expect(page.getByRole("main").getByRole("status")).toHaveText(t("marketplaceHint"));
    // With no selection, no offers.
    await expect(page.getByRole("article")).toHaveCount(0);
  });

  test("choosing every category that has offers shows them all, with new-tab buttons to the partners", async ({
    page,
  }) => {
    await page.goto("/marketplace");
    await waitForIsland(page, "MarketplaceBrowser");
    const group = page.getByRole("group", { name: t("categoriesLabel") });
    for (const category of WITH_OFFERS) {
      // Clicked where a visitor clicks: the card's name (the checkbox itself is visually hidden).
      await group.getByText(category.name, { exact: true }).click();
    }
    await expectOffers(page);
    const keys = WITH_OFFERS.map((category) => category.category).join(",");
    if (keys) await expect(page).toHaveURL(new RegExp(`/marketplace\\?category=${keys}$`));
  });

  // A category without offers (zero offers in a category is allowed; while every category has one, the component
  // test of MarketplaceBrowser covers the message with data of its own): chosen by a click, with and without
  // JavaScript, it shows the page file's message and next steps instead of an empty space.
  const empty = content.categories.find((category) => !OFFERS.some((offer) => offer.category === category.category));
  if (empty) {
    const EMPTY_STATE = content.page("marketplace").section("offers").empty!;
    for (const javaScriptEnabled of [true, false]) {
      test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
        test.use({ javaScriptEnabled });
        test(`choosing a category without offers (${empty.name}) says so and offers the next steps`, async ({
          page,
        }) => {
          await page.goto("/marketplace");
          if (javaScriptEnabled) await waitForIsland(page, "MarketplaceBrowser");
          const group = page.getByRole("group", { name: t("categoriesLabel") });
          await group.getByText(empty.name, { exact: true }).click();
          await expect(group.getByRole("checkbox", { name: new RegExp(`^${escapeRegExp(empty.name)}`) })).toBeChecked();
          if (javaScriptEnabled) await expect(page).toHaveURL(new RegExp(`\\?category=${empty.category}$`));
          // As shown (before React the status holds the hint and the message, and CSS shows one).
          await expect(page.getByRole("main").getByRole("status")).toHaveText(EMPTY_STATE.message, {
            useInnerText: true,
          });
          await expect(page.locator("[data-offer-list] [data-offer]:visible")).toHaveCount(0);
          const steps = page.locator("[data-empty-actions]");
          await expect(steps).toBeVisible();
          await expect(steps.getByRole("link")).toHaveCount(EMPTY_STATE.actions.length);
          for (const [index, action] of EMPTY_STATE.actions.entries()) {
            const link = steps.getByRole("link").nth(index);
            await expect(link).toBeVisible();
            await expect(link).toContainText(action.label);
            await expect(link).toHaveAttribute("href", href(action.href)!);
          }
          // A category with partners as well: their offers replace the message and the next steps.
          if (WITH_OFFERS[0]) {
            await group.getByText(WITH_OFFERS[0].name, { exact: true }).click();
            await expect(page.locator("[data-offer-list] [data-offer]:visible").first()).toBeVisible();
            await expect(steps).toBeHidden();
            await expect(page.getByText(EMPTY_STATE.message, { exact: true })).toBeHidden();
          }
        });
      });
    }
  }

  test("its link to the trusted experts goes there", async ({ page }) => {
    await page.goto("/marketplace");
    const action = content.page("marketplace").section("offers").actions![0]!;
    const link = page.getByRole("link", { name: action.label });
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(href(action.href)!)}$`));
  });
});

test.describe("/trusted-experts", () => {
  test("hero and a labelled search box", async ({ page }) => {
    await page.goto("/trusted-experts");
    await expectOneH1(page, content.page("trusted-experts").section("hero").heading);
    await expectHeadingsInOrder(page);

    const search = page.getByRole("searchbox", { name: t("expertsSearch") });
    await expect(search).toHaveAttribute("type", "search");
    await expect(page.getByRole("search")).toContainText(t("expertsSearch"));
  });

  test("Filters opens to the category checkboxes in the order of the page file", async ({ page }) => {
    await page.goto("/trusted-experts");
    await waitForIsland(page, "ExpertDirectory");
    const checkboxes = page.getByRole("group", { name: t("expertsFiltersLegend") }).getByRole("checkbox");
    await expect(checkboxes).toHaveCount(0);
    await page.getByRole("button", { name: t("expertsFilters"), exact: true }).click();
    await expect(checkboxes).toHaveCount(filters.length);
    for (const [index, filter] of filters.entries()) {
      await expect(checkboxes.nth(index)).toHaveAccessibleName(filter.title);
      await expect(checkboxes.nth(index)).not.toBeChecked();
    }
    // Clear Filters waits until a filter is set.
    await expect(page.getByRole("button", { name: t("expertsClearFilters") })).toHaveCount(0);
  });

  test("lists every offer with the count; the no-result message only when nothing matches", async ({ page }) => {
    await page.goto("/trusted-experts");
    await expectOffers(page);
    const count = OFFERS.length === 1 ? t("expertsCountOne") : t("expertsCountOther", { count: OFFERS.length });
    await expect(page.getByRole("main").getByRole("status")).toHaveText(OFFERS.length ? count : t("expertsNone"));
    if (OFFERS.length) await expect(page.getByText(t("expertsNone"), { exact: true })).toHaveCount(0);
  });
});

test.describe("/plan", () => {
  test("the plan cards with names, prices and buttons that open a new tab", async ({ page }) => {
    await page.goto("/plan");
    await expectOneH1(page, content.page("plan").section("hero").heading);
    await expectHeadingsInOrder(page);

    const cards = page.locator("[data-plan]");
    await expect(cards).toHaveCount(content.plans.length);
    await expect(cards.getByRole("heading")).toHaveText(content.plans.map((plan) => plan.name));
    await expect(cards.locator("[data-plan-price]")).toHaveText(content.plans.map((plan) => plan.price));
    for (const [index, plan] of content.plans.entries()) {
      const link = cards.nth(index).getByRole("link", { name: new RegExp(`^${escapeRegExp(plan.action.label)}`) });
      await expect(link).toHaveAttribute("href", href(plan.action.href)!);
      if (plan.action.href === "@appStore")
        await expect(link).toHaveAttribute("data-apple-href", content.site.links.appStoreApple);
      if (/^https?:/.test(href(plan.action.href)!)) {
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      }
      for (const feature of plan.features) await expect(cards.nth(index)).toContainText(feature);
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the marketplace and the directory show every offer; the directory hides the controls that need scripts", async ({
    page,
  }) => {
    for (const path of ["/marketplace", "/trusted-experts"]) {
      await page.goto(path);
      await expectOffers(page);
    }
    // (The marketplace's category cards are native checkboxes that work without scripts: first-tap.spec.ts.)
    await expect(page.getByRole("searchbox")).toBeHidden();
    await expect(page.getByRole("button", { name: t("expertsFilters"), exact: true })).toBeHidden();
    // The marketplace still describes the five categories, as plain cards.
    await page.goto("/marketplace");
    const cards = page.locator(`#${content.page("marketplace").section("categories").id}`);
    for (const category of content.categories) {
      await expect(cards.getByText(category.name, { exact: true }).first()).toBeVisible();
      await expect(cards.getByText(category.description, { exact: true }).first()).toBeVisible();
    }
  });
});
