import { readdirSync, readFileSync } from "node:fs";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";
import {
  bareTitle,
  buildSeo,
  canonicalUrl,
  cleanPath,
  DESCRIPTION_MAX,
  pageTitle,
  robotsTxt,
  shareImagePath,
  TITLE_MAX,
} from "../../src/lib/seo";

const site = new URL("https://www.endevo.life");

describe("pageTitle", () => {
  it("adds the company name", () => {
    expect(pageTitle("Plans", "ENDevo")).toBe("Plans | ENDevo");
  });

  it("leaves a title that already names the company", () => {
    expect(pageTitle("ENDevo: Live Fully. Die Ready.", "ENDevo")).toBe("ENDevo: Live Fully. Die Ready.");
  });

  it("leaves out the company name when it would make the title longer than 60 characters", () => {
    const long = "Solutions: Legacy Readiness for People and Companies"; // 52 characters
    expect(pageTitle(long, "ENDevo")).toBe(long);
    expect(pageTitle("x".repeat(51), "ENDevo")).toHaveLength(60);
  });

  it("bareTitle takes the company suffix off again", () => {
    expect(bareTitle("Plans and Pricing | ENDevo", "ENDevo")).toBe("Plans and Pricing");
    expect(bareTitle("About ENDevo: Our Story", "ENDevo")).toBe("About ENDevo: Our Story");
  });
});

describe("canonicalUrl", () => {
  it.each([
    ["/", "https://www.endevo.life/"],
    ["/solution", "https://www.endevo.life/solution"],
    ["/solution/", "https://www.endevo.life/solution"],
    ["/solution.html", "https://www.endevo.life/solution"],
    ["/index.html", "https://www.endevo.life/"],
    ["/blog/index.html", "https://www.endevo.life/blog"],
    ["/blog/passwords-after-death.html", "https://www.endevo.life/blog/passwords-after-death"],
    ["/plan?ref=mail#plans", "https://www.endevo.life/plan"],
  ])("%s → %s (clean URLs, no trailing slash)", (path, expected) => {
    expect(canonicalUrl(site, path)).toBe(expected);
  });

  it("cleanPath keeps the home page as /", () => {
    expect(cleanPath("")).toBe("/");
    expect(cleanPath("//")).toBe("/");
  });
});

describe("shareImagePath", () => {
  it.each([
    ["/", "/og/home.png"],
    ["/index.html", "/og/home.png"],
    ["/solution", "/og/solution.png"],
    ["/solution.html", "/og/solution.png"],
    ["/blog/passwords-after-death", "/og/blog/passwords-after-death.png"],
  ])("%s → %s", (path, expected) => {
    expect(shareImagePath(path)).toBe(expected);
  });
});

describe("buildSeo", () => {
  const base = {
    site,
    path: "/plan",
    siteName: "ENDevo",
    title: "Plans",
    description: "Choose the plan that fits you: start free with our founder, or go further with the app.",
  };

  it("computes title, canonical, robots and social tags", () => {
    const seo = buildSeo(base);
    expect(seo.title).toBe("Plans | ENDevo");
    expect(seo.canonical).toBe("https://www.endevo.life/plan");
    expect(seo.robots).toBe("index, follow");
    expect(seo.openGraph).toMatchObject({
      "og:type": "website",
      "og:site_name": "ENDevo",
      "og:title": "Plans | ENDevo",
      "og:description": base.description,
      "og:url": "https://www.endevo.life/plan",
      "og:locale": "en_US",
    });
    expect(seo.openGraph).not.toHaveProperty("og:image");
    expect(seo.twitter).toEqual({
      "twitter:card": "summary",
      "twitter:title": "Plans | ENDevo",
      "twitter:description": base.description,
    });
    expect(seo.alternates).toEqual([]);
  });

  it("makes a share image absolute, gives its size and alt, and uses the large card", () => {
    const seo = buildSeo({ ...base, image: "/og/plan.png", imageAlt: "The three plans", type: "article" });
    expect(seo.openGraph).toMatchObject({
      "og:type": "article",
      "og:image": "https://www.endevo.life/og/plan.png",
      "og:image:secure_url": "https://www.endevo.life/og/plan.png",
      "og:image:type": "image/png",
      "og:image:width": "1200",
      "og:image:height": "630",
      "og:image:alt": "The three plans",
    });
    expect(seo.twitter).toMatchObject({
      "twitter:card": "summary_large_image",
      "twitter:image": "https://www.endevo.life/og/plan.png",
      "twitter:image:alt": "The three plans",
    });
  });

  it("announces the RSS feeds by absolute URL", () => {
    const seo = buildSeo({ ...base, feeds: [{ title: "ENDevo Blog", path: "/blog/rss.xml" }] });
    expect(seo.alternates).toEqual([
      { type: "application/rss+xml", title: "ENDevo Blog", href: "https://www.endevo.life/blog/rss.xml" },
    ]);
  });

  it("keeps pages such as 404 out of search results, without a canonical address", () => {
    const seo = buildSeo({ ...base, path: "/404", noindex: true });
    expect(seo.robots).toBe("noindex, follow");
    expect(seo.canonical).toBeUndefined();
    expect(seo.openGraph).not.toHaveProperty("og:url");
  });

  it("refuses a title or description search engines would cut", () => {
    expect(() => buildSeo({ ...base, title: "ENDevo " + "x".repeat(60) })).toThrow(/keep it to 60/);
    expect(() => buildSeo({ ...base, description: "x".repeat(161) })).toThrow(/keep it to 160/);
  });
});

describe("robotsTxt", () => {
  it("allows everything and names the sitemap index by absolute URL", () => {
    expect(robotsTxt(site)).toBe("User-agent: *\nAllow: /\n\nSitemap: https://www.endevo.life/sitemap-index.xml\n");
  });
});

// Every page's title and description as the head renders them, from the content files.
describe("titles and descriptions of every page", () => {
  const siteName = (load(readFileSync("src/content/settings/site.yaml", "utf8")) as { name: string }).name;
  const pages = readdirSync("src/content/pages").map((file) => {
    const { seo } = load(readFileSync(`src/content/pages/${file}`, "utf8")) as {
      seo: { title: string; description: string };
    };
    return { file: `pages/${file}`, ...seo };
  });
  const posts = readdirSync("src/content/blog").map((file) => {
    const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(`src/content/blog/${file}`, "utf8"))?.[1] ?? "";
    const { title, description } = load(front) as { title: string; description: string };
    return { file: `blog/${file}`, title, description };
  });
  const all = [...pages, ...posts].map((page) => ({ ...page, title: pageTitle(page.title, siteName) }));

  it("covers the 16 routes and the blog posts", () => {
    expect(pages).toHaveLength(16);
    expect(posts.length).toBeGreaterThan(0);
  });

  it.each(all)("$file: title ≤ 60 and description ≤ 160 characters", ({ title, description }) => {
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(description.trim().length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(description.trim().length).toBeGreaterThanOrEqual(50);
  });

  it("no two pages share a title or a description", () => {
    const duplicates = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);
    expect(duplicates(all.map((page) => page.title))).toEqual([]);
    expect(duplicates(all.map((page) => page.description.trim()))).toEqual([]);
  });
});
