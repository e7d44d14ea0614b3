// Search and sharing, as a search engine or a link preview reads the built site (no script runs for them): title,
// description (their lengths and uniqueness: search-results.test.ts), canonical, social cards with a share picture of the right size, JSON-LD that matches what the page
// shows, feeds, sitemap and robots.txt. Everything expected comes from the content files (tests/content.ts).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import config from "../../astro.config.mjs";
import { internationalPhone, structuredDataProblems, structuredDataTypes } from "../../src/lib/structured-data";
import { content } from "../content";
import { ROUTES } from "../e2e/routes";
import { DIST, page, parser, text } from "./read-dist";

const SITE = config.site!.replace(/\/$/, "");
const POSTS = content.posts.map((post) => `/blog/${post.id}`);
const EPISODES = content.episodes.map((episode) => `/podcast/${episode.id}`);
const PAGES = [...ROUTES, ...POSTS, "/podcast/episodes", ...EPISODES];

/** Types each page's JSON-LD must contain besides Organization and WebSite. */
function expectedTypes(route: string): string[] {
  const types = route === "/" ? ["WebPage"] : ["BreadcrumbList"];
  if (route === "/solution") types.push("FAQPage", "Question", "Answer");
  if (route === "/company") types.push("AboutPage");
  if (route === "/podcast" || route === "/learn-and-listen") types.push("PodcastSeries", "PodcastEpisode");
  if (route === "/blog") types.push("CollectionPage", "Blog", "BlogPosting");
  if (route.startsWith("/blog/")) types.push("BlogPosting");
  if (route === "/podcast/episodes") types.push("CollectionPage", "PodcastSeries");
  else if (route.startsWith("/podcast/")) types.push("PodcastSeries", "PodcastEpisode");
  return ["Organization", "ContactPoint", "WebSite", ...types];
}

function head(doc: Document) {
  const attr = (selector: string, name: string) => doc.head.querySelector(selector)?.getAttribute(name) ?? null;
  const meta: Record<string, string> = {};
  for (const tag of doc.head.querySelectorAll("meta[property], meta[name]")) {
    meta[tag.getAttribute("property") ?? tag.getAttribute("name") ?? ""] = tag.getAttribute("content") ?? "";
  }
  return {
    title: doc.title,
    description: attr('meta[name="description"]', "content"),
    canonical: attr('link[rel="canonical"]', "href"),
    robots: attr('meta[name="robots"]', "content"),
    meta,
    jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ""),
    feeds: [...doc.head.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')].map((link) =>
      link.getAttribute("href"),
    ),
  };
}

type GraphNode = Record<string, unknown>;
const graphOf = (route: string) =>
  (JSON.parse(head(page(route)).jsonLd[0] ?? "{}") as { "@graph": GraphNode[] })["@graph"];
const ofType = (nodes: GraphNode[], type: string) => nodes.filter((node) => node["@type"] === type);

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string) {
  const body = readFileSync(file);
  expect(body.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

/** A file of the build, by its production address. */
const built = (url: string) => join(DIST, new URL(url).pathname);

function xml(path: string) {
  const source = readFileSync(join(DIST, path), "utf8");
  const error = parser.parseFromString(source, "application/xml").querySelector("parsererror");
  expect(error?.textContent, `${path} is well-formed XML`).toBeUndefined();
  return source;
}

const tagValues = (source: string, tag: string) =>
  [...source.matchAll(new RegExp(`<${tag}[^>]*>([^<]*)</${tag}>`, "g"))].map((match) => match[1] ?? "");

describe("every page, as search engines see it", () => {
  it.each(PAGES)("%s: title, description, canonical, social card and JSON-LD", (route) => {
    const tags = head(page(route));
    expect(tags.robots).toBe("index, follow");

    const canonical = route === "/" ? `${SITE}/` : `${SITE}${route}`;
    expect(tags.canonical).toBe(canonical);
    expect(tags.meta["og:url"]).toBe(canonical);
    expect(tags.meta["og:title"]).toBe(tags.title);
    expect(tags.meta["og:description"]).toBe(tags.description);
    expect(tags.meta["og:type"]).toBe(route.startsWith("/blog/") ? "article" : "website");
    expect(tags.meta["twitter:card"]).toBe("summary_large_image");

    // The share picture: absolute, on this site, 1200×630, described, and in the build.
    const image = tags.meta["og:image"] ?? "";
    expect(image).toMatch(new RegExp(`^${SITE}/og/.+\\.png$`));
    expect(tags.meta["twitter:image"]).toBe(image);
    expect(tags.meta["og:image:width"]).toBe("1200");
    expect(tags.meta["og:image:height"]).toBe("630");
    expect(tags.meta["og:image:alt"]?.length).toBeGreaterThan(10);
    expect(pngSize(built(image))).toEqual({ width: 1200, height: 630 });

    // Structured data: one script, valid JSON, complete, with the page's types.
    expect(tags.jsonLd).toHaveLength(1);
    const data = JSON.parse(tags.jsonLd[0] ?? "") as unknown;
    expect(structuredDataProblems(data)).toEqual([]);
    expect(structuredDataTypes(data)).toEqual(expect.arrayContaining(expectedTypes(route)));

    // The feeds are announced on every page.
    expect(tags.feeds).toEqual([`${SITE}/blog/rss.xml`, `${SITE}/podcast/rss.xml`]);
  });
});

describe("structured data matches what the page shows", () => {
  it("/solution: the FAQ holds the accordion's questions and answers, in order", () => {
    const doc = page("/solution");
    const shown = [...doc.querySelectorAll("#core-solutions details summary")].map((summary) => text(summary));
    expect(shown).toEqual(content.faq.map((item) => item.question));
    const [faq] = ofType(graphOf("/solution"), "FAQPage");
    const questions = faq?.["mainEntity"] as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions.map((question) => question.name)).toEqual(shown);
    const details = [...doc.querySelectorAll("#core-solutions details")];
    questions.forEach((question, index) => expect(text(details[index])).toContain(question.acceptedAnswer.text));
  });

  it("/podcast: the episodes shown, in the series", () => {
    const nodes = graphOf("/podcast");
    const [series] = ofType(nodes, "PodcastSeries");
    const episodes = ofType(nodes, "PodcastEpisode");
    const headings = [...page("/podcast").querySelectorAll("main h2, main h3")].map((heading) => text(heading));
    expect(episodes.length).toBeGreaterThan(0);
    expect(episodes.length).toBeLessThanOrEqual(content.episodes.length);
    for (const episode of episodes) {
      expect(episode["partOfSeries"]).toEqual({ "@id": series?.["@id"] });
      expect(headings).toContain(String(episode["name"]));
    }
  });

  it.each(POSTS)("%s: headline, date and breadcrumbs Home › Blog › post", (route) => {
    const post = content.posts.find((entry) => `/blog/${entry.id}` === route)!;
    const nodes = graphOf(route);
    const [posting] = ofType(nodes, "BlogPosting");
    expect(text(page(route).querySelector("h1"))).toBe(String(posting?.["headline"]));
    expect(posting?.["headline"]).toBe(post.title);
    expect(posting?.["datePublished"]).toBe(post.date.toISOString().slice(0, 10));
    const [trail] = ofType(nodes, "BreadcrumbList");
    const items = (trail?.["itemListElement"] as { item: string }[]).map((item) => item.item);
    expect(items).toEqual([`${SITE}/`, `${SITE}/blog`, `${SITE}${route}`]);
  });

  it("the organization: logo in the build, contact and social profiles from the settings", () => {
    const [org] = ofType(graphOf("/"), "Organization");
    const logo = org?.["logo"] as { url: string; width: number; height: number };
    expect(existsSync(built(logo.url))).toBe(true);
    expect(pngSize(built(logo.url))).toEqual({ width: logo.width, height: logo.height });
    const { contact, search, social } = content.site;
    expect(org?.["contactPoint"]).toEqual([
      expect.objectContaining({
        telephone: internationalPhone(contact.phone, search.phoneCountryCode),
        email: contact.email,
      }),
    ]);
    expect(internationalPhone(contact.phone, search.phoneCountryCode)).toContain(
      contact.phone.replace(/\D/g, "").slice(-4),
    );
    const profiles = social.map((link) => link.href).filter((href) => /linkedin\.com/.test(href));
    expect(org?.["sameAs"]).toEqual(expect.arrayContaining(profiles));
  });
});

describe("the not-found page", () => {
  it("is kept out of search results", () => {
    const tags = head(page("/404"));
    expect(tags.robots).toBe("noindex, follow");
    expect(tags.canonical).toBeNull();
    expect(tags.meta["og:image"]).toBe(`${SITE}/og/home.png`);
    expect(structuredDataProblems(JSON.parse(tags.jsonLd[0] ?? ""))).toEqual([]);
  });
});

describe("sitemap, robots.txt and feeds", () => {
  it("robots.txt points at the sitemap index", () => {
    const robots = readFileSync(join(DIST, "robots.txt"), "utf8");
    expect(robots).toContain("User-agent: *");
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap-index.xml`);
  });

  it("the sitemap lists exactly the routes and the blog posts, each page naming that URL as canonical", () => {
    const sitemaps = tagValues(xml("sitemap-index.xml"), "loc");
    expect(sitemaps.length).toBeGreaterThan(0);
    const urls = sitemaps.flatMap((sitemap) => {
      expect(sitemap.startsWith(`${SITE}/`)).toBe(true);
      return tagValues(xml(new URL(sitemap).pathname), "loc");
    });
    const expected = PAGES.map((route) => (route === "/" ? `${SITE}/` : `${SITE}${route}`));
    expect([...urls].sort()).toEqual([...expected].sort());
    // Never the 404 page, never a file name or a trailing slash (the home page is the site's root).
    expect(urls.filter((url) => /\/404|\.html$/.test(url) || (url !== `${SITE}/` && url.endsWith("/")))).toEqual([]);
    for (const url of urls) expect(head(page(new URL(url).pathname)).canonical).toBe(url);
  });

  it.each([
    ["blog/rss.xml", content.posts.length],
    ["podcast/rss.xml", content.episodes.length],
  ] as const)("%s is a valid RSS feed with every entry and absolute links", (path, count) => {
    const feed = xml(path);
    expect(feed).toMatch(/<rss version="2.0"/);
    expect(feed).toContain(`<atom:link href="${SITE}/${path}" rel="self"`);
    const items = feed.match(/<item>[\s\S]*?<\/item>/g) ?? [];
    expect(items).toHaveLength(count);
    const guids = new Set<string>();
    for (const item of items) {
      const [title] = tagValues(item, "title");
      const [link] = tagValues(item, "link");
      const [guid] = tagValues(item, "guid");
      const [date] = tagValues(item, "pubDate");
      expect(title?.length).toBeGreaterThan(0);
      expect(link).toMatch(/^https:\/\/[^/]+\/\S*$/);
      expect(link).not.toMatch(/endevo\.life\/.+\/$/);
      expect(Number.isNaN(Date.parse(date ?? ""))).toBe(false);
      guids.add(guid ?? "");
      // Posts and episodes lead to their pages on this site.
      expect(link!.startsWith(`${SITE}/`)).toBe(true);
      expect(existsSync(join(DIST, `${new URL(link!).pathname.slice(1)}.html`))).toBe(true);
    }
    expect(guids.size).toBe(items.length);
  });
});
