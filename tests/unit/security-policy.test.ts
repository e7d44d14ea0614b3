// The Content Security Policy and header generation (src/integrations/security-policy.mjs).
import {
  cspConfig,
  formatHeaders,
  hashSource,
  headerProblems,
  mergePolicies,
  nginxHeaders,
  pagePaths,
  parseHeaders,
  parsePolicy,
  formatPolicy,
  scanPage,
  sitePolicy,
  withGlobalHeader,
  withMetaPolicy,
} from "../../src/integrations/security-policy.mjs";

const site = {
  contact: { email: "hello@example.com" },
  links: {
    schedulingForm: "https://forms.example.com/widget/form/abc",
    schedulingScript: "https://forms.example.com/js/form_embed.js",
    video: "https://media.example.com/v/clip.mp4",
  },
};

const SCRIPT = "console.log(1)";
const STYLE = "a{color:red}";
const page = (
  body: string,
  policy = `script-src 'self' ${hashSource(SCRIPT)}; style-src 'self' ${hashSource(STYLE)}`,
) =>
  `<!doctype html><html><head><meta http-equiv="content-security-policy" content="${policy}"></head><body>${body}</body></html>`;

describe("cspConfig", () => {
  it("closes everything by default and opens only the hosts in site settings", () => {
    const config = cspConfig(site);
    expect(config.directives).toContain("default-src 'none'");
    expect(config.directives).toContain("object-src 'none'");
    expect(config.directives).toContain("base-uri 'self'");
    expect(config.directives).toContain("frame-src https://forms.example.com");
    expect(config.directives).toContain("media-src https://media.example.com/v/clip.mp4");
    expect(config.directives).toContain("form-action 'self' mailto:");
    expect(config.scriptDirective?.resources).toEqual(["'self'", "https://forms.example.com/js/form_embed.js"]);
    expect(config.directives?.join(";")).not.toContain("frame-ancestors");
  });

  it("lets Stay Connected post to the newsletter host instead of opening an e-mail", () => {
    const config = cspConfig({ ...site, newsletterEndpoint: "https://news.example.com/subscribe?list=1" });
    expect(config.directives).toContain("form-action 'self' https://news.example.com");
  });
});

describe("policies", () => {
  it("parses, merges and formats", () => {
    const a = parsePolicy("script-src 'self' 'sha256-a'; img-src 'self'");
    const b = parsePolicy("script-src 'self' 'sha256-b';");
    expect(formatPolicy(mergePolicies([a, b]))).toBe("script-src 'self' 'sha256-a' 'sha256-b'; img-src 'self'");
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
    expect(scan.scripts).toEqual([SCRIPT, `document.write('<b onclick="no">')`]);
    expect(scan.styles).toEqual([STYLE]);
    expect(scan.styleAttributes).toEqual(["left:1%;top:2%"]);
    expect(scan.handlers).toEqual(['<button onclick="go()">']);
    expect(scan.links).toEqual([{ href: "https://x.example", target: "_blank", rel: "noopener noreferrer" }]);
    expect(scan.frames[0]!.get("title")).toBe("F");
  });
});

describe("sitePolicy", () => {
  it("merges the pages, allows their style attributes by hash and forbids inline handlers", () => {
    const pages = [
      { file: "a.html", scan: scanPage(page(`<script>${SCRIPT}</script><i style="color:red"></i>`)) },
      { file: "b.html", scan: scanPage(page("", `script-src 'self' 'sha256-other'; style-src 'self'`)) },
    ];
    const { meta, header } = sitePolicy(pages);
    const policy = parsePolicy(meta);
    expect(policy.get("script-src")).toEqual(["'self'", hashSource(SCRIPT), "'sha256-other'"]);
    expect(policy.get("style-src-attr")).toEqual(["'unsafe-hashes'", hashSource("color:red")]);
    expect(policy.get("script-src-attr")).toEqual(["'none'"]);
    expect(policy.has("frame-ancestors")).toBe(false);
    expect(header).toBe(`${meta}; frame-ancestors 'none'`);
  });

  it("closes style attributes when no page has one", () => {
    const { meta } = sitePolicy([{ file: "a.html", scan: scanPage(page("")) }]);
    expect(parsePolicy(meta).get("style-src-attr")).toEqual(["'none'"]);
  });

  it("fails the build for what would break or weaken the policy", () => {
    const broken = (body: string) => () => sitePolicy([{ file: "x.html", scan: scanPage(page(body)) }]);
    expect(broken(`<a href="#" onclick="go()">x</a>`)).toThrow(/x\.html: inline event handler <a onclick="go\(\)">/);
    expect(broken(`<script>evil()</script>`)).toThrow(/inline script not in script-src/);
    expect(broken(`<style>b{}</style>`)).toThrow(/inline <style> not in style-src/);
    expect(() => sitePolicy([{ file: "y.html", scan: scanPage("<html></html>") }])).toThrow(
      /y\.html: no Content-Security-Policy/,
    );
  });

  it("writes the policy back into a page", () => {
    const html = withMetaPolicy(page("<p>x</p>"), "default-src 'none'");
    expect(scanPage(html).policy).toBe("default-src 'none'");
    expect(html).toContain("<p>x</p>");
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

  it("lists page paths, folders of pages as one rule, never 404.html", () => {
    const files = [
      "index.html",
      "plan.html",
      "404.html",
      "blog.html",
      "blog/a.html",
      "blog/b.html",
      "art/x.svg",
      "art/y.html",
    ];
    expect(pagePaths(files)).toEqual(["/", "/art/y", "/blog", "/blog/*", "/plan"]);
  });

  it("refuses a header set twice for one path, too many rules and lines Cloudflare cuts", () => {
    const twice = parseHeaders("/*\n  Cache-Control: no-store\n/plan\n  Cache-Control: max-age=0\n");
    expect(headerProblems(twice)).toEqual(["Cache-Control is set for /* and again for /plan"]);
    const long = [{ path: "/*", headers: [["X", "y".repeat(2000)] as [string, string]] }];
    expect(headerProblems(long)[0]).toMatch(/Cloudflare Pages reads 2000/);
    const many = Array.from({ length: 101 }, (_, i) => ({ path: `/p${i}`, headers: [] }));
    expect(headerProblems(many)[0]).toMatch(/101 rules/);
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
});
