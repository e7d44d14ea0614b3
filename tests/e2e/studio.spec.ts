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

test.describe("the studio on local files (npm run studio)", () => {
  test.describe.configure({ mode: "serial" });
  let studio: ChildProcess | undefined;
  const original = readFileSync(HOME);

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    studio = spawn(process.execPath, ["scripts/studio.mjs"], {
      cwd: root,
      env: { ...process.env, STUDIO_PORT: String(sitePort), STUDIO_PROXY_PORT: String(proxyPort) },
      stdio: "ignore",
      detached: true, // its own process group: afterAll stops astro dev and decap-server with it
    });
    await expect
      .poll(
        async () =>
          fetch(`${studioURL}/admin/config.yml`)
            .then((response) => response.status)
            .catch(() => 0),
        { timeout: 110_000 },
      )
      .toBe(200);
  });

  test.afterAll(() => {
    writeFileSync(HOME, original);
    if (studio?.pid) process.kill(-studio.pid, "SIGTERM");
  });

  async function openHomeHero(page: Page) {
    await page.goto(`${studioURL}/admin#/collections/pages/entries/home`);
    // Local mode: the sign-in button lets you straight in, no GitHub account.
    await page.getByRole("button", { name: "Login" }).click();
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

  test("changing the home headline saves home.yaml and the page shows it", async ({ page }) => {
    test.setTimeout(120_000);
    const before = heroHeading();
    const after = `${before} (edited in the studio)`;
    const heading = await openHomeHero(page);
    await expect(heading).toHaveValue(before);
    await heading.fill(after);
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Publish now").click();

    await expect.poll(heroHeading, { timeout: 15_000 }).toBe(after);
    // The content layer accepts the studio's file: the page is rebuilt with the new headline.
    await expect
      .poll(
        async () => {
          await page.goto(`${studioURL}/`);
          return page.getByRole("heading", { level: 1 }).textContent();
        },
        { timeout: 60_000 },
      )
      .toContain(after);
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
