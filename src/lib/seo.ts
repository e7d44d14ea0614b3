// Head tags for a page, computed from its content. Pure, so it is unit-tested;
// components/site/Head.astro only renders the result.

export interface SeoInput {
  /** The site's origin from astro.config (Astro.site). */
  site: URL;
  /** The page path, e.g. "/solution". */
  path: string;
  /** Company name, appended to titles. */
  siteName: string;
  title: string;
  description: string;
  /** Share image path or absolute URL. */
  image?: string | undefined;
  imageAlt?: string | undefined;
  type?: "website" | "article";
  noindex?: boolean;
}

export interface Seo {
  title: string;
  description: string;
  canonical: string;
  robots: string;
  openGraph: Record<string, string>;
  twitter: Record<string, string>;
}

/** "Plan" → "Plan | ENDevo"; a title that already names the company stays as it is. */
export function pageTitle(title: string, siteName: string): string {
  return title.includes(siteName) ? title : `${title} | ${siteName}`;
}

/** Absolute canonical URL without a trailing slash (the site's URL policy). */
export function canonicalUrl(site: URL, path: string): string {
  const clean = path.replace(/\/index(\.html)?$/, "/").replace(/\.html$/, "");
  const trimmed = clean.length > 1 ? clean.replace(/\/+$/, "") : "/";
  return new URL(trimmed, site).href;
}

export function buildSeo(input: SeoInput): Seo {
  const title = pageTitle(input.title, input.siteName);
  const canonical = canonicalUrl(input.site, input.path);
  const image = input.image ? new URL(input.image, input.site).href : undefined;
  const openGraph: Record<string, string> = {
    "og:type": input.type ?? "website",
    "og:site_name": input.siteName,
    "og:title": title,
    "og:description": input.description,
    "og:url": canonical,
    "og:locale": "en_US",
  };
  const twitter: Record<string, string> = {
    "twitter:card": image ? "summary_large_image" : "summary",
    "twitter:title": title,
    "twitter:description": input.description,
  };
  if (image) {
    openGraph["og:image"] = image;
    openGraph["og:image:width"] = "1200";
    openGraph["og:image:height"] = "630";
    twitter["twitter:image"] = image;
    if (input.imageAlt) {
      openGraph["og:image:alt"] = input.imageAlt;
      twitter["twitter:image:alt"] = input.imageAlt;
    }
  }
  return {
    title,
    description: input.description,
    canonical,
    robots: input.noindex ? "noindex, follow" : "index, follow",
    openGraph,
    twitter,
  };
}
