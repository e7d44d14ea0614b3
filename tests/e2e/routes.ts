// The site's routes, shared by the end-to-end, built-HTML and hosting suites.
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** The sixteen pages of the site. */
export const ROUTES = [
  "/",
  "/learn-and-listen",
  "/solution",
  "/who-we-serve",
  "/for-companies",
  "/for-individuals",
  "/for-investors",
  "/employee-wellness",
  "/marketplace",
  "/trusted-experts",
  "/plan",
  "/company",
  "/podcast",
  "/video",
  "/blog",
  "/resources",
];

/** Addresses linked from elsewhere (old site, partners) that have no page yet: they show the 404 page, status 404. */
export const PLACEHOLDER_ROUTES = [
  "/loss-support",
  "/legacy-planning",
  "/eap-replacement",
  "/approach",
  "/employers",
  "/consultants",
  "/members",
  "/providers",
  "/financial-institutions",
  "/knowledge-base",
  "/blogs-podcasts",
  "/guides",
  "/events",
  "/customer-stories",
  "/about-us",
  "/team",
  "/careers",
  "/news",
  "/alliance",
];

/** Any address the site does not have. */
export const UNKNOWN = "/page-that-does-not-exist";

/**
 * One page per page template, for the browser checks that need real layout (reflow and zoom, forced colours, a
 * Tab walk, content without JavaScript). The other routes are built from the same layout and the same section
 * components with other words (who-we-serve, for-investors and resources are PageHero + CardGrid/SplitSection/
 * FeatureList pages like these; video and blog are listing pages like /podcast and /learn-and-listen), so a layout
 * bug in a component shows on one of these. Every route still gets the axe pass, the console and policy checks at
 * two widths (every-page.spec.ts) and the built-HTML checks (tests/dist).
 */
export const TEMPLATES = [
  "/", // home: hero, video, claims, steps, audience cards, values, testimonials carousel, consultation frame
  "/solution", // process steps, framework, partner overlays, FAQ accordion, CTA band
  "/company", // founder bio, values, team carousel, differentiators, partner logos
  "/employee-wellness", // split sections, the pillars diagram, card grids
  "/for-companies", // back link, split sections
  "/for-individuals", // feature list
  "/marketplace", // category browser (island), offer cards
  "/trusted-experts", // expert directory (island): search, filters
  "/plan", // plan cards
  "/learn-and-listen", // the listening layout and footer: hub sections, episode, video and post cards
  "/podcast", // episode hero and list, platform badges, person feature
  UNKNOWN, // the 404 page
];

/**
 * For the slowest browser checks (a Tab walk through every stop, forced colours on every button and icon): one page
 * for each distinct kind of interactive component and focus style — the home page (hero buttons, carousel, video,
 * form frame), /solution (accordion, partner overlays), /company (team carousel, hover cards), /trusted-experts (search,
 * filters, offer cards), /podcast (the listening layout and its footer) and the 404 page. The other templates share
 * these buttons, links and cards in other arrangements, which the cheaper layout checks (reflow) still cover.
 */
export const INTERACTIVE_TEMPLATES = ["/", "/solution", "/company", "/trusted-experts", "/podcast", UNKNOWN];

/** Every page the sitemap lists (as local paths), read from the build: the routes and every blog post. */
export function sitemapPaths(dist = join(process.cwd(), "dist")): string[] {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  const index = readFileSync(join(dist, "sitemap-index.xml"), "utf8");
  return locs(index)
    .flatMap((sitemap) => locs(readFileSync(join(dist, new URL(sitemap).pathname), "utf8")))
    .map((url) => new URL(url).pathname);
}
