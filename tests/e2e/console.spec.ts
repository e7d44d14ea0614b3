// No console error or warning, no uncaught exception and no failed request on any page: every
// route, a blog post and the 404 page, scrolled to the bottom (lazy media, client:visible
// islands) with every island hydrated (client:interaction islands are woken as a visitor would).
// Other hosts (video, booking and form providers) are answered with an empty 204 here, so
// anything that fails is ours.
import { expect, test, type Page } from "@playwright/test";
import { ROUTES } from "./routes";

const UNKNOWN = "/page-that-does-not-exist";
const isLocal = (url: string) => /^https?:\/\/127\.0\.0\.1[:/]/.test(url);

interface Trouble {
  problems: string[];
  /** On the 404 page: the document's own URL, whose 404 is expected, and the path it logs. */
  notFound?: { url: string; path: string };
}

/** Starts recording every console error/warning, page error and failed or 4xx/5xx local request. */
async function watch(page: Page): Promise<Trouble> {
  const trouble: Trouble = { problems: [] };
  await page.route(
    (url) => !isLocal(url.href),
    (route) => route.fulfill({ status: 204, body: "" }),
  );
  page.on("console", (message) => {
    if (message.type() !== "error" && message.type() !== "warning") return;
    const { url } = message.location();
    if (trouble.notFound && isExpectedOn404(message.text(), url, trouble.notFound)) return;
    // Messages from other hosts' code are not ours (none run: their requests get an empty 204).
    if (url && !isLocal(url)) return;
    trouble.problems.push(`console.${message.type()}: ${message.text()}${url ? ` (${url})` : ""}`);
  });
  page.on("pageerror", (error) => trouble.problems.push(`uncaught ${error.name}: ${error.message}`));
  page.on("requestfailed", (request) => {
    if (!isLocal(request.url())) return;
    trouble.problems.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? "unknown"})`);
  });
  page.on("response", (response) => {
    if (!isLocal(response.url()) || response.status() < 400) return;
    if (response.url() === trouble.notFound?.url && response.status() === 404) return;
    trouble.problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return trouble;
}

/** The 404 page logs the path asked for (SPEC: "It logs the attempted path to the console"), and
 *  the browser may log the document's own 404 status. Nothing else is expected there. */
function isExpectedOn404(text: string, url: string, notFound: { url: string; path: string }) {
  if (text.includes(`non-existent route: ${notFound.path}`)) return true;
  return url === notFound.url && /status of 404/.test(text);
}

/** Scrolls down a screen at a time to the bottom, so lazy images and client:visible islands load. */
async function scrollToBottom(page: Page) {
  await page.evaluate(async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 100));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await pause();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await pause();
  });
}

/** Wakes every client:interaction island the way a visitor's pointer would, then waits until
 *  Astro has hydrated every island (it removes `ssr` once the component runs in the browser). */
async function hydrateIslands(page: Page) {
  await page.evaluate(() => {
    for (const island of document.querySelectorAll('astro-island[client="interaction"]')) {
      island.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
    }
  });
  // client:media islands wait for their media query, which this viewport may not match.
  const pending = page.locator('astro-island[ssr]:not([client="media"])');
  await expect(pending, "every island hydrates").toHaveCount(0, { timeout: 15_000 });
}

async function expectQuietPage(page: Page, path: string, status = 200) {
  const trouble = await watch(page);
  if (status === 404) trouble.notFound = { url: new URL(path, test.info().project.use.baseURL).href, path };
  const response = await page.goto(path);
  expect(response?.status(), `${path} answers ${status}`).toBe(status);
  await scrollToBottom(page);
  await hydrateIslands(page);
  await page.waitForLoadState("networkidle");
  expect(trouble.problems, `${path} is quiet`).toEqual([]);
}

test.describe("no console errors or failed requests", () => {
  for (const path of ROUTES) {
    test(`${path}`, async ({ page }) => {
      await expectQuietPage(page, path);
    });
  }

  test("a blog post", async ({ page, request }) => {
    const blog = await (await request.get("/blog")).text();
    const post = /href="(\/blog\/[^"#?]+)"/.exec(blog)?.[1];
    expect(post, "the blog lists a post").toBeDefined();
    await expectQuietPage(page, post!);
  });

  test("the 404 page", async ({ page }) => {
    await expectQuietPage(page, UNKNOWN, 404);
  });
});
