// The site's Content Security Policy and response headers: one source for the
// <meta> policy in every page, public/_headers (Netlify, Cloudflare Pages) and
// nginx's include, so they cannot drift apart.
//
// - cspConfig(site): Astro's `security.csp` option. Astro hashes every script
//   and style it emits and writes the same <meta http-equiv> policy into every
//   page, inline event handlers and style="" attributes closed
//   (script-src-attr and style-src-attr 'none').
// - scanPage(html): what one built page contains that the policy must allow
//   or forbid, read with parse5 (the HTML parsing algorithm browsers run).
// - sitePolicy(pages): checks every page against its policy and returns the
//   policy for <meta> and for the header (which adds what browsers ignore in
//   <meta>: frame-ancestors). The build fails on a page that would break
//   under the policy or weaken it.
// - parseHeaders / formatHeaders / nginxHeaders: the _headers file format and
//   its translation to nginx `add_header` lines; headerProblems: what a host
//   would refuse or get wrong (a header set twice for one path, except the
//   layered Content-Security-Policy: the baseline for /*, each page's own).
// Pure functions only: the integration (security-headers.mjs) does the files.
import { createHash } from "node:crypto";
import { parse, parseFragment } from "parse5";

/** Where the external addresses come from (read by astro.config.mjs). */
export const SITE_FILE = "src/content/settings/site.yaml";

/**
 * Cache-Control for HTML pages: browsers keep a copy but check it on every
 * visit (a cheap 304 thanks to the ETag), so a new deploy shows at once and an
 * old page never asks for assets a new deploy has removed.
 */
export const HTML_CACHE_CONTROL = "public, max-age=0, must-revalidate";

/** Directives browsers ignore in a <meta> policy: sent only as a header. */
export const HEADER_ONLY = [["frame-ancestors", ["'none'"]]];

/**
 * The part of the policy that never changes with the pages and that every
 * response can live with, the studio at /admin included: the /* rule of
 * _headers, nginx's policy on every response (errors too), and the whole
 * header on hosts whose headers are fixed configuration (vercel.json, a
 * CloudFront response headers policy). Browsers enforce it together with each
 * page's own policy (its header rule, or its <meta>).
 */
export const STATIC_HEADER_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'";

/** Cloudflare Pages reads at most 100 rules and 2,000 characters per line of _headers. */
export const HEADERS_LIMITS = { rules: 100, lineLength: 2000 };

/**
 * What the policy must always say, whatever the settings: nothing loads unless
 * listed, no inline code or style runs without its hash.
 */
export const REQUIRED = [
  ["default-src", ["'none'"]],
  ["script-src-attr", ["'none'"]],
  ["style-src-attr", ["'none'"]],
  ["object-src", ["'none'"]],
  ["base-uri", ["'self'"]],
];

/**
 * @typedef {{ provider: "plausible"; script: string; domain: string }} AnalyticsSettings
 * @typedef {{ links: { schedulingForm: string; video: string };
 *   contact: { email: string }; newsletterEndpoint?: string | undefined;
 *   analytics?: AnalyticsSettings | undefined }} SiteSettings
 * @typedef {Map<string, string[]>} Policy  directive name → sources, in order
 * @typedef {{ path: string; headers: [string, string][] }} HeaderRule  one block of a _headers file
 */

/** `https://host` of an address. */
const origin = (address) => new URL(address).origin;

/**
 * Tests build the site with analytics on without editing settings/site.yaml: this variable holds an `analytics`
 * block as JSON (see scripts/build-analytics-test.mjs). Unset, the settings file decides.
 */
export const ANALYTICS_FOR_TESTS = "ENDEVO_TEST_ANALYTICS";

/**
 * The analytics settings a build uses: the test override when set, otherwise site.yaml's `analytics` block
 * (undefined: analytics off). The page's loader (components/site/Analytics.astro) and the policy read them here.
 * @param {SiteSettings} site
 * @returns {AnalyticsSettings | undefined}
 */
export function analyticsSettings(site, env = process.env) {
  const override = env[ANALYTICS_FOR_TESTS];
  return override ? JSON.parse(override) : site.analytics;
}

/** The sources each directive allows beyond the site itself, from site settings. */
export function externalSources(site, env = process.env) {
  const analytics = analyticsSettings(site, env);
  // With analytics on: its script, and its events sent to the same server (docs/DEPLOY.md).
  const counter = analytics ? [origin(analytics.script)] : [];
  return {
    // No other script from another host: the scheduling form's embed script is not loaded (docs/DEPLOY.md).
    script: counter,
    connect: counter,
    // The embedded scheduling form: its host, since the form moves between its own pages.
    frame: [origin(site.links.schedulingForm)],
    // The home page video, by its exact address.
    media: [site.links.video],
    // Stay Connected posts to the newsletter service, or (without one) opens an e-mail.
    form: site.newsletterEndpoint ? [origin(site.newsletterEndpoint)] : ["mailto:"],
  };
}

/** @typedef {Exclude<NonNullable<import("astro").AstroUserConfig["security"]>["csp"], boolean | undefined>} CspOption */

/** Astro writes `script-src-attr 'none'` / `style-src-attr 'none'` for this resource. */
const NO_ATTRIBUTES = /** @type {const} */ ({ resource: "'none'", kind: "attribute" });

/**
 * Astro's `security.csp` option. Astro adds script-src and style-src with the
 * hashes of what it emits; everything else is closed unless listed here.
 * @param {SiteSettings} site
 * @returns {CspOption}
 */
export function cspConfig(site, env = process.env) {
  const external = externalSources(site, env);
  return {
    algorithm: "SHA-256",
    directives: [
      "default-src 'none'",
      "img-src 'self'",
      "font-src 'self'",
      `connect-src ${["'self'", ...external.connect].join(" ")}`,
      "manifest-src 'self'",
      `media-src ${external.media.join(" ")}`,
      `frame-src ${external.frame.join(" ")}`,
      "object-src 'none'",
      "base-uri 'self'",
      // 'self': the expert search form works without JavaScript as a GET to its own page.
      `form-action 'self' ${external.form.join(" ")}`,
    ],
    // Inline event handlers (onclick="") and style="" attributes never run or apply. Astro warns at every
    // build that script-src does not reach them then: that is the point.
    scriptDirective: { resources: ["'self'", ...external.script, NO_ATTRIBUTES] },
    styleDirective: { resources: ["'self'", NO_ATTRIBUTES] },
  };
}

/* ---------------------------------------------------------------- policies */

/** Parses "a b; c d" into a Map (directive names in lower case). */
export function parsePolicy(text) {
  /** @type {Policy} */
  const policy = new Map();
  for (const part of text.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    const key = name.toLowerCase();
    policy.set(key, [...(policy.get(key) ?? []), ...sources]);
  }
  return policy;
}

/** "a b; c d" from a Map. */
export function formatPolicy(policy) {
  return [...policy].map(([name, sources]) => [name, ...sources].join(" ")).join("; ");
}

/** A CSP hash source for some text: 'sha256-…'. */
export function hashSource(text) {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/* ------------------------------------------------------------------- pages */

/**
 * @typedef {import("parse5").DefaultTreeAdapterMap["element"]} Element
 * @typedef {import("parse5").DefaultTreeAdapterMap["parentNode"]} ParentNode
 */

/** Every element under a node, in document order, <template> contents included. */
function* elementsOf(/** @type {ParentNode} */ node) {
  for (const child of node.childNodes) {
    if (!("tagName" in child)) continue;
    yield child;
    yield* elementsOf(child);
    if (child.tagName === "template" && "content" in child) yield* elementsOf(child.content);
  }
}

/** An element's attributes as a Map (names in lower case, values decoded). */
const attributeMap = (/** @type {Element} */ element) => new Map(element.attrs.map(({ name, value }) => [name, value]));

/** The text of a script or style element. */
const textOf = (/** @type {Element} */ element) =>
  element.childNodes.map((child) => ("value" in child ? child.value : "")).join("");

/** The attributes in a start tag's attribute text (`type="submit" disabled`), values decoded. */
export function attributes(text) {
  const [element] = parseFragment(`<span ${text}></span>`).childNodes;
  return element && "tagName" in element ? attributeMap(element) : new Map();
}

/** Script types a browser runs (data blocks such as JSON-LD are not scripts). */
function isExecutable(type) {
  return !type || /^(module|text\/javascript|application\/javascript)$/i.test(type.trim());
}

/** The <meta http-equiv="content-security-policy"> elements of a parsed page. */
function policyMetas(/** @type {ParentNode} */ document) {
  return [...elementsOf(document)].filter(
    (element) =>
      element.tagName === "meta" &&
      attributeMap(element).get("http-equiv")?.toLowerCase() === "content-security-policy",
  );
}

/**
 * What one built page contains that a policy must allow or forbid. Parsed as a
 * browser without scripting would, so <noscript> content is read as markup too.
 * @returns {{ policy: string | undefined; policies: number; scripts: string[]; styles: string[];
 *   styleAttributes: string[]; handlers: string[]; links: { href: string; rel: string; target: string }[];
 *   frames: Map<string, string>[] }}
 */
export function scanPage(html) {
  const document = parse(html, { scriptingEnabled: false });
  const scan = {
    policy: /** @type {string | undefined} */ (undefined),
    policies: 0,
    scripts: /** @type {string[]} */ ([]),
    styles: /** @type {string[]} */ ([]),
    styleAttributes: /** @type {string[]} */ ([]),
    handlers: /** @type {string[]} */ ([]),
    links: /** @type {{ href: string; rel: string; target: string }[]} */ ([]),
    frames: /** @type {Map<string, string>[]} */ ([]),
  };
  for (const element of elementsOf(document)) {
    const attrs = attributeMap(element);
    const name = element.tagName;
    for (const [attribute, value] of attrs) {
      if (/^on[a-z]+$/.test(attribute)) scan.handlers.push(`<${name} ${attribute}="${value}">`);
    }
    if (attrs.has("style")) scan.styleAttributes.push(`<${name} style="${attrs.get("style")}">`);
    if (name === "script" && !attrs.has("src") && isExecutable(attrs.get("type"))) scan.scripts.push(textOf(element));
    if (name === "style") scan.styles.push(textOf(element));
    if (name === "a" && attrs.has("href")) {
      scan.links.push({
        href: attrs.get("href") ?? "",
        rel: attrs.get("rel") ?? "",
        target: attrs.get("target") ?? "",
      });
    }
    if (name === "iframe") scan.frames.push(attrs);
  }
  const metas = policyMetas(document);
  scan.policies = metas.length;
  scan.policy = metas[0] && attributeMap(metas[0]).get("content");
  return scan;
}

/**
 * The site's policy, from its scanned pages. Astro writes the same policy into
 * every page, so one header can carry it. Throws when a page has no policy or
 * another one, an inline event handler, a style="" attribute, or an inline
 * script or style that its policy does not allow (so a build never ships a
 * page that breaks under it), or when the policy lacks what REQUIRED says.
 * @param {{ file: string; scan: ReturnType<typeof scanPage> }[]} pages
 * @returns {{ meta: string; header: string }}
 */
export function sitePolicy(pages) {
  const problems = [];
  /** @type {Map<string, string[]>} policy → the pages that carry it */
  const byPolicy = new Map();
  for (const { file, scan } of pages) {
    if (scan.policy === undefined || scan.policies !== 1) {
      problems.push(
        `${file}: ${scan.policies} Content-Security-Policy <meta> (is security.csp on in astro.config.mjs?)`,
      );
      continue;
    }
    const policy = parsePolicy(scan.policy);
    const text = formatPolicy(policy);
    byPolicy.set(text, [...(byPolicy.get(text) ?? []), file]);
    const allowed = (directive) => new Set(policy.get(directive) ?? []);
    const scriptSources = allowed("script-src");
    const styleSources = allowed("style-src");
    for (const body of scan.scripts) {
      if (!scriptSources.has(hashSource(body)))
        problems.push(`${file}: inline script not in script-src: ${body.slice(0, 60)}…`);
    }
    for (const body of scan.styles) {
      if (!styleSources.has(hashSource(body)))
        problems.push(`${file}: inline <style> not in style-src: ${body.slice(0, 60)}…`);
    }
    for (const handler of scan.handlers)
      problems.push(`${file}: inline event handler ${handler}; use a <script> instead`);
    for (const style of scan.styleAttributes)
      problems.push(`${file}: style attribute ${style}; the policy refuses them (style-src-attr 'none'): use a class`);
  }
  if (byPolicy.size > 1) {
    const list = [...byPolicy].map(([policy, files]) => `${files.join(", ")}: ${policy}`);
    problems.push(
      `pages carry different policies (a page adding sources with Astro.csp?); one header serves them all:\n    ${list.join("\n    ")}`,
    );
  }
  const [meta] = byPolicy.keys();
  if (meta !== undefined) {
    const policy = parsePolicy(meta);
    for (const [name, sources] of REQUIRED) {
      if (formatPolicy(new Map([[name, policy.get(name) ?? []]])) !== formatPolicy(new Map([[name, sources]])))
        problems.push(
          `the policy must say "${name} ${sources.join(" ")}" (it says "${name} ${(policy.get(name) ?? []).join(" ")}")`,
        );
    }
    for (const [name, sources] of policy) {
      if (sources.includes("'unsafe-inline'") || sources.includes("'unsafe-hashes'"))
        problems.push(
          `the policy must not weaken ${name} with ${sources.filter((s) => s.startsWith("'unsafe")).join(" ")}`,
        );
    }
  }
  if (problems.length || meta === undefined)
    throw new Error(`Content Security Policy:\n  ${(problems.length ? problems : ["no pages"]).join("\n  ")}`);
  const header = formatPolicy(new Map([...parsePolicy(meta), ...HEADER_ONLY]));
  return { meta, header };
}

/** The page with its <meta> policy replaced (found by the parser, the rest of the page byte for byte). */
export function withMetaPolicy(html, policy) {
  const [meta] = policyMetas(parse(html, { sourceCodeLocationInfo: true }));
  const location = meta?.sourceCodeLocation;
  if (!location) throw new Error("the page has no Content-Security-Policy <meta> to replace");
  const escaped = policy.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  const tag = `<meta http-equiv="content-security-policy" content="${escaped}">`;
  return html.slice(0, location.startOffset) + tag + html.slice(location.endOffset);
}

/* ---------------------------------------------------------------- _headers */

/** Parses a _headers file: path lines, each followed by indented "Name: value" lines; # starts a comment. */
export function parseHeaders(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: trimmed, headers: [] });
      continue;
    }
    const colon = trimmed.indexOf(":");
    const rule = rules.at(-1);
    if (!rule || colon < 1)
      throw new Error(`_headers line ${index + 1}: expected "Name: value" under a path: ${trimmed}`);
    rule.headers.push([trimmed.slice(0, colon).trim(), trimmed.slice(colon + 1).trim()]);
  }
  return rules;
}

/** A _headers file from rules, with a comment on top. */
export function formatHeaders(rules, comment = []) {
  const lines = comment.map((line) => `# ${line}`.trimEnd());
  for (const rule of rules) {
    if (lines.length) lines.push("");
    lines.push(rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`));
  }
  return `${lines.join("\n")}\n`;
}

/** The header that may be set for /* and again for a path: browsers enforce every policy they get. */
export const LAYERED_HEADER = "Content-Security-Policy";

/**
 * Problems a host would have with these rules: limits, and one header set twice for a path (hosts join
 * the values with commas, or keep the later one). One header may be: Content-Security-Policy. The
 * /* rule carries the baseline every response can live with (STATIC_HEADER_POLICY) and a page or the
 * studio adds its own policy. Cloudflare Pages joins the two values, and browsers enforce both (the
 * stricter wins, which is the path's own, since it repeats the baseline); Netlify keeps the later
 * rule's value alone. So each such rule must come after /* and repeat every directive of /*, or
 * Netlify would drop it for that path.
 */
export function headerProblems(rules) {
  const problems = [];
  if (rules.length > HEADERS_LIMITS.rules)
    problems.push(`${rules.length} rules (Cloudflare Pages reads ${HEADERS_LIMITS.rules})`);
  for (const line of formatHeaders(rules).split("\n")) {
    if (line.length > HEADERS_LIMITS.lineLength) {
      problems.push(
        `a line of ${line.length} characters (Cloudflare Pages reads ${HEADERS_LIMITS.lineLength}): ${line.slice(0, 60)}…`,
      );
    }
  }
  const globalIndex = rules.findIndex((rule) => rule.path === "/*");
  const globalHeaders = new Map(
    (rules[globalIndex]?.headers ?? []).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const baseline = globalHeaders.get(LAYERED_HEADER.toLowerCase());
  for (const [index, rule] of rules.entries()) {
    if (rule.path === "/*") continue;
    for (const [name, value] of rule.headers) {
      if (!globalHeaders.has(name.toLowerCase())) continue;
      if (name.toLowerCase() !== LAYERED_HEADER.toLowerCase() || baseline === undefined) {
        problems.push(`${name} is set for /* and again for ${rule.path}`);
        continue;
      }
      if (index < globalIndex)
        problems.push(`${rule.path}: its ${name} must come after the /* rule (Netlify keeps the later one)`);
      const own = parsePolicy(value);
      for (const [directive, sources] of parsePolicy(baseline)) {
        if (
          formatPolicy(new Map([[directive, own.get(directive) ?? []]])) !==
          formatPolicy(new Map([[directive, sources]]))
        )
          problems.push(
            `${rule.path}: its ${name} must repeat "${directive} ${sources.join(" ")}" of /* (Netlify sends only the path's policy)`,
          );
      }
    }
  }
  return problems;
}

/** Adds a header to the /* rule (replacing one of the same name). */
export function withGlobalHeader(rules, name, value) {
  const global = rules.find((rule) => rule.path === "/*");
  if (!global) throw new Error("_headers needs a /* rule for the headers every response gets");
  const headers = global.headers.filter(([existing]) => existing.toLowerCase() !== name.toLowerCase());
  return rules.map((rule) => (rule === global ? { ...rule, headers: [[name, value], ...headers] } : rule));
}

/** The URL path a built HTML file is served at: "index.html" → "/", "plan.html" → "/plan", "blog/a.html" → "/blog/a". */
export function pagePath(file) {
  const path = `/${file.replace(/\.html$/, "")}`.replace(/(^|\/)index$/, "$1");
  return path === "" ? "/" : path;
}

/** Whether a _headers path pattern ("/plan", "/blog/*", "/*") covers a URL path. */
export function coversPath(pattern, path) {
  return pattern.endsWith("/*") ? path.startsWith(pattern.slice(0, -1)) : pattern === path;
}

/**
 * The URL paths of the built HTML pages for rules: "/" and "/plan" one by one,
 * and "/blog/*" for a folder that holds nothing but pages and their feed
 * (blog/rss.xml: the feed then shares the pages' rule). One rule per folder
 * keeps _headers under Cloudflare's 100 rules however many posts and episodes
 * there are. 404.html is served for errors, not as a page.
 * @param {string[]} files  paths of every built file relative to dist/, with "/"
 */
export function pagePaths(files) {
  const isPage = (file) => file.endsWith(".html") && file !== "404.html";
  const folders = new Map();
  for (const file of files) {
    const folder = file.includes("/") ? file.split("/")[0] : "";
    if (!folder) continue;
    folders.set(folder, (folders.get(folder) ?? true) && (isPage(file) || file.endsWith(".xml")));
  }
  const paths = new Set();
  for (const file of files.filter(isPage).sort()) {
    const folder = file.includes("/") ? file.split("/")[0] : "";
    paths.add(folder && folders.get(folder) ? `/${folder}/*` : pagePath(file));
  }
  return [...paths].sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)));
}

/* ------------------------------------------------------------------- nginx */

/** A _headers path pattern as a regular expression over nginx's $uri. */
function pathRegex(path) {
  const escaped = path.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
  return escaped.endsWith("/*") ? escaped.slice(0, -1) : `${escaped}$`;
}

/** A value nginx can hold in double quotes without reading variables or escapes. */
function nginxValue(value) {
  if (/["$\\\n]/.test(value)) throw new Error(`header value nginx cannot quote as written: ${value}`);
  return `"${value}"`;
}

/**
 * The same headers for nginx, to include once in the server block (locations
 * must not add_header, or they drop these). Headers of the /* rule go on every
 * response, errors included; the others (Cache-Control, a page's or the
 * studio's policy) only on successful responses whose path matches, as on
 * Netlify and Cloudflare Pages: each becomes a variable set by the rules whose
 * path matches $uri (the last one wins), sent when not empty. A policy set for
 * /* and for a path reaches the browser as two headers, both enforced, as on
 * Cloudflare Pages.
 */
export function nginxHeaders(rules, comment = []) {
  const lines = comment.map((line) => `# ${line}`.trimEnd());
  const byName = new Map();
  for (const rule of rules) {
    for (const [name, value] of rule.headers) {
      if (rule.path === "/*") {
        lines.push(`add_header ${name} ${nginxValue(value)} always;`);
        continue;
      }
      const values = byName.get(name) ?? new Map();
      values.set(value, [...(values.get(value) ?? []), rule.path]);
      byName.set(name, values);
    }
  }
  for (const [name, values] of byName) {
    const variable = `$endevo_${name.toLowerCase().replace(/[^a-z0-9]+/g, "_")}`;
    lines.push("", `set ${variable} "";`);
    for (const [value, paths] of values) {
      const regex = `^(?:${paths.map(pathRegex).join("|")})`;
      if (/["\n]/.test(regex)) throw new Error(`path nginx cannot quote: ${paths.join(", ")}`);
      lines.push(`if ($uri ~ "${regex}") {`, `    set ${variable} ${nginxValue(value)};`, "}");
    }
    lines.push(`add_header ${name} ${variable};`);
  }
  return `${lines.join("\n")}\n`;
}
