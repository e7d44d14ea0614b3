// What search engines and link previews learn about each page, read from the
// content files: the list of indexable pages (for the share pictures), the
// share card of a page and its structured data. The building blocks are the
// pure functions of lib/seo.ts, lib/share-image.ts and lib/structured-data.ts.
import { getEntry } from "astro:content";
import { entries, getSite, pageEntries, single } from "./content";
import { ContentError } from "./content/problems";
import { pagePath, postPath } from "./content/routes";
import { formatDate, newestFirst } from "./dates";
import { isoDuration } from "./content/feed";
import { EPISODES_PATH, episodePath } from "./listen";
import { bareTitle, canonicalUrl, fitDescription, fitTitle, pageTitle, sameSearchResults, shareImagePath } from "./seo";
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
  /** episode: /podcast/<slug>; episodes: the list of every episode. */
  kind: "page" | "post" | "episode" | "episodes";
  /** The content entry's id: the pages/*.yaml file name, the post's or the episode's. */
  id: string;
  /** seo.title as written (without the company suffix the head adds). */
  title: string;
  description: string;
  /** Short name for breadcrumbs and the share picture's eyebrow. */
  name: string;
  /** The page whose share picture this one uses (episodes use the podcast's: one picture, however many episodes). */
  shareAs?: string | undefined;
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
  return [...pages, ...posts, ...(await podcastPages(pages))].sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * The list of every episode and each episode's page. Their titles (30–60 characters) and descriptions
 * (70–160) are fitted from the episode's words, whatever their length: see fitTitle and fitDescription.
 */
async function podcastPages(pages: readonly PageMeta[]): Promise<PageMeta[]> {
  const site = await getSite();
  const podcast = pages.find((page) => page.id === "podcast" && page.kind === "page");
  const entry = (await pageEntries()).find((page) => page.id === "podcast");
  if (!podcast || !entry) return [];
  const archive = (entry.data as { sections: { archive: { heading: string; lead?: string } } }).sections.archive;
  const suffix = ` | ${site.name} ${podcast.name}`;
  const padding = ` | ${site.search.podcast.name}`;
  const more = [podcast.description, site.description];
  const episodes = await entries("episodes");
  const titles = new Map<string, number>();
  for (const episode of episodes) titles.set(episode.data.title, (titles.get(episode.data.title) ?? 0) + 1);
  return [
    {
      path: EPISODES_PATH,
      kind: "episodes",
      id: "episodes",
      title: fitTitle(archive.heading, suffix, padding),
      description: fitDescription(archive.lead ?? "", more),
      name: archive.heading,
      shareAs: "/podcast",
      titleAt: "src/content/pages/podcast.yaml (sections.archive.heading)",
      descriptionAt: "src/content/pages/podcast.yaml (sections.archive.lead)",
    },
    ...episodes.map((episode): PageMeta => {
      const { title, date, summary } = episode.data;
      // Two episodes of the same name: their dates tell the titles apart.
      const named = (titles.get(title) ?? 0) > 1 ? `${title} (${formatDate(date)})` : title;
      return {
        path: episodePath(episode.id),
        kind: "episode",
        id: episode.id,
        title: fitTitle(named, suffix, padding),
        description: fitDescription(summary, more),
        name: title,
        shareAs: "/podcast",
        titleAt: `the episode ${episode.id} (title)`,
        descriptionAt: `the episode ${episode.id} (summary)`,
      };
    }),
  ];
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
      type:
        page.kind === "page"
          ? (PAGE_TYPES[page.id] ?? "WebPage")
          : page.kind === "episodes"
            ? "CollectionPage"
            : "WebPage",
      image,
      hasBreadcrumb: !isHome,
      mainEntity,
      about: isHome ? ld.ids.organization(site) : undefined,
    }),
  );

  if (!isHome) {
    const crumbs: ld.Crumb[] = [{ name: (await findPage("/"))?.name ?? settings.name, url: canonicalUrl(site, "/") }];
    const parent = page.kind === "post" ? "/blog" : page.kind === "page" ? undefined : "/podcast";
    const parentPage = parent && (await findPage(parent));
    if (parent && parentPage) crumbs.push({ name: parentPage.name, url: canonicalUrl(site, parent) });
    crumbs.push({ name: page.name, url });
    nodes.push(ld.breadcrumbList(url, crumbs));
  }

  const podcastPages = page.kind === "episode" || page.kind === "episodes";
  if (podcastPages || (page.kind === "page" && (page.id === "podcast" || page.id === "learn-and-listen"))) {
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
    const all = newestFirst((await entries("episodes")).map((entry) => ({ entry, date: entry.data.date })));
    // The podcast's pages name their three newest episodes; an episode's page, itself; the full list, none
    // (hundreds of episodes would outweigh the page: each has its own page).
    const shown =
      page.kind === "episode"
        ? all.filter(({ entry }) => entry.id === page.id)
        : page.kind === "episodes"
          ? []
          : all.slice(0, EPISODES_SHOWN);
    for (const { entry } of shown) {
      const { title, summary, date, guest, duration, audio, url: listen, feedImage } = entry.data;
      nodes.push(
        ld.podcastEpisode({
          site,
          url: canonicalUrl(site, episodePath(entry.id)),
          name: title,
          description: summary || title,
          datePublished: date,
          guest,
          duration: duration ? isoDuration(duration) : undefined,
          audio,
          sameAs: listen,
          image: feedImage,
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
