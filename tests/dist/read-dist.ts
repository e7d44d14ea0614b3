// Reads a built site for the checks in this folder: every file under a folder (forward-slash
// paths relative to it) and the links and ids of every HTML page. Parses with the DOMParser
// of the test environment: test files using it start with `// @vitest-environment jsdom`.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { collectPage, type PageInfo } from "../../src/lib/links-check";

export interface BuiltSite {
  /** Every file, relative to the folder ("blog/post.html", "_astro/app.js"). */
  files: string[];
  /** The HTML files among them, with their links and ids. */
  pages: Map<string, PageInfo>;
}

export function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}

export function readSite(dir: string): BuiltSite {
  const files = listFiles(dir);
  const pages = new Map<string, PageInfo>();
  const parser = new DOMParser();
  for (const file of files.filter((name) => name.endsWith(".html"))) {
    pages.set(file, collectPage(parser.parseFromString(readFileSync(join(dir, file), "utf8"), "text/html")));
  }
  return { files, pages };
}
