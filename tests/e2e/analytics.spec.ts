// Visitor counts switched on: the build of `npm run build:analytics-test` (dist-analytics/, analytics on through the
// test variable, site.yaml untouched). Playwright answers every request itself: the site from that folder, and the
// provider's host with a stand-in for Plausible's script that posts each event to the same host, as the real one
// does. Any other host is refused, so no test reaches the network. With analytics off (the usual build) nothing of it
// is in the pages: tests/dist/analytics.test.ts.
import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, join } from "node:path";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { TEST_ANALYTICS, TEST_ANALYTICS_DIST } from "../../scripts/build-analytics-test.mjs";
import { STUDIO_PAGE } from "../../src/integrations/studio.mjs";
import { EVENTS } from "../../src/lib/analytics";
import { content } from "../content";
import { filesIn, KB, readBuild } from "../../scripts/budgets.mjs";

const ROOT = join(process.cwd(), TEST_ANALYTICS_DIST);
/** The site's address in these tests (its pages come from ROOT). */
const SITE = "http://endevo.test";
const PROVIDER = new URL(TEST_ANALYTICS.script).origin;
const TYPES: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".xml": "application/xml",
};

/** Plausible's script in miniature: takes the queue, counts the page view, posts every event to its own host. */
const STAND_IN = `(() => {
  const me = document.currentScript;
  const queue = (window.plausible && window.plausible.q) || [];
  const send = (n, options) => fetch(new URL(me.src).origin + "/api/event", {
    method: "POST", keepalive: true,
    body: JSON.stringify({ n, d: me.getAttribute("data-domain"), u: location.href, p: options && options.props }),
  });
  window.plausible = send;
  send("pageview");
  for (const args of queue) send(...args);
})();`;

interface Sent {
  n: string;
  d: string;
  p?: Record<string, string>;
}

/** Serves the site and the provider in this browser context; returns what reached the provider. */
async function serve(context: BrowserContext) {
  const provider: string[] = [];
  const events: Sent[] = [];
  const elsewhere: string[] = [];
  await context.route("**/*", async (route) => {
    const url = new URL(route.request().url());
    if (url.origin === SITE) {
      const path = decodeURIComponent(url.pathname);
      const file = [path, `${path}.html`, `${path}/index.html`]
        .map((candidate) => join(ROOT, candidate))
        .find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
      return route.fulfill(
        file
          ? { body: readFileSync(file), contentType: TYPES[extname(file)] ?? "application/octet-stream" }
          : { status: 404, path: join(ROOT, "404.html"), contentType: "text/html" },
      );
    }
    if (url.origin === PROVIDER) {
      provider.push(url.href);
      if (url.href === TEST_ANALYTICS.script) return route.fulfill({ body: STAND_IN, contentType: "text/javascript" });
      events.push(JSON.parse(route.request().postData() ?? "{}") as Sent);
      return route.fulfill({ status: 202, body: "ok" });
    }
    elsewhere.push(url.href);
    return route.abort();
  });
  return { provider, events, elsewhere };
}

/** Links that open another site stay on this page (their click still counts): no new tab to another host. */
async function keepLinksHere(page: Page) {
  await page.addInitScript(() =>
    addEventListener("click", (event) => {
      if (event.target instanceof Element && event.target.closest("a[target=_blank], a[href^='mailto:']"))
        event.preventDefault();
    }),
  );
}

test.beforeAll(() => {
  expect(existsSync(join(ROOT, "index.html")), "run `npm run build:analytics-test` first").toBe(true);
});

test("the page loads the provider's script from exactly the configured address, and the policy allows only that host", async ({
  page,
  context,
}) => {
  const { provider, events, elsewhere } = await serve(context);
  await page.goto(`${SITE}/`);
  await expect.poll(() => events.map((event) => event.n)).toEqual(["pageview"]);
  expect(events[0]?.d).toBe(TEST_ANALYTICS.domain);
  const script = page.locator(`script[src="${TEST_ANALYTICS.script}"]`);
  await expect(script).toHaveCount(1);
  expect(await script.evaluate((element: HTMLScriptElement) => element.defer)).toBe(true);
  expect(provider).toContain(TEST_ANALYTICS.script);
  expect(elsewhere).toEqual([]);

  const policy = (await page.locator('meta[http-equiv="content-security-policy"]').getAttribute("content")) ?? "";
  const hosts = (directive: string) =>
    (policy.match(new RegExp(`(?:^|;)\\s*${directive} ([^;]*)`))?.[1] ?? "")
      .split(/\s+/)
      .filter((source) => /^https?:/.test(source));
  expect(hosts("script-src")).toEqual([PROVIDER]);
  expect(hosts("connect-src")).toEqual([PROVIDER]);
  expect(await context.cookies()).toEqual([]);
});

test("the actions that matter are counted, each under its own name", async ({ page, context }) => {
  const { events, elsewhere } = await serve(context);
  await keepLinksHere(page);
  const counted = () => events.filter((event) => event.n !== "pageview");
  const click = async (href: string) => page.locator(`a[href="${href}"]:visible`).first().click();

  await page.goto(`${SITE}/`);
  await expect.poll(() => events.length).toBe(1);
  await click(content.site.links.assessment);
  await click(content.site.links.booking);
  await click(content.site.links.appStoreGoogle); // "Get the App" before the store script picks the device's store
  await click(content.site.links.podcast);
  await expect
    .poll(() => counted().map((event) => event.n))
    .toEqual([EVENTS.assessment, EVENTS.booking, EVENTS.appStore, EVENTS.podcast]);

  // Stay Connected, in the footer.
  const form = page.locator("subscribe-form form");
  await form.locator('input[name="name"]').fill("A visitor");
  await form.locator('input[name="email"]').fill("visitor@example.com");
  await form.locator('button[type="submit"]').click();
  await expect.poll(() => counted().at(-1)?.n).toBe(EVENTS.subscribe);
  // No personal data: what was typed is never sent.
  expect(JSON.stringify(events)).not.toContain("visitor@example.com");

  // A partner offer, in the directory of every offer.
  const [offer] = content.offers;
  await page.goto(`${SITE}/trusted-experts`);
  await click(offer!.url);
  await expect.poll(() => counted().at(-1)).toMatchObject({ n: EVENTS.partner, p: { partner: offer!.name } });
  // Links within the site count as nothing.
  const before = counted().length;
  await page.locator('a[href="/"]').first().click();
  await expect(page).toHaveURL(`${SITE}/`);
  await expect.poll(() => events.filter((event) => event.n === "pageview").length).toBe(3);
  expect(counted()).toHaveLength(before);
  // Besides the provider, only the scheduling form's frame (loaded as the footer's neighbour scrolls into view).
  const scheduling = new URL(content.site.links.schedulingForm).origin;
  expect(elsewhere.filter((url) => !url.startsWith(`${scheduling}/`))).toEqual([]);
  expect(await context.cookies()).toEqual([]);
});

for (const [signal, define] of [
  [
    "Global Privacy Control",
    () => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
  ],
  ["Do Not Track", () => Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" })],
] as const) {
  test(`with ${signal}, nothing of the provider loads and nothing is counted`, async ({ page, context }) => {
    const { provider, elsewhere } = await serve(context);
    await keepLinksHere(page);
    await page.addInitScript(define);
    await page.goto(`${SITE}/`, { waitUntil: "networkidle" });
    // The site's own loader ran (its settings are in the page) and stopped there.
    await expect(page.locator("#analytics-settings")).toHaveCount(1);
    await page.locator(`a[href="${content.site.links.assessment}"]:visible`).first().click();
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => "plausible" in window)).toBe(false);
    await expect(page.locator(`script[src="${TEST_ANALYTICS.script}"]`)).toHaveCount(0);
    expect(provider).toEqual([]);
    expect(elsewhere).toEqual([]);
  });
}

test("with analytics on, every page still runs at most 4 KB of JavaScript before any interaction", () => {
  const { costOf } = readBuild(ROOT, process.cwd());
  const pages = filesIn(ROOT, ".html").filter((page) => page !== STUDIO_PAGE);
  expect(pages).toContain("index.html");
  const over = pages
    .map((page) => ({ page, js: costOf(page).js }))
    .filter(({ js }) => js > 4 * KB)
    .map(({ page, js }) => `${page}: ${(js / KB).toFixed(1)} KB`);
  expect(over).toEqual([]);
});
