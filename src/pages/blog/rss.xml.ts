// The blog's RSS feed at /blog/rss.xml, newest post first.
import rss from "@astrojs/rss";
import type { APIRoute } from "astro";
import { getCollection } from "astro:content";
import { getSite } from "../../lib/content";
import { newestFirst } from "../../lib/dates";
import { blogFeedItems, channelData, FEED_NAMESPACES, FEED_PATHS } from "../../lib/feeds";

export const GET: APIRoute = async ({ site }) => {
  if (!site) throw new Error("Set `site` in astro.config.mjs: feeds need absolute links.");
  const settings = await getSite();
  const posts = newestFirst((await getCollection("blog")).map((entry) => ({ ...entry.data, id: entry.id })));
  return rss({
    title: settings.search.feeds.blog.title,
    description: settings.search.feeds.blog.description,
    site: new URL("/blog", site).href,
    items: blogFeedItems(site, posts),
    xmlns: FEED_NAMESPACES,
    customData: channelData(site, FEED_PATHS.blog, settings.search.language),
    // Links follow the site's URL policy (astro.config.mjs trailingSlash: "never").
    trailingSlash: false,
  });
};
