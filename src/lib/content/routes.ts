// Which content file each indexable page of the site is written in, in one place: page-meta.ts names the pages from
// it (share pictures, structured data, search-result checks) and astro.config.mjs dates the sitemap from it.
// Node only (file system and git); no Astro runtime, so the config can import it.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { EPISODES_PATH, episodePath } from "../listen";
import { offlineEpisodes } from "./episodes";
import { parseYaml } from "./problems";

export interface PageSource {
  /** The folder of content files, from the project root. */
  folder: string;
  extension: ".yaml" | ".md";
  /** The site path of the page a file becomes, from the file name without extension. */
  path: (id: string) => string;
  /**
   * Dated content (posts, episodes): the front matter's `date` is when the page last changed for search engines.
   * Otherwise it is the file's last commit.
   */
  dated: boolean;
}

/** "home" → "/", "plan" → "/plan". */
export const pagePath = (id: string) => (id === "home" ? "/" : `/${id}`);
/** "passwords-after-death" → "/blog/passwords-after-death". */
export const postPath = (id: string) => `/blog/${id}`;

/** Every kind of indexable page and its content files. A new kind of page (episodes…) adds a line here. */
export const PAGE_SOURCES: readonly PageSource[] = [
  { folder: "src/content/pages", extension: ".yaml", path: pagePath, dated: false },
  { folder: "src/content/blog", extension: ".md", path: postPath, dated: true },
];

export interface PageFile {
  /** Site path: "/", "/plan", "/blog/x". */
  path: string;
  /** From the project root: "src/content/pages/plan.yaml". */
  file: string;
  /** YYYY-MM-DD from the front matter, for dated content. */
  date?: string | undefined;
}

/** Every indexable page with its content file (and date, where the content is dated). */
export function pageFiles(root: string, sources: readonly PageSource[] = PAGE_SOURCES): PageFile[] {
  return sources.flatMap((source) => {
    const dir = join(root, source.folder);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((name) => name.endsWith(source.extension))
      .sort()
      .map((name) => {
        const file = `${source.folder}/${name}`;
        const page: PageFile = { path: source.path(basename(name, source.extension)), file };
        if (source.dated) page.date = frontMatterDate(file, readFileSync(join(dir, name), "utf8"));
        return page;
      });
  });
}

/**
 * The podcast's own pages: each episode (from the feed's kept copy and the episode files, as an offline build
 * combines them) dated by its date, and the list of every episode by the newest one.
 */
export function episodePageFiles(root: string): PageFile[] {
  // A project without site settings (a scratch copy holding only some content) has no podcast pages.
  if (!existsSync(join(root, "src/content/settings/site.yaml"))) return [];
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const episodes = offlineEpisodes(root);
  const pages = episodes.map((episode): PageFile => ({
    path: episodePath(episode.slug),
    file: episode.file ?? "src/content/feeds/podcast.xml",
    date: day(episode.date),
  }));
  const newest = episodes.map((episode) => episode.date).sort((a, b) => b.getTime() - a.getTime())[0];
  return newest
    ? [...pages, { path: EPISODES_PATH, file: "src/content/pages/podcast.yaml", date: day(newest) }]
    : pages;
}

/** The `date:` of a Markdown file's front matter as written (YYYY-MM-DD), if any. The schemas check it. */
function frontMatterDate(file: string, text: string): string | undefined {
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1];
  if (front === undefined) return undefined;
  const { date } = (parseYaml(file, front, 2).data ?? {}) as { date?: unknown };
  const written = date instanceof Date ? date.toISOString().slice(0, 10) : String(date ?? "").trim();
  return /^\d{4}-\d{2}-\d{2}$/.test(written) ? written : undefined;
}

/** Runs git with arguments in a folder and returns its output, or throws. */
export type Git = (args: string[], cwd: string) => string;
const runGit: Git = (args, cwd) =>
  execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();

/**
 * When each page last changed, for the sitemap's <lastmod>: the date of dated content, otherwise the last commit of
 * the page's content file (`git log -1 --format=%cI -- <file>`). Without git, outside a repository, in a shallow
 * clone (whose history would date every file to its one commit) or for a file never committed, the page gets no
 * date: better none than a wrong one.
 */
export function lastModified(
  root: string,
  pages: readonly PageFile[] = [...pageFiles(root), ...episodePageFiles(root)],
  git: Git = runGit,
) {
  const dates = new Map<string, string>();
  let history: boolean;
  try {
    history = git(["rev-parse", "--is-shallow-repository"], root) === "false";
  } catch {
    history = false;
  }
  for (const page of pages) {
    if (page.date) {
      dates.set(page.path, page.date);
      continue;
    }
    if (!history) continue;
    try {
      const committed = git(["log", "-1", "--format=%cI", "--", page.file], root);
      if (committed && !Number.isNaN(Date.parse(committed))) dates.set(page.path, committed);
    } catch {
      // No date rather than a guess.
    }
  }
  return dates;
}
