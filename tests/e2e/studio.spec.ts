// The editors' studio (/admin), as an editor uses it: `npm run studio` (the site in `astro dev` and
// decap-server on the local files), sign in, change the home page's headline, publish; the file in
// src/content changes and the page shows the new headline. The file is put back afterwards, whatever
// happens. The built studio page (dist/admin.html) is checked too: not indexed, not in the sitemap, its
// own policy, the CMS served from the site itself.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { load } from "js-yaml";
import { STUDIO_PAGE, studioPolicy } from "../../src/integrations/studio.mjs";

const root = process.cwd();
const HOME = join(root, "src/content/pages/home.yaml");
// Beside the suite's own port: the studio's site and decap-server.
const sitePort = Number(process.env.E2E_PORT ?? 4321) + 2;
const proxyPort = sitePort + 1;
const studioURL = `http://127.0.0.1:${sitePort}`;

const heroHeading = () =>
  (load(readFileSync(HOME, "utf8")) as { sections: { hero: { heading: string } } }).sections.hero.heading;

/** The status a server answers with, or 0 when nothing listens. */
const status = (url: string, init?: RequestInit) =>
  fetch(url, init).then(
    (response) => response.status,
    () => 0,
  );
/** What the studio needs before an editor opens it: the site's config.yml and decap-server's API. */
const servers = async () => [
  await status(`${studioURL}/admin/config.yml`),
  // Decap asks the same question at start-up; without an answer it falls back to GitHub's sign-in.
  await status(`http://127.0.0.1:${proxyPort}/api/v1`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ action: "info" }),
  }),
];

test.describe("the studio on local files (npm run studio)", () => {
  test.describe.configure({ mode: "serial" });
  let studio: ChildProcess | undefined;
  let stopped: Promise<unknown> | undefined;
  const original = readFileSync(HOME);

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    // Nothing may answer yet (a previous run's servers still stopping): this run would talk to them.
    await expect.poll(servers, { timeout: 30_000 }).toEqual([0, 0]);
    studio = spawn(process.execPath, ["scripts/studio.mjs"], {
      cwd: root,
      env: { ...process.env, STUDIO_PORT: String(sitePort), STUDIO_PROXY_PORT: String(proxyPort) },
      stdio: "ignore",
      detached: true, // its own process group: afterAll stops astro dev and decap-server with it
    });
    stopped = new Promise((resolve) => studio!.once("exit", resolve));
    await expect.poll(servers, { timeout: 120_000 }).toEqual([200, 200]);
  });

  test.afterAll(async () => {
    writeFileSync(HOME, original);
    if (studio?.pid) process.kill(-studio.pid, "SIGTERM");
    // Both servers gone before the next run (another repetition) starts its own on the same ports.
    await stopped;
    await expect.poll(servers, { timeout: 30_000 }).toEqual([0, 0]);
  });

  async function openHomeHero(page: Page) {
    await page.goto(`${studioURL}/admin#/collections/pages/entries/home`);
    // Local mode: the sign-in button lets you straight in, no GitHub account ("Login with GitHub" would
    // mean the studio did not find decap-server).
    await page.getByRole("button", { name: "Login", exact: true }).click();
    const hero = page.locator('[id^="hero-field-"]');
    await hero.getByRole("button", { name: "Expand" }).first().click();
    return hero.getByLabel("Heading", { exact: true });
  }

  test("a field refused by the schema is refused by the studio, and the file is left alone", async ({ page }) => {
    test.setTimeout(90_000);
    const heading = await openHomeHero(page);
    await heading.fill("");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Publish now").click();
    await expect(page.getByText(/Heading is required/i).first()).toBeVisible();
    expect(readFileSync(HOME).equals(original)).toBe(true);
  });

  test("on a phone the editor fits the screen: every field full width, Publish in reach", async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const heading = await openHomeHero(page);
    await expect(heading).toBeVisible();
    const publish = page.getByRole("button", { name: "Publish" });
    await expect(publish).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const field = (await heading.boundingBox())!;
    expect(field.x).toBeGreaterThanOrEqual(0);
    expect(field.x + field.width).toBeLessThanOrEqual(390);
    expect(field.width).toBeGreaterThan(390 * 0.7); // the width of the screen, not half of it beside the preview
    // The toolbar, grown to several rows here, covers no field: at the top of the page the first one is below it.
    await page.evaluate(() => window.scrollTo(0, 0));
    const toolbar = (await publish.locator("xpath=ancestor::*[contains(@class, '-ToolbarContainer')]").boundingBox())!;
    const fields = (await page.locator('[class*="-ControlPaneContainer"]').first().boundingBox())!;
    expect(fields.y).toBeGreaterThanOrEqual(toolbar.y + toolbar.height);
  });

  test("changing the home headline saves home.yaml and the page shows it", async ({ page, context }) => {
    test.setTimeout(120_000);
    const before = heroHeading();
    const after = `${before} (edited in the studio)`;
    // The site in another tab, as an editor keeps it: astro dev reloads it when a content file changes.
    const site = await context.newPage();
    const connected = site.waitForEvent("console", (message) => message.text().includes("[vite] connected"));
    await site.goto(`${studioURL}/`);
    await connected;
    await expect(site.getByRole("heading", { level: 1 })).toContainText(before);

    const heading = await openHomeHero(page);
    await expect(heading).toHaveValue(before);
    await heading.fill(after);
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Publish now").click();
    // The studio's saved state, then the file decap-server wrote.
    await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 30_000 });
    await expect.poll(heroHeading, { timeout: 30_000 }).toBe(after);
    // The content layer accepts the studio's file and astro dev reloads the open page with the new headline.
    // No reloading here: a request while astro dev swaps its content store can keep the old copy until the
    // next change, so the page is only loaded again when the server says so.
    await expect(site.getByRole("heading", { level: 1 })).toContainText(after, { timeout: 60_000 });
  });
});

test.describe("the built studio page", () => {
  const dist = join(root, "dist");

  test("is not indexed, not in the sitemap, and has its own policy", () => {
    const html = readFileSync(join(dist, STUDIO_PAGE), "utf8");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain(`content="${studioPolicy()}"`);
    // Production builds have no local proxy in the policy or the configuration.
    expect(studioPolicy()).not.toMatch(/127\.0\.0\.1|localhost/);
    expect(readFileSync(join(dist, "admin/config.yml"), "utf8")).not.toContain("local_backend");
    const sitemaps = ["sitemap-index.xml", "sitemap-0.xml"].map((file) => readFileSync(join(dist, file), "utf8"));
    for (const sitemap of sitemaps) expect(sitemap).not.toContain("/admin");
  });

  test("loads the CMS from the site itself, with no request to another host", async ({ page }) => {
    const outside: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (!["127.0.0.1", "localhost"].includes(url.hostname) && url.protocol !== "data:") outside.push(request.url());
    });
    const refused: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    expect(existsSync(join(dist, "admin/decap-cms.js"))).toBe(true);
    await page.goto(`/${STUDIO_PAGE.replace(/\.html$/, "")}`);
    // The GitHub sign-in screen: the configuration loaded and passed Decap's checks.
    await expect(page.getByRole("button", { name: /Login with GitHub/i })).toBeVisible({ timeout: 30_000 });
    expect(outside).toEqual([]);
    expect(refused).toEqual([]);
  });
});
