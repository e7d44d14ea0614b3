// The site's foundation (SPEC §2): every route, the 404 page, the header and
// its menus, Book a Call, the main footer, the skip link, content without
// JavaScript and scrolling to #hash targets. Runs against the production build.
import { expect, test, type Page } from "@playwright/test";
import { PLACEHOLDER_ROUTES, ROUTES } from "./routes";

const TOP_ITEMS = ["Solutions", "Who We Serve", "Resources", "Plan", "Marketplace", "About Us"];

// The anchors the menus use (SPEC §2, "Anchors used by menus"); the founder's is #niki-weiss.
const MENU_ANCHORS = [
  "/solution#process",
  "/solution#framework",
  "/solution#for-employees",
  "/solution#core-solutions",
  "/solution#for-companies",
  "/resources#peace-of-mind",
  "/resources#mobile-app",
  "/company#about",
  "/company#niki-weiss",
  "/company#values",
  "/company#team",
  "/company#partners",
  "/who-we-serve#individuals",
  "/who-we-serve#service-providers",
  "/who-we-serve#employers",
];

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

// Only this site is tested: embeds and media from other hosts are never fetched.
const OTHER_HOSTS = /^https?:\/\/(?!127\.0\.0\.1[:/])/;
test.beforeEach(async ({ context }) => {
  await context.route(OTHER_HOSTS, (route) => route.abort());
});

test.describe("routes", () => {
  for (const route of ROUTES) {
    test(`${route} answers 200 with exactly one h1`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toBeVisible();
    });
  }
});

test.describe("404 page", () => {
  for (const route of [...PLACEHOLDER_ROUTES, "/no-such-page/at-all"]) {
    test(`${route} answers 404 with the not-found page`, async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      const response = await page.goto(route);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
      await expect(page.getByRole("main")).toContainText("404");
      const home = page.getByRole("main").getByRole("link", { name: /home/i });
      await expect(home).toHaveAttribute("href", "/");
      await expect.poll(() => errors.some((text) => text.includes(route))).toBe(true);
    });
  }

  test("the home link leads back home", async ({ page }) => {
    await page.goto("/careers");
    await page.getByRole("main").getByRole("link", { name: /home/i }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("header links", () => {
  test("the top items are the spec's six, in order", async ({ page }) => {
    await page.goto("/");
    const topLinks = mainNav(page).locator(":scope > nav-menu > ul > li > a");
    await expect(topLinks).toHaveText(TOP_ITEMS);
  });

  test("menus link to every anchor the spec names", async ({ page }) => {
    await page.goto("/");
    const hrefs = await mainNav(page)
      .getByRole("link", { includeHidden: true })
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(expect.arrayContaining(MENU_ANCHORS));
  });

  test("every header link and submenu anchor resolves to a page and an element id", async ({ page, request }) => {
    await page.goto("/");
    const hrefs = await page
      .getByRole("banner")
      .getByRole("link", { includeHidden: true })
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    const internal = [...new Set(hrefs.filter((href) => href.startsWith("/")))];
    expect(internal.length).toBeGreaterThan(TOP_ITEMS.length);
    const pages = new Map<string, string>();
    for (const href of internal) {
      const [path = "/", id] = href.split("#");
      if (!pages.has(path)) {
        const response = await request.get(path);
        expect(response.status(), `${path} should exist`).toBe(200);
        pages.set(path, await response.text());
      }
      if (id) expect(pages.get(path), `${path} should have an element with id="${id}"`).toMatch(`id="${id}"`);
    }
  });
});

test.describe("desktop submenus", () => {
  const solutionsItem = (page: Page) =>
    mainNav(page).locator("li", { has: page.getByRole("link", { name: "Solutions", exact: true }) });
  const firstEntry = (page: Page) => solutionsItem(page).getByRole("link", { name: /Our Process/ });

  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  test("open on hover and close when the pointer leaves", async ({ page }) => {
    await expect(firstEntry(page)).toBeHidden();
    await mainNav(page).getByRole("link", { name: "Solutions", exact: true }).hover();
    await expect(firstEntry(page)).toBeVisible();
    await mainNav(page).getByRole("link", { name: "Plan", exact: true }).hover();
    await expect(firstEntry(page)).toBeHidden();
  });

  test("open on keyboard focus, so every entry can be reached with Tab", async ({ page }) => {
    await mainNav(page).getByRole("link", { name: "Solutions", exact: true }).focus();
    await expect(firstEntry(page)).toBeVisible();
    await page.keyboard.press("Tab"); // the submenu toggle
    await page.keyboard.press("Tab"); // the first entry
    await expect(firstEntry(page)).toBeFocused();
  });

  test("the toggle button opens and closes with aria-expanded; Escape closes", async ({ page }) => {
    const toggle = mainNav(page).getByRole("button", { name: /^Solutions/ });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(firstEntry(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(firstEntry(page)).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("mobile menu (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  const menuPanel = (page: Page) => page.getByRole("navigation", { name: "Menu", exact: true });

  test("opens with the Open menu button and lists only the six top items", async ({ page }) => {
    await expect(mainNav(page)).toBeHidden();
    const open = page.getByRole("button", { name: "Open menu", exact: true });
    await expect(open).toHaveAttribute("aria-expanded", "false");
    await open.click();
    const close = page.getByRole("button", { name: "Close menu", exact: true });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(menuPanel(page)).toBeVisible();
    await expect(menuPanel(page).getByRole("listitem")).toHaveText(TOP_ITEMS);
    await expect(menuPanel(page).getByRole("link", { name: /Our Process/ })).toHaveCount(0);
  });

  test("Escape closes it and returns focus to the button", async ({ page }) => {
    await page.getByRole("button", { name: "Open menu", exact: true }).click();
    await expect(menuPanel(page)).toBeVisible();
    await page.keyboard.press("Escape");
    const open = page.getByRole("button", { name: "Open menu", exact: true });
    await expect(open).toHaveAttribute("aria-expanded", "false");
    await expect(menuPanel(page)).toBeHidden();
    await expect(open).toBeFocused();
  });

  test("a click outside closes it", async ({ page }) => {
    await page.getByRole("button", { name: "Open menu", exact: true }).click();
    const box = await menuPanel(page).boundingBox();
    expect(box).not.toBeNull();
    // Just below the panel, in the page's side margin: nothing there to activate.
    await page.mouse.click(4, box!.y + box!.height + 24);
    await expect(page.getByRole("button", { name: "Open menu", exact: true })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expect(menuPanel(page)).toBeHidden();
  });

  test("a menu link navigates", async ({ page }) => {
    await page.getByRole("button", { name: "Open menu", exact: true }).click();
    await menuPanel(page).getByRole("link", { name: "Plan", exact: true }).click();
    await expect(page).toHaveURL(/\/plan$/);
  });
});

test("Book a Call opens the booking widget in a new tab", async ({ page }) => {
  await page.goto("/");
  const bookCall = page.getByRole("banner").getByRole("link", { name: /Book a Call/ });
  await expect(bookCall).toHaveAttribute("href", /^https:\/\//);
  await expect(bookCall).toHaveAttribute("target", "_blank");
  await expect(bookCall).toHaveAttribute("rel", /\bnoopener\b/);
});

test.describe("main footer", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  test("links to the main pages", async ({ page }) => {
    const footer = page.getByRole("contentinfo");
    const hrefs = await footer
      .getByRole("navigation", { name: "Footer" })
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(["/", "/solution", "/who-we-serve", "/resources", "/plan", "/marketplace", "/company"]);
    await expect(footer.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/company");
  });

  test("has five named social links that open in a new tab", async ({ page }) => {
    const footer = page.getByRole("contentinfo");
    for (const network of ["YouTube", "LinkedIn", "Instagram", "TikTok", "Facebook"]) {
      const link = footer.getByRole("link", { name: new RegExp(`\\b${network}\\b`) });
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute("href", /^https:\/\//);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
    }
  });

  test("links to the podcast", async ({ page }) => {
    const podcast = page.getByRole("contentinfo").getByRole("link", { name: /podcast/i });
    await expect(podcast).toHaveAttribute("href", "https://digitallegacypodcast.com/");
    await expect(podcast).toHaveAttribute("target", "_blank");
  });

  test("has placeholder Privacy Policy and Terms of Service links", async ({ page }) => {
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "#");
    await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "#");
  });

  test("has the Stay Connected form: name, e-mail and Subscribe", async ({ page }) => {
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { name: "Stay Connected" })).toBeVisible();
    const form = footer.locator("form");
    await expect(form.getByRole("textbox", { name: /\bname\b/i })).toBeVisible();
    await expect(form.locator('input[type="email"]')).toHaveCount(1);
    await expect(form.locator('input[type="email"]')).toBeVisible();
    await expect(form.getByRole("button", { name: "Subscribe" })).toBeVisible();
  });

  test("shows © 2025", async ({ page }) => {
    await expect(page.getByRole("contentinfo")).toContainText("© 2025");
  });
});

test("the skip link is the first stop and moves focus to the main content", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});

test.describe("without JavaScript", () => {
  for (const route of ROUTES) {
    test(`${route} shows its content`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      await context.route(OTHER_HOSTS, (route) => route.abort());
      const page = await context.newPage();
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toBeVisible();
      // Content (text, pictures) in main with opacity 0: nothing may wait for a script to show it.
      // Decorative parts (aria-hidden) may animate freely.
      const hidden = await page.locator("main *").evaluateAll((elements) =>
        elements
          .filter(
            (element) =>
              getComputedStyle(element).opacity === "0" &&
              !element.closest('[aria-hidden="true"]') &&
              (element.textContent?.trim() || element.matches("img, picture, video, iframe, svg")),
          )
          .map((element, index) => {
            element.setAttribute("data-hidden-without-js", String(index));
            return element.outerHTML.slice(0, 160);
          }),
      );
      // The one exception is a CSS hover or focus reveal (the spec's hover overlays): it must
      // show when the pointer rests on it, which needs no JavaScript.
      for (const [index, html] of hidden.entries()) {
        const element = page.locator(`[data-hidden-without-js="${index}"]`);
        await element.locator("xpath=..").hover({ force: true });
        await expect
          .poll(() => element.evaluate((el) => getComputedStyle(el).opacity), {
            message: `hidden without JavaScript, even on hover: ${html}`,
            timeout: 3_000,
          })
          .toBe("1");
      }
      await context.close();
    });
  }
});

test("arriving with a #hash scrolls the target near the top", async ({ page }) => {
  await page.goto("/who-we-serve#employers");
  const target = page.locator("#employers");
  await expect(target).toBeAttached();
  await expect
    .poll(async () => (await target.boundingBox())?.y ?? Number.NaN, { timeout: 5_000 })
    .toBeGreaterThanOrEqual(-2);
  await expect.poll(async () => (await target.boundingBox())?.y ?? Number.NaN, { timeout: 5_000 }).toBeLessThan(200);
});
