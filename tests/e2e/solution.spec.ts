// /solution (SPEC §2): sections in order with the submenu's anchors, the
// partner cards' overlays, the exclusive accordion and every link's target.
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { load } from "js-yaml";
import { expectNoAxeViolations } from "./axe";
import { waitForIsland } from "./islands";

type Faq = { items: { id: string; question: string; answer: string }[] };
type Site = { contact: { email: string }; links: Record<string, string> };
const faq = load(readFileSync("src/content/faq.yaml", "utf8")) as Faq;
const site = load(readFileSync("src/content/settings/site.yaml", "utf8")) as Site;

test.beforeEach(async ({ page }) => {
  // Nothing leaves the machine: external hosts are asserted by href only.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  await page.goto("/solution");
});

test("one h1, then the sections in order, each with its anchor", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  const ids = ["process", "for-employees", "framework", "partners", "core-solutions", "for-companies"];
  const tops = await page.evaluate(
    (list) =>
      list.map((id) => {
        const element = document.getElementById(id);
        return element && element.tagName === "SECTION" ? element.getBoundingClientRect().top + scrollY : null;
      }),
    ids,
  );
  expect(
    tops.every((top) => top !== null),
    `every anchor is a section: ${JSON.stringify(tops)}`,
  ).toBe(true);
  expect([...tops].sort((a, b) => a! - b!)).toEqual(tops);
  const h1Top = await page.getByRole("heading", { level: 1 }).evaluate((h1) => h1.getBoundingClientRect().top);
  expect(h1Top).toBeLessThan(tops[0]!);
});

test("the submenu's anchors scroll to their sections", async ({ page }) => {
  await page.goto("/solution#core-solutions");
  await expect(page.locator("#core-solutions")).toBeInViewport();
});

test("Empowering You to Take Control shows its four cards", async ({ page }) => {
  const section = page.locator("#for-employees");
  await expect(section.getByRole("heading", { level: 2 })).toHaveText("Empowering You to Take Control");
  await expect(section.getByRole("heading", { level: 3 })).toHaveText([
    "Educational App",
    "Community Support",
    "Workshops",
    "Tools & Resources",
  ]);
});

test("the framework lists the five areas, beliefs first", async ({ page }) => {
  const section = page.locator("#framework");
  await expect(section).toContainText("Comprehensive Framework");
  await expect(section.getByRole("heading", { level: 3 })).toHaveText([
    "Your Beliefs",
    "Legal",
    "Financial",
    "Physical",
    "Digital",
  ]);
  await expect(section.getByRole("listitem")).toHaveCount(5);
});

test("partner cards lead to the marketplace; the partner buttons go somewhere real", async ({ page }) => {
  const section = page.locator("#partners");
  for (const name of ["Physical Partners", "Financial Partners", "Digital Partners"]) {
    await expect(section.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute("href", "/marketplace");
  }
  await expect(section.getByRole("link", { name: "Get Connected Now" })).toHaveAttribute("href", "/marketplace");
  const legal = section.getByRole("link", { name: "Become a Legal Partner" });
  await expect(legal).toHaveAttribute(
    "href",
    new RegExp(`^mailto:${site.contact.email.replace(".", "\\.")}\\?subject=`),
  );
});

test("a partner card's overlay opens on hover and on keyboard focus", async ({ page }) => {
  const cards = page.locator("#partners [data-partner-card]");
  await expect(cards).toHaveCount(3);
  const overlay = (index: number) => cards.nth(index).locator("[data-overlay]");
  await expect(overlay(0)).toHaveCSS("opacity", "0");
  await cards.nth(0).hover();
  await expect(overlay(0)).toHaveCSS("opacity", "1");
  await page.mouse.move(0, 0);
  await expect(overlay(0)).toHaveCSS("opacity", "0");

  await expect(overlay(2)).toHaveCSS("opacity", "0");
  await cards.nth(2).focus();
  await expect(cards.nth(2)).toBeFocused();
  await expect(overlay(2)).toHaveCSS("opacity", "1");
  // The overlay text is always in the page, so it is part of the link's name.
  await expect(cards.nth(2)).toContainText("Secure vaults");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test("partner card text is shown without hover", async ({ page }) => {
    await expect(page.locator("#partners [data-overlay]").first()).toHaveCSS("opacity", "1");
  });
});

test.describe("Core Solutions accordion", () => {
  const question = (page: Page, text: string) => page.locator("#core-solutions").getByRole("button", { name: text });

  test("has all seven items in order, with every answer in the HTML", async ({ page, request }) => {
    expect(faq.items).toHaveLength(7);
    const html = (await (await request.get("/solution")).text())
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&");
    for (const item of faq.items) expect(html).toContain(item.answer);
    expect(faq.items.find((item) => item.id === "marketplace-integration")?.answer).toMatch(
      /Prisidio.*Memorial Tribute Legacy/,
    );

    await page.locator("#core-solutions").scrollIntoViewIfNeeded();
    await waitForIsland(page, "Accordion");
    const buttons = page.locator("#core-solutions").getByRole("heading", { level: 3 }).getByRole("button");
    await expect(buttons).toHaveText(faq.items.map((item) => item.question));
    for (const [index, item] of faq.items.entries()) {
      await expect(buttons.nth(index)).toHaveAttribute("aria-expanded", "false");
      await expect(buttons.nth(index)).toHaveAttribute("aria-controls", `${item.id}-answer`);
      await expect(page.locator(`#${item.id}`)).toBeAttached();
    }
  });

  test("one item open at a time, and the open item closes", async ({ page }) => {
    await page.locator("#core-solutions").scrollIntoViewIfNeeded();
    await waitForIsland(page, "Accordion");
    const [first, second] = faq.items;
    await question(page, first!.question).click();
    await expect(question(page, first!.question)).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("region", { name: first!.question })).toHaveText(first!.answer);

    await question(page, second!.question).click();
    await expect(question(page, second!.question)).toHaveAttribute("aria-expanded", "true");
    await expect(question(page, first!.question)).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText(first!.answer)).toBeHidden();
    await expect(page.locator("#core-solutions [aria-expanded=true]")).toHaveCount(1);

    await question(page, second!.question).click();
    await expect(page.locator("#core-solutions [aria-expanded=true]")).toHaveCount(0);
  });

  test("a link to an item's anchor opens it", async ({ page }) => {
    await page.goto("/solution#marketplace-integration");
    await waitForIsland(page, "Accordion");
    await expect(question(page, "How does the partner marketplace work?")).toHaveAttribute("aria-expanded", "true");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("native exclusive details: every answer readable, one open at a time", async ({ page }) => {
      await page.goto("/solution");
      const items = page.locator("#core-solutions details");
      await expect(items).toHaveCount(7);
      for (const [index, item] of faq.items.entries()) {
        await expect(items.nth(index)).toHaveAttribute("id", item.id);
        await expect(items.nth(index)).toHaveAttribute("name", "core-solutions");
        await expect(items.nth(index).locator("summary")).toHaveText(item.question);
      }
      await items.nth(0).locator("summary").click();
      await expect(page.getByText(faq.items[0]!.answer)).toBeVisible();
      await items.nth(2).locator("summary").focus();
      await page.keyboard.press("Enter");
      await expect(items.nth(2)).toHaveAttribute("open", "");
      await expect(items.nth(0)).not.toHaveAttribute("open");
      await page.keyboard.press("Space");
      await expect(page.locator("#core-solutions details[open]")).toHaveCount(0);
    });
  });
});

test("For Companies offers a call and the companies page", async ({ page }) => {
  const section = page.locator("#for-companies");
  await expect(section.getByRole("link", { name: /^Book a Call/ })).toHaveAttribute("href", site.links.booking!);
  await expect(section.getByRole("link", { name: "Solutions for Companies" })).toHaveAttribute(
    "href",
    "/for-companies",
  );
  await expect(section).toContainText("$33B");
});

test("external links open in a new tab, safely; internal ones do not", async ({ page }) => {
  const links = await page.locator("main a[href]").evaluateAll((anchors) =>
    anchors.map((a) => ({
      href: a.getAttribute("href")!,
      target: a.getAttribute("target"),
      rel: a.getAttribute("rel"),
    })),
  );
  expect(links.length).toBeGreaterThan(5);
  for (const link of links) {
    if (/^https?:/.test(link.href)) {
      expect(link.target, link.href).toBe("_blank");
      expect(link.rel?.split(" "), link.href).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
    } else {
      expect(link.target, link.href).toBeNull();
    }
  }
  await expect(page.locator("main").getByRole("link", { name: /^Take the Peace of Mind Assessment/ })).toHaveAttribute(
    "href",
    site.links.assessment!,
  );
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
