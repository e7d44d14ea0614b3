// The home page (SPEC §2 "/ (home)"): section order, every link target and
// the new-tab rule, the device-dependent app link, the video, the embedded
// consultation form and its lazily added script, testimonials and claims.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { waitForIsland } from "./islands";

const URLS = {
  assessment: "https://jbigogmrgex.typeform.com/to/qBsak5CQ",
  podcast: "https://digitallegacypodcast.com/",
  apple: "https://apps.apple.com/us/app/my-final-playbook/id6502518647",
  google: "https://play.google.com/store/apps/details?id=com.p4tze2b0necm.pgwvu5pucapp",
  video: "https://storage.googleapis.com/msgsndr/f5ehsbHfdFg2UsHEIb49/media/68ffeb149d3acf6be441f118.mp4",
  form: "https://link.endevo.life/widget/form/klbP5ZsVH8lpWmnctFP6",
  formScript: "https://link.endevo.life/js/form_embed.js",
};
const IPHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const ANDROID_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";

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

test.beforeEach(async ({ page }) => {
  await blockExternal(page);
  await page.goto("/");
});

test("sections appear in the order of the spec, then the footer", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  const headings = await page.locator("main").getByRole("heading", { level: 2 }).allTextContents();
  const expected = [
    /See ENDevo in Action/,
    /redefining preparedness|Being ready/i,
    /Hidden Cost of Being Unprepared/,
    /How It Works/,
    /Who We Serve/,
    /world where being ready/i,
    /What Our Families Say/,
    /Schedule Your Consultation/,
  ];
  expect(headings).toHaveLength(expected.length);
  headings.forEach((text, index) => expect(text.trim()).toMatch(expected[index]!));

  const ids = await page.locator("main > section").evaluateAll((sections) => sections.map((s) => s.id));
  expect(ids).toEqual([
    "",
    "in-action",
    "redefining-preparedness",
    "hidden-cost",
    "how-it-works",
    "who-we-serve",
    "vision-values",
    "testimonials",
    "consultation",
  ]);
  await expect(page.locator("#redefining-preparedness")).toContainText(/redefining preparedness/i);
  await expect(page.locator("#vision-values")).toContainText(/Vision & Values/);
  // The footer follows the last section.
  await expect(page.locator("main + footer")).toBeVisible();
});

test("hero: tagline, the three steps and the four actions", async ({ page }) => {
  const hero = page.locator("main > section").first();
  await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(hero).toContainText("Live Fully. Die Ready.");
  await expect(hero.locator("ol > li")).toHaveText([/Discover/, /Plan/, /Secure & Share/]);

  const assessment = hero.getByRole("link", { name: /Peace of Mind Assessment/ });
  await expect(assessment).toHaveAttribute("href", URLS.assessment);
  await expectNewTab(assessment);

  const app = hero.getByRole("link", { name: /Get the App/ });
  await expect(app).toHaveAttribute("href", URLS.google); // desktop Chrome on Windows/Linux
  await expectNewTab(app);

  const podcast = hero.getByRole("link", { name: /Podcast/ });
  await expect(podcast).toHaveAttribute("href", URLS.podcast);
  await expectNewTab(podcast);

  const wellness = hero.getByRole("link", { name: /Employee Wellness Program/ });
  await expect(wellness).toHaveAttribute("href", "/employee-wellness");
  await expect(wellness).not.toHaveAttribute("target", /.+/);
});

test("every external link on the page opens in a new tab safely and says so", async ({ page }) => {
  const external = page.locator('a[href^="http"]');
  expect(await external.count()).toBeGreaterThan(5);
  for (const link of await external.all()) {
    await expectNewTab(link);
    await expect(link).toContainText("(opens in a new tab)");
  }
  // Internal links stay in the same tab.
  for (const link of await page.locator('main a[href^="/"]').all()) {
    await expect(link).not.toHaveAttribute("target", /.+/);
  }
});

test.describe("the app link follows the device", () => {
  for (const [device, userAgent, store] of [
    ["iPhone", IPHONE_UA, URLS.apple],
    ["Android phone", ANDROID_UA, URLS.google],
  ] as const) {
    test(`${device} goes to ${new URL(store).hostname}`, async ({ browser }) => {
      const context = await browser.newContext({ userAgent, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await blockExternal(page);
      await page.goto("/");
      const app = page.locator("main").getByRole("link", { name: /Get the App/ });
      await expect(app).toHaveAttribute("href", store);
      await expectNewTab(app);
      await context.close();
    });
  }
});

test.describe("the video", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("portrait, controls, no preload, a poster and the fallback text", async ({ page }) => {
    const section = page.locator("#in-action");
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
    await expect(video.locator("source")).toHaveAttribute("src", URLS.video);
    expect((await video.evaluate((el) => el.textContent ?? "")).trim()).toBe(
      "Your browser does not support the video tag.",
    );
    // 9:16 portrait frame.
    const box = (await video.boundingBox())!;
    expect(box.height / box.width).toBeCloseTo(16 / 9, 1);
    // Nothing is downloaded before the visitor presses play.
    expect(await video.evaluate((el: HTMLVideoElement) => el.readyState)).toBe(0);
  });

  test("the player's controls are added before it comes into view, not while the page loads", async ({ page }) => {
    const video = page.locator("#in-action video");
    await page.waitForLoadState("load");
    await expect(video).not.toHaveAttribute("controls");
    // Scroll until the video's top is just under a screen below the fold: the controls are there already.
    await page.evaluate(() => {
      const top = document.querySelector("#in-action video")!.getBoundingClientRect().top + scrollY;
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
    const videos = page.locator("#in-action video");
    const shown = videos.locator("visible=true");
    await expect(shown).toHaveCount(1);
    await expect(shown).toHaveAttribute("controls", "");
    await expect(shown).toHaveAttribute("preload", "none");
    await expect(shown.locator("source")).toHaveAttribute("src", URLS.video);
    // The scripted copy waits hidden.
    await expect(videos).toHaveCount(2);
    await context.close();
  });
});

test("redefining preparedness: three audience blocks with their pages", async ({ page }) => {
  const section = page.locator("#redefining-preparedness");
  await expect(section.getByRole("heading", { level: 3 })).toHaveCount(3);
  const hrefs = await section
    .getByRole("listitem")
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs).toEqual(["/for-individuals", "/for-companies", "/for-investors"]);
});

test("the hidden cost claims come from the claims collection", async ({ page }) => {
  const section = page.locator("#hidden-cost");
  await expect(section.getByRole("heading", { level: 2 })).toHaveText(/Hidden Cost of Being Unprepared/);
  await expect(section).toContainText("1 in 3");
  await expect(section).toContainText(/Only 1 in 3 adults have a plan/);
  await expect(section).toContainText("$33B");
  await expect(section).toContainText(/lose \$33B a year/);
  const check = section.getByRole("link", { name: /Check Your Readiness/ });
  await expect(check).toHaveAttribute("href", URLS.assessment);
  await expectNewTab(check);
});

test("How It Works: the three steps and where its buttons go", async ({ page }) => {
  const section = page.locator("#how-it-works");
  await expect(section.getByRole("heading", { level: 3 })).toHaveText(["Discover", "Plan", "Secure & Share"]);
  await expect(section.getByRole("link", { name: "Learn How We Solve It" })).toHaveAttribute("href", "/solution");
  await expect(section.getByRole("link", { name: "Start Your Readiness Journey" })).toHaveAttribute("href", "/plan");
});

test("Learn How We Solve It opens /solution at the top of the page", async ({ page }) => {
  await page.locator("#how-it-works").getByRole("link", { name: "Learn How We Solve It" }).click();
  await expect(page).toHaveURL(/\/solution$/);
  expect(await page.evaluate(() => scrollY)).toBe(0);
});

test("Who We Serve cards lead to their blocks on /who-we-serve", async ({ page }) => {
  const section = page.locator("#who-we-serve");
  const cards = [
    ["Individuals & Families", "/who-we-serve#individuals"],
    ["Service Providers", "/who-we-serve#service-providers"],
    ["Employers", "/who-we-serve#employers"],
  ] as const;
  for (const [name, href] of cards) {
    await expect(section.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  // The whole card is the click target, not only its title.
  const card = section.getByRole("listitem").filter({ hasText: "Employers" });
  await card.scrollIntoViewIfNeeded();
  const box = (await card.boundingBox())!;
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest("a")?.getAttribute("href"),
    [box.x + box.width / 2, box.y + 20],
  );
  expect(hit).toBe("/who-we-serve#employers");
});

test("Vision & Values links to the company page", async ({ page }) => {
  const section = page.locator("#vision-values");
  await expect(section.getByRole("listitem")).toHaveCount(7);
  await expect(section.getByRole("link", { name: "Read More About Us" })).toHaveAttribute("href", "/company");
});

test.describe("testimonials", () => {
  test("four quotes, each a labelled slide with initials and five stars", async ({ page }) => {
    const region = page.getByRole("region", { name: "What Our Families Say" });
    const slides = region.getByRole("group");
    await expect(slides).toHaveCount(4);
    for (let n = 1; n <= 4; n++) {
      const slide = region.getByRole("group", { name: `${n} of 4`, exact: true });
      await expect(slide).toHaveAttribute("aria-roledescription", "slide");
      await expect(slide.getByRole("img", { name: "5 out of 5 stars" })).toHaveCount(1);
      await expect(slide.locator("svg.lucide-star, svg[class*='star']")).toHaveCount(5);
      await expect(slide.locator("blockquote")).not.toBeEmpty();
      await expect(slide.locator("figcaption")).toContainText(/\w/);
    }
    // The carousel takes keyboard focus once it runs (before that, its scroll row does).
    await expect(region.locator("[tabindex='0']")).toHaveCount(1);
    await region.scrollIntoViewIfNeeded();
    await waitForIsland(page, "TestimonialsCarousel");
    await expect(region).toHaveAttribute("tabindex", "0");
  });

  test("two slides per row from the md breakpoint, moving with the buttons", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    const region = page.getByRole("region", { name: "What Our Families Say" });
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
      const region = page.getByRole("region", { name: "What Our Families Say" });
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
      const region = page.getByRole("region", { name: "What Our Families Say" });
      await expect(region.getByRole("group")).toHaveCount(4);
      const row = region.locator("[tabindex='0']");
      await expect(row).toHaveCSS("scroll-snap-type", /x mandatory/);
      expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      // The buttons cannot work without scripts, so they are not shown.
      await expect(region.getByRole("button")).toHaveCount(0);
    });
  });
});

test.describe("consultation", () => {
  test("the scheduling form in a titled frame, 679 px tall, loaded lazily", async ({ page }) => {
    const frame = page.locator("#consultation iframe");
    await expect(frame).toHaveAttribute("title", "Schedule Your Consultation");
    await expect(frame).toHaveAttribute("height", "679");
    await expect(frame).toHaveAttribute("loading", "lazy");
    await expect(frame).toHaveAttribute("src", URLS.form);
    await frame.scrollIntoViewIfNeeded();
    expect(Math.round((await frame.boundingBox())!.height)).toBe(679);
  });

  test("the provider's script is added only when the section comes near", async ({ page }) => {
    const script = page.locator(`script[src="${URLS.formScript}"]`);
    await page.waitForLoadState("load");
    await page.waitForTimeout(300);
    await expect(script).toHaveCount(0);
    await page.locator("#consultation").scrollIntoViewIfNeeded();
    await expect(script).toHaveCount(1);
    // Scrolling on does not add it twice.
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(200);
    await expect(script).toHaveCount(1);
  });

  test("phone, hours, e-mail and the flexible appointments note", async ({ page }) => {
    const section = page.locator("#consultation");
    await expect(section.getByRole("link", { name: /^484.545.4327$/ })).toHaveAttribute("href", "tel:4845454327");
    await expect(section).toContainText("Monday–Friday, 8AM–8PM ET");
    await expect(section.getByRole("link", { name: "hello@endevo.life" })).toHaveAttribute(
      "href",
      "mailto:hello@endevo.life",
    );
    await expect(section).toContainText(/evenings and weekends/i);
    const fallback = section.getByRole("link", { name: /Open the form in a new tab/ });
    await expect(fallback).toHaveAttribute("href", URLS.form);
    await expectNewTab(fallback);
  });
});

test("no horizontal scrolling from 320 to 1920 px", async ({ page }) => {
  for (const width of [320, 390, 768, 1024, 1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(50);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow, `overflow at ${width}px`).toBeLessThanOrEqual(0);
  }
});

test("hero content is visible without scrolling or JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await blockExternal(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: /Peace of Mind Assessment/ }).first()).toBeVisible();
  // Every section's content is present and visible without scripts.
  await expect(page.locator("#consultation iframe")).toBeAttached();
  await expect(page.getByRole("heading", { name: "What Our Families Say" })).toBeVisible();
  await context.close();
});

test("no accessibility violations (axe)", async ({ page }) => {
  await expectNoAxeViolations(page, { exclude: ["#consultation iframe"] });
});
