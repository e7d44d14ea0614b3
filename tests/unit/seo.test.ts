import { describe, expect, it } from "vitest";
import { buildSeo, canonicalUrl, pageTitle } from "../../src/lib/seo";

const site = new URL("https://www.endevo.life");

describe("pageTitle", () => {
  it("adds the company name", () => {
    expect(pageTitle("Plans", "ENDevo")).toBe("Plans | ENDevo");
  });

  it("leaves a title that already names the company", () => {
    expect(pageTitle("ENDevo: Live Fully. Die Ready.", "ENDevo")).toBe("ENDevo: Live Fully. Die Ready.");
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
  ])("%s → %s (clean URLs, no trailing slash)", (path, expected) => {
    expect(canonicalUrl(site, path)).toBe(expected);
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
  });

  it("makes a share image absolute and uses the large card", () => {
    const seo = buildSeo({ ...base, image: "/og/plan.png", imageAlt: "The three plans", type: "article" });
    expect(seo.openGraph["og:type"]).toBe("article");
    expect(seo.openGraph["og:image"]).toBe("https://www.endevo.life/og/plan.png");
    expect(seo.openGraph["og:image:alt"]).toBe("The three plans");
    expect(seo.twitter["twitter:card"]).toBe("summary_large_image");
    expect(seo.twitter["twitter:image"]).toBe("https://www.endevo.life/og/plan.png");
  });

  it("keeps pages such as 404 out of search results", () => {
    expect(buildSeo({ ...base, noindex: true }).robots).toBe("noindex, follow");
  });
});
