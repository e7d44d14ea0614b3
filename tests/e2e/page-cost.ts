// What a built page costs a visitor before any interaction, read from a build folder: its HTML, its stylesheets and
// the JavaScript it runs on load (inline scripts, modules with their imports, islands that hydrate at once), in
// Brotli bytes. Used by budgets.spec.ts (dist/) and analytics.spec.ts (the build with analytics on).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, posix } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

export const KB = 1024;

// Islands that hydrate only on contact (client:interaction) or when scrolled to (client:visible) do not run
// before interaction; every other island directive hydrates on load.
const DEFERRED_ISLANDS = new Set(["interaction", "visible"]);
export const SITE = readFileSync(join(process.cwd(), "astro.config.mjs"), "utf8").match(/site:\s*"([^"]+)"/)?.[1];

export const brotli = (text: string | Buffer) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

export function filesIn(dir: string, ext: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(ext) && statSync(join(dir, file)).isFile())
    .map((file) => file.split("\\").join("/"));
}

export const attr = (tag: string, name: string) =>
  tag
    .match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i"))
    ?.slice(1)
    .find(Boolean);
export const tags = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, "gi")) ?? [];
export const decode = (value: string) => value.replaceAll("&amp;", "&").replaceAll("&quot;", '"');

export const isSiteUrl = (url: string) =>
  !!url && !url.startsWith("data:") && (!/^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(url) || (!!SITE && url.startsWith(SITE)));

/** Every site-local URL a page refers to: links, sources, srcsets, posters, island modules, preloads. */
export function pageReferences(html: string): string[] {
  const found: string[] = [];
  const body = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, (script) =>
    script.slice(0, script.indexOf(">") + 1),
  );
  for (const tag of body.match(/<[a-z][\w-]*\b[^>]*>/gi) ?? []) {
    for (const name of ["href", "src", "poster", "component-url", "renderer-url", "data-src", "action", "formaction"]) {
      const value = attr(tag, name);
      if (value) found.push(value);
    }
    for (const name of ["srcset", "imagesrcset"]) {
      const value = attr(tag, name);
      if (value) found.push(...value.split(",").map((candidate) => candidate.trim().split(/\s+/)[0]!));
    }
    if (/^<meta\b/i.test(tag) && SITE && attr(tag, "content")?.startsWith(SITE)) found.push(attr(tag, "content")!);
  }
  return found.filter(isSiteUrl);
}

const STATIC_IMPORT = /(?:^|[;\s})])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

export interface PageCost {
  html: number;
  css: number;
  js: number;
  detail: string[];
}

/** The cost functions over one build folder. */
export function buildOf(DIST: string) {
  /** The file in dist/ that serves a site-local URL (clean URLs: /plan → plan.html), or undefined if none. */
  function fileFor(url: string, from: string): string | undefined {
    let path = decode(url).split("#")[0]!.split("?")[0]!;
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
        const full = join(DIST, file);
        return existsSync(full) && statSync(full).isFile();
      });
  }

  /** A built module and its static imports, resolved to dist/ paths (transitively). Imports of files that are
   *  not in dist/ (static or dynamic) are listed in `missing`. */
  function moduleGraph(entry: string, seen = new Set<string>(), missing: string[] = []): Set<string> {
    if (seen.has(entry)) return seen;
    seen.add(entry);
    const source = readFileSync(join(DIST, entry), "utf8");
    for (const pattern of [STATIC_IMPORT, DYNAMIC_IMPORT]) {
      for (const [, specifier] of source.matchAll(pattern)) {
        if (!specifier!.startsWith(".") && !specifier!.startsWith("/")) continue;
        const file = fileFor(specifier!, entry);
        if (!file) missing.push(`${entry} → ${specifier}`);
        else if (pattern === STATIC_IMPORT) moduleGraph(file, seen, missing);
      }
    }
    return seen;
  }

  /** What a page costs before any interaction: its HTML, its stylesheets, and the scripts that run on load. */
  function costOf(page: string): PageCost {
    const html = readFileSync(join(DIST, page), "utf8");
    const detail: string[] = [];
    let css = 0;
    for (const link of tags(html, "link").filter((tag) => /\brel\s*=\s*"?stylesheet/i.test(tag))) {
      const file = fileFor(attr(link, "href") ?? "", page);
      if (file) css += brotli(readFileSync(join(DIST, file)));
    }
    const inlineStyles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]).join("\n");
    if (inlineStyles) css += brotli(inlineStyles);

    // JavaScript: inline scripts (at their Brotli size, as they travel inside the page), external and
    // preloaded modules with their imports, and islands that hydrate on load.
    const modules = new Set<string>();
    const inline: string[] = [];
    for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      const [, attributes, text] = match;
      const type = attr(`<script ${attributes}>`, "type") ?? "";
      if (!["", "module", "text/javascript", "application/javascript"].includes(type)) continue; // data blocks
      const src = attr(`<script ${attributes}>`, "src");
      if (src) {
        const file = fileFor(src, page);
        if (file) moduleGraph(file, modules);
      } else if (text!.trim()) inline.push(text!);
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
      js += brotli(readFileSync(join(DIST, file)));
      detail.push(`script: ${file}`);
    }
    return { html: brotli(html), css, js, detail };
  }

  return { fileFor, moduleGraph, costOf };
}
