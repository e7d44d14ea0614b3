// The podcast episodes as an RSS feed at /podcast/rss.xml, newest first. Each
// item links to the episode's page on this site (/podcast/<slug>).
import rss from "@astrojs/rss";
import type { APIRoute } from "astro";
import { entries, getSite, getStrings } from "../../lib/content";
import { newestFirst } from "../../lib/dates";
import { channelOptions, episodeFeedItems } from "../../lib/feeds";

export const GET: APIRoute = async ({ site }) => {
  if (!site) throw new Error("Set `site` in astro.config.mjs: feeds need absolute links.");
  const settings = await getSite();
  const t = await getStrings();
  const episodes = newestFirst((await entries("episodes")).map((entry) => ({ ...entry.data, id: entry.id })));
  return rss({
    ...channelOptions("podcast", site, settings),
    items: episodeFeedItems(site, episodes, t("episodeGuest")),
  });
};
