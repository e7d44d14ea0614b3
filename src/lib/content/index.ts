// Build-time access to content, with errors that name the file to fix.
import { getEntry } from "astro:content";
import type { DataEntryMap } from "astro:content";
import type { Section } from "./schemas";

type SingletonId = { [K in keyof DataEntryMap]: string }[keyof DataEntryMap];

/** Reads a one-file collection (settings/site.yaml → "site"). */
export async function single<C extends keyof DataEntryMap>(collection: C, id?: SingletonId) {
  const entryId = id ?? defaultId(collection);
  const entry = (await getEntry(collection, entryId as string)) as DataEntryMap[C][string] | undefined;
  if (!entry) throw new Error(`Missing content file for "${collection}" (entry "${entryId}") in src/content/.`);
  return entry.data as DataEntryMap[C][string]["data"];
}

function defaultId(collection: string) {
  return collection === "team" ? "team" : collection;
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

/** A page's copy, with `section(name)` failing loudly when the file lacks one. */
export async function getPage(id: string) {
  const entry = await getEntry("pages", id);
  if (!entry) throw new Error(`Missing page copy: create src/content/pages/${id}.yaml.`);
  const { seo, sections } = entry.data;
  return {
    seo,
    section(name: string): Section {
      const found = sections[name];
      if (!found) {
        throw new Error(
          `src/content/pages/${id}.yaml has no section "${name}" (it has: ${Object.keys(sections).join(", ") || "none"}).`,
        );
      }
      return found;
    },
  };
}
