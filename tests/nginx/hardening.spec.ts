// What a crafted link or an unexpected request can make deploy/nginx.conf do:
// split a response (a header of the attacker's choosing), redirect a visitor
// to another site, answer for a host name that is not ours, serve a second
// copy of the home page, or send hundreds of byte ranges. Also the headers and
// caching every kind of file gets, and security.txt. Requests go out byte for
// byte (raw-http.ts) so what nginx really sends is what is checked.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { expect, test } from "@playwright/test";
import { load as parseYaml } from "js-yaml";
import { ACME_TEST_TOKEN, runPaths } from "../../scripts/test-nginx.mjs";
import { rawGet, type RawResponse, type Target } from "./raw-http";
import { HTML_CACHE_CONTROL, pagePaths } from "../../src/integrations/security-policy.mjs";

/** The names deploy/nginx.conf serves. */
const WWW = "www.endevo.life";
const BARE = "endevo.life";
const CANONICAL = `https://${WWW}`;
const DAY_MS = 86_400_000;

const dist = join(process.cwd(), "dist");
const site = parseYaml(readFileSync(join(process.cwd(), "src/content/settings/site.yaml"), "utf8")) as {
  contact: { email: string };
  search: { language: string };
};

/** Where the test run's nginx listens: HTTPS blocks on the port (without TLS), HTTP blocks on a socket. */
function targets(baseURL: string | undefined) {
  const port = Number(new URL(baseURL!).port);
  return { site: { port } satisfies Target, http: { socketPath: runPaths(port).httpSocket } satisfies Target };
}

/** Paths a crafted link could use: encoded CR and LF (header splitting), backslashes, tabs and slashes (open redirect). */
const CRAFTED = [
  "/x%0dSet-Cookie:%20pwn=1/",
  "/x%0d%0aSet-Cookie:%20pwn=1/",
  "/x%0aSet-Cookie:%20pwn=1/",
  "/x%0dSet-Cookie:%20pwn=1.html",
  "/x%0d%0aSet-Cookie:%20pwn=1.html",
  "/plan/?x=%0d%0aSet-Cookie:%20pwn=1",
  "/index.html?%0d%0aSet-Cookie:%20pwn=1",
  "/%5Cevil.example/",
  "/%5C%5Cevil.example/",
  "/%5Cevil.example.html",
  "/%09/evil.example/",
  "/%09/evil.example.html",
  "/%20/evil.example/",
  "//evil.example/",
  "///evil.example//",
  "//evil.example.html",
  "/%2Fevil.example/",
  "/%2F%2Fevil.example/",
  "/%2F%2Fevil.example.html",
  "/.%2F%2Fevil.example/",
  "/%5C/evil.example/",
  "/%E2%80%A8/evil.example/",
];

/** Headers nginx may send here; anything else in an answer to a crafted path was written by the path. */
const KNOWN_HEADERS = new Set([
  "server",
  "date",
  "content-type",
  "content-length",
  "connection",
  "location",
  "vary",
  "etag",
  "last-modified",
  "accept-ranges",
  "cache-control",
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "x-robots-tag",
]);

/** One header per line, printable ASCII only, names nginx sends anyway, no cookie. */
function expectNoSplit(response: RawResponse, what: string) {
  expect(response.closed, what).toBe(false);
  for (const line of response.lines) expect(line, what).toMatch(/^[A-Za-z0-9-]+: [\x20-\x7e]*$/);
  for (const name of response.headers.keys()) expect(KNOWN_HEADERS.has(name), `${what}: header ${name}`).toBe(true);
  expect(response.headers.has("set-cookie"), what).toBe(false);
}

/** A redirect, if any, stays on the site: a path with one leading "/" (site), or the canonical address (redirect hosts). */
function expectStaysOnSite(response: RawResponse, what: string, { absolute }: { absolute: boolean }) {
  const location = response.headers.get("location");
  if (response.status < 300 || response.status >= 400) {
    expect(location, what).toBeUndefined();
    return;
  }
  expect(location, what).toHaveLength(1);
  const value = location![0]!;
  if (absolute) expect(value.startsWith(`${CANONICAL}/`), `${what} → ${value}`).toBe(true);
  else expect(value, what).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
  expect(new URL(value, `${CANONICAL}/`).origin, `${what} → ${value}`).toBe(CANONICAL);
}

test("deploy/nginx.conf as written, TLS lines included, passes nginx -t", ({ baseURL }) => {
  // The served copy leaves out the TLS lines; this checks them with a throwaway certificate.
  const port = new URL(baseURL!).port;
  const result = spawnSync(process.execPath, ["scripts/test-nginx.mjs", "--check-deploy", `--port=${port}`], {
    encoding: "utf8",
  });
  expect(result.stderr).toContain("test is successful");
  expect(result.status).toBe(0);
});

test.describe("crafted paths", () => {
  test("on the site: no header is split and no redirect leaves the site", async ({ baseURL }) => {
    const { site: target } = targets(baseURL);
    for (const path of CRAFTED) {
      for (const host of [WWW, "127.0.0.1"]) {
        const response = await rawGet(target, path, { host });
        expectNoSplit(response, `${host} ${path}`);
        expectStaysOnSite(response, `${host} ${path}`, { absolute: false });
      }
    }
  });

  test("on the bare domain and over plain HTTP: the redirect goes to the canonical address only", async ({
    baseURL,
  }) => {
    const { site: tls, http } = targets(baseURL);
    for (const path of CRAFTED) {
      for (const [target, host] of [
        [tls, BARE],
        [http, BARE],
        [http, WWW],
      ] as const) {
        const what = `${"port" in target ? "https" : "http"}://${host}${path}`;
        const response = await rawGet(target, path, { host });
        expectNoSplit(response, what);
        expect(response.status, what).toBe(301);
        expectStaysOnSite(response, what, { absolute: true });
      }
    }
  });

  test("a browser that follows them gets no cookie and stays on the site", async ({ page, context, baseURL }) => {
    const elsewhere: string[] = [];
    await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => {
      elsewhere.push(route.request().url());
      return route.abort();
    });
    // Only the navigations matter here: the 404 page's styles and scripts are not fetched.
    await context.route(/^http:\/\/127\.0\.0\.1[:/]/, (route) =>
      route.request().resourceType() === "document" ? route.continue() : route.abort(),
    );
    for (const path of CRAFTED) {
      const response = await page.goto(`${baseURL}${path}`, { waitUntil: "commit" }).catch((error: Error) => error);
      expect(response instanceof Error ? response.message : "", path).toBe("");
      expect(new URL(page.url()).origin, path).toBe(new URL(baseURL!).origin);
      expect(elsewhere, path).toEqual([]);
      expect(await context.cookies(), path).toEqual([]);
    }
  });
});

test.describe("host names", () => {
  test("a host name that is not ours gets no answer, on HTTPS and HTTP alike", async ({ baseURL }) => {
    const { site: tls, http } = targets(baseURL);
    for (const target of [tls, http]) {
      for (const host of ["evil.example", `${WWW}.evil.example`, `x.${BARE}`]) {
        const response = await rawGet(target, "/", { host });
        expect(response.closed, `${JSON.stringify(target)} ${host}`).toBe(true);
      }
      // HTTP/1.0 without a Host header.
      expect((await rawGet(target, "/", { host: null, version: "1.0" })).closed).toBe(true);
    }
  });

  test("the site answers for its own name", async ({ baseURL }) => {
    const response = await rawGet(targets(baseURL).site, "/plan", { host: WWW });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")?.[0]).toContain("frame-ancestors 'none'");
  });

  test("https://endevo.life redirects to www, keeping the path and query, and remembers HTTPS", async ({ baseURL }) => {
    const response = await rawGet(targets(baseURL).site, "/plan?from=mail", { host: BARE });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toEqual([`${CANONICAL}/plan?from=mail`]);
    expect(response.headers.get("strict-transport-security")?.[0]).toMatch(/^max-age=\d{8,}/);
  });

  test("plain HTTP redirects both names to https://www", async ({ baseURL }) => {
    for (const host of [WWW, BARE]) {
      const response = await rawGet(targets(baseURL).http, "/solution?x=1", { host });
      expect(response.status, host).toBe(301);
      expect(response.headers.get("location"), host).toEqual([`${CANONICAL}/solution?x=1`]);
    }
  });

  test("plain HTTP still answers Let's Encrypt's checks, and nothing else from that folder", async ({ baseURL }) => {
    const { http } = targets(baseURL);
    const token = await rawGet(http, `/.well-known/acme-challenge/${ACME_TEST_TOKEN}`, { host: BARE });
    expect(token.status).toBe(200);
    expect(token.body.toString("utf8").trim()).toBe(ACME_TEST_TOKEN);
    const missing = await rawGet(http, "/.well-known/acme-challenge/none", { host: WWW });
    expect(missing.status).toBe(404);
  });
});

test.describe("one address per page", () => {
  test("/index and /index.html redirect to /", async ({ request }) => {
    for (const [from, to] of [
      ["/index", "/"],
      ["/index?x=1", "/?x=1"],
      ["/index.html", "/"],
    ]) {
      const response = await request.get(from!, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers()["location"], from).toBe(to);
    }
  });
});

test.describe("byte ranges", () => {
  test("one range is served; hundreds in one request get the whole file once", async ({ baseURL }) => {
    const { site: target } = targets(baseURL);
    const size = readFileSync(join(dist, "index.html")).length;
    const one = await rawGet(target, "/", { headers: ["Range: bytes=0-99"] });
    expect(one.status).toBe(206);
    expect(one.body.length).toBe(100);
    const ranges = Array.from({ length: 400 }, (_, index) => `${index * 2}-${index * 2}`).join(",");
    const many = await rawGet(target, "/", { headers: [`Range: bytes=${ranges}`] });
    expect(many.status).toBe(200);
    expect(many.body.length).toBe(size);
  });
});

test.describe("headers for every file", () => {
  test("pages, assets and the 404 page keep other sites' windows and pages out", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = /(?:href|src)="(\/_astro\/[^"]+)"/.exec(html)![1]!;
    for (const path of ["/", "/plan", asset, "/favicon.svg", "/og/home.png", "/no-such-page"]) {
      const headers = (await request.get(path, { maxRedirects: 0 })).headers();
      expect(headers["cross-origin-opener-policy"], path).toBe("same-origin-allow-popups");
      expect(headers["cross-origin-resource-policy"], path).toBe("same-origin");
    }
  });

  test("every file outside /_astro and the pages has a Cache-Control for its kind", async ({ request }) => {
    const DAY = "public, max-age=86400";
    const HOUR = "public, max-age=3600";
    const all = readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${relative(dist, join(entry.parentPath, entry.name)).split(sep).join("/")}`);
    // The studio's files (/admin) have their own headers: tests/e2e/studio.spec.ts.
    const files = all.filter((path) => !/^\/(_astro|_nginx|admin)\/|^\/_headers$|\.html$/.test(path));
    // Folders of pages share one rule (/blog/*, /podcast/*), their feeds included.
    const pageFolders = pagePaths(all.map((path) => path.slice(1)))
      .filter((path) => path.endsWith("/*"))
      .map((path) => path.slice(0, -1));
    const expected = (path: string) =>
      pageFolders.some((folder) => path.startsWith(folder))
        ? HTML_CACHE_CONTROL
        : /^\/(art|og)\//.test(path) || ["/favicon.svg", "/logo.png"].includes(path)
          ? DAY
          : /\.xml$/.test(path) || ["/robots.txt", "/.well-known/security.txt"].includes(path)
            ? HOUR
            : path.startsWith("/admin/")
              ? "no-cache" // the studio's files keep their names from build to build (studioHeaderRules())
              : `no rule for ${path}: add one to public/_headers`;
    expect(files.length).toBeGreaterThan(5);
    for (const path of files) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toBe(expected(path));
    }
  });
});

test.describe("security.txt", () => {
  test("says whom to tell, until when, in which language, and where it lives", async ({ request }) => {
    const response = await request.get("/.well-known/security.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    const fields = new Map(
      (await response.text())
        .trim()
        .split("\n")
        .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()] as const),
    );
    expect(fields.get("Contact")).toBe(`mailto:${site.contact.email}`);
    expect(fields.get("Preferred-Languages")).toBe(site.search.language.split("-")[0]!.toLowerCase());
    const canonical = new URL(fields.get("Canonical")!);
    expect(canonical.protocol).toBe("https:");
    expect(canonical.pathname).toBe("/.well-known/security.txt");
    // A year after the build, rounded down to midnight UTC.
    const expires = Date.parse(fields.get("Expires")!);
    const built = statSync(join(dist, ".well-known", "security.txt")).mtimeMs;
    expect(expires).toBeGreaterThan(built + 364 * DAY_MS);
    expect(expires).toBeLessThanOrEqual(built + 365 * DAY_MS);
  });
});
