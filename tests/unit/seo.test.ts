import { describe, expect, it } from "vitest";
import {
  bareTitle,
  buildSeo,
  canonicalUrl,
  cleanPath,
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  descriptionProblem,
  pageTitle,
  robotsTxt,
  sameSearchResults,
  shareImagePath,
  TITLE_MAX,
  TITLE_MIN,
  titleProblem,
  titleWindow,
} from "../../src/lib/seo";

const site = new URL("https://www.endevo.life");

describe("pageTitle", () => {
  it("adds the company name", () => {
    expect(pageTitle("Plans", "ENDevo")).toBe("Plans | ENDevo");
  });

  it("leaves a title that already names the company", () => {
    expect(pageTitle("ENDevo: a title that names it.", "ENDevo")).toBe("ENDevo: a title that names it.");
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

describe("titles and descriptions that fit search results", () => {
  it("a title fits at 30–60 characters as shown, the company name included", () => {
    expect(titleProblem("x".repeat(TITLE_MIN - 9), "ENDevo")).toBeUndefined(); // 21 + " | ENDevo"
    expect(titleProblem("x".repeat(TITLE_MAX), "ENDevo")).toBeUndefined();
    expect(titleProblem("ENDevo: a title that names it.", "ENDevo")).toBeUndefined(); // 30, the name already in it
  });

  it("says how much shorter a long title must be", () => {
    expect(titleProblem("x".repeat(72), "ENDevo")).toBe(
      `"${"x".repeat(72)}" is 72 characters; search engines show about 60: shorten it by 12`,
    );
  });

  it("says how much longer a short title must be, counting what the site adds", () => {
    expect(titleProblem("Who We Serve", "ENDevo")).toBe(
      '"Who We Serve | ENDevo" (the site adds " | ENDevo") is 21 characters; search results have room for 30 to 60: lengthen it by 9, for example with what the page offers or who it is for',
    );
    expect(titleProblem("About ENDevo", "ENDevo")).toMatch(/^"About ENDevo" is 12 characters; .*lengthen it by 18/);
  });

  it("the window of a title as written follows from the company name", () => {
    expect(titleWindow("ENDevo")).toEqual({ min: TITLE_MIN - 9, max: TITLE_MAX });
  });

  it("a description fits at 70–160 characters, and the message gives the count", () => {
    expect(descriptionProblem("x".repeat(DESCRIPTION_MIN))).toBeUndefined();
    expect(descriptionProblem("x".repeat(DESCRIPTION_MAX))).toBeUndefined();
    expect(descriptionProblem("x".repeat(172))).toBe(
      "is 172 characters; search engines show about 160: shorten it by 12",
    );
    expect(descriptionProblem("Too short.")).toMatch(
      /^is 10 characters; search results have room for 70 to 160: lengthen it by 60/,
    );
  });

  it("names both files when two pages share a title or a description", () => {
    const result = (file: string, title: string, description: string) => ({
      titleAt: `${file} (seo.title)`,
      descriptionAt: `${file} (seo.description)`,
      title,
      description,
    });
    expect(
      sameSearchResults([
        result("src/content/pages/plan.yaml", "Plans | ENDevo", "One."),
        result("src/content/pages/video.yaml", "Videos | ENDevo", "Two."),
        result("src/content/blog/x.md", "plans |  ENDevo", "one."),
      ]),
    ).toEqual([
      'src/content/blog/x.md (seo.title) has the same search title as src/content/pages/plan.yaml (seo.title): "plans |  ENDevo". Search engines show only one of two such pages: give each its own title, about what that page offers.',
      'src/content/blog/x.md (seo.description) has the same search description as src/content/pages/plan.yaml (seo.description): "one.". Search engines show only one of two such pages: give each its own description, about what that page offers.',
    ]);
    expect(sameSearchResults([result("a", "A", "a"), result("b", "B", "b")])).toEqual([]);
  });
});
