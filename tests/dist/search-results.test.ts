// Every page the sitemap lists, as it appears in search results: a title and a description that fit (the windows
// the content schemas enforce, lib/seo.ts), none shared with another page, and a <lastmod> from the page's content:
// a post's date, or the last commit of its content file (none when git history is missing, e.g. a shallow clone).
// The list of pages is the sitemap's, so new kinds of pages are covered as soon as they are listed.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import config from "../../astro.config.mjs";
import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX, TITLE_MIN } from "../../src/lib/seo";
import { content } from "../content";
import { DIST, page } from "./read-dist";

const SITE = config.site!.replace(/\/$/, "");

/** Each <url> of every sitemap of the index: its path and <lastmod>, if any. */
function sitemapEntries() {
  const values = (source: string, tag: string) =>
    [...source.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, "g"))].map((match) => match[1] ?? "");
  const index = readFileSync(join(DIST, "sitemap-index.xml"), "utf8");
  return values(index, "loc").flatMap((sitemap) => {
    const source = readFileSync(join(DIST, new URL(sitemap).pathname), "utf8");
    return (source.match(/<url>[\s\S]*?<\/url>/g) ?? []).map((entry) => ({
      path: new URL(values(entry, "loc")[0]!).pathname,
      lastmod: values(entry, "lastmod")[0],
    }));
  });
}
const ENTRIES = sitemapEntries();
const PATHS = ENTRIES.map((entry) => entry.path);

const head = (path: string) => {
  const doc = page(path);
  return { title: doc.title, description: doc.head.querySelector('meta[name="description"]')?.getAttribute("content") };
};

function git(args: string[]): string | undefined {
  try {
    return execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return undefined;
  }
}
const HISTORY = git(["rev-parse", "--is-shallow-repository"]) === "false";

describe("search results of every page in the sitemap", () => {
  it("the sitemap lists the site's pages", () => {
    expect(PATHS).toContain("/");
    expect(PATHS.length).toBeGreaterThanOrEqual(content.pageIds.length + content.posts.length);
  });

  it.each(PATHS)(`%s: title ${TITLE_MIN}–${TITLE_MAX}, description ${DESCRIPTION_MIN}–${DESCRIPTION_MAX}`, (path) => {
    const { title, description } = head(path);
    expect(title.length, `"${title}"`).toBeGreaterThanOrEqual(TITLE_MIN);
    expect(title.length, `"${title}"`).toBeLessThanOrEqual(TITLE_MAX);
    expect(description?.length, `"${description}"`).toBeGreaterThanOrEqual(DESCRIPTION_MIN);
    expect(description?.length, `"${description}"`).toBeLessThanOrEqual(DESCRIPTION_MAX);
  });

  it("no two pages share a title or a description", () => {
    for (const kind of ["title", "description"] as const) {
      const first = new Map<string, string>();
      const shared: string[] = [];
      for (const path of PATHS) {
        const value = (head(path)[kind] ?? "").trim().toLowerCase();
        const other = first.get(value);
        if (other) shared.push(`${path} has the ${kind} of ${other}`);
        else first.set(value, path);
      }
      expect(shared).toEqual([]);
    }
  });
});

describe("sitemap dates", () => {
  const dateOf = (path: string) => ENTRIES.find((entry) => entry.path === path)?.lastmod;

  it.each(content.posts.map((post) => [`/blog/${post.id}`, post.date] as const))(
    "%s: the post's date",
    (path, date) => {
      expect(dateOf(path)).toBeDefined();
      expect(new Date(dateOf(path)!).toISOString().slice(0, 10)).toBe(date.toISOString().slice(0, 10));
    },
  );

  it.each(content.pageIds.map((id) => [id === "home" ? "/" : `/${id}`, `src/content/pages/${id}.yaml`] as const))(
    "%s: the last commit of %s (none without git history)",
    (path, file) => {
      const committed = HISTORY ? git(["log", "-1", "--format=%cI", "--", file]) : undefined;
      if (!committed) {
        expect(dateOf(path)).toBeUndefined();
        return;
      }
      expect(Date.parse(dateOf(path) ?? "")).toBe(Date.parse(committed));
    },
  );

  it("every date is a real date; with git history every page has one", () => {
    for (const { path, lastmod } of ENTRIES) {
      if (lastmod === undefined) {
        expect(HISTORY, `${SITE}${path} has no <lastmod>`).toBe(false);
        continue;
      }
      expect(Number.isNaN(Date.parse(lastmod)), `${path}: ${lastmod}`).toBe(false);
    }
  });
});
