// Items of the RSS feeds (src/pages/blog/rss.xml.ts, src/pages/podcast/rss.xml.ts).
// Pure, so they are unit-tested.
import { canonicalUrl } from "./seo";

/** Where the feeds are served; the head links to them with rel="alternate". */
export const FEED_PATHS = { blog: "/blog/rss.xml", podcast: "/podcast/rss.xml" } as const;

export interface FeedItem {
  title: string;
  description: string;
  pubDate: Date;
  link?: string;
  enclosure?: { url: string; type: string; length: number };
  customData?: string;
}

export function blogFeedItems(
  site: URL,
  posts: readonly { id: string; title: string; description: string; date: Date }[],
): FeedItem[] {
  return posts.map((post) => ({
    title: post.title,
    description: post.description,
    pubDate: post.date,
    link: canonicalUrl(site, `/blog/${post.id}`),
  }));
}

/**
 * Episodes link to their own page on this site (/podcast/<slug>). Each keeps the permanent id podcast apps
 * know it by: the podcast feed's guid, or for an episode that only has a file the id this feed has always
 * given it (the podcast page's address with "#episode-" and the file name), so no reader sees it twice.
 * Episodes with audio carry it as the enclosure.
 */
export function episodeFeedItems(
  site: URL,
  episodes: readonly {
    /** The episode's address under /podcast/. */
    id: string;
    title: string;
    summary: string;
    guest?: string | undefined;
    date: Date;
    guid?: string | undefined;
    /** The episode file (src/content/episodes/<name>.md), when there is one. */
    file?: string | undefined;
    audio?: { url: string; type: string; length?: number | undefined } | undefined;
  }[],
  /** The word before the guest's name ("Guest", strings.yaml episodeGuest). */
  guestLabel: string,
): FeedItem[] {
  return episodes.map((episode) => {
    const fileId = episode.file?.replace(/^.*\//, "").replace(/\.md$/, "");
    const guid = episode.guid ?? `${canonicalUrl(site, "/podcast")}#episode-${fileId ?? episode.id}`;
    return {
      title: episode.title,
      description: [episode.summary, episode.guest ? `${guestLabel}: ${episode.guest}.` : ""].filter(Boolean).join(" "),
      pubDate: episode.date,
      ...(episode.audio
        ? { enclosure: { url: episode.audio.url, type: episode.audio.type, length: episode.audio.length ?? 0 } }
        : {}),
      // <link> written here, not as `link`: @astrojs/rss would make the link the guid too.
      customData: [
        `<link>${escapeXml(canonicalUrl(site, `/podcast/${episode.id}`))}</link>`,
        `<guid isPermaLink="false">${escapeXml(guid)}</guid>`,
      ].join(""),
    };
  });
}

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** The channel's language and its own address (atom:link rel="self", as feed validators ask). */
export function channelData(site: URL, path: string, language: string): string {
  const self = escapeXml(new URL(path, site).href);
  return `<language>${escapeXml(language)}</language><atom:link href="${self}" rel="self" type="application/rss+xml"/>`;
}

/** Namespaces the channel data above needs. */
export const FEED_NAMESPACES = { atom: "http://www.w3.org/2005/Atom" };

type FeedKind = keyof typeof FEED_PATHS;

/** The settings a feed's channel reads (settings/site.yaml search). */
export interface FeedSettings {
  search: { language: string; feeds: Record<FeedKind, { title: string; description: string }> };
}

/** What both feeds pass to @astrojs/rss besides their items: the channel, its page and its own address. */
export function channelOptions(kind: FeedKind, site: URL, settings: FeedSettings) {
  return {
    title: settings.search.feeds[kind].title,
    description: settings.search.feeds[kind].description,
    site: new URL(`/${kind}`, site).href,
    xmlns: FEED_NAMESPACES,
    customData: channelData(site, FEED_PATHS[kind], settings.search.language),
    // Links follow the site's URL policy (astro.config.mjs trailingSlash: "never").
    trailingSlash: false,
  };
}
