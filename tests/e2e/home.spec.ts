// The home page in a browser: the app link that follows the device, the video player (portrait, no download
// before play, controls added just before it is seen), Who We Serve cards that are whole click targets, the
// testimonials carousel at each width and without JavaScript, and the consultation frame and its lazily added
// script. Words, addresses and counts come from the content files (tests/content.ts). The sections, their order,
// headings, cards and buttons, the claims and the contact details are checked on the built HTML
// (tests/dist/pages.test.ts, tests/dist/home.test.ts); axe by every-page.spec.ts.
import { expect, test, type Page } from "@playwright/test";
import { content, escapeRegExp, t } from "../content";
import { waitForIsland } from "./islands";

const home = content.page("home");
const { links } = content.site;
const IPHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const ANDROID_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
/** The hero's app button ("@appStore"). */
const appButton = home.section("hero").actions!.find((action) => action.href === "@appStore")!;
const testimonials = home.section("testimonials");
const COUNT = content.testimonials.length;
const VIDEO = home.section("video").id!;

/** Only the site under test is reachable: the video, form and script hosts are never fetched. */
async function blockExternal(page: Page) {
  await page.route("**/*", (route) =>
    new URL(route.request().url()).hostname !== "127.0.0.1" ? route.abort() : route.continue(),
  );
}

async function expectNewTab(link: ReturnType<Page["locator"]>) {
  await expect(link).toHaveAttribute("target", "_blank");
  const rel = (await link.getAttribute("rel")) ?? "";
  expect(rel.split(/\s+/)).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
}

/** Two drawn frames: a layout change has been applied and painted. */
const drawn = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

test.beforeEach(async ({ page }) => {
  await blockExternal(page);
  await page.goto("/");
});

test.describe("the app link follows the device", () => {
  for (const [device, userAgent, store] of [
    ["iPhone", IPHONE_UA, links.appStoreApple],
    ["Android phone", ANDROID_UA, links.appStoreGoogle],
  ] as const) {
    test(`${device} goes to ${new URL(store).hostname}`, async ({ browser }) => {
      const context = await browser.newContext({ userAgent, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await blockExternal(page);
      await page.goto("/");
      const app = page
        .locator("main section")
        .first()
        .getByRole("link", { name: new RegExp(`^${escapeRegExp(appButton.label)}`) });
      await expect(app).toHaveAttribute("href", store);
      await expectNewTab(app);
      await context.close();
    });
  }
});

test.describe("the video", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("portrait, controls, no preload, a poster and the fallback text", async ({ page }) => {
    const section = page.locator(`#${home.section("video").id}`);
    const video = section.locator("video");
    await expect(video).toHaveCount(1);
    await video.scrollIntoViewIfNeeded();
    await expect(video).toHaveAttribute("controls", "");
    await expect(video).toBeVisible();
    await expect(video).toHaveAttribute("preload", "none");
    const poster = await video.getAttribute("poster");
    expect(poster).toBeTruthy();
    const posterResponse = await page.request.get(poster!);
    expect(posterResponse.ok()).toBe(true);
    expect(posterResponse.headers()["content-type"]).toContain("image/svg+xml");
    await expect(video.locator("source")).toHaveAttribute("src", links.video);
    expect((await video.evaluate((el) => el.textContent ?? "")).trim()).toBe(t("videoUnsupported"));
    // 9:16 portrait frame.
    const box = (await video.boundingBox())!;
    expect(box.height / box.width).toBeCloseTo(16 / 9, 1);
    // Nothing is downloaded before the visitor presses play.
    expect(await video.evaluate((el: HTMLVideoElement) => el.readyState)).toBe(0);
  });

  test("the player's controls are added before it comes into view, not while the page loads", async ({ page }) => {
    const video = page.locator(`#${VIDEO} video`);
    await page.waitForLoadState("load");
    await expect(video).not.toHaveAttribute("controls");
    // Scroll until the video's top is just under a screen below the fold: the controls are there already.
    await video.evaluate((element) => {
      const top = element.getBoundingClientRect().top + scrollY;
      scrollTo(0, top - innerHeight - innerHeight * 0.4);
    });
    await expect(video).toHaveAttribute("controls", "");
    expect(await video.evaluate((el) => el.getBoundingClientRect().top > innerHeight)).toBe(true);
  });

  test("without JavaScript the player has its controls from the start", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await blockExternal(page);
    await page.goto("/");
    const videos = page.locator(`#${VIDEO} video`);
    const shown = videos.locator("visible=true");
    await expect(shown).toHaveCount(1);
    await expect(shown).toHaveAttribute("controls", "");
    await expect(shown).toHaveAttribute("preload", "none");
    await expect(shown.locator("source")).toHaveAttribute("src", links.video);
    // The scripted copy waits hidden.
    await expect(videos).toHaveCount(2);
    await context.close();
  });
});

test("the first button of How It Works opens its page at the top", async ({ page }) => {
  const section = home.section("howItWorks");
  const action = section.actions!.find((candidate) => candidate.href.startsWith("/"))!;
  await page.locator(`#${section.id}`).getByRole("link", { name: action.label }).click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(action.href)}$`));
  expect(await page.evaluate(() => scrollY)).toBe(0);
});

test("a Who We Serve card is a click target as a whole, not only its title", async ({ page }) => {
  const section = home.section("whoWeServe");
  const item = section.items!.findLast((candidate) => candidate.href)!;
  const card = page.locator(`#${section.id}`).getByRole("listitem").filter({ hasText: item.title });
  await card.scrollIntoViewIfNeeded();
  const box = (await card.boundingBox())!;
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest("a")?.getAttribute("href"),
    [box.x + box.width / 2, box.y + 20],
  );
  expect(hit).toBe(item.href);
});

test.describe("testimonials", () => {
  test("every quote a labelled slide with the name and five stars", async ({ page }) => {
    const region = page.getByRole("region", { name: testimonials.heading });
    const slides = region.getByRole("group");
    await expect(slides).toHaveCount(COUNT);
    for (const [index, quote] of content.testimonials.entries()) {
      const slide = region.getByRole("group", {
        name: t("carouselSlide", { index: index + 1, count: COUNT }),
        exact: true,
      });
      await expect(slide).toHaveAttribute("aria-roledescription", "slide");
      await expect(slide.getByRole("img", { name: t("starRating") })).toHaveCount(1);
      await expect(slide.locator("svg.lucide-star, svg[class*='star']")).toHaveCount(5);
      await expect(slide.locator("blockquote")).not.toBeEmpty();
      await expect(slide.locator("figcaption")).toContainText(quote.name);
    }
    // The carousel takes keyboard focus once it runs (before that, its scroll row does).
    await expect(region.locator("[tabindex='0']")).toHaveCount(1);
    await region.scrollIntoViewIfNeeded();
    await waitForIsland(page, "TestimonialsCarousel");
    await expect(region).toHaveAttribute("tabindex", "0");
  });

  test("two slides per row from the md breakpoint, moving with the buttons", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    const region = page.getByRole("region", { name: testimonials.heading });
    await region.scrollIntoViewIfNeeded();
    await waitForIsland(page, "TestimonialsCarousel");
    const view = (await region.boundingBox())!;
    const cards = region.locator("figure");
    const first = (await cards.first().boundingBox())!;
    expect(first.width).toBeGreaterThan(view.width * 0.45);
    expect(first.width).toBeLessThan(view.width * 0.5);
    // Two quotes side by side within the region, the third beyond it.
    expect((await cards.nth(1).boundingBox())!.x + first.width).toBeLessThanOrEqual(view.x + view.width + 1);
    expect((await cards.nth(2).boundingBox())!.x).toBeGreaterThanOrEqual(view.x + view.width - 1);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test("one slide per view", async ({ page }) => {
      const region = page.getByRole("region", { name: testimonials.heading });
      await region.scrollIntoViewIfNeeded();
      await waitForIsland(page, "TestimonialsCarousel");
      const view = (await region.boundingBox())!;
      const card = (await region.locator("figure").first().boundingBox())!;
      expect(Math.abs(card.width - view.width)).toBeLessThan(2);
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("every quote is readable in a row that scrolls sideways and snaps", async ({ page }) => {
      const region = page.getByRole("region", { name: testimonials.heading });
      await expect(region.getByRole("group")).toHaveCount(COUNT);
      const row = region.locator("[tabindex='0']");
      await expect(row).toHaveCSS("scroll-snap-type", /x mandatory/);
      expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      // The buttons cannot work without scripts, so they are not shown.
      await expect(region.getByRole("button")).toHaveCount(0);
    });
  });
});

test.describe("consultation", () => {
  const section = home.section("consultation");

  test("the scheduling form in a frame 679 px tall, loaded lazily", async ({ page }) => {
    const frame = page.locator(`#${section.id} iframe`);
    await expect(frame).toHaveAttribute("title", section.heading);
    await expect(frame).toHaveAttribute("loading", "lazy");
    await expect(frame).toHaveAttribute("src", links.schedulingForm);
    await frame.scrollIntoViewIfNeeded();
    expect(Math.round((await frame.boundingBox())!.height)).toBe(679);
  });
});

test("no horizontal scrolling from 320 to 1920 px", async ({ page }) => {
  for (const width of [320, 390, 768, 1024, 1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForFunction((expected) => innerWidth === expected, width);
    await drawn(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow, `overflow at ${width}px`).toBeLessThanOrEqual(0);
  }
});

test("hero content is visible without scrolling or JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await blockExternal(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.section("hero").heading);
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  const first = home.section("hero").actions![0]!;
  await expect(page.getByRole("link", { name: new RegExp(`^${escapeRegExp(first.label)}`) }).first()).toBeInViewport();
  await expect(page.locator(`#${home.section("consultation").id} iframe`)).toBeAttached();
  await expect(page.getByRole("heading", { name: testimonials.heading })).toBeVisible();
  await context.close();
});
