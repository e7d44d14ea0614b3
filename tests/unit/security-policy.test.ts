// The Content Security Policy and header generation (src/integrations/security-policy.mjs).
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { writeSecurityHeaders } from "../../src/integrations/security-headers.mjs";
import {
  ANALYTICS_FOR_TESTS,
  analyticsSettings,
  STATIC_HEADER_POLICY,
  attributes,
  coversPath,
  cspConfig,
  formatHeaders,
  hashSource,
  headerProblems,
  nginxHeaders,
  pagePath,
  pagePaths,
  parseHeaders,
  parsePolicy,
  formatPolicy,
  scanPage,
  sitePolicy,
  withGlobalHeader,
  withMetaPolicy,
} from "../../src/integrations/security-policy.mjs";
import { feedRules } from "../../src/integrations/security-headers.mjs";

const site = {
  contact: { email: "hello@example.com" },
  links: {
    schedulingForm: "https://forms.example.com/widget/form/abc",
    video: "https://media.example.com/v/clip.mp4",
  },
};

const SCRIPT = "console.log(1)";
const STYLE = "a{color:red}";
/** A policy as Astro writes it for this site (normalised), with the fixtures' hashes. */
const POLICY =
  "default-src 'none'; img-src 'self'; object-src 'none'; base-uri 'self'; " +
  `script-src 'self' ${hashSource(SCRIPT)}; script-src-attr 'none'; style-src 'self' ${hashSource(STYLE)}; style-src-attr 'none'`;
const page = (body: string, policy = POLICY) =>
  `<!doctype html><html><head><meta http-equiv="content-security-policy" content="${policy}"></head><body>${body}</body></html>`;

describe("cspConfig", () => {
  it("closes everything by default and opens only the hosts in site settings", () => {
    const config = cspConfig(site, {});
    expect(config.directives).toContain("default-src 'none'");
    expect(config.directives).toContain("object-src 'none'");
    expect(config.directives).toContain("base-uri 'self'");
    expect(config.directives).toContain("frame-src https://forms.example.com");
    expect(config.directives).toContain("media-src https://media.example.com/v/clip.mp4");
    expect(config.directives).toContain("form-action 'self' mailto:");
    // No script from another host (the scheduling form's embed script is not loaded).
    expect(config.scriptDirective?.resources).toEqual(["'self'", { resource: "'none'", kind: "attribute" }]);
    expect(config.styleDirective?.resources).toEqual(["'self'", { resource: "'none'", kind: "attribute" }]);
    expect(config.directives?.join(";")).not.toContain("frame-ancestors");
  });

  it("lets Stay Connected post to the newsletter host instead of opening an e-mail", () => {
    const config = cspConfig({ ...site, newsletterEndpoint: "https://news.example.com/subscribe?list=1" });
    expect(config.directives).toContain("form-action 'self' https://news.example.com");
  });
});

describe("cspConfig with analytics", () => {
  const analytics = { provider: "plausible" as const, script: "https://stats.example.org/js/script.js", domain: "a.b" };
  const scriptSources = (config: ReturnType<typeof cspConfig>) => config.scriptDirective?.resources;

  it("off (no analytics block): no other host may run a script or receive data", () => {
    const config = cspConfig(site, {});
    expect(config.directives).toContain("connect-src 'self'");
    expect(scriptSources(config)).toEqual(["'self'", { resource: "'none'", kind: "attribute" }]);
  });

  it("on: exactly the script's origin may run its script and receive the counts", () => {
    const config = cspConfig({ ...site, analytics }, {});
    expect(config.directives).toContain("connect-src 'self' https://stats.example.org");
    expect(scriptSources(config)).toEqual([
      "'self'",
      "https://stats.example.org",
      { resource: "'none'", kind: "attribute" },
    ]);
    // Nothing else widens.
    expect(config.directives).toEqual(
      cspConfig(site, {}).directives?.map((d) =>
        d === "connect-src 'self'" ? "connect-src 'self' https://stats.example.org" : d,
      ),
    );
  });

  it("a test build switches analytics on through the environment, without the settings file", () => {
    const env = { [ANALYTICS_FOR_TESTS]: JSON.stringify(analytics) };
    expect(analyticsSettings(site, env)).toEqual(analytics);
    expect(analyticsSettings(site, {})).toBeUndefined();
    expect(cspConfig(site, env).directives).toContain("connect-src 'self' https://stats.example.org");
  });
});

describe("policies", () => {
  it("parses and formats", () => {
    const policy = parsePolicy("script-src 'self' 'sha256-a';img-src 'self';");
    expect(formatPolicy(policy)).toBe("script-src 'self' 'sha256-a'; img-src 'self'");
  });

  it("hashes as browsers do", () => {
    // echo -n "alert(1)" | openssl dgst -sha256 -binary | base64
    expect(hashSource("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});

describe("scanPage", () => {
  it("finds inline scripts, styles, style attributes, handlers, links and frames", () => {
    const scan = scanPage(
      page(
        `<script>${SCRIPT}</script><script type="application/ld+json">{"a":1}</script><script type="module" src="/x.js"></script>` +
          `<style>${STYLE}</style><div style="left:1%;top:2%">x</div><button onclick="go()">Go</button>` +
          `<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a><iframe src="https://f.example" title="F"></iframe>` +
          `<script>document.write('<b onclick="no">')</script>`,
      ),
    );
    expect(scan.policy).toBe(POLICY);
    expect(scan.scripts).toEqual([SCRIPT, `document.write('<b onclick="no">')`]);
    expect(scan.styles).toEqual([STYLE]);
    expect(scan.styleAttributes).toEqual(['<div style="left:1%;top:2%">']);
    expect(scan.handlers).toEqual(['<button onclick="go()">']);
    expect(scan.links).toEqual([{ href: "https://x.example", target: "_blank", rel: "noopener noreferrer" }]);
    expect(scan.frames[0]!.get("title")).toBe("F");
  });

  it("reads markup as a browser does, where a pattern match would not", () => {
    const scan = scanPage(
      page(
        // An attribute value holding ">", a handler in <noscript> and in a <template>, upper case and entities.
        `<a title="a > b" ONCLICK="x()" href="/p?a=1&amp;b=2">x</a><noscript><img src="/a.png" alt="" onerror="y()"></noscript>` +
          `<template><i onmouseover="z()"></i></template><!-- <b onclick="not markup"> -->` +
          `<textarea aria-label="t"><b onclick="not markup either"></textarea>`,
      ),
    );
    expect(scan.handlers).toEqual(['<a onclick="x()">', '<img onerror="y()">', '<i onmouseover="z()">']);
    expect(scan.links[0]!.href).toBe("/p?a=1&b=2");
  });

  it("reads the attributes of a start tag", () => {
    const attrs = attributes(` type="submit" formaction="mailto:a@b.example?subject=Hi%20there&amp;x=1" disabled`);
    expect(Object.fromEntries(attrs)).toEqual({
      type: "submit",
      formaction: "mailto:a@b.example?subject=Hi%20there&x=1",
      disabled: "",
    });
  });
});

describe("sitePolicy", () => {
  it("takes the policy every page carries; the header adds frame-ancestors", () => {
    const pages = [
      { file: "a.html", scan: scanPage(page(`<script>${SCRIPT}</script>`)) },
      { file: "b.html", scan: scanPage(page(`<style>${STYLE}</style>`)) },
    ];
    const { meta, header } = sitePolicy(pages);
    expect(meta).toBe(POLICY);
    expect(parsePolicy(meta).has("frame-ancestors")).toBe(false);
    expect(header).toBe(`${meta}; frame-ancestors 'none'`);
  });

  it("fails the build for what would break or weaken the policy", () => {
    const broken = (body: string, policy?: string) => () =>
      sitePolicy([{ file: "x.html", scan: scanPage(page(body, policy)) }]);
    expect(broken(`<a href="#" onclick="go()">x</a>`)).toThrow(/x\.html: inline event handler <a onclick="go\(\)">/);
    expect(broken(`<p style="color:red">Red</p>`)).toThrow(/x\.html: style attribute <p style="color:red">/);
    expect(broken(`<script>evil()</script>`)).toThrow(/inline script not in script-src/);
    expect(broken(`<style>b{}</style>`)).toThrow(/inline <style> not in style-src/);
    expect(broken("", POLICY.replace("style-src-attr 'none'", "style-src-attr 'unsafe-hashes' 'sha256-x'"))).toThrow(
      /must say "style-src-attr 'none'"/,
    );
    expect(broken("", POLICY.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"))).toThrow(
      /must not weaken script-src with 'unsafe-inline'/,
    );
    expect(() => sitePolicy([{ file: "y.html", scan: scanPage("<html></html>") }])).toThrow(
      /y\.html: 0 Content-Security-Policy <meta>/,
    );
  });

  it("refuses pages with different policies: one header serves them all", () => {
    const pages = [
      { file: "a.html", scan: scanPage(page("")) },
      { file: "b.html", scan: scanPage(page("", POLICY.replace("img-src 'self'", "img-src 'self' https:"))) },
    ];
    expect(() => sitePolicy(pages)).toThrow(/pages carry different policies[\s\S]*b\.html: /);
  });

  it("writes the policy back into a page and leaves the rest byte for byte", () => {
    const before = page("<p>x</p>");
    const html = withMetaPolicy(before, "default-src 'none'");
    expect(scanPage(html).policy).toBe("default-src 'none'");
    expect(html.replace(/<meta[^>]*>/, "")).toBe(before.replace(/<meta[^>]*>/, ""));
    expect(() => withMetaPolicy("<p>x</p>", "default-src 'none'")).toThrow(/no Content-Security-Policy <meta>/);
  });
});

describe("_headers and nginx", () => {
  const source = `# comment
/*
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin

/_astro/*
  Cache-Control: public, max-age=31536000, immutable
`;

  it("parses and formats the _headers file", () => {
    const rules = parseHeaders(source);
    expect(rules).toEqual([
      {
        path: "/*",
        headers: [
          ["X-Content-Type-Options", "nosniff"],
          ["Referrer-Policy", "strict-origin-when-cross-origin"],
        ],
      },
      { path: "/_astro/*", headers: [["Cache-Control", "public, max-age=31536000, immutable"]] },
    ]);
    expect(parseHeaders(formatHeaders(rules, ["generated"]))).toEqual(rules);
    expect(() => parseHeaders("/*\n  nonsense")).toThrow(/line 2/);
  });

  it("adds the policy to the rule for every path", () => {
    const rules = withGlobalHeader(parseHeaders(source), "Content-Security-Policy", "default-src 'none'");
    expect(rules[0]!.headers[0]).toEqual(["Content-Security-Policy", "default-src 'none'"]);
  });

  it("lists page paths, folders of pages (and their feed) as one rule, never 404.html", () => {
    const files = [
      "index.html",
      "plan.html",
      "404.html",
      "blog.html",
      "blog/a.html",
      "blog/b.html",
      "blog/rss.xml",
      "art/x.svg",
      "art/y.html",
    ];
    expect(pagePaths(files)).toEqual(["/", "/art/y", "/blog", "/blog/*", "/plan"]);
  });

  it("gives feeds outside a folder of pages their own rule, and none to a feed the folder's rule covers", () => {
    const files = ["index.html", "sitemap-index.xml", "blog/a.html", "blog/rss.xml", "og/x.png", "og/feed.xml"];
    expect(feedRules(files).map((rule) => rule.path)).toEqual(["/og/feed.xml", "/sitemap-index.xml"]);
  });

  it("keeps _headers under Cloudflare's 100 rules with hundreds of posts and episodes", () => {
    const files = [
      "index.html",
      ...Array.from({ length: 300 }, (_, i) => `podcast/episode-${i}.html`),
      "podcast/rss.xml",
      ...Array.from({ length: 300 }, (_, i) => `blog/post-${i}.html`),
      "blog/rss.xml",
    ];
    expect(pagePaths(files)).toEqual(["/", "/blog/*", "/podcast/*"]);
  });

  it("finds the path of a page and the rules that cover a path", () => {
    expect(["index.html", "plan.html", "blog/a.html", "blog/index.html"].map(pagePath)).toEqual([
      "/",
      "/plan",
      "/blog/a",
      "/blog/",
    ]);
    expect(coversPath("/admin", "/admin")).toBe(true);
    expect(coversPath("/admin", "/admin/x")).toBe(false);
    expect(coversPath("/admin/*", "/admin/x")).toBe(true);
    expect(coversPath("/admin/*", "/admin")).toBe(false);
    expect(coversPath("/*", "/plan")).toBe(true);
  });

  it("refuses a header set twice for one path, too many rules and lines Cloudflare cuts", () => {
    const twice = parseHeaders("/*\n  Cache-Control: no-store\n/plan\n  Cache-Control: max-age=0\n");
    expect(headerProblems(twice)).toEqual(["Cache-Control is set for /* and again for /plan"]);
    const long = [{ path: "/*", headers: [["X", "y".repeat(2000)] as [string, string]] }];
    expect(headerProblems(long)[0]).toMatch(/Cloudflare Pages reads 2000/);
    const many = Array.from({ length: 101 }, (_, i) => ({ path: `/p${i}`, headers: [] }));
    expect(headerProblems(many)[0]).toMatch(/101 rules/);
  });

  it("layers the policy: a baseline for /*, a path's own policy after it that repeats the baseline", () => {
    const rules = (own: string, order: "after" | "before" = "after") => {
      const global = { path: "/*", headers: [["Content-Security-Policy", STATIC_HEADER_POLICY]] as [string, string][] };
      const page = { path: "/plan", headers: [["Content-Security-Policy", own]] as [string, string][] };
      return order === "after" ? [global, page] : [page, global];
    };
    const full = `default-src 'none'; ${STATIC_HEADER_POLICY}`;
    expect(headerProblems(rules(full))).toEqual([]);
    // Netlify keeps the later rule alone: a path policy without frame-ancestors would let other sites frame it.
    expect(headerProblems(rules("default-src 'none'; object-src 'none'; base-uri 'self'"))).toEqual([
      `/plan: its Content-Security-Policy must repeat "frame-ancestors 'none'" of /* (Netlify sends only the path's policy)`,
    ]);
    expect(headerProblems(rules(`${full}; base-uri 'self' https://x.example`))).toEqual([
      `/plan: its Content-Security-Policy must repeat "base-uri 'self'" of /* (Netlify sends only the path's policy)`,
    ]);
    expect(headerProblems(rules(full, "before"))).toEqual([
      "/plan: its Content-Security-Policy must come after the /* rule (Netlify keeps the later one)",
    ]);
    // Any other header stays refused, the policy too without a baseline in /*.
    const other = [
      { path: "/*", headers: [["X-Robots-Tag", "noindex"]] as [string, string][] },
      { path: "/admin", headers: [["X-Robots-Tag", "noindex, nofollow"]] as [string, string][] },
    ];
    expect(headerProblems(other)).toEqual(["X-Robots-Tag is set for /* and again for /admin"]);
  });

  it("translates the rules to nginx: global headers always, the others by path on success", () => {
    const rules = [
      ...parseHeaders(source),
      { path: "/", headers: [["Cache-Control", "public, max-age=0"]] as [string, string][] },
      { path: "/blog/*", headers: [["Cache-Control", "public, max-age=0"]] as [string, string][] },
    ];
    expect(nginxHeaders(rules)).toBe(`add_header X-Content-Type-Options "nosniff" always;
add_header Referrer-Policy "strict-origin-when-cross-origin" always;

set $endevo_cache_control "";
if ($uri ~ "^(?:/_astro/)") {
    set $endevo_cache_control "public, max-age=31536000, immutable";
}
if ($uri ~ "^(?:/$|/blog/)") {
    set $endevo_cache_control "public, max-age=0";
}
add_header Cache-Control $endevo_cache_control;
`);
    expect(() => nginxHeaders([{ path: "/*", headers: [["X", 'a"b']] }])).toThrow(/cannot quote/);
  });

  it("sends nginx the baseline policy always, each path's own policy on success", () => {
    const rules = [
      { path: "/*", headers: [["Content-Security-Policy", STATIC_HEADER_POLICY]] as [string, string][] },
      { path: "/", headers: [["Content-Security-Policy", "site"]] as [string, string][] },
      { path: "/plan", headers: [["Content-Security-Policy", "site"]] as [string, string][] },
      { path: "/admin", headers: [["Content-Security-Policy", "studio"]] as [string, string][] },
    ];
    expect(nginxHeaders(rules)).toBe(`add_header Content-Security-Policy "${STATIC_HEADER_POLICY}" always;

set $endevo_content_security_policy "";
if ($uri ~ "^(?:/$|/plan$)") {
    set $endevo_content_security_policy "site";
}
if ($uri ~ "^(?:/admin$)") {
    set $endevo_content_security_policy "studio";
}
add_header Content-Security-Policy $endevo_content_security_policy;
`);
  });
});

describe("writeSecurityHeaders", () => {
  /** A dist/ folder with these files, removed after the callback. */
  function withDist(files: Record<string, string>, check: (dist: string) => void) {
    const dist = mkdtempSync(join(tmpdir(), "endevo-headers-"));
    try {
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(dirname(join(dist, file)), { recursive: true });
        writeFileSync(join(dist, file), text);
      }
      check(dist);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  }
  const publicHeaders = "/*\n  X-Content-Type-Options: nosniff\n\n/_astro/*\n  Cache-Control: immutable\n";
  const studioRules = [
    {
      path: "/admin",
      headers: [
        ["Content-Security-Policy", `default-src 'none'; script-src 'self' 'unsafe-eval'; ${STATIC_HEADER_POLICY}`],
        ["X-Robots-Tag", "noindex"],
        ["Cache-Control", "no-cache"],
      ] as [string, string][],
    },
  ];

  it("gives /* the baseline, every page the site's policy, and a path with its own rules those rules alone", () => {
    withDist(
      {
        _headers: publicHeaders,
        "index.html": page(`<script>${SCRIPT}</script>`),
        "plan.html": page(""),
        "feed.xml": "<rss/>",
        // The studio's page: another policy, 'unsafe-eval' and all; never read for the site's policy.
        "admin.html": page("", "default-src 'none'; script-src 'self' 'unsafe-eval'"),
      },
      (dist) => {
        const header = writeSecurityHeaders(dist, studioRules);
        expect(header).toBe(`${POLICY}; frame-ancestors 'none'`);
        const rules = parseHeaders(readFileSync(join(dist, "_headers"), "utf8"));
        const byPath = new Map(rules.map((rule) => [rule.path, Object.fromEntries(rule.headers)]));
        expect(byPath.get("/*")).toEqual({
          "Content-Security-Policy": STATIC_HEADER_POLICY,
          "X-Content-Type-Options": "nosniff",
        });
        for (const path of ["/", "/plan"])
          expect(byPath.get(path)).toEqual({
            "Content-Security-Policy": header,
            "Cache-Control": "public, max-age=0, must-revalidate",
          });
        expect(byPath.get("/admin")).toEqual(Object.fromEntries(studioRules[0]!.headers));
        expect(byPath.get("/feed.xml")).toEqual({ "Cache-Control": "public, max-age=3600" });
        expect(rules.map((rule) => rule.path)).toEqual(["/*", "/_astro/*", "/", "/plan", "/admin", "/feed.xml"]);
        // The studio's page is left as it was.
        expect(scanPage(readFileSync(join(dist, "admin.html"), "utf8")).policy).toBe(
          "default-src 'none'; script-src 'self' 'unsafe-eval'",
        );
        const nginx = readFileSync(join(dist, "_nginx/headers.conf"), "utf8");
        expect(nginx).toContain(`add_header Content-Security-Policy "${STATIC_HEADER_POLICY}" always;`);
        expect(nginx).toContain('if ($uri ~ "^(?:/admin$)") {\n    set $endevo_content_security_policy "default-src');
      },
    );
  });

  it("without the studio's rules, its page would have to carry the site's policy", () => {
    withDist(
      { _headers: publicHeaders, "index.html": page(""), "admin.html": page("", "default-src 'none'") },
      (dist) => expect(() => writeSecurityHeaders(dist)).toThrow(/pages carry different policies/),
    );
  });
});
