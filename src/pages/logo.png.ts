// The square logo search engines show beside results (schema.org
// Organization.logo): the emblem of public/favicon.svg as a 512×512 PNG.
import type { APIRoute } from "astro";
import { LOGO } from "../lib/page-meta";
import { readEmblem, svgToPng } from "../lib/share-image-render";

export const GET: APIRoute = async () => {
  const png = await svgToPng(readEmblem(), { width: LOGO.width, height: LOGO.height });
  return new Response(png, { headers: { "Content-Type": "image/png" } });
};
