// Security (issue 8): the Content Security Policy is active and nothing breaks
// under it; the built pages, _headers and the nginx include agree; external
// links and the scheduling frame give away nothing; Stay Connected opens an
// e-mail instead of pretending to subscribe. `astro preview` sends no headers,
// so the browser runs on each page's <meta> policy here; the nginx suite
// (tests/nginx) checks the same policy as a real header. Every page, scrolled
// top to bottom with its islands woken, is watched for violations by
// every-page.spec.ts.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import {
  HTML_CACHE_CONTROL,
  STATIC_HEADER_POLICY,
  pagePaths,
  parseHeaders,
  parsePolicy,
  scanPage,
} from "../../src/integrations/security-policy.mjs";
import { chatMessageFor, chatReply, content, escapeRegExp, t } from "../content";
import { scrollThrough, watchCsp } from "./csp";
import { STUDIO_PAGE, STUDIO_PATH, studioHeaderRules, studioPolicy } from "../../src/integrations/studio.mjs";
import { ROUTES } from "./routes";

const OTHER_HOSTS = /^https?:\/\/(?!127\.0\.0\.1[:/])/;
const SITE_ORIGIN = "https://www.endevo.life";
const dist = join(process.cwd(), "dist");
const site = content.site;
const form = content.navigation.footer.subscribe;

test.beforeEach(async ({ context }) => {
  await context.route(OTHER_HOSTS, (route) => route.abort());
});

test.describe("the policy in the browser", () => {
  test("the home page's frame and video are allowed by the policy, and no outside script is loaded", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    const csp = await watchCsp(page);
    await page.goto("/");
    await scrollThrough(page);
    // Requested (then stubbed out by the test), so the policy let them through.
    await expect.poll(() => requested).toContain(site.links.schedulingForm);
    await page.locator("video").evaluate((video: HTMLVideoElement) => {
      video.preload = "metadata";
      video.load();
    });
    await expect.poll(() => requested).toContain(site.links.video);
    expect(await csp.reports()).toEqual([]);
    const origin = new URL(page.url()).origin;
    expect(
      await page
        .locator("script[src]")
        .evaluateAll(
          (scripts, own) =>
            scripts.map((script) => (script as HTMLScriptElement).src).filter((src) => !src.startsWith(own)),
          origin,
        ),
    ).toEqual([]);
  });

  test("Jesse's chat opens, answers and links without a violation", async ({ page }) => {
    const csp = await watchCsp(page);
    await page.goto("/");
    await page.getByRole("button", { name: t("chatOpen", { name: content.chat.name }) }).click();
    const dialog = page.getByRole("dialog", { name: t("chatWindow", { name: content.chat.name }) });
    await expect(dialog).toBeVisible();
    const message = chatMessageFor("/plan");
    await dialog.getByRole("textbox", { name: t("chatMessageLabel") }).fill(message);
    await dialog.getByRole("textbox", { name: t("chatMessageLabel") }).press("Enter");
    await expect(dialog.getByRole("link", { name: chatReply(message).links[0]!.title })).toBeVisible();
    await dialog.getByRole("button", { name: t("chatClose") }).click();
    expect(await csp.reports()).toEqual([]);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the mobile menu opens and closes without a violation", async ({ page }) => {
      const csp = await watchCsp(page);
      await page.goto("/plan");
      const toggle = page.getByRole("button", { name: t("openMenu") });
      await toggle.click();
      await expect(page.getByRole("button", { name: t("closeMenu") })).toHaveAttribute("aria-expanded", "true");
      await page.getByRole("button", { name: t("closeMenu") }).click();
      await expect(page.getByRole("button", { name: t("openMenu") })).toHaveAttribute("aria-expanded", "false");
      expect(await csp.reports()).toEqual([]);
    });
  });

  test("the policy is enforced: injected inline scripts and handlers do not run", async ({ page }) => {
    const csp = await watchCsp(page);
    await page.goto("/");
    const ran = await page.evaluate(async () => {
      const flags = window as unknown as { injected?: boolean; handler?: boolean };
      const script = document.createElement("script");
      script.textContent = "window.injected = true";
      document.body.append(script);
      const button = document.createElement("button");
      button.setAttribute("onclick", "window.handler = true");
      document.body.append(button);
      button.click();
      return { injected: flags.injected ?? false, handler: flags.handler ?? false };
    });
    expect(ran).toEqual({ injected: false, handler: false });
    const reports = await csp.reports();
    expect(reports.some((report) => report.startsWith("script-src-elem blocked inline"))).toBe(true);
    expect(reports.some((report) => report.startsWith("script-src-attr blocked inline"))).toBe(true);
  });
});

// Stay Connected is tested in the mode site.yaml builds: an e-mail (no newsletterEndpoint, today) or a POST to
// the endpoint. Both modes' markup is also covered by tests/unit/SubscribeForm.test.ts.
const newsletterEndpoint = site.newsletterEndpoint;
if (newsletterEndpoint) {
  test("Stay Connected posts name, e-mail and the empty honeypot to the newsletter endpoint", async ({ page }) => {
    let posted: URLSearchParams | undefined;
    await page.route(newsletterEndpoint, async (route) => {
      posted = new URLSearchParams(route.request().postData() ?? "");
      await route.fulfill({ status: 200, contentType: "text/html", body: "<p>Thanks</p>" });
    });
    await page.goto("/plan");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("textbox", { name: form.nameLabel }).fill("Ana Ruiz");
    await footer.getByRole("textbox", { name: form.emailLabel }).fill("ana@example.com");
    await footer.getByRole("button", { name: form.button }).click();
    await expect.poll(() => posted?.get("email")).toBe("ana@example.com");
    expect(posted?.get("name")).toBe("Ana Ruiz");
    expect(posted?.get("website")).toBe("");
  });
} else
  test.describe("Stay Connected without a newsletter endpoint", () => {
    async function subscribe(page: Page) {
      const csp = await watchCsp(page);
      await page.goto("/plan");
      const footer = page.getByRole("contentinfo");
      await footer.getByRole("textbox", { name: form.nameLabel }).fill("Ana Ruiz");
      await footer.getByRole("textbox", { name: form.emailLabel }).fill("ana@example.com");
      await footer.getByRole("button", { name: form.button }).click();
      return { footer, csp };
    }

    test("says before and after that it opens an e-mail, with name and address filled in", async ({ page }) => {
      const { footer, csp } = await subscribe(page);
      await expect(footer).toContainText(t("subscribeByEmail", { email: site.contact.email }));
      const status = footer.getByRole("status");
      await expect(status).toContainText(t("subscribeMailOpened", { email: site.contact.email }));
      await expect(status).not.toContainText(/thank you|subscribed|you're in/i);
      const href = (await status.getByRole("link", { name: site.contact.email }).getAttribute("href"))!;
      const mailto = new URL(href);
      expect(mailto.protocol).toBe("mailto:");
      expect(mailto.pathname).toBe(site.contact.email);
      expect(mailto.searchParams.get("subject")).toBe(t("subscribeMailSubject"));
      const body = mailto.searchParams.get("body")!;
      expect(body).toContain("Name: Ana Ruiz");
      expect(body).toContain("E-mail: ana@example.com");
      expect(await csp.reports()).toEqual([]);
    });

    test("an empty e-mail address is not accepted", async ({ page }) => {
      await page.goto("/plan");
      const footer = page.getByRole("contentinfo");
      await footer.getByRole("textbox", { name: form.nameLabel }).fill("Ana Ruiz");
      await footer.getByRole("button", { name: form.button }).click();
      await expect(footer.getByRole("status")).toBeEmpty();
    });

    test("a form-filling robot that fills the honeypot gets no e-mail", async ({ page }) => {
      await page.goto("/plan");
      const footer = page.getByRole("contentinfo");
      await footer.locator("[data-honeypot]").fill("https://spam.example", { force: true });
      await footer.getByRole("textbox", { name: form.nameLabel }).fill("Bot");
      await footer.getByRole("textbox", { name: form.emailLabel }).fill("bot@example.com");
      await footer.getByRole("button", { name: form.button }).click();
      await expect(footer.getByRole("status")).toBeEmpty();
    });

    test("the honeypot is out of sight and out of the tab order", async ({ page }) => {
      await page.goto("/plan");
      const trap = page.locator("[data-honeypot]");
      await expect(trap).toHaveAttribute("tabindex", "-1");
      await expect(trap).toHaveAttribute("autocomplete", "off");
      // Inside a 1-pixel box that clips it, hidden from assistive technology.
      const wrapper = page.locator('[aria-hidden="true"]:has([data-honeypot])');
      const box = (await wrapper.boundingBox())!;
      expect(box.width * box.height).toBeLessThanOrEqual(1);
      expect(await wrapper.evaluate((element) => getComputedStyle(element).overflow)).toBe("hidden");
      const email = page.getByRole("contentinfo").getByRole("textbox", { name: form.emailLabel });
      await email.focus();
      await page.keyboard.press("Tab");
      await expect(page.getByRole("contentinfo").getByRole("button", { name: form.button })).toBeFocused();
    });
  });

/* -------------------------------------------------- the built files */

const files = readdirSync(dist, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) =>
    join(entry.parentPath, entry.name)
      .slice(dist.length + 1)
      .split("\\")
      .join("/"),
  );
const pages = files
  .filter((file) => file.endsWith(".html") && file !== STUDIO_PAGE) // the studio has its own policy: studio.spec.ts
  .map((file) => ({ file, scan: scanPage(readFileSync(join(dist, file), "utf8")) }));
const headerRules = parseHeaders(readFileSync(join(dist, "_headers"), "utf8"));
const globalHeaders = new Map(headerRules.find((rule) => rule.path === "/*")!.headers);
const rulesByPath = new Map(headerRules.map((rule) => [rule.path, new Map(rule.headers)]));
/** The policy of the page rules (every page's is the same: checked below). */
const pageHeaderPolicy = rulesByPath.get("/")!.get("Content-Security-Policy")!;

test.describe("the built pages", () => {
  test("every page carries the same policy, strict where it matters", () => {
    expect(pages.length).toBeGreaterThanOrEqual(ROUTES.length + 1);
    const policies = new Set(pages.map(({ scan }) => scan.policy));
    expect(policies.size).toBe(1);
    const policy = parsePolicy([...policies][0]!);
    expect(policy.get("default-src")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("script-src-attr")).toEqual(["'none'"]);
    // Ignored (with a console warning) in <meta>: sent as a header only.
    expect(policy.has("frame-ancestors")).toBe(false);
    for (const directive of ["script-src", "style-src"]) {
      expect(policy.get(directive)!.filter((source) => !source.startsWith("'sha256-"))).not.toContain(
        "'unsafe-inline'",
      );
    }
    // Exactly the outside addresses the site uses, from settings.
    const formHost = new URL(site.links.schedulingForm!).origin;
    expect(policy.get("frame-src")).toEqual([formHost]);
    expect(policy.get("script-src")!.filter((source) => source.startsWith("https:"))).toEqual([]);
    expect(policy.get("media-src")).toEqual([site.links.video]);
    expect(policy.get("form-action")).toEqual(
      site.newsletterEndpoint ? ["'self'", new URL(site.newsletterEndpoint).origin] : ["'self'", "mailto:"],
    );
  });

  test("no inline event handlers anywhere", () => {
    expect(pages.flatMap(({ file, scan }) => scan.handlers.map((handler) => `${file}: ${handler}`))).toEqual([]);
  });

  test('every external link opens a new tab with rel="noopener noreferrer"', () => {
    const bad: string[] = [];
    let external = 0;
    for (const { file, scan } of pages) {
      for (const link of scan.links) {
        if (!/^https?:/.test(link.href) || new URL(link.href).origin === SITE_ORIGIN) continue;
        external += 1;
        const rel = link.rel.split(/\s+/);
        if (!rel.includes("noopener") || !rel.includes("noreferrer") || link.target !== "_blank") {
          bad.push(`${file}: ${link.href} (rel="${link.rel}" target="${link.target}")`);
        }
      }
    }
    expect(external).toBeGreaterThan(50);
    expect(bad).toEqual([]);
  });

  test("the scheduling frame has a title, a referrer policy and a narrow sandbox", () => {
    const frames = pages.flatMap(({ file, scan }) => scan.frames.map((frame) => ({ file, frame })));
    expect(frames.map(({ file }) => file)).toEqual(["index.html"]);
    const { frame } = frames[0]!;
    expect(frame.get("src")).toBe(site.links.schedulingForm);
    expect(frame.get("title")).toBe(content.page("home").section("consultation").heading);
    expect(frame.get("height")).toBe("679");
    expect(frame.get("referrerpolicy")).toBe("strict-origin-when-cross-origin");
    expect(frame.get("sandbox")!.split(/\s+/).sort()).toEqual(
      ["allow-forms", "allow-popups", "allow-popups-to-escape-sandbox", "allow-same-origin", "allow-scripts"].sort(),
    );
    // No device features or top-level navigation delegated.
    expect(frame.has("allow")).toBe(false);
    expect(frame.get("sandbox")).not.toContain("allow-top-navigation");
  });

  test("Stay Connected works without JavaScript: the newsletter endpoint, or an e-mail with the details in it", () => {
    const html = readFileSync(join(dist, "plan.html"), "utf8");
    const form = html.match(/<subscribe-form[\s\S]*?<\/subscribe-form>/)?.[0] ?? "";
    if (site.newsletterEndpoint) {
      expect(form).toContain(`<form action="${site.newsletterEndpoint}" method="post"`);
    } else {
      // The mailto: is on the button, so the form is not flagged as an insecure (non-https) form.
      expect(form).toMatch(/<form method="post" enctype="text\/plain"/);
      const mailto = `mailto:${site.contact.email}?subject=${encodeURIComponent(t("subscribeMailSubject"))}`;
      expect(form).toMatch(new RegExp(`<button[^>]*formaction="${escapeRegExp(mailto)}"`));
    }
  });
});

test.describe("_headers and the nginx include", () => {
  const metaPolicy = pages[0]!.scan.policy!;
  const sitePaths = pagePaths(files).filter((path) => path !== STUDIO_PATH);

  test("every page's rule carries the pages' policy plus frame-ancestors 'none'; /* only the baseline", () => {
    expect(pageHeaderPolicy).toBe(`${metaPolicy}; frame-ancestors 'none'`);
    for (const route of ROUTES) expect(sitePaths).toContain(route);
    for (const path of sitePaths)
      expect(rulesByPath.get(path)?.get("Content-Security-Policy"), path).toBe(pageHeaderPolicy);
    // Every response, the studio's and the files' included, can live with it; each path adds its own.
    expect(globalHeaders.get("Content-Security-Policy")).toBe(STATIC_HEADER_POLICY);
    const full = parsePolicy(pageHeaderPolicy);
    for (const [name, sources] of parsePolicy(STATIC_HEADER_POLICY)) expect(full.get(name), name).toEqual(sources);
    // The studio's allowances never reach a page.
    expect(pageHeaderPolicy).not.toMatch(/unsafe|api\.github\.com/);
  });

  test("/admin carries the studio's policy, noindex and no long caching, and nothing of the site's policy", () => {
    const [page, folder] = studioHeaderRules();
    expect(rulesByPath.get(STUDIO_PATH)).toEqual(new Map(page!.headers));
    expect(rulesByPath.get(STUDIO_PATH)!.get("Content-Security-Policy")).toBe(
      `${studioPolicy()}; frame-ancestors 'none'`,
    );
    expect(rulesByPath.get(STUDIO_PATH)!.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(rulesByPath.get(`${STUDIO_PATH}/*`)).toEqual(new Map(folder!.headers));
    // Netlify keeps the later of two policies for a path: the studio's comes after /*, and repeats its baseline.
    const order = headerRules.map((rule) => rule.path);
    expect(order.indexOf(STUDIO_PATH)).toBeGreaterThan(order.indexOf("/*"));
    const studio = parsePolicy(rulesByPath.get(STUDIO_PATH)!.get("Content-Security-Policy")!);
    for (const [name, sources] of parsePolicy(STATIC_HEADER_POLICY)) expect(studio.get(name), name).toEqual(sources);
  });

  test("every response gets the security headers", () => {
    expect(Object.fromEntries([...globalHeaders].filter(([name]) => name !== "Content-Security-Policy"))).toEqual({
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
      "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
      "Cross-Origin-Resource-Policy": "same-origin",
    });
  });

  test("assets are cached for a year, pages are checked on every visit, never both for one path", () => {
    expect(rulesByPath.get("/_astro/*")!.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    // Folders of pages share one rule, so _headers stays under Cloudflare's 100 however many posts and episodes.
    expect(sitePaths).toEqual(expect.arrayContaining(["/blog/*", "/podcast/*"]));
    for (const path of sitePaths) expect(rulesByPath.get(path)?.get("Cache-Control"), path).toBe(HTML_CACHE_CONTROL);
    expect(rulesByPath.get(STUDIO_PATH)!.get("Cache-Control")).toBe("no-cache");
    expect(globalHeaders.has("Cache-Control")).toBe(false);
  });

  test("nginx sends exactly the same headers: the baseline always, each path's own policy", () => {
    const include = readFileSync(join(dist, "_nginx", "headers.conf"), "utf8");
    const always = new Map(
      [...include.matchAll(/^add_header (\S+) "([^"]*)" always;$/gm)].map(([, name, value]) => [name, value]),
    );
    expect(always).toEqual(globalHeaders);
    /** The values a variable takes and the $uri pattern of each. */
    const sets = (variable: string) =>
      new Map(
        [
          ...include.matchAll(new RegExp(`^if \\(\\$uri ~ "([^"]*)"\\) \\{\\n +set \\$${variable} "([^"]*)";$`, "gm")),
        ].map(([, pattern, value]) => [value!, new RegExp(pattern!)]),
      );
    const cache = sets("endevo_cache_control");
    // Fingerprinted assets for a year, pages checked on every visit, the studio at every visit too, and shorter
    // lifetimes for other kinds of file.
    expect([...cache.keys()]).toEqual(
      expect.arrayContaining(["public, max-age=31536000, immutable", HTML_CACHE_CONTROL, "no-cache"]),
    );
    for (const value of cache.keys()) expect(value).toMatch(/^public, max-age=\d+|^no-cache$/);
    expect(include).toMatch(/^add_header Cache-Control \$endevo_cache_control;$/m);
    const policies = sets("endevo_content_security_policy");
    expect([...policies.keys()].sort()).toEqual([pageHeaderPolicy, `${studioPolicy()}; frame-ancestors 'none'`].sort());
    const site = policies.get(pageHeaderPolicy)!;
    const studio = policies.get(`${studioPolicy()}; frame-ancestors 'none'`)!;
    for (const path of sitePaths.map((path) => path.replace(/\*$/, "x"))) {
      expect(site.test(path), path).toBe(true);
      expect(studio.test(path), path).toBe(false);
    }
    expect(studio.test(STUDIO_PATH)).toBe(true);
    expect(site.test(STUDIO_PATH)).toBe(false);
    expect(include).toMatch(/^add_header Content-Security-Policy \$endevo_content_security_policy;$/m);
  });
});

test("vercel.json sends the same headers, and the fixed part of the policy", () => {
  const vercel = JSON.parse(readFileSync("vercel.json", "utf8")) as {
    headers: { source: string; headers: { key: string; value: string }[] }[];
  };
  const bySource = new Map(
    vercel.headers.map(({ source, headers }) => [source, new Map(headers.map(({ key, value }) => [key, value]))]),
  );
  const all = bySource.get("/(.*)")!;
  // The page policy's hashes change with every build: Vercel gets the fixed directives, the pages carry the rest.
  expect(all.get("Content-Security-Policy")).toBe(STATIC_HEADER_POLICY);
  for (const [name, value] of globalHeaders) expect(all.get(name), name).toBe(value);
  expect(bySource.get("/_astro/(.*)")!.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
  // The studio (/admin and its files, "/admin/:path*" matches both): its <meta> carries its policy.
  const studio = bySource.get(`${STUDIO_PATH}/:path*`)!;
  for (const rule of studioHeaderRules())
    for (const [name, value] of rule.headers)
      if (name !== "Content-Security-Policy") expect(studio.get(name), `${rule.path} ${name}`).toBe(value);
});
