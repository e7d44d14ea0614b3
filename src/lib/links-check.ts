// Internal links and #anchors in the built site: every link to a page, an asset or an anchor on
// this site must resolve to a file in dist/ and, for an anchor, to an element id on that page.
// A bare "#" is a dead link unless the element says it is a placeholder (`data-placeholder`,
// written by NavLink for links left as "#" until their page exists: docs/REQUIREMENTS.md §4.3).
// Pure: pages come in as parsed documents (tests/dist/read-dist.ts reads dist/), problems come
// out as { file, link, reason }. Matches astro.config.mjs: build.format "file" (/plan is
// plan.html) and trailingSlash "never" (/plan/ is a broken link).

/** One URL in the markup, such as `<a href="/plan#pricing">`. */
export interface Link {
  /** Element and attribute it came from, e.g. "a[href]". */
  source: string;
  /** The URL as written. */
  url: string;
  /** Marked `data-placeholder`: a bare "#" kept until the page exists (docs/REQUIREMENTS.md §4.3). */
  placeholder?: boolean;
}

/** What the checker needs from one built page. */
export interface PageInfo {
  links: Link[];
  /** Ids (and legacy `<a name>`) that a #fragment can point at. */
  ids: Set<string>;
}

export interface LinkProblem {
  /** The page with the link, relative to dist/ ("blog/post.html"). */
  file: string;
  link: string;
  reason: string;
}

export interface CheckOptions {
  /** The site's own origin (astro.config `site`): absolute URLs on it are checked too. */
  site: string;
}

/** Attributes that hold one URL, by element (lower-case names). */
const URL_ATTRIBUTES: Record<string, string[]> = {
  a: ["href"],
  area: ["href"],
  link: ["href"],
  script: ["src"],
  img: ["src"],
  source: ["src"],
  video: ["src", "poster"],
  audio: ["src"],
  track: ["src"],
  iframe: ["src"],
  embed: ["src"],
  object: ["data"],
  form: ["action"],
  button: ["formaction"],
  input: ["src", "formaction"],
  use: ["href", "xlink:href"],
  image: ["href", "xlink:href"],
  // Astro islands load their component and renderer from these.
  "astro-island": ["component-url", "renderer-url", "before-hydration-url"],
};
/** Attributes that hold a list of "url size" candidates. */
const SRCSET_ATTRIBUTES: Record<string, string[]> = { img: ["srcset"], source: ["srcset"] };
/** Share-card tags whose content is a URL (checked when it is on the site's own origin). */
const META_URLS = new Set(["og:url", "og:image", "og:image:url", "og:image:secure_url", "twitter:image"]);

/** Fragments the browser handles without an element: the top of the page and text fragments. */
const BUILT_IN_FRAGMENTS = /^(top|:~:.*)$/i;

/** Reads the links and ids of one parsed page, including inside <template> contents. */
export function collectPage(doc: Document | DocumentFragment): PageInfo {
  const links: Link[] = [];
  const ids = new Set<string>();
  const visit = (root: Document | DocumentFragment) => {
    for (const element of root.querySelectorAll("*")) {
      const name = element.localName;
      if (element.id) ids.add(element.id);
      if (name === "a" && element.getAttribute("name")) ids.add(element.getAttribute("name")!);
      for (const attribute of URL_ATTRIBUTES[name] ?? []) {
        const url = element.getAttribute(attribute);
        if (url === null) continue;
        const placeholder = element.hasAttribute("data-placeholder");
        links.push({ source: `${name}[${attribute}]`, url: url.trim(), ...(placeholder && { placeholder }) });
      }
      for (const attribute of SRCSET_ATTRIBUTES[name] ?? []) {
        const srcset = element.getAttribute(attribute);
        if (srcset === null) continue;
        for (const url of srcsetUrls(srcset)) links.push({ source: `${name}[${attribute}]`, url });
      }
      if (name === "meta") {
        const key = element.getAttribute("property") ?? element.getAttribute("name") ?? "";
        const content = element.getAttribute("content");
        if (META_URLS.has(key.toLowerCase()) && content) links.push({ source: `meta[${key}]`, url: content.trim() });
      }
      if (name === "template") visit((element as HTMLTemplateElement).content);
    }
  };
  visit(doc);
  return { links, ids };
}

/** The URLs in a srcset ("a.png 1x, b.png 2x" → a.png, b.png), following the HTML parsing steps. */
export function srcsetUrls(srcset: string): string[] {
  const urls: string[] = [];
  let position = 0;
  while (position < srcset.length) {
    // Skip whitespace and commas, read the URL (no whitespace), then skip its descriptors.
    position += /^[\s,]*/.exec(srcset.slice(position))![0].length;
    const url = /^\S*/.exec(srcset.slice(position))![0];
    position += url.length;
    if (url.endsWith(",")) {
      urls.push(url.replace(/,+$/, ""));
      continue;
    }
    if (url) urls.push(url);
    let depth = 0;
    while (position < srcset.length) {
      const char = srcset[position++];
      if (char === "(") depth += 1;
      else if (char === ")") depth = Math.max(0, depth - 1);
      else if (char === "," && depth === 0) break;
    }
  }
  return urls.filter(Boolean);
}

/** The URL path a built page is served at: "index.html" → "/", "blog/post.html" → "/blog/post". */
export function pagePath(file: string): string {
  const path = file.replace(/\\/g, "/").replace(/\.html$/, "");
  if (path === "index") return "/";
  return `/${path.replace(/\/index$/, "")}`;
}

type Resolution =
  | { kind: "external" }
  | { kind: "problem"; reason: string }
  | { kind: "file"; file: string; fragment: string | undefined };

/** Where a link on `fromFile` goes: a file in dist/ (and fragment), somewhere else, or nowhere. */
export function resolveLink(
  url: string,
  fromFile: string,
  files: ReadonlySet<string>,
  { site }: CheckOptions,
): Resolution {
  if (url === "") return { kind: "problem", reason: "empty URL" };
  if (/^javascript:/i.test(url))
    return { kind: "problem", reason: "javascript: URL (blocked by the CSP; use a button)" };
  const origin = new URL(site).origin;
  let target: URL;
  try {
    target = new URL(url, origin + pagePath(fromFile));
  } catch {
    return { kind: "problem", reason: "not a valid URL" };
  }
  if (target.origin !== origin) return { kind: "external" };

  const fragment = target.hash ? decode(target.hash.slice(1)) : undefined;
  if (url.startsWith("#") && fragment === undefined) return { kind: "problem", reason: 'empty fragment "#"' };
  let path: string;
  try {
    path = decodeURIComponent(target.pathname);
  } catch {
    return { kind: "problem", reason: "badly encoded path" };
  }
  if (path !== "/" && path.endsWith("/")) {
    const clean = path.replace(/\/+$/, "");
    return { kind: "problem", reason: `trailing slash (the site uses trailingSlash "never": link to ${clean})` };
  }
  const relative = path.slice(1);
  if (relative.endsWith(".html") && files.has(relative)) {
    return { kind: "problem", reason: `link to the clean URL ${pagePath(relative)}, not the .html file` };
  }
  // build.format "file": /plan is plan.html, / is index.html; assets are served as they are.
  const candidates = path === "/" ? ["index.html"] : [`${relative}.html`, relative];
  const file = candidates.find((candidate) => files.has(candidate));
  if (!file) {
    const asset = /\.[a-z0-9]+$/i.test(relative);
    return { kind: "problem", reason: asset ? `no file ${relative} in dist/` : `no page ${candidates[0]} in dist/` };
  }
  return { kind: "file", file, fragment };
}

/**
 * Every problem with internal links across the built site. `pages` maps each HTML file
 * (relative to dist/, forward slashes) to its links and ids; `files` lists every file in dist/.
 */
export function checkLinks(
  pages: ReadonlyMap<string, PageInfo>,
  files: Iterable<string>,
  options: CheckOptions,
): LinkProblem[] {
  const fileSet = new Set(files);
  for (const file of pages.keys()) fileSet.add(file);
  const problems: LinkProblem[] = [];
  for (const [file, page] of pages) {
    const seen = new Set<string>();
    for (const { url, source, placeholder } of page.links) {
      if (placeholder && url === "#") continue;
      const key = `${source} ${url}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const report = (reason: string) => problems.push({ file, link: `${source}="${url}"`, reason });
      const resolved = resolveLink(url, file, fileSet, options);
      if (resolved.kind === "external") continue;
      if (resolved.kind === "problem") {
        report(resolved.reason);
        continue;
      }
      const { fragment } = resolved;
      if (fragment === undefined || fragment === "" || BUILT_IN_FRAGMENTS.test(fragment)) continue;
      const target = pages.get(resolved.file);
      if (!target) continue; // an anchor in an asset (an SVG sprite, a PDF page): not checked
      if (!target.ids.has(fragment)) {
        report(`no element with id "${fragment}" on ${pagePath(resolved.file)}`);
      }
    }
  }
  return problems;
}

/** One line per problem: `plan.html: a[href]="/solution#faq" → no element with id "faq" on /solution`. */
export function formatProblems(problems: readonly LinkProblem[]): string {
  return problems.map(({ file, link, reason }) => `${file}: ${link} → ${reason}`).join("\n");
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
