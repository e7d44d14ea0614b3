// /company (SPEC §2): sections in order with the About Us submenu's anchors,
// the founder's bio, C.L.A.R.I.T.Y., the team row, the differentiators and
// the partner logos, with every link's target.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { waitForIsland } from "./islands";
import { load } from "js-yaml";

type Site = { links: Record<string, string> };
const site = load(readFileSync("src/content/settings/site.yaml", "utf8")) as Site;
const { values } = load(readFileSync("src/content/values.yaml", "utf8")) as {
  values: { letter: string; title: string }[];
};
const { members } = load(readFileSync("src/content/team/team.yaml", "utf8")) as {
  members: { name: string; title: string; organization: string; linkedIn?: string }[];
};
const { items: differentiators } = load(readFileSync("src/content/differentiators.yaml", "utf8")) as {
  items: { title: string; description: string }[];
};
const offers = ["prisidio", "memorial-tribute-legacy"].map(
  (file) => load(readFileSync(`src/content/offers/${file}.yaml`, "utf8")) as { name: string; url: string },
);

test.beforeEach(async ({ page }) => {
  // Nothing leaves the machine: external hosts are asserted by href only.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  await page.goto("/company");
});

test("one h1, then the sections in order, partners last", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  const ids = await page.locator("main > section[id]").evaluateAll((sections) => sections.map((s) => s.id));
  expect(ids).toEqual(["about", "niki-weiss", "values", "team", "what-sets-us-apart", "partners"]);
  // Nothing follows the partner logos.
  await expect(page.locator("main > section").last()).toHaveAttribute("id", "partners");
  const sections = await page.locator("main > section").count();
  expect(sections).toBe(7); // the hero plus the six above
});

test("the founder's bio names her title, podcast and profile", async ({ page }) => {
  const bio = page.locator("#niki-weiss");
  await expect(bio.getByRole("heading", { level: 2, name: "Niki Weiss" })).toBeVisible();
  await expect(bio).toContainText("Digital Legacy Thanatologist");
  await expect(bio).toContainText("The Digital Legacy Podcast");
  const profile = bio.getByRole("link", { name: /^Connect with Niki/ });
  await expect(profile).toHaveAttribute("href", site.links.founderProfile!);
  await expect(profile).toHaveAttribute("target", "_blank");
  await expect(profile).toHaveAttribute("rel", /noopener/);
  await expect(profile).toHaveAttribute("rel", /noreferrer/);
  await expect(bio.getByRole("link", { name: /^Listen to the Podcast/ })).toHaveAttribute("href", site.links.podcast!);
});

test("seven values whose letters spell CLARITY", async ({ page }) => {
  const list = page.locator("#values [data-values] > li");
  await expect(list).toHaveCount(7);
  const letters = await page.locator("#values [data-letter]").allTextContents();
  expect(letters.map((letter) => letter.trim()).join("")).toBe("CLARITY");
  await expect(page.locator("#values").getByRole("heading", { level: 3 })).toHaveText(values.map((v) => v.title));
  await expect(page.locator("#values").getByRole("heading", { level: 3 }).first()).toHaveText("Compassion");
});

test.describe("Meet Our Team", () => {
  test("four people, slides labelled n of 4, one profile link: the founder's", async ({ page }) => {
    const carousel = page.locator("#team").getByRole("region");
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    const slides = carousel.getByRole("group");
    await expect(slides).toHaveCount(4);
    for (const [index, member] of members.entries()) {
      const slide = carousel.getByRole("group", { name: `${index + 1} of 4`, exact: true });
      await expect(slide).toHaveAttribute("aria-roledescription", "slide");
      await expect(slide.getByRole("heading", { level: 3 })).toHaveText(member.name);
      await expect(slide).toContainText(member.title);
      await expect(slide).toContainText(member.organization);
    }
    const links = page.locator("#team a");
    await expect(links).toHaveCount(1);
    await expect(links).toHaveAttribute("href", members[0]!.linkedIn!);
    await expect(links).toHaveAttribute("target", "_blank");
    await expect(links).toHaveAttribute("rel", /noopener noreferrer/);
    await expect(slides.first().getByRole("link")).toHaveCount(1);
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
      const carousel = page.locator("#team section[aria-roledescription=carousel]");
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
      const arrows = carousel.getByRole("button", { name: /^(Previous|Next) slide$/ });
      await expect(arrows).toHaveCount(width >= 1024 ? 0 : 2);
      for (const arrow of await arrows.all()) await expect(arrow).toBeVisible();
    });
  }
});

test.describe("What sets us apart", () => {
  test("five cards; a card's description shows on keyboard focus at 1280px", async ({ page }) => {
    const cards = page.locator("#what-sets-us-apart [data-variant=cards] article");
    await expect(cards).toHaveCount(5);
    await expect(page.locator("#what-sets-us-apart [data-variant=list]")).toBeHidden();
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
    const card = page.locator("#what-sets-us-apart [data-variant=cards] article").nth(3);
    await card.hover();
    await expect(card.locator("[data-description]")).toHaveCSS("opacity", "1");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test("a plain list with every description visible", async ({ page }) => {
      await expect(page.locator("#what-sets-us-apart [data-variant=cards]")).toBeHidden();
      const items = page.locator("#what-sets-us-apart [data-variant=list] > li");
      await expect(items).toHaveCount(5);
      for (const [index, item] of differentiators.entries()) {
        await expect(items.nth(index).getByText(item.description)).toBeVisible();
      }
    });
  });
});

test("two partner logos, each opening the partner's site in a new tab", async ({ page }) => {
  const logos = page.locator("#partners [data-partner-logos] a");
  await expect(logos).toHaveCount(2);
  for (const offer of offers) {
    const link = page.locator("#partners").getByRole("link", { name: new RegExp(`^${offer.name}`) });
    await expect(link).toHaveAttribute("href", offer.url);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener noreferrer/);
  }
});

test("external links open in a new tab, safely; internal ones do not", async ({ page }) => {
  const links = await page.locator("main a[href]").evaluateAll((anchors) =>
    anchors.map((a) => ({
      href: a.getAttribute("href")!,
      target: a.getAttribute("target"),
      rel: a.getAttribute("rel"),
    })),
  );
  for (const link of links) {
    if (/^https?:/.test(link.href)) {
      expect(link.target, link.href).toBe("_blank");
      expect(link.rel?.split(" "), link.href).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
    } else {
      expect(link.target, link.href).toBeNull();
    }
  }
});

for (const width of [320, 1920]) {
  test(`no horizontal scroll at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test.describe("accessibility", () => {
  // Still content only: nothing mid-fade when colours are measured.
  test.use({ reducedMotion: "reduce" });
  test("has no detectable violations", async ({ page }) => {
    await expectNoAxeViolations(page, { include: "main" });
  });
});
