// Reads a built site for the checks in this folder: every file under a folder (forward-slash
// paths relative to it) and the links and ids of every HTML page. Parses with jsdom's DOMParser, so test files
// run in Node's own environment (the content schemas they import read the file system by file: URL).
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { JSDOM } from "jsdom";
import { collectPage, type PageInfo } from "../../src/lib/links-check";

export interface BuiltSite {
  /** Every file, relative to the folder ("blog/post.html", "_astro/app.js"). */
  files: string[];
  /** The HTML files among them, with their links and ids. */
  pages: Map<string, PageInfo>;
}

/** jsdom's DOMParser: parseFromString(source, "text/html" | "application/xml"). */
export const parser = new new JSDOM("").window.DOMParser();

export function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}

export function readSite(dir: string): BuiltSite {
  const files = listFiles(dir);
  const pages = new Map<string, PageInfo>();
  for (const file of files.filter((name) => name.endsWith(".html"))) {
    pages.set(file, collectPage(parser.parseFromString(readFileSync(join(dir, file), "utf8"), "text/html")));
  }
  return { files, pages };
}

export const DIST = join(process.cwd(), "dist");

/** The built file of a route: "/" → index.html, "/blog/x" → blog/x.html, the 404 page → 404.html. */
export function fileOf(route: string): string {
  return route === "/" ? "index.html" : `${route.slice(1)}.html`;
}

const parsed = new Map<string, Document>();
/** A built page parsed with the test environment's DOMParser (once per run). */
export function page(route: string): Document {
  const known = parsed.get(route);
  if (known) return known;
  const doc = parser.parseFromString(readFileSync(join(DIST, fileOf(route)), "utf8"), "text/html");
  parsed.set(route, doc);
  return doc;
}

/** The text as a reader sees it: white space collapsed. */
export const text = (node: Node | null | undefined) => (node?.textContent ?? "").replace(/\s+/g, " ").trim();
