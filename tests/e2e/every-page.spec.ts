// Every page the sitemap lists, and the 404 page, at a phone (390 px) and a desktop (1440 px) width, each opened
// once and checked for everything that needs a real browser on every page:
//   - at 390 px, no React before the visitor does something (a phone's first screen, untouched);
//   - at 1440 px, scrolled to the bottom and every island woken as a visitor would;
//   - at both, no console error or warning, no uncaught exception, no failed or 4xx/5xx request of ours, no
//     Content Security Policy violation;
//   - one visible h1;
//   - an axe-core audit (WCAG 2.2 A/AA and best practices) of the settled page: zero violations.
// Other hosts (video, booking and form providers) are never fetched: their requests are aborted, and what they
// would log is not ours. Per-page markup (titles, links, headings, alt text, structured data) is checked on the
// built HTML in tests/dist, without a browser.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { watchCsp, scrollThrough } from "./csp";
import { hydrateAll, REACT, recordScripts } from "./islands";
import { sitemapPaths, UNKNOWN } from "./routes";

const isLocal = (url: string) => /^https?:\/\/127\.0\.0\.1[:/]/.test(url);

/** Starts recording every console error/warning, page error and failed or 4xx/5xx request of this site. */
function watchConsole(page: Page, notFound?: { url: string; path: string }) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error" && message.type() !== "warning") return;
    const { url } = message.location();
    // The 404 page logs the path asked for, and the browser may log the document's own 404 status.
    if (notFound && message.text().includes(`non-existent route: ${notFound.path}`)) return;
    if (notFound && url === notFound.url && /status of 404/.test(message.text())) return;
    // Messages about other hosts' addresses (aborted here) are not ours.
    if (url && !isLocal(url)) return;
    problems.push(`console.${message.type()}: ${message.text()}${url ? ` (${url})` : ""}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught ${error.name}: ${error.message}`));
  page.on("requestfailed", (request) => {
    if (isLocal(request.url())) problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on("response", (response) => {
    if (!isLocal(response.url()) || response.status() < 400) return;
    if (notFound && response.url() === notFound.url && response.status() === 404) return;
    problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

const PAGES = [...sitemapPaths(), UNKNOWN];

/** Counts this site's requests still under way, so a test can wait until every one has finished. */
function watchRequests(page: Page) {
  let inFlight = 0;
  const done = (request: { url(): string }) => {
    if (isLocal(request.url())) inFlight -= 1;
  };
  page.on("request", (request) => {
    if (isLocal(request.url())) inFlight += 1;
  });
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return () => inFlight;
}

const drawn = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

for (const width of [390, 1440]) {
  test.describe(`every page at ${width} px`, () => {
    // Content at rest: no fade-in mid-transition skewing the contrast checks.
    test.use({ viewport: { width, height: width > 800 ? 900 : 844 }, reducedMotion: "reduce" });

    for (const path of PAGES) {
      test(`${path}: quiet, one h1, no axe violations${width > 800 ? ", islands hydrate" : ", no React at first"}`, async ({
        page,
        baseURL,
      }) => {
        await page.route(
          (url) => !isLocal(url.href),
          (route) => route.abort(),
        );
        const status = path === UNKNOWN ? 404 : 200;
        const problems = watchConsole(page, status === 404 ? { url: new URL(path, baseURL).href, path } : undefined);
        const csp = await watchCsp(page);
        const scripts = recordScripts(page);
        const inFlight = watchRequests(page);

        // The desktop pass scrolls, wakes every island and waits for the requests it makes.
        const response = await page.goto(path, { waitUntil: "load" });
        expect(response?.status(), `${path} answers ${status}`).toBe(status);
        if (width < 800) {
          // On a phone's untouched first screen nothing hydrates. Every way an island can wake by itself has had
          // its chance once the page has been idle (client:idle) and drawn twice (client:visible, on the first
          // screen): whatever it then asks for is still in flight below, and is recorded.
          await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
          await drawn(page);
          await expect.poll(inFlight).toBe(0);
          expect(
            scripts.filter((script) => REACT.test(script)),
            "no React before the visitor does something",
          ).toEqual([]);
        } else {
          // Scrolled to the bottom (lazy media, fades) and every island woken as a visitor would.
          await scrollThrough(page);
          await hydrateAll(page);
          await drawn(page);
          await expect.poll(inFlight).toBe(0);
        }
        expect(problems, `${path} is quiet`).toEqual([]);
        expect(await csp.reports(), "no Content Security Policy violation").toEqual([]);

        await expect(page.locator("h1")).toHaveCount(1);
        await expect(page.locator("h1")).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  });
}
