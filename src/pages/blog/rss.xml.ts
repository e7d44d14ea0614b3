// The blog's RSS feed at /blog/rss.xml, newest post first.
import rss from "@astrojs/rss";
import type { APIRoute } from "astro";
import { entries, getSite } from "../../lib/content";
import { newestFirst } from "../../lib/dates";
import { blogFeedItems, channelOptions } from "../../lib/feeds";

export const GET: APIRoute = async ({ site }) => {
  if (!site) throw new Error("Set `site` in astro.config.mjs: feeds need absolute links.");
  const settings = await getSite();
  const posts = newestFirst((await entries("blog")).map((entry) => ({ ...entry.data, id: entry.id })));
  return rss({ ...channelOptions("blog", site, settings), items: blogFeedItems(site, posts) });
};
