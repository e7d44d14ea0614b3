import { describe, expect, it } from "vitest";
import { blogFeedItems, channelData, channelOptions, episodeFeedItems, escapeXml } from "../../src/lib/feeds";

const site = new URL("https://www.endevo.life");

describe("blog feed items", () => {
  it("link each post by its canonical URL (no trailing slash)", () => {
    const [item] = blogFeedItems(site, [
      {
        id: "passwords-after-death",
        title: "Passwords",
        description: "About passwords.",
        date: new Date("2025-08-12"),
      },
    ]);
    expect(item).toEqual({
      title: "Passwords",
      description: "About passwords.",
      pubDate: new Date("2025-08-12"),
      link: "https://www.endevo.life/blog/passwords-after-death",
    });
  });
});

describe("podcast feed items", () => {
  const episode = {
    title: "Death Tech & AI",
    summary: "A funeral director's view.",
    guest: "Matthew J. Grieco",
    date: new Date("2025-09-02"),
  };
  const items = episodeFeedItems(
    site,
    [
      { ...episode, id: "death-tech", file: "src/content/episodes/2025-09-02-death-tech.md" },
      {
        ...episode,
        id: "death-tech-2",
        guest: undefined,
        guid: "feed-guid-2&3",
        audio: { url: "https://media.example.com/ep.mp3", type: "audio/mpeg", length: 1234 },
      },
    ],
    "Guest",
  );

  it("name the guest when there is one and link to the episode's page, escaped for XML", () => {
    expect(items[0]?.description).toBe("A funeral director's view. Guest: Matthew J. Grieco.");
    expect(items[1]?.description).toBe("A funeral director's view.");
    expect(items[0]?.customData).toContain("<link>https://www.endevo.life/podcast/death-tech</link>");
    expect(items[1]?.customData).toContain("<link>https://www.endevo.life/podcast/death-tech-2</link>");
  });

  it("keep the permanent id podcast apps know: the feed's guid, or the one a file's episode always had", () => {
    const guids = items.map((item) => /<guid isPermaLink="false">([^<]+)<\/guid>/.exec(item.customData ?? "")?.[1]);
    expect(guids).toEqual(["https://www.endevo.life/podcast#episode-2025-09-02-death-tech", "feed-guid-2&amp;3"]);
  });

  it("carry the audio as the enclosure", () => {
    expect(items[0]?.enclosure).toBeUndefined();
    expect(items[1]?.enclosure).toEqual({ url: "https://media.example.com/ep.mp3", type: "audio/mpeg", length: 1234 });
  });
});

describe("channel data", () => {
  it("gives the language and the feed's own absolute address", () => {
    expect(channelData(site, "/blog/rss.xml", "en-US")).toBe(
      '<language>en-US</language><atom:link href="https://www.endevo.life/blog/rss.xml" rel="self" type="application/rss+xml"/>',
    );
  });

  it("names each feed's channel from the settings and links it to its page and itself", () => {
    const settings = {
      search: {
        language: "en-US",
        feeds: {
          blog: { title: "ENDevo Blog", description: "Articles" },
          podcast: { title: "The Digital Legacy Podcast", description: "Episodes" },
        },
      },
    };
    const podcast = channelOptions("podcast", site, settings);
    expect(podcast).toMatchObject({
      title: "The Digital Legacy Podcast",
      description: "Episodes",
      site: "https://www.endevo.life/podcast",
      trailingSlash: false,
    });
    expect(podcast.customData).toContain('href="https://www.endevo.life/podcast/rss.xml"');
    expect(channelOptions("blog", site, settings).site).toBe("https://www.endevo.life/blog");
  });

  it("escapes the five XML characters", () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;",
    );
  });
});
