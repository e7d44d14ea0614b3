// /marketplace, /trusted-experts and /plan (SPEC §2): headings, the five
// categories, partner offers and their new-tab links, the experts search form
// and filters, and the three plan cards. Filtering, the address and the
// keyboard are covered in depth by islands.spec.ts.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { waitForIsland } from "./islands";

const BOOKING = "https://link.endevo.life/widget/booking/HUYkq6QZs0fI7AMtt6qH";
const GOOGLE_PLAY = "https://play.google.com/store/apps/details?id=com.p4tze2b0necm.pgwvu5pucapp";
const APPLE_STORE = "https://apps.apple.com/us/app/my-final-playbook/id6502518647";

const OFFERS = [
  {
    name: "Memorial Tribute Legacy",
    tagline: "Let us carry this with you.",
    category: "Physical",
    button: "Learn More",
    href: "https://www.memorial-tribute-legacy.com/",
  },
  {
    name: "Prisidio",
    tagline: "Your Digital Vault. For Life.",
    category: "Digital",
    button: "Sign Up",
    href: "https://www.prisidio.com/endevo",
  },
];

// Never leave the machine: partner sites and stores are only asserted as hrefs.
test.beforeEach(async ({ page }) => {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
});

function offerCard(page: Page, name: string): Locator {
  return page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
}

async function expectOffers(page: Page) {
  const names = page.locator("[data-offer-list] [data-offer]").getByRole("heading");
  await expect(names).toHaveText(OFFERS.map((o) => o.name));
  for (const offer of OFFERS) {
    const card = offerCard(page, offer.name);
    await expect(card).toBeVisible();
    await expect(card.getByText(offer.tagline, { exact: true })).toBeVisible();
    await expect(card.locator("[data-offer-category]")).toHaveText(new RegExp(`${offer.category}$`));
    const link = card.getByRole("link", { name: new RegExp(`^${offer.button}\\b`) });
    await expect(link).toHaveAttribute("href", offer.href);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toContainText(offer.button);
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
  test("The Readiness Hub: hero, five category toggles in order, the hint", async ({ page }) => {
    await page.goto("/marketplace");
    await expectOneH1(page, "The Readiness Hub");
    await expectHeadingsInOrder(page);

    const toggles = page.getByRole("group", { name: "Planning categories" }).getByRole("button");
    await expect(toggles).toHaveCount(5);
    await expect(toggles.locator(".font-serif")).toHaveText(["Beliefs", "Legal", "Financial", "Physical", "Digital"]);
    for (const toggle of await toggles.all()) await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByRole("main").getByRole("status")).toHaveText(/choose one or more categories/i);
    // With no selection, no offers.
    await expect(page.getByRole("article")).toHaveCount(0);
  });

  test("choosing categories shows their partner offers, with new-tab buttons to the partners", async ({ page }) => {
    await page.goto("/marketplace");
    await waitForIsland(page, "MarketplaceBrowser");
    await page.getByRole("button", { name: /^Physical/ }).click();
    await page.getByRole("button", { name: /^Digital/ }).click();
    await expectOffers(page);
    await expect(page).toHaveURL(/\/marketplace\?category=physical,digital$/);
  });

  test("View All Trusted Experts goes to /trusted-experts", async ({ page }) => {
    await page.goto("/marketplace");
    const link = page.getByRole("link", { name: "View All Trusted Experts" });
    await expect(link).toHaveAttribute("href", "/trusted-experts");
    await link.click();
    await expect(page).toHaveURL(/\/trusted-experts$/);
  });
});

test.describe("/trusted-experts", () => {
  test("hero and a labelled search box", async ({ page }) => {
    await page.goto("/trusted-experts");
    await expectOneH1(page, "Find the right expert, at your own pace");
    await expectHeadingsInOrder(page);

    const search = page.getByRole("searchbox", { name: "Search trusted experts" });
    await expect(search).toHaveAttribute("type", "search");
    await expect(page.getByRole("search")).toContainText("Search trusted experts");
  });

  test("Filters opens to five category checkboxes in order", async ({ page }) => {
    await page.goto("/trusted-experts");
    await waitForIsland(page, "ExpertDirectory");
    const checkboxes = page.getByRole("group", { name: "Categories" }).getByRole("checkbox");
    await expect(checkboxes).toHaveCount(0);
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    await expect(checkboxes).toHaveCount(5);
    const names = ["Beliefs", "Financial", "Digital", "Legal", "Physical"];
    for (const [index, name] of names.entries()) {
      await expect(checkboxes.nth(index)).toHaveAccessibleName(name);
      await expect(checkboxes.nth(index)).not.toBeChecked();
    }
    // Clear Filters waits until a filter is set.
    await expect(page.getByRole("button", { name: "Clear Filters" })).toHaveCount(0);
  });

  test("lists every offer with the count; the no-result message only when nothing matches", async ({ page }) => {
    await page.goto("/trusted-experts");
    await expectOffers(page);
    await expect(page.getByRole("main").getByRole("status")).toHaveText("2 trusted experts found");
    await expect(page.getByText("No trusted experts found matching your search.", { exact: true })).toHaveCount(0);
  });
});

test.describe("/plan", () => {
  test("three plan cards with names, prices and buttons", async ({ page }) => {
    await page.goto("/plan");
    await expectOneH1(page, "Choose the first step that feels right");
    await expectHeadingsInOrder(page);

    const cards = page.locator("[data-plan]");
    await expect(cards).toHaveCount(3);
    await expect(cards.getByRole("heading")).toHaveText(["Starter", "Pro", "Starter"]);
    await expect(cards.locator("[data-plan-price]")).toHaveText(["Free", "$00.00", "Free"]);

    const expected = [
      { label: "Schedule Your Free Session", href: BOOKING },
      { label: "Download the App & Enroll", href: GOOGLE_PLAY },
      { label: "Start for Free", href: BOOKING },
    ];
    for (const [index, { label, href }] of expected.entries()) {
      const link = cards.nth(index).getByRole("link", { name: new RegExp(`^${label}`) });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(cards.nth(1).getByRole("link")).toHaveAttribute("data-apple-href", APPLE_STORE);
    await expect(cards.nth(1)).toContainText("6-Week Challenge");
    await expect(cards.nth(0)).toContainText(/one-on-one meeting with our CEO/i);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the marketplace and the directory show every offer, and no controls that need scripts", async ({ page }) => {
    for (const path of ["/marketplace", "/trusted-experts"]) {
      await page.goto(path);
      await expectOffers(page);
      await expect(page.getByRole("searchbox")).toBeHidden();
      await expect(page.getByRole("button", { name: "Filters", exact: true })).toBeHidden();
      await expect(page.getByRole("group", { name: "Planning categories" })).toBeHidden();
    }
    // The marketplace still describes the five categories, as plain cards.
    await page.goto("/marketplace");
    await expect(page.locator("#categories li").filter({ hasText: "Beliefs" }).first()).toBeVisible();
  });
});

test.describe("phones", () => {
  test.use({ viewport: { width: 320, height: 720 } });

  for (const path of ["/marketplace", "/trusted-experts", "/plan"]) {
    test(`${path} has no sideways scrolling at 320 px`, async ({ page }) => {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test.describe("accessibility", () => {
  for (const path of ["/marketplace", "/trusted-experts", "/plan"]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }
});
