// What search engines and link previews learn about each page, read from the
// content files: the list of indexable pages (for the share pictures), the
// share card of a page and its structured data. The building blocks are the
// pure functions of lib/seo.ts, lib/share-image.ts and lib/structured-data.ts.
import { getEntry } from "astro:content";
import { entries, getSite, pageEntries, single } from "./content";
import { ContentError } from "./content/problems";
import { pagePath, postPath } from "./content/routes";
import { newestFirst } from "./dates";
import { bareTitle, canonicalUrl, pageTitle, sameSearchResults, shareImagePath } from "./seo";
import { cardEyebrow, type ShareCard } from "./share-image";
import * as ld from "./structured-data";

/** The listening pages show the three newest episodes (docs/REQUIREMENTS.md §8). */
const EPISODES_SHOWN = 3;

/** The square logo search engines show (src/pages/logo.png.ts). */
export const LOGO = { path: "/logo.png", width: 512, height: 512 } as const;

/** Pages whose schema.org type is more specific than WebPage. */
const PAGE_TYPES: Record<string, ld.PageType> = {
  company: "AboutPage",
  solution: "FAQPage",
  blog: "CollectionPage",
  "learn-and-listen": "CollectionPage",
};

export interface PageMeta {
  /** "/", "/solution", "/blog/passwords-after-death". */
  path: string;
  kind: "page" | "post";
  /** The content entry's id: the pages/*.yaml file name or the post's. */
  id: string;
  /** seo.title as written (without the company suffix the head adds). */
  title: string;
  description: string;
  /** Short name for breadcrumbs and the share picture's eyebrow. */
  name: string;
  /** Where the title and description are written: "src/content/pages/plan.yaml (seo.title)". */
  titleAt: string;
  descriptionAt: string;
}

/** "src/content/pages/plan.yaml (seo.title)": a field of an entry's file, for messages. */
const at = (entry: { id: string; filePath?: string | undefined }, folder: string, field: string) =>
  `${entry.filePath ?? `${folder}/${entry.id}`} (${field})`;

/** Every page that search engines should see, with a share picture each. */
export async function listPages(): Promise<PageMeta[]> {
  const site = await getSite();
  const pages = (await pageEntries()).map((entry): PageMeta => ({
    path: pagePath(entry.id),
    kind: "page",
    id: entry.id,
    title: entry.data.seo.title,
    description: entry.data.seo.description,
    name: entry.data.seo.name ?? shortName(bareTitle(entry.data.seo.title, site.name)),
    titleAt: at(entry, "src/content/pages", "seo.title"),
    descriptionAt: at(entry, "src/content/pages", "seo.description"),
  }));
  const posts = (await entries("blog")).map((entry): PageMeta => ({
    path: postPath(entry.id),
    kind: "post",
    id: entry.id,
    title: entry.data.title,
    description: entry.data.description,
    name: entry.data.title,
    titleAt: at(entry, "src/content/blog", "title"),
    descriptionAt: at(entry, "src/content/blog", "description"),
  }));
  return [...pages, ...posts].sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * Throws when two pages would look the same in search results (the same title as shown, or the same description),
 * naming both files and fields. Each file's own lengths are checked by its schema; this is the check across files.
 * BaseLayout calls it for every page, so `astro build` stops and `astro dev` shows the message.
 */
export async function throwSameSearchResults() {
  const { name } = await getSite();
  const problems = sameSearchResults(
    (await listPages()).map((page) => ({ ...page, title: pageTitle(page.title, name) })),
  );
  if (problems.length) throw new ContentError(problems.join("\n"));
}

export async function findPage(path: string): Promise<PageMeta | undefined> {
  return (await listPages()).find((page) => page.path === path);
}

/** "Solutions: Legacy Readiness…" → "Solutions". */
function shortName(title: string): string {
  return title.split(/[:|–]/)[0]?.trim() || title;
}

/** The words on a page's share picture and the picture's text alternative. */
export async function shareCard(page: PageMeta, site: URL): Promise<Omit<ShareCard, "emblem"> & { alt: string }> {
  const settings = await getSite();
  const home = page.path === "/";
  const blogName = (await findPage("/blog"))?.name ?? "Blog";
  const title = home ? settings.tagline : page.kind === "post" ? page.title : bareTitle(page.title, settings.name);
  return {
    title,
    eyebrow: home ? undefined : cardEyebrow(page.kind === "post" ? blogName : page.name, title),
    siteName: settings.name,
    logoLine: settings.logoLine,
    tagline: settings.tagline,
    domain: site.hostname.replace(/^www\./, ""),
    alt: home ? `The ${settings.name} logo and the words “${title}”` : `“${title}” beside the ${settings.name} logo`,
  };
}

/** The JSON-LD graph of a page. `image` is the page's absolute share picture URL. */
export async function structuredData(path: string, site: URL, image: string): Promise<ld.Graph> {
  const settings = await getSite();
  const { members } = await single("team");
  const founder = members.find((member) => !member.sample);
  const { language } = settings.search;
  const url = canonicalUrl(site, path);
  const page = await findPage(path);

  const nodes: ld.Node[] = [
    ld.organization({
      site,
      name: settings.name,
      description: settings.description,
      slogan: settings.tagline,
      logo: LOGO,
      email: settings.contact.email,
      telephone: ld.internationalPhone(settings.contact.phone, settings.search.phoneCountryCode),
      areaServed: settings.search.areaServed,
      sameAs: settings.social.map((profile) => profile.href),
      founder: founder && { name: founder.name, jobTitle: founder.title, sameAs: founder.linkedIn },
    }),
    ld.webSite({ site, name: settings.name, description: settings.description, language }),
  ];
  if (!page) return checked(path, nodes); // the 404 page: only who we are

  const isHome = page.path === "/";
  const pageName = pageTitle(page.title, settings.name);
  let mainEntity: unknown;
  if (page.id === "solution" && page.kind === "page") {
    mainEntity = ld.faqQuestions((await single("faq")).items);
  }
  nodes.push(
    ld.webPage({
      site,
      url,
      name: pageName,
      description: page.description,
      language,
      type: page.kind === "page" ? (PAGE_TYPES[page.id] ?? "WebPage") : "WebPage",
      image,
      hasBreadcrumb: !isHome,
      mainEntity,
      about: isHome ? ld.ids.organization(site) : undefined,
    }),
  );

  if (!isHome) {
    const crumbs: ld.Crumb[] = [{ name: (await findPage("/"))?.name ?? settings.name, url: canonicalUrl(site, "/") }];
    if (page.kind === "post") {
      const blogPage = await findPage("/blog");
      if (blogPage) crumbs.push({ name: blogPage.name, url: canonicalUrl(site, "/blog") });
    }
    crumbs.push({ name: page.name, url });
    nodes.push(ld.breadcrumbList(url, crumbs));
  }

  if (page.kind === "page" && (page.id === "podcast" || page.id === "learn-and-listen")) {
    const podcastPage = await findPage("/podcast");
    nodes.push(
      ld.podcastSeries({
        site,
        name: settings.search.podcast.name,
        host: settings.search.podcast.host,
        description: podcastPage?.description ?? settings.description,
        url: settings.links.podcast,
        language,
        image: new URL(shareImagePath("/podcast"), site).href,
      }),
    );
    const episodes = newestFirst((await entries("episodes")).map((entry) => ({ entry, date: entry.data.date })));
    for (const { entry } of episodes.slice(0, EPISODES_SHOWN)) {
      nodes.push(
        ld.podcastEpisode({
          site,
          id: entry.id,
          name: entry.data.title,
          description: entry.data.summary,
          url: entry.data.url,
          datePublished: entry.data.date,
          guest: entry.data.guest,
        }),
      );
    }
  }

  if (page.kind === "page" && page.id === "blog") {
    const posts = newestFirst((await entries("blog")).map((entry) => ({ entry, date: entry.data.date })));
    nodes.push(
      ld.blog({
        site,
        url,
        name: settings.search.feeds.blog.title,
        description: page.description,
        posts: posts.map(({ entry }) => ({
          url: canonicalUrl(site, `/blog/${entry.id}`),
          headline: entry.data.title,
          datePublished: entry.data.date,
        })),
      }),
    );
  }

  if (page.kind === "post") {
    const post = await getEntry("blog", page.id);
    if (post) {
      nodes.push(
        ld.blogPosting({
          site,
          url,
          headline: post.data.title,
          description: post.data.description,
          datePublished: post.data.date,
          author: post.data.author,
          image,
          language,
          organizationName: settings.name,
        }),
      );
    }
  }

  return checked(path, nodes);
}

/** The graph, or a build error naming what is missing. */
function checked(path: string, nodes: ld.Node[]): ld.Graph {
  const data = ld.graph(nodes);
  const problems = ld.structuredDataProblems(data);
  if (problems.length > 0) throw new Error(`Structured data of ${path} is incomplete:\n- ${problems.join("\n- ")}`);
  return data;
}
