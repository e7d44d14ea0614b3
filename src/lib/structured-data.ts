// schema.org structured data (JSON-LD) for search engines. Pure builders, so
// they are unit-tested; lib/page-meta.ts feeds them from the content files and
// components/site/Head.astro prints the result with serializeJsonLd().
//
// Every page carries one @graph: the Organization and the WebSite (the same
// @ids everywhere, so search engines merge them), the page itself, and what
// the page is about: breadcrumbs, the FAQ, the podcast, a blog post.
import { isoDate } from "./dates";

export type Node = { "@type": string; "@id"?: string } & Record<string, unknown>;
export interface Graph {
  "@context": "https://schema.org";
  "@graph": Node[];
}

const ref = (id: string) => ({ "@id": id });

/** Stable @ids: the site's URL with a fragment naming the thing. */
export const ids = {
  organization: (site: URL) => new URL("/#organization", site).href,
  website: (site: URL) => new URL("/#website", site).href,
  logo: (site: URL) => new URL("/#logo", site).href,
  founder: (site: URL) => new URL("/#founder", site).href,
  page: (url: string) => url,
  breadcrumb: (url: string) => `${url}#breadcrumb`,
  podcast: (site: URL) => new URL("/podcast#series", site).href,
  /** An episode, on its own page (/podcast/<slug>). */
  episode: (pageUrl: string) => `${pageUrl}#episode`,
  post: (url: string) => `${url}#article`,
};

/* ----------------------------------------------------------- organization */

export interface OrganizationInput {
  site: URL;
  name: string;
  description: string;
  slogan?: string | undefined;
  /** Site path or URL of a square raster logo. */
  logo: { path: string; width: number; height: number };
  email: string;
  /** In international form, e.g. "+1-484-545-4327". */
  telephone: string;
  /** Country codes (ISO 3166-1) or names the service covers. */
  areaServed?: string | undefined;
  /** Social profiles. Links to a network's home page (not a profile) are dropped. */
  sameAs: readonly string[];
  founder?: { name: string; jobTitle?: string | undefined; sameAs?: string | undefined } | undefined;
}

/** A profile link names a page on the network, not just the network ("https://www.youtube.com/"). */
export function profileLinks(links: readonly string[]): string[] {
  return [...new Set(links.filter((link) => /^https:\/\/[^/]+\/.+/.test(link)))];
}

/** "484-545-4327" with "+1" → "+1-484-545-4327". Already international numbers stay as written. */
export function internationalPhone(phone: string, countryCode: string): string {
  const trimmed = phone.trim();
  if (trimmed.startsWith("+")) return trimmed;
  return `${countryCode}-${trimmed.replace(/[\s().]+/g, "-").replace(/^-+|-+$/g, "")}`;
}

export function organization(input: OrganizationInput): Node {
  const { site } = input;
  const logo = {
    "@type": "ImageObject",
    "@id": ids.logo(site),
    url: new URL(input.logo.path, site).href,
    contentUrl: new URL(input.logo.path, site).href,
    width: input.logo.width,
    height: input.logo.height,
    caption: input.name,
  };
  const sameAs = profileLinks(input.sameAs);
  return {
    "@type": "Organization",
    "@id": ids.organization(site),
    name: input.name,
    url: new URL("/", site).href,
    description: input.description,
    ...(input.slogan ? { slogan: input.slogan } : {}),
    logo,
    image: ref(ids.logo(site)),
    email: input.email,
    telephone: input.telephone,
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "customer service",
        telephone: input.telephone,
        email: input.email,
        availableLanguage: "English",
        ...(input.areaServed ? { areaServed: input.areaServed } : {}),
      },
    ],
    ...(sameAs.length > 0 ? { sameAs } : {}),
    ...(input.founder
      ? {
          founder: {
            "@type": "Person",
            "@id": ids.founder(site),
            name: input.founder.name,
            ...(input.founder.jobTitle ? { jobTitle: input.founder.jobTitle } : {}),
            ...(input.founder.sameAs ? { sameAs: [input.founder.sameAs] } : {}),
          },
        }
      : {}),
  };
}

export function webSite(input: { site: URL; name: string; description: string; language: string }): Node {
  return {
    "@type": "WebSite",
    "@id": ids.website(input.site),
    url: new URL("/", input.site).href,
    name: input.name,
    description: input.description,
    inLanguage: input.language,
    publisher: ref(ids.organization(input.site)),
  };
}

/* ------------------------------------------------------------------ pages */

export type PageType = "WebPage" | "AboutPage" | "CollectionPage" | "FAQPage" | "ContactPage";

export interface WebPageInput {
  site: URL;
  /** Canonical URL of the page. */
  url: string;
  /** The page's title as shown in search results. */
  name: string;
  description: string;
  language: string;
  type?: PageType;
  /** Absolute URL of the share image. */
  image?: string | undefined;
  /** Adds a reference to the page's BreadcrumbList. */
  hasBreadcrumb?: boolean;
  /** The thing the page is mainly about, e.g. the FAQ's questions. */
  mainEntity?: unknown;
  /** Things the page describes, by @id. */
  about?: string | undefined;
}

export function webPage(input: WebPageInput): Node {
  return {
    "@type": input.type ?? "WebPage",
    "@id": ids.page(input.url),
    url: input.url,
    name: input.name,
    description: input.description,
    inLanguage: input.language,
    isPartOf: ref(ids.website(input.site)),
    ...(input.about ? { about: ref(input.about) } : {}),
    ...(input.image ? { primaryImageOfPage: { "@type": "ImageObject", url: input.image } } : {}),
    ...(input.hasBreadcrumb ? { breadcrumb: ref(ids.breadcrumb(input.url)) } : {}),
    ...(input.mainEntity ? { mainEntity: input.mainEntity } : {}),
  };
}

export interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

/** Home › … › this page. The last crumb is the page itself. */
export function breadcrumbList(pageUrl: string, crumbs: readonly Crumb[]): Node {
  if (crumbs.length < 2) throw new Error(`A breadcrumb trail needs at least two steps (${pageUrl}).`);
  return {
    "@type": "BreadcrumbList",
    "@id": ids.breadcrumb(pageUrl),
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** The questions of an FAQ page, as FAQPage.mainEntity. */
export function faqQuestions(items: readonly { question: string; answer: string }[]): Node[] {
  return items.map((item) => ({
    "@type": "Question",
    name: item.question,
    acceptedAnswer: { "@type": "Answer", text: item.answer },
  }));
}

/* ---------------------------------------------------------------- podcast */

export interface PodcastInput {
  site: URL;
  name: string;
  description: string;
  /** The podcast's own site. */
  url: string;
  language: string;
  host?: string | undefined;
  /** Absolute URL of the artwork. */
  image?: string | undefined;
}

export function podcastSeries(input: PodcastInput): Node {
  return {
    "@type": "PodcastSeries",
    "@id": ids.podcast(input.site),
    name: input.name,
    description: input.description,
    url: input.url,
    inLanguage: input.language,
    ...(input.image ? { image: input.image } : {}),
    ...(input.host ? { author: { "@type": "Person", name: input.host } } : {}),
    publisher: ref(ids.organization(input.site)),
  };
}

export interface EpisodeInput {
  site: URL;
  /** The episode's page on this site (absolute): its url and the base of its @id. */
  url: string;
  name: string;
  description: string;
  datePublished: Date;
  guest?: string | undefined;
  /** ISO 8601 length, e.g. "PT42M10S". */
  duration?: string | undefined;
  /** The audio file (https). */
  audio?: { url: string; type: string } | undefined;
  /** Where else the episode can be heard (the podcast's own page for it). */
  sameAs?: string | undefined;
  /** Absolute URL of its artwork. */
  image?: string | undefined;
}

export function podcastEpisode(input: EpisodeInput): Node {
  return {
    "@type": "PodcastEpisode",
    "@id": ids.episode(input.url),
    name: input.name,
    description: input.description,
    url: input.url,
    datePublished: isoDate(input.datePublished),
    partOfSeries: ref(ids.podcast(input.site)),
    ...(input.duration ? { timeRequired: input.duration } : {}),
    ...(input.audio
      ? {
          associatedMedia: {
            "@type": "MediaObject",
            contentUrl: input.audio.url,
            encodingFormat: input.audio.type,
            ...(input.duration ? { duration: input.duration } : {}),
          },
        }
      : {}),
    ...(input.image ? { image: input.image } : {}),
    ...(input.sameAs && input.sameAs !== input.url ? { sameAs: [input.sameAs] } : {}),
    ...(input.guest ? { contributor: { "@type": "Person", name: input.guest } } : {}),
  };
}

/* ------------------------------------------------------------------- blog */

export interface PostInput {
  site: URL;
  /** Canonical URL of the post. */
  url: string;
  headline: string;
  description: string;
  datePublished: Date;
  dateModified?: Date | undefined;
  author: string;
  /** Absolute URL of the post's share image. */
  image: string;
  language: string;
  /** The company's name: an author naming it ("The ENDevo Team") is the Organization, not a person. */
  organizationName: string;
}

export function blogPosting(input: PostInput): Node {
  const byCompany = input.author.includes(input.organizationName);
  return {
    "@type": "BlogPosting",
    "@id": ids.post(input.url),
    headline: input.headline,
    description: input.description,
    url: input.url,
    mainEntityOfPage: ref(ids.page(input.url)),
    image: [input.image],
    datePublished: isoDate(input.datePublished),
    dateModified: isoDate(input.dateModified ?? input.datePublished),
    inLanguage: input.language,
    author: byCompany ? ref(ids.organization(input.site)) : { "@type": "Person", name: input.author },
    publisher: ref(ids.organization(input.site)),
  };
}

/** The blog itself, listing its posts (newest first as given). */
export function blog(input: {
  site: URL;
  url: string;
  name: string;
  description: string;
  posts: readonly { url: string; headline: string; datePublished: Date }[];
}): Node {
  return {
    "@type": "Blog",
    "@id": `${input.url}#blog`,
    url: input.url,
    name: input.name,
    description: input.description,
    publisher: ref(ids.organization(input.site)),
    blogPost: input.posts.map((post) => ({
      "@type": "BlogPosting",
      "@id": ids.post(post.url),
      headline: post.headline,
      url: post.url,
      datePublished: isoDate(post.datePublished),
    })),
  };
}

/* ----------------------------------------------------------------- output */

export function graph(nodes: readonly Node[]): Graph {
  return { "@context": "https://schema.org", "@graph": [...nodes] };
}

/**
 * JSON for a <script type="application/ld+json"> element. "<", ">" and "&"
 * become \u escapes (still valid JSON, same value), so text such as
 * "</script>" in content cannot end the element; U+2028/U+2029 are escaped too.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/* ------------------------------------------------------------- validation */

/**
 * Properties each type must carry here: schema.org's and Google's required
 * ones plus the recommended ones this site can always fill. Checked at build
 * time (Head.astro) and in the unit and end-to-end tests.
 */
export const EXPECTED_PROPERTIES: Record<string, readonly string[]> = {
  Organization: ["name", "url", "logo", "contactPoint"],
  ContactPoint: ["contactType", "telephone"],
  WebSite: ["name", "url", "publisher"],
  WebPage: ["name", "url", "isPartOf"],
  AboutPage: ["name", "url", "isPartOf"],
  CollectionPage: ["name", "url", "isPartOf"],
  FAQPage: ["name", "url", "mainEntity"],
  Question: ["name", "acceptedAnswer"],
  Answer: ["text"],
  BreadcrumbList: ["itemListElement"],
  ListItem: ["position", "name", "item"],
  PodcastSeries: ["name", "url", "description"],
  PodcastEpisode: ["name", "url", "datePublished", "partOfSeries"],
  MediaObject: ["contentUrl"],
  BlogPosting: ["headline", "url", "datePublished"],
  Blog: ["name", "url"],
  ImageObject: ["url"],
  Person: ["name"],
};

/** Properties whose values must be absolute https URLs. */
const URL_PROPERTIES = new Set(["url", "item", "contentUrl", "sameAs", "image", "@id"]);

/**
 * Problems in a JSON-LD document: missing expected properties, relative URLs,
 * dangling @id references, bad dates and breadcrumb positions. Empty when valid.
 */
export function structuredDataProblems(data: unknown): string[] {
  const problems: string[] = [];
  const defined = new Set<string>();
  const referenced: string[] = [];
  if (!isObject(data) || data["@context"] !== "https://schema.org")
    problems.push('@context must be "https://schema.org"');

  const visit = (value: unknown, where: string): void => {
    if (Array.isArray(value)) return value.forEach((item, index) => visit(item, `${where}[${index}]`));
    if (!isObject(value)) return;
    const type = value["@type"];
    const id = value["@id"];
    const keys = Object.keys(value);
    if (typeof id === "string" && keys.length === 1) referenced.push(id);
    else if (typeof id === "string") defined.add(id);
    if (typeof type === "string") {
      for (const property of EXPECTED_PROPERTIES[type] ?? []) {
        const present = value[property];
        if (present === undefined || present === "" || (Array.isArray(present) && present.length === 0)) {
          problems.push(`${where} (${type}) has no ${property}`);
        }
      }
      if (type === "BreadcrumbList" && Array.isArray(value["itemListElement"])) {
        value["itemListElement"].forEach((item, index) => {
          if (isObject(item) && item["position"] !== index + 1) {
            problems.push(`${where} (BreadcrumbList) item ${index} has position ${String(item["position"])}`);
          }
        });
      }
    } else if (where !== "$" && keys.length > 1) {
      problems.push(`${where} has no @type`);
    }
    for (const [key, child] of Object.entries(value)) {
      if (URL_PROPERTIES.has(key)) {
        for (const text of [child].flat()) {
          if (typeof text === "string" && !/^https:\/\/\S+$/.test(text)) {
            problems.push(`${where}.${key} is not an absolute https URL: ${text}`);
          }
        }
      }
      if (/^date[A-Z]/.test(key) && typeof child === "string" && !/^\d{4}-\d{2}-\d{2}/.test(child)) {
        problems.push(`${where}.${key} is not an ISO 8601 date: ${child}`);
      }
      if (typeof child === "object" && child !== null) visit(child, `${where}.${key}`);
    }
  };
  visit(data, "$");
  for (const id of referenced) if (!defined.has(id)) problems.push(`reference to ${id}, which is not defined`);
  return problems;
}

/** The @type of every node in the document (nested ones too), sorted and de-duplicated. */
export function structuredDataTypes(data: unknown): string[] {
  const types = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isObject(value)) return;
    const type = value["@type"];
    if (typeof type === "string") types.add(type);
    Object.values(value).forEach(visit);
  };
  visit(data);
  return [...types].sort();
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
