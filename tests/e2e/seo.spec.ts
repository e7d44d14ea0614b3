// Search and sharing, as a search engine or a link preview sees the built
// site (JavaScript off): title, description, canonical, social cards with a
// fetchable share picture, JSON-LD, feeds, sitemap and robots.txt.
import { readdirSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { structuredDataProblems, structuredDataTypes } from "../../src/lib/structured-data";
import { ROUTES } from "./routes";

const SITE = "https://www.endevo.life";
const POSTS = readdirSync("src/content/blog").map((file) => `/blog/${file.replace(/\.md$/, "")}`);
const PAGES = [...ROUTES, ...POSTS];

/** Types each page's JSON-LD must contain besides Organization and WebSite. */
function expectedTypes(route: string): string[] {
  const types = route === "/" ? ["WebPage"] : ["BreadcrumbList"];
  if (route === "/solution") types.push("FAQPage", "Question", "Answer");
  if (route === "/company") types.push("AboutPage");
  if (route === "/podcast" || route === "/learn-and-listen") types.push("PodcastSeries", "PodcastEpisode");
  if (route === "/blog") types.push("CollectionPage", "Blog", "BlogPosting");
  if (route.startsWith("/blog/")) types.push("BlogPosting");
  return ["Organization", "ContactPoint", "WebSite", ...types];
}

/** Our own URL of a production address, served by the preview. */
const local = (url: string) => url.replace(SITE, "");

test.use({ javaScriptEnabled: false });
test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
});

interface Head {
  title: string;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  meta: Record<string, string>;
  jsonLd: string[];
  feeds: { title: string | null; href: string | null }[];
}

async function readHead(page: Page): Promise<Head> {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) => document.head.querySelector(selector)?.getAttribute(name) ?? null;
    const meta: Record<string, string> = {};
    for (const tag of document.head.querySelectorAll("meta[property], meta[name]")) {
      meta[tag.getAttribute("property") ?? tag.getAttribute("name") ?? ""] = tag.getAttribute("content") ?? "";
    }
    return {
      title: document.title,
      description: attr('meta[name="description"]', "content"),
      canonical: attr('link[rel="canonical"]', "href"),
      robots: attr('meta[name="robots"]', "content"),
      meta,
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ""),
      feeds: [...document.head.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')].map((link) => ({
        title: link.getAttribute("title"),
        href: link.getAttribute("href"),
      })),
    };
  });
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

async function xml(request: APIRequestContext, page: Page, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const text = await response.text();
  // The browser's XML parser reports malformed XML as a <parsererror> document.
  const error = await page.evaluate(
    (source) => new DOMParser().parseFromString(source, "application/xml").querySelector("parsererror")?.textContent,
    text,
  );
  expect(error, `${path} is well-formed XML`).toBeUndefined();
  return text;
}

const tagValues = (source: string, tag: string) =>
  [...source.matchAll(new RegExp(`<${tag}[^>]*>([^<]*)</${tag}>`, "g"))].map((match) => match[1] ?? "");

test.describe("every page, as search engines see it", () => {
  for (const route of PAGES) {
    test(`${route}: title, description, canonical, social card and JSON-LD`, async ({ page, request }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      const head = await readHead(page);

      expect(head.title.length).toBeGreaterThan(3);
      expect(head.title.length).toBeLessThanOrEqual(60);
      expect(head.description?.length).toBeGreaterThanOrEqual(50);
      expect(head.description?.length).toBeLessThanOrEqual(160);
      expect(head.robots).toBe("index, follow");

      const canonical = route === "/" ? `${SITE}/` : `${SITE}${route}`;
      expect(head.canonical).toBe(canonical);
      expect(head.meta["og:url"]).toBe(canonical);
      expect(head.meta["og:title"]).toBe(head.title);
      expect(head.meta["og:description"]).toBe(head.description);
      expect(head.meta["og:type"]).toBe(route.startsWith("/blog/") ? "article" : "website");
      expect(head.meta["twitter:card"]).toBe("summary_large_image");

      // The share picture: absolute, on this site, 1200×630, described, and served.
      const image = head.meta["og:image"] ?? "";
      expect(image).toMatch(new RegExp(`^${SITE}/og/.+\\.png$`));
      expect(head.meta["twitter:image"]).toBe(image);
      expect(head.meta["og:image:width"]).toBe("1200");
      expect(head.meta["og:image:height"]).toBe("630");
      expect(head.meta["og:image:alt"]?.length).toBeGreaterThan(10);
      const picture = await request.get(local(image));
      expect(picture.status()).toBe(200);
      expect(picture.headers()["content-type"]).toContain("image/png");
      expect(pngSize(await picture.body())).toEqual({ width: 1200, height: 630 });

      // Structured data: one script, valid JSON, complete, with the page's types.
      expect(head.jsonLd).toHaveLength(1);
      const data = JSON.parse(head.jsonLd[0] ?? "") as unknown;
      expect(structuredDataProblems(data)).toEqual([]);
      expect(structuredDataTypes(data)).toEqual(expect.arrayContaining(expectedTypes(route)));

      // The feeds are announced on every page.
      expect(head.feeds.map((feed) => feed.href)).toEqual([`${SITE}/blog/rss.xml`, `${SITE}/podcast/rss.xml`]);
    });
  }

  test("no two pages share a title or a description", async ({ request }) => {
    // The served HTML, as a crawler reads it (no browser needed).
    const seen = { titles: new Map<string, string>(), descriptions: new Map<string, string>() };
    for (const route of PAGES) {
      const html = await (await request.get(route)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
      expect(title, route).not.toBe("");
      expect(description, route).not.toBe("");
      expect(seen.titles.get(title), `${route} has the title of ${seen.titles.get(title)}`).toBeUndefined();
      expect(
        seen.descriptions.get(description),
        `${route} has the description of ${seen.descriptions.get(description)}`,
      ).toBeUndefined();
      seen.titles.set(title, route);
      seen.descriptions.set(description, route);
    }
    expect(seen.titles.size).toBe(PAGES.length);
  });
});

test.describe("structured data matches what the page shows", () => {
  const graphOf = async (page: Page) => {
    const [json] = (await readHead(page)).jsonLd;
    return (JSON.parse(json ?? "{}") as { "@graph": Record<string, unknown>[] })["@graph"];
  };
  const ofType = (nodes: Record<string, unknown>[], type: string) => nodes.filter((node) => node["@type"] === type);

  test("/solution: the FAQ holds the accordion's questions and answers, in order", async ({ page }) => {
    await page.goto("/solution");
    const shown = (await page.locator("#core-solutions details summary").allInnerTexts()).map((text) => text.trim());
    expect(shown.length).toBeGreaterThan(0);
    const [faq] = ofType(await graphOf(page), "FAQPage");
    const questions = faq?.["mainEntity"] as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions.map((question) => question.name)).toEqual(shown);
    for (const question of questions) {
      await expect(page.locator("#core-solutions details").filter({ hasText: question.name })).toContainText(
        question.acceptedAnswer.text,
      );
    }
  });

  test("/podcast: the episodes shown, in the series", async ({ page }) => {
    await page.goto("/podcast");
    const nodes = await graphOf(page);
    const [series] = ofType(nodes, "PodcastSeries");
    const episodes = ofType(nodes, "PodcastEpisode");
    expect(episodes).toHaveLength(3);
    for (const episode of episodes) {
      expect(episode["partOfSeries"]).toEqual({ "@id": series?.["@id"] });
      await expect(page.getByRole("heading", { name: String(episode["name"]) })).toBeVisible();
    }
  });

  test("a blog post: headline, dates and breadcrumbs Home › Blog › post", async ({ page }) => {
    const route = POSTS[0] ?? "";
    await page.goto(route);
    const nodes = await graphOf(page);
    const [post] = ofType(nodes, "BlogPosting");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(String(post?.["headline"]));
    expect(post?.["datePublished"]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [trail] = ofType(nodes, "BreadcrumbList");
    const items = (trail?.["itemListElement"] as { item: string }[]).map((item) => item.item);
    expect(items).toEqual([`${SITE}/`, `${SITE}/blog`, `${SITE}${route}`]);
  });

  test("the organization: logo served, contact from the settings, social profiles", async ({ page, request }) => {
    await page.goto("/");
    const [org] = ofType(await graphOf(page), "Organization");
    const logo = org?.["logo"] as { url: string; width: number; height: number };
    const response = await request.get(local(logo.url));
    expect(response.status()).toBe(200);
    expect(pngSize(await response.body())).toEqual({ width: logo.width, height: logo.height });
    expect(org?.["contactPoint"]).toEqual([
      expect.objectContaining({ telephone: "+1-484-545-4327", email: "hello@endevo.life" }),
    ]);
    expect(org?.["sameAs"]).toEqual(expect.arrayContaining(["https://www.linkedin.com/company/endevo-digitallegacy/"]));
  });
});

test.describe("the not-found page", () => {
  test("is kept out of search results", async ({ page }) => {
    await page.goto("/no-such-page");
    const head = await readHead(page);
    expect(head.robots).toBe("noindex, follow");
    expect(head.canonical).toBeNull();
    expect(head.meta["og:image"]).toMatch(new RegExp(`^${SITE}/og/home\\.png$`));
    expect(structuredDataProblems(JSON.parse(head.jsonLd[0] ?? ""))).toEqual([]);
  });
});

test.describe("sitemap, robots.txt and feeds", () => {
  test("robots.txt points at the sitemap index", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain(`Sitemap: ${SITE}/sitemap-index.xml`);
  });

  test("the sitemap lists exactly the 16 routes and the blog posts, by their canonical URLs", async ({
    page,
    request,
  }) => {
    test.slow(); // visits every page
    const index = await xml(request, page, "/sitemap-index.xml");
    const sitemaps = tagValues(index, "loc");
    expect(sitemaps.length).toBeGreaterThan(0);
    const urls: string[] = [];
    for (const sitemap of sitemaps) {
      expect(sitemap.startsWith(`${SITE}/`)).toBe(true);
      urls.push(...tagValues(await xml(request, page, local(sitemap)), "loc"));
    }
    const expected = PAGES.map((route) => (route === "/" ? `${SITE}/` : `${SITE}${route}`));
    expect([...urls].sort()).toEqual([...expected].sort());
    // Never the 404 page, never a file name or a trailing slash (the home page is the site's root).
    expect(urls.filter((url) => /\/404|\.html$/.test(url) || (url !== `${SITE}/` && url.endsWith("/")))).toEqual([]);
    // Each URL answers, and its page names that same URL as canonical.
    for (const url of urls) {
      await page.goto(local(url) || "/");
      expect((await readHead(page)).canonical).toBe(url);
    }
  });

  for (const [path, min] of [
    ["/blog/rss.xml", POSTS.length],
    ["/podcast/rss.xml", 3],
  ] as const) {
    test(`${path} is a valid RSS feed with items and absolute links`, async ({ page, request }) => {
      const feed = await xml(request, page, path);
      expect(feed).toMatch(/<rss version="2.0"/);
      expect(feed).toContain(`<atom:link href="${SITE}${path}" rel="self"`);
      const items = feed.match(/<item>[\s\S]*?<\/item>/g) ?? [];
      expect(items.length).toBeGreaterThanOrEqual(min);
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
      }
      expect(guids.size).toBe(items.length);
      // The blog's items lead to pages on this site.
      if (path.startsWith("/blog")) {
        for (const link of items.map((item) => tagValues(item, "link")[0] ?? "")) {
          expect((await request.get(local(link))).status()).toBe(200);
        }
      }
    });
  }
});
