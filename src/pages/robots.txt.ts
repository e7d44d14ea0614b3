// robots.txt, built from the `site` in astro.config.mjs: crawl everything and
// find the pages in the sitemap (@astrojs/sitemap writes /sitemap-index.xml).
import type { APIRoute } from "astro";
import { robotsTxt } from "../lib/seo";

export const GET: APIRoute = ({ site }) => {
  if (!site) throw new Error("Set `site` in astro.config.mjs: robots.txt names the sitemap by its full address.");
  return new Response(robotsTxt(site), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
};
