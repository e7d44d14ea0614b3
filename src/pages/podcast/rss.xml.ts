// The podcast episodes as an RSS feed at /podcast/rss.xml, newest first. Each
// item links to where the episode can be heard.
import rss from "@astrojs/rss";
import type { APIRoute } from "astro";
import { getCollection } from "astro:content";
import { getSite, getStrings } from "../../lib/content";
import { newestFirst } from "../../lib/dates";
import { episodeFeedItems, channelData, FEED_NAMESPACES, FEED_PATHS } from "../../lib/feeds";

export const GET: APIRoute = async ({ site }) => {
  if (!site) throw new Error("Set `site` in astro.config.mjs: feeds need absolute links.");
  const settings = await getSite();
  const t = await getStrings();
  const episodes = newestFirst((await getCollection("episodes")).map((entry) => ({ ...entry.data, id: entry.id })));
  return rss({
    title: settings.search.feeds.podcast.title,
    description: settings.search.feeds.podcast.description,
    site: new URL("/podcast", site).href,
    items: episodeFeedItems(site, episodes, t("episodeGuest")),
    xmlns: FEED_NAMESPACES,
    customData: channelData(site, FEED_PATHS.podcast, settings.search.language),
    trailingSlash: false,
  });
};
