// The React islands on their pages (issue 6): carousels (home, /company), the
// accordion (/solution), the marketplace browser and the expert directory,
// the mobile menu — driven with the keyboard, with the address keeping state,
// React loading only when an island is seen or used, a failing island shown
// in place, and axe in the interactive states at a phone and a desktop width.
// (Jesse the chat assistant has its own spec: chat.spec.ts.)
import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { island, waitForIsland } from "./islands";
import { ROUTES } from "./routes";

const NONE = "No trusted experts found matching your search.";
// React itself (the renderer and the library chunk), as Astro names them in the build.
const REACT = /\/_astro\/(client|react)\.[\w-]+\.js$/;

test.beforeEach(async ({ page }) => {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
});

/** Records the script chunks the page requests, by file name. */
function recordScripts(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith("/_astro/") && path.endsWith(".js")) seen.push(path);
  });
  return seen;
}

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
    ["/", "TestimonialsCarousel", "#testimonials"],
    ["/company", "TeamCarousel", "#team"],
    ["/solution", "Accordion", "#core-solutions"],
  ] as const) {
    test(`${path}: no React before ${component} scrolls into view`, async ({ page }) => {
      const scripts = recordScripts(page);
      await page.goto(path, { waitUntil: "networkidle" });
      await page.waitForTimeout(300);
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

test.describe("no page loads React before the visitor does something", () => {
  // The byte budgets cannot see which island is on the first screen; this can: a phone, no scroll, no touch.
  test.use({ viewport: { width: 390, height: 844 } });
  for (const path of ROUTES) {
    test(`${path}`, async ({ page }) => {
      const scripts = recordScripts(page);
      await page.goto(path, { waitUntil: "networkidle" });
      await page.waitForTimeout(300);
      expect(scripts.filter((s) => REACT.test(s))).toEqual([]);
    });
  }
});

test.describe("testimonials carousel (home)", () => {
  test("labelled carousel of four looping slides, five stars each, moved by keyboard and buttons", async ({ page }) => {
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "What Our Families Say" });
    await carousel.scrollIntoViewIfNeeded();
    await waitForIsland(page, "TestimonialsCarousel");
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    const slides = carousel.getByRole("group");
    await expect(slides).toHaveCount(4);
    for (let n = 1; n <= 4; n++) {
      const slide = carousel.getByRole("group", { name: `${n} of 4`, exact: true });
      await expect(slide).toHaveAttribute("aria-roledescription", "slide");
      await expect(slide.getByRole("img", { name: "5 out of 5 stars" })).toHaveCount(1);
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
    const previous = carousel.getByRole("button", { name: "Previous slide" });
    const next = carousel.getByRole("button", { name: "Next slide" });
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
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "What Our Families Say" });
    await carousel.scrollIntoViewIfNeeded();
    await waitForIsland(page, "TestimonialsCarousel");
    const start = await firstSlideOffset(carousel);
    await page.waitForTimeout(2500);
    expect(await firstSlideOffset(carousel)).toBe(start);
  });

  test("Tab reaches the carousel, then its buttons", async ({ page }) => {
    await page.goto("/#vision-values");
    const carousel = page.getByRole("region", { name: "What Our Families Say" });
    await carousel.scrollIntoViewIfNeeded();
    await waitForIsland(page, "TestimonialsCarousel");
    await page.locator("#vision-values").getByRole("link").last().focus();
    await tabTo(page, carousel, 3);
    await page.keyboard.press("Tab");
    await expect(carousel.getByRole("button", { name: "Previous slide" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(carousel.getByRole("button", { name: "Next slide" })).toBeFocused();
  });
});

test.describe("team carousel (/company)", () => {
  test.use({ viewport: { width: 700, height: 900 } });

  test("arrow keys and buttons move it; slides are named N of 4", async ({ page }) => {
    await page.goto("/company");
    const carousel = page.locator("#team").getByRole("region", { name: "The people beside you" });
    await carousel.scrollIntoViewIfNeeded();
    await waitForIsland(page, "TeamCarousel");
    await expect(carousel.getByRole("group")).toHaveText([/Niki Weiss/, /Jordan Ellis/, /Priya Shah/, /Marcus Bell/]);
    for (let n = 1; n <= 4; n++)
      await expect(carousel.getByRole("group", { name: `${n} of 4`, exact: true })).toHaveCount(1);
    await carousel.focus();
    const start = await firstSlideOffset(carousel);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => firstSlideOffset(carousel)).toBeLessThan(start);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => firstSlideOffset(carousel)).toBe(start);
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => firstSlideOffset(carousel)).toBeLessThan(start);
  });

  test("the arrow buttons show only below the large breakpoint", async ({ page }) => {
    await page.goto("/company");
    const carousel = page.locator("#team").getByRole("region");
    await carousel.scrollIntoViewIfNeeded();
    await waitForIsland(page, "TeamCarousel");
    await expect(carousel.getByRole("button", { name: "Next slide" })).toBeVisible();
    await page.setViewportSize({ width: 1023, height: 900 });
    await expect(carousel.getByRole("button", { name: "Next slide" })).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 900 });
    await expect(carousel.getByRole("button", { name: "Next slide" })).toBeHidden();
    await expect(carousel.getByRole("button", { name: "Previous slide" })).toBeHidden();
  });
});

test.describe("accordion (/solution)", () => {
  test("Up, Down, Home and End move between questions; Enter and Space open and close", async ({ page }) => {
    await page.goto("/solution");
    const section = page.locator("#core-solutions");
    await section.scrollIntoViewIfNeeded();
    await waitForIsland(page, "Accordion");
    const buttons = section.locator("button[aria-controls]");
    await expect(buttons).toHaveCount(7);
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
    const section = page.locator("#core-solutions");
    await section.scrollIntoViewIfNeeded();
    const summary = section.locator("summary").nth(3);
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(section.locator("details").nth(3)).toHaveAttribute("open", "");
    release();
    await waitForIsland(page, "Accordion");
    const button = section.getByRole("button", { name: "How does the partner marketplace work?" });
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(button).toBeFocused();
  });
});

test.describe("marketplace (/marketplace)", () => {
  const toggle = (page: Page, name: string) =>
    page.getByRole("group", { name: "Planning categories" }).getByRole("button", { name: new RegExp(`^${name}`) });
  const offerNames = (page: Page) => page.locator("#offers [data-offer-list] h3");

  test("toggle buttons with Space and Enter; only chosen categories' offers; kept in the address", async ({ page }) => {
    await page.goto("/marketplace");
    await waitForIsland(page, "MarketplaceBrowser");
    const status = page.getByRole("main").getByRole("status");
    await expect(status).toHaveText(/Choose one or more categories/);
    await expect(offerNames(page)).toHaveCount(0);

    await toggle(page, "Legal").focus();
    await page.keyboard.press("Space");
    await expect(toggle(page, "Legal")).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(/\?category=legal$/);
    await expect(status).toHaveText(/No partners in the chosen categories yet/);

    await toggle(page, "Digital").focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\?category=legal,digital$/);
    await expect(offerNames(page)).toHaveText(["Prisidio"]);
    await expect(status).toHaveText("1 partner offer shown");
    const link = page.locator("#offers").getByRole("link", { name: /^Sign Up/ });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");

    // Reload keeps the choice.
    await page.reload();
    await waitForIsland(page, "MarketplaceBrowser");
    await expect(toggle(page, "Legal")).toHaveAttribute("aria-pressed", "true");
    await expect(toggle(page, "Digital")).toHaveAttribute("aria-pressed", "true");
    await expect(offerNames(page)).toHaveText(["Prisidio"]);

    // Back and Forward step through the choices.
    await page.goBack();
    await expect(page).toHaveURL(/\?category=legal$/);
    await expect(toggle(page, "Digital")).toHaveAttribute("aria-pressed", "false");
    await expect(offerNames(page)).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/marketplace$/);
    await expect(toggle(page, "Legal")).toHaveAttribute("aria-pressed", "false");
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(/\?category=legal,digital$/);
    await expect(toggle(page, "Digital")).toHaveAttribute("aria-pressed", "true");
    await expect(offerNames(page)).toHaveText(["Prisidio"]);

    // Toggling off again.
    await toggle(page, "Digital").click();
    await toggle(page, "Legal").click();
    await expect(page).toHaveURL(/\/marketplace$/);
    await expect(status).toHaveText(/Choose one or more categories/);
  });

  test("a shared link opens with its categories chosen", async ({ page }) => {
    await page.goto("/marketplace?category=physical,digital");
    await waitForIsland(page, "MarketplaceBrowser");
    await expect(toggle(page, "Physical")).toHaveAttribute("aria-pressed", "true");
    await expect(toggle(page, "Digital")).toHaveAttribute("aria-pressed", "true");
    await expect(offerNames(page)).toHaveText(["Memorial Tribute Legacy", "Prisidio"]);
    await expect(page.getByRole("main").getByRole("status")).toHaveText("2 partner offers shown");
  });
});

test.describe("trusted experts (/trusted-experts)", () => {
  const search = (page: Page) => page.getByRole("searchbox", { name: "Search trusted experts" });
  const filters = (page: Page) => page.getByRole("button", { name: "Filters", exact: true });
  const clear = (page: Page) => page.getByRole("button", { name: "Clear Filters" });
  const names = (page: Page) => page.locator("#experts [data-offer-list] h3");

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
    await page.waitForTimeout(300);
    expect(scripts.filter((s) => REACT.test(s) || s.includes("/ExpertDirectory."))).toEqual([]);

    // Focus starts the load; the visitor types before React is there.
    await search(page).focus();
    await page.keyboard.type("vault");
    await expect.poll(() => scripts.some((s) => s.includes("/ExpertDirectory."))).toBe(true);
    await expect(island(page, "ExpertDirectory")).not.toHaveAttribute("data-island-ready");
    release();
    await expect(island(page, "ExpertDirectory")).toHaveAttribute("data-island-ready", "");
    await expect(search(page)).toHaveValue("vault");
    await expect(names(page)).toHaveText(["Prisidio"]);
    await expect(page.getByRole("main").getByRole("status")).toHaveText("1 trusted expert found");
    await expect(page).toHaveURL(/\?q=vault$/);
  });

  test("a first click on Filters before React arrives still opens the list", async ({ page }) => {
    await page.goto("/trusted-experts", { waitUntil: "networkidle" });
    await expect(island(page, "ExpertDirectory")).not.toHaveAttribute("data-island-ready");
    await filters(page).click();
    await expect(filters(page)).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("group", { name: "Categories" }).getByRole("checkbox")).toHaveCount(5);
  });

  test("a shared filtered link is applied on load, before any contact", async ({ page }) => {
    await page.goto("/trusted-experts?category=digital");
    await expect(island(page, "ExpertDirectory")).toHaveAttribute("data-island-ready", "");
    await expect(names(page)).toHaveText(["Prisidio"]);
    await expect(clear(page)).toBeVisible();
  });

  test("search is literal and trimmed, the count is announced, nothing found says so", async ({ page }) => {
    await page.goto("/trusted-experts");
    await waitForIsland(page, "ExpertDirectory");
    const status = page.getByRole("main").getByRole("status");
    await expect(status).toHaveText("2 trusted experts found");
    await search(page).fill("  VAULT ");
    await expect(status).toHaveText("1 trusted expert found");
    await expect(names(page)).toHaveText(["Prisidio"]);
    await expect(page).toHaveURL(/\?q=%20%20VAULT%20$/);

    for (const text of ["(", "*", ".*", "[a-z]+"]) {
      await search(page).fill(text);
      await expect(status).toHaveText(NONE);
      await expect(names(page)).toHaveCount(0);
    }
    await search(page).fill("memorial tribute");
    await expect(names(page)).toHaveText(["Memorial Tribute Legacy"]);
    await search(page).fill("physical");
    await expect(names(page)).toHaveText(["Memorial Tribute Legacy"]);
    await search(page).fill("");
    await expect(page).toHaveURL(/\/trusted-experts$/);
    await expect(names(page)).toHaveCount(2);
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
    const boxes = page.getByRole("group", { name: "Categories" }).getByRole("checkbox");
    await expect(boxes).toHaveCount(5);
    await page.keyboard.press("Tab");
    await expect(boxes.first()).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("checkbox", { name: "Digital" })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page.getByRole("checkbox", { name: "Digital" })).toBeChecked();
    await expect(names(page)).toHaveText(["Prisidio"]);
    await expect(page).toHaveURL(/\?category=digital$/);
    await expect(clear(page)).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(filters(page)).toBeFocused();
    await expect(filters(page)).toHaveAttribute("aria-expanded", "false");
    await expect(boxes).toHaveCount(0);

    await clear(page).focus();
    await page.keyboard.press("Enter");
    await expect(clear(page)).toHaveCount(0);
    await expect(names(page)).toHaveCount(2);
    await expect(page).toHaveURL(/\/trusted-experts$/);
    await expect(filters(page)).toBeFocused();

    // Space also opens the filter list.
    await page.keyboard.press("Space");
    await expect(filters(page)).toHaveAttribute("aria-expanded", "true");
  });

  test("search and categories live in the address: reload, Back/Forward and shared links", async ({ page }) => {
    await page.goto("/trusted-experts?q=digital&category=physical");
    await waitForIsland(page, "ExpertDirectory");
    await expect(search(page)).toHaveValue("digital");
    await expect(names(page)).toHaveText(["Memorial Tribute Legacy"]);
    await expect(clear(page)).toBeVisible();

    await filters(page).click();
    await page.getByRole("checkbox", { name: "Digital" }).check();
    await expect(page).toHaveURL(/\?q=digital&category=physical,digital$/);
    await expect(names(page)).toHaveText(["Memorial Tribute Legacy", "Prisidio"]);

    await page.reload();
    await waitForIsland(page, "ExpertDirectory");
    await expect(search(page)).toHaveValue("digital");
    await expect(names(page)).toHaveText(["Memorial Tribute Legacy", "Prisidio"]);

    await page.goBack();
    await expect(page).toHaveURL(/\?q=digital&category=physical$/);
    await expect(names(page)).toHaveText(["Memorial Tribute Legacy"]);
    await page.goForward();
    await expect(names(page)).toHaveText(["Memorial Tribute Legacy", "Prisidio"]);

    await page.goto("/trusted-experts?q=(plumber*");
    await waitForIsland(page, "ExpertDirectory");
    await expect(search(page)).toHaveValue("(plumber*");
    await expect(page.getByRole("main").getByRole("status")).toHaveText(NONE);
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("loads on first contact; Escape and a click outside close it and return focus", async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto("/company", { waitUntil: "networkidle" });
    expect(scripts.filter((s) => s.includes("/MobileMenu."))).toEqual([]);
    const open = page.getByRole("button", { name: "Open menu", exact: true });
    await expect(open).toHaveAttribute("aria-controls", /.+/);
    await open.click();
    const menu = page.getByRole("navigation", { name: "Menu", exact: true });
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
  test('shows "Unexpected Application Error!" in place, and the rest of the page keeps working', async ({ page }) => {
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
    await page.locator("#testimonials").scrollIntoViewIfNeeded();
    const alert = page.locator("#testimonials").getByRole("alert");
    await expect(alert).toHaveText(/^Unexpected Application Error!/);
    await expect(alert).toContainText("Please refresh");
    expect(errors.length).toBeGreaterThan(0);

    // Everything else still works: the section heading, the consultation below, and the chat.
    await expect(page.getByRole("heading", { name: "What Our Families Say" })).toBeVisible();
    await expect(page.locator("#consultation iframe")).toBeAttached();
    await page.getByRole("button", { name: "Chat with Jesse" }).click();
    await expect(page.getByRole("dialog", { name: "Chat with Jesse" })).toBeVisible();
  });
});

for (const width of [390, 1280]) {
  test.describe(`axe in interactive states at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, reducedMotion: "reduce" });

    test("marketplace with a category chosen", async ({ page }) => {
      await page.goto("/marketplace");
      await waitForIsland(page, "MarketplaceBrowser");
      await page.getByRole("button", { name: /^Digital/ }).click();
      await expect(page.locator("#offers [data-offer-list] h3")).toHaveText(["Prisidio"]);
      await expectNoAxeViolations(page);
    });

    test("experts with the filter list open, and with no results", async ({ page }) => {
      await page.goto("/trusted-experts");
      await waitForIsland(page, "ExpertDirectory");
      await page.getByRole("button", { name: "Filters", exact: true }).click();
      await page.getByRole("checkbox", { name: "Physical" }).check();
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await page.getByRole("searchbox", { name: "Search trusted experts" }).fill("(nothing*");
      await expect(page.getByRole("main").getByRole("status")).toHaveText(NONE);
      await expectNoAxeViolations(page);
    });

    test("accordion with an item open", async ({ page }) => {
      await page.goto("/solution");
      await page.locator("#core-solutions").scrollIntoViewIfNeeded();
      await waitForIsland(page, "Accordion");
      await page.getByRole("button", { name: "What is empathetic AI guidance?" }).click();
      await expectNoAxeViolations(page, { include: "#core-solutions" });
    });

    test("carousels moved", async ({ page }) => {
      await page.goto("/");
      await page.locator("#testimonials").scrollIntoViewIfNeeded();
      await waitForIsland(page, "TestimonialsCarousel");
      await page
        .getByRole("region", { name: "What Our Families Say" })
        .getByRole("button", { name: "Next slide" })
        .click();
      await expectNoAxeViolations(page, { include: "#testimonials" });

      await page.goto("/company");
      await page.locator("#team").scrollIntoViewIfNeeded();
      await waitForIsland(page, "TeamCarousel");
      await page.locator("#team").getByRole("region").focus();
      await page.keyboard.press("ArrowRight");
      await expectNoAxeViolations(page, { include: "#team" });
    });
  });
}
