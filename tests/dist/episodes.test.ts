// Every episode's page and the list of every episode, as built. The episodes are whatever the content holds:
// the podcast feed's kept copy and the episode files, combined by the site's own loader (tests/content.ts reads
// them through src/lib/content/episodes.ts, offline), never a list written here.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { structuredDataProblems } from "../../src/lib/structured-data";
import { formatTimestamp } from "../../src/lib/content/feed";
import { content, formatDate, isoDate, t } from "../content";
import { DIST, page, text } from "./read-dist";

const SITE = "https://www.endevo.life";
const copy = content.page("podcast");
const listen = copy.section("episode").actions!.find((action) => action.href === "@episode")!.label;
const sitemap = readFileSync(join(DIST, "sitemap-0.xml"), "utf8");
const feed = readFileSync(join(DIST, "podcast/rss.xml"), "utf8");

type Node = Record<string, unknown>;
const graph = (doc: Document) =>
  (JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!) as { "@graph": Node[] })["@graph"];

describe.each(content.episodes.map((episode) => [`/podcast/${episode.id}`, episode] as const))(
  "%s",
  (route, episode) => {
    const doc = page(route);
    const main = doc.querySelector("main")!;

    it("has the episode's title as its h1, its date, guest and length", () => {
      expect(text(main.querySelector("h1"))).toBe(episode.title);
      const time = main.querySelector("header time")!;
      expect(text(time)).toBe(formatDate(episode.date));
      expect(time.getAttribute("datetime")).toBe(isoDate(episode.date));
      if (episode.guest) expect(text(main.querySelector("header"))).toContain(episode.guest);
      if (episode.duration !== undefined)
        expect(text(main.querySelector("header"))).toContain(formatTimestamp(episode.duration));
    });

    it("has a Listen link to the episode, opening in a new tab", () => {
      const button = [...main.querySelectorAll("header a")].find((a) => text(a).startsWith(listen))!;
      expect(button.getAttribute("href")).toBe(episode.url);
      expect(button.getAttribute("target")).toBe("_blank");
      expect(button.getAttribute("rel")).toBe("noopener noreferrer");
      expect(text(button)).toContain(episode.title);
    });

    it("shows the notes or the summary, and every chapter", () => {
      const notes = doc.getElementById(copy.section("episode").id!)!;
      expect(text(notes.querySelector("h2"))).toBe(copy.section("episode").heading);
      if (episode.summary) expect(text(main)).toContain(episode.summary.replace(/…$/, ""));
      const chapters = [...main.querySelectorAll("#chapters ~ ol li, section[aria-labelledby=chapters] li")];
      expect(chapters.map((li) => text(li))).toEqual(
        episode.chapters.map((chapter) => `${formatTimestamp(chapter.start)} ${chapter.title}`),
      );
      if (episode.chapters.length) expect(text(main)).toContain(t("episodeChapters"));
    });

    it("has breadcrumbs Home › Podcast › the episode, on the page and in its structured data", () => {
      const trail = [...doc.querySelectorAll(`nav[aria-label="${t("breadcrumb")}"] a`)];
      expect(trail.map((a) => a.getAttribute("href"))).toEqual(["/", "/podcast", route]);
      expect(trail.at(-1)!.getAttribute("aria-current")).toBe("page");
      const [crumbs] = graph(doc).filter((node) => node["@type"] === "BreadcrumbList");
      const items = crumbs!["itemListElement"] as { item: string; name: string }[];
      expect(items.map((item) => item.item)).toEqual([`${SITE}/`, `${SITE}/podcast`, `${SITE}${route}`]);
      expect(items.map((item) => item.name)).toEqual(trail.map((a) => text(a)));
    });

    it("describes itself as a PodcastEpisode of the series, with its page as url", () => {
      const nodes = graph(doc);
      const [episodeNode] = nodes.filter((node) => node["@type"] === "PodcastEpisode");
      const [series] = nodes.filter((node) => node["@type"] === "PodcastSeries");
      expect(episodeNode).toMatchObject({
        name: episode.title,
        url: `${SITE}${route}`,
        datePublished: isoDate(episode.date),
        partOfSeries: { "@id": series!["@id"] },
      });
      expect(structuredDataProblems({ "@context": "https://schema.org", "@graph": nodes })).toEqual([]);
    });

    it("is in the sitemap and in the podcast feed, whose item links here", () => {
      expect(sitemap).toContain(`<loc>${SITE}${route}</loc>`);
      const item = (feed.match(/<item>[\s\S]*?<\/item>/g) ?? []).find((entry) =>
        entry.includes(`<link>${SITE}${route}</link>`),
      );
      expect(item).toBeDefined();
      expect(item).toContain(`<title>${episode.title.replace(/&/g, "&amp;")}</title>`);
    });

    it("has a title of 30–60 and a description of 70–160 characters", () => {
      expect(doc.title.length).toBeGreaterThanOrEqual(30);
      expect(doc.title.length).toBeLessThanOrEqual(60);
      const description = doc.querySelector('meta[name="description"]')!.getAttribute("content")!;
      expect(description.length).toBeGreaterThanOrEqual(70);
      expect(description.length).toBeLessThanOrEqual(160);
    });
  },
);

describe("/podcast/episodes", () => {
  const doc = page("/podcast/episodes");
  const archive = copy.section("archive");

  it("lists every episode, newest first, each linking to its page", () => {
    expect(text(doc.querySelector("h1"))).toBe(archive.heading);
    const cards = [...doc.querySelectorAll("main li article")];
    expect(cards.map((card) => card.querySelector("h2 a")?.getAttribute("href"))).toEqual(
      content.episodes.map((episode) => `/podcast/${episode.id}`),
    );
    expect(cards.map((card) => text(card.querySelector("time")))).toEqual(
      content.episodes.map((episode) => formatDate(episode.date)),
    );
  });

  it("is where /podcast's View All leads, and is in the sitemap", () => {
    const viewAll = copy.section("episodes").actions!.find((action) => action.href === "/podcast/episodes");
    expect(viewAll).toBeDefined();
    expect(
      page("/podcast").querySelector(`#${copy.section("episodes").id} a[href="/podcast/episodes"]`),
    ).not.toBeNull();
    expect(sitemap).toContain(`<loc>${SITE}/podcast/episodes</loc>`);
  });

  it("/podcast still shows only the three newest, each linking to its page", () => {
    const links = [...page("/podcast").querySelectorAll(`#${copy.section("episodes").id} li h3 a`)];
    expect(links.map((a) => a.getAttribute("href"))).toEqual(
      content.episodes.slice(0, 3).map((episode) => `/podcast/${episode.id}`),
    );
  });
});
