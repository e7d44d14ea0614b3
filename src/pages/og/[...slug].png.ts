// The share picture of every page (Open Graph / Twitter card, 1200×630 PNG),
// drawn at build time: /og/home.png, /og/solution.png, /og/blog/<post>.png.
// Episode pages use the podcast's (lib/page-meta.ts shareAs).
import type { APIRoute, GetStaticPaths } from "astro";
import { listPages, shareCard, type PageMeta } from "../../lib/page-meta";
import { shareImagePath } from "../../lib/seo";
import { shareCardSvg } from "../../lib/share-image";
import { fontRenderer, readEmblem, svgToPng } from "../../lib/share-image-render";

export const getStaticPaths = (async () =>
  (await listPages())
    .filter((page) => !page.shareAs)
    .map((page) => ({
      params: {
        slug: shareImagePath(page.path)
          .replace(/^\/og\//, "")
          .replace(/\.png$/, ""),
      },
      props: { page },
    }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ page: PageMeta }> = async ({ props, site }) => {
  if (!site) throw new Error("Set `site` in astro.config.mjs: share pictures need the site's address.");
  const { alt: _alt, ...card } = await shareCard(props.page, site);
  const png = await svgToPng(shareCardSvg({ ...card, emblem: readEmblem() }, fontRenderer()));
  return new Response(png, { headers: { "Content-Type": "image/png" } });
};
