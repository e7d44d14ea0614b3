// What every built page shows, read from dist/ without a browser and compared with the content files
// (tests/content.ts): one h1, headings that never skip a level, the landmarks and the skip link, every section's
// heading, anchor, cards and buttons where the content puts them, links that say where they go, and pictures with
// a text alternative. Behaviour (menus, islands, keyboard) is tested in a browser (tests/e2e).
import { describe, expect, it } from "vitest";
import { content, href, t } from "../content";
import { ROUTES } from "../e2e/routes";
import { page, text } from "./read-dist";

const POSTS = content.posts.map((post) => `/blog/${post.id}`);
const EPISODES = ["/podcast/episodes", ...content.episodes.map((episode) => `/podcast/${episode.id}`)];
const ALL = [...ROUTES, ...POSTS, ...EPISODES, "/404"];
/** The content file of a route: src/content/pages/<id>.yaml. */
const pageId = (route: string) => (route === "/" ? "home" : route.slice(1));
const isExternal = (url: string) => /^https?:\/\//.test(url);

/** The links of a part of the page, as a reader meets them. */
function links(scope: ParentNode) {
  return [...scope.querySelectorAll("a[href]")].map((a) => ({
    text: text(a),
    name: a.getAttribute("aria-label") ?? text(a),
    href: a.getAttribute("href")!,
    target: a.getAttribute("target"),
    rel: (a.getAttribute("rel") ?? "").split(/\s+/),
  }));
}

describe.each(ALL)("%s", (route) => {
  const doc = page(route);
  const main = doc.querySelector("main")!;

  it("has the landmarks, a skip link to the main content, and one h1 first in main", () => {
    expect(doc.querySelectorAll("header").length).toBeGreaterThan(0);
    expect(doc.querySelectorAll("main")).toHaveLength(1);
    expect(doc.querySelectorAll("footer").length).toBeGreaterThan(0);
    const skip = doc.querySelector("body a[href^='#']")!;
    expect(text(skip)).toBe(t("skipToContent"));
    expect(doc.getElementById(skip.getAttribute("href")!.slice(1))).toBe(main);
    expect(doc.querySelectorAll("h1")).toHaveLength(1);
    expect(main.querySelector("h1, h2, h3, h4, h5, h6")?.tagName).toBe("H1");
  });

  it("never skips a heading level", () => {
    const levels = [...main.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => Number(h.tagName[1]));
    const skips = levels.flatMap((level, i) =>
      i > 0 && level - levels[i - 1]! > 1 ? [`h${levels[i - 1]} → h${level}`] : [],
    );
    expect(skips).toEqual([]);
  });

  it("opens other sites in a new tab, safely, saying so; its own pages in the same tab", () => {
    const problems: string[] = [];
    for (const link of links(doc)) {
      if (isExternal(link.href)) {
        if (link.target !== "_blank" || !link.rel.includes("noopener") || !link.rel.includes("noreferrer"))
          problems.push(`${link.href}: target=${link.target} rel=${link.rel.join(" ")}`);
        if (!link.name.includes(t("opensInNewTab")) && !link.text.includes(t("opensInNewTab")))
          problems.push(`${link.href}: "${link.name}" does not say it opens a new tab`);
      } else if (link.target) problems.push(`${link.href}: target=${link.target}`);
    }
    expect(problems).toEqual([]);
  });

  it("gives every picture a text alternative (empty only for decoration)", () => {
    const missing = [...doc.querySelectorAll("img")].filter((img) => !img.hasAttribute("alt"));
    expect(missing.map((img) => img.outerHTML.slice(0, 120))).toEqual([]);
    const svgs = [...main.querySelectorAll("svg[role=img]")].filter((svg) => !svg.getAttribute("aria-label"));
    expect(svgs.map((svg) => svg.outerHTML.slice(0, 120))).toEqual([]);
  });
});

/** Where a page file's sections are shown: its route, for /blog each post too (its closing sections), for
 *  /podcast the list of every episode and each episode's page. */
const shownOn = (route: string) =>
  route === "/blog" ? [route, ...POSTS] : route === "/podcast" ? [route, ...EPISODES] : [route];
/** Sections whose heading the page does not show: only their buttons are drawn. */
const HEADING_NOT_SHOWN: Record<string, string[]> = { "/for-companies": ["back"] };

describe.each(ROUTES)("%s shows its content file", (route) => {
  const docs = shownOn(route).map(page);
  const mains = docs.map((doc) => doc.querySelector("main")!);
  const copy = content.page(pageId(route));
  const headings = mains.flatMap((main) => [...main.querySelectorAll("h1, h2, h3, h4")].map((h) => text(h)));
  const mainLinks = mains.flatMap(links);
  const mainText = mains.map((main) => text(main)).join(" ");

  it("shows the sections with an anchor in the order of the page file", () => {
    const doc = docs[0]!;
    const ids = Object.values(copy.sections).flatMap((section) => (section.id ? [section.id] : []));
    const order = ids.map((id) => doc.getElementById(id)).filter((element): element is HTMLElement => !!element);
    const shuffled = order.filter(
      (element, index) =>
        index > 0 && !(order[index - 1]!.compareDocumentPosition(element) & 4 /* DOCUMENT_POSITION_FOLLOWING */),
    );
    expect(shuffled.map((element) => element.id)).toEqual([]);
  });

  it.each(Object.entries(copy.sections))("section %s: heading, anchor, cards and buttons", (name, section) => {
    if (!HEADING_NOT_SHOWN[route]?.includes(name)) expect(headings).toContain(section.heading.replace(/\s+/g, " "));
    if (section.id)
      expect(
        docs.some((doc) => doc.getElementById(section.id!)),
        `#${section.id}`,
      ).toBe(true);
    for (const item of section.items ?? []) {
      expect(mainText).toContain(item.title);
      const target = item.href && href(item.href);
      if (target) {
        expect(
          mainLinks.some((link) => link.href === target && link.name.includes(item.title)),
          `a link "${item.title}" → ${target}`,
        ).toBe(true);
      }
    }
    for (const action of section.actions ?? []) {
      const target = href(action.href);
      expect(
        mainLinks.some((link) => (!target || link.href === target) && link.name.includes(action.label)),
        `a button "${action.label}" → ${target ?? "the page's own link"}`,
      ).toBe(true);
    }
  });
});

describe("/marketplace: a category without partners", () => {
  const doc = page("/marketplace");
  const offers = content.page("marketplace").section("offers");
  const panel = doc.getElementById(offers.id!)!;

  it("has the page file's message in the results' status, for CSS to show while only such categories are ticked", () => {
    const status = panel.querySelector("[role=status]")!;
    const message = [...status.querySelectorAll("span")].find((span) => text(span) === offers.empty!.message);
    expect(message, offers.empty!.message).toBeDefined();
    expect(message!.classList).toContain("hidden");
    // The categories with partners are marked, so the message hides as soon as one of them is ticked.
    const offered = new Set(content.offers.map((offer) => offer.category));
    for (const box of doc.querySelectorAll<HTMLInputElement>("input[type=checkbox][name=category]"))
      expect(box.hasAttribute("data-offered"), box.value).toBe(offered.has(box.value as never));
  });

  it("has the page file's next steps as links, in order, after the message", () => {
    const steps = panel.querySelector("[data-empty-actions]")!;
    expect(steps.classList).toContain("hidden");
    expect(links(steps).map(({ text: label, href: target }) => ({ label, target }))).toEqual(
      offers.empty!.actions.map((action) => ({
        label: isExternal(href(action.href)!) ? `${action.label}${t("opensInNewTab")}` : action.label,
        target: href(action.href),
      })),
    );
    expect(panel.querySelector("[role=status]")!.compareDocumentPosition(steps) & 4).toBeTruthy();
  });
});
