// What a built page costs before any interaction, read from dist/ (byte-based and deterministic: no browser, no
// timing), and the budgets it must keep. Shared by the size-budget test (tests/e2e/budgets.spec.ts, over today's
// build) and `npm run bench -- --scale` (scripts/bench.mjs, over a build with ten times today's content).
// Sizes are Brotli (quality 11) bytes, what a CDN sends.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, posix } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { STUDIO_PAGE } from "../src/integrations/studio.mjs";

export const KB = 1024;

/**
 * Today's budgets by page class, set just above what the pages weigh with the islands mounted and the Content
 * Security Policy in every page (largest: home 16.0 KB HTML / 3.6 KB JS, which includes the few lines that give the
 * video its controls on approach instead of at parse; /company 15.7 KB HTML). They catch a page that grows by
 * accident; raise one only on purpose, and say why in the commit.
 */
export const BUDGETS = {
  home: { html: 16.5 * KB, css: 14 * KB, js: 3.8 * KB },
  page: { html: 16 * KB, css: 14 * KB, js: 3.4 * KB },
  notFound: { html: 9.5 * KB, css: 14 * KB, js: 3.2 * KB },
};

/**
 * The ceilings every public page keeps however much content editors add (docs/REQUIREMENTS.md §12): what
 * `npm run bench -- --scale` checks on a build with ten times today's posts and episodes and fifty partner offers.
 */
export const CEILINGS = { html: 40 * KB, css: 14 * KB, js: 4 * KB };

/** The budget class of a page file: "home", "notFound" or "page". */
export const classOf = (page) => (page === "index.html" ? "home" : page === "404.html" ? "notFound" : "page");

// Islands that hydrate only on contact (client:interaction) or when scrolled to (client:visible) do not run
// before interaction; every other island directive hydrates on load.
const DEFERRED_ISLANDS = new Set(["interaction", "visible"]);

export const brotli = (text) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The files under dir ending in ext, as forward-slash paths relative to dir. */
export function filesIn(dir, ext) {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(ext) && statSync(join(dir, file)).isFile())
    .map((file) => file.split("\\").join("/"));
}

/** Every public page of a build: each .html file but the editors' studio. New routes are found by themselves. */
export const publicPages = (dist) => filesIn(dist, ".html").filter((page) => page !== STUDIO_PAGE);

/** An attribute's value in one tag's source, or undefined.
 *  @type {(tag: string, name: string) => string | undefined} */
export const attr = (tag, name) =>
  tag
    .match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i"))
    ?.slice(1)
    .find(Boolean);
/** Every opening tag of an element in a page's source.
 *  @type {(html: string, name: string) => string[]} */
export const tags = (html, name) => html.match(new RegExp(`<${name}\\b[^>]*>`, "gi")) ?? [];
const decode = (value) => value.replaceAll("&amp;", "&").replaceAll("&quot;", '"');
const siteOf = (root) => readFileSync(join(root, "astro.config.mjs"), "utf8").match(/site:\s*"([^"]+)"/)?.[1];

/**
 * Reads one build: `dist` is its folder, `root` the project it was built from (for the site's address).
 * @param {string} dist
 * @param {string} [root]
 */
export function readBuild(dist, root = join(dist, "..")) {
  const SITE = siteOf(root);

  /** The file in dist/ that serves a site-local URL (clean URLs: /plan → plan.html), or undefined if none. */
  function fileFor(url, from) {
    let path = decode(url).split("#")[0].split("?")[0];
    if (SITE && path.startsWith(SITE)) path = path.slice(SITE.length) || "/";
    if (!path) return from; // "#anchor" or "?query": the page itself
    if (/^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(path)) return undefined; // another host or scheme: not ours to check
    const resolved = path.startsWith("/") ? path : posix.join(posix.dirname(`/${from}`), path);
    const candidates = resolved.endsWith("/")
      ? [`${resolved}index.html`]
      : [resolved, `${resolved}.html`, `${resolved}/index.html`];
    return candidates
      .map((candidate) => candidate.replace(/^\//, ""))
      .find((file) => {
        const full = join(dist, file);
        return existsSync(full) && statSync(full).isFile();
      });
  }

  // Pages share their stylesheet and most modules: each file is compressed once per build read.
  const compressed = new Map();
  const fileSize = (file) => {
    if (!compressed.has(file)) compressed.set(file, brotli(readFileSync(join(dist, file))));
    return compressed.get(file);
  };

  const isSiteUrl = (url) =>
    !!url &&
    !url.startsWith("data:") &&
    (!/^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(url) || (!!SITE && url.startsWith(SITE)));

  /** Every site-local URL a page refers to: links, sources, srcsets, posters, island modules, preloads. */
  function pageReferences(html) {
    const found = [];
    const body = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, (script) =>
      script.slice(0, script.indexOf(">") + 1),
    );
    for (const tag of body.match(/<[a-z][\w-]*\b[^>]*>/gi) ?? []) {
      for (const name of [
        "href",
        "src",
        "poster",
        "component-url",
        "renderer-url",
        "data-src",
        "action",
        "formaction",
      ]) {
        const value = attr(tag, name);
        if (value) found.push(value);
      }
      for (const name of ["srcset", "imagesrcset"]) {
        const value = attr(tag, name);
        if (value) found.push(...value.split(",").map((candidate) => candidate.trim().split(/\s+/)[0]));
      }
      if (/^<meta\b/i.test(tag) && SITE && attr(tag, "content")?.startsWith(SITE)) found.push(attr(tag, "content"));
    }
    return found.filter(isSiteUrl);
  }

  const STATIC_IMPORT = /(?:^|[;\s})])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g;
  const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

  /** A built module and its static imports, resolved to dist/ paths (transitively). Imports of files that are
   *  not in dist/ (static or dynamic) are listed in `missing`. */
  function moduleGraph(entry, seen = new Set(), missing = []) {
    if (seen.has(entry)) return seen;
    seen.add(entry);
    const source = readFileSync(join(dist, entry), "utf8");
    for (const pattern of [STATIC_IMPORT, DYNAMIC_IMPORT]) {
      for (const [, specifier] of source.matchAll(pattern)) {
        if (!specifier.startsWith(".") && !specifier.startsWith("/")) continue;
        const file = fileFor(specifier, entry);
        if (!file) missing.push(`${entry} → ${specifier}`);
        else if (pattern === STATIC_IMPORT) moduleGraph(file, seen, missing);
      }
    }
    return seen;
  }

  /**
   * What a page costs before any interaction: its HTML, its stylesheets, and the scripts that run on load.
   * @returns {{ html: number, css: number, js: number, detail: string[] }}
   */
  function costOf(page) {
    const html = readFileSync(join(dist, page), "utf8");
    const detail = [];
    let css = 0;
    for (const link of tags(html, "link").filter((tag) => /\brel\s*=\s*"?stylesheet/i.test(tag))) {
      const file = fileFor(attr(link, "href") ?? "", page);
      if (file) css += fileSize(file);
    }
    const inlineStyles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]).join("\n");
    if (inlineStyles) css += brotli(inlineStyles);

    // JavaScript: inline scripts (at their Brotli size, as they travel inside the page), external and
    // preloaded modules with their imports, and islands that hydrate on load.
    const modules = new Set();
    const inline = [];
    for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      const [, attributes, text] = match;
      const type = attr(`<script ${attributes}>`, "type") ?? "";
      if (!["", "module", "text/javascript", "application/javascript"].includes(type)) continue; // data blocks
      const src = attr(`<script ${attributes}>`, "src");
      if (src) {
        const file = fileFor(src, page);
        if (file) moduleGraph(file, modules);
      } else if (text.trim()) inline.push(text);
    }
    for (const link of tags(html, "link").filter((tag) => /\brel\s*=\s*"?modulepreload/i.test(tag))) {
      const file = fileFor(attr(link, "href") ?? "", page);
      if (file) moduleGraph(file, modules);
    }
    for (const island of tags(html, "astro-island")) {
      if (DEFERRED_ISLANDS.has(attr(island, "client") ?? "")) continue;
      for (const name of ["component-url", "renderer-url"]) {
        const file = fileFor(attr(island, name) ?? "", page);
        if (file) moduleGraph(file, modules);
      }
      detail.push(`island on load: ${attr(island, "component-url")}`);
    }
    let js = inline.length ? brotli(inline.join("\n")) : 0;
    for (const file of modules) {
      js += fileSize(file);
      detail.push(`script: ${file}`);
    }
    return { html: brotli(html), css, js, detail };
  }

  return { dist, fileFor, isSiteUrl, pageReferences, moduleGraph, costOf, pages: () => publicPages(dist) };
}

export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** The kinds a page's cost exceeds its budget in, as messages ("html 41.2 KB > budget 40.0 KB"). */
export function overBudget(cost, budget) {
  return ["html", "css", "js"]
    .filter((kind) => cost[kind] > budget[kind])
    .map(
      (kind) => `${kind} ${kind === "js" ? "before interaction " : ""}${kb(cost[kind])} > budget ${kb(budget[kind])}`,
    );
}
