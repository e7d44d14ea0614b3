// /company in a browser: the team carousel (people per view, arrows, slide labels), the differentiator cards'
// descriptions on hover and keyboard focus and as a list on a phone, and the partner logos (one per partner offer,
// whatever the offers are). Names, titles, values and offers come from the content files (tests/content.ts);
// the section order, headings, the founder's bio and its buttons are checked on the built HTML
// (tests/dist/pages.test.ts); axe by every-page.spec.ts; reflow by reflow.spec.ts.
import { expect, test } from "@playwright/test";
import { content, escapeRegExp, t } from "../content";
import { waitForIsland } from "./islands";

const copy = content.page("company");
const { values, team: members, differentiators, offers } = content;
const ids = (name: string) => `#${copy.section(name).id}`;

test.beforeEach(async ({ page }) => {
  // Nothing leaves the machine: external hosts are asserted by href only.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  await page.goto("/company");
});

test("the sections in the order of the page file, partners last", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  const shown = await page.locator("main > section[id]").evaluateAll((sections) => sections.map((s) => s.id));
  expect(shown).toEqual(Object.values(copy.sections).flatMap((section) => (section.id ? [section.id] : [])));
  await expect(page.locator("main > section").last()).toHaveAttribute("id", copy.section("partners").id!);
});

test("values whose letters spell CLARITY, each with its title", async ({ page }) => {
  const list = page.locator(`${ids("values")} [data-values] > li`);
  await expect(list).toHaveCount(7);
  const letters = await page.locator(`${ids("values")} [data-letter]`).allTextContents();
  expect(letters.map((letter) => letter.trim()).join("")).toBe("CLARITY");
  await expect(page.locator(ids("values")).getByRole("heading", { level: 3 })).toHaveText(values.map((v) => v.title));
});

test.describe("Meet Our Team", () => {
  test("four people, slides labelled n of 4, a profile link for each who has one", async ({ page }) => {
    const carousel = page.locator(ids("team")).getByRole("region");
    await expect(carousel).toHaveAttribute("aria-roledescription", t("carousel"));
    const slides = carousel.getByRole("group");
    await expect(slides).toHaveCount(4);
    for (const [index, member] of members.entries()) {
      const slide = carousel.getByRole("group", {
        name: t("carouselSlide", { index: index + 1, count: 4 }),
        exact: true,
      });
      await expect(slide).toHaveAttribute("aria-roledescription", t("slide"));
      await expect(slide.getByRole("heading", { level: 3 })).toHaveText(member.name);
      await expect(slide).toContainText(member.title);
      await expect(slide).toContainText(member.organization);
    }
    const profiles = members.filter((member) => member.linkedIn).map((member) => member.linkedIn!);
    const links = page.locator(`${ids("team")} [aria-roledescription=carousel] a`);
    await expect(links).toHaveCount(profiles.length);
    for (const [index, profile] of profiles.entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", profile);
      await expect(links.nth(index)).toHaveAttribute("target", "_blank");
      await expect(links.nth(index)).toHaveAttribute("rel", /noopener noreferrer/);
    }
  });

  const perView = [
    [390, 1],
    [700, 2],
    [900, 3],
    [1280, 4],
  ] as const;
  for (const [width, count] of perView) {
    test(`${count} per view at ${width}px, arrows only below the large breakpoint`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const carousel = page.locator(`${ids("team")} section[aria-roledescription=carousel]`);
      await carousel.scrollIntoViewIfNeeded();
      await waitForIsland(page, "TeamCarousel");
      const view = (await carousel.boundingBox())!;
      const card = (await carousel.locator("article").first().boundingBox())!;
      expect(Math.round(view.width / card.width)).toBe(count);
      const visible = await carousel
        .locator("article")
        .evaluateAll(
          (cards, right) => cards.filter((c) => c.getBoundingClientRect().right <= right + 1).length,
          view.x + view.width,
        );
      expect(visible).toBe(count);
      const arrows = carousel.getByRole("button", {
        name: new RegExp(`^(${escapeRegExp(t("carouselPrevious"))}|${escapeRegExp(t("carouselNext"))})$`),
      });
      await expect(arrows).toHaveCount(width >= 1024 ? 0 : 2);
      for (const arrow of await arrows.all()) await expect(arrow).toBeVisible();
    });
  }
});

test.describe("What sets us apart", () => {
  test("five cards; a card's description shows on keyboard focus at 1280px", async ({ page }) => {
    const cards = page.locator(`${ids("differentiators")} [data-variant=cards] article`);
    await expect(cards).toHaveCount(5);
    await expect(page.locator(`${ids("differentiators")} [data-variant=list]`)).toBeHidden();
    for (const [index, item] of differentiators.entries()) {
      await expect(cards.nth(index).getByRole("heading", { level: 3 })).toHaveText(item.title);
      await expect(cards.nth(index)).toHaveAccessibleDescription(item.description);
    }
    const description = cards.nth(1).locator("[data-description]");
    await expect(description).toHaveCSS("opacity", "0");
    await page.keyboard.press("Tab"); // start keyboard navigation, then move focus to the card
    await cards.nth(0).focus();
    await page.keyboard.press("Tab");
    await expect(cards.nth(1)).toBeFocused();
    await expect(description).toHaveCSS("opacity", "1");
    await expect(description).toContainText(differentiators[1]!.description);
  });

  test("hover reveals a description too", async ({ page }) => {
    const card = page.locator(`${ids("differentiators")} [data-variant=cards] article`).nth(3);
    await card.hover();
    await expect(card.locator("[data-description]")).toHaveCSS("opacity", "1");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test("a plain list with every description visible", async ({ page }) => {
      await expect(page.locator(`${ids("differentiators")} [data-variant=cards]`)).toBeHidden();
      const items = page.locator(`${ids("differentiators")} [data-variant=list] > li`);
      await expect(items).toHaveCount(5);
      for (const [index, item] of differentiators.entries()) {
        await expect(items.nth(index).getByText(item.description)).toBeVisible();
      }
    });
  });
});

test("a logo for every partner offer, each opening the partner's site in a new tab", async ({ page }) => {
  const logos = page.locator(`${ids("partners")} [data-partner-logos] a`);
  await expect(logos).toHaveCount(offers.length);
  for (const offer of offers) {
    const link = page.locator(ids("partners")).getByRole("link", { name: new RegExp(`^${escapeRegExp(offer.name)}`) });
    await expect(link).toHaveAttribute("href", offer.url);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener noreferrer/);
  }
});
