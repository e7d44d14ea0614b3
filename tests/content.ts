// The site's content as the tests see it: every file under src/content/, read by the site's own YAML reader and
// checked with the same schemas as the build (src/lib/content: problems.ts, schemas.ts, pages.ts), so a test
// expects whatever an editor wrote, never a copy of it. Named links ("@booking") come out resolved, as the site
// shows them. Unit, dist and end-to-end tests all import this one module; it needs only Node (no Astro runtime).
import { readdirSync, readFileSync } from "node:fs";
import { basename, extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "astro/zod";
import { createResponder } from "../src/lib/chat";
import { PAGE_IDS, pageSchema, type PageId } from "../src/lib/content/pages";
import { parseYaml, validate } from "../src/lib/content/problems";
import * as schemas from "../src/lib/content/schemas";
import { newestFirst } from "../src/lib/dates";
import { offlineEpisodes } from "../src/lib/content/episodes";

export const CONTENT_DIR = fileURLToPath(new URL("../src/content/", import.meta.url));
const ROOT = fileURLToPath(new URL("../", import.meta.url));

/** Pictures are checked by the build; here an image field is just the file name it names. */
const image = (() => z.string()) as never;

/** A YAML file, or a Markdown file's front matter, as the site's reader parses it (with lines for messages). */
export function readContentFile(file: string) {
  const text = readFileSync(join(CONTENT_DIR, file), "utf8");
  if (extname(file) !== ".md") return parseYaml(`src/content/${file}`, text);
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (!front) throw new Error(`src/content/${file} has no front matter (--- … ---)`);
  return parseYaml(`src/content/${file}`, front[1]!, 2);
}

/** Parses a file with its schema; a mistake fails with the site's own message (file, line, field). */
function parse<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  const source = readContentFile(file);
  return validate(`src/content/${file}`, schema, source.data ?? {}, source);
}

/** Every entry of a folder collection, with its id (the file name without extension), sorted by id. */
function folder<S extends z.ZodType>(dir: string, extension: string, schema: S): (z.output<S> & { id: string })[] {
  return readdirSync(join(CONTENT_DIR, dir))
    .filter((file) => file.endsWith(extension))
    .sort()
    .map(
      (file) =>
        ({ ...(parse(`${dir}/${file}`, schema) as object), id: basename(file, extension) }) as z.output<S> & {
          id: string;
        },
    );
}

/** The fields every page section may have, for tests that go through all sections alike. */
export interface AnySection {
  id?: string;
  eyebrow?: string;
  heading: string;
  lead?: string;
  items?: { title: string; href?: string; text?: string }[];
  actions?: { label: string; href: string; variant?: string }[];
  /** /marketplace's offers section: what a category without partners shows. */
  empty?: { message: string; actions: { label: string; href: string; variant?: string }[] };
}
type AnyPage = { seo: z.output<ReturnType<typeof pageSchema>>["seo"]; sections: Record<string, AnySection> };

export const content = {
  site: parse("settings/site.yaml", schemas.siteSchema),
  navigation: parse("settings/navigation.yaml", schemas.navigationSchema),
  strings: parse("settings/strings.yaml", schemas.stringsSchema),
  claims: parse("claims.yaml", schemas.claimsSchema),
  categories: parse("categories.yaml", schemas.categoriesSchema).categories,
  offers: folder("offers", ".yaml", schemas.offerSchema({ image })),
  testimonials: parse("testimonials.yaml", schemas.testimonialsSchema).testimonials,
  team: parse("team/team.yaml", schemas.teamSchema({ image })).members,
  values: parse("values.yaml", schemas.valuesSchema).values,
  differentiators: parse("differentiators.yaml", schemas.differentiatorsSchema).items,
  plans: parse("plans.yaml", schemas.plansSchema).plans,
  faq: parse("faq.yaml", schemas.faqSchema).items,
  /** Newest first: the podcast feed's kept copy and the episode files, combined as the build does offline
   *  (src/lib/content/episodes.ts); `id` is the episode's address under /podcast/. */
  episodes: newestFirst(offlineEpisodes(ROOT).map((episode) => ({ ...episode, id: episode.slug }))),
  /** Newest first. */
  posts: newestFirst(folder("blog", ".md", schemas.postSchema)),
  /** In page order. */
  videos: folder("videos", ".md", schemas.videoSchema).sort((a, b) => a.order - b.order),
  chat: parse("chat.yaml", schemas.chatSchema),
  /** The page files that exist (src/content/pages/<id>.yaml). */
  pageIds: PAGE_IDS,
  /** A page's copy, checked with that page's own section schemas. */
  page(id: string): AnyPage & { section(name: string): AnySection } {
    if (!PAGE_IDS.includes(id as PageId)) throw new Error(`no page file src/content/pages/${id}.yaml`);
    const data = parse(`pages/${id}.yaml`, pageSchema(id as PageId)) as unknown as AnyPage;
    return {
      ...data,
      section(name) {
        const found = data.sections[name];
        if (!found) throw new Error(`src/content/pages/${id}.yaml has no section "${name}"`);
        return found;
      },
    };
  },
};

/** An interface string from settings/strings.yaml with its {placeholders} filled, as the site does. */
export function t(key: string, values: Record<string, string | number> = {}): string {
  const text = content.strings[key];
  if (text === undefined) throw new Error(`settings/strings.yaml has no "${key}"`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** Where a link from the content goes in the built page. The schemas resolve named links ("@booking") already;
 *  "@appStore" is the Google Play link pages carry before the store script picks the visitor's store. Returns
 *  undefined for the links a page fills in itself ("@latestEpisode", "@episode": an episode's own address). */
export function href(value: string): string | undefined {
  if (value === "@appStore") return content.site.links.appStoreGoogle;
  if (value.startsWith("@")) return (content.site.links as Record<string, string | undefined>)[value.slice(1)];
  return value;
}

/** Matches text literally inside a RegExp (for getByRole names built from content). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Dates as the site shows them ("Sep 02, 2025") and in datetime attributes ("2025-09-02"). */
export { formatDate, isoDate } from "../src/lib/dates";

/** What Jesse answers to a message, worked out by the site's own responder from chat.yaml. */
export function chatReply(message: string) {
  return createResponder(content.chat).reply(message);
}

/** A message Jesse answers with links: the first keyword of a rule that suggests the page at `url`, or of the
 *  first rule. */
export function chatMessageFor(url?: string): string {
  const name = url && Object.entries(content.chat.pages).find(([, page]) => page.url === url)?.[0];
  const rule =
    (name && content.chat.rules.find((candidate) => candidate.pages.includes(name))) || content.chat.rules[0]!;
  return rule.keywords[0]!;
}
