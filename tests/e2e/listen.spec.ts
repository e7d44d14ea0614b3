// The listening and learning pages in a browser: the podcast footer's app badges drawn the same size, a blog card
// that opens its post from anywhere on the card, and the footer's anchors landing on the hub's sections. What
// these pages list (episodes, videos, posts, dates, Listen buttons, the footer's links) is checked on the built
// HTML against the content folders (tests/dist/listen.test.ts); axe by every-page.spec.ts.
import { expect, test, type Page } from "@playwright/test";
import { content, escapeRegExp } from "../content";

test.beforeEach(async ({ page, baseURL }) => {
  // Only the preview server answers; anything else would be a request to the internet.
  await page.route(
    (url) => !url.href.startsWith(baseURL!),
    (route) => route.abort(),
  );
});

const podcastFooter = (page: Page) => page.getByRole("contentinfo");
const badge = (page: Page, store: "apple" | "google") =>
  podcastFooter(page).getByRole("link", {
    name: new RegExp(`^${escapeRegExp(content.navigation.podcastFooter.badges.find((b) => b.store === store)!.label)}`),
  });

for (const width of [390, 1440]) {
  test(`the footer's two app badges match in size at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/podcast");
    const apple = await badge(page, "apple").boundingBox();
    const google = await badge(page, "google").boundingBox();
    expect(apple && google).toBeTruthy();
    // "Download on the App Store" used to leave "Store" alone on a second line, making that badge taller and wider.
    expect(Math.abs(apple!.height - google!.height)).toBeLessThan(1);
    expect(Math.abs(apple!.width - google!.width)).toBeLessThan(1);
  });
}

test("a blog card opens its post from anywhere on the card", async ({ page }) => {
  await page.goto("/blog");
  const [newest] = content.posts;
  const first = page.locator("#posts").getByRole("listitem").first();
  await first.getByRole("article").click({ position: { x: 40, y: 40 } });
  await expect(page).toHaveURL(new RegExp(`/blog/${newest!.id}$`));
});

test("the footer's anchors land on the hub's sections", async ({ page }) => {
  const anchor = content.navigation.podcastFooter.anchors.at(-2)!;
  await page.goto("/podcast");
  await podcastFooter(page).locator(`a[href="${anchor.href}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(anchor.href)}$`));
  await expect(page.locator(`#${anchor.href.split("#")[1]}`)).toBeInViewport();
});
