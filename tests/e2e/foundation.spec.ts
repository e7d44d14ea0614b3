// The site's foundation in a browser: the 404 page, the header and its menus, Book a Call, the main footer, the
// skip link, content without JavaScript and scrolling to #hash targets. Every label and address comes from the
// content files (settings/navigation.yaml, site.yaml, strings.yaml). That every route is built with one h1 is
// checked on the built HTML (tests/dist/pages.test.ts) and in the browser by every-page.spec.ts.
import { expect, test, type Page } from "@playwright/test";
import { content, escapeRegExp, href, t } from "../content";
import { PLACEHOLDER_ROUTES, TEMPLATES, UNKNOWN } from "./routes";

const { header, footer, bookCall } = content.navigation;
const TOP_ITEMS = header.map((item) => item.label);
const WITH_SUBMENU = header.filter((item) => item.children?.length);
const WITHOUT_SUBMENU = header.find((item) => !item.children?.length)!;
/** Every anchor the menus link to. */
const MENU_LINKS = header.flatMap((item) => [item.href, ...(item.children ?? []).map((child) => child.href)]);

const mainNav = (page: Page) => page.getByRole("navigation", { name: t("mainNavigation") });

// Only this site is tested: embeds and media from other hosts are never fetched.
const OTHER_HOSTS = /^https?:\/\/(?!127\.0\.0\.1[:/])/;
test.beforeEach(async ({ context }) => {
  await context.route(OTHER_HOSTS, (route) => route.abort());
});

test.describe("404 page", () => {
  test("every placeholder route and an unknown address answer 404 with the not-found page", async ({ request }) => {
    for (const route of [...PLACEHOLDER_ROUTES, UNKNOWN]) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(404);
      expect(await response.text(), route).toContain(t("notFoundHeading"));
    }
  });

  test("says 404, links home and logs the path asked for", async ({ page }) => {
    const route = PLACEHOLDER_ROUTES[0]!;
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const response = await page.goto(route);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: t("notFoundHeading") })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(t("notFoundCode"));
    const home = page.getByRole("main").getByRole("link", { name: t("notFoundHome") });
    await expect(home).toHaveAttribute("href", "/");
    await expect.poll(() => errors.some((text) => text.includes(`non-existent route: ${route}`))).toBe(true);
    await home.click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("header links", () => {
  test("the top items of navigation.yaml, in order", async ({ page }) => {
    await page.goto("/");
    const topLinks = mainNav(page).locator(":scope > nav-menu > ul > li > a");
    await expect(topLinks).toHaveText(TOP_ITEMS);
  });

  test("menus link to every page and anchor navigation.yaml names", async ({ page }) => {
    await page.goto("/");
    const hrefs = await mainNav(page)
      .getByRole("link", { includeHidden: true })
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(expect.arrayContaining(MENU_LINKS));
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
  const menu = WITH_SUBMENU[0]!;
  const topLink = (page: Page, label = menu.label) => mainNav(page).getByRole("link", { name: label, exact: true });
  const menuItem = (page: Page) =>
    mainNav(page).locator("li", { has: page.getByRole("link", { name: menu.label, exact: true }) });
  const firstEntry = (page: Page) =>
    menuItem(page).getByRole("link", { name: new RegExp(escapeRegExp(menu.children![0]!.label)) });

  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  test("open on hover and close when the pointer leaves", async ({ page }) => {
    await expect(firstEntry(page)).toBeHidden();
    await topLink(page).hover();
    await expect(firstEntry(page)).toBeVisible();
    await topLink(page, WITHOUT_SUBMENU.label).hover();
    await expect(firstEntry(page)).toBeHidden();
  });

  test("open on keyboard focus, so every entry can be reached with Tab", async ({ page }) => {
    await topLink(page).focus();
    await expect(firstEntry(page)).toBeVisible();
    await page.keyboard.press("Tab"); // the submenu toggle
    await page.keyboard.press("Tab"); // the first entry
    await expect(firstEntry(page)).toBeFocused();
  });

  test("the toggle button opens and closes with aria-expanded; Escape closes", async ({ page }) => {
    const toggle = mainNav(page).getByRole("button", { name: new RegExp(`^${escapeRegExp(menu.label)}`) });
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

  const menuPanel = (page: Page) => page.getByRole("navigation", { name: t("mobileMenu"), exact: true });
  const openButton = (page: Page) => page.getByRole("button", { name: t("openMenu"), exact: true });

  test("opens with the menu button and lists only the top items", async ({ page }) => {
    await expect(mainNav(page)).toBeHidden();
    const open = openButton(page);
    await expect(open).toHaveAttribute("aria-expanded", "false");
    await open.click();
    const close = page.getByRole("button", { name: t("closeMenu"), exact: true });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(menuPanel(page)).toBeVisible();
    await expect(menuPanel(page).getByRole("listitem")).toHaveText(TOP_ITEMS);
    const entry = WITH_SUBMENU[0]!.children![0]!;
    await expect(menuPanel(page).locator(`a[href="${entry.href}"]`)).toHaveCount(0);
  });

  test("Escape closes it and returns focus to the button", async ({ page }) => {
    await openButton(page).click();
    await expect(menuPanel(page)).toBeVisible();
    await page.keyboard.press("Escape");
    const open = openButton(page);
    await expect(open).toHaveAttribute("aria-expanded", "false");
    await expect(menuPanel(page)).toBeHidden();
    await expect(open).toBeFocused();
  });

  test("a click outside closes it", async ({ page }) => {
    await openButton(page).click();
    const box = await menuPanel(page).boundingBox();
    expect(box).not.toBeNull();
    // Just below the panel, in the page's side margin: nothing there to activate.
    await page.mouse.click(4, box!.y + box!.height + 24);
    await expect(openButton(page)).toHaveAttribute("aria-expanded", "false");
    await expect(menuPanel(page)).toBeHidden();
  });

  test("a menu link navigates", async ({ page }) => {
    await openButton(page).click();
    await menuPanel(page).getByRole("link", { name: WITHOUT_SUBMENU.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(WITHOUT_SUBMENU.href)}$`));
  });
});

test("Book a Call opens the booking widget in a new tab", async ({ page }) => {
  await page.goto("/");
  const link = page.getByRole("banner").getByRole("link", { name: new RegExp(escapeRegExp(bookCall.label)) });
  await expect(link).toHaveAttribute("href", href(bookCall.href)!);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
});

test.describe("main footer", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  test("links to the main pages", async ({ page }) => {
    const nav = page.getByRole("contentinfo").getByRole("navigation", { name: t("footerNavigation") });
    const hrefs = await nav.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(footer.links.map((link) => link.href));
    await expect(nav.getByRole("link")).toHaveText(footer.links.map((link) => link.label));
  });

  test("has the named social links, each opening in a new tab", async ({ page }) => {
    const links = page.getByRole("contentinfo");
    for (const social of content.site.social) {
      const link = links.getByRole("link", { name: new RegExp(`^${escapeRegExp(social.label)}`) });
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute("href", social.href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
    }
  });

  test("links to the podcast", async ({ page }) => {
    const podcast = page
      .getByRole("contentinfo")
      .getByRole("link", { name: new RegExp(`^${escapeRegExp(footer.podcast.label)}`) });
    await expect(podcast).toHaveAttribute("href", href(footer.podcast.href)!);
    await expect(podcast).toHaveAttribute("target", "_blank");
  });

  test("has the legal links", async ({ page }) => {
    for (const link of footer.legal) {
      const shown = page
        .getByRole("contentinfo")
        .getByRole("link", { name: new RegExp(`^${escapeRegExp(link.label)}`) });
      await expect(shown).toHaveAttribute("href", href(link.href)!);
    }
  });

  test("has the Stay Connected form: name, e-mail and the button", async ({ page }) => {
    const box = page.getByRole("contentinfo");
    await expect(box.getByRole("heading", { name: footer.subscribe.heading })).toBeVisible();
    const form = box.locator("form");
    await expect(form.getByRole("textbox", { name: footer.subscribe.nameLabel })).toBeVisible();
    await expect(form.locator('input[type="email"]')).toHaveCount(1);
    await expect(form.locator('input[type="email"]')).toBeVisible();
    await expect(form.getByRole("button", { name: footer.subscribe.button })).toBeVisible();
  });

  test("shows the copyright year", async ({ page }) => {
    await expect(page.getByRole("contentinfo")).toContainText(`© ${content.site.copyrightYear}`);
  });
});

test("the skip link is the first stop and moves focus to the main content", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: t("skipToContent") });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});

// One page per template (TEMPLATES in routes.ts): whether content waits for a script is decided by the components.
test.describe("without JavaScript", () => {
  for (const route of TEMPLATES) {
    test(`${route} shows its content`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      await context.route(OTHER_HOSTS, (route) => route.abort());
      const page = await context.newPage();
      const response = await page.goto(route);
      expect(response?.status()).toBe(route === UNKNOWN ? 404 : 200);
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
      // The one exception is a CSS hover or focus reveal (the cards' hover overlays): it must
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
  // An anchor from the middle of the first submenu: down its page, with more page below it.
  const entries = WITH_SUBMENU[0]!.children!.filter((child) => child.href.includes("#"));
  const anchor = entries[Math.floor(entries.length / 2)]!.href;
  await page.goto(anchor);
  const target = page.locator(`#${anchor.split("#")[1]}`);
  await expect(target).toBeAttached();
  await expect
    .poll(async () => (await target.boundingBox())?.y ?? Number.NaN, { timeout: 5_000 })
    .toBeGreaterThanOrEqual(-2);
  await expect.poll(async () => (await target.boundingBox())?.y ?? Number.NaN, { timeout: 5_000 }).toBeLessThan(200);
});
