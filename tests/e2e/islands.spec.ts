// The React islands on their pages (issue 6): carousels (home, /company), the
// accordion (/solution), the marketplace browser and the expert directory,
// the mobile menu — driven with the keyboard, with the address keeping state,
// React loading only when an island is seen or used, a failing island shown
// in place, and axe in the interactive states at a phone and a desktop width.
// (The chat assistant has its own spec: chat.spec.ts.) Names, labels, offers and questions come from the content
// files (tests/content.ts); which offers a choice or a search shows is worked out with the site's own functions
// (src/lib/offers.ts, unit-tested in tests/unit/offers.test.ts), so any set of offers works here.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { CATEGORIES } from "../../src/lib/content/fields";
import { normaliseCategories, searchOffers, sortOffers } from "../../src/lib/offers";
import { content, escapeRegExp, t } from "../content";
import { expectNoAxeViolations } from "./axe";
import { island, REACT, recordScripts, waitForIsland } from "./islands";

const NONE = t("expertsNone");
const OFFERS = sortOffers(content.offers);
const nameOf = (category: string) => content.categories.find((entry) => entry.category === category)!.name;
const filterName = (category: string) =>
  content
    .page("trusted-experts")
    .section("directory")
    .items!.find((item) => (item as { id?: string }).id === category)!.title;
/** The partner names a search (and ticked categories) shows, in the order shown. */
const found = (query: string, categories: string[] = []) =>
  searchOffers(OFFERS, query, categories).map((offer) => offer.name);
/** The partner names the marketplace shows for chosen categories. */
const shown = (categories: string[]) => OFFERS.filter((o) => categories.includes(o.category)).map((o) => o.name);
const offersCount = (count: number) =>
  count === 0 ? EMPTY_MESSAGE : count === 1 ? t("offersCountOne") : t("offersCountOther", { count });
const expertsCount = (count: number) =>
  count === 0 ? NONE : count === 1 ? t("expertsCountOne") : t("expertsCountOther", { count });
/** A category with offers and one more (without offers when there is one), in the site's order. */
const WITH = CATEGORIES.find((category) => OFFERS.some((offer) => offer.category === category)) ?? CATEGORIES[0];
const OTHER =
  CATEGORIES.find((category) => !OFFERS.some((offer) => offer.category === category)) ??
  CATEGORIES.find((category) => category !== WITH)!;
const TESTIMONIALS = content.page("home").section("testimonials");
const TEAM = content.page("company").section("team");
const OFFERS_ID = content.page("marketplace").section("offers").id!;
/** The marketplace's message for chosen categories without partners (its page file's offers.empty). */
const EMPTY_MESSAGE = content.page("marketplace").section("offers").empty!.message;
const PREVIOUS = t("carouselPrevious");
const NEXT = t("carouselNext");

test.beforeEach(async ({ page }) => {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
});

/** Where the carousel's first slide is, relative to the carousel: it moves when the carousel does. */
async function firstSlideOffset(carousel: Locator) {
  return carousel.evaluate((region) => {
    const slide = region.querySelector("[aria-roledescription=slide]")!;
    return Math.round(slide.getBoundingClientRect().left - region.getBoundingClientRect().left);
  });
}

async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error("Tab never reached the target");
}

test.describe("React loads only when an island is seen or used", () => {
  for (const [path, component, section] of [
    ["/", "TestimonialsCarousel", `#${TESTIMONIALS.id}`],
    ["/company", "TeamCarousel", `#${TEAM.id}`],
    ["/solution", "Accordion", `#${content.page("solution").section("coreSolutions").id}`],
  ] as const) {
    test(`${path}: no React before ${component} scrolls into view`, async ({ page }) => {
      const scripts = recordScripts(page);
      await page.goto(path, { waitUntil: "networkidle" });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await page.waitForLoadState("networkidle");
      expect(scripts.filter((s) => REACT.test(s))).toEqual([]);
      expect(scripts.filter((s) => s.includes(`/${component}.`))).toEqual([]);
      // Before any interaction or scrolling, only small loaders and snippets: a few KB of script files.
      const bytes = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === "script")
          .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).decodedBodySize, 0),
      );
      expect(bytes).toBeLessThan(8_000);
      await page.locator(section).scrollIntoViewIfNeeded();
      await waitForIsland(page, component);
      expect(scripts.some((s) => REACT.test(s))).toBe(true);
      expect(scripts.some((s) => s.includes(`/${component}.`))).toBe(true);
    });
  }
});

// That no page loads React on its untouched first screen is checked for every page by every-page.spec.ts.

test.describe("testimonials carousel (home)", () => {
  test("labelled carousel of looping slides, five stars each, moved by keyboard and buttons", async ({ page }) => {
    await page.goto("/");
    const carousel = page.getByRole("region", { name: TESTIMONIALS.heading });
    await carousel.scrollIntoViewIfNeeded();
    await waitForIsland(page, "TestimonialsCarousel");
    await expect(carousel).toHaveAttribute("aria-roledescription", t("carousel"));
    const slides = carousel.getByRole("group");
    const count = content.testimonials.length;
    await expect(slides).toHaveCount(count);
    for (let n = 1; n <= count; n++) {
      const slide = carousel.getByRole("group", { name: t("carouselSlide", { index: n, count }), exact: true });
      await expect(slide).toHaveAttribute("aria-roledescription", t("slide"));
      await expect(slide.getByRole("img", { name: t("starRating") })).toHaveCount(1);
    }

    // Keyboard: Tab reaches the carousel; Right and Left move it.
    await carousel.focus();
    await expect(carousel).toBeFocused();
    const start = await firstSlideOffset(carousel);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => firstSlideOffset(carousel)).toBeLessThan(start);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => firstSlideOffset(carousel)).toBe(start);

    // It loops: previous works from the first slide, and neither button is ever disabled.
    const previous = carousel.getByRole("button", { name: PREVIOUS });
    const next = carousel.getByRole("button", { name: NEXT });
    await expect(previous).toBeEnabled();
    await expect(next).toBeEnabled();
    await previous.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => firstSlideOffset(carousel)).not.toBe(start);
    await next.focus();
    await page.keyboard.press("Space");
    await expect.poll(() => firstSlideOffset(carousel)).toBe(start);
  });

  test("no autoplay: the carousel stays put", async ({ page }) => {
    // A controlled clock: a minute of timers runs at once, so any autoplay would have moved it.
    await page.clock.install();
    await page.goto("/");
    const carousel = page.getByRole("region", { name: TESTIMONIALS.heading });
    await carousel.scrollIntoViewIfNeeded();
    await waitForIsland(page, "TestimonialsCarousel");
    const start = await firstSlideOffset(carousel);
    await page.clock.runFor(60_000);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await firstSlideOffset(carousel)).toBe(start);
  });

  test("Tab reaches the carousel, then its buttons", async ({ page }) => {
    const before = content.page("home").section("vision").id!;
    await page.goto(`/#${before}`);
    const carousel = page.getByRole("region", { name: TESTIMONIALS.heading });
    await carousel.scrollIntoViewIfNeeded();
    await waitForIsland(page, "TestimonialsCarousel");
    await page.locator(`#${before}`).getByRole("link").last().focus();
    await tabTo(page, carousel, 3);
    await page.keyboard.press("Tab");
    await expect(carousel.getByRole("button", { name: PREVIOUS })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(carousel.getByRole("button", { name: NEXT })).toBeFocused();
  });
});

test.describe("team carousel (/company)", () => {
  test.use({ viewport: { width: 700, height: 900 } });

  test("arrow keys and buttons move it; slides are named N of 4", async ({ page }) => {
    await page.goto("/company");
    const carousel = page.locator(`#${TEAM.id}`).getByRole("region", { name: TEAM.heading });
    await carousel.scrollIntoViewIfNeeded();
    await waitForIsland(page, "TeamCarousel");
    await expect(carousel.getByRole("group")).toHaveText(
      content.team.map((member) => new RegExp(escapeRegExp(member.name))),
    );
    for (let n = 1; n <= 4; n++)
      await expect(
        carousel.getByRole("group", { name: t("carouselSlide", { index: n, count: 4 }), exact: true }),
      ).toHaveCount(1);
    await carousel.focus();
    const start = await firstSlideOffset(carousel);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => firstSlideOffset(carousel)).toBeLessThan(start);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => firstSlideOffset(carousel)).toBe(start);
    await carousel.getByRole("button", { name: NEXT }).click();
    await expect.poll(() => firstSlideOffset(carousel)).toBeLessThan(start);
  });

  test("the arrow buttons show only below the large breakpoint", async ({ page }) => {
    await page.goto("/company");
    const carousel = page.locator(`#${TEAM.id}`).getByRole("region");
    await carousel.scrollIntoViewIfNeeded();
    await waitForIsland(page, "TeamCarousel");
    await expect(carousel.getByRole("button", { name: NEXT })).toBeVisible();
    await page.setViewportSize({ width: 1023, height: 900 });
    await expect(carousel.getByRole("button", { name: NEXT })).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 900 });
    await expect(carousel.getByRole("button", { name: NEXT })).toBeHidden();
    await expect(carousel.getByRole("button", { name: PREVIOUS })).toBeHidden();
  });
});

test.describe("accordion (/solution)", () => {
  test("Up, Down, Home and End move between questions; Enter and Space open and close", async ({ page }) => {
    await page.goto("/solution");
    const section = page.locator(`#${content.page("solution").section("coreSolutions").id}`);
    await section.scrollIntoViewIfNeeded();
    await waitForIsland(page, "Accordion");
    const buttons = section.locator("button[aria-controls]");
    await expect(buttons).toHaveCount(content.faq.length);
    const last = buttons.last();

    await buttons.first().focus();
    await page.keyboard.press("ArrowDown");
    await expect(buttons.nth(1)).toBeFocused();
    await page.keyboard.press("End");
    await expect(last).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(buttons.first()).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(last).toBeFocused();
    await page.keyboard.press("Home");
    await expect(buttons.first()).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(buttons.first()).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`#${await buttons.first().getAttribute("aria-controls")}`);
    await expect(panel).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Space");
    await expect(buttons.nth(1)).toHaveAttribute("aria-expanded", "true");
    await expect(buttons.first()).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
    await page.keyboard.press("Space");
    await expect(section.locator("[aria-expanded=true]")).toHaveCount(0);
  });

  test("an item opened before React arrives stays open, with focus kept", async ({ page }) => {
    // Hold the island's code back while the visitor uses the native <details>.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/Accordion\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/solution");
    const section = page.locator(`#${content.page("solution").section("coreSolutions").id}`);
    await section.scrollIntoViewIfNeeded();
    const index = Math.floor(content.faq.length / 2);
    const summary = section.locator("summary").nth(index);
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(section.locator("details").nth(index)).toHaveAttribute("open", "");
    release();
    await waitForIsland(page, "Accordion");
    const button = section.getByRole("button", { name: content.faq[index]!.question });
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(button).toBeFocused();
  });
});

test.describe("marketplace (/marketplace)", () => {
  const toggle = (page: Page, category: string) =>
    page
      .getByRole("group", { name: t("categoriesLabel") })
      .getByRole("checkbox", { name: new RegExp(`^${escapeRegExp(nameOf(category))}`) });
  /** A category card, clicked where a visitor clicks it: its name (the checkbox itself is visually hidden). */
  const card = (page: Page, category: string) =>
    page.getByRole("group", { name: t("categoriesLabel") }).getByText(nameOf(category), { exact: true });
  const offerNames = (page: Page) => page.locator(`#${OFFERS_ID} [data-offer-list] h3:visible`);
  const both = normaliseCategories([OTHER, WITH]);

  test("category cards ticked with Space; only chosen categories' offers; kept in the address", async ({ page }) => {
    await page.goto("/marketplace");
    await waitForIsland(page, "MarketplaceBrowser");
    const status = page.getByRole("main").getByRole("status");
    await expect(status).toHaveText(t("marketplaceHint"));
    await expect(offerNames(page)).toHaveCount(0);

    await toggle(page, OTHER).focus();
    await page.keyboard.press("Space");
    await expect(toggle(page, OTHER)).toBeChecked();
    await expect(page).toHaveURL(new RegExp(`\\?category=${OTHER}$`));
    await expect(status).toHaveText(offersCount(shown([OTHER]).length));

    await toggle(page, WITH).focus();
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(new RegExp(`\\?category=${both.join(",")}$`));
    await expect(offerNames(page)).toHaveText(shown(both));
    await expect(status).toHaveText(offersCount(shown(both).length));
    for (const link of await page.locator(`#${OFFERS_ID} [data-offer-list]`).getByRole("link").all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }

    // Reload keeps the choice.
    await page.reload();
    await waitForIsland(page, "MarketplaceBrowser");
    await expect(toggle(page, OTHER)).toBeChecked();
    await expect(toggle(page, WITH)).toBeChecked();
    await expect(offerNames(page)).toHaveText(shown(both));

    // Back and Forward step through the choices.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`\\?category=${OTHER}$`));
    await expect(toggle(page, WITH)).not.toBeChecked();
    await expect(offerNames(page)).toHaveText(shown([OTHER]));
    await page.goBack();
    await expect(page).toHaveURL(/\/marketplace$/);
    await expect(toggle(page, OTHER)).not.toBeChecked();
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`\\?category=${both.join(",")}$`));
    await expect(toggle(page, WITH)).toBeChecked();
    await expect(offerNames(page)).toHaveText(shown(both));

    // Toggling off again.
    await card(page, WITH).click();
    await card(page, OTHER).click();
    await expect(page).toHaveURL(/\/marketplace$/);
    await expect(status).toHaveText(t("marketplaceHint"));
  });

  test("a shared link opens with its categories chosen", async ({ page }) => {
    const all = normaliseCategories(OFFERS.map((offer) => offer.category));
    await page.goto(`/marketplace?category=${all.join(",")}`);
    await waitForIsland(page, "MarketplaceBrowser");
    for (const category of all) await expect(toggle(page, category)).toBeChecked();
    await expect(offerNames(page)).toHaveText(OFFERS.map((offer) => offer.name));
    await expect(page.getByRole("main").getByRole("status")).toHaveText(offersCount(OFFERS.length));
  });
});

test.describe("trusted experts (/trusted-experts)", () => {
  const search = (page: Page) => page.getByRole("searchbox", { name: t("expertsSearch") });
  const filters = (page: Page) => page.getByRole("button", { name: t("expertsFilters"), exact: true });
  const clear = (page: Page) => page.getByRole("button", { name: t("expertsClearFilters") });
  const boxes = (page: Page) => page.getByRole("group", { name: t("expertsFiltersLegend") }).getByRole("checkbox");
  const checkbox = (page: Page, category: string) => page.getByRole("checkbox", { name: filterName(category) });
  const status = (page: Page) => page.getByRole("main").getByRole("status");
  /** A word of the first offer's name: what a visitor might type. */
  const word = (OFFERS[0]?.name ?? "vault").split(/\s+/)[0]!.toLowerCase();
  const names = (page: Page) =>
    page.locator(`#${content.page("trusted-experts").section("directory").id} [data-offer-list] h3:visible`);

  test("on the first screen, yet React waits for first contact; text typed meanwhile is kept", async ({ page }) => {
    const scripts = recordScripts(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/ExpertDirectory\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.setViewportSize({ width: 390, height: 844 }); // a phone: the search box shows on the first screen
    await page.goto("/trusted-experts", { waitUntil: "networkidle" });
    await expect(search(page)).toBeInViewport();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((s) => REACT.test(s) || s.includes("/ExpertDirectory."))).toEqual([]);

    // Focus starts the load; the visitor types before React is there.
    await search(page).focus();
    await page.keyboard.type(word);
    await expect.poll(() => scripts.some((s) => s.includes("/ExpertDirectory."))).toBe(true);
    await expect(island(page, "ExpertDirectory")).not.toHaveAttribute("data-island-ready");
    release();
    await expect(island(page, "ExpertDirectory")).toHaveAttribute("data-island-ready", "");
    await expect(search(page)).toHaveValue(word);
    await expect(names(page)).toHaveText(found(word));
    await expect(status(page)).toHaveText(expertsCount(found(word).length));
    await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(word)}$`));
  });

  test("a first click on Filters before React arrives still opens the list", async ({ page }) => {
    await page.goto("/trusted-experts", { waitUntil: "networkidle" });
    await expect(island(page, "ExpertDirectory")).not.toHaveAttribute("data-island-ready");
    await filters(page).click();
    await expect(filters(page)).toHaveAttribute("aria-expanded", "true");
    await expect(boxes(page)).toHaveCount(5);
  });

  test("a shared filtered link is applied on load, before any contact", async ({ page }) => {
    await page.goto(`/trusted-experts?category=${WITH}`);
    await expect(island(page, "ExpertDirectory")).toHaveAttribute("data-island-ready", "");
    await expect(names(page)).toHaveText(found("", [WITH]));
    await expect(clear(page)).toBeVisible();
  });

  test("search is literal and trimmed, the count is announced, nothing found says so", async ({ page }) => {
    await page.goto("/trusted-experts");
    await waitForIsland(page, "ExpertDirectory");
    await expect(status(page)).toHaveText(expertsCount(OFFERS.length));
    await search(page).fill(`  ${word.toUpperCase()} `);
    await expect(status(page)).toHaveText(expertsCount(found(word).length));
    await expect(names(page)).toHaveText(found(word));
    await expect(page).toHaveURL(new RegExp(`\\?q=%20%20${encodeURIComponent(word.toUpperCase())}%20$`));

    for (const text of ["(", "*", ".*", "[a-z]+"]) {
      await search(page).fill(text);
      await expect(status(page)).toHaveText(NONE);
      await expect(names(page)).toHaveCount(0);
    }
    // A category's name finds its offers, as the search reads the category too.
    await search(page).fill(WITH);
    await expect(names(page)).toHaveText(found(WITH));
    await search(page).fill("");
    await expect(page).toHaveURL(/\/trusted-experts$/);
    await expect(names(page)).toHaveCount(OFFERS.length);
  });

  test("Filters: keyboard-operable checkboxes, Escape closes, Clear Filters only while one is ticked", async ({
    page,
  }) => {
    await page.goto("/trusted-experts");
    await waitForIsland(page, "ExpertDirectory");
    await expect(clear(page)).toHaveCount(0);
    await filters(page).focus();
    await page.keyboard.press("Enter");
    await expect(filters(page)).toHaveAttribute("aria-expanded", "true");
    await expect(boxes(page)).toHaveCount(5);
    await page.keyboard.press("Tab");
    await expect(boxes(page).first()).toBeFocused();
    // Tab on to the box of a category with offers.
    const filterOrder = content
      .page("trusted-experts")
      .section("directory")
      .items!.map((item) => (item as { id?: string }).id);
    for (let i = 0; i < filterOrder.indexOf(WITH); i++) await page.keyboard.press("Tab");
    await expect(checkbox(page, WITH)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(checkbox(page, WITH)).toBeChecked();
    await expect(names(page)).toHaveText(found("", [WITH]));
    await expect(page).toHaveURL(new RegExp(`\\?category=${WITH}$`));
    await expect(clear(page)).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(filters(page)).toBeFocused();
    await expect(filters(page)).toHaveAttribute("aria-expanded", "false");
    await expect(boxes(page)).toHaveCount(0);

    await clear(page).focus();
    await page.keyboard.press("Enter");
    await expect(clear(page)).toHaveCount(0);
    await expect(names(page)).toHaveCount(OFFERS.length);
    await expect(page).toHaveURL(/\/trusted-experts$/);
    await expect(filters(page)).toBeFocused();

    // Space also opens the filter list.
    await page.keyboard.press("Space");
    await expect(filters(page)).toHaveAttribute("aria-expanded", "true");
  });

  test("search and categories live in the address: reload, Back/Forward and shared links", async ({ page }) => {
    const both = normaliseCategories([OTHER, WITH]);
    await page.goto(`/trusted-experts?q=${word}&category=${OTHER}`);
    await waitForIsland(page, "ExpertDirectory");
    await expect(search(page)).toHaveValue(word);
    await expect(names(page)).toHaveText(found(word, [OTHER]));
    await expect(clear(page)).toBeVisible();

    await filters(page).click();
    await checkbox(page, WITH).check();
    await expect(page).toHaveURL(new RegExp(`\\?q=${word}&category=${both.join(",")}$`));
    await expect(names(page)).toHaveText(found(word, both));

    await page.reload();
    await waitForIsland(page, "ExpertDirectory");
    await expect(search(page)).toHaveValue(word);
    await expect(names(page)).toHaveText(found(word, both));

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`\\?q=${word}&category=${OTHER}$`));
    await expect(names(page)).toHaveText(found(word, [OTHER]));
    await page.goForward();
    await expect(names(page)).toHaveText(found(word, both));

    await page.goto("/trusted-experts?q=(plumber*");
    await waitForIsland(page, "ExpertDirectory");
    await expect(search(page)).toHaveValue("(plumber*");
    await expect(status(page)).toHaveText(NONE);
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("loads on first contact; Escape and a click outside close it and return focus", async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto("/company", { waitUntil: "networkidle" });
    expect(scripts.filter((s) => s.includes("/MobileMenu."))).toEqual([]);
    const open = page.getByRole("button", { name: t("openMenu"), exact: true });
    await expect(open).toHaveAttribute("aria-controls", /.+/);
    await open.click();
    const menu = page.getByRole("navigation", { name: t("mobileMenu"), exact: true });
    await expect(menu).toBeVisible();
    expect(scripts.some((s) => s.includes("/MobileMenu."))).toBe(true);

    await menu.getByRole("link").first().focus();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    // Just below the panel, in the page's side margin: nothing there to activate.
    const box = (await menu.boundingBox())!;
    await page.mouse.click(4, box.y + box.height + 24);
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
    await expect(open).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("an island that fails", () => {
  test("shows the error message in place, and the rest of the page keeps working", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/");
    // Break the testimonials' content before the island hydrates (it waits to be seen).
    await island(page, "TestimonialsCarousel").evaluate((element) => {
      const props = JSON.parse(element.getAttribute("props")!) as Record<string, unknown>;
      props.testimonials = [0, null];
      element.setAttribute("props", JSON.stringify(props));
    });
    await page.locator(`#${TESTIMONIALS.id}`).scrollIntoViewIfNeeded();
    const alert = page.locator(`#${TESTIMONIALS.id}`).getByRole("alert");
    await expect(alert).toHaveText(new RegExp(`^${escapeRegExp(t("errorTitle"))}`));
    await expect(alert).toContainText(t("errorHelp"));
    expect(errors.length).toBeGreaterThan(0);

    // Everything else still works: the section heading, the consultation below, and the chat.
    await expect(page.getByRole("heading", { name: TESTIMONIALS.heading })).toBeVisible();
    await expect(page.locator(`#${content.page("home").section("consultation").id} iframe`)).toBeAttached();
    await page.getByRole("button", { name: t("chatOpen", { name: content.chat.name }) }).click();
    await expect(page.getByRole("dialog", { name: t("chatWindow", { name: content.chat.name }) })).toBeVisible();
  });
});

for (const width of [390, 1280]) {
  test.describe(`axe in interactive states at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, reducedMotion: "reduce" });

    test("marketplace with a category chosen", async ({ page }) => {
      await page.goto("/marketplace");
      await waitForIsland(page, "MarketplaceBrowser");
      await page
        .getByRole("group", { name: t("categoriesLabel") })
        .getByText(nameOf(WITH), { exact: true })
        .click();
      await expect(page.locator(`#${OFFERS_ID} [data-offer-list] h3:visible`)).toHaveText(shown([WITH]));
      await expectNoAxeViolations(page);
    });

    test("experts with the filter list open, and with no results", async ({ page }) => {
      await page.goto("/trusted-experts");
      await waitForIsland(page, "ExpertDirectory");
      await page.getByRole("button", { name: t("expertsFilters"), exact: true }).click();
      await page.getByRole("checkbox", { name: filterName(WITH) }).check();
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await page.getByRole("searchbox", { name: t("expertsSearch") }).fill("(nothing*");
      await expect(page.getByRole("main").getByRole("status")).toHaveText(NONE);
      await expectNoAxeViolations(page);
    });

    test("accordion with an item open", async ({ page }) => {
      await page.goto("/solution");
      const faq = `#${content.page("solution").section("coreSolutions").id}`;
      await page.locator(faq).scrollIntoViewIfNeeded();
      await waitForIsland(page, "Accordion");
      await page.getByRole("button", { name: content.faq[0]!.question }).click();
      await expectNoAxeViolations(page, { include: faq });
    });

    test("carousels moved", async ({ page }) => {
      await page.goto("/");
      await page.locator(`#${TESTIMONIALS.id}`).scrollIntoViewIfNeeded();
      await waitForIsland(page, "TestimonialsCarousel");
      await page.getByRole("region", { name: TESTIMONIALS.heading }).getByRole("button", { name: NEXT }).click();
      await expectNoAxeViolations(page, { include: `#${TESTIMONIALS.id}` });

      await page.goto("/company");
      await page.locator(`#${TEAM.id}`).scrollIntoViewIfNeeded();
      await waitForIsland(page, "TeamCarousel");
      await page.locator(`#${TEAM.id}`).getByRole("region").focus();
      await page.keyboard.press("ArrowRight");
      await expectNoAxeViolations(page, { include: `#${TEAM.id}` });
    });
  });
}
