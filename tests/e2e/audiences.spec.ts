// The audience pages and /resources in a browser: arriving at their anchors, the Go Back link (history when the
// visitor came from this site, its fallback otherwise, a plain link without JavaScript), the five-pillar diagram
// as a phone shows it, and the app buttons that follow the visitor's device. Every heading, card and button the
// content files give these pages, with its address and new-tab rule, is checked on the built HTML
// (tests/dist/pages.test.ts); axe and the console by every-page.spec.ts; reflow by reflow.spec.ts.
import { expect, test, type Page } from "@playwright/test";
import { content, escapeRegExp, type AnySection } from "../content";

const IPHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

test.beforeEach(async ({ page }) => {
  // Never reach the outside world: only the preview server answers.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
});

const main = (page: Page) => page.getByRole("main");
const sections = (id: string): AnySection[] => Object.values(content.page(id).sections);

test("/who-we-serve: arriving at each block's anchor brings it into view", async ({ page }) => {
  const ids = sections("who-we-serve").flatMap((section) => (section.id ? [section.id] : []));
  expect(ids.length).toBeGreaterThan(0);
  for (const id of ids) {
    // Each arrival a fresh page load, as from a link elsewhere: going from one #anchor to the next in the same
    // document would start a second smooth scroll while the first may still be running, and the two race.
    await page.goto("about:blank");
    await page.goto(`/who-we-serve#${id}`);
    await expect(page.locator(`#${id} :is(h2, h3)`).first()).toBeInViewport();
  }
});

test.describe("/for-companies: Go Back", () => {
  const back = content.page("for-companies").section("back").actions![0]!;
  const goBack = (page: Page) => main(page).getByRole("link", { name: back.label });

  test("comes before the page's heading and falls back to its link when the page was opened directly", async ({
    page,
  }) => {
    await page.goto("/for-companies");
    const [backTop, h1Top] = await Promise.all([
      goBack(page).evaluate((el) => el.getBoundingClientRect().top),
      page.getByRole("heading", { level: 1 }).evaluate((el) => el.getBoundingClientRect().top),
    ]);
    expect(backTop).toBeLessThan(h1Top);
    await goBack(page).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(back.href)}$`));
  });

  test("returns to the exact place the visitor came from on this site", async ({ page, baseURL }) => {
    // A block further down another page, as when a visitor follows a card's link from there.
    const id = sections("who-we-serve").findLast((section) => section.id)!.id!;
    const from = `/who-we-serve#${id}`;
    await page.goto(from);
    await page.goto("/for-companies", { referer: new URL(from, baseURL).href });
    await goBack(page).click();
    // The fallback link would lose the anchor; history keeps it.
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(from)}$`));
    await expect(page.locator(`#${id} :is(h2, h3)`).first()).toBeInViewport();
  });

  test("steps back to any page of the site, by a link on it", async ({ page }) => {
    // A link to /for-companies from a page other than the fallback's.
    await page.goto("/employee-wellness");
    const link = main(page).locator('a[href="/for-companies"]').first();
    if ((await link.count()) > 0) await link.click();
    else await page.goto("/for-companies", { referer: page.url() });
    await expect(page).toHaveURL(/\/for-companies$/);
    await goBack(page).click();
    await expect(page).toHaveURL(/\/employee-wellness$/);
  });

  test("ignores visitors arriving from another site", async ({ page }) => {
    await page.goto("/for-investors");
    await page.goto("/for-companies", { referer: "https://www.example.org/article" });
    await goBack(page).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(back.href)}$`));
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("is still a working link", async ({ page }) => {
      await page.goto("/for-companies");
      await goBack(page).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(back.href)}$`));
    });
  });
});

test.describe("/employee-wellness: the pillars", () => {
  const pillars = content.page("employee-wellness").section("pillars");
  const names = pillars.items!.map((item) => item.title);
  const diagram = (page: Page) => main(page).getByRole("img", { name: pillars.heading });

  test("a labelled diagram with real text, and the same pillars as a list", async ({ page }) => {
    await page.goto("/employee-wellness");
    await expect(diagram(page)).toBeVisible();
    await expect(diagram(page)).toHaveAccessibleName(`${pillars.heading}: ${names.join(", ")}`);
    for (const name of names) await expect(diagram(page).getByText(name, { exact: true })).toBeVisible();
    const list = main(page)
      .getByRole("list")
      .filter({ has: page.getByRole("heading", { name: names[0]!, exact: true }) });
    await expect(list.getByRole("heading", { level: 3 })).toHaveText(names);
  });

  test("on a phone each pillar's name is at least 13 px, on a plate the dashed ring passes behind", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/employee-wellness");
    for (const name of names) {
      const label = diagram(page).getByText(name, { exact: true });
      const { size, background } = await label.evaluate((element) => {
        const style = getComputedStyle(element);
        return { size: parseFloat(style.fontSize), background: style.backgroundColor };
      });
      expect(size, name).toBeGreaterThanOrEqual(13);
      expect(background, name).not.toBe("rgba(0, 0, 0, 0)");
    }
  });
});

test.describe("the app buttons follow the device", () => {
  // Every "@appStore" button of /resources: Google Play in the HTML, the App Store on an iPhone.
  const appButtons = sections("resources").flatMap((section) =>
    (section.actions ?? []).filter((action) => action.href === "@appStore"),
  );
  const { appStoreApple, appStoreGoogle } = content.site.links;

  test("Google Play elsewhere, with the App Store address ready", async ({ page }) => {
    await page.goto("/resources");
    for (const action of appButtons) {
      for (const link of await main(page).getByRole("link", { name: action.label }).all()) {
        await expect(link).toHaveAttribute("href", appStoreGoogle);
        await expect(link).toHaveAttribute("data-apple-href", appStoreApple);
      }
    }
  });

  test.describe("on an iPhone", () => {
    test.use({ userAgent: IPHONE_UA });
    test("the App Store", async ({ page }) => {
      await page.goto("/resources");
      for (const action of appButtons) {
        for (const link of await main(page).getByRole("link", { name: action.label }).all()) {
          await expect(link).toHaveAttribute("href", appStoreApple);
          await expect(link).toHaveAttribute("target", "_blank");
        }
      }
    });
  });
});
