// The listening and learning pages as built: /podcast, /video, /blog (+ every post) and the /learn-and-listen hub.
// Episodes, videos and posts are whatever the content folders hold (tests/content.ts): the newest episodes first
// with their dates, titles, guests and Listen buttons, every post listed newest first and its page, the video
// placeholders, and the podcast-style footer on each of these pages.
import { describe, expect, it } from "vitest";
import { content, formatDate, isoDate, t } from "../content";
import { page, text } from "./read-dist";

/** How many of the newest episodes /podcast and /learn-and-listen show (src/pages/podcast.astro). */
const EPISODES_SHOWN = 3;
const newest = content.episodes.slice(0, EPISODES_SHOWN);
const POSTS = content.posts.map((post) => `/blog/${post.id}`);
const footerOf = (doc: Document) => doc.querySelector("body > footer, footer[role=contentinfo], footer")!;

describe.each(["/podcast", "/video", "/blog", "/learn-and-listen", ...POSTS])("%s", (route) => {
  it("has the podcast-style footer: the hub's anchors, the way home and no newsletter form", () => {
    const footer = footerOf(page(route));
    const { anchors, home } = content.navigation.podcastFooter;
    for (const anchor of anchors) expect(footer.querySelectorAll(`a[href="${anchor.href}"]`)).toHaveLength(1);
    const homeLink = [...footer.querySelectorAll("a")].find((a) => text(a).includes(home.label));
    expect(homeLink?.getAttribute("href")).toBe(home.href);
    expect(footer.querySelectorAll("input[type=text], input[type=email], textarea")).toHaveLength(0);
  });
});

describe("/podcast", () => {
  const doc = page("/podcast");
  const copy = content.page("podcast");

  it("shows the newest episodes, newest first, with date, title, guest and a Listen button to the episode", () => {
    const items = [...doc.querySelectorAll(`#${copy.section("episodes").id} li`)].filter((li) =>
      li.querySelector("h3"),
    );
    const listen = copy.section("episodes").actions![0]!.label;
    expect(items).toHaveLength(newest.length);
    newest.forEach((episode, index) => {
      const item = items[index]!;
      expect(text(item.querySelector("h3"))).toBe(episode.title);
      expect(item.querySelector("h3 a")?.getAttribute("href")).toBe(`/podcast/${episode.id}`);
      expect(text(item.querySelector("time"))).toBe(formatDate(episode.date));
      expect(item.querySelector("time")?.getAttribute("datetime")).toBe(isoDate(episode.date));
      if (episode.guest) expect(text(item)).toContain(episode.guest);
      const button = [...item.querySelectorAll("a")].find((a) => text(a).startsWith(listen))!;
      expect(button.getAttribute("href")).toBe(episode.url);
      expect(button.getAttribute("aria-label") ?? text(button)).toContain(episode.title);
      expect(button.getAttribute("target")).toBe("_blank");
    });
  });

  it("opens with the newest episode: its date, title and Listen Now to it", () => {
    const hero = doc.querySelector("main section")!;
    const [latest] = content.episodes;
    expect(text(hero.querySelector("time"))).toBe(formatDate(latest!.date));
    expect(text(hero)).toContain(latest!.title);
    const listenNow = copy.section("hero").actions!.find((action) => action.href === "@latestEpisode")!;
    const button = [...hero.querySelectorAll("a")].find((a) => text(a).startsWith(listenNow.label))!;
    expect(button.getAttribute("href")).toBe(latest!.url);
  });
});

describe("/learn-and-listen", () => {
  const doc = page("/learn-and-listen");

  it("has a section for each footer anchor, each linking to its page", () => {
    for (const anchor of content.navigation.podcastFooter.anchors) {
      const id = anchor.href.split("#")[1]!;
      const section = doc.querySelector(`section#${id}`);
      expect(section, `section#${id}`).not.toBeNull();
      expect(section!.querySelector("h2")).not.toBeNull();
      expect(section!.querySelectorAll(`a[href="/${id}"]`).length).toBeGreaterThan(0);
    }
  });

  it("previews the newest episodes with their dates", () => {
    const times = [...doc.querySelectorAll("#podcast time")].map((time) => text(time));
    expect(times).toEqual(newest.map((episode) => formatDate(episode.date)));
  });
});

describe("/video", () => {
  it("lists every video in order; coming-soon ones say so with their date and draw no player", () => {
    const items = [...page("/video").querySelectorAll("#episodes li")].filter((li) => li.querySelector("h3"));
    expect(items.map((item) => text(item.querySelector("h3")))).toEqual(content.videos.map((video) => video.title));
    content.videos.forEach((video, index) => {
      const item = items[index]!;
      expect(text(item.querySelector("time"))).toBe(formatDate(video.date));
      if (video.status === "coming-soon") {
        expect(text(item)).toContain(t("videoComingSoon"));
        // The artwork is a picture, not a player that will not play: no play bar or running time.
        expect(text(item)).not.toContain("0:00");
      }
    });
  });
});

describe("/blog", () => {
  it("lists every post, newest first, with its date and author, linking to its page", () => {
    const cards = [...page("/blog").querySelectorAll("#posts li")].filter((li) => li.querySelector("h3"));
    expect(cards.map((card) => card.querySelector("h3 a")?.getAttribute("href"))).toEqual(POSTS);
    content.posts.forEach((post, index) => {
      expect(text(cards[index]!.querySelector("h3"))).toBe(post.title);
      expect(text(cards[index]!.querySelector("time"))).toBe(formatDate(post.date));
      expect(text(cards[index])).toContain(post.author);
    });
  });

  it.each(content.posts)("the page of $id opens with its title, has its text and leads back to the blog", (post) => {
    const doc = page(`/blog/${post.id}`);
    expect(text(doc.querySelector("h1"))).toBe(post.title);
    const article = doc.querySelector("main > article")!;
    expect(article.querySelector("p")).not.toBeNull();
    const back = [...article.querySelectorAll("a")].find((a) => text(a).includes(t("postBackToBlog")));
    expect(back?.getAttribute("href")).toBe("/blog");
  });
});
