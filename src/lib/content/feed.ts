// The podcast's RSS feed, read at build time (lib/content/episodes.ts merges it with the episode files).
// Pure functions, unit-tested with the fixture feeds in tests/unit/fixtures/feeds/:
// - parseFeed(xml): the episodes of an RSS 2.0 feed (fast-xml-parser), with a warning naming every item
//   that is skipped or loses a field; throws FeedError when the text is not a readable RSS feed.
// - safeHtml(html): a description as safe HTML (sanitize-html with an allow-list): paragraphs, lists,
//   emphasis and links; links only to https:// and mailto: addresses, external ones opening in a new tab
//   with rel="noopener noreferrer". Scripts, styles, event handlers and every other attribute are dropped.
// - plainText(html), excerpt(text, max): descriptions as text, cut at a word boundary.
// - chapters: Podcasting 2.0 chapters JSON, or "12:34 Title" lines in a description.
import { XMLParser } from "fast-xml-parser";
import { SyntaxValidator } from "fast-xml-validator";
import sanitizeHtml from "sanitize-html";
import { parseFragment, serialize } from "parse5";
import { shorten } from "../seo";

/** A chapter: where it starts (seconds from the start) and its title. */
export interface Chapter {
  start: number;
  title: string;
}

export interface FeedEpisode {
  /** The item's guid (or its link when it has none): the id podcast apps know it by. */
  guid: string;
  /** The episode's own page on the podcast's site (https). */
  link?: string | undefined;
  title: string;
  date: Date;
  /** The description as safe HTML (safeHtml). */
  html: string;
  /** The description as plain text. */
  text: string;
  audio?: { url: string; type: string; length?: number | undefined } | undefined;
  /** Length in seconds. */
  duration?: number | undefined;
  /** Cover art (https); never loaded by visitors' browsers, only named in feeds and structured data. */
  image?: string | undefined;
  /** Podcasting 2.0 podcast:person with role="guest". */
  guest?: string | undefined;
  /** Chapters from the description's timestamps; chaptersUrl's JSON replaces them when it can be read. */
  chapters: Chapter[];
  /** Podcasting 2.0 podcast:chapters JSON. */
  chaptersUrl?: string | undefined;
}

export interface ParsedFeed {
  title?: string | undefined;
  /** The channel's lastBuildDate, or its newest episode's date. */
  updated?: Date | undefined;
  episodes: FeedEpisode[];
  /** One line per item skipped or field left out, naming the item. */
  warnings: string[];
}

/** The text is not a feed the site can read (malformed XML, no RSS channel). */
export class FeedError extends Error {}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: true,
  isArray: (name) => ["item", "podcast:person", "enclosure", "link"].includes(name),
});

type Node = Record<string, unknown>;

/** The text of an element, whether it has attributes or not ("<title>x</title>", "<guid isPermaLink>x</guid>"). */
function textOf(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return textOf(value[0]);
  if (typeof value === "object") return textOf((value as Node)["#text"]);
  const text = String(value).trim();
  return text || undefined;
}

function attr(value: unknown, name: string): string | undefined {
  const node = Array.isArray(value) ? value[0] : value;
  if (!node || typeof node !== "object") return undefined;
  const found = (node as Node)[`@_${name}`];
  return typeof found === "string" && found.trim() ? found.trim() : undefined;
}

/** An https address, or undefined. */
export function httpsUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && !url.username && !url.password ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** "1:02:03", "62:03", "3723" or "3723.5" → seconds; undefined when it is none of these. */
export function parseDuration(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text));
  const match = /^(?:(\d+):)?(\d{1,2}):(\d{2})(?:\.\d+)?$/.exec(text);
  if (!match) return undefined;
  const [, hours = "0", minutes = "0", seconds = "0"] = match;
  if (Number(seconds) > 59 || (match[1] !== undefined && Number(minutes) > 59)) return undefined;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

/** 3723 → "1:02:03", 754 → "12:34": how chapters are written. */
export function formatTimestamp(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.floor(seconds % 60);
  const pad = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** 3723 → "PT1H2M3S" (ISO 8601, for structured data). */
export function isoDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.floor(seconds % 60);
  return `PT${h ? `${h}H` : ""}${m ? `${m}M` : ""}${s || (!h && !m) ? `${s}S` : ""}`;
}

/** Reads an RSS 2.0 feed. Throws FeedError when it is not one; items it cannot use are skipped with a warning. */
export function parseFeed(xml: string, options: { newTabLabel?: string } = {}): ParsedFeed {
  try {
    SyntaxValidator.validate(xml);
  } catch (error) {
    const { line, message } = error as { line?: number; message: string };
    throw new FeedError(`the feed is not well-formed XML (${line ? `line ${line}: ` : ""}${message})`);
  }
  const document = parser.parse(xml) as Node;
  const channel = (document["rss"] as Node | undefined)?.["channel"] as Node | undefined;
  if (!channel || typeof channel !== "object") throw new FeedError("the feed has no RSS <channel>");
  const items = (channel["item"] as Node[] | undefined) ?? [];
  const warnings: string[] = [];
  const episodes: FeedEpisode[] = [];
  items.forEach((item, index): void => {
    const title = textOf(item["title"]);
    const guid = textOf(item["guid"]);
    const name = `item ${index + 1}${title ? ` "${title}"` : guid ? ` (${guid})` : ""}`;
    const skip = (why: string): void => void warnings.push(`${name} skipped: ${why}`);
    const omit = (why: string): void => void warnings.push(`${name}: ${why}`);
    if (!title) return skip("it has no <title>");
    const dateText = textOf(item["pubDate"]);
    const date = dateText ? new Date(dateText) : undefined;
    if (!date || Number.isNaN(date.getTime())) return skip(`its <pubDate> "${dateText ?? ""}" is not a date`);

    const enclosureUrl = attr(item["enclosure"], "url");
    const audioUrl = httpsUrl(enclosureUrl);
    if (enclosureUrl && !audioUrl) omit(`audio left out: "${enclosureUrl}" is not an https address`);
    const length = Number(attr(item["enclosure"], "length"));
    const audio = audioUrl
      ? {
          url: audioUrl,
          type: attr(item["enclosure"], "type") ?? "audio/mpeg",
          length: Number.isFinite(length) && length > 0 ? length : undefined,
        }
      : undefined;
    const linkText = textOf(item["link"]);
    const link = httpsUrl(linkText);
    if (linkText && !link) omit(`link left out: "${linkText}" is not an https address`);
    if (!link && !audio) return skip("it has neither an https <link> nor an https audio <enclosure> to listen to");

    const description =
      textOf(item["content:encoded"]) ?? textOf(item["description"]) ?? textOf(item["itunes:summary"]) ?? "";
    if (!description) omit("no description: the episode page shows only its title and details");
    const html = safeHtml(description, options);
    const text = plainText(html);

    const durationText = textOf(item["itunes:duration"]);
    const duration = parseDuration(durationText);
    if (durationText && duration === undefined) omit(`duration "${durationText}" left out: not a length of time`);
    const imageText = attr(item["itunes:image"], "href") ?? textOf((item["image"] as Node | undefined)?.["url"]);
    const image = httpsUrl(imageText);
    if (imageText && !image) omit(`image left out: "${imageText}" is not an https address`);
    const people = (item["podcast:person"] as unknown[] | undefined) ?? [];
    const guests = people
      .filter((person) => (attr(person, "role") ?? "host").toLowerCase() === "guest")
      .map(textOf)
      .filter((guest): guest is string => Boolean(guest));
    const chaptersUrl = httpsUrl(attr(item["podcast:chapters"], "url"));

    episodes.push({
      guid: guid ?? link ?? audio!.url,
      link,
      title: collapse(title),
      date,
      html,
      text,
      audio,
      duration,
      image,
      guest: guests.length ? guests.join(", ") : undefined,
      chapters: chaptersFromText(text),
      chaptersUrl,
    });
  });
  const lastBuild = textOf(channel["lastBuildDate"]);
  const built = lastBuild ? new Date(lastBuild) : undefined;
  const newest = episodes.reduce<Date | undefined>((max, e) => (!max || e.date > max ? e.date : max), undefined);
  return {
    title: textOf(channel["title"]),
    updated: built && !Number.isNaN(built.getTime()) ? built : newest,
    episodes,
    warnings,
  };
}

/** The tags a description may keep; everything else is reduced to its text (scripts and styles vanish whole). */
const ALLOWED_TAGS = ["p", "br", "strong", "b", "em", "i", "ul", "ol", "li", "blockquote", "a"];

/**
 * A description as safe HTML: the tags above, links only to https:// and mailto: (an unsafe link keeps its
 * words, not its address), external links with target="_blank", rel="noopener noreferrer" and the words
 * screen readers hear for a new tab. No other attribute survives.
 */
export function safeHtml(html: string, options: { newTabLabel?: string } = {}): string {
  const clean = sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ["href", "target", "rel"] },
    allowedSchemes: ["https", "mailto"],
    allowedSchemesByTag: {},
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    nonTextTags: ["script", "style", "textarea", "option", "noscript", "template", "title", "head", "iframe"],
    transformTags: {
      b: "strong",
      i: "em",
      a: (_tag, attribs) => {
        const href = (attribs["href"] ?? "").trim();
        if (httpsUrl(href)) return { tagName: "a", attribs: { href, target: "_blank", rel: "noopener noreferrer" } };
        if (/^mailto:[^\s"'<>]+$/i.test(href)) return { tagName: "a", attribs: { href } };
        // Not a link the site keeps: unwrapped below, its words stay.
        return { tagName: "a", attribs: {} };
      },
    },
  });
  // With parse5 (the HTML parser browsers run): links left without an address become their words, and
  // links to other sites get the words screen readers hear for a new tab.
  const fragment = parseFragment(clean) as unknown as DomNode;
  const label = options.newTabLabel;
  const visit = (node: DomNode) => {
    const children = node.childNodes ?? [];
    for (const child of [...children]) {
      visit(child);
      if (child.nodeName !== "a") continue;
      const href = child.attrs?.find((a) => a.name === "href")?.value;
      if (!href) {
        const at = children.indexOf(child);
        for (const grandchild of child.childNodes ?? []) grandchild.parentNode = node;
        children.splice(at, 1, ...(child.childNodes ?? []));
      } else if (label && href.startsWith("https:")) {
        const span = parseFragment(`<span class="sr-only"> ${escapeText(label)}</span>`) as unknown as DomNode;
        for (const added of span.childNodes ?? []) {
          added.parentNode = child;
          child.childNodes?.push(added);
        }
      }
    }
  };
  visit(fragment);
  return serialize(fragment as never);
}

interface DomNode {
  nodeName: string;
  value?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: DomNode[];
  parentNode?: DomNode;
}

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

const BLOCKS = new Set(["p", "li", "br", "blockquote", "ul", "ol", "div", "h1", "h2", "h3", "h4", "h5", "h6", "tr"]);

/** The words of some HTML, one line per paragraph, list item or line break; the sr-only new-tab words left out. */
export function plainText(html: string): string {
  const lines: string[] = [""];
  type Parse5Node = DomNode;
  const visit = (node: Parse5Node) => {
    if (node.nodeName === "#text") {
      lines[lines.length - 1] += node.value ?? "";
      return;
    }
    if (node.attrs?.some((a) => a.name === "class" && a.value === "sr-only")) return;
    const block = BLOCKS.has(node.nodeName);
    if (block) lines.push("");
    node.childNodes?.forEach(visit);
    if (block) lines.push("");
  };
  (parseFragment(html) as unknown as Parse5Node).childNodes?.forEach(visit);
  return lines.map(collapse).filter(Boolean).join("\n");
}

function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** The first words of a text, at most `max` characters, cut at a word boundary with "…" (lib/seo.ts shorten). */
export const excerpt = shorten;

const TIMESTAMP_LINE = /^[[(]?((?:\d{1,2}:)?\d{1,2}:\d{2})[\])]?\s*(?:[-–—:|]\s*)?(.+)$/;

/**
 * Chapters written in a description, one per line: "00:00 Welcome", "(12:34) Scams", "1:02:03 – Goodbye".
 * At least two, in order of time, or none (a lone time is more likely a mention than a chapter list).
 */
export function chaptersFromText(text: string): Chapter[] {
  const chapters: Chapter[] = [];
  for (const line of text.split("\n")) {
    const match = TIMESTAMP_LINE.exec(line.trim());
    const start = match ? parseDuration(match[1]) : undefined;
    if (match && start !== undefined && match[2]!.trim()) chapters.push({ start, title: collapse(match[2]!) });
  }
  const ordered = chapters.every((chapter, index) => index === 0 || chapter.start > chapters[index - 1]!.start);
  return chapters.length >= 2 && ordered ? chapters : [];
}

/** Podcasting 2.0 chapters JSON ({ chapters: [{ startTime, title, toc }] }): the chapters meant for a table of contents. */
export function chaptersFromJson(json: unknown): Chapter[] {
  const list = (json as { chapters?: unknown } | null)?.chapters;
  if (!Array.isArray(list)) throw new FeedError('the chapters file has no "chapters" list');
  return list
    .filter((chapter): chapter is { startTime: number; title: string; toc?: boolean } => {
      const c = chapter as Record<string, unknown>;
      return typeof c["startTime"] === "number" && typeof c["title"] === "string" && c["toc"] !== false;
    })
    .map((chapter) => ({ start: Math.max(0, Math.floor(chapter.startTime)), title: collapse(chapter.title) }))
    .filter((chapter) => chapter.title)
    .sort((a, b) => a.start - b.start);
}

/**
 * "How a Funeral Director Sees the Future" → "how-a-funeral-director-sees-the-future": lowercase ASCII
 * words joined by hyphens, at most `max` characters, cut between words.
 */
export function slugify(text: string, max = 60): string {
  const words = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > max) break;
    slug = next;
  }
  return slug || words[0]?.slice(0, max) || "";
}
