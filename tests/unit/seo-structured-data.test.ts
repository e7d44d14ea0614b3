// schema.org structured data: each builder carries the properties its type
// needs, the document is valid JSON that cannot break out of its <script>,
// and the checker catches what search engines would reject.
import { describe, expect, it } from "vitest";
import {
  blog,
  blogPosting,
  breadcrumbList,
  EXPECTED_PROPERTIES,
  faqQuestions,
  graph,
  ids,
  internationalPhone,
  organization,
  podcastEpisode,
  podcastSeries,
  profileLinks,
  serializeJsonLd,
  structuredDataProblems,
  structuredDataTypes,
  webPage,
  webSite,
} from "../../src/lib/structured-data";

const site = new URL("https://www.endevo.life");
const language = "en-US";

const org = organization({
  site,
  name: "ENDevo",
  description: "Gentle AI tools and human guidance to organise your legal, financial, physical and digital life.",
  slogan: "Live Fully. Die Ready.",
  logo: { path: "/logo.png", width: 512, height: 512 },
  email: "hello@endevo.life",
  telephone: "+1-484-545-4327",
  areaServed: "US",
  sameAs: ["https://www.linkedin.com/company/endevo-digitallegacy/", "https://www.youtube.com/"],
  founder: { name: "Niki Weiss", jobTitle: "Founder", sameAs: "https://www.linkedin.com/in/nikiweiss/" },
});
const website = webSite({ site, name: "ENDevo", description: "Live Fully. Die Ready.", language });

/** A page graph with the shared nodes, as every page has. */
const page = (...nodes: Parameters<typeof graph>[0]) => graph([org, website, ...nodes]);

describe("Organization", () => {
  it("has name, url, an absolute logo, a contact point and social profiles", () => {
    expect(org).toMatchObject({
      "@type": "Organization",
      "@id": "https://www.endevo.life/#organization",
      name: "ENDevo",
      url: "https://www.endevo.life/",
      logo: { "@type": "ImageObject", url: "https://www.endevo.life/logo.png", width: 512, height: 512 },
      contactPoint: [
        {
          "@type": "ContactPoint",
          contactType: "customer service",
          telephone: "+1-484-545-4327",
          email: "hello@endevo.life",
          areaServed: "US",
        },
      ],
      founder: { "@type": "Person", name: "Niki Weiss", sameAs: ["https://www.linkedin.com/in/nikiweiss/"] },
    });
  });

  it("lists only real profile pages in sameAs (a network's home page is not ENDevo's profile)", () => {
    expect(org["sameAs"]).toEqual(["https://www.linkedin.com/company/endevo-digitallegacy/"]);
    expect(
      profileLinks(["https://www.youtube.com/", "https://www.youtube.com", "https://www.youtube.com/@endevo"]),
    ).toEqual(["https://www.youtube.com/@endevo"]);
  });

  it("writes the phone number in international form", () => {
    expect(internationalPhone("484-545-4327", "+1")).toBe("+1-484-545-4327");
    expect(internationalPhone("(484) 545 4327", "+1")).toBe("+1-484-545-4327");
    expect(internationalPhone("+44 20 7946 0000", "+1")).toBe("+44 20 7946 0000");
  });
});

describe("WebSite and WebPage", () => {
  it("the website names its publisher by @id", () => {
    expect(website).toEqual({
      "@type": "WebSite",
      "@id": "https://www.endevo.life/#website",
      url: "https://www.endevo.life/",
      name: "ENDevo",
      description: "Live Fully. Die Ready.",
      inLanguage: "en-US",
      publisher: { "@id": "https://www.endevo.life/#organization" },
    });
  });

  it("a page is part of the website and points at its breadcrumbs", () => {
    const node = webPage({
      site,
      url: "https://www.endevo.life/plan",
      name: "Plans | ENDevo",
      description: "Choose a plan.",
      language,
      image: "https://www.endevo.life/og/plan.png",
      hasBreadcrumb: true,
    });
    expect(node).toMatchObject({
      "@type": "WebPage",
      "@id": "https://www.endevo.life/plan",
      isPartOf: { "@id": "https://www.endevo.life/#website" },
      breadcrumb: { "@id": "https://www.endevo.life/plan#breadcrumb" },
      primaryImageOfPage: { "@type": "ImageObject", url: "https://www.endevo.life/og/plan.png" },
    });
    const data = page(node, breadcrumbList(node["url"] as string, crumbs("/plan", "Plans")));
    expect(structuredDataProblems(data)).toEqual([]);
  });
});

function crumbs(path: string, name: string) {
  return [
    { name: "Home", url: "https://www.endevo.life/" },
    { name, url: new URL(path, site).href },
  ];
}

describe("BreadcrumbList", () => {
  it("numbers the steps from 1, each with a name and an absolute URL", () => {
    const list = breadcrumbList("https://www.endevo.life/blog/x", [
      ...crumbs("/blog", "Blog"),
      { name: "A post", url: "https://www.endevo.life/blog/x" },
    ]);
    expect(list["itemListElement"]).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.endevo.life/" },
      { "@type": "ListItem", position: 2, name: "Blog", item: "https://www.endevo.life/blog" },
      { "@type": "ListItem", position: 3, name: "A post", item: "https://www.endevo.life/blog/x" },
    ]);
  });

  it("needs at least two steps", () => {
    expect(() =>
      breadcrumbList("https://www.endevo.life/", [{ name: "Home", url: "https://www.endevo.life/" }]),
    ).toThrow(/two steps/);
  });
});

describe("FAQPage", () => {
  it("turns questions and answers into Question / acceptedAnswer pairs", () => {
    const questions = faqQuestions([{ question: "Is my information safe?", answer: "Your plan is yours." }]);
    expect(questions).toEqual([
      {
        "@type": "Question",
        name: "Is my information safe?",
        acceptedAnswer: { "@type": "Answer", text: "Your plan is yours." },
      },
    ]);
    const faq = webPage({
      site,
      url: "https://www.endevo.life/solution",
      name: "Solutions",
      description: "How it works.",
      language,
      type: "FAQPage",
      mainEntity: questions,
    });
    expect(structuredDataProblems(page(faq))).toEqual([]);
    expect(structuredDataProblems(page({ ...faq, mainEntity: [] }))).toContain(
      "$.@graph[2] (FAQPage) has no mainEntity",
    );
  });
});

describe("PodcastSeries and PodcastEpisode", () => {
  const series = podcastSeries({
    site,
    name: "The Digital Legacy Podcast",
    description: "Honest conversations about life, loss and AI.",
    url: "https://digitallegacypodcast.com/",
    language,
    host: "Niki Weiss",
    image: "https://www.endevo.life/og/podcast.png",
  });
  const episodeUrl = "https://www.endevo.life/podcast/funeral-director-death-tech";
  const episode = podcastEpisode({
    site,
    url: episodeUrl,
    name: "How a Funeral Director Sees the Future of Death Tech & AI",
    description: "A funeral director's view.",
    sameAs: "https://digitallegacypodcast.com/",
    datePublished: new Date("2025-09-02"),
    guest: "Matthew J. Grieco",
  });

  it("each episode is its own page, part of the series, dated, with its guest and where else to hear it", () => {
    expect(series).toMatchObject({ "@type": "PodcastSeries", author: { "@type": "Person", name: "Niki Weiss" } });
    expect(episode).toMatchObject({
      "@type": "PodcastEpisode",
      "@id": `${episodeUrl}#episode`,
      url: episodeUrl,
      sameAs: ["https://digitallegacypodcast.com/"],
      datePublished: "2025-09-02",
      partOfSeries: { "@id": ids.podcast(site) },
      contributor: { "@type": "Person", name: "Matthew J. Grieco" },
    });
    expect(structuredDataProblems(page(series, episode))).toEqual([]);
  });

  it("an episode with audio names the file, its format and its length", () => {
    const withAudio = podcastEpisode({
      site,
      url: episodeUrl,
      name: "An episode",
      description: "About it.",
      datePublished: new Date("2025-09-02"),
      duration: "PT42M10S",
      audio: { url: "https://media.example.com/ep.mp3", type: "audio/mpeg" },
    });
    expect(withAudio).toMatchObject({
      timeRequired: "PT42M10S",
      associatedMedia: {
        "@type": "MediaObject",
        contentUrl: "https://media.example.com/ep.mp3",
        encodingFormat: "audio/mpeg",
      },
    });
    expect(structuredDataProblems(page(series, withAudio))).toEqual([]);
    const { contentUrl: _missing, ...noFile } = withAudio["associatedMedia"] as Record<string, unknown>;
    expect(structuredDataProblems(page(series, { ...withAudio, associatedMedia: noFile }))).toEqual([
      expect.stringMatching(/MediaObject\) has no contentUrl/),
    ]);
  });

  it("an episode without its series is a dangling reference", () => {
    expect(structuredDataProblems(page(episode))).toEqual([`reference to ${ids.podcast(site)}, which is not defined`]);
  });
});

describe("BlogPosting and Blog", () => {
  const post = (author: string) =>
    blogPosting({
      site,
      url: "https://www.endevo.life/blog/passwords-after-death",
      headline: "What Happens to Your Passwords When You Die?",
      description: "What to do about passwords.",
      datePublished: new Date("2025-08-12"),
      author,
      image: "https://www.endevo.life/og/blog/passwords-after-death.png",
      language,
      organizationName: "ENDevo",
    });

  it("has headline, image, dates, author and publisher", () => {
    expect(post("Niki Weiss")).toMatchObject({
      "@type": "BlogPosting",
      headline: "What Happens to Your Passwords When You Die?",
      image: ["https://www.endevo.life/og/blog/passwords-after-death.png"],
      datePublished: "2025-08-12",
      dateModified: "2025-08-12",
      author: { "@type": "Person", name: "Niki Weiss" },
      publisher: { "@id": "https://www.endevo.life/#organization" },
      mainEntityOfPage: { "@id": "https://www.endevo.life/blog/passwords-after-death" },
    });
  });

  it("a post by the company's team is by the Organization", () => {
    expect(post("The ENDevo Team")["author"]).toEqual({ "@id": "https://www.endevo.life/#organization" });
  });

  it("the blog lists its posts", () => {
    const node = blog({
      site,
      url: "https://www.endevo.life/blog",
      name: "ENDevo Blog",
      description: "Guides.",
      posts: [{ url: "https://www.endevo.life/blog/x", headline: "X", datePublished: new Date("2025-09-01") }],
    });
    expect(structuredDataProblems(page(node))).toEqual([]);
    expect(structuredDataTypes(page(node))).toContain("BlogPosting");
  });
});

describe("serializeJsonLd", () => {
  it("is valid JSON with the same value, and content cannot close the <script> element", () => {
    const data = { "@context": "https://schema.org", text: "</script><script>alert(1)</script> & <!-- \u2028" };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(data);
  });
});

describe("structuredDataProblems", () => {
  it("accepts a complete page graph", () => {
    expect(structuredDataProblems(page())).toEqual([]);
  });

  it("names missing properties, relative URLs, bad dates and nodes without a type", () => {
    const broken = graph([
      { ...org, logo: undefined },
      { "@type": "WebPage", name: "x", url: "/plan", isPartOf: { "@id": ids.website(site) } },
      { "@type": "PodcastEpisode", name: "x", url: "https://x.test/", datePublished: "Sep 2", partOfSeries: {} },
      { "@type": "Thing", about: { name: "x", url: "https://x.test/" } },
    ]);
    expect(structuredDataProblems(broken)).toEqual([
      "$.@graph[0] (Organization) has no logo",
      "$.@graph[1].url is not an absolute https URL: /plan",
      "$.@graph[2].datePublished is not an ISO 8601 date: Sep 2",
      "$.@graph[3].about has no @type",
      `reference to ${ids.logo(site)}, which is not defined`,
      `reference to ${ids.website(site)}, which is not defined`,
    ]);
  });

  it("knows the expected properties of every type the site emits", () => {
    const emitted = structuredDataTypes(page());
    for (const type of emitted) expect(EXPECTED_PROPERTIES, type).toHaveProperty(type);
    expect(emitted).toEqual(["ContactPoint", "ImageObject", "Organization", "Person", "WebSite"]);
  });
});
