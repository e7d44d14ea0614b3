// Build-time access to content, with errors that name the file to fix.
import { getCollection, getEntry } from "astro:content";
import type { DataEntryMap } from "astro:content";
import { PROBLEM_ENTRY, PROBLEM_FIELD } from "./loaders";
import type { PageData, PageId } from "./pages";
import { ContentError } from "./problems";

type Collection = keyof DataEntryMap;

/** Every collection (content.config.ts); the check below keeps this list complete. */
const COLLECTIONS = [
  "site",
  "navigation",
  "strings",
  "pages",
  "claims",
  "categories",
  "offers",
  "testimonials",
  "team",
  "values",
  "differentiators",
  "plans",
  "faq",
  "episodes",
  "blog",
  "videos",
  "chat",
] as const satisfies readonly Collection[];
const complete: [Exclude<Collection, (typeof COLLECTIONS)[number]>] extends [never] ? true : never = true;

/** Throws the mistake a loader recorded in `astro dev` (loaders.ts), if any. */
function rethrow(entries: readonly { id: string; data: unknown }[]) {
  const problem = entries.find((entry) => entry.id === PROBLEM_ENTRY);
  if (problem) throw new ContentError(String((problem.data as Record<string, unknown>)[PROBLEM_FIELD]));
}

/**
 * In `astro dev`, throws the first content mistake in any file, so every page shows Astro's error
 * page with the file, line and field instead of a stale copy. BaseLayout calls it before anything
 * of the page is sent. In a build the loaders have already stopped the build.
 */
export async function throwContentProblems() {
  if (!complete) return;
  for (const collection of COLLECTIONS) rethrow(await getCollection(collection));
}

/** Every entry of a folder collection (offers, episodes, blog, videos). */
export async function entries<C extends Collection>(collection: C) {
  const all = await getCollection(collection);
  rethrow(all);
  return all;
}

/** Reads a one-file collection (settings/site.yaml → "site"). */
export async function single<C extends Collection>(collection: C) {
  const all = await getCollection(collection);
  rethrow(all);
  const [entry] = all;
  if (!entry) throw new ContentError(`The content file for "${collection}" in src/content/ is missing.`);
  return entry.data as DataEntryMap[C][string]["data"];
}

export async function getSite() {
  return single("site");
}

export async function getStrings() {
  const strings = await single("strings");
  return (key: string): string => {
    const value = strings[key];
    if (value === undefined) throw new Error(`Missing interface text "${key}" in src/content/settings/strings.yaml.`);
    return value;
  };
}

/** Every page file with its id (for the sitemap, share pictures and search data). */
export async function pageEntries() {
  const all = await entries("pages");
  return all.map((entry) => ({
    id: entry.id as PageId,
    filePath: entry.filePath,
    data: entry.data as PageData<PageId>,
  }));
}

/** A page's words: its search fields and its sections, each typed by the component that shows it. */
export async function getPage<P extends PageId>(id: P) {
  rethrow(await getCollection("pages"));
  const entry = await getEntry("pages", id);
  if (!entry) throw new ContentError(`Missing page words: create src/content/pages/${id}.yaml.`);
  const { seo, sections } = entry.data as PageData<P>;
  return {
    seo,
    sections,
    section<N extends keyof PageData<P>["sections"]>(name: N): PageData<P>["sections"][N] {
      return sections[name];
    },
  };
}
