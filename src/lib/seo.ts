// Head tags for a page, computed from its content. Pure, so it is unit-tested;
// components/site/Head.astro only renders the result.

/**
 * The room a search result gives a page (docs/REQUIREMENTS.md §3.20): titles are cut after about 60 characters and
 * descriptions after about 160; much shorter ones waste the space and read as thin. The content schemas check every
 * page's final title and description against these (titleProblem, descriptionProblem), so this is the one place.
 */
export const TITLE_MIN = 30;
export const TITLE_MAX = 60;
export const DESCRIPTION_MIN = 70;
export const DESCRIPTION_MAX = 160;

/** The share image size every card is drawn at (Open Graph's recommended 1.91:1). */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** Where the sitemap integration writes its index. */
export const SITEMAP_PATH = "/sitemap-index.xml";

export interface Feed {
  /** Shown by feed readers, e.g. "ENDevo Blog". */
  title: string;
  /** Site path of the feed, e.g. "/blog/rss.xml". */
  path: string;
}

export interface SeoInput {
  /** The site's origin from astro.config (Astro.site). */
  site: URL;
  /** The page path, e.g. "/solution". */
  path: string;
  /** Company name, appended to titles. */
  siteName: string;
  title: string;
  description: string;
  /** Share image path or absolute URL. */
  image?: string | undefined;
  imageAlt?: string | undefined;
  type?: "website" | "article";
  noindex?: boolean;
  /** RSS feeds announced with <link rel="alternate">. */
  feeds?: readonly Feed[] | undefined;
}

export interface Alternate {
  type: string;
  title: string;
  href: string;
}

export interface Seo {
  title: string;
  description: string;
  /** Left out on noindex pages (the 404 page answers at every unknown address). */
  canonical: string | undefined;
  robots: string;
  openGraph: Record<string, string>;
  twitter: Record<string, string>;
  alternates: Alternate[];
}

/**
 * "Plan" → "Plan | ENDevo". A title that already names the company stays as it
 * is, and so does one where the suffix would push it past 60 characters.
 */
export function pageTitle(title: string, siteName: string): string {
  if (title.includes(siteName)) return title;
  const withName = `${title} | ${siteName}`;
  return withName.length <= TITLE_MAX ? withName : title;
}

/** The lengths search results show in full; pages built from content that has no seo block are fitted to them. */
export const TITLE_RANGE = { min: TITLE_MIN, max: TITLE_MAX } as const;
export const DESCRIPTION_RANGE = { min: DESCRIPTION_MIN, max: DESCRIPTION_MAX } as const;

/** The first words of a text, at most `max` characters, cut at a word boundary with "…". */
export function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const boundary = cut.lastIndexOf(" ");
  return `${(boundary > max / 2 ? cut.slice(0, boundary) : cut).replace(/[\s,;:.–—|-]+$/, "")}…`;
}

/**
 * A title of 30–60 characters from any text (an episode's title): shortened at a word boundary when too
 * long, with `suffix` (" | ENDevo Podcast") added when it fits, and `padding` (" | The Digital Legacy
 * Podcast") added to one still too short. `padding` must be at least 30 characters long with one word of
 * text before it.
 */
export function fitTitle(text: string, suffix: string, padding: string, range = TITLE_RANGE): string {
  const base = shorten(text, range.max);
  let title = `${base}${suffix}`.length <= range.max ? `${base}${suffix}` : base;
  if (title.length < range.min) title = `${shorten(base, range.max - padding.length)}${padding}`;
  return title;
}

/**
 * A description of 70–160 characters: `text` cut at a word boundary, followed by as many of `padding`'s
 * sentences (the show's description, the company's) as a short one needs.
 */
export function fitDescription(text: string, padding: readonly string[], range = DESCRIPTION_RANGE): string {
  const sentence = (words: string) => (words && !/[.!?…]$/.test(words) ? `${words}.` : words);
  let description = shorten(text, range.max);
  for (const more of padding) {
    if (description.length >= range.min) break;
    description = shorten(`${sentence(description)} ${more}`.trim(), range.max);
  }
  return description;
}

/**
 * What is wrong with a page title as search results will show it (after pageTitle adds the company), in plain words
 * for the editor, or undefined when it fits.
 */
export function titleProblem(title: string, siteName: string): string | undefined {
  const shown = pageTitle(title.trim(), siteName);
  const added = shown === title.trim() ? "" : ` (the site adds " | ${siteName}")`;
  const said = `"${shown}"${added} is ${shown.length} characters`;
  if (shown.length > TITLE_MAX) {
    return `${said}; search engines show about ${TITLE_MAX}: shorten it by ${shown.length - TITLE_MAX}`;
  }
  if (shown.length < TITLE_MIN) {
    return `${said}; search results have room for ${TITLE_MIN} to ${TITLE_MAX}: lengthen it by ${TITLE_MIN - shown.length}, for example with what the page offers or who it is for`;
  }
  return undefined;
}

/** What is wrong with a search description's length, in plain words for the editor, or undefined when it fits. */
export function descriptionProblem(description: string): string | undefined {
  const length = description.trim().length;
  if (length > DESCRIPTION_MAX) {
    return `is ${length} characters; search engines show about ${DESCRIPTION_MAX}: shorten it by ${length - DESCRIPTION_MAX}`;
  }
  if (length < DESCRIPTION_MIN) {
    return `is ${length} characters; search results have room for ${DESCRIPTION_MIN} to ${DESCRIPTION_MAX}: lengthen it by ${DESCRIPTION_MIN - length}, with a sentence on what the page offers`;
  }
  return undefined;
}

/**
 * The length window of a title as written, whatever pageTitle adds: at least TITLE_MIN once " | ENDevo" is added,
 * at most TITLE_MAX. A necessary condition only (titleProblem decides), for the editors' studio to hint with.
 */
export function titleWindow(siteName: string): { min: number; max: number } {
  return { min: Math.max(1, TITLE_MIN - ` | ${siteName}`.length), max: TITLE_MAX };
}

export interface SearchResult {
  /** Where the words are written: "src/content/pages/plan.yaml (seo.title)". */
  titleAt: string;
  descriptionAt: string;
  /** The title as shown (with the company added) and the description. */
  title: string;
  description: string;
}

/**
 * Pages that would look the same in search results: a title or a description another page has too (compared without
 * case or extra spaces). Search engines show one of such pages and drop the other. One message per pair, naming both.
 */
export function sameSearchResults(results: readonly SearchResult[]): string[] {
  const problems: string[] = [];
  const key = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();
  for (const kind of ["title", "description"] as const) {
    const seen = new Map<string, SearchResult>();
    for (const result of results) {
      const first = seen.get(key(result[kind]));
      if (!first) {
        seen.set(key(result[kind]), result);
        continue;
      }
      const at = (entry: SearchResult) => (kind === "title" ? entry.titleAt : entry.descriptionAt);
      problems.push(
        `${at(result)} has the same search ${kind} as ${at(first)}: "${result[kind].trim()}". Search engines show only one of two such pages: give each its own ${kind}, about what that page offers.`,
      );
    }
  }
  return problems;
}

/** "Plans and Pricing | ENDevo" → "Plans and Pricing": the title without the company suffix. */
export function bareTitle(title: string, siteName: string): string {
  return title.replace(new RegExp(`\\s*\\|\\s*${escapeRegExp(siteName)}$`), "").trim();
}

/** Absolute canonical URL without a trailing slash (the site's URL policy). */
export function canonicalUrl(site: URL, path: string): string {
  return new URL(cleanPath(path), site).href;
}

/** "/solution.html", "/solution/" → "/solution"; "/index.html" → "/". */
export function cleanPath(path: string): string {
  const clean = path
    .replace(/[?#].*$/, "")
    .replace(/\/index(\.html)?$/, "/")
    .replace(/\.html$/, "");
  return clean.length > 1 ? clean.replace(/\/+$/, "") || "/" : "/";
}

/** The build-time share card of a page: "/" → "/og/home.png", "/blog/x" → "/og/blog/x.png". */
export function shareImagePath(path: string): string {
  const clean = cleanPath(path);
  return `/og/${clean === "/" ? "home" : clean.slice(1)}.png`;
}

export function buildSeo(input: SeoInput): Seo {
  const title = pageTitle(input.title, input.siteName);
  const description = input.description.trim();
  if (title.length > TITLE_MAX) {
    throw new Error(`The title "${title}" of ${input.path} is ${title.length} characters; keep it to ${TITLE_MAX}.`);
  }
  if (description.length > DESCRIPTION_MAX) {
    throw new Error(
      `The description of ${input.path} is ${description.length} characters; keep it to ${DESCRIPTION_MAX}.`,
    );
  }
  const canonical = input.noindex ? undefined : canonicalUrl(input.site, input.path);
  const image = input.image ? new URL(input.image, input.site).href : undefined;
  const openGraph: Record<string, string> = {
    "og:type": input.type ?? "website",
    "og:site_name": input.siteName,
    "og:title": title,
    "og:description": description,
    ...(canonical ? { "og:url": canonical } : {}),
    "og:locale": "en_US",
  };
  const twitter: Record<string, string> = {
    "twitter:card": image ? "summary_large_image" : "summary",
    "twitter:title": title,
    "twitter:description": description,
  };
  if (image) {
    openGraph["og:image"] = image;
    if (image.startsWith("https://")) openGraph["og:image:secure_url"] = image;
    openGraph["og:image:type"] = "image/png";
    openGraph["og:image:width"] = String(SHARE_IMAGE.width);
    openGraph["og:image:height"] = String(SHARE_IMAGE.height);
    twitter["twitter:image"] = image;
    if (input.imageAlt) {
      openGraph["og:image:alt"] = input.imageAlt;
      twitter["twitter:image:alt"] = input.imageAlt;
    }
  }
  const alternates = (input.feeds ?? []).map((feed) => ({
    type: "application/rss+xml",
    title: feed.title,
    href: new URL(feed.path, input.site).href,
  }));
  return {
    title,
    description,
    canonical,
    robots: input.noindex ? "noindex, follow" : "index, follow",
    openGraph,
    twitter,
    alternates,
  };
}

/** robots.txt: everything may be crawled; the sitemap index is announced by absolute URL. */
export function robotsTxt(site: URL, sitemapPath: string = SITEMAP_PATH): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${new URL(sitemapPath, site).href}`, ""].join("\n");
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
