// The podcast feed (src/lib/content/feed.ts) and how it combines with the episode files
// (src/lib/content/episodes.ts), with the fixture feeds of tests/unit/fixtures/feeds/. No test reaches the
// network: fetching is a stand-in function.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync, existsSync, cpSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  chaptersFromJson,
  chaptersFromText,
  FeedError,
  isoDuration,
  parseDuration,
  parseFeed,
  safeHtml,
  slugify,
} from "../../src/lib/content/feed";
import {
  CHAPTERS_SNAPSHOT,
  FEED_SNAPSHOT,
  loadFeed,
  mergeEpisodes,
  offlineEpisodes,
  type FileEpisode,
} from "../../src/lib/content/episodes";
import { ContentError } from "../../src/lib/content/problems";
import { fitDescription, fitTitle, TITLE_RANGE, DESCRIPTION_RANGE } from "../../src/lib/seo";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/feeds/${name}`, import.meta.url), "utf8");
const NEW_TAB = "(opens in a new tab)";

describe("a normal feed", () => {
  const feed = parseFeed(fixture("normal.xml"), { newTabLabel: NEW_TAB });
  const [third, second, first] = feed.episodes;

  it("reads every episode with its title, date, link, audio, length, picture and guest", () => {
    expect(feed.warnings).toEqual([]);
    expect(feed.episodes).toHaveLength(3);
    expect(feed.updated?.toISOString()).toBe("2025-09-02T10:00:00.000Z");
    expect(third).toMatchObject({
      guid: "example-episode-3",
      title: "Passwords, Grief & the Cloud",
      link: "https://podcast.example.com/episodes/passwords-grief-cloud",
      audio: { url: "https://media.example.com/ep3.mp3", type: "audio/mpeg", length: 41234567 },
      duration: 3930,
      image: "https://media.example.com/ep3.jpg",
      guest: "Jane Example",
    });
    expect(third!.date.toISOString()).toBe("2025-09-02T09:00:00.000Z");
    expect(second).toMatchObject({ duration: 2710, chaptersUrl: "https://media.example.com/ep2-chapters.json" });
    expect(second!.guest).toBeUndefined();
  });

  it("prefers the full show notes (content:encoded) to the short description", () => {
    expect(first!.text).toBe("Where it all began.");
  });

  it("finds chapters written in the description", () => {
    expect(third!.chapters).toEqual([
      { start: 0, title: "Welcome" },
      { start: 195, title: "Why passwords matter" },
      { start: 3723, title: "Goodbye" },
    ]);
    expect(first!.chapters).toEqual([]);
  });

  it("keeps links in the description, opening in a new tab and saying so", () => {
    expect(third!.html).toContain(
      `<a href="https://www.example.org/guide" target="_blank" rel="noopener noreferrer">the guide<span class="sr-only"> ${NEW_TAB}</span></a>`,
    );
    expect(third!.text).not.toContain(NEW_TAB);
  });
});

describe("chapters and lengths", () => {
  it("reads Podcasting 2.0 chapters JSON: the table-of-contents ones, in order of time", () => {
    expect(chaptersFromJson(JSON.parse(fixture("chapters.json")))).toEqual([
      { start: 0, title: "Intro" },
      { start: 95, title: "Voice cloning" },
      { start: 1200, title: "What to do" },
    ]);
    expect(() => chaptersFromJson({ version: "1.2.0" })).toThrow(FeedError);
  });

  it("takes timestamps as chapters only when there are two or more, in order", () => {
    expect(chaptersFromText("We met at 10:00 on Monday.")).toEqual([]);
    expect(chaptersFromText("(00:00) Hello\n[05:30] - Middle\n12:00 | End")).toEqual([
      { start: 0, title: "Hello" },
      { start: 330, title: "Middle" },
      { start: 720, title: "End" },
    ]);
    expect(chaptersFromText("10:00 Later\n05:00 Earlier")).toEqual([]);
  });

  it("reads lengths written as seconds or clock times", () => {
    expect(parseDuration("3723")).toBe(3723);
    expect(parseDuration("1:02:03")).toBe(3723);
    expect(parseDuration("62:03")).toBe(3723);
    expect(parseDuration("soon")).toBeUndefined();
    expect(parseDuration("10:75")).toBeUndefined();
    expect(isoDuration(3723)).toBe("PT1H2M3S");
    expect(isoDuration(600)).toBe("PT10M");
    expect(isoDuration(0)).toBe("PT0S");
  });
});

describe("malformed XML", () => {
  it("is refused with the line of the mistake", () => {
    expect(() => parseFeed(fixture("malformed.xml"))).toThrow(FeedError);
    expect(() => parseFeed(fixture("malformed.xml"))).toThrow(/not well-formed XML \(line \d+/);
    expect(() => parseFeed("<html><body>Not a feed</body></html>")).toThrow(/no RSS <channel>/);
  });
});

describe("missing fields", () => {
  const feed = parseFeed(fixture("missing-fields.xml"));

  it("skips an item without a title, a date or a way to listen, naming it", () => {
    expect(feed.episodes.map((episode) => episode.title)).toEqual(["Audio Only"]);
    expect(feed.warnings).toEqual(
      expect.arrayContaining([
        "item 1 (untitled-episode) skipped: it has no <title>",
        'item 2 "No Date Yet" skipped: its <pubDate> "" is not a date',
        'item 3 "Nowhere to Listen": link left out: "http://podcast.example.com/episodes/insecure" is not an https address',
        'item 3 "Nowhere to Listen" skipped: it has neither an https <link> nor an https audio <enclosure> to listen to',
      ]),
    );
  });

  it("leaves out a field it cannot use and says so, keeping the episode", () => {
    const [audioOnly] = feed.episodes;
    expect(audioOnly).toMatchObject({ guid: "https://media.example.com/audio-only.mp3", duration: undefined });
    expect(audioOnly!.image).toBeUndefined();
    expect(feed.warnings).toEqual(
      expect.arrayContaining([
        'item 4 "Audio Only": no description: the episode page shows only its title and details',
        'item 4 "Audio Only": duration "soon" left out: not a length of time',
        'item 4 "Audio Only": image left out: "http://media.example.com/plain.jpg" is not an https address',
      ]),
    );
    const { episodes } = mergeEpisodes(feed.episodes, [], "read");
    expect(episodes[0]).toMatchObject({ url: "https://media.example.com/audio-only.mp3", summary: "" });
  });
});

describe("HTML in descriptions", () => {
  const [episode] = parseFeed(fixture("html-description.xml"), { newTabLabel: NEW_TAB }).episodes;
  const html = episode!.html;

  it("drops scripts, styles, frames, forms, pictures, event handlers and every attribute but a link's own", () => {
    for (const gone of ["<script", "alert(", "<style", "display: none", "<iframe", "<form", "<input", "<img"]) {
      expect(html).not.toContain(gone);
    }
    for (const gone of ["onclick", "onerror", "steal()", "style=", 'class="intro"', "tracker.example.com"]) {
      expect(html).not.toContain(gone);
    }
    expect(html).toContain("<p>Hello <strong>friends</strong> and <em>family</em>.</p>");
    expect(html).toContain("<ul><li>One</li><li>Two</li></ul>");
  });

  it("keeps https and mailto links, and only the words of any other", () => {
    expect(html).toContain(
      `<a href="https://www.example.org/guide" target="_blank" rel="noopener noreferrer">the guide<span class="sr-only"> ${NEW_TAB}</span></a>`,
    );
    expect(html).toContain('<a href="mailto:hello@example.com">write to us</a>');
    expect(html).not.toMatch(/javascript:|data:|http:\/\/|rel="opener"|target="_self"/);
    expect(episode!.text).toContain("this trap, an old link, data");
  });

  it("leaves nothing dangerous when the HTML tries to break out", () => {
    const tricky = safeHtml(
      '<a href=" JaVaScRiPt:alert(1)">x</a><a href="https://ok.example.com/" onmouseover="x()">y</a><svg><script>1</script></svg><p>&lt;script&gt;</p>',
    );
    expect(tricky).not.toMatch(/javascript|onmouseover|<svg|<script/i);
    expect(tricky).toContain("&lt;script&gt;");
  });
});

describe("a feed of 200 episodes", () => {
  const items = Array.from({ length: 200 }, (_, i) => {
    const date = new Date(Date.UTC(2021, 0, 1) + i * 7 * 86_400_000).toUTCString();
    // Every tenth title repeats an earlier one: each still gets its own address.
    const title = i % 10 === 9 ? `Episode ${i - 1}` : `Episode ${i}`;
    return `<item><title>${title}</title><link>https://podcast.example.com/e/${i}</link><guid>g-${i}</guid><pubDate>${date}</pubDate><description>Notes for episode ${i}.</description></item>`;
  });
  const xml = `<?xml version="1.0"?><rss version="2.0"><channel><title>Long</title>${items.join("")}</channel></rss>`;

  it("reads every episode and gives each a page address of its own", () => {
    const feed = parseFeed(xml);
    expect(feed.episodes).toHaveLength(200);
    const { episodes, warnings } = mergeEpisodes(feed.episodes, [], "read");
    expect(new Set(episodes.map((episode) => episode.slug)).size).toBe(200);
    expect(warnings).toHaveLength(20);
    const twins = episodes.filter((episode) => episode.title === "Episode 8").map((episode) => episode.slug);
    expect(twins).toEqual(["episode-8", "episode-8-2"]);
  });
});

describe("page titles and descriptions fitted from any episode", () => {
  const suffix = " | ENDevo Podcast";
  const padding = " | The Digital Legacy Podcast";
  const more = ["Honest conversations about life, loss, AI and the digital legacy we leave behind.", "ENDevo."];

  it("stay within the lengths search results show, whatever the episode's words", () => {
    for (const length of [1, 5, 12, 29, 30, 43, 44, 59, 60, 61, 90, 300]) {
      const words = Array.from({ length }, (_, i) => "abcdefghij"[i % 10])
        .join("")
        .replace(/(.{6})/g, "$1 ");
      const title = fitTitle(words, suffix, padding);
      expect(title.length, title).toBeGreaterThanOrEqual(TITLE_RANGE.min);
      expect(title.length, title).toBeLessThanOrEqual(TITLE_RANGE.max);
      const description = fitDescription(words, more);
      expect(description.length, description).toBeGreaterThanOrEqual(DESCRIPTION_RANGE.min);
      expect(description.length, description).toBeLessThanOrEqual(DESCRIPTION_RANGE.max);
    }
  });

  it("add the suffix only when it fits and cut long ones at a word boundary", () => {
    expect(fitTitle("How to Avoid Digital Scams in an AI Era", suffix, padding)).toBe(
      "How to Avoid Digital Scams in an AI Era | ENDevo Podcast",
    );
    expect(fitTitle("Can AI Preserve Our Consciousness After We Die and Leave Home", suffix, padding)).toBe(
      "Can AI Preserve Our Consciousness After We Die and Leave…",
    );
    expect(fitTitle("Hope", suffix, padding)).toBe("Hope | The Digital Legacy Podcast");
    expect(fitDescription("A short summary.", more)).toBe(`A short summary. ${more[0]}`);
  });
});

describe("the feed and the episode files together", () => {
  const feed = parseFeed(fixture("normal.xml")).episodes;
  const file = (id: string, data: FileEpisode["data"], body = ""): FileEpisode => ({
    id,
    file: `src/content/episodes/${id}.md`,
    data,
    body,
  });
  const whole = {
    title: "My Own Episode",
    date: new Date("2025-07-01"),
    guest: "Sam Guest",
    summary: "Recorded live.",
    url: "https://podcast.example.com/live",
  };

  it("shows every feed episode with an address from its title, its link to listen and its summary", () => {
    const { episodes } = mergeEpisodes(feed, [], "read");
    expect(episodes.map((episode) => episode.slug)).toEqual([
      "passwords-grief-and-the-cloud",
      "scams-in-an-ai-era",
      "the-first-conversation",
    ]);
    expect(episodes[0]).toMatchObject({
      url: "https://podcast.example.com/episodes/passwords-grief-cloud",
      summary: "What happens to the accounts we leave behind, and how to make it easier for the people we love.",
    });
  });

  it("lets a file with feedItem change or add to the episode it names: by address, link or guid", () => {
    for (const feedItem of [
      "scams-in-an-ai-era",
      "/podcast/scams-in-an-ai-era",
      "https://podcast.example.com/episodes/scams-ai-era",
      "https://podcast.example.com/?p=2",
    ]) {
      const { episodes } = mergeEpisodes(
        feed,
        [file("2025-08-19-scams", { feedItem, guest: "Kurt Example", chapters: [{ at: "00:00", title: "Hi" }] })],
        "read",
      );
      expect(episodes).toHaveLength(3);
      expect(episodes.find((episode) => episode.guest === "Kurt Example")).toMatchObject({
        slug: "scams",
        title: "Scams in an AI Era",
        duration: 2710,
        chapters: [{ start: 0, title: "Hi" }],
        file: "src/content/episodes/2025-08-19-scams.md",
      });
    }
  });

  it("lets a whole file named like a feed episode take its place, keeping the feed's audio", () => {
    const { episodes } = mergeEpisodes(feed, [file("2025-09-02-passwords-grief-and-the-cloud", whole)], "read");
    expect(episodes).toHaveLength(3);
    expect(episodes[0]).toMatchObject({
      slug: "passwords-grief-and-the-cloud",
      title: "My Own Episode",
      audio: { url: "https://media.example.com/ep3.mp3" },
      guid: "example-episode-3",
    });
  });

  it("adds a whole file that matches nothing as an episode of its own", () => {
    const { episodes } = mergeEpisodes(feed, [file("2025-07-01-my-own", whole)], "read");
    expect(episodes.map((episode) => episode.slug)).toContain("my-own");
  });

  it("refuses feedItem when no feed address is set, and skips a part-file whose episode the feed lacks", () => {
    expect(() => mergeEpisodes([], [file("x", { feedItem: "nothing" })], "none")).toThrow(ContentError);
    expect(() => mergeEpisodes([], [file("x", { feedItem: "nothing" })], "none")).toThrow(/search\.podcast\.feed/);
    const { episodes, warnings } = mergeEpisodes(feed, [file("x", { feedItem: "nothing", guest: "G" })], "read");
    expect(episodes).toHaveLength(3);
    expect(warnings).toEqual([
      'src/content/episodes/x.md: the feed has no episode "nothing", and the file alone is not a whole episode: left out.',
    ]);
  });

  it("refuses two files changing one feed episode", () => {
    expect(() =>
      mergeEpisodes(
        feed,
        [file("a", { feedItem: "example-episode-1" }), file("b", { feedItem: "the-first-conversation" })],
        "read",
      ),
    ).toThrow(/both change the feed episode "The First Conversation"/);
  });
});

describe("where the feed comes from", () => {
  let root: string;
  const project = new URL("../../", import.meta.url).pathname;
  const setUp = (feedAddress?: string, snapshot?: string) => {
    root = mkdtempSync(join(tmpdir(), "endevo-feed-"));
    cpSync(join(project, "src/content/settings"), join(root, "src/content/settings"), { recursive: true });
    mkdirSync(join(root, "src/content/episodes"), { recursive: true });
    if (snapshot) {
      mkdirSync(join(root, "src/content/feeds"), { recursive: true });
      writeFileSync(join(root, FEED_SNAPSHOT), snapshot);
    }
    if (feedAddress) {
      const site = join(root, "src/content/settings/site.yaml");
      writeFileSync(site, readFileSync(site, "utf8").replace(/(\n {4}host: .*\n)/, `$1    feed: ${feedAddress}\n`));
    }
  };
  afterEach(() => rmSync(root, { recursive: true, force: true }));
  const noNetwork = (() => {
    throw new Error("the network was reached");
  }) as unknown as typeof fetch;
  const answer = (body: string, status = 200) =>
    (async () => new Response(body, { status })) as unknown as typeof fetch;
  const logs = () => {
    const warnings: string[] = [];
    const infos: string[] = [];
    return { warnings, infos, warn: (m: string) => warnings.push(m), info: (m: string) => infos.push(m) };
  };
  const FEED = "https://podcast.example.com/feed.xml";
  const snapshot = `<?xml version="1.0"?>\n<!-- snapshot of ${FEED} taken 2025-09-03T08:00:00.000Z -->\n${fixture("normal.xml").replace(/^<\?xml[^>]*\?>\s*/, "")}`;

  it("without a feed address: only the files, and no network", async () => {
    setUp();
    const log = logs();
    const result = await loadFeed({
      root,
      mode: "online",
      feed: undefined,
      newTabLabel: "",
      ...log,
      fetcher: noNetwork,
    });
    expect(result).toEqual({ state: "none", episodes: [] });
    expect(log.warnings).toEqual([]);
  });

  it("offline: the kept copy, with a warning naming its date, and no network", async () => {
    setUp(FEED, snapshot);
    const log = logs();
    const result = await loadFeed({ root, mode: "offline", feed: FEED, newTabLabel: "", ...log, fetcher: noNetwork });
    expect(result.episodes).toHaveLength(3);
    expect(log.warnings[0]).toMatch(/FEEDS_OFFLINE=1.*src\/content\/feeds\/podcast\.xml, taken 2025-09-03, 3 episodes/);
    expect(offlineEpisodes(root)).toHaveLength(3);
  });

  it("online, when the feed is malformed or unreachable: the kept copy, with a warning", async () => {
    setUp(FEED, snapshot);
    for (const fetcher of [answer(fixture("malformed.xml")), answer("gone", 503), noNetwork]) {
      const log = logs();
      const result = await loadFeed({ root, mode: "online", feed: FEED, newTabLabel: "", ...log, fetcher });
      expect(result.episodes).toHaveLength(3);
      expect(log.warnings[0]).toMatch(/could not be used .*kept copy .*taken 2025-09-03/);
    }
  });

  it("online, with neither feed nor kept copy: the files only, with a warning, never a failure", async () => {
    setUp(FEED);
    const log = logs();
    const result = await loadFeed({
      root,
      mode: "online",
      feed: FEED,
      newTabLabel: "",
      ...log,
      fetcher: answer("<rss"),
    });
    expect(result).toEqual({ state: "unavailable", episodes: [] });
    expect(log.warnings[0]).toMatch(/there is no kept copy .*only the episode files/);
  });

  it("online: the fresh feed, its chapters fetched, the kept copy untouched", async () => {
    setUp(FEED, snapshot);
    const fetcher = (async (url: string) =>
      new Response(
        url.endsWith(".json") ? fixture("chapters.json") : fixture("normal.xml"),
      )) as unknown as typeof fetch;
    const log = logs();
    const result = await loadFeed({ root, mode: "online", feed: FEED, newTabLabel: "", ...log, fetcher });
    expect(result.episodes[1]!.chapters.map((chapter) => chapter.title)).toEqual([
      "Intro",
      "Voice cloning",
      "What to do",
    ]);
    expect(readFileSync(join(root, FEED_SNAPSHOT), "utf8")).toBe(snapshot);
    expect(existsSync(join(root, CHAPTERS_SNAPSHOT))).toBe(false);
  });

  it("feeds:update: replaces the kept copy only with a feed that parses and has episodes", async () => {
    setUp(FEED, snapshot);
    const empty = '<?xml version="1.0"?><rss version="2.0"><channel><title>Empty</title></channel></rss>';
    for (const body of [fixture("malformed.xml"), empty]) {
      await expect(
        loadFeed({ root, mode: "update", feed: FEED, newTabLabel: "", ...logs(), fetcher: answer(body) }),
      ).rejects.toThrow(/feeds:update: .*unchanged/);
      expect(readFileSync(join(root, FEED_SNAPSHOT), "utf8")).toBe(snapshot);
    }
    const fetcher = (async (url: string) =>
      new Response(
        url.endsWith(".json") ? fixture("chapters.json") : fixture("normal.xml"),
      )) as unknown as typeof fetch;
    const now = new Date("2025-10-01T12:00:00.000Z");
    await loadFeed({ root, mode: "update", feed: FEED, newTabLabel: "", ...logs(), fetcher, now });
    const kept = readFileSync(join(root, FEED_SNAPSHOT), "utf8");
    expect(kept).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<!-- snapshot of \S+ taken 2025-10-01T12:00:00.000Z -->\n<rss/,
    );
    expect(JSON.parse(readFileSync(join(root, CHAPTERS_SNAPSHOT), "utf8"))).toEqual({
      "https://media.example.com/ep2-chapters.json": [
        { start: 0, title: "Intro" },
        { start: 95, title: "Voice cloning" },
        { start: 1200, title: "What to do" },
      ],
    });
    // The next offline build reads the new copy and its chapters.
    const log = logs();
    const offline = await loadFeed({ root, mode: "offline", feed: FEED, newTabLabel: "", ...log, fetcher: noNetwork });
    expect(offline.episodes[1]!.chapters).toHaveLength(3);
    expect(log.warnings[0]).toMatch(/taken 2025-10-01/);
  });

  it("feeds:update without a feed address says what to set", async () => {
    setUp();
    await expect(
      loadFeed({ root, mode: "update", feed: undefined, newTabLabel: "", ...logs(), fetcher: noNetwork }),
    ).rejects.toThrow(/search\.podcast\.feed/);
  });
});

describe("slugs", () => {
  it("are lowercase ASCII words joined by hyphens, cut between words", () => {
    expect(slugify("Café, Crème & Grief: Ünïcode!")).toBe("cafe-creme-and-grief-unicode");
    expect(slugify("What’s Next?")).toBe("whats-next");
    expect(slugify("a ".repeat(40)).length).toBeLessThanOrEqual(60);
  });
});
