// /.well-known/security.txt (RFC 9116): where to report a security problem with
// the site. Contact is the site's e-mail (settings/site.yaml, contact.email);
// Expires is one year after the build, so a site that is rebuilt now and then
// never announces an out-of-date file (the RFC asks for less than a year ahead).
import type { APIRoute } from "astro";
import { getSite } from "../../lib/content";

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export const GET: APIRoute = async ({ site }) => {
  if (!site) throw new Error("Set `site` in astro.config.mjs: security.txt names its canonical address in full.");
  const settings = await getSite();
  // The pages' language without its region ("en-US" → "en"), as the RFC's examples write it.
  const language = settings.search.language.split("-")[0]!.toLowerCase();
  const expires = new Date(Date.now() + YEAR_MS);
  expires.setUTCHours(0, 0, 0, 0);
  const lines = [
    `Contact: mailto:${settings.contact.email}`,
    `Expires: ${expires.toISOString().replace(".000Z", "Z")}`,
    `Canonical: ${new URL("/.well-known/security.txt", site).href}`,
    `Preferred-Languages: ${language}`,
  ];
  return new Response(`${lines.join("\n")}\n`, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
};
