// The site's content as the tests see it: every file under src/content/, parsed with the same schemas the build
// uses (src/lib/content/schemas.ts), so a test expects whatever an editor wrote, never a copy of it. Unit, dist and
// end-to-end tests all import this one module; it needs only Node (no Astro runtime).
import { readdirSync, readFileSync } from "node:fs";
import { basename, extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { load } from "js-yaml";
import { z } from "astro/zod";
import { APP_STORE, resolveHref } from "../src/lib/content/links";
import * as schemas from "../src/lib/content/schemas";
import { createResponder } from "../src/lib/chat";
import { newestFirst } from "../src/lib/dates";

export const CONTENT_DIR = fileURLToPath(new URL("../src/content/", import.meta.url));

/** Pictures are checked by the build; here an image field is just the file name it names. */
const image = (() => z.string()) as never;

/** A YAML file, or a Markdown file's front matter, as the loader reads it (dates become Dates, as in Astro). */
export function readContentFile(file: string): unknown {
  const text = readFileSync(join(CONTENT_DIR, file), "utf8");
  if (extname(file) !== ".md") return load(text);
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (!front) throw new Error(`src/content/${file} has no front matter (--- … ---)`);
  return load(front[1]!);
}

/** Parses a file with its schema; a failure names the file and each field at fault. */
function parse<S extends z.ZodType>(file: string, schema: S): z.infer<S> {
  const result = schema.safeParse(readContentFile(file));
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`src/content/${file} is not valid:\n${problems.join("\n")}`);
  }
  return result.data;
}

/** Every entry of a folder collection, with its id (the file name without extension), sorted by id. */
function folder<S extends z.ZodType>(dir: string, extension: string, schema: S): (z.infer<S> & { id: string })[] {
  return readdirSync(join(CONTENT_DIR, dir))
    .filter((file) => file.endsWith(extension))
    .sort()
    .map((file) => ({ ...parse(`${dir}/${file}`, schema), id: basename(file, extension) }));
}

type PageContent = z.infer<typeof schemas.pageSchema>;

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
  /** Newest first. */
  episodes: newestFirst(folder("episodes", ".md", schemas.episodeSchema({ image }))),
  /** Newest first. */
  posts: newestFirst(folder("blog", ".md", schemas.postSchema)),
  /** In page order. */
  videos: folder("videos", ".md", schemas.videoSchema).sort((a, b) => a.order - b.order),
  chat: parse("chat.yaml", schemas.chatSchema),
  /** A page's copy (src/content/pages/<id>.yaml). */
  page(id: string): PageContent & { section(name: string): PageContent["sections"][string] } {
    const data = parse(`pages/${id}.yaml`, schemas.pageSchema);
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

/** A named link ("@booking") or a plain href, resolved as the site resolves it ("@appStore": the Google Play link
 *  that pages carry before the store script picks the visitor's store). */
export function href(value: string): string {
  return value === APP_STORE ? content.site.links.appStoreGoogle : resolveHref(value, content.site.links);
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
