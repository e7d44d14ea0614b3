// Build-time access to content, with errors that name the file to fix. Pages and components read
// content only through these functions, so a content mistake that `astro dev` kept running with
// (see loaders.ts) is shown as an error page instead of a stale page.
import { getCollection, getEntry } from "astro:content";
import type { DataEntryMap } from "astro:content";
import { ERROR_ENTRY, ERROR_FIELD } from "./loaders";
import type { PageData, PageId } from "./pages";
import { ContentError } from "./problems";

type Collection = keyof DataEntryMap;

/** Throws the mistake a loader recorded in `astro dev`, if any. */
function rethrow(entries: readonly { id: string; data: unknown }[]) {
  const marker = entries.find((entry) => entry.id === ERROR_ENTRY);
  if (marker) throw new ContentError(String((marker.data as Record<string, unknown>)[ERROR_FIELD]));
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
  return all.map((entry) => ({ id: entry.id as PageId, data: entry.data as PageData<PageId> }));
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
