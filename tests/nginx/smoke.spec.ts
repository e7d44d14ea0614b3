// The site as nginx serves it with deploy/nginx.conf (`npm run test:nginx`):
// status codes, clean URLs, the 404 page, response headers, caching and
// compression are the real ones, and the policy arrives as a header.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type APIResponse } from "@playwright/test";
import { STATIC_HEADER_POLICY, parseHeaders } from "../../src/integrations/security-policy.mjs";
import { STUDIO_PATH, studioPolicy } from "../../src/integrations/studio.mjs";
import { scrollThrough, watchCsp } from "../e2e/csp";
import { PLACEHOLDER_ROUTES, ROUTES } from "../e2e/routes";

const NOT_FOUND = "Oops! Page not found";
const OTHER_HOSTS = /^https?:\/\/(?!127\.0\.0\.1[:/])/;
const built = parseHeaders(readFileSync(join(process.cwd(), "dist", "_headers"), "utf8"));
const expected = new Map(
  built.find((rule) => rule.path === "/*")!.headers.map(([name, value]) => [name.toLowerCase(), value]),
);
/** The site's policy, as the build wrote it for every page. */
const sitePolicy = new Map(built.find((rule) => rule.path === "/")!.headers).get("Content-Security-Policy")!;

/** Every Content-Security-Policy header of a response (browsers enforce each). */
const policiesOf = (response: APIResponse) =>
  response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === "content-security-policy")
    .map(({ value }) => value)
    .sort();

test.describe("pages", () => {
  for (const route of ROUTES) {
    test(`${route} answers 200 with the page, the headers and gzip`, async ({ request }) => {
      const response = await request.get(route, { headers: { "Accept-Encoding": "gzip" }, maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(headers["content-encoding"]).toBe("gzip");
      expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
      for (const [name, value] of expected)
        if (name !== "content-security-policy") expect(headers[name], name).toBe(value);
      // The baseline every response gets, and the site's policy: both enforced, so the site's.
      expect(policiesOf(response)).toEqual([STATIC_HEADER_POLICY, sitePolicy].sort());
      const html = await response.text();
      expect(html).not.toContain(NOT_FOUND);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    });
  }

  test("a blog post is served at its clean address", async ({ request }) => {
    const response = await request.get("/blog/digital-asset-inventory", { maxRedirects: 0 });
    expect(response.status()).toBe(200);
  });

  test("other addresses for a page redirect to its one address", async ({ request }) => {
    for (const [from, to] of [
      ["/plan.html", "/plan"],
      ["/plan/", "/plan"],
      ["/index.html", "/"],
      ["/solution.html?x=1", "/solution?x=1"],
    ]) {
      const response = await request.get(from!, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers()["location"], from).toBe(to);
    }
  });
});

test.describe("404", () => {
  for (const path of [
    ...PLACEHOLDER_ROUTES,
    "/no-such-page",
    "/plan/extra",
    "/_astro/missing.js",
    "/404.html",
    "/404",
  ]) {
    test(`${path} answers 404 with the 404 page`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      expect(response.headers()["content-type"]).toBe("text/html; charset=utf-8");
      // The baseline policy; the 404 page's own <meta> carries the rest of the site's.
      expect(policiesOf(response)).toEqual([STATIC_HEADER_POLICY]);
      expect(response.headers()["cache-control"]).toBeUndefined();
      expect(await response.text()).toContain(NOT_FOUND);
    });
  }

  test("the build's notes for hosts are not served", async ({ request }) => {
    for (const path of ["/_headers", "/_nginx/headers.conf"]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});

test.describe("assets", () => {
  test("hashed /_astro files are cached for a year, immutable; text is compressed", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const assets = [...html.matchAll(/(?:href|src)="(\/_astro\/[^"]+\.(?:css|js|woff2))"/g)].map(([, path]) => path!);
    expect(assets.some((path) => path.endsWith(".css"))).toBe(true);
    expect(assets.some((path) => path.endsWith(".js"))).toBe(true);
    for (const path of new Set(assets)) {
      const response = await request.get(path, { headers: { "Accept-Encoding": "gzip" } });
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      expect(headers["cache-control"], path).toBe("public, max-age=31536000, immutable");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      if (path.endsWith(".woff2")) expect(headers["content-type"]).toBe("font/woff2");
      // Files under gzip_min_length (256 bytes) gain nothing from compression.
      else if ((await response.body()).length > 256) expect(headers["content-encoding"], path).toBe("gzip");
    }
  });

  test("other files get the security headers and correct types", async ({ request }) => {
    const response = await request.get("/favicon.svg");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/svg+xml");
    expect(response.headers()["strict-transport-security"]).toBe(expected.get("strict-transport-security"));
  });
});

test.describe("the editors' studio", () => {
  test("/admin gets the studio's policy, never the site's, and is not indexed or kept", async ({ request }) => {
    const response = await request.get(STUDIO_PATH, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/html; charset=utf-8");
    expect(policiesOf(response)).toEqual([STATIC_HEADER_POLICY, `${studioPolicy()}; frame-ancestors 'none'`].sort());
    expect(policiesOf(response)).not.toContain(sitePolicy);
    expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(response.headers()["cache-control"]).toBe("no-cache");
    for (const [name, value] of expected)
      if (name !== "content-security-policy") expect(response.headers()[name], name).toBe(value);
    // Its files: not indexed, checked at every visit; no page's policy either.
    const config = await request.get(`${STUDIO_PATH}/config.yml`);
    expect(config.status()).toBe(200);
    expect(config.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(config.headers()["cache-control"]).toBe("no-cache");
    expect(policiesOf(config)).toEqual([STATIC_HEADER_POLICY]);
  });

  test("the studio loads under nginx's two policies (baseline and its own) with no violation", async ({
    page,
    context,
  }) => {
    await context.route(OTHER_HOSTS, (route) => route.abort());
    const csp = await watchCsp(page);
    await page.goto(STUDIO_PATH);
    // The GitHub sign-in screen: the CMS ran (AJV needs 'unsafe-eval') and its styles applied.
    await expect(page.getByRole("button", { name: /Login with GitHub/i })).toBeVisible({ timeout: 30_000 });
    expect(await csp.reports()).toEqual([]);
  });
  test("GitHub sign-in: the sign-in window can hand its token back to the studio (Cross-Origin-Opener-Policy)", async ({
    page,
    context,
  }) => {
    // A stand-in for the sign-in service's last page: it greets the studio through window.opener and answers with a
    // token, as Decap's GitHub sign-in does. A policy of "same-origin" on /admin would cut that link.
    const signIn = `<!doctype html><script>
      addEventListener("message", (event) => opener.postMessage(
        'authorization:github:success:{"token":"stand-in-token","provider":"github"}', event.origin));
      opener.postMessage("authorizing:github", "*");
    </script>`;
    const github: string[] = [];
    await context.route(OTHER_HOSTS, (route) => {
      const request = route.request();
      if (request.resourceType() === "document") return route.fulfill({ contentType: "text/html", body: signIn });
      if (new URL(request.url()).hostname === "api.github.com") github.push(request.headers()["authorization"] ?? "");
      return route.abort();
    });
    await page.goto(STUDIO_PATH);
    await page.getByRole("button", { name: /Login with GitHub/i }).click();
    // The studio received the token and used it: its first call to GitHub carries it.
    await expect.poll(() => github).toContainEqual(expect.stringContaining("stand-in-token"));
  });
});

test.describe("the policy as a header", () => {
  test.beforeEach(async ({ context }) => {
    await context.route(OTHER_HOSTS, (route) => route.abort());
  });

  test("the home page runs with no violation", async ({ page }) => {
    const csp = await watchCsp(page);
    const response = await page.goto("/");
    expect(response!.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    await scrollThrough(page);
    await page.getByRole("button", { name: "Chat with Jesse" }).click();
    await expect(page.getByRole("dialog", { name: "Chat with Jesse" })).toBeVisible();
    expect(await csp.reports()).toEqual([]);
  });

  test("the header is enforced: no other page can frame the site", async ({ page, request, baseURL }) => {
    // nginx answers the page (200, with frame-ancestors 'none') ...
    const direct = await request.get("/plan");
    expect(direct.status()).toBe(200);
    expect(direct.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    // ... yet a page without any policy of its own that frames it gets the browser's error page.
    await page.goto("about:blank");
    await page.setContent(`<iframe src="${baseURL}/plan" title="framed"></iframe>`);
    const frame = () =>
      page
        .frames()
        .find((candidate) => candidate !== page.mainFrame())
        ?.url();
    await expect.poll(frame).toMatch(/^chrome-error:/);
  });
});
